package ui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/ui/uistate"
)

// Keys pressed together in one frame of the load dialog all count: Down
// then Enter moves first and then opens the new row; Escape wins over
// Enter; a lone Down only moves.
func TestDialogKeys_AllKeysOfAFrameCount(t *testing.T) {
	for _, c := range []struct {
		name    string
		keys    []ebiten.Key
		wantSel int
		want    string
	}{
		{"Down and Enter", []ebiten.Key{ebiten.KeyArrowDown, ebiten.KeyEnter}, 1, "ok"},
		{"Down alone", []ebiten.Key{ebiten.KeyArrowDown}, 1, ""},
		{"Up and Down", []ebiten.Key{ebiten.KeyArrowUp, ebiten.KeyArrowDown}, 1, ""},
		{"Escape and Enter", []ebiten.Key{ebiten.KeyEscape, ebiten.KeyKPEnter}, 0, "cancel"},
		{"Page Down and Enter", []ebiten.Key{ebiten.KeyPageDown, ebiten.KeyEnter}, 2, "ok"},
	} {
		t.Run(c.name, func(t *testing.T) {
			d := &uistate.Dialog{Mode: uistate.DialogLoad, Entries: make([]uistate.FileEntry, 3)}
			d.Select(0)
			pressed := map[ebiten.Key]bool{}
			for _, k := range c.keys {
				pressed[k] = true
			}
			got := dialogKeys(d, func(k ebiten.Key) bool { return pressed[k] })
			if got != c.want || d.Sel != c.wantSel {
				t.Errorf("keys %v: did %q with row %d selected, want %q with row %d", c.keys, got, d.Sel, c.want, c.wantSel)
			}
		})
	}
}
