package harlech

import (
	"encoding/json"
	"testing"

	"zulu1879/games/gamestest"
)

// TestConformance: the game keeps every promise of package games, for one
// player (the default), for four and for five.
func TestConformance(t *testing.T) {
	gamestest.Conformance(t, Rules{}, gamestest.Options{})
	gamestest.Conformance(t, Rules{}, gamestest.Options{GameOptions: json.RawMessage(`{"players": 4}`), Seeds: []uint64{3}})
	gamestest.Conformance(t, Rules{}, gamestest.Options{GameOptions: json.RawMessage(`{"players": 5}`), Seeds: []uint64{5}, Scenarios: []string{"random", "level-2"}})
}
