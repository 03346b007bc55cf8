package isandlwana

import (
	"testing"

	"zulu1879/dice"
	"zulu1879/isandlwana"
	"zulu1879/scenarios"
)

// midGame plays rule9 against standard from seed until the start of the Zulu
// Movement phase of turn, and returns that position.
func midGame(tb testing.TB, scen string, seed uint64, turn int) *isandlwana.State {
	tb.Helper()
	s, err := scenarios.Builtin(scen)
	if err != nil {
		tb.Fatal(err)
	}
	g := isandlwana.New(s, seed, isandlwana.Options{Quiet: true})
	z, b := NewRule9(), NewStandard()
	for !g.Over() && !(g.Turn == turn && g.Phase == isandlwana.PhaseZuluMove && g.ToAct() == isandlwana.Zulu) {
		bot := Bot(b)
		if g.ToAct() == isandlwana.Zulu {
			bot = z
		}
		if _, _, err := Step(g, bot); err != nil {
			tb.Fatal(err)
		}
	}
	if g.Over() {
		tb.Fatalf("seed %d: game over before turn %d", seed, turn)
	}
	return g
}

// zuluTurn plays one whole Zulu turn with bot z: the Zulu Movement phase,
// the British Reaction phase (the British hold fire) and the Zulu Attack
// phase, up to the British choice of Phase IV.
func zuluTurn(tb testing.TB, g *isandlwana.State, z Bot) {
	for !g.Over() && g.Phase != isandlwana.PhaseBritishOrder && g.Phase != isandlwana.PhaseBritishMove && g.Phase != isandlwana.PhaseBritishCombat {
		var err error
		if g.ToAct() == isandlwana.Zulu {
			_, _, err = Step(g, z)
		} else if _, ok := g.Decision(); ok {
			_, _, err = Step(g, NewPassive())
		} else {
			err = g.Apply(isandlwana.Action{Kind: isandlwana.ActEnd})
		}
		if err != nil {
			tb.Fatal(err)
		}
	}
}

// BenchmarkRule9Turn measures one full rule-9 Zulu turn (movement and
// attacks) in a crowded position: turn 3 of a rule9-vs-standard game, with
// about a hundred Zulus on the map.
func BenchmarkRule9Turn(b *testing.B) {
	start := midGame(b, "isandlwana", 7, 3)
	on := start.ZulusOnMap()
	b.ReportMetric(float64(on), "zulus")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		g := start.Clone()
		zuluTurn(b, g, NewRule9())
	}
}

// BenchmarkGameRule9VsStandard measures one whole headless game, rule9
// against standard, on the standard set-up (seeds vary with b.N).
func BenchmarkGameRule9VsStandard(b *testing.B) {
	s, err := scenarios.Builtin("isandlwana")
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < b.N; i++ {
		g := isandlwana.New(s, uint64(i%1000+1), isandlwana.Options{Quiet: true})
		if err := Play(g, NewRule9(), NewStandard()); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkGameRule9VsPassive is the same with the passive British bot.
func BenchmarkGameRule9VsPassive(b *testing.B) {
	s, err := scenarios.Builtin("isandlwana")
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < b.N; i++ {
		g := isandlwana.New(s, uint64(i%1000+1), isandlwana.Options{Quiet: true})
		if err := Play(g, NewRule9(), NewPassive()); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkGameHardVsStandard is one whole game with the hard Zulu bot.
func BenchmarkGameHardVsStandard(b *testing.B) {
	s, err := scenarios.Builtin("isandlwana")
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < b.N; i++ {
		g := isandlwana.New(s, uint64(i%1000+1), isandlwana.Options{Quiet: true})
		if err := Play(g, NewHard(), NewStandard()); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkHardTurn is BenchmarkRule9Turn with the hard bot.
func BenchmarkHardTurn(b *testing.B) {
	start := midGame(b, "isandlwana", 7, 3)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		g := start.Clone()
		zuluTurn(b, g, NewHard())
	}
}

// BenchmarkZuluCosts asks the engine for the Zulu path costs from every hex
// holding Zulus in the crowded position of BenchmarkRule9Turn, on a fresh
// clone (cold cache) each time: the engine's share of a rule-9 movement plan.
func BenchmarkZuluCosts(b *testing.B) {
	start := midGame(b, "isandlwana", 7, 3)
	m := start.Map()
	var from []int
	for i, c := range start.Zulus {
		if c > 0 {
			from = append(from, i)
		}
	}
	for b.Loop() {
		g := start.Clone()
		for _, s := range from {
			_ = g.ZuluCosts(m.HexAt(s))
		}
	}
	b.ReportMetric(float64(len(from)), "origins")
}

// BenchmarkWholeGame is one whole rule9-vs-standard game as the
// simulator's workers play it: BenchmarkGameRule9VsStandard with one pair
// of bots reset between games (seeds 1 to 1,000 in turn). It was called
// BenchmarkSimRule9VsStandard.
func BenchmarkWholeGame(b *testing.B) {
	s, err := scenarios.Builtin("isandlwana")
	if err != nil {
		b.Fatal(err)
	}
	z, br := NewRule9(), NewStandard()
	for i := 0; i < b.N; i++ {
		z.Reset()
		br.Reset()
		g := isandlwana.New(s, uint64(i%1000+1), isandlwana.Options{Quiet: true})
		if err := Play(g, z, br); err != nil {
			b.Fatal(err)
		}
	}
}

// combatPosition plays rule9 against standard from seed until the first
// British combat phase (Phase IV or V) of turn or later where the British
// may fire, and returns that position.
func combatPosition(tb testing.TB, seed uint64, turn int) *isandlwana.State {
	tb.Helper()
	g := midGame(tb, "isandlwana", seed, turn)
	z, br := NewRule9(), NewStandard()
	for !g.Over() && !(g.Phase == isandlwana.PhaseBritishCombat && g.ToAct() == isandlwana.British && newFireNet(g).units != nil) {
		bot := Bot(br)
		if g.ToAct() == isandlwana.Zulu {
			bot = z
		}
		if _, _, err := Step(g, bot); err != nil {
			tb.Fatal(err)
		}
	}
	if g.Over() {
		tb.Fatalf("seed %d: game over before a British combat phase", seed)
	}
	return g
}

// BenchmarkFirePlan is the standard bot's fire plan of a British combat
// phase (turn 3 of a rule9-vs-standard game): the fire net, the weights,
// the allocation and the fires read from it.
func BenchmarkFirePlan(b *testing.B) {
	g := combatPosition(b, 7, 3)
	s := NewStandard()
	var fires int
	for b.Loop() {
		bd := s.bFire.reset(g)
		f := s.net.build(g)
		w := s.weights(g, bd, f)
		fires = len(firesFromAlloc(g, f, allocate(g, f, w), w, true))
	}
	b.ReportMetric(float64(fires), "fires")
}

// BenchmarkRule9Attack is rule 9's choice of one Zulu attack in the first
// Zulu Attack phase of turn 3 of a rule9-vs-standard game (the attackers,
// the matching of attackers to British hexes).
func BenchmarkRule9Attack(b *testing.B) {
	g := midGame(b, "isandlwana", 7, 3)
	z, br := NewRule9(), NewStandard()
	for !g.Over() && !(g.Phase == isandlwana.PhaseZuluAttack && g.ToAct() == isandlwana.Zulu && len(g.Pending) == 0) {
		bot := Bot(br)
		if g.ToAct() == isandlwana.Zulu {
			bot = z
		}
		if _, _, err := Step(g, bot); err != nil {
			b.Fatal(err)
		}
	}
	if g.Over() {
		b.Fatal("game over before the Zulu Attack phase")
	}
	bd := newBoard(g)
	d := dice.NewSeeded(1)
	for b.Loop() {
		a, _ := rule9Attack(g, bd, d, true)
		if a.Kind != isandlwana.ActAttack {
			b.Fatalf("rule 9 chose %v, not an attack", a)
		}
	}
}
