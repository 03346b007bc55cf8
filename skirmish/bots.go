package skirmish

import (
	"fmt"
	"slices"

	"zulu1879/games"
	"zulu1879/hexmap"
	"zulu1879/scenarios/rdtactical"
)

func init() {
	games.RegisterBot(games.BotInfo{Game: ID, Name: "impi", Title: "the impi", Seats: []string{"zulu"}, Default: true,
		About: "closes on the nearest reachable British man, through open ways first and from the flank or rear when it can; digs through walls; riflemen hold at medium range and fire",
		New:   func(uint64) games.Bot { return Bot{} }})
	games.RegisterBot(games.BotInfo{Game: ID, Name: "garrison", Title: "the garrison", Seats: []string{"british"}, Default: true,
		About: "holds the walls facing the nearest Zulu, sends the wounded (and the patients) to the surgeon in the storehouse, helps them along, digs or walks out of burning rooms, fires at the best chance",
		New:   func(uint64) games.Bot { return Bot{} }})
}

// Bot plays either side by the rules of thumb of the brief; it keeps
// nothing between decisions.
type Bot struct{}

// Choose returns the bot's action for the seat to act and its reason.
func (Bot) Choose(s games.State) (string, string) {
	g, ok := s.(*Game)
	if !ok {
		return "", fmt.Sprintf("this bot plays only %s, not a %T", ID, s)
	}
	if g.Outcome != nil {
		return "", "the game is over"
	}
	a, why := g.BotAction()
	return a.String(), why
}

// BotAction is the bots' choice for the seat to act, with its reason.
func (g *Game) BotAction() (Action, string) {
	if g.Pending != nil {
		return g.chooseLoss()
	}
	switch g.Phase {
	case StepZuluMove:
		return g.zuluMove()
	case StepBritishMove:
		return g.britishMove()
	case StepBritishFire, StepZuluFire:
		return g.botFire()
	case StepMelee:
		best := 0
		for k, f := range g.Fights {
			if len(f.Zulus) > len(g.Fights[best].Zulus) {
				best = k
			}
		}
		ft := g.Fights[best]
		return Action{Verb: "fight", Fig: g.Figs[ft.British[0]].ID}, fmt.Sprintf("the fight with the most Zulus (%d on %s) first", len(ft.Zulus), g.Figs[ft.British[0]].ID)
	}
	return Action{Verb: "end"}, "nothing to do"
}

// contactGoals: the hexes next to living British men on the ground from
// which a Zulu would touch them.
func (g *Game) contactGoals() []hexmap.Hex {
	var out []hexmap.Hex
	for i := range g.Figs {
		f := &g.Figs[i]
		if f.Side != British || !f.Alive() || f.Roof {
			continue
		}
		for _, n := range f.Hex.Neighbors() {
			if !g.m.Grid.Contains(n) {
				continue
			}
			sd, _ := hexmap.SideBetween(f.Hex, n)
			if !g.closedSide(sd) {
				out = append(out, n)
			}
		}
	}
	return out
}

// arcPenalty: 0 for a hex in a British man's rear, 1 on his flank, 2 in
// front, 3 touching nobody.
func (g *Game) arcPenalty(h hexmap.Hex) int {
	best := 3
	for _, n := range h.Neighbors() {
		j := g.At(n, false)
		if j < 0 || g.Figs[j].Side != British {
			continue
		}
		sd, _ := hexmap.SideBetween(h, n)
		if g.closedSide(sd) {
			continue
		}
		p := 2 - int(ArcOf(g.Figs[j].Face, DirTo(n, h)))
		best = min(best, p)
	}
	return best
}

// bestStep is the neighbour of h the field leads to, and the side between.
func (g *Game) bestStep(side Side, f *Field, h hexmap.Hex) (hexmap.Dir, bool) {
	here := f.At(h)
	bestD, bestC := hexmap.Dir(0), -1
	for d, n := range h.Neighbors() {
		c := f.At(n)
		if c < 0 || !g.m.Grid.Contains(n) {
			continue
		}
		sc := g.fieldStep(side, h, n)
		if sc < 0 || c+sc != here {
			continue
		}
		if bestC < 0 || c < bestC {
			bestD, bestC = hexmap.Dir(d), c
		}
	}
	return bestD, bestC >= 0
}

func (g *Game) zuluMove() (Action, string) {
	field := g.cachedField(Zulu, func() []hexmap.Hex { return g.contactGoals() })
	for i := range g.Figs {
		f := &g.Figs[i]
		if f.Side != Zulu || !g.canAct(i) || f.Acted || g.Pinned(i) != "" {
			continue
		}
		if len(g.Enemies(i)) > 0 {
			continue // in contact: he fights
		}
		if f.Weapon == ZuluRifle {
			if t, s := g.bestTarget(i); t >= 0 && s.Band != BandLong {
				continue // a target at medium range or closer: hold and fire
			}
		}
		here := field.At(f.Hex)
		if here < 0 {
			continue
		}
		r := g.Reachable(i)
		best, bestScore := hexmap.None, here*4+g.arcPenalty(f.Hex)
		for _, h := range r.Hexes {
			c := field.At(h)
			if c < 0 {
				continue
			}
			if sc := c*4 + g.arcPenalty(h); sc < bestScore {
				best, bestScore = h, sc
			}
		}
		if !best.IsNone() {
			why := "closes on the nearest British man"
			if p := g.arcPenalty(best); p == 0 {
				why = "charges a British man from the rear"
			} else if p == 1 {
				why = "charges a British man from the flank"
			} else if p == 2 {
				why = "charges a British man"
			}
			return Action{Verb: "move", Fig: f.ID, Hex: best}, fmt.Sprintf("%s %s (%d to go)", f.ID, why, field.At(best))
		}
		if d, ok := g.bestStep(Zulu, field, f.Hex); ok && g.diggable(hexmap.SideOf(f.Hex, d)) && !f.Acted {
			return Action{Verb: "dig", Fig: f.ID, Dir: d}, fmt.Sprintf("%s digs through the wall to reach the British", f.ID)
		}
	}
	return Action{Verb: "end"}, "every Zulu has moved, holds or fights"
}

// roomBurning reports whether a figure stands in a room with fire above.
func (g *Game) roomBurning(f *Figure) bool {
	if f.Roof {
		return g.burning(f.Hex)
	}
	for _, a := range g.m.Areas {
		if a.Kind == rdtactical.Room && a.Contains(f.Hex) {
			for _, h := range a.Hexes {
				if g.burning(h) {
					return true
				}
			}
		}
	}
	return false
}

func (g *Game) britishMove() (Action, string) {
	area := "storehouse"
	rescue := g.scen.Victory.Kind == "rescue"
	if rescue {
		area = g.scen.Victory.Area
	}
	var field *Field
	getField := func() *Field {
		if field == nil {
			field = g.cachedField(British, func() []hexmap.Hex { return g.innerHexes(area) })
		}
		return field
	}
	for i := range g.Figs {
		f := &g.Figs[i]
		if f.Side != British || !g.canAct(i) || f.Acted {
			continue
		}
		safe := g.inArea(f, area) && !g.doorway(f.Hex)
		fit := !f.Wounds.Wounded() && !f.Patient && !f.Down
		// A fit man helps a neighbour who has to get to the storehouse.
		if fit {
			for _, n := range f.Hex.Neighbors() {
				if j := g.At(n, f.Roof); j >= 0 && g.canAssist(i, j) && !g.inArea(&g.Figs[j], area) && g.Pinned(j) == "" {
					return Action{Verb: "assist", Fig: f.ID, Other: g.Figs[j].ID}, fmt.Sprintf("%s helps %s towards the %s", f.ID, g.Figs[j].ID, area)
				}
			}
		}
		go2 := ""
		switch {
		case safe:
		case f.Wounds.Wounded() && !f.Patient:
			go2 = "takes his wound to the surgeon"
		case f.Patient || rescue:
			go2 = "makes for the " + area
		case g.roomBurning(f):
			go2 = "gets out from under the burning roof"
		}
		if f.Down && f.MP > CostStand && go2 != "" {
			return Action{Verb: "stand", Fig: f.ID}, fmt.Sprintf("%s gets up to move", f.ID)
		}
		if go2 != "" && g.Pinned(i) == "" {
			fl := getField()
			here := fl.At(f.Hex)
			r := g.Reachable(i)
			best, bestC := hexmap.None, here
			for _, h := range r.Hexes {
				if c := fl.At(h); c >= 0 && (bestC < 0 || c < bestC) {
					best, bestC = h, c
				}
			}
			if !best.IsNone() {
				return Action{Verb: "move", Fig: f.ID, Hex: best}, fmt.Sprintf("%s %s (%d to go)", f.ID, go2, bestC)
			}
			if d, ok := g.bestStep(British, fl, f.Hex); ok && !f.Roof {
				sd := hexmap.SideOf(f.Hex, d)
				if g.closedDoor(sd) && f.MP >= CostDoor && !f.Down {
					return Action{Verb: "open", Fig: f.ID, Dir: d}, fmt.Sprintf("%s opens the door on his way: he %s", f.ID, go2)
				}
				if g.diggable(sd) && !f.Acted && !f.Patient && !f.Down {
					return Action{Verb: "dig", Fig: f.ID, Dir: d}, fmt.Sprintf("%s digs through the wall: he %s", f.ID, go2)
				}
			}
			if nb := f.Hex.Neighbors(); f.wounded() && !f.Acted {
				for d := hexmap.Dir(0); d < 6; d++ {
					if c := fl.At(nb[d]); c >= 0 && c < here && g.oneHex(i, d) {
						return Action{Verb: "move", Fig: f.ID, Hex: nb[d]}, fmt.Sprintf("%s struggles one hex: he %s", f.ID, go2)
					}
				}
			}
			continue
		}
		if a, why, ok := g.bagErrand(i); ok {
			return a, why
		}
		// Hold: face the nearest danger.
		if t := g.nearestEnemy(i, MediumMax); t >= 0 {
			d := DirTo(f.Hex, g.Figs[t].Hex)
			if ArcOf(f.Face, d) != Front && g.turnCost(i, d) <= f.MP {
				return Action{Verb: "turn", Fig: f.ID, Dir: d}, fmt.Sprintf("%s holds his post and turns to face %s", f.ID, g.Figs[t].ID)
			}
		}
	}
	return Action{Verb: "end"}, "the garrison holds its posts"
}

// nearestEnemy is the closest enemy in contact, else within reach hexes.
func (g *Game) nearestEnemy(i, reach int) int {
	f := &g.Figs[i]
	if e := g.Enemies(i); len(e) > 0 {
		return e[0]
	}
	best, bd := -1, reach+1
	for t := range g.Figs {
		if g.Figs[t].Side == f.Side || !g.Figs[t].Alive() || g.Figs[t].Roof != f.Roof {
			continue
		}
		if d := hexmap.Distance(f.Hex, g.Figs[t].Hex); d < bd {
			best, bd = t, d
		}
	}
	return best
}

// bestTarget is the target figure i hits most often, the nearest first.
func (g *Game) bestTarget(i int) (int, Shot) {
	f := &g.Figs[i]
	best, bs := -1, Shot{}
	for t := range g.Figs {
		if g.Figs[t].Side == f.Side || !g.Figs[t].Alive() {
			continue
		}
		s := g.Aim(i, t)
		if s.Forbidden != "" || s.Chance == 0 {
			continue
		}
		if best < 0 || s.Chance > bs.Chance || (s.Chance == bs.Chance && s.Dist < bs.Dist) {
			best, bs = t, s
		}
	}
	return best, bs
}

func (g *Game) botFire() (Action, string) {
	side := Side(g.Seat())
	for i := range g.Figs {
		if g.Figs[i].Side != side || g.CanFire(i) != "" {
			continue
		}
		if t, s := g.bestTarget(i); t >= 0 {
			return Action{Verb: "fire", Fig: g.Figs[i].ID, Other: g.Figs[t].ID},
				fmt.Sprintf("%s fires at %s: %d/6 at %v range%s", g.Figs[i].ID, g.Figs[t].ID, s.Chance, s.Band, map[bool]string{true: ", in cover", false: ""}[s.Cover])
		}
	}
	if side == Zulu {
		for t := range g.Figs {
			if g.TerraceTarget(t) {
				return Action{Verb: "terrace", Fig: g.Figs[t].ID}, fmt.Sprintf("the Oskarberg terrace fires at %s in the open", g.Figs[t].ID)
			}
		}
	}
	return Action{Verb: "end"}, "no one has a shot left worth firing"
}

// cachedField keeps the bots' field for the phase: the British do not move
// in the Zulu move, and the storehouse does not move at all, so a field
// holds until the turn, the phase or a side changes. It is a cache only:
// the same state gives the same field with or without it.
func (g *Game) cachedField(side Side, goals func() []hexmap.Hex) *Field {
	key := [4]int{g.Turn, int(g.Phase), g.Gen, int(side) + 1}
	if side == British {
		key[0], key[1] = 0, 0
	}
	if g.field != nil && g.fieldKey == key {
		return g.field
	}
	g.field, g.fieldKey = g.NewField(side, goals()), key
	return g.field
}

// innerHexes are the hexes of an area off its doorways: where the bots
// send men, so that those who arrive do not block the way in.
func (g *Game) innerHexes(area string) []hexmap.Hex {
	a, _ := g.m.Area(area)
	var out []hexmap.Hex
	for _, h := range a.Hexes {
		if !g.doorway(h) {
			out = append(out, h)
		}
	}
	return out
}

// doorway reports whether a hex has a door, window or hole on a side.
func (g *Game) doorway(h hexmap.Hex) bool {
	for d := hexmap.Dir(0); d < 6; d++ {
		sd := hexmap.SideOf(h, d)
		if g.sides.Has(sd, hexmap.Door) || g.sides.Has(sd, hexmap.Window) || g.sides.Has(sd, hexmap.Hole) {
			return true
		}
	}
	return false
}

// chooseLoss answers the owner's choice of who falls. The Zulus give up a
// spearman before a rifleman (a dead rifleman never comes back), and among
// those the one in the worst place (attacking across a wall or hole, or
// not from the rear). The British give the wound to the man it is least
// likely to kill or cripple: no wound before a light one before a serious
// one, a private before a hero, a fit man before a patient.
func (g *Game) chooseLoss() (Action, string) {
	p := g.Pending
	best, bestKey, why := -1, 1<<30, ""
	for _, i := range p.Figs {
		f := &g.Figs[i]
		key, reason := 0, ""
		if p.Side == Zulu {
			if f.Weapon == ZuluRifle {
				key += 100
			}
			// The Zulu whose die counts least against the man he fights.
			worst := 0
			for _, b := range g.Enemies(i) {
				worst = min(worst, Sum(g.ZuluMods(i, b)))
				if ArcOf(g.Figs[b].Face, DirTo(g.Figs[b].Hex, f.Hex)) == Rear {
					key += 10
				}
			}
			key += worst + 10
			reason = fmt.Sprintf("%s goes: a spearman, and the worst placed of the %d (his modifier %+d)", f.ID, len(p.Figs), worst)
			if f.Weapon == ZuluRifle {
				reason = fmt.Sprintf("%s goes: only riflemen fought, and he is the worst placed (his modifier %+d)", f.ID, worst)
			}
		} else {
			switch {
			case f.Wounds.Serious || f.Hospital > 0:
				key += 200
			case f.Wounds.Light > 0:
				key += 100
			}
			if f.Hero {
				key += 20
			}
			if f.Patient {
				key += 10
			}
			reason = fmt.Sprintf("%s takes the wound: of the %d he is the least hurt (%s)%s", f.ID, len(p.Figs), f.Wounds, map[bool]string{true: ", though a hero", false: ""}[f.Hero])
		}
		if key < bestKey {
			best, bestKey, why = i, key, reason
		}
	}
	return Action{Verb: "lose", Fig: g.Figs[best].ID}, why
}

// BagQuiet is how far the nearest Zulu must be for a man who is not
// holding a wall to fetch and lay mealie bags.
const BagQuiet = 2

// atWall reports whether figure i holds an outer wall: a wall, window,
// door or ledge on a hexside of his hex with the open country beyond it
// (whichever way he faces).
func (g *Game) atWall(i int) bool {
	f := &g.Figs[i]
	nb := f.Hex.Neighbors()
	for d := hexmap.Dir(0); d < 6; d++ {
		if g.obstacleSide(hexmap.SideOf(f.Hex, d)) && !g.sheltered(nb[d]) {
			return true
		}
	}
	return false
}

// unbuiltRedoubt lists the hexes beside the redoubt's unbuilt sides.
func (g *Game) unbuiltRedoubt() map[hexmap.Hex]bool {
	out := map[hexmap.Hex]bool{}
	for _, sd := range g.sides.All() {
		if f, ok := g.sides.Feature(sd, hexmap.RedoubtWall); ok && f.State == hexmap.Unbuilt {
			a, b := sd.Hexes()
			out[a], out[b] = true, true
		}
	}
	return out
}

// bagErrand: while no Zulu is near, one fit private builds the redoubt:
// the man nearest a pile (not holding a wall) fetches a bag and lays it on an unbuilt side of
// the redoubt; a man carrying a bag lays it.
func (g *Game) bagErrand(i int) (Action, string, bool) {
	f := &g.Figs[i]
	if g.Revision() < 2 || f.Roof || f.Patient || f.Down || f.Wounds.Wounded() || g.Pinned(i) != "" || g.nearestEnemy(i, BagQuiet) >= 0 || (!f.Bag && g.atWall(i)) {
		return Action{}, "", false
	}
	sites := g.unbuiltRedoubt()
	if len(sites) == 0 {
		if f.Bag {
			// Nothing left to build: lay it in front of him.
			for _, d := range []hexmap.Dir{f.Face, (f.Face + 1) % 6, (f.Face + 5) % 6} {
				if g.bagSide(hexmap.SideOf(f.Hex, d)) {
					return Action{Verb: "place", Fig: f.ID, Dir: d}, fmt.Sprintf("%s lays his bag in front of him: the redoubt is built", f.ID), true
				}
			}
		}
		return Action{}, "", false
	}
	if f.Bag {
		for d := hexmap.Dir(0); d < 6; d++ {
			sd := hexmap.SideOf(f.Hex, d)
			if rw, ok := g.sides.Feature(sd, hexmap.RedoubtWall); ok && rw.State == hexmap.Unbuilt {
				return Action{Verb: "place", Fig: f.ID, Dir: d}, fmt.Sprintf("%s lays his mealie bag on the redoubt's side %v", f.ID, sd), true
			}
		}
		return g.errandStep(i, sites, "carries his bag to the redoubt")
	}
	// Only the man nearest a pile goes for bags.
	piles := map[hexmap.Hex]bool{}
	for _, p := range g.Piles {
		if p.Bags > 0 {
			piles[p.Hex] = true
		}
	}
	if len(piles) == 0 {
		return Action{}, "", false
	}
	dist := func(j int) int {
		d := 1 << 30
		for h := range piles {
			d = min(d, hexmap.Distance(g.Figs[j].Hex, h))
		}
		return d
	}
	for j := range g.Figs {
		o := &g.Figs[j]
		if j == i || o.Side != British || !o.Active() || o.Roof || o.Patient || o.Down || o.Wounds.Wounded() || o.Bag || g.nearestEnemy(j, BagQuiet) >= 0 || g.atWall(j) {
			continue
		}
		if dj, di := dist(j), dist(i); dj < di || (dj == di && j < i) {
			return Action{}, "", false
		}
	}
	if hs := g.takeFrom(i); len(hs) > 0 {
		return Action{Verb: "take", Fig: f.ID, Hex: hs[0]}, fmt.Sprintf("%s takes a mealie bag for the redoubt (no Zulu within %d)", f.ID, BagQuiet), true
	}
	near := map[hexmap.Hex]bool{}
	for h := range piles {
		near[h] = true
		for _, n := range h.Neighbors() {
			if sd, ok := hexmap.SideBetween(h, n); ok && g.m.Grid.Contains(n) && !g.closedSide(sd) {
				near[n] = true
			}
		}
	}
	return g.errandStep(i, near, "goes for a mealie bag")
}

// errandStep moves figure i towards the nearest of goals by the bots'
// distance field, opening a closed door on the way.
func (g *Game) errandStep(i int, goals map[hexmap.Hex]bool, what string) (Action, string, bool) {
	f := &g.Figs[i]
	var gs []hexmap.Hex
	for h := range goals {
		gs = append(gs, h)
	}
	slices.SortFunc(gs, hexmap.Compare)
	fl := g.NewField(British, gs)
	here := fl.At(f.Hex)
	r := g.Reachable(i)
	best, bc := hexmap.None, here
	for _, h := range r.Hexes {
		if c := fl.At(h); c >= 0 && (bc < 0 || c < bc) {
			best, bc = h, c
		}
	}
	if !best.IsNone() {
		return Action{Verb: "move", Fig: f.ID, Hex: best}, fmt.Sprintf("%s %s (%d to go)", f.ID, what, bc), true
	}
	if d, ok := g.bestStep(British, fl, f.Hex); ok {
		if sd := hexmap.SideOf(f.Hex, d); g.closedDoor(sd) && f.MP >= CostDoor {
			return Action{Verb: "open", Fig: f.ID, Dir: d}, fmt.Sprintf("%s opens the door: he %s", f.ID, what), true
		}
	}
	return Action{}, "", false
}
