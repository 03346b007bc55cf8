package rdui

import (
	"fmt"
	"testing"

	"zulu1879/games"
	rdgame "zulu1879/games/ramparts"
	"zulu1879/saves"
	"zulu1879/ui/rdui/rdstate"
)

func overlap(a, b rdstate.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// TestPixelsUndoButtonInTheBarTakesBack: in the window, a recorded game
// draws an Undo button in the top bar, inside the window and clear of the
// other buttons, at the default and a small size; clicking it takes the
// last action back.
func TestPixelsUndoButtonInTheBarTakesBack(t *testing.T) {
	needLoop(t)
	for _, sz := range [][2]int{{1440, 900}, {1024, 640}, {800, 560}} {
		rec, err := saves.NewRecord(rdgame.Rules{}, games.Setup{Scenario: "standard", Seed: 5}, nil)
		if err != nil {
			t.Fatal(err)
		}
		s := New(rdstate.StandaloneGame(rec.State()), Options{Hosted: true})
		m := s.Model()
		if err := m.Recorded(rec, 0, rdstate.StandaloneGame); err != nil {
			t.Fatal(err)
		}
		done := false
		for _, a := range m.G.Legal() {
			cp := m.G.Clone()
			if cp.Apply(a) != nil {
				continue
			}
			if _, blocked := rdstate.UndoBlocked(m.G, cp); !blocked {
				m.Do(a)
				done = true
				break
			}
		}
		if !done {
			t.Fatal("no action to take back at the start of seed 5")
		}
		img := s.Snapshot(sz[0], sz[1])
		savePNG(t, fmt.Sprintf("rorkes-drift-undo-%dx%d.png", sz[0], sz[1]), img)
		var undo *hit
		for i := range s.hits {
			if s.hits[i].id == "undo" {
				undo = &s.hits[i]
			}
		}
		if undo == nil || !undo.on {
			t.Fatalf("%v: no lit Undo button drawn", sz)
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
		if rec.Len() != 0 || m.IsError {
			t.Fatalf("%v: clicking Undo left %d actions: %s", sz, rec.Len(), m.Info)
		}
	}
}
