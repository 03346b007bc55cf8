package tactical

import (
	"fmt"
	"slices"

	"zulu1879/hexmap"
	"zulu1879/tactical/forces"
	"zulu1879/tactical/tables"
)

// BoxName is how actions write the Oskarberg box.
const BoxName = "osk"

// Allowance is the movement allowance of unit i this turn (rules 1b.i and
// 2b): by kind and wound for the British, disorder for the Zulus, less
// fatigue and exhaustion.
func (g *Game) Allowance(i int) int {
	u := &g.Units[i]
	if u.Busy || u.Surg > 0 {
		return 0
	}
	return tables.Allowance(unitKind(u), g.Turn)
}

// unitKind is what sets unit u's basic allowance: a British man's wound
// before his rank.
func unitKind(u *Unit) tables.UnitKind {
	if u.Side == Zulu {
		if u.Disord {
			return tables.DisorderedZulu
		}
		return tables.ZuluUnit
	}
	switch {
	case u.Wound == Mortal:
		return tables.MortalMan
	case u.Wound == Wounded:
		return tables.WoundedMan
	case u.Kind == forces.Leader:
		return tables.Officer
	case u.Kind == forces.Patient && u.Bed:
		return tables.BedPatient
	case u.Kind == forces.Patient:
		return tables.WalkingPatient
	}
	return tables.Soldier
}

// exertsZOC reports whether a unit standing on the ground has a zone of
// control: every unit but a bed-bound patient.
func exertsZOC(u *Unit) bool { return !u.Bed }

// zocBlocked reports whether the features of a side stop a ZOC of side s
// across it (rule 8b, 8c): no ZOC passes a building wall or a closed door
// (what one cannot see through); a Zulu ZOC does not pass any wall, door,
// window or loophole either.
func zocBlocked(fs []hexmap.Feature, s Side) bool {
	for _, f := range fs {
		switch f.Kind {
		case hexmap.BuildingWall:
			return true
		case hexmap.Door:
			if f.State == hexmap.Intact || s == Zulu {
				return true
			}
		case hexmap.StoneWall, hexmap.MealieWall, hexmap.WagonSide, hexmap.Window, hexmap.Loophole:
			if s == Zulu {
				return true
			}
		case hexmap.BiscuitBoxes, hexmap.RedoubtWall:
			if s == Zulu && f.State != hexmap.Unbuilt {
				return true
			}
		}
	}
	return false
}

// zoc marks the ground hexes (by grid index) in the zone of control of the
// enemies of side s.
func (g *Game) zoc(s Side) []bool {
	grid := g.st.m.Grid
	out := make([]bool, grid.Size())
	sd := g.sides()
	for i := range g.Units {
		u := &g.Units[i]
		if u.Side == s || !u.OnMap || u.Gone || u.At.Box != 0 || u.At.Level != hexmap.Ground || !exertsZOC(u) {
			continue
		}
		for _, n := range u.At.Hex.Neighbors() {
			if !grid.Contains(n) || zocBlocked(sd.Between(u.At.Hex, n), u.Side) {
				continue
			}
			out[grid.Index(n)] = true
		}
	}
	return out
}

// reach is where unit i may move this phase: the places it can reach
// within its allowance (with budget extra MP spent first), stopping on
// entering an enemy ZOC, through no enemy, ending on an empty place.
// Each destination comes with its cost. The Oskarberg box is added for a
// Zulu rifle unit that can reach the south edge with a point to spare;
// a unit in the box may come out onto any free hex of that edge.
func (g *Game) reach(i int, spent int) []dest {
	u := &g.Units[i]
	ma := g.Allowance(i) - spent
	if !u.OnMap || u.Gone || ma <= 0 {
		return nil
	}
	c := g.c()
	grid := g.st.m.Grid
	var out []dest
	if u.At.Box != 0 {
		for col := 1; col <= grid.Cols; col++ {
			p := hexmap.OnGround(hexmap.H(col, grid.Rows))
			if g.at(p) < 0 {
				out = append(out, dest{p, 1})
			}
		}
		return out
	}
	zoc := g.zoc(u.Side)
	mover := g.st.brit
	if u.Side == Zulu {
		mover = g.st.zulu
	}
	start, _ := c.graph.Index(u.At)
	enter := func(from, to int) int {
		if zoc[from] && from != start {
			return -1
		}
		if j := c.occ[to]; j != 0 && g.Units[j-1].Side != u.Side {
			return -1
		}
		return g.st.m.EnterCost(from, to)
	}
	r := c.graph.Reachable(u.At, ma, mover, enter)
	edge := false
	for k, cost := range r.Cost {
		if cost < 0 || k == start {
			if k == start && u.Side == Zulu && u.At.Level == hexmap.Ground && u.At.Hex.Row == grid.Rows && ma >= 1 {
				edge = true
			}
			continue
		}
		if c.occ[k] != 0 {
			continue
		}
		p := c.graph.PlaceAt(k)
		out = append(out, dest{p, cost})
		if p.Level == hexmap.Ground && p.Hex.Row == grid.Rows && cost < ma {
			edge = true
		}
	}
	if edge && u.Rifle && c.boxN < g.st.box {
		out = append(out, dest{hexmap.Place{Box: 1}, ma})
	}
	return out
}

type dest struct {
	P    hexmap.Place
	Cost int
}

// PlaceString writes a place in the notation: "1218", "1218^" for the
// roof over it, "osk" for the Oskarberg box.
func PlaceString(p hexmap.Place) string {
	if p.Box != 0 {
		return BoxName
	}
	if p.Level == hexmap.Roof {
		return p.Hex.String() + "^"
	}
	return p.Hex.String()
}

// ParsePlace reads a place of the notation.
func ParsePlace(s string) (hexmap.Place, error) {
	if s == BoxName {
		return hexmap.Place{Box: 1}, nil
	}
	roof := false
	if len(s) == 5 && s[4] == '^' {
		roof, s = true, s[:4]
	}
	h, err := hexmap.ParseHex(s)
	if err != nil {
		return hexmap.Place{}, err
	}
	if roof {
		return hexmap.OnRoof(h), nil
	}
	return hexmap.OnGround(h), nil
}

// carrier is the man who carries bed-bound patient i this phase: the first
// fit, unmoved, able man next to him (our reading: bed-bound patients are
// handed on by a comrade who gives up his own move).
func (g *Game) carrier(i int) int {
	u := &g.Units[i]
	if !u.Bed || u.Wound != Fit || u.At.Box != 0 {
		return -1
	}
	for j := range g.Units {
		v := &g.Units[j]
		if v.Side != British || !v.OnMap || v.Gone || v.Moved || v.Busy || v.Wound != Fit || v.Kind == forces.Patient {
			continue
		}
		if v.At.Level == u.At.Level && hexmap.Adjacent(v.At.Hex, u.At.Hex) {
			return j
		}
	}
	return -1
}

// moveReach is reach with the carried patient's allowance.
func (g *Game) moveReach(i int) []dest {
	u := &g.Units[i]
	if u.Bed && u.Side == British {
		if g.carrier(i) < 0 {
			return nil
		}
		// carried: as a walking patient
		u.Bed = false
		d := g.reach(i, 0)
		u.Bed = true
		return d
	}
	return g.reach(i, 0)
}

// doMove carries out "move U P".
func (g *Game) doMove(i int, p hexmap.Place) error {
	u := &g.Units[i]
	var cost = -1
	for _, d := range g.moveReach(i) {
		if d.P == p {
			cost = d.Cost
		}
	}
	if cost < 0 {
		if j := g.at(p); j >= 0 && j != i && p.Box == 0 {
			return fmt.Errorf("%s cannot move to %s: %s stands there (one unit a hex)", g.ID(i), PlaceString(p), g.ID(j))
		}
		return fmt.Errorf("%s cannot reach %s this phase (allowance %d)", g.ID(i), PlaceString(p), g.Allowance(i))
	}
	if u.Bed {
		j := g.carrier(i)
		g.Units[j].Moved = true
		g.logf(int(u.Side), "1b", "%s carries %s from %s to %s", g.ID(j), g.ID(i), PlaceString(u.At), PlaceString(p))
	} else {
		g.logf(int(u.Side), ruleMove(u.Side), "%s moves %s to %s (%d MP)", g.ID(i), PlaceString(u.At), PlaceString(p), cost)
	}
	g.setPlace(i, p)
	u.Moved = true
	return nil
}

func ruleMove(s Side) string {
	if s == British {
		return "1b"
	}
	return "2b"
}

// wallSides lists the sides of unit i's hex that hold a building wall (for
// digging a hole).
func (g *Game) wallSides(i int) []hexmap.Side {
	u := &g.Units[i]
	if u.At.Box != 0 || u.At.Level != hexmap.Ground {
		return nil
	}
	var out []hexmap.Side
	sd := g.sides()
	for d := hexmap.North; d <= hexmap.NorthWest; d++ {
		s := hexmap.SideOf(u.At.Hex, d)
		if sd.OnGrid(s) && sd.Has(s, hexmap.BuildingWall) {
			out = append(out, s)
		}
	}
	slices.SortFunc(out, hexmap.CompareSides)
	return out
}

// canDig reports whether unit i may dig a hole this phase (rule 1b.ii.12:
// British, 5 MP, one hole a turn).
func (g *Game) canDig(i int) bool {
	u := &g.Units[i]
	if g.Opt.DigOverTurns {
		return g.canDigOverTurns(i)
	}
	return u.Side == British && !u.Moved && g.Allowance(i) >= 5 && g.DugTurn != g.Turn && u.Kind != forces.Patient
}

// doDig carries out "dig U SIDE".
func (g *Game) doDig(i int, s hexmap.Side) error {
	if g.Opt.DigOverTurns {
		return g.digOverTurns(i, s)
	}
	if !g.canDig(i) {
		return fmt.Errorf("%s may not dig now (5 MP, unmoved, one hole a turn: last dug in turn %d)", g.ID(i), g.DugTurn)
	}
	if !slices.Contains(g.wallSides(i), s) {
		return fmt.Errorf("side %s is not a building wall of %s's hex", s, g.ID(i))
	}
	g.change(SideChange{Side: s.String(), Kind: "hole", Was: "building-wall"})
	g.DugTurn = g.Turn
	g.Units[i].Moved = true
	g.logf(int(British), "1b.ii.12", "%s digs a hole through the wall at %s", g.ID(i), s)
	return nil
}

// doorSides lists the closed doors on the sides of unit i's hex.
func (g *Game) doorSides(i int) []hexmap.Side {
	u := &g.Units[i]
	if u.At.Box != 0 || u.At.Level != hexmap.Ground {
		return nil
	}
	var out []hexmap.Side
	sd := g.sides()
	for d := hexmap.North; d <= hexmap.NorthWest; d++ {
		s := hexmap.SideOf(u.At.Hex, d)
		if f, ok := sd.Feature(s, hexmap.Door); ok && sd.OnGrid(s) && f.State == hexmap.Intact {
			out = append(out, s)
		}
	}
	slices.SortFunc(out, hexmap.CompareSides)
	return out
}

// canBatter reports whether Zulu i may batter a door now: 10 MP unspent.
func (g *Game) canBatter(i int) bool {
	u := &g.Units[i]
	return u.Side == Zulu && !u.Moved && g.Allowance(i) >= 10
}

// doBatter carries out "batter SIDE Z1 [Z2]" (rule 2b.iii): one Zulu
// breaks the door on 3+, two on 2+; -2 if one British man stands behind
// it, -3 if two or more.
func (g *Game) doBatter(s hexmap.Side, who []int) error {
	if len(who) < 1 || len(who) > 2 {
		return fmt.Errorf("one or two Zulus batter a door")
	}
	a, b := s.Hexes()
	var outside hexmap.Hex
	for k, i := range who {
		u := &g.Units[i]
		if !g.canBatter(i) {
			return fmt.Errorf("%s may not batter now (needs 10 MP, unmoved)", g.ID(i))
		}
		if k == 0 {
			if !slices.Contains(g.doorSides(i), s) {
				return fmt.Errorf("%s is not at a closed door %s", g.ID(i), s)
			}
			outside = u.At.Hex
		} else if u.At.Box != 0 || u.At.Level != hexmap.Ground || (u.At.Hex != a && u.At.Hex != b && !hexmap.Adjacent(u.At.Hex, outside)) {
			return fmt.Errorf("%s is not next to %s to help batter", g.ID(i), g.ID(who[0]))
		}
	}
	if len(who) == 2 && who[0] == who[1] {
		return fmt.Errorf("two different Zulus batter together")
	}
	inside := a
	if inside == outside {
		inside = b
	}
	room := g.st.roomAt(hexmap.OnGround(inside))
	opp := 0
	for j := range g.Units {
		v := &g.Units[j]
		if v.Side != British || !v.OnMap || v.Gone || v.At.Box != 0 || v.At.Level != hexmap.Ground || v.Bed {
			continue
		}
		if v.At.Hex == inside || (hexmap.Adjacent(v.At.Hex, inside) && room != "" && g.st.roomAt(v.At) == room) {
			opp++
		}
	}
	drm := tables.BatterDRM(opp)
	need, _ := tables.BatterNeed(len(who))
	d := g.roll("batter door")
	ok := tables.BatterDoor(d, len(who), opp)
	for _, i := range who {
		g.Units[i].Moved = true
	}
	names := g.ID(who[0])
	if len(who) == 2 {
		names += " and " + g.ID(who[1])
	}
	if ok {
		g.change(SideChange{Side: s.String(), Kind: "door", State: "broken"})
		g.logf(int(Zulu), "2b.iii", "%s batter the door at %s: %d%+d, needing %d: the door breaks", names, s, d, drm, need)
	} else {
		g.logf(int(Zulu), "2b.iii", "%s batter the door at %s: %d%+d, needing %d: it holds", names, s, d, drm, need)
	}
	return nil
}

// woundedRolls is step 1c: every wounded British man rolls; +1 with an
// orderly in or next to his hex, -1 if mortally wounded. 1 (or less):
// eliminated; 2: worse; 3-5: no change; 6 (or more): better.
func (g *Game) woundedRolls() {
	if g.Opt.Surgeon {
		g.surgeon()
	}
	for i := 0; i < g.NBrit; i++ {
		u := &g.Units[i]
		if u.Gone || !u.OnMap || u.Wound == Fit || u.Surg > 0 {
			continue
		}
		orderly := g.orderlyNear(i)
		drm := tables.Total(tables.WoundDRMs(orderly, u.Wound == Mortal))
		d := g.roll("wounded roll")
		var what string
		switch tables.WoundRoll(d, orderly, u.Wound == Mortal) {
		case tables.Dies:
			what = "dies"
			g.removeUnit(i)
		case tables.Worse:
			if u.Wound == Mortal {
				what = "dies of his wounds"
				g.removeUnit(i)
			} else {
				what = "worsens to mortally wounded"
				u.Wound = Mortal
			}
		case tables.Better:
			if u.Wound == Mortal {
				what = "improves to wounded"
				u.Wound = Wounded
			} else {
				what = "recovers"
				u.Wound = Fit
			}
		default:
			what = "no change"
		}
		g.logf(int(British), "1c", "wounded roll for %s: %d%+d: %s", g.ID(i), d, drm, what)
	}
}

// orderlyNear reports whether an orderly stands in or next to man i's hex.
func (g *Game) orderlyNear(i int) bool {
	u := &g.Units[i]
	for j := 0; j < g.NBrit; j++ {
		v := &g.Units[j]
		if !v.Orderly || v.Gone || !v.OnMap || v.Wound == Mortal || v.At.Box != 0 {
			continue
		}
		if j == i || (v.At.Level == u.At.Level && hexmap.Adjacent(v.At.Hex, u.At.Hex)) {
			return true
		}
	}
	return false
}

// recover is step 2b.iv: disordered and suppressed Zulus recover.
func (g *Game) recover() {
	n := 0
	for i := g.NBrit; i < len(g.Units); i++ {
		u := &g.Units[i]
		if u.Disord || u.Supp {
			u.Disord, u.Supp = false, false
			n++
		}
	}
	if n > 0 {
		g.logf(int(Zulu), "2b.iv", "%d Zulu counters recover from disorder or suppression", n)
	}
}

// reinforce is step 2b.v: the waves due this turn join the queue (and the
// trickle from the pool), and the queue comes on along its edges, one
// counter a free hex, while the on-map cap allows; rifle units of the
// south edge go straight to the Oskarberg while it has room.
func (g *Game) reinforce() {
	f := g.forceData()
	c := g.Opt.campaign()
	for n, a := range f.Arrivals {
		if a.Turn+c.ArrivalsLater != g.Turn {
			continue
		}
		units := a.Units
		if n == 0 {
			units += c.FirstWaveExtra
		}
		for k := range units {
			g.Queue = append(g.Queue, Waiting{Regiment: a.Regiment, Edge: a.Edge, From: a.From, To: a.To, Rifle: k < a.Rifles, Turn: g.Turn})
			g.Pool--
		}
	}
	if g.Turn >= f.Trickle.From+c.ArrivalsLater && f.Trickle.PerTurn > 0 && len(f.Trickle.Edges) > 0 && g.Pool > 0 {
		n := min(f.Trickle.PerTurn, g.Pool)
		for k := range n {
			e := f.Trickle.Edges[(g.Turn+k)%len(f.Trickle.Edges)]
			to := g.st.m.Grid.Cols
			if e == forces.East || e == forces.West {
				to = g.st.m.Grid.Rows
			}
			g.Queue = append(g.Queue, Waiting{Regiment: "reserve", Edge: e, From: 1, To: to, Rifle: k%10 == 0, Turn: g.Turn})
		}
		g.Pool -= n
	}
	onMap := 0
	for i := g.NBrit; i < len(g.Units); i++ {
		if g.Units[i].OnMap && !g.Units[i].Gone {
			onMap++
		}
	}
	var left []Waiting
	placed := 0
	for _, w := range g.Queue {
		if onMap >= f.OnMapCap {
			left = append(left, w)
			continue
		}
		i := len(g.Units)
		g.Units = append(g.Units, Unit{Side: Zulu, Rifle: w.Rifle, Name: w.Regiment})
		if w.Rifle && w.Edge == forces.South && g.c().boxN < g.st.box {
			g.setPlace(i, hexmap.Place{Box: 1})
			placed++
			onMap++
			continue
		}
		var at hexmap.Hex
		for _, h := range forces.EdgeHexes(g.st.m.Grid, w.Edge, w.From, w.To) {
			if g.at(hexmap.OnGround(h)) < 0 {
				at = h
				break
			}
		}
		if at.IsNone() {
			g.Units = g.Units[:i]
			left = append(left, w)
			continue
		}
		g.setPlace(i, hexmap.OnGround(at))
		placed++
		onMap++
	}
	g.Queue = left
	if placed > 0 || len(left) > 0 {
		g.logf(int(Zulu), "2b.v", "%d Zulu counters come on; %d wait off the map; %d left in the pool", placed, len(left), g.Pool)
	}
}

// doorsOf lists the doors on the sides of unit i's ground hex that a
// British man may open or close: every door not broken, with its state.
func (g *Game) doorsOf(i int) (sides []hexmap.Side, open []bool) {
	u := &g.Units[i]
	if u.At.Box != 0 || u.At.Level != hexmap.Ground {
		return nil, nil
	}
	sd := g.sides()
	for d := hexmap.North; d <= hexmap.NorthWest; d++ {
		s := hexmap.SideOf(u.At.Hex, d)
		if f, ok := sd.Feature(s, hexmap.Door); ok && sd.OnGrid(s) && f.State != hexmap.Smashed {
			sides = append(sides, s)
			open = append(open, f.State == hexmap.Opened)
		}
	}
	return sides, open
}

// doorActions lists "open U SIDE" and "close U SIDE" for British man i,
// unmoved and fit to move: a door is opened or closed instead of moving
// (our reading of "British open/close"); it cannot be shut on a Zulu in
// the doorway's other hex.
func (g *Game) doorActions(i int) []string {
	u := &g.Units[i]
	if u.Side != British || u.Moved || g.Allowance(i) < 1 || u.Kind == forces.Patient {
		return nil
	}
	var out []string
	sides, open := g.doorsOf(i)
	for k, s := range sides {
		if !open[k] {
			out = append(out, "open "+g.ID(i)+" "+s.String())
			continue
		}
		a, b := s.Hexes()
		other := a
		if other == u.At.Hex {
			other = b
		}
		if j := g.at(hexmap.OnGround(other)); j < 0 || g.Units[j].Side == British {
			out = append(out, "close "+g.ID(i)+" "+s.String())
		}
	}
	return out
}

// doDoor carries out "open U SIDE" or "close U SIDE".
func (g *Game) doDoor(i int, verb string, s hexmap.Side) error {
	if !slices.Contains(g.doorActions(i), verb+" "+g.ID(i)+" "+s.String()) {
		return fmt.Errorf("%s cannot %s a door at %s now (an unmoved soldier at a door that is not broken; not shut on a Zulu)", g.ID(i), verb, s)
	}
	st := "open"
	if verb == "close" {
		st = "closed"
	}
	g.change(SideChange{Side: s.String(), Kind: "door", State: st})
	g.Units[i].Moved = true
	g.logf(int(British), "1b", "%s %ss the door at %s", g.ID(i), verb, s)
	return nil
}
