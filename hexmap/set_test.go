package hexmap

import (
	"slices"
	"testing"
)

// TestSet_AddRemoveHasAll checks the set against a plain map, across word
// boundaries, and that All yields in increasing order and stops early.
func TestSet_AddRemoveHasAll(t *testing.T) {
	s := NewSet(200)
	if len(s) != 4 {
		t.Fatalf("NewSet(200) has %d words, want 4", len(s))
	}
	want := map[int]bool{}
	for _, i := range []int{0, 63, 64, 65, 127, 128, 199, 5, 64} {
		s.Add(i)
		want[i] = true
	}
	s.Remove(65)
	delete(want, 65)
	s.Remove(66) // not a member: no change
	for i := 0; i < 200; i++ {
		if s.Has(i) != want[i] {
			t.Errorf("Has(%d) = %v, want %v", i, s.Has(i), want[i])
		}
	}
	got := slices.Collect(s.All())
	if !slices.Equal(got, []int{0, 5, 63, 64, 127, 128, 199}) {
		t.Errorf("All = %v", got)
	}
	if s.Len() != len(want) {
		t.Errorf("Len = %d, want %d", s.Len(), len(want))
	}
	for i := range s.All() {
		if i > 5 {
			t.Fatalf("All went on past a break: %d", i)
		}
		if i == 5 {
			break
		}
	}
	s.Clear()
	if s.Len() != 0 {
		t.Errorf("Len after Clear = %d", s.Len())
	}
}
