package tacticalui

import (
	"image"
	"strings"
	"testing"

	"zulu1879/hexmap"
	"zulu1879/ui/paint/painttest"
)

// TestLitNotes_ShownIffTheHexIsLargeEnough: the note of a lit hex ("3 MP")
// is written iff the hex's radius on screen is at least noteScale UI
// pixels (in device pixels: times the UI scale).
func TestLitNotes_ShownIffTheHexIsLargeEnough(t *testing.T) {
	for _, c := range []struct {
		name    string
		radius  float64
		uiScale float64
		want    bool
	}{
		{"whole map at 1440x900", 11.1, 1, false},
		{"whole map at 1600x1000", 12.7, 1, false},
		{"just under the threshold", noteScale - 0.1, 1, false},
		{"at the threshold", noteScale, 1, true},
		{"zoomed in", 32, 1, true},
		{"high-DPI, zoomed in as far in UI pixels as the threshold's under", 2*noteScale - 0.2, 2, false},
		{"high-DPI at twice the threshold", 2 * noteScale, 2, true},
		{"UI scale under 1 counts as 1", noteScale, 0.5, true},
	} {
		var b Board
		b.Cam.Scale, b.uiScale = c.radius, c.uiScale
		if got := b.showNotes(); got != c.want {
			t.Errorf("%s (radius %.1f px, UI scale %g): notes shown %v, want %v", c.name, c.radius, c.uiScale, got, c.want)
		}
	}
}

// TestLitNotes_DrawnZoomedInNotAtTheWholeMap lights an empty hex with a
// note and looks under its centre: no note's ink at the whole-map zoom,
// the note's ink once zoomed in.
func TestLitNotes_DrawnZoomedInNotAtTheWholeMap(t *testing.T) {
	needLoop(t)
	s := newScreen(t)
	taken := map[hexmap.Hex]bool{}
	for _, c := range s.Counters {
		taken[c.Hex] = true
	}
	h := hexmap.None
	g := s.Board.Map.Grid
	for i := g.Size() / 2; i < g.Size(); i++ {
		if q := g.HexAt(i); !taken[q] && !g.OnEdge(q) {
			h = q
			break
		}
	}
	if h.IsNone() {
		t.Fatal("no empty hex")
	}
	ink := func() int {
		s.Board.Marks.Lit = []LitHex{{Hex: h, Kind: LitReach, Note: "12 MP"}}
		img := s.Snapshot(1600, 1000)
		r := s.Board.Cam.Scale
		c := s.Board.Cam.HexScreen(h)
		box := image.Rect(int(c.X-r*0.8), int(c.Y+r*0.35), int(c.X+r*0.8), int(c.Y+r*0.95))
		n := 0
		for y := box.Min.Y; y < box.Max.Y; y++ {
			for x := box.Min.X; x < box.Max.X; x++ {
				if painttest.Like(img.RGBAAt(x, y), colNote, 40) {
					n++
				}
			}
		}
		return n
	}
	s.Layout(1600, 1000)
	s.Board.Cam.Fit()
	s.Board.Cam.CenterOn(h)
	if s.Board.showNotes() {
		t.Fatalf("the whole map at 1600x1000 has hexes of radius %.1f, not under the threshold", s.Board.Cam.Scale)
	}
	if n := ink(); n != 0 {
		t.Errorf("whole map (radius %.1f): %d pixels of note under hex %s", s.Board.Cam.Scale, n, h)
	}
	zoomedOn(s, h)
	if !s.Board.showNotes() {
		t.Fatalf("zoomed in to radius %.1f: notes still hidden", s.Board.Cam.Scale)
	}
	if n := ink(); n < 10 {
		t.Errorf("zoomed in (radius %.1f): %d pixels of note under hex %s", s.Board.Cam.Scale, n, h)
	}
}

// TestLitNotes_PanelSaysTheCostAtEveryZoom: pointing at a lit hex the
// selected man may reach, the panel's hex lines give its cost in MP, with
// the note on the board hidden or not.
func TestLitNotes_PanelSaysTheCostAtEveryZoom(t *testing.T) {
	s := newScreen(t)
	h := hexmap.H(12, 18)
	s.Board.Marks.Lit = []LitHex{{Hex: h, Kind: LitReach, Note: "3 MP"}}
	for _, radius := range []float64{11, 40} {
		s.Board.Cam.Scale = radius
		got := strings.Join(s.hexLines(h), " | ")
		if !strings.Contains(got, "reaches it for 3 MP") {
			t.Errorf("radius %g: the hex lines %q do not give the cost", radius, got)
		}
	}
	if got := strings.Join(s.hexLines(hexmap.H(12, 17)), " | "); strings.Contains(got, "reaches it") {
		t.Errorf("an unlit hex: %q", got)
	}
}
