// Package tacticalui is the screen of the tactical Defense of Rorke's
// Drift (issue 18): the map of the mission station drawn from its data
// (scenarios/rdtactical) with its walls, doors, windows, loopholes and
// holes on the hexsides, the roofs shown or hidden, the named areas and
// the Oskarberg box; the time track (day and night, each side's fatigue)
// and the VP track with its levels (from tactical/tables); and the
// counters, a British man or five Zulus each, drawn from a sprite atlas.
// It takes plain values (a turn, the VP, a list of Counter), so the rules
// engine's state maps onto it without the screen importing the engine.
package tacticalui

import (
	"image"
	"io"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"zulu1879/hexmap"
	"zulu1879/scenarios/rdtactical"
	"zulu1879/tactical/tables"
	"zulu1879/ui/paint"
	"zulu1879/ui/tacticalui/tstate"
	"zulu1879/ui/uistate"
)

// Screen is the tactical screen. The window calls Update, Draw and Layout
// (Run wraps it into a game of its own).
type Screen struct {
	Board *Board
	// Turn (1–38) and VP are shown on the tracks.
	Turn, VP int
	// Counters are drawn on the board in order (later ones on top).
	Counters []Counter
	// Title and Note head the bar ("demo position", the scenario…).
	Title, Note string
	// barShown are the title and the note as the bar last drew them
	// (fitted to its room: fitBarText).
	barShown [2]string
	// noteShort is the note without who plays which side (the game's
	// status alone), for a bar too narrow for the whole note.
	noteShort string
	// Order describes the group command last proposed ("" for none).
	Order string
	// Rules, when set, answer the group commands from the engine.
	Rules Rules
	// Game, when set, is played: Enter carries out the proposed moves, E
	// ends the phase.
	Game Game
	// Play, when set, is the whole game played on the screen (Attach):
	// seats, bots, the record.
	Play *tstate.Model
	// Save, when set, saves the game (Ctrl+S) and returns where.
	Save func() (string, error)
	// OnChange, when set, is called after every action shown (autosave).
	OnChange func()
	// proposal are the proposed order's actions in the engine's notation.
	proposal []string
	// plans are the planner's weighed actions behind the proposal.
	plans []tstate.Planned
	// seen is the model's Changed last shown; lastSide the side then
	// selectable.
	seen     int
	lastSide Side
	help     bool
	// reach are the hexes the one selected man may move to (lit).
	reach map[hexmap.Hex]bool
	// The action panel (actions.go): the choices offered, the lines of
	// the list, how far it is scrolled, a count of its changes, and where
	// its action lines were last drawn.
	choices   []tstate.Choice
	actLines  []actLine
	actScroll int
	actVer    int
	// askFrom is the first of the selected men (askedSel, their ids) the
	// panel's selection actions were asked of, a batch of
	// tstate.MaxAsked (] and [ go through the batches).
	askFrom  int
	askedSel string
	actHits  []actHit
	actRoom  int // the lines the panel had room for when last drawn
	// picked is the hex last clicked where none of the side to act
	// stands (in a game): its actions are listed (hexmap.None: none).
	picked hexmap.Hex

	atlas *Atlas
	w, h  int
	k     float64 // UI scale
	sh    batch
	texts paint.Texts
	// camIn pans and zooms the board (arrows, wheel, right or middle
	// drag); press: the left button, from pressAt, moved beyond a click,
	// drawing a box (band).
	camIn    CameraInput
	press    bool
	moved    bool
	band     bool
	pressAt  uistate.Point
	pointer  uistate.Point
	closed   bool
	shown    bool // laid out once
	Closable bool // Esc closes the screen (its own window)
	// baseSides is the map's side layer as loaded; changesAt the side
	// changes last applied over it (applyChanges).
	baseSides *hexmap.Sides
	changesAt string
	// The bar and track (top) and the panel as last drawn, in one image,
	// and for what: each part is kept and copied on its own, so that the
	// pointer on another hex draws the panel again but copies the top.
	chrome      *ebiten.Image
	topAt       topKey
	topOK       bool // chrome's top shows topAt
	chromeAt    chromeKey
	chromeOK    bool // chrome's panel shows chromeAt
	chromeDraws int  // panels drawn (or their hex section alone)
	topDraws    int  // bars and tracks drawn
	// hexAt is where the panel's section on the hex under the pointer
	// began and ended when the panel was last drawn.
	hexAt [2]float64
	// hexDraws counts the frames that drew the hex section alone.
	hexDraws int
	// frame is what the last Draw left in its screen (see Draw).
	frame shownFrame
}

// shownFrame is what a Draw left in its screen: the image and its size,
// and the rectangles drawn over the board and the panel (the help, a
// box being drawn, the host's notice: DrawnOver), put back next time.
type shownFrame struct {
	dst        *ebiten.Image
	size       image.Point
	over, prev []image.Rectangle
}

// ForgetFrame tells the screen that its window's screen was drawn by
// something else since its last frame (another screen, a dialog): the
// next frame is drawn whole.
func (s *Screen) ForgetFrame() { s.frame.dst = nil }

// DrawnOver tells the screen that its host drew over rectangles rs of the
// screen after its last Draw (a notice): the next frame puts them back.
func (s *Screen) DrawnOver(rs ...image.Rectangle) { s.frame.over = append(s.frame.over, rs...) }

// topKey is what the bar and the time track show.
type topKey struct {
	w, h        int
	k           float64
	turn        int
	title, note string
}

// New makes the screen of map m at turn 1 with no counters. The screen
// draws a copy of m with its own side layer, which the engine's changes
// (SetView) alter; m itself is left as it is.
func New(m *rdtactical.Map) *Screen {
	own := *m
	own.Sides = m.Sides.Clone()
	if g, err := own.NewGraph(); err == nil {
		own.Graph = g
	}
	m = &own
	s := &Screen{Turn: 1, w: 1600, h: 1000, k: 1, atlas: NewAtlas(), picked: hexmap.None,
		Title: "The Defense of Rorke's Drift", Note: "tactical game · 22–23 January 1879"}
	l := s.layout()
	s.Board = NewBoard(m, l.Map)
	return s
}

// NewBuiltin makes the screen of the built-in station map.
func NewBuiltin() (*Screen, error) {
	m, err := rdtactical.Builtin()
	if err != nil {
		return nil, err
	}
	return New(m), nil
}

// Layout is where the parts of the screen go.
type Layout struct {
	Bar, Track, Panel, Map uistate.Rect
	K                      float64
}

// layout places the bar across the top, the panel on the right, the time
// track over the map and the map in the rest.
func (s *Screen) layout() Layout {
	k := s.k
	w, h := float64(s.w), float64(s.h)
	// Whole pixels, so that the parts, kept and copied apart, meet
	// without a pixel shared between two of them at any UI scale.
	barH := math.Round(52 * k)
	panelW := math.Round(math.Min(370*k, w*0.4))
	trackH := math.Round(64 * k)
	return Layout{
		K:     k,
		Bar:   uistate.Rect{W: w, H: barH},
		Panel: uistate.Rect{X: w - panelW, Y: barH, W: panelW, H: h - barH},
		Track: uistate.Rect{X: 0, Y: barH, W: w - panelW, H: trackH},
		Map:   uistate.Rect{X: 0, Y: barH + trackH, W: w - panelW, H: h - barH - trackH},
	}
}

// Layout tells the screen the window size in pixels.
func (s *Screen) Layout(w, h int) {
	if w > 0 && h > 0 {
		s.w, s.h = w, h
	}
	s.Board.Resize(s.layout().Map)
	if !s.shown {
		// The first size the window gives: the whole map in view.
		s.Board.Cam.Fit()
		s.shown = true
	}
}

// SetUIScale sets the size of the bar, the tracks and the panel: 1 on
// ordinary screens, 2 on high-DPI ones (the map zooms on its own).
func (s *Screen) SetUIScale(k float64) {
	if k > 0 {
		s.k = k
		s.Board.uiScale = k
	}
}

// Release frees the screen's offscreen images.
func (s *Screen) Release() {
	s.Board.Release()
	s.atlas.Release()
	if s.chrome != nil {
		s.chrome.Deallocate()
		s.chrome = nil
	}
}

// binding is one control: its keys, what it does and its help line. One
// table drives the keyboard and the help, so no key goes unexplained.
type binding = Binding[*Screen]

// panStep is how far an arrow key pans per frame, in pixels.
const panStep = 14

// bindings are the screen's controls. Keys held to pan are read every
// frame in Update; the table gives their help line.
var bindings = []binding{
	{Help: uistate.Shortcut{Keys: "Wheel, + / −", What: "zoom in and out"}},
	{Help: uistate.Shortcut{Keys: "Drag, arrows", What: "pan the map"}},
	{Keys: []ebiten.Key{ebiten.Key0, ebiten.KeyHome}, Do: func(s *Screen) { s.Board.Cam.Fit() }, Help: uistate.Shortcut{Keys: "0 or Home", What: "the whole map"}},
	{Keys: []ebiten.Key{ebiten.KeyT}, Do: func(s *Screen) { s.Board.Roofs = !s.Board.Roofs }, Help: uistate.Shortcut{Keys: "T", What: "show or hide the roofs (thatch)"}},
	{Keys: []ebiten.Key{ebiten.KeyI}, Do: func(s *Screen) { s.Board.IDs = !s.Board.IDs }, Help: uistate.Shortcut{Keys: "I", What: "hex ids at every zoom"}},
	{Keys: []ebiten.Key{ebiten.KeyEqual, ebiten.KeyKPAdd}, Do: func(s *Screen) { s.zoom(1.2) }},
	{Keys: []ebiten.Key{ebiten.KeyMinus, ebiten.KeyKPSubtract}, Do: func(s *Screen) { s.zoom(1 / 1.2) }},
	{Help: uistate.Shortcut{Keys: "Click, Shift+click", What: "select men (Shift: add, drop); a lit hex: move; another hex: its actions"}},
	{Help: uistate.Shortcut{Keys: "Shift+drag", What: "select the men in a box (Ctrl: add)"}},
	{Keys: []ebiten.Key{ebiten.KeyA}, Do: func(s *Screen) { s.SelectAll() }, Help: uistate.Shortcut{Keys: "A", What: "select every British man (in a game: of the side to act)"}},
	{Keys: []ebiten.Key{ebiten.KeyW}, Do: func(s *Screen) { s.ManTheWalls() }, Help: uistate.Shortcut{Keys: "W", What: "selected British: man the walls (proposed)"}},
	{Keys: []ebiten.Key{ebiten.KeyC}, Do: func(s *Screen) { s.CloseIn() }, Help: uistate.Shortcut{Keys: "C", What: "selected Zulus: close in on the British (proposed)"}},
	{Keys: []ebiten.Key{ebiten.KeyM}, Do: func(s *Screen) { s.MoveGroupTo(s.Board.Hover) }, Help: uistate.Shortcut{Keys: "M, click a hex", What: "move the selected men into or nearest the hex under the pointer (a click: a hex without them)"}},
	{Keys: []ebiten.Key{ebiten.Key1, ebiten.KeyNumpad1}, Do: func(s *Screen) { s.TakeAction(1) }, Help: uistate.Shortcut{Keys: "1–9, click a line", What: "take that action from the panel's list (doors, holes, works, fires, ranks, fire…)"}},
	{Keys: []ebiten.Key{ebiten.Key2, ebiten.KeyNumpad2}, Do: func(s *Screen) { s.TakeAction(2) }},
	{Keys: []ebiten.Key{ebiten.Key3, ebiten.KeyNumpad3}, Do: func(s *Screen) { s.TakeAction(3) }},
	{Keys: []ebiten.Key{ebiten.Key4, ebiten.KeyNumpad4}, Do: func(s *Screen) { s.TakeAction(4) }},
	{Keys: []ebiten.Key{ebiten.Key5, ebiten.KeyNumpad5}, Do: func(s *Screen) { s.TakeAction(5) }},
	{Keys: []ebiten.Key{ebiten.Key6, ebiten.KeyNumpad6}, Do: func(s *Screen) { s.TakeAction(6) }},
	{Keys: []ebiten.Key{ebiten.Key7, ebiten.KeyNumpad7}, Do: func(s *Screen) { s.TakeAction(7) }},
	{Keys: []ebiten.Key{ebiten.Key8, ebiten.KeyNumpad8}, Do: func(s *Screen) { s.TakeAction(8) }},
	{Keys: []ebiten.Key{ebiten.Key9, ebiten.KeyNumpad9}, Do: func(s *Screen) { s.TakeAction(9) }},
	{Keys: []ebiten.Key{ebiten.KeyPageDown}, Do: func(s *Screen) { s.ScrollActions(actRows - 1) }, Help: uistate.Shortcut{Keys: "PgUp, PgDn", What: "scroll the panel's action list"}},
	{Keys: []ebiten.Key{ebiten.KeyPageUp}, Do: func(s *Screen) { s.ScrollActions(1 - actRows) }},
	{Keys: []ebiten.Key{ebiten.KeyBracketRight}, Do: func(s *Screen) { s.AskNext(1) }, Help: uistate.Shortcut{Keys: "] and [", What: "more than 12 men selected: ask the panel's question of the next (previous) 12"}},
	{Keys: []ebiten.Key{ebiten.KeyBracketLeft}, Do: func(s *Screen) { s.AskNext(-1) }},
	{Keys: []ebiten.Key{ebiten.KeyF}, Do: func(s *Screen) { s.PlanFire() }, Help: uistate.Shortcut{Keys: "F", What: "plan fire (melee in its phase), with the odds"}},
	{Keys: []ebiten.Key{ebiten.KeyEnter, ebiten.KeyKPEnter}, Do: func(s *Screen) { s.CarryOut() }, Help: uistate.Shortcut{Keys: "Enter", What: "carry out the proposed moves, fire or melee"}},
	{Keys: []ebiten.Key{ebiten.KeyE}, Do: func(s *Screen) { s.EndPhase() }, Help: uistate.Shortcut{Keys: "E", What: "end the phase (a game)"}},
	{Keys: []ebiten.Key{ebiten.KeySpace}, Do: func(s *Screen) { s.SkipAhead() }, Help: uistate.Shortcut{Keys: "Space", What: "skip ahead: the bot plays at once"}},
	{Keys: []ebiten.Key{ebiten.KeyU}, Do: func(s *Screen) { s.Undo() }, Help: uistate.Shortcut{Keys: "U", What: "undo your last action (a whole group move) and the bots' after it, unless a die was rolled since (a roll is never taken back)"}},
	{Keys: []ebiten.Key{ebiten.KeyS}, Ctrl: true, Do: func(s *Screen) { s.SaveGame() }, Help: uistate.Shortcut{Keys: "Ctrl+S", What: "save the game"}},
	{Keys: []ebiten.Key{ebiten.KeyH, ebiten.KeySlash, ebiten.KeyF1}, Do: func(s *Screen) { s.ToggleHelp() }, Help: uistate.Shortcut{Keys: "H, ? or F1", What: "show or hide these keys"}},
	{Keys: []ebiten.Key{ebiten.KeyEscape}, Do: func(s *Screen) {
		s.escape()
	}, Help: uistate.Shortcut{Keys: "Esc or Ctrl+M", What: "close these keys, drop the order or the selection; with nothing to drop: the menu"}},
}

// escape is Esc: it closes the keys, else drops the pending order (a
// plan, a proposal, its arrows), else the selection, else the picked hex,
// else closes the screen. A line that only reports what was done (after
// Enter: "Carried out 6 actions.") is no order to drop: Esc goes on to
// the next thing, and the line goes with it, so that one Esc always does
// something the player sees (before, the first Esc after a fire only
// cleared that line and a second was needed for the menu).
func (s *Screen) escape() {
	switch {
	case s.help:
		s.help = false
	case s.orderPending():
		s.dropPlans()
	case s.selectedCount() > 0:
		s.Order = ""
		s.ClearSelection()
	case !s.picked.IsNone():
		s.Order = ""
		s.pick(hexmap.None)
	case s.Closable:
		s.Order = ""
		s.closed = true
	default:
		s.Order = ""
	}
}

// orderPending reports whether an order waits for Enter or Esc: planned
// fire or melee, proposed moves, or their arrows on the board. The
// hand-made demo position (no game attached) draws arrows of its own,
// which are no order: there Esc goes on to drop the selection.
func (s *Screen) orderPending() bool {
	return len(s.plans) > 0 || len(s.proposal) > 0 || (s.Play != nil && len(s.Board.Marks.Arrows) > 0)
}

// Shortcuts are the help lines of the screen's controls, in order.
func Shortcuts() []uistate.Shortcut { return HelpLines(bindings) }

// zoom zooms by f around the view's centre.
func (s *Screen) zoom(f float64) { s.Board.Cam.ZoomAt(f, s.Board.Cam.View.Center()) }

// Done reports whether the player closed the screen.
func (s *Screen) Done() bool { return s.closed }

// Update reads the mouse and keyboard and, in a game, lets a bot play at
// its pace, a frame of the game loop having passed.
func (s *Screen) Update() error { return s.Step(1 / float64(ebiten.TPS())) }

// Step is Update after dt seconds.
func (s *Screen) Step(dt float64) error {
	RunPressed(bindings, s, nil)
	s.step(dt)
	s.Hover(s.camIn.Frame(&s.Board.Cam, s.mouseInput))
	return nil
}

// mouseInput reads the buttons: a left drag pans, a left click selects
// (Shift: adds or drops), a Shift+left drag draws a box selecting the men
// in it (Ctrl+Shift: adds them); the other buttons pan.
func (s *Screen) mouseInput(p uistate.Point) {
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	s.leftMouse(p, leftButton{
		down: inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft),
		held: ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft),
		up:   inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft),
	}, shift, ctrl)
	s.camIn.OtherButtons(&s.Board.Cam, p)
	s.pointer = p
}

// leftButton is what one frame saw of the left mouse button: pressed in
// the frame (down), held at its end (held), released in it (up).
type leftButton struct{ down, held, up bool }

// leftMouse acts on what a frame saw of the left button with the pointer
// at p: a press on the panel takes the action line under it; a press on
// the map starts a click, a drag or (Shift) a box, which its release ends.
// A press and its release may come in one frame (a busy machine, or
// xdotool): each is read on its own, and a release clicks where the button
// went down unless the pointer travelled while it was held (the frame that
// sees the release may already see the pointer elsewhere).
func (s *Screen) leftMouse(p uistate.Point, b leftButton, shift, ctrl bool) {
	cam := &s.Board.Cam
	dx, dy := s.camIn.Moved(p)
	switch {
	case b.down && s.layout().Panel.Contains(p):
		s.clickAction(p)
	case b.down && cam.View.Contains(p):
		s.press, s.pressAt, s.moved, s.band = true, p, false, shift
	case b.held && s.press:
		if math.Hypot(p.X-s.pressAt.X, p.Y-s.pressAt.Y) > 4 {
			s.moved = true
		}
		if s.moved && !s.band {
			cam.Pan(dx, dy)
		}
	}
	if b.up && s.press {
		s.press = false
		switch {
		case s.band && s.moved:
			s.SelectBox(s.pressAt, p, ctrl)
		case !s.moved && !shift && s.groupClick(s.pressAt):
		case !s.moved:
			s.SelectAt(s.pressAt, shift)
		}
	}
}

// Hover puts the pointer at screen point p: the hex under it is lit and
// described in the panel.
func (s *Screen) Hover(p uistate.Point) {
	h, ok := s.Board.Cam.HexAt(p)
	if !ok || !s.Board.Map.Grid.Contains(h) {
		h = hexmap.None
	}
	s.Board.Hover = h
}

// drawTop draws the bar and the time track into dst.
func (s *Screen) drawTop(dst *ebiten.Image, l Layout) {
	s.drawBar(dst, l)
	NewTimeTrack(l.Track, l.K).Draw(dst, &s.sh, &s.texts, s.Turn, l.K)
	s.texts.Flush()
	s.topDraws++
}

// drawSidePanel draws the panel into dst.
func (s *Screen) drawSidePanel(dst *ebiten.Image, l Layout) {
	s.drawPanel(dst, l)
	s.texts.Flush()
	s.chromeDraws++
}

// chromeKey is what the bar, the time track and the panel show.
type chromeKey struct {
	w, h     int
	k        float64
	turn, vp int
	hover    hexmap.Hex
	title    string
	note     string
	selected string
	order    string
	here     string
	reach    string // the hovered hex's move cost (reachNote)
	changed  int    // the game's actions shown
	plans    int    // the planned actions shown
	help     bool   // the keys over the map
	acts     int    // the action list's version (actVer)
	scroll   int    // and how far it is scrolled
}

// Draw paints the screen into dst: the board, then the bar, the track and
// the panel, then the help and a box being drawn over them.
//
// The window keeps its screen from one frame to the next (it is not
// cleared), so Draw draws again only what changed since the frame it drew
// into the same image: the board (Board.DrawKept) its changed squares, the
// bar and track or the panel when what they show changed (straight into
// dst), and where the board drew over their edges or something was drawn
// over them, a copy from the images they are kept in. A frame where nothing
// changed draws nothing. Another image, a new size, or ForgetFrame draws
// the whole frame; the bar, the track and the panel are then copied from
// their kept images if what they show is the same.
func (s *Screen) Draw(dst *ebiten.Image) {
	l := s.layout()
	s.Board.Night = tables.Night(s.Turn)
	size := dst.Bounds().Size()
	fr := &s.frame
	whole := fr.dst != dst || fr.size != size
	// Last frame's over-drawn rectangles are put back; this frame's are
	// listed in the other slice.
	fr.prev, fr.over = fr.over, fr.prev[:0]
	var restore []image.Rectangle
	if !whole {
		restore = fr.prev
	}
	drawn := s.Board.DrawKept(dst, s.Counters, s.atlas, whole, restore)
	key := chromeKey{s.w, s.h, s.k, s.Turn, s.VP, s.Board.Hover, s.Title, s.Note, s.selectionLine(), s.Order, s.hexUnits(s.Board.Hover), s.reachNote(s.Board.Hover), s.seen, len(s.plans), s.help, s.actVer, s.actScroll}
	if s.chrome == nil || s.chrome.Bounds().Dx() != s.w || s.chrome.Bounds().Dy() != s.h {
		if s.chrome != nil {
			s.chrome.Deallocate()
		}
		s.chrome = ebiten.NewImageWithOptions(image.Rect(0, 0, s.w, s.h), &ebiten.NewImageOptions{Unmanaged: true})
		s.topOK, s.chromeOK = false, false
	}
	damaged := [2][]image.Rectangle{drawn, restore}
	keepPart(dst, topKey{s.w, s.h, s.k, s.Turn, s.Title, s.Note}, &s.topAt, &s.topOK, func(img *ebiten.Image) { s.drawTop(img, l) }, s.chrome, whole, damaged, l.Bar, l.Track)
	if !whole && key != s.chromeAt && onlyHexChanged(key, s.chromeAt) && !crosses(damaged, l.Panel) && s.redrawHexSection(dst, l) {
		// The pointer on another hex: only the panel's hex section was
		// drawn again, in the screen; the kept image is behind.
		s.chromeAt, s.chromeOK = key, false
	} else {
		keepPart(dst, key, &s.chromeAt, &s.chromeOK, func(img *ebiten.Image) { s.drawSidePanel(img, l) }, s.chrome, whole, damaged, l.Panel)
	}
	if s.help {
		fr.over = append(fr.over, overRect(s.drawHelp(dst, l), l.K))
	}
	if s.press && s.band && s.moved {
		a, b := s.pressAt, s.pointer
		box := uistate.Rect{X: math.Min(a.X, b.X), Y: math.Min(a.Y, b.Y), W: math.Abs(a.X - b.X), H: math.Abs(a.Y - b.Y)}
		s.sh.rect(box, fade(colSelect, 50))
		for _, e := range [][2]uistate.Point{{{X: box.X, Y: box.Y}, {X: box.X + box.W, Y: box.Y}}, {{X: box.X, Y: box.Y + box.H}, {X: box.X + box.W, Y: box.Y + box.H}}, {{X: box.X, Y: box.Y}, {X: box.X, Y: box.Y + box.H}}, {{X: box.X + box.W, Y: box.Y}, {X: box.X + box.W, Y: box.Y + box.H}}} {
			s.sh.line(e[0], e[1], 1.5, 0, colSelect)
		}
		s.sh.flush(dst)
		fr.over = append(fr.over, overRect(box, l.K))
	}
	fr.dst, fr.size = dst, size
}

// onlyHexChanged reports whether panels a and b differ only in the hex
// under the pointer and who is there.
func onlyHexChanged(a, b chromeKey) bool {
	a.hover, a.here = b.hover, b.here
	return a == b
}

// crosses reports whether a rectangle of damaged overlaps r.
func crosses(damaged [2][]image.Rectangle, r uistate.Rect) bool {
	ir := image.Rect(int(r.X), int(r.Y), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)))
	for _, list := range damaged {
		if overlapsAny(list, ir) {
			return true
		}
	}
	return false
}

// overRect is the rectangle of screen pixels r covers, with a margin for
// outlines at UI scale k.
func overRect(r uistate.Rect, k float64) image.Rectangle {
	m := math.Ceil(3*k) + 2
	return image.Rect(int(math.Floor(r.X-m)), int(math.Floor(r.Y-m)), int(math.Ceil(r.X+r.W+m)), int(math.Ceil(r.Y+r.H+m)))
}

// keepPart draws one part of the chrome (the rectangles rs of it) into
// dst. On a frame where what it shows (key) changed from *at it is drawn
// straight into dst. Otherwise it is copied from the kept image, drawn
// there first if it does not hold it yet (*ok): whole, or, in a kept
// screen, only where it crosses the rectangles damaged (those the board
// drew this frame, and those drawn over the last one).
func keepPart[K comparable](dst *ebiten.Image, key K, at *K, ok *bool, draw func(*ebiten.Image), chrome *ebiten.Image, whole bool, damaged [2][]image.Rectangle, rs ...uistate.Rect) {
	if key != *at {
		*at, *ok = key, false
		draw(dst)
		return
	}
	var parts []image.Rectangle
	for _, r := range rs {
		ir := image.Rect(int(r.X), int(r.Y), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)))
		if whole {
			parts = append(parts, ir)
			continue
		}
		for _, list := range damaged {
			for _, d := range list {
				if q := d.Intersect(ir); !q.Empty() {
					parts = append(parts, q)
				}
			}
		}
	}
	if len(parts) == 0 {
		return
	}
	if !*ok {
		draw(chrome)
		*ok = true
	}
	for _, ir := range parts {
		op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
		op.GeoM.Translate(float64(ir.Min.X), float64(ir.Min.Y))
		dst.DrawImage(chrome.SubImage(ir).(*ebiten.Image), op)
	}
}

// Snapshot draws the screen into an offscreen image of w × h pixels and
// reads it back. It must run inside Ebitengine's game loop.
func (s *Screen) Snapshot(w, h int) *image.RGBA {
	return paint.Snapshot(w, h, func(off *ebiten.Image) {
		s.Layout(w, h)
		s.Draw(off)
	})
}

// game wraps a Screen into an ebiten.Game that ends when the screen is
// closed.
type game struct{ s *Screen }

func (g game) Update() error {
	if g.s.Done() {
		return ebiten.Termination
	}
	return g.s.Update()
}

func (g game) Draw(dst *ebiten.Image) {
	g.s.Draw(dst)
	paint.EndFrame() // see there: the read-backs of a frame come in pairs
}

// Layout answers the screen in device pixels, the UI at the monitor's
// scale (2 on high-DPI screens), as the main window does.
func (g game) Layout(outW, outH int) (int, int) {
	k := 1.0
	if mon := ebiten.Monitor(); mon != nil && mon.DeviceScaleFactor() > 0 {
		k = mon.DeviceScaleFactor()
	}
	w, h := int(math.Ceil(float64(outW)*k)), int(math.Ceil(float64(outH)*k))
	g.s.SetUIScale(k)
	g.s.Layout(w, h)
	return w, h
}

// Run shows s in a window of its own, w × h, until it is closed.
func Run(s *Screen, w, h int) error {
	if !paint.HasDisplay() {
		return paint.ErrNoDisplay
	}
	s.Closable = true
	// The screen keeps its frame and draws again only what changed (see
	// Draw), so Ebitengine must not clear it; a frame drawn whole paints
	// every pixel opaque (TestFramePaintsEveryPixel).
	ebiten.SetScreenClearedEveryFrame(false)
	ebiten.SetWindowTitle("zulu1879 — The Defense of Rorke's Drift (tactical)")
	ebiten.SetWindowSize(w, h)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	return ebiten.RunGame(game{s})
}

// RenderPNG draws one frame of s at w × h pixels as a PNG. It opens a
// window for a moment, so it needs a display.
func RenderPNG(out io.Writer, s *Screen, w, h int) error {
	return paint.RenderPNG(out, w, h, 800, 500, func(dst *ebiten.Image) {
		s.Layout(w, h)
		s.Draw(dst)
	})
}

// Reopen undoes a close (the window hosting the screen went back to its
// start screen and returns to the game).
func (s *Screen) Reopen() { s.closed = false }
