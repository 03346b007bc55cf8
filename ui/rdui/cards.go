package rdui

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/assets"
	"zulu1879/ui/paint"
	"zulu1879/ui/rdui/rdstate"
	"zulu1879/ui/uistate"
)

// drawStrip draws the line under the board: the chit of this turn, the
// cup, the Reserve Platoon, banners and the iButhos out of the fight.
func (s *Screen) drawStrip(dst *ebiten.Image, l *rdstate.Layout) {
	m := s.m
	k := l.S
	r := l.Strip
	roundRect(dst, r, 6*k, paint.ColPanel)
	hf := paint.Face(assets.Regular, 11*k)
	bf := paint.Face(assets.Bold, 14*k)
	x := r.X + 10*k
	// The chit, as a round token.
	chit := m.Chit()
	cx, cy := x+18*k, r.Y+r.H/2
	if chit != "" {
		fillCircle(dst, cx, cy, 19*k, paint.RGB(0x111111))
		fillCircle(dst, cx, cy, 17*k, paint.ColZulu)
		s.p.TextMid(dst, "iMpi", paint.Face(assets.Bold, 11*k), cx, cy, colInk)
	} else {
		fillCircle(dst, cx, cy, 17*k, paint.ColButtonOff)
	}
	x += 44 * k
	s.p.Text(dst, "Chit drawn this turn", hf, x, r.Y+6*k, paint.AlignLeft, paint.ColDim)
	if chit == "" {
		chit = "none yet"
	}
	cw := math.Max(220*k, paint.TextWidth(bf, chit)+10*k)
	s.p.Text(dst, paint.Ellipsize(bf, chit, cw), bf, x, r.Y+22*k, paint.AlignLeft, paint.ColText)
	x += cw + 12*k
	items := []struct{ head, body string }{
		{"iMpi cup", uistate.Plural(m.CupCount(), "chit", "chits")},
		{"Barricade", m.Barricade()},
	}
	for _, c := range m.Committed() {
		h, b, ok := strings.Cut(c, ": ")
		if !ok {
			h, b = "Banner", c
		}
		items = append(items, struct{ head, body string }{h, b})
	}
	if out := m.OutOfFight(); len(out) > 0 {
		items = append(items, struct{ head, body string }{"Out of the fight", strings.Join(out, ", ")})
	}
	for _, it := range items {
		w := math.Max(paint.TextWidth(hf, it.head), paint.TextWidth(bf, it.body)) + 18*k
		if x+w > r.X+r.W {
			break
		}
		fillRect(dst, rdstate.Rect{X: x - 9*k, Y: r.Y + 8*k, W: 1 * k, H: r.H - 16*k}, paint.ColPanelEdge)
		s.p.Text(dst, it.head, hf, x, r.Y+6*k, paint.AlignLeft, paint.ColDim)
		s.p.Text(dst, it.body, bf, x, r.Y+22*k, paint.AlignLeft, paint.ColText)
		x += w
	}
}

// drawCards draws the hand and the Tableau.
func (s *Screen) drawCards(dst *ebiten.Image, l *rdstate.Layout) {
	m := s.m
	g := m.G
	k := l.S
	foc := s.focus()
	hf := paint.Face(assets.Bold, 14*k)
	head := fmt.Sprintf("Your hand · %s, limit %d", uistate.Plural(len(g.Hand), "card", "cards"), 5)
	s.p.Text(dst, head, hf, l.Hand.X+2*k, l.Hand.Y, paint.AlignLeft, paint.ColText)
	s.cardRow(dst, l, l.Hand, g.Hand, foc.Cards, "Your hand is empty.")
	head = fmt.Sprintf("Tableau · %s available", uistate.Plural(len(g.Tableau), "Hero", "Heroes"))
	s.p.Text(dst, head, hf, l.Table.X+2*k, l.Table.Y, paint.AlignLeft, paint.ColText)
	s.cardRow(dst, l, l.Table, g.Tableau, foc.Cards, "No Hero is available: put one forth from your hand.")
}

func (s *Screen) cardRow(dst *ebiten.Image, l *rdstate.Layout, area rdstate.Rect, ids []int, lit []int, empty string) {
	k := l.S
	if len(ids) == 0 {
		f := paint.Face(assets.Italic, 13*k)
		s.p.Text(dst, empty, f, area.X+4*k, area.Y+30*k, paint.AlignLeft, paint.ColDim)
		return
	}
	for i, r := range l.CardRects(area, len(ids)) {
		on := false
		for _, c := range lit {
			on = on || c == ids[i]
		}
		s.drawCard(dst, r, ids[i], on, false)
		s.cards = append(s.cards, cardHit{r: r, id: ids[i]})
	}
}

// cardColor is the band colour of a card's kind.
func cardColor(v rdstate.CardView) color.RGBA {
	switch {
	case v.Hero:
		return colHero
	case v.Event:
		return colEvent
	}
	return colVolley
}

// drawCard draws card id in r: a coloured band with the name, its kind,
// its volley dice and as much of its text as fits (full shows it all,
// growing downward).
func (s *Screen) drawCard(dst *ebiten.Image, r rdstate.Rect, id int, lit, full bool) float64 {
	k := s.scale()
	v := rdstate.Card(id)
	edge := colCardDim
	if lit {
		edge = paint.ColGold
	}
	nf := paint.Face(assets.Bold, 13*k)
	kf := paint.Face(assets.Regular, 11*k)
	tf := paint.Face(assets.Regular, 12*k)
	pad := 7 * k
	tw := r.W - 2*pad
	name := fmt.Sprintf("%02d  %s", id, v.Name)
	nameLines := paint.Wrap(nf, name, tw)
	if len(nameLines) > 2 {
		nameLines = []string{nameLines[0], paint.Ellipsize(nf, strings.Join(nameLines[1:], " "), tw)}
	}
	band := float64(len(nameLines))*paint.LineHeight(nf) + 8*k
	body := paint.Wrap(tf, v.Text, tw)
	if full {
		r.H = math.Max(r.H, band+3*paint.LineHeight(kf)+float64(len(body))*paint.LineHeight(tf)+3*pad)
	}
	w := 2 * k
	if lit {
		w = 4 * k
	}
	frame(dst, r, 6*k, w, colCard, edge)
	br := rdstate.Rect{X: r.X + w, Y: r.Y + w, W: r.W - 2*w, H: band}
	fillRect(dst, br, cardColor(v))
	y := r.Y + w + 4*k
	for _, ln := range nameLines {
		s.p.Text(dst, ln, nf, r.X+pad, y, paint.AlignLeft, paint.ColText)
		y += paint.LineHeight(nf)
	}
	y = br.Y + br.H + 4*k
	s.p.Text(dst, paint.Ellipsize(kf, v.Kind, tw), kf, r.X+pad, y, paint.AlignLeft, colCardDim)
	y += paint.LineHeight(kf)
	if v.Volley != "" {
		vf := paint.Face(assets.Bold, 11*k)
		for _, ln := range paint.Wrap(vf, v.Volley, tw) {
			s.p.Text(dst, ln, vf, r.X+pad, y, paint.AlignLeft, colVolley)
			y += paint.LineHeight(vf)
		}
	}
	y += 3 * k
	bottom := r.Y + r.H - pad
	for i, ln := range body {
		if y+paint.LineHeight(tf) > bottom {
			break
		}
		if !full && i+1 < len(body) && y+2*paint.LineHeight(tf) > bottom {
			ln = paint.Ellipsize(tf, ln+" …", tw)
			if !strings.HasSuffix(ln, "…") {
				ln += " …"
			}
		}
		s.p.Text(dst, ln, tf, r.X+pad, y, paint.AlignLeft, colInk)
		y += paint.LineHeight(tf)
	}
	return r.H
}

// drawCardTip draws the whole card under the mouse, larger, beside it.
func (s *Screen) drawCardTip(dst *ebiten.Image, l *rdstate.Layout, id int) {
	k := l.S
	w := 280 * k
	var at rdstate.Rect
	for _, c := range s.cards {
		if c.id == id {
			at = c.r
		}
	}
	x := at.X + at.W + 8*k
	if x+w > l.Panel.X {
		x = at.X - w - 8*k
	}
	x = math.Max(4*k, x)
	r := rdstate.Rect{X: x, Y: math.Min(at.Y, l.H-300*k), W: w, H: 120 * k}
	// Draw once off-screen to learn the height, for the shadow.
	mark := s.p.Len()
	r.H = s.drawCard(dst, rdstate.Rect{X: -10000, Y: r.Y, W: w, H: r.H}, id, true, true)
	s.p.Truncate(mark)
	fillRect(dst, rdstate.Rect{X: r.X + 4*k, Y: r.Y + 5*k, W: r.W, H: r.H}, fade(paint.RGB(0), 90))
	s.drawCard(dst, r, id, true, true)
}
