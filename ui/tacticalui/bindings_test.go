package tacticalui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/ui/uistate"
)

// TestBindingProblems_FindsSharedAndUnlistedKeys: the checker every
// screen's key table is held to finds a key bound twice and a key no help
// line names, and passes a table without either.
func TestBindingProblems_FindsSharedAndUnlistedKeys(t *testing.T) {
	h := func(keys string) uistate.Shortcut { return uistate.Shortcut{Keys: keys, What: "x"} }
	for _, c := range []struct {
		name string
		bs   []Binding[int]
		want int
	}{
		{"clean", []Binding[int]{{Keys: []ebiten.Key{ebiten.KeyR}, Help: h("R")}, {Keys: []ebiten.Key{ebiten.KeyS}, Ctrl: true, Help: h("Ctrl+S")}, {Keys: []ebiten.Key{ebiten.KeyEscape}, Help: h("Esc")}}, 0},
		{"one key bound twice", []Binding[int]{{Keys: []ebiten.Key{ebiten.KeyR}, Help: h("R")}, {Keys: []ebiten.Key{ebiten.KeyR}, Help: h("R again")}}, 1},
		{"the same key with and without Ctrl", []Binding[int]{{Keys: []ebiten.Key{ebiten.KeyS}, Help: h("S")}, {Keys: []ebiten.Key{ebiten.KeyS}, Ctrl: true, Help: h("Ctrl+S")}}, 0},
		{"a key in no help line", []Binding[int]{{Keys: []ebiten.Key{ebiten.KeyR}, Help: h("T")}}, 1},
		{"S is not named by Esc", []Binding[int]{{Keys: []ebiten.Key{ebiten.KeyS}, Help: h("Esc")}}, 1},
		{"S is not named by Ctrl+S", []Binding[int]{{Keys: []ebiten.Key{ebiten.KeyS}, Help: h("Ctrl+S")}}, 1},
		{"Ctrl+S is not named by S", []Binding[int]{{Keys: []ebiten.Key{ebiten.KeyS}, Ctrl: true, Help: h("S")}}, 1},
		{"digits by their range", []Binding[int]{{Keys: []ebiten.Key{ebiten.Key3, ebiten.KeyNumpad7}, Help: h("1–9")}}, 0},
	} {
		if got := BindingProblems(c.bs); len(got) != c.want {
			t.Errorf("%s: %d problems %q, want %d", c.name, len(got), got, c.want)
		}
	}
}

// TestKeys_TacticalTableSharesNoKeyAndListsEach: the tactical screen's
// one table of keys binds no key twice and its help names every key (the
// roofs moved to T, so R means the rules summary wherever it is bound).
func TestKeys_TacticalTableSharesNoKeyAndListsEach(t *testing.T) {
	for _, p := range BindingProblems(bindings) {
		t.Error(p)
	}
	for _, b := range bindings {
		for _, k := range b.Keys {
			if k == ebiten.KeyR {
				t.Errorf("R is bound on the tactical screen (%q): R is the rules elsewhere", b.Help.What)
			}
		}
	}
}
