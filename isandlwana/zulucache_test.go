package isandlwana

import (
	"slices"
	"testing"

	"zulu1879/dice"
	"zulu1879/units"
)

// TestZuluPathCacheKeepsOnlyExactResults plays random games asking for the
// Zulu paths from every hex holding Zulus at every step, so that the cache
// lives through every kind of British change (moves, losses, the wagon
// taken or left alone). Each answer must equal a fresh search on a copy of
// the game (whose cache is empty); the test also checks that British
// changes did leave some results standing, so the partial refresh is what
// it tests.
func TestZuluPathCacheKeepsOnlyExactResults(t *testing.T) {
	kept, refreshes := 0, 0
	for seed := uint64(1); seed <= 8; seed++ {
		g := newGame(t, "isandlwana", seed)
		rng := dice.NewSeeded(seed)
		m := g.Scen.Map
		var buf []Action
		for step := 0; !g.Over() && step < 600; step++ {
			sig := g.britishSignature()
			if g.zentry != nil && sig != g.zcacheSig {
				refreshes++
				g.zuluCostsFor(0, sig) // refresh only (hex 0 is never a Zulu's)
				for s, e := range g.zentry {
					if e > 0 && s != 0 {
						kept++
					}
				}
			}
			fresh := g.Clone()
			for s, c := range g.Zulus {
				if c == 0 {
					continue
				}
				got, gotSet := g.ZuluReachSet(m.HexAt(s))
				want, wantSet := fresh.ZuluReachSet(m.HexAt(s))
				for j := range want {
					if got[j] != want[j] {
						t.Fatalf("seed %d step %d: from %s to %s: cached %d, fresh %d", seed, step, m.HexAt(s), m.HexAt(j), got[j], want[j])
					}
				}
				for w := range wantSet {
					if gotSet[w] != wantSet[w] {
						t.Fatalf("seed %d step %d: from %s: cached set differs from a fresh one in word %d", seed, step, m.HexAt(s), w)
					}
				}
			}
			var a Action
			a, _, buf = g.legalAt(buf, rng.Intn)
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if refreshes == 0 || kept == 0 {
		t.Fatalf("the British side changed %d times and %d results were kept: the partial refresh went untested", refreshes, kept)
	}
	t.Logf("%d British changes, %d results kept through them", refreshes, kept)
}

// TestZuluPathsAgreeWithReachSet checks ZuluPaths.ReachSet against
// ZuluReachSet (and a fresh copy's) from every hex holding Zulus, through
// random games.
func TestZuluPathsAgreeWithReachSet(t *testing.T) {
	checks := 0
	for seed := uint64(1); seed <= 4; seed++ {
		g := newGame(t, "isandlwana", seed)
		rng := dice.NewSeeded(seed)
		m := g.Scen.Map
		var buf []Action
		for step := 0; !g.Over() && step < 300; step++ {
			if step%5 == 0 {
				paths := g.ZuluPaths()
				fresh := g.Clone()
				for s, c := range g.Zulus {
					if c == 0 {
						continue
					}
					got, gotSet := paths.ReachSet(s)
					want, wantSet := fresh.ZuluReachSet(m.HexAt(s))
					if !slices.Equal(got, want) || !slices.Equal(gotSet, wantSet) {
						t.Fatalf("seed %d step %d: from %s, ZuluPaths and ZuluReachSet disagree", seed, step, m.HexAt(s))
					}
					checks++
				}
			}
			var a Action
			a, _, buf = g.legalAt(buf, rng.Intn)
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checks < 1000 {
		t.Fatalf("only %d checks", checks)
	}
}

// TestZuluReachAgreesWithCosts checks what ZuluPaths.Reach answers (the
// ring planner's question) against ZuluCosts from every hex holding Zulus
// through random games: Cost hex by hex, Set as the hexes of cost above 0
// (none outside Span), and Within(k) as those of cost 1 to k. The costs are asked for first on
// half the steps and last on the others, so that costs written out from the
// levels and levels read after them are both checked.
func TestZuluReachAgreesWithCosts(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 4; seed++ {
		g := newGame(t, "isandlwana", seed)
		rng := dice.NewSeeded(seed)
		m := g.Scen.Map
		var buf []Action
		for step := 0; !g.Over() && step < 400; step++ {
			fresh := g.Clone()
			for s, c := range g.Zulus {
				if c == 0 {
					continue
				}
				var r ZuluReach
				var want []int8
				if step%2 == 0 {
					want = fresh.ZuluCosts(m.HexAt(s))
					r = g.ZuluPaths().Reach(s)
				} else {
					r = g.ZuluPaths().Reach(s)
					want = g.ZuluCosts(m.HexAt(s))
				}
				set := r.Set()
				lo, hi := r.Span()
				for w := range set {
					if (w < lo || w >= hi) && set[w] != 0 {
						t.Fatalf("seed %d step %d: from %s: word %d of the set, outside the span %d–%d, holds hexes", seed, step, m.HexAt(s), w, lo, hi-1)
					}
				}
				for j, c := range want {
					if got := r.Cost(j); got != int(c) {
						t.Fatalf("seed %d step %d: from %s to %s: Reach gives %d, ZuluCosts %d", seed, step, m.HexAt(s), m.HexAt(j), got, c)
					}
					if in := set[j>>6]>>(j&63)&1 != 0; in != (c > 0) {
						t.Fatalf("seed %d step %d: from %s: Set has %s: %v, its cost is %d", seed, step, m.HexAt(s), m.HexAt(j), in, c)
					}
					for k := 1; k <= units.ZuluMA; k++ {
						if in := r.Within(k)[j>>6]>>(j&63)&1 != 0; in != (c >= 1 && int(c) <= k) {
							t.Fatalf("seed %d step %d: from %s: Within(%d) has %s: %v, its cost is %d", seed, step, m.HexAt(s), k, m.HexAt(j), in, c)
						}
					}
				}
				checked++
			}
			var a Action
			a, _, buf = g.legalAt(buf, rng.Intn)
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no origin checked")
	}
}
