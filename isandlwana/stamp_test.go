package isandlwana

import (
	"testing"

	"zulu1879/scenarios"
)

// TestStampNamesThePosition checks the stamps the bots' plan check relies
// on: a successful Apply gives a new stamp, a refused one keeps it, a Clone
// keeps it, two games never share one, and AfterZuluMove names exactly the
// Zulu move applied from the stamp before.
func TestStampNamesThePosition(t *testing.T) {
	s, err := scenarios.Builtin("isandlwana")
	if err != nil {
		t.Fatal(err)
	}
	g, other := New(s, 1, Options{Quiet: true}), New(s, 1, Options{Quiet: true})
	if g.Stamp() == 0 || g.Stamp() == other.Stamp() {
		t.Fatalf("new games' stamps %d and %d: want two different, not 0", g.Stamp(), other.Stamp())
	}
	for n := 0; g.Phase != PhaseZuluMove || g.ToAct() != Zulu; n++ {
		legal := g.Legal()
		a := legal[0]
		for _, b := range legal {
			if b.Kind == ActEnd {
				a = b // on to the Zulu movement phase
			}
		}
		if err := g.Apply(a); err != nil || n > 1000 {
			t.Fatalf("reaching the Zulu movement phase: %v (%d actions)", err, n)
		}
	}
	before := g.Stamp()
	if err := g.Apply(Action{Kind: ActAttack}); err == nil {
		t.Fatal("an attack in the movement phase was accepted")
	}
	if g.Stamp() != before {
		t.Fatal("a refused action changed the stamp")
	}
	if c := g.Clone(); c.Stamp() != before {
		t.Fatal("a clone has another stamp")
	}
	var mv Action
	for _, a := range g.Legal() {
		if a.Kind == ActZuluMove {
			mv = a
			break
		}
	}
	if err := g.Apply(mv); err != nil {
		t.Fatal(err)
	}
	m := g.Map()
	f, to := m.Index(mv.From), m.Index(mv.To)
	switch {
	case g.Stamp() == before:
		t.Fatal("a Zulu move kept the stamp")
	case !g.AfterZuluMove(before, f, to):
		t.Fatalf("AfterZuluMove(%d, %s, %s) is false right after that move", before, mv.From, mv.To)
	case g.AfterZuluMove(before, to, f), g.AfterZuluMove(g.Stamp(), f, to), g.AfterZuluMove(0, f, to):
		t.Fatal("AfterZuluMove accepts another move or stamp")
	}
}
