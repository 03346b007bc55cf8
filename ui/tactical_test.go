package ui

import (
	"fmt"
	"path/filepath"
	"strings"
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
	a.autosaveTactical()
	names, _ := filepath.Glob(filepath.Join(dir, saves.EnvelopePrefix(tactical.ID)+"*.json"))
	if len(names) != 1 {
		t.Fatalf("%d autosaves, want 1", len(names))
	}
	a.autosaveTactical() // nothing changed: no second file
	names, _ = filepath.Glob(filepath.Join(dir, saves.EnvelopePrefix(tactical.ID)+"*.json"))
	if len(names) != 1 {
		t.Fatalf("%d autosaves without a change, want 1", len(names))
	}
	a.openSave()
	if a.dialog == nil || !strings.HasPrefix(a.dialog.Name, "rorkes-drift-tactical-5-") {
		t.Fatalf("save dialog %+v", a.dialog)
	}
	a.dialog.Name = "mine"
	a.dialogOK()
	if a.dialog != nil {
		t.Fatalf("saving failed: %s", a.dialog.Err)
	}
	d := uistate.NewLoadDialog(dir)
	mine := -1
	for k, e := range d.Entries {
		if e.Kind != uistate.KindTactical {
			t.Errorf("%s listed as %s: %s", e.Name, e.Kind, e.Summary)
		}
		if e.Name == "mine.json" {
			mine = k
		}
	}
	if len(d.Entries) != 2 || mine < 0 {
		t.Fatalf("listed %d entries, want the save and the newest autosave", len(d.Entries))
	}
	a.toMenu()
	if len(a.menu.Resume) != 1 || a.menu.Resume[0].Kind != uistate.KindTactical {
		t.Errorf("the start screen offers %+v, want the tactical autosave", a.menu.Resume)
	}
	if a.menu.Game != uistate.GameTactical {
		t.Errorf("back on the start screen the game is %d", a.menu.Game)
	}
	before := m.Rec.Len()
	l, err := uistate.LoadFile(d.Entries[mine].Path)
	if err != nil {
		t.Fatal(err)
	}
	a.openLoaded(l)
	if a.screen != ScreenTactical || a.tactical.Play.Rec.Len() != before {
		t.Fatalf("loaded onto screen %v with %d actions, want the tactical screen with %d", a.screen, a.tactical.Play.Rec.Len(), before)
	}
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
