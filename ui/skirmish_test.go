package ui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"zulu1879/saves"
	"zulu1879/skirmish"
	"zulu1879/ui/uistate"
)

// chooseSkirmish presses F2 until the start screen shows the skirmish.
func chooseSkirmish(t *testing.T, mn *uistate.Menu) {
	t.Helper()
	for range len(uistate.GameNames) {
		if mn.Game == uistate.GameSkirmish {
			return
		}
		mn.NextGame()
	}
	t.Fatalf("F2 never chooses the skirmish: %q", uistate.GameNames)
}

// The start screen with the skirmish chosen fits the window, with its
// buttons: the scenario, the way to play and one bot button per side.
func TestStartScreen_SkirmishFitsTheWindowWithItsScenarios(t *testing.T) {
	needLoop(t)
	for _, tc := range []struct{ w, h int }{{1440, 900}, {1280, 800}} {
		a := NewApp(1879)
		a.s, a.w, a.h = 1, tc.w, tc.h
		a.menu = uistate.NewMenu(windowBots(), 1879)
		chooseSkirmish(t, a.menu)
		a.hits = a.hits[:0]
		shot(t, fmt.Sprintf("start-skirmish%dx%d.png", tc.w, tc.h), snap(t, tc.w, tc.h, a.drawMenu))
		ids := map[string]bool{}
		for _, b := range a.hits {
			ids[b.id] = b.on
			if b.r.X < 0 || b.r.Y < 0 || b.r.X+b.r.W > float64(tc.w) || b.r.Y+b.r.H > float64(tc.h) {
				t.Errorf("%dx%d: button %q at %+v is outside the window", tc.w, tc.h, b.id, b.r)
			}
		}
		for id, on := range map[string]bool{"game": true, "sc": true, "ss-": true, "ss+": true, "sb:0": false, "sb:1": true, "start": true} {
			if got, ok := ids[id]; !ok || got != on {
				t.Errorf("%dx%d: button %q on %v, want %v (have %v)", tc.w, tc.h, id, got, on, ids)
			}
		}
	}
}

// The menu's skirmish choice: both scenarios in turn, the ways to play
// give the players, the bot buttons cycle through the registry's bots.
func TestSkirmishChoice_ScenariosSeatsAndBots(t *testing.T) {
	mn := uistate.NewMenu(windowBots(), 1)
	var seen []string
	for range skirmish.ScenarioNames {
		seen = append(seen, mn.Skirmish.ScenarioName())
		mn.NextSkirmishScenario(1)
	}
	if !slices.Equal(seen, skirmish.ScenarioNames) {
		t.Errorf("scenarios offered %v, want %v", seen, skirmish.ScenarioNames)
	}
	for seats, want := range map[int][2]bool{uistate.TacticalBritish: {false, true}, uistate.TacticalZulu: {true, false}, uistate.TacticalHotseat: {}, uistate.TacticalWatch: {true, true}} {
		mn.Skirmish.Seats = seats
		b, z := mn.Skirmish.Players()
		if (b != "") != want[0] || (z != "") != want[1] {
			t.Errorf("%s: players %q, %q", uistate.TacticalSeatNames[seats], b, z)
		}
	}
	if mn.Skirmish.BotName(1) != "impi" || mn.Skirmish.BotName(0) != "garrison" {
		t.Errorf("default bots %q, %q", mn.Skirmish.BotName(0), mn.Skirmish.BotName(1))
	}
}

// Starting the skirmish from the start screen plays it on its screen
// against the Zulus' bot; each action is autosaved as an envelope, which
// the load dialog lists as a skirmish save and loads back onto its
// screen; Ctrl+S's dialog writes an envelope; the start screen offers the
// autosave to resume.
func TestSkirmish_StartAutosaveSaveAndLoad(t *testing.T) {
	dir := t.TempDir()
	a := windowWith(t, dir, 0)
	chooseSkirmish(t, a.menu)
	a.menu.NextSkirmishScenario(1) // perimeter
	a.menu.SetSeed(7)
	a.startGame()
	if a.screen != ScreenSkirmish || a.skirmish == nil {
		t.Fatalf("screen %v after starting the skirmish", a.screen)
	}
	m := a.skirmish.Play
	if got := m.Rec.Players(); got["british"] != saves.Human || got["zulu"] != "impi" {
		t.Fatalf("players %v", got)
	}
	if m.Rec.Setup().Scenario != "perimeter" || m.Rec.Setup().Seed != 7 {
		t.Fatalf("setup %+v", m.Rec.Setup())
	}
	// The Zulus' bot moves first; Space lets it play to the British move.
	m.Skip()
	if !m.MyTurn() || !a.inProgress() {
		t.Fatal("the British player does not decide after the bot's move")
	}
	if err := m.Apply("end"); err != nil {
		t.Fatal(err)
	}
	checkSavesOfARecordedGame(t, a, dir, recordedGame{id: skirmish.ID, autosave: a.autosaveSkirmish, rec: a.skirmishRecord,
		name: "rules-for-zulu-perimeter-7-", kind: uistate.KindSkirmish, game: uistate.GameSkirmish, screen: ScreenSkirmish})
}

// The save dialog keeps the skirmish's autosave names for the autosaves
// (the autosaver deletes the old ones as new ones come).
func TestSaveDialog_RefusesTheSkirmishAutosaveNames(t *testing.T) {
	d := uistate.NewSaveDialog(t.TempDir(), saves.EnvelopePrefix(skirmish.ID)+"mine")
	if _, err := d.SavePath(); err == nil || !strings.Contains(err.Error(), "kept for autosaves") {
		t.Errorf("save as %q: %v", d.Name, err)
	}
}
