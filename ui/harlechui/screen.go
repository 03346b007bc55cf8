// Package harlechui is the Men of Harlech screen of the desktop game: the
// Relief Column track with its medal bands, the location card with its
// marker, the four positions with their two cards each, the hand of the
// person at the screen (at-anytime cards lit when they may be played), the
// other players' hands as counts, the supplies, the dice, the legal
// actions as buttons, the log, a hand-over curtain between two people and
// the ending with its medal. It only reads the engine's View and Log for
// the seat at the screen and calls its API through ui/harlechui/hstate,
// where what is offered and what a click does lives.
package harlechui

import (
	"image"
	"io"
	"zulu1879/ui/cardkeys"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"zulu1879/saves"
	"zulu1879/ui/harlechui/hstate"
	"zulu1879/ui/paint"
)

// hit is a button drawn in the last frame, for clicks and hovering.
type hit struct {
	r  hstate.Rect
	id string
	on bool
	// label is the button's label; cut is set when it was drawn shortened
	// with "…" for want of room.
	label string
	cut   bool
}

// Screen is the Men of Harlech screen. The window calls Update, Draw and
// Layout (Run wraps it into a game of its own).
type Screen struct {
	m     *hstate.Model
	w, h  int
	mouse hstate.Point
	hits  []hit
	// actions is the area of the action buttons, for the wheel;
	// overflow says they did not all fit.
	actions  hstate.Rect
	overflow bool
	last     float64 // seconds, from ebiten's TPS, per Update
	p        painter
}

// New makes the screen of the recorded game rec.
func New(rec *saves.Record, hosted bool) (*Screen, error) {
	m, err := hstate.New(rec)
	if err != nil {
		return nil, err
	}
	m.Hosted = hosted
	return &Screen{m: m, w: 1440, h: 900}, nil
}

// Model is the screen's state.
func (s *Screen) Model() *hstate.Model { return s.m }

// TakeRequest returns what the player asked the window ("save", "menu").
func (s *Screen) TakeRequest() string { return s.m.TakeRequest() }

// Done reports whether the game is over and its ending dismissed.
func (s *Screen) Done() bool { return s.m.Done() }

// Layout tells the screen the window size in pixels.
func (s *Screen) Layout(w, h int) {
	if w > 0 && h > 0 {
		s.w, s.h = w, h
	}
}

// extraKeys are the keys of this screen beside the card screens' common
// ones (cardkeys.Common).
var extraKeys = []cardkeys.Key{{K: ebiten.KeyF, Name: "F"}, {K: ebiten.KeyA, Name: "A"}, {K: ebiten.KeyU, Name: "U"}}

// Update reads the mouse and keyboard and lets the bots play at their
// pace, a frame of the game loop having passed.
func (s *Screen) Update() error { return s.Step(1 / float64(ebiten.TPS())) }

// Step is Update after dt seconds (the window, which draws only when
// something changes, says how long it waited).
func (s *Screen) Step(dt float64) error {
	mx, my := ebiten.CursorPosition()
	s.mouse = hstate.Point{X: float64(mx), Y: float64(my)}
	m := s.m
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	if ctrl && inpututil.IsKeyJustPressed(ebiten.KeyZ) {
		// Ctrl+Z undoes, as U does; the window takes the other Ctrl keys.
		m.PressKey("U")
		m.Tick(dt)
		return nil
	}
	if !ctrl {
		if name, ok := cardkeys.JustPressed(extraKeys...); ok {
			m.PressKey(name)
			m.Tick(dt)
			return nil
		}
	}
	if _, wy := ebiten.Wheel(); wy != 0 && s.actions.Contains(s.mouse) {
		if wy < 0 && s.overflow {
			m.Scroll++
		} else if wy > 0 && m.Scroll > 0 {
			m.Scroll--
		}
	}
	if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) {
		s.Click(s.mouse)
	}
	m.Tick(dt)
	return nil
}

// Click presses what lies under p in the last frame drawn.
func (s *Screen) Click(p hstate.Point) {
	for _, h := range s.hits {
		if h.r.Contains(p) {
			if h.on {
				s.m.Press(h.id)
			}
			return
		}
	}
	if s.m.ShowHelp {
		s.m.ShowHelp = false
	}
}

// Draw paints the screen into dst.
func (s *Screen) Draw(dst *ebiten.Image) {
	b := dst.Bounds()
	v := s.m.View()
	l := hstate.NewLayout(float64(b.Dx()), float64(b.Dy()), v.ReliefEnd)
	s.hits = s.hits[:0]
	dst.Fill(colBack)
	s.drawBar(dst, &l)
	if s.m.Curtain {
		s.p.Flush()
		s.drawCurtain(dst, &l)
		s.p.Flush()
		return
	}
	s.drawTrack(dst, &l, v)
	s.drawTable(dst, &l, v)
	s.drawHand(dst, &l, v)
	s.drawPanel(dst, &l)
	s.p.Flush()
	switch {
	case s.m.EndingShown():
		s.drawEnding(dst, &l)
	case s.m.ShowHelp:
		s.drawHelp(dst, &l)
	}
	s.p.Flush()
}

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

// Run plays rec in a window of its own until the ending is closed.
func Run(rec *saves.Record) error {
	if !paint.HasDisplay() {
		return paint.ErrNoDisplay
	}
	s, err := New(rec, false)
	if err != nil {
		return err
	}
	ebiten.SetWindowTitle("zulu1879 — Men of Harlech")
	ebiten.SetWindowSize(1440, 900)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	return ebiten.RunGame(game{s})
}

// Snapshot draws the screen into an offscreen image of w × h pixels and
// reads it back. It must run inside Ebitengine's game loop.
func (s *Screen) Snapshot(w, h int) *image.RGBA {
	return paint.Snapshot(w, h, func(off *ebiten.Image) {
		s.Layout(w, h)
		s.Draw(off)
	})
}

// RenderPNG draws one frame of the screen of rec at w × h pixels as a PNG.
// It opens a window for a moment, so it needs a display.
func RenderPNG(out io.Writer, rec *saves.Record, w, h int) error {
	if !paint.HasDisplay() {
		return paint.ErrNoDisplay
	}
	s, err := New(rec, false)
	if err != nil {
		return err
	}
	return paint.RenderPNG(out, w, h, 640, 400, func(dst *ebiten.Image) {
		s.Layout(w, h)
		s.Draw(dst)
	})
}
