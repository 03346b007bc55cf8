package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	gcampaign "zulu1879/games/campaign"
	"zulu1879/saves"
)

// The campaign command is an alias of play campaign (aliases.go); these
// tests were the campaign loop's, and hold play, reached through the
// alias, to what they asked of it.

// campRecord loads an envelope of the campaign and returns its day.
func campRecord(t *testing.T, path string) *gcampaign.State {
	t.Helper()
	rec, err := saves.LoadEnvelope(path)
	if err != nil {
		t.Fatal(err)
	}
	st, ok := rec.State().(*gcampaign.State)
	if !ok {
		t.Fatalf("%s is a game of %s, not a campaign", path, rec.Info().ID)
	}
	return st
}

// TestCampaignScriptCoversBothHalves plays the scripted campaign: it ends,
// the ledger is shown with its causes, every deliberate mistake is refused
// with one line and nothing else is, the mid-way saves are written, and
// the saved campaign loads, over.
func TestCampaignScriptCoversBothHalves(t *testing.T) {
	script := campReadScript(t)
	dir := t.TempDir()
	out := campRun(t, dir, campArgs("--save", "campaign.json"), script)
	for _, want := range []string{"The ledger of Isandlwana", "Because: ", "So: ",
		"=== The defence of Rorke's Drift is over", "Victory level: ", "=== The campaign is over. ===",
		"saved to " + campMidIsa, "saved to " + campMidRD} {
		if !strings.Contains(out, want) {
			t.Errorf("the transcript lacks %q", want)
		}
	}
	if mistakes := checkMistakes(t, out, string(script)); mistakes < 6 {
		t.Errorf("%d marked mistakes, want at least 6", mistakes)
	}
	c := campRecord(t, filepath.Join(dir, "campaign.json"))
	if _, over := c.Result(); !over {
		t.Fatalf("the saved campaign is not over: %s", c.Prompt().Text)
	}
}

// TestCampaignResumesFromEitherHalf cuts the script after each mid-way
// save, resumes with --load and plays the rest: the campaign ends exactly
// as when played in one go.
func TestCampaignResumesFromEitherHalf(t *testing.T) {
	script := campReadScript(t)
	dir := t.TempDir()
	campRun(t, dir, campArgs("--save", "whole.json"), script)
	whole := campRecord(t, filepath.Join(dir, "whole.json"))
	for _, mid := range []string{campMidIsa, campMidRD} {
		t.Run(mid, func(t *testing.T) {
			cut := bytes.Index(script, []byte("save "+mid+"\n"))
			if cut < 0 {
				t.Fatalf("the script does not save %s", mid)
			}
			cut += len("save " + mid + "\n")
			d := t.TempDir()
			campRun(t, d, campArgs("--autosave=false"), append(append([]byte(nil), script[:cut]...), "quit\n"...))
			rest := script[cut:]
			if mid == campMidRD {
				// Past Isandlwana the day hides Rorke's Drift's draw pile: a
				// game resumed there waits for the person at the screen to
				// press Enter before it shows the first seat.
				rest = append([]byte("\n"), rest...)
			}
			out := campRun(t, d, []string{"--load", mid, "--board=false", "--autosave=false", "--save", "resumed.json"}, rest)
			if !strings.Contains(out, "Loaded "+mid) {
				t.Fatalf("no load message:\n%.400s", out)
			}
			c := campRecord(t, filepath.Join(d, "resumed.json"))
			if _, over := c.Result(); !over || c.Isandlwana().Hash() != whole.Isandlwana().Hash() || c.RorkesDrift().Hash() != whole.RorkesDrift().Hash() {
				t.Fatalf("the resumed campaign ends (over: %v) with other hashes than the one played in one go:\n%s", over, out[max(0, len(out)-3000):])
			}
		})
	}
}

func TestCampaignCommandErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte(`{"format": 1, "game": "zulu1879/campaign", "stage": "isandlwana"`), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"unknown flag", []string{"--sed", "3"}, 2, "unknown flag: --sed"},
		{"stray argument", []string{"now"}, 2, `unexpected argument "now"`},
		{"damaged file", []string{"--load", bad}, 1, "bad.json: the file is truncated"},
		{"missing file", []string{"--load", filepath.Join(dir, "none.json")}, 1, "none.json: no such file or directory"},
		{"bad optional card", []string{"--cards", "7"}, 1, "#07 is not an optional card"},
		{"unknown scenario", []string{"--scenario", "ulundi"}, 1, "ulundi"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			code := runCampaign(append(tt.args, "--autosave=false"), strings.NewReader(""), &out, &errOut)
			if code != tt.code || !strings.Contains(errOut.String(), tt.want) || strings.Count(errOut.String(), "\n") != 1 {
				t.Fatalf("exit %d, stderr %q; want exit %d and one line containing %q", code, errOut.String(), tt.code, tt.want)
			}
		})
	}
}

// TestCampaignSaveErrorsKeepPlaying: a save without a file, into a missing
// folder, and the ledger asked for before it is drawn up are one line
// each, and the campaign goes on, saying where it stands.
func TestCampaignSaveErrorsKeepPlaying(t *testing.T) {
	dir := t.TempDir()
	out := campRun(t, dir, campArgs("--autosave=false"), []byte("\nsave\nsave "+filepath.Join(dir, "no", "such", "dir.json")+"\nledger\ncampaign\nquit\n"))
	if n := refusals(out); n != 3 {
		t.Fatalf("%d refusals, want 3 (save without a file, a missing folder, an early ledger):\n%s", n, out)
	}
	if !strings.Contains(out, "The campaign: ") {
		t.Fatalf("the campaign command does not say where the campaign stands:\n%s", out)
	}
}
