package skirmish

import (
	"fmt"
	"slices"
	"strings"

	"zulu1879/hexmap"
)

// findFights pairs every Zulu in contact with one British figure: the one
// in his front arc with the fewest Zulus on him so far, then the first. A
// lone Zulu touching several British men fights them all in one fight.
// Ties of last turn are fought again simply because the men still touch.
func (g *Game) findFights() {
	g.Fights = nil
	for i := range g.Figs {
		g.Figs[i].Locked = false
	}
	on := map[int]int{} // british index -> fight index
	var fights []Fight
	for z := range g.Figs {
		fz := &g.Figs[z]
		if fz.Side != Zulu || !fz.Alive() {
			continue
		}
		enemies := g.Enemies(z)
		if len(enemies) == 0 {
			continue
		}
		best, bestKey := -1, 1<<30
		for _, b := range enemies {
			key := 0
			if ArcOf(fz.Face, DirTo(fz.Hex, g.Figs[b].Hex)) != Front {
				key += 1000
			}
			if k, ok := on[b]; ok {
				key += len(fights[k].Zulus)
			}
			if key < bestKey {
				best, bestKey = b, key
			}
		}
		k, ok := on[best]
		if !ok {
			k = len(fights)
			fights = append(fights, Fight{British: []int{best}})
			on[best] = k
		}
		fights[k].Zulus = append(fights[k].Zulus, z)
	}
	// A lone Zulu fights every British man he touches who has no fight.
	for k := range fights {
		if len(fights[k].Zulus) != 1 {
			continue
		}
		for _, b := range g.Enemies(fights[k].Zulus[0]) {
			if _, ok := on[b]; !ok {
				fights[k].British = append(fights[k].British, b)
				on[b] = k
			}
		}
	}
	g.Fights = fights
	if len(fights) > 0 {
		g.logf(-1, "melee", "%d fights to resolve; the Zulu player chooses the order", len(fights))
	}
}

// BritishMods are the modifiers to every die of British figure b.
func (g *Game) BritishMods(b int) []MeleeMod {
	f := &g.Figs[b]
	var out []MeleeMod
	if f.Weapon == Rifle {
		out = append(out, ModRifle)
	}
	if f.Hero {
		out = append(out, ModHero)
	}
	switch {
	case f.Wounds.Serious || f.Hospital > 0:
		out = append(out, ModSerious)
	case f.Wounds.Light > 0:
		out = append(out, ModLight)
	}
	if f.StoodUp {
		out = append(out, ModStoodUp)
	}
	return out
}

// ZuluMods are the modifiers to the die of Zulu z attacking British b.
func (g *Game) ZuluMods(z, b int) []MeleeMod {
	fz, fb := &g.Figs[z], &g.Figs[b]
	var out []MeleeMod
	if fz.Weapon == ZuluRifle {
		out = append(out, ModZuluRifle)
	}
	if !fz.Roof {
		sd, _ := hexmap.SideBetween(fz.Hex, fb.Hex)
		switch {
		case g.sides.Has(sd, hexmap.Hole):
			out = append(out, ModHole)
		case g.obstacleSide(sd) || (g.m.TerrainAt(fb.Hex).High && !g.m.TerrainAt(fz.Hex).High):
			out = append(out, ModObstacle)
		}
	}
	if ArcOf(fb.Face, DirTo(fb.Hex, fz.Hex)) == Rear {
		out = append(out, ModRear)
	}
	return out
}

// obstacleSide: a wall, door, window or ledge a Zulu attacks across.
func (g *Game) obstacleSide(sd hexmap.Side) bool {
	for _, f := range g.sides.At(sd) {
		switch f.Kind {
		case hexmap.BiscuitBoxes, hexmap.RedoubtWall:
			if f.State != hexmap.Unbuilt {
				return true
			}
		case hexmap.StoneWall, hexmap.MealieWall, hexmap.WagonSide, hexmap.LedgeSide, hexmap.Door, hexmap.Window:
			return true
		}
	}
	return false
}

func modText(mods []MeleeMod) string {
	if len(mods) == 0 {
		return ""
	}
	var parts []string
	for _, m := range mods {
		parts = append(parts, fmt.Sprintf("%s %+d", m.Key, m.Mod))
	}
	return " (" + strings.Join(parts, ", ") + ")"
}

// resolve fights fight k: all dice at once, the best modified die of each
// side compared; one Zulu removed, or one wound, or a tie that holds them.
func (g *Game) resolve(k int) {
	ft := g.Fights[k]
	g.Fights = slices.Delete(g.Fights, k, k+1)
	// Men may have fallen since the fights were found.
	var bs, zs []int
	for _, b := range ft.British {
		if g.Figs[b].Alive() {
			bs = append(bs, b)
		}
	}
	for _, z := range ft.Zulus {
		if g.Figs[z].Alive() && slices.ContainsFunc(bs, func(b int) bool { return g.Contact(z, b) }) {
			zs = append(zs, z)
		}
	}
	if len(bs) == 0 || len(zs) == 0 {
		return
	}
	var all []int
	var parts []string
	bBest, bWho := make([]int, len(bs)), make([]int, len(bs))
	for n, b := range bs {
		mods := g.BritishMods(b)
		best := -100
		var rolls []string
		for range BritishDice {
			r := g.roll("melee: British die")
			all = append(all, r)
			rolls = append(rolls, fmt.Sprint(r))
			best = max(best, r+Sum(mods))
		}
		bBest[n], bWho[n] = best, b
		parts = append(parts, fmt.Sprintf("%s %s%s = %d", g.Figs[b].ID, strings.Join(rolls, ","), modText(mods), best))
		g.Figs[b].Fought = true
	}
	zBest := make([]int, len(zs))
	for n, z := range zs {
		mods := g.ZuluMods(z, bs[0])
		r := g.roll("melee: Zulu die")
		all = append(all, r)
		zBest[n] = r + Sum(mods)
		parts = append(parts, fmt.Sprintf("%s %d%s = %d", g.Figs[z].ID, r, modText(mods), zBest[n]))
		g.Figs[z].Fought = true
	}
	v := Judge(bBest, zBest)
	g.logDice(int(Zulu), "melee", all, "melee: %s: %v", strings.Join(parts, "; "), v)
	switch v {
	case Tie:
		for _, x := range append(slices.Clone(bs), zs...) {
			g.Figs[x].Locked = true
		}
		g.logf(-1, "melee", "a draw: the fight goes on next turn")
	case BritishWin:
		if g.Revision() >= 2 && len(zs) > 1 {
			g.Pending = &Pending{Side: Zulu, Figs: zs, Winner: -1, Why: "british-win"}
			g.logf(-1, "melee", "%s", g.Pending.Prompt(g))
			return
		}
		// One Zulu falls: the one with the worst die.
		lo := 0
		for n := range zs {
			if zBest[n] < zBest[lo] {
				lo = n
			}
		}
		g.logf(-1, "melee", "%s is killed", g.Figs[zs[lo]].ID)
		g.kill(zs[lo])
	case ZuluWin:
		lo, hi := 0, 0
		for n := range bs {
			if bBest[n] < bBest[lo] {
				lo = n
			}
		}
		for n := range zs {
			if zBest[n] > zBest[hi] {
				hi = n
			}
		}
		if g.Revision() >= 2 && len(bs) > 1 {
			g.Pending = &Pending{Side: British, Figs: bs, Winner: zs[hi], Why: "zulu-win"}
			g.logf(-1, "melee", "%s", g.Pending.Prompt(g))
			return
		}
		b, z := bs[lo], zs[hi]
		if g.wound(b, "melee") != Killed {
			g.pushBack(b, z)
		}
	}
}

// pushBack moves the beaten British figure b one hex straight away from
// the winner z, if the hex is free and open to him; the winner takes his
// ground.
func (g *Game) pushBack(b, z int) {
	fb := &g.Figs[b]
	old := fb.Hex
	d := DirTo(g.Figs[z].Hex, fb.Hex)
	to := fb.Hex.Neighbors()[d]
	if !g.m.Grid.Contains(to) || g.At(to, fb.Roof) >= 0 {
		g.logf(-1, "melee", "%s cannot be pushed back: the ground behind is taken", fb.ID)
		return
	}
	if !fb.Roof {
		sd, _ := hexmap.SideBetween(fb.Hex, to)
		if g.sides.CrossCost(sd, fb.mover()) < 0 || g.m.EnterCost(g.m.Grid.Index(fb.Hex), g.m.Grid.Index(to)) < 0 {
			g.logf(-1, "melee", "%s cannot be pushed back: a wall is behind him", fb.ID)
			return
		}
	} else if roofOf(g.m, to) != roofOf(g.m, fb.Hex) {
		g.logf(-1, "melee", "%s cannot be pushed back: the roof ends", fb.ID)
		return
	}
	g.setPlace(b, to, fb.Roof)
	g.logf(-1, "melee", "%s is pushed back to %v", fb.ID, to)
	fz := &g.Figs[z]
	if !fz.Roof {
		sd, _ := hexmap.SideBetween(fz.Hex, old)
		if g.sides.CrossCost(sd, fz.mover()) < 0 {
			return
		}
	}
	g.setPlace(z, old, fz.Roof)
	fz.Face = DirTo(old, to)
	g.logf(-1, "melee", "%s takes his ground at %v", fz.ID, old)
}
