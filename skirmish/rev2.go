package skirmish

import (
	"fmt"
	"slices"
	"strings"

	"zulu1879/hexmap"
)

// RulesRevision is the rules revision a new game is played on. Revision 1
// is the first engine: who falls in a fight won against several men is a
// fixed rule, and there are no mealie bags or holes in roofs. Revision 2
// asks the owner who falls (Pending, "lose X"), and adds the bags
// ("take", "place") and holes in roofs ("dig X roof", climbing through).
// A save pins its revision, so an old game replays on its own rules.
const RulesRevision = 2

// Revision is the rules revision the game is played on (a state from
// before revisions is revision 1).
func (g *Game) Revision() int {
	if g.Rev == 0 {
		return 1
	}
	return g.Rev
}

// Pile is a stack of mealie bags on a hex, to be carried off one by one.
type Pile struct {
	Hex  hexmap.Hex `json:"hex"`
	Bags int        `json:"bags"`
}

// RoofDig is the progress of a hole in the roof over a hex.
type RoofDig struct {
	Hex    hexmap.Hex `json:"hex"`
	Points int        `json:"points"`
}

// Pending is a choice the owner of the men in a fight must make before play
// goes on: which of several beaten men falls. Side chooses among Figs (by
// index); Winner is the Zulu who takes the ground of a wounded British man
// (-1 when Zulus lost).
type Pending struct {
	Side   Side   `json:"side"`
	Figs   []int  `json:"figs"`
	Winner int    `json:"winner"`
	Why    string `json:"why"`
}

// Prompt says what the pending choice asks.
func (p *Pending) Prompt(g *Game) string {
	var ids []string
	for _, i := range p.Figs {
		ids = append(ids, g.Figs[i].ID)
	}
	if p.Side == Zulu {
		return fmt.Sprintf("melee: the British won; the Zulu player chooses which Zulu falls (lose %s)", strings.Join(ids, ", lose "))
	}
	return fmt.Sprintf("melee: the Zulus won; the British player chooses who takes the wound (lose %s)", strings.Join(ids, ", lose "))
}

// loseActions lists the pending choice's actions.
func (g *Game) loseActions() []Action {
	var out []Action
	for _, i := range g.Pending.Figs {
		out = append(out, Action{Verb: "lose", Fig: g.Figs[i].ID})
	}
	return out
}

// lose carries out the pending choice: figure i falls.
func (g *Game) lose(a Action) error {
	p := g.Pending
	i, ok := g.Figure(a.Fig)
	if !ok || !slices.Contains(p.Figs, i) {
		var ids []string
		for _, j := range p.Figs {
			ids = append(ids, g.Figs[j].ID)
		}
		return fmt.Errorf("%s is not one of the men who may fall (%s)", clip(a.Fig), strings.Join(ids, ", "))
	}
	g.Pending = nil
	if p.Side == Zulu {
		g.logf(int(Zulu), "melee", "the Zulu player gives up %s: he is killed", g.Figs[i].ID)
		g.kill(i)
		return nil
	}
	g.logf(int(British), "melee", "the British player chooses %s to take the wound", g.Figs[i].ID)
	if g.wound(i, "melee") != Killed && p.Winner >= 0 {
		g.pushBack(i, p.Winner)
	}
	return nil
}

// ---- mealie bags ----

func (g *Game) pileAt(h hexmap.Hex) int {
	return slices.IndexFunc(g.Piles, func(p Pile) bool { return p.Hex == h && p.Bags > 0 })
}

// takeFrom lists the hexes of piles British figure i may take a bag from:
// his own hex or a neighbour, on the ground.
func (g *Game) takeFrom(i int) []hexmap.Hex {
	f := &g.Figs[i]
	if g.Revision() < 2 || f.Side != British || f.Roof || f.Down || f.Patient || f.Bag || f.MP < CostCarry || g.Pinned(i) != "" {
		return nil
	}
	var out []hexmap.Hex
	nb := f.Hex.Neighbors()
	for _, h := range append([]hexmap.Hex{f.Hex}, nb[:]...) {
		if g.pileAt(h) < 0 {
			continue
		}
		if h != f.Hex {
			sd, _ := hexmap.SideBetween(f.Hex, h)
			if g.closedSide(sd) {
				continue
			}
		}
		out = append(out, h)
	}
	return out
}

// bagSide reports whether a bag may be laid on hexside sd: an unbuilt
// redoubt or biscuit-box side of the map, or a side with nothing on it,
// on the map and between two open hexes.
func (g *Game) bagSide(sd hexmap.Side) bool {
	if !g.sides.OnGrid(sd) {
		return false
	}
	feats := g.sides.At(sd)
	if len(feats) == 0 {
		a, b := sd.Hexes()
		return g.m.Grid.Contains(a) && g.m.Grid.Contains(b)
	}
	for _, f := range feats {
		if (f.Kind == hexmap.RedoubtWall || f.Kind == hexmap.BiscuitBoxes) && f.State == hexmap.Unbuilt {
			return true
		}
	}
	return false
}

// place lays figure i's bag on the hexside of his hex in direction d.
func (g *Game) placeBag(i int, d hexmap.Dir) {
	f := &g.Figs[i]
	sd := hexmap.SideOf(f.Hex, d)
	kind := hexmap.MealieWall
	for _, k := range []hexmap.SideKind{hexmap.RedoubtWall, hexmap.BiscuitBoxes} {
		if ft, ok := g.sides.Feature(sd, k); ok && ft.State == hexmap.Unbuilt {
			kind = k
		}
	}
	g.changeSide(sd, kind, hexmap.Intact)
	f.Bag, f.Acted = false, true
	g.logf(int(British), "bags", "%s lays his mealie bag on %v: a wall there now", f.ID, sd)
}

// ---- holes in roofs ----

// roofDigHex is the roof hex figure i may dig a hole in: the one he stands
// on, or the one over him inside a building (ok false if none).
func (g *Game) roofDigHex(i int) (hexmap.Hex, bool) {
	f := &g.Figs[i]
	if g.Revision() < 2 || f.Down || f.Patient || f.Acted || roofOf(g.m, f.Hex) == nil || slices.Contains(g.RoofHoles, f.Hex) {
		return hexmap.None, false
	}
	if !f.Roof && g.InBuilding(f) == "" {
		return hexmap.None, false
	}
	return f.Hex, true
}

func (g *Game) roofDigPoints(h hexmap.Hex) int {
	for _, d := range g.RoofDigs {
		if d.Hex == h {
			return d.Points
		}
	}
	return 0
}

// digRoof is a turn's work at the roof over (or under) figure i.
func (g *Game) digRoof(i int, h hexmap.Hex) {
	f := &g.Figs[i]
	r := g.roll("dig a hole in a roof")
	pts := g.roofDigPoints(h) + r
	k := slices.IndexFunc(g.RoofDigs, func(d RoofDig) bool { return d.Hex == h })
	if k < 0 {
		g.RoofDigs = append(g.RoofDigs, RoofDig{Hex: h})
		slices.SortFunc(g.RoofDigs, func(a, b RoofDig) int { return hexmap.Compare(a.Hex, b.Hex) })
		k = slices.IndexFunc(g.RoofDigs, func(d RoofDig) bool { return d.Hex == h })
	}
	g.RoofDigs[k].Points = pts
	f.MP, f.Acted = 0, true
	if pts >= HoleTarget {
		g.RoofDigs = slices.Delete(g.RoofDigs, k, k+1)
		g.RoofHoles = append(g.RoofHoles, h)
		slices.SortFunc(g.RoofHoles, hexmap.Compare)
		g.Gen++
		g.logDice(int(f.Side), "dig", []int{r}, "%s digs at the roof over %v: %d, %d of %d: a hole is through", f.ID, h, r, pts, HoleTarget)
		return
	}
	g.logDice(int(f.Side), "dig", []int{r}, "%s digs at the roof over %v: %d, %d of %d", f.ID, h, r, pts, HoleTarget)
}

// throughHole reports whether figure i may pass through a hole in the roof
// over its hex: up (climb, with a helper, the whole move) from the room,
// down (CostHole) from the roof; the place on the other side must be free.
func (g *Game) throughHole(i int) (up, down bool) {
	f := &g.Figs[i]
	if g.Revision() < 2 || f.Down || !slices.Contains(g.RoofHoles, f.Hex) || g.Pinned(i) != "" {
		return false, false
	}
	if f.Roof {
		return false, f.MP >= CostHole && g.At(f.Hex, false) < 0
	}
	return !f.Acted && g.helper(i) >= 0 && g.At(f.Hex, true) < 0, false
}
