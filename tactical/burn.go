package tactical

import (
	"fmt"
	"slices"

	"zulu1879/hexmap"
	"zulu1879/tactical/tables"
)

// burning reports whether room r burns.
func (g *Game) burning(r string) bool {
	return slices.ContainsFunc(g.Fires, func(f Fire) bool { return f.Room == r })
}

// bld returns the fire state of a building.
func (g *Game) bld(name string) *Building {
	for k := range g.Blds {
		if g.Blds[k].Name == name {
			return &g.Blds[k]
		}
	}
	return nil
}

// inFire reports whether unit i is "in fire" (rules 1a, 2a; our reading):
// on the roof over a burning room, or on the floor of a burning room whose
// roof has fallen in.
func (g *Game) inFire(i int) bool {
	u := &g.Units[i]
	if !g.live(i) || u.At.Box != 0 {
		return false
	}
	r := g.st.roomAt(u.At)
	if r == "" || !g.burning(r) {
		return false
	}
	if u.At.Level == hexmap.Roof {
		return true
	}
	b := g.bld(g.st.roomOf[r].In)
	return b != nil && b.Collapsed
}

// burnVictims is step 1a / 2a: the side's units in fire are eliminated.
func (g *Game) burnVictims(s Side) {
	for i := range g.Units {
		if g.Units[i].Side == s && g.inFire(i) {
			g.logf(int(s), map[Side]string{British: "1a", Zulu: "2a"}[s], "%s is caught in the fire at %s and eliminated", g.ID(i), PlaceString(g.Units[i].At))
			g.eliminate(i)
		}
	}
}

// eliminate removes unit i as eliminated (a Zulu counts for the British).
func (g *Game) eliminate(i int) {
	if g.Units[i].Side == Zulu {
		g.Tally.Elim++
	}
	g.removeUnit(i)
}

// roomsNext lists the rooms of the same building that share a side with
// room r.
func (st *station) roomsNext(r string) []string {
	a := st.roomOf[r]
	var out []string
	for _, o := range st.rooms {
		b := st.roomOf[o]
		if o == r || b.In != a.In {
			continue
		}
		touch := false
		for _, h := range a.Hexes {
			for _, n := range h.Neighbors() {
				if b.Contains(n) {
					touch = true
				}
			}
		}
		if touch {
			out = append(out, o)
		}
	}
	return out
}

// spread sets alight every room next to a burning one (one step).
func (g *Game) spread() int {
	var add []string
	for _, f := range g.Fires {
		for _, r := range g.st.roomsNext(f.Room) {
			if !g.burning(r) && !slices.Contains(add, r) && !g.bld(g.st.roomOf[r].In).BurntOut {
				add = append(add, r)
			}
		}
	}
	slices.Sort(add)
	for _, r := range add {
		g.Fires = append(g.Fires, Fire{Room: r, Lit: g.Turn})
	}
	return len(add)
}

// burnPhase is phase 3: one spread roll for the map, then for every
// building the fire covers the collapse and burn-out rolls.
func (g *Game) burnPhase() {
	if len(g.Fires) == 0 {
		return
	}
	d := g.roll("spreading fires")
	switch tables.SpreadRoll(d) {
	case tables.OneBurnsOut:
		oldest := 0
		for k, f := range g.Fires {
			if f.Lit < g.Fires[oldest].Lit {
				oldest = k
			}
		}
		r := g.Fires[oldest].Room
		g.Fires = slices.Delete(g.Fires, oldest, oldest+1)
		g.logf(-1, "3a", "spreading fires: %d: the fire in %s burns out", d, r)
	case tables.NoSpread:
		g.logf(-1, "3a", "spreading fires: %d: no spreading", d)
	case tables.SpreadOnce:
		n := g.spread()
		g.logf(-1, "3a", "spreading fires: %d: the fires spread into %d more rooms", d, n)
	case tables.SpreadTwice:
		n := g.spread()
		n += g.spread()
		g.logf(-1, "3a", "spreading fires: %d: high wind, the fires spread twice, into %d more rooms", d, n)
	}
	for k := range g.Blds {
		b := &g.Blds[k]
		full, any := true, false
		for _, r := range g.st.rooms {
			if g.st.roomOf[r].In != b.Name {
				continue
			}
			if g.burning(r) {
				any = true
			} else {
				full = false
			}
		}
		if !any {
			continue
		}
		if full && b.Full == 0 {
			b.Full = g.Turn
			g.logf(-1, "3", "fire covers the whole of the %s", b.Name)
			continue
		}
		if b.Full == 0 {
			continue
		}
		n := g.Turn - b.Full
		if !b.Collapsed {
			if need := tables.CollapseNeed(n); need > 0 {
				d := g.roll("roof collapse")
				if d <= need {
					b.Collapsed = true
					g.logf(-1, "3b", "roof collapse of the %s, %d turns after the fire covered it: %d (1-%d): the roof falls in", b.Name, n, d, need)
					for i := range g.Units {
						if g.live(i) && g.Units[i].At.Level == hexmap.Roof && g.st.buildingAt(g.Units[i].At) == b.Name {
							g.logf(int(g.Units[i].Side), "3b", "%s falls with the roof and is eliminated", g.ID(i))
							g.eliminate(i)
						}
					}
				} else {
					g.logf(-1, "3b", "roof collapse of the %s, %d turns after the fire covered it: %d (1-%d): it stands", b.Name, n, d, need)
				}
			}
		}
		if need := tables.BurnOutNeed(n); need > 0 {
			d := 0
			if need < 6 {
				d = g.roll("fire burns out")
			}
			if d <= need {
				g.Fires = slices.DeleteFunc(g.Fires, func(f Fire) bool { return g.st.roomOf[f.Room].In == b.Name })
				b.BurntOut = true
				g.logf(-1, "3c", "the fire of the %s, %d turns after it covered it, burns out (%d, needing 1-%d)", b.Name, n, d, need)
			} else {
				g.logf(-1, "3c", "the fire of the %s burns on (%d, needing 1-%d)", b.Name, d, need)
			}
		}
	}
}

// fireWork lists "douse U ROOM" and "kindle U ROOM" for British man i in a
// room or on the roof over it (rules 1b.ii.13, 14).
func (g *Game) fireWork(i int) []string {
	u := &g.Units[i]
	if u.Side != British || u.Moved {
		return nil
	}
	r := g.st.roomAt(u.At)
	if r == "" {
		return nil
	}
	b := g.bld(g.st.roomOf[r].In)
	ma := g.Allowance(i)
	switch {
	case g.burning(r) && b.Full == 0 && ma >= 5:
		return []string{"douse " + g.ID(i) + " " + r}
	case !g.burning(r) && !b.BurntOut && !b.Collapsed && ma >= 3:
		return []string{"kindle " + g.ID(i) + " " + r}
	}
	return nil
}

// doFireWork carries out "douse U ROOM" (remove a fire, 5 MP) or "kindle
// U ROOM" (start one, 3 MP): the man must be in the room or on its roof.
// No fire may be put out in a building the fire has covered (our reading,
// so that the British cannot end a night game at will).
func (g *Game) doFireWork(i int, verb, room string) error {
	want := verb + " " + g.ID(i) + " " + room
	if !slices.Contains(g.fireWork(i), want) {
		if _, ok := g.st.roomOf[room]; !ok {
			return fmt.Errorf("no room %q (have: %v)", clip(room), g.st.rooms)
		}
		return fmt.Errorf("%s may not %s a fire in %s now (in the room or on its roof, unmoved, 5 MP to douse, 3 to kindle; no dousing once the fire covers the building)", g.ID(i), verb, room)
	}
	g.Units[i].Moved = true
	if verb == "douse" {
		g.Fires = slices.DeleteFunc(g.Fires, func(f Fire) bool { return f.Room == room })
		g.logf(int(British), "1b.ii.13", "%s puts out the fire in %s", g.ID(i), room)
	} else {
		g.Fires = append(g.Fires, Fire{Room: room, Lit: g.Turn})
		g.logf(int(British), "1b.ii.14", "%s sets %s alight", g.ID(i), room)
	}
	return nil
}
