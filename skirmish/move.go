package skirmish

import (
	"slices"

	"zulu1879/hexmap"
)

// mover is the side's class in the map's side table.
func (f *Figure) mover() hexmap.Mover { return hexmap.Mover(f.Side) }

// Wounded reports whether the figure may always move one hex (a wounded
// man, a patient, a man who is down).
func (f *Figure) wounded() bool { return f.Wounds.Wounded() || f.Patient || f.Down }

// Pinned says why figure i may not move at all ("" if it may): a drawn
// fight holds it, or a British man has Zulus in contact front and rear.
func (g *Game) Pinned(i int) string {
	f := &g.Figs[i]
	if f.Locked {
		return "held by a drawn fight"
	}
	if f.Side == British {
		front, rear := false, false
		for _, j := range g.Enemies(i) {
			switch ArcOf(f.Face, DirTo(f.Hex, g.Figs[j].Hex)) {
			case Front:
				front = true
			case Rear:
				rear = true
			}
		}
		if front && rear {
			return "Zulus in contact front and rear"
		}
	}
	return ""
}

// onlyBack reports whether a British figure is touched in front and on both
// flanks: it may then only step back through its rear hexside.
func (g *Game) onlyBack(i int) bool {
	f := &g.Figs[i]
	if f.Side != British {
		return false
	}
	front, left, right := false, false, false
	for _, j := range g.Enemies(i) {
		d := DirTo(f.Hex, g.Figs[j].Hex)
		switch (int(d) - int(f.Face) + 6) % 6 {
		case 0, 1, 5:
			front = true
		case 2:
			right = true
		case 4:
			left = true
		}
	}
	return front && left && right
}

// zoc reports whether a Zulu entering h (on the level roof) comes into
// contact with a British figure: he must stop there.
func (g *Game) zoc(h hexmap.Hex, roof bool) bool {
	for _, n := range h.Neighbors() {
		j := g.At(n, roof)
		if j < 0 || g.Figs[j].Side != British {
			continue
		}
		if roof {
			return true
		}
		sd, _ := hexmap.SideBetween(h, n)
		if !g.closedSide(sd) {
			return true
		}
	}
	return false
}

// step is the cost of figure i, standing at h (roof) facing face, stepping
// one hex in direction d, and the facing it ends with; ok is false when it
// may not.
func (g *Game) step(i int, h hexmap.Hex, roof bool, face, d hexmap.Dir) (cost int, nf hexmap.Dir, ok bool) {
	f := &g.Figs[i]
	to := h.Neighbors()[d]
	if !g.m.Grid.Contains(to) || g.At(to, roof) >= 0 {
		return 0, face, false
	}
	if roof {
		r := roofOf(g.m, h)
		if r == nil || roofOf(g.m, to) != r {
			return 0, face, false
		}
		cost = 1
	} else {
		c := g.stepTable().move[f.Side][g.m.Grid.Index(h)*6+int(d)]
		if c < 0 {
			return 0, face, false
		}
		cost = int(c)
	}
	if f.Down {
		cost += CostCrawl
	}
	nf = face
	if ArcOf(face, d) == Front {
		nf = d
	} else {
		cost += CostBackwards
	}
	return cost, nf, true
}

// Reach is where a figure can go this phase: the least cost to each hex
// (on its own level) and the facing it arrives with.
type Reach struct {
	Cost  map[hexmap.Hex]int
	Face  map[hexmap.Hex]hexmap.Dir
	Hexes []hexmap.Hex // the keys of Cost, sorted
	paths map[hexmap.Hex][]hexmap.Hex
}

// Path lists the hexes from the start to h (the start left out).
func (r *Reach) Path(h hexmap.Hex) []hexmap.Hex { return r.paths[h] }

// Reachable searches the moves of figure i with its move points left: each
// step forward through the front arc turns it to that hexside, a step
// through a flank or the rear keeps its facing and costs more. A Zulu
// stops on coming into contact. The search runs over (hex, facing) in a
// small window around the figure; ties go to the lower facing and the
// earlier step, so the result is the same every time.
func (g *Game) Reachable(i int) *Reach {
	f := &g.Figs[i]
	r := &Reach{Cost: map[hexmap.Hex]int{}, Face: map[hexmap.Hex]hexmap.Dir{}, paths: map[hexmap.Hex][]hexmap.Hex{}}
	if g.Pinned(i) != "" || f.MP <= 0 {
		return r
	}
	back := g.onlyBack(i)
	R := f.MP // no step costs less than one
	W := 2*R + 1
	o := f.Hex.Axial()
	idx := func(h hexmap.Hex, face hexmap.Dir) int {
		a := h.Axial()
		return ((a.Q-o.Q+R)*W+(a.R-o.R+R))*6 + int(face)
	}
	hexOf := func(k int) (hexmap.Hex, hexmap.Dir) {
		face := hexmap.Dir(k % 6)
		k /= 6
		return hexmap.Axial{Q: k/W - R + o.Q, R: k%W - R + o.R}.Offset(), face
	}
	dist := make([]int8, W*W*6)
	prev := make([]int32, W*W*6)
	for k := range dist {
		dist[k] = -1
	}
	start := idx(f.Hex, f.Face)
	dist[start] = 0
	buckets := make([][]int32, f.MP+1)
	buckets[0] = []int32{int32(start)}
	for c := 0; c <= f.MP; c++ {
		for k := 0; k < len(buckets[c]); k++ {
			n := int(buckets[c][k])
			if int(dist[n]) != c {
				continue
			}
			h, face := hexOf(n)
			if n != start && f.Side == Zulu && g.zoc(h, f.Roof) {
				continue // stops here
			}
			for d := hexmap.Dir(0); d < 6; d++ {
				if back && n == start && d != f.Face.Opposite() {
					continue
				}
				sc, nf, ok := g.step(i, h, f.Roof, face, d)
				if !ok || c+sc > f.MP {
					continue
				}
				to := idx(h.Neighbors()[d], nf)
				if old := dist[to]; old >= 0 && int(old) <= c+sc {
					continue
				}
				dist[to] = int8(c + sc)
				prev[to] = int32(n)
				buckets[c+sc] = append(buckets[c+sc], int32(to))
			}
		}
	}
	for k := 0; k < len(dist); k += 6 {
		best := -1
		for face := range 6 {
			if dist[k+face] >= 0 && (best < 0 || dist[k+face] < dist[best]) {
				best = k + face
			}
		}
		if best < 0 || best/6 == start/6 {
			continue
		}
		h, face := hexOf(best)
		r.Cost[h], r.Face[h] = int(dist[best]), face
		r.Hexes = append(r.Hexes, h)
		var path []hexmap.Hex
		for n := best; n != start; n = int(prev[n]) {
			ph, _ := hexOf(n)
			path = append(path, ph)
		}
		slices.Reverse(path)
		r.paths[h] = path
	}
	slices.SortFunc(r.Hexes, hexmap.Compare)
	return r
}

// canAct reports whether figure i of the side in its move phase may do
// anything at all.
func (g *Game) canAct(i int) bool {
	f := &g.Figs[i]
	return f.Active() && f.MP > 0
}

// climbs: the roof hexes figure i may climb onto from its hex, and the
// ground hexes it may jump down to from its roof hex.
func (g *Game) climbsUp(h hexmap.Hex) []hexmap.Hex {
	var out []hexmap.Hex
	for _, r := range g.m.Roofs {
		for _, c := range r.Ups {
			if c.Ground == h {
				out = append(out, c.Roof)
			}
		}
	}
	return out
}

func (g *Game) jumpsDown(h hexmap.Hex) []hexmap.Hex {
	var out []hexmap.Hex
	for _, r := range g.m.Roofs {
		for _, c := range r.Downs {
			if c.Roof == h {
				out = append(out, c.Ground)
			}
		}
	}
	return out
}

// helper finds a friend next to figure i who can help it climb: on the
// ground, active, standing, with a move point left (-1 if none).
func (g *Game) helper(i int) int {
	f := &g.Figs[i]
	for _, n := range f.Hex.Neighbors() {
		j := g.At(n, false)
		if j >= 0 && g.Figs[j].Side == f.Side && g.Figs[j].Active() && !g.Figs[j].Down && g.Figs[j].MP >= CostAssist && g.Pinned(j) == "" {
			return j
		}
	}
	return -1
}

// diggable reports whether the side may be dug through: a building wall
// or a closed door.
func (g *Game) diggable(sd hexmap.Side) bool {
	if g.sides.Has(sd, hexmap.BuildingWall) {
		return true
	}
	d, ok := g.sides.Feature(sd, hexmap.Door)
	return ok && d.State == hexmap.Intact
}

func (g *Game) digPoints(sd hexmap.Side) int {
	for _, d := range g.Digs {
		if d.Side == sd {
			return d.Points
		}
	}
	return 0
}
