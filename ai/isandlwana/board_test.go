package isandlwana

import (
	"slices"
	"testing"

	"zulu1879/hexmap"
	"zulu1879/isandlwana"
	"zulu1879/scenarios"
)

// TestHexDistMatchesHexmap checks the board's distance by index against
// hexmap.Distance for every pair of hexes of the map.
func TestHexDistMatchesHexmap(t *testing.T) {
	s, err := scenarios.Builtin("isandlwana")
	if err != nil {
		t.Fatal(err)
	}
	b := newBoard(isandlwana.New(s, 1, isandlwana.Options{Quiet: true}))
	m := b.m
	for i := 0; i < m.Size(); i++ {
		for j := 0; j < m.Size(); j++ {
			if got, want := b.hexDist(i, j), hexmap.Distance(m.HexAt(i), m.HexAt(j)); got != want {
				t.Fatalf("hexDist(%s, %s) = %d, want %d", m.HexAt(i), m.HexAt(j), got, want)
			}
		}
	}
}

// TestBoardResetMatchesFresh keeps one board through whole games, resetting
// it after every action, and compares it with a board built fresh: reset
// clears only the hexes that held British counters, so a unit that moved
// or died must leave nothing behind.
func TestBoardResetMatchesFresh(t *testing.T) {
	s, err := scenarios.Builtin("isandlwana")
	if err != nil {
		t.Fatal(err)
	}
	checks := 0
	for seed := uint64(1); seed <= 3; seed++ {
		g := isandlwana.New(s, seed, isandlwana.Options{Quiet: true})
		z, br := NewRule9(), NewStandard()
		var kept board
		for !g.Over() {
			bot := Bot(br)
			if g.ToAct() == isandlwana.Zulu {
				bot = z
			}
			if _, _, err := Step(g, bot); err != nil {
				t.Fatal(err)
			}
			got, want := kept.reset(g), newBoard(g)
			if !slices.Equal(got.britIn, want.britIn) || !slices.Equal(got.sp, want.sp) || !slices.Equal(got.top, want.top) ||
				!slices.Equal(got.leader, want.leader) || !slices.Equal(got.square, want.square) || !slices.Equal(got.notSq, want.notSq) ||
				!slices.Equal(got.bhex, want.bhex) || !slices.Equal(got.bunits, want.bunits) || got.wagon != want.wagon {
				t.Fatalf("seed %d, turn %d, %s: a reset board differs from a fresh one", seed, g.Turn, g.PhaseLabel())
			}
			checks++
		}
	}
	if checks < 500 {
		t.Fatalf("only %d checks", checks)
	}
}
