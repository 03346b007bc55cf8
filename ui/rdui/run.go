package rdui

import (
	"image"
	"io"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/ramparts"
	"zulu1879/ui/paint"
)

// HasDisplay reports whether a window can be opened here (X11 needs
// DISPLAY, Wayland WAYLAND_DISPLAY).
func HasDisplay() bool { return paint.HasDisplay() }

// ErrNoDisplay says why no window was opened.
var ErrNoDisplay = paint.ErrNoDisplay

// game wraps a Screen into an ebiten.Game that ends when the screen is done.
type game struct{ s *Screen }

func (w game) Update() error {
	if w.s.Done() {
		return ebiten.Termination
	}
	return w.s.Update()
}

func (w game) Draw(dst *ebiten.Image) { w.s.Draw(dst) }

func (w game) Layout(outW, outH int) (int, int) {
	w.s.Layout(outW, outH)
	return outW, outH
}

// Run plays g in a window of its own until the player closes the ending
// (or the window). It is the standalone way to try the screen.
func Run(g *ramparts.Game, opts Options) error {
	if !HasDisplay() {
		return ErrNoDisplay
	}
	ebiten.SetWindowTitle("zulu1879 — Rorke's Drift")
	ebiten.SetWindowSize(1440, 900)
	ebiten.SetWindowSizeLimits(960, 600, -1, -1)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	return ebiten.RunGame(game{New(g, opts)})
}

// Snapshot draws the screen into an offscreen image of w × h pixels and
// reads it back. It must run inside Ebitengine's game loop.
func (s *Screen) Snapshot(w, h int) *image.RGBA {
	return paint.Snapshot(w, h, func(off *ebiten.Image) {
		s.Layout(w, h)
		s.Draw(off)
	})
}

// RenderPNG draws one frame of the screen of g at w × h pixels and writes
// it as a PNG. It opens a window for a moment, so it needs a display.
func RenderPNG(out io.Writer, g *ramparts.Game, opts Options, w, h int) error {
	if !HasDisplay() {
		return ErrNoDisplay
	}
	s := New(g, opts)
	return paint.RenderPNG(out, w, h, 640, 400, func(dst *ebiten.Image) {
		s.Layout(w, h)
		s.Draw(dst)
	})
}
