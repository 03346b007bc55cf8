package isandlwana

import (
	"slices"
	"testing"

	"zulu1879/dice"
	"zulu1879/units"
)

// TestColumnSpreadMatchesShifts checks the column-major spread, which the
// built-in map must use, against the spread by one masked shift per index
// difference, on random sets of hexes and random word ranges.
func TestColumnSpreadMatchesShifts(t *testing.T) {
	g := newGame(t, "isandlwana", 1)
	fast := newZuluNet(g.Scen.Map)
	if fast.cols == nil {
		t.Fatal("the built-in map does not take the column-major spread")
	}
	plain := *fast.netShape
	plain.cols = nil
	slow := &zuluNet{netShape: &plain}
	rng := dice.NewSeeded(5)
	n := g.Scen.Map.Size()
	src := fast.newSet()
	got, want := fast.newSet(), fast.newSet()
	for trial := 0; trial < 3000; trial++ {
		clear(src)
		for k := rng.Intn(40); k >= 0; k-- {
			src.Add(rng.Intn(n))
		}
		lo := rng.Intn(fast.words)
		hi := lo + 1 + rng.Intn(fast.words-lo)
		for w := range got {
			got[w], want[w] = ^uint64(0), ^uint64(0) // words outside [lo, hi) must stay as they were
		}
		fast.spread(got, src, lo, hi)
		slow.spread(want, src, lo, hi)
		if !slices.Equal(got, want) {
			t.Fatalf("trial %d, words %d–%d: column spread %x, shifts %x", trial, lo, hi, got, want)
		}
	}
}

// TestSmallSearchMatchesWindowed checks the path search on fixed-size sets,
// which the built-in map must take, against the windowed search on slices:
// random entry costs (some hexes closed), a lone wagon or none, every MA
// from 0 to the Zulus', random origins. The costs and the reached sets must
// be the same.
func TestSmallSearchMatchesWindowed(t *testing.T) {
	g := newGame(t, "isandlwana", 1)
	m := g.Scen.Map
	small := newZuluNet(m)
	if small.small == nil {
		t.Fatal("the built-in map does not take the fixed-size search")
	}
	plain := *small.netShape
	plain.small = nil
	windowed := newZuluNet(m)
	windowed.netShape = &plain
	rng := dice.NewSeeded(11)
	n := m.Size()
	enter := make([]int8, n)
	got, want := make([]int8, n), make([]int8, n)
	gotSet, wantSet := small.newSet(), small.newSet()
	for trial := 0; trial < 2000; trial++ {
		for j := range enter {
			enter[j] = int8(rng.Intn(units.ZuluMA + 1)) // 0: closed
			if rng.Intn(3) > 0 {
				enter[j] = int8(min(int(enter[j]), 1+rng.Intn(2)))
			}
		}
		s := rng.Intn(n)
		wagon := -1
		if rng.Intn(2) == 0 {
			wagon = rng.Intn(n)
		}
		ma := rng.Intn(units.ZuluMA + 1)
		small.setCosts(enter)
		windowed.setCosts(enter)
		for j := range got {
			got[j], want[j] = -1, -1
		}
		small.search(s, wagon, got, ma)
		windowed.search(s, wagon, want, ma)
		small.reachedInto(s, gotSet)
		windowed.reachedInto(s, wantSet)
		if !slices.Equal(got, want) || !slices.Equal(gotSet, wantSet) {
			t.Fatalf("trial %d, from %s with %d MP, wagon %d: fixed-size %v, windowed %v", trial, m.HexAt(s), ma, wagon, got, want)
		}
	}
}

// TestLevelSearchMatchesCosts checks the search by cost levels (the Zulu
// path cache's) against the windowed search's costs: on random entry costs,
// lone wagons, MAs and origins, hex j must lie in level k exactly when its
// cost is 1 to k, for the fixed-size search and the slice one (a level
// holding the origin, a hex one level early or late, or a missing wagon
// fails it).
func TestLevelSearchMatchesCosts(t *testing.T) {
	g := newGame(t, "isandlwana", 1)
	m := g.Scen.Map
	small := newZuluNet(m)
	plain := *small.netShape
	plain.small = nil
	windowed := newZuluNet(m)
	windowed.netShape = &plain
	rng := dice.NewSeeded(12)
	n := m.Size()
	words := small.words
	enter := make([]int8, n)
	want, scratch := make([]int8, n), make([]int8, n)
	gotSmall := make([]uint64, units.ZuluMA*words)
	gotPlain := make([]uint64, units.ZuluMA*words)
	for trial := 0; trial < 2000; trial++ {
		for j := range enter {
			enter[j] = int8(rng.Intn(units.ZuluMA + 1))
			if rng.Intn(3) > 0 {
				enter[j] = int8(min(int(enter[j]), 1+rng.Intn(2)))
			}
		}
		s := rng.Intn(n)
		wagon := -1
		if rng.Intn(2) == 0 {
			wagon = rng.Intn(n)
		}
		ma := 1 + rng.Intn(units.ZuluMA)
		small.setCosts(enter)
		windowed.setCosts(enter)
		for j := range want {
			want[j] = -1
		}
		windowed.search(s, wagon, want, ma)
		small.searchLevels(s, wagon, gotSmall, ma, nil)
		windowed.searchLevels(s, wagon, gotPlain, ma, scratch)
		for k := 1; k <= ma; k++ {
			for j := 0; j < n; j++ {
				in := want[j] >= 1 && int(want[j]) <= k
				for name, lev := range map[string][]uint64{"fixed-size": gotSmall, "slice": gotPlain} {
					if has := lev[(k-1)*words+j>>6]>>(j&63)&1 != 0; has != in {
						t.Fatalf("trial %d, from %s with %d MP, wagon %d: %s level %d has %s: %v; its cost is %d", trial, m.HexAt(s), ma, wagon, name, k, m.HexAt(j), has, want[j])
					}
				}
			}
		}
	}
}
