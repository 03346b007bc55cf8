package tstate

import (
	"strings"
	"testing"
)

// TestUndo_NeverTakesBackARoll: after the British end their move and
// fire (a die is rolled), U refuses and names the roll; the fire and
// its result stay in the record. Before the fire, the end is taken back.
func TestUndo_NeverTakesBackARoll(t *testing.T) {
	m := newModel(t, 5, "random")
	if err := m.Apply("end"); err != nil {
		t.Fatal(err)
	}
	if err := m.Undo(); err != nil {
		t.Fatalf("the end (no die) was not taken back: %v", err)
	}
	for _, a := range []string{"end", "fire Z005"} {
		if err := m.Apply(a); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
	n, hash := m.Rec.Len(), m.G().Hash()
	err := m.Undo()
	if err == nil || !strings.Contains(err.Error(), "cannot take back: a die was rolled since (") || !strings.Contains(err.Error(), "Z005") {
		t.Fatalf("undo after the fire: %v; want a refusal naming the fire at Z005", err)
	}
	if m.Rec.Len() != n || m.G().Hash() != hash {
		t.Fatalf("the refused undo changed the game: %d actions (was %d)", m.Rec.Len(), n)
	}
}
