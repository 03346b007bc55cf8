package ui

import (
	"fmt"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"zulu1879/games"
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
	seed, err := a.menu.Seed()
	if err != nil {
		a.menu.Err = err.Error()
		return
	}
	b, z := a.menu.Tactical.Players()
	rec, err := tstate.NewGame(seed, b, z)
	if err != nil {
		a.menu.Err = err.Error()
		return
	}
	if err := a.playTactical(rec); err != nil {
		a.menu.Err = err.Error()
	}
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
	return nil, ""
}

// updateTactical runs a frame of the tactical screen: its input, its bot,
// and an autosave when the game changed.
func (a *App) updateTactical(ctrl bool, dt float64) error {
	s := a.tactical
	if ctrl && inpututil.IsKeyJustPressed(ebiten.KeyM) {
		a.toMenu()
		return nil
	}
	s.SetUIScale(a.s)
	s.Layout(a.w, a.h)
	if err := s.Step(dt); err != nil {
		return err
	}
	a.autosaveTactical()
	if s.Done() {
		s.Reopen()
		a.toMenu()
	}
	return nil
}

// autosaveTactical writes an envelope autosave when the game has changed
// since the last one.
func (a *App) autosaveTactical() {
	rec := a.tacticalRecord()
	if rec == nil || a.hauto == nil || rec.Len() == a.tsaved {
		return
	}
	a.tsaved = rec.Len()
	_, err := a.hauto.Save(rec)
	a.autosaved(a.hauto.Dir, err)
}

// openLoadedTactical plays an envelope save of the tactical game.
func (a *App) openLoadedTactical(path string, rec *saves.Record) {
	if err := a.playTactical(rec); err != nil {
		a.say(true, "%s: %v", filepath.Base(path), err)
		return
	}
	a.say(false, "Loaded %s: %s", filepath.Base(path), rec.Summary())
}

// tacticalResume is the newest tactical autosave of a game not over, to
// offer on the start screen.
func tacticalResume(dir string) []uistate.ResumeOffer {
	if p, r, err := saves.LatestEnvelope(dir, tactical.ID); err == nil && !games.Over(r.State()) {
		return []uistate.ResumeOffer{{Path: p, Summary: r.Summary(), Kind: uistate.KindTactical}}
	}
	return nil
}
