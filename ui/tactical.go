package ui

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

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
	s, err := a.tacticalScreen(rec)
	if err != nil {
		return err
	}
	s.Closable = true // Esc with nothing to drop: back to the start screen
	a.dropScreens()
	a.tactical, a.tsaved = s, rec.Len()
	a.screen = ScreenTactical
	if s.Play.IsError {
		a.say(true, "%s", s.Play.Info)
	}
	return nil
}

// tacticalScreen makes the tactical screen playing rec (a tactical game,
// or a campaign gone on to one).
func (a *App) tacticalScreen(rec *saves.Record) (*tacticalui.Screen, error) {
	m, err := tstate.New(rec)
	if err != nil {
		return nil, err
	}
	if a.settings.BotSpeed == "fast" {
		m.Delay = tstate.FastDelay
	}
	s, err := tacticalui.NewBuiltin()
	if err != nil {
		return nil, err
	}
	if err := s.Attach(m); err != nil {
		return nil, err
	}
	return s, nil
}

// CampaignTacticalTitle heads the tactical screen's bar in a campaign.
const CampaignTacticalTitle = "The Defense of Rorke's Drift · the campaign"

// showCampaignTactical shows the campaign's tactical battle (its Day) on
// the tactical screen, keeping the campaign: Esc once the battle is over
// goes on to the campaign's result, before it to the start screen.
func (a *App) showCampaignTactical() error {
	f := a.flow
	if a.tactical != nil && a.tactical.Play.Rec == f.Day {
		a.screen = ScreenTactical
		return nil
	}
	s, err := a.tacticalScreen(f.Day)
	if err != nil {
		return err
	}
	s.Closable = true
	s.Title = CampaignTacticalTitle
	if a.tactical != nil {
		a.tactical.Release()
	}
	// The choice at the ledger was autosaved with the campaign.
	a.tactical, a.tsaved = s, f.Day.Len()
	a.screen = ScreenTactical
	if s.Play.IsError {
		a.say(true, "%s", s.Play.Info)
	}
	return nil
}

// updateCampaignTactical runs a frame of the campaign's tactical battle:
// its screen, an autosave of the whole day when it changed, and, when the
// player closes the screen, the campaign's result if the battle is over
// (else the start screen, the campaign kept to go back to).
func (a *App) updateCampaignTactical(ctrl bool, dt float64) error {
	s := a.tactical
	if ctrl && inpututil.IsKeyJustPressed(ebiten.KeyM) {
		a.toMenu()
		return nil
	}
	s.SetUIScale(a.s)
	s.Layout(a.w, a.h)
	over := s.Play.Over()
	if err := s.Step(dt); err != nil {
		return err
	}
	// An undo that played the record again from its start has a new one.
	a.flow.Day = s.Play.Rec
	a.autosaveRecord(a.flow.Day, &a.tsaved)
	if !over && s.Play.Over() {
		a.say(false, "The battle is over: Esc shows the campaign's result")
	}
	if s.Done() {
		s.Reopen()
		if s.Play.Over() {
			a.flowContinue()
			return nil
		}
		a.toMenu()
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
	if rec := a.tacticalRecord(); rec != nil && a.flow != nil {
		return rec, uistate.SaveName(a.model, a.flow)
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
	if a.flow != nil {
		return a.updateCampaignTactical(ctrl, dt)
	}
	return a.updateRecordScreen(a.tactical, a.tacticalRecord, &a.tsaved, dt)
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
