package ui

import (
	"fmt"
	"strings"
	"testing"

	"zulu1879/games"
	rdgame "zulu1879/games/ramparts"
	"zulu1879/saves"
	"zulu1879/ui/rdui"
	"zulu1879/ui/uistate"
)

// Zulus on the Ramparts! starts alone from the start screen (not only at
// the end of a campaign) on the Rorke's Drift screen, with its Save and
// Menu buttons; it autosaves as an envelope, Ctrl+S's dialog writes one,
// the load dialog lists both as its kind, the start screen offers the
// autosave, and the save loads back onto its screen.
func TestRamparts_StartAloneAutosaveSaveAndLoad(t *testing.T) {
	dir := t.TempDir()
	a := windowWith(t, dir, 0)
	for a.menu.Game != uistate.GameRamparts {
		a.menu.NextGame()
	}
	a.menu.SetSeed(11)
	a.startGame()
	if a.screen != ScreenRorke || a.ramparts == nil || a.flow != nil {
		t.Fatalf("screen %v after starting Zulus on the Ramparts!", a.screen)
	}
	if a.ramparts.Info().ID != rdgame.ID || a.ramparts.Setup().Seed != 11 {
		t.Fatalf("game %s seed %d", a.ramparts.Info().ID, a.ramparts.Setup().Seed)
	}
	if !a.inProgress() {
		t.Fatal("a new game is not in progress")
	}
	// A move through the screen's model goes into the record.
	m := a.rorke.(*rdui.Screen).Model()
	acts := m.G.Legal()
	if len(acts) == 0 {
		t.Fatal("nothing to do at the start")
	}
	m.Do(acts[0])
	if a.ramparts.Len() != 1 {
		t.Fatalf("the record holds %d actions after one", a.ramparts.Len())
	}
	checkSavesOfARecordedGame(t, a, dir, recordedGame{id: rdgame.ID, autosave: a.autosaveRamparts, rec: func() *saves.Record { return a.ramparts },
		name: "zulus-on-the-ramparts-11-", kind: uistate.KindRamparts, game: uistate.GameRamparts, screen: ScreenRorke})
}

// TestStartScreen_ResumeRowsLeaveQuitInView: with many games to resume,
// the start screen shows the newest three and a More… row (the load
// dialog), and Quit stays inside the window at the default and the
// smallest window size.
func TestStartScreen_ResumeRowsLeaveQuitInView(t *testing.T) {
	needLoop(t)
	for _, sz := range [][2]int{{1440, 900}, {MinWidth, MinHeight}} {
		a := NewApp(1879)
		a.s, a.w, a.h, a.saveDir = 1, sz[0], sz[1], t.TempDir()
		for k := range 7 {
			a.menu.Resume = append(a.menu.Resume, uistate.ResumeOffer{Path: fmt.Sprintf("/nowhere/%d.json", k), Summary: fmt.Sprintf("game %d, a summary as long as the real ones get", k)})
		}
		a.hits = a.hits[:0]
		shot(t, fmt.Sprintf("start-resume-%dx%d.png", sz[0], sz[1]), snap(t, sz[0], sz[1], a.drawMenu))
		rows, quit, more, loads := 0, false, false, 0
		for _, b := range a.hits {
			inside := b.r.X >= 0 && b.r.Y >= 0 && b.r.X+b.r.W <= float64(sz[0]) && b.r.Y+b.r.H <= float64(sz[1])
			switch {
			case strings.HasPrefix(b.id, "resume:"):
				rows++
			case b.id == "quit":
				quit = inside
			case b.id == "load":
				// The first is Load a game…, the second More….
				loads++
				more = loads == 2 && inside
			}
		}
		if rows != uistate.MaxResumeRows || !more || !quit {
			t.Errorf("%v: %d resume rows, More… shown %v, Quit inside %v", sz, rows, more, quit)
		}
	}
}

// TestPlayRecord_EachGameOnItsScreen: a recorded game the window opens on
// (gui --screen) is shown on its own game's screen, with no notice of a
// file loaded.
func TestPlayRecord_EachGameOnItsScreen(t *testing.T) {
	for _, c := range []struct {
		id     string
		setup  games.Setup
		screen Screen
	}{
		{"rorkes-drift", games.Setup{Scenario: "standard", Seed: 2}, ScreenRorke},
		{"men-of-harlech", games.Setup{Scenario: "level-1", Seed: 2, Options: []byte(`{"players":1}`)}, ScreenHarlech},
		{"rorkes-drift-tactical", games.Setup{Seed: 2}, ScreenTactical},
		{"rorkes-drift-skirmish", games.Setup{Scenario: "hospital", Seed: 2}, ScreenSkirmish},
	} {
		rules, err := games.Lookup(c.id)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := saves.NewRecord(rules, c.setup, nil)
		if err != nil {
			t.Fatal(err)
		}
		a := windowWith(t, t.TempDir(), 0)
		a.playRecord(rec)
		if a.screen != c.screen || a.notice != "" {
			t.Errorf("%s: screen %v, notice %q; want screen %v and no notice", c.id, a.screen, a.notice, c.screen)
		}
	}
}
