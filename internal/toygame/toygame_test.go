package toygame

import (
	"testing"

	"zulu1879/games/gamestest"
)

// The toy game keeps the contract's promises, so that any test that walks
// every registered game can meet it.
func TestConformance(t *testing.T) {
	gamestest.Conformance(t, Rules{}, gamestest.Options{Seeds: []uint64{1, 2, 3}})
}
