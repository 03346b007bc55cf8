package isandlwana

import (
	"slices"
	"testing"

	"zulu1879/dice"
)

// BenchmarkLegalFreeSetup lists the legal actions of the opening position
// of the free set-up (every placement of every unit, 10.1).
func BenchmarkLegalFreeSetup(b *testing.B) {
	g := newGame(b, "isandlwana-free", 1)
	b.ReportMetric(float64(len(g.Legal())), "actions")
	for b.Loop() {
		_ = g.Legal()
	}
}

// slowPlaceActions is the set-up listing as it was before placeOK: every
// placement placeProblem accepts.
func slowPlaceActions(g *State) []Action {
	var out []Action
	m := g.Scen.Map
	for i := range g.Units {
		if !g.placeable(i) {
			continue
		}
		for j := 0; j < m.Size(); j++ {
			h := m.HexAt(j)
			if h != g.Units[i].Hex && g.placeProblem(i, h) == nil {
				out = append(out, Action{Kind: ActPlace, Units: []string{g.Units[i].ID}, To: h})
			}
		}
	}
	return out
}

// TestRule10_1_FreeSetupListMatchesPlaceProblem: the fast set-up listing
// offers exactly the placements placeProblem accepts, in the same order,
// in thousands of positions: deployments reached by legal placements, and
// scrambled ones (units dropped on any hex, overstacked, in the wrong band,
// next to or under Zulus, weakened or gone from the map) that exercise
// every reason placeProblem has to refuse.
func TestRule10_1_FreeSetupListMatchesPlaceProblem(t *testing.T) {
	positions, offered := 0, 0
	for _, id := range []string{"isandlwana-free", "isandlwana"} {
		for seed := uint64(1); seed <= 25; seed++ {
			g := newGame(t, id, seed)
			rng := dice.NewSeeded(seed * 7919)
			m := g.Scen.Map
			for step := 0; step < 20; step++ {
				if step%4 == 3 {
					// Scramble: nothing here need be legal.
					for k := 0; k < 1+rng.Intn(4); k++ {
						i := rng.Intn(len(g.Units))
						switch rng.Intn(4) {
						case 0, 1:
							g.Units[i].Hex = m.HexAt(rng.Intn(m.Size()))
						case 2:
							g.Units[i].Strength = 1 + rng.Intn(max(1, g.Units[i].Full))
						case 3:
							g.Zulus[rng.Intn(m.Size())] += 1 + rng.Intn(2)
						}
					}
					if rng.Intn(10) == 0 {
						g.Units[rng.Intn(len(g.Units))].Status = Eliminated
					}
				}
				if ok, err := g.setupOK(), g.setupProblems(); ok != (err == nil) {
					t.Fatalf("%s seed %d step %d: setupOK says %v, setupProblems %v", id, seed, step, ok, err)
				}
				fast, slow := g.placeActions(), slowPlaceActions(g)
				positions++
				offered += len(fast)
				if !slices.EqualFunc(fast, slow, func(a, b Action) bool { return a.String() == b.String() }) {
					t.Fatalf("%s seed %d step %d: fast list has %d placements, placeProblem accepts %d; first difference %s",
						id, seed, step, len(fast), len(slow), firstDiff(fast, slow))
				}
				if len(fast) == 0 {
					break
				}
				if err := g.Apply(fast[rng.Intn(len(fast))]); err != nil {
					t.Fatalf("%s seed %d: a listed placement is refused: %v", id, seed, err)
				}
			}
		}
	}
	if positions < 900 || offered == 0 {
		t.Fatalf("only %d positions and %d placements compared", positions, offered)
	}
	t.Logf("%d positions, %d placements compared", positions, offered)
}

func firstDiff(a, b []Action) string {
	for k := 0; k < min(len(a), len(b)); k++ {
		if a[k].String() != b[k].String() {
			return a[k].String() + " / " + b[k].String()
		}
	}
	if len(a) > len(b) {
		return "extra " + a[len(b)].String()
	}
	if len(b) > len(a) {
		return "missing " + b[len(a)].String()
	}
	return "none"
}

// TestRule10_1_RefusedGroupPlacementChangesNothing: a placement of several
// units that one of them may not make is refused whole, even when the
// units named before it were placed (the engine's promise: a
// refused action leaves the state as it was). The cases looked for are
// those where the first unit alone would be accepted.
func TestRule10_1_RefusedGroupPlacementChangesNothing(t *testing.T) {
	partial := 0
	for seed := uint64(1); seed <= 10; seed++ {
		g := newGame(t, "isandlwana-free", seed)
		m := g.Scen.Map
		rng := dice.NewSeeded(seed)
		var placeable []int
		for i := range g.Units {
			if g.placeable(i) {
				placeable = append(placeable, i)
			}
		}
		for try := 0; try < 300; try++ {
			a, b := placeable[rng.Intn(len(placeable))], placeable[rng.Intn(len(placeable))]
			h := m.HexAt(rng.Intn(m.Size()))
			c := g.Clone()
			before := c.appendStateJSON(nil)
			act := Action{Kind: ActPlace, Units: []string{g.Units[a].ID, g.Units[b].ID}, To: h}
			if err := c.Apply(act); err == nil {
				continue
			}
			if g.placeProblem(a, h) == nil {
				partial++
			}
			if after := c.appendStateJSON(nil); string(after) != string(before) {
				t.Fatalf("seed %d: %q was refused but changed the state", seed, act)
			}
		}
	}
	if partial < 20 {
		t.Fatalf("only %d refusals came after the first unit was placed", partial)
	}
}
