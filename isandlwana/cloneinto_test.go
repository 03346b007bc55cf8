package isandlwana

import (
	"slices"
	"testing"

	"zulu1879/units"
)

// TestCloneIntoPlaysLikeClone checks that a copy made by CloneInto, into
// one state used again and again (its path caches warm from other
// positions, other games, and the free set-up's scenario), is the same
// game as a Clone: the same state, the same legal actions, the same Zulu
// and British path costs, and the same game after a few random actions on
// both. And the original is untouched by what is done to the copy.
func TestCloneIntoPlaysLikeClone(t *testing.T) {
	var dst *State
	checks := 0
	for seed := uint64(1); seed <= 4; seed++ {
		id := "isandlwana"
		if seed == 3 {
			id = "isandlwana-free"
		}
		g := New(newGame(t, id, seed).Scen, seed, Options{Quiet: seed%2 == 0})
		rng := diceFor(seed)
		for step := 0; !g.Over(); step++ {
			if step%7 == 0 {
				before := g.Hash()
				want := g.Clone()
				got := g.CloneInto(dst)
				dst = got
				if got == g || got.Hash() != want.Hash() || got.Stamp() != want.Stamp() {
					t.Fatalf("seed %d step %d: the copy differs from a clone", seed, step)
				}
				for k := 0; k < 6 && !want.Over(); k++ {
					comparePaths(t, seed, step, got, want)
					if gl, wl := got.Legal(), want.Legal(); !slices.EqualFunc(gl, wl, func(x, y Action) bool { return x.String() == y.String() }) {
						t.Fatalf("seed %d step %d+%d: legal actions differ", seed, step, k)
					}
					a := randomPolicy(want, want.Legal(), rng)
					if err, err2 := want.Apply(a), got.Apply(a); (err == nil) != (err2 == nil) {
						t.Fatalf("seed %d step %d+%d: %q: clone %v, copy %v", seed, step, k, a, err, err2)
					}
					if got.Hash() != want.Hash() {
						t.Fatalf("seed %d step %d+%d: the games part after %q", seed, step, k, a)
					}
					checks++
				}
				if g.Hash() != before {
					t.Fatalf("seed %d step %d: playing the copy changed the original", seed, step)
				}
			}
			if err := g.Apply(randomPolicy(g, g.Legal(), rng)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checks < 150 {
		t.Fatalf("only %d checks", checks)
	}
}

// comparePaths fails when the Zulu costs from any Zulu hex, or the British
// costs from any British unit's hex, differ between a and b.
func comparePaths(t *testing.T, seed uint64, step int, a, b *State) {
	t.Helper()
	m := a.Scen.Map
	for s, n := range a.Zulus {
		if n > 0 && !slices.Equal(a.zuluCosts(s), b.zuluCosts(s)) {
			t.Fatalf("seed %d step %d: Zulu costs from %s differ", seed, step, m.HexAt(s))
		}
	}
	for i := range a.Units {
		if u := &a.Units[i]; u.Status == OnMap {
			s := m.Index(u.Hex)
			for budget := 1; budget <= units.ZuluMA; budget += 2 {
				if !slices.Equal(a.britishCostsFrom(s, budget), b.britishCostsFrom(s, budget)) {
					t.Fatalf("seed %d step %d: British costs from %s (%d MP) differ", seed, step, u.Hex, budget)
				}
			}
		}
	}
}
