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

// conformedAtHome names the games whose own package runs this same
// conformance check (the default options, and more): the suite runs it
// there, once, and TestEveryRegisteredGameConforms skips them.
var conformedAtHome = map[string]string{
	"campaign":              "games/campaign TestConformance",
	"men-of-harlech":        "harlech TestConformance",
	"rorkes-drift-skirmish": "skirmish TestConformance",
	"rorkes-drift-tactical": "tactical TestConformance",
}

// TestConformedAtHomeNamesRegisteredGames: a game renamed or removed from
// the registry cannot leave a stale entry that skips nothing.
func TestConformedAtHomeNamesRegisteredGames(t *testing.T) {
	for id := range conformedAtHome {
		if _, err := games.Lookup(id); err != nil {
			t.Errorf("conformedAtHome names %q: %v", id, err)
		}
	}
}

// TestEveryRegisteredGameConforms runs the conformance suite, written once,
// on every game in the registry (a game that runs it in its own package,
// with the same options, is left to that package).
func TestEveryRegisteredGameConforms(t *testing.T) {
	for _, r := range games.List() {
		t.Run(r.Info().ID, func(t *testing.T) {
			if home, ok := conformedAtHome[r.Info().ID]; ok {
				t.Skipf("conformance checked by %s", home)
			}
			t.Parallel()
			start := time.Now()
			gamestest.Conformance(t, r, gamestest.Options{})
			t.Logf("%s: conformance in %v", r.Info().ID, time.Since(start).Round(time.Millisecond))
		})
	}
}
