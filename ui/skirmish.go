package ui

import (
	"fmt"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"zulu1879/games"
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
	seed, err := a.menu.Seed()
	if err != nil {
		a.menu.Err = err.Error()
		return
	}
	c := a.menu.Skirmish
	b, z := c.Players()
	rec, err := skstate.NewGame(c.ScenarioName(), seed, b, z)
	if err != nil {
		a.menu.Err = err.Error()
		return
	}
	if err := a.playSkirmish(rec); err != nil {
		a.menu.Err = err.Error()
	}
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
	a.model, a.flow, a.rorke, a.harlech, a.tactical, a.skirmish = nil, nil, nil, nil, nil, nil
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
func (a *App) updateSkirmish(ctrl bool, dt float64) error {
	s := a.skirmish
	if ctrl && inpututil.IsKeyJustPressed(ebiten.KeyM) {
		a.toMenu()
		return nil
	}
	s.SetUIScale(a.s)
	s.Layout(a.w, a.h)
	if err := s.Step(dt); err != nil {
		return err
	}
	a.autosaveSkirmish()
	if s.Done() {
		s.Reopen()
		a.toMenu()
	}
	return nil
}

// autosaveSkirmish writes an envelope autosave when the game has changed
// since the last one.
func (a *App) autosaveSkirmish() {
	rec := a.skirmishRecord()
	if rec == nil || a.hauto == nil || rec.Len() == a.ssaved {
		return
	}
	a.ssaved = rec.Len()
	_, err := a.hauto.Save(rec)
	a.autosaved(a.hauto.Dir, err)
}

// openLoadedSkirmish plays an envelope save of the skirmish.
func (a *App) openLoadedSkirmish(path string, rec *saves.Record) {
	if err := a.playSkirmish(rec); err != nil {
		a.say(true, "%s: %v", filepath.Base(path), err)
		return
	}
	a.say(false, "Loaded %s: %s", filepath.Base(path), rec.Summary())
}

// skirmishResume is the newest skirmish autosave of a game not over, to
// offer on the start screen.
func skirmishResume(dir string) []uistate.ResumeOffer {
	if p, r, err := saves.LatestEnvelope(dir, skirmish.ID); err == nil && !games.Over(r.State()) {
		return []uistate.ResumeOffer{{Path: p, Summary: r.Summary(), Kind: uistate.KindSkirmish}}
	}
	return nil
}
