package main

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"zulu1879/games"
	"zulu1879/harlech"
	"zulu1879/saves"
	"zulu1879/ui"
)

// render --game rorkes-drift-tactical draws the tactical screen (the same
// picture as --screen tactical): the opening of a seed, an envelope save
// further on, or with --scenario demo the crowded demo position; what it
// cannot draw is refused in one line.
func TestRenderDrawsTheTacticalBoard(t *testing.T) {
	if !ui.HasDisplay() {
		t.Skip("no display (DISPLAY unset): rendering needs X11; run under xvfb-run (make test does)")
	}
	dir := t.TempDir()
	rules, err := games.Lookup(tacticalID)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := saves.NewRecord(rules, games.Setup{Seed: 4}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; rec.State().ToAct() != games.Nobody && i < 40; i++ {
		if err := rec.Apply(rec.State().Legal()[0], ""); err != nil {
			t.Fatal(err)
		}
	}
	save := filepath.Join(dir, "t.json")
	if err := rec.Save(save, "test"); err != nil {
		t.Fatal(err)
	}
	hrec, err := saves.NewRecord(harlech.Rules{}, games.Setup{Scenario: "level-1", Seed: 4}, nil)
	if err != nil {
		t.Fatal(err)
	}
	hsave := filepath.Join(dir, "h.json")
	if err := hrec.Save(hsave, "test"); err != nil {
		t.Fatal(err)
	}
	pngs := map[string][]byte{}
	for name, args := range map[string][]string{
		"game":   {"--game", tacticalID, "--seed", "4"},
		"screen": {"--screen", "tactical", "--seed", "4"},
		"demo":   {"--screen", "tactical", "--scenario", "demo"},
		"save":   {"--screen", "tactical", "--load", save},
	} {
		out := filepath.Join(dir, name+".png")
		got, err := runChild(t, append([]string{"render", "--size", "1280x800", "--out", out}, args...)...)
		if err != nil || !strings.Contains(got, "The Defense of Rorke's Drift (tactical)") {
			t.Fatalf("%s: %v: %s", name, err, got)
		}
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		if img, err := png.Decode(bytes.NewReader(b)); err != nil || img.Bounds().Dx() != 1280 {
			t.Fatalf("%s: not a 1280-wide PNG: %v", name, err)
		}
		pngs[name] = b
	}
	if !bytes.Equal(pngs["game"], pngs["screen"]) {
		t.Error("--game rorkes-drift-tactical does not draw what --screen tactical draws")
	}
	if bytes.Equal(pngs["demo"], pngs["screen"]) {
		t.Error("--scenario demo draws the opening")
	}
	if bytes.Equal(pngs["save"], pngs["screen"]) {
		t.Error("the save 40 actions in is drawn like the opening")
	}
	for _, args := range [][]string{{"--screen", "tactical", "--load", hsave}, {"--game", tacticalID, "--click", "1218"}, {"--screen", "tactical", "--scenario", "demo", "--load", save}} {
		var out, errb bytes.Buffer
		if code := run(append([]string{"render", "--out", filepath.Join(dir, "x.png")}, args...), &out, &errb); code != 2 || strings.Count(errb.String(), "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q", args, code, errb.String())
		}
	}
}

// gui --screen takes the games it can open alone (tactical, skirmish,
// harlech, ramparts): any other is refused in one line naming them,
// before any window opens.
func TestGUIScreenRefusesOtherScreens(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"gui", "--screen", "checkers"}, &out, &errb); code != 2 || strings.Count(errb.String(), "\n") != 1 || !strings.Contains(errb.String(), "want one of tactical, skirmish, harlech, ramparts") {
		t.Errorf("exit %d, stderr %q", code, errb.String())
	}
}
