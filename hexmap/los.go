package hexmap

import "math"

// cube is a fractional cube coordinate used for line drawing.
type cube struct{ x, y, z float64 }

func toCube(h Hex) cube {
	a := h.Axial()
	return cube{float64(a.Q), float64(a.R), float64(-a.Q - a.R)}
}

func roundCube(c cube) Hex {
	rx, ry, rz := math.Round(c.x), math.Round(c.y), math.Round(c.z)
	dx, dy, dz := math.Abs(rx-c.x), math.Abs(ry-c.y), math.Abs(rz-c.z)
	switch {
	case dx > dy && dx > dz:
		rx = -ry - rz
	case dy > dz:
		ry = -rx - rz
	}
	return Axial{Q: int(rx), R: int(ry)}.Offset()
}

// Line returns the hexes crossed by the straight line from a to b, a and b
// included, nudged by eps (positive or negative) so that a line running exactly
// along a hexside falls consistently to one side of it.
func Line(a, b Hex, eps float64) []Hex {
	n := Distance(a, b)
	out := make([]Hex, 0, n+1)
	ca, cb := toCube(a), toCube(b)
	// The nudge (1, 2, -3)·eps is parallel to no hexside, so +eps and -eps
	// fall on opposite sides of any line that runs along one.
	ca = cube{ca.x + eps, ca.y + 2*eps, ca.z - 3*eps}
	cb = cube{cb.x + eps, cb.y + 2*eps, cb.z - 3*eps}
	for i := 0; i <= n; i++ {
		t := 0.0
		if n > 0 {
			t = float64(i) / float64(n)
		}
		out = append(out, roundCube(cube{
			ca.x + (cb.x-ca.x)*t,
			ca.y + (cb.y-ca.y)*t,
			ca.z + (cb.z-ca.z)*t,
		}))
	}
	return out
}

// lineEps is small enough never to move a line off a hex centre, large enough
// to decide the hexside ties.
const lineEps = 1e-6

// LineOfSight reports whether fire may pass from a to b when blocked(h) tells
// which hexes block fire. The target hex itself must not block (blocking hexes
// may not be fired into), the firer's hex is never tested, and a line that runs
// exactly along a hexside is clear if either side of it is clear: fire may run
// along the edge of a blocking hex.
func LineOfSight(a, b Hex, blocked func(Hex) bool) bool {
	if blocked(b) {
		return false
	}
	if Distance(a, b) <= 1 {
		return true // nothing lies between
	}
	clear := func(eps float64) bool {
		line := Line(a, b, eps)
		for _, h := range line[1 : len(line)-1] {
			if blocked(h) {
				return false
			}
		}
		return true
	}
	return clear(lineEps) || clear(-lineEps)
}
