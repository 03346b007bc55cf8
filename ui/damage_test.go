package ui

import (
	"bytes"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/hexmap"
	"zulu1879/ui/paint"
	"zulu1879/ui/uistate"
)

// A play frame drawn over the frame before it in the same screen (the
// window's way: only what changed is drawn again) has exactly the pixels of
// the same frame drawn whole into a fresh image, step after step: a
// tooltip coming, moving and going, a notice, lit hexes, the help screen
// over it all and gone again, and frames where nothing changed.
func TestDamage_PartFramesEqualWholeFrames(t *testing.T) {
	needLoop(t)
	const w, h = 1440, 900
	m := uistate.NewModel(newSession(t, "isandlwana", 11), [2]*Bot{})
	m.End()
	m.ConfirmHandOver()
	a := NewAppPlaying(m)
	a.s, a.w, a.h = 1, w, h
	a.fitCamera(true)
	screen := ebiten.NewImage(w, h)
	defer screen.Deallocate()
	at := func(hx hexmap.Hex) uistate.Point { return m.Cam.HexScreen(hx) }
	zulus := hexmap.H(16, 1)
	steps := []struct {
		name string
		do   func()
	}{
		{"first frame", func() {}},
		{"the same again", func() {}},
		{"pointer on a hex: a tooltip", func() { a.hover, a.mouse = zulus, at(zulus) }},
		{"the same again", func() {}},
		{"pointer on another hex", func() { h := hexmap.H(15, 4); a.hover, a.mouse = h, at(h) }},
		{"pointer off the map", func() { a.hover, a.mouse = hexmap.None, uistate.Point{X: 2, Y: 2} }},
		{"a notice", func() { a.notice, a.noticeAge = "Saved to somewhere.json", 0 }},
		{"the same again", func() {}},
		{"notice gone", func() { a.notice = "" }},
		{"a Zulu stack selected", func() { m.ClickHex(zulus) }},
		{"help over it all", func() { m.ShowHelp = true }},
		{"help gone", func() { m.ShowHelp = false }},
		{"the same again", func() {}},
	}
	part := partFrames
	for i, st := range steps {
		st.do()
		a.Draw(screen)
		got := image.NewRGBA(image.Rect(0, 0, w, h))
		screen.ReadPixels(got.Pix)
		// The same frame drawn whole, into a fresh image, leaving the
		// memory of the window's last frame as it was.
		saved := lastFrame
		want := paint.Snapshot(w, h, func(d *ebiten.Image) { a.Draw(d) })
		lastFrame = saved
		if !bytes.Equal(got.Pix, want.Pix) {
			t.Fatalf("step %d (%s): the frame drawn over the last one differs from the whole frame at %d pixels", i, st.name, diffPixels(got, want))
		}
	}
	if partFrames-part < 5 {
		t.Errorf("only %d of %d frames were drawn in part: the test did not try the partial frames", partFrames-part, len(steps))
	}
}

// diffPixels counts the pixels where a and b differ.
func diffPixels(a, b *image.RGBA) int {
	n := 0
	for i := 0; i+3 < len(a.Pix); i += 4 {
		if !bytes.Equal(a.Pix[i:i+4], b.Pix[i:i+4]) {
			n++
		}
	}
	return n
}
