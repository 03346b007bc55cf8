package all_test

import (
	"slices"
	"testing"
	"time"

	"zulu1879/games"
	_ "zulu1879/games/all"
	"zulu1879/games/gamestest"
)

// TestRegistryListsTheGamesUnderTheirCommandLineIDs pins the ids saves and
// the command line already use.
func TestRegistryListsTheGamesUnderTheirCommandLineIDs(t *testing.T) {
	if got, want := games.IDs(), []string{"campaign", "isandlwana", "men-of-harlech", "rorkes-drift", "rorkes-drift-skirmish", "rorkes-drift-tactical"}; !slices.Equal(got, want) {
		t.Fatalf("registered games %v, want %v", got, want)
	}
	if _, err := games.Lookup("no-such-game"); err == nil {
		t.Fatal("Lookup of an unknown id gave no error")
	}
}

// TestEveryRegisteredGameConforms runs the conformance suite, written once,
// on every game in the registry.
func TestEveryRegisteredGameConforms(t *testing.T) {
	for _, r := range games.List() {
		t.Run(r.Info().ID, func(t *testing.T) {
			t.Parallel()
			start := time.Now()
			gamestest.Conformance(t, r, gamestest.Options{})
			t.Logf("%s: conformance in %v", r.Info().ID, time.Since(start).Round(time.Millisecond))
		})
	}
}
