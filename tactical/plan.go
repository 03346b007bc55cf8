package tactical

import (
	"fmt"
	"strings"

	"zulu1879/tactical/tables"
)

// FireOdds is a fire action weighed before the die (PlanFire): who fires
// at whom, the table and column read, the die modifiers by name and the
// chance of each outcome. It changes nothing.
type FireOdds struct {
	Action  string   // the action weighed, in the notation
	Target  string   // the unit fired at
	Firers  []string // the units that fire
	Table   string   // "British rifle fire", "Zulu spear fire", "Zulu rifle fire"
	Column  string   // the column read ("5 firers", "3 units", "one shot, 6 hits")
	Mods    []tables.Modifier
	DRM     int         // the modifiers' total
	Chances tables.Dist // the outcome's chances before the die
}

// PlanFire weighs a fire action of the present phase, "fire Z [B…]",
// "spear B [Z…]", "shoot Z B" or "snipe Z B", with the same firers,
// modifiers and table as Apply would use, and returns the odds without
// rolling; an error says why the action would be refused.
func (g *Game) PlanFire(action string) (FireOdds, error) {
	f := strings.Fields(action)
	if len(f) < 2 {
		return FireOdds{}, fmt.Errorf("plan %q: want fire, spear, shoot or snipe and a target", action)
	}
	units := func(ws []string) ([]int, error) {
		var out []int
		for _, w := range ws {
			i, err := g.ParseID(w)
			if err != nil {
				return nil, err
			}
			out = append(out, i)
		}
		return out, nil
	}
	o := FireOdds{Action: action}
	switch {
	case f[0] == "fire" && g.Phase == BritishFire:
		t, err := units(f[1:2])
		if err != nil {
			return o, err
		}
		who, err := units(f[2:])
		if err != nil {
			return o, err
		}
		if len(who) == 0 {
			for i := 0; i < g.NBrit; i++ {
				if g.canFireBritish(i) && contains(g.dangers(i), t[0]) {
					who = append(who, i)
				}
			}
		}
		if t[0] < g.NBrit || !g.target(t[0]) || len(who) == 0 {
			return o, fmt.Errorf("%s is nobody's closest danger now", f[1])
		}
		o.Target, o.Table = g.ID(t[0]), "British rifle fire"
		o.Mods = tables.FireModifiers(g.fireInput(British, who, t[0]))
		o.DRM = tables.Total(o.Mods)
		o.Chances = tables.BritishRifleChances(len(who), o.DRM)
		o.Column = fmt.Sprintf("%d firer%s", min(len(who), 8), map[bool]string{true: "s", false: ""}[len(who) != 1])
		if len(who) >= 8 {
			o.Column = "8+ firers"
		}
		o.Firers = g.ids(who)
	case f[0] == "spear" && g.Phase == ZuluFire:
		t, err := units(f[1:2])
		if err != nil {
			return o, err
		}
		who, err := units(f[2:])
		if err != nil {
			return o, err
		}
		if len(who) == 0 {
			who = g.spearmen(t[0])
		}
		if t[0] >= g.NBrit || !g.britTarget(t[0]) || len(who) < 2 {
			return o, fmt.Errorf("fewer than two spear units can throw at %s", f[1])
		}
		o.Target, o.Table = g.ID(t[0]), "Zulu spear fire"
		o.Mods = tables.FireModifiers(g.fireInput(Zulu, who, t[0]))
		o.DRM = tables.Total(o.Mods)
		o.Chances = tables.ZuluSpearChances(len(who), o.DRM)
		o.Column = fmt.Sprintf("%d units", len(who))
		if len(who) >= 9 {
			o.Column = "9+ units"
		}
		o.Firers = g.ids(who)
	case (f[0] == "shoot" || f[0] == "snipe") && g.Phase == ZuluFire && len(f) == 3:
		u, err := units(f[1:3])
		if err != nil {
			return o, err
		}
		j, i := u[0], u[1]
		ok := g.zuluCanFire(j) && g.Units[j].Rifle
		if f[0] == "snipe" {
			ok = ok && g.Units[j].InBox() && contains(g.sniperTargets(), i)
		} else {
			ok = ok && contains(g.rifleTargets(j), i)
		}
		if !ok {
			return o, fmt.Errorf("%s cannot %s at %s now", f[1], f[0], f[2])
		}
		o.Target, o.Table, o.Column = g.ID(i), "Zulu rifle fire", "a 6 hits, then the second die"
		o.Mods = tables.FireModifiers(g.fireInput(Zulu, []int{j}, i))
		o.DRM = tables.Total(o.Mods)
		o.Chances = tables.ZuluRifleChances(o.DRM)
		o.Firers = g.ids([]int{j})
	default:
		return o, fmt.Errorf("plan %q: not a fire action of the %s phase", action, g.Phase)
	}
	return o, nil
}

// ids names units by index.
func (g *Game) ids(is []int) []string {
	out := make([]string, len(is))
	for k, i := range is {
		out[k] = g.ID(i)
	}
	return out
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
