package skirmishui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/ui/tacticalui"
)

// TestKeys_SkirmishTableSharesNoKeyAndListsEach: the skirmish screen's
// one table of keys binds no key twice, its help names every key, and R
// (the rules elsewhere) is not the roofs here.
func TestKeys_SkirmishTableSharesNoKeyAndListsEach(t *testing.T) {
	for _, p := range tacticalui.BindingProblems(bindings) {
		t.Error(p)
	}
	for _, b := range bindings {
		for _, k := range b.Keys {
			if k == ebiten.KeyR {
				t.Errorf("R is bound on the skirmish screen (%q): R is the rules elsewhere", b.Help.What)
			}
		}
	}
}
