package ui

import (
	"fmt"

	"zulu1879/saves"
	"zulu1879/skirmish"
	"zulu1879/ui/skirmishui"
	"zulu1879/ui/skirmishui/skstate"
	"zulu1879/ui/uistate"
)

// The window's side of Rules for Zulu, the Rorke's Drift skirmish: its
// screen (package ui/skirmishui) plays a saves.Record through skstate,
// autosaved as an envelope after every action and saved with Ctrl+S, like
// the tactical game.

// startSkirmish starts the skirmish the start screen describes.
func (a *App) startSkirmish() {
	c := a.menu.Skirmish
	b, z := c.Players()
	a.startRecorded(func(seed uint64) (*saves.Record, error) { return skstate.NewGame(c.ScenarioName(), seed, b, z) }, a.playSkirmish)
}

// playSkirmish shows the recorded skirmish rec on its screen.
func (a *App) playSkirmish(rec *saves.Record) error {
	m, err := skstate.New(rec)
	if err != nil {
		return err
	}
	if a.settings.BotSpeed == "fast" {
		m.Delay = skstate.FastDelay
	}
	s, err := skirmishui.New(m)
	if err != nil {
		return err
	}
	s.Closable = true // Esc with nothing to drop: back to the start screen
	s.BarRoom = recordBarRoom
	a.dropScreens()
	a.skirmish, a.ssaved = s, rec.Len()
	a.screen = ScreenSkirmish
	if a.menu != nil {
		a.menu.Game = uistate.GameSkirmish
	}
	if m.IsError {
		a.say(true, "%s", m.Info)
	}
	return nil
}

// dropScreens lets go of every game's screen, before another is shown.
func (a *App) dropScreens() {
	if a.tactical != nil {
		a.tactical.Release()
	}
	if a.skirmish != nil {
		a.skirmish.Release()
	}
	a.model, a.flow, a.rorke, a.harlech, a.tactical, a.skirmish, a.ramparts = nil, nil, nil, nil, nil, nil, nil
}

// skirmishRecord is the skirmish being played, or nil.
func (a *App) skirmishRecord() *saves.Record {
	if a.skirmish == nil {
		return nil
	}
	return a.skirmish.Play.Rec
}

// skirmishSaveName suggests a file name for the skirmish.
func skirmishSaveName(rec *saves.Record) string {
	return fmt.Sprintf("rules-for-zulu-%s-%d-n%d", rec.Setup().Scenario, rec.Setup().Seed, rec.Len())
}

// updateSkirmish runs a frame of the skirmish screen: its input, its bot,
// and an autosave when the game changed.
func (a *App) updateSkirmish(dt float64) error {
	return a.updateRecordScreen(a.skirmish, a.skirmishRecord, &a.ssaved, dt)
}

// autosaveSkirmish writes an envelope autosave when the game has changed
// since the last one.
func (a *App) autosaveSkirmish() { a.autosaveRecord(a.skirmishRecord(), &a.ssaved) }

// openLoadedSkirmish plays an envelope save of the skirmish.
func (a *App) openLoadedSkirmish(path string, rec *saves.Record) {
	a.openLoadedWith(path, rec, a.playSkirmish)
}

// skirmishResume is the newest skirmish autosave of a game not over, to
// offer on the start screen.
func skirmishResume(dir string) []uistate.ResumeOffer {
	return resumeOffer(dir, skirmish.ID, uistate.KindSkirmish)
}
