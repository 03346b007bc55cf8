package tacticalui

import (
	"image"
	"image/color"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/hexmap"
	"zulu1879/ui/paint"
	"zulu1879/ui/uistate"
)

// freshCopy is a new screen showing what s shows (its counters, turn, VP,
// camera, pointer, roofs, marks, help and box), drawn from nothing at
// w × h: the frame a kept screen must equal.
func freshCopy(t *testing.T, s *Screen, w, h int) *image.RGBA {
	t.Helper()
	f := newScreen(t)
	f.SetUIScale(s.k)
	f.Layout(w, h)
	f.Counters = slices.Clone(s.Counters)
	f.Turn, f.VP, f.Title, f.Note = s.Turn, s.VP, s.Title, s.Note
	f.Board.Cam = s.Board.Cam
	f.Board.Hover, f.Board.Roofs, f.Board.IDs = s.Board.Hover, s.Board.Roofs, s.Board.IDs
	f.Board.Marks = s.Board.Marks
	f.help = s.help
	f.press, f.band, f.moved, f.pressAt, f.pointer = s.press, s.band, s.moved, s.pressAt, s.pointer
	off := unmanaged(w, h)
	defer off.Deallocate()
	f.Layout(w, h)
	f.Draw(off)
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	off.ReadPixels(img.Pix)
	f.Release()
	return img
}

// unmanaged is a new image of its own (not on one of Ebitengine's shared
// textures), as the window's screen is: where an image lies on a shared
// texture moves the edges of shapes by a pixel now and then.
func unmanaged(w, h int) *ebiten.Image {
	return ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
}

// edgeHex is the hex of the map in s's view whose centre is farthest by
// far (the largest far(centre)).
func edgeHex(s *Screen, far func(uistate.Point) float64) hexmap.Hex {
	g := s.Board.Map.Grid
	best, bestAt := hexmap.None, 0.0
	for i := 0; i < g.Size(); i++ {
		h := g.HexAt(i)
		c := s.Board.Cam.HexScreen(h)
		if !s.Board.Cam.View.Contains(c) {
			continue
		}
		if f := far(c); best.IsNone() || f > bestAt {
			best, bestAt = h, f
		}
	}
	return best
}

// TestDamage_KeptFrameEqualsFreshFrame: the window keeps its screen from
// one frame to the next and the screen draws again only what changed
// (Draw, Board.DrawKept). Frame after frame, through pointer moves,
// counters stepping and being selected, the panel changing, lit hexes,
// the help and a selection box coming and going, a notice drawn over the
// screen by the host, a new turn, a zoom and a pan, a resize and a screen
// drawn by something else, the kept screen has exactly the pixels of a
// new screen drawing the same position from nothing.
func TestDamage_KeptFrameEqualsFreshFrame(t *testing.T) {
	needLoop(t)
	w, h := 1600, 1000
	s := newScreen(t)
	s.Counters = DemoCounters(s.Board.Map, 140, 150)
	s.Turn, s.VP = 12, 40
	s.Layout(w, h)
	screen := unmanaged(w, h)
	defer func() { screen.Deallocate() }()
	cs := func() []Counter { return s.Counters }
	onCounter := func(i int) hexmap.Hex { return s.Counters[i].Hex }
	notice := image.Rect(500, 900, 1000, 950)
	steps := []struct {
		name  string
		do    func()
		after func(dst *ebiten.Image) // drawn over the frame once compared, as the host does
	}{
		{name: "first frame", do: func() {}},
		{name: "the same again", do: func() {}},
		{name: "pointer on a counter's hex", do: func() { s.Board.Hover = onCounter(3) }},
		{name: "the same again", do: func() {}},
		{name: "pointer on another hex", do: func() { s.Board.Hover = onCounter(200) }},
		{name: "a Zulu steps to the next hex", do: func() { cs()[200].Hex = cs()[200].Hex.Neighbors()[2] }},
		{name: "he steps back, the pointer follows", do: func() { cs()[200].Hex = cs()[200].Hex.Neighbors()[5]; s.Board.Hover = cs()[200].Hex }},
		{name: "a man selected", do: func() { cs()[5].Selected = true }},
		{name: "a man wounded under the pointer", do: func() { s.Board.Hover = onCounter(7); cs()[7].Wound = Wounded }},
		{name: "the VP change (the panel only)", do: func() { s.VP = 55 }},
		{name: "hexes lit (drawn straight)", do: func() {
			s.Board.Marks.Lit = []LitHex{{Hex: onCounter(5).Neighbors()[0], Kind: LitReach, Note: "2 MP"}, {Hex: onCounter(5).Neighbors()[1], Kind: LitReach, Note: "3 MP"}}
		}},
		{name: "the same again", do: func() {}},
		{name: "pointer moves over the straight drawing", do: func() { s.Board.Hover = onCounter(5).Neighbors()[1] }},
		{name: "the help over the map", do: func() { s.help = true }},
		{name: "pointer moves under the help", do: func() { s.Board.Hover = onCounter(100) }},
		{name: "the help gone", do: func() { s.help = false }},
		{name: "a box being drawn", do: func() {
			s.press, s.band, s.moved = true, true, true
			s.pressAt, s.pointer = uistate.Point{X: 300, Y: 300}, uistate.Point{X: 520, Y: 410}
		}},
		{name: "the box grows", do: func() { s.pointer = uistate.Point{X: 640, Y: 470} }},
		{name: "the box let go", do: func() { s.press = false }},
		{name: "the same, then a notice over it", do: func() {}, after: func(dst *ebiten.Image) {
			paint.FillRect(dst, uistate.Rect{X: float64(notice.Min.X), Y: float64(notice.Min.Y), W: float64(notice.Dx()), H: float64(notice.Dy())}, color.RGBA{0x15, 0x12, 0x0F, 235})
			s.DrawnOver(notice)
		}},
		{name: "the notice gone", do: func() {}},
		{name: "a new turn at night (the bar, the track and the board)", do: func() { s.Turn = 20 }},
		{name: "a zoom", do: func() { s.Board.Cam.ZoomAt(1.6, s.Board.Cam.View.Center()) }},
		{name: "a counter steps after the zoom", do: func() { cs()[3].Hex = cs()[3].Hex.Neighbors()[4] }},
		{name: "a pan", do: func() { s.Board.Cam.Pan(-120, 45) }},
		{name: "the same again", do: func() {}},
		{name: "pointer moves after the pan", do: func() { s.Board.Hover = onCounter(3) }},
		{name: "a resize", do: func() {
			w, h = 1366, 768
			screen.Deallocate()
			screen = unmanaged(w, h)
			s.Layout(w, h)
		}},
		{name: "pointer moves at the new size", do: func() { s.Board.Hover = onCounter(4) }},
		{name: "a fractional UI scale at an odd size", do: func() {
			w, h = 1001, 701
			screen.Deallocate()
			screen = unmanaged(w, h)
			s.SetUIScale(1.37)
			s.Layout(w, h)
			s.Board.Cam.Fit()
		}},
		{name: "pointer on a hex at the view's right edge", do: func() { s.Board.Hover = edgeHex(s, func(p uistate.Point) float64 { return p.X }) }},
		{name: "pointer on a hex at the view's top edge", do: func() { s.Board.Hover = edgeHex(s, func(p uistate.Point) float64 { return -p.Y }) }},
		{name: "a counter steps at the top edge", do: func() {
			top := edgeHex(s, func(p uistate.Point) float64 { return -p.Y })
			cs()[0].Hex = top
		}},
		{name: "another screen drew in between", do: func() {
			screen.Fill(color.RGBA{0xFF, 0, 0xFF, 0xFF})
			s.ForgetFrame()
		}},
		{name: "the same again", do: func() {}},
	}
	partial, hex0 := 0, s.hexDraws
	for i, st := range steps {
		st.do()
		d0, p0, c0, t0 := s.Board.directDraws, s.Board.pictureDraws, s.chromeDraws, s.topDraws
		s.Draw(screen)
		if len(s.Board.drawn) < 1 || s.Board.drawn[0] != s.Board.shown.vr {
			partial++
		}
		if st.name == "the same again" && i > 0 && s.Board.directDraws == d0 && s.Board.pictureDraws == p0 && (len(s.Board.drawn) > 0 || s.chromeDraws != c0 || s.topDraws != t0) {
			t.Errorf("step %d (%s): a frame where nothing changed drew %v of the board, %d panels and %d bars", i, st.name, s.Board.drawn, s.chromeDraws-c0, s.topDraws-t0)
		}
		got := image.NewRGBA(image.Rect(0, 0, w, h))
		screen.ReadPixels(got.Pix)
		want := freshCopy(t, s, w, h)
		if n, box := pixelDiff(want, got); n > 0 {
			savePNG(t, "kept.png", got)
			savePNG(t, "kept-want.png", want)
			t.Fatalf("step %d (%s): the kept frame differs from the frame drawn from nothing in %d bytes, within %v", i, st.name, n, box)
		}
		if st.after != nil {
			st.after(screen)
		}
	}
	if partial < len(steps)/2 {
		t.Errorf("only %d of %d frames were drawn in part: the test did not try the kept frames", partial, len(steps))
	}
	if s.hexDraws == hex0 {
		t.Errorf("the panel's hex section was never drawn alone: the test did not try it")
	}
}

// TestDamage_StillFrameDrawsNothing: once kept, a frame where nothing
// changed draws nothing, and one where only the pointer went to another
// hex draws only the two rings' squares on the board (and the panel,
// which names the hex).
func TestDamage_StillFrameDrawsNothing(t *testing.T) {
	needLoop(t)
	s := newScreen(t)
	s.Counters = DemoCounters(s.Board.Map, 140, 150)
	s.Layout(1600, 1000)
	s.Board.Hover = s.Counters[0].Hex
	dst := ebiten.NewImage(1600, 1000)
	defer dst.Deallocate()
	s.Draw(dst)
	s.Draw(dst)
	c0, t0 := s.chromeDraws, s.topDraws
	s.Draw(dst)
	if len(s.Board.drawn) != 0 || s.chromeDraws != c0 || s.topDraws != t0 {
		t.Errorf("a still frame drew %v of the board, %d panels and %d bars; want nothing", s.Board.drawn, s.chromeDraws-c0, s.topDraws-t0)
	}
	old := s.Board.shown.ring
	s.Board.Hover = s.Counters[1].Hex
	s.Draw(dst)
	ring := s.Board.shown.ring
	want := []image.Rectangle{old, ring}
	if !slices.Equal(s.Board.drawn, want) {
		t.Errorf("a pointer move drew %v of the board; want the old ring's and the new ring's squares %v", s.Board.drawn, want)
	}
	if s.chromeDraws != c0+1 || s.topDraws != t0 {
		t.Errorf("a pointer move drew %d panels and %d bars; want 1 and 0", s.chromeDraws-c0, s.topDraws-t0)
	}
}
