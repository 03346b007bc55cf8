package harlechui

import (
	"fmt"
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/assets"
	"zulu1879/games"
	"zulu1879/harlech"
	"zulu1879/ui/harlechui/hstate"
	"zulu1879/ui/paint"
	"zulu1879/ui/uistate"
)

func (s *Screen) scale() float64 { return hstate.Scale(float64(s.w), float64(s.h)) }

// drawBar draws the top bar: the game, the level and players, who decides,
// and the view buttons.
func (s *Screen) drawBar(dst *ebiten.Image, l *hstate.Layout) {
	m := s.m
	k := l.S
	fillRect(dst, l.Bar, paint.ColBar)
	fillRect(dst, hstate.Rect{Y: l.Bar.H - 2*k, W: l.W, H: 2 * k}, paint.ColPanelEdge)
	tf := paint.Face(assets.Bold, 20*k)
	s.p.Text(dst, "Men of Harlech", tf, 14*k, 7*k, paint.AlignLeft, paint.ColGold)
	df := paint.Face(assets.Regular, 12*k)
	bx := l.W - 10*k
	for _, b := range m.ViewButtons() {
		w := 86 * k
		bx -= w
		s.button(dst, hstate.Rect{X: bx, Y: 12 * k, W: w, H: 34 * k}, b)
		bx -= 6 * k
	}
	x := 14*k + math.Max(paint.TextWidth(tf, "Men of Harlech"), 160*k) + 24*k
	s.p.Text(dst, paint.Ellipsize(df, "Rorke's Drift, 1879", x-38*k), df, 14*k, 35*k, paint.AlignLeft, paint.ColDim)
	pf := paint.Face(assets.Bold, 18*k)
	room := bx - 8*k - x
	s.p.Text(dst, paint.Ellipsize(pf, fmt.Sprintf("Turn %d · %s", m.View().Turn, m.PhaseTitle()), room), pf, x, 7*k, paint.AlignLeft, paint.ColText)
	s.p.Text(dst, paint.Ellipsize(df, m.Subtitle(), room), df, x, 35*k, paint.AlignLeft, paint.ColDim)
}

// button draws one button and records it for clicks.
func (s *Screen) button(dst *ebiten.Image, r hstate.Rect, b hstate.Button) {
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
	kf := paint.Face(assets.Regular, 12*k)
	kw := 0.0
	if b.Key != "" {
		kw = paint.TextWidth(kf, b.Key) + 8*k
		s.p.Text(dst, b.Key, kf, r.X+r.W-8*k, r.Y+(r.H-paint.LineHeight(kf))/2, paint.AlignRight, paint.ColGold)
	}
	tc := paint.ColText
	if !b.Enabled {
		tc = paint.ColDim
	}
	// A label too long for one line takes as many as the button is tall
	// for (see buttonHeight); only what still does not fit is cut.
	lines := paint.Wrap(f, b.Label, r.W-16*k-kw)
	lh := paint.LineHeight(f)
	fit := max(1, int((r.H-6*k)/lh))
	cut := false
	if len(lines) > fit {
		lines, cut = lines[:fit], true
		lines[fit-1] = paint.Ellipsize(f, lines[fit-1]+" …", r.W-16*k-kw)
	}
	if len(lines) == 1 && paint.TextWidth(f, lines[0]) > r.W-16*k-kw {
		lines[0], cut = paint.Ellipsize(f, lines[0], r.W-16*k-kw), true
	}
	y := r.Y + (r.H-float64(len(lines))*lh)/2
	for _, ln := range lines {
		s.p.Text(dst, ln, f, r.X+8*k, y, paint.AlignLeft, tc)
		y += lh
	}
	s.hits = append(s.hits, hit{r: r, id: b.ID, on: b.Enabled, label: b.Label, cut: cut})
}

// buttonHeight is how tall a button w wide must be to show b's whole
// label: h for a label on one line, more for one that wraps (at most
// three lines).
func (s *Screen) buttonHeight(b hstate.Button, w, h float64) float64 {
	k := s.scale()
	f := paint.Face(assets.Bold, 14*k)
	kw := 0.0
	if b.Key != "" {
		kw = paint.TextWidth(paint.Face(assets.Regular, 12*k), b.Key) + 8*k
	}
	n := min(3, len(paint.Wrap(f, b.Label, w-16*k-kw)))
	if n <= 1 {
		return h
	}
	return max(h, float64(n)*paint.LineHeight(f)+8*k)
}

// drawTrack draws the Relief Column track: its spaces in medal bands, the
// marker on its space and the band's medal named above it.
func (s *Screen) drawTrack(dst *ebiten.Image, l *hstate.Layout, v harlech.View) {
	k := l.S
	d := s.m.G().Data()
	roundRect(dst, l.Track, 6*k, paint.ColPanel)
	hf := paint.Face(assets.Bold, 13*k)
	medal, _, _ := harlech.MedalAt(d, v.Relief)
	s.p.Text(dst, fmt.Sprintf("Relief Column · space %d of %d · arrives on %d · a win now earns the %s", v.Relief, v.ReliefEnd, v.ReliefEnd, medal), hf, l.Track.X+8*k, l.Track.Y+4*k, paint.AlignLeft, paint.ColText)
	nf := paint.Face(assets.Bold, 15*k)
	bf := paint.Face(assets.Regular, 10*k)
	from := 1
	for bi, md := range d.Relief.Medals {
		for sp := from; sp <= md.To && sp <= len(l.Spaces); sp++ {
			r := l.Spaces[sp-1]
			roundRect(dst, r, 4*k, colBands[bi%len(colBands)])
			if sp == from {
				room := r.W*float64(md.To-from+1) - 8*k
				name := md.Name
				if paint.TextWidth(bf, name) > room {
					name = initials(name) // "ZWM" rather than "Zulu W…" over a short band
				}
				s.p.Text(dst, paint.Ellipsize(bf, name, room), bf, r.X+4*k, r.Y+2*k, paint.AlignLeft, paint.ColText)
			}
			s.p.TextMid(dst, strconv.Itoa(sp), nf, r.X+r.W/2, r.Y+r.H*0.64, paint.ColText)
			if sp == v.Relief {
				// The marker: a red ring around the space's number.
				cx, cy, rad := r.X+r.W/2, r.Y+r.H*0.64, math.Min(r.W*0.36, r.H*0.3)
				fillCircle(dst, cx, cy, rad, colMarker)
				fillCircle(dst, cx, cy, rad-3*k, colBands[bi%len(colBands)])
			}
		}
		from = md.To + 1
	}
}

// drawTable draws the location card, the four positions, the supplies
// and the other hands.
func (s *Screen) drawTable(dst *ebiten.Image, l *hstate.Layout, v harlech.View) {
	k := l.S
	roundRect(dst, l.Table, 8*k, colTable)
	s.drawLocation(dst, l, v)
	lf := paint.Face(assets.Bold, 13*k)
	for p := range v.Positions {
		pv := v.Positions[p]
		lr := l.Label[p]
		c := paint.ColText
		name := fmt.Sprintf("%s (%s)", titleCase(pv.Name), harlech.PosLetters[p])
		if v.Attack != nil && v.Attack.Pos == p {
			c = paint.ColGold
			name += fmt.Sprintf(" · attacked: %d", v.Attack.Total)
		}
		s.p.Text(dst, paint.Ellipsize(lf, name, lr.W+60*k), lf, lr.X, lr.Y+1*k, paint.AlignLeft, c)
		s.drawZulu(dst, l.Slot[p][0], pv.First, v.Attack != nil && v.Attack.Pos == p)
		s.drawZulu(dst, l.Slot[p][1], pv.Second, false)
	}
	s.drawSupply(dst, l, v)
	s.drawOthers(dst, l, v)
}

// initials are the capitals of a name's words: "Zulu War Medal" is "ZWM".
func initials(name string) string {
	var b strings.Builder
	for _, w := range strings.Fields(name) {
		if c := w[0]; c >= 'A' && c <= 'Z' {
			b.WriteByte(c)
		}
	}
	if b.Len() == 0 {
		return name
	}
	return b.String()
}

func titleCase(s string) string {
	if s == "" {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// drawLocation draws the location card: where the British stand, its die
// symbol, and the level card's spaces with the marker.
func (s *Screen) drawLocation(dst *ebiten.Image, l *hstate.Layout, v harlech.View) {
	k := l.S
	r := l.Location
	frame(dst, r, 8*k, 3*k, paint.RGB(0xE6D7AE), paint.RGB(0x8C7B58))
	pad := 8 * k
	hf := paint.Face(assets.Bold, 15*k)
	sf := paint.Face(assets.Regular, 11*k)
	y := r.Y + pad
	for _, ln := range paint.Wrap(hf, v.Location, r.W-2*pad) {
		s.p.Text(dst, ln, hf, r.X+r.W/2, y, paint.AlignCenter, colInk)
		y += paint.LineHeight(hf)
	}
	ds := math.Min(34*k, r.H*0.25)
	if v.LocationDie {
		s.p.drawDie(dst, r.X+r.W/2-ds/2, y+4*k, ds, 6, paint.RGB(0xF4F0E4), paint.RGB(0x1A1A1A))
		strokeRect(dst, hstate.Rect{X: r.X + r.W/2 - ds/2, Y: y + 4*k, W: ds, H: ds}, 1*k, colInk)
	} else {
		s.p.Text(dst, "no die", sf, r.X+r.W/2, y+4*k+ds/2-6*k, paint.AlignCenter, colCardDim)
	}
	// The level card: its spaces left to right, the marker on one.
	by := r.Y + r.H - pad - 14*k
	if v.LevelDice != "" {
		n := len(v.LevelDice)
		cw := math.Min(16*k, (r.W-2*pad)/float64(n)-3*k)
		x0 := r.X + r.W/2 - (float64(n)*(cw+3*k)-3*k)/2
		for i, c := range v.LevelDice {
			q := hstate.Rect{X: x0 + float64(i)*(cw+3*k), Y: by, W: cw, H: 14 * k}
			bg := paint.RGB(0xC9B88E)
			if c == 'D' {
				bg = paint.RGB(0xF4F0E4)
			}
			roundRect(dst, q, 2*k, bg)
			if c == 'D' {
				fillCircle(dst, q.X+q.W/2, q.Y+q.H/2, 2*k, colInk)
			}
			if i == v.FallBacksLeft {
				strokeRect(dst, hstate.Rect{X: q.X - 2*k, Y: q.Y - 2*k, W: q.W + 4*k, H: q.H + 4*k}, 2*k, colMarker)
			}
		}
		s.p.Text(dst, fmt.Sprintf("Level %d · %d fall backs left", v.Level, v.FallBacksLeft), sf, r.X+r.W/2, by-paint.LineHeight(sf)-2*k, paint.AlignCenter, colInk)
	} else {
		s.p.Text(dst, fmt.Sprintf("Random locations · %d below", v.FallBacksLeft), sf, r.X+r.W/2, by, paint.AlignCenter, colInk)
	}
}

// zuluLook is a Zulu card's band colour and words.
func zuluLook(z harlech.ZCard) (color.RGBA, string, string) {
	switch z.Kind {
	case "relief":
		return colRelief, "Relief", "Column"
	case "sniper":
		return colSniper, "Zulu", "Sniper"
	case "fire":
		return colFire, "Building", "Fire"
	}
	return colZulu, "Zulu", strconv.Itoa(z.Value)
}

// drawZulu draws a Zulu card: face up with its value and bonus symbol, a
// special card by its kind, face down as a card back, or an empty space.
func (s *Screen) drawZulu(dst *ebiten.Image, r hstate.Rect, z harlech.ZCard, lit bool) {
	k := s.scale()
	switch {
	case z.Empty:
		strokeRect(dst, r, 1*k, paint.ColPanelEdge)
		return
	case z.FaceDown && z.Kind == "":
		frame(dst, r, 6*k, 2*k, colBackCard, colCardDim)
		for i := 1; i < 6; i++ {
			y := r.Y + r.H*float64(i)/6
			line(dst, r.X+6*k, y, r.X+r.W-6*k, y, 1*k, paint.RGB(0x5E4634))
		}
		s.p.TextMid(dst, "?", paint.Face(assets.Bold, r.W*0.4), r.X+r.W/2, r.Y+r.H/2, paint.RGB(0x8C6E50))
		return
	}
	edge := colCardDim
	w := 2 * k
	if lit {
		edge, w = paint.ColGold, 4*k
	}
	frame(dst, r, 6*k, w, colCard, edge)
	band, top, big := zuluLook(z)
	bh := r.H * 0.22
	fillRect(dst, hstate.Rect{X: r.X + w, Y: r.Y + w, W: r.W - 2*w, H: bh}, band)
	s.p.TextMid(dst, top, paint.Face(assets.Bold, 11*k), r.X+r.W/2, r.Y+w+bh/2, paint.ColText)
	bf := paint.Face(assets.Bold, math.Min(r.W*0.42, 34*k))
	if z.Kind != "defence" {
		bf = paint.Face(assets.Bold, math.Min(r.W*0.2, 15*k))
	}
	s.p.TextMid(dst, big, bf, r.X+r.W/2, r.Y+r.H*0.58, colInk)
	if z.Bonus {
		// The bonus symbol: a gold star disc in the corner.
		cx, cy, rad := r.X+r.W-12*k, r.Y+r.H-12*k, 8*k
		fillCircle(dst, cx, cy, rad, paint.ColGold)
		s.p.TextMid(dst, "*", paint.Face(assets.Bold, 10*k), cx, cy, colInk)
	}
}

// drawSupply lists the supplies left of the table.
func (s *Screen) drawSupply(dst *ebiten.Image, l *hstate.Layout, v harlech.View) {
	r := l.Supply
	if r.W < 60*l.S {
		return
	}
	rows := [][2]string{
		{"Ammo cards", strconv.Itoa(v.AmmoSupply)},
		{"Volley Fire", strconv.Itoa(v.Volleys)},
		{"British deck", strconv.Itoa(v.BritishDeck)},
		{"British discards", strconv.Itoa(len(v.BritishOut))},
		{"Zulu deck", strconv.Itoa(v.ZuluDeck)},
		{"Zulu discards", strconv.Itoa(len(v.ZuluOut))},
	}
	s.statList(dst, l, hstate.Rect{X: r.X + 10*l.S, Y: r.Y + 10*l.S, W: r.W - 14*l.S, H: r.H}, "Supply", rows)
}

func (s *Screen) statList(dst *ebiten.Image, l *hstate.Layout, r hstate.Rect, head string, rows [][2]string) {
	k := l.S
	hf := paint.Face(assets.Bold, 13*k)
	kf := paint.Face(assets.Regular, 11*k)
	vf := paint.Face(assets.Bold, 17*k)
	s.p.Text(dst, head, hf, r.X, r.Y, paint.AlignLeft, paint.ColGold)
	y := r.Y + paint.LineHeight(hf) + 4*k
	for _, row := range rows {
		if y+paint.LineHeight(kf)+paint.LineHeight(vf) > r.Y+r.H {
			break
		}
		s.p.Text(dst, paint.Ellipsize(kf, row[0], r.W), kf, r.X, y, paint.AlignLeft, paint.ColDim)
		y += paint.LineHeight(kf)
		s.p.Text(dst, paint.Ellipsize(vf, row[1], r.W), vf, r.X, y, paint.AlignLeft, paint.ColText)
		y += paint.LineHeight(vf) + 4*k
	}
}

// drawOthers shows the other players' hands as counts, right of the table.
func (s *Screen) drawOthers(dst *ebiten.Image, l *hstate.Layout, v harlech.View) {
	r := l.Others
	if r.W < 60*l.S {
		return
	}
	var rows [][2]string
	for i, h := range v.Hands {
		if games.Seat(i) == s.m.Viewer {
			continue
		}
		who := hstate.PlayerWords(h.Seat)
		if s.m.IsBot(games.Seat(i)) {
			who += " (" + s.m.BotNames[games.Seat(i)] + ")"
		}
		if i == v.Active {
			who += " · in turn"
		}
		rows = append(rows, [2]string{who, fmt.Sprintf("%s · Ammo %d", uistate.Plural(h.Count, "card", "cards"), h.Ammo)})
	}
	if s.m.Viewer == games.Omniscient {
		rows = nil
	}
	if len(rows) == 0 {
		return
	}
	s.statList(dst, l, hstate.Rect{X: r.X + 6*l.S, Y: r.Y + 10*l.S, W: r.W - 12*l.S, H: r.H}, "Other players", rows)
}

// drawHand draws the hand of the seat at the screen as cards, lit when a
// legal action plays them; every hand when nobody plays at the screen.
func (s *Screen) drawHand(dst *ebiten.Image, l *hstate.Layout, v harlech.View) {
	k := l.S
	m := s.m
	hf := paint.Face(assets.Bold, 14*k)
	s.p.Text(dst, m.HandTitle(), hf, l.Hand.X+2*k, l.Hand.Y, paint.AlignLeft, paint.ColText)
	var cards []string
	switch m.Viewer {
	case games.Nobody:
		return
	case games.Omniscient:
		for _, h := range v.Hands {
			cards = append(cards, h.Cards...)
		}
	default:
		cards = v.Hands[m.Viewer].Cards
	}
	if len(cards) == 0 {
		s.p.Text(dst, "No cards in hand.", paint.Face(assets.Italic, 13*k), l.Hand.X+4*k, l.Hand.Y+30*k, paint.AlignLeft, paint.ColDim)
		return
	}
	lit := m.Playable()
	for i, r := range l.CardRects(l.Hand, len(cards)) {
		s.drawBritish(dst, r, cards[i], lit[cards[i]])
	}
}

// britishLook is a British card's band colour, title and the big text.
func (s *Screen) britishLook(tok string) (color.RGBA, string, string) {
	if _, err := strconv.Atoi(tok); err == nil {
		return colAttack, "Attack", tok
	}
	for _, c := range s.m.G().Data().British {
		if c.Name == tok {
			if c.Kind == "hero" {
				return colHero, c.Title, "+" + strconv.Itoa(c.Bonus)
			}
			return colEvent, c.Title, "At anytime"
		}
	}
	return colEvent, tok, ""
}

// drawBritish draws a British card: an attack card with its value, a hero
// with its name and bonus, another at-anytime card with its title.
func (s *Screen) drawBritish(dst *ebiten.Image, r hstate.Rect, tok string, lit bool) {
	k := s.scale()
	edge, w := colCardDim, 2*k
	if lit {
		edge, w = paint.ColGold, 4*k
	}
	frame(dst, r, 7*k, w, colCard, edge)
	band, title, big := s.britishLook(tok)
	tf := paint.Face(assets.Bold, 12*k)
	lines := paint.Wrap(tf, title, r.W-2*w-8*k)
	if len(lines) > 2 {
		lines = lines[:2]
	}
	bh := float64(len(lines))*paint.LineHeight(tf) + 8*k
	fillRect(dst, hstate.Rect{X: r.X + w, Y: r.Y + w, W: r.W - 2*w, H: bh}, band)
	y := r.Y + w + 4*k
	for _, ln := range lines {
		s.p.Text(dst, ln, tf, r.X+r.W/2, y, paint.AlignCenter, paint.ColText)
		y += paint.LineHeight(tf)
	}
	size := math.Min(r.W*0.4, 40*k)
	if big == "At anytime" {
		size = math.Min(r.W*0.13, 13*k)
	}
	s.p.TextMid(dst, big, paint.Face(assets.Bold, size), r.X+r.W/2, r.Y+bh+(r.H-bh)/2, colInk)
	if lit {
		s.p.Text(dst, "playable", paint.Face(assets.Italic, 11*k), r.X+r.W/2, r.Y+r.H-w-16*k, paint.AlignCenter, paint.RGB(0x8A6A1A))
	}
}
