package tactical

import (
	"fmt"

	"zulu1879/hexmap"
	tc "zulu1879/tactical"
	"zulu1879/tactical/forces"
)

// ThreatRange is how near (in hexes) a Zulu on the map must be for a wall
// post to count as threatened by him: a Zulu's full move (12 MP), so a
// quiet post is one no Zulu can reach next Zulu movement.
const ThreatRange = 12

// MinShiftThreat is the fewest Zulus that must threaten a post before a
// man leaves a quiet one for it (G7).
const MinShiftThreat = 3

// wallPost reports whether ground place p is a post on the perimeter: in
// the perimeter, with a neighbouring hex outside both the perimeter and
// the buildings (so a wall, ledge or open edge faces the outside there).
func wallPost(g *tc.Game, p hexmap.Place) bool {
	if p.Box != 0 || p.Level != hexmap.Ground || !g.InPerimeter(p) {
		return false
	}
	for _, n := range p.Hex.Neighbors() {
		q := hexmap.OnGround(n)
		if !g.InPerimeter(q) && g.BuildingAt(q) == "" {
			return true
		}
	}
	return false
}

// threat counts the Zulus on the map within ThreatRange hexes of h.
func threat(zs []hexmap.Hex, h hexmap.Hex) int {
	n := 0
	for _, z := range zs {
		if hexmap.Distance(z, h) <= ThreatRange {
			n++
		}
	}
	return n
}

// zuluHexes lists the hexes of the Zulus on the map (not in the box).
func zuluHexes(g *tc.Game) []hexmap.Hex {
	var out []hexmap.Hex
	for j := g.NBrit; j < len(g.Units); j++ {
		if onMap(g, j) {
			out = append(out, g.Units[j].At.Hex)
		}
	}
	return out
}

// shift is G7: a fit man of the 24th or the other corps at a quiet post
// (no Zulu within ThreatRange) moves to the free post in reach that the
// most Zulus threaten, if at least MinShiftThreat do (ties: the cheaper
// move). It returns the action and its reason, "" when he stays.
func (b *British) shift(g *tc.Game, i int, zs []hexmap.Hex) (string, string) {
	u := &g.Units[i]
	if len(zs) < MinShiftThreat || u.Bed || u.Orderly || u.Wound != tc.Fit || (u.Kind != forces.Infantry && u.Kind != forces.Other) {
		return "", ""
	}
	if !wallPost(g, u.At) || threat(zs, u.At.Hex) > 0 {
		return "", ""
	}
	// A cheap look first: is any threatened post within his allowance?
	mp := g.Allowance(i)
	worth := false
	for _, z := range zs {
		if hexmap.Distance(z, u.At.Hex) <= mp+ThreatRange {
			worth = true
			break
		}
	}
	if !worth {
		return "", ""
	}
	moves, _ := g.Moves(g.ID(i))
	best, bn, bc := hexmap.Place{}, MinShiftThreat-1, 0
	for _, m := range moves {
		if !wallPost(g, m.To) {
			continue
		}
		n := threat(zs, m.To.Hex)
		if n > bn || (n == bn && best != (hexmap.Place{}) && m.Cost < bc) {
			best, bn, bc = m.To, n, m.Cost
		}
	}
	if best == (hexmap.Place{}) {
		return "", ""
	}
	return "move " + g.ID(i) + " " + tc.PlaceString(best),
		fmt.Sprintf("G7: from a quiet post (no Zulu within %d hexes) to the wall facing %d Zulus", ThreatRange, bn)
}
