package ui

import (
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"

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
func (a *App) updateRecordScreen(s recordScreen, rec func() *saves.Record, saved *int, dt float64) error {
	if id, on := a.clickedButton(); on && a.barPress(id) {
		return nil
	}
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
	a.say(false, "Loaded %s: %s", filepath.Base(path), uistate.RecordSummary(rec))
}

// resumeOffer is the newest autosave in dir of a game of rules id not
// over, offered on the start screen as kind.
func resumeOffer(dir, id string, kind uistate.FileKind) []uistate.ResumeOffer {
	if p, r, err := saves.LatestEnvelope(dir, id); err == nil && !games.Over(r.State()) {
		return []uistate.ResumeOffer{{Path: p, Summary: uistate.RecordSummary(r), Kind: kind}}
	}
	return nil
}

// recordBarRoom is the width, unscaled, the window's Save and Menu
// buttons take at the right end of a recorded game's bar (with margins).
const recordBarRoom = 2*recordBarButtonW + 8 + 10

// recordBarButtonW is the width of each, unscaled.
const recordBarButtonW = 92

// recordBarButtons are where the window puts the Save and Menu buttons on
// the bar of the tactical game and the skirmish: at its right end, Menu
// last (the Isandlwana bar's order), in both bars' height.
func (a *App) recordBarButtons() (save, menu uistate.Rect) {
	s := a.s
	bw, bh := recordBarButtonW*s, 34*s
	menu = uistate.Rect{X: float64(a.w) - 10*s - bw, Y: 9 * s, W: bw, H: bh}
	save = uistate.Rect{X: menu.X - 8*s - bw, Y: menu.Y, W: bw, H: bh}
	return save, menu
}

// barPress carries out the bar button id of a recorded game's screen
// (Save, Menu), reporting whether it was one.
func (a *App) barPress(id string) bool {
	switch id {
	case "save":
		a.openSave()
	case "menu":
		a.toMenu()
	default:
		return false
	}
	return true
}

// drawRecordBar draws the Save and Menu buttons over a recorded game's
// bar, as the Isandlwana bar has them.
func (a *App) drawRecordBar(dst *ebiten.Image) {
	save, menu := a.recordBarButtons()
	a.drawButton(dst, save, "Save", "^S", a.saveDir != "", "save")
	a.drawButton(dst, menu, "Menu", "Esc", true, "menu")
	pending.Flush()
	// The tactical and skirmish screens keep their frame: they must put
	// back what the buttons cover before the next frame draws them again,
	// or the buttons' translucent fills pile up.
	markOver(save, a.s)
	markOver(menu, a.s)
}
