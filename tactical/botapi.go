package tactical

import "zulu1879/hexmap"

// This file adds to the typed view (api.go) the few questions a bot asks
// of the map as it stands now: which unit is listed next, where rooms and
// the perimeter are, what burns and where a Zulu may fight.

// Next is the unit whose actions Legal lists in a movement phase ("" when
// no unit of the side to act may still act, or outside movement).
func (g *Game) Next() string {
	if g.Outcome != nil || (g.Phase != BritishMove && g.Phase != ZuluMove) {
		return ""
	}
	if i := g.focus(); i >= 0 {
		return g.ID(i)
	}
	return ""
}

// CanAct reports whether unit i may still do something in this movement
// phase (alive, on the map, not moved, not building, some MP left or a
// carrier at hand).
func (g *Game) CanAct(i int) bool {
	if i < 0 || i >= len(g.Units) || (g.Phase != BritishMove && g.Phase != ZuluMove) || g.Units[i].Side != g.Phase.Seat() {
		return false
	}
	return g.canAct(i)
}

// RoomAt names the room of a place (on its floor or its roof), "" outside.
func (g *Game) RoomAt(p hexmap.Place) string { return g.st.roomAt(p) }

// BuildingAt names the building of a place (floor or roof), "" outside.
func (g *Game) BuildingAt(p hexmap.Place) string { return g.st.buildingAt(p) }

// InPerimeter reports whether a ground place is inside the perimeter.
func (g *Game) InPerimeter(p hexmap.Place) bool { return g.st.inPerimeter(p) }

// Burning reports whether room r burns.
func (g *Game) Burning(r string) bool { return g.burning(r) }

// InFire reports whether unit i stands in fire now: it dies at the start
// of its side's next movement (rules 1a, 2a).
func (g *Game) InFire(i int) bool { return g.inFire(i) }

// ZuluCanFight reports whether a Zulu at a may fight a man at b: the same
// level, next to each other, across a side a Zulu could step over (not a
// building wall, a closed door or a loophole) as the sides stand now.
func (g *Game) ZuluCanFight(a, b hexmap.Place) bool { return g.crossable(a, b) }

// ClosedDoor reports whether side s holds an intact (closed, unbroken)
// door now.
func (g *Game) ClosedDoor(s hexmap.Side) bool {
	f, ok := g.sides().Feature(s, hexmap.Door)
	return ok && f.State == hexmap.Intact
}

// OrderlyNear reports whether an orderly stands in or next to man i's hex
// (the wounded roll's +1).
func (g *Game) OrderlyNear(i int) bool { return g.orderlyNear(i) }

// Terrain names the terrain of hex h ("open", "bushes", "slope", …).
func (g *Game) Terrain(h hexmap.Hex) string {
	if !g.st.m.Grid.Contains(h) {
		return ""
	}
	return g.st.m.TerrainAt(h).Name
}

// OskarbergRoom is how many more snipers the Oskarberg box holds now.
func (g *Game) OskarbergRoom() int {
	n := 0
	for i := g.NBrit; i < len(g.Units); i++ {
		if g.live(i) && g.Units[i].InBox() {
			n++
		}
	}
	return g.st.box - n
}

// SetUp puts unit i at place p, or takes it out of the game when p is the
// zero Place: a position for a test or a set-up tool, outside the rules
// (nothing is logged, checked or paid for). Check tells whether the result
// is a position the rules allow.
func (g *Game) SetUp(i int, p hexmap.Place) {
	if p == (hexmap.Place{}) {
		g.removeUnit(i)
		return
	}
	g.Units[i].Gone = false
	g.setPlace(i, p)
}

// AddZulu adds a Zulu counter (a spear unit, or a rifle unit) at place p
// for a test or a set-up tool, and returns its index.
func (g *Game) AddZulu(p hexmap.Place, rifle bool) int {
	g.Units = append(g.Units, Unit{Side: Zulu, Rifle: rifle, Name: "set up"})
	i := len(g.Units) - 1
	g.setPlace(i, p)
	return i
}
