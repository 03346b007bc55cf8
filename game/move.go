package game

import (
	"zulu1879/hexmap"
	"zulu1879/units"
)

// zuluCost is the Zulu movement cost function (7.0–7.6): terrain MP, never
// into a hex holding British counters. A hex where the wagon (with or without
// the Colours) stands alone may be entered to capture it, but only as the end
// of the move.
func (g *State) zuluCost(start int) hexmap.CostFunc {
	m := g.Scen.Map
	wagonAlone := -1
	if !g.Wagon.Captured && !g.britishIn(g.Wagon.Hex) {
		wagonAlone = m.Index(g.Wagon.Hex)
	}
	occupied := g.britishMask()
	return func(from, to int) int {
		if from == wagonAlone && from != start {
			return -1
		}
		c := m.Info(to).MoveCost
		if c == 0 || occupied[to] {
			return -1
		}
		return c
	}
}

// britishMask marks the hexes holding British counters.
func (g *State) britishMask() []bool {
	mask := make([]bool, g.Scen.Map.Size())
	for i := range g.Units {
		u := &g.Units[i]
		if u.Status == OnMap {
			mask[g.idx(u.Hex)] = true
		}
	}
	return mask
}

// ZuluReach returns the least MP from hex from to every hex a Zulu could pass
// through this phase (MA 6).
func (g *State) ZuluReach(from hexmap.Hex) hexmap.Reach {
	m := g.Scen.Map
	s := m.Index(from)
	return m.Reachable(s, units.ZuluMA, g.zuluCost(s))
}

// ZuluDestinations lists the hexes a Zulu unit in from may end its move in:
// reachable within 6 MP and empty of other Zulus unless an onrush hex (6.4).
func (g *State) ZuluDestinations(from hexmap.Hex) []hexmap.Hex {
	m := g.Scen.Map
	s := m.Index(from)
	if g.Zulus[s]-g.Spent[s] <= 0 {
		return nil
	}
	m.ReachableInto(&g.reach, s, units.ZuluMA, g.zuluCost(s))
	var out []hexmap.Hex
	for j, c := range g.reach.Cost {
		if c > 0 && (g.Zulus[j] == 0 || g.isOnrush(j)) {
			out = append(out, m.HexAt(j))
		}
	}
	return out
}

// britishCost is the British movement cost function: terrain MP, never into
// a Zulu-held hex (7.6) or an onrush hex (8.8).
func (g *State) britishCost() hexmap.CostFunc {
	m := g.Scen.Map
	return func(from, to int) int {
		c := m.Info(to).MoveCost
		if c == 0 || g.Zulus[to] > 0 || g.isOnrush(to) {
			return -1
		}
		return c
	}
}

// movable reports whether British unit i may still start a move this phase.
func (g *State) movable(i int) bool {
	u := &g.Units[i]
	return u.Status == OnMap && u.Kind.CanMove() && !u.Moved && u.MA()-u.MPUsed > 0
}

// MoveReach returns the cost to reach every hex for a group of British units
// moving together from the same hex, with the MP they have left.
func (g *State) MoveReach(ids []int) (hexmap.Reach, int) {
	m := g.Scen.Map
	budget := 1 << 30
	for _, i := range ids {
		if left := g.Units[i].MA() - g.Units[i].MPUsed; left < budget {
			budget = left
		}
	}
	if budget < 0 || len(ids) == 0 {
		budget = 0
	}
	start := m.Index(g.Units[ids[0]].Hex)
	return m.Reachable(start, budget, g.britishCost()), budget
}

// BritishDestinations lists the hexes a group of British units (all in one
// hex) may move to: reachable and not overstacked on arrival (6.3).
func (g *State) BritishDestinations(ids []int) []hexmap.Hex {
	if len(ids) == 0 {
		return nil
	}
	for _, i := range ids {
		if !g.movable(i) {
			return nil
		}
	}
	r, _ := g.MoveReach(ids)
	sp := 0
	for _, i := range ids {
		if g.Units[i].IsCombat() {
			sp += g.Units[i].Strength
		}
	}
	m := g.Scen.Map
	var out []hexmap.Hex
	for j, c := range r.Cost {
		if c > 0 && g.StackSP(m.HexAt(j))+sp <= units.BritishStackLimit {
			out = append(out, m.HexAt(j))
		}
	}
	return out
}

// WagonDestinations lists where the wagon may go this phase and, for each,
// whether it went by road (7.8): up to two hexes along the road, or one hex
// into clear, tent or road ground; never both in one phase.
func (g *State) WagonDestinations() map[hexmap.Hex]bool {
	if g.Wagon.Captured || g.Wagon.Moved {
		return nil
	}
	m := g.Scen.Map
	start := m.Index(g.Wagon.Hex)
	open := func(j int) bool {
		return m.Info(j).MoveCost > 0 && g.Zulus[j] == 0 && !g.isOnrush(j)
	}
	out := map[hexmap.Hex]bool{}
	road := m.Reachable(start, units.WagonRoadMA, func(from, to int) int {
		if !m.RoadBetween(from, to) || !open(to) {
			return -1
		}
		return 1
	})
	for j, c := range road.Cost {
		if c > 0 {
			out[m.HexAt(j)] = true
		}
	}
	for _, j := range m.NeighborIndices(start) {
		if open(j) && (m.Info(j).WagonMay || m.HasRoad(j)) {
			if _, ok := out[m.HexAt(j)]; !ok {
				out[m.HexAt(j)] = false
			}
		}
	}
	return out
}
