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
	var p meleePlan
	if !g.britTarget(i) {
		return p, fmt.Errorf("%s may not be attacked now (gone, or already fired at or meleed this turn)", g.ID(i))
	}
	at := g.Units[i].At
	p.defenders = []int{i}
	for k := 0; k < g.NBrit && len(p.defenders) < tables.MaxDefenders; k++ {
		if k != i && g.britTarget(k) && g.Units[k].At.Level == at.Level && hexmap.Adjacent(g.Units[k].At.Hex, at.Hex) {
			p.defenders = append(p.defenders, k)
		}
	}
	var atts []tables.Attacker
	can := func(j int) (tables.Attacker, bool) {
		u := &g.Units[j]
		if !g.meleeReady(j) {
			return tables.Attacker{}, false
		}
		for _, d := range p.defenders {
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
func (g *Game) doMelee(i int, who []int) error {
	if g.Opt.DiceMelee {
		return g.diceMelee(i, who)
	}
	p, err := g.meleePlan(i, who)
	if err != nil {
		return err
	}
	d := g.roll("Zulu melee")
	code := tables.MeleeResult(tables.ClampRoll(d, tables.Total(p.drms)), p.col)
	for _, j := range p.attackers {
		g.Units[j].Fought = true
	}
	var res []string
	for k, b := range p.defenders {
		g.Units[b].Hit = true
		r := tables.MeleeOnDefender(code, k)
		var what string
		switch r {
		case tables.Unharmed:
			what = "unharmed"
		case tables.Retreat:
			what = g.retreat(b, p.attackers)
		case tables.WoundRetreat, tables.MortalRetreat:
			w := Wounded
			if r == tables.MortalRetreat {
				w = Mortal
			}
			what = g.worsen(b, w)
			if g.live(b) {
				what += ", " + g.retreat(b, p.attackers)
			}
		case tables.Killed:
			g.removeUnit(b)
			what = "eliminated"
		}
		res = append(res, g.ID(b)+" "+what)
	}
	g.logf(int(Zulu), "6", "%d Zulu units (%g) attack %d men (%g) at %s%s%s: %d: %s: %s", len(p.attackers), p.att, len(p.defenders), p.def,
		tables.ColumnName(p.col), modText(p.shifts), modText(p.drms), d, code, strings.Join(res, "; "))
	return nil
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
