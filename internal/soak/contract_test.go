package soak_test

import (
	"testing"

	"zulu1879/games"
	_ "zulu1879/games/all"
	"zulu1879/internal/soak"
	"zulu1879/internal/testsize"
)

// TestSoakContract soaks every registered game through the contract alone
// (soak.Contract): uniform legal actions for every seat, the sampled clone
// and refusal checks, and every game replayed to the same hashes. make
// test plays one game of each (the conformance checks and soak-short play
// more), make soak four (ZULU1879_LONG_TESTS=1); -soak.duration 1m plays
// each game for a minute. A game registered tomorrow is soaked here too.
func TestSoakContract(t *testing.T) {
	n := testsize.Pick(1, 1, 4)
	for _, r := range games.List() {
		id := r.Info().ID
		t.Run(id, func(t *testing.T) {
			soak.Run(t, soak.Contract(r, "TestSoakContract/"+id, n, 1))
		})
	}
}
