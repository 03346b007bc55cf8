package harlechui

import (
	"fmt"
	"testing"

	"zulu1879/ui/harlechui/hstate"
)

func overlap(a, b hstate.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// TestPixelsUndoButtonInTheBarTakesBack: in the window the Undo button
// is drawn in the top bar, whole, inside the window and clear of the other
// buttons, at the default and a small size; clicking it takes back the
// last action, which drew, showed and rolled nothing.
func TestPixelsUndoButtonInTheBarTakesBack(t *testing.T) {
	needLoop(t)
	for _, sz := range [][2]int{{1440, 900}, {1024, 640}, {800, 560}} {
		rec := newRecord(t, 1, 1, 2)
		s, err := New(rec, true)
		if err != nil {
			t.Fatal(err)
		}
		m := s.Model()
		n := -1
		for i := 0; i < 300 && n < 0 && !m.Over(); i++ {
			for _, a := range rec.State().Legal() {
				cp := rec.State().Clone()
				if cp.Apply(a) != nil {
					continue
				}
				if _, blocked := hstate.UndoCheck(rec.State(), cp); !blocked {
					n = rec.Len()
					m.Do(a)
					break
				}
			}
			if n < 0 {
				m.Do(rec.State().Legal()[0])
			}
		}
		if n < 0 {
			t.Fatal("no action to take back")
		}
		img := s.Snapshot(sz[0], sz[1])
		savePNG(t, fmt.Sprintf("harlech-undo-%dx%d.png", sz[0], sz[1]), img)
		var undo *hit
		for i := range s.hits {
			if s.hits[i].id == "undo" {
				undo = &s.hits[i]
			}
		}
		if undo == nil || !undo.on || undo.cut {
			t.Fatalf("%v: no lit Undo button drawn whole (%+v)", sz, undo)
		}
		r := undo.r
		if r.X < 0 || r.Y < 0 || r.X+r.W > float64(sz[0]) || r.Y+r.H > float64(sz[1]) {
			t.Fatalf("%v: the Undo button %v is outside the window", sz, r)
		}
		for _, h := range s.hits {
			if h.id != "undo" && overlap(h.r, r) {
				t.Fatalf("%v: the Undo button %v overlaps %q at %v", sz, r, h.id, h.r)
			}
		}
		s.Click(r.Center())
		if m.Rec.Len() != n || m.IsError {
			t.Fatalf("%v: clicking Undo left %d actions (want %d): %s", sz, m.Rec.Len(), n, m.Info)
		}
	}
}
