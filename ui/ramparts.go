package ui

import (
	"fmt"

	"zulu1879/games"
	rdgame "zulu1879/games/ramparts"
	"zulu1879/saves"
	"zulu1879/ui/rdui"
	"zulu1879/ui/rdui/rdstate"
	"zulu1879/ui/uistate"
)

// The window's side of Zulus on the Ramparts! played alone (not as the
// end of a campaign): the Rorke's Drift screen (package ui/rdui) plays a
// saves.Record of the registered game, autosaved as an envelope after
// every action and saved with Ctrl+S, like Men of Harlech.

// RampartsTitle is the subtitle of Zulus on the Ramparts! played alone.
const RampartsTitle = "Zulus on the Ramparts! · the defence alone"

// newRampartsRecord starts a recorded game of Zulus on the Ramparts! with
// seed, the British played by the person at the window.
func newRampartsRecord(seed uint64) (*saves.Record, error) {
	return saves.NewRecord(rdgame.Rules{}, games.Setup{Scenario: "standard", Seed: seed}, nil)
}

// startRamparts starts the game of Zulus on the Ramparts! the start
// screen's seed gives.
func (a *App) startRamparts() {
	a.startRecorded(newRampartsRecord, a.playRamparts)
}

// playRamparts shows the recorded game rec on the Rorke's Drift screen.
func (a *App) playRamparts(rec *saves.Record) error {
	st, ok := rec.State().(*rdgame.State)
	if !ok {
		return fmt.Errorf("%s is not a game of %s", rec.Info().ID, rdgame.ID)
	}
	s := rdui.New(st.G, rdui.Options{Title: RampartsTitle, Hosted: true})
	// Actions go through the record's session, which gives the screen
	// its undo (the record rewound, as on the tactical screen).
	if err := s.Model().Recorded(rec, 0, rdstate.StandaloneGame); err != nil {
		return err
	}
	a.dropScreens()
	a.rorke, a.ramparts, a.rsaved = s, rec, rec.Len()
	a.screen = ScreenRorke
	if a.menu != nil {
		a.menu.Game = uistate.GameRamparts
	}
	return nil
}

// autosaveRamparts writes an envelope autosave of the game played alone
// when it has changed since the last one.
func (a *App) autosaveRamparts() {
	// An undo that played the game again from its start made a new record.
	if s, ok := a.rorke.(*rdui.Screen); ok && s.Model().Rec() != nil {
		a.ramparts = s.Model().Rec()
	}
	a.autosaveRecord(a.ramparts, &a.rsaved)
}

// rampartsSaveName suggests a file name for the game played alone.
func rampartsSaveName(rec *saves.Record) string {
	return fmt.Sprintf("zulus-on-the-ramparts-%d-n%d", rec.Setup().Seed, rec.Len())
}

// rampartsResume is the newest autosave of Zulus on the Ramparts! played
// alone, of a game not over, to offer on the start screen.
func rampartsResume(dir string) []uistate.ResumeOffer {
	return resumeOffer(dir, rdgame.ID, uistate.KindRamparts)
}
