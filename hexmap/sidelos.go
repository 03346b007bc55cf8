package hexmap

// SidesCrossed returns the hexsides crossed by the straight line from a's
// centre to b's, in order from a, with both ends nudged by eps as Line nudges
// them (a line that runs along a side or through a vertex falls to one side
// of it; +eps and -eps fall to opposite sides). It returns nil when a == b.
//
// It walks the hexes the line really passes through, leaving each by the
// side it meets first. Line's sampling at Distance+1 points (Red Blob
// Games' method, which Isandlwana's LOS uses) can skip a hex the line clips
// near a vertex: the line 0101→0204 passes through 0202 for a tenth of its
// length, between 0102 and 0103, and a wall on the side 0102|0103 would be
// reported crossed when the line does not touch it. So a line here may
// cross more sides than its length in hexes.
func SidesCrossed(a, b Hex, eps float64) []Side {
	if a == b {
		return nil
	}
	ca, cb := toCube(a), toCube(b)
	p := cube{ca.x + eps, ca.y + 2*eps, ca.z - 3*eps}
	v := cube{cb.x - ca.x, cb.y - ca.y, cb.z - ca.z}
	out := make([]Side, 0, 2*Distance(a, b))
	cur, t := a, 0.0
	for cur != b && len(out) <= 4*Distance(a, b) {
		// The cell of hex c is where (p-c)·d <= 1 for each of the six
		// neighbour offsets d in cube coordinates: the line leaves it at
		// the smallest t past the present one where an equality holds.
		cc := toCube(cur)
		rel := cube{p.x - cc.x, p.y - cc.y, p.z - cc.z}
		best, bestT := -1, 0.0
		for d, ax := range axialDirs {
			dx, dy := float64(ax.Q), float64(ax.R)
			dz := -dx - dy
			speed := v.x*dx + v.y*dy + v.z*dz
			if speed <= 0 {
				continue
			}
			at := (1 - (rel.x*dx + rel.y*dy + rel.z*dz)) / speed
			if at > t-1e-12 && (best < 0 || at < bestT) {
				best, bestT = d, at
			}
		}
		if best < 0 {
			break // cannot happen while cur != b
		}
		out = append(out, SideOf(cur, Dir(best)))
		cur, t = cur.Neighbors()[best], bestT
	}
	return out
}

// hexesCrossed is the chain of hexes SidesCrossed walks through, a first.
func hexesCrossed(a, b Hex, eps float64) []Hex {
	out := []Hex{a}
	for _, s := range SidesCrossed(a, b, eps) {
		x, y := s.Hexes()
		if x == out[len(out)-1] {
			out = append(out, y)
		} else {
			out = append(out, x)
		}
	}
	return out
}

// Crossing is one hexside with features that a line of sight crosses.
type Crossing struct {
	Side     Side
	Features []Feature
}

// Sight is the answer of a hexside-aware line-of-sight query.
type Sight struct {
	// Clear is false when a side the line crosses blocks sight.
	Clear bool
	// Crossed lists the sides with features that the line crosses, in order
	// from the firer, with their features: what the across-terrain modifiers
	// of fire read. For a blocked line it runs up to and including the
	// first blocking side.
	Crossed []Crossing
}

// Sight traces the line from a to b over the side layer only (the caller
// tests the terrain of the hexes in between, which this layer does not
// know). The line is traced twice, nudged to either side; when it runs
// along a side or through a vertex the two traces differ, and the line is
// clear if either is, the way Isandlwana lets fire run along the edge of a
// blocking hex. The first clear trace (the +eps one when both are) gives the
// crossings; when both are blocked the +eps trace does.
func (s *Sides) Sight(a, b Hex) Sight {
	first := s.trace(a, b, lineEps)
	if first.Clear {
		return first
	}
	if second := s.trace(a, b, -lineEps); second.Clear {
		return second
	}
	return first
}

func (s *Sides) trace(a, b Hex, eps float64) Sight {
	out := Sight{Clear: true}
	for _, side := range SidesCrossed(a, b, eps) {
		fs := s.feats[side]
		if len(fs) == 0 {
			continue
		}
		out.Crossed = append(out.Crossed, Crossing{Side: side, Features: append([]Feature(nil), fs...)})
		if s.BlocksSight(side) {
			out.Clear = false
			return out
		}
	}
	return out
}

// Reachable is Grid.Reachable with the side layer: a step from hex i to its
// neighbour j costs enter(i, j) plus what mover m pays to cross the side
// between them, and is forbidden when either is negative. Grid.Reachable is
// unchanged; this wraps the cost function around it.
func (s *Sides) Reachable(start, budget int, m Mover, enter CostFunc) Reach {
	return s.Grid.Reachable(start, budget, s.StepCost(m, enter))
}

// StepCost returns enter with mover m's side crossing costs added, for
// Grid.Reachable or ReachableInto.
func (s *Sides) StepCost(m Mover, enter CostFunc) CostFunc {
	g := s.Grid
	return func(from, to int) int {
		c := enter(from, to)
		if c < 0 {
			return c
		}
		side, ok := SideBetween(g.HexAt(from), g.HexAt(to))
		if !ok {
			return -1
		}
		x := s.CrossCost(side, m)
		if x < 0 {
			return -1
		}
		return c + x
	}
}
