package tacticalui

import (
	"image/color"

	"math"

	"zulu1879/hexmap"
	"zulu1879/ui/uistate"
)

// Widths of the hexside strokes, as fractions of the hex radius.
const (
	wallW   = 0.26 // building walls and the frames of their openings
	bagsW   = 0.24 // mealie bags, stone, boxes, redoubt
	ledgeW  = 0.10
	minLine = 2.0 // no stroke is thinner than this many pixels
)

// drawSide strokes the features of one hexside running from p to q (screen
// pixels) on a board whose hexes have radius r pixels: a ledge under
// whatever wall stands there, then the wall, then the opening in it.
func drawSide(b *batch, p, q uistate.Point, feats []hexmap.Feature, r float64) {
	for _, f := range feats {
		if f.Kind == hexmap.LedgeSide {
			drawLedge(b, p, q, r)
		}
	}
	for _, f := range feats {
		if f.Kind != hexmap.LedgeSide {
			drawFeature(b, p, q, f, r)
		}
	}
}

// width is frac of the hex radius r, and at least minLine pixels.
func width(frac, r float64) float64 { return math.Max(minLine, frac*r) }

// drawFeature strokes one feature on the side p–q.
func drawFeature(b *batch, p, q uistate.Point, f hexmap.Feature, r float64) {
	w := width(wallW, r)
	bw := width(bagsW, r)
	unbuilt := f.State == hexmap.Unbuilt
	switch f.Kind {
	case hexmap.BuildingWall:
		b.line(p, q, w, w/2, colBuildingWall)
	case hexmap.StoneWall:
		b.line(p, q, bw+2, bw/2, colStoneEdge)
		b.line(p, q, bw-1, bw/2-1, colStone)
		// Joints between the stones.
		for _, t := range []float64{0.25, 0.5, 0.75} {
			m := lerp(p, q, t)
			b.circle(m, math.Max(0.8, bw*0.16), colStoneEdge)
		}
	case hexmap.MealieWall:
		b.line(p, q, bw+2, bw/2, colMealieEdge)
		b.line(p, q, bw-1, bw/2-1, colMealie)
	case hexmap.BiscuitBoxes:
		if unbuilt {
			b.dashes(p, q, 3, math.Max(minLine, bw*0.45), colBoxes)
			return
		}
		b.line(p, q, bw, bw/2, colBoxes)
		ticks(b, p, q, bw, 3, math.Max(1, bw*0.18), colBoxesTick)
	case hexmap.RedoubtWall:
		if unbuilt {
			b.dashes(p, q, 3, math.Max(minLine, bw*0.45), colRedoubtEdge)
			return
		}
		b.line(p, q, bw+2, bw/2, colRedoubtEdge)
		b.line(p, q, bw-1, bw/2-1, colRedoubt)
	case hexmap.WagonSide:
		drawWagon(b, p, q, r)
	case hexmap.Door:
		drawDoor(b, p, q, f.State, r)
	case hexmap.Window:
		stubs(b, p, q, 0.28, w)
		_, n := axes(p, q)
		off := w * 0.28
		lw := math.Max(1, w*0.2)
		a, c := lerp(p, q, 0.28), lerp(p, q, 0.72)
		b.poly(fade(colWindow, 120), shift(a, n, off), shift(c, n, off), shift(c, n, -off), shift(a, n, -off))
		b.line(shift(a, n, off), shift(c, n, off), lw, 0, colWindow)
		b.line(shift(a, n, -off), shift(c, n, -off), lw, 0, colWindow)
	case hexmap.Loophole:
		b.line(p, q, w, w/2, colBuildingWall)
		_, n := axes(p, q)
		m := lerp(p, q, 0.5)
		// A notch through the wall: a light slit across it.
		b.line(shift(m, n, -w*0.5), shift(m, n, w*0.5), math.Max(1.5, w*0.32), 0, colLoophole)
	case hexmap.Hole:
		drawHole(b, p, q, r)
	}
}

// axes are the unit vector along p→q and the one square to it.
func axes(p, q uistate.Point) (u, n uistate.Point) {
	dx, dy := q.X-p.X, q.Y-p.Y
	l := math.Hypot(dx, dy)
	if l == 0 {
		return uistate.Point{X: 1}, uistate.Point{Y: 1}
	}
	u = uistate.Point{X: dx / l, Y: dy / l}
	return u, uistate.Point{X: -u.Y, Y: u.X}
}

// shift is p moved d pixels along v.
func shift(p, v uistate.Point, d float64) uistate.Point {
	return uistate.Point{X: p.X + v.X*d, Y: p.Y + v.Y*d}
}

// stubs draws the two ends of a building wall around an opening: the wall
// from each end of the side to frac of its length.
func stubs(b *batch, p, q uistate.Point, frac, w float64) {
	b.line(p, lerp(p, q, frac), w, w/2, colBuildingWall)
	b.line(lerp(p, q, 1-frac), q, w, w/2, colBuildingWall)
}

// ticks draws n-1 cross strokes dividing the side p–q into n lengths (the
// boxes of a biscuit-box wall).
func ticks(b *batch, p, q uistate.Point, w float64, n int, lw float64, c color.RGBA) {
	_, nn := axes(p, q)
	for i := 1; i < n; i++ {
		m := lerp(p, q, float64(i)/float64(n))
		b.line(shift(m, nn, -w*0.45), shift(m, nn, w*0.45), lw, 0, c)
	}
}

// drawDoor draws a door by its state: closed, a leaf across the gap in the
// wall; open, the leaf swung square to the wall from its hinge; broken,
// the gap with splinters of the leaf lying in it.
func drawDoor(b *batch, p, q uistate.Point, st hexmap.SideState, r float64) {
	w := width(wallW, r)
	const gap = 0.22
	stubs(b, p, q, gap, w)
	a, c := lerp(p, q, gap), lerp(p, q, 1-gap)
	lw := math.Max(minLine, w*0.75)
	switch st {
	case hexmap.Opened:
		u, n := axes(p, q)
		l := math.Hypot(c.X-a.X, c.Y-a.Y)
		// The leaf swung 50° out of the wall from its hinge at a, into
		// the side's own hex, so it reads as open and not as a wall.
		dir := uistate.Point{X: n.X*0.77 + u.X*0.64, Y: n.Y*0.77 + u.Y*0.64}
		b.line(a, shift(a, dir, l*0.8), lw, 0, colDoor)
	case hexmap.Smashed:
		u, n := axes(p, q)
		l := math.Hypot(c.X-a.X, c.Y-a.Y)
		s1 := lerp(a, c, 0.18)
		s2 := lerp(a, c, 0.62)
		b.line(s1, shift(shift(s1, u, l*0.22), n, l*0.18), lw*0.8, 0, colDoorBroken)
		b.line(s2, shift(shift(s2, u, l*0.2), n, -l*0.22), lw*0.8, 0, colDoorBroken)
	default:
		b.line(a, c, lw, 0, colDoor)
	}
}

// drawWagon draws a wagon standing along the side: its bed, the length of
// the side, and a wheel at each corner.
func drawWagon(b *batch, p, q uistate.Point, r float64) {
	u, n := axes(p, q)
	hw := math.Max(2, r*0.2)
	a, c := shift(p, u, -r*0.05), shift(q, u, r*0.05)
	e := 1.0
	b.poly(colWagonEdge, shift(a, n, hw+e), shift(c, n, hw+e), shift(c, n, -hw-e), shift(a, n, -hw-e))
	b.poly(colWagon, shift(a, n, hw), shift(c, n, hw), shift(c, n, -hw), shift(a, n, -hw))
	wr := math.Max(1.2, r*0.1)
	for _, end := range []uistate.Point{lerp(a, c, 0.18), lerp(a, c, 0.82)} {
		b.circle(shift(end, n, hw+wr*0.2), wr, colWheel)
		b.circle(shift(end, n, -hw-wr*0.2), wr, colWheel)
	}
}

// drawHole draws a hole dug through a building wall: the wall's ends with
// ragged edges into the gap and rubble in it.
func drawHole(b *batch, p, q uistate.Point, r float64) {
	w := width(wallW, r)
	const gap = 0.3
	stubs(b, p, q, gap, w)
	u, n := axes(p, q)
	l := math.Hypot(q.X-p.X, q.Y-p.Y)
	for _, end := range []struct {
		at  uistate.Point
		dir float64
	}{{lerp(p, q, gap), 1}, {lerp(p, q, 1-gap), -1}} {
		// Two jags of broken wall sticking into the gap.
		tip := shift(shift(end.at, u, end.dir*l*0.08), n, w*0.25)
		b.poly(colBuildingWall, shift(end.at, n, w/2), tip, shift(end.at, n, -w/2))
		tip2 := shift(shift(end.at, u, end.dir*l*0.05), n, -w*0.35)
		b.poly(colBuildingWall, end.at, tip2, shift(end.at, n, -w/2))
	}
	rr := math.Max(0.8, w*0.16)
	for i, t := range []float64{0.4, 0.5, 0.6} {
		off := []float64{0.35, -0.3, 0.5}[i] * w
		b.circle(shift(lerp(p, q, t), n, off), rr, colHoleRubble)
	}
}

// drawLedge draws a step of rocky ledge as a jagged line along the side.
func drawLedge(b *batch, p, q uistate.Point, r float64) {
	_, n := axes(p, q)
	lw := width(ledgeW, r) * 0.8
	amp := r * 0.1
	const steps = 6
	prev := p
	for i := 1; i <= steps; i++ {
		t := float64(i) / steps
		pt := lerp(p, q, t)
		if i < steps {
			if i%2 == 1 {
				pt = shift(pt, n, amp)
			} else {
				pt = shift(pt, n, -amp)
			}
		}
		b.line(prev, pt, lw, lw/2, colLedge)
		prev = pt
	}
}
