package isandlwana

import (
	"maps"
	"testing"

	"zulu1879/dice"
	"zulu1879/hexmap"
	"zulu1879/isandlwana"
	"zulu1879/scenarios"
)

func hx(s string) hexmap.Hex {
	h, err := hexmap.ParseHex(s)
	if err != nil {
		panic(err)
	}
	return h
}

// bare returns a game in the Zulu Movement phase of turn 1 with only the
// given British units on the map (id → hex), no Zulus, no wagon (captured,
// out of the picture) and no Colours. Tests then place Zulus by hand.
func bare(t *testing.T, seed uint64, brits map[string]string) *isandlwana.State {
	t.Helper()
	s, err := scenarios.Builtin("isandlwana")
	if err != nil {
		t.Fatal(err)
	}
	g := isandlwana.New(s, seed, isandlwana.Options{})
	if err := g.Apply(isandlwana.Action{Kind: isandlwana.ActEnd}); err != nil {
		t.Fatal(err)
	}
	if g.Phase != isandlwana.PhaseZuluMove {
		t.Fatalf("after set-up: phase %s", g.Phase)
	}
	for i := range g.Units {
		u := &g.Units[i]
		if h, ok := brits[u.ID]; ok {
			u.Hex, u.Status = hx(h), isandlwana.OnMap
		} else {
			u.Status = isandlwana.Eliminated
		}
	}
	for i := range g.Zulus {
		g.Zulus[i], g.Spent[i] = 0, 0
	}
	g.Pool = [2]int{}
	g.Wagon.Captured = true
	g.Colours = isandlwana.ColoursNotYet
	return g
}

func putZulus(g *isandlwana.State, hexes ...string) {
	m := g.Map()
	for _, h := range hexes {
		g.Zulus[m.Index(hx(h))]++
	}
}

// runZuluMove lets bot play the Zulu Movement phase to its end.
func runZuluMove(t *testing.T, g *isandlwana.State, bot Bot) {
	t.Helper()
	for n := 0; g.Phase == isandlwana.PhaseZuluMove && g.ToAct() == isandlwana.Zulu; n++ {
		if n > 500 {
			t.Fatal("the movement phase does not end")
		}
		if _, _, err := Step(g, bot); err != nil {
			t.Fatal(err)
		}
	}
}

// ringOf lists the passable hexes at distance r from h.
func ringOf(g *isandlwana.State, h hexmap.Hex, r int) []hexmap.Hex {
	m := g.Map()
	var out []hexmap.Hex
	for i := 0; i < m.Size(); i++ {
		x := m.HexAt(i)
		if hexmap.Distance(x, h) == r && m.Info(i).MoveCost > 0 && !g.Scen.IsOnrush(x) {
			out = append(out, x)
		}
	}
	return out
}

// 9.2, first clause: every reachable hex next to a British unit is filled;
// then the hexes two away, until every Zulu has moved.
func TestRule9_FillsEveryHexNextToTheBritishThenRingTwo(t *testing.T) {
	for _, n := range []int{3, 6, 10} {
		g := bare(t, 1, map[string]string{"A": "0712"})
		ring3 := ringOf(g, hx("0712"), 3)
		for k := 0; k < n; k++ {
			putZulus(g, ring3[k].String())
		}
		runZuluMove(t, g, NewRule9())
		in1, in2, other := 0, 0, 0
		for i, c := range g.Zulus {
			switch hexmap.Distance(g.Map().HexAt(i), hx("0712")) {
			case 1:
				in1 += c
			case 2:
				in2 += c
			default:
				other += c
			}
		}
		want1 := min(n, 6)
		if in1 != want1 || in2 != n-want1 || other != 0 {
			t.Errorf("%d Zulus: %d next to A Co, %d two away, %d elsewhere; want %d, %d, 0", n, in1, in2, other, want1, n-want1)
		}
	}
}

// 9.2, "every possible hex": the assignment is completed by augmenting paths,
// so the hexes filled are as many as any assignment could fill. Here one
// Zulu can only reach one hex next to the British, which the other Zulu could
// also take; both hexes must be filled whatever the dice.
func TestRule9_EveryPossibleHexIsFilled(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		g := bare(t, seed, map[string]string{"A": "0712"})
		m := g.Map()
		ring1 := ringOf(g, hx("0712"), 1)
		reach := func(h hexmap.Hex) []hexmap.Hex {
			cost := g.ZuluCosts(h)
			var out []hexmap.Hex
			for _, x := range ring1 {
				if cost[m.Index(x)] > 0 {
					out = append(out, x)
				}
			}
			return out
		}
		// A far Zulu that reaches exactly one hex X next to A Co, and a near
		// Zulu whose only cheapest such hex is X too.
		var far, near hexmap.Hex
		for r := 6; r <= 8 && far.IsNone(); r++ {
			for _, f := range ringOf(g, hx("0712"), r) {
				if rs := reach(f); len(rs) == 1 {
					for _, n := range ringOf(g, hx("0712"), 2) {
						adj := 0
						for _, x := range ring1 {
							if hexmap.Adjacent(n, x) {
								adj++
							}
						}
						if adj == 1 && hexmap.Adjacent(n, rs[0]) {
							far, near = f, n
							break
						}
					}
				}
				if !far.IsNone() {
					break
				}
			}
		}
		if far.IsNone() {
			t.Fatal("test position: no far Zulu with a single hex in reach")
		}
		putZulus(g, far.String(), near.String())
		runZuluMove(t, g, NewRule9())
		filled := 0
		for _, h := range ringOf(g, hx("0712"), 1) {
			filled += g.ZulusAt(h)
		}
		if filled != 2 {
			t.Fatalf("seed %d: %d hexes next to A Co filled, want 2 (both Zulus)", seed, filled)
		}
	}
}

// 9.2, second clause: the hexes next to the wagon come first only "if the
// wagon and the Queen's Colours are on the map". Before the Colours arrive
// (turn 1) or once they are sent off, rule 9 moves the Zulus as for any
// other British hex: here next to C Co, two hexes away, rather than next to
// the wagon with A Co in 0712. The hard bot keeps the wagon first whenever
// the wagon is on the map (the option wagonWithColours reads it as rule 9).
func TestRule9_WagonAndColoursFirst(t *testing.T) {
	withColours := hardDefaults
	withColours.wagonWithColours = true
	cases := []struct {
		name      string
		bot       Bot
		colours   isandlwana.ColoursState
		nextWagon int // Zulus that must end next to the wagon
	}{
		{"rule9, Colours raised", NewRule9(), isandlwana.ColoursRaised, 3},
		{"rule9, Colours not yet arrived", NewRule9(), isandlwana.ColoursNotYet, 0},
		{"rule9, Colours sent off", NewRule9(), isandlwana.ColoursSentOff, 0},
		{"hard, Colours not yet arrived", NewHard(), isandlwana.ColoursNotYet, 3},
		{"hard with option wagonWithColours, Colours not yet arrived", newHardWith(withColours), isandlwana.ColoursNotYet, 0},
	}
	for _, c := range cases {
		g := bare(t, 1, map[string]string{"A": "0712", "C": "0708"})
		g.Wagon = isandlwana.Wagon{Hex: hx("0712")}
		g.Colours = c.colours
		putZulus(g, "0606", "0706", "0806")
		runZuluMove(t, g, c.bot)
		nextW, nextC := 0, 0
		for i, n := range g.Zulus {
			h := g.Map().HexAt(i)
			if hexmap.Distance(h, hx("0712")) == 1 {
				nextW += n
			} else if hexmap.Distance(h, hx("0708")) == 1 {
				nextC += n
			}
		}
		if nextW != c.nextWagon || nextC != 3-c.nextWagon {
			t.Errorf("%s: %d Zulus next to the wagon, %d next to C Co; want %d and %d", c.name, nextW, nextC, c.nextWagon, 3-c.nextWagon)
		}
	}
}

// 9.2: "equal distance ... by rolling dice, equal odds for each British
// unit". A Zulu two hexes from both A Co and C Co goes next to either about
// half the time over many seeds, and always the same way for one seed.
func TestRule9_EqualDistanceTieByEqualOddsDice(t *testing.T) {
	toA := 0
	const n = 300
	for seed := uint64(1); seed <= n; seed++ {
		var first hexmap.Hex
		for rep := 0; rep < 2; rep++ {
			g := bare(t, seed, map[string]string{"A": "0510", "C": "0910"})
			putZulus(g, "0710")
			runZuluMove(t, g, NewRule9())
			var at hexmap.Hex
			for i, c := range g.Zulus {
				if c > 0 {
					at = g.Map().HexAt(i)
				}
			}
			dA, dC := hexmap.Distance(at, hx("0510")), hexmap.Distance(at, hx("0910"))
			if dA != 1 && dC != 1 {
				t.Fatalf("seed %d: the Zulu ended in %s, next to neither", seed, at)
			}
			if rep == 0 {
				first = at
				if dA == 1 {
					toA++
				}
			} else if at != first {
				t.Fatalf("seed %d: replay went to %s, first game to %s", seed, at, first)
			}
		}
	}
	if f := float64(toA) / n; f < 0.4 || f > 0.6 {
		t.Errorf("the Zulu went next to A Co in %d of %d games (%.2f), want about half", toA, n, f)
	}
}

// 9.2, fourth clause: Zulus in an onrush hex must come on while an open hex
// lies within 6 MP, and stay when none does.
func TestRule9_OnrushUnitsComeOnUnlessNoOpenHex(t *testing.T) {
	onrush := hx("0401")
	cases := []struct {
		name     string
		fill     bool
		wantLeft int
	}{
		{"British far away: all come on", false, 0},
		{"every hex within reach taken: all stay", true, 3},
	}
	for _, c := range cases {
		g := bare(t, 1, map[string]string{"A": "2510"})
		m := g.Map()
		g.Zulus[m.Index(onrush)] = 3
		if c.fill {
			cost := g.ZuluCosts(onrush)
			for i, x := range cost {
				if x > 0 && !g.Scen.OnrushAt(i) {
					g.Zulus[i], g.Spent[i] = 1, 1 // already moved this phase
				}
			}
		}
		runZuluMove(t, g, NewRule9())
		if left := g.ZulusAt(onrush); left != c.wantLeft {
			t.Errorf("%s: %d left in %s, want %d", c.name, left, onrush, c.wantLeft)
		}
	}
}

// attackPhase puts g in the Zulu Attack phase with dice that always miss,
// so that positions do not change while the bot allocates its attacks.
func attackPhase(g *isandlwana.State) {
	g.Phase = isandlwana.PhaseZuluAttack
	g.Fresh = false
	vals := make([]int, 200)
	for i := range vals {
		vals[i] = 6
	}
	g.SetRoller(&dice.Scripted{Values: vals})
}

// runAttacks lets bot attack until it ends the phase and returns the number
// of attacks made on each hex.
func runAttacks(t *testing.T, g *isandlwana.State, bot Bot) map[string]int {
	t.Helper()
	got := map[string]int{}
	for n := 0; g.Phase == isandlwana.PhaseZuluAttack && g.ToAct() == isandlwana.Zulu; n++ {
		if n > 100 {
			t.Fatal("the attack phase does not end")
		}
		a, _, err := Step(g, bot)
		if err != nil {
			t.Fatal(err)
		}
		if a.Kind == isandlwana.ActAttack {
			got[a.To.String()]++
		}
	}
	return got
}

// 9.2, fifth clause: every British unit next to a Zulu is attacked; when the
// attackers are too few, the strongest first; spare attackers go on the
// strongest. A Co (8 SP) is in 0712, the band (2 SP) in 0912; 0811 and 0812
// touch both, 0611 touches A Co only.
func TestRule9_AttackAllocation(t *testing.T) {
	cases := []struct {
		name   string
		zulus  []string
		want   map[string]int
		reason string
	}{
		{"one attacker for two hexes: the strongest", []string{"0812"}, map[string]int{"0712": 1}, ""},
		{"two attackers: both hexes covered", []string{"0812", "0611"}, map[string]int{"0712": 1, "0912": 1}, ""},
		{"a spare attacker goes on the strongest", []string{"0812", "0811", "0611"}, map[string]int{"0712": 2, "0912": 1}, ""},
	}
	for _, c := range cases {
		g := bare(t, 1, map[string]string{"A": "0712", "1BB": "0912"})
		for _, z := range c.zulus {
			if !hexmap.Adjacent(hx(z), hx("0712")) {
				t.Fatalf("test position: %s is not next to A Co", z)
			}
		}
		putZulus(g, c.zulus...)
		attackPhase(g)
		got := runAttacks(t, g, NewRule9())
		if len(got) != len(c.want) {
			t.Errorf("%s: attacks %v, want %v", c.name, got, c.want)
			continue
		}
		for h, n := range c.want {
			if got[h] != n {
				t.Errorf("%s: attacks %v, want %v", c.name, got, c.want)
			}
		}
	}
}

// 9.2, sixth clause: Zulus always advance after combat (an attacker from an
// onrush hex first, as it leaves no gap), and ninth: hits and sniping fall on
// the strongest unit, ties by dice.
func TestRule9_Decisions(t *testing.T) {
	g := bare(t, 1, map[string]string{"A": "0712", "C": "0712", "1BB": "0912", "E": "0910"})
	g.UnitByID("C").Strength = 5
	cases := []struct {
		name string
		dec  isandlwana.Decision
		want []string // acceptable answers
	}{
		{"advance, never none", isandlwana.Decision{Kind: isandlwana.DecideAdvance, Side: isandlwana.Zulu, Hex: "0712", Options: []string{"0811", "0812", "none"}}, []string{"0811", "0812"}},
		{"advance from the onrush hex first", isandlwana.Decision{Kind: isandlwana.DecideAdvance, Side: isandlwana.Zulu, Hex: "1202", Options: []string{"1102", "1201", "none"}}, []string{"1201"}},
		{"attack hit on the strongest in the hex", isandlwana.Decision{Kind: isandlwana.DecideHit, Side: isandlwana.Zulu, Hex: "0712", Count: 1, Options: []string{"C", "A"}}, []string{"A"}},
		{"sniping on the strongest", isandlwana.Decision{Kind: isandlwana.DecideSnipe, Side: isandlwana.Zulu, Count: 2, Options: []string{"1BB", "C", "A", "E"}}, []string{"A"}},
	}
	for _, c := range cases {
		g.Pending = []isandlwana.Decision{c.dec}
		a, _ := NewRule9().Choose(g)
		ok := false
		for _, w := range c.want {
			ok = ok || (a.Kind == isandlwana.ActChoose && a.Pick == w)
		}
		if !ok {
			t.Errorf("%s: chose %q, want one of %v", c.name, a, c.want)
		}
	}
	// Equal strengths: both are picked over many seeds.
	g.UnitByID("E").Strength = 8
	seen := map[string]int{}
	for seed := uint64(1); seed <= 100; seed++ {
		g.Seed = seed
		g.Pending = []isandlwana.Decision{{Kind: isandlwana.DecideSnipe, Side: isandlwana.Zulu, Count: 1, Options: []string{"A", "E", "1BB"}}}
		a, _ := NewRule9().Choose(g)
		seen[a.Pick]++
	}
	if seen["A"] < 25 || seen["E"] < 25 || seen["1BB"] != 0 {
		t.Errorf("sniping ties between A and E (8 SP each): picks %v over 100 seeds", seen)
	}
}

// 8.8 with 9.2: recycled Zulus re-enter at the onrush hex of their group
// nearest the British, so that they can come on at once.
func TestRule9_RecyclesNearestTheBritish(t *testing.T) {
	g := bare(t, 1, map[string]string{"A": "2302"})
	g.Pool = [2]int{2, 3}
	bot := NewRule9()
	a, _ := bot.Choose(g)
	if a.Kind != isandlwana.ActRecycle || a.To != hx("1201") || a.Count != 2 {
		t.Errorf("first recycle %q, want the 2 western units into 1201", a)
	}
	if err := g.Apply(a); err != nil {
		t.Fatal(err)
	}
	a, _ = bot.Choose(g)
	if a.Kind != isandlwana.ActRecycle || a.To != hx("2301") || a.Count != 3 {
		t.Errorf("second recycle %q, want the 3 eastern units into 2301", a)
	}
}

// 9.2, fifth and last clauses: "the strongest British units" are units, not
// stacks. With too few attackers the hex of A Co (7 SP) is attacked before
// the stack of C Co and E Co (4 + 4 SP): its strongest unit is stronger,
// though the stack's total is not. Spare attackers follow the same order,
// and so does the sniping (every hit on the strongest unit left). A Co is
// in 0712, the stack in 0912; 0811 and 0812 touch both, 0611 A Co only.
func TestRule9_2_StrongestUnitsNotStacks(t *testing.T) {
	cases := []struct {
		name  string
		zulus []string
		want  map[string]int
	}{
		{"one attacker: the hex of the strongest unit", []string{"0812"}, map[string]int{"0712": 1}},
		{"two attackers: both hexes covered", []string{"0812", "0811"}, map[string]int{"0712": 1, "0912": 1}},
		{"a spare attacker: the hex of the strongest unit", []string{"0812", "0811", "0611"}, map[string]int{"0712": 2, "0912": 1}},
	}
	setup := func() *isandlwana.State {
		g := bare(t, 1, map[string]string{"A": "0712", "C": "0912", "E": "0912"})
		g.UnitByID("A").Strength = 7
		g.UnitByID("C").Strength = 4
		g.UnitByID("E").Strength = 4
		return g
	}
	for _, c := range cases {
		g := setup()
		putZulus(g, c.zulus...)
		attackPhase(g)
		got := runAttacks(t, g, NewRule9())
		if !maps.Equal(got, c.want) {
			t.Errorf("%s: attacks %v, want %v", c.name, got, c.want)
		}
	}
	g := setup()
	g.Pending = []isandlwana.Decision{{Kind: isandlwana.DecideSnipe, Side: isandlwana.Zulu, Count: 1, Options: []string{"C", "E", "A"}}}
	if a, _ := NewRule9().Choose(g); a.Pick != "A" {
		t.Errorf("sniping: chose %q, want A (the strongest unit)", a)
	}
}
