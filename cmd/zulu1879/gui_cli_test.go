package main

import (
	"bytes"
	"os"
	"os/exec"
	"strings"
	"testing"

	"zulu1879/ui"
)

// TestGUIMessagesNameTheCommandTyped: the window's command line problems
// are said in one line that names the command as the player typed it
// (plain "zulu1879" when gui was implied), with a hint to the help; none
// of these opens a window.
func TestGUIMessagesNameTheCommandTyped(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name   string
		args   []string
		prefix string
		has    []string
	}{
		{"an unknown flag with the command implied", []string{"--bogus"}, "zulu1879: unknown flag: --bogus", []string{"zulu1879 gui --help"}},
		{"an unknown flag to gui", []string{"gui", "--bogus"}, "zulu1879 gui: unknown flag: --bogus", []string{"see zulu1879 gui --help"}},
		{"a bad value with the command implied", []string{"--seed", "abc"}, "zulu1879: --seed", []string{"zulu1879 gui --help"}},
		{"an unknown screen with the command implied", []string{"--screen", "chess"}, "zulu1879: --screen \"chess\"", []string{"tactical, skirmish, harlech, ramparts"}},
		{"a bad Harlech level", []string{"gui", "--screen", "harlech", "--scenario", "level-9"}, "zulu1879 gui: --scenario \"level-9\"", []string{"level-1 to level-7, or random"}},
		{"a size that is no size", []string{"gui", "--size", "big"}, "zulu1879 gui: size \"big\"", []string{"WIDTHxHEIGHT"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			var out, errb bytes.Buffer
			code := run(c.args, &out, &errb)
			msg := errb.String()
			if code != 2 || strings.Count(msg, "\n") != 1 || !strings.HasPrefix(msg, c.prefix) {
				t.Fatalf("exit %d, stderr %q: want exit 2 and one line starting %q", code, msg, c.prefix)
			}
			for _, h := range c.has {
				if !strings.Contains(msg, h) {
					t.Errorf("stderr %q does not say %q", msg, h)
				}
			}
		})
	}
}

// TestGUISizeBelowTheMinimumIsSaid: a window size below 800x560 is not
// opened silently at the minimum: a note on stderr says which size is
// used instead (the bad --screen after it stops the command before a
// window opens).
func TestGUISizeBelowTheMinimumIsSaid(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ size, note string }{
		{"100x100", "zulu1879 gui: window size 100x100 is below the minimum 800x560; using 800x560\n"},
		{"1200x300", "zulu1879 gui: window size 1200x300 is below the minimum 800x560; using 1200x560\n"},
		{"800x560", ""},
	} {
		var out, errb bytes.Buffer
		if code := run([]string{"gui", "--size", c.size, "--screen", "none"}, &out, &errb); code != 2 {
			t.Errorf("%s: exit %d", c.size, code)
		}
		first, _, _ := strings.Cut(errb.String(), "\n")
		if got := first + "\n"; c.note != "" && got != c.note {
			t.Errorf("%s: stderr %q, want first line %q", c.size, errb.String(), c.note)
		}
		if c.note == "" && strings.Contains(errb.String(), "minimum") {
			t.Errorf("%s: stderr %q speaks of the minimum", c.size, errb.String())
		}
	}
}

// TestGUIScreenOpensEachGame: gui --screen opens each game it names in
// the window on its own screen and runs it (here for a moment, then the
// window closes by itself and says how many frames it drew). It runs the
// program in a process of its own: a window opens once a process.
func TestGUIScreenOpensEachGame(t *testing.T) {
	if !ui.HasDisplay() {
		t.Skip("no display: run under xvfb-run")
	}
	for _, screen := range guiScreens {
		t.Run(screen, func(t *testing.T) {
			cmd := exec.Command(os.Args[0], "gui", "--screen", screen, "--seed", "4", "--quit-after", "2s", "--save-dir", t.TempDir(), "--size", "900x600")
			cmd.Env = append(os.Environ(), "ZULU1879_RUN_MAIN=1")
			out, err := cmd.CombinedOutput()
			if err != nil || !strings.Contains(string(out), "frames ") {
				t.Fatalf("gui --screen %s: %v\n%s", screen, err, out)
			}
		})
	}
}
