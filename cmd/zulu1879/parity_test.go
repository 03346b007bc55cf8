package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"zulu1879/campaign"
	gcampaign "zulu1879/games/campaign"
	"zulu1879/saves"
)

// TestPlayParity pipes one script of an older loop's commands into that
// loop (text, rorke, campaign) and into play for the same game: both must
// understand the same words (as many refusals, none of them an unknown
// command that the older loop knew) and play the same game to the same
// hash; play's transcript is pinned in testdata/parity-GAME.golden (-run
// TestPlayParity -update accepts a new one).
func TestPlayParity(t *testing.T) {
	fixture, err := filepath.Abs(campOldFixture)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		game     string
		old      func(args []string, stdin *bytes.Reader, stdout, stderr *bytes.Buffer) int
		oldArgs  []string
		playArgs []string
		// hash of the saved game: the older file, then the envelope.
		oldHash, newHash func(path string) (string, error)
	}{
		{
			game: "isandlwana",
			old: func(a []string, in *bytes.Reader, out, errOut *bytes.Buffer) int {
				return runTextLoop(a, in, out, errOut)
			},
			oldArgs:  []string{"--seed", "1879", "--board=false", "--autosave=false"},
			playArgs: []string{"isandlwana", "--seed", "1879", "--view=false", "--autosave=false"},
			oldHash: func(p string) (string, error) {
				s, err := saves.Load(p, saves.LoadOptions{})
				if err != nil {
					return "", err
				}
				return s.Game().Hash(), nil
			},
		},
		{
			game: "rorkes-drift",
			old: func(a []string, in *bytes.Reader, out, errOut *bytes.Buffer) int {
				return runRorkeLoop(a, in, out, errOut)
			},
			oldArgs:  []string{"--seed", "5", "--board=false", "--autosave=false"},
			playArgs: []string{"rorkes-drift", "--seed", "5", "--view=false", "--autosave=false"},
			oldHash: func(p string) (string, error) {
				r, err := campaign.LoadRorke(p)
				if err != nil {
					return "", err
				}
				return r.G.Hash(), nil
			},
		},
		{
			game: "campaign",
			old: func(a []string, in *bytes.Reader, out, errOut *bytes.Buffer) int {
				return runCampaignLoop(a, in, out, errOut)
			},
			oldArgs:  []string{"--load", fixture, "--board=false", "--autosave=false"},
			playArgs: []string{"campaign", "--resume", fixture, "--view=false", "--autosave=false"},
			oldHash: func(p string) (string, error) {
				c, err := gcampaign.Load(p)
				if err != nil {
					return "", err
				}
				return c.Rorke().Hash(), nil
			},
		},
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
			oldDir, newDir := t.TempDir(), t.TempDir()
			t.Chdir(oldDir)
			var oldOut, oldErr bytes.Buffer
			if code := tt.old(tt.oldArgs, bytes.NewReader(script), &oldOut, &oldErr); code != 0 {
				t.Fatalf("the older loop: exit %d, %s", code, oldErr.String())
			}
			want, err := tt.oldHash(filepath.Join(oldDir, "parity.json"))
			if err != nil {
				t.Fatalf("the older loop's save: %v", err)
			}
			t.Chdir(newDir)
			code, out, errOut := runPlayScript(t, string(script), tt.playArgs...)
			if code != 0 {
				t.Fatalf("play: exit %d, %s", code, errOut)
			}
			rec, err := saves.LoadEnvelope(filepath.Join(newDir, "parity.json"))
			if err != nil {
				t.Fatalf("play's save: %v", err)
			}
			got := rec.State().Hash()
			if st, ok := rec.State().(*gcampaign.State); ok {
				got = st.RorkesDrift().Hash()
			}
			if got != want {
				t.Errorf("play reaches hash %s, the older loop %s", got, want)
			}
			if o, n := strings.Count(oldOut.String(), "unknown command"), strings.Count(out, "unknown command"); o != n {
				t.Errorf("%d unknown commands in play, %d in the older loop:\n%s", n, o, out)
			}
			if o, n := strings.Count(oldOut.String(), "\nerror: "), refusals(out); o != n {
				t.Errorf("%d refusals in play, %d in the older loop:\n%s", n, o, out)
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
// rule9 through text, with undo, save and load; a whole campaign) into the
// older loop and into play: both must reach the same game, hash for hash,
// with as many refusals. Numbers (do N) take the same actions because
// play numbers the legal list in the engines' order (RegisterOrder).
func TestPlayParity_TheOlderLoopsGoldenScripts(t *testing.T) {
	tests := []struct {
		name, script string
		old          func(t *testing.T, script []byte) string // the saved game's hash
		playArgs     []string
		setup        func(t *testing.T)
	}{
		{"text, hotseat", game1Script, func(t *testing.T, script []byte) string {
			var out, errOut bytes.Buffer
			if code := runTextLoop([]string{"--seed", "1879", "--board=false", "--autosave=false"}, bytes.NewReader(append(script, "save old.json\n"...)), &out, &errOut); code != 0 {
				t.Fatalf("text: exit %d %s", code, errOut.String())
			}
			return isaHash(t, "old.json") + refusalsLine(strings.Count(out.String(), "\nerror: "))
		}, []string{"isandlwana", "--seed", "1879"}, nil},
		{"text, against rule9", soloScript, func(t *testing.T, script []byte) string {
			var out, errOut bytes.Buffer
			if code := runTextLoop([]string{"--seed", "22", "--zulu", "rule9", "--board=false", "--autosave=false"}, bytes.NewReader(append(script, "save old.json\n"...)), &out, &errOut); code != 0 {
				t.Fatalf("text: exit %d %s", code, errOut.String())
			}
			return isaHash(t, "old.json") + refusalsLine(strings.Count(out.String(), "\nerror: "))
		}, []string{"isandlwana", "--seed", "22", "--bot", "zulu=rule9"}, soloDir},
		{"campaign", campScript, func(t *testing.T, script []byte) string {
			var out, errOut bytes.Buffer
			if code := runCampaignLoop([]string{"--seed", "1879", "--board=false", "--autosave=false", "--save", "old.json"}, bytes.NewReader(script), &out, &errOut); code != 0 {
				t.Fatalf("campaign: exit %d %s", code, errOut.String())
			}
			c, err := gcampaign.Load("old.json")
			if err != nil {
				t.Fatal(err)
			}
			return c.Game().Hash() + " " + c.Rorke().Hash() + refusalsLine(strings.Count(out.String(), "\nerror: "))
		}, []string{"campaign", "--seed", "1879", "--option", "next=rorkes-drift"}, nil},
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
			want := tt.old(t, script)
			for _, f := range []string{"old.json", "mid-isandlwana.json", "mid-rorke.json", "solo-t2.json"} {
				os.Remove(f)
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
			if got += refusalsLine(refusals(out)); got != want {
				t.Errorf("play reaches\n %s\nthe older loop\n %s\n%s", got, want, out)
			}
		})
	}
}

// isaHash is the hash of the Isandlwana save at path.
func isaHash(t *testing.T, path string) string {
	t.Helper()
	s, err := saves.Load(path, saves.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return s.Game().Hash()
}

func refusalsLine(n int) string { return fmt.Sprintf(", %d refusals", n) }
