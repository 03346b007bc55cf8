// Package orders works out the tactical screen's group commands for many
// men at once, from the station map alone: "man the walls" sends each
// chosen man to the nearest free hex behind the perimeter's walls that his
// movement allowance reaches, and "fire at the closest danger" gives each
// man the nearest Zulu counter he can see. They are proposals, as plain
// values: the rules engine checks each move and fire and carries it out
// (zones of control, stacking and the like are its business, not this
// package's). The package is pure Go and never imports ebiten.
package orders

import (
	"slices"

	"zulu1879/hexmap"
	"zulu1879/scenarios/rdtactical"
)

// Man is a British man to give an order: where he stands and the MP he
// may spend this turn.
type Man struct {
	At hexmap.Hex
	MP int
}

// Move sends men[Man] to To for Cost MP.
type Move struct {
	Man  int
	To   hexmap.Hex
	Cost int
}

// WallHexes are the firing line of the post: the hexes of the area named
// perimeter, outside the buildings, that share a side holding a feature
// (a wall, boxes, a wagon) with a hex outside the perimeter and the
// buildings. In map order.
func WallHexes(m *rdtactical.Map) []hexmap.Hex {
	perim, ok := m.Area("perimeter")
	if !ok {
		return nil
	}
	inBuilding := buildingTest(m)
	g := m.Grid
	var out []hexmap.Hex
	for i := 0; i < g.Size(); i++ {
		h := g.HexAt(i)
		if !perim.Contains(h) || inBuilding(h) {
			continue
		}
		for _, n := range h.Neighbors() {
			if g.Contains(n) && !perim.Contains(n) && !inBuilding(n) && len(m.Sides.Between(h, n)) > 0 {
				out = append(out, h)
				break
			}
		}
	}
	return out
}

// buildingTest reports whether a hex is in one of m's buildings.
func buildingTest(m *rdtactical.Map) func(hexmap.Hex) bool {
	var bs []*rdtactical.Area
	for _, a := range m.Areas {
		if a.Kind == rdtactical.Building {
			bs = append(bs, a)
		}
	}
	return func(h hexmap.Hex) bool {
		for _, b := range bs {
			if b.Contains(h) {
				return true
			}
		}
		return false
	}
}

// ManTheWalls sends the men to the wall hexes: a man already on a free
// wall hex stays; the others go, cheapest moves first, each to a free
// wall hex he reaches with his MP (over the map's movement graph, as the
// British mover, hexside costs included). taken says which hexes another
// man holds already (nil: none). A man who reaches no free wall hex gets
// no move. The moves are in the order of men.
func ManTheWalls(m *rdtactical.Map, men []Man, taken func(hexmap.Hex) bool) []Move {
	brit, ok := m.Mover("british")
	if !ok {
		return nil
	}
	reach := func(i int) map[hexmap.Hex]int {
		r := m.Graph.Reachable(hexmap.OnGround(men[i].At), men[i].MP, brit, m.EnterCost)
		out := map[hexmap.Hex]int{}
		for _, h := range WallHexes(m) {
			if c := r.CostTo(hexmap.OnGround(h)); c != hexmap.Unreachable && c > 0 {
				out[h] = c
			}
		}
		return out
	}
	return ManTheWallsBy(m, men, taken, reach)
}

// ManTheWallsBy is ManTheWalls with the places each man may reach given
// by reach (the engine's legal moves: hex to MP; men[i].MP is not read):
// the same assignment, over what the rules allow.
func ManTheWallsBy(m *rdtactical.Map, men []Man, taken func(hexmap.Hex) bool, reach func(i int) map[hexmap.Hex]int) []Move {
	walls := WallHexes(m)
	isWall := map[hexmap.Hex]bool{}
	for _, h := range walls {
		isWall[h] = true
	}
	held := map[hexmap.Hex]bool{}
	placed := make([]bool, len(men))
	// Men on the wall stay.
	for i, mn := range men {
		if isWall[mn.At] && !held[mn.At] && (taken == nil || !taken(mn.At)) {
			held[mn.At], placed[i] = true, true
		}
	}
	type option struct {
		man  int
		to   hexmap.Hex
		cost int
	}
	var opts []option
	for i := range men {
		if placed[i] {
			continue
		}
		for h, c := range reach(i) {
			if isWall[h] && h != men[i].At {
				opts = append(opts, option{i, h, c})
			}
		}
	}
	slices.SortFunc(opts, func(a, b option) int {
		if a.cost != b.cost {
			return a.cost - b.cost
		}
		if a.man != b.man {
			return a.man - b.man
		}
		return hexmap.Compare(a.to, b.to)
	})
	var out []Move
	for _, o := range opts {
		if placed[o.man] || held[o.to] || (taken != nil && taken(o.to)) {
			continue
		}
		placed[o.man], held[o.to] = true, true
		out = append(out, Move{o.man, o.to, o.cost})
	}
	slices.SortFunc(out, func(a, b Move) int { return a.Man - b.Man })
	return out
}

// Shot is men[Man] firing at the Zulu counter zulus[Target], Range hexes
// away.
type Shot struct {
	Man, Target, Range int
}

// ClosestDanger gives each man the nearest Zulu counter he can see (the
// map's hexsides do not block the line: hexmap.Sides.Sight) within
// maxRange hexes (0: any range); ties go to the first in zulus. A man who
// sees none gets no shot. The shots are in the order of men.
func ClosestDanger(m *rdtactical.Map, men, zulus []hexmap.Hex, maxRange int) []Shot {
	var out []Shot
	for i, a := range men {
		best, bestD := -1, 0
		for j, z := range zulus {
			d := hexmap.Distance(a, z)
			if (maxRange > 0 && d > maxRange) || (best >= 0 && d >= bestD) {
				continue
			}
			if !m.Sides.Sight(a, z).Clear {
				continue
			}
			best, bestD = j, d
		}
		if best >= 0 {
			out = append(out, Shot{Man: i, Target: best, Range: bestD})
		}
	}
	return out
}
