package ui

import (
	"fmt"

	"zulu1879/saves"
	"zulu1879/tactical"
	"zulu1879/ui/tacticalui"
	"zulu1879/ui/tacticalui/tstate"
	"zulu1879/ui/uistate"
)

// The window's side of the tactical Defense of Rorke's Drift: its screen
// (package ui/tacticalui) plays a saves.Record through tstate, autosaved
// as an envelope after every action and saved with Ctrl+S, like Men of
// Harlech.

// startTactical starts the tactical game the start screen describes.
func (a *App) startTactical() {
	b, z := a.menu.Tactical.Players()
	a.startRecorded(func(seed uint64) (*saves.Record, error) { return tstate.NewGame(seed, b, z) }, a.playTactical)
}

// playTactical shows the recorded game rec on the tactical screen.
func (a *App) playTactical(rec *saves.Record) error {
	m, err := tstate.New(rec)
	if err != nil {
		return err
	}
	if a.settings.BotSpeed == "fast" {
		m.Delay = tstate.FastDelay
	}
	s, err := tacticalui.NewBuiltin()
	if err != nil {
		return err
	}
	if err := s.Attach(m); err != nil {
		return err
	}
	s.Closable = true // Esc with nothing to drop: back to the start screen
	a.dropScreens()
	a.tactical, a.tsaved = s, rec.Len()
	a.screen = ScreenTactical
	if m.IsError {
		a.say(true, "%s", m.Info)
	}
	return nil
}

// tacticalRecord is the tactical game being played, or nil.
func (a *App) tacticalRecord() *saves.Record {
	if a.tactical == nil {
		return nil
	}
	return a.tactical.Play.Rec
}

// envelopeRecord is the envelope game being played (Men of Harlech or the
// tactical game) and a file name to suggest for it, or nil.
func (a *App) envelopeRecord() (*saves.Record, string) {
	if rec := a.harlechRecord(); rec != nil {
		return rec, harlechSaveName(rec)
	}
	if rec := a.tacticalRecord(); rec != nil {
		return rec, fmt.Sprintf("rorkes-drift-tactical-%d-n%d", rec.Setup().Seed, rec.Len())
	}
	if rec := a.skirmishRecord(); rec != nil {
		return rec, skirmishSaveName(rec)
	}
	if rec := a.ramparts; rec != nil {
		return rec, rampartsSaveName(rec)
	}
	return nil, ""
}

// updateTactical runs a frame of the tactical game screen: its input, its bot,
// and an autosave when the game changed.
func (a *App) updateTactical(ctrl bool, dt float64) error {
	return a.updateRecordScreen(a.tactical, a.tacticalRecord, &a.tsaved, ctrl, dt)
}

// autosaveTactical writes an envelope autosave when the game has changed
// since the last one.
func (a *App) autosaveTactical() { a.autosaveRecord(a.tacticalRecord(), &a.tsaved) }

// openLoadedTactical plays an envelope save of the tactical game.
func (a *App) openLoadedTactical(path string, rec *saves.Record) {
	a.openLoadedWith(path, rec, a.playTactical)
}

// tacticalResume is the newest tactical game autosave of a game not over, to
// offer on the start screen.
func tacticalResume(dir string) []uistate.ResumeOffer {
	return resumeOffer(dir, tactical.ID, uistate.KindTactical)
}
