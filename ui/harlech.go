package ui

import (
	"fmt"
	"path/filepath"

	"zulu1879/games"
	rdgame "zulu1879/games/ramparts"
	"zulu1879/harlech"
	"zulu1879/saves"
	"zulu1879/skirmish"
	"zulu1879/tactical"
	"zulu1879/ui/harlechui"
	"zulu1879/ui/harlechui/hstate"
	"zulu1879/ui/uistate"
)

// The window's side of Men of Harlech: its screen (package ui/harlechui)
// is hosted like Rorke's Drift's; the game is a saves.Record, autosaved as
// an envelope after every action and saved with Ctrl+S.

// startHarlech starts the Men of Harlech game the start screen describes.
func (a *App) startHarlech() {
	h, seed, err := a.menu.StartHarlech()
	if err != nil {
		return
	}
	rec, err := hstate.NewGame(h.Players, h.Level, seed, h.AdvisorSeats())
	if err != nil {
		a.menu.Err = err.Error()
		return
	}
	a.playHarlech(rec)
}

// playHarlech shows the recorded game rec on the Men of Harlech screen.
func (a *App) playHarlech(rec *saves.Record) error {
	s, err := harlechui.New(rec, true)
	if err != nil {
		return err
	}
	a.dropScreens()
	if a.settings.BotSpeed == "fast" {
		s.Model().Delay = hstate.FastDelay
	}
	a.harlech, a.hsaved = s, rec.Len()
	a.screen = ScreenHarlech
	return nil
}

// harlechRecord is the Men of Harlech game being played, or nil.
func (a *App) harlechRecord() *saves.Record {
	if a.harlech == nil {
		return nil
	}
	return a.harlech.Model().Rec
}

// updateHarlech runs a frame of the Men of Harlech screen: its input, its
// bots, its Save and Menu buttons, and an autosave when the game changed.
func (a *App) updateHarlech(dt float64) error {
	s := a.harlech
	s.Layout(a.w, a.h)
	if err := s.Step(dt); err != nil {
		return err
	}
	a.autosaveHarlech()
	switch s.TakeRequest() {
	case "save":
		a.openSave()
	case "menu":
		a.toMenu()
	}
	if s.Done() {
		a.toMenu()
	}
	return nil
}

// autosaveHarlech writes an envelope autosave when the game has changed
// since the last one.
func (a *App) autosaveHarlech() {
	rec := a.harlechRecord()
	if rec == nil || a.hauto == nil || rec.Len() == a.hsaved {
		return
	}
	a.hsaved = rec.Len()
	_, err := a.hauto.Save(rec)
	a.autosaved(a.hauto.Dir, err)
}

// harlechSaveName suggests a file name for the Men of Harlech game.
func harlechSaveName(rec *saves.Record) string {
	return fmt.Sprintf("men-of-harlech-%s-%d-n%d", rec.Setup().Scenario, rec.Setup().Seed, rec.Len())
}

// openLoadedRecord plays an envelope save of Men of Harlech or of the
// tactical game.
func (a *App) openLoadedRecord(path string, rec *saves.Record) {
	if rec.Info().ID == tactical.ID {
		a.openLoadedTactical(path, rec)
		return
	}
	if rec.Info().ID == skirmish.ID {
		a.openLoadedSkirmish(path, rec)
		return
	}
	if rec.Info().ID == rdgame.ID {
		a.openLoadedWith(path, rec, a.playRamparts)
		return
	}
	if err := a.playHarlech(rec); err != nil {
		a.say(true, "%s: %v", filepath.Base(path), err)
		return
	}
	a.say(false, "Loaded %s: %s", filepath.Base(path), uistate.RecordSummary(rec))
}

// playRecord shows a new recorded game on its game's screen (the window
// opened on it: gui --screen), saying why not if it cannot.
func (a *App) playRecord(rec *saves.Record) {
	play := a.playHarlech
	switch rec.Info().ID {
	case tactical.ID:
		play = a.playTactical
	case skirmish.ID:
		play = a.playSkirmish
	case rdgame.ID:
		play = a.playRamparts
	}
	if err := play(rec); err != nil {
		a.say(true, "%v", err)
	}
}

// findResume is what the start screen offers to resume: the newest
// Isandlwana game and campaign autosaves (uistate.FindResume), then the
// newest Men of Harlech autosave of a game not over.
func findResume(dir string) []uistate.ResumeOffer {
	out := uistate.FindResume(dir)
	if p, r, err := saves.LatestEnvelope(dir, harlech.ID); err == nil && !games.Over(r.State()) {
		out = append(out, uistate.ResumeOffer{Path: p, Summary: uistate.RecordSummary(r), Kind: uistate.KindHarlech})
	}
	out = append(out, tacticalResume(dir)...)
	out = append(out, rampartsResume(dir)...)
	out = append(out, skirmishResume(dir)...)
	uistate.SortResume(out)
	return out
}
