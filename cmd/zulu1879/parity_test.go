package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	gcampaign "zulu1879/games/campaign"
	"zulu1879/saves"
)

// olderLoopsGolden holds what the older loops (text, rorke, campaign)
// reached on each script: captured from them before their code went, so
// that play is still held to them.
const olderLoopsGolden = "testdata/older-loops.golden"

// olderLoopResults reads olderLoopsGolden: script name to result line.
func olderLoopResults(t *testing.T) map[string]string {
	t.Helper()
	f, err := os.Open(olderLoopsGolden)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, result, ok := strings.Cut(line, ": ")
		if !ok {
			t.Fatalf("%s: a line without \"NAME: \": %q", olderLoopsGolden, line)
		}
		out[name] = result
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestPlayParity pipes one script of the older loops' commands (text,
// rorke, campaign) into play for the same game: play must reach the hash
// the older loop reached, with as many refusals and unknown commands
// (testdata/older-loops.golden); play's transcript is pinned in
// testdata/parity-GAME.golden (-run TestPlayParity -update accepts a new
// one).
func TestPlayParity(t *testing.T) {
	fixture, err := filepath.Abs(campOldFixture)
	if err != nil {
		t.Fatal(err)
	}
	want := olderLoopResults(t)
	tests := []struct {
		game     string
		playArgs []string
	}{
		{"isandlwana", []string{"isandlwana", "--seed", "1879", "--view=false", "--autosave=false"}},
		{"rorkes-drift", []string{"rorkes-drift", "--seed", "5", "--view=false", "--autosave=false"}},
		{"campaign", []string{"campaign", "--resume", fixture, "--view=false", "--autosave=false"}},
	}
	for _, tt := range tests {
		t.Run(tt.game, func(t *testing.T) {
			script, err := os.ReadFile(filepath.Join("testdata", "parity-"+tt.game+".cmds"))
			if err != nil {
				t.Fatal(err)
			}
			golden, err := filepath.Abs(filepath.Join("testdata", "parity-"+tt.game+".golden"))
			if err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			t.Chdir(dir)
			code, out, errOut := runPlayScript(t, string(script), tt.playArgs...)
			if code != 0 {
				t.Fatalf("play: exit %d, %s", code, errOut)
			}
			rec, err := saves.LoadEnvelope(filepath.Join(dir, "parity.json"))
			if err != nil {
				t.Fatalf("play's save: %v", err)
			}
			got := rec.State().Hash()
			if st, ok := rec.State().(*gcampaign.State); ok {
				got = st.RorkesDrift().Hash()
			}
			got += fmt.Sprintf(", %d refusals, %d unknown commands", refusals(out), strings.Count(out, "unknown command"))
			if w := want["parity-"+tt.game]; got != w {
				t.Errorf("play reaches\n %s\nthe older loop reached\n %s\n%s", got, w, out)
			}
			out = strings.ReplaceAll(out, fixture, "FIXTURE")
			compareGolden(t, golden, "testdata/parity-"+tt.game+".golden", []byte(out), campFlag("update"), "TestPlayParity")
		})
	}
}

// refusals counts the lines of a play transcript that refuse a command:
// an action the game refuses, a number off the list, a command's error.
func refusals(out string) int {
	n := 0
	for _, line := range strings.Split(out, "\n") {
		for _, p := range []string{"not done: ", "no action ", "error: ", "save needs ", "load needs ", "not saved", "not loaded"} {
			if strings.HasPrefix(line, p) {
				n++
			}
		}
	}
	return n
}

// TestPlayParity_TheOlderLoopsGoldenScripts pipes the whole scripts of the
// older loops' golden transcripts (a hotseat game and a game against
// rule9, with undo, save and load; a whole campaign) into play: it must
// reach the game the older loop reached, hash for hash, with as many
// refusals (testdata/older-loops.golden). Numbers (do N) take the same
// actions because play numbers the legal list in the engines' order
// (RegisterOrder).
func TestPlayParity_TheOlderLoopsGoldenScripts(t *testing.T) {
	want := olderLoopResults(t)
	tests := []struct {
		name, script string
		playArgs     []string
		setup        func(t *testing.T)
	}{
		{"game1", game1Script, []string{"isandlwana", "--seed", "1879"}, nil},
		{"solo1", soloScript, []string{"isandlwana", "--seed", "22", "--bot", "zulu=rule9"}, soloDir},
		{"campaign1", campScript, []string{"campaign", "--seed", "1879", "--option", "next=rorkes-drift"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			script, err := os.ReadFile(tt.script)
			if err != nil {
				t.Fatal(err)
			}
			if tt.setup != nil {
				tt.setup(t)
			} else {
				t.Chdir(t.TempDir())
			}
			code, out, errOut := runPlayScript(t, string(script), append(tt.playArgs, "--view=false", "--autosave=false", "--save", "new.json")...)
			if code != 0 {
				t.Fatalf("play: exit %d %s", code, errOut)
			}
			rec, err := saves.LoadEnvelope("new.json")
			if err != nil {
				t.Fatal(err)
			}
			got := rec.State().Hash()
			if st, ok := rec.State().(*gcampaign.State); ok {
				got = st.Isandlwana().Hash() + " " + st.RorkesDrift().Hash()
			}
			if got += fmt.Sprintf(", %d refusals", refusals(out)); got != want[tt.name] {
				t.Errorf("play reaches\n %s\nthe older loop reached\n %s\n%s", got, want[tt.name], out)
			}
		})
	}
}
