package uistate

import (
	"testing"

	"zulu1879/hexmap"
)

// TestDefaultCameraFillsTheMapAreaWithLegibleCounters opens the board at
// 1440×900 (and other common sizes): the default view leaves no part of
// the map area empty (except in a window as narrow as the 800×560 minimum,
// where filling would hide over a fifth of the map: see MaxFillZoom), and
// at 1440×900 counters are at least 44 px.
func TestDefaultCameraFillsTheMapAreaWithLegibleCounters(t *testing.T) {
	world := MapSize(25, 14)
	for _, c := range []struct {
		w, h, s  float64
		minSide  float64
		wantSide bool
	}{
		{1440, 900, 1, 44, true},
		{1280, 800, 1, 0, false},
		{1920, 1080, 1, 0, false},
		{2880, 1800, 2, 88, true},
		{800, 560, 1, 0, false}, // leaves a band: see MaxFillZoom
	} {
		l := NewLayout(c.w, c.h, c.s)
		cam := NewCamera(l.Map, world)
		if side := CounterSide(cam.Scale); c.wantSide && side < c.minSide {
			t.Errorf("%gx%g: counters are %.1f px at the default zoom, want at least %g", c.w, c.h, side, c.minSide)
		}
		tl, br := cam.ToScreen(Point{}), cam.ToScreen(world)
		v := cam.View
		if c.w > 800 && (tl.X > v.X+0.5 || tl.Y > v.Y+0.5 || br.X < v.X+v.W-0.5 || br.Y < v.Y+v.H-0.5) {
			t.Errorf("%gx%g: the map spans %v–%v and leaves part of the view %+v empty", c.w, c.h, tl, br, v)
		}
		// Zooming out still shows the whole map.
		cam.Fit()
		if tl, br := cam.ToScreen(Point{}), cam.ToScreen(world); tl.X < v.X-0.5 || br.X > v.X+v.W+0.5 || tl.Y < v.Y-0.5 || br.Y > v.Y+v.H+0.5 {
			t.Errorf("%gx%g: Fit leaves part of the map out", c.w, c.h)
		}
	}
}

// TestCounterMarksNeverCoverTheUnitName: the stack's count badge and the
// leaders' discs stay off the name band of the top counter, at every
// counter size from the smallest drawn to a deep zoom.
func TestCounterMarksNeverCoverTheUnitName(t *testing.T) {
	for _, side := range []float64{22, 30, 44, 60, 120} {
		band := NameBand(100, 100, side)
		for _, minR := range []float64{7, 14} {
			if b := StackBadge(100, 100, side, minR); b.Overlaps(band) {
				t.Errorf("side %g: the stack badge %+v covers the name band %+v", side, b, band)
			}
		}
		for k := 0; k < 2; k++ {
			if d := LeaderDisc(100, 100, side, k); d.Overlaps(band) {
				t.Errorf("side %g: leader disc %d %+v covers the name band %+v", side, k, d, band)
			}
		}
	}
}

// TestHexIDsAreNotHalfHiddenUnderCounters: a hex's id is written inside
// the square its counter covers, so a counter hides it whole and an empty
// hex shows it whole.
func TestHexIDsAreNotHalfHiddenUnderCounters(t *testing.T) {
	for _, r := range []float64{26, 33, 50} {
		c := HexCenter(hexmap.H(12, 6))
		c = Point{X: c.X * r, Y: c.Y * r}
		side := CounterSide(r)
		counter := Rect{X: c.X - side/2, Y: c.Y - side/2, W: side, H: side}
		at := HexIDAt(c, r)
		// The id's text at the board's size (0.24 r; four digits ≈ 2.4 em).
		fs := max(10, r*0.24)
		text := Rect{X: at.X - 1.25*fs, Y: at.Y, W: 2.5 * fs, H: 1.3 * fs}
		if !text.Inside(counter) {
			t.Errorf("r %g: the hex id %+v is not inside the counter %+v", r, text, counter)
		}
	}
}

// TestTooltipStaysOnTheMapAndOffLitHexes places a tall tooltip by the
// pointer near each edge of the map at 1440×900, with the hexes around the
// pointer lit: it stays inside the map (never over the phase bar or the
// panel's log and buttons) and off every lit hex and the hovered one.
func TestTooltipStaysOnTheMapAndOffLitHexes(t *testing.T) {
	l := NewLayout(1440, 900, 1)
	cam := NewCamera(l.Map, MapSize(25, 14))
	for _, h := range []hexmap.Hex{hexmap.H(22, 2), hexmap.H(22, 12), hexmap.H(4, 2), hexmap.H(4, 12), hexmap.H(12, 7)} {
		avoid := []Rect{cam.HexRect(h)}
		for _, n := range h.Neighbors() {
			avoid = append(avoid, cam.HexRect(n))
		}
		p := cam.HexScreen(h)
		r := TooltipRect(p, 300, 160, l.Map, avoid, 1)
		if !r.Inside(l.Map) || r.Overlaps(l.Panel) || r.Overlaps(l.Bar) {
			t.Errorf("hover %s: tooltip %+v leaves the map %+v", h, r, l.Map)
		}
		for k, a := range avoid {
			if r.Overlaps(a) {
				t.Errorf("hover %s: tooltip %+v covers lit hex %d %+v", h, r, k, a)
			}
		}
	}
}

// TestStackBadgeStaysInsideTheMap: a stack on the view's top row keeps
// its whole count badge inside the view (no bar cuts it) and still off the
// name band; in the open, and in the view's top-left corner where it has
// no room, it sits where StackBadge puts it.
func TestStackBadgeStaysInsideTheMap(t *testing.T) {
	area := Rect{X: 0, Y: 60, W: 1000, H: 800}
	side, minR := 44.0, 7.0
	cases := []struct {
		name         string
		x, y         float64
		moved, whole bool
	}{
		{"in the open", 500, 400, false, true},
		{"top row", 500, 62, true, true},
		{"top-right corner", 1000 - side - 1, 62, true, true},
		{"top-left corner", 1, 62, false, false},
		{"a badge width from the left edge", 20, 400, false, true},
	}
	for _, c := range cases {
		d := StackBadgeIn(c.x, c.y, side, minR, area)
		if d.Inside(area) != c.whole {
			t.Errorf("%s: badge %+v inside %+v: %v, want %v", c.name, d, area, d.Inside(area), c.whole)
		}
		if d.Overlaps(NameBand(c.x, c.y, side)) {
			t.Errorf("%s: badge %+v covers the name band", c.name, d)
		}
		if moved := d != StackBadge(c.x, c.y, side, minR); moved != c.moved {
			t.Errorf("%s: badge moved %v, want %v", c.name, moved, c.moved)
		}
	}
}
