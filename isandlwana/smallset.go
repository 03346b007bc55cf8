package isandlwana

import (
	"math/bits"

	"zulu1879/hexmap"
	"zulu1879/units"
)

// The path search on fixed-size sets. On a map of at most smallWords×64
// hexes (the built-in one is 25×14, 350 hexes, six words) a set of hexes
// fits in an array: the search keeps its sets on the stack, walks every
// word with no window to work out and no slice to bound, and the compiler
// checks no index. It finds exactly what the windowed search (search) and
// the spread by masked shifts find: smallShapeOf proves its spread against
// the map's neighbour lists hex by hex before it is ever used, and
// TestSmallSearchMatchesWindowed compares the two searches.

// smallWords is the most words a map's sets may take for the fixed-size
// search.
const smallWords = 6

// searchSmallLevels writes out each of the six words by hand: this stops
// the build if smallWords changes.
var _ = [1]struct{}{}[smallWords-6]

// smallSet is a set of hex indices in a fixed array: bit i%64 of word i/64
// stands for hex i.
type smallSet [smallWords]uint64

// smallShape is colShape on fixed-size sets: the same masks, without the
// padding words (a word past either end of the array is empty).
type smallShape struct {
	rows                                    uint
	up, down, diagDown, diagUp, right, left smallSet
}

// smallShapeOf returns the fixed-size spread of map m, or nil when the map
// takes more than smallWords words or has no column-major spread, or when
// the spread does not give exactly the neighbours the map lists.
func smallShapeOf(m *hexmap.Map, sh *netShape) *smallShape {
	cs := sh.cols
	if cs == nil || sh.words > smallWords {
		return nil
	}
	ss := &smallShape{rows: uint(cs.rows)}
	for w := 0; w < sh.words; w++ {
		ss.up[w], ss.down[w] = cs.up[w+1], cs.down[w+1]
		ss.diagDown[w], ss.diagUp[w] = cs.diagDown[w+1], cs.diagUp[w+1]
		ss.right[w], ss.left[w] = cs.right[w+1], cs.left[w+1]
	}
	for i := 0; i < m.Size(); i++ {
		var one, want smallSet
		one[i>>6] = 1 << (i & 63)
		want = one
		for _, j := range m.NeighborIndices(i) {
			want[j>>6] |= 1 << (j & 63)
		}
		if ss.spread(&one, 0, smallWords) != want {
			return nil
		}
	}
	return ss
}

// spread returns the hexes of src and those next to any of them, where
// src is empty outside words lo to hi-1: only the words that can hold a
// hex of the answer (lo-1 to hi) are worked out, and the answer is exact
// (a hex's neighbours are less than 64 indices away).
func (ss *smallShape) spread(src *smallSet, lo, hi int) smallSet {
	var d smallSet
	ss.spreadInto(&d, src, lo, hi)
	return d
}

// spreadInto is spread into d, which must be empty.
func (ss *smallShape) spreadInto(d, src *smallSet, lo, hi int) {
	// Shifts by a variable count are masked to 0–63, so that the compiler
	// emits plain shifts (rows is 2 to 63: both counts stay in range).
	r, l := ss.rows&63, (64-ss.rows)&63
	lo, hi = max(lo-1, 0), min(hi+1, smallWords)
	// t: src with, for each hex, its neighbour in its column that stands at
	// the row its neighbours in the next columns take (see colShape.spread);
	// d: src with its neighbours in its own column. Word i of t is t[i+1]:
	// the words before and after those worked out stay empty, as they would
	// be.
	var t [smallWords + 2]uint64
	for i := lo; i < hi; i++ {
		cur := src[i]
		var prev, next uint64
		if i > 0 {
			prev = src[i-1]
		}
		if i < smallWords-1 {
			next = src[i+1]
		}
		below := cur<<1 | prev>>63 // bit j: hex j-1 is in src
		above := cur>>1 | next<<63 // bit j: hex j+1 is in src
		t[i+1] = cur | below&ss.diagDown[i] | above&ss.diagUp[i]
		d[i] = cur | below&ss.up[i] | above&ss.down[i]
	}
	for i := lo; i < hi; i++ {
		tp, tc, tn := t[i], t[i+1], t[i+2]
		d[i] |= (tc<<r|tp>>l)&ss.right[i] | (tc>>r|tn<<l)&ss.left[i]
	}
}

// searchSmall is search on fixed-size sets (z.small is set). Like search,
// it looks at level k only in the words within k steps of s.
func (z *zuluNet) searchSmall(s, wagon int, cost []int8, ma int) {
	ss := z.small
	// span returns the words holding the hexes within k steps of s.
	span := func(k int) (int, int) {
		return max(s-z.step*k, 0) >> 6, min(z.words, (s+z.step*k)>>6+1)
	}
	var reached, level smallSet
	var near [units.ZuluMA]smallSet // near[k]: the hexes reached with k MP and their neighbours (empty until spread)
	reached[s>>6] = 1 << (s & 63)
	level = reached
	cost[s] = 0
	ss.spreadInto(&near[0], &level, s>>6, s>>6+1)
	for k := 1; k <= ma; k++ {
		// The hexes first reached with k MP: entered for c MP from a hex
		// reached with k−c.
		a, b := span(k)
		level = smallSet{}
		for _, c := range z.costs {
			if c > k {
				continue
			}
			nr, en := &near[k-c], &z.fenter[c]
			for i := a; i < b; i++ {
				level[i] |= nr[i] & en[i]
			}
		}
		for i := a; i < b; i++ {
			v := level[i] &^ reached[i]
			level[i] = v
			reached[i] |= v
			for b := v; b != 0; b &= b - 1 {
				cost[i<<6|bits.TrailingZeros64(b)] = int8(k)
			}
		}
		if k < ma {
			if wagon >= 0 && wagon != s {
				level[wagon>>6] &^= 1 << (wagon & 63) // entered, never passed
			}
			ss.spreadInto(&near[k], &level, a, b)
		}
	}
	z.lo, z.hi = 0, z.words
	copy(z.reached, reached[:])
}

// searchSmallLevels is searchSmall writing, instead of each hex's cost, the
// hexes reached with at most k MP for k = 1 to ma (the origin left out):
// set k in lev[(k-1)*words : k*words]. A caller that needs only which
// hexes a move reaches, and the cost of a few of them, is spared writing
// the cost of every hex reached.
func (z *zuluNet) searchSmallLevels(s, wagon int, lev []uint64, ma int) {
	ss := z.small
	words := z.words
	lev = lev[:ma*words]
	span := func(k int) (int, int) {
		return max(s-z.step*k, 0) >> 6, min(words, (s+z.step*k)>>6+1)
	}
	var reached, level smallSet
	var near [units.ZuluMA]smallSet
	sw, sb := s>>6, uint64(1)<<(s&63)
	reached[sw] = sb
	level = reached
	ss.spreadInto(&near[0], &level, sw, sw+1)
	for k := 1; k <= ma; k++ {
		a, b := span(k)
		// Every word at once, with fixed indices (no loop, no bounds to
		// check): the words outside a to b−1 stay empty, as near[k−c] is
		// empty there (it holds hexes within k steps of s).
		level = smallSet{}
		for _, c := range z.costs {
			if c > k {
				continue
			}
			nr, en := &near[k-c], &z.fenter[c]
			level[0] |= nr[0] & en[0]
			level[1] |= nr[1] & en[1]
			level[2] |= nr[2] & en[2]
			level[3] |= nr[3] & en[3]
			level[4] |= nr[4] & en[4]
			level[5] |= nr[5] & en[5]
		}
		for i := range level {
			v := level[i] &^ reached[i]
			level[i] = v
			reached[i] |= v
		}
		if words == smallWords {
			// A whole array: one block of stores, no loop or bounds.
			out := (*smallSet)(lev[(k-1)*smallWords : k*smallWords])
			*out = reached
			out[sw] &^= sb
		} else {
			out := lev[(k-1)*words : k*words]
			for i, r := range reached[:len(out)] { // a few words: no memmove call
				out[i] = r
			}
			out[sw] &^= sb
		}
		if k < ma {
			if wagon >= 0 && wagon != s {
				level[wagon>>6] &^= 1 << (wagon & 63) // entered, never passed
			}
			ss.spreadInto(&near[k], &level, a, b)
		}
	}
}
