// Package uistate is the plain-Go heart of the desktop game: the camera, the
// start menu, the session (whose move, selection, highlights, fire plans,
// prompts, undo, bots, hand-over) and every text the window shows. It never
// imports ebiten; the ui package draws it and feeds it input. Everything here
// is unit-tested without a window.
package uistate

import (
	"math"

	"zulu1879/hexmap"
)

// Sqrt3 is √3, the height of a flat-topped hex of radius 1.
var Sqrt3 = math.Sqrt(3)

// Point is a position in world or screen units.
type Point struct{ X, Y float64 }

// Rect is an axis-aligned rectangle.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether p lies inside r.
func (r Rect) Contains(p Point) bool {
	return p.X >= r.X && p.Y >= r.Y && p.X < r.X+r.W && p.Y < r.Y+r.H
}

// Center is the middle of r.
func (r Rect) Center() Point { return Point{r.X + r.W/2, r.Y + r.H/2} }

// HexCenter is the centre of hex h in world units, where a hex has radius 1
// (centre to corner) and the map's top-left corner is at (0, 0). Columns are
// vertical and even columns sit half a hex lower (flat-topped, even-q).
func HexCenter(h hexmap.Hex) Point {
	a := h.Axial()
	return Point{1.5*float64(a.Q) - 0.5, Sqrt3 * (float64(a.R) + float64(a.Q)/2)}
}

// HexCorners are the six corners of hex h in world units, clockwise from east.
func HexCorners(h hexmap.Hex) [6]Point {
	c := HexCenter(h)
	var out [6]Point
	for i := range out {
		a := float64(i) * math.Pi / 3
		out[i] = Point{c.X + math.Cos(a), c.Y + math.Sin(a)}
	}
	return out
}

// HexAtWorld returns the hex under world point p (which may be off any map).
func HexAtWorld(p Point) hexmap.Hex {
	q := (p.X + 0.5) / 1.5
	r := p.Y/Sqrt3 - q/2
	// Cube rounding.
	x, z := q, r
	y := -x - z
	rx, ry, rz := math.Round(x), math.Round(y), math.Round(z)
	dx, dy, dz := math.Abs(rx-x), math.Abs(ry-y), math.Abs(rz-z)
	switch {
	case dx > dy && dx > dz:
		rx = -ry - rz
	case dy > dz:
		// ry is implied; nothing to fix for axial.
	default:
		rz = -rx - ry
	}
	return hexmap.Axial{Q: int(rx), R: int(rz)}.Offset()
}

// MapSize is the world size of a map of cols × rows hexes.
func MapSize(cols, rows int) Point {
	return Point{1.5*float64(cols-1) + 2, Sqrt3*float64(rows) + Sqrt3/2}
}

// EdgeMidpoint is the middle of side d of hex h (d as in Hex.Neighbors:
// 0 north, clockwise), in world units: the point the road crosses.
func EdgeMidpoint(h hexmap.Hex, d int) Point {
	c := HexCenter(h)
	n := HexCenter(h.Neighbors()[d])
	return Point{(c.X + n.X) / 2, (c.Y + n.Y) / 2}
}

// Overlaps reports whether r and q share any area.
func (r Rect) Overlaps(q Rect) bool {
	return r.X < q.X+q.W && q.X < r.X+r.W && r.Y < q.Y+q.H && q.Y < r.Y+r.H
}

// Inside reports whether r lies wholly within q.
func (r Rect) Inside(q Rect) bool {
	return r.X >= q.X && r.Y >= q.Y && r.X+r.W <= q.X+q.W && r.Y+r.H <= q.Y+q.H
}

// CounterSide is the side in pixels of a counter on a hex of radius r
// pixels: large enough to read (44 px at 1440×900, where the default view
// makes r about 33 px), small enough that neighbouring columns' counters
// keep a gap (columns are 1.5 r apart).
func CounterSide(r float64) float64 { return r * 1.34 }

// Circle is a disc on the screen.
type Circle struct {
	C Point
	R float64
}

// Overlaps reports whether the disc and rectangle r share any area.
func (c Circle) Overlaps(r Rect) bool {
	x := max(r.X, min(c.C.X, r.X+r.W))
	y := max(r.Y, min(c.C.Y, r.Y+r.H))
	return (x-c.C.X)*(x-c.C.X)+(y-c.C.Y)*(y-c.C.Y) < c.R*c.R
}

// NameBand is where a counter whose top-left corner is (x, y) and side is
// side prints its name: a band across its top.
func NameBand(x, y, side float64) Rect {
	return Rect{X: x + side*0.04, Y: y + side*0.04, W: side * 0.92, H: side * 0.3}
}

// StackBadge is the disc that counts a stack's counters, for a top counter
// at (x, y) of side side (minR is the smallest legible radius): above the
// counter's top-left corner, clear of the name band.
func StackBadge(x, y, side, minR float64) Circle {
	r := max(minR, side*0.18)
	return Circle{C: Point{X: x + side*0.04, Y: y + side*0.04 - r - 1}, R: r}
}

// StackBadgeIn is StackBadge kept whole inside area (the map's view) when
// it can be, so that no bar or edge cuts the count: above the counter's
// top-left corner when it fits there, else just left of that corner (a
// counter that high has no neighbour up there to cover). A counter in the
// view's very corner, where neither fits, keeps StackBadge. It never
// covers the name band.
func StackBadgeIn(x, y, side, minR float64, area Rect) Circle {
	d := StackBadge(x, y, side, minR)
	if d.Inside(area) {
		return d
	}
	left := Circle{C: Point{X: x - d.R - 1, Y: y + side*0.04 + d.R}, R: d.R}
	if left.Inside(area) {
		return left
	}
	return d
}

// Inside reports whether the whole disc lies in r.
func (c Circle) Inside(r Rect) bool {
	return c.C.X-c.R >= r.X && c.C.Y-c.R >= r.Y && c.C.X+c.R <= r.X+r.W && c.C.Y+c.R <= r.Y+r.H
}

// LeaderDisc is the k-th leader's disc on a stack whose top counter is at
// (x, y) with side side: on the counter's right edge below the name band,
// the next ones further down.
func LeaderDisc(x, y, side float64, k int) Circle {
	r := side * 0.2
	return Circle{C: Point{X: x + side - side*0.02, Y: y + side*0.34 + r + 1 + float64(k)*side*0.36}, R: r}
}

// HexIDAt is where the id of a hex whose centre is c (radius r) is written
// (top centre of the text): inside the square a counter covers, so that an
// occupied hex hides its id whole rather than showing a clipped one under
// the counter's edge, and an empty hex shows it in its upper half.
func HexIDAt(c Point, r float64) Point { return Point{X: c.X, Y: c.Y - r*0.56} }
