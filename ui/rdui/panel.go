package rdui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/assets"
	"zulu1879/ramparts"
	"zulu1879/ui/paint"
	"zulu1879/ui/rdui/rdstate"
)

// drawPanel draws the side panel: what to do, the actions, the dice, the
// Isandlwana ledger and the log.
func (s *Screen) drawPanel(dst *ebiten.Image, l *rdstate.Layout) {
	m := s.m
	k := l.S
	p := l.Panel
	fillRect(dst, p, paint.ColPanel)
	fillRect(dst, rdstate.Rect{X: p.X, Y: p.Y, W: 2 * k, H: p.H}, paint.ColPanelEdge)
	pad := 14 * k
	x, w := p.X+pad, p.W-2*pad
	y := p.Y + pad
	hf := paint.Face(assets.Bold, 16*k)
	body := paint.Face(assets.Regular, 13*k)
	s.p.Text(dst, m.PhaseTitle(), hf, x, y, paint.AlignLeft, paint.ColGold)
	y += paint.LineHeight(hf) + 2*k
	y = s.p.Paragraph(dst, m.Instructions(), body, x, y, w, 0, paint.ColText)
	if m.Info != "" {
		c := paint.ColDim
		if m.IsError {
			c = paint.ColError
		}
		y = s.p.Paragraph(dst, m.Info, body, x, y+4*k, w, 4, c)
	}
	y += 8 * k
	if v, ok := m.Volley(); ok {
		y = s.drawVolley(dst, x, y, w, v)
	}
	// The buttons.
	bh := 30 * k
	if m.G.Over() {
		for _, b := range m.EndButtons() {
			s.button(dst, rdstate.Rect{X: x, Y: y, W: w, H: bh}, b, nil)
			y += bh + 4*k
		}
	} else {
		btns := m.ActionButtons()
		maxY := p.Y + p.H*0.62
		fit := max(1, int((maxY-y)/(bh+4*k)))
		m.Scroll = max(0, min(m.Scroll, len(btns)-fit))
		s.actions = rdstate.Rect{X: x, Y: y, W: w, H: float64(min(fit, len(btns))) * (bh + 4*k)}
		s.overflow = m.Scroll+fit < len(btns)
		small := paint.Face(assets.Regular, 11*k)
		if m.Scroll > 0 {
			s.p.Text(dst, "more above: scroll with the mouse wheel", small, x+w, y-13*k, paint.AlignRight, paint.ColDim)
		}
		for i := m.Scroll; i < len(btns) && i < m.Scroll+fit; i++ {
			b := btns[i]
			a := b.Action
			s.button(dst, rdstate.Rect{X: x, Y: y, W: w, H: bh}, b, &a)
			y += bh + 4*k
		}
		if s.overflow {
			s.p.Text(dst, "more below: scroll with the mouse wheel", small, x+w, y, paint.AlignRight, paint.ColDim)
			y += paint.LineHeight(small)
		}
	}
	y += 8 * k
	// Dice of what just happened.
	if dl := m.RecentDice(3); len(dl) > 0 {
		sf := paint.Face(assets.Bold, 13*k)
		s.p.Text(dst, "Dice just rolled", sf, x, y, paint.AlignLeft, paint.ColDim)
		y += paint.LineHeight(sf) + 2*k
		ds := 22 * k
		tf := paint.Face(assets.Regular, 12*k)
		for _, d := range dl {
			n := min(len(d.Dice), 8)
			for j := 0; j < n; j++ {
				s.p.drawDie(dst, x+float64(j)*(ds+4*k), y, ds, d.Dice[j], paint.RGB(0xF4F0E4), paint.RGB(0x1A1A1A))
			}
			tx := x + float64(n)*(ds+4*k) + 4*k
			s.p.Text(dst, paint.Ellipsize(tf, d.Text, x+w-tx), tf, tx, y+(ds-paint.LineHeight(tf))/2, paint.AlignLeft, paint.ColText)
			y += ds + 5*k
		}
		y += 4 * k
	}
	// The Isandlwana ledger.
	if len(m.Ledger) > 0 {
		y = s.drawLedger(dst, x, y, w)
	}
	// The log fills the rest, newest at the bottom.
	fillRect(dst, rdstate.Rect{X: x, Y: y, W: w, H: 1 * k}, paint.ColPanelEdge)
	y += 6 * k
	lf := paint.Face(assets.Bold, 13*k)
	s.p.Text(dst, "Log", lf, x, y, paint.AlignLeft, paint.ColDim)
	y += paint.LineHeight(lf) + 2*k
	small := paint.Face(assets.Regular, 12*k)
	slh := paint.LineHeight(small)
	avail := int((p.Y + p.H - pad - y) / slh)
	if avail <= 0 {
		return
	}
	type row struct {
		t string
		c color.RGBA
	}
	var rows []row
	for _, ll := range m.LogLines(avail) {
		c := paint.ColDim
		if ll.New {
			c = paint.ColText
		}
		for i, wl := range paint.Wrap(small, ll.Text, w-10*k) {
			if i > 0 {
				wl = "   " + wl
			}
			rows = append(rows, row{wl, c})
		}
	}
	if len(rows) > avail {
		rows = rows[len(rows)-avail:]
	}
	for _, r := range rows {
		s.p.Text(dst, r.t, small, x, y, paint.AlignLeft, r.c)
		y += slh
	}
}

// drawVolley shows the pending volley's dice with what each does.
func (s *Screen) drawVolley(dst *ebiten.Image, x, y, w float64, v rdstate.VolleyView) float64 {
	k := s.scale()
	f := paint.Face(assets.Bold, 14*k)
	tf := paint.Face(assets.Regular, 11*k)
	h := 28*k + 34*k + paint.LineHeight(tf)
	if v.Note != "" {
		h += paint.LineHeight(tf)
	}
	roundRect(dst, rdstate.Rect{X: x - 6*k, Y: y - 4*k, W: w + 12*k, H: h}, 6*k, paint.RGB(0x3A3228))
	s.p.Text(dst, paint.Ellipsize(f, "Volley: "+v.Title, w), f, x, y, paint.AlignLeft, paint.ColText)
	y += paint.LineHeight(f) + 4*k
	ds := 30 * k
	for i, d := range v.Dice {
		dx := x + float64(i)*(ds+8*k)
		body := paint.RGB(0xF4F0E4)
		switch rdstate.DieMeaning(d) {
		case "hit":
			body = paint.RGB(0xF2A098)
		case "retreat":
			body = paint.RGB(0xF2D890)
		}
		s.p.drawDie(dst, dx, y, ds, d, body, paint.RGB(0x1A1A1A))
		s.p.Text(dst, rdstate.DieMeaning(d), tf, dx+ds/2, y+ds+1*k, paint.AlignCenter, paint.ColDim)
	}
	y += ds + paint.LineHeight(tf) + 4*k
	if v.Note != "" {
		s.p.Text(dst, paint.Ellipsize(tf, v.Note, w), tf, x, y, paint.AlignLeft, paint.ColDim)
		y += paint.LineHeight(tf)
	}
	return y + 10*k
}

// drawLedger is the side note carried over from Isandlwana.
func (s *Screen) drawLedger(dst *ebiten.Image, x, y, w float64) float64 {
	k := s.scale()
	f := paint.Face(assets.Italic, 12*k)
	hf := paint.Face(assets.Bold, 13*k)
	var lines []string
	for _, l := range s.m.Ledger {
		lines = append(lines, paint.Wrap(f, l, w-12*k)...)
	}
	if len(lines) > 6 {
		lines = append(lines[:5], "…")
	}
	h := paint.LineHeight(hf) + float64(len(lines))*paint.LineHeight(f) + 12*k
	roundRect(dst, rdstate.Rect{X: x - 4*k, Y: y, W: w + 8*k, H: h}, 6*k, paint.RGB(0x3B3427))
	fillRect(dst, rdstate.Rect{X: x - 4*k, Y: y, W: 3 * k, H: h}, paint.ColGold)
	yy := y + 5*k
	s.p.Text(dst, "From Isandlwana", hf, x+6*k, yy, paint.AlignLeft, paint.ColGold)
	yy += paint.LineHeight(hf)
	for _, ln := range lines {
		s.p.Text(dst, ln, f, x+6*k, yy, paint.AlignLeft, paint.ColDim)
		yy += paint.LineHeight(f)
	}
	return y + h + 8*k
}

// actionsOf is a helper for tests: the action of each visible button.
func (s *Screen) actionsOf() []ramparts.Action {
	var out []ramparts.Action
	for _, h := range s.hits {
		if h.a != nil {
			out = append(out, *h.a)
		}
	}
	return out
}
