package tacticalui

import (
	"math"

	"zulu1879/hexmap"
	"zulu1879/ui/uistate"
)

// The board's world units are the Isandlwana screen's (uistate): a hex of
// radius 1, flat-topped, even columns half a hex lower, the map's top-left
// corner at (0, 0). Below the map's south edge lies a band for the
// Oskarberg, the off-map box.

// boxBand is the height of the band under the map that holds the
// Oskarberg box, in world units.
const boxBand = 5.0

// worldSize is the size of the world the camera shows: the map of cols ×
// rows hexes and the box band under it.
func worldSize(cols, rows int) uistate.Point {
	m := uistate.MapSize(cols, rows)
	return uistate.Point{X: m.X, Y: m.Y + boxBand}
}

// boxRect is the Oskarberg box in world units, centred under the map.
func boxRect(cols, rows int) uistate.Rect {
	m := uistate.MapSize(cols, rows)
	w := math.Min(36, m.X-4)
	return uistate.Rect{X: (m.X - w) / 2, Y: m.Y + 0.8, W: w, H: boxBand - 1.4}
}

// unitCorner is corner i of the hex of radius 1 around (0, 0), clockwise
// from east (as uistate.HexCorners).
var unitCorner = func() (c [6]uistate.Point) {
	for i := range c {
		a := float64(i) * math.Pi / 3
		c[i] = uistate.Point{X: math.Cos(a), Y: math.Sin(a)}
	}
	return c
}()

// sideEnds are the two ends of a hexside in world units, in clockwise
// order around side.Hex: side d of a hex runs from corner 4+d to corner 5+d
// (north is the top edge, between the north-west and north-east corners).
func sideEnds(s hexmap.Side) (a, b uistate.Point) {
	c := uistate.HexCenter(s.Hex)
	i, j := (4+int(s.Dir))%6, (5+int(s.Dir))%6
	return uistate.Point{X: c.X + unitCorner[i].X, Y: c.Y + unitCorner[i].Y},
		uistate.Point{X: c.X + unitCorner[j].X, Y: c.Y + unitCorner[j].Y}
}

// sideMid is the middle of a hexside in world units.
func sideMid(s hexmap.Side) uistate.Point {
	a, b := sideEnds(s)
	return uistate.Point{X: (a.X + b.X) / 2, Y: (a.Y + b.Y) / 2}
}

// lerp is the point t of the way from a to b.
func lerp(a, b uistate.Point, t float64) uistate.Point {
	return uistate.Point{X: a.X + (b.X-a.X)*t, Y: a.Y + (b.Y-a.Y)*t}
}
