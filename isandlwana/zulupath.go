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

// hexSet is a set of hex indices (hexmap.Set): bit i%64 of word i/64
// stands for hex i. The path search below also works on its words
// directly, shifting whole columns at once.
type hexSet = hexmap.Set

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
	near    [units.ZuluMA]hexSet // near[k]: the hexes expanded at k MP and their neighbours
	lo, hi  int                  // the words of reached the last search used
	tmp     hexSet               // spread's scratch
	// fenter is enter as fixed-size sets, for the search on small maps
	// (fixedShape; unused when the shape has none).
	fenter [units.ZuluMA + 1]smallSet
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
	cols   *colShape   // the faster spread for a column-major grid, or nil
	small  *smallShape // the same on fixed-size sets, for a map of at most smallWords words, or nil
	nbr    [][]int     // each hex's neighbours (the map's lists)
}

// colShape is what spread needs on a grid stored column by column, rows
// hexes a column (hex index col*rows+row), where the neighbours of a hex
// are the hexes above and below it in its column and, in each column beside
// it, the hex of its own row and one more, a row up or a row down as the
// column's offset says. Its neighbours are then found with four one-bit
// shifts and two shifts by a column, instead of one masked shift per
// distinct index difference (eight on such a grid). Every mask is by the
// hex a bit lands on:
type colShape struct {
	rows int
	up   hexSet // the hex above (index-1) is a neighbour in its column
	down hexSet // the hex below (index+1) is a neighbour in its column
	// (Each mask has an empty word before and after the map's: word w of
	// the map is word w+1 of the mask.)
	// The hexes of a column the next columns see with their own row's: a
	// hex whose lower neighbour (index+1) reaches one row down into the
	// columns beside it (diagDown), or whose upper one reaches one up
	// (diagUp).
	diagDown, diagUp hexSet
	right, left      hexSet // a hex with a column to its left / right
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
			s.from.Add(i)
			sh.step = max(sh.step, j-i, i-j)
			sh.reach = units.ZuluMA * sh.step
		}
	}
	sh.cols = columnShape(m, sh)
	sh.small = smallShapeOf(m, sh)
	sh.nbr = make([][]int, n)
	for i := range sh.nbr {
		sh.nbr[i] = m.NeighborIndices(i)
	}
	v, _ := netShapes.LoadOrStore(m, sh)
	return v.(*netShape)
}

// columnShape returns the column-major spread of map m if it gives exactly
// the neighbours the map lists, hex by hex (spread is a union over the hexes
// of its input, so that proves it for every set), else nil.
func columnShape(m *hexmap.Map, sh *netShape) *colShape {
	n, rows := m.Size(), m.Rows
	if rows <= 1 || rows >= 64 {
		return nil
	}
	cs := &colShape{rows: rows}
	sets := []*hexSet{&cs.up, &cs.down, &cs.diagDown, &cs.diagUp, &cs.right, &cs.left}
	for _, p := range sets {
		*p = make(hexSet, sh.words+2) // word w at w+1
	}
	has := func(i, j int) bool { return j >= 0 && j < n && slices.Contains(m.NeighborIndices(i), j) }
	for i := 0; i < n; i++ {
		if has(i, i-1) {
			cs.up.Add(i + 64)
		}
		if has(i, i+1) {
			cs.down.Add(i + 64)
		}
		// In the columns beside hex i-1 (i's upper neighbour), the row of i:
		// then i stands for i-1 in the shifted copy.
		if has(i, i-1) && (has(i-1, i-1+rows+1) || has(i-1, i-1-rows+1)) {
			cs.diagDown.Add(i + 64)
		}
		if has(i, i+1) && (has(i+1, i+1+rows-1) || has(i+1, i+1-rows-1)) {
			cs.diagUp.Add(i + 64)
		}
		if i >= rows {
			cs.right.Add(i + 64)
		}
		if i+rows < n {
			cs.left.Add(i + 64)
		}
	}
	one, got, t := make(hexSet, sh.words), make(hexSet, sh.words), make(hexSet, sh.words+2)
	for i := 0; i < n; i++ {
		clear(one)
		one.Add(i)
		cs.spread(got, one, 0, sh.words, t)
		want := make(hexSet, sh.words)
		want.Add(i)
		for _, j := range m.NeighborIndices(i) {
			want.Add(j)
		}
		if !slices.Equal(got, want) {
			return nil
		}
	}
	return cs
}

// spread is zuluNet.spread on a column-major grid; t is a scratch set of
// words+2 words (word w at t[w+1]).
func (cs *colShape) spread(dst, src hexSet, lo, hi int, t hexSet) {
	r := uint(cs.rows)
	s := src[lo:hi]
	n := len(s)
	d := dst[lo:hi]
	d = d[:n]
	// The masks and t from word lo-1 to word hi (index i for word lo-1+i);
	// the masks are padded with an empty word at each end.
	tt := t[lo : lo+n+2]
	dd, du := cs.diagDown[lo:lo+n+2], cs.diagUp[lo:lo+n+2]
	up, down := cs.up[lo:lo+n+2], cs.down[lo:lo+n+2]
	// t: src with, for each hex, its neighbour in its column that stands at
	// the other row its neighbours in the next columns take (the hex that
	// shifting by a column then carries onto that row). prev, cur, next
	// roll over the words of src, empty outside lo..hi-1.
	var prev, cur uint64
	for i := range tt {
		var next uint64
		if i < n {
			next = s[i]
		}
		below := cur<<1 | prev>>63 // bit j: hex j-1 is in src
		above := cur>>1 | next<<63 // bit j: hex j+1 is in src
		tt[i] = cur | below&dd[i] | above&du[i]
		if i >= 1 && i <= n {
			d[i-1] = cur | below&up[i] | above&down[i]
		}
		prev, cur = cur, next
	}
	right, left := cs.right[lo+1:lo+1+n], cs.left[lo+1:lo+1+n]
	right, left = right[:n], left[:n]
	for i := range d {
		tp, tc, tn := tt[i], tt[i+1], tt[i+2]
		d[i] |= (tc<<r|tp>>(64-r))&right[i] | (tc>>r|tn<<(64-r))&left[i]
	}
}

// newZuluNet prepares a search on map m.
func newZuluNet(m *hexmap.Map) *zuluNet {
	z := &zuluNet{netShape: shapeOf(m)}
	for c := range z.enter {
		z.enter[c] = z.newSet()
	}
	z.reached, z.level, z.tmp = z.newSet(), z.newSet(), make(hexSet, z.words+2)
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
	// Word by word: each hex's bit goes into the set of its cost (costs
	// outside 1 to the MA into a set never read).
	var seen [units.ZuluMA + 2]bool
	for w := 0; w*64 < len(enter); w++ {
		var acc [units.ZuluMA + 2]uint64
		for b, c := range enter[w*64 : min(w*64+64, len(enter))] {
			k := int(c)
			if k <= 0 || k > units.ZuluMA {
				k = units.ZuluMA + 1 // never entered within the MA
			}
			acc[k] |= 1 << b
		}
		for c := 1; c <= units.ZuluMA; c++ {
			if acc[c] != 0 {
				z.enter[c][w] = acc[c]
				seen[c] = true
			}
		}
	}
	// The costs present, cheapest first (the search only ORs over them, so
	// any order finds the same).
	z.costs = z.costs[:0]
	for c := 1; c <= units.ZuluMA; c++ {
		if seen[c] {
			z.costs = append(z.costs, c)
		}
	}
	if z.small != nil {
		for c := range z.enter {
			copy(z.fenter[c][:], z.enter[c])
		}
	}
}

// spread sets dst to the hexes of src and those next to any of them,
// looking only at words lo to hi-1 of both (the search keeps within them).
func (z *zuluNet) spread(dst, src hexSet, lo, hi int) {
	if z.cols != nil {
		z.cols.spread(dst, src, lo, hi, z.tmp)
		return
	}
	copy(dst[lo:hi], src[lo:hi])
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
	if z.small != nil {
		z.searchSmall(s, wagon, cost, ma)
		return
	}
	// Every hex within the MA lies within reach words of s: only those
	// words of the sets are used. And a hex reached with k MP is at most k
	// steps from s, so level k only touches the words of span(k).
	lo, hi := max(0, (s-z.reach)/64), min(z.words, (s+z.reach)/64+1)
	var spans [units.ZuluMA + 2][2]int
	for k := 1; k <= ma+1; k++ {
		spans[k] = [2]int{max(lo, max(s-z.step*k, 0)>>6), min(hi, (s+z.step*k)>>6+1)}
	}
	z.lo, z.hi = lo, hi
	clear(z.reached[lo:hi])
	clear(z.level[lo:hi])
	for k := 0; k < ma; k++ {
		clear(z.near[k][lo:hi]) // the words a level does not reach stay empty
	}
	z.reached.Add(s)
	cost[s] = 0
	z.level.Add(s)
	// Level 0 is s alone: its neighbours are listed.
	z.near[0].Add(s)
	for _, j := range z.nbr[s] {
		z.near[0].Add(j)
	}
	for k := 1; k <= ma; k++ {
		// The hexes first reached with k MP.
		a, b := spans[k][0], spans[k][1]
		lv := z.level[a:b]
		rc := z.reached[a:b]
		rc = rc[:len(lv)]
		clear(lv)
		for _, c := range z.costs {
			if c > k {
				continue
			}
			nr, en := z.near[k-c][a:b], z.enter[c][a:b]
			nr, en = nr[:len(lv)], en[:len(lv)]
			for i := range lv {
				lv[i] |= nr[i] & en[i]
			}
		}
		for i, v := range lv {
			v &^= rc[i]
			lv[i] = v
			rc[i] |= v
			base := (a + i) * 64
			for b := v; b != 0; b &= b - 1 {
				cost[base+bits.TrailingZeros64(b)] = int8(k)
			}
		}
		if k < ma {
			if wagon >= 0 && wagon != s {
				z.level.Remove(wagon)
			}
			z.spread(z.near[k], z.level, spans[k+1][0], spans[k+1][1])
		}
	}
}

// searchLevels records what a search from s reaches by cost level: the
// hexes reached with at most k MP, for k = 1 to ma (the origin left out),
// as set k in lev[(k-1)*words : k*words]. cost is scratch for maps too big
// for the fixed-size search (the search writes costs there first).
func (z *zuluNet) searchLevels(s, wagon int, lev []uint64, ma int, cost []int8) {
	if z.small != nil {
		z.searchSmallLevels(s, wagon, lev, ma)
		return
	}
	for j := range cost {
		cost[j] = -1
	}
	z.search(s, wagon, cost, ma)
	lev = lev[:ma*z.words]
	clear(lev)
	for j, c := range cost {
		for k := int(c); k >= 1 && k <= ma; k++ {
			lev[(k-1)*z.words+j>>6] |= 1 << (j & 63)
		}
	}
}

// reachedInto sets dst to the hexes the last search, from s, reached with
// 1 MP or more: those its costs give above 0.
func (z *zuluNet) reachedInto(s int, dst hexSet) {
	clear(dst)
	copy(dst[z.lo:z.hi], z.reached[z.lo:z.hi])
	dst.Remove(s)
}
