package skirmish

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"strings"

	"zulu1879/hexmap"
)

// Action is one decision in the game's notation:
//
//	move B3 1418      move a figure to a hex (a roof hex ends in ^)
//	turn B3 NE        face another hexside
//	stand B3          get up
//	open B3 N         open (or close) the door on that hexside
//	dig Z4 S          work at a hole in the wall on that hexside (the whole move)
//	dig Z4 roof       work at a hole in the roof over (or under) him
//	take B3 4217      take a mealie bag from the pile there (−1 while he carries it)
//	place B3 N        lay the bag he carries on that hexside: a wall
//	lose Z12          the owner's choice of who falls in a fight just lost
//	assist B1 B13     help a wounded man (−1 to the helper, +1 to him)
//	climb B1 1418^    onto a roof (the whole move; a friend must help)
//	jump B1 1417      down from a roof (the whole move)
//	burn 1418^        the British set a roof alight
//	fire B3 Z12       shoot (fire phases)
//	terrace B3        the Oskarberg's shot of the turn
//	fight B3          resolve the fight around a British figure next
//	end               end the phase
type Action struct {
	Verb  string
	Fig   string
	Other string // a second figure (assist, fire)
	Hex   hexmap.Hex
	Roof  bool
	Dir   hexmap.Dir
}

func place(h hexmap.Hex, roof bool) string {
	if roof {
		return h.String() + "^"
	}
	return h.String()
}

// String writes the action in the notation.
func (a Action) String() string {
	switch a.Verb {
	case "end":
		return "end"
	case "move", "climb", "jump":
		return a.Verb + " " + a.Fig + " " + place(a.Hex, a.Roof)
	case "dig":
		if a.Roof {
			return "dig " + a.Fig + " roof"
		}
		return a.Verb + " " + a.Fig + " " + dirNames[a.Dir]
	case "turn", "open", "close", "place":
		return a.Verb + " " + a.Fig + " " + dirNames[a.Dir]
	case "take":
		return "take " + a.Fig + " " + a.Hex.String()
	case "stand", "terrace", "fight", "lose":
		return a.Verb + " " + a.Fig
	case "assist", "fire":
		return a.Verb + " " + a.Fig + " " + a.Other
	case "burn":
		return "burn " + place(a.Hex, true)
	}
	return a.Verb
}

// ParseAction reads an action of the notation (not whether it is legal).
func ParseAction(s string) (Action, error) {
	if len(s) > 64 {
		return Action{}, fmt.Errorf("action %q: too long", clip(s))
	}
	w := strings.Fields(s)
	if len(w) == 0 {
		return Action{}, errors.New("empty action")
	}
	a := Action{Verb: w[0]}
	want := map[string]int{"end": 1, "stand": 2, "terrace": 2, "fight": 2, "burn": 2, "lose": 2,
		"move": 3, "climb": 3, "jump": 3, "turn": 3, "open": 3, "close": 3, "dig": 3, "assist": 3, "fire": 3,
		"take": 3, "place": 3}
	n, ok := want[a.Verb]
	if !ok {
		return a, fmt.Errorf("action %q: unknown verb %q (move, turn, stand, open, close, dig, assist, climb, jump, burn, take, place, fire, terrace, fight, lose, end)", clip(s), clip(a.Verb))
	}
	if len(w) != n {
		return a, fmt.Errorf("action %q: %s takes %d words", clip(s), a.Verb, n-1)
	}
	readPlace := func(t string) error {
		roof := strings.HasSuffix(t, "^")
		h, err := hexmap.ParseHex(strings.TrimSuffix(t, "^"))
		if err != nil {
			return fmt.Errorf("action %q: %v", clip(s), err)
		}
		a.Hex, a.Roof = h, roof
		return nil
	}
	switch a.Verb {
	case "burn":
		if !strings.HasSuffix(w[1], "^") {
			return a, fmt.Errorf("action %q: a roof hex ends in ^", clip(s))
		}
		return a, readPlace(w[1])
	case "end":
		return a, nil
	}
	a.Fig = w[1]
	switch a.Verb {
	case "move", "climb", "jump":
		return a, readPlace(w[2])
	case "take":
		if strings.HasSuffix(w[2], "^") {
			return a, fmt.Errorf("action %q: bags lie on the ground", clip(s))
		}
		return a, readPlace(w[2])
	case "dig", "turn", "open", "close", "place":
		if a.Verb == "dig" && strings.EqualFold(w[2], "roof") {
			a.Roof = true
			return a, nil
		}
		d, err := parseDir(w[2])
		if err != nil {
			return a, fmt.Errorf("action %q: %v", clip(s), err)
		}
		a.Dir = d
	case "assist", "fire":
		a.Other = w[2]
	}
	return a, nil
}

// Legal lists the actions of the seat to act, sorted.
func (g *Game) Legal() []string {
	if g.Outcome != nil {
		return nil
	}
	var out []string
	add := func(a Action) { out = append(out, a.String()) }
	side := Side(g.Seat())
	if g.Pending != nil {
		for _, a := range g.loseActions() {
			add(a)
		}
		slices.Sort(out)
		return out
	}
	switch g.Phase {
	case StepZuluMove, StepBritishMove:
		for i := range g.Figs {
			if g.Figs[i].Side == side {
				for _, a := range g.moveActions(i) {
					add(a)
				}
			}
		}
		if side == British {
			for _, h := range g.burnable() {
				add(Action{Verb: "burn", Hex: h, Roof: true})
			}
		}
		add(Action{Verb: "end"})
	case StepBritishFire, StepZuluFire:
		for i := range g.Figs {
			f := &g.Figs[i]
			if f.Side != side || g.CanFire(i) != "" {
				continue
			}
			for t := range g.Figs {
				if g.Figs[t].Side != side && g.Figs[t].Alive() && g.Aim(i, t).Forbidden == "" {
					add(Action{Verb: "fire", Fig: f.ID, Other: g.Figs[t].ID})
				}
			}
		}
		if side == Zulu {
			for t := range g.Figs {
				if g.TerraceTarget(t) {
					add(Action{Verb: "terrace", Fig: g.Figs[t].ID})
				}
			}
		}
		add(Action{Verb: "end"})
	case StepMelee:
		for _, ft := range g.Fights {
			add(Action{Verb: "fight", Fig: g.Figs[ft.British[0]].ID})
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// Ordered is legal (a list from Legal) in the order a player reads it:
// "end" first, then the moves, then every other action but burning, in
// Legal's order within each, and the burning of roofs last, so that a
// British player's first screen of actions is his moves and not a list
// of his own roofs to fire. It returns a new slice of the same actions.
func Ordered(legal []string) []string {
	rank := func(a string) int {
		switch verb, _, _ := strings.Cut(a, " "); verb {
		case "end":
			return 0
		case "move":
			return 1
		case "burn":
			return 3
		}
		return 2
	}
	out := slices.Clone(legal)
	slices.SortStableFunc(out, func(a, b string) int { return rank(a) - rank(b) })
	return out
}

// moveActions lists what figure i may do in its move phase.
func (g *Game) moveActions(i int) []Action {
	f := &g.Figs[i]
	if !g.canAct(i) {
		return nil
	}
	var out []Action
	id := f.ID
	pinned := g.Pinned(i) != ""
	if !pinned {
		// The list holds single steps; Apply takes any hex the figure can
		// reach (Reachable), by its cheapest way.
		back := g.onlyBack(i)
		nb := f.Hex.Neighbors()
		for d := hexmap.Dir(0); d < 6; d++ {
			sc, _, ok := g.step(i, f.Hex, f.Roof, f.Face, d)
			if (ok && sc <= f.MP && (!back || d == f.Face.Opposite())) || g.oneHex(i, d) {
				out = append(out, Action{Verb: "move", Fig: id, Hex: nb[d], Roof: f.Roof})
			}
		}
	}
	for d := hexmap.Dir(0); d < 6; d++ {
		if d != f.Face && g.turnCost(i, d) <= f.MP {
			out = append(out, Action{Verb: "turn", Fig: id, Dir: d})
		}
	}
	if f.Down && f.MP >= CostStand {
		out = append(out, Action{Verb: "stand", Fig: id})
	}
	if !f.Roof && !f.Down {
		for d := hexmap.Dir(0); d < 6; d++ {
			sd := hexmap.SideOf(f.Hex, d)
			if f.Side == British && f.MP >= CostDoor {
				if door, ok := g.sides.Feature(sd, hexmap.Door); ok {
					switch {
					case door.State == hexmap.Intact:
						out = append(out, Action{Verb: "open", Fig: id, Dir: d})
					case door.State == hexmap.Opened && g.At(f.Hex.Neighbors()[d], false) < 0:
						out = append(out, Action{Verb: "close", Fig: id, Dir: d})
					}
				}
			}
			if !f.Acted && g.diggable(sd) && !f.Patient {
				out = append(out, Action{Verb: "dig", Fig: id, Dir: d})
			}
			if f.Bag && g.bagSide(sd) {
				out = append(out, Action{Verb: "place", Fig: id, Dir: d})
			}
		}
	}
	for _, h := range g.takeFrom(i) {
		out = append(out, Action{Verb: "take", Fig: id, Hex: h})
	}
	if _, ok := g.roofDigHex(i); ok {
		out = append(out, Action{Verb: "dig", Fig: id, Roof: true})
	}
	if up, down := g.throughHole(i); up {
		out = append(out, Action{Verb: "climb", Fig: id, Hex: f.Hex, Roof: true})
	} else if down {
		out = append(out, Action{Verb: "jump", Fig: id, Hex: f.Hex})
	}
	if f.Side == British && !f.Down && !f.Patient && f.MP >= CostAssist {
		for _, n := range f.Hex.Neighbors() {
			if j := g.At(n, f.Roof); j >= 0 && g.canAssist(i, j) {
				out = append(out, Action{Verb: "assist", Fig: id, Other: g.Figs[j].ID})
			}
		}
	}
	if !f.Acted && !f.Down && !pinned {
		if !f.Roof && g.helper(i) >= 0 {
			for _, h := range g.climbsUp(f.Hex) {
				if g.At(h, true) < 0 {
					out = append(out, Action{Verb: "climb", Fig: id, Hex: h, Roof: true})
				}
			}
		}
		if f.Roof {
			for _, h := range g.jumpsDown(f.Hex) {
				if g.At(h, false) < 0 {
					out = append(out, Action{Verb: "jump", Fig: id, Hex: h})
				}
			}
		}
	}
	return out
}

// oneHex: a wounded man who has not moved may always go one hex, whatever
// it costs, where a step is possible at all.
func (g *Game) oneHex(i int, d hexmap.Dir) bool {
	f := &g.Figs[i]
	if !f.wounded() || f.Acted || g.Pinned(i) != "" {
		return false
	}
	if g.onlyBack(i) && d != f.Face.Opposite() {
		return false
	}
	_, _, ok := g.step(i, f.Hex, f.Roof, f.Face, d)
	return ok
}

func (g *Game) canAssist(i, j int) bool {
	h, w := &g.Figs[i], &g.Figs[j]
	return i != j && w.Side == h.Side && w.Active() && w.wounded() && !w.Assisted && !w.Acted && h.Roof == w.Roof
}

// turnCost: one hexside is free once a move; more, or a second turn, costs.
func (g *Game) turnCost(i int, d hexmap.Dir) int {
	f := &g.Figs[i]
	if Turns(f.Face, d) == 1 && !f.FreeTurn {
		return 0
	}
	return CostTurn
}

// burnable lists the roof hexes the British may set alight: not burning,
// on or next to a British man (on the roof, or in the room below).
func (g *Game) burnable() []hexmap.Hex {
	var out []hexmap.Hex
	for _, r := range g.m.Roofs {
		for _, h := range r.Hexes {
			if g.burning(h) {
				continue
			}
			near := false
			nb := h.Neighbors()
			for _, p := range append([]hexmap.Hex{h}, nb[:]...) {
				for _, roof := range []bool{false, true} {
					if j := g.At(p, roof); j >= 0 && g.Figs[j].Side == British && g.Figs[j].Active() && !g.Figs[j].Patient {
						near = true
					}
				}
			}
			if near {
				out = append(out, h)
			}
		}
	}
	return out
}

// Apply carries out one action of the seat to act and every automatic step
// after it. A bad or illegal action changes nothing.
func (g *Game) Apply(s string) error {
	if g.Outcome != nil {
		return errors.New("the game is over")
	}
	a, err := ParseAction(s)
	if err != nil {
		return err
	}
	if err := g.do(a); err != nil {
		return fmt.Errorf("%s: %v", a, err)
	}
	g.advance()
	return nil
}

func (g *Game) fig(id string, side Side) (int, error) {
	i, ok := g.Figure(id)
	if !ok {
		return -1, fmt.Errorf("no figure %q", clip(id))
	}
	if g.Figs[i].Side != side {
		return -1, fmt.Errorf("%s is not %s", id, side)
	}
	return i, nil
}

func (g *Game) do(a Action) error {
	side := Side(g.Seat())
	if g.Pending != nil {
		if a.Verb != "lose" {
			return fmt.Errorf("first the %s player chooses who falls: %s", g.Pending.Side, g.Pending.Prompt(g))
		}
		return g.lose(a)
	}
	if a.Verb == "lose" {
		return errors.New("no fight waits for a choice of who falls")
	}
	if a.Verb == "end" {
		if g.Phase == StepMelee {
			return errors.New("every fight must be fought")
		}
		g.logf(int(side), "", "%s ends the %s phase", side, g.Phase)
		g.nextPhase()
		return nil
	}
	move := g.Phase == StepZuluMove || g.Phase == StepBritishMove
	fireP := g.Phase == StepBritishFire || g.Phase == StepZuluFire
	switch a.Verb {
	case "burn":
		if g.Phase != StepBritishMove {
			return errors.New("the British burn roofs in their move phase")
		}
		if !slices.Contains(g.burnable(), a.Hex) {
			return errors.New("no British man is on or next to that roof hex, or it burns already")
		}
		g.light(a.Hex, "fired by the British")
		return nil
	case "fire":
		if !fireP {
			return fmt.Errorf("not a fire phase (now %s)", g.Phase)
		}
		i, err := g.fig(a.Fig, side)
		if err != nil {
			return err
		}
		t, ok := g.Figure(a.Other)
		if !ok {
			return fmt.Errorf("no figure %q", clip(a.Other))
		}
		if why := g.CanFire(i); why != "" {
			return fmt.Errorf("%s may not fire: %s", a.Fig, why)
		}
		if s := g.Aim(i, t); s.Forbidden != "" {
			return fmt.Errorf("%s may not fire at %s: %s", a.Fig, a.Other, s.Forbidden)
		}
		g.fire(i, t)
		return nil
	case "terrace":
		if g.Phase != StepZuluFire {
			return errors.New("the terrace fires in the Zulu fire phase")
		}
		t, err := g.fig(a.Fig, British)
		if err != nil {
			return err
		}
		if !g.TerraceTarget(t) {
			return fmt.Errorf("the terrace may not fire at %s (once a turn, in a wave, at a man in the open)", a.Fig)
		}
		g.terraceShot(t)
		return nil
	case "fight":
		if g.Phase != StepMelee {
			return errors.New("not the melee phase")
		}
		b, err := g.fig(a.Fig, British)
		if err != nil {
			return err
		}
		k := slices.IndexFunc(g.Fights, func(f Fight) bool { return f.British[0] == b })
		if k < 0 {
			return fmt.Errorf("no fight around %s", a.Fig)
		}
		g.resolve(k)
		return nil
	}
	if !move {
		return fmt.Errorf("%s is a move-phase action (now %s)", a.Verb, g.Phase)
	}
	i, err := g.fig(a.Fig, side)
	if err != nil {
		return err
	}
	f := &g.Figs[i]
	if !g.canAct(i) {
		return fmt.Errorf("%s has no move left", f.ID)
	}
	legal := slices.ContainsFunc(g.moveActions(i), func(b Action) bool { return b == a })
	switch a.Verb {
	case "move":
		if a.Roof != f.Roof {
			return errors.New("climb or jump to change level")
		}
		if why := g.Pinned(i); why != "" {
			return fmt.Errorf("%s may not move: %s", f.ID, why)
		}
		r := g.Reachable(i)
		if c, ok := r.Cost[a.Hex]; ok {
			for _, h := range r.Path(a.Hex) {
				g.setPlace(i, h, f.Roof)
			}
			f.Face, f.MP, f.Acted = r.Face[a.Hex], f.MP-c, true
			g.logf(int(side), "move", "%s moves to %s facing %v (%d MP, %d left)", f.ID, place(a.Hex, f.Roof), f.Face, c, f.MP)
			return nil
		}
		nb := f.Hex.Neighbors()
		if d := hexmap.Dir(slices.Index(nb[:], a.Hex)); hexmap.Adjacent(f.Hex, a.Hex) && g.oneHex(i, d) {
			_, nf, _ := g.step(i, f.Hex, f.Roof, f.Face, d)
			g.setPlace(i, a.Hex, f.Roof)
			f.Face, f.MP, f.Acted = nf, 0, true
			g.logf(int(side), "move", "%s, wounded, struggles one hex to %s", f.ID, place(a.Hex, f.Roof))
			return nil
		}
		return fmt.Errorf("%s cannot reach %s with %d MP", f.ID, place(a.Hex, a.Roof), f.MP)
	case "turn":
		c := g.turnCost(i, a.Dir)
		if a.Dir == f.Face || c > f.MP {
			return fmt.Errorf("%s cannot turn to %v (%d MP, %d left)", f.ID, a.Dir, c, f.MP)
		}
		if c == 0 {
			f.FreeTurn = true
		}
		f.Face, f.MP, f.Acted = a.Dir, f.MP-c, true
		g.logf(int(side), "move", "%s turns to face %v (%d MP)", f.ID, a.Dir, c)
		return nil
	}
	if !legal {
		return fmt.Errorf("%s may not %s now", f.ID, a.Verb)
	}
	switch a.Verb {
	case "stand":
		f.Down, f.StoodUp, f.MP, f.Acted = false, true, f.MP-CostStand, true
		g.logf(int(side), "move", "%s stands up (%d MP)", f.ID, CostStand)
	case "open", "close":
		sd := hexmap.SideOf(f.Hex, a.Dir)
		st := hexmap.Opened
		if a.Verb == "close" {
			st = hexmap.Intact
		}
		g.changeSide(sd, hexmap.Door, st)
		f.MP, f.Acted = f.MP-CostDoor, true
		g.logf(int(side), "move", "%s %ss the door %v (%d MP)", f.ID, a.Verb, sd, CostDoor)
	case "dig":
		if a.Roof {
			g.digRoof(i, f.Hex)
			return nil
		}
		sd := hexmap.SideOf(f.Hex, a.Dir)
		r := g.roll("dig a hole")
		pts := g.digPoints(sd) + r
		k := slices.IndexFunc(g.Digs, func(d Dig) bool { return d.Side == sd })
		if k < 0 {
			g.Digs = append(g.Digs, Dig{Side: sd})
			slices.SortFunc(g.Digs, func(a, b Dig) int { return hexmap.CompareSides(a.Side, b.Side) })
			k = slices.IndexFunc(g.Digs, func(d Dig) bool { return d.Side == sd })
		}
		g.Digs[k].Points = pts
		f.MP, f.Acted = 0, true
		if pts >= HoleTarget {
			g.Digs = slices.Delete(g.Digs, k, k+1)
			if g.sides.Has(sd, hexmap.BuildingWall) {
				g.changeSide(sd, hexmap.Hole, hexmap.Intact)
				g.logDice(int(side), "dig", []int{r}, "%s digs at %v: %d, %d of %d: a hole is through", f.ID, sd, r, pts, HoleTarget)
			} else {
				g.changeSide(sd, hexmap.Door, hexmap.Smashed)
				g.logDice(int(side), "dig", []int{r}, "%s hacks at the door %v: %d, %d of %d: it breaks", f.ID, sd, r, pts, HoleTarget)
			}
		} else {
			g.logDice(int(side), "dig", []int{r}, "%s digs at %v: %d, %d of %d", f.ID, sd, r, pts, HoleTarget)
		}
	case "assist":
		j, _ := g.Figure(a.Other)
		w := &g.Figs[j]
		f.MP -= CostAssist
		w.MP += AssistBonus
		w.Assisted = true
		f.Acted = true
		g.logf(int(side), "move", "%s helps %s along (−%d to him, +%d to %s)", f.ID, w.ID, CostAssist, AssistBonus, w.ID)
	case "climb":
		h := g.helper(i)
		g.Figs[h].MP -= CostAssist
		g.Figs[h].Acted = true
		how := "onto the roof at"
		if a.Hex == f.Hex {
			how = "up through the hole in the roof to"
		}
		g.setPlace(i, a.Hex, true)
		f.MP, f.Acted = 0, true
		g.logf(int(side), "move", "%s climbs %s %s, helped by %s (the whole move)", f.ID, how, place(a.Hex, true), g.Figs[h].ID)
	case "take":
		k := g.pileAt(a.Hex)
		g.Piles[k].Bags--
		f.Bag, f.MP, f.Acted = true, f.MP-CostCarry, true
		g.logf(int(side), "bags", "%s takes a mealie bag from the pile at %v (%d left there; −%d while he carries it)", f.ID, a.Hex, g.Piles[k].Bags, CostCarry)
	case "place":
		g.placeBag(i, a.Dir)
	case "jump":
		if a.Hex == f.Hex {
			g.setPlace(i, a.Hex, false)
			f.MP, f.Acted = f.MP-CostHole, true
			g.logf(int(side), "move", "%s drops through the hole in the roof to %v (%d MP)", f.ID, a.Hex, CostHole)
			return nil
		}
		g.setPlace(i, a.Hex, false)
		f.MP, f.Acted = 0, true
		g.logf(int(side), "move", "%s jumps from the roof down to %v (the whole move)", f.ID, a.Hex)
	}
	return nil
}

// hasChoice reports whether the phase holds a decision.
func (g *Game) hasChoice() bool {
	if g.Pending != nil {
		return true
	}
	side := Side(g.Seat())
	switch g.Phase {
	case StepZuluMove, StepBritishMove:
		for i := range g.Figs {
			if g.Figs[i].Side == side && len(g.moveActions(i)) > 0 {
				return true
			}
		}
		return false
	case StepBritishFire, StepZuluFire:
		for i := range g.Figs {
			if g.Figs[i].Side != side || g.CanFire(i) != "" {
				continue
			}
			for t := range g.Figs {
				if g.Figs[t].Side != side && g.Figs[t].Alive() && g.Aim(i, t).Forbidden == "" {
					return true
				}
			}
		}
		if side == Zulu {
			for t := range g.Figs {
				if g.TerraceTarget(t) {
					return true
				}
			}
		}
		return false
	case StepMelee:
		return len(g.Fights) > 0
	}
	return false
}

// Hash fingerprints everything that decides the rest of the game: every
// exported field of Game but the log, written in a fixed binary order.
func (g *Game) Hash() string {
	b := make([]byte, 0, 64+48*len(g.Figs))
	u := func(xs ...int) {
		for _, x := range xs {
			b = binary.AppendVarint(b, int64(x))
		}
	}
	t := func(x bool) int {
		if x {
			return 1
		}
		return 0
	}
	hx := func(h hexmap.Hex) { u(h.Col, h.Row) }
	b = append(b, g.Scenario...)
	u(0, g.Turn, int(g.Phase), len(g.Figs))
	for k := range g.Figs {
		f := &g.Figs[k]
		b = append(b, f.ID...)
		b = append(b, 0)
		b = append(b, f.Name...)
		u(0, int(f.Side))
		hx(f.Hex)
		u(t(f.Roof), int(f.Face), int(f.Weapon), t(f.Hero), t(f.Patient), f.Wounds.Light, t(f.Wounds.Serious), t(f.Wounds.Dead),
			t(f.Down), t(f.On), t(f.Gone), f.Hospital, f.Admitted, f.MP, t(f.Acted), t(f.FreeTurn), t(f.Assisted), t(f.StoodUp),
			f.Shots, t(f.Fought), t(f.FoughtAgo), t(f.Locked))
	}
	u(len(g.Changes))
	for _, c := range g.Changes {
		hx(c.Side.Hex)
		u(int(c.Side.Dir), int(c.Kind), int(c.State))
	}
	u(len(g.Digs))
	for _, d := range g.Digs {
		hx(d.Side.Hex)
		u(int(d.Side.Dir), d.Points)
	}
	u(len(g.Burning))
	for _, x := range g.Burning {
		hx(x.Hex)
		u(x.Since)
	}
	u(len(g.Deadlines))
	for _, d := range g.Deadlines {
		b = append(b, d.Room...)
		u(0, d.Turn)
	}
	u(g.Wave, t(g.WaveOn), g.WaveTurns, g.WaveSize, len(g.Fights))
	for _, f := range g.Fights {
		u(len(f.British))
		u(f.British...)
		u(len(f.Zulus))
		u(f.Zulus...)
	}
	u(t(g.Terrace), g.Killed[0], g.Killed[1], g.Wounded, t(g.Outcome != nil))
	if o := g.Outcome; o != nil {
		b = append(b, o.Key...)
		b = append(b, 0)
		b = append(b, o.How...)
		u(0, t(o.BritishWin), o.Score)
	}
	b = binary.AppendUvarint(b, g.Roller.State)
	u(g.Gen)
	if g.Rev >= 2 {
		// Revision 2 on: written only then, so that the states of revision
		// 1 keep the hashes their saves recorded.
		u(g.Rev)
		for k := range g.Figs {
			u(t(g.Figs[k].Bag))
		}
		u(len(g.Piles))
		for _, p := range g.Piles {
			hx(p.Hex)
			u(p.Bags)
		}
		u(len(g.RoofHoles))
		for _, h := range g.RoofHoles {
			hx(h)
		}
		u(len(g.RoofDigs))
		for _, d := range g.RoofDigs {
			hx(d.Hex)
			u(d.Points)
		}
		if p := g.Pending; p != nil {
			u(1, int(p.Side), p.Winner, len(p.Figs))
			u(p.Figs...)
			b = append(b, p.Why...)
		} else {
			u(0)
		}
	}
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}
