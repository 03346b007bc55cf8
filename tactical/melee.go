package tactical

import (
	"fmt"
	"strings"

	"zulu1879/hexmap"
	"zulu1879/tactical/forces"
	"zulu1879/tactical/tables"
)

// meleeReady reports whether Zulu j may join a melee.
func (g *Game) meleeReady(j int) bool {
	u := &g.Units[j]
	return j >= g.NBrit && g.live(j) && !u.Disord && !u.Fought && u.At.Box == 0
}

// crossable reports whether a Zulu may fight across the side between two
// ground hexes (anything a Zulu could step over; not a building wall, a
// closed door or a loophole).
func (g *Game) crossable(a, b hexmap.Place) bool {
	if a.Level != b.Level || !hexmap.Adjacent(a.Hex, b.Hex) {
		return false
	}
	if a.Level == hexmap.Roof {
		return g.st.buildingAt(a) == g.st.buildingAt(b)
	}
	side, _ := hexmap.SideBetween(a.Hex, b.Hex)
	return g.sides().CrossCost(side, g.st.zulu) >= 0
}

// meleePlan works out a Zulu attack on man i (rule 6 with rule 9): the
// defenders (i and up to two British next to him who may still be
// attacked), the attackers (those named, or every Zulu who may fight next
// to a defender), the column after shifts and the die modifiers.
type meleePlan struct {
	defenders, attackers []int
	col                  int
	shifts, drms         []tables.Modifier
	att, def             float64
}

func (g *Game) meleePlan(i int, who []int) (meleePlan, error) {
	if !g.britTarget(i) {
		return meleePlan{}, fmt.Errorf("%s may not be attacked now (gone, or already fired at or meleed this turn)", g.ID(i))
	}
	return g.meleePlanOn(append([]int{i}, g.britishPartners(i, tables.MaxDefenders-1)...), who)
}

// britishPartners lists the men who may be paired with man i against a
// melee (rule 9b): British next to him on the same level who may still be
// attacked, in id order, at most most of them.
func (g *Game) britishPartners(i, most int) []int {
	at := g.Units[i].At
	var out []int
	for k := 0; k < g.NBrit && len(out) < most; k++ {
		if k != i && g.britTarget(k) && g.Units[k].At.Level == at.Level && hexmap.Adjacent(g.Units[k].At.Hex, at.Hex) {
			out = append(out, k)
		}
	}
	return out
}

// meleeAttacker reports whether Zulu j may join a melee on the defenders
// (next to one of them across a side a Zulu may cross, ready to fight),
// with what he crosses to the first defender he reaches.
func (g *Game) meleeAttacker(j int, defenders []int) (tables.Attacker, bool) {
	u := &g.Units[j]
	if !g.meleeReady(j) {
		return tables.Attacker{}, false
	}
	for _, d := range defenders {
		dp := g.Units[d].At
		if g.crossable(u.At, dp) {
			var a tables.Attacker
			if side, ok := hexmap.SideBetween(u.At.Hex, dp.Hex); ok && dp.Level == hexmap.Ground {
				for _, f := range g.sides().At(side) {
					if cv, ok := tables.CoverOfSide(f.Kind, f.State); ok {
						a.Crosses = append(a.Crosses, cv)
					}
					if f.Kind == hexmap.LedgeSide {
						a.Crosses = append(a.Crosses, tables.Ledge)
					}
					if f.Kind == hexmap.Hole {
						a.Crosses = append(a.Crosses, tables.WallHole)
					}
				}
				if cv, ok := tables.CoverOfTerrain(g.st.m.TerrainAt(dp.Hex).Name); ok && cv == tables.Bushes {
					a.Crosses = append(a.Crosses, cv)
				}
			}
			return a, true
		}
	}
	return tables.Attacker{}, false
}

// meleePlanOn plans a melee on the given defenders (the first is the man
// attacked) by the Zulus named, or by every Zulu who can reach them.
func (g *Game) meleePlanOn(defenders, who []int) (meleePlan, error) {
	p := meleePlan{defenders: defenders}
	i := defenders[0]
	var atts []tables.Attacker
	can := func(j int) (tables.Attacker, bool) { return g.meleeAttacker(j, p.defenders) }
	if len(who) == 0 {
		for j := g.NBrit; j < len(g.Units); j++ {
			if a, ok := can(j); ok {
				p.attackers = append(p.attackers, j)
				atts = append(atts, a)
			}
		}
	} else {
		for _, j := range who {
			a, ok := can(j)
			if !ok {
				return p, fmt.Errorf("%s cannot join a melee on %s (next to a defender across a side a Zulu may cross, not disordered, not yet fought)", g.ID(j), g.ID(i))
			}
			p.attackers = append(p.attackers, j)
			atts = append(atts, a)
		}
	}
	if len(p.attackers) == 0 {
		return p, fmt.Errorf("no Zulu can reach %s", g.ID(i))
	}
	for _, j := range p.attackers {
		if g.Units[j].Wound == Wounded {
			p.att += tables.StrengthWounded
		} else {
			p.att += tables.StrengthUnit
		}
	}
	for _, d := range p.defenders {
		u := &g.Units[d]
		switch {
		case u.Wound == Mortal:
			p.def += tables.StrengthMortal
		case u.Wound == Wounded || u.Kind == forces.Patient:
			p.def += tables.StrengthWounded
		default:
			p.def += tables.StrengthUnit
		}
	}
	if g.Opt.DiceMelee {
		p.col = tables.NoColumn // die against die: no odds to check
		return p, nil
	}
	col, ok := tables.MeleeColumn(p.att, p.def)
	if !ok {
		return p, fmt.Errorf("odds of %g to %g are worse than 1:3", p.att, p.def)
	}
	p.shifts = tables.MeleeShifts(atts)
	p.col = tables.ShiftedColumn(col, tables.Total(p.shifts))
	if p.col == tables.NoColumn {
		return p, fmt.Errorf("after the shifts for cover the odds are off the table")
	}
	p.drms = tables.MeleeDRMs(g.Turn)
	return p, nil
}

// doMelee is rule 6: the Zulus attack man i and the men paired with him.
// From revision 2 the British choose the men paired with him (a pending
// decision, decide.go) when any may be.
func (g *Game) doMelee(i int, who []int) error {
	p, err := g.meleePlan(i, who)
	if err != nil {
		return err
	}
	if g.decides() && len(p.defenders) > 1 {
		g.Pending = &Pending{Kind: BritishPair, Target: i, Attackers: who}
		g.logf(int(Zulu), "9b", "the Zulus attack %s; the British choose the men who stand with him", g.ID(i))
		return nil
	}
	return g.fight(p)
}

// fight resolves a planned melee: die against die under the option
// dice_melee, else on the table.
func (g *Game) fight(p meleePlan) error {
	if g.Opt.DiceMelee {
		return g.fightDice(p)
	}
	d := g.roll("Zulu melee")
	code := tables.MeleeResult(tables.ClampRoll(d, tables.Total(p.drms)), p.col)
	for _, j := range p.attackers {
		g.Units[j].Fought = true
	}
	for _, b := range p.defenders {
		g.Units[b].Hit = true
	}
	head := fmt.Sprintf("%d Zulu units (%g) attack %d men (%g) at %s%s%s: %d: %s", len(p.attackers), p.att, len(p.defenders), p.def,
		tables.ColumnName(p.col), modText(p.shifts), modText(p.drms), d, code)
	if g.decides() && ordersMatter(code, len(p.defenders)) {
		g.Pending = &Pending{Kind: BritishCasualty, Target: p.defenders[0], Men: p.defenders, Attackers: p.attackers, Code: code}
		g.logf(int(Zulu), "6", "%s: the British choose who takes what (%s)", head, codeByMan(code, len(p.defenders)))
		return nil
	}
	g.logf(int(Zulu), "6", "%s: %s", head, g.meleeResults(code, p.defenders, p.attackers))
	return nil
}

// meleeResults applies melee code to the defenders, the k-th taking the
// table's k-th result, and says what happened to each.
func (g *Game) meleeResults(code tables.MeleeCode, defenders, attackers []int) string {
	var res []string
	for k, b := range defenders {
		r := tables.MeleeOnDefender(code, k)
		var what string
		switch r {
		case tables.Unharmed:
			what = "unharmed"
		case tables.Retreat:
			what = g.retreat(b, attackers)
		case tables.WoundRetreat, tables.MortalRetreat:
			w := Wounded
			if r == tables.MortalRetreat {
				w = Mortal
			}
			what = g.worsen(b, w)
			if g.live(b) {
				what += ", " + g.retreat(b, attackers)
			}
		case tables.Killed:
			g.removeUnit(b)
			what = "eliminated"
		}
		res = append(res, g.ID(b)+" "+what)
	}
	return strings.Join(res, "; ")
}

// retreat moves man i one hex away from the attackers (R): to an empty
// neighbouring place he may step to, one next to no Zulu if there is one.
// A man who cannot retreat takes a wound instead (our reading).
func (g *Game) retreat(i int, attackers []int) string {
	if g.Units[i].Bed {
		return "cannot retreat: " + g.worsen(i, Wounded)
	}
	best, ok := g.retreatPlace(i, attackers)
	if !ok {
		return "cannot retreat: " + g.worsen(i, Wounded)
	}
	g.setPlace(i, best)
	return "retreats to " + PlaceString(best)
}

// retreatPlace is where man i would retreat to from the attackers: an
// empty neighbouring place he may step to, one next to no Zulu if there
// is one (ok false: none).
func (g *Game) retreatPlace(i int, attackers []int) (hexmap.Place, bool) {
	u := &g.Units[i]
	var best hexmap.Place
	bestScore := -1
	for _, n := range u.At.Hex.Neighbors() {
		if !g.st.m.Grid.Contains(n) {
			continue
		}
		p := hexmap.Place{Hex: n, Level: u.At.Level}
		if _, ok := g.c().graph.Index(p); !ok || g.at(p) >= 0 {
			continue
		}
		if u.At.Level == hexmap.Ground {
			side, _ := hexmap.SideBetween(u.At.Hex, n)
			if g.sides().CrossCost(side, g.st.brit) < 0 || g.st.m.TerrainAt(n).MP == 0 {
				continue
			}
		} else if g.st.buildingAt(p) != g.st.buildingAt(u.At) {
			continue
		}
		score := 2
		for _, j := range attackers {
			if hexmap.Adjacent(g.Units[j].At.Hex, n) {
				score = 0
			}
		}
		if score == 2 {
			for j := g.NBrit; j < len(g.Units); j++ {
				if g.live(j) && g.Units[j].At.Box == 0 && hexmap.Adjacent(g.Units[j].At.Hex, n) {
					score = 1
					break
				}
			}
		}
		if score > bestScore {
			best, bestScore = p, score
		}
	}
	return best, bestScore >= 0
}
