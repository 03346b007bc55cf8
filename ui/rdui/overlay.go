package rdui

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/assets"
	"zulu1879/ui/paint"
	"zulu1879/ui/rdui/rdstate"
	"zulu1879/ui/uistate"
)

// veil darkens the screen under an overlay and forgets the buttons under
// it, so a click cannot reach them.
func (s *Screen) veil(dst *ebiten.Image, l *rdstate.Layout) {
	fillRect(dst, rdstate.Rect{X: 0, Y: 0, W: l.W, H: l.H}, fade(paint.RGB(0x0C0A08), 190))
	s.hits = s.hits[:0]
	s.cards = s.cards[:0]
}

// sheet is the box of an overlay, centred.
func sheet(l *rdstate.Layout, w, h float64) rdstate.Rect {
	w, h = math.Min(w, l.W-40*l.S), math.Min(h, l.H-40*l.S)
	return rdstate.Rect{X: (l.W - w) / 2, Y: (l.H - h) / 2, W: w, H: h}
}

// drawHelp is the help overlay.
func (s *Screen) drawHelp(dst *ebiten.Image, l *rdstate.Layout) {
	k := l.S
	s.veil(dst, l)
	s.p.HelpCard(dst, sheet(l, 820*k, 700*k), k, "How to play Rorke's Drift", s.m.HelpText())
}

// drawDiscards shows the discard pile as cards, oldest first.
func (s *Screen) drawDiscards(dst *ebiten.Image, l *rdstate.Layout) {
	k := l.S
	g := s.m.G
	s.veil(dst, l)
	r := sheet(l, 1200*k, 760*k)
	frame(dst, r, 10*k, 2*k, paint.ColPanel, paint.ColGold)
	pad := 20 * k
	hf := paint.Face(assets.Bold, 20*k)
	s.p.Text(dst, fmt.Sprintf("Discard pile · %s, oldest first", uistate.Plural(len(g.Discards), "card", "cards")), hf, r.X+pad, r.Y+pad, paint.AlignLeft, paint.ColGold)
	sf := paint.Face(assets.Italic, 13*k)
	s.p.Text(dst, "Click or press any key to close.", sf, r.X+r.W-pad, r.Y+pad+6*k, paint.AlignRight, paint.ColDim)
	if len(g.Discards) == 0 {
		s.p.Text(dst, "Nothing has been discarded yet.", paint.Face(assets.Regular, 15*k), r.X+pad, r.Y+pad+50*k, paint.AlignLeft, paint.ColText)
		return
	}
	top := r.Y + pad + 44*k
	cols := max(1, int((r.W-2*pad+10*k)/(180*k)))
	rows := (len(g.Discards) + cols - 1) / cols
	ch := math.Min(230*k, (r.Y+r.H-pad-top-float64(rows-1)*10*k)/float64(rows))
	cw := (r.W - 2*pad - float64(cols-1)*10*k) / float64(cols)
	for i, id := range g.Discards {
		c := rdstate.Rect{X: r.X + pad + float64(i%cols)*(cw+10*k), Y: top + float64(i/cols)*(ch+10*k), W: cw, H: ch}
		s.drawCard(dst, c, id, false, false)
	}
}

// drawEnding is the result: cause, victory level, VP tally and epilogue.
func (s *Screen) drawEnding(dst *ebiten.Image, l *rdstate.Layout) {
	k := l.S
	e := s.m.EndingView()
	s.veil(dst, l)
	hf := paint.Face(assets.Bold, 28*k)
	f := paint.Face(assets.Regular, 15*k)
	vf := paint.Face(assets.Regular, 14*k)
	bf := paint.Face(assets.Bold, 14*k)
	ef := paint.Face(assets.Italic, 15*k)
	pad := 26 * k
	sw := math.Min(900*k, l.W-40*k)
	w := sw - 2*pad
	cols := 1
	if len(e.Lines) > 8 {
		cols = 2
	}
	per := (len(e.Lines) + cols - 1) / cols
	epi := paint.Wrap(ef, e.Epilogue, w)
	// The sheet is as tall as what it holds.
	need := 2*pad + paint.LineHeight(hf) + 4*k + float64(len(paint.Wrap(f, e.Cause+" "+e.Level, w)))*paint.LineHeight(f) + 10*k +
		paint.LineHeight(bf) + 2*k + float64(per)*paint.LineHeight(vf) + 8*k + paint.LineHeight(bf) + 14*k +
		float64(len(epi))*paint.LineHeight(ef) + 20*k + 36*k
	r := sheet(l, sw, need)
	frame(dst, r, 10*k, 3*k, paint.ColPanel, paint.ColGold)
	x := r.X + pad
	y := r.Y + pad
	s.p.Text(dst, e.Heading, hf, r.X+r.W/2, y, paint.AlignCenter, paint.ColGold)
	y += paint.LineHeight(hf) + 4*k
	for _, ln := range paint.Wrap(f, e.Cause+" "+e.Level, w) {
		s.p.Text(dst, ln, f, r.X+r.W/2, y, paint.AlignCenter, paint.ColText)
		y += paint.LineHeight(f)
	}
	y += 10 * k
	// The VP tally, in two columns when long.
	s.p.Text(dst, "Victory Points", bf, x, y, paint.AlignLeft, paint.ColDim)
	y += paint.LineHeight(bf) + 2*k
	cw := w / float64(cols)
	for i, ln := range e.Lines {
		cx := x + float64(i/max(1, per))*cw
		cy := y + float64(i%max(1, per))*paint.LineHeight(vf)
		s.p.Text(dst, fmt.Sprintf("%+d", ln.VP), bf, cx+34*k, cy, paint.AlignRight, vpColor(ln.VP))
		s.p.Text(dst, paint.Ellipsize(vf, ln.Label, cw-50*k), vf, cx+44*k, cy, paint.AlignLeft, paint.ColText)
	}
	y += float64(per)*paint.LineHeight(vf) + 4*k
	fillRect(dst, rdstate.Rect{X: x, Y: y, W: 220 * k, H: 1 * k}, paint.ColPanelEdge)
	y += 4 * k
	s.p.Text(dst, fmt.Sprintf("%d", e.VP), bf, x+34*k, y, paint.AlignRight, paint.ColGold)
	s.p.Text(dst, "VP in all", bf, x+44*k, y, paint.AlignLeft, paint.ColGold)
	y += paint.LineHeight(bf) + 14*k
	for _, ln := range epi {
		if y+paint.LineHeight(ef) > r.Y+r.H-70*k {
			break
		}
		s.p.Text(dst, ln, ef, x, y, paint.AlignLeft, paint.ColText)
		y += paint.LineHeight(ef)
	}
	bh := 36 * k
	bx := r.X + r.W - pad
	for _, b := range s.m.EndButtons() {
		bw := 200 * k
		bx -= bw
		s.button(dst, rdstate.Rect{X: bx, Y: r.Y + r.H - pad - bh, W: bw, H: bh}, b, nil)
		bx -= 10 * k
	}
}

func vpColor(v int) color.RGBA {
	if v < 0 {
		return paint.ColError
	}
	return paint.RGB(0x9FD08A)
}
