package isandlwana

import (
	"testing"

	"zulu1879/dice"
	"zulu1879/hexmap"
)

// TestHexDistancesMatchBreadthFirst checks HexDistances against a plain
// breadth-first walk of the neighbour lists from random sets of hexes (and
// the empty set), on the built-in map (the ring-at-a-time sets) and on a
// map too large for them (the neighbour lists): a ring off by one, a hex of
// from not at 0 or an unreached hex not at -1 fails it.
func TestHexDistancesMatchBreadthFirst(t *testing.T) {
	var key [hexmap.NumTerrains]hexmap.TerrainInfo
	maps := map[string]*hexmap.Map{
		"built-in": newGame(t, "isandlwana", 1).Scen.Map,
		"40x30":    hexmap.NewMap(40, 30, key),
	}
	for name, m := range maps {
		if small := shapeOf(m).small != nil; small != (name == "built-in") {
			t.Fatalf("%s: fixed-size sets %v", name, small)
		}
		n := m.Size()
		rng := dice.NewSeeded(5)
		got, want := make([]int, n), make([]int, n)
		for trial := 0; trial < 300; trial++ {
			from := make([]uint64, (n+63)/64)
			var queue []int
			for i := range want {
				want[i] = -1
			}
			for k := rng.Intn(12); k > 0 && trial > 0; k-- {
				i := rng.Intn(n)
				if want[i] < 0 {
					from[i>>6] |= 1 << (i & 63)
					want[i] = 0
					queue = append(queue, i)
				}
			}
			for k := 0; k < len(queue); k++ {
				for _, j := range m.NeighborIndices(queue[k]) {
					if want[j] < 0 {
						want[j] = want[queue[k]] + 1
						queue = append(queue, j)
					}
				}
			}
			HexDistances(m, from, got)
			for i := range want {
				if got[i] != want[i] {
					t.Fatalf("%s, trial %d: hex %s at %d steps, want %d", name, trial, m.HexAt(i), got[i], want[i])
				}
			}
		}
	}
}
