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
	g.Ranked = &RankMove{Leader: l, Facing: f, Men: []int{l}}
	for _, line := range rs {
		g.Ranked.Men = append(g.Ranked.Men, line...)
	}
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

// RankMove is a formation that has fired this phase and may still step
// (rule 4d): its leader, facing and men.
type RankMove struct {
	Leader int   `json:"leader"`
	Facing int   `json:"facing"`
	Men    []int `json:"men"`
}

// stepDirs are the hex directions within 45 degrees of facing f (advance)
// or of its back (retreat).
func stepDirs(f int) []hexmap.Dir {
	var out []hexmap.Dir
	for d := hexmap.North; d <= hexmap.NorthWest; d++ {
		ang := float64(90 - 60*int(d)) // N 90, NE 30, SE -30, S -90, SW -150, NW 150
		for _, want := range []int{f, f + 180} {
			diff := math.Mod(math.Abs(ang-float64(want))+720, 360)
			if diff > 180 {
				diff = 360 - diff
			}
			if diff <= 45 {
				out = append(out, d)
			}
		}
	}
	return out
}

// canStep reports whether the formation can step one hex in direction d:
// every man to a place that is empty or left by another of them, over a
// side a British man may cross, onto ground he may enter.
func (g *Game) canStep(r *RankMove, d hexmap.Dir) bool {
	for _, i := range r.Men {
		if !g.live(i) {
			return false
		}
	}
	for _, i := range r.Men {
		h := g.Units[i].At.Hex
		n := h.Neighbors()[d]
		if !g.st.m.Grid.Contains(n) || g.st.m.TerrainAt(n).MP == 0 {
			return false
		}
		side, _ := hexmap.SideBetween(h, n)
		if g.sides().CrossCost(side, g.st.brit) < 0 {
			return false
		}
		if j := g.at(hexmap.OnGround(n)); j >= 0 && !slices.Contains(r.Men, j) {
			return false
		}
	}
	return true
}

// stepLegal lists "step L DIR" for the formation that has just fired.
func (g *Game) stepLegal() []string {
	if g.Ranked == nil {
		return nil
	}
	var out []string
	for _, d := range stepDirs(g.Ranked.Facing) {
		if g.canStep(g.Ranked, d) {
			out = append(out, "step "+g.ID(g.Ranked.Leader)+" "+d.String())
		}
	}
	return out
}

// doStep is rule 4d: the ranked line (leader and men) advances or retreats
// one hex within 45 degrees of its facing or its back.
func (g *Game) doStep(l int, dir string) error {
	r := g.Ranked
	if r == nil || r.Leader != l {
		return fmt.Errorf("%s has no ranked line that has just fired", g.ID(l))
	}
	var d hexmap.Dir
	found := false
	for _, x := range stepDirs(r.Facing) {
		if x.String() == dir {
			d, found = x, true
		}
	}
	if !found {
		return fmt.Errorf("direction %q is not within 45 degrees of the facing %d or its back (have: %v)", clip(dir), r.Facing, stepDirs(r.Facing))
	}
	if !g.canStep(r, d) {
		return fmt.Errorf("the line cannot step %s: a place is taken, walled or off the map", dir)
	}
	for _, i := range r.Men {
		g.unplace(i)
	}
	for _, i := range r.Men {
		u := &g.Units[i]
		u.At = hexmap.OnGround(u.At.Hex.Neighbors()[d])
	}
	for _, i := range r.Men {
		g.setPlace(i, g.Units[i].At)
	}
	g.Ranked = nil
	g.logf(int(British), "4d", "the ranked line of %s steps %s", g.ID(l), dir)
	return nil
}
