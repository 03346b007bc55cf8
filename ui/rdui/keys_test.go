package rdui

import (
	"slices"
	"strings"
	"testing"

	"zulu1879/games"
	rdgame "zulu1879/games/ramparts"
	"zulu1879/saves"
	"zulu1879/ui/cardkeys"
	"zulu1879/ui/rdui/rdstate"
)

// TestKeys_EveryKeyOfTheScreenIsInTheHelp: each key the screen reads (by
// the name its state knows it) is named in the help of a recorded game in
// the window, Undo's U and Ctrl+Z among them.
func TestKeys_EveryKeyOfTheScreenIsInTheHelp(t *testing.T) {
	rec, err := saves.NewRecord(rdgame.Rules{}, games.Setup{Scenario: "standard", Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := New(rdstate.StandaloneGame(rec.State()), Options{Hosted: true})
	if err := s.Model().Recorded(rec, 0, rdstate.StandaloneGame); err != nil {
		t.Fatal(err)
	}
	help := strings.Join(s.Model().HelpText(), "\n")
	words := map[string]string{"Escape": "Esc", "1": "1–9"}
	for _, k := range append(slices.Clone(cardkeys.Common), extraKeys...) {
		w := k.Name
		if len(w) == 1 && w[0] >= '1' && w[0] <= '9' {
			w = "1"
		}
		if x, ok := words[w]; ok {
			w = x
		}
		if !strings.Contains(help, w+" ") && !strings.Contains(help, w+",") && !strings.Contains(help, w+":") && !strings.Contains(help, "("+w+")") {
			t.Errorf("the screen reads %q, which its help does not name (looked for %q)", k.Name, w)
		}
	}
	if !strings.Contains(help, "Ctrl+Z") {
		t.Error("the help does not name Ctrl+Z")
	}
}
