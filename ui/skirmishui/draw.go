package skirmishui

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/assets"
	"zulu1879/hexmap"
	"zulu1879/skirmish"
	"zulu1879/ui/paint"
	"zulu1879/ui/skirmishui/skstate"
	"zulu1879/ui/tacticalui"
	"zulu1879/ui/uistate"
)

// The figures' colours.
var (
	ColBritish = paint.RGB(0xC8242C) // a British soldier's red coat
	ColPatient = paint.RGB(0xF2EEE4) // a patient in his shirt
	// ColPatientMark is the patient's cross: first-aid green, so that it
	// is not read as the red of a wound pip.
	ColPatientMark = paint.RGB(0x1E8A3C)
	ColZulu        = paint.RGB(0x4A2E18) // a Zulu
	ColShield      = paint.RGB(0xE9E1CF) // his cowhide shield
	ColArrow       = paint.RGB(0xFFD21F) // the facing arrow
	ColEdge        = paint.RGB(0x101010) // outlines
	ColPip         = paint.RGB(0xFF3030) // a wound pip
	ColPipRing     = paint.RGB(0xFFFFFF)
	ColDown        = paint.RGB(0x202020) // the down mark
	ColHero        = paint.RGB(0xE8C55A)
	ColSelected    = paint.RGB(0x35E0FF)
	ColHit         = paint.RGB(0x3FA34D) // a die face that would hit
	ColRolled      = paint.RGB(0xFFD21F) // the face last rolled
	ColHole        = paint.RGB(0xFFF2B0)
)

// roofLift is how far, in hex radii, a figure on a roof is drawn above its
// hex's centre.
const roofLift = 0.3

// figRadius is a figure's radius in pixels at the board's zoom.
func (s *Screen) figRadius() float64 { return s.Board.Cam.Scale * 0.52 }

// FigurePoint is where figure i is drawn (its centre on the screen).
func (s *Screen) FigurePoint(i int) uistate.Point {
	f := &s.Play.G().Figs[i]
	p := s.Board.Cam.HexScreen(f.Hex)
	if f.Roof {
		p.Y -= roofLift * s.Board.Cam.Scale
	}
	return p
}

// facingUnit is the unit vector, on the screen, from a hex towards its
// neighbour across side d.
func (s *Screen) facingUnit(h hexmap.Hex, d hexmap.Dir) uistate.Point {
	a, b := uistate.HexCenter(h), uistate.HexCenter(h.Neighbors()[d])
	dx, dy := b.X-a.X, b.Y-a.Y
	n := math.Hypot(dx, dy)
	return uistate.Point{X: dx / n, Y: dy / n}
}

// ArrowTip is the tip of figure i's facing arrow.
func (s *Screen) ArrowTip(i int) uistate.Point {
	f := &s.Play.G().Figs[i]
	c, u, r := s.FigurePoint(i), s.facingUnit(f.Hex, f.Face), s.figRadius()
	return uistate.Point{X: c.X + u.X*r*1.45, Y: c.Y + u.Y*r*1.45}
}

// PipPoint is the centre of figure i's k-th wound pip (from 0).
func (s *Screen) PipPoint(i, k int) uistate.Point {
	c, r := s.FigurePoint(i), s.figRadius()
	return uistate.Point{X: c.X - r*0.8 + float64(k)*r*0.62, Y: c.Y - r*0.95}
}

// Pips is how many wound pips figure i shows: one for a light wound, two
// for a serious one.
func Pips(f *skirmish.Figure) int {
	switch {
	case f.Wounds.Serious:
		return 2
	case f.Wounds.Light > 0:
		return 1
	}
	return 0
}

// marks lays the selection's lit hexes (with their MP), the targets (with
// their chance), the aim and the burning roofs over the board.
func (s *Screen) marks() tacticalui.Marks {
	m := s.Play
	g := m.G()
	var mk tacticalui.Marks
	if r := m.Reach(); r != nil {
		for _, h := range r.Hexes {
			mk.Lit = append(mk.Lit, tacticalui.LitHex{Hex: h, Kind: tacticalui.LitReach, Note: fmt.Sprint(r.Cost[h], " MP")})
		}
	}
	for _, t := range m.Targets() {
		mk.Lit = append(mk.Lit, tacticalui.LitHex{Hex: t.Hex, Kind: tacticalui.LitTarget, Note: fmt.Sprintf("%d/6", t.Shot.Chance)})
	}
	if t, ok := m.Aim(); ok && t.Shot.Forbidden == "" {
		from := g.Figs[m.Index(m.Sel)].Hex
		mk.Arrows = append(mk.Arrows, tacticalui.Arrow{From: from, To: t.Hex, Kind: tacticalui.ArrowFire, Label: fmt.Sprintf("%d/6", t.Shot.Chance)})
	}
	for _, f := range m.Fights() {
		b := g.Figs[m.Index(f.British[0].ID)].Hex
		for _, z := range f.Zulus {
			mk.Arrows = append(mk.Arrows, tacticalui.Arrow{From: g.Figs[m.Index(z.ID)].Hex, To: b, Kind: tacticalui.ArrowMelee})
		}
	}
	for _, b := range g.Burning {
		mk.Fires = append(mk.Fires, b.Hex)
	}
	return mk
}

// Draw paints the screen into dst: the board with its marks, the figures
// and the holes' progress (all in the board's picture), the bar and the
// panel, and the keys when asked.
//
// The window keeps its screen from one frame to the next (it is not
// cleared), so the board draws again only what changed since the frame
// it drew into the same image (tacticalui's Board.DrawKept: nothing when
// nothing changed, the pointer's ring when it moved, the whole view when
// a figure, a mark or the camera changed), and the keys' card is put back
// from the board's picture when it goes. The bar and the panel are drawn
// each frame. Another image, a new size or ForgetFrame draws the whole
// frame.
func (s *Screen) Draw(dst *ebiten.Image) {
	s.syncSides()
	l := s.layout()
	s.Board.Marks = s.marks()
	s.Board.Above = s.drawAbove
	s.Board.AboveKey = s.aboveKey(s.Board.AboveKey[:0])
	size := dst.Bounds().Size()
	fr := &s.frame
	whole := fr.dst != dst || fr.size != size
	fr.prev, fr.over = fr.over, fr.prev[:0]
	var restore []image.Rectangle
	if !whole {
		restore = fr.prev
	}
	s.Board.DrawKept(dst, nil, nil, whole, restore)
	s.drawBar(dst, l)
	s.drawPanel(dst, l)
	s.texts.Flush()
	if s.help {
		r := s.drawHelp(dst, l)
		m := math.Ceil(3*l.K) + 2
		fr.over = append(fr.over, image.Rect(int(math.Floor(r.X-m)), int(math.Floor(r.Y-m)), int(math.Ceil(r.X+r.W+m)), int(math.Ceil(r.Y+r.H+m))))
	}
	fr.dst, fr.size = dst, size
}

// shownFrame is what a Draw left in its screen: the image and its size,
// and the rectangles drawn over the board (the keys' card, the host's
// notice: DrawnOver), put back next time.
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

// drawAbove draws the figures and the holes' progress into the board's
// picture (or straight into its view), through the board's camera.
func (s *Screen) drawAbove(dst *ebiten.Image) {
	s.drawFigures(dst)
	s.drawHoles(dst)
	s.texts.Flush()
}

// aboveKey appends to k what drawAbove draws: every figure on the table
// as drawn, the one selected, and the holes being dug.
func (s *Screen) aboveKey(k []byte) []byte {
	g := s.Play.G()
	k = fmt.Appendf(k, "%s|", s.Play.Sel)
	for i := range g.Figs {
		f := &g.Figs[i]
		if !f.Alive() {
			continue
		}
		k = fmt.Appendf(k, "%s %d %v %t %d %d %t %t %t %d %v;", f.ID, f.Side, f.Hex, f.Roof, f.Face, f.Weapon, f.Hero, f.Patient, f.Down, f.Hospital, f.Wounds)
	}
	for _, h := range s.Play.Holes() {
		k = fmt.Appendf(k, "%v %d/%d;", h.Side, h.Points, h.Need)
	}
	return k
}

// drawFigures draws every man on the table: a disc (red coat, white
// patient with a green cross, dark Zulu with a shield), his facing arrow, a gold ring for a
// hero, wound pips, a bar and "down" when down, a cross when with the
// surgeon, a roof over one on a roof, the selection ringed, and his
// number when the zoom allows.
func (s *Screen) drawFigures(dst *ebiten.Image) {
	g := s.Play.G()
	r := s.figRadius()
	lw := math.Max(1.5, r*0.16)
	small := paint.Face(assets.Bold, math.Max(8, r*0.75))
	for i := range g.Figs {
		f := &g.Figs[i]
		if !f.Alive() || !g.Map().Grid.Contains(f.Hex) {
			continue
		}
		c := s.FigurePoint(i)
		if !s.Board.Cam.View.Contains(c) {
			continue
		}
		body, mark := ColBritish, paint.ColText
		switch {
		case f.Side == skirmish.Zulu:
			body = ColZulu
		case f.Patient:
			body, mark = ColPatient, ColPatientMark
		}
		if f.ID == s.Play.Sel {
			paint.FillCircle(dst, c.X, c.Y, r*1.28, ColSelected)
		}
		// The facing arrow: a shaft from the centre and a head past the rim.
		tip := s.ArrowTip(i)
		u := s.facingUnit(f.Hex, f.Face)
		base := uistate.Point{X: c.X + u.X*r*0.85, Y: c.Y + u.Y*r*0.85}
		nx, ny := -u.Y, u.X
		paint.Line(dst, c.X, c.Y, tip.X, tip.Y, lw*1.8, ColEdge)
		paint.Line(dst, tip.X, tip.Y, base.X+nx*r*0.45, base.Y+ny*r*0.45, lw*1.6, ColArrow)
		paint.Line(dst, tip.X, tip.Y, base.X-nx*r*0.45, base.Y-ny*r*0.45, lw*1.6, ColArrow)
		paint.Line(dst, c.X, c.Y, tip.X, tip.Y, lw, ColArrow)
		if f.Hero {
			paint.FillCircle(dst, c.X, c.Y, r*1.1, ColHero)
		}
		paint.FillCircle(dst, c.X, c.Y, r, ColEdge)
		paint.FillCircle(dst, c.X, c.Y, r-lw*0.7, body)
		switch {
		case f.Side == skirmish.Zulu:
			paint.FillCircle(dst, c.X-r*0.28, c.Y+r*0.1, r*0.42, ColShield)
			if f.Weapon == skirmish.ZuluRifle {
				paint.Line(dst, c.X+r*0.1, c.Y+r*0.5, c.X+r*0.6, c.Y-r*0.5, lw, ColEdge)
			}
		case f.Patient:
			paint.Line(dst, c.X-r*0.45, c.Y, c.X+r*0.45, c.Y, lw*1.4, mark)
			paint.Line(dst, c.X, c.Y-r*0.45, c.X, c.Y+r*0.45, lw*1.4, mark)
		}
		if f.Roof {
			paint.Line(dst, c.X-r*1.1, c.Y-r*0.9, c.X, c.Y-r*1.5, lw, ColEdge)
			paint.Line(dst, c.X, c.Y-r*1.5, c.X+r*1.1, c.Y-r*0.9, lw, ColEdge)
		}
		if f.Hospital > 0 {
			paint.FillRect(dst, uistate.Rect{X: c.X - r*0.12, Y: c.Y - r*0.55, W: r * 0.24, H: r * 1.1}, paint.RGB(0xFFFFFF))
			paint.FillRect(dst, uistate.Rect{X: c.X - r*0.55, Y: c.Y - r*0.12, W: r * 1.1, H: r * 0.24}, paint.RGB(0xFFFFFF))
		}
		if f.Down {
			paint.Line(dst, c.X-r*1.05, c.Y+r*0.15, c.X+r*1.05, c.Y+r*0.15, lw*2.2, ColDown)
			if r >= 9 {
				s.texts.TextMid(dst, "down", paint.Face(assets.Bold, math.Max(8, r*0.55)), c.X, c.Y+r*1.25, ColDown)
			}
		}
		for k := range Pips(f) {
			p := s.PipPoint(i, k)
			paint.FillCircle(dst, p.X, p.Y, r*0.3, ColPipRing)
			paint.FillCircle(dst, p.X, p.Y, r*0.22, ColPip)
		}
		if r >= 11 {
			s.texts.TextMid(dst, strings.TrimLeft(f.ID, "BZ"), small, c.X+r*0.25, c.Y+r*0.05, paint.ColText)
		}
	}
}

// drawHoles writes each hole's points over its hexside ("5/8").
func (s *Screen) drawHoles(dst *ebiten.Image) {
	cam := &s.Board.Cam
	f := paint.Face(assets.Bold, math.Max(9, cam.Scale*0.5))
	for _, h := range s.Play.Holes() {
		p := s.HolePoint(h.Side)
		txt := fmt.Sprintf("%d/%d", h.Points, h.Need)
		w := paint.TextWidth(f, txt) + 6
		paint.FillRoundRect(dst, uistate.Rect{X: p.X - w/2, Y: p.Y - paint.LineHeight(f)/2, W: w, H: paint.LineHeight(f)}, 3, ColEdge)
		s.texts.TextMid(dst, txt, f, p.X, p.Y, ColHole)
	}
}

// HolePoint is the middle of hexside sd on the screen.
func (s *Screen) HolePoint(sd hexmap.Side) uistate.Point {
	a, b := sd.Hexes()
	pa, pb := s.Board.Cam.HexScreen(a), s.Board.Cam.HexScreen(b)
	return uistate.Point{X: (pa.X + pb.X) / 2, Y: (pa.Y + pb.Y) / 2}
}

// drawBar draws the title, the turn, phase and who acts, and the waves.
func (s *Screen) drawBar(dst *ebiten.Image, l Layout) {
	k := l.K
	paint.FillRect(dst, l.Bar, paint.ColBar)
	paint.FillRect(dst, uistate.Rect{Y: l.Bar.H - 2*k, W: l.Bar.W, H: 2 * k}, paint.ColGold)
	g := s.Play.G()
	tf := paint.Face(assets.Bold, 18*k)
	sf := paint.Face(assets.Regular, 15*k)
	wf := paint.Face(assets.Bold, 15*k)
	nf := paint.Face(assets.Regular, 13*k)
	rx := l.Bar.W - 12*k - s.BarRoom*k
	waves := strings.ToUpper(s.Play.Waves()[:1]) + s.Play.Waves()[1:]
	who := s.Play.Who() + " · H: keys"
	// Each row's left text gives way (with "…") to its right one.
	s.texts.Text(dst, paint.Ellipsize(tf, "Rules for Zulu · "+g.Scen().Title, rx-paint.TextWidth(wf, waves)-36*k), tf, 12*k, 6*k, paint.AlignLeft, paint.ColGold)
	s.texts.Text(dst, paint.Ellipsize(sf, s.Play.Status(), rx-paint.TextWidth(nf, who)-36*k), sf, 12*k, 30*k, paint.AlignLeft, paint.ColText)
	s.texts.Text(dst, waves, wf, rx, 8*k, paint.AlignRight, paint.ColText)
	s.texts.Text(dst, who, nf, rx, 32*k, paint.AlignRight, paint.ColDim)
}

// panelWriter writes the panel's lines downwards.
type panelWriter struct {
	s    *Screen
	dst  *ebiten.Image
	x, y float64
	w    float64
	max  float64
	k    float64
}

func (p *panelWriter) room(h float64) bool { return p.y+h <= p.max }

func (p *panelWriter) head(t string) {
	f := paint.Face(assets.Bold, 14*p.k)
	if !p.room(paint.LineHeight(f) + 4*p.k) {
		return
	}
	p.y += 4 * p.k
	p.s.texts.Text(p.dst, paint.Ellipsize(f, t, p.w), f, p.x, p.y, paint.AlignLeft, paint.ColGold)
	p.y += paint.LineHeight(f)
}

func (p *panelWriter) line(t string, c color.Color) {
	f := paint.Face(assets.Regular, 13*p.k)
	for _, ln := range paint.Wrap(f, t, p.w) {
		if !p.room(paint.LineHeight(f)) {
			return
		}
		p.s.texts.Text(p.dst, ln, f, p.x, p.y, paint.AlignLeft, c)
		p.y += paint.LineHeight(f)
	}
}

// drawPanel draws the panel: the figure selected, the dice, the fights,
// the surgeon's list, the holes, the numbered actions, the message and
// the log.
func (s *Screen) drawPanel(dst *ebiten.Image, l Layout) {
	k := l.K
	r := l.Panel
	paint.FillRect(dst, r, paint.ColPanel)
	paint.FillRect(dst, uistate.Rect{X: r.X, Y: r.Y, W: 2 * k, H: r.H}, paint.ColPanelEdge)
	m := s.Play
	p := &panelWriter{s: s, dst: dst, x: r.X + 12*k, y: r.Y + 8*k, w: r.W - 24*k, max: r.Y + r.H - 8*k, k: k}
	if m.Info != "" {
		c := paint.ColText
		if m.IsError {
			c = paint.ColError
		}
		p.line(m.Info, c)
	}
	if note := m.FireNote(); note != "" {
		p.line(note, paint.ColGold)
	}
	switch i := m.Index(m.Sel); {
	case i >= 0:
		p.head("Selected")
		p.line(m.FigureLine(i), paint.ColText)
	case !s.Board.Hover.IsNone():
		if j := m.FigureAt(s.Board.Hover, false); j >= 0 {
			p.head("Under the pointer")
			p.line(m.FigureLine(j), paint.ColText)
		}
	}
	s.drawDice(p)
	s.drawFights(p)
	sl := m.Surgeon()
	p.head("The surgeon (storehouse)")
	p.line("treated: "+list(sl.Treated)+" · waiting: "+list(sl.Waiting), paint.ColText)
	if len(sl.Outside) > 0 {
		p.line("wounded outside: "+list(sl.Outside), paint.ColDim)
	}
	if hs := m.Holes(); len(hs) > 0 {
		p.head("Holes (a d6 a turn, 8 to break through)")
		var parts []string
		for _, h := range hs {
			a, b := h.Side.Hexes()
			parts = append(parts, fmt.Sprintf("%v|%v %d/%d", a, b, h.Points, h.Need))
		}
		p.line(strings.Join(parts, " · "), paint.ColText)
	}
	s.drawChoices(p)
	p.head("Log")
	for _, ln := range m.BotLines(2) {
		p.line("» "+ln, paint.ColDim)
	}
	for _, ln := range m.Log(6) {
		p.line(ln, paint.ColDim)
	}
}

func list(xs []string) string {
	if len(xs) == 0 {
		return "none"
	}
	return strings.Join(xs, ", ")
}

// drawDice draws the three letter dice by their faces: the faces that
// would hit the target aimed at filled green, the face last rolled ringed.
func (s *Screen) drawDice(p *panelWriter) {
	k := p.k
	sz := 22 * k
	lf := paint.Face(assets.Bold, 13*k)
	p.head("Dice")
	for di, d := range s.Play.Dice() {
		if !p.room(sz + 4*k) {
			return
		}
		s.texts.Text(p.dst, d.Name, paint.Face(assets.Regular, 12*k), p.x, p.y+4*k, paint.AlignLeft, paint.ColDim)
		x0 := p.x + 140*k
		for n, f := range d.Faces {
			box := uistate.Rect{X: x0 + float64(n)*(sz+4*k), Y: p.y, W: sz, H: sz}
			s.dieRects[di][n] = box
			if n == d.Rolled {
				paint.FillRoundRect(p.dst, uistate.Rect{X: box.X - 2*k, Y: box.Y - 2*k, W: box.W + 4*k, H: box.H + 4*k}, 5*k, ColRolled)
			}
			fill := dieBody(d.Name)
			if d.Hits[n] {
				fill = ColHit
			}
			paint.FillRoundRect(p.dst, box, 4*k, fill)
			ink := ColEdge
			if strings.HasPrefix(d.Name, "black") && !d.Hits[n] {
				ink = paint.ColText
			}
			s.texts.TextMid(p.dst, f.Letter(), lf, box.X+sz/2, box.Y+sz/2, ink)
		}
		p.y += sz + 6*k
		if d.Plan != "" {
			p.line(d.Plan, paint.ColGold)
		}
	}
	d := s.Play.Dice()
	for _, x := range d {
		if x.Note != "" && x.Plan == "" {
			p.line("last "+strings.Fields(x.Name)[0]+": "+x.Note, paint.ColDim)
		}
	}
}

func dieBody(name string) color.RGBA {
	switch {
	case strings.HasPrefix(name, "white"):
		return paint.RGB(0xF4F1EA)
	case strings.HasPrefix(name, "black"):
		return paint.RGB(0x222222)
	}
	return paint.RGB(0xD23A32)
}

// DieFaceRect is where face n of die d (0 white, 1 black, 2 red) was last
// drawn in the panel.
func (s *Screen) DieFaceRect(d, n int) uistate.Rect { return s.dieRects[d][n] }

// drawFights lists the fights waiting: each side's men with their dice
// (two a British man, one a Zulu) and modifiers, and the odds; then the
// last fight's dice.
func (s *Screen) drawFights(p *panelWriter) {
	m := s.Play
	fs := m.Fights()
	last, ok := m.LastMelee()
	if len(fs) == 0 && !ok {
		return
	}
	p.head("Melee")
	for n, f := range fs {
		if n == 3 {
			p.line(fmt.Sprintf("… %d more", len(fs)-3), paint.ColDim)
			break
		}
		var bs, zs []string
		for _, b := range f.British {
			bs = append(bs, fmt.Sprintf("%s 2 dice (%s)", skstate.FigureName(m.G(), b.ID), skstate.ModLine(b.Mods)))
		}
		for _, z := range f.Zulus {
			zs = append(zs, fmt.Sprintf("%s 1 die (%s)", skstate.FigureName(m.G(), z.ID), skstate.ModLine(z.Mods)))
		}
		p.line(fmt.Sprintf("%s: %s v %s — British win %.0f%%, draw %.0f%%, lose %.0f%%", m.ChoiceWords(f.Key), strings.Join(bs, ", "), strings.Join(zs, ", "), 100*f.Win, 100*f.Tie, 100*f.Loss), paint.ColText)
	}
	if ok {
		p.line(fmt.Sprintf("last fight (turn %d): %s → %s", last.Turn, strings.Join(last.Men, "; "), last.Verdict), paint.ColDim)
	}
}

// drawChoices numbers the legal actions the clicks do not cover.
func (s *Screen) drawChoices(p *panelWriter) {
	s.choiceRects = s.choiceRects[:0]
	cs, pages := s.Play.Shown()
	if len(cs) == 0 {
		return
	}
	if pages > 1 {
		p.head(s.Play.ChoicesHeading())
		p.line(fmt.Sprintf("1–9 or click; page %d of %d, PgDn/PgUp", s.Play.Page+1, pages), paint.ColDim)
	} else {
		p.head(s.Play.ChoicesHeading() + " (1–9 or click)")
	}
	f := paint.Face(assets.Regular, 13*p.k)
	lh := paint.LineHeight(f) + 2*p.k
	for n, a := range cs {
		if !p.room(lh) {
			return
		}
		r := uistate.Rect{X: p.x - 4*p.k, Y: p.y, W: p.w + 8*p.k, H: lh}
		paint.FillRoundRect(p.dst, r, 3*p.k, paint.RGB(0x3A3228))
		s.texts.Text(p.dst, paint.Ellipsize(f, fmt.Sprintf("%d  %s", n+1, s.Play.ChoiceWords(a)), p.w), f, p.x, p.y+p.k, paint.AlignLeft, paint.ColText)
		s.choiceRects = append(s.choiceRects, r)
		p.y += lh + 2*p.k
	}
}

// drawHelp draws the keys over the map.
func (s *Screen) drawHelp(dst *ebiten.Image, l Layout) uistate.Rect {
	k := l.K
	var paras []string
	for _, sc := range Shortcuts() {
		paras = append(paras, sc.Keys+": "+sc.What)
	}
	r := uistate.Rect{X: l.Map.X + 40*k, Y: l.Map.Y + 30*k, W: math.Min(640*k, l.Map.W-80*k), H: math.Min(520*k, l.Map.H-60*k)}
	s.texts.HelpCard(dst, r, k, "Rules for Zulu: the keys", paras)
	s.texts.Flush()
	return r
}

func rectOf(v uistate.Rect) image.Rectangle {
	return image.Rect(int(v.X), int(v.Y), int(math.Ceil(v.X+v.W)), int(math.Ceil(v.Y+v.H)))
}
