package isandlwana

import (
	"slices"
	"testing"

	"zulu1879/dice"
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
