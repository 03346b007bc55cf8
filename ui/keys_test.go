package ui

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestEveryKeyIsInTheHelp: each key the play screen binds is named on its
// help line (its own, or the line of the binding above it that it shares),
// and no two bindings take the same key with the same Ctrl state unless the
// first gives way by a condition.
func TestEveryKeyIsInTheHelp(t *testing.T) {
	names := map[ebiten.Key]string{ebiten.KeyEscape: "Esc", ebiten.KeyKPEnter: "Enter"}
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
