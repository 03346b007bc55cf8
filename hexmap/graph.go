package hexmap

import (
	"fmt"
	"slices"
)

// Level is the height a unit stands at on a hex.
type Level uint8

// The two levels of a building fight: the ground (and the floors of
// buildings) and the roofs above them.
const (
	Ground Level = iota
	Roof
)

// Place is where a unit can be: a hex on a level, or an off-map box (a
// place with no hexes, such as the Oskarberg, joined to the map by links).
// The zero Place is no place. Build it with OnGround, OnRoof or Graph.AddBox.
type Place struct {
	Hex   Hex   // None for a box
	Level Level // Ground for a box
	Box   int   // 0 on the map; k > 0 for the k-th box of a Graph
}

// OnGround is hex h on the ground level.
func OnGround(h Hex) Place { return Place{Hex: h} }

// OnRoof is the roof over hex h.
func OnRoof(h Hex) Place { return Place{Hex: h, Level: Roof} }

// String writes "1218" for the ground, "1218^" for a roof and "box 1" for
// an off-map box.
func (p Place) String() string {
	switch {
	case p.Box > 0:
		return fmt.Sprintf("box %d", p.Box)
	case p.Level == Roof:
		return p.Hex.String() + "^"
	}
	return p.Hex.String()
}

// Costs holds one MP cost per mover class; Impassable forbids the move.
type Costs [MaxMovers]int

// Same returns Costs with c for every mover.
func Same(c int) Costs {
	var out Costs
	for i := range out {
		out[i] = c
	}
	return out
}

type edge struct {
	to   int
	cost Costs
}

// Graph is the movement graph of a map with more than one level: every hex
// of the grid on the ground, the roofed hexes again on the roof level, and
// off-map boxes. Its edges are the grid's neighbours on the ground (priced
// by an enter cost and by the hexside layer, as Sides.Reachable prices
// them), the neighbours on the same roof (priced by that roof's cost
// across), and links added one by one (a climb up or down, a way into or out
// of a box), each priced by itself. A Graph with no roofs, boxes or links
// finds what Sides.Reachable (or Grid.Reachable, with no side layer) finds.
//
// Places are numbered densely for the search: ground hex i is i, the roof
// over hex i is Size()+i, box k is 2*Size()+k-1.
type Graph struct {
	Grid  *Grid
	Sides *Sides // may be nil: no hexside costs

	roofOf []int   // per hex index: 0 none, else the roof id
	across []Costs // per roof id-1: MP for a step between two hexes of it
	boxes  []string
	links  map[int][]edge
}

// NewGraph returns a graph over g with the hexside layer s (nil for none),
// no roofs, no boxes and no links.
func NewGraph(g *Grid, s *Sides) *Graph {
	if s != nil && s.Grid != g {
		panic("hexmap: NewGraph with a side layer of another grid")
	}
	return &Graph{Grid: g, Sides: s, roofOf: make([]int, g.Size()), links: map[int][]edge{}}
}

// AddRoof puts a roof over hexes, a step between two of them costing
// across; it returns the roof's id (1, 2, …). Steps on the roof level join
// only hexes of the same roof. A hex may be under one roof only.
func (gr *Graph) AddRoof(hexes []Hex, across Costs) (int, error) {
	id := len(gr.across) + 1
	for _, h := range hexes {
		if err := gr.Grid.Check(h); err != nil {
			return 0, fmt.Errorf("roof %d: %w", id, err)
		}
		if r := gr.roofOf[gr.Grid.Index(h)]; r != 0 {
			return 0, fmt.Errorf("roof %d: hex %s is already under roof %d", id, h, r)
		}
	}
	for _, h := range hexes {
		gr.roofOf[gr.Grid.Index(h)] = id
	}
	gr.across = append(gr.across, across)
	return id, nil
}

// RoofAt returns the id of the roof over h, 0 for none.
func (gr *Graph) RoofAt(h Hex) int {
	if !gr.Grid.Contains(h) {
		return 0
	}
	return gr.roofOf[gr.Grid.Index(h)]
}

// AddBox adds an off-map box and returns its place.
func (gr *Graph) AddBox(name string) Place {
	gr.boxes = append(gr.boxes, name)
	return Place{Box: len(gr.boxes)}
}

// BoxName returns the name a box was added with.
func (gr *Graph) BoxName(p Place) string {
	if p.Box < 1 || p.Box > len(gr.boxes) {
		return ""
	}
	return gr.boxes[p.Box-1]
}

// Size is the number of places: two per hex (ground and roof, whether
// roofed or not) and one per box.
func (gr *Graph) Size() int { return 2*gr.Grid.Size() + len(gr.boxes) }

// Index returns p's dense index, and false when p is not a place of the
// graph (off the grid, a roof over an unroofed hex, an unknown box).
func (gr *Graph) Index(p Place) (int, bool) {
	n := gr.Grid.Size()
	switch {
	case p.Box > 0:
		if p.Box > len(gr.boxes) || !p.Hex.IsNone() || p.Level != Ground {
			return 0, false
		}
		return 2*n + p.Box - 1, true
	case !gr.Grid.Contains(p.Hex):
		return 0, false
	case p.Level == Ground:
		return gr.Grid.Index(p.Hex), true
	case p.Level == Roof && gr.roofOf[gr.Grid.Index(p.Hex)] != 0:
		return n + gr.Grid.Index(p.Hex), true
	}
	return 0, false
}

// PlaceAt is the inverse of Index.
func (gr *Graph) PlaceAt(i int) Place {
	n := gr.Grid.Size()
	switch {
	case i < n:
		return OnGround(gr.Grid.HexAt(i))
	case i < 2*n:
		return OnRoof(gr.Grid.HexAt(i - n))
	}
	return Place{Box: i - 2*n + 1}
}

// Link adds a one-way move from one place to another at the given costs
// (Impassable for a mover who may not take it). Its cost is the whole cost
// of the move: no terrain or hexside cost is added to it. A second link
// between the same places replaces the first.
func (gr *Graph) Link(from, to Place, cost Costs) error {
	i, ok := gr.Index(from)
	if !ok {
		return fmt.Errorf("link from %s: not a place of the graph", from)
	}
	j, ok := gr.Index(to)
	if !ok {
		return fmt.Errorf("link to %s: not a place of the graph", to)
	}
	if i == j {
		return fmt.Errorf("link from %s to itself", from)
	}
	for _, c := range cost {
		if c < Impassable {
			return fmt.Errorf("link %s→%s: cost %d is below %d (impassable)", from, to, c, Impassable)
		}
	}
	es := gr.links[i]
	if k := slices.IndexFunc(es, func(e edge) bool { return e.to == j }); k >= 0 {
		es[k].cost = cost
		return nil
	}
	gr.links[i] = append(es, edge{to: j, cost: cost})
	return nil
}

// Links returns the places one link away from p with mover m's cost, in the
// order they were added (Impassable links included).
func (gr *Graph) Links(p Place, m Mover) ([]Place, []int) {
	i, ok := gr.Index(p)
	if !ok {
		return nil, nil
	}
	var to []Place
	var cost []int
	for _, e := range gr.links[i] {
		to = append(to, gr.PlaceAt(e.to))
		cost = append(cost, e.cost[m])
	}
	return to, cost
}

// GraphReach is the result of a least-cost search over a Graph.
type GraphReach struct {
	// Cost[i] is the least MP to reach place index i, or Unreachable.
	Cost []int
	// Parent[i] is the previous place on a cheapest path (-1 at the start
	// and for unreachable places).
	Parent []int

	graph *Graph
}

// CostTo returns the least MP to reach p, or Unreachable.
func (r GraphReach) CostTo(p Place) int {
	i, ok := r.graph.Index(p)
	if !ok {
		return Unreachable
	}
	return r.Cost[i]
}

// PathTo returns the places from the start to p, both included, or nil if
// p was not reached.
func (r GraphReach) PathTo(p Place) []Place {
	i, ok := r.graph.Index(p)
	if !ok || r.Cost[i] == Unreachable {
		return nil
	}
	var rev []Place
	for j := i; j != -1; j = r.Parent[j] {
		rev = append(rev, r.graph.PlaceAt(j))
	}
	slices.Reverse(rev)
	return rev
}

// Reachable finds every place that mover m can reach from start spending at
// most budget MP, by Dijkstra's algorithm with a bucket queue as
// Grid.Reachable. A ground step from hex i to its neighbour j costs
// enter(i, j) plus m's hexside cost (when the graph has a side layer), and
// is forbidden when either is negative; a roof step costs the roof's across
// cost; a link costs its own cost. From each place the grid's neighbours
// are tried first, in neighbour order, then the links in the order added,
// so the result is deterministic. A start that is not a place of the graph
// reaches nothing.
func (gr *Graph) Reachable(start Place, budget int, m Mover, enter CostFunc) GraphReach {
	size := gr.Size()
	r := GraphReach{Cost: make([]int, size), Parent: make([]int, size), graph: gr}
	for i := range r.Cost {
		r.Cost[i] = Unreachable
		r.Parent[i] = -1
	}
	s, ok := gr.Index(start)
	if !ok || budget < 0 {
		return r
	}
	ground := enter
	if gr.Sides != nil {
		ground = gr.Sides.StepCost(m, enter)
	}
	n := gr.Grid.Size()
	r.Cost[s] = 0
	buckets := make([][]int, budget+1)
	buckets[0] = append(buckets[0], s)
	relax := func(from, to, step, c int) {
		if step < 0 {
			return
		}
		nc := c + step
		if nc > budget {
			return
		}
		if r.Cost[to] == Unreachable || nc < r.Cost[to] {
			r.Cost[to] = nc
			r.Parent[to] = from
			buckets[nc] = append(buckets[nc], to)
		}
	}
	for c := 0; c <= budget; c++ {
		for k := 0; k < len(buckets[c]); k++ {
			i := buckets[c][k]
			if r.Cost[i] != c {
				continue // a cheaper entry was already expanded
			}
			switch {
			case i < n:
				for _, j := range gr.Grid.neighbors[i] {
					relax(i, j, ground(i, j), c)
				}
			case i < 2*n:
				id := gr.roofOf[i-n]
				for _, j := range gr.Grid.neighbors[i-n] {
					if gr.roofOf[j] == id {
						relax(i, n+j, gr.across[id-1][m], c)
					}
				}
			}
			for _, e := range gr.links[i] {
				relax(i, e.to, e.cost[m], c)
			}
		}
	}
	return r
}
