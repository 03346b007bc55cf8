package tactical

import (
	"fmt"
	"math"

	"zulu1879/hexmap"
	tc "zulu1879/tactical"
	"zulu1879/tactical/forces"
)

// MinRankTargets is the fewest Zulus in a line's arc (45 degrees either
// side of its facing, within British range) for the garrison to form a
// second rank behind it (G5).
const MinRankTargets = 3

// dirAngle is the bearing of each hex direction, degrees anticlockwise
// from east (N, NE, SE, S, SW, NW).
var dirAngle = [6]float64{90, 30, -30, -90, -150, 150}

// rankAxis is the hex direction a rank facing f runs along (the engine's
// reading: a facing is square to one of the three straight lines).
func rankAxis(f int) hexmap.Dir {
	switch f % 180 {
	case 0:
		return hexmap.North
	case 60:
		return hexmap.NorthWest
	}
	return hexmap.NorthEast
}

// backDir is the hex direction nearest the back of facing f that is not
// along the rank's axis: the neighbours of a line that way form the
// parallel line behind it.
func backDir(f int) hexmap.Dir {
	ax := rankAxis(f)
	best, bd := hexmap.North, 999.0
	for d := hexmap.North; d <= hexmap.NorthWest; d++ {
		if d == ax || d == ax.Opposite() {
			continue
		}
		diff := math.Mod(math.Abs(dirAngle[d]-float64(f+180))+720, 360)
		if diff > 180 {
			diff = 360 - diff
		}
		if diff < bd {
			best, bd = d, diff
		}
	}
	return best
}

// rankable reports whether British man i could stand in a rank: a fit man
// of the 24th on the ground of the map, not bed-bound.
func rankable(g *tc.Game, i int) bool {
	u := &g.Units[i]
	return onMap(g, i) && u.Kind == forces.Infantry && u.Wound == tc.Fit && !u.Bed && u.At.Level == hexmap.Ground
}

// formRanks is G5's movement half: the straight line of 3+ men of the
// 24th with the most Zulus in its arc (at least MinRankTargets) gets a
// second rank behind it, three men taken from where no Zulu threatens
// them (see bringMan), and then a
// leader within 2 hexes of both lines, so that the engine offers the
// ranked volley (rule 4c). It returns the action and its reason.
func (b *British) formRanks(g *tc.Game, zs []hexmap.Hex) (string, string) {
	if len(zs) < MinRankTargets {
		return "", ""
	}
	who := map[hexmap.Hex]int{}
	for j := range g.Units {
		if onMap(g, j) && g.Units[j].At.Level == hexmap.Ground {
			who[g.Units[j].At.Hex] = j
		}
	}
	rankAt := func(h hexmap.Hex) bool {
		j, ok := who[h]
		return ok && j < g.NBrit && rankable(g, j)
	}
	var line []hexmap.Hex
	face, most := 0, MinRankTargets-1
	for _, f := range tc.Facings {
		ax := rankAxis(f)
		for i := 0; i < g.NBrit; i++ {
			if !rankable(g, i) || rankAt(g.Units[i].At.Hex.Neighbors()[ax.Opposite()]) {
				continue
			}
			l := []hexmap.Hex{g.Units[i].At.Hex}
			for h := l[0].Neighbors()[ax]; rankAt(h); h = h.Neighbors()[ax] {
				l = append(l, h)
			}
			if len(l) < 3 {
				continue
			}
			mid, n := l[len(l)/2], 0
			for _, z := range zs {
				if d := hexmap.Distance(mid, z); d > 0 && d <= tc.BritishRange && within45(angle(mid, z), f) {
					n++
				}
			}
			if n > most {
				line, face, most = l, f, n
			}
		}
	}
	if line == nil {
		return "", ""
	}
	back := backDir(face)
	why := fmt.Sprintf("G5: a second rank behind the line of %d men of the 24th facing %d (%d Zulus in its arc)", len(line), face, most)
	// The first three hexes in a row behind the line that are free ground
	// in the perimeter or already hold a rank man.
	for k := 0; k+3 <= len(line); k++ {
		win := make([]hexmap.Hex, 3)
		ok := true
		for t := range win {
			win[t] = line[k+t].Neighbors()[back]
			p := hexmap.OnGround(win[t])
			if _, taken := who[win[t]]; !(rankAt(win[t]) || (!taken && g.InPerimeter(p))) {
				ok = false
			}
		}
		if !ok {
			continue
		}
		for _, h := range win {
			if rankAt(h) {
				continue
			}
			if a := b.bringMan(g, h, line, zs); a != "" {
				return a, why
			}
			return "", "" // nobody can fill the rank this turn
		}
		// Both lines stand: a leader within 2 hexes of each.
		return b.bringLeader(g, line[k:k+3], win, who, why)
	}
	return "", ""
}

// bringMan moves the cheapest free man of the 24th to hex h: one who may
// still move, is not in the front line, not in a building (the hospital
// and storehouse keep their men) and stands where no Zulu threatens him
// (none next to him, none within ThreatRange of his wall post).
func (b *British) bringMan(g *tc.Game, h hexmap.Hex, front []hexmap.Hex, zs []hexmap.Hex) string {
	best, bc := "", 1<<30
	for i := 0; i < g.NBrit; i++ {
		u := &g.Units[i]
		if !g.CanAct(i) || !rankable(g, i) || hexmap.Distance(u.At.Hex, h) > g.Allowance(i) {
			continue
		}
		if g.BuildingAt(u.At) != "" || zulusNext(g, u.At) > 0 || (wallPost(g, u.At) && threat(zs, u.At.Hex) > 0) {
			continue
		}
		inFront := false
		for _, f := range front {
			inFront = inFront || f == u.At.Hex
		}
		if inFront {
			continue
		}
		moves, _ := g.Moves(g.ID(i))
		for _, m := range moves {
			if m.To == hexmap.OnGround(h) && m.Cost < bc {
				best, bc = "move "+g.ID(i)+" "+tc.PlaceString(m.To), m.Cost
			}
		}
	}
	return best
}

// bringLeader moves the nearest leader who may still move to a free
// ground place within 2 hexes of both the front and the back rank, if no
// fit leader stands so already.
func (b *British) bringLeader(g *tc.Game, front, rear []hexmap.Hex, who map[hexmap.Hex]int, why string) (string, string) {
	near := func(h hexmap.Hex) bool {
		f, r := false, false
		for k := range front {
			f = f || hexmap.Distance(h, front[k]) <= 2
			r = r || hexmap.Distance(h, rear[k]) <= 2
		}
		return f && r
	}
	for l := 0; l < g.NBrit; l++ {
		u := &g.Units[l]
		if onMap(g, l) && u.Kind == forces.Leader && u.Wound == tc.Fit && u.At.Level == hexmap.Ground && near(u.At.Hex) {
			return "", ""
		}
	}
	best, bc := "", 1<<30
	for l := 0; l < g.NBrit; l++ {
		u := &g.Units[l]
		if u.Kind != forces.Leader || u.Wound != tc.Fit || u.Orderly || !g.CanAct(l) || hexmap.Distance(u.At.Hex, front[1]) > g.Allowance(l)+2 {
			continue
		}
		moves, _ := g.Moves(g.ID(l))
		for _, m := range moves {
			if _, taken := who[m.To.Hex]; taken || m.To.Level != hexmap.Ground || !g.InPerimeter(m.To) || !near(m.To.Hex) || m.Cost >= bc {
				continue
			}
			best, bc = "move "+g.ID(l)+" "+tc.PlaceString(m.To), m.Cost
		}
	}
	if best == "" {
		return "", ""
	}
	return best, why + "; a leader within 2 hexes of both ranks"
}
