package skirmish

import (
	"zulu1879/hexmap"
	"zulu1879/scenarios/rdtactical"
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
	t := g.stepTable()
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
			for d, nh := range h.Neighbors() {
				if !grid.Contains(nh) {
					continue
				}
				j := grid.Index(nh)
				// A figure at nh steps into h.
				sc := int(t.field[side][j*6+int(hexmap.Dir(d).Opposite())])
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
	if side == British && !g.sheltered(b) {
		enter += OutsideCost
	}
	return enter + cross
}

// OutsideCost is what the British field adds for a hex outside the
// perimeter and the buildings: the garrison keeps inside its walls.
const OutsideCost = 4

// sheltered reports whether h is inside the perimeter or a building.
func (g *Game) sheltered(h hexmap.Hex) bool {
	for _, a := range g.m.Areas {
		if (a.Name == "perimeter" || a.Kind == rdtactical.Building) && a.Contains(h) {
			return true
		}
	}
	return false
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

// steps is a table of ground step costs by hex index and direction for
// the sides as they stand (Game.Gen): the move cost (terrain and hexside,
// -1 closed) and the field's cost (doors and walls to dig counted).
type steps struct {
	gen         int
	move, field [2][]int16
}

// stepTable returns the table for the present sides, building it when a
// side has changed since.
func (g *Game) stepTable() *steps {
	if g.steps != nil && g.steps.gen == g.Gen {
		return g.steps
	}
	grid := g.m.Grid
	n := grid.Size()
	t := &steps{gen: g.Gen}
	for side := British; side <= Zulu; side++ {
		t.move[side] = make([]int16, n*6)
		t.field[side] = make([]int16, n*6)
		for i := range n {
			h := grid.HexAt(i)
			for d, nh := range h.Neighbors() {
				k := i*6 + d
				if !grid.Contains(nh) {
					t.move[side][k], t.field[side][k] = -1, -1
					continue
				}
				enter := g.m.EnterCost(i, grid.Index(nh))
				cross := g.sides.CrossCost(hexmap.SideOf(h, hexmap.Dir(d)), hexmap.Mover(side))
				mv := int16(-1)
				if enter >= 0 && cross >= 0 {
					mv = int16(enter + cross)
				}
				t.move[side][k] = mv
				t.field[side][k] = int16(g.fieldStep(side, h, nh))
			}
		}
	}
	g.steps = t
	return t
}
