// Package skirmishui is the window's screen of Rules for Zulu, the Rorke's
// Drift skirmish (issue 19): the station map of the tactical game drawn by
// its board (package tacticalui: ground, walls, doors, windows, holes,
// roofs, zoom and pan), and over it one figure a man with his facing
// arrow, wound pips and a down mark; lit hexes with their costs, targets
// with their chance; the three letter dice by their faces, the fights
// with both sides' dice and modifiers, the surgeon's list, the holes being
// dug and the waves in the panel; and a numbered list of the other legal
// actions. The game in play is a skstate.Model; the rules stay in package
// skirmish, which this package only asks.
package skirmishui

import (
	"image"
	"io"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"zulu1879/hexmap"
	"zulu1879/saves"
	"zulu1879/scenarios/rdtactical"
	"zulu1879/skirmish"
	"zulu1879/ui/paint"
	"zulu1879/ui/skirmishui/skstate"
	"zulu1879/ui/tacticalui"
	"zulu1879/ui/uistate"
)

// Screen is the skirmish screen. The window calls Step (or Update), Draw
// and Layout.
type Screen struct {
	// Board draws the station map (the tactical game's board).
	Board *tacticalui.Board
	// Play is the game in play.
	Play *skstate.Model
	// Save, when set, saves the game (Ctrl+S) and says where.
	Save func() (string, error)
	// Closable: Esc with nothing to drop closes the screen.
	Closable bool
	// BarRoom is how wide (in unscaled pixels) the right end of the bar is
	// left empty, for the buttons the window draws there (Save, Menu).
	BarRoom float64

	w, h  int
	k     float64
	texts paint.Texts
	help  bool
	// sidesGen is the game's Gen whose hexsides the board's map shows, of
	// the record sidesRec (an undo replaces the record).
	sidesGen int
	sidesRec *saves.Record
	// choiceRects are where the numbered actions were last drawn.
	choiceRects []uistate.Rect
	// dieRects are where the dice's faces were last drawn.
	dieRects [3][6]uistate.Rect
	// camIn pans and zooms the board (arrows, wheel, right drag).
	camIn   tacticalui.CameraInput
	press   bool
	moved   bool
	pressAt uistate.Point
	closed  bool
	shown   bool
	// frame is what the last Draw left in its screen (see Draw).
	frame shownFrame
}

// New makes the screen of the game m on the station map.
func New(m *skstate.Model) (*Screen, error) {
	base, err := rdtactical.Builtin()
	if err != nil {
		return nil, err
	}
	own := *base // the board's map gets the game's hexsides (syncSides)
	s := &Screen{Play: m, w: 1600, h: 1000, k: 1, sidesGen: -1}
	s.Board = tacticalui.NewBoard(&own, s.layout().Map)
	s.syncSides()
	return s, nil
}

// Layout is where the parts of the screen go.
type Layout struct {
	Bar, Panel, Map uistate.Rect
	K               float64
}

func (s *Screen) layout() Layout {
	k := s.k
	w, h := float64(s.w), float64(s.h)
	// Whole pixels, so that the board's view and the panel meet without
	// a pixel shared between them at any UI scale.
	barH := math.Round(56 * k)
	panelW := math.Round(math.Min(420*k, w*0.42))
	return Layout{K: k,
		Bar:   uistate.Rect{W: w, H: barH},
		Panel: uistate.Rect{X: w - panelW, Y: barH, W: panelW, H: h - barH},
		Map:   uistate.Rect{Y: barH, W: w - panelW, H: h - barH},
	}
}

// PanelRect is where the panel is (dialogs keep to the rest).
func (s *Screen) PanelRect() uistate.Rect { return s.layout().Panel }

// Layout tells the screen the window size in pixels.
func (s *Screen) Layout(w, h int) {
	if w > 0 && h > 0 {
		s.w, s.h = w, h
	}
	s.Board.Resize(s.layout().Map)
	if !s.shown {
		s.frameFigures()
		s.shown = true
	}
}

// frameFigures shows the figures on the table as large as the view
// allows with a margin of framePad hexes around them; when that would draw
// a figure less than minFigure pixels across (the whole map fitted draws
// it about 12), it frames the British alone (the Zulus come to them).
// 0 shows the whole map.
func (s *Screen) frameFigures() {
	cam := &s.Board.Cam
	cam.Fit()
	g := s.Play.G()
	box := func(keep func(f *skirmish.Figure) bool) (lo, hi uistate.Point, ok bool) {
		for i := range g.Figs {
			f := &g.Figs[i]
			if !f.Alive() || !keep(f) {
				continue
			}
			w := uistate.HexCenter(f.Hex)
			if !ok {
				lo, hi, ok = w, w, true
			}
			lo = uistate.Point{X: math.Min(lo.X, w.X), Y: math.Min(lo.Y, w.Y)}
			hi = uistate.Point{X: math.Max(hi.X, w.X), Y: math.Max(hi.Y, w.Y)}
		}
		return lo, hi, ok
	}
	// The scale at which a figure is minFigure across (figRadius).
	least := minFigure / 2 / 0.52
	lo, hi, ok := box(func(*skirmish.Figure) bool { return true })
	if !ok {
		return
	}
	scale := func(lo, hi uistate.Point) float64 {
		return math.Min(cam.View.W/(hi.X-lo.X+2*framePad), cam.View.H/(hi.Y-lo.Y+2*framePad))
	}
	k := scale(lo, hi)
	if k < least {
		if blo, bhi, ok := box(func(f *skirmish.Figure) bool { return f.Side == skirmish.British }); ok {
			lo, hi = blo, bhi
			k = scale(lo, hi)
		}
	}
	if k <= cam.Scale {
		return
	}
	mid := uistate.Point{X: (lo.X + hi.X) / 2, Y: (lo.Y + hi.Y) / 2}
	cam.ZoomAt(k/cam.Scale, cam.ToScreen(mid))
	p, vc := cam.ToScreen(mid), cam.View.Center()
	cam.Pan(vc.X-p.X, vc.Y-p.Y)
}

// framePad is the margin, in hex radii, frameFigures keeps around the
// figures; minFigure the size, in pixels across, it draws them at least.
const (
	framePad  = 3.0
	minFigure = 20.0
)

// SetUIScale sets the size of the bar and the panel (2 on high-DPI
// screens).
func (s *Screen) SetUIScale(k float64) {
	if k > 0 {
		s.k = k
	}
}

// Release frees the board's offscreen images.
func (s *Screen) Release() { s.Board.Release() }

// Done reports whether the player closed the screen; Reopen undoes it.
func (s *Screen) Done() bool { return s.closed }

// Reopen undoes a close (the window went back to its start screen and
// returns to the game).
func (s *Screen) Reopen() { s.closed = false }

// binding is one control: its keys, what it does, its help line. One
// table drives the keys and the help.
type binding = tacticalui.Binding[*Screen]

var bindings = []binding{
	{Help: uistate.Shortcut{Keys: "Click", What: "select your figure; a lit hex: move there; an enemy: aim (the chance shows), again: fire; in the melee a fighter: resolve his fight"}},
	{Help: uistate.Shortcut{Keys: "Wheel, + / −, drag, arrows", What: "zoom and pan the map"}},
	{Keys: []ebiten.Key{ebiten.KeyQ}, Do: func(s *Screen) { s.Play.Turn(-1) }, Help: uistate.Shortcut{Keys: "Q / W", What: "turn the figure a hexside anticlockwise / clockwise"}},
	{Keys: []ebiten.Key{ebiten.KeyW}, Do: func(s *Screen) { s.Play.Turn(1) }},
	{Keys: []ebiten.Key{ebiten.KeyF}, Do: func(s *Screen) { s.Play.Fire() }, Help: uistate.Shortcut{Keys: "F", What: "fire at the enemy aimed at"}},
	{Keys: []ebiten.Key{ebiten.KeyD}, Do: func(s *Screen) { s.Play.First("dig") }, Help: uistate.Shortcut{Keys: "D / A", What: "dig at the wall / assist a wounded neighbour"}},
	{Keys: []ebiten.Key{ebiten.KeyA}, Do: func(s *Screen) { s.Play.First("assist") }},
	{Keys: []ebiten.Key{ebiten.Key1, ebiten.Key2, ebiten.Key3, ebiten.Key4, ebiten.Key5, ebiten.Key6, ebiten.Key7, ebiten.Key8, ebiten.Key9}, Help: uistate.Shortcut{Keys: "1–9, click a line", What: "the numbered action in the panel"}},
	{Keys: []ebiten.Key{ebiten.KeyPageDown}, Do: func(s *Screen) { s.Play.NextPage(1) }, Help: uistate.Shortcut{Keys: "PgDn / PgUp", What: "the next / previous page of numbered actions"}},
	{Keys: []ebiten.Key{ebiten.KeyPageUp}, Do: func(s *Screen) { s.Play.NextPage(-1) }},
	{Keys: []ebiten.Key{ebiten.KeyE}, Do: func(s *Screen) { s.endPhase() }, Help: uistate.Shortcut{Keys: "E", What: "end the phase"}},
	{Keys: []ebiten.Key{ebiten.KeySpace}, Do: func(s *Screen) { s.Play.Skip() }, Help: uistate.Shortcut{Keys: "Space", What: "the bot plays at once (watching: a phase a press)"}},
	{Keys: []ebiten.Key{ebiten.KeyU}, Do: func(s *Screen) { _ = s.Play.Undo() }, Help: uistate.Shortcut{Keys: "U", What: "undo your last action and the bot's after it, unless a die was rolled since (a roll is never taken back)"}},
	{Keys: []ebiten.Key{ebiten.KeyT}, Do: func(s *Screen) { s.Board.Roofs = !s.Board.Roofs }, Help: uistate.Shortcut{Keys: "T / I / 0 or Home", What: "roofs (thatch) / hex ids / the whole map"}},
	{Keys: []ebiten.Key{ebiten.KeyI}, Do: func(s *Screen) { s.Board.IDs = !s.Board.IDs }},
	{Keys: []ebiten.Key{ebiten.Key0, ebiten.KeyHome}, Do: func(s *Screen) { s.Board.Cam.Fit() }},
	{Keys: []ebiten.Key{ebiten.KeyEqual, ebiten.KeyKPAdd}, Do: func(s *Screen) { s.zoom(1.2) }},
	{Keys: []ebiten.Key{ebiten.KeyMinus, ebiten.KeyKPSubtract}, Do: func(s *Screen) { s.zoom(1 / 1.2) }},
	{Keys: []ebiten.Key{ebiten.KeyS}, Ctrl: true, Do: func(s *Screen) { s.save() }, Help: uistate.Shortcut{Keys: "Ctrl+S", What: "save the game"}},
	{Keys: []ebiten.Key{ebiten.KeyH, ebiten.KeySlash, ebiten.KeyF1}, Do: func(s *Screen) { s.help = !s.help }, Help: uistate.Shortcut{Keys: "H, ? or F1", What: "show or hide these keys"}},
	{Keys: []ebiten.Key{ebiten.KeyEscape}, Do: func(s *Screen) { s.Escape() }, Help: uistate.Shortcut{Keys: "Esc or Ctrl+M", What: "close these keys, drop the aim or the selection; with nothing to drop: the menu"}},
}

// Shortcuts are the help lines of the screen's controls.
func Shortcuts() []uistate.Shortcut { return tacticalui.HelpLines(bindings) }

func (s *Screen) zoom(f float64) { s.Board.Cam.ZoomAt(f, s.Board.Cam.View.Center()) }

func (s *Screen) endPhase() {
	if s.Play.MyTurn() {
		_ = s.Play.Apply("end")
	}
}

func (s *Screen) save() {
	if s.Save == nil {
		return
	}
	if p, err := s.Save(); err != nil {
		s.Play.Info, s.Play.IsError = "save: "+err.Error(), true
	} else if p != "" {
		s.Play.Info, s.Play.IsError = "saved "+p, false
	}
}

// Escape drops the help, the aim, the selection, or closes the screen.
func (s *Screen) Escape() {
	switch {
	case s.help:
		s.help = false
	case s.Play.Target != "":
		s.Play.Target = ""
	case s.Play.Sel != "":
		s.Play.Sel = ""
	case s.Closable:
		s.closed = true
	}
}

// Update is Step after one tick.
func (s *Screen) Update() error { return s.Step(1 / float64(ebiten.TPS())) }

// Step reads the keys and the mouse and lets the bot to act play at its
// pace, dt seconds having passed.
func (s *Screen) Step(dt float64) error {
	// The number keys without an action of their own take the numbered
	// action of the panel.
	tacticalui.RunPressed(bindings, s, func(b binding, n int) {
		if key := b.Keys[n]; key >= ebiten.Key1 && key <= ebiten.Key9 {
			s.Play.Choose(n)
		}
	})
	s.Play.Tick(dt)
	s.syncSides()
	s.Hover(s.camIn.Frame(&s.Board.Cam, s.mouse))
	return nil
}

// mouse reads the buttons: a left click clicks (ClickAt), a left drag or
// any other button pans.
func (s *Screen) mouse(p uistate.Point) {
	cam := &s.Board.Cam
	dx, dy := s.camIn.Moved(p)
	// A press and its release may come in one frame (a busy machine):
	// each is read on its own, and a release is a click where the button
	// went down unless the pointer travelled while it was held (the frame
	// that sees the release may already see the pointer gone elsewhere).
	down := inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	if down {
		s.press, s.pressAt, s.moved = true, p, false
	}
	if !down && s.press && ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) {
		if math.Hypot(p.X-s.pressAt.X, p.Y-s.pressAt.Y) > 4 {
			s.moved = true
		}
		if s.moved && cam.View.Contains(s.pressAt) {
			cam.Pan(dx, dy)
		}
	}
	if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) {
		switch {
		case !s.press:
			s.ClickAt(p)
		case !s.moved:
			s.ClickAt(s.pressAt)
		}
		s.press = false
	}
	s.camIn.OtherButtons(cam, p)
}

// ClickAt is a click at screen point p: on the map, the model's Click on
// the hex (a figure drawn raised on a roof is hit on the roof); on a
// numbered line of the panel, that action. It says what it did.
func (s *Screen) ClickAt(p uistate.Point) string {
	for k, r := range s.choiceRects {
		if r.Contains(p) {
			return s.Play.Choose(k)
		}
	}
	cam := &s.Board.Cam
	if !cam.View.Contains(p) {
		return ""
	}
	// A roof figure is drawn raised: try the roof of the hex under the
	// point moved down by that much first.
	if h, ok := cam.HexAt(uistate.Point{X: p.X, Y: p.Y + roofLift*cam.Scale}); ok {
		if i := s.Play.FigureAt(h, true); i >= 0 {
			return s.Play.Click(h, true)
		}
	}
	h, ok := cam.HexAt(p)
	if !ok || !s.Board.Map.Grid.Contains(h) {
		return ""
	}
	roof := false
	if i := s.Play.Index(s.Play.Sel); i >= 0 {
		roof = s.Play.G().Figs[i].Roof
	}
	return s.Play.Click(h, roof)
}

// Hover puts the pointer at p: the hex under it is ringed.
func (s *Screen) Hover(p uistate.Point) {
	h, ok := s.Board.Cam.HexAt(p)
	if !ok || !s.Board.Map.Grid.Contains(h) {
		h = hexmap.None
	}
	s.Board.Hover = h
}

// syncSides gives the board's map the game's hexsides when they changed
// (a door opened or broken, a hole dug).
func (s *Screen) syncSides() {
	g := s.Play.G()
	if g.Gen == s.sidesGen && s.Play.Rec == s.sidesRec {
		return
	}
	s.Board.Map.Sides = g.SidesLayer().Clone()
	s.Board.SidesChanged()
	s.sidesGen, s.sidesRec = g.Gen, s.Play.Rec
}

// Snapshot draws the screen into an offscreen image of w × h and reads it
// back (inside Ebitengine's game loop).
func (s *Screen) Snapshot(w, h int) *image.RGBA {
	return paint.Snapshot(w, h, func(off *ebiten.Image) {
		s.Layout(w, h)
		s.Draw(off)
	})
}

// RenderPNG draws one frame of s at w × h as a PNG (it needs a display).
func RenderPNG(out io.Writer, s *Screen, w, h int) error {
	return paint.RenderPNG(out, w, h, 800, 500, func(dst *ebiten.Image) {
		s.Layout(w, h)
		s.Draw(dst)
	})
}
