package ui

import (
	"path/filepath"
	"testing"

	"zulu1879/ui/uistate"
)

// The window remembers the last way to play, set-up and campaign toggle
// on the next run, and the bot's speed is kept after a reload.
func TestWindowRemembersChoicesAndBotSpeedAcrossRuns(t *testing.T) {
	dir := t.TempDir()
	a := windowWith(t, dir, 3)
	a.menu.Free = true
	a.startGame()
	if a.model == nil {
		t.Fatal("no game started")
	}
	a.model.Press("bot:faster")
	a.rememberSettings()
	path := filepath.Join(dir, "g.json")
	if err := uistate.SaveTo(path, "test", a.model, nil); err != nil {
		t.Fatal(err)
	}

	b := windowWith(t, dir, 0)
	if b.menu.Mode != 3 || !b.menu.Free || b.menu.Campaign {
		t.Fatalf("next run's start screen: mode %d free %v campaign %v; want mode 3, free set-up", b.menu.Mode, b.menu.Free, b.menu.Campaign)
	}
	l, err := uistate.LoadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	b.openLoaded(l)
	if b.model.Speed != uistate.SpeedFast {
		t.Fatalf("after the reload the bot plays at speed %d, want fast (%d)", b.model.Speed, uistate.SpeedFast)
	}
}
