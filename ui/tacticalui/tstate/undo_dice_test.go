package tstate

import (
	"strings"
	"testing"

	"zulu1879/hexmap"
)

// TestUndo_NeverTakesBackARoll: after the British end their move and
// fire (a die is rolled once the Zulu bot has answered rule 9a's pair),
// U refuses and names the roll; the fire and its result stay in the
// record. Before the fire, the end is taken back.
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
	answerBots(m)
	n, hash := m.Rec.Len(), m.G().Hash()
	err := m.Undo()
	if err == nil || !strings.Contains(err.Error(), "cannot take back: a die was rolled since (") || !strings.Contains(err.Error(), "Z005") {
		t.Fatalf("undo after the fire: %v; want a refusal naming the fire at Z005", err)
	}
	if m.Rec.Len() != n || m.G().Hash() != hash {
		t.Fatalf("the refused undo changed the game: %d actions (was %d)", m.Rec.Len(), n)
	}
}

// TestUndo_TakesBackAWholeGroupMove: one group move of several men is one
// order, and one undo takes all its moves back (not the last man's
// alone); the person's action before it stays, and the next undo takes
// that back.
func TestUndo_TakesBackAWholeGroupMove(t *testing.T) {
	m := newModel(t, 5, "random")
	first := firstMove(t, m)
	if err := m.Apply(first); err != nil {
		t.Fatal(err)
	}
	mid, n := m.G().Hash(), m.Rec.Len()
	to, err := hexmap.ParseHex("3018")
	if err != nil {
		t.Fatal(err)
	}
	g := m.G()
	var ids []string
	for i := 0; i < g.NBrit && len(ids) < 5; i++ {
		if ms, _ := g.Moves(g.ID(i)); len(ms) > 0 && !g.Units[i].Gone {
			ids = append(ids, g.ID(i))
		}
	}
	moved, _ := m.GroupMove(ids, to)
	if len(moved) < 2 {
		t.Fatalf("the group move made %d moves; the test needs two or more", len(moved))
	}
	if err := m.Undo(); err != nil {
		t.Fatal(err)
	}
	if m.Rec.Len() != n || m.G().Hash() != mid {
		t.Fatalf("one undo after a group move of %d left %d actions, want %d (the group taken back whole)", len(moved), m.Rec.Len(), n)
	}
	if err := m.Undo(); err != nil {
		t.Fatal(err)
	}
	if m.Rec.Len() != 0 {
		t.Fatalf("the second undo left %d actions, want 0", m.Rec.Len())
	}
}
