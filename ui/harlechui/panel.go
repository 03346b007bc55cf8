package harlechui

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/assets"
	"zulu1879/harlech"
	"zulu1879/ui/harlechui/hstate"
	"zulu1879/ui/paint"
)

// drawPanel draws the side panel: what is asked, the buttons, the attack
// and its dice, and the log.
func (s *Screen) drawPanel(dst *ebiten.Image, l *hstate.Layout) {
	m := s.m
	k := l.S
	p := l.Panel
	fillRect(dst, p, paint.ColPanel)
	fillRect(dst, hstate.Rect{X: p.X, Y: p.Y, W: 2 * k, H: p.H}, paint.ColPanelEdge)
	pad := 14 * k
	x, w := p.X+pad, p.W-2*pad
	y := p.Y + pad
	hf := paint.Face(assets.Bold, 16*k)
	body := paint.Face(assets.Regular, 13*k)
	s.p.Text(dst, paint.Ellipsize(hf, m.PhaseTitle(), w), hf, x, y, paint.AlignLeft, paint.ColGold)
	y += paint.LineHeight(hf) + 2*k
	y = s.p.Paragraph(dst, m.Instructions(), body, x, y, w, 0, paint.ColText)
	if m.Info != "" {
		c := paint.ColDim
		if m.IsError {
			c = paint.ColError
		}
		y = s.p.Paragraph(dst, m.Info, body, x, y+4*k, w, 3, c)
	}
	y += 8 * k
	bh := 30 * k
	btns := m.ActionButtons()
	if m.Over() {
		btns = m.EndButtons()
	}
	maxY := p.Y + p.H*0.6
	// Each button as tall as its label needs; as many as fit from the
	// scroll on (one at least).
	hs := make([]float64, len(btns))
	for i, b := range btns {
		hs[i] = s.buttonHeight(b, w, bh)
	}
	fitFrom := func(from int) int {
		n, yy := 0, y
		for i := from; i < len(btns); i++ {
			if n > 0 && yy+hs[i] > maxY {
				break
			}
			yy += hs[i] + 4*k
			n++
		}
		return n
	}
	// Scrolled no further than the last buttons filling the room.
	for m.Scroll > 0 && m.Scroll+fitFrom(m.Scroll) >= len(btns) && fitFrom(m.Scroll-1) > len(btns)-m.Scroll {
		m.Scroll--
	}
	m.Scroll = max(0, min(m.Scroll, len(btns)-1))
	fit := fitFrom(m.Scroll)
	top := y
	s.overflow = m.Scroll+fit < len(btns)
	small := paint.Face(assets.Regular, 11*k)
	for i := m.Scroll; i < len(btns) && i < m.Scroll+fit; i++ {
		s.button(dst, hstate.Rect{X: x, Y: y, W: w, H: hs[i]}, btns[i])
		y += hs[i] + 4*k
	}
	s.actions = hstate.Rect{X: x, Y: top, W: w, H: y - top}
	if s.overflow {
		s.p.Text(dst, "more below: scroll with the mouse wheel", small, x+w, y, paint.AlignRight, paint.ColDim)
		y += paint.LineHeight(small)
	}
	y += 6 * k
	y = s.drawDice(dst, x, y, w)
	// The log fills the rest, newest at the bottom.
	fillRect(dst, hstate.Rect{X: x, Y: y, W: w, H: 1 * k}, paint.ColPanelEdge)
	y += 6 * k
	lf := paint.Face(assets.Bold, 13*k)
	s.p.Text(dst, "Log", lf, x, y, paint.AlignLeft, paint.ColDim)
	y += paint.LineHeight(lf) + 2*k
	lg := paint.Face(assets.Regular, 12*k)
	why := paint.Face(assets.Italic, 12*k)
	slh := paint.LineHeight(lg)
	avail := int((p.Y + p.H - pad - y) / slh)
	if avail <= 0 {
		return
	}
	type row struct {
		t string
		f *paint.Font
		c color.RGBA
	}
	var rows []row
	for _, ll := range m.LogLines(avail) {
		c, f := paint.ColDim, lg
		if ll.New {
			c = paint.ColText
		}
		if ll.Why {
			f = why
		}
		for i, wl := range paint.Wrap(f, ll.Text, w-10*k) {
			if i > 0 {
				wl = "   " + wl
			}
			rows = append(rows, row{wl, f, c})
		}
	}
	if len(rows) > avail {
		rows = rows[len(rows)-avail:]
	}
	for _, r := range rows {
		s.p.Text(dst, r.t, r.f, x, y, paint.AlignLeft, r.c)
		y += slh
	}
}

// drawDice shows the attack in progress and the last dice rolled.
func (s *Screen) drawDice(dst *ebiten.Image, x, y, w float64) float64 {
	k := s.scale()
	v := s.m.View()
	d, fresh := s.m.Dice()
	if v.Attack == nil && d.Seat < 0 {
		return y
	}
	f := paint.Face(assets.Bold, 13*k)
	tf := paint.Face(assets.Regular, 12*k)
	if a := v.Attack; a != nil {
		s.p.Text(dst, paint.Ellipsize(f, fmt.Sprintf("Attack: %s's %d against %s · %d", hstate.PlayerWords(a.Seat), a.Card, harlech.PosNames[a.Pos], a.Total), w), f, x, y, paint.AlignLeft, paint.ColGold)
		y += paint.LineHeight(f) + 2*k
		if a.Ammo > 0 || a.Heroes > 0 {
			s.p.Text(dst, fmt.Sprintf("Ammo +%d · heroes +%d", a.Ammo, a.Heroes), tf, x, y, paint.AlignLeft, paint.ColText)
			y += paint.LineHeight(tf)
		}
	}
	if d.Seat >= 0 {
		head := "Last dice"
		if fresh {
			head = "Dice just rolled"
		}
		s.p.Text(dst, head, f, x, y, paint.AlignLeft, paint.ColDim)
		y += paint.LineHeight(f) + 2*k
		ds := 26 * k
		for j, n := range d.Dice {
			body := paint.RGB(0xF4F0E4)
			if !fresh {
				body = paint.RGB(0xB8B2A4)
			}
			s.p.drawDie(dst, x+float64(j)*(ds+5*k), y, ds, n, body, paint.RGB(0x1A1A1A))
		}
		tx := x + float64(len(d.Dice))*(ds+5*k) + 4*k
		s.p.Text(dst, paint.Ellipsize(tf, d.Text, x+w-tx), tf, tx, y+(ds-paint.LineHeight(tf))/2, paint.AlignLeft, paint.ColText)
		y += ds + 6*k
	}
	return y + 4*k
}

// veil darkens the screen under an overlay and forgets the buttons under it.
func (s *Screen) veil(dst *ebiten.Image, l *hstate.Layout) {
	fillRect(dst, hstate.Rect{W: l.W, H: l.H}, fade(paint.RGB(0x0C0A08), 190))
	s.hits = s.hits[:0]
}

func sheet(l *hstate.Layout, w, h float64) hstate.Rect {
	w, h = math.Min(w, l.W-40*l.S), math.Min(h, l.H-40*l.S)
	return hstate.Rect{X: (l.W - w) / 2, Y: (l.H - h) / 2, W: w, H: h}
}

// drawCurtain hides the table while the keyboard passes to another player.
func (s *Screen) drawCurtain(dst *ebiten.Image, l *hstate.Layout) {
	k := l.S
	fillRect(dst, hstate.Rect{Y: l.Bar.H, W: l.W, H: l.H - l.Bar.H}, paint.RGB(0x14110E))
	r := sheet(l, 640*k, 260*k)
	frame(dst, r, 10*k, 2*k, paint.ColPanel, paint.ColGold)
	hf := paint.Face(assets.Bold, 24*k)
	who := hstate.PlayerName(int(s.m.CurtainFor()))
	s.p.Text(dst, "Pass the keyboard to "+who, hf, r.X+r.W/2, r.Y+30*k, paint.AlignCenter, paint.ColGold)
	f := paint.Face(assets.Regular, 15*k)
	s.p.Text(dst, "Each hand is shown only to its player. Press Enter when "+who+" is at the screen.", f, r.X+r.W/2, r.Y+84*k, paint.AlignCenter, paint.ColText)
	for _, b := range s.m.CurtainButtons() {
		s.button(dst, hstate.Rect{X: r.X + r.W/2 - 170*k, Y: r.Y + r.H - 80*k, W: 340 * k, H: 44 * k}, b)
	}
}

// drawEnding shows the result and the medal.
func (s *Screen) drawEnding(dst *ebiten.Image, l *hstate.Layout) {
	k := l.S
	s.veil(dst, l)
	e := s.m.EndingView()
	r := sheet(l, 720*k, 420*k)
	edge := paint.ColError
	if e.Won {
		edge = paint.ColGold
	}
	frame(dst, r, 10*k, 3*k, paint.ColPanel, edge)
	pad := 26 * k
	y := r.Y + pad
	hf := paint.Face(assets.Bold, 28*k)
	s.p.Text(dst, e.Title, hf, r.X+r.W/2, y, paint.AlignCenter, edge)
	y += paint.LineHeight(hf) + 10*k
	if e.Won {
		// The medal: a disc on a ribbon, named.
		cx := r.X + r.W/2
		fillRect(dst, hstate.Rect{X: cx - 14*k, Y: y, W: 28 * k, H: 34 * k}, colMarker)
		fillRect(dst, hstate.Rect{X: cx - 4*k, Y: y, W: 8 * k, H: 34 * k}, paint.RGB(0x2F4F8F))
		fillCircle(dst, cx, y+52*k, 22*k, paint.ColGold)
		fillCircle(dst, cx, y+52*k, 16*k, paint.RGB(0xB8932E))
		y += 84 * k
		mf := paint.Face(assets.Bold, 20*k)
		s.p.Text(dst, e.Medal, mf, cx, y, paint.AlignCenter, paint.ColGold)
		y += paint.LineHeight(mf) + 8*k
	}
	f := paint.Face(assets.Regular, 15*k)
	for _, para := range e.Lines {
		for _, ln := range paint.Wrap(f, para, r.W-2*pad) {
			s.p.Text(dst, ln, f, r.X+pad, y, paint.AlignLeft, paint.ColText)
			y += paint.LineHeight(f)
		}
		y += 4 * k
	}
	bw := (r.W - 2*pad - 10*k) / 2
	for i, b := range s.m.EndButtons() {
		s.button(dst, hstate.Rect{X: r.X + pad + float64(i)*(bw+10*k), Y: r.Y + r.H - pad - 40*k, W: bw, H: 40 * k}, b)
	}
}

// drawHelp is the help overlay.
func (s *Screen) drawHelp(dst *ebiten.Image, l *hstate.Layout) {
	k := l.S
	s.veil(dst, l)
	s.p.HelpCard(dst, sheet(l, 820*k, 640*k), k, "How to play Men of Harlech", s.m.HelpText())
}
