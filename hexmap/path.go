package hexmap

// Unreachable marks a hex that a search could not reach.
const Unreachable = -1

// CostFunc returns the movement points needed to step from hex index from to
// its neighbour to, or a negative number if the step is forbidden.
type CostFunc func(from, to int) int

// Reach is the result of a least-cost search from one hex.
type Reach struct {
	// Cost[i] is the least MP to reach hex i, or Unreachable.
	Cost []int
	// Parent[i] is the previous hex on a cheapest path to i (-1 at the start
	// and for unreachable hexes).
	Parent []int

	buckets [][]int // reused between searches
}

// Reachable finds every hex that can be reached from start spending at most
// budget movement points, by Dijkstra's algorithm over small integer costs
// (a bucket queue). Ties between equally cheap paths are broken by neighbour
// order, so the result is deterministic.
func (g *Grid) Reachable(start, budget int, cost CostFunc) Reach {
	r := Reach{Cost: make([]int, g.Size()), Parent: make([]int, g.Size())}
	g.ReachableInto(&r, start, budget, cost)
	return r
}

// ReachableInto is Reachable reusing r's slices (sized for g) to avoid
// allocating in hot loops.
func (g *Grid) ReachableInto(r *Reach, start, budget int, cost CostFunc) {
	n := g.Size()
	if len(r.Cost) != n {
		r.Cost = make([]int, n)
		r.Parent = make([]int, n)
	}
	for i := range r.Cost {
		r.Cost[i] = Unreachable
		r.Parent[i] = -1
	}
	r.Cost[start] = 0
	if cap(r.buckets) < budget+1 {
		r.buckets = make([][]int, budget+1)
	}
	buckets := r.buckets[:budget+1]
	for c := range buckets {
		buckets[c] = buckets[c][:0]
	}
	buckets[0] = append(buckets[0], start)
	for c := 0; c <= budget; c++ {
		for k := 0; k < len(buckets[c]); k++ {
			i := buckets[c][k]
			if r.Cost[i] != c {
				continue // a cheaper entry was already expanded
			}
			for _, j := range g.neighbors[i] {
				step := cost(i, j)
				if step < 0 {
					continue
				}
				nc := c + step
				if nc > budget {
					continue
				}
				if r.Cost[j] == Unreachable || nc < r.Cost[j] {
					r.Cost[j] = nc
					r.Parent[j] = i
					buckets[nc] = append(buckets[nc], j)
				}
			}
		}
	}
}

// Path returns the hex indices from the search's start to i, both included,
// or nil if i was not reached.
func (r Reach) Path(i int) []int {
	if r.Cost[i] == Unreachable {
		return nil
	}
	var rev []int
	for j := i; j != -1; j = r.Parent[j] {
		rev = append(rev, j)
	}
	for a, b := 0, len(rev)-1; a < b; a, b = a+1, b-1 {
		rev[a], rev[b] = rev[b], rev[a]
	}
	return rev
}

// StepsFrom counts hex steps (every step costs 1) from start to every hex,
// through hexes for which pass returns true; the start hex is always left.
// Hexes that cannot be reached get Unreachable.
func (g *Grid) StepsFrom(start int, pass func(i int) bool) []int {
	dist := make([]int, g.Size())
	for i := range dist {
		dist[i] = Unreachable
	}
	dist[start] = 0
	queue := []int{start}
	for k := 0; k < len(queue); k++ {
		i := queue[k]
		for _, j := range g.neighbors[i] {
			if dist[j] == Unreachable && pass(j) {
				dist[j] = dist[i] + 1
				queue = append(queue, j)
			}
		}
	}
	return dist
}
