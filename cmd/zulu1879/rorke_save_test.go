package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"zulu1879/campaign"
	"zulu1879/isandlwana"
	"zulu1879/ramparts"
	"zulu1879/saves"
)

// rorkeGame plays a whole game of Rorke's Drift with the Advisor and
// returns its moves, one line each, and the final state hash.
func rorkeGame(t *testing.T, seed uint64, opts ramparts.Options) ([]string, string) {
	t.Helper()
	r, err := campaign.NewRorkeSave(seed, opts)
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for n := 0; !r.G.Over(); n++ {
		if n > 5000 {
			t.Fatal("the Advisor's game does not end")
		}
		a, _ := ramparts.Advisor{}.Choose(r.G)
		if err := r.Apply(a); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
		lines = append(lines, a.String()+"\n")
	}
	return lines, r.G.Hash()
}

// rorkeRunIn runs the rorke command in dir and fails on a non-zero exit or
// anything on stderr.
func rorkeRunIn(t *testing.T, dir string, args []string, input string) string {
	t.Helper()
	t.Chdir(dir)
	var out, errOut bytes.Buffer
	if code := runRorke(args, strings.NewReader(input), &out, &errOut); code != 0 || errOut.Len() > 0 {
		t.Fatalf("rorke %v exited %d, stderr %q", args, code, errOut.String())
	}
	return out.String()
}

// TestRorkeSaveAndLoadContinueTheSameGame stops a game of Rorke's Drift
// part-way, with "save FILE" or by just leaving (the autosave), continues
// it with --load FILE or --resume (the rorke alias of play), and plays the
// rest: it ends exactly as the game played in one go.
func TestRorkeSaveAndLoadContinueTheSameGame(t *testing.T) {
	plain, plainHash := rorkeGame(t, 3, ramparts.Options{})
	opts := ramparts.Options{OptionalCards: []int{32, 40}, StrongerIButhos: true, Officers: true}
	optional, optionalHash := rorkeGame(t, 11, opts)
	tests := []struct {
		name  string
		args  []string // of the first run
		lines []string
		hash  string
		cut   int
		again []string // how the second run continues
	}{
		{"save FILE, --load FILE", []string{"--seed", "3"}, plain, plainHash, 10, []string{"--load", "mid.json"}},
		{"with optional rules", []string{"--seed", "11", "--cards", "32,40", "--stronger-ibuthos", "--officers"}, optional, optionalHash, 25, []string{"--load", "mid.json"}},
		{"--save FILE and a bare save", []string{"--seed", "3", "--save", "mid.json"}, plain, plainHash, 30, []string{"--load", "mid.json"}},
		{"the autosave, --resume", []string{"--seed", "3"}, plain, plainHash, 17, []string{"--resume"}},
		{"the autosave late in the game", []string{"--seed", "11", "--cards", "32,40", "--stronger-ibuthos", "--officers"}, optional, optionalHash, len(optional) - 2, []string{"--resume"}},
		{"load FILE during another game", []string{"--seed", "11", "--cards", "32,40", "--stronger-ibuthos", "--officers"}, optional, optionalHash, 20, []string{"--seed", "5", "load"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			save := "save mid.json\n"
			if strings.Contains(tt.name, "bare") {
				save = "save\n"
			}
			first := strings.Join(tt.lines[:tt.cut], "") + save
			out := rorkeRunIn(t, dir, append(tt.args, "--board=false", "--save-dir", "autos"), first)
			if !strings.Contains(out, "saved to mid.json") {
				t.Fatalf("no save message:\n%s", out)
			}
			mid, err := saves.LoadEnvelope(filepath.Join(dir, "mid.json"))
			if err != nil || mid.Len() != tt.cut {
				t.Fatalf("the save holds %v actions (%v), want %d", mid, err, tt.cut)
			}
			if tt.again[0] == "--resume" {
				_, latest, err := saves.LatestEnvelope(filepath.Join(dir, "autos"), "rorkes-drift")
				if err != nil || latest.State().Hash() != mid.State().Hash() {
					t.Fatalf("the newest autosave is not the game as it was left (%v)", err)
				}
			}
			rest := strings.Join(tt.lines[tt.cut:], "") + "save end.json\n"
			if inGame := tt.again[len(tt.again)-1] == "load"; inGame {
				// Another game is begun and put away by the load command.
				out = rorkeRunIn(t, dir, append(tt.again[:len(tt.again)-1], "--board=false", "--save-dir", "autos"), "load mid.json\n"+rest)
				if !strings.Contains(out, "\nLoaded mid.json: Zulus on the Ramparts") {
					t.Fatalf("no load message:\n%.2000s", out)
				}
			} else {
				out = rorkeRunIn(t, dir, append(tt.again, "--board=false", "--save-dir", "autos"), rest)
				if want := map[string]string{"--load": "\nLoaded mid.json.\n", "--resume": "\nResumed the newest autosave, autos/play-rorkes-drift-auto-"}[tt.again[0]]; !strings.Contains(out, want) {
					t.Fatalf("the output lacks %q:\n%.300s", want, out)
				}
			}
			end, err := saves.LoadEnvelope(filepath.Join(dir, "end.json"))
			if err != nil {
				t.Fatal(err)
			}
			if _, over := end.State().Result(); !over || end.State().Hash() != tt.hash {
				t.Fatalf("the continued game ends (over: %v) with another state than the game played in one go", over)
			}
		})
	}
}

// TestRorkeLoadRefusesBadFiles: a missing, damaged or foreign file, an
// envelope or a Rorke's Drift save of the older format, gets one line on
// stderr naming the file and what is wrong, and exit status 1.
func TestRorkeLoadRefusesBadFiles(t *testing.T) {
	dir := t.TempDir()
	lines, _ := rorkeGame(t, 5, ramparts.Options{})
	rorkeRunIn(t, dir, []string{"--seed", "5", "--board=false", "--autosave=false"}, strings.Join(lines[:6], "")+"save good.json\n")
	good, err := os.ReadFile(filepath.Join(dir, "good.json"))
	if err != nil {
		t.Fatal(err)
	}
	r, err := campaign.NewRorkeSave(5, ramparts.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range lines[:6] {
		a, err := ramparts.ParseAction(strings.TrimSpace(l))
		if err != nil {
			t.Fatal(err)
		}
		if err := r.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	older, err := r.Encode("test")
	if err != nil {
		t.Fatal(err)
	}
	c, err := campaign.New("isandlwana", 2)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Save(filepath.Join(dir, "camp.json"), "test"); err != nil {
		t.Fatal(err)
	}
	sv, err := saves.Start("isandlwana", 2, isandlwana.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := sv.Save(filepath.Join(dir, "isa.json"), "test"); err != nil {
		t.Fatal(err)
	}
	write := func(name, data string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	edit := func(data []byte, old, new string) string {
		if !bytes.Contains(data, []byte(old)) {
			t.Fatalf("the save has no %q to change", old)
		}
		return strings.Replace(string(data), old, new, 1)
	}
	tests := []struct {
		name, file, want string
	}{
		{"missing", filepath.Join(dir, "none.json"), "none.json: no such file or directory"},
		{"empty", write("empty.json", ""), "empty.json: the file is empty"},
		{"truncated", write("cut.json", string(good[:len(good)/2])), "cut.json: the file is truncated"},
		{"not JSON", write("text.json", "hello"), "text.json: not a save file: it is not JSON"},
		{"a campaign file", filepath.Join(dir, "camp.json"), "camp.json is a game of campaign, not of rorkes-drift"},
		{"an Isandlwana save", filepath.Join(dir, "isa.json"), "isa.json is a game of isandlwana, not of rorkes-drift"},
		{"another program's JSON", write("other.json", `{"format": 1, "game": "chess"}`), `other.json: not an envelope save`},
		{"a newer envelope", write("new.json", edit(good, `"envelope": 1`, `"envelope": 9`)), "new.json: made by a newer zulu1879"},
		{"an unknown field in an envelope", write("field.json", edit(good, `"envelope": 1`, `"envelope": 1, "cheat": true`)), `field.json: unknown field "cheat"`},
		{"an edited action log", write("edited.json", edit(good, `"actions": [`, `"actions": [{"seat": "british", "action": "put 99"}, `)), `edited.json: action 1 (british "put 99") is refused`},
		{"an older save truncated", write("oldcut.json", string(older[:len(older)/2])), "oldcut.json: the file is truncated"},
		{"an older save of a newer format", write("oldnew.json", edit(older, `"format": 1`, `"format": 9`)), "oldnew.json: made by a newer zulu1879 in format 9"},
		{"an older save with an unknown field", write("oldfield.json", edit(older, `"format": 1`, `"format": 1, "cheat": true`)), `oldfield.json: the file is damaged: unknown field "cheat"`},
		{"an older save's edited action log", write("oldedited.json", edit(older, `"actions": [`, `"actions": ["put 99", `)), `oldedited.json: Rorke's Drift action 1 "put 99"`},
		{"a folder", dir, "is a folder, not a save file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			code := runRorke([]string{"--load", tt.file, "--autosave=false"}, strings.NewReader("pass\n"), &out, &errOut)
			if code != 1 || !strings.Contains(errOut.String(), tt.want) || strings.Count(errOut.String(), "\n") != 1 || strings.Count(out.String(), "\n") != 1 {
				t.Fatalf("exit %d, stdout %q, stderr %q; want exit 1, the alias's note alone on stdout and one stderr line containing %q", code, out.String(), errOut.String(), tt.want)
			}
		})
	}
}

// TestRorkeSaveErrorsKeepPlaying: a save the game cannot write, or a load
// it cannot read, is one line, and the game goes on. (A name with a space
// is one file name in play: "save a b" writes "a b".)
func TestRorkeSaveErrorsKeepPlaying(t *testing.T) {
	dir := t.TempDir()
	out := rorkeRunIn(t, dir, []string{"--seed", "3", "--board=false", "--autosave=false"},
		"save\nsave "+filepath.Join("no", "such", "dir.json")+"\nload\nload none.json\nput 03\nsave ok.json\n")
	if n := strings.Count(out, "\nsave needs a file name") + strings.Count(out, "\nnot saved: "); n != 2 {
		t.Fatalf("%d save errors, want 2 (no file, a missing folder):\n%s", n, out)
	}
	if n := strings.Count(out, "\nload needs a file name") + strings.Count(out, "\nnot loaded: "); n != 2 || !strings.Contains(out, "none.json: no such file or directory") {
		t.Fatalf("%d load errors, want 2 (no file named, a missing file, named):\n%s", n, out)
	}
	if r, err := saves.LoadEnvelope(filepath.Join(dir, "ok.json")); err != nil || r.Len() != 1 {
		t.Fatalf("the game did not go on after the errors: %v", err)
	}
}

// TestRorkeAutosaveFailureWarnsAndPlayGoesOn: a save folder that cannot be
// made turns autosaving off with one line on stderr; the game is played.
func TestRorkeAutosaveFailureWarnsAndPlayGoesOn(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	if err := os.WriteFile("autos", nil, 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	code := runRorke([]string{"--seed", "3", "--board=false", "--save-dir", "autos"}, strings.NewReader("put 03\nsave ok.json\n"), &out, &errOut)
	if code != 0 || errOut.String() != "zulu1879 play: autosave is off: save folder autos: not a directory\n" {
		t.Fatalf("exit %d, stderr %q", code, errOut.String())
	}
	if strings.Contains(out.String(), "Autosaved") {
		t.Errorf("says it autosaved with autosaving off:\n%s", out.String())
	}
	if _, err := saves.LoadEnvelope("ok.json"); err != nil {
		t.Fatal(err)
	}
}

// TestRorkeSaveOfRevision1StillLoads: a save written before the rules had
// revisions (testdata/rorke-revision1.json, made by the program of that
// time: seed 7, six passes) replays on revision 1's rules, and saved again
// it names its revision and loads the same.
func TestRorkeSaveOfRevision1StillLoads(t *testing.T) {
	r, err := campaign.LoadRorke("testdata/rorke-revision1.json")
	if err != nil {
		t.Fatalf("an old save no longer loads: %v", err)
	}
	if r.G.Revision() != 1 || r.G.Turn != 3 {
		t.Fatalf("revision %d turn %d, want revision 1 at turn 3", r.G.Revision(), r.G.Turn)
	}
	data, err := r.Encode("test")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"revision": 1`) {
		t.Fatalf("the saved-again file does not name revision 1:\n%s", data)
	}
	again, err := campaign.DecodeRorke(data, "again.json")
	if err != nil || again.G.Hash() != r.G.Hash() {
		t.Fatalf("saved again: %v", err)
	}
	// A new game is played on the current revision and says so.
	n, err := campaign.NewRorkeSave(7, ramparts.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if data, err = n.Encode("test"); err != nil || !strings.Contains(string(data), fmt.Sprintf(`"revision": %d`, ramparts.RulesRevision)) {
		t.Fatalf("a new save does not name revision %d (%v)", ramparts.RulesRevision, err)
	}
}
