package tacticalui

import (
	"fmt"
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/assets"
	"zulu1879/hexmap"
	"zulu1879/tactical/tables"
	"zulu1879/ui/paint"
	"zulu1879/ui/uistate"
)

// drawBar draws the bar across the top: the title and the turn.
func (s *Screen) drawBar(dst *ebiten.Image, l Layout) {
	k := l.K
	paint.FillRect(dst, l.Bar, paint.ColBar)
	tf := paint.Face(assets.Bold, 21*k)
	nf := paint.Face(assets.Regular, 13*k)
	hf := paint.Face(assets.Bold, 17*k)
	x := 14 * k
	turn := fmt.Sprintf("Turn %d · %s", s.Turn, tables.ClockString(s.Turn))
	if tables.Night(s.Turn) {
		turn += " · night"
	}
	tired := fmt.Sprintf("British %s · Zulus %s", tables.BritishFatigue(s.Turn), tables.ZuluFatigue(s.Turn))
	tx := l.Track.W - 14*k
	// The title gives way to the turn when the bar is narrow.
	room := tx - math.Max(paint.TextWidth(hf, turn), paint.TextWidth(nf, tired)) - 24*k - x
	title, tf2 := fitBarText(s.Title, room, tf, paint.Face(assets.Bold, 17*k))
	note, nf2 := fitBarText(s.Note, room, nf, paint.Face(assets.Regular, 11*k))
	if note != s.Note && s.noteShort != "" {
		// Who plays which side goes whole before the phase is cut.
		note, nf2 = fitBarText(s.noteShort, room, nf, paint.Face(assets.Regular, 11*k))
	}
	s.barShown = [2]string{title, note}
	s.texts.Text(dst, title, tf2, x, 6*k+(paint.LineHeight(tf)-paint.LineHeight(tf2))/2, paint.AlignLeft, paint.ColGold)
	s.texts.Text(dst, note, nf2, x, 8*k+paint.LineHeight(tf), paint.AlignLeft, paint.ColDim)
	s.texts.Text(dst, turn, hf, tx, 7*k, paint.AlignRight, paint.ColText)
	s.texts.Text(dst, tired, nf, tx, 9*k+paint.LineHeight(hf), paint.AlignRight, paint.ColDim)
}

// keysLine is the reminder of the main keys at the panel's foot.
const keysLine = "H: keys · 1–9: actions · M: group move · Space: skip · U: undo"

// keysText fits keysLine into w pixels (UI scale k), as fitBarText does
// in 11 px type, then 10.
func keysText(w, k float64) (string, *paint.Font) {
	return fitBarText(keysLine, w, paint.Face(assets.Regular, 11*k), paint.Face(assets.Regular, 10*k))
}

// fitBarText fits a text of the bar into room pixels: whole in its face
// f, else whole in the smaller face small, else (in small) its first
// parts up to a " · " that fit (the phase and who is to act come first;
// who plays which side, last, goes first), else cut with "…". It returns
// the text to draw and its face.
func fitBarText(text string, room float64, f, small *paint.Font) (string, *paint.Font) {
	if paint.TextWidth(f, text) <= room {
		return text, f
	}
	if paint.TextWidth(small, text) <= room {
		return text, small
	}
	parts := strings.Split(text, " · ")
	for n := len(parts) - 1; n >= 1; n-- {
		if t := strings.Join(parts[:n], " · "); paint.TextWidth(small, t) <= room {
			return t, small
		}
	}
	return paint.Ellipsize(small, text, room), small
}

// drawPanel draws the side panel: the VP track, the hex under the
// pointer, the legend of hexsides and ground, and the keys.
func (s *Screen) drawPanel(dst *ebiten.Image, l Layout) {
	k := l.K
	p := l.Panel
	paint.FillRect(dst, p, paint.ColPanel)
	paint.FillRect(dst, uistate.Rect{X: p.X, Y: p.Y, W: 2 * k, H: p.H}, paint.ColPanelEdge)
	pad := 14 * k
	x, w := p.X+pad, p.W-2*pad
	y := p.Y + pad
	hf := paint.Face(assets.Bold, 15*k)
	body := paint.Face(assets.Regular, 12*k)
	small := paint.Face(assets.Regular, 11*k)

	// Victory points.
	s.texts.Text(dst, fmt.Sprintf("Victory points: %d", s.VP), hf, x, y, paint.AlignLeft, paint.ColGold)
	y += paint.LineHeight(hf)
	vt := VPTrack{R: uistate.Rect{X: x + 6*k, Y: y, W: w - 12*k, H: 40 * k}}
	level := vt.Draw(dst, &s.sh, &s.texts, s.VP, k)
	y += vt.R.H + 4*k
	s.texts.Text(dst, levelLine(s.VP, level), body, x, y, paint.AlignLeft, paint.ColText)
	y += paint.LineHeight(body) + 10*k

	// The hex under the pointer.
	s.hexAt[0] = y
	y = s.hexSection(dst, l, y, true)
	s.hexAt[1] = y
	y += 8 * k
	if s.Play != nil {
		s.drawPlayPanel(dst, l, x, y, w)
		return
	}

	// The legend: hexside features, then the ground.
	s.texts.Text(dst, "Hexsides", hf, x, y, paint.AlignLeft, paint.ColGold)
	y += paint.LineHeight(hf) + 2*k
	colW := w / 2
	rowH := math.Max(paint.LineHeight(small), 18*k) + 2*k
	sw := 30 * k
	for i, fn := range featureNames {
		cx := x + float64(i%2)*colW
		cy := y + float64(i/2)*rowH
		paint.FillRect(dst, uistate.Rect{X: cx, Y: cy + 1, W: sw + 8*k, H: rowH - 2*k}, groundColour(':'))
		a := uistate.Point{X: cx + 4*k, Y: cy + rowH/2}
		drawSide(&s.sh, a, uistate.Point{X: a.X + sw, Y: a.Y}, []hexmap.Feature{fn.f}, 14*k)
		s.texts.Text(dst, fn.name, small, cx+sw+14*k, cy+(rowH-paint.LineHeight(small))/2, paint.AlignLeft, paint.ColText)
	}
	s.sh.flush(dst)
	y += float64((len(featureNames)+1)/2)*rowH + 8*k
	s.texts.Text(dst, "Ground", hf, x, y, paint.AlignLeft, paint.ColGold)
	y += paint.LineHeight(hf) + 2*k
	for i, g := range s.groundLegend() {
		cx := x + float64(i%2)*colW
		cy := y + float64(i/2)*rowH
		s.sh.rect(uistate.Rect{X: cx, Y: cy + 2*k, W: 18 * k, H: rowH - 4*k}, groundColour(g.sym))
		s.texts.Text(dst, paint.Ellipsize(small, g.text, colW-26*k), small, cx+24*k, cy+(rowH-paint.LineHeight(small))/2, paint.AlignLeft, paint.ColText)
	}
	s.sh.flush(dst)
	y += float64((len(s.groundLegend())+1)/2)*rowH + 8*k

	// The keys.
	s.texts.Text(dst, "Keys", hf, x, y, paint.AlignLeft, paint.ColGold)
	y += paint.LineHeight(hf)
	kf := paint.Face(assets.Bold, 11*k)
	for _, sc := range Shortcuts() {
		// A long description wraps under itself rather than being cut.
		lines := paint.Wrap(small, sc.What, w-92*k)
		if y+float64(len(lines))*paint.LineHeight(small) > p.Y+p.H-pad {
			break
		}
		s.texts.Text(dst, sc.Keys, kf, x, y, paint.AlignLeft, paint.ColGold)
		for _, line := range lines {
			s.texts.Text(dst, line, small, x+92*k, y, paint.AlignLeft, paint.ColText)
			y += paint.LineHeight(small)
		}
	}
}

// hexSection draws (or, draw false, only measures) the panel's section
// on the hex under the pointer from y down: its heading, the hex's
// ground and sides, who is there, the selection and the order; it
// returns the y under it.
func (s *Screen) hexSection(dst *ebiten.Image, l Layout, y float64, draw bool) float64 {
	k := l.K
	pad := 14 * k
	x, w := l.Panel.X+pad, l.Panel.W-2*pad
	hf := paint.Face(assets.Bold, 15*k)
	body := paint.Face(assets.Regular, 12*k)
	para := func(text string, y float64, max int, c color.Color) float64 {
		if draw {
			return s.texts.Paragraph(dst, text, body, x, y, w, max, c)
		}
		return y + float64(min(len(paint.Wrap(body, text, w)), max))*paint.LineHeight(body)
	}
	if draw {
		s.texts.Text(dst, "Hex", hf, x, y, paint.AlignLeft, paint.ColGold)
	}
	y += paint.LineHeight(hf)
	for _, ln := range s.hexLines(s.Board.Hover) {
		y = para(ln, y, 2, paint.ColText)
	}
	if who := s.hexUnits(s.Board.Hover); who != "" {
		y = para(who, y, 3, paint.ColText)
	}
	if sel := s.selectionLine(); sel != "" {
		y = para(sel, y+4*k, 2, colSelect)
	}
	if s.Order != "" {
		y = para(s.inWords(s.Order), y+4*k, 3, paint.ColText)
	}
	return y
}

// redrawHexSection draws again, straight into dst, only the panel's
// section on the hex under the pointer, when it takes the room it took
// (s.hexAt, from the panel dst shows), and reports whether it did: the
// pointer on another hex then costs that section, not the whole panel.
// The section is filled in whole pixels, clear of the panel's edge and
// of the texts above and below it (10 and 8 UI pixels away).
func (s *Screen) redrawHexSection(dst *ebiten.Image, l Layout) bool {
	top, bottom := s.hexAt[0], s.hexAt[1]
	if bottom <= top || s.hexSection(nil, l, top, false) != bottom {
		return false
	}
	p := l.Panel
	x0 := math.Ceil(p.X + 2*l.K)
	y0, y1 := math.Floor(top), math.Ceil(bottom)
	paint.FillRect(dst, uistate.Rect{X: x0, Y: y0, W: p.X + p.W - x0, H: y1 - y0}, paint.ColPanel)
	s.hexSection(dst, l, top, true)
	s.texts.Flush()
	s.chromeDraws++
	s.hexDraws++
	return true
}

// levelLine says where vp stands: its level and the points to the next.
func levelLine(vp int, level string) string {
	line := strings.ToUpper(level[:1]) + level[1:]
	if tables.GameOver(vp) {
		return line + " · the game is over"
	}
	// Before the end the level is what the game would be if it ended now,
	// not a result: say so, or a newcomer reads a Zulu victory at turn 1.
	line = "Now: " + line
	for _, lb := range levelBands() {
		if vp >= lb.lo && vp < lb.hi && lb.hi <= tables.VPEndsGame && lb.level != tables.Level(lb.hi) {
			line += fmt.Sprintf(" · %d VP to %s", lb.hi-vp, tables.Level(lb.hi))
		}
	}
	return line
}

// groundItem is a line of the ground legend.
type groundItem struct {
	sym  byte
	text string
}

// groundLegend lists the map key's letters with their terrain, MP and the
// place each marks.
func (s *Screen) groundLegend() []groundItem {
	m := s.Board.Map
	var syms []byte
	for c := range m.Key {
		syms = append(syms, c)
	}
	slices.Sort(syms)
	what := map[byte]string{'H': "hospital", 'h': "dogleg", 'S': "storehouse", 'R': "redoubt site", 'B': "bush on the slope"}
	var out []groundItem
	for _, c := range syms {
		t := m.Key[c]
		txt := t.Name
		if w, ok := what[c]; ok {
			txt = w
		}
		txt += fmt.Sprintf(" %d MP", t.MP)
		if t.High {
			txt += ", high"
		}
		out = append(out, groundItem{c, txt})
	}
	return out
}

// reachNote is the note of hex h lit as within the selection's reach
// (its cost, "3 MP"), or "".
func (s *Screen) reachNote(h hexmap.Hex) string {
	for _, l := range s.Board.Marks.Lit {
		if l.Hex == h && l.Kind == LitReach {
			return l.Note
		}
	}
	return ""
}

// hexLines describe hex h: its id and ground, the areas it is in, the roof
// over it, and the features on its sides.
func (s *Screen) hexLines(h hexmap.Hex) []string {
	m := s.Board.Map
	if h.IsNone() || !m.Grid.Contains(h) {
		return []string{"Point at a hex to see its ground and walls."}
	}
	t := m.TerrainAt(h)
	head := fmt.Sprintf("%s: %s, %d MP", h, t.Name, t.MP)
	if t.High {
		head += ", high ground"
	}
	lines := []string{head}
	// The move's cost is written on the lit hex only when the hex is
	// large enough (showNotes); the panel says it at every zoom.
	if n := s.reachNote(h); n != "" {
		lines = append(lines, "The selected man reaches it for "+n)
	}
	if as := m.AreasAt(h); len(as) > 0 {
		in := "in " + strings.Join(as, ", ")
		for _, rf := range m.Roofs {
			if containsHex(rf.Hexes, h) {
				in += "; under the " + rf.Name
			}
		}
		lines = append(lines, in)
	}
	var sides []string
	for d := hexmap.Dir(0); d < 6; d++ {
		side := hexmap.SideOf(h, d)
		if !m.Sides.OnGrid(side) {
			continue
		}
		fs := m.Sides.At(side)
		if len(fs) == 0 {
			continue
		}
		var names []string
		for _, f := range fs {
			names = append(names, f.String())
		}
		sides = append(sides, d.String()+" "+strings.Join(names, "+"))
	}
	if len(sides) > 0 {
		lines = append(lines, "sides: "+strings.Join(sides, ", "))
	}
	return lines
}

// kindNames are the British kinds as the panel writes them.
var kindNames = [...]string{Leader: "leader", Infantry: "24th", Other: "other corps", Patient: "patient"}

// hexUnits lists the counters in hex h (on the ground and on the roof
// over it): each British man by name and kind with his marks, the Zulu
// counters by regiment with theirs ("" when there are none).
func (s *Screen) hexUnits(h hexmap.Hex) string {
	if h.IsNone() {
		return ""
	}
	var parts []string
	for i := range s.Counters {
		c := &s.Counters[i]
		if c.InBox || c.Hex != h {
			continue
		}
		// A counter of the engine by its name in words, a hand-made one
		// by its label.
		who, what := c.Label, []string{}
		if c.Name != "" {
			who = c.Name
		}
		switch {
		case c.Side == British && (c.Name == "" || c.Kind == Leader || c.Kind == Infantry):
			what = append(what, kindNames[c.Kind%4])
		case c.Side == Zulu && c.Name == "":
			what = append(what, "Zulus")
		}
		if c.Side == Zulu && c.Rifle {
			what = append(what, "rifles")
		}
		for _, m := range []struct {
			on   bool
			name string
		}{{c.Wound == Wounded, "W"}, {c.Wound == Mortal, "M"}, {c.Pinned, "pinned"}, {c.Disorder, "D"}, {c.Supp, "suppressed"}, {c.Busy, "building"}, {c.Bed, "in bed"}, {c.Roof, "on the roof"}} {
			if m.on {
				what = append(what, m.name)
			}
		}
		if len(what) > 0 {
			who += " (" + strings.Join(what, ", ") + ")"
		}
		parts = append(parts, who)
	}
	if len(parts) == 0 {
		return ""
	}
	return "here: " + strings.Join(parts, "; ")
}

// drawPlayPanel draws the panel's lower part in a game, from y: the
// planned actions with their odds, then the log (the bots' actions with
// their reasons, the game's events), and the help key.
func (s *Screen) drawPlayPanel(dst *ebiten.Image, l Layout, x, y, w float64) {
	k := l.K
	p := l.Panel
	hf := paint.Face(assets.Bold, 15*k)
	body := paint.Face(assets.Regular, 12*k)
	small := paint.Face(assets.Regular, 11*k)
	bottom := p.Y + p.H - 14*k - paint.LineHeight(small)
	plan, log := s.playLines()
	y = s.drawActions(dst, l, x, y, w)
	if len(plan) > 0 {
		s.texts.Text(dst, "Planned, before the die", hf, x, y, paint.AlignLeft, paint.ColGold)
		y += paint.LineHeight(hf)
		for _, ln := range plan {
			if y+paint.LineHeight(body) > bottom-120*k {
				break
			}
			col := paint.ColText
			switch strings.Fields(ln)[0] {
			case "fire", "spear", "shoot", "snipe", "melee":
				col = colSelect
			}
			y = s.texts.Paragraph(dst, ln, body, x, y, w, 3, col)
		}
		y += 8 * k
	}
	s.texts.Text(dst, "Log", hf, x, y, paint.AlignLeft, paint.ColGold)
	y += paint.LineHeight(hf)
	// The newest lines last, as many as fit (a line may wrap once).
	if fit := int((bottom - y) / paint.LineHeight(small) * 0.6); len(log) > fit {
		keep := 0
		for keep < len(log) && (strings.HasPrefix(log[keep], "! ") || strings.HasPrefix(log[keep], "» ")) {
			keep++ // the refusal and the bots' reasons stay
		}
		if rest := max(fit-keep, 1); len(log)-keep > rest {
			log = append(log[:keep:keep], log[len(log)-rest:]...)
		}
	}
	for _, ln := range log {
		if y+paint.LineHeight(small) > bottom {
			break
		}
		col := paint.ColText
		switch {
		case strings.HasPrefix(ln, "! "):
			col = paint.ColGold
		case strings.HasPrefix(ln, "» "):
			col = paint.ColDim
		}
		y = s.texts.Paragraph(dst, ln, small, x, y, w, 2, col)
	}
	keys, kf := keysText(w, k)
	s.texts.Text(dst, keys, kf, x, p.Y+p.H-14*k-paint.LineHeight(small), paint.AlignLeft, paint.ColDim)
}

// drawHelp draws the keys (the screen's key table) in a box over the map,
// and returns the box.
func (s *Screen) drawHelp(dst *ebiten.Image, l Layout) uistate.Rect {
	k := l.K
	kf := paint.Face(assets.Bold, 13*k)
	tf := paint.Face(assets.Regular, 13*k)
	hf := paint.Face(assets.Bold, 17*k)
	keys := Shortcuts()
	lh := paint.LineHeight(tf) + 2*k
	bw := math.Min(560*k, l.Map.W-20*k)
	wrapped := make([][]string, len(keys))
	rows := 0
	for i, sc := range keys {
		wrapped[i] = paint.Wrap(tf, sc.What, bw-190*k)
		rows += len(wrapped[i])
	}
	bh := paint.LineHeight(hf) + 10*k + float64(rows)*lh + 28*k
	box := uistate.Rect{X: l.Map.X + (l.Map.W-bw)/2, Y: l.Map.Y + 20*k, W: bw, H: bh}
	paint.FillRect(dst, box, paint.ColPanel)
	paint.FillRect(dst, uistate.Rect{X: box.X, Y: box.Y, W: box.W, H: 2 * k}, paint.ColGold)
	x, y := box.X+14*k, box.Y+10*k
	s.texts.Text(dst, "Keys", hf, x, y, paint.AlignLeft, paint.ColGold)
	y += paint.LineHeight(hf) + 6*k
	for i, sc := range keys {
		s.texts.Text(dst, sc.Keys, kf, x, y, paint.AlignLeft, paint.ColGold)
		for _, line := range wrapped[i] {
			s.texts.Text(dst, line, tf, x+170*k, y, paint.AlignLeft, paint.ColText)
			y += lh
		}
	}
	s.texts.Flush()
	return box
}
