package skirmishui

import (
	"bytes"
	"image"
	"image/color"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/hexmap"
	"zulu1879/ui/paint"
	"zulu1879/ui/uistate"
)

// unmanaged is a new image of its own (not on one of Ebitengine's shared
// textures), as the window's screen is.
func unmanaged(w, h int) *ebiten.Image {
	return ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
}

// TestDamage_KeptFrameEqualsFreshFrame: the window keeps its screen from
// one frame to the next and the skirmish screen draws the board again only
// where it changed. Two screens play the same game through the same steps
// (the pointer moving, a figure selected, moved, wounded, the keys' card
// coming and going, a notice drawn over by the host, a zoom, a resize, a
// fractional UI scale at an odd size, a screen drawn by something else): one draws into the screen it keeps,
// the other each frame into a new image, and every frame has exactly the
// same pixels in both, but for a few antialiased edge pixels.
func TestDamage_KeptFrameEqualsFreshFrame(t *testing.T) {
	needLoop(t)
	var screens [2]*Screen
	for i := range screens {
		s, err := New(newModel(t, "hospital", 1, "", ""))
		if err != nil {
			t.Fatal(err)
		}
		defer s.Release()
		screens[i] = s
	}
	kept, fresh := screens[0], screens[1]
	w, h := 1600, 1000
	screen := unmanaged(w, h)
	defer func() { screen.Deallocate() }()
	figHex := func(s *Screen, id string) hexmap.Hex { return s.Play.G().Figs[s.Play.Index(id)].Hex }
	// mover is the first figure the side to act may select.
	mover := ""
	for _, f := range kept.Play.G().Figs {
		if kept.Play.Select(f.ID) == nil {
			mover = f.ID
			break
		}
	}
	if mover == "" {
		t.Fatal("no figure may be selected")
	}
	kept.Play.Select("")
	notice := image.Rect(400, 900, 900, 950)
	steps := []struct {
		name string
		do   func(s *Screen)
	}{
		{"first frame", func(*Screen) {}},
		{"the same again", func(*Screen) {}},
		{"pointer on a British man", func(s *Screen) { s.Board.Hover = figHex(s, "B1") }},
		{"pointer on another", func(s *Screen) { s.Board.Hover = figHex(s, "B2") }},
		{"a man selected", func(s *Screen) {
			if err := s.Play.Select(mover); err != nil {
				t.Fatal(err)
			}
		}},
		{"the same again", func(*Screen) {}},
		{"pointer on a Zulu", func(s *Screen) { s.Board.Hover = figHex(s, "Z1") }},
		{"he moves", func(s *Screen) {
			var to []hexmap.Hex
			for h := range s.Play.Reach().Cost {
				if h != figHex(s, mover) {
					to = append(to, h)
				}
			}
			slices.SortFunc(to, func(a, b hexmap.Hex) int { return a.Col*1000 + a.Row - b.Col*1000 - b.Row })
			if len(to) == 0 || s.Play.Click(to[0], false) == "" {
				t.Fatalf("%s cannot move (reach %v)", mover, to)
			}
		}},
		{"Z1 wounded", func(s *Screen) { s.Play.G().Figs[s.Play.Index("Z1")].Wounds.Light = 1 }},
		{"the keys' card", func(s *Screen) { s.help = true }},
		{"pointer moves under it", func(s *Screen) { s.Board.Hover = figHex(s, "B2") }},
		{"the card gone", func(s *Screen) { s.help = false }},
		{"a notice over the frame", func(s *Screen) {}},
		{"the notice gone", func(s *Screen) {}},
		{"a zoom", func(s *Screen) { s.Board.Cam.ZoomAt(1.3, s.Board.Cam.View.Center()) }},
		{"pointer moves", func(s *Screen) { s.Board.Hover = figHex(s, "B1") }},
		{"a resize", func(s *Screen) { s.Layout(1366, 768) }},
		{"pointer moves", func(s *Screen) { s.Board.Hover = figHex(s, "Z1") }},
		{"a fractional UI scale at an odd size", func(s *Screen) { s.SetUIScale(1.37) }},
		{"pointer moves", func(s *Screen) { s.Board.Hover = figHex(s, "B2") }},
		{"another screen drew in between", func(s *Screen) { s.ForgetFrame() }},
	}
	for i, st := range steps {
		st.do(kept)
		st.do(fresh)
		if st.name == "a fractional UI scale at an odd size" {
			w, h = 1001, 701
			screen.Deallocate()
			screen = unmanaged(w, h)
		}
		if st.name == "a resize" {
			w, h = 1366, 768
			screen.Deallocate()
			screen = unmanaged(w, h)
		}
		if st.name == "another screen drew in between" {
			screen.Fill(color.RGBA{0xFF, 0, 0xFF, 0xFF})
		}
		kept.Layout(w, h)
		kept.Draw(screen)
		got := image.NewRGBA(image.Rect(0, 0, w, h))
		screen.ReadPixels(got.Pix)
		off := unmanaged(w, h)
		fresh.Layout(w, h)
		fresh.Draw(off)
		want := image.NewRGBA(image.Rect(0, 0, w, h))
		off.ReadPixels(want.Pix)
		off.Deallocate()
		// A figure's outline drawn straight into the screen and the same
		// outline drawn into the board's picture (at an offset of whole
		// pixels) may still cover an edge pixel differently, as on any
		// frame after a change before; a ring, a figure, a card or a
		// notice left behind differs in hundreds.
		if n := diffPixels(got, want); n > maxEdgePixels {
			savePNG(t, "kept.png", got)
			savePNG(t, "kept-want.png", want)
			t.Fatalf("step %d (%s): the kept frame differs from the frame drawn into a new image at %d pixels (%d allowed)", i, st.name, n, maxEdgePixels)
		}
		if st.name == "a notice over the frame" {
			paint.FillRect(screen, uistate.Rect{X: float64(notice.Min.X), Y: float64(notice.Min.Y), W: float64(notice.Dx()), H: float64(notice.Dy())}, color.RGBA{0x15, 0x12, 0x0F, 235})
			kept.DrawnOver(notice)
		}
	}
}

// maxEdgePixels is how many pixels a kept frame may differ in from the
// same frame drawn into a new image: antialiased edges drawn at another
// offset.
const maxEdgePixels = 8

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

// Every frame paints every pixel of the screen opaque, so the window need
// not clear it: over a stale magenta fill, at several sizes and UI scales
// (a fractional one too), zoomed out to the whole map, on frames drawn
// whole and kept, no magenta is left.
func TestFramePaintsEveryPixel(t *testing.T) {
	needLoop(t)
	stale := color.RGBA{0xFF, 0x00, 0xFF, 0xFF}
	for _, tc := range []struct {
		w, h int
		k    float64
		fit  bool
	}{
		{1600, 1000, 1, false},
		{1280, 800, 1, true},
		{1000, 700, 1.37, false},
		{2880, 1800, 2, false},
	} {
		s, err := New(newModel(t, "perimeter", 3, "", ""))
		if err != nil {
			t.Fatal(err)
		}
		s.SetUIScale(tc.k)
		s.Layout(tc.w, tc.h)
		if tc.fit {
			s.Board.Cam.Fit()
		}
		for frame := 0; frame < 2; frame++ {
			img := paint.Snapshot(tc.w, tc.h, func(dst *ebiten.Image) {
				dst.Fill(stale)
				s.Layout(tc.w, tc.h)
				s.Draw(dst)
			})
			n := 0
			for i := 0; i+3 < len(img.Pix); i += 4 {
				if img.Pix[i] == 0xFF && img.Pix[i+1] == 0 && img.Pix[i+2] == 0xFF && img.Pix[i+3] == 0xFF {
					n++
				}
			}
			if n > 0 {
				savePNG(t, "stale.png", img)
				t.Errorf("%dx%d at scale %.2f (whole map %v), frame %d: %d stale pixels", tc.w, tc.h, tc.k, tc.fit, frame, n)
				break
			}
		}
		s.Release()
	}
}
