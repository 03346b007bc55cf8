package ui

import (
	"path/filepath"
	"strings"
	"testing"

	"zulu1879/campaign"
	"zulu1879/isandlwana"
	"zulu1879/saves"
	"zulu1879/ui/uistate"
)

// windowBots stand for the bots package ai registers with the window.
func windowBots() []uistate.Bot {
	first := func(g *isandlwana.State) (isandlwana.Action, string) { return g.Legal()[0], "first" }
	return []uistate.Bot{
		{ID: "hard", Name: "the hard bot", Side: isandlwana.Zulu, Choose: first},
		{ID: "rule9", Name: "the rule9 bot", Side: isandlwana.Zulu, Choose: first},
		{ID: "passive", Name: "the passive bot", Side: isandlwana.British, Choose: first},
		{ID: "standard", Name: "the standard bot", Side: isandlwana.British, Choose: first},
	}
}

// botIDs names the bots of players ("" for a person).
func botIDs(players [2]*uistate.Bot) [2]string {
	var out [2]string
	for side, b := range players {
		if b != nil {
			out[side] = b.ID
		}
	}
	return out
}

// windowWith makes a window whose start screen offers bots, with mode
// selected (0 is hotseat), saving into dir.
func windowWith(t *testing.T, dir string, mode int) *App {
	t.Helper()
	a := NewApp(1)
	a.menu = uistate.NewMenu(windowBots(), 1)
	a.menu.Mode = mode
	if err := a.SetSaves(dir, "test"); err != nil {
		t.Fatal(err)
	}
	return a
}

// Resuming an autosave from the start screen, or opening a save, a
// campaign file or an old save, plays with the players the file records
// (or, when it records none, the start screen's), and says who plays.
func TestOpenLoadedUsesTheRecordedPlayers(t *testing.T) {
	rule9Mode := 3 // the two hotseats, then British against hard, against rule9, …
	for _, c := range []struct {
		name     string
		campaign bool
		players  *saves.Players // nil: an old file that does not say
		mode     int            // the start screen's choice
		want     [2]string
		notice   string
		isErr    bool
	}{
		{"hotseat save, start screen on rule9", false, &saves.Players{}, rule9Mode, [2]string{}, "— hotseat: two players at this screen", false},
		{"British against rule9, start screen on hotseat", false, &saves.Players{Zulu: "rule9"}, 0, [2]string{"", "rule9"}, "— you are the British, against the rule9 bot", false},
		{"British against hard", false, &saves.Players{Zulu: "hard"}, 0, [2]string{"", "hard"}, "— you are the British, against the hard bot", false},
		{"Zulus against standard", false, &saves.Players{British: "standard"}, rule9Mode, [2]string{"standard", ""}, "— you are the Zulus, against the standard bot", false},
		{"old save: the start screen's choice", false, nil, rule9Mode, [2]string{"", "rule9"}, "against the rule9 bot (the file does not say who played)", false},
		{"unknown bot: a person instead", false, &saves.Players{Zulu: "rule10"}, rule9Mode, [2]string{}, `field "players.zulu" is "rule10"`, true},
		{"campaign against hard", true, &saves.Players{Zulu: "hard"}, 0, [2]string{"", "hard"}, "— you are the British, against the hard bot", false},
		{"old campaign: the start screen's choice", true, nil, rule9Mode, [2]string{"", "rule9"}, "(the file does not say who played)", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			if c.campaign {
				cp, err := campaign.New("isandlwana", 5)
				if err != nil {
					t.Fatal(err)
				}
				if c.players != nil {
					cp.Isandlwana().SetPlayers(*c.players)
				}
				auto := &campaign.Autosaver{Dir: dir, Program: "test"}
				if _, err := auto.Save(cp); err != nil {
					t.Fatal(err)
				}
			} else {
				s := newSession(t, "isandlwana", 5)
				if c.players != nil {
					s.SetPlayers(*c.players)
				}
				auto, err := saves.NewAutosaver(dir, "test", 3)
				if err != nil {
					t.Fatal(err)
				}
				if _, err := auto.Save(s); err != nil {
					t.Fatal(err)
				}
			}
			a := windowWith(t, dir, c.mode)
			if len(a.menu.Resume) != 1 {
				t.Fatalf("the start screen offers %d games to resume, want 1", len(a.menu.Resume))
			}
			a.menuPress("resume:0")
			if a.model == nil || a.screen != ScreenPlay || (a.flow != nil) != c.campaign {
				t.Fatalf("resume did not open the game (screen %d, campaign %v)", a.screen, a.flow != nil)
			}
			if got := botIDs(a.model.Players); got != c.want {
				t.Errorf("playing with %q, want %q", got, c.want)
			}
			if !strings.Contains(a.notice, c.notice) || a.noticeErr != c.isErr {
				t.Errorf("notice %q (error %v), want %q (error %v)", a.notice, a.noticeErr, c.notice, c.isErr)
			}
			if c.isErr && (!a.model.IsError || !strings.Contains(a.model.Info, c.notice)) {
				t.Errorf("the panel says %q, want the warning", a.model.Info)
			}
			// The game goes on recording who plays it now.
			rec, ok := a.model.S.Players()
			if !ok || [2]string{rec.British, rec.Zulu} != c.want {
				t.Errorf("the session records %+v (%v), want %q", rec, ok, c.want)
			}
		})
	}
}

// Loading a save from the dialog during a game takes the file's players,
// not the game in progress's.
func TestLoadDuringAGameTakesTheFilesPlayers(t *testing.T) {
	dir := t.TempDir()
	s := newSession(t, "isandlwana", 6)
	s.SetPlayers(saves.Players{British: "standard"})
	if err := s.Save(filepath.Join(dir, "zulus.json"), "test"); err != nil {
		t.Fatal(err)
	}
	a := windowWith(t, dir, 3) // after the two hotseats and against hard: against rule9
	a.startGame()
	if a.model == nil || botIDs(a.model.Players) != [2]string{"", "rule9"} {
		t.Fatal("the start screen did not start a game against rule9")
	}
	a.openLoad()
	if a.dialog == nil || len(a.dialog.Entries) == 0 {
		t.Fatal("no load dialog")
	}
	a.dialog.Select(indexOfFile(a.dialog, "zulus.json"))
	a.dialogOK()
	if got := botIDs(a.model.Players); got != [2]string{"standard", ""} {
		t.Errorf("after loading, playing with %q, want the standard bot for the British", got)
	}
	if !strings.Contains(a.notice, "Loaded zulus.json: ") || !strings.Contains(a.notice, "you are the Zulus, against the standard bot") {
		t.Errorf("notice %q", a.notice)
	}
}

func indexOfFile(d *uistate.Dialog, name string) int {
	for i, e := range d.Entries {
		if e.Name == name {
			return i
		}
	}
	return -1
}
