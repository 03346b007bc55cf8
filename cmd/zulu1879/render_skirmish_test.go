package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"zulu1879/ui"
)

// render --game rorkes-drift-skirmish draws the skirmish screen (the same
// picture as --screen skirmish): the opening of a scenario and seed, a
// save further on with a figure selected by --click; a click that does
// nothing, a bad hex and --actions are refused in one line.
func TestRenderDrawsTheSkirmishScreen(t *testing.T) {
	if !ui.HasDisplay() {
		t.Skip("no display (DISPLAY unset): rendering needs X11; run under xvfb-run (make test does)")
	}
	dir := t.TempDir()
	pngs := map[string][]byte{}
	for name, args := range map[string][]string{
		"game":   {"--game", skirmishID, "--scenario", "perimeter", "--seed", "4"},
		"screen": {"--screen", "skirmish", "--scenario", "perimeter", "--seed", "4"},
		"save":   {"--game", skirmishID, "--load", "../../docs/screenshots/skirmish-midgame.json", "--click", "3021"},
	} {
		out := filepath.Join(dir, name+".png")
		got, err := runChild(t, append([]string{"render", "--size", "1280x800", "--out", out}, args...)...)
		if err != nil || !strings.Contains(got, "Rules for Zulu") {
			t.Fatalf("%s: %v: %s", name, err, got)
		}
		pngs[name], _ = os.ReadFile(out)
	}
	if !bytes.Equal(pngs["game"], pngs["screen"]) {
		t.Error("--game rorkes-drift-skirmish does not draw what --screen skirmish draws")
	}
	if bytes.Equal(pngs["game"], pngs["save"]) {
		t.Error("the save with B9 selected draws the same as the opening")
	}
	for _, args := range [][]string{
		{"--game", skirmishID, "--click", "9999"},
		{"--game", skirmishID, "--click", "0101"},
		{"--game", skirmishID, "--actions", "x.txt"},
	} {
		var out, errb bytes.Buffer
		if code := run(append([]string{"render", "--out", filepath.Join(dir, "x.png")}, args...), &out, &errb); code == 0 || strings.Count(errb.String(), "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q", args, code, errb.String())
		}
	}
}
