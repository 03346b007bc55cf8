package ramparts

import (
	"strings"
	"testing"

	"zulu1879/dice"
	"zulu1879/internal/notationtest"
)

// FuzzTypedAction types arbitrary text as a move of Rorke's Drift, in a
// position reached by steps advisor moves from seed: the parser never
// panics; a move it reads prints back in a form that reads the same again;
// the engine never panics on it, refuses it with a one-line message and no
// change at all, or accepts it and keeps every invariant.
func FuzzTypedAction(f *testing.F) {
	for _, c := range []string{
		"pass", "put 03", "fire 21>uThulwana", "reserve 03+08", "use 12.0#1", "use 12.1",
		"barricade 07", "discard 05", "play 17:04>hospital", "ammo 03", "disband", "cease",
		"put", "put x", "reserve 03+", "fire 21>", "use .#", "put 99999999999999999999", "fly 03",
	} {
		f.Add(uint8(0), uint64(1), c)
		f.Add(uint8(30), uint64(7), c)
	}
	f.Fuzz(func(t *testing.T, steps uint8, seed uint64, line string) {
		a, ok := notationtest.ReadsBack(t, line, ParseAction)
		if !ok {
			return
		}
		if again, _ := ParseAction(a.String()); again != a {
			t.Fatalf("%q read as %+v, printed %q, which reads again as %+v", line, a, a.String(), again)
		}
		g, err := New(optionsFor(seed%500), dice.NewSeeded(seed))
		if err != nil {
			t.Fatal(err)
		}
		for k := 0; k < int(steps%80) && !g.Over(); k++ {
			next, _ := Advisor{}.Choose(g)
			if err := g.Apply(next); err != nil {
				t.Fatal(err)
			}
		}
		before, nlog := g.Hash(), len(g.Log)
		if err := g.Apply(a); err != nil {
			if g.Hash() != before || len(g.Log) != nlog {
				t.Fatalf("%q refused (%v) but the game changed", line, err)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("%q refused with a message of several lines: %q", line, err)
			}
			return
		}
		if err := invariants(g); err != nil {
			t.Fatalf("after %q: %v", line, err)
		}
	})
}
