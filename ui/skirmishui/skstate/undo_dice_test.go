package skstate

import (
	"strings"
	"testing"
)

// TestUndo_NeverTakesBackARoll: once a British man has fired in the fire phase (a die is
// rolled), U refuses, names the roll and leaves the game as it was; an
// action with no die after it is still taken back.
func TestUndo_NeverTakesBackARoll(t *testing.T) {
	m := hotseat(t, "hospital", 5)
	if err := m.Apply("end"); err != nil { // the Zulus end: the British act
		t.Fatal(err)
	}
	if err := m.Undo(); err != nil {
		t.Fatalf("the Zulus' end (no die) was not taken back: %v", err)
	}
	for _, a := range []string{"end", "end"} { // the Zulus', then the British move
		if err := m.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	fire := ""
	for _, a := range m.Rec.State().Legal() {
		if strings.HasPrefix(a, "fire ") {
			fire = a
			break
		}
	}
	if fire == "" {
		t.Fatalf("no fire among the British actions: %v", m.Rec.State().Legal())
	}
	if err := m.Apply(fire); err != nil {
		t.Fatal(err)
	}
	n, hash := m.Rec.Len(), m.G().Hash()
	err := m.Undo()
	if err == nil || !strings.Contains(err.Error(), "cannot take back: a die was rolled since (") || !m.IsError {
		t.Fatalf("undo after %s: %v (info %q); want a refusal naming the roll", fire, err, m.Info)
	}
	if m.Rec.Len() != n || m.G().Hash() != hash {
		t.Fatalf("the refused undo changed the game: %d actions (was %d)", m.Rec.Len(), n)
	}
}
