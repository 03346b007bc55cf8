package isandlwana

import (
	"slices"
	"testing"

	"zulu1879/isandlwana"
	"zulu1879/scenarios"
)

// allocatePlain is allocate's greedy loop written plainly: every round it
// works out the gain of every amount of every unit against every target
// it reaches, in the order allocate scans them, and commits the first best.
func allocatePlain(g *isandlwana.State, f *fireNet, w []float64) [][]int {
	reaction := g.Phase == isandlwana.PhaseReaction
	alloc := make([][]int, len(f.units))
	for u := range alloc {
		alloc[u] = make([]int, len(f.targets))
	}
	total := make([]int, len(f.targets))
	left := slices.Clone(f.left)
	for {
		bestGain, bu, bt, bsp, bmod := 0.0, -1, -1, 0, 0
		for u := range f.units {
			if left[u] == 0 {
				continue
			}
			for _, r := range f.reach[u] {
				t := r.t
				cur, oldS := alloc[u][t], total[t]
				old := 0
				if oldS > 0 {
					old = sixths(oldS - f.defense[t])
				}
				mine := modified(cur, r.mod)
				lo := 1
				if reaction {
					lo = left[u]
				}
				for add := lo; add <= left[u]; add++ {
					hit := sixths(oldS - mine + modified(cur+add, r.mod) - f.defense[t])
					gain := w[t] * float64(hit-old) / float64(add)
					if gain > bestGain+1e-12 {
						bestGain, bu, bt, bsp, bmod = gain, u, t, add, r.mod
					}
					if hit == 5 {
						break
					}
				}
			}
		}
		if bu < 0 {
			return alloc
		}
		cur := alloc[bu][bt]
		total[bt] += modified(cur+bsp, bmod) - modified(cur, bmod)
		alloc[bu][bt] += bsp
		left[bu] -= bsp
		if reaction {
			left[bu] = 0
		}
	}
}

// TestAllocate_IsThePlainGreedy: allocate, which keeps gains between rounds
// (working out again only those of the unit that fired at its target and
// of the target fired at, cutting the unit's other gains to the strength it
// has left) and scans only entries whose best gain can win, gives the
// allocation of the plain greedy loop in every British fire phase of
// rule9-vs-standard games, reaction and combat.
func TestAllocate_IsThePlainGreedy(t *testing.T) {
	s, err := scenarios.Builtin("isandlwana")
	if err != nil {
		t.Fatal(err)
	}
	checked, split := 0, 0
	for seed := uint64(1); seed <= 12; seed++ {
		g := isandlwana.New(s, seed, isandlwana.Options{Quiet: true})
		z, br := NewRule9(), NewStandard()
		for !g.Over() {
			_, pending := g.Decision()
			if g.ToAct() == isandlwana.British && !pending && (g.Phase == isandlwana.PhaseReaction || g.Phase == isandlwana.PhaseBritishCombat) {
				f := newFireNet(g)
				w := br.weights(g, newBoard(g), f)
				want := allocatePlain(g, f, w)
				got := allocate(g, f, w)
				for u := range want {
					if !slices.Equal(got[u], want[u]) {
						t.Fatalf("seed %d, turn %d, %s: unit %d fires %v, the plain greedy %v", seed, g.Turn, g.Phase, u, got[u], want[u])
					}
					n := 0
					for _, a := range got[u] {
						if a > 0 {
							n++
						}
					}
					if n > 1 {
						split++
					}
				}
				checked++
			}
			bot := Bot(br)
			if g.ToAct() == isandlwana.Zulu {
				bot = z
			}
			if _, _, err := Step(g, bot); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 50 || split == 0 {
		t.Fatalf("%d fire positions checked, %d units splitting their fire: too few to test the kept gains", checked, split)
	}
}
