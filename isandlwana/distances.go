package isandlwana

import (
	"math/bits"

	"zulu1879/hexmap"
)

// HexDistances sets dist[i] (dist has a value for every hex of m) to the
// number of steps from hex i to the nearest hex of from, a set of hex
// indices (bit i%64 of word i/64), stepping from neighbour to neighbour
// whatever the terrain: on the built-in grid, the hex distance. It is -1
// where from is empty. The bots ask it of the British hexes and of the
// Zulus' many times a game; on a map whose sets fit in fixed-size arrays
// (smallset.go) it works one whole ring of hexes at a time, else it walks
// the neighbour lists.
func HexDistances(m *hexmap.Map, from []uint64, dist []int) {
	n := m.Size()
	dist = dist[:n]
	sh := shapeOf(m)
	if sh.small == nil {
		for i := range dist {
			dist[i] = -1
		}
		var queue []int
		for i := 0; i < n; i++ {
			if from[i>>6]>>(i&63)&1 != 0 {
				dist[i] = 0
				queue = append(queue, i)
			}
		}
		for k := 0; k < len(queue); k++ {
			i := queue[k]
			for _, j := range sh.nbr[i] {
				if dist[j] < 0 {
					dist[j] = dist[i] + 1
					queue = append(queue, j)
				}
			}
		}
		return
	}
	var reached, ring smallSet
	copy(reached[:sh.words], from)
	ring = reached
	for d := 0; ; d++ {
		any := false
		for w, v := range ring {
			if v != 0 {
				any = true
			}
			for ; v != 0; v &= v - 1 {
				dist[w<<6|bits.TrailingZeros64(v)] = d
			}
		}
		if !any {
			// The hexes never reached (none on a connected map, unless
			// from is empty).
			for w, v := range reached[:sh.words] {
				v = ^v
				if rest := n - w<<6; rest < 64 {
					v &= 1<<rest - 1
				}
				for ; v != 0; v &= v - 1 {
					dist[w<<6|bits.TrailingZeros64(v)] = -1
				}
			}
			return
		}
		var next smallSet
		sh.small.spreadInto(&next, &ring, 0, smallWords)
		for w := range ring {
			ring[w] = next[w] &^ reached[w]
			reached[w] |= ring[w]
		}
	}
}
