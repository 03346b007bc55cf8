package harlechui

import (
	"fmt"
	"testing"
)

// TestLabels_EveryButtonFitsItsRectangle: every button of the Men of
// Harlech screen (the bar's, the panel's actions, the hand-over's, the
// ending's) shows its whole label, at the default window size and at the
// smallest, over the whole of a game played by the advisor for every
// seat.
func TestLabels_EveryButtonFitsItsRectangle(t *testing.T) {
	needLoop(t)
	for _, sz := range [][2]int{{1440, 900}, {800, 560}} {
		for _, seed := range []uint64{3, 8} {
			rec := newRecord(t, 3, 2, seed)
			s, err := New(rec, true)
			if err != nil {
				t.Fatal(err)
			}
			m := s.Model()
			seen := map[string]bool{}
			check := func(step int) {
				s.Snapshot(sz[0], sz[1])
				for _, h := range s.hits {
					if h.cut && !seen[h.label] {
						seen[h.label] = true
						t.Errorf("%dx%d seed %d step %d: button %q is cut to fit %.0f px", sz[0], sz[1], seed, step, h.label, h.r.W)
					}
				}
			}
			for step := 0; step < 400 && !m.Over(); step++ {
				if m.Curtain {
					check(step)
					m.Lift()
				}
				if step%5 == 0 {
					check(step)
				}
				if step == 15 && seed == 3 {
					savePNG(t, fmt.Sprintf("labels-%dx%d-step15.png", sz[0], sz[1]), s.Snapshot(sz[0], sz[1]))
				}
				acts := m.Rec.State().Legal()
				if len(acts) == 0 {
					break
				}
				m.Do(acts[len(acts)/2])
			}
			check(-1)
			savePNG(t, fmt.Sprintf("labels-%dx%d-%d.png", sz[0], sz[1], seed), s.Snapshot(sz[0], sz[1]))
		}
	}
}
