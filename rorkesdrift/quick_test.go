package rorkesdrift

import (
	"testing"

	"zulu1879/dice"
)

func TestQuickRandom(t *testing.T) {
	for seed := uint64(1); seed <= 200; seed++ {
		g, err := New(Options{}, dice.NewSeeded(seed))
		if err != nil {
			t.Fatal(err)
		}
		pick := dice.NewSeeded(seed * 7)
		steps := 0
		for !g.Over() {
			l := g.Legal()
			a := l[pick.Intn(len(l))]
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
			steps++
			if steps > 10000 {
				t.Fatal("too many steps")
			}
		}
		if seed < 4 {
			r := g.Result()
			t.Logf("seed %d: %s %d VP %s turns %d steps %d", seed, r.Cause, r.VP, r.LevelName, r.Turns, steps)
		}
	}
}
