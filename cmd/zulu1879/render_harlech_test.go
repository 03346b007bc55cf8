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
