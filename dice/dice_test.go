package dice

import "testing"

func TestSeededIsDeterministic(t *testing.T) {
	a, b := NewSeeded(42), NewSeeded(42)
	for i := 0; i < 1000; i++ {
		if x, y := a.Roll(6, "t"), b.Roll(6, "t"); x != y {
			t.Fatalf("roll %d: %d != %d", i, x, y)
		}
	}
}

func TestSeededD6IsFair(t *testing.T) {
	s := NewSeeded(7)
	var counts [7]int
	const n = 60000
	for i := 0; i < n; i++ {
		v := s.Roll(6, "t")
		if v < 1 || v > 6 {
			t.Fatalf("roll out of range: %d", v)
		}
		counts[v]++
	}
	for v := 1; v <= 6; v++ {
		if counts[v] < 9500 || counts[v] > 10500 {
			t.Errorf("face %d came up %d times in %d rolls", v, counts[v], n)
		}
	}
}

func TestSeededStateResumes(t *testing.T) {
	s := NewSeeded(3)
	s.Roll(6, "t")
	saved := *s
	want := s.Roll(6, "t")
	if got := saved.Roll(6, "t"); got != want {
		t.Fatalf("resumed roller gave %d, want %d", got, want)
	}
}

func TestScriptedThenFallback(t *testing.T) {
	s := &Scripted{Values: []int{2, 6}}
	if s.Roll(6, "a") != 2 || s.Roll(6, "b") != 6 {
		t.Fatal("scripted values not returned in order")
	}
	if v := s.Roll(6, "c"); v < 1 || v > 6 {
		t.Fatalf("fallback out of range: %d", v)
	}
	if len(s.Asked) != 3 || s.Asked[2] != "c" {
		t.Fatalf("purposes not recorded: %v", s.Asked)
	}
}
