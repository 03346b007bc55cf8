package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	gcampaign "zulu1879/games/campaign"
	"zulu1879/saves"
)

// campLines is the campaign script cut into lines (each ends in "\n").
func campLines(t *testing.T) []string {
	t.Helper()
	script := campReadScript(t)
	return strings.SplitAfter(strings.TrimSuffix(string(script), "\n"), "\n")
}

// TestCampaignAutosavesAfterEveryAction plays the first commands of the
// scripted campaign: every command that changes the campaign leaves one
// more autosave holding exactly the actions so far, while help, legal and
// refused commands write none.
func TestCampaignAutosavesAfterEveryAction(t *testing.T) {
	lines := campLines(t)
	tests := []struct {
		name    string
		upTo    int // script lines played
		actions int // actions among them
	}{
		{"meta-commands and mistakes only", 9, 0},
		{"the set-up", 12, 3},
		{"into Zulu movement", 18, 9},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			in := strings.Join(lines[:tt.upTo], "")
			out := campRun(t, dir, campArgs("--save-dir", "autos"), []byte(in))
			names, err := saves.AutoNames(filepath.Join(dir, "autos"), saves.EnvelopePrefix(gcampaign.ID))
			if err != nil || len(names) != tt.actions {
				t.Fatalf("%d autosaves (%v), want %d (one per action)", len(names), err, tt.actions)
			}
			for i, n := range names {
				rec, err := saves.LoadEnvelope(filepath.Join(dir, "autos", n))
				if err != nil {
					t.Fatal(err)
				}
				if got := rec.Len(); got != i+1 {
					t.Errorf("autosave %d (%s) holds %d actions, want %d", i+1, n, got, i+1)
				}
			}
			said := strings.Contains(out, "Autosaved: zulu1879 play campaign --resume auto continues it")
			if said != (tt.actions > 0) {
				t.Errorf("leaving says it was autosaved: %v, want %v:\n%s", said, tt.actions > 0, out)
			}
		})
	}
}

// TestCampaignResumeContinuesTheSamePosition stops the scripted campaign at
// points in either half (as a crash would: the input just ends), resumes
// with --resume and plays the rest: the resumed campaign starts where the
// first run stopped and ends exactly as when played in one go.
func TestCampaignResumeContinuesTheSamePosition(t *testing.T) {
	lines := campLines(t)
	whole := t.TempDir()
	campRun(t, whole, campArgs("--save", "whole.json", "--autosave=false"), []byte(strings.Join(lines, "")))
	want := campDayFingerprint(t, filepath.Join(whole, "whole.json"))
	tests := []struct {
		name  string
		cut   int // lines played before stopping
		stage gcampaign.Stage
	}{
		{"early in Isandlwana", 20, gcampaign.AtIsandlwana},
		{"late in Isandlwana", 70, gcampaign.AtIsandlwana},
		{"in Rorke's Drift", 110, gcampaign.AtRorkesDrift},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			first := strings.Join(lines[:tt.cut], "") + "save stopped.json\n"
			campRun(t, dir, campArgs("--save-dir", "autos"), []byte(first))
			stopped := campRecord(t, filepath.Join(dir, "stopped.json"))
			if stopped.Stage() != tt.stage {
				t.Fatalf("stopped at stage %v, want %v", stopped.Stage(), tt.stage)
			}
			path, _, err := saves.LatestEnvelope(filepath.Join(dir, "autos"), gcampaign.ID)
			if err != nil {
				t.Fatal(err)
			}
			if got, w := campDayFingerprint(t, path), campDayFingerprint(t, filepath.Join(dir, "stopped.json")); got != w {
				t.Fatalf("the newest autosave is at %s, want where play stopped: %s", got, w)
			}
			rest := strings.Join(lines[tt.cut:], "")
			if tt.stage != gcampaign.AtIsandlwana {
				rest = "\n" + rest // the curtain before the first seat of a hidden game
			}
			out := campRun(t, dir, []string{"--resume", "--save-dir", "autos", "--board=false", "--save", "end.json"}, []byte(rest))
			if !strings.Contains(out, "Resumed the newest autosave, "+filepath.Join("autos", filepath.Base(path))+".") {
				t.Fatalf("no resume line naming %s:\n%.300s", path, out)
			}
			if got, w := campDayFingerprint(t, filepath.Join(dir, "end.json")), want; got != w {
				t.Fatalf("resumed campaign ends at %s, want %s", got, w)
			}
		})
	}
}

// TestCampaignResumeErrors covers --resume with nothing to resume, with a
// damaged newest autosave (passed over) and with flags that contradict it.
func TestCampaignResumeErrors(t *testing.T) {
	lines := campLines(t)
	good := t.TempDir()
	campRun(t, good, campArgs("--save-dir", "autos"), []byte(strings.Join(lines[:15], "")))
	autos := filepath.Join(good, "autos")
	names, _ := saves.AutoNames(autos, saves.EnvelopePrefix(gcampaign.ID))
	if len(names) == 0 {
		t.Fatal("no autosave to resume")
	}
	newestGood := filepath.Join(autos, names[len(names)-1])
	// A newer autosave cut off mid-write.
	if err := os.WriteFile(filepath.Join(autos, saves.EnvelopePrefix(gcampaign.ID)+"99991231-235959.000000-n99.json"), []byte(`{"envelope": 1, "game": "campaign`), 0o644); err != nil {
		t.Fatal(err)
	}
	empty := t.TempDir()
	tests := []struct {
		name   string
		args   []string
		code   int
		stdout string
		stderr string
	}{
		{"the newest that loads", []string{"--resume", "--save-dir", autos, "--board=false"}, 0, "Resumed the newest autosave, " + newestGood + ".", ""},
		{"no autosave", []string{"--resume", "--save-dir", empty}, 1, "", "zulu1879 play: --resume auto: no autosave of campaign that loads in " + empty + "; start a new game without --resume\n"},
		{"a folder that does not exist", []string{"--resume", "--save-dir", filepath.Join(empty, "none"), "--autosave=false"}, 1, "", "no autosave of campaign that loads in " + filepath.Join(empty, "none")},
		{"with --load", []string{"--resume", "--load", newestGood, "--save-dir", autos}, 2, "", "--load and --resume both name a game to continue"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			code := runCampaign(tt.args, strings.NewReader(""), &out, &errOut)
			if code != tt.code || !strings.Contains(out.String(), tt.stdout) || !strings.Contains(errOut.String(), tt.stderr) || (tt.stderr == "") != (errOut.Len() == 0) {
				t.Fatalf("exit %d, stdout %.300q, stderr %q; want exit %d, stdout with %q, stderr with %q", code, out.String(), errOut.String(), tt.code, tt.stdout, tt.stderr)
			}
		})
	}
}

// hookReader hands out one line per Read and runs hooks[k] just before
// line k (from 0), so a test can change the world between two commands.
type hookReader struct {
	lines []string
	hooks map[int]func()
	next  int
}

func (r *hookReader) Read(p []byte) (int, error) {
	if r.next >= len(r.lines) {
		return 0, io.EOF
	}
	if h := r.hooks[r.next]; h != nil {
		h()
	}
	n := copy(p, r.lines[r.next])
	r.lines[r.next] = r.lines[r.next][n:]
	if r.lines[r.next] == "" {
		r.next++
	}
	return n, nil
}

// TestCampaignAutosaveFailureWarnsAndPlayGoesOn makes the save folder
// unusable: at the start (autosave is off, said once on stderr) or in the
// middle of play (one warning, however many saves fail, then a note when
// it works again). The campaign is played to the same position either way.
func TestCampaignAutosaveFailureWarnsAndPlayGoesOn(t *testing.T) {
	lines := campLines(t)[:20]
	played := t.TempDir()
	campRun(t, played, campArgs("--save", "ref.json", "--autosave=false"), []byte(strings.Join(lines, "")))
	ref := campDayFingerprint(t, filepath.Join(played, "ref.json"))
	tests := []struct {
		name     string
		broken   func(dir string) // before play
		breakAt  int              // script line before which the folder is replaced by a file (0: never)
		mendAt   int              // script line before which it is a folder again (0: never)
		stderr   string
		warnings int
		again    bool
	}{
		{name: "the folder is a file from the start", broken: func(dir string) { os.WriteFile(filepath.Join(dir, "autos"), nil, 0o644) },
			stderr: "zulu1879 play: autosave is off: save folder autos: not a directory\n"},
		{name: "the folder goes away mid-game and comes back", breakAt: 12, mendAt: 16, warnings: 1, again: true},
		{name: "the folder goes away for good", breakAt: 12, warnings: 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			t.Chdir(dir)
			autos := filepath.Join(dir, "autos")
			if tt.broken != nil {
				tt.broken(dir)
			}
			hooks := map[int]func(){}
			if tt.breakAt > 0 {
				hooks[tt.breakAt] = func() {
					os.RemoveAll(autos)
					os.WriteFile(autos, nil, 0o644)
				}
			}
			if tt.mendAt > 0 {
				hooks[tt.mendAt] = func() { os.Remove(autos) }
			}
			in := &hookReader{lines: append(append([]string(nil), lines...), "save end.json\n"), hooks: hooks}
			var out, errOut bytes.Buffer
			code := runCampaign(campArgs("--save-dir", "autos"), in, &out, &errOut)
			if code != 0 || errOut.String() != tt.stderr {
				t.Fatalf("exit %d, stderr %q; want 0 and %q", code, errOut.String(), tt.stderr)
			}
			if n := strings.Count(out.String(), "autosave failed (play goes on): "); n != tt.warnings {
				t.Errorf("%d autosave warnings, want %d:\n%s", n, tt.warnings, out.String())
			}
			if got := strings.Contains(out.String(), "autosaving works again"); got != tt.again {
				t.Errorf("says autosaving works again: %v, want %v", got, tt.again)
			}
			if got, w := campDayFingerprint(t, filepath.Join(dir, "end.json")), ref; got != w {
				t.Fatalf("play reached %s, want %s", got, w)
			}
		})
	}
}

// campDayFingerprint names where the campaign saved at path stands: its
// stage, the actions so far and the hashes of its battles.
func campDayFingerprint(t *testing.T, path string) string {
	t.Helper()
	rec, err := saves.LoadEnvelope(path)
	if err != nil {
		t.Fatal(err)
	}
	st, ok := rec.State().(*gcampaign.State)
	if !ok {
		t.Fatalf("%s is not a campaign", path)
	}
	fp := fmt.Sprintf("stage %v, %d actions, Isandlwana %s", st.Stage(), rec.Len(), st.Isandlwana().Hash())
	if rd := st.RorkesDrift(); rd != nil {
		fp += ", Rorke's Drift " + rd.Hash()
	}
	return fp
}
