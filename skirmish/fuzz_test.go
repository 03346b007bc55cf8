package skirmish

import (
	"testing"

	"zulu1879/dice"
)

// FuzzApply feeds Apply arbitrary text at a position reached by a few
// random legal actions: it must never panic, and a refused action changes
// nothing.
func FuzzApply(f *testing.F) {
	for _, s := range []string{"end", "move Z1 0214", "fire B1 Z1", "dig Z3 N", "burn 1218^", "move B1 1417^", "assist B1 B9", "climb B1 1318^", "jump B1 1217", "fight B1", "terrace B2", "turn B1 SW"} {
		f.Add(uint64(1), uint8(0), s)
	}
	g0, err := NewGame("hospital", 1)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, seed uint64, steps uint8, act string) {
		g := g0.Copy()
		r := dice.NewSeeded(seed)
		for range int(steps) % 40 {
			l := g.Legal()
			if len(l) == 0 {
				break
			}
			if err := g.Apply(l[r.Intn(len(l))]); err != nil {
				t.Fatalf("a legal action refused: %v", err)
			}
		}
		h, n := g.Hash(), len(g.Events)
		if err := g.Apply(act); err != nil {
			if g.Hash() != h || len(g.Events) != n {
				t.Fatalf("refused %q changed the game", act)
			}
		}
	})
}
