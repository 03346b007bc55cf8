package ui

import (
	"fmt"
	"testing"

	"zulu1879/ui/uistate"
)

// TestRecordBar_TacticalAndSkirmishHaveSaveAndMenu: the tactical game's
// and the skirmish's screens show Save and Menu buttons in their bar, as
// Isandlwana's bar has them, inside the window at the default and the
// smallest size; Menu goes to the start screen with the game kept, Save
// opens the save dialog.
func TestRecordBar_TacticalAndSkirmishHaveSaveAndMenu(t *testing.T) {
	needLoop(t)
	for _, c := range []struct {
		name   string
		game   int
		screen Screen
		barH   float64
	}{
		{"tactical", uistate.GameTactical, ScreenTactical, 52},
		{"skirmish", uistate.GameSkirmish, ScreenSkirmish, 56},
	} {
		for _, sz := range [][2]int{{1440, 900}, {MinWidth, MinHeight}} {
			a := windowWith(t, t.TempDir(), 0)
			a.menu.Game = c.game
			a.menu.SetSeed(3)
			a.startGame()
			if a.screen != c.screen {
				t.Fatalf("%s: screen %v after starting", c.name, a.screen)
			}
			a.w, a.h = sz[0], sz[1]
			shot(t, fmt.Sprintf("bar-%s-%dx%d.png", c.name, sz[0], sz[1]), snap(t, sz[0], sz[1], a.Draw))
			found := map[string]uistate.Rect{}
			for _, b := range a.hits {
				found[b.id] = b.r
			}
			for _, id := range []string{"save", "menu"} {
				r, ok := found[id]
				if !ok {
					t.Fatalf("%s %v: no %s button (have %v)", c.name, sz, id, found)
				}
				if r.X < 0 || r.Y < 0 || r.X+r.W > float64(sz[0]) || r.Y+r.H > c.barH {
					t.Errorf("%s %v: %s button at %+v is not inside the bar", c.name, sz, id, r)
				}
			}
			if !a.barPress("save") || a.dialog == nil || a.dialog.Mode != uistate.DialogSave {
				t.Errorf("%s: Save does not open the save dialog", c.name)
			}
			a.dialog = nil
			if !a.barPress("menu") || a.screen != ScreenMenu || !a.inProgress() {
				t.Errorf("%s: Menu goes to screen %v, game kept %v", c.name, a.screen, a.inProgress())
			}
		}
	}
}
