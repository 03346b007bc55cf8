package ui

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/ui/cardkeys"
	"zulu1879/ui/harlechui/hstate"
	"zulu1879/ui/rdui/rdstate"
	"zulu1879/ui/skirmishui"
	"zulu1879/ui/tacticalui"
	"zulu1879/ui/uistate"
)

// TestEveryKeyIsInTheHelp: each key the play screen binds is named on its
// help line (its own, or the line of the binding above it that it shares),
// and no two bindings take the same key with the same Ctrl state unless the
// first gives way by a condition.
func TestEveryKeyIsInTheHelp(t *testing.T) {
	names := map[ebiten.Key]string{ebiten.KeyEscape: "Esc", ebiten.KeyKPEnter: "Enter", ebiten.KeySlash: "?"}
	var line string
	type taken struct {
		key  ebiten.Key
		ctrl bool
	}
	seen := map[taken]bool{}
	for i, b := range playBindings {
		if b.help.Keys != "" {
			line = b.help.Keys
		}
		if len(b.keys) > 0 && line == "" {
			t.Fatalf("binding %d has keys but no help line above it", i)
		}
		for _, k := range b.keys {
			name := names[k]
			if name == "" {
				name = k.String()
			}
			if b.ctrl {
				name = "Ctrl+" + name
			}
			if !strings.Contains(line, name) {
				t.Errorf("key %s is bound but its help line %q does not name it", name, line)
			}
			tk := taken{k, b.ctrl}
			if seen[tk] {
				t.Errorf("key %s is bound twice", name)
			}
			if b.when == nil {
				seen[tk] = true
			}
		}
		if len(b.keys) > 0 && b.button == "" && b.do == nil {
			t.Errorf("binding %d (%s) does nothing", i, line)
		}
	}
	if n := len(shortcuts()); n < 15 {
		t.Errorf("the help lists %d controls", n)
	}
}

// TestKeys_MenuHelpAndRulesAreTheSameOnEveryScreen: on every screen of
// the window the help names Esc and Ctrl+M for the menu and F1 for the
// help, and R is bound only where it opens the rules (Isandlwana); the
// tactical and skirmish tables bind no key twice and name each key.
func TestKeys_MenuHelpAndRulesAreTheSameOnEveryScreen(t *testing.T) {
	join := func(sc []uistate.Shortcut) string {
		var b strings.Builder
		for _, s := range sc {
			b.WriteString(s.Keys + ": " + s.What + "\n")
		}
		return b.String()
	}
	hm := hstate.Model{Hosted: true}
	rm := rdstate.Model{Hosted: true}
	screens := map[string]string{
		"Isandlwana":            join(shortcuts()),
		"tactical":              join(tacticalui.Shortcuts()),
		"skirmish":              join(skirmishui.Shortcuts()),
		"Men of Harlech":        strings.Join(hm.HelpText(), "\n"),
		"Zulus on the Ramparts": strings.Join(rm.HelpText(), "\n"),
	}
	for name, help := range screens {
		for _, want := range []string{"Esc", "Ctrl+M", "F1"} {
			if !strings.Contains(help, want) {
				t.Errorf("%s: the help does not name %s:\n%s", name, want, help)
			}
		}
	}
	for _, b := range playBindings {
		for _, k := range b.keys {
			if k == ebiten.KeyR && !strings.Contains(b.help.What, "rules") {
				t.Errorf("Isandlwana binds R to %q, not the rules", b.help.What)
			}
		}
	}
	for _, k := range cardkeys.Common {
		if k.K == ebiten.KeyR {
			t.Errorf("the card screens bind R to %q", k.Name)
		}
	}
}

// TestKeys_QuestionMarkOpensTheHelp: "?" (Shift+/ on a US keyboard, read
// as the Slash key) opens the help wherever H and F1 do, and every
// screen's help says so.
func TestKeys_QuestionMarkOpensTheHelp(t *testing.T) {
	bound := false
	for _, b := range playBindings {
		has := map[ebiten.Key]bool{}
		for _, k := range b.keys {
			has[k] = true
		}
		if has[ebiten.KeySlash] {
			bound = true
			if !has[ebiten.KeyH] || !has[ebiten.KeyF1] || !strings.Contains(b.help.What, "help") {
				t.Errorf("Isandlwana binds ? with %v to %q, not with H and F1 to the help", b.keys, b.help.What)
			}
		}
	}
	if !bound {
		t.Error("Isandlwana does not bind ?")
	}
	names := map[ebiten.Key]string{}
	for _, k := range cardkeys.Common {
		names[k.K] = k.Name
	}
	if names[ebiten.KeySlash] != "H" || names[ebiten.KeyH] != "H" {
		t.Errorf("the card screens read ? as %q, H as %q: want both the help key", names[ebiten.KeySlash], names[ebiten.KeyH])
	}
	hm := hstate.Model{Hosted: true}
	rm := rdstate.Model{Hosted: true}
	for name, help := range map[string]string{
		"Isandlwana":            fmt.Sprint(shortcuts()),
		"tactical":              fmt.Sprint(tacticalui.Shortcuts()),
		"skirmish":              fmt.Sprint(skirmishui.Shortcuts()),
		"Men of Harlech":        strings.Join(hm.HelpText(), "\n"),
		"Zulus on the Ramparts": strings.Join(rm.HelpText(), "\n"),
	} {
		if !strings.Contains(help, "H, ? or F1") {
			t.Errorf("%s: the help does not name ? beside H and F1:\n%s", name, help)
		}
	}
}
