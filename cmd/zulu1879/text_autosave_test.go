package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"zulu1879/campaign"
	gcampaign "zulu1879/games/campaign"
	"zulu1879/ramparts"
	"zulu1879/saves"
)

// game1Lines is the golden game's script cut into lines (each ends in "\n").
func game1Lines(t *testing.T) []string {
	t.Helper()
	script, err := os.ReadFile(game1Script)
	if err != nil {
		t.Fatal(err)
	}
	return strings.SplitAfter(strings.TrimSuffix(string(script), "\n"), "\n")
}

// game1After plays lines through the text alias without autosaving and
// returns the game they leave: the reference an autosave must match.
func game1After(t *testing.T, lines []string) *saves.Record {
	t.Helper()
	ref := filepath.Join(t.TempDir(), "ref.json")
	var out, errOut bytes.Buffer
	in := strings.Join(lines, "") + "save " + ref + "\n"
	if code := runText([]string{"--seed", fmt.Sprint(game1Seed), "--board=false", "--autosave=false"}, strings.NewReader(in), &out, &errOut); code != 0 || errOut.Len() > 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut.String())
	}
	rec, err := saves.LoadEnvelope(ref)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// autosavesIn loads every autosave of Isandlwana in dir, oldest first.
func autosavesIn(t *testing.T, dir string) []*saves.Record {
	t.Helper()
	names, err := saves.AutoNames(dir, saves.EnvelopePrefix("isandlwana"))
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	var out []*saves.Record
	for _, n := range names {
		r, err := saves.LoadEnvelope(filepath.Join(dir, n))
		if err != nil {
			t.Fatalf("autosave %s does not load: %v", n, err)
		}
		out = append(out, r)
	}
	return out
}

// TestTextAutosavesAfterEveryAction plays the first lines of the golden
// hotseat script: every action leaves one more autosave (the newest
// saves.DefaultKeep kept), the k-th holding exactly the first k actions and
// the newest the game as it was left, while meta-commands (help, units,
// legal, hex, board, odds) and refused commands write nothing.
func TestTextAutosavesAfterEveryAction(t *testing.T) {
	lines := game1Lines(t)
	tests := []struct {
		name    string
		upTo    int // script lines played
		actions int // actions among them
	}{
		{"meta-commands and mistakes only", 14, 0},
		{"part of the set-up", 17, 3},
		{"the set-up and the first moves", 33, 13},
		{"more actions than are kept", 60, 31},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			played := lines[:tt.upTo]
			ref := game1After(t, played)
			if ref.Len() != tt.actions {
				t.Fatalf("the script's first %d lines hold %d actions, want %d", tt.upTo, ref.Len(), tt.actions)
			}
			dir := t.TempDir()
			var out, errOut bytes.Buffer
			if code := runText(game1Args(dir), strings.NewReader(strings.Join(played, "")), &out, &errOut); code != 0 || errOut.Len() > 0 {
				t.Fatalf("exit %d, stderr %q", code, errOut.String())
			}
			autos := autosavesIn(t, dir)
			if want := min(tt.actions, saves.DefaultKeep); len(autos) != want {
				t.Fatalf("%d autosaves, want %d (one per action, the newest %d kept)", len(autos), want, saves.DefaultKeep)
			}
			for i, a := range autos {
				if want := tt.actions - len(autos) + i + 1; a.Len() != want {
					t.Errorf("autosave %d holds %d actions, want %d", i+1, a.Len(), want)
				}
			}
			if n := len(autos); n > 0 && autos[n-1].State().Hash() != ref.State().Hash() {
				t.Errorf("the newest autosave is not the game as it was left")
			}
			said := strings.Contains(out.String(), "Autosaved: zulu1879 play isandlwana --resume auto continues it")
			if said != (tt.actions > 0) {
				t.Errorf("leaving says it was autosaved: %v, want %v", said, tt.actions > 0)
			}
		})
	}
}

// TestTextAutosaveFollowsEveryChange: a command that changes the game in
// another way than one action (an undo, a load, an action with the bot's
// replies) is autosaved too, as the game stands after it; --resume and
// --load write only what differs from the newest autosave.
func TestTextAutosaveFollowsEveryChange(t *testing.T) {
	lines := game1Lines(t)
	setup := strings.Join(lines[:17], "") // three placements
	tests := []struct {
		name   string
		before string   // played first, in the same save folder ("" : nothing)
		args   []string // of the run under test, with --save-dir added
		stdin  string
		// new is how many autosaves the run adds; actions is how many the
		// newest one holds.
		new, actions int
	}{
		{"undo: the game as undone", "", []string{"--seed", fmt.Sprint(game1Seed)}, "place 1BP 1408\nplace 2BG 1209\nundo\n", 3, 1},
		{"undo back to no action at all", "", []string{"--seed", fmt.Sprint(game1Seed)}, "place 1BP 1408\nundo\n", 2, 0},
		{"a refused undo writes nothing", "", []string{"--seed", fmt.Sprint(game1Seed)}, "undo\nhelp\n", 0, 0},
		{"the bot's replies go with the action", "", []string{"--seed", "22", "--zulu", "rule9"}, "help\nend\nlegal 3\n", 1, -1},
		{"--resume writes nothing until the game changes", setup, []string{"--resume"}, "units\nlog 3\n", 0, 3},
		{"--resume, then an action", setup, []string{"--resume"}, "place 1BP 1107\n", 1, 4},
		{"--load is written at once", "", []string{"--load", "three.json"}, "board\n", 1, 3},
		{"the load command", "", []string{"--seed", "5"}, "legal 2\nload three.json\n", 1, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			t.Chdir(dir)
			var out, errOut bytes.Buffer
			// three.json: the golden game after its first three actions.
			if err := game1After(t, lines[:17]).Save("three.json", version); err != nil {
				t.Fatal(err)
			}
			if tt.before != "" {
				if code := runText(append(game1Args("autos"), "--autosave=true"), strings.NewReader(tt.before), &out, &errOut); code != 0 {
					t.Fatalf("first run: exit %d, stderr %q", code, errOut.String())
				}
			}
			was := len(autosavesIn(t, "autos"))
			out.Reset()
			args := append(tt.args, "--board=false", "--save-dir", "autos")
			if code := runText(args, strings.NewReader(tt.stdin+"save end.json\n"), &out, &errOut); code != 0 || errOut.Len() > 0 {
				t.Fatalf("exit %d, stderr %q", code, errOut.String())
			}
			autos := autosavesIn(t, "autos")
			if got := len(autos) - was; got != tt.new {
				t.Fatalf("%d autosaves written, want %d:\n%s", got, tt.new, out.String())
			}
			if len(autos) == 0 {
				return
			}
			newest := autos[len(autos)-1]
			end, err := saves.LoadEnvelope("end.json")
			if err != nil {
				t.Fatal(err)
			}
			if newest.State().Hash() != end.State().Hash() || newest.Len() != end.Len() {
				t.Errorf("the newest autosave holds %d actions, not the game as it was left (%d)", newest.Len(), end.Len())
			}
			if tt.actions >= 0 && newest.Len() != tt.actions {
				t.Errorf("the newest autosave holds %d actions, want %d", newest.Len(), tt.actions)
			}
			if tt.actions < 0 && newest.Len() < 2 {
				t.Errorf("the newest autosave holds %d actions, want the bot's replies too", newest.Len())
			}
		})
	}
}

// TestTextAutosaveFailureWarnsOnceAndPlayGoesOn makes the save folder
// unusable in the middle of play: one warning however many autosaves fail,
// a note when it works again, and the game goes on to the same position.
func TestTextAutosaveFailureWarnsOnceAndPlayGoesOn(t *testing.T) {
	played := game1Lines(t)[:40]
	ref := game1After(t, played)
	lines := append(played, "save end.json\n")
	tests := []struct {
		name            string
		breakAt, mendAt int // script lines before which the folder becomes a file, and a folder again (0: never)
		again           bool
	}{
		{"the folder goes away and comes back", 16, 25, true},
		{"the folder goes away for good", 16, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			t.Chdir(dir)
			hooks := map[int]func(){tt.breakAt: func() {
				os.RemoveAll("autos")
				os.WriteFile("autos", nil, 0o644)
			}}
			if tt.mendAt > 0 {
				hooks[tt.mendAt] = func() {
					os.Remove("autos")
					os.Mkdir("autos", 0o755)
				}
			}
			var out, errOut bytes.Buffer
			in := &hookReader{lines: append([]string(nil), lines...), hooks: hooks}
			if code := runText(game1Args("autos"), in, &out, &errOut); code != 0 || errOut.Len() > 0 {
				t.Fatalf("exit %d, stderr %q", code, errOut.String())
			}
			if n := strings.Count(out.String(), "autosave failed (play goes on): "); n != 1 {
				t.Errorf("%d autosave warnings, want 1:\n%s", n, out.String())
			}
			if got := strings.Contains(out.String(), "autosaving works again"); got != tt.again {
				t.Errorf("says autosaving works again: %v, want %v", got, tt.again)
			}
			if got := strings.Contains(out.String(), "Autosaved: zulu1879 play isandlwana --resume auto"); got != tt.again {
				t.Errorf("says the game is autosaved on leaving: %v, want %v", got, tt.again)
			}
			end, err := saves.LoadEnvelope("end.json")
			if err != nil || end.State().Hash() != ref.State().Hash() {
				t.Fatalf("play did not reach the same position (%v)", err)
			}
		})
	}
}

// TestAutosaveCleansStaleTempFiles gives each terminal front end (text,
// campaign, rorke) a save folder holding its good autosaves, the temporary
// file of one of its autosave writes killed long ago, and files that are
// none of its business; one more action later the stale temporary file is
// gone and everything else is where it was, the good saves unchanged.
func TestAutosaveCleansStaleTempFiles(t *testing.T) {
	campLine, textLine := campLines(t), game1Lines(t)
	rorkeLine, _ := rorkeGame(t, 3, ramparts.Options{})
	tests := []struct {
		name   string
		prefix string
		// first makes the good autosaves in "autos"; again adds one more
		// action to them.
		first, again func(t *testing.T, dir string)
	}{
		{"text", saves.EnvelopePrefix("isandlwana"),
			func(t *testing.T, dir string) {
				var out, errOut bytes.Buffer
				if code := runText(game1Args("autos"), strings.NewReader(strings.Join(textLine[:17], "")), &out, &errOut); code != 0 {
					t.Fatalf("exit %d, stderr %q", code, errOut.String())
				}
			},
			func(t *testing.T, dir string) {
				var out, errOut bytes.Buffer
				if code := runText([]string{"--resume", "--save-dir", "autos", "--board=false"}, strings.NewReader("place 1BP 1107\n"), &out, &errOut); code != 0 {
					t.Fatalf("exit %d, stderr %q", code, errOut.String())
				}
			}},
		{"campaign", saves.EnvelopePrefix(gcampaign.ID),
			func(t *testing.T, dir string) {
				campRun(t, dir, campArgs("--save-dir", "autos"), []byte(strings.Join(campLine[:12], "")))
			},
			func(t *testing.T, dir string) {
				campRun(t, dir, []string{"--resume", "--save-dir", "autos", "--board=false"}, []byte(strings.Join(campLine[12:18], "")))
			}},
		{"rorke", saves.EnvelopePrefix("rorkes-drift"),
			func(t *testing.T, dir string) {
				rorkeRunIn(t, dir, []string{"--seed", "3", "--board=false", "--save-dir", "autos"}, strings.Join(rorkeLine[:3], ""))
			},
			func(t *testing.T, dir string) {
				rorkeRunIn(t, dir, []string{"--resume", "--board=false", "--save-dir", "autos"}, rorkeLine[3])
			}},
	}
	long := time.Now().Add(-time.Hour)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			t.Chdir(dir)
			tt.first(t, dir)
			good, err := saves.AutoNames("autos", tt.prefix)
			if err != nil || len(good) == 0 {
				t.Fatalf("the first run left no autosave (%v)", err)
			}
			before := map[string][]byte{}
			for _, n := range good {
				data, err := os.ReadFile(filepath.Join("autos", n))
				if err != nil {
					t.Fatal(err)
				}
				before[n] = data
				// Old saves are kept all the same.
				os.Chtimes(filepath.Join("autos", n), long, long)
			}
			stale := "." + tt.prefix + "20260101-000000.000000-t1.json.tmp-1234567"
			fresh := "." + tt.prefix + "20260101-000000.000000-t1.json.tmp-7654321" // a write that may still run
			kept := []string{fresh, ".mine.json.tmp-4", "notes.txt", "mine.json"}
			for _, p := range []string{saves.EnvelopePrefix("isandlwana"), saves.EnvelopePrefix(gcampaign.ID), saves.EnvelopePrefix("rorkes-drift"), "auto-", campaign.RorkeAutoPrefix} {
				if p != tt.prefix { // another front end's: left to it
					kept = append(kept, "."+p+"20260101-000000.000000-t1.json.tmp-1")
				}
			}
			for _, n := range append([]string{stale}, kept...) {
				if err := os.WriteFile(filepath.Join("autos", n), []byte(`{"format": 3, "gam`), 0o644); err != nil {
					t.Fatal(err)
				}
				if n != fresh {
					os.Chtimes(filepath.Join("autos", n), long, long)
				}
			}
			// A folder whose name looks like a stale temporary file.
			folder := "." + tt.prefix + "20260101-000000.000000-t2.json.tmp-99"
			if err := os.Mkdir(filepath.Join("autos", folder), 0o755); err != nil {
				t.Fatal(err)
			}
			os.Chtimes(filepath.Join("autos", folder), long, long)
			kept = append(kept, folder)

			tt.again(t, dir)

			if _, err := os.Lstat(filepath.Join("autos", stale)); !os.IsNotExist(err) {
				t.Errorf("the stale temporary file %s is still there (%v)", stale, err)
			}
			for _, n := range kept {
				if _, err := os.Lstat(filepath.Join("autos", n)); err != nil {
					t.Errorf("%s was touched: %v", n, err)
				}
			}
			for n, data := range before {
				now, err := os.ReadFile(filepath.Join("autos", n))
				if err != nil || !bytes.Equal(now, data) {
					t.Errorf("the good autosave %s was removed or changed (%v)", n, err)
				}
			}
			if after, _ := saves.AutoNames("autos", tt.prefix); len(after) <= len(good) {
				t.Errorf("no autosave written by the second run: %v", after)
			}
		})
	}
}
