package hstate

import (
	"math"

	"zulu1879/ui/uistate"
)

// Rect is the rectangle type of the other screens, so all measure alike.
type Rect = uistate.Rect

// Point is a screen position.
type Point = uistate.Point

// Layout is where the parts of the screen lie for a window size.
type Layout struct {
	W, H float64
	S    float64 // UI scale: 1 at 1440 × 900
	Bar  Rect    // title, turn, who decides, view buttons
	// Track is the Relief Column track; Spaces its spaces (index 0 is
	// space 1).
	Track  Rect
	Spaces []Rect
	// Table is the battle: the location card in the middle, the four
	// positions around it (north above, south below, west and east to
	// the sides), each with its two card spaces (front, behind).
	Table    Rect
	Location Rect
	Label    [4]Rect
	Slot     [4][2]Rect
	// Supply (Ammo, Volleys, decks) left of the table, Others (the other
	// players' hands as counts) right of it.
	Supply, Others Rect
	Hand           Rect // the hand of the seat at the screen
	Panel          Rect // what to do, the buttons, dice, log
}

// Scale is the UI scale for a window of w × h pixels.
func Scale(w, h float64) float64 {
	s := math.Min(w/1440, h/900)
	return math.Max(0.6, math.Min(2, s))
}

// NewLayout lays the screen out for a window of w × h pixels and a relief
// track of spaces spaces.
func NewLayout(w, h float64, spaces int) Layout {
	s := Scale(w, h)
	l := Layout{W: w, H: h, S: s}
	l.Bar = Rect{W: w, H: 58 * s}
	pw := math.Min(430*s, math.Max(300*s, w*0.3))
	l.Panel = Rect{X: w - pw, Y: l.Bar.H, W: pw, H: h - l.Bar.H}
	pad := 10 * s
	mx, mw := pad, w-pw-2*pad
	y := l.Bar.H + pad
	l.Track = Rect{X: mx, Y: y, W: mw, H: 74 * s}
	y += l.Track.H + pad
	rest := h - y - pad
	handH := math.Max(150*s, rest*0.33)
	l.Table = Rect{X: mx, Y: y, W: mw, H: rest - handH - pad}
	l.Hand = Rect{X: mx, Y: l.Table.Y + l.Table.H + pad, W: mw, H: handH}
	l.track(spaces)
	l.table()
	return l
}

// track places the relief spaces under a heading line.
func (l *Layout) track(n int) {
	if n <= 0 {
		return
	}
	s := l.S
	t := l.Track
	top := t.Y + 22*s
	gap := 4 * s
	w := (t.W - 16*s - float64(n-1)*gap) / float64(n)
	for i := range n {
		l.Spaces = append(l.Spaces, Rect{X: t.X + 8*s + float64(i)*(w+gap), Y: top, W: w, H: t.Y + t.H - top - 6*s})
	}
}

// table places the cross of positions around the location card.
func (l *Layout) table() {
	s := l.S
	t := l.Table
	lab := 18 * s
	gap := 8 * s
	// Three rows of a label and a card fill the height.
	ch := math.Min(150*s, (t.H-2*gap-3*lab)/3)
	cw := ch * 0.71
	locW := math.Max(cw*1.6, 130*s)
	cx, cy := t.X+t.W/2, t.Y+t.H/2
	pair := 2*cw + 6*s
	place := func(p int, x, y float64) {
		l.Label[p] = Rect{X: x, Y: y, W: pair, H: lab}
		l.Slot[p][0] = Rect{X: x, Y: y + lab, W: cw, H: ch}
		l.Slot[p][1] = Rect{X: x + cw + 6*s, Y: y + lab, W: cw, H: ch}
	}
	l.Location = Rect{X: cx - locW/2, Y: cy - ch/2, W: locW, H: ch}
	place(0, cx-pair/2, t.Y)                      // north
	place(1, cx-pair/2, t.Y+t.H-ch-lab)           // south
	place(2, cx+locW/2+2*gap, cy-ch/2-lab)        // east
	place(3, cx-locW/2-2*gap-pair, cy-ch/2-lab)   // west
	side := math.Max(0, l.Slot[3][0].X-t.X-2*gap) // room left of the west position
	l.Supply = Rect{X: t.X, Y: t.Y, W: side, H: t.H}
	ox := l.Slot[2][1].X + cw + 2*gap
	l.Others = Rect{X: ox, Y: t.Y, W: math.Max(0, t.X+t.W-ox), H: t.H}
}

// CardRects lays n cards out in area under a heading line, each as wide as
// fits and at most a comfortable card width.
func (l *Layout) CardRects(area Rect, n int) []Rect {
	if n <= 0 {
		return nil
	}
	s := l.S
	top := area.Y + 24*s
	h := math.Min(area.H-24*s, 190*s)
	gap := 8 * s
	w := math.Min(h*0.72, (area.W-float64(n-1)*gap)/float64(n))
	out := make([]Rect, n)
	for i := range out {
		out[i] = Rect{X: area.X + float64(i)*(w+gap), Y: top, W: w, H: h}
	}
	return out
}
