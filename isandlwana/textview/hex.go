package textview

import (
	"fmt"
	"strings"

	"zulu1879/hexmap"
	"zulu1879/internal/words"
	"zulu1879/isandlwana"
	"zulu1879/units"
)

// Odds works out, without rolling, the hit number and chance of a British
// fire ("fire HEX UNIT[:SP]…", or just "HEX UNIT…") or a Zulu attack
// ("attack FROM TO") in g, in one line.
func Odds(g *isandlwana.State, args []string) (string, error) {
	if len(args) == 0 {
		return "", fmt.Errorf("expected \"odds fire HEX UNIT[:SP]…\" or \"odds attack FROM TO\"")
	}
	if _, err := hexmap.ParseHex(args[0]); err == nil {
		args = append([]string{"fire"}, args...) // "odds 0808 A" means fire
	}
	a, err := isandlwana.ParseAction(strings.Join(args, " "))
	if err != nil {
		return "", err
	}
	switch a.Kind {
	case isandlwana.ActFire:
		o, err := g.Odds(a.To, a.Shots)
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("%s — %s; chance %s", a, o.Detail, percent(o.HitNumber)), nil
	case isandlwana.ActAttack:
		m := g.Map()
		if err := m.Check(a.From); err != nil {
			return "", err
		}
		if err := m.Check(a.To); err != nil {
			return "", err
		}
		switch {
		case g.ZulusAt(a.From) == 0:
			return "", fmt.Errorf("no Zulu unit in %s", a.From)
		case !hexmap.Adjacent(a.From, a.To):
			return "", fmt.Errorf("%s is not next to %s: Zulus attack adjacent hexes only", a.To, a.From)
		case g.StackSP(a.To) == 0:
			return "", fmt.Errorf("no British combat unit in %s to attack", a.To)
		}
		df, why := g.ZuluDefense(a.To)
		return fmt.Sprintf("%s — %s; chance %s", a, isandlwana.AttackDetail(df, why), percent(units.ZuluStrength-df)), nil
	default:
		return "", fmt.Errorf("works for fire and attack, not %q", a)
	}
}

// percent is the chance that one die hits the hit number (isandlwana.Hit).
func percent(hitNumber int) string {
	n := 0
	for d := 1; d <= 6; d++ {
		if isandlwana.Hit(d, hitNumber) {
			n++
		}
	}
	return fmt.Sprintf("%d/6 (%d%%)", n, (n*100+3)/6)
}

// DescribeHex says everything about hex h in one line, or why it is not
// on the map.
func DescribeHex(g *isandlwana.State, h hexmap.Hex) string {
	m := g.Map()
	if err := m.Check(h); err != nil {
		return "error: " + err.Error()
	}
	i := m.Index(h)
	t := m.TerrainAt(h)
	info := m.Info(i)
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s", h, t)
	if name, ok := g.Scen.Labels[h]; ok {
		fmt.Fprintf(&b, " (%s)", name)
	}
	if info.Passable() {
		fmt.Fprintf(&b, ", %d MP to enter, defence %d", info.MoveCost, info.Defense)
	} else {
		b.WriteString(", impassable, blocks fire")
	}
	if m.HasRoad(i) {
		b.WriteString(", road")
	}
	if g.Scen.IsOnrush(h) {
		b.WriteString(", onrush hex")
	}
	if g.Scen.IsEscape(h) {
		b.WriteString(", escape hex")
	}
	if z := g.ZulusAt(h); z > 0 {
		fmt.Fprintf(&b, "; %s", words.Count(z, "Zulu unit", "Zulu units"))
	}
	if at := g.UnitsAt(h); len(at) > 0 {
		var p []string
		for _, k := range at {
			u := &g.Units[k]
			s := u.Name
			if u.IsCombat() {
				s += fmt.Sprintf(" %d/%d", u.Strength, u.Full)
			}
			if u.InSquare {
				s += " in square"
			}
			p = append(p, s)
		}
		fmt.Fprintf(&b, "; British: %s (%d SP)", strings.Join(p, ", "), g.StackSP(h))
	}
	if !g.Wagon.Captured && g.Wagon.Hex == h {
		b.WriteString("; the ammunition wagon")
		if g.Colours == isandlwana.ColoursRaised {
			b.WriteString(" with the Queen's Colours")
		}
	}
	return b.String()
}
