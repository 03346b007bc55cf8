package isandlwana

import (
	"math/bits"
	"slices"
	"sync"

	"zulu1879/hexmap"
	"zulu1879/units"
)

// The Zulu path search works on sets of hexes, one bit per hex index, and
// finds the hexes a Zulu reaches with 1, 2, … 6 MP one whole cost level at a
// time: a hex costing c MP to enter is reached with k MP when it lies next
// to a hex reached with k−c MP (for the built-in map: a clear hex next to
// one reached with k−1, a broken one next to one reached with k−2), and
// only if no cheaper path reached it first. That is Dijkstra's search for
// small whole step costs; doing it for every hex of a level at once makes it
// several times faster than hex by hex, which matters because the bots ask
// for the paths of every Zulu on the map each turn.

// hexSet is a set of hex indices: bit i%64 of word i/64 stands for hex i.
type hexSet []uint64

func (s hexSet) add(i int) { s[i>>6] |= 1 << (i & 63) }

func (s hexSet) remove(i int) { s[i>>6] &^= 1 << (i & 63) }

// hexShift says that the hexes in from have a neighbour whose index is
// theirs plus delta.
type hexShift struct {
	delta int
	from  hexSet
}

// zuluNet is what the search needs to know of the map and the position:
// the neighbour shifts (fixed for a map), the hexes a Zulu may enter for c
// MP now (enter[c], for the costs c listed in costs), and the search's
// scratch sets.
type zuluNet struct {
	*netShape
	enter   [units.ZuluMA + 1]hexSet
	costs   []int
	reached hexSet
	level   hexSet
	near    [units.ZuluMA]hexSet // near[k]: the hexes next to those expanded at k MP
	lo, hi  int                  // the words of reached the last search used
}

// netShape is what the search knows of a map's geometry: the neighbour
// shifts and the most a hex index changes in a whole move. It never
// changes, so every search on one map shares it (netShapes), instead of
// working it out again for every game and every copy of one (the British
// bot plans on a copy each movement phase).
type netShape struct {
	words  int
	reach  int // the most a hex index changes in a whole move
	step   int // the most it changes in one step
	shifts []hexShift
}

// netShapes holds the shape of each map a search has run on.
var netShapes sync.Map // *hexmap.Map → *netShape

// shapeOf returns the shape of map m: every pair of neighbours i, j is one
// bit of the shift by j−i.
func shapeOf(m *hexmap.Map) *netShape {
	if v, ok := netShapes.Load(m); ok {
		return v.(*netShape)
	}
	n := m.Size()
	sh := &netShape{words: (n + 63) / 64}
	for i := 0; i < n; i++ {
		for _, j := range m.NeighborIndices(i) {
			var s *hexShift
			for k := range sh.shifts {
				if sh.shifts[k].delta == j-i {
					s = &sh.shifts[k]
				}
			}
			if s == nil {
				sh.shifts = append(sh.shifts, hexShift{delta: j - i, from: make(hexSet, sh.words)})
				s = &sh.shifts[len(sh.shifts)-1]
			}
			s.from.add(i)
			sh.step = max(sh.step, j-i, i-j)
			sh.reach = units.ZuluMA * sh.step
		}
	}
	v, _ := netShapes.LoadOrStore(m, sh)
	return v.(*netShape)
}

// newZuluNet prepares a search on map m.
func newZuluNet(m *hexmap.Map) *zuluNet {
	z := &zuluNet{netShape: shapeOf(m)}
	for c := range z.enter {
		z.enter[c] = z.newSet()
	}
	z.reached, z.level = z.newSet(), z.newSet()
	for k := range z.near {
		z.near[k] = z.newSet()
	}
	return z
}

func (z *zuluNet) newSet() hexSet { return make(hexSet, z.words) }

// setCosts records what entering each hex costs a Zulu now (enter[j]: 1 to
// 6 MP, 0 where it may not go).
func (z *zuluNet) setCosts(enter []int8) {
	for c := range z.enter {
		clear(z.enter[c])
	}
	z.costs = z.costs[:0]
	for j, c := range enter {
		if c <= 0 || int(c) > units.ZuluMA {
			continue // never entered within the MA
		}
		if !slices.Contains(z.costs, int(c)) {
			z.costs = append(z.costs, int(c))
		}
		z.enter[c].add(j)
	}
}

// spread sets dst to the hexes next to any hex of src, looking only at
// words lo to hi-1 of both (the search keeps within them).
func (z *zuluNet) spread(dst, src hexSet, lo, hi int) {
	clear(dst[lo:hi])
	for _, sh := range z.shifts {
		from := sh.from
		// Hex i moves to i+delta: q whole words and r bits. Each word of
		// src (masked by from) is read once and carried into the next.
		if sh.delta >= 0 {
			q, r := sh.delta/64, uint(sh.delta%64)
			var prev uint64
			for w := lo; w+q < hi; w++ {
				cur := src[w] & from[w]
				dst[w+q] |= cur<<r | prev>>(64-r) // a shift by 64 gives 0
				prev = cur
			}
		} else {
			q, r := -sh.delta/64, uint(-sh.delta%64)
			var next uint64
			for w := hi - 1 - q; w >= lo; w-- {
				cur := src[w+q] & from[w+q]
				dst[w] |= cur>>r | next<<(64-r)
				next = cur
			}
		}
	}
}

// search fills cost with the least MP for a Zulu from hex s to every hex
// (-1 where it cannot go within its MA). wagon is the hex of a wagon
// standing alone, or -1: a Zulu may end its move there but not pass through
// (unless it starts there).
//
// ma is the most MP spent (at most units.ZuluMA): the Zulu search passes
// units.ZuluMA, the British one (britishCostsFrom) the MP the units have
// left, with their own entry costs.
func (z *zuluNet) search(s, wagon int, cost []int8, ma int) {
	// Every hex within the MA lies within reach words of s: only those
	// words of the sets are used. And a hex reached with k MP is at most k
	// steps from s, so level k only touches the words of span(k).
	lo, hi := max(0, (s-z.reach)/64), min(z.words, (s+z.reach)/64+1)
	span := func(k int) (int, int) {
		return max(lo, (s-z.step*k)/64), min(hi, (s+z.step*k)/64+1)
	}
	z.lo, z.hi = lo, hi
	clear(z.reached[lo:hi])
	clear(z.level[lo:hi])
	for k := 0; k < ma; k++ {
		clear(z.near[k][lo:hi]) // the words a level does not reach stay empty
	}
	z.reached.add(s)
	cost[s] = 0
	z.level.add(s)
	a, b := span(1)
	z.spread(z.near[0], z.level, a, b)
	for k := 1; k <= ma; k++ {
		// The hexes first reached with k MP.
		a, b := span(k)
		for w := a; w < b; w++ {
			var v uint64
			for _, c := range z.costs {
				if c <= k {
					v |= z.near[k-c][w] & z.enter[c][w]
				}
			}
			v &^= z.reached[w]
			z.level[w] = v
			z.reached[w] |= v
			for b := v; b != 0; b &= b - 1 {
				cost[w*64+bits.TrailingZeros64(b)] = int8(k)
			}
		}
		if k < ma {
			if wagon >= 0 && wagon != s {
				z.level.remove(wagon)
			}
			a, b := span(k + 1)
			z.spread(z.near[k], z.level, a, b)
		}
	}
}

// reachedInto sets dst to the hexes the last search, from s, reached with
// 1 MP or more: those its costs give above 0.
func (z *zuluNet) reachedInto(s int, dst hexSet) {
	clear(dst)
	copy(dst[z.lo:z.hi], z.reached[z.lo:z.hi])
	dst.remove(s)
}
