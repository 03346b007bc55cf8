package rdui

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/assets"
	"zulu1879/rorkesdrift"
	"zulu1879/ui/rdui/rdstate"
)

// drawBar draws the top bar: battle, title, turn and phase, status, views.
func (s *Screen) drawBar(dst *ebiten.Image, l *rdstate.Layout) {
	m := s.m
	k := l.S
	fillRect(dst, l.Bar, colBar)
	fillRect(dst, rdstate.Rect{X: 0, Y: l.Bar.H - 2*k, W: l.W, H: 2 * k}, colPanelEdge)
	tf := face(assets.Bold, 20*k)
	s.p.text(dst, "Rorke's Drift", tf, 14*k, 7*k, alignLeft, colGold)
	sub := m.Title
	if sub == "Rorke's Drift" || sub == "" {
		sub = "22–23 January 1879"
	}
	df := face(assets.Regular, 12*k)
	s.p.text(dst, fit(df, sub, 200*k), df, 14*k, 35*k, alignLeft, colDim)
	x := 230 * k
	pf := face(assets.Bold, 18*k)
	s.p.text(dst, fmt.Sprintf("Turn %d · %s", m.G.Turn, m.PhaseTitle()), pf, x, 7*k, alignLeft, colText)
	sf := face(assets.Regular, 13*k)
	sx := x
	for i, st := range m.Status() {
		c := colDim
		if strings.Contains(st, "LOW") || strings.HasPrefix(st, "No volleys") {
			c = colError
		} else if st == "Night" {
			c = rgb(0x9DB4E0)
		}
		if i > 0 {
			s.p.text(dst, "·", sf, sx+4*k, 35*k, alignLeft, colDim)
			sx += 14 * k
		}
		s.p.text(dst, st, sf, sx, 35*k, alignLeft, c)
		sx += textWidth(sf, st) + 4*k
	}
	bx := l.Panel.X - 10*k
	for _, b := range m.ViewButtons() {
		w := 132 * k
		if b.ID == "help" {
			w = 86 * k
		}
		bx -= w
		s.button(dst, rdstate.Rect{X: bx, Y: 12 * k, W: w, H: 34 * k}, b, nil)
		bx -= 6 * k
	}
}

// button draws one button and records it for clicks.
func (s *Screen) button(dst *ebiten.Image, r rdstate.Rect, b rdstate.Button, a *rorkesdrift.Action) {
	k := s.scale()
	bg := colButton
	switch {
	case !b.Enabled:
		bg = colButtonOff
	case r.Contains(s.mouse):
		bg = colButtonHi
	}
	roundRect(dst, r, 5*k, bg)
	f := face(assets.Bold, 14*k)
	tc := colText
	if !b.Enabled {
		tc = colDim
	}
	kf := face(assets.Regular, 12*k)
	kw := 0.0
	if b.Key != "" {
		kw = textWidth(kf, b.Key) + 8*k
		s.p.text(dst, b.Key, kf, r.X+r.W-8*k, r.Y+(r.H-lineHeight(kf))/2, alignRight, colGold)
	}
	s.p.text(dst, fit(f, b.Label, r.W-16*k-kw), f, r.X+8*k, r.Y+(r.H-lineHeight(f))/2, alignLeft, tc)
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
	fc := rgb(0xA08A5C)
	for _, tr := range l.Rows {
		a := l.Box[tr][1]
		z := l.BoxRect(tr, 0)
		line(dst, a.X+a.W, a.Y+a.H/2, z.X, z.Y+z.H/2, 3*k, fc)
	}
	for _, z := range l.Zero {
		line(dst, z.X+z.W, z.Y+z.H/2, l.Inner.X, l.Inner.Y+l.Inner.H/2, 3*k, fc)
	}
	line(dst, l.Inner.X+l.Inner.W, l.Inner.Y+l.Inner.H/2, l.Redoubt.X, l.Redoubt.Y+l.Redoubt.H/2, 3*k, fc)

	small := face(assets.Regular, 11*k)
	numF := face(assets.Bold, 15*k)
	nameF := face(assets.Bold, 15*k)
	// Track name plates and boxes.
	for _, tr := range l.Rows {
		lr := l.Label[tr]
		roundRect(dst, lr, 5*k, rgb(0x3C4530))
		s.p.text(dst, rorkesdrift.TrackName(tr), nameF, lr.X+8*k, lr.Y+lr.H/2-lineHeight(nameF)/2-6*k, alignLeft, colText)
		where := "to the north 0"
		if !l.Upper(tr) {
			where = "to the south 0"
		}
		s.p.text(dst, where, small, lr.X+8*k, lr.Y+lr.H/2+4*k, alignLeft, colDim)
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
			s.p.text(dst, itoa(box), numF, r.X+6*k, r.Y+3*k, alignLeft, colText)
			place := g.BoxName(tr, box)
			if _, after, ok := strings.Cut(place, ": "); ok {
				place = after
			}
			s.placeName(dst, r, itoa(box), place, occupied(g, tr, box), rgb(0xD8D0B8))
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
		edge := rgb(0x4A221B)
		if b.box == g.VictoryBox {
			edge = colVictory
		}
		frame(dst, b.r, 5*k, 3*k, colInterior, edge)
		s.p.text(dst, rdstate.BoxLabel(b.box), numF, b.r.X+7*k, b.r.Y+4*k, alignLeft, colText)
		s.placeName(dst, b.r, rdstate.BoxLabel(b.box), b.name, true, rgb(0xF0D8CC))
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
	f := face(assets.Regular, 11*k)
	x := r.X + 10*k + textWidth(face(assets.Bold, 15*k), num)
	w := r.X + r.W - 4*k - x
	lines := wrap(f, name, w)
	most := 3
	if busy {
		most = 2
	}
	if len(lines) > most {
		lines = append(lines[:most-1], fit(f, strings.Join(lines[most-1:], " "), w))
	}
	for i, ln := range lines {
		s.p.text(dst, fit(f, ln, w), f, x, r.Y+5*k+float64(i)*lineHeight(f), alignLeft, clr)
	}
}

// occupied reports whether an iButho stands in box of track tr.
func occupied(g *rorkesdrift.Game, tr, box int) bool {
	for i := range g.IButhos {
		if b := &g.IButhos[i]; b.Active() && b.Track == tr && b.Box == box {
			return true
		}
	}
	return false
}

// buildingOf is the building at box 1 of track tr, or -1.
func buildingOf(tr int) int {
	for _, b := range []int{rorkesdrift.Hospital, rorkesdrift.Storehouse} {
		if buildingTrack(b) == tr {
			return b
		}
	}
	return -1
}

// buildingTrack is the track whose box 1 is building b.
func buildingTrack(b int) int {
	d, err := rorkesdrift.Data()
	if err != nil {
		return -1
	}
	ids := map[string]int{"chest": rorkesdrift.Chest, "left_horn": rorkesdrift.LeftHorn, "right_horn": rorkesdrift.RightHorn, "loins": rorkesdrift.Loins}
	want := "hospital"
	if b == rorkesdrift.Storehouse {
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
		edge = colGold
	}
	frame(dst, r, 4*k, 2*k, colBuilding, edge)
	// A roof band across the top, windows and a door below; a burning
	// building has a red roof, glowing windows and an ON FIRE tag.
	roof, win := colRoof, rgb(0x5A4A34)
	if burning {
		roof, win = colFire, colFlame
	}
	fillRect(dst, rdstate.Rect{X: r.X + 2*k, Y: r.Y + 2*k, W: r.W - 4*k, H: 20 * k}, roof)
	for i := 0; i < 4; i++ {
		wx := r.X + r.W*(0.14+0.2*float64(i))
		if i == 2 {
			fillRect(dst, rdstate.Rect{X: wx, Y: r.Y + r.H - 24*k, W: 11 * k, H: 22 * k}, rgb(0x5A4A34))
			continue
		}
		fillRect(dst, rdstate.Rect{X: wx, Y: r.Y + r.H*0.55, W: 10 * k, H: 9 * k}, win)
	}
	tc := colText
	if burning {
		tc = colInk
	}
	f := face(assets.Bold, 13*k)
	s.p.text(dst, "1", face(assets.Bold, 15*k), r.X+6*k, r.Y+3*k, alignLeft, tc)
	s.p.text(dst, rorkesdrift.BuildingName(bi), f, r.X+22*k, r.Y+5*k, alignLeft, tc)
	if burning {
		sf := face(assets.Bold, 10*k)
		tr := rdstate.Rect{X: r.X + 5*k, Y: r.Y + 25*k, W: textWidth(sf, "ON FIRE") + 10*k, H: 15 * k}
		roundRect(dst, tr, 4*k, rgb(0x7A1E12))
		s.p.text(dst, "ON FIRE", sf, tr.X+5*k, tr.Y+(tr.H-lineHeight(sf))/2, alignLeft, colFlame)
	}
	box := "hospital"
	if bi == rorkesdrift.Storehouse {
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
	f := face(assets.Bold, 10*k)
	y := r.Y + 24*k
	for _, w := range who {
		t := fit(f, w, r.W-22*k)
		tw := textWidth(f, t) + 10*k
		sr := rdstate.Rect{X: r.X + r.W - tw - 5*k, Y: y, W: tw, H: 15 * k}
		roundRect(dst, sr, 4*k, colShield)
		s.p.text(dst, t, f, sr.X+5*k, sr.Y+(sr.H-lineHeight(f))/2, alignLeft, colText)
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
	f := face(assets.Bold, 11*k)
	t := "ZULU VICTORY"
	w := textWidth(f, t) + 12*k
	r := rdstate.Rect{X: cx - w/2, Y: cy - 9*k, W: w, H: 18 * k}
	roundRect(dst, r, 4*k, colVictory)
	s.p.textMid(dst, t, f, cx, cy, colText)
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
		c := rgb(0x4A3F30)
		if i < g.BarricadeStep {
			c = rgb(0xC9A86A)
		}
		fillRect(dst, rdstate.Rect{X: next.X + 5*k + float64(i)*(seg+2*k), Y: y, W: seg, H: 8 * k}, c)
	}
	f := face(assets.Regular, 11*k)
	txt := fmt.Sprintf("barricade %d/3", g.BarricadeStep)
	s.p.text(dst, txt, f, next.X+next.W/2, y+10*k, alignCenter, colDim)
	if g.BarricadeHero != 0 {
		s.p.text(dst, fit(f, rdstate.ShortName(rdstate.Card(g.BarricadeHero).Name)+" at work", next.W+20*k), f, next.X+next.W/2, y+10*k+lineHeight(f), alignCenter, colGold)
	}
}

// drawStandee draws an iButho: name, strength and its Hit markers (filled:
// still with it; hollow: lost).
func (s *Screen) drawStandee(dst *ebiten.Image, r rdstate.Rect, b *rorkesdrift.IButho, lit bool) {
	k := s.scale()
	edge := rgb(0x6A4318)
	if lit {
		edge = colGold
	}
	fillRect(dst, rdstate.Rect{X: r.X + 2*k, Y: r.Y + 3*k, W: r.W, H: r.H}, fade(rgb(0x000000), 90))
	frame(dst, r, 4*k, 2*k, colZulu, edge)
	if lit {
		strokeRect(dst, rdstate.Rect{X: r.X - 3*k, Y: r.Y - 3*k, W: r.W + 6*k, H: r.H + 6*k}, 2*k, colGold)
	}
	nf := face(assets.Bold, math.Min(13*k, r.H*0.36))
	for px := 12.0; px >= 10 && textWidth(nf, b.ID) > r.W-10*k; px-- {
		nf = face(assets.Bold, px*k)
	}
	s.p.text(dst, fit(nf, b.ID, r.W-10*k), nf, r.X+5*k, r.Y+3*k, alignLeft, colInk)
	sf := face(assets.Bold, math.Min(18*k, r.H*0.48))
	s.p.text(dst, itoa(b.Strength()), sf, r.X+r.W-6*k, r.Y+r.H-lineHeight(sf)-1*k, alignRight, colInk)
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
