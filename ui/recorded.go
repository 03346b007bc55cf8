package ui

import (
	"path/filepath"

	"zulu1879/games"
	"zulu1879/saves"
	"zulu1879/ui/uistate"
)

// What the window does alike for the screens that play a recorded game
// of the common contract (the tactical game and the skirmish): a frame,
// the autosave after every action, opening a loaded save, and the
// newest autosave to resume.

// recordScreen is what the window asks of such a screen.
type recordScreen interface {
	SetUIScale(k float64)
	Layout(w, h int)
	Step(dt float64) error
	Done() bool
	Reopen()
}

// startRecorded starts the game newRec makes with the start screen's seed
// and plays it with playFn; a problem is said on the start screen.
func (a *App) startRecorded(newRec func(seed uint64) (*saves.Record, error), playFn func(*saves.Record) error) {
	seed, err := a.menu.Seed()
	if err != nil {
		a.menu.Err = err.Error()
		return
	}
	rec, err := newRec(seed)
	if err != nil {
		a.menu.Err = err.Error()
		return
	}
	if err := playFn(rec); err != nil {
		a.menu.Err = err.Error()
	}
}

// updateRecordScreen runs a frame of s (Ctrl+M is the window's): its
// input and its bot, an autosave of rec() when the game changed since
// the length in *saved, and the start screen when it closes.
func (a *App) updateRecordScreen(s recordScreen, rec func() *saves.Record, saved *int, ctrl bool, dt float64) error {
	s.SetUIScale(a.s)
	s.Layout(a.w, a.h)
	if err := s.Step(dt); err != nil {
		return err
	}
	a.autosaveRecord(rec(), saved)
	if s.Done() {
		s.Reopen()
		a.toMenu()
	}
	return nil
}

// autosaveRecord writes rec as an envelope autosave when it has changed
// since the length in *saved (nil rec: nothing to save).
func (a *App) autosaveRecord(rec *saves.Record, saved *int) {
	if rec == nil || a.hauto == nil || rec.Len() == *saved {
		return
	}
	*saved = rec.Len()
	_, err := a.hauto.Save(rec)
	a.autosaved(a.hauto.Dir, err)
}

// openLoadedWith plays the envelope save rec, loaded from path, with
// playFn, and says so (or why not).
func (a *App) openLoadedWith(path string, rec *saves.Record, playFn func(*saves.Record) error) {
	if err := playFn(rec); err != nil {
		a.say(true, "%s: %v", filepath.Base(path), err)
		return
	}
	a.say(false, "Loaded %s: %s", filepath.Base(path), rec.Summary())
}

// resumeOffer is the newest autosave in dir of a game of rules id not
// over, offered on the start screen as kind.
func resumeOffer(dir, id string, kind uistate.FileKind) []uistate.ResumeOffer {
	if p, r, err := saves.LatestEnvelope(dir, id); err == nil && !games.Over(r.State()) {
		return []uistate.ResumeOffer{{Path: p, Summary: r.Summary(), Kind: kind}}
	}
	return nil
}
