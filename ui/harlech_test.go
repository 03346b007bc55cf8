package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"zulu1879/games"
	"zulu1879/harlech"
	"zulu1879/saves"
	"zulu1879/ui/uistate"
)

// The start screen with Men of Harlech chosen fits 1440x900 and 1280x800
// (and a small window, shrunk) with every button inside the window: the
// game, the players and level steppers, one toggle per seat, start, load.
func TestStartScreen_MenOfHarlechFitsTheWindow(t *testing.T) {
	needLoop(t)
	for _, tc := range []struct {
		w, h int
		s    float64
	}{{1440, 900, 1}, {1280, 800, 1}, {800, 560, 1}} {
		a := NewApp(1879)
		a.s, a.w, a.h = tc.s, tc.w, tc.h
		a.menu = uistate.NewMenu(windowBots(), 1879)
		a.menu.NextGame()
		a.menu.NextPlayers(2) // three players
		a.menu.ToggleAdvisor(1)
		a.hits = a.hits[:0]
		shot(t, fmt.Sprintf("start-harlech%dx%d.png", tc.w, tc.h), snap(t, tc.w, tc.h, a.drawMenu))
		ids := map[string]bool{}
		for _, b := range a.hits {
			ids[b.id] = b.on
			if b.r.X < 0 || b.r.Y < 0 || b.r.X+b.r.W > float64(tc.w) || b.r.Y+b.r.H > float64(tc.h) {
				t.Errorf("%dx%d: button %q at %+v is outside the window", tc.w, tc.h, b.id, b.r)
			}
		}
		for _, id := range []string{"game", "hp-", "hp+", "hl-", "hl+", "ha:0", "ha:1", "ha:2", "start", "quit"} {
			if on, ok := ids[id]; !ok || !on {
				t.Errorf("%dx%d: no %q button, or it is off (have %v)", tc.w, tc.h, id, ids)
			}
		}
		for _, id := range []string{"ha:3", "ha:4", "mode-", "campaign"} {
			if ids[id] {
				t.Errorf("%dx%d: %q is offered for three players of Men of Harlech", tc.w, tc.h, id)
			}
		}
	}
}

// Starting Men of Harlech from the start screen plays it on its screen with
// the chosen seats; each action is autosaved as an envelope, which the load
// dialog lists with its summary (no hand) and loads again; Ctrl+S's dialog
// writes an envelope save that loads.
func TestHarlech_StartAutosaveSaveAndLoad(t *testing.T) {
	dir := t.TempDir()
	a := windowWith(t, dir, 0)
	a.menu.NextGame()
	a.menu.NextPlayers(1) // two players
	a.menu.ToggleAdvisor(1)
	a.menu.SetSeed(3)
	a.startGame()
	if a.screen != ScreenHarlech || a.harlech == nil {
		t.Fatalf("screen %v after starting Men of Harlech", a.screen)
	}
	m := a.harlech.Model()
	if got := m.Rec.Players(); got["player-2"] != "advisor" || got["player-1"] != saves.Human {
		t.Fatalf("players %v", got)
	}
	if !a.inProgress() {
		t.Error("the game is not in progress")
	}
	// The person falls back; the window autosaves.
	if !m.MyTurn() {
		t.Fatal("player-1 does not decide first")
	}
	m.Do("fall-back")
	a.autosaveHarlech()
	names, _ := filepath.Glob(filepath.Join(dir, saves.EnvelopePrefix(harlech.ID)+"*.json"))
	if len(names) != 1 {
		t.Fatalf("%d autosaves, want 1", len(names))
	}
	a.autosaveHarlech() // nothing changed: no second file
	m.Do("skip")
	a.autosaveHarlech()
	names, _ = filepath.Glob(filepath.Join(dir, saves.EnvelopePrefix(harlech.ID)+"*.json"))
	if len(names) != 2 {
		t.Fatalf("%d autosaves after two actions, want 2", len(names))
	}
	// Ctrl+S: the dialog suggests a name and writes an envelope.
	a.openSave()
	if a.dialog == nil || !strings.HasPrefix(a.dialog.Name, "men-of-harlech-level-1-3-") {
		t.Fatalf("save dialog %+v", a.dialog)
	}
	a.dialog.Name = "mine"
	a.dialogOK()
	if a.dialog != nil {
		t.Fatalf("saving failed: %s", a.dialog.Err)
	}
	// The load dialog: the newest autosave and the save, with summaries.
	d := uistate.NewLoadDialog(dir)
	var kinds []string
	for _, e := range d.Entries {
		kinds = append(kinds, e.Kind.String()+" "+e.Name)
		if e.Kind != uistate.KindHarlech {
			t.Errorf("%s listed as %s: %s", e.Name, e.Kind, e.Summary)
		}
		if e.Summary != "Rorke's Drift: Men of Harlech, level 1: the bot's turn (Player 2)" {
			t.Errorf("%s: summary %q", e.Name, e.Summary)
		}
	}
	if len(d.Entries) != 2 {
		t.Fatalf("listed %v, want the save and the newest autosave", kinds)
	}
	a.toMenu()
	if want := strconv.FormatUint(m.Rec.Setup().Seed+1, 10); a.menu.SeedText != want {
		t.Errorf("back on the start screen the seed field reads %q, want the game's seed + 1, %s", a.menu.SeedText, want)
	}
	if n := len(a.menu.Resume); n != 1 || a.menu.Resume[0].Kind != uistate.KindHarlech || !strings.Contains(a.menu.Resume[0].Summary, "Men of Harlech") {
		t.Errorf("the start screen offers %+v, want the Men of Harlech autosave", a.menu.Resume)
	}
	if a.menu.Game != uistate.GameHarlech || a.menu.HarlechChoiceNow().Players != 2 {
		t.Errorf("back on the start screen the choice is game %d, %+v", a.menu.Game, a.menu.HarlechChoiceNow())
	}
	before := m.Rec.Len()
	i := 0
	for k, e := range d.Entries {
		if e.Name == "mine.json" {
			i = k
		}
	}
	d.Select(i)
	l, err := d.Load()
	if err != nil {
		t.Fatal(err)
	}
	a.openLoaded(l)
	if a.screen != ScreenHarlech || a.harlech.Model().Rec.Len() != before || a.harlech.Model().Rec.State().Hash() != m.Rec.State().Hash() {
		t.Fatalf("loaded: screen %v, %d actions (want %d)", a.screen, a.harlech.Model().Rec.Len(), before)
	}
	if !strings.Contains(a.notice, "Loaded mine.json") {
		t.Errorf("notice %q", a.notice)
	}
}

// A damaged Men of Harlech envelope is listed as damaged with the
// envelope's one-line reason, and loading it changes nothing.
func TestHarlech_ADamagedEnvelopeSaysWhy(t *testing.T) {
	dir := t.TempDir()
	rec, err := saves.NewRecord(harlech.Rules{}, harlechSetup(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := rec.Apply("fall-back", ""); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, "bad.json")
	if err := rec.Save(p, "test"); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(p)
	b = []byte(strings.Replace(string(b), `"fall-back"`, `"hold 99 n"`, 1))
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	e := uistate.CheckFile(p)
	if e.Kind != uistate.KindBad || !strings.Contains(e.Summary, "bad.json") || strings.Contains(e.Summary, "\n") {
		t.Errorf("a damaged envelope: kind %v, summary %q", e.Kind, e.Summary)
	}
	a := windowWith(t, dir, 0)
	a.dialog = uistate.NewLoadDialog(dir)
	a.dialogOK()
	if a.dialog == nil || a.dialog.Err == "" || a.screen == ScreenHarlech {
		t.Errorf("loading a damaged envelope: dialog %+v, screen %v", a.dialog, a.screen)
	}
}

func harlechSetup() games.Setup { return games.Setup{Scenario: "level-2", Seed: 9} }
