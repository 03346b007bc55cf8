package ui

import (
	"path/filepath"
	"strings"
	"testing"

	"zulu1879/saves"
	"zulu1879/ui/uistate"
)

// recordedGame is a game of the common contract being played in the
// window, as checkSavesOfARecordedGame checks it.
type recordedGame struct {
	id       string               // the rules' id
	autosave func()               // the window's autosave of it
	rec      func() *saves.Record // the record on the screen
	name     string               // how the save dialog's name begins
	kind     uistate.FileKind     // how the load dialog lists it
	game     int                  // the start screen's game
	screen   Screen               // the screen that plays it
}

// checkSavesOfARecordedGame checks a game the window plays, started in
// dir with an action made since: the autosave writes one envelope, and no
// second one without a change; Ctrl+S's dialog suggests g.name and
// saves; the load dialog lists the save and the newest autosave as
// g.kind; the start screen offers the autosave and keeps the game chosen;
// the save loads back onto the game's screen as it stood.
func checkSavesOfARecordedGame(t *testing.T, a *App, dir string, g recordedGame) {
	t.Helper()
	g.autosave()
	glob := filepath.Join(dir, saves.EnvelopePrefix(g.id)+"*.json")
	if names, _ := filepath.Glob(glob); len(names) != 1 {
		t.Fatalf("%d autosaves, want 1", len(names))
	}
	g.autosave() // nothing changed: no second file
	if names, _ := filepath.Glob(glob); len(names) != 1 {
		t.Fatalf("%d autosaves without a change, want 1", len(names))
	}
	a.openSave()
	if a.dialog == nil || !strings.HasPrefix(a.dialog.Name, g.name) {
		t.Fatalf("save dialog %+v, want a name beginning %q", a.dialog, g.name)
	}
	a.dialog.Name = "mine"
	a.dialogOK()
	if a.dialog != nil {
		t.Fatalf("saving failed: %s", a.dialog.Err)
	}
	d := uistate.NewLoadDialog(dir)
	mine := -1
	for k, e := range d.Entries {
		if e.Kind != g.kind {
			t.Errorf("%s listed as %s: %s", e.Name, e.Kind, e.Summary)
		}
		if e.Name == "mine.json" {
			mine = k
		}
	}
	if len(d.Entries) != 2 || mine < 0 {
		t.Fatalf("listed %d entries, want the save and the newest autosave", len(d.Entries))
	}
	played := g.rec()
	a.toMenu()
	if len(a.menu.Resume) != 1 || a.menu.Resume[0].Kind != g.kind {
		t.Errorf("the start screen offers %+v, want the autosave", a.menu.Resume)
	}
	if a.menu.Game != g.game {
		t.Errorf("back on the start screen the game is %d, want %d", a.menu.Game, g.game)
	}
	l, err := uistate.LoadFile(d.Entries[mine].Path)
	if err != nil {
		t.Fatal(err)
	}
	a.openLoaded(l)
	if got := g.rec(); a.screen != g.screen || got == nil || got.Len() != played.Len() || got.State().Hash() != played.State().Hash() {
		t.Fatalf("loaded onto screen %v, want screen %v with the game of %d actions", a.screen, g.screen, played.Len())
	}
}
