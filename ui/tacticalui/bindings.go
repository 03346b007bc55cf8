package tacticalui

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"zulu1879/ui/uistate"
)

// Binding is one control of a screen (S, the tactical or the skirmish
// screen): its keys, pressed with Ctrl (or Cmd) held when Ctrl, what they
// do, and its help line. One table of them drives a screen's keys and
// its help.
type Binding[S any] struct {
	Keys []ebiten.Key
	Ctrl bool
	Do   func(s S)
	Help uistate.Shortcut
}

// HelpLines are the help lines of the bindings bs, in order (a binding
// without one shares the line above it).
func HelpLines[S any](bs []Binding[S]) []uistate.Shortcut {
	var out []uistate.Shortcut
	for _, b := range bs {
		if b.Help.Keys != "" {
			out = append(out, b.Help)
		}
	}
	return out
}

// RunPressed does, on s, what each key of bs pressed in this frame does,
// Ctrl held as its binding says; a key whose binding does nothing goes
// to other with the binding and the key's place in it (nil: nothing).
func RunPressed[S any](bs []Binding[S], s S, other func(b Binding[S], n int)) {
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	for _, b := range bs {
		for n, key := range b.Keys {
			if !inpututil.IsKeyJustPressed(key) || b.Ctrl != ctrl {
				continue
			}
			switch {
			case b.Do != nil:
				b.Do(s)
			case other != nil:
				other(b, n)
			}
		}
	}
}

// keyWords are the ways a help line may write a key whose name (Key's
// String) is not what a player reads on the keyboard.
var keyWords = map[string][]string{
	"Escape": {"Esc"}, "NumpadEnter": {"Enter"}, "Equal": {"+"}, "NumpadAdd": {"+"},
	"Minus": {"−", "-"}, "NumpadSubtract": {"−", "-"}, "PageDown": {"PgDn"}, "PageUp": {"PgUp"},
	"BracketRight": {"]"}, "BracketLeft": {"["}, "Slash": {"?", "/"},
}

// KeyWords are the ways a help line may name key (pressed with Ctrl when
// ctrl): "Esc" for Escape, "1–9" for any digit 1 to 9, "Ctrl+S"…
func KeyWords(key ebiten.Key, ctrl bool) []string {
	name := key.String()
	words := keyWords[name]
	if len(words) == 0 {
		d := strings.TrimPrefix(strings.TrimPrefix(name, "Digit"), "Numpad")
		words = []string{d}
		if len(d) == 1 && d >= "1" && d <= "9" {
			words = append(words, "1–9", "1 – 9")
		}
	}
	if ctrl {
		for i, w := range words {
			words[i] = "Ctrl+" + w
		}
	}
	return words
}

// BindingProblems checks a screen's table of bindings: no key (with Ctrl
// or without) is bound twice, and every bound key is named in one of the
// table's help lines, so the help lists each. It returns what is wrong,
// one line a problem.
func BindingProblems[S any](bs []Binding[S]) []string {
	var out []string
	type press struct {
		k    ebiten.Key
		ctrl bool
	}
	seen := map[press]int{}
	helps := HelpLines(bs)
	for i, b := range bs {
		for _, k := range b.Keys {
			p := press{k, b.Ctrl}
			if j, ok := seen[p]; ok {
				out = append(out, fmt.Sprintf("%s (ctrl %v) is bound by line %d and line %d", k, b.Ctrl, j, i))
			}
			seen[p] = i
			words := KeyWords(k, b.Ctrl)
			found := false
			for _, h := range helps {
				for _, w := range words {
					if helpNames(h.Keys, w) {
						found = true
					}
				}
			}
			if !found {
				out = append(out, fmt.Sprintf("%s (ctrl %v, line %d) is in no help line (looked for %q)", k, b.Ctrl, i, words))
			}
		}
	}
	return out
}

// helpNames reports whether the keys of a help line name the key word w:
// as a whole word, not inside another ("S" is not named by "Esc").
func helpNames(keys, w string) bool {
	for i := 0; ; {
		j := strings.Index(keys[i:], w)
		if j < 0 {
			return false
		}
		j += i
		end := j + len(w)
		before := j == 0 || !isWordByte(keys[j-1])
		after := end == len(keys) || !isWordByte(keys[end])
		if before && after && !(j > 0 && keys[j-1] == '+' && !strings.HasPrefix(w, "Ctrl+") && strings.HasSuffix(keys[:j], "Ctrl+")) {
			return true
		}
		i = j + 1
	}
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}
