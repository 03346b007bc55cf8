package tactical

import (
	"fmt"
	"math"
	"slices"
	"strconv"

	"zulu1879/hexmap"
	"zulu1879/tactical/forces"
	"zulu1879/tactical/tables"
)

// Facings of a ranked line, in degrees anticlockwise from east: each is
// square to one of the three straight lines of hexes (a line of the axis
// north-south faces 0 or 180, the axis north-west to south-east 60 or 240,
// the axis north-east to south-west 120 or 300).
var Facings = []int{0, 60, 120, 180, 240, 300}

// axisOf is the hex direction a rank facing f runs along.
func axisOf(f int) hexmap.Dir {
	switch f % 180 {
	case 0:
		return hexmap.North
	case 60:
		return hexmap.NorthWest
	}
	return hexmap.NorthEast
}

// xy is a hex centre in the plane (unit hex size, y up).
func xy(h hexmap.Hex) (float64, float64) {
	a := h.Axial()
	return 1.5 * float64(a.Q), -math.Sqrt(3) * (float64(a.R) + float64(a.Q)/2)
}

// rankMan reports whether man i may fire in a rank: a man of the 24th who
// may fire now, on the ground.
func (g *Game) rankMan(i int) bool {
	u := &g.Units[i]
	return g.canFireBritish(i) && u.Kind == forces.Infantry && u.At.Level == hexmap.Ground
}

// ranks finds leader l's formation facing f (rule 4c): the straight lines
// of 3 or more rank men along the facing's axis with a man within 2 hexes
// of the leader, the 2 or 3 farthest forward. Nil when there is no
// formation.
func (g *Game) ranks(l, f int) [][]int {
	ld := &g.Units[l]
	if !g.canFireBritish(l) || ld.Kind != forces.Leader || ld.At.Level != hexmap.Ground {
		return nil
	}
	axis := axisOf(f)
	back := axis.Opposite()
	var lines [][]int
	for i := 0; i < g.NBrit; i++ {
		if !g.rankMan(i) {
			continue
		}
		// i starts a line if the hex behind it along the axis holds no rank man
		prev := g.at(hexmap.OnGround(g.Units[i].At.Hex.Neighbors()[back]))
		if prev >= 0 && g.rankMan(prev) {
			continue
		}
		line := []int{i}
		h := g.Units[i].At.Hex
		for {
			h = h.Neighbors()[axis]
			j := g.at(hexmap.OnGround(h))
			if j < 0 || !g.rankMan(j) {
				break
			}
			line = append(line, j)
		}
		if len(line) < tables.MinRank {
			continue
		}
		near := false
		for _, j := range line {
			if hexmap.Distance(g.Units[j].At.Hex, ld.At.Hex) <= 2 {
				near = true
			}
		}
		if near {
			lines = append(lines, line)
		}
	}
	if len(lines) < 2 {
		return nil
	}
	fx, fy := math.Cos(float64(f)*math.Pi/180), math.Sin(float64(f)*math.Pi/180)
	forward := func(line []int) float64 {
		x, y := xy(g.Units[line[0]].At.Hex)
		return x*fx + y*fy
	}
	slices.SortStableFunc(lines, func(a, b []int) int {
		fa, fb := forward(a), forward(b)
		switch {
		case fa > fb:
			return -1
		case fa < fb:
			return 1
		}
		return 0
	})
	if len(lines) > 3 {
		lines = lines[:3]
	}
	return lines
}

// arc lists the Zulus a rank may hit, nearest first: within British range,
// seen by a man of the rank, no more than 45 degrees off the facing from
// the rank's middle, not yet fired at this turn.
func (g *Game) arc(line []int, f int) []int {
	mid := g.Units[line[len(line)/2]].At
	mx, my := xy(mid.Hex)
	fx, fy := math.Cos(float64(f)*math.Pi/180), math.Sin(float64(f)*math.Pi/180)
	type cand struct{ j, d int }
	var cs []cand
	for j := g.NBrit; j < len(g.Units); j++ {
		if !g.target(j) {
			continue
		}
		h := g.Units[j].At.Hex
		d := hexmap.Distance(mid.Hex, h)
		if d > BritishRange {
			continue
		}
		x, y := xy(h)
		dx, dy := x-mx, y-my
		n := math.Hypot(dx, dy)
		if n == 0 || (dx*fx+dy*fy)/n < math.Cos(math.Pi/4)-1e-9 {
			continue
		}
		seen := false
		for _, i := range line {
			if g.sight(g.Units[i].At, g.Units[j].At).clear {
				seen = true
				break
			}
		}
		if seen {
			cs = append(cs, cand{j, d})
		}
	}
	slices.SortStableFunc(cs, func(a, b cand) int { return a.d - b.d })
	out := make([]int, len(cs))
	for k, c := range cs {
		out[k] = c.j
	}
	return out
}

// rankLegal lists "rank L F" for every leader and facing with a formation
// whose front rank has a target.
func (g *Game) rankLegal() []string {
	var out []string
	for l := 0; l < g.NBrit; l++ {
		if g.Units[l].Kind != forces.Leader || !g.canFireBritish(l) {
			continue
		}
		for _, f := range Facings {
			if rs := g.ranks(l, f); rs != nil && len(g.arc(rs[0], f)) > 0 {
				out = append(out, "rank "+g.ID(l)+" "+strconv.Itoa(f))
			}
		}
	}
	return out
}

// doRank is rule 4c: leader l's 2 or 3 ranks fire one after the other,
// each a die on the ranked fire table; its hit points go to the Zulus in
// its arc, nearest first, up to 3 each (1 W, 2 M, 3 eliminated).
func (g *Game) doRank(l int, f int) error {
	rs := g.ranks(l, f)
	if rs == nil {
		return fmt.Errorf("%s has no ranked line facing %d (2 or 3 straight lines of 3+ men of the 24th who may fire, one within 2 hexes of him, along the axis square to the facing)", g.ID(l), f)
	}
	g.Units[l].Fired = true
	for k, line := range rs {
		targets := g.arc(line, f)
		for _, i := range line {
			g.Units[i].Fired = true
		}
		if len(targets) == 0 {
			g.logf(int(British), "4c", "rank %d of %s (%d men) has no target", k+1, g.ID(l), len(line))
			continue
		}
		d := g.roll("ranked fire")
		pts, _ := tables.RankedFire(d, len(line))
		hits := tables.SpreadHits(pts, len(targets))
		var res []string
		for t, p := range hits {
			if p == 0 {
				continue
			}
			j := targets[t]
			g.Units[j].Hit = true
			res = append(res, fmt.Sprintf("%s %s", g.ID(j), g.hitZulu(j, tables.HitOutcome(p))))
		}
		g.logf(int(British), "4c", "rank %d of %s (%d men) fires facing %d: %d = %d hit points: %v", k+1, g.ID(l), len(line), f, d, pts, res)
	}
	return nil
}
