package tacticalui

import (
	"slices"
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

// TestEntriesShown_CountsOnlyEntries: the action list's "entries a–b of
// n" counts the actions, not the headings and notes between them.
func TestEntriesShown_CountsOnlyEntries(t *testing.T) {
	head := actLine{text: "Now · Moves", choice: -1}
	entry := func(i int) actLine { return actLine{text: "an action", choice: i} }
	for _, c := range []struct {
		name   string
		lines  []actLine
		scroll int
		room   int
		want   string
	}{
		{"headings in view", []actLine{head, entry(0), entry(1), head, entry(2), entry(3), entry(4)}, 0, 4, "entries 1–2 of 5 · PgUp/PgDn"},
		{"scrolled", []actLine{head, entry(0), entry(1), head, entry(2), entry(3), entry(4)}, 3, 4, "entries 3–5 of 5 · PgUp/PgDn"},
		{"only a heading in view", []actLine{head, head, head, entry(0)}, 0, 3, "1 entry · PgUp/PgDn"},
	} {
		s := &Screen{actLines: c.lines, actScroll: c.scroll, actRoom: c.room}
		if got := s.entriesShown(); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

// TestKeys_QuestionMarkTogglesTheHelp: "?" (the Slash key, Shift+/ on a US
// keyboard) is bound with H and F1 to the help, and the help line names it.
func TestKeys_QuestionMarkTogglesTheHelp(t *testing.T) {
	for _, b := range bindings {
		if slices.Contains(b.Keys, ebiten.KeySlash) {
			if !slices.Contains(b.Keys, ebiten.KeyH) || !slices.Contains(b.Keys, ebiten.KeyF1) || b.Help.Keys != "H, ? or F1" {
				t.Errorf("? is bound with %v, help %q: want it with H and F1 on the help line \"H, ? or F1\"", b.Keys, b.Help.Keys)
			}
			return
		}
	}
	t.Error("? is not bound on the tactical screen")
}
