package ui

import (
	"testing"

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
