package uistate

import "testing"

// TestStartScreen_BotsAndScenarioInWords: the start screen's bot buttons
// of the tactical and skirmish games name each bot by its title and the
// skirmish scenario by its title, not by their ids.
func TestStartScreen_BotsAndScenarioInWords(t *testing.T) {
	tc := TacticalChoice{Seats: TacticalWatch}
	sc := SkirmishChoice{Seats: TacticalWatch}
	for _, c := range []struct{ what, got, want string }{
		{"tactical British", tc.BotLabel(0), "British: the garrison in ranks"},
		{"tactical Zulus", tc.BotLabel(1), "Zulus: the Zulu priority list"},
		{"skirmish British", sc.BotLabel(0), "British: the garrison"},
		{"skirmish Zulus", sc.BotLabel(1), "Zulus: the impi"},
		{"skirmish scenario", sc.ScenarioTitle(), "The Hospital"},
	} {
		if c.got != c.want {
			t.Errorf("%s: %q, want %q", c.what, c.got, c.want)
		}
	}
	// A seat a person plays says so.
	if got := (TacticalChoice{Seats: TacticalBritish}).BotLabel(0); got != "British: a person" {
		t.Errorf("a person's seat: %q", got)
	}
}
