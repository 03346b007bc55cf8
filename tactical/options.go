package tactical

// The optional rules borrowed from the skirmish (seed 001, package
// skirmish) where the text of 003 is silent: the surgeon, digging a hole
// over turns and the melee die against die. Each is behind an option that
// defaults to off (Options.Surgeon, DigOverTurns, DiceMelee); the readings
// are in README.md, "Optional rules from the skirmish". The skirmish's
// tables are used as it exports them.

import (
	"fmt"
	"slices"
	"strings"

	"zulu1879/hexmap"
	"zulu1879/skirmish"
	"zulu1879/tactical/forces"
	"zulu1879/tactical/tables"
)

// DigPoints is the d6 points dug into one building wall so far (option
// dig_over_turns).
type DigPoints struct {
	Side string `json:"side"`
	Pts  int    `json:"pts"`
}

// surgeonName is the man whose care the option surgeon gives.
const surgeonName = "Surgeon J. H. Reynolds"

// surgeonLives reports whether the surgeon is in play and able to work
// (not mortally wounded, not in his own care).
func (g *Game) surgeonLives() bool {
	for i := 0; i < g.NBrit; i++ {
		u := &g.Units[i]
		if u.Name == surgeonName {
			return g.live(i) && u.Wound != Mortal && u.Surg == 0
		}
	}
	return false
}

// inStorehouse reports whether man i stands on the storehouse floor.
func (g *Game) inStorehouse(i int) bool {
	u := &g.Units[i]
	return g.live(i) && u.At.Box == 0 && u.At.Level == hexmap.Ground && g.st.buildingAt(u.At) == "storehouse"
}

// surgeon is the option surgeon at step 1c, before the wounded rolls: men
// in care count down and return fit; wounded men on the storehouse floor
// are admitted while the surgeon lives. W (the skirmish's light wound):
// one whole turn. M (its serious wound): 2d6, a double 1 dies; with more
// than one M admitted this step each rolls a third die, and a 1 on it with
// a 1 on either of the two dies too (skirmish.SurgeonDies); otherwise half
// the 2d6, rounded up, in 20-minute turns.
func (g *Game) surgeon() {
	var serious []int
	lives := g.surgeonLives()
	for i := 0; i < g.NBrit; i++ {
		u := &g.Units[i]
		if !g.live(i) {
			continue
		}
		if u.Surg > 0 {
			u.Surg--
			if u.Surg == 0 {
				u.Wound = Fit
				g.logf(int(British), "opt-surgeon", "%s returns from the surgeon, fit", g.ID(i))
			}
			continue
		}
		if !lives || u.Wound == Fit || !g.inStorehouse(i) {
			continue
		}
		if u.Wound == Mortal {
			serious = append(serious, i)
			continue
		}
		u.Surg = 1
		g.logf(int(British), "opt-surgeon", "%s (wounded) is with the surgeon for one whole turn", g.ID(i))
	}
	several := len(serious) > 1
	for _, i := range serious {
		a, b := g.roll("surgeon: turns in care"), g.roll("surgeon: turns in care")
		x := 0
		if several {
			x = g.roll("surgeon: the extra die of a busy surgeon")
		}
		if skirmish.SurgeonDies(a, b, x, several) {
			g.removeUnit(i)
			g.logf(int(British), "opt-surgeon", "%s (mortally wounded) dies under the surgeon's care", g.ID(i))
			continue
		}
		g.Units[i].Surg = (a + b + 1) / 2
		g.logf(int(British), "opt-surgeon", "%s (mortally wounded) is with the surgeon %d turns (2d6 %d, halved)", g.ID(i), g.Units[i].Surg, a+b)
	}
}

// canDigOverTurns: with the option dig_over_turns any unmoved man (not a
// patient) with a move to spend may dig, as many a turn as stand at walls.
func (g *Game) canDigOverTurns(i int) bool {
	u := &g.Units[i]
	return u.Side == British && !u.Moved && g.Allowance(i) >= 1 && u.Kind != forces.Patient
}

// digOverTurns is "dig U SIDE" with the option: the man's whole move for
// a d6 of points on the wall; at skirmish.HoleTarget the wall is a hole.
func (g *Game) digOverTurns(i int, s hexmap.Side) error {
	if !g.canDigOverTurns(i) {
		return fmt.Errorf("%s may not dig now (unmoved, with a move to spend, not a patient)", g.ID(i))
	}
	if !hasSide(g.wallSides(i), s) {
		return fmt.Errorf("side %s is not a building wall of %s's hex", s, g.ID(i))
	}
	key := s.String()
	k := 0
	for k < len(g.Digs) && g.Digs[k].Side != key {
		k++
	}
	if k == len(g.Digs) {
		g.Digs = append(g.Digs, DigPoints{Side: key})
	}
	d := g.roll("dig a hole")
	g.Digs[k].Pts += d
	g.Units[i].Moved = true
	if pts := g.Digs[k].Pts; pts < skirmish.HoleTarget {
		g.logf(int(British), "opt-dig", "%s digs at the wall at %s: %d, %d of %d points", g.ID(i), s, d, pts, skirmish.HoleTarget)
		return nil
	}
	g.Digs = append(g.Digs[:k], g.Digs[k+1:]...)
	g.change(SideChange{Side: key, Kind: "hole", Was: "building-wall"})
	g.DugTurn = g.Turn
	g.logf(int(British), "opt-dig", "%s digs at the wall at %s: %d, %d points: a hole", g.ID(i), s, d, skirmish.HoleTarget)
	return nil
}

func hasSide(list []hexmap.Side, s hexmap.Side) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// holdTied spends the move of units lo..hi-1 held by a tied fight (option
// dice_melee): they hold their ground this phase.
func (g *Game) holdTied(lo, hi int) {
	for i := lo; i < hi; i++ {
		if g.Units[i].Held {
			g.Units[i].Held = false
			if g.live(i) {
				g.Units[i].Moved = true
			}
		}
	}
}

// DiceMeleeMods are the modifiers to every die of British man b in a
// melee die against die (option dice_melee): every man but a patient has
// a rifle (+1), a leader counts as a hero (+1), W or a walking patient is
// the light wound (-1), M or a bed-bound patient the serious one (-2).
func (g *Game) DiceMeleeMods(b int) []skirmish.MeleeMod {
	u := &g.Units[b]
	var out []skirmish.MeleeMod
	if u.Kind != forces.Patient {
		out = append(out, skirmish.ModRifle)
	}
	if u.Kind == forces.Leader {
		out = append(out, skirmish.ModHero)
	}
	switch {
	case u.Wound == Mortal || u.Bed:
		out = append(out, skirmish.ModSerious)
	case u.Wound == Wounded || u.Kind == forces.Patient:
		out = append(out, skirmish.ModLight)
	}
	return out
}

// DiceMeleeZuluMods are the modifiers to the dice of Zulu counter z
// attacking British man b: a rifle unit -1; across a hole -2, across a
// wall (stone, mealie bags, wagons, built boxes or redoubt), door, window
// or the ledge -1; +2 for the rear when another of the attackers stands
// across b from z (the second of the two in attacker order).
func (g *Game) DiceMeleeZuluMods(z, b int, attackers []int) []skirmish.MeleeMod {
	uz, ub := &g.Units[z], &g.Units[b]
	var out []skirmish.MeleeMod
	if uz.Rifle {
		out = append(out, skirmish.ModZuluRifle)
	}
	if uz.At.Level == hexmap.Ground && ub.At.Level == hexmap.Ground {
		if side, ok := hexmap.SideBetween(uz.At.Hex, ub.At.Hex); ok {
			hole, obstacle := false, false
			for _, f := range g.sides().At(side) {
				switch f.Kind {
				case hexmap.Hole:
					hole = true
				case hexmap.BiscuitBoxes, hexmap.RedoubtWall:
					obstacle = obstacle || f.State != hexmap.Unbuilt
				case hexmap.StoneWall, hexmap.MealieWall, hexmap.WagonSide, hexmap.LedgeSide, hexmap.Door, hexmap.Window:
					obstacle = true
				}
			}
			switch {
			case hole:
				out = append(out, skirmish.ModHole)
			case obstacle:
				out = append(out, skirmish.ModObstacle)
			}
		}
	}
	for _, o := range attackers {
		if o == z {
			break
		}
		ov := &g.Units[o]
		if ov.At.Level == ub.At.Level && opposite(ub.At.Hex, uz.At.Hex, ov.At.Hex) {
			out = append(out, skirmish.ModRear)
			break
		}
	}
	return out
}

// opposite reports whether a and b are the neighbours of c on opposite
// sides of it.
func opposite(c, a, b hexmap.Hex) bool {
	n := c.Neighbors()
	for d := range n {
		if n[d] == a {
			return n[(d+len(n)/2)%len(n)] == b
		}
	}
	return false
}

// zuluDice is how many dice a Zulu counter rolls in a melee die against
// die: a counter is five men, of whom two reach one man at a time (2
// dice); a wounded counter, at half strength, rolls 1.
func zuluDice(u *Unit) int {
	if u.Wound == Wounded {
		return 1
	}
	return 2
}

// fightDice is rule 6 with the option dice_melee, on a planned melee: the
// defenders and attackers as rule 9 finds them; every British defender rolls
// skirmish.BritishDice, every Zulu counter zuluDice, each die with its
// man's modifiers; the best die of each side is compared (skirmish.Judge).
// British win: the Zulu counter with the worst die takes a W (a second W
// removes it). Zulus win: the defender with the worst die takes one wound
// and is pushed back one hex if he can (he stays if he cannot). A tie
// holds every man of the fight in his next movement phase.
func (g *Game) fightDice(p meleePlan) error {
	var parts []string
	bBest := make([]int, len(p.defenders))
	for n, b := range p.defenders {
		mods := g.DiceMeleeMods(b)
		best := -100
		var rolls []string
		for range skirmish.BritishDice {
			r := g.roll("dice melee: British die")
			rolls = append(rolls, fmt.Sprint(r))
			best = max(best, r+skirmish.Sum(mods))
		}
		bBest[n] = best
		parts = append(parts, fmt.Sprintf("%s %s%s = %d", g.ID(b), strings.Join(rolls, ","), skModText(mods), best))
		g.Units[b].Hit = true
	}
	zBest := make([]int, len(p.attackers))
	for n, z := range p.attackers {
		// Each counter fights the first defender it reaches.
		target := p.defenders[0]
		for _, b := range p.defenders {
			if g.crossable(g.Units[z].At, g.Units[b].At) {
				target = b
				break
			}
		}
		mods := g.DiceMeleeZuluMods(z, target, p.attackers)
		best := -100
		var rolls []string
		for range zuluDice(&g.Units[z]) {
			r := g.roll("dice melee: Zulu die")
			rolls = append(rolls, fmt.Sprint(r))
			best = max(best, r+skirmish.Sum(mods))
		}
		zBest[n] = best
		parts = append(parts, fmt.Sprintf("%s %s%s = %d", g.ID(z), strings.Join(rolls, ","), skModText(mods), best))
		g.Units[z].Fought = true
	}
	v := skirmish.Judge(bBest, zBest)
	var what string
	switch v {
	case skirmish.Tie:
		for _, x := range p.defenders {
			g.Units[x].Held = true
		}
		for _, x := range p.attackers {
			g.Units[x].Held = true
		}
		what = "a draw: the men are held and fight on"
	case skirmish.BritishWin:
		lo := 0
		for n := range p.attackers {
			if zBest[n] < zBest[lo] {
				lo = n
			}
		}
		z := p.attackers[lo]
		what = g.ID(z) + " " + g.hitZulu(z, tables.Wounded)
	case skirmish.ZuluWin:
		lo := 0
		for n := range p.defenders {
			if bBest[n] < bBest[lo] {
				lo = n
			}
		}
		b := p.defenders[lo]
		what = g.ID(b) + " " + g.worsen(b, Wounded)
		if g.live(b) {
			if pl, ok := g.retreatPlace(b, p.attackers); ok && !g.Units[b].Bed {
				g.setPlace(b, pl)
				what += ", pushed back to " + PlaceString(pl)
			} else {
				what += ", stands (no room behind)"
			}
		}
	}
	g.logf(int(Zulu), "opt-dice-melee", "melee die against die: %s: %v: %s", strings.Join(parts, "; "), v, what)
	return nil
}

func skModText(mods []skirmish.MeleeMod) string {
	if len(mods) == 0 {
		return ""
	}
	var parts []string
	for _, m := range mods {
		parts = append(parts, fmt.Sprintf("%s %+d", m.Key, m.Mod))
	}
	return " (" + strings.Join(parts, ", ") + ")"
}

// SurgeonPost lists the places where the surgeon treats the wounded
// (option surgeon): the storehouse floor.
func (g *Game) SurgeonPost() []hexmap.Place {
	var out []hexmap.Place
	for k := 0; k < g.st.m.Grid.Size(); k++ {
		p := hexmap.OnGround(g.st.m.Grid.HexAt(k))
		if g.st.buildingAt(p) == "storehouse" {
			out = append(out, p)
		}
	}
	return out
}

// DiceMeleeOdds are the exact chances of a melee die against die (option
// dice_melee) as it would be fought now: Win for the Zulus, Tie, Loss.
type DiceMeleeOdds struct {
	Defenders, Attackers []string
	Win, Tie, Loss       float64
}

// PlanDiceMelee works out the melee on man id as the option dice_melee
// fights it (the same defenders, attackers, dice and modifiers as
// fightDice), without rolling: the planner's view for the bots.
func (g *Game) PlanDiceMelee(id string) (DiceMeleeOdds, error) {
	i, err := g.ParseID(id)
	if err != nil {
		return DiceMeleeOdds{}, err
	}
	if i >= g.NBrit {
		return DiceMeleeOdds{}, fmt.Errorf("%s is not a British man", id)
	}
	p, err := g.meleePlan(i, nil)
	if err != nil {
		return DiceMeleeOdds{}, err
	}
	var o DiceMeleeOdds
	var bDice, zDice []int
	for _, b := range p.defenders {
		o.Defenders = append(o.Defenders, g.ID(b))
		m := skirmish.Sum(g.DiceMeleeMods(b))
		for range skirmish.BritishDice {
			bDice = append(bDice, m)
		}
	}
	for _, z := range p.attackers {
		o.Attackers = append(o.Attackers, g.ID(z))
		target := p.defenders[0]
		for _, b := range p.defenders {
			if g.crossable(g.Units[z].At, g.Units[b].At) {
				target = b
				break
			}
		}
		m := skirmish.Sum(g.DiceMeleeZuluMods(z, target, p.attackers))
		for range zuluDice(&g.Units[z]) {
			zDice = append(zDice, m)
		}
	}
	o.Win, o.Tie, o.Loss = BestDieOdds(zDice, bDice)
	return o, nil
}

// BestDieOdds are the exact chances that the best of dice a (a d6 each
// plus its modifier) beats, ties or loses to the best of dice b, from the
// distribution of each side's best die (the dice are independent).
func BestDieOdds(a, b []int) (win, tie, loss float64) {
	if len(a) == 0 || len(b) == 0 {
		return 0, 0, 0
	}
	lo, hi := 1<<30, -(1 << 30)
	for _, m := range append(slices.Clone(a), b...) {
		lo, hi = min(lo, m+1), max(hi, m+6)
	}
	// atMost is the chance that the best of dice is at most x.
	atMost := func(dice []int, x int) float64 {
		p := 1.0
		for _, m := range dice {
			p *= float64(min(max(x-m, 0), 6)) / 6
		}
		return p
	}
	for x := lo; x <= hi; x++ {
		pa := atMost(a, x) - atMost(a, x-1)
		win += pa * atMost(b, x-1)
		tie += pa * (atMost(b, x) - atMost(b, x-1))
	}
	return win, tie, 1 - win - tie
}
