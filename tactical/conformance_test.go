package tactical

import (
	"testing"

	"zulu1879/games/gamestest"
)

// TestConformance: the game keeps every promise of package games.
func TestConformance(t *testing.T) {
	gamestest.Conformance(t, Rules{}, gamestest.Options{})
}
