package isandlwana

import (
	"zulu1879/hexmap"
	"zulu1879/units"
)

// WagonCost is what moving the wagon to h costs this phase, for a front end
// to show: the number of road hexes it travels along the road (7.8), or the
// 1 MP of the one hex it may go off the road (7.3). ok is false when the
// wagon cannot go to h now (see WagonDestinations).
func (g *State) WagonCost(h hexmap.Hex) (mp int, road, ok bool) {
	road, ok = g.WagonDestinations()[h]
	if !ok {
		return 0, false, false
	}
	if !road {
		return units.WagonOffRoadMA, false, true
	}
	return g.wagonRoadReach().Cost[g.Scen.Map.Index(h)], true, true
}

// wagonMayEnter reports whether the wagon may stand in hex index j at all:
// passable ground, free of Zulus, not an onrush hex.
func (g *State) wagonMayEnter(j int) bool {
	return g.Scen.Map.Info(j).MoveCost > 0 && g.Zulus[j] == 0 && !g.isOnrush(j)
}

// wagonRoadReach is where the wagon can go along the road this phase, with
// the road hexes each costs (7.8).
func (g *State) wagonRoadReach() hexmap.Reach {
	m := g.Scen.Map
	return m.Reachable(m.Index(g.Wagon.Hex), units.WagonRoadMA, func(from, to int) int {
		if !m.RoadBetween(from, to) || !g.wagonMayEnter(to) {
			return -1
		}
		return 1
	})
}
