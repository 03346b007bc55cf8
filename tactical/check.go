package tactical

import (
	"fmt"

	"zulu1879/hexmap"
)

// Check returns the first broken invariant of the state, nil if none: one
// unit a place, every unit on the map on a place of the graph, the
// occupancy cache agreeing with the units, the Oskarberg within its
// capacity, no Zulu on the map beyond the cap, and the works' builders busy
// and alive. The soaks and tests call it after every action.
func (g *Game) Check() error {
	c := g.c()
	seen := map[hexmap.Place]int{}
	box, zulus := 0, 0
	for i := range g.Units {
		u := &g.Units[i]
		if u.Gone && u.OnMap {
			return fmt.Errorf("%s is gone and on the map", g.ID(i))
		}
		if !g.live(i) {
			continue
		}
		if u.Side == Zulu {
			zulus++
		}
		if u.At.Box != 0 {
			box++
			if u.Side != Zulu || !u.Rifle {
				return fmt.Errorf("%s in the Oskarberg is not a Zulu rifle unit", g.ID(i))
			}
			continue
		}
		k, ok := c.graph.Index(u.At)
		if !ok {
			return fmt.Errorf("%s stands on %v, not a place of the map", g.ID(i), u.At)
		}
		if j, dup := seen[u.At]; dup {
			return fmt.Errorf("%s and %s share %s", g.ID(j), g.ID(i), PlaceString(u.At))
		}
		seen[u.At] = i
		if int(c.occ[k]) != i+1 {
			return fmt.Errorf("the occupancy of %s says %d, not %s", PlaceString(u.At), c.occ[k]-1, g.ID(i))
		}
	}
	if box != c.boxN || box > g.st.box {
		return fmt.Errorf("%d units in the Oskarberg (cache %d, capacity %d)", box, c.boxN, g.st.box)
	}
	if zulus > g.forceData().OnMapCap {
		return fmt.Errorf("%d Zulu counters on the map, over the cap of %d", zulus, g.forceData().OnMapCap)
	}
	for _, w := range g.Works {
		for _, i := range w.Workers {
			if g.live(i) && !g.Units[i].Busy && g.Phase != Over {
				return fmt.Errorf("builder %s of %s is not busy", g.ID(i), w.Work)
			}
		}
	}
	return nil
}
