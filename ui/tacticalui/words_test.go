package tacticalui

import (
	"regexp"
	"strings"
	"testing"
)

// engineText matches what the window never shows: a unit id of the
// engine (B057, Z005) or a phase key (british-move).
var engineText = regexp.MustCompile(`\b[BZ]\d{3}\b|\b(british|zulu)-(move|fire)\b`)

// TestPanelOfAPlayedGame_SaysEverythingInWords: in a game at the British
// fire, with the fire planned (F) and carried out (Enter), the panel's
// plan lines, log, order line and the men in each hex are written with
// names, not the engine's ids or phase keys.
func TestPanelOfAPlayedGame_SaysEverythingInWords(t *testing.T) {
	s, _ := playedScreen(t, 5)
	if n := s.PlanFire(); n == 0 {
		t.Fatalf("F planned nothing: %s", s.Order)
	}
	check := func(where string, texts ...string) {
		t.Helper()
		for _, x := range texts {
			if engineText.MatchString(x) {
				t.Errorf("%s shows %q", where, x)
			}
		}
	}
	plan, log := s.playLines()
	check("the plan", plan...)
	check("the order line", s.inWords(s.Order))
	if !strings.Contains(s.inWords(s.Order), "fire at Zulu counter ") {
		t.Errorf("the order line %q does not name the target in words", s.inWords(s.Order))
	}
	if !strings.Contains(strings.Join(plan, "\n"), " by ") {
		t.Errorf("the plan does not name the firers:\n%s", strings.Join(plan, "\n"))
	}
	if _, err := s.CarryOut(); err != nil {
		t.Fatal(err)
	}
	s.step(0)
	plan, log = s.playLines()
	check("the plan after the fire", plan...)
	check("the log", log...)
	check("the order line after the fire", s.inWords(s.Order))
	seen := 0
	for _, c := range s.Counters {
		if !c.InBox && c.ID != "" {
			check("the men in a hex", s.hexUnits(c.Hex))
			seen++
		}
	}
	if seen == 0 {
		t.Fatal("no counter on the map")
	}
}
