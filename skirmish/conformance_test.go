package skirmish

import (
	"testing"

	"zulu1879/games/gamestest"
)

// TestConformance: the game keeps every promise of package games. Under
// -short it plays the hospital alone (games/all plays both scenarios).
func TestConformance(t *testing.T) {
	o := gamestest.Options{}
	if testing.Short() {
		o.Scenarios = []string{"hospital"}
	}
	gamestest.Conformance(t, Rules{}, o)
}
