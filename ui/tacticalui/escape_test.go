package tacticalui

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// pressEsc does what the Esc key does on the screen.
func pressEsc(s *Screen) {
	for _, b := range bindings {
		if slices.Contains(b.Keys, ebiten.KeyEscape) {
			b.Do(s)
		}
	}
}

// TestEsc_ActsVisiblyOnceAfterAFire: after planned fire is carried out
// with Enter, the panel reports what was done; the first Esc does not
// spend itself on that report (invisible to the player) but does the next
// thing: with nothing selected, the menu. With the fire still planned,
// Esc drops the plan and its arrows and leaves the screen open.
func TestEsc_ActsVisiblyOnceAfterAFire(t *testing.T) {
	for _, c := range []struct {
		name      string
		carryOut  bool
		wantClose bool
	}{
		{"fire planned: Esc drops the plan", false, false},
		{"fire carried out: Esc opens the menu", true, true},
	} {
		s, _ := playedScreen(t, 5)
		s.Closable = true
		if s.PlanFire() == 0 {
			t.Fatalf("%s: no fire planned", c.name)
		}
		if c.carryOut {
			if done, err := s.CarryOut(); done == 0 || err != nil {
				t.Fatalf("%s: Enter carried out %d: %v", c.name, done, err)
			}
			s.step(0)
			if s.Order == "" || s.selectedCount() != 0 || !s.picked.IsNone() {
				t.Fatalf("%s: after the fire: order %q, %d selected, picked %s", c.name, s.Order, s.selectedCount(), s.picked)
			}
		}
		pressEsc(s)
		if s.Done() != c.wantClose {
			t.Errorf("%s: after one Esc the screen closed: %v, want %v", c.name, s.Done(), c.wantClose)
		}
		if s.orderPending() || len(s.Board.Marks.Arrows) != 0 {
			t.Errorf("%s: after one Esc the order is still pending (%d arrows)", c.name, len(s.Board.Marks.Arrows))
		}
		if s.Order != "" {
			t.Errorf("%s: after one Esc the panel still says %q", c.name, s.Order)
		}
	}
}
