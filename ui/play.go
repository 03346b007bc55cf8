package ui

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"zulu1879/assets"
	"zulu1879/hexmap"
	"zulu1879/isandlwana"
	"zulu1879/ui/paint"
	"zulu1879/ui/uistate"
)

func (a *App) updatePlay(dt float64) {
	m := a.model
	l := a.playLayout()
	if m.Cam.View != l.Map {
		a.fitCamera(false)
	}
	cam := &m.Cam
	s := a.s
	// Overlays take the input first.
	if m.ShowHelp || m.ShowRules {
		if m.ShowRules {
			_, wy := ebiten.Wheel()
			switch {
			case inpututil.IsKeyJustPressed(ebiten.KeyArrowRight), inpututil.IsKeyJustPressed(ebiten.KeyPageDown),
				inpututil.IsKeyJustPressed(ebiten.KeySpace), wy < 0:
				m.RulesPage = min(m.RulesPage+1, a.rulesPageCount()-1)
			case inpututil.IsKeyJustPressed(ebiten.KeyArrowLeft), inpututil.IsKeyJustPressed(ebiten.KeyPageUp), wy > 0:
				m.RulesPage = max(m.RulesPage-1, 0)
			}
		}
		if inpututil.IsKeyJustPressed(ebiten.KeyEscape) || inpututil.IsKeyJustPressed(ebiten.KeyH) ||
			inpututil.IsKeyJustPressed(ebiten.KeyF1) || inpututil.IsKeyJustPressed(ebiten.KeySlash) || inpututil.IsKeyJustPressed(ebiten.KeyR) ||
			inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) {
			m.ShowHelp, m.ShowRules = false, false
		}
		m.Update(dt)
		return
	}
	// Buttons.
	if id, on := a.clickedButton(); id != "" {
		if on {
			a.press(id)
		}
		m.Update(dt)
		return
	}
	// Zoom.
	if _, wy := ebiten.Wheel(); wy != 0 && cam.View.Contains(a.mouse) {
		cam.ZoomAt(math.Pow(1.15, wy), a.mouse)
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEqual) || inpututil.IsKeyJustPressed(ebiten.KeyKPAdd) {
		cam.ZoomAt(1.25, cam.View.Center())
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyMinus) || inpututil.IsKeyJustPressed(ebiten.KeyKPSubtract) {
		cam.ZoomAt(0.8, cam.View.Center())
	}
	if inpututil.IsKeyJustPressed(ebiten.Key0) || inpututil.IsKeyJustPressed(ebiten.KeyHome) {
		cam.Fit()
	}
	// Pan with keys.
	step := 600 * s * dt
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl)
	if ebiten.IsKeyPressed(ebiten.KeyArrowLeft) || (ebiten.IsKeyPressed(ebiten.KeyA) && !ctrl) {
		cam.Pan(step, 0)
	}
	if ebiten.IsKeyPressed(ebiten.KeyArrowRight) || ebiten.IsKeyPressed(ebiten.KeyD) {
		cam.Pan(-step, 0)
	}
	if ebiten.IsKeyPressed(ebiten.KeyArrowUp) || (ebiten.IsKeyPressed(ebiten.KeyW) && m.Sel.Hex.IsNone()) {
		cam.Pan(0, step)
	}
	if ebiten.IsKeyPressed(ebiten.KeyArrowDown) || (ebiten.IsKeyPressed(ebiten.KeyS) && !ctrl) {
		cam.Pan(0, -step)
	}
	// In Zulu movement, Shift with the left button picks Zulus: a drag
	// draws a rectangle round a group, a click adds or drops one hex.
	if a.groupInput() {
		m.Update(dt)
		return
	}
	// Pan by dragging; click when the mouse did not travel.
	anyDown := ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) || ebiten.IsMouseButtonPressed(ebiten.MouseButtonMiddle) || ebiten.IsMouseButtonPressed(ebiten.MouseButtonRight)
	justDown := inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) || inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonMiddle) || inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight)
	if justDown && cam.View.Contains(a.mouse) {
		p := a.mouse
		a.dragFrom, a.dragged = &p, false
	}
	if a.dragFrom != nil && anyDown {
		dx, dy := a.mouse.X-a.dragFrom.X, a.mouse.Y-a.dragFrom.Y
		if a.dragged || math.Hypot(dx, dy) > 5*s {
			a.dragged = true
			cam.Pan(dx, dy)
			p := a.mouse
			a.dragFrom = &p
		}
	}
	if a.dragFrom != nil && !anyDown {
		a.dragFrom = nil
	}
	h, inMap := cam.HexAt(a.mouse)
	if inMap && m.Game().Map().Contains(h) {
		a.hover = h
	} else {
		a.hover = hexmap.None
	}
	if !a.dragged {
		if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) && inMap {
			if m.HandOver != isandlwana.NoSide {
				m.ConfirmHandOver()
			} else {
				m.ClickHex(h)
			}
		}
		if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonRight) {
			m.Press("cancel")
		}
	}
	a.keys()
	m.Update(dt)
}

// groupInput handles Shift with the left button in the map while a group
// of Zulus may be picked, and reports whether it took the input: a press
// starts a rectangle, a release after a drag picks the Zulus inside it
// (Model.SelectZulus), a release in place adds or drops the hex under the
// pointer (Model.ToggleZulus).
func (a *App) groupInput() bool {
	m := a.model
	if a.boxFrom == nil {
		shift := ebiten.IsKeyPressed(ebiten.KeyShift)
		if !shift || !inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) || !m.Cam.View.Contains(a.mouse) || !m.CanGroup() {
			return false
		}
		p := a.mouse
		a.boxFrom, a.dragFrom, a.dragged = &p, nil, false
		return true
	}
	if ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) {
		h, in := m.Cam.HexAt(a.mouse)
		if in && m.Game().Map().Contains(h) {
			a.hover = h
		}
		return true
	}
	from := *a.boxFrom
	a.boxFrom = nil
	if !m.CanGroup() {
		return true
	}
	if math.Hypot(a.mouse.X-from.X, a.mouse.Y-from.Y) > 5*a.s {
		m.SelectZulus(m.HexesIn(from, a.mouse))
	} else if h, in := m.Cam.HexAt(a.mouse); in && m.Game().Map().Contains(h) {
		m.ToggleZulus(h)
	}
	return true
}

// groupBox is the rectangle being dragged to pick Zulus, if any.
func (a *App) groupBox() (uistate.Rect, bool) {
	if a.boxFrom == nil {
		return uistate.Rect{}, false
	}
	p, q := *a.boxFrom, a.mouse
	v := a.model.Cam.View
	q.X, q.Y = min(max(q.X, v.X), v.X+v.W), min(max(q.Y, v.Y), v.Y+v.H)
	return uistate.Rect{X: min(p.X, q.X), Y: min(p.Y, q.Y), W: math.Abs(p.X - q.X), H: math.Abs(p.Y - q.Y)}, true
}

// digitKeys are the keys 1 to 9, on the main keyboard and the keypad.
var digitKeys = [][2]ebiten.Key{
	{ebiten.Key1, ebiten.KeyNumpad1}, {ebiten.Key2, ebiten.KeyNumpad2}, {ebiten.Key3, ebiten.KeyNumpad3},
	{ebiten.Key4, ebiten.KeyNumpad4}, {ebiten.Key5, ebiten.KeyNumpad5}, {ebiten.Key6, ebiten.KeyNumpad6},
	{ebiten.Key7, ebiten.KeyNumpad7}, {ebiten.Key8, ebiten.KeyNumpad8}, {ebiten.Key9, ebiten.KeyNumpad9},
}

// pressIf presses a button only when the panel offers it enabled.
func (a *App) pressIf(id string) {
	for _, b := range a.model.Buttons() {
		if b.ID == id && b.Enabled {
			a.press(id)
			return
		}
	}
}

func (a *App) press(id string) {
	switch id {
	case "menu":
		a.toMenu()
		return
	case "save":
		a.openSave()
		return
	case "load":
		a.openLoad()
		return
	case "flow:continue":
		a.flowContinue()
		return
	}
	a.model.Press(id)
}

func (a *App) drawPlay(dst *ebiten.Image) {
	m := a.model
	l := a.playLayout()
	if m.Cam.View != l.Map {
		a.fitCamera(false)
	}
	// No fill of the whole screen first: the bar, the panel and the board
	// tile it and each paints its own background (a full-screen fill is
	// about a third of a busy frame on a software renderer).
	hover := a.hover
	bp := newBoardPainter(m, &m.Cam, a.s, hover)
	slide := bp.prepare()
	parts := a.prepareSide(dst, l)
	var moving func()
	if bp.moving(slide) {
		moving = func() { bp.drawMoving(dst, slide) }
	}
	a.frameView = rectInt(m.Cam.View)
	drawLayers(dst, a.frameView, parts, moving)
	if r, ok := bp.drawHover(dst); ok {
		markOver(r, a.s)
	}
	a.drawBanner(dst, l)
	if !m.Cam.ShowsAll() && !m.ShowHelp && !m.ShowRules {
		// The default view fills the window and crops the map's edges (the
		// west escape hexes, the east onrush column): say how to see them.
		f := paint.Face(assets.Regular, 12*a.s)
		r := offScreenHintRect(l, a.s)
		roundRect(dst, r, 4*a.s, rgba(0x15120F, 210))
		pending.Text(dst, offScreenHint, f, r.X+8*a.s, r.Y+4*a.s, paint.AlignLeft, paint.ColText)
		markOver(r, a.s)
		a.noticeAvoid = append(a.noticeAvoid, r)
	}
	if r, ok := a.groupBox(); ok {
		markOver(r, a.s)
		fillRect(dst, r, rgba(0xFFFFFF, 40))
		strokeRect(dst, r, math.Max(1, 1.5*a.s), rgba(0xFFFFFF, 220))
	}
	pending.Flush()
	// No hex tooltip while a bot plays: it would sit over the counters it
	// moves until the pointer moves. None while a dialog is open either:
	// the dialog dims the board, and a bright tooltip would sit on it.
	if a.dialog == nil && !hover.IsNone() && a.dragFrom == nil && a.boxFrom == nil && !m.ShowHelp && !m.ShowRules && (m.HumanToAct() || m.Game().Over()) {
		a.drawTooltip(dst, m.HexInfo(hover))
		pending.Flush()
	}
	// What a turn of the track brings, in sentences, under the pointer.
	if a.dialog == nil && hover.IsNone() && !m.ShowHelp && !m.ShowRules {
		for _, tb := range a.turnBoxes {
			if tb.Rect.Contains(a.mouse) && len(tb.Tip) > 0 {
				a.drawTooltip(dst, tb.Tip)
				pending.Flush()
			}
		}
	}
	switch {
	case m.SummaryShown():
		a.drawGameOver(dst, l)
		markAllOver()
	case m.HandOver != isandlwana.NoSide:
		a.drawHandOver(dst, l)
		markAllOver()
	}
	if m.ShowHelp {
		a.drawHelp(dst)
		markAllOver()
	}
	if m.ShowRules {
		a.drawRules(dst)
		markAllOver()
	}
	pending.Flush()
}

func (a *App) drawTooltip(dst *ebiten.Image, lines []string) {
	if len(lines) == 0 {
		return
	}
	s := a.s
	f := paint.Face(assets.Regular, 13*s)
	bf := paint.Face(assets.Bold, 14*s)
	w := 0.0
	for k, ln := range lines {
		ff := f
		if k == 0 {
			ff = bf
		}
		w = math.Max(w, paint.TextWidth(ff, ln))
	}
	lh := paint.LineHeight(f)
	h := lh*float64(len(lines)) + 12*s
	// On the map, off the lit hexes and the hovered one where it can be.
	m := a.model
	var avoid []uistate.Rect
	for _, hx := range inHexOrder(m.Highlights()) {
		avoid = append(avoid, m.Cam.HexRect(hx))
	}
	if !a.hover.IsNone() {
		avoid = append(avoid, m.Cam.HexRect(a.hover))
	}
	r := uistate.TooltipRect(a.mouse, w+20*s, h, a.playLayout().Map, avoid, s)
	a.tip = r
	markOver(r, s)
	x, y := r.X, r.Y
	roundRect(dst, r, 5*s, rgba(0x15120F, 235))
	strokeRect(dst, r, 1*s, paint.ColPanelEdge)
	yy := y + 6*s
	for k, ln := range lines {
		ff, c := f, paint.ColText
		if k == 0 {
			ff, c = bf, paint.ColGold
		}
		pending.Text(dst, ln, ff, x+10*s, yy, paint.AlignLeft, c)
		yy += lh
	}
}

// drawCard draws a centred card over a dimmed screen and returns its rect.
func (a *App) drawCard(dst *ebiten.Image, w, h float64) uistate.Rect {
	fillRect(dst, uistate.Rect{W: float64(a.w), H: float64(a.h)}, rgba(0x000000, 150))
	w, h = math.Min(w, float64(a.w)-20*a.s), math.Min(h, float64(a.h)-20*a.s)
	r := uistate.Rect{X: (float64(a.w) - w) / 2, Y: (float64(a.h) - h) / 2, W: w, H: h}
	roundRect(dst, r, 10*a.s, paint.ColPanel)
	strokeRect(dst, r, 2*a.s, paint.ColGold)
	return r
}

func (a *App) drawHandOver(dst *ebiten.Image, l uistate.Layout) {
	s := a.s
	m := a.model
	fillRect(dst, uistate.Rect{W: float64(a.w), H: float64(a.h)}, paint.RGB(0x15120F))
	r := a.drawCard(dst, 620*s, 260*s)
	tf := paint.Face(assets.Bold, 30*s)
	pending.Text(dst, fmt.Sprintf("Hand over to the %s player", m.HandOver), tf, r.X+r.W/2, r.Y+30*s, paint.AlignCenter, sideColor(m.HandOver))
	f := paint.Face(assets.Regular, 16*s)
	pending.Text(dst, fmt.Sprintf("Turn %d · %s", m.Game().Turn, m.Game().PhaseLabel()), f, r.X+r.W/2, r.Y+82*s, paint.AlignCenter, paint.ColText)
	pending.Text(dst, "The other player looks away. Click or press Enter when ready.", f, r.X+r.W/2, r.Y+110*s, paint.AlignCenter, paint.ColDim)
	a.drawButton(dst, uistate.Rect{X: r.X + r.W/2 - 200*s, Y: r.Y + r.H - 70*s, W: 400 * s, H: 40 * s},
		fmt.Sprintf("I am the %s player: show the board", m.HandOver), "Enter", true, "handover")
}

func (a *App) drawGameOver(dst *ebiten.Image, l uistate.Layout) {
	s := a.s
	title, lines := a.model.Summary()
	f := paint.Face(assets.Regular, 16*s)
	row := a.gameOverButtons()
	cw := gameOverCardWidth(s, row)
	next := paint.Wrap(f, a.gameOverNext(), cw-60*s)
	r := a.drawCard(dst, cw, 140*s+float64(len(lines)+len(next))*paint.LineHeight(f)+80*s)
	tf := paint.Face(assets.Bold, 34*s)
	pending.Text(dst, title, tf, r.X+r.W/2, r.Y+24*s, paint.AlignCenter, sideColor(a.model.Game().Outcome.Winner()))
	y := r.Y + 84*s
	for _, ln := range lines {
		for _, wl := range paint.Wrap(f, ln, r.W-60*s) {
			pending.Text(dst, wl, f, r.X+30*s, y, paint.AlignLeft, paint.ColText)
			y += paint.LineHeight(f)
		}
	}
	y += 10 * s
	for _, wl := range next {
		pending.Text(dst, wl, f, r.X+30*s, y, paint.AlignLeft, paint.ColGold)
		y += paint.LineHeight(f)
	}
	for k, b := range row {
		a.drawButton(dst, gameOverButtonRect(s, r, len(row), k), b.label, b.key, true, b.id)
	}
}

// gameOverButton is a button of the game-over card.
type gameOverButton struct{ label, key, id string }

// gameOverButtons are the game-over card's buttons: in a campaign the way
// on to the ledger.
func (a *App) gameOverButtons() []gameOverButton {
	if a.flow != nil {
		return []gameOverButton{{"Open the ledger", "Enter", "flow:continue"}, {"Show the board", "V", "view"}, {"Start screen", "Esc", "menu"}}
	}
	return []gameOverButton{{"New game", "Esc", "menu"}, {"Load a save", "Ctrl+O", "load"}, {"Show the board", "V", "view"}}
}

// gameOverCardWidth is the game-over card's width: 680 px at scale s, or
// wider where a button's label and key would not fit whole in an equal
// share of the row (drawCard keeps it inside the window).
func gameOverCardWidth(s float64, row []gameOverButton) float64 {
	need := 0.0
	for _, b := range row {
		need = max(need, buttonWidth(s, b.label, b.key))
	}
	gap := 10 * s
	return max(680*s, 60*s+float64(len(row))*need+gap*float64(len(row)-1))
}

// gameOverButtonRect is the k-th of n equal buttons across the foot of the
// game-over card r.
func gameOverButtonRect(s float64, r uistate.Rect, n, k int) uistate.Rect {
	gap := 10 * s
	bw := (r.W - 60*s - gap*float64(n-1)) / float64(n)
	return uistate.Rect{X: r.X + 30*s + float64(k)*(bw+gap), Y: r.Y + r.H - 56*s, W: bw, H: 38 * s}
}

// gameOverNext is the game-over card's line saying what the player can do
// next, each with its key.
func (a *App) gameOverNext() string {
	if a.flow != nil {
		return "Next: the campaign goes on. Enter opens the ledger, where you choose which Rorke's Drift game follows; V shows the final board first."
	}
	return "Next: a new game from the start screen (Esc), a saved game (Ctrl+O), or a look at the final board (V)."
}

func (a *App) drawHelp(dst *ebiten.Image) {
	s := a.s
	w := math.Min(1000*s, float64(a.w)-40*s)
	keysW := 270 * s
	// Each description wraps in its column; the type shrinks until the card
	// fits the window.
	var f, bf *paint.Font
	var lines [][]string
	var lh, h float64
	for _, px := range []float64{15, 14, 13, 12, 11} {
		f, bf = paint.Face(assets.Regular, px*s), paint.Face(assets.Bold, px*s)
		lh = paint.LineHeight(f) + 3*s
		lines, h = lines[:0], 110*s
		for _, sc := range shortcuts() {
			wl := paint.Wrap(f, sc.What, w-keysW-60*s)
			lines = append(lines, wl)
			h += lh*float64(len(wl)) + 3*s
		}
		if h <= float64(a.h)-40*s {
			break
		}
	}
	r := a.drawCard(dst, w, math.Min(h, float64(a.h)-20*s))
	pending.Text(dst, "Controls", paint.Face(assets.Bold, 26*s), r.X+30*s, r.Y+20*s, paint.AlignLeft, paint.ColGold)
	y := r.Y + 70*s
	for k, sc := range shortcuts() {
		pending.Text(dst, paint.Ellipsize(bf, sc.Keys, keysW-10*s), bf, r.X+30*s, y, paint.AlignLeft, paint.ColText)
		for _, ln := range lines[k] {
			pending.Text(dst, ln, f, r.X+30*s+keysW, y, paint.AlignLeft, paint.ColDim)
			y += lh
		}
		y += 3 * s
	}
	pending.Text(dst, "Click anywhere or press Esc to close.", paint.Face(assets.Regular, 12*s), r.X+r.W/2, r.Y+r.H-24*s, paint.AlignCenter, paint.ColDim)
}

// rulesBlock is one section of the rules summary placed on a page of the
// rules overlay: its number at X, its title and wrapped text at TextX.
type rulesBlock struct {
	Sec         uistate.RuleSection
	X, TextX, Y float64
	Lines       []string
	Bottom      float64 // where the block ends
}

// rulesCard is the rules overlay's card in the window.
func (a *App) rulesCard() uistate.Rect {
	s := a.s
	w, h := math.Min(1180*s, float64(a.w)-20*s), math.Min(900*s, float64(a.h)-20*s)
	return uistate.Rect{X: (float64(a.w) - w) / 2, Y: (float64(a.h) - h) / 2, W: w, H: h}
}

// rulesPages lays the rules summary out on the card r: in as many columns
// as are at least 360 wide (two at most), each filled from the top, and on
// as many pages as it takes, so that a small window pages through the text
// instead of cutting it off.
func rulesPages(r uistate.Rect, s float64) [][]rulesBlock {
	f := paint.Face(assets.Regular, 13*s)
	bf := paint.Face(assets.Bold, 13*s)
	numW := 0.0
	for _, sec := range uistate.RulesSummary {
		numW = math.Max(numW, paint.TextWidth(bf, sec.Num))
	}
	numW += 12 * s
	const gap = 30
	cols := max(1, min(2, int((r.W-60*s+gap*s)/((360+gap)*s))))
	colW := (r.W - 60*s - gap*s*float64(cols-1)) / float64(cols)
	top, bottom := r.Y+64*s, r.Y+r.H-40*s
	var pages [][]rulesBlock
	var page []rulesBlock
	col, y := 0, top
	for _, sec := range uistate.RulesSummary {
		lines := paint.Wrap(f, sec.Text, colW-numW)
		need := paint.LineHeight(bf) + float64(len(lines))*paint.LineHeight(f)
		if y+need > bottom && y > top {
			col, y = col+1, top
			if col == cols {
				pages, page, col = append(pages, page), nil, 0
			}
		}
		x := r.X + 30*s + float64(col)*(colW+gap*s)
		page = append(page, rulesBlock{Sec: sec, X: x, TextX: x + numW, Y: y, Lines: lines, Bottom: y + need})
		y += need + 6*s
	}
	return append(pages, page)
}

// rulesPageCount is how many pages the rules overlay has in this window.
func (a *App) rulesPageCount() int { return len(rulesPages(a.rulesCard(), a.s)) }

func (a *App) drawRules(dst *ebiten.Image) {
	s := a.s
	m := a.model
	r := a.drawCard(dst, 1180*s, 900*s)
	pending.Text(dst, "The rules in brief", paint.Face(assets.Bold, 26*s), r.X+30*s, r.Y+18*s, paint.AlignLeft, paint.ColGold)
	f := paint.Face(assets.Regular, 13*s)
	bf := paint.Face(assets.Bold, 13*s)
	pages := rulesPages(r, s)
	p := min(max(m.RulesPage, 0), len(pages)-1)
	for _, b := range pages[p] {
		pending.Text(dst, b.Sec.Num, bf, b.X, b.Y, paint.AlignLeft, paint.ColGold)
		pending.Text(dst, b.Sec.Title, bf, b.TextX, b.Y, paint.AlignLeft, paint.ColText)
		y := b.Y + paint.LineHeight(bf)
		for _, ln := range b.Lines {
			pending.Text(dst, ln, f, b.TextX, y, paint.AlignLeft, paint.ColDim)
			y += paint.LineHeight(f)
		}
	}
	foot := "Section numbers follow the rulebook. Click anywhere or press Esc to close."
	if len(pages) > 1 {
		pending.Text(dst, fmt.Sprintf("Page %d of %d", p+1, len(pages)), paint.Face(assets.Bold, 14*s), r.X+r.W-30*s, r.Y+26*s, paint.AlignRight, paint.ColGold)
		foot = "Right or PgDn: next page, Left or PgUp: back. Click or Esc closes."
	}
	ff := paint.Face(assets.Regular, 12*s)
	pending.Text(dst, paint.Ellipsize(ff, foot, r.W-40*s), ff, r.X+r.W/2, r.Y+r.H-26*s, paint.AlignCenter, paint.ColDim)
}

// offScreenHint says how to see the parts of Isandlwana's map the view
// crops; offScreenHintRect is where it goes, in the map's lower right.
const offScreenHint = "Part of the map is off screen: drag or use the arrows; 0 shows it all"

func offScreenHintRect(l uistate.Layout, s float64) uistate.Rect {
	f := paint.Face(assets.Regular, 12*s)
	w, h := paint.TextWidth(f, offScreenHint)+16*s, paint.LineHeight(f)+8*s
	return uistate.Rect{X: l.Map.X + l.Map.W - w - 6*s, Y: l.Map.Y + l.Map.H - h - 6*s, W: w, H: h}
}
