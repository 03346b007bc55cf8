package ramparts

import (
	"fmt"
	"sort"
	"zulu1879/internal/words"
)

// Range bands of a volley (6.7.1).
const (
	RangeClose  = "close"
	RangeMedium = "medium"
	RangeLong   = "long"
	RangeFar    = "far"
)

// RangeOf gives the range band of a box: close for box 1 and the interior,
// medium for 2, long for 3, far for 4 (outside Groups only); "" beyond.
func RangeOf(box int) string {
	switch {
	case box <= 1:
		return RangeClose
	case box == 2:
		return RangeMedium
	case box == 3:
		return RangeLong
	case box == 4:
		return RangeFar
	}
	return ""
}

func (g *Game) hasBanner(effect string) bool {
	for _, b := range g.Banners {
		if g.t.banners[b].Effect == effect {
			return true
		}
	}
	return false
}

// volleyDice is the number of dice card c rolls at an iButho in box `box`.
func (g *Game) volleyDice(c *cardT, box int) int {
	n := 0
	switch RangeOf(box) {
	case RangeClose:
		n = c.Volley.Close
		if n > 0 && g.hasBanner("die_close") {
			n++
		}
	case RangeMedium:
		n = c.Volley.Medium
	case RangeLong:
		n = c.Volley.Long
	case RangeFar:
		n = c.Volley.Far
	}
	if n > 0 && box >= 2 && g.hasBanner("die_far") {
		n++
	}
	return n
}

// targets lists the iButhos card c may fire at now (6.7.1).
func (g *Game) targets(c *cardT) []int {
	outside := c.Location == "outside"
	inner := 99
	for i := range g.IButhos {
		if b := &g.IButhos[i]; b.Active() && b.Box <= 0 && b.Box < inner {
			inner = b.Box
		}
	}
	var out []int
	for i := range g.IButhos {
		b := &g.IButhos[i]
		if !b.Active() || b.Box > 4 {
			continue
		}
		if !outside {
			if inner <= 0 && b.Box != inner {
				continue
			}
			if bi := g.t.building[b.Track]; b.Box >= 2 && bi >= 0 && g.Burning[bi] {
				continue
			}
		}
		if g.volleyDice(c, b.Box) > 0 {
			out = append(out, i)
		}
	}
	return out
}

// drms counts the -1 and +1 die-roll modifiers of a volley (6.7.5).
func (g *Game) drms(c *cardT, box int) (minus, plus int) {
	if !g.IgnoreDRM {
		if g.AmmoLow {
			minus++
		}
		if g.Night && !g.AnyBurning() && !(g.Options.MeleeCombat && c.Melee && box <= 1) {
			minus++
		}
		minus += g.TurnDRM
	}
	if box >= 1 && g.hasBanner("plus_outside") {
		plus = 1
	}
	return
}

// modify applies the modifiers: -1 to each of the `net` highest dice, or +1
// to the one die that gains most.
func modify(d []int, minus, plus int) {
	net := minus - plus
	if net > 0 {
		idx := make([]int, len(d))
		for i := range idx {
			idx[i] = i
		}
		sort.SliceStable(idx, func(a, b int) bool { return d[idx[a]] > d[idx[b]] })
		for k := 0; k < net && k < len(idx); k++ {
			d[idx[k]]--
		}
		return
	}
	if net < 0 {
		best := -1
		for _, want := range []int{5, 4, 3, 2, 1} {
			for i, v := range d {
				if v == want {
					best = i
					break
				}
			}
			if best >= 0 {
				break
			}
		}
		if best >= 0 {
			d[best]++
		}
	}
}

// fire discards the card and rolls its volley (6.7.2, 6.7.3).
func (g *Game) fire(a Action) {
	c := g.card(a.Card)
	ti := -1
	for i := range g.IButhos {
		if g.IButhos[i].ID == a.Target {
			ti = i
		}
	}
	b := &g.IButhos[ti]
	if has(g.Hand, a.Card) {
		g.Hand = without(g.Hand, a.Card)
		if !c.FreeVolley {
			g.ActionsLeft--
		}
	} else {
		g.leaveTableau(a.Card)
	}
	g.Discards = append(g.Discards, a.Card)
	g.FirstVolley = true
	n := g.volleyDice(c, b.Box)
	rolled := make([]int, n)
	for k := range rolled {
		rolled[k] = g.roller.Roll(6, "6.7.3 volley")
	}
	g.logf("6.7.3", append([]int(nil), rolled...), "%s fires at %s at %s range: %d dice", c.Name, b.ID, RangeOf(b.Box), n)
	d := append([]int(nil), rolled...)
	minus, plus := g.drms(c, b.Box)
	note := ""
	var later [2]int
	switch {
	case minus == 0 && plus == 0:
	case g.Revision() < 2:
		modify(d, minus, plus)
		note = fmt.Sprintf("modifiers -%d/+%d give %v", minus, plus, d)
		g.logf("6.7.5", nil, "%s", note)
	default:
		// A Hero may still change a die; the modifiers come after (FAQ).
		later = [2]int{minus, plus}
		note = fmt.Sprintf("modifiers -%d/+%d apply when the dice are accepted", minus, plus)
		g.logf("6.7.5", nil, "%s", note)
	}
	g.Pending = &PendingVolley{Card: a.Card, Target: ti, Dice: d, Rolled: rolled, Note: note, Minus: later[0], Plus: later[1]}
	g.Phase = PhaseVolley
	if c.AmmoLowAfter {
		g.AmmoLow = true
		g.logf("6.6", nil, "%s empties the pouches: the Ammunition/Water Low marker returns", c.Name)
	}
}

// resolveVolley applies the hits, then the retreats (6.7.4).
func (g *Game) resolveVolley() {
	p := g.Pending
	g.Pending = nil
	g.Phase = PhaseAction
	b := &g.IButhos[p.Target]
	if p.Minus > 0 || p.Plus > 0 {
		modify(p.Dice, p.Minus, p.Plus)
		g.logf("6.7.5", nil, "modifiers -%d/+%d applied: the dice are %v", p.Minus, p.Plus, p.Dice)
	}
	hits, fives, fours := 0, 0, 0
	for _, v := range p.Dice {
		switch {
		case v >= 6:
			hits++
		case v == 5:
			fives++
		case v == 4:
			fours++
		}
	}
	// A 4 is a Retreat too when the target is in a burning building or its
	// retreat takes it into one.
	retreats := fives
	burning := g.burningAt(b.Track, b.Box) || (fives > 0 && b.Box < 1 && b.Box+fives >= 1 && g.burningAt(b.Track, 1))
	if burning {
		retreats += fours
	}
	g.logf("6.7.4", nil, "%s, %s on %s%s", words.Count(hits, "hit", "hits"), words.Count(retreats, "retreat", "retreats"), b.ID, map[bool]string{true: " (burning building: 4s retreat too)", false: ""}[burning && fours > 0])
	for k := 0; k < hits; k++ {
		if b.Hits > 0 {
			b.Hits--
			b.Casualty++
			g.logf("6.7.4", nil, "%s loses a Hit marker (%d left)", b.ID, b.Hits)
			continue
		}
		b.Eliminated = true
		g.logf("6.7.4", nil, "%s is wiped out", b.ID)
		break
	}
	for k := 0; k < retreats && b.Active(); k++ {
		g.retreat(p.Target, "6.7.4")
	}
	g.refreshDefenses()
}
