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

// render --screen harlech draws the opening of a seed and an envelope save
// of Men of Harlech; another game's envelope is refused in one line.
func TestRenderDrawsMenOfHarlech(t *testing.T) {
	if !ui.HasDisplay() {
		t.Skip("no display (DISPLAY unset): rendering needs X11; run under xvfb-run (make test does)")
	}
	dir := t.TempDir()
	rec, err := saves.NewRecord(harlech.Rules{}, games.Setup{Scenario: "level-2", Seed: 4}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []string{"fall-back", "skip"} {
		if err := rec.Apply(a, ""); err != nil {
			t.Fatal(err)
		}
	}
	save := filepath.Join(dir, "h.json")
	if err := rec.Save(save, "test"); err != nil {
		t.Fatal(err)
	}
	images := map[string]string{}
	for name, args := range map[string][]string{
		"opening": {"--screen", "harlech", "--seed", "4", "--scenario", "level-2"},
		"save":    {"--screen", "harlech", "--load", save},
	} {
		out := filepath.Join(dir, name+".png")
		got, err := runChild(t, append([]string{"render", "--out", out, "--size", "1280x800"}, args...)...)
		if err != nil || !strings.Contains(got, "Men of Harlech, level-2") {
			t.Fatalf("%s: %v: %s", name, err, got)
		}
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(b))
		if err != nil || img.Bounds().Dx() != 1280 {
			t.Fatalf("%s: not a 1280-wide PNG: %v", name, err)
		}
		images[name] = string(b)
	}
	if images["opening"] == images["save"] {
		t.Error("the save two actions in is drawn like the opening")
	}
	got, err := runChild(t, "render", "--screen", "harlech", "--actions", save, "--out", filepath.Join(dir, "x.png"))
	if err == nil || !strings.Contains(got, "--actions and --click are for Isandlwana") {
		t.Errorf("--actions with --screen harlech: %v: %s", err, got)
	}
}

// TestRenderGameDrawsEachGamesScreen: render --game G draws the screen that
// plays G (the same picture as its --screen), and an unknown game or a
// --screen of another game is refused in one line.
func TestRenderGameDrawsEachGamesScreen(t *testing.T) {
	if !ui.HasDisplay() {
		t.Skip("no display (DISPLAY unset): rendering needs X11; run under xvfb-run (make test does)")
	}
	dir := t.TempDir()
	for game, screen := range map[string]string{"isandlwana": "board", "rorkes-drift": "rorke", "men-of-harlech": "harlech"} {
		a, b := filepath.Join(dir, game+"-game.png"), filepath.Join(dir, game+"-screen.png")
		if got, err := runChild(t, "render", "--game", game, "--seed", "4", "--size", "800x500", "--out", a); err != nil {
			t.Fatalf("--game %s: %v: %s", game, err, got)
		}
		if got, err := runChild(t, "render", "--screen", screen, "--seed", "4", "--size", "800x500", "--out", b); err != nil {
			t.Fatalf("--screen %s: %v: %s", screen, err, got)
		}
		ga, _ := os.ReadFile(a)
		gb, _ := os.ReadFile(b)
		if len(ga) == 0 || !bytes.Equal(ga, gb) {
			t.Errorf("--game %s does not draw what --screen %s draws", game, screen)
		}
	}
	for _, args := range [][]string{{"--game", "chess"}, {"--game", "men-of-harlech", "--screen", "rorke"}} {
		var out, errb bytes.Buffer
		if code := run(append([]string{"render", "--out", filepath.Join(dir, "x.png")}, args...), &out, &errb); code != 2 || strings.Count(errb.String(), "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q", args, code, errb.String())
		}
	}
}
