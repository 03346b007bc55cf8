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

type node struct {
	h    hexmap.Hex
	face hexmap.Dir
}

// Reach is where a figure can go this phase: the least cost to each hex
// (on its own level) and the facing and path it arrives with.
type Reach struct {
	Cost map[hexmap.Hex]int
	Face map[hexmap.Hex]hexmap.Dir
	prev map[node]node
	last map[hexmap.Hex]node
	from node
}

// Path lists the hexes from the start to h (the start left out).
func (r *Reach) Path(h hexmap.Hex) []hexmap.Hex {
	n, ok := r.last[h]
	if !ok {
		return nil
	}
	var out []hexmap.Hex
	for n != r.from {
		out = append(out, n.h)
		n = r.prev[n]
	}
	slices.Reverse(out)
	return out
}

// Reachable searches the moves of figure i with its move points left: each
// step forward through the front arc turns it to that hexside, a step
// through a flank or the rear keeps its facing and costs more. A Zulu
// stops on coming into contact. Ties go to the lower facing, so the result
// is the same every time.
func (g *Game) Reachable(i int) *Reach {
	f := &g.Figs[i]
	start := node{f.Hex, f.Face}
	r := &Reach{Cost: map[hexmap.Hex]int{}, Face: map[hexmap.Hex]hexmap.Dir{}, prev: map[node]node{}, last: map[hexmap.Hex]node{}, from: start}
	if g.Pinned(i) != "" {
		return r
	}
	back := g.onlyBack(i)
	dist := map[node]int{start: 0}
	buckets := make([][]node, f.MP+1)
	buckets[0] = []node{start}
	for c := 0; c <= f.MP; c++ {
		for k := 0; k < len(buckets[c]); k++ {
			n := buckets[c][k]
			if dist[n] != c {
				continue
			}
			if n != start && f.Side == Zulu && g.zoc(n.h, f.Roof) {
				continue // stops here
			}
			for d := hexmap.Dir(0); d < 6; d++ {
				if back && n == start && d != f.Face.Opposite() {
					continue
				}
				sc, nf, ok := g.step(i, n.h, f.Roof, n.face, d)
				if !ok || c+sc > f.MP {
					continue
				}
				to := node{n.h.Neighbors()[d], nf}
				if old, seen := dist[to]; seen && old <= c+sc {
					continue
				}
				dist[to] = c + sc
				r.prev[to] = n
				buckets[c+sc] = append(buckets[c+sc], to)
			}
		}
	}
	// The best arrival at each hex: least cost, then lowest facing.
	keys := make([]node, 0, len(dist))
	for n := range dist {
		if n.h != f.Hex {
			keys = append(keys, n)
		}
	}
	slices.SortFunc(keys, func(a, b node) int {
		if c := hexmap.Compare(a.h, b.h); c != 0 {
			return c
		}
		if dist[a] != dist[b] {
			return dist[a] - dist[b]
		}
		return int(a.face) - int(b.face)
	})
	for _, n := range keys {
		if _, ok := r.Cost[n.h]; !ok {
			r.Cost[n.h], r.Face[n.h], r.last[n.h] = dist[n], n.face, n
		}
	}
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
