package tactical

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"zulu1879/dice"
	"zulu1879/hexmap"
)

// NewGame sets up a game at 4:30 pm: the garrison on its hexes, the
// hospital rooms they hold noted for the VP, no Zulu on the map; the
// first decision is the British movement of turn 1.
func NewGame(seed uint64, o Options) (*Game, error) {
	st, err := loadStation()
	if err != nil {
		return nil, err
	}
	if o.LastTurn == 0 {
		o.LastTurn = MaxTurn
	}
	if o.LastTurn < 1 || o.LastTurn > MaxTurn {
		return nil, fmt.Errorf("last_turn %d: want 1 to %d", o.LastTurn, MaxTurn)
	}
	if o.Revision == 0 {
		o.Revision = RulesRevision
	}
	if o.Revision < 1 || o.Revision > RulesRevision {
		return nil, fmt.Errorf("revision %d is unknown: this program plays revisions 1 to %d", o.Revision, RulesRevision)
	}
	c := o.campaign()
	if err := c.validate(); err != nil {
		return nil, err
	}
	f := st.revs[forceRevision(o.Revision)-1]
	g := &Game{st: st, Roller: dice.NewSeeded(seed), Pool: max(0, f.Pool+c.PoolChange), Last: o.LastTurn, Opt: o, NBrit: len(f.British)}
	if c.RedoubtBuilt {
		for _, w := range st.works {
			if w.Kind == hexmap.RedoubtWall {
				for _, s := range w.Sides {
					g.Changes = append(g.Changes, SideChange{Side: s.String(), Kind: w.Kind.String(), State: "closed"})
				}
				g.Built = append(g.Built, w.Name)
			}
		}
	}
	boxes := f.BiscuitBoxes
	if o.BiscuitBoxes != nil {
		boxes = *o.BiscuitBoxes
	}
	if !boxes {
		for _, w := range st.works {
			if w.Kind == hexmap.BiscuitBoxes {
				for _, s := range w.Sides {
					g.Changes = append(g.Changes, SideChange{Side: s.String(), Kind: "biscuit-boxes", State: "unbuilt"})
				}
			}
		}
	} else {
		g.Built = append(g.Built, "boxes-north", "boxes-south")
	}
	for _, b := range st.bldgs {
		g.Blds = append(g.Blds, Building{Name: b})
	}
	for _, m := range f.British {
		g.Units = append(g.Units, Unit{Side: British, Kind: m.Kind, Bed: m.Bed, Orderly: m.Orderly, Name: m.Name, At: hexmap.OnGround(m.At), OnMap: true})
	}
	held := map[string]bool{}
	for i := range g.Units {
		if r := st.roomAt(g.Units[i].At); r != "" && st.roomOf[r].In == "hospital" {
			held[r] = true
		}
	}
	for _, r := range st.rooms {
		if held[r] {
			g.Rooms = append(g.Rooms, r)
		}
	}
	g.logf(-1, "", "4:30 pm, 22 January 1879: %d men hold the mission station; %d Zulu counters are coming", g.NBrit, g.Pool)
	g.startTurn()
	g.settle()
	return g, nil
}

// ID names unit i in the notation: B001… for the British, Z001… for the
// Zulus.
func (g *Game) ID(i int) string {
	if i < g.NBrit {
		return fmt.Sprintf("B%03d", i+1)
	}
	return fmt.Sprintf("Z%03d", i-g.NBrit+1)
}

// ParseID reads a unit id and returns the unit's index.
func (g *Game) ParseID(s string) (int, error) {
	if len(s) < 2 || len(s) > 5 || (s[0] != 'B' && s[0] != 'Z') {
		return 0, fmt.Errorf("%q is not a unit (B001…, Z001…)", clip(s))
	}
	n, err := strconv.Atoi(s[1:])
	if err != nil || n < 1 || strconv.Itoa(n) != strings.TrimLeft(s[1:], "0") {
		return 0, fmt.Errorf("%q is not a unit (B001…, Z001…)", clip(s))
	}
	i := n - 1
	if s[0] == 'Z' {
		i += g.NBrit
		if i >= len(g.Units) {
			return 0, fmt.Errorf("no Zulu counter %s has come on yet", s)
		}
	} else if i >= g.NBrit {
		return 0, fmt.Errorf("no British man %s (the garrison is B001-%s)", s, g.ID(g.NBrit-1))
	}
	return i, nil
}

func clip(s string) string {
	if len(s) > 24 {
		return s[:24] + "…"
	}
	return s
}

// roll rolls a die for the event being built.
func (g *Game) roll(why string) int {
	d := g.Roller.Roll(6, why)
	g.dice = append(g.dice, d)
	return d
}

// logf writes an event with the dice rolled since the last one.
func (g *Game) logf(side int, rule, format string, args ...any) {
	g.Events = append(g.Events, Event{Side: side, Turn: g.Turn, Phase: g.Phase, Rule: rule, Text: fmt.Sprintf(format, args...), Dice: g.dice})
	g.dice = nil
}

// live reports whether unit i is in play on the map (or in the box).
func (g *Game) live(i int) bool { return g.Units[i].OnMap && !g.Units[i].Gone }

// startTurn begins the next turn with the British movement phase.
func (g *Game) startTurn() {
	g.Turn++
	g.Torches, g.Suppr = 0, false
	for i := range g.Units {
		g.Units[i].Hit, g.Units[i].Fired, g.Units[i].Fought = false, false, false
	}
	night := ""
	if g.Turn == NightTurn {
		night = "; night falls"
	}
	g.logf(-1, "10b", "turn %d, %s%s", g.Turn, TimeOf(g.Turn), night)
	g.startPhase(BritishMove)
}

// startPhase enters phase p and does its automatic first steps.
func (g *Game) startPhase(p Phase) {
	g.legal, g.Focus = nil, 0
	g.Phase = p
	switch p {
	case BritishMove:
		g.burnVictims(British)
		for i := 0; i < g.NBrit; i++ {
			g.Units[i].Moved, g.Units[i].Busy = false, false
		}
		for _, w := range g.Works {
			for _, i := range w.Workers {
				g.Units[i].Busy, g.Units[i].Moved = true, true
			}
		}
		g.holdTied(0, g.NBrit)
	case ZuluMove:
		g.burnVictims(Zulu)
		for i := g.NBrit; i < len(g.Units); i++ {
			g.Units[i].Moved = false
		}
		g.holdTied(g.NBrit, len(g.Units))
	case Burning:
		g.burnPhase()
		g.startPhase(BritishFire)
	}
}

// endPhase closes the phase in play and opens the next.
func (g *Game) endPhase() {
	g.legal = nil
	switch g.Phase {
	case BritishMove:
		g.woundedRolls()
		g.startPhase(ZuluMove)
	case ZuluMove:
		g.recover()
		g.reinforce()
		g.startPhase(Burning)
	case BritishFire:
		for i := 0; i < g.NBrit; i++ {
			g.Units[i].Pinned = false
		}
		g.Ranked = nil
		g.startPhase(ZuluFire)
	case ZuluFire:
		g.startPhase(Melee)
	case Melee:
		g.endTurn()
	}
}

// endTurn scores the turn, advances the works and checks the end.
func (g *Game) endTurn() {
	g.construct()
	g.scoreHeld()
	if g.Outcome != nil {
		return
	}
	switch {
	case g.Turn >= g.Last:
		g.finish("dawn", fmt.Sprintf("the night is over (turn %d)", g.Turn))
	case Night(g.Turn+1) && len(g.Fires) == 0:
		g.finish("light-fails", fmt.Sprintf("the light fails at %s: nothing burns", TimeOf(g.Turn+1)))
	default:
		g.startTurn()
	}
}

// settle runs the automatic steps after a decision: the end checks, and
// phases in which the seat has nothing to choose but "end".
func (g *Game) settle() {
	for g.Outcome == nil {
		if g.britishLeft() == 0 {
			g.finish("massacre", "no British man is left")
			return
		}
		if vp := g.VP(false); vp >= TargetVP {
			g.finish("vp", fmt.Sprintf("the British reach %d VP", vp))
			return
		}
		if g.hasChoice() {
			return
		}
		g.endPhase()
	}
}

func (g *Game) britishLeft() int {
	n := 0
	for i := 0; i < g.NBrit; i++ {
		if g.live(i) {
			n++
		}
	}
	return n
}

// finish ends the game.
func (g *Game) finish(key, how string) {
	vp := g.VP(true)
	g.Outcome = &Outcome{Key: key, How: how, VP: vp, Level: Level(vp)}
	g.Phase = Over
	g.logf(-1, "11", "the game ends: %s; %d VP with the Small Kraal: %s", how, vp, g.Outcome.Level)
}

// ToActSide is the side deciding now, and false once the game is over.
func (g *Game) ToActSide() (Side, bool) {
	if g.Outcome != nil {
		return 0, false
	}
	if g.Pending != nil {
		return g.Pending.Seat(), true
	}
	return g.Phase.Seat(), true
}

// focus is the unit whose moves Legal lists in a movement phase: the one
// chosen with "next U" while it can still act, else the first of the
// moving side that has not moved and can.
func (g *Game) focus() int {
	side := g.Phase.Seat()
	lo, hi := 0, g.NBrit
	if side == Zulu {
		lo, hi = g.NBrit, len(g.Units)
	}
	if f := g.Focus - 1; f >= lo && f < hi && g.canAct(f) {
		return f
	}
	for i := lo; i < hi; i++ {
		if g.canAct(i) {
			return i
		}
	}
	return -1
}

// canAct reports whether unit i may still do something in this movement
// phase.
func (g *Game) canAct(i int) bool {
	u := &g.Units[i]
	if !g.live(i) || u.Moved || u.Busy {
		return false
	}
	return g.Allowance(i) > 0 || (u.Bed && g.carrier(i) >= 0)
}

// hasChoice reports whether the seat to act has anything to do but end.
// In movement a unit that may still act always has "hold", so the list
// (and the unit's reach, the dear part) need not be built; otherwise it
// builds the legal list, which Legal then reuses.
func (g *Game) hasChoice() bool {
	if g.Outcome == nil && g.Pending != nil {
		return true
	}
	if g.Outcome == nil && (g.Phase == BritishMove || g.Phase == ZuluMove) {
		return g.focus() >= 0 || len(g.buildable()) > 0
	}
	return len(g.legalList()) > 1
}

// Legal lists the actions the seat to act may take now, in the notation,
// sorted. Movement lists the moves of one unit at a time (the first that
// has not moved; "hold U" passes it over) and every work that may be
// started; Apply takes a move of any unit that may still move.
func (g *Game) Legal() []string { return slices.Clone(g.legalList()) }

// legalList is Legal, built once per position (the copy an Apply works on
// starts without it).
func (g *Game) legalList() []string {
	if g.Outcome != nil {
		return nil
	}
	if g.legal != nil {
		return g.legal
	}
	if g.Pending != nil {
		out := g.pendingLegal()
		slices.Sort(out)
		g.legal = slices.Compact(out)
		return g.legal
	}
	out := []string{"end"}
	switch g.Phase {
	case BritishMove, ZuluMove:
		if i := g.focus(); i >= 0 {
			out = append(out, g.unitActions(i)...)
		}
		for _, w := range g.buildable() {
			out = append(out, "build "+w)
		}
	default:
		out = append(out, g.combatLegal()...)
	}
	slices.Sort(out)
	g.legal = slices.Compact(out)
	return g.legal
}

// listedMoves is the sample of unit i's moves that Legal lists: the
// farthest place in each of six directions, every place next to it (and
// the roof above), and the Oskarberg. Apply takes any place in reach;
// the sample keeps the list short for bots and random play.
func (g *Game) listedMoves(i int) []dest {
	all := g.moveReach(i)
	from := g.Units[i].At
	if from.Box != 0 || len(all) <= 12 {
		return all
	}
	var far [6]int
	var farD [6]int
	for k := range far {
		far[k] = -1
	}
	var out []dest
	a := from.Hex.Axial()
	for k, d := range all {
		if d.P.Box != 0 {
			out = append(out, d)
			continue
		}
		dist := hexmap.Distance(from.Hex, d.P.Hex)
		if dist <= 1 {
			out = append(out, d)
			continue
		}
		b := d.P.Hex.Axial()
		sec := sector(b.Q-a.Q, b.R-a.R)
		if dist > farD[sec] {
			far[sec], farD[sec] = k, dist
		}
	}
	for _, k := range far {
		if k >= 0 {
			out = append(out, all[k])
		}
	}
	return out
}

// sector is the sixth of the plane an axial offset points into (0-5).
func sector(dq, dr int) int {
	x := 1.5 * float64(dq)
	y := 0.8660254 * (float64(dq) + 2*float64(dr))
	ang := math.Atan2(y, x) // -pi..pi
	s := int(math.Floor((ang + math.Pi) / (math.Pi / 3)))
	return min(max(s, 0), 5)
}

// unitActions lists what unit i may do in a movement phase.
func (g *Game) unitActions(i int) []string {
	id := g.ID(i)
	out := []string{"hold " + id}
	for _, d := range g.listedMoves(i) {
		out = append(out, "move "+id+" "+PlaceString(d.P))
	}
	u := &g.Units[i]
	if u.Side == British {
		if g.canDig(i) {
			for _, s := range g.wallSides(i) {
				out = append(out, "dig "+id+" "+s.String())
			}
		}
		out = append(out, g.fireWork(i)...)
		out = append(out, g.doorActions(i)...)
	} else if g.canBatter(i) {
		for _, s := range g.doorSides(i) {
			out = append(out, "batter "+s.String()+" "+id)
		}
	}
	return out
}

// Apply carries out one action of the seat to act; an illegal or
// unreadable action is an error and changes nothing.
func (g *Game) Apply(action string) error {
	if g.Outcome != nil {
		return fmt.Errorf("the game is over")
	}
	if len(action) > 200 {
		return fmt.Errorf("action too long (%d bytes)", len(action))
	}
	f := strings.Fields(action)
	if len(f) == 0 || strings.Join(f, " ") != action {
		return fmt.Errorf("%q: write an action as words with single spaces (try \"end\")", clip(action))
	}
	// Work on a copy, so that an error changes nothing.
	c := g.Copy()
	if g.cache != nil && c.cache != nil {
		c.cache.sight = g.cache.sight // g is dropped after: the lines may be shared
	}
	c.Events = nil
	if err := c.apply(f); err != nil {
		return fmt.Errorf("%s: %v", clip(action), err)
	}
	c.settle()
	events := append(slices.Clip(g.Events), c.Events...)
	*g = *c
	g.Events = events
	return nil
}

func (g *Game) apply(f []string) error {
	g.legal = nil
	if g.Pending != nil {
		return g.applyPending(f)
	}
	if f[0] == "pair" || f[0] == "casualty" {
		return fmt.Errorf("%q answers a decision of rule 9, and none is pending", f[0])
	}
	move := g.Phase == BritishMove || g.Phase == ZuluMove
	side := g.Phase.Seat()
	unit := func(s string) (int, error) {
		i, err := g.ParseID(s)
		if err != nil {
			return 0, err
		}
		if g.Units[i].Side != side {
			return 0, fmt.Errorf("%s is not a %s unit", s, side)
		}
		if !g.live(i) {
			return 0, fmt.Errorf("%s is not in play", s)
		}
		return i, nil
	}
	args := func(n int) error {
		if len(f) != n {
			return fmt.Errorf("%q takes %d words", f[0], n)
		}
		return nil
	}
	switch f[0] {
	case "end":
		if err := args(1); err != nil {
			return err
		}
		g.logf(int(side), "", "%s end the %s phase", side, g.Phase)
		g.endPhase()
		return nil
	case "hold", "move", "dig", "douse", "kindle", "next", "open", "close":
		if !move {
			return fmt.Errorf("%q is for a movement phase; now is the %s phase", f[0], g.Phase)
		}
		if len(f) < 2 {
			return fmt.Errorf("%q needs a unit", f[0])
		}
		i, err := unit(f[1])
		if err != nil {
			return err
		}
		u := &g.Units[i]
		if u.Moved || u.Busy {
			return fmt.Errorf("%s has already moved this phase", f[1])
		}
		switch f[0] {
		case "next":
			if err := args(2); err != nil {
				return err
			}
			if !g.canAct(i) {
				return fmt.Errorf("%s cannot move this phase", f[1])
			}
			g.Focus = i + 1
			return nil
		case "hold":
			if err := args(2); err != nil {
				return err
			}
			u.Moved = true
			return nil
		case "move":
			if err := args(3); err != nil {
				return err
			}
			p, err := ParsePlace(f[2])
			if err != nil {
				return err
			}
			return g.doMove(i, p)
		case "dig", "open", "close":
			if err := args(3); err != nil {
				return err
			}
			s, err := hexmap.ParseSide(f[2])
			if err != nil {
				return err
			}
			if f[0] == "dig" {
				return g.doDig(i, s)
			}
			if side != British {
				return fmt.Errorf("only the British open and close doors")
			}
			return g.doDoor(i, f[0], s)
		default:
			if err := args(3); err != nil {
				return err
			}
			return g.doFireWork(i, f[0], f[2])
		}
	case "batter":
		if side != Zulu || !move {
			return fmt.Errorf("only Zulus batter doors, in their movement phase")
		}
		if len(f) < 3 || len(f) > 4 {
			return fmt.Errorf("write \"batter SIDE Z001 [Z002]\"")
		}
		s, err := hexmap.ParseSide(f[1])
		if err != nil {
			return err
		}
		var who []int
		for _, w := range f[2:] {
			i, err := unit(w)
			if err != nil {
				return err
			}
			who = append(who, i)
		}
		return g.doBatter(s, who)
	case "build":
		if g.Phase != BritishMove {
			return fmt.Errorf("works are started in the British movement phase")
		}
		if err := args(2); err != nil {
			return err
		}
		return g.doBuild(f[1])
	}
	if move {
		return fmt.Errorf("unknown action %q in the %s phase (have: end, move, hold, next%s)", clip(f[0]), g.Phase, map[Side]string{British: ", dig, open, close, douse, kindle, build", Zulu: ", batter"}[side])
	}
	return g.applyCombat(f)
}

// Copy is an independent copy of the game (the same dice to come).
func (g *Game) Copy() *Game {
	c := *g
	c.Units = slices.Clone(g.Units)
	c.Changes = slices.Clone(g.Changes)
	c.Fires = slices.Clone(g.Fires)
	c.Blds = slices.Clone(g.Blds)
	c.Queue = slices.Clone(g.Queue)
	c.Rooms = slices.Clone(g.Rooms)
	c.Built = slices.Clone(g.Built)
	c.Works = slices.Clone(g.Works)
	for k := range c.Works {
		c.Works[k].Workers = slices.Clone(g.Works[k].Workers)
	}
	if g.Outcome != nil {
		o := *g.Outcome
		c.Outcome = &o
	}
	c.Pending = copyPending(g.Pending)
	if g.Ranked != nil {
		rk := *g.Ranked
		rk.Men = slices.Clone(rk.Men)
		c.Ranked = &rk
	}
	r := *g.Roller
	c.Roller = &r
	c.Events = slices.Clip(g.Events)
	c.dice, c.scratch, c.legal = nil, nil, nil
	c.cache = nil
	if k := g.cache; k != nil {
		// the side layer and the graph are never changed in place
		c.cache = &cache{sides: k.sides, graph: k.graph, nchanges: k.nchanges, occ: slices.Clone(k.occ), boxN: k.boxN, fallen: k.fallen}
	}
	return &c
}
