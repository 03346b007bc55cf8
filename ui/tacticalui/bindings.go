package tacticalui

import (
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
