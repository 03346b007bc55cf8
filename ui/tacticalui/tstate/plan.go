package tstate

import (
	"fmt"
	"slices"
	"strings"

	"zulu1879/hexmap"
	"zulu1879/tactical"
	"zulu1879/tactical/tables"
)

// Planned is an action the planner proposes, weighed before the die: the
// units it involves (for the board's arrows) and the lines the panel
// shows (the table and column, the modifiers by name, the chances).
type Planned struct {
	Action string
	Firers []string // the firing or attacking units
	Target string   // the unit fired at or attacked
	Melee  bool     // a melee (else fire)
	Lines  []string
}

// MaxPlans caps the planned actions shown at once.
const MaxPlans = 12

// Plan proposes what the phase's side does with the selected units (all
// of that side when none is selected): in British fire, each man fires at
// his closest danger, grouped by target; in Zulu fire, the spear throws
// and rifle shots open to them; in melee, the attacks open to them. Each
// comes weighed by the engine (PlanFire, PlanMelee) and the tables. Other
// phases have nothing to plan: the error says so.
func (m *Model) Plan(selected []string) ([]Planned, error) {
	g := m.G()
	sel := func(id string) bool { return len(selected) == 0 || slices.Contains(selected, id) }
	var out []Planned
	switch g.Phase {
	case tactical.BritishFire:
		var order []string
		groups := map[string][]string{}
		for _, u := range g.ViewAll().Units {
			if u.Side != "british" || u.Gone || !sel(u.ID) {
				continue
			}
			ds, err := g.Dangers(u.ID)
			if err != nil || len(ds) == 0 {
				continue
			}
			if groups[ds[0]] == nil {
				order = append(order, ds[0])
			}
			groups[ds[0]] = append(groups[ds[0]], u.ID)
		}
		for _, z := range order {
			a := "fire " + z + " " + strings.Join(groups[z], " ")
			o, err := g.PlanFire(a)
			if err != nil {
				continue
			}
			out = append(out, fireLines(g, o))
		}
	case tactical.ZuluFire:
		for _, a := range g.Legal() {
			f := strings.Fields(a)
			if f[0] != "spear" && f[0] != "shoot" && f[0] != "snipe" {
				continue
			}
			o, err := g.PlanFire(a)
			if err != nil || !slices.ContainsFunc(o.Firers, sel) {
				continue
			}
			out = append(out, fireLines(g, o))
		}
	case tactical.Melee:
		for _, a := range g.Legal() {
			f := strings.Fields(a)
			if f[0] != "melee" || len(f) != 2 {
				continue
			}
			o, err := g.PlanMelee(f[1])
			if err != nil || !slices.ContainsFunc(o.Attackers, sel) {
				continue
			}
			out = append(out, meleeLines(g, a, o))
		}
	default:
		return nil, fmt.Errorf("nothing to fire in the %s phase: select a unit and click a lit hex to move it", PhaseName(g.Phase))
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no %s open to the selected units", map[bool]string{true: "attack", false: "fire"}[g.Phase == tactical.Melee])
	}
	if len(out) > MaxPlans {
		out = out[:MaxPlans]
	}
	return out, nil
}

// Weigh weighs one action before the die as the planner does (the
// table's column, the modifiers by name, the chances): a British volley,
// a Zulu spear throw, rifle shot or sniper's shot, or an attack on a
// defender by every Zulu who can ("melee B012"). False for any other
// action, or one the engine cannot weigh now.
func (m *Model) Weigh(action string) (Planned, bool) {
	g := m.G()
	f := strings.Fields(action)
	if len(f) < 2 {
		return Planned{}, false
	}
	switch f[0] {
	case "fire", "spear", "shoot", "snipe":
		if o, err := g.PlanFire(action); err == nil {
			return fireLines(g, o), true
		}
	case "melee":
		if len(f) != 2 {
			return Planned{}, false
		}
		if o, err := g.PlanMelee(f[1]); err == nil {
			return meleeLines(g, action, o), true
		}
	}
	return Planned{}, false
}

// fireVerbs name the kinds of fire for the panel, before the target.
var fireVerbs = map[string]string{"fire": "fire at", "spear": "spears thrown at", "shoot": "shot at", "snipe": "sniper's shot at", "suppress": "fire at"}

// fireLines writes a weighed fire action for the panel.
func fireLines(g *tactical.Game, o tactical.FireOdds) Planned {
	p := Planned{Action: o.Action, Firers: o.Firers, Target: o.Target}
	col := "column " + o.Column
	if o.Table == "Zulu rifle fire" {
		col = o.Column
	}
	p.Lines = append(p.Lines,
		fmt.Sprintf("%s %s by %s: %s, %s", fireVerbs[strings.Fields(o.Action)[0]], UnitName(g, o.Target), few(g, o.Firers), o.Table, col),
		"modifiers: "+modLine(o.Mods, o.DRM),
		"chances: "+distLine(o.Chances))
	return p
}

// modLine writes modifiers by name with their total.
func modLine(ms []tables.Modifier, total int) string {
	if len(ms) == 0 {
		return "none"
	}
	var parts []string
	for _, m := range ms {
		parts = append(parts, m.String())
	}
	return strings.Join(parts, ", ") + " = " + signed(total)
}

// signed writes n with its sign, a true minus for negatives.
func signed(n int) string {
	if n < 0 {
		return fmt.Sprintf("−%d", -n)
	}
	return fmt.Sprintf("+%d", n)
}

// defenderWords name what a melee does to a defender, by
// tables.DefenderResult.
var defenderWords = [...]string{"unharmed", "retreats", "wounded and retreats", "mortally wounded and retreats", "killed"}

// distLine writes an outcome distribution: each outcome that may come up
// with its chance.
func distLine(d tables.Dist) string {
	var parts []string
	for o := tables.None; o < tables.NumOutcomes; o++ {
		if d.Count[o] > 0 {
			parts = append(parts, fmt.Sprintf("%s %d%%", o.Name(), pct(d.Count[o], d.Of)))
		}
	}
	return strings.Join(parts, " · ")
}

func pct(n, of int) int {
	if of == 0 {
		return 0
	}
	return (200*n + of) / (2 * of)
}

// meleeLines writes a planned melee: the odds, the shifts and DRMs by
// name, and per defender the chance of each result.
func meleeLines(g *tactical.Game, action string, o tactical.MeleeOdds) Planned {
	p := Planned{Action: action, Firers: o.Attackers, Target: o.Defenders[0], Melee: true}
	col, _ := tables.MeleeColumn(o.Attack, o.Defence)
	col = tables.ShiftedColumn(col, tables.Total(o.Shifts))
	drm := tables.Total(o.DRMs)
	p.Lines = append(p.Lines,
		fmt.Sprintf("attack on %s by %s: %g against %g, column %s", UnitName(g, o.Defenders[0]), few(g, o.Attackers), o.Attack, o.Defence, o.Column),
		"shifts: "+modLine(o.Shifts, tables.Total(o.Shifts))+"; DRMs: "+modLine(o.DRMs, drm))
	codes := tables.MeleeChances(col, drm)
	for k, d := range o.Defenders {
		var by [len(defenderWords)]int
		for c, n := range codes {
			by[tables.MeleeOnDefender(tables.MeleeCode(c), k)] += n
		}
		var parts []string
		for r, n := range by {
			if n > 0 {
				parts = append(parts, fmt.Sprintf("%s %d%%", defenderWords[r], pct(n, 6)))
			}
		}
		p.Lines = append(p.Lines, UnitName(g, d)+": "+strings.Join(parts, " · "))
	}
	return p
}

// CloseIn proposes, for the selected Zulu units (every Zulu unit that may
// move when none is selected), a move to the place among the engine's
// legal moves (Moves) nearest the nearest British man on the map, no two
// to the same place and none to where another unit stands; a unit already
// as close as its moves allow stays. It returns the moves in the notation
// ("move Z012 3118"); an error says why there are none.
func (m *Model) CloseIn(selected []string) ([]string, error) {
	g := m.G()
	if g.Phase != tactical.ZuluMove {
		return nil, fmt.Errorf("closing in is for the Zulu movement (now %s)", PhaseName(g.Phase))
	}
	var brits []hexmap.Hex
	held := map[hexmap.Place]bool{}
	var zulus []string
	at := map[string]hexmap.Place{}
	for _, u := range g.ViewAll().Units {
		if u.Gone || u.At == "" {
			continue
		}
		p, err := tactical.ParsePlace(u.At)
		if err != nil {
			continue
		}
		held[p] = true
		if u.Side == "british" && p.Box == 0 {
			brits = append(brits, p.Hex)
		}
		if u.Side == "zulu" && (len(selected) == 0 || slices.Contains(selected, u.ID)) {
			zulus = append(zulus, u.ID)
			at[u.ID] = p
		}
	}
	if len(brits) == 0 {
		return nil, fmt.Errorf("no British man on the map to close in on")
	}
	near := func(h hexmap.Hex) int {
		best := -1
		for _, b := range brits {
			if d := hexmap.Distance(h, b); best < 0 || d < best {
				best = d
			}
		}
		return best
	}
	var out []string
	for _, id := range zulus {
		ms, err := g.Moves(id)
		if err != nil || len(ms) == 0 {
			continue
		}
		var best hexmap.Place
		bestD := -1
		for _, mv := range ms {
			if mv.To.Box != 0 || held[mv.To] {
				continue
			}
			if d := near(mv.To.Hex); bestD < 0 || d < bestD {
				best, bestD = mv.To, d
			}
		}
		if bestD < 0 || (at[id].Box == 0 && bestD >= near(at[id].Hex)) {
			continue // no place nearer than where it stands
		}
		held[best] = true
		out = append(out, "move "+id+" "+best.String())
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("none of the selected Zulus can close in")
	}
	return out, nil
}

// few names up to three units by name (UnitName) and counts the rest
// ("Lt G. Bromhead, man 15 of B Coy 2/24th, man 16 of B Coy 2/24th and 9
// more").
func few(g *tactical.Game, ids []string) string {
	names := make([]string, 0, min(len(ids), 3))
	for _, id := range ids[:min(len(ids), 3)] {
		names = append(names, UnitName(g, id))
	}
	if len(ids) <= 3 {
		return strings.Join(names, ", ")
	}
	return strings.Join(names, ", ") + fmt.Sprintf(" and %d more", len(ids)-3)
}
