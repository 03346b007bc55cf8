// Package rdui is the Rorke's Drift screen of the desktop game: the four
// tracks and the interior of the post with the iButho standees, the
// buildings, the barricade and the Zulu Victory marker; the hand and the
// Tableau; the legal actions as buttons; dice, log, help, the discard pile
// and the ending. It only reads the engine's state and calls its API
// (package rorkesdrift); what is offered and what a click does lives in
// ui/rdui/rdstate.
package rdui

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"zulu1879/ui/cardkeys"

	"zulu1879/ramparts"
	"zulu1879/ui/rdui/rdstate"
)

// Options configure the screen.
type Options struct {
	Apply  func(ramparts.Action) error // records the action; nil means g.Apply
	Title  string                      // e.g. "Rorke's Drift — campaign"
	Ledger []string                    // lines from the Isandlwana ledger, shown in a side note
	// Hosted: the screen is part of the game window, which saves and
	// shows the start screen; the bar offers Save and Menu for it.
	Hosted bool
}

// hit is a button drawn in the last frame, for clicks and hovering.
type hit struct {
	r  rdstate.Rect
	id string
	on bool
	a  *ramparts.Action
}

// cardHit is a card drawn in the last frame, for its tooltip.
type cardHit struct {
	r  rdstate.Rect
	id int
}

// Screen is the Rorke's Drift screen. It is not an ebiten.Game by itself:
// the window calls Update, Draw and Layout (Run wraps it into a game).
type Screen struct {
	m     *rdstate.Model
	w, h  int
	mouse rdstate.Point

	hits      []hit
	cards     []cardHit
	actions   rdstate.Rect // the area of the action list, for the wheel
	overflow  bool         // the action list did not fit
	hoverAct  *ramparts.Action
	hoverCard int
	p         painter
}

// New makes the screen of game g.
func New(g *ramparts.Game, opts Options) *Screen {
	m := rdstate.New(g, opts.Apply, opts.Title, opts.Ledger)
	m.Hosted = opts.Hosted
	return &Screen{m: m, w: 1440, h: 900}
}

// TakeRequest returns what the player asked the window to do with the
// bar's buttons ("save", "menu" or "") and forgets it.
func (s *Screen) TakeRequest() string { return s.m.TakeRequest() }

// Model is the screen's state (for tests and the campaign's wiring).
func (s *Screen) Model() *rdstate.Model { return s.m }

// Done reports whether the game is over and the player dismissed the ending.
func (s *Screen) Done() bool { return s.m.Done() }

// Layout tells the screen the window size in pixels.
func (s *Screen) Layout(w, h int) {
	if w > 0 && h > 0 {
		s.w, s.h = w, h
	}
}

// extraKeys are the keys of this screen beside the card screens' common
// ones (cardkeys.Common).
var extraKeys = []cardkeys.Key{{K: ebiten.KeyD, Name: "D"}, {K: ebiten.KeyU, Name: "U"}}

// Update reads the mouse and keyboard.
func (s *Screen) Update() error {
	mx, my := ebiten.CursorPosition()
	s.mouse = rdstate.Point{X: float64(mx), Y: float64(my)}
	m := s.m
	if ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta) {
		// Ctrl+Z undoes; the window takes the other Ctrl keys.
		if inpututil.IsKeyJustPressed(ebiten.KeyZ) {
			m.PressKey("U")
		}
		return nil
	}
	if name, ok := cardkeys.JustPressed(extraKeys...); ok {
		m.PressKey(name)
		return nil
	}
	if _, wy := ebiten.Wheel(); wy != 0 && s.actions.Contains(s.mouse) {
		if wy < 0 && s.overflow {
			m.Scroll++
		} else if wy > 0 && m.Scroll > 0 {
			m.Scroll--
		}
	}
	s.hover()
	if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) {
		s.Click(s.mouse)
	}
	return nil
}

// hover finds the action button and the card under the mouse.
func (s *Screen) hover() {
	s.hoverAct, s.hoverCard = nil, 0
	for _, h := range s.hits {
		if h.a != nil && h.r.Contains(s.mouse) {
			s.hoverAct = h.a
		}
	}
	for _, c := range s.cards {
		if c.r.Contains(s.mouse) {
			s.hoverCard = c.id
		}
	}
}

// Click presses what lies under p in the last frame drawn: a button, or
// anywhere to close the help or the discard pile.
func (s *Screen) Click(p rdstate.Point) {
	m := s.m
	for _, h := range s.hits {
		if h.r.Contains(p) {
			if h.on {
				m.Press(h.id)
			}
			return
		}
	}
	if m.ShowHelp || m.ShowDiscards {
		m.ShowHelp, m.ShowDiscards = false, false
	}
}

// Draw paints the screen into dst.
func (s *Screen) Draw(dst *ebiten.Image) {
	b := dst.Bounds()
	w, h := b.Dx(), b.Dy()
	l := rdstate.NewLayout(float64(w), float64(h))
	s.hits = s.hits[:0]
	s.cards = s.cards[:0]
	dst.Fill(colBack)
	s.drawBar(dst, &l)
	s.drawBoard(dst, &l)
	s.drawStrip(dst, &l)
	s.drawCards(dst, &l)
	s.drawPanel(dst, &l)
	s.p.Flush()
	if s.hoverCard != 0 && !s.m.ShowHelp && !s.m.ShowDiscards && !s.m.EndingShown() {
		s.drawCardTip(dst, &l, s.hoverCard)
		s.p.Flush()
	}
	switch {
	case s.m.EndingShown():
		s.drawEnding(dst, &l)
	case s.m.ShowHelp:
		s.drawHelp(dst, &l)
	case s.m.ShowDiscards:
		s.drawDiscards(dst, &l)
	}
	s.p.Flush()
}
