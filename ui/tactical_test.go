package ui

import (
	"fmt"
	"testing"

	"zulu1879/saves"
	"zulu1879/tactical"
	"zulu1879/ui/uistate"
)

// The start screen with the tactical game chosen fits the window, with
// its buttons: the way to play and one bot button per side.
func TestStartScreen_TacticalFitsTheWindow(t *testing.T) {
	needLoop(t)
	for _, tc := range []struct{ w, h int }{{1440, 900}, {1280, 800}} {
		a := NewApp(1879)
		a.s, a.w, a.h = 1, tc.w, tc.h
		a.menu = uistate.NewMenu(windowBots(), 1879)
		a.menu.NextGame()
		a.menu.NextGame()
		a.hits = a.hits[:0]
		shot(t, fmt.Sprintf("start-tactical%dx%d.png", tc.w, tc.h), snap(t, tc.w, tc.h, a.drawMenu))
		ids := map[string]bool{}
		for _, b := range a.hits {
			ids[b.id] = b.on
			if b.r.X < 0 || b.r.Y < 0 || b.r.X+b.r.W > float64(tc.w) || b.r.Y+b.r.H > float64(tc.h) {
				t.Errorf("%dx%d: button %q at %+v is outside the window", tc.w, tc.h, b.id, b.r)
			}
		}
		// You play the British: the Zulus' bot button is on, the British's off.
		for id, on := range map[string]bool{"game": true, "ts-": true, "ts+": true, "tb:0": false, "tb:1": true, "start": true} {
			if got, ok := ids[id]; !ok || got != on {
				t.Errorf("%dx%d: button %q on %v, want %v (have %v)", tc.w, tc.h, id, got, on, ids)
			}
		}
	}
}

// Starting the tactical game from the start screen plays it on its screen
// against the Zulus' bot; each action is autosaved as an envelope, which
// the load dialog lists as a tactical save and loads back onto the
// tactical screen; Ctrl+S's dialog writes an envelope; the start screen
// offers the autosave to resume.
func TestTactical_StartAutosaveSaveAndLoad(t *testing.T) {
	dir := t.TempDir()
	a := windowWith(t, dir, 0)
	a.menu.NextGame()
	a.menu.NextGame()
	if a.menu.Game != uistate.GameTactical {
		t.Fatalf("F2 twice gives game %d", a.menu.Game)
	}
	a.menu.SetSeed(5)
	a.startGame()
	if a.screen != ScreenTactical || a.tactical == nil {
		t.Fatalf("screen %v after starting the tactical game", a.screen)
	}
	m := a.tactical.Play
	if got := m.Rec.Players(); got["british"] != saves.Human || got["zulu"] == "" || got["zulu"] == saves.Human {
		t.Fatalf("players %v", got)
	}
	if !m.MyTurn() || !a.inProgress() {
		t.Fatal("the British player does not decide first")
	}
	if err := a.tactical.EndPhase(); err != nil {
		t.Fatal(err)
	}
	checkSavesOfARecordedGame(t, a, dir, recordedGame{id: tactical.ID, autosave: a.autosaveTactical, rec: a.tacticalRecord,
		name: "rorkes-drift-tactical-5-", kind: uistate.KindTactical, game: uistate.GameTactical, screen: ScreenTactical})
}

// The menu's tactical choice: the ways to play give the players, the bot
// buttons cycle through the registry's bots.
func TestTacticalChoicePlayers(t *testing.T) {
	mn := uistate.NewMenu(windowBots(), 1)
	for seats, want := range map[int][2]bool{uistate.TacticalBritish: {false, true}, uistate.TacticalZulu: {true, false}, uistate.TacticalHotseat: {}, uistate.TacticalWatch: {true, true}} {
		mn.Tactical.Seats = seats
		b, z := mn.Tactical.Players()
		if (b != "") != want[0] || (z != "") != want[1] {
			t.Errorf("%s: players %q, %q", uistate.TacticalSeatNames[seats], b, z)
		}
	}
	first := mn.Tactical.BotName(1)
	mn.NextTacticalBot(1)
	if mn.Tactical.BotName(1) == first || mn.Tactical.BotName(1) == "" {
		t.Errorf("the Zulus' bot button stays on %q", first)
	}
}
