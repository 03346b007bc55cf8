package harlech

import (
	"encoding/json"
	"testing"

	"zulu1879/games/gamestest"
)

// TestConformance: the game keeps every promise of package games, for one
// player (the default) and for four.
func TestConformance(t *testing.T) {
	gamestest.Conformance(t, Rules{}, gamestest.Options{})
	gamestest.Conformance(t, Rules{}, gamestest.Options{GameOptions: json.RawMessage(`{"players": 4}`), Seeds: []uint64{3}})
}
