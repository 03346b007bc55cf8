package skirmish

import (
	"slices"
	"strings"
	"testing"
)

// TestOrdered_EndAndMovesFirstBurningLast: the order a player reads the
// legal actions in (Ordered) holds exactly Legal's actions, "end" first,
// then the moves, and the roofs to burn after everything else; in the
// hospital scenario's first British move, where Legal's sorted order puts
// dozens of "burn" before the first "move".
func TestOrdered_EndAndMovesFirstBurningLast(t *testing.T) {
	g, err := NewGame("hospital", 1)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 200 && !(Side(g.Seat()) == British && g.Phase == StepBritishMove); i++ {
		if err := g.Apply("end"); err != nil {
			t.Fatalf("end: %v", err)
		}
	}
	legal := g.Legal()
	if !slices.ContainsFunc(legal, func(a string) bool { return strings.HasPrefix(a, "burn ") }) {
		t.Fatalf("no roof to burn in the first British move: %v", legal)
	}
	got := Ordered(legal)
	sorted := slices.Sorted(slices.Values(got))
	if !slices.Equal(sorted, legal) {
		t.Fatalf("Ordered is not the same actions as Legal:\n%v\n%v", got, legal)
	}
	if got[0] != "end" {
		t.Errorf("first is %q, want end", got[0])
	}
	rank := map[string]int{"end": 0, "move": 1, "burn": 3}
	last := 0
	for i, a := range got {
		verb, _, _ := strings.Cut(a, " ")
		r, ok := rank[verb]
		if !ok {
			r = 2
		}
		if r < last {
			t.Fatalf("%d. %q comes after a later kind: %v", i+1, a, got)
		}
		last = r
	}
	// Within a kind, Legal's order is kept.
	var moves []string
	for _, a := range legal {
		if strings.HasPrefix(a, "move ") {
			moves = append(moves, a)
		}
	}
	if !slices.Equal(got[1:1+len(moves)], moves) {
		t.Errorf("the moves are not second, in Legal's order: %v", got[:1+len(moves)])
	}
}
