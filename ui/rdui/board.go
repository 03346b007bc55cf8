package rdui

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/assets"
	"zulu1879/ramparts"
	"zulu1879/ui/paint"
	"zulu1879/ui/rdui/rdstate"
)

// drawBar draws the top bar: battle, title, turn and phase, status, views.
func (s *Screen) drawBar(dst *ebiten.Image, l *rdstate.Layout) {
	m := s.m
	k := l.S
	fillRect(dst, l.Bar, paint.ColBar)
	fillRect(dst, rdstate.Rect{X: 0, Y: l.Bar.H - 2*k, W: l.W, H: 2 * k}, paint.ColPanelEdge)
	tf := paint.Face(assets.Bold, 20*k)
	s.p.Text(dst, "Rorke's Drift", tf, 14*k, 7*k, paint.AlignLeft, paint.ColGold)
	sub := m.Title
	if sub == "Rorke's Drift" || sub == "" {
		sub = "22–23 January 1879"
	}
	df := paint.Face(assets.Regular, 12*k)
	// The turn line starts past the title and the subtitle, whole (a long
	// subtitle is cut only when it would take more than a third of the bar).
	x := math.Max(230*k, 14*k+math.Max(paint.TextWidth(tf, "Rorke's Drift"), paint.TextWidth(df, sub))+24*k)
	x = math.Min(x, l.W/3)
	s.p.Text(dst, paint.Ellipsize(df, sub, x-24*k-14*k), df, 14*k, 35*k, paint.AlignLeft, paint.ColDim)
	// The buttons sit at the right of the window; the turn line and the
	// status run up to them and no further.
	type placed struct {
		r rdstate.Rect
		b rdstate.Button
	}
	var buttons []placed
	bx := l.W - 10*k
	for _, b := range m.ViewButtons() {
		w := 132 * k
		if b.ID != "discards" {
			w = 86 * k
		}
		bx -= w
		buttons = append(buttons, placed{rdstate.Rect{X: bx, Y: 12 * k, W: w, H: 34 * k}, b})
		bx -= 6 * k
	}
	room := bx - 4*k - x
	pf := paint.Face(assets.Bold, 18*k)
	s.p.Text(dst, paint.Ellipsize(pf, fmt.Sprintf("Turn %d · %s", m.G.Turn, m.PhaseTitle()), room), pf, x, 7*k, paint.AlignLeft, paint.ColText)
	sf := paint.Face(assets.Regular, 13*k)
	sx := x
	for i, st := range m.Status() {
		c := paint.ColDim
		if strings.Contains(st, "LOW") || strings.HasPrefix(st, "No volleys") {
			c = paint.ColError
		} else if st == "Night" {
			c = paint.RGB(0x9DB4E0)
		}
		if i > 0 {
			s.p.Text(dst, "·", sf, sx+4*k, 35*k, paint.AlignLeft, paint.ColDim)
			sx += 14 * k
		}
		st = paint.Ellipsize(sf, st, bx-4*k-sx)
		if st == "" {
			break
		}
		s.p.Text(dst, st, sf, sx, 35*k, paint.AlignLeft, c)
		sx += paint.TextWidth(sf, st) + 4*k
	}
	for _, p := range buttons {
		s.button(dst, p.r, p.b, nil)
	}
}

// button draws one button and records it for clicks.
func (s *Screen) button(dst *ebiten.Image, r rdstate.Rect, b rdstate.Button, a *ramparts.Action) {
	k := s.scale()
	bg := paint.ColButton
	switch {
	case !b.Enabled:
		bg = paint.ColButtonOff
	case r.Contains(s.mouse):
		bg = paint.ColButtonHi
	}
	roundRect(dst, r, 5*k, bg)
	f := paint.Face(assets.Bold, 14*k)
	tc := paint.ColText
	if !b.Enabled {
		tc = paint.ColDim
	}
	kf := paint.Face(assets.Regular, 12*k)
	kw := 0.0
	if b.Key != "" {
		kw = paint.TextWidth(kf, b.Key) + 8*k
		s.p.Text(dst, b.Key, kf, r.X+r.W-8*k, r.Y+(r.H-paint.LineHeight(kf))/2, paint.AlignRight, paint.ColGold)
	}
	s.p.Text(dst, paint.Ellipsize(f, b.Label, r.W-16*k-kw), f, r.X+8*k, r.Y+(r.H-paint.LineHeight(f))/2, paint.AlignLeft, tc)
	s.hits = append(s.hits, hit{r: r, id: b.ID, on: b.Enabled, a: a})
}

func (s *Screen) scale() float64 { return rdstate.Scale(float64(s.w), float64(s.h)) }

// focus is what the hovered action involves.
func (s *Screen) focus() rdstate.Focus {
	if s.hoverAct == nil {
		return rdstate.Focus{IButho: -1, Building: -1}
	}
	return s.m.FocusOf(*s.hoverAct)
}

// drawBoard draws the tracks, the interior boxes, the funnel, the
// buildings, the markers and the standees.
func (s *Screen) drawBoard(dst *ebiten.Image, l *rdstate.Layout) {
	m := s.m
	g := m.G
	k := l.S
	roundRect(dst, rdstate.Rect{X: l.Board.X - 4*k, Y: l.Board.Y - 4*k, W: l.Board.W + 8*k, H: l.Board.H + 8*k}, 8*k, colBoard)
	foc := s.focus()
	// The funnel: box 1 of each track to its 0 box, both 0 boxes to −1, −1 to −2.
	fc := paint.RGB(0xA08A5C)
	for _, tr := range l.Rows {
		a := l.Box[tr][1]
		z := l.BoxRect(tr, 0)
		line(dst, a.X+a.W, a.Y+a.H/2, z.X, z.Y+z.H/2, 3*k, fc)
	}
	for _, z := range l.Zero {
		line(dst, z.X+z.W, z.Y+z.H/2, l.Inner.X, l.Inner.Y+l.Inner.H/2, 3*k, fc)
	}
	line(dst, l.Inner.X+l.Inner.W, l.Inner.Y+l.Inner.H/2, l.Redoubt.X, l.Redoubt.Y+l.Redoubt.H/2, 3*k, fc)

	small := paint.Face(assets.Regular, 11*k)
	numF := paint.Face(assets.Bold, 15*k)
	nameF := paint.Face(assets.Bold, 15*k)
	// Track name plates and boxes.
	for _, tr := range l.Rows {
		lr := l.Label[tr]
		roundRect(dst, lr, 5*k, paint.RGB(0x3C4530))
		s.p.Text(dst, ramparts.TrackName(tr), nameF, lr.X+8*k, lr.Y+lr.H/2-paint.LineHeight(nameF)/2-6*k, paint.AlignLeft, paint.ColText)
		where := "to the north 0"
		if !l.Upper(tr) {
			where = "to the south 0"
		}
		s.p.Text(dst, where, small, lr.X+8*k, lr.Y+lr.H/2+4*k, paint.AlignLeft, paint.ColDim)
		for box := 5; box >= 1; box-- {
			r := l.Box[tr][box]
			fill := colTrackBox
			if box == 1 {
				fill = colWallBox
			}
			bi := buildingOf(tr)
			if box == 1 && bi >= 0 {
				s.drawBuilding(dst, r, bi, foc.Building == bi)
				continue
			}
			roundRect(dst, r, 4*k, fill)
			s.p.Text(dst, paint.Number(box), numF, r.X+6*k, r.Y+3*k, paint.AlignLeft, paint.ColText)
			place := g.BoxName(tr, box)
			if _, after, ok := strings.Cut(place, ": "); ok {
				place = after
			}
			s.placeName(dst, r, paint.Number(box), place, occupied(g, tr, box), paint.RGB(0xD8D0B8))
		}
	}
	// The interior boxes.
	boxes := []struct {
		r     rdstate.Rect
		box   int
		name  string
		guard string
	}{
		{l.Zero[0], 0, "Perimeter north", "outer"},
		{l.Zero[1], 0, "Perimeter south", "outer"},
		{l.Inner, -1, "Inner Barricade", ""},
		{l.Redoubt, -2, "Final Redoubt", ""},
	}
	for _, b := range boxes {
		edge := paint.RGB(0x4A221B)
		if b.box == g.VictoryBox {
			edge = colVictory
		}
		frame(dst, b.r, 5*k, 3*k, colInterior, edge)
		s.p.Text(dst, rdstate.BoxLabel(b.box), numF, b.r.X+7*k, b.r.Y+4*k, paint.AlignLeft, paint.ColText)
		s.placeName(dst, b.r, rdstate.BoxLabel(b.box), b.name, true, paint.RGB(0xF0D8CC))
		if b.guard != "" {
			s.drawShields(dst, b.r, m.Defenders(b.guard))
		}
	}
	s.drawVictory(dst, l)
	s.drawBarricade(dst, l)
	// The standees.
	for i := range g.IButhos {
		b := &g.IButhos[i]
		if !b.Active() {
			continue
		}
		s.drawStandee(dst, l.StandeeRect(b), b, foc.IButho == i)
	}
}

// placeName writes the name of a box beside its number, on two lines
// (three when no standee covers the box).
func (s *Screen) placeName(dst *ebiten.Image, r rdstate.Rect, num, name string, busy bool, clr color.Color) {
	k := s.scale()
	f := paint.Face(assets.Regular, 11*k)
	x := r.X + 10*k + paint.TextWidth(paint.Face(assets.Bold, 15*k), num)
	w := r.X + r.W - 4*k - x
	lines := paint.Wrap(f, name, w)
	most := 3
	if busy {
		most = 2
	}
	if len(lines) > most {
		lines = append(lines[:most-1], paint.Ellipsize(f, strings.Join(lines[most-1:], " "), w))
	}
	for i, ln := range lines {
		s.p.Text(dst, paint.Ellipsize(f, ln, w), f, x, r.Y+5*k+float64(i)*paint.LineHeight(f), paint.AlignLeft, clr)
	}
}

// occupied reports whether an iButho stands in box of track tr.
func occupied(g *ramparts.Game, tr, box int) bool {
	for i := range g.IButhos {
		if b := &g.IButhos[i]; b.Active() && b.Track == tr && b.Box == box {
			return true
		}
	}
	return false
}

// buildingOf is the building at box 1 of track tr, or -1.
func buildingOf(tr int) int {
	for _, b := range []int{ramparts.Hospital, ramparts.Storehouse} {
		if buildingTrack(b) == tr {
			return b
		}
	}
	return -1
}

// buildingTrack is the track whose box 1 is building b.
func buildingTrack(b int) int {
	d, err := ramparts.Data()
	if err != nil {
		return -1
	}
	ids := map[string]int{"chest": ramparts.Chest, "left_horn": ramparts.LeftHorn, "right_horn": ramparts.RightHorn, "loins": ramparts.Loins}
	want := "hospital"
	if b == ramparts.Storehouse {
		want = "storehouse"
	}
	for _, x := range d.Buildings {
		if x.ID == want {
			if tr, ok := ids[x.Track]; ok {
				return tr
			}
		}
	}
	return -1
}

// drawBuilding draws box 1 of a track as the Hospital or the Storehouse,
// on fire or not, with its Heroic Defense markers.
func (s *Screen) drawBuilding(dst *ebiten.Image, r rdstate.Rect, bi int, lit bool) {
	k := s.scale()
	g := s.m.G
	burning := g.Burning[bi]
	edge := colRoof
	if lit {
		edge = paint.ColGold
	}
	frame(dst, r, 4*k, 2*k, colBuilding, edge)
	// A roof band across the top, windows and a door below; a burning
	// building has a red roof, glowing windows and an ON FIRE tag.
	roof, win := colRoof, paint.RGB(0x5A4A34)
	if burning {
		roof, win = colFire, colFlame
	}
	fillRect(dst, rdstate.Rect{X: r.X + 2*k, Y: r.Y + 2*k, W: r.W - 4*k, H: 20 * k}, roof)
	for i := 0; i < 4; i++ {
		wx := r.X + r.W*(0.14+0.2*float64(i))
		if i == 2 {
			fillRect(dst, rdstate.Rect{X: wx, Y: r.Y + r.H - 24*k, W: 11 * k, H: 22 * k}, paint.RGB(0x5A4A34))
			continue
		}
		fillRect(dst, rdstate.Rect{X: wx, Y: r.Y + r.H*0.55, W: 10 * k, H: 9 * k}, win)
	}
	tc := paint.ColText
	if burning {
		tc = colInk
	}
	f := paint.Face(assets.Bold, 13*k)
	s.p.Text(dst, "1", paint.Face(assets.Bold, 15*k), r.X+6*k, r.Y+3*k, paint.AlignLeft, tc)
	s.p.Text(dst, ramparts.BuildingName(bi), f, r.X+22*k, r.Y+5*k, paint.AlignLeft, tc)
	if burning {
		sf := paint.Face(assets.Bold, 10*k)
		tr := rdstate.Rect{X: r.X + 5*k, Y: r.Y + 25*k, W: paint.TextWidth(sf, "ON FIRE") + 10*k, H: 15 * k}
		roundRect(dst, tr, 4*k, paint.RGB(0x7A1E12))
		s.p.Text(dst, "ON FIRE", sf, tr.X+5*k, tr.Y+(tr.H-paint.LineHeight(sf))/2, paint.AlignLeft, colFlame)
	}
	box := "hospital"
	if bi == ramparts.Storehouse {
		box = "storehouse"
	}
	s.drawShields(dst, r, s.m.Defenders(box))
}

// drawShields draws Heroic Defense markers in the top right of a box.
func (s *Screen) drawShields(dst *ebiten.Image, r rdstate.Rect, who []string) {
	if len(who) == 0 {
		return
	}
	k := s.scale()
	f := paint.Face(assets.Bold, 10*k)
	y := r.Y + 24*k
	for _, w := range who {
		t := paint.Ellipsize(f, w, r.W-22*k)
		tw := paint.TextWidth(f, t) + 10*k
		sr := rdstate.Rect{X: r.X + r.W - tw - 5*k, Y: y, W: tw, H: 15 * k}
		roundRect(dst, sr, 4*k, colShield)
		s.p.Text(dst, t, f, sr.X+5*k, sr.Y+(sr.H-paint.LineHeight(f))/2, paint.AlignLeft, paint.ColText)
		y += 17 * k
	}
}

// drawVictory draws the Zulu Victory marker on the box it guards: between
// the two 0 boxes, or on −1 or −2.
func (s *Screen) drawVictory(dst *ebiten.Image, l *rdstate.Layout) {
	k := l.S
	g := s.m.G
	var cx, cy float64
	switch g.VictoryBox {
	case 0:
		a, b := l.Zero[0], l.Zero[1]
		cx, cy = a.X+a.W/2, (a.Y+a.H+b.Y)/2
	case -1:
		cx, cy = l.Inner.X+l.Inner.W/2, l.Inner.Y-12*k
	default:
		cx, cy = l.Redoubt.X+l.Redoubt.W/2, l.Redoubt.Y-12*k
	}
	f := paint.Face(assets.Bold, 11*k)
	t, won := rdstate.VictoryLabel(g)
	w := paint.TextWidth(f, t) + 12*k
	r := rdstate.Rect{X: cx - w/2, Y: cy - 9*k, W: w, H: 18 * k}
	if won {
		// The result: the marker in full red.
		roundRect(dst, r, 4*k, colVictory)
		s.p.TextMid(dst, t, f, cx, cy, paint.ColText)
		return
	}
	// A marker on the track: a dark tag edged in red, its words red.
	roundRect(dst, r, 4*k, paint.RGB(0x2A1C18))
	strokeRect(dst, r, 1.5*k, colVictory)
	s.p.TextMid(dst, t, f, cx, cy, colVictory)
}

// drawBarricade shows the thirds of the next barricade between the Victory
// box and the one behind it.
func (s *Screen) drawBarricade(dst *ebiten.Image, l *rdstate.Layout) {
	k := l.S
	g := s.m.G
	if g.VictoryBox <= -2 {
		return
	}
	next := l.Inner
	if g.VictoryBox == -1 {
		next = l.Redoubt
	}
	// Three segments above the box being fortified.
	w := next.W - 10*k
	seg := (w - 4*k) / 3
	y := next.Y + next.H + 6*k
	for i := 0; i < 3; i++ {
		c := paint.RGB(0x4A3F30)
		if i < g.BarricadeStep {
			c = paint.RGB(0xC9A86A)
		}
		fillRect(dst, rdstate.Rect{X: next.X + 5*k + float64(i)*(seg+2*k), Y: y, W: seg, H: 8 * k}, c)
	}
	f := paint.Face(assets.Regular, 11*k)
	txt := fmt.Sprintf("barricade %d/3", g.BarricadeStep)
	s.p.Text(dst, txt, f, next.X+next.W/2, y+10*k, paint.AlignCenter, paint.ColDim)
	if g.BarricadeHero != 0 {
		s.p.Text(dst, paint.Ellipsize(f, rdstate.ShortName(rdstate.Card(g.BarricadeHero).Name)+" at work", next.W+20*k), f, next.X+next.W/2, y+10*k+paint.LineHeight(f), paint.AlignCenter, paint.ColGold)
	}
}

// drawStandee draws an iButho: name, strength and its Hit markers (filled:
// still with it; hollow: lost).
func (s *Screen) drawStandee(dst *ebiten.Image, r rdstate.Rect, b *ramparts.IButho, lit bool) {
	k := s.scale()
	edge := paint.RGB(0x6A4318)
	if lit {
		edge = paint.ColGold
	}
	fillRect(dst, rdstate.Rect{X: r.X + 2*k, Y: r.Y + 3*k, W: r.W, H: r.H}, fade(paint.RGB(0x000000), 90))
	frame(dst, r, 4*k, 2*k, paint.ColZulu, edge)
	if lit {
		strokeRect(dst, rdstate.Rect{X: r.X - 3*k, Y: r.Y - 3*k, W: r.W + 6*k, H: r.H + 6*k}, 2*k, paint.ColGold)
	}
	nf := paint.Face(assets.Bold, math.Min(13*k, r.H*0.36))
	for px := 12.0; px >= 10 && paint.TextWidth(nf, b.ID) > r.W-10*k; px-- {
		nf = paint.Face(assets.Bold, px*k)
	}
	s.p.Text(dst, paint.Ellipsize(nf, b.ID, r.W-10*k), nf, r.X+5*k, r.Y+3*k, paint.AlignLeft, colInk)
	sf := paint.Face(assets.Bold, math.Min(18*k, r.H*0.48))
	s.p.Text(dst, paint.Number(b.Strength()), sf, r.X+r.W-6*k, r.Y+r.H-paint.LineHeight(sf)-1*k, paint.AlignRight, colInk)
	// Hit markers.
	q := math.Min(9*k, (r.W-30*k)/float64(max(1, b.StartHits))-3*k)
	y := r.Y + r.H - q - 5*k
	for i := 0; i < b.StartHits; i++ {
		x := r.X + 6*k + float64(i)*(q+3*k)
		mr := rdstate.Rect{X: x, Y: y, W: q, H: q}
		if i < b.Hits {
			fillRect(dst, mr, colInk)
		} else {
			strokeRect(dst, mr, math.Max(1, 1.2*k), colInk)
		}
	}
}
