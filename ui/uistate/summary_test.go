package uistate

import (
	"regexp"
	"strings"
	"testing"

	"zulu1879/games"
	"zulu1879/saves"

	_ "zulu1879/harlech"
	_ "zulu1879/skirmish"
	_ "zulu1879/tactical"
)

// TestRecordSummary_SaysItInAPlayersWords: the line the start screen and
// the load dialog show for a recorded game names the game, its scenario
// in words and whose turn it is ("your turn" for the one person at the
// window), without ids, seat names, prompt keys or rules revisions.
func TestRecordSummary_SaysItInAPlayersWords(t *testing.T) {
	internal := regexp.MustCompile(`player-\d|revision|\(window\)|\(action\)|british|zulu to|to act \(`)
	for _, c := range []struct {
		name    string
		game    string
		setup   games.Setup
		players map[string]string
		has     string
		hasNot  string
	}{
		{"Ramparts alone", "rorkes-drift", games.Setup{Scenario: "standard", Seed: 1}, nil, ": your turn", "standard"},
		{"Men of Harlech, two people", "men-of-harlech", games.Setup{Scenario: "level-2", Seed: 1, Options: []byte(`{"players":2}`)}, nil, "level 2: Player 1 to play", ""},
		{"Men of Harlech alone", "men-of-harlech", games.Setup{Scenario: "random", Seed: 1, Options: []byte(`{"players":1}`)}, nil, "random locations: your turn", ""},
		{"Men of Harlech with the advisor", "men-of-harlech", games.Setup{Scenario: "level-1", Seed: 1, Options: []byte(`{"players":2}`)}, map[string]string{"player-2": "advisor"}, ": your turn", ""},
		{"the tactical game against a bot", "rorkes-drift-tactical", games.Setup{Seed: 1}, map[string]string{"zulu": "zlist"}, ": your turn", ""},
	} {
		rules, err := games.Lookup(c.game)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := saves.NewRecord(rules, c.setup, c.players)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		got := RecordSummary(rec)
		if !strings.HasPrefix(got, rec.Info().Title) || !strings.Contains(got, c.has) || (c.hasNot != "" && strings.Contains(got, c.hasNot)) {
			t.Errorf("%s: %q, want the title and %q", c.name, got, c.has)
		}
		if w := internal.FindString(got); w != "" {
			t.Errorf("%s: %q says %q", c.name, got, w)
		}
	}
}

// TestSeatAndScenarioWords: seat names and scenario ids in words.
func TestSeatAndScenarioWords(t *testing.T) {
	for in, want := range map[string]string{"player-3": "Player 3", "british": "the British", "zulu": "the Zulus", "garrison": "garrison"} {
		if got := SeatWords(in); got != want {
			t.Errorf("SeatWords(%q) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]string{"level-4": "level 4", "random": "random locations", "standard": "", "perimeter": "perimeter"} {
		if got := ScenarioWords(in); got != want {
			t.Errorf("ScenarioWords(%q) = %q, want %q", in, got, want)
		}
	}
}
