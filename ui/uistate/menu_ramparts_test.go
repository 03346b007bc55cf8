package uistate

import (
	"path/filepath"
	"strings"
	"testing"

	"zulu1879/games"
	rdgame "zulu1879/games/ramparts"
	"zulu1879/saves"
)

// TestMenu_RampartsIsOneOfTheGames: Zulus on the Ramparts! can be chosen
// on the start screen on its own (F2 reaches it and goes round), with a
// name and a line saying what it is.
func TestMenu_RampartsIsOneOfTheGames(t *testing.T) {
	m := NewMenu(nil, 1)
	seen := map[int]bool{}
	for range len(GameNames) {
		seen[m.Game] = true
		m.NextGame()
	}
	if !seen[GameRamparts] {
		t.Fatalf("F2 never reaches Zulus on the Ramparts! (saw %v)", seen)
	}
	if m.Game != GameIsandlwana {
		t.Errorf("after every game F2 is at %d, not back at Isandlwana", m.Game)
	}
	if !strings.Contains(GameNames[GameRamparts], "Ramparts") {
		t.Errorf("its name %q", GameNames[GameRamparts])
	}
	m.Game = GameRamparts
	if about := m.GameAbout(); !strings.Contains(about, "Rorke's Drift") || about == (&Menu{}).GameAbout() {
		t.Errorf("its line %q", about)
	}
}

// TestLoadFile_RampartsAloneOpensInTheWindow: an envelope save of Zulus
// on the Ramparts! loads as a record for its screen, and the file list
// names its kind, instead of sending the player to the terminal.
func TestLoadFile_RampartsAloneOpensInTheWindow(t *testing.T) {
	rec, err := saves.NewRecord(rdgame.Rules{}, games.Setup{Scenario: "standard", Seed: 5}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := rec.Apply(rec.State().Legal()[0], ""); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "ramparts.json")
	if err := rec.Save(path, "test"); err != nil {
		t.Fatal(err)
	}
	l, err := LoadFile(path)
	if err != nil {
		t.Fatalf("LoadFile: %v", err)
	}
	if l.Record == nil || l.Record.Info().ID != rdgame.ID || l.Record.Len() != 1 {
		t.Fatalf("loaded %+v", l)
	}
	if e := CheckFile(path); e.Kind != KindRamparts || e.Kind.String() != "Zulus on the Ramparts!" {
		t.Errorf("the file list says kind %v (%s)", e.Kind, e.Kind)
	}
}
