package rdui

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/png"
	"io"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/rorkesdrift"
)

// HasDisplay reports whether a window can be opened here (X11 needs
// DISPLAY, Wayland WAYLAND_DISPLAY).
func HasDisplay() bool {
	return os.Getenv("DISPLAY") != "" || os.Getenv("WAYLAND_DISPLAY") != "" || !unixDesktop
}

// ErrNoDisplay says why no window was opened.
var ErrNoDisplay = errors.New("no display: DISPLAY is not set (run under X11, or use xvfb-run)")

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
func Run(g *rorkesdrift.Game, opts Options) error {
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
	off := ebiten.NewImage(w, h)
	defer off.Deallocate()
	s.Layout(w, h)
	s.Draw(off)
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	off.ReadPixels(img.Pix)
	return img
}

// RenderPNG draws one frame of the screen of g at w × h pixels and writes
// it as a PNG. It opens a window for a moment, so it needs a display.
func RenderPNG(out io.Writer, g *rorkesdrift.Game, opts Options, w, h int) error {
	if !HasDisplay() {
		return ErrNoDisplay
	}
	if w < 640 || h < 400 || w > 8192 || h > 8192 {
		return fmt.Errorf("render size %dx%d: width and height must be between 640x400 and 8192x8192", w, h)
	}
	r := &renderGame{s: New(g, opts), w: w, h: h}
	ebiten.SetWindowTitle("zulu1879 render")
	ebiten.SetWindowSize(min(w, 1280), min(h, 800))
	if err := ebiten.RunGameWithOptions(r, &ebiten.RunGameOptions{InitUnfocused: true, SkipTaskbar: true}); err != nil {
		return err
	}
	if r.err != nil {
		return r.err
	}
	_, err := out.Write(r.png)
	return err
}

type renderGame struct {
	s      *Screen
	w, h   int
	frames int
	png    []byte
	err    error
}

func (r *renderGame) Update() error {
	if r.png != nil || r.err != nil {
		return ebiten.Termination
	}
	return nil
}

func (r *renderGame) Draw(*ebiten.Image) {
	r.frames++
	if r.png != nil || r.frames < 2 {
		return
	}
	var buf bytes.Buffer
	if r.err = png.Encode(&buf, r.s.Snapshot(r.w, r.h)); r.err == nil {
		r.png = buf.Bytes()
	}
}

func (r *renderGame) Layout(int, int) (int, int) { return r.w, r.h }
