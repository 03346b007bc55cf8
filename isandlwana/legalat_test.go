package isandlwana

import (
	"testing"

	"zulu1879/dice"
)

// legalAt picks exactly what indexing Legal() would, with the same count,
// at every step of random games (so the soak plays the same games either
// way, only faster).
func TestLegalAtIsLegalsIndex(t *testing.T) {
	steps := 0
	for seed := uint64(1); seed <= 6; seed++ {
		id := "isandlwana"
		if seed%3 == 0 { // the free set-up lists placements by the hundred
			id = "isandlwana-free"
		}
		g := New(newGame(t, id, 1).Scen, seed, Options{Quiet: true})
		rng := dice.NewSeeded(seed)
		var buf []Action
		for !g.Over() {
			want := g.Legal()
			var k int
			a, n, b := g.legalAt(buf, func(n int) int { k = rng.Intn(n); return k })
			buf = b
			if n != len(want) || a.String() != want[k].String() {
				t.Fatalf("seed %d, turn %d %s: legalAt gave %q of %d, Legal()[%d] is %q of %d",
					seed, g.Turn, g.Phase, a, n, k, want[k], len(want))
			}
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
			steps++
		}
	}
	if steps < 1000 {
		t.Fatalf("only %d steps compared", steps)
	}
}

// TestSquareOKIsSquareProblem checks squareOK against squareProblem for
// every unit, both ways, at every step of random games.
func TestSquareOKIsSquareProblem(t *testing.T) {
	seen := map[bool]int{}
	for seed := uint64(1); seed <= 4; seed++ {
		g := newGame(t, "isandlwana", seed)
		rng := dice.NewSeeded(seed)
		var buf []Action
		for !g.Over() {
			for i := range g.Units {
				for _, form := range []bool{true, false} {
					ok := g.squareOK(i, form)
					if want := g.squareProblem(i, form) == nil; ok != want {
						t.Fatalf("seed %d, turn %d %s: squareOK(%s, %v) = %v, squareProblem says %v", seed, g.Turn, g.Phase, g.Units[i].ID, form, ok, want)
					}
					seen[ok]++
				}
			}
			var a Action
			a, _, buf = g.legalAt(buf, rng.Intn)
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if seen[true] == 0 || seen[false] == 0 {
		t.Fatalf("only one answer seen: %v", seen)
	}
}
