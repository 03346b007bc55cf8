package skirmish

import (
	"zulu1879/hexmap"
)

// DigCost is what a bot's distance field charges for a wall it would
// have to dig through (about two turns of digging).
const DigCost = 12

// Field is a distance field over the ground hexes: the least cost for a
// figure of one side to reach any of the goal hexes, walls to dig counted
// at DigCost and closed doors at the cost of opening them (British) or of
// breaking them (Zulus). Facing and other figures are left out: it is a
// guide for the bots, not a rule.
type Field struct {
	Cost []int // by grid index; -1 unreachable
	g    *Game
}

// NewField computes the field to the goals for side.
func (g *Game) NewField(side Side, goals []hexmap.Hex) *Field {
	grid := g.m.Grid
	n := grid.Size()
	f := &Field{Cost: make([]int, n), g: g}
	for i := range f.Cost {
		f.Cost[i] = -1
	}
	var buckets [][]int
	push := func(i, c int) {
		for len(buckets) <= c {
			buckets = append(buckets, nil)
		}
		buckets[c] = append(buckets[c], i)
	}
	for _, h := range goals {
		if grid.Contains(h) {
			i := grid.Index(h)
			if f.Cost[i] != 0 {
				f.Cost[i] = 0
				push(i, 0)
			}
		}
	}
	for c := 0; c < len(buckets); c++ {
		for k := 0; k < len(buckets[c]); k++ {
			i := buckets[c][k]
			if f.Cost[i] != c {
				continue
			}
			h := grid.HexAt(i)
			for _, nh := range h.Neighbors() {
				if !grid.Contains(nh) {
					continue
				}
				j := grid.Index(nh)
				// A figure at nh steps into h.
				sc := g.fieldStep(side, nh, h)
				if sc < 0 {
					continue
				}
				if old := f.Cost[j]; old >= 0 && old <= c+sc {
					continue
				}
				f.Cost[j] = c + sc
				push(j, c+sc)
			}
		}
	}
	return f
}

// fieldStep is the field's cost of a step from a to its neighbour b.
func (g *Game) fieldStep(side Side, a, b hexmap.Hex) int {
	enter := g.m.EnterCost(g.m.Grid.Index(a), g.m.Grid.Index(b))
	if enter < 0 {
		return -1
	}
	sd, _ := hexmap.SideBetween(a, b)
	cross := g.sides.CrossCost(sd, hexmap.Mover(side))
	if cross < 0 {
		switch {
		case side == British && g.closedDoor(sd):
			cross = CostDoor
		case g.diggable(sd):
			cross = DigCost
		default:
			return -1
		}
	}
	return enter + cross
}

func (g *Game) closedDoor(sd hexmap.Side) bool {
	d, ok := g.sides.Feature(sd, hexmap.Door)
	return ok && d.State == hexmap.Intact
}

// At is the field's cost at h (-1: no way).
func (f *Field) At(h hexmap.Hex) int {
	if !f.g.m.Grid.Contains(h) {
		return -1
	}
	return f.Cost[f.g.m.Grid.Index(h)]
}
