package isandlwana

import (
	"testing"

	"zulu1879/dice"
	"zulu1879/hexmap"
)

// midGame plays seeded random actions into turn 3 for a crowded position.
func midGame(b *testing.B) *State {
	g := newGame(b, "isandlwana", 42)
	rng := dice.NewSeeded(42)
	for !g.Over() && (g.Turn < 3 || g.Phase != PhaseZuluMove) {
		acts := g.Legal()
		if err := g.Apply(randomPolicy(g, acts, rng)); err != nil {
			b.Fatal(err)
		}
	}
	if g.Over() {
		b.Fatal("the benchmark game ended early")
	}
	return g
}

// BenchmarkLegalZuluMovement lists every legal Zulu move of a mid-game
// position (cold path cache each time).
func BenchmarkLegalZuluMovement(b *testing.B) {
	g := midGame(b)
	for b.Loop() {
		g.zentry = nil
		_ = g.Legal()
	}
}

// BenchmarkLegalBritishMovement lists every legal British move.
func BenchmarkLegalBritishMovement(b *testing.B) {
	g := midGame(b)
	g.Pool = [2]int{}
	g.enter(PhaseBritishMove)
	for b.Loop() {
		_ = g.Legal()
	}
}

// BenchmarkApplyZuluMove applies one Zulu move to a fresh clone each time.
func BenchmarkApplyZuluMove(b *testing.B) {
	g := midGame(b)
	var move Action
	for _, a := range g.Legal() {
		if a.Kind == ActZuluMove {
			move = a
			break
		}
	}
	if move.Kind != ActZuluMove {
		b.Skip("no Zulu move in the position")
	}
	for b.Loop() {
		c := g.Clone()
		if err := c.Apply(move); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkApplyFire applies one British fire (quiet, as the simulator runs).
func BenchmarkApplyFire(b *testing.B) {
	g := midGame(b)
	g.Opts.Quiet = true
	g.Pool = [2]int{}
	g.enter(PhaseBritishCombat)
	acts := g.fireActions()
	if len(acts) == 0 {
		b.Skip("no fire in the position")
	}
	for b.Loop() {
		c := g.Clone()
		if err := c.Apply(acts[0]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRandomGame plays one whole game of random legal actions, quiet.
func BenchmarkRandomGame(b *testing.B) {
	benchGames(b, func(g *State, rng *dice.Seeded, buf []Action) (Action, []Action) {
		return randomPolicy(g, g.Legal(), rng), buf
	})
}

// benchGames plays one whole quiet game of the printed set-up per loop,
// seeds 1, 2, …, choosing each action with next (which may keep a buffer).
func benchGames(b *testing.B, next func(g *State, rng *dice.Seeded, buf []Action) (Action, []Action)) {
	s := newGame(b, "isandlwana", 1).Scen
	seed := uint64(0)
	for b.Loop() {
		seed++
		g := New(s, seed, Options{Quiet: true})
		rng := dice.NewSeeded(seed)
		var buf []Action
		for !g.Over() {
			var a Action
			a, buf = next(g, rng, buf)
			if err := g.Apply(a); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkZuluCosts works out the Zulu path costs from 100 hexes of a
// mid-game position, from a cold cache each time (as a rule-9 movement plan
// asks them of the engine once per movement phase).
func BenchmarkZuluCosts(b *testing.B) {
	g := midGame(b)
	var from []int
	for i := 0; i < g.Scen.Map.Size() && len(from) < 100; i += 3 {
		if g.Scen.Map.Info(i).MoveCost > 0 && !g.britishIn(g.Scen.Map.HexAt(i)) {
			from = append(from, i)
		}
	}
	for b.Loop() {
		g.forgetZuluPaths()
		for _, s := range from {
			_ = g.zuluCosts(s)
		}
	}
}

// BenchmarkZuluReach is BenchmarkZuluCosts through ZuluPaths.Reach, the
// ring planner's question: the searches by cost level alone, no cost
// written out hex by hex.
func BenchmarkZuluReach(b *testing.B) {
	g := midGame(b)
	var from []int
	for i := 0; i < g.Scen.Map.Size() && len(from) < 100; i += 3 {
		if g.Scen.Map.Info(i).MoveCost > 0 && !g.britishIn(g.Scen.Map.HexAt(i)) {
			from = append(from, i)
		}
	}
	for b.Loop() {
		g.forgetZuluPaths()
		p := g.ZuluPaths()
		for _, s := range from {
			_ = p.Reach(s)
		}
	}
}

// BenchmarkHexDistances works out the steps from every hex to the nearest
// British hex of a mid-game position (the bots' distance map).
func BenchmarkHexDistances(b *testing.B) {
	g := midGame(b)
	m := g.Scen.Map
	from := make([]uint64, (m.Size()+63)/64)
	for i := range g.Units {
		if u := &g.Units[i]; u.Status == OnMap {
			j := m.Index(u.Hex)
			from[j>>6] |= 1 << (j & 63)
		}
	}
	dist := make([]int, m.Size())
	for b.Loop() {
		HexDistances(m, from, dist)
	}
}

// BenchmarkAnyFire asks whether the British have any fire in the combat
// phase of a mid-game position (the check that skips a phase with nothing
// to do).
func BenchmarkAnyFire(b *testing.B) {
	g := midGame(b)
	g.Phase = PhaseBritishCombat
	for b.Loop() {
		_ = g.anyFire()
	}
}

// BenchmarkLegalZuluMovementWarm lists the Zulu moves again with the path
// cache warm, as a Zulu phase does between two moves (British counters do
// not move in it).
func BenchmarkLegalZuluMovementWarm(b *testing.B) {
	g := midGame(b)
	_ = g.Legal()
	for b.Loop() {
		_ = g.Legal()
	}
}

// BenchmarkUniformGame plays one whole game choosing uniformly among Legal()
// at every step, as the soak did (quiet, the printed set-up).
func BenchmarkUniformGame(b *testing.B) {
	benchGames(b, func(g *State, rng *dice.Seeded, buf []Action) (Action, []Action) {
		buf = g.AppendLegal(buf[:0])
		return buf[rng.Intn(len(buf))], buf
	})
}

// BenchmarkUniformGamePicked is BenchmarkUniformGame picking by index with
// legalAt, as the soak does: the same games, without listing every Zulu
// move at every step.
func BenchmarkUniformGamePicked(b *testing.B) {
	benchGames(b, func(g *State, rng *dice.Seeded, buf []Action) (Action, []Action) {
		a, _, buf := g.legalAt(buf, rng.Intn)
		return a, buf
	})
}

// BenchmarkHash hashes a mid-game position (Hash, written without
// reflection); BenchmarkHashEncodingJSON is the same with encoding/json,
// the way Hash used to encode.
func BenchmarkHash(b *testing.B) {
	g := midGame(b)
	for b.Loop() {
		_ = g.Hash()
	}
}

func BenchmarkHashEncodingJSON(b *testing.B) {
	g := midGame(b)
	for b.Loop() {
		_ = hashOf(g.hashJSON())
	}
}

// forgetZuluPaths drops every cached Zulu path search (a cold cache).
func (g *State) forgetZuluPaths() {
	for s, e := range g.zentry {
		if e > 0 {
			g.zentry[s] = 0
			g.zspare = append(g.zspare, e-1)
		}
	}
}

// BenchmarkBritishDestinations lists the destinations of every British
// unit able to move in a mid-game British movement phase, through one kept
// buffer (as the standard bot's regroup does); each unit's search is new
// (the units stand in different hexes).
func BenchmarkBritishDestinations(b *testing.B) {
	g := midGame(b)
	g.Pool = [2]int{}
	g.enter(PhaseBritishMove)
	var ids []int
	for i := range g.Units {
		if g.movable(i) {
			ids = append(ids, i)
		}
	}
	if len(ids) == 0 {
		b.Skip("no British unit may move in the position")
	}
	var buf []hexmap.Hex
	for b.Loop() {
		for _, i := range ids {
			buf = g.AppendBritishDestinations(buf[:0], []int{i})
		}
	}
	b.ReportMetric(float64(len(ids)), "units")
}
