package ui

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/hexmap"
	"zulu1879/ui/paint"
	"zulu1879/ui/uistate"
)

// The play screen paints every pixel of the frame with something opaque
// (the bar, the board, the panel), so the window need not clear the screen
// before it (Ebitengine's clear is a full-screen pass of its own; see
// App.Draw). Drawn over a frame filled with a colour no screen uses, at
// several sizes and with the whole map shown (the board's margins), none
// of that colour may remain, nor any pixel that is not opaque.
func TestPlayFramePaintsEveryPixel(t *testing.T) {
	needLoop(t)
	stale := color.RGBA{0xFF, 0x00, 0xFF, 0xFF}
	for _, c := range []struct {
		name string
		w, h int
		s    float64 // UI scale
		prep func(m *uistate.Model)
	}{
		{"opening 1600x1000", 1600, 1000, 1, func(*uistate.Model) {}},
		{"opening 1023x701", 1023, 701, 1, func(*uistate.Model) {}},
		{"opening 1601x1001 at scale 1.37", 1601, 1001, 1.37, func(*uistate.Model) {}},
		{"whole map, zulu hex selected", 1440, 900, 1, func(m *uistate.Model) {
			m.End()
			m.Cam.Fit()
			m.ClickHex(hexmap.H(16, 1))
		}},
		{"zoomed out past the map", 1200, 800, 1, func(m *uistate.Model) { m.Cam.ZoomAt(0.3, m.Cam.View.Center()) }},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := uistate.NewModel(newSession(t, "isandlwana", 11), [2]*Bot{})
			dst := ebiten.NewImage(c.w, c.h)
			defer dst.Deallocate()
			DrawPlay(dst, m, c.s) // fit the camera to this size first
			c.prep(m)
			img := paint.Snapshot(c.w, c.h, func(d *ebiten.Image) {
				d.Fill(stale)
				DrawPlay(d, m, c.s)
			})
			bad, first := 0, [2]int{-1, -1}
			for y := 0; y < c.h; y++ {
				for x := 0; x < c.w; x++ {
					p := img.RGBAAt(x, y)
					if p == stale || p.A != 0xFF {
						if bad == 0 {
							first = [2]int{x, y}
						}
						bad++
					}
				}
			}
			if bad > 0 {
				t.Errorf("%d pixels not painted (the first at %v)", bad, first)
			}
		})
	}
}
