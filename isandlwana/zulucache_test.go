package isandlwana

import (
	"slices"
	"testing"

	"zulu1879/dice"
)

// TestZuluCostsCacheMatchesFreshSearch plays games in which both sides act
// at random and, after every action, compares the Zulu path costs the
// game's cache gives (kept across British moves, dropped only near a
// change: zuluCostsRenew) with those of a clone, whose cache starts empty,
// from every hex holding Zulus and every fourth hex. It fails if the
// cache keeps an origin whose paths changed.
func TestZuluCostsCacheMatchesFreshSearch(t *testing.T) {
	games := []struct {
		scen    string
		seed    uint64
		uniform bool // uniform legal actions (legalAt), else randomPolicy
	}{
		{"isandlwana", 1, true}, {"isandlwana", 2, true}, {"isandlwana", 3, false},
		{"isandlwana", 4, false}, {"isandlwana-free", 5, true}, {"isandlwana-free", 6, false},
	}
	for _, c := range games {
		g := newGame(t, c.scen, c.seed)
		rng := dice.NewSeeded(c.seed)
		var buf []Action
		checks := 0
		for step := 0; !g.Over(); step++ {
			if g.Phase != PhaseSetup {
				fresh := g.Clone()
				for s := range g.Zulus {
					if g.Zulus[s] == 0 && s%4 != 0 {
						continue
					}
					if got, want := g.zuluCosts(s), fresh.zuluCosts(s); !slices.Equal(got, want) {
						t.Fatalf("%s seed %d, action %d (turn %d, %s): the cached costs from %s differ from a fresh search", c.scen, c.seed, step, g.Turn, g.Phase, g.Scen.Map.HexAt(s))
					}
					checks++
				}
			}
			var a Action
			if c.uniform {
				a, _, buf = g.legalAt(buf, rng.Intn)
			} else {
				a = randomPolicy(g, g.Legal(), rng)
			}
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		if checks < 1000 {
			t.Fatalf("%s seed %d: only %d checks", c.scen, c.seed, checks)
		}
	}
}
