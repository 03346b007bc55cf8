package rdstate

import (
	"math"

	"zulu1879/ramparts"
	"zulu1879/ui/uistate"
)

// Rect is the rectangle type of the Isandlwana screen, shared so both
// screens measure alike.
type Rect = uistate.Rect

// Point is a screen position.
type Point = uistate.Point

// Layout is where the parts of the screen lie for a window size.
type Layout struct {
	W, H  float64
	S     float64 // UI scale: 1 at 1440 × 900
	Bar   Rect    // title, turn, phase, status and view buttons
	Board Rect    // the four tracks and the interior of the post
	Strip Rect    // chit, cup, barricade, reserve, losses
	Hand  Rect    // the hand of cards
	Table Rect    // the Tableau (available Heroes)
	Panel Rect    // instructions, actions, dice, ledger, log

	// Rows lists the tracks top to bottom: the two that funnel into the
	// north Outer Perimeter box first.
	Rows [4]int
	// Label is the name plate of each track (by track index).
	Label [4]Rect
	// Box holds each track's boxes by track index and box number (1..5;
	// index 0 unused).
	Box [4][6]Rect
	// Zero holds the Outer Perimeter boxes: [0] north (upper), [1] south.
	Zero [2]Rect
	// Inner is box −1, Redoubt box −2.
	Inner, Redoubt Rect
}

// Scale is the UI scale for a window of w × h pixels.
func Scale(w, h float64) float64 {
	s := math.Min(w/1440, h/900)
	return math.Max(0.85, math.Min(2, s))
}

// NewLayout lays the screen out for a window of w × h pixels.
func NewLayout(w, h float64) Layout {
	s := Scale(w, h)
	l := Layout{W: w, H: h, S: s, Rows: Rows()}
	l.Bar = Rect{X: 0, Y: 0, W: w, H: 58 * s}
	pw := math.Min(430*s, math.Max(300*s, w*0.3))
	l.Panel = Rect{X: w - pw, Y: l.Bar.H, W: pw, H: h - l.Bar.H}
	pad := 10 * s
	mx, mw := pad, w-pw-2*pad
	y := l.Bar.H + pad
	mh := h - y - pad
	boardH := math.Round(mh * 0.44)
	l.Board = Rect{X: mx, Y: y, W: mw, H: boardH}
	y += boardH + pad
	l.Strip = Rect{X: mx, Y: y, W: mw, H: 50 * s}
	y += l.Strip.H + pad
	rest := h - pad - y
	l.Hand = Rect{X: mx, Y: y, W: mw, H: math.Floor(rest/2 - pad/2)}
	l.Table = Rect{X: mx, Y: l.Hand.Y + l.Hand.H + pad, W: mw, H: l.Hand.H}
	l.board()
	return l
}

// board places the boxes inside Board.
func (l *Layout) board() {
	s := l.S
	b := l.Board
	labelW := 92 * s
	gap := 6 * s
	funnel := 34 * s
	bw := (b.W - labelW - 4*gap - 3*funnel - 8*s) / 8
	rowGap := 8 * s
	rh := (b.H - 3*rowGap) / 4
	for r, tr := range l.Rows {
		y := b.Y + float64(r)*(rh+rowGap)
		l.Label[tr] = Rect{X: b.X, Y: y, W: labelW - gap, H: rh}
		for box := 5; box >= 1; box-- {
			x := b.X + labelW + float64(5-box)*(bw+gap)
			l.Box[tr][box] = Rect{X: x, Y: y, W: bw, H: rh}
		}
	}
	x0 := b.X + labelW + 5*bw + 4*gap + funnel
	mid := func(r0, r1 int) float64 {
		a, c := l.Box[l.Rows[r0]][1], l.Box[l.Rows[r1]][1]
		return (a.Y + c.Y + c.H) / 2
	}
	l.Zero[0] = Rect{X: x0, Y: mid(0, 1) - rh/2, W: bw, H: rh}
	l.Zero[1] = Rect{X: x0, Y: mid(2, 3) - rh/2, W: bw, H: rh}
	cy := b.Y + b.H/2
	l.Inner = Rect{X: x0 + bw + funnel, Y: cy - rh/2, W: bw, H: rh}
	l.Redoubt = Rect{X: x0 + 2*(bw+funnel), Y: cy - rh/2, W: bw, H: rh}
}

// Rows lists the track indices top to bottom (ramparts.TrackRows: north
// tracks first, as the terminal lists them too).
func Rows() [4]int { return ramparts.TrackRows() }

// Upper reports whether track tr funnels into the north Outer Perimeter box.
func (l *Layout) Upper(tr int) bool { return l.Rows[0] == tr || l.Rows[1] == tr }

// BoxRect is the rectangle of the box an iButho on track tr stands in.
func (l *Layout) BoxRect(tr, box int) Rect {
	switch {
	case box >= 1 && box <= 5 && tr >= 0 && tr < 4:
		return l.Box[tr][box]
	case box == 0:
		if l.Upper(tr) {
			return l.Zero[0]
		}
		return l.Zero[1]
	case box == -1:
		return l.Inner
	}
	return l.Redoubt
}

// StandeeRect is where iButho b's standee is drawn (zero when it is off
// the map).
func (l *Layout) StandeeRect(b *ramparts.IButho) Rect {
	if !b.Active() {
		return Rect{}
	}
	r := l.BoxRect(b.Track, b.Box)
	h := math.Min(r.H*0.5, 46*l.S)
	return Rect{X: r.X + 5*l.S, Y: r.Y + r.H - h - 5*l.S, W: r.W - 10*l.S, H: h}
}

// CardRects lays n cards out in area (under a heading line), each as wide
// as fits, at most a comfortable card width.
func (l *Layout) CardRects(area Rect, n int) []Rect {
	if n <= 0 {
		return nil
	}
	s := l.S
	top := area.Y + 22*s
	h := area.H - 22*s
	gap := 8 * s
	w := math.Min(200*s, (area.W-float64(n-1)*gap)/float64(n))
	out := make([]Rect, n)
	for i := range out {
		out[i] = Rect{X: area.X + float64(i)*(w+gap), Y: top, W: w, H: h}
	}
	return out
}
