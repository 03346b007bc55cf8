package saves

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The stored format 1 saves stand for files written by the first version of
// the program. They are made once (go test -run TestMigration -make-v1) and
// never rewritten, so they keep testing the upgrade of genuinely old files;
// they were played on revision 1 of the built-in scenario data.
var v1Games = []struct {
	file     string
	scenario string
	seed     uint64
	limit    int
}{
	{"v1-full-game.json", "isandlwana", 3, 0},
	{"v1-mid-game.json", "isandlwana", 4, 45},
}

// Step 1→2 upgrades each stored format 1 save: the actions become text
// notation, the program version is marked unknown, and the upgraded save
// loads, replays to its recorded hash and equals the same game saved today
// on the revision of the scenario data it was played on.
func TestMigration1To2UpgradesStoredV1Saves(t *testing.T) {
	for _, c := range v1Games {
		t.Run(c.file, func(t *testing.T) {
			path := filepath.Join("testdata", "v1", c.file)
			fresh := randomGameOnRevision(t, c.scenario, 1, c.seed, c.limit)
			if *makeV1 {
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, encodeV1(t, fresh), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (make it once with -make-v1)", err)
			}
			var probe struct {
				Format  int               `json:"format"`
				Actions []json.RawMessage `json:"actions"`
			}
			if err := json.Unmarshal(data, &probe); err != nil || probe.Format != 1 || len(probe.Actions) == 0 || probe.Actions[0][0] != '{' {
				t.Fatalf("%s is not a format 1 save with action objects", path)
			}

			up, err := migrate1to2(data)
			if err != nil {
				t.Fatal(err)
			}
			var v2 fileV2
			if err := json.Unmarshal(up, &v2); err != nil {
				t.Fatal(err)
			}
			if v2.Format != 2 || v2.Program != ProgramUnknownV1 || v2.Scenario.ID != c.scenario {
				t.Errorf("upgraded header: format %d, program %q, scenario %q", v2.Format, v2.Program, v2.Scenario.ID)
			}
			if got, want := strings.Join(v2.Actions, "\n"), strings.Join(fresh.Actions(), "\n"); got != want {
				t.Errorf("upgraded actions differ from the game played today:\n%s", UnifiedDiff([]byte(want), []byte(got), "today", "upgraded"))
			}

			s, err := Load(path, LoadOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if s.Game().Hash() != fresh.Game().Hash() {
				t.Errorf("loaded hash %s, the same game today %s", s.Game().Hash(), fresh.Game().Hash())
			}
			f, err := Parse(data, c.file)
			if err != nil {
				t.Fatal(err)
			}
			if f.From != 1 {
				t.Errorf("Parse says the file was format %d, want 1", f.From)
			}
			// Apart from what format 1 did not have (program version,
			// checkpoints, fingerprint, the scenario data's revision, which a
			// save without it means to be 1) and the state, which the engine
			// of today may write with more fields, the upgraded save is today's.
			now, err := Parse(encode(t, fresh), "now")
			if err != nil {
				t.Fatal(err)
			}
			for _, x := range []*File{f, now} {
				x.Program, x.Checkpoints, x.Summary, x.Fingerprint = "", nil, "", ""
				x.Hash, x.State = "", json.RawMessage("{}")
			}
			if f.Scenario.Revision != 0 || now.Scenario.Revision != 1 {
				t.Errorf("scenario revisions: upgraded %d, today %d; want none and 1", f.Scenario.Revision, now.Scenario.Revision)
			}
			now.Scenario.Revision = 0
			a, _ := f.Encode()
			b, _ := now.Encode()
			if d := UnifiedDiff(a, b, "upgraded", "today"); d != "" {
				t.Errorf("the upgraded save differs from today's:\n%s", d)
			}
			if s.Note() != "" {
				t.Logf("note: %s", s.Note())
			}
		})
	}
}

// Damaged format 1 content is refused by the upgrade step with the action
// that is wrong.
func TestMigration1To2RefusesBadActions(t *testing.T) {
	base := `{"format": 1, "game": "zulu1879/isandlwana", "scenario": "isandlwana", "seed": 1, "hash": "00000000000000000000000000000000", "state": {}, "actions": [{"kind": 0}, %s]}`
	cases := []struct {
		name, action, want string
	}{
		{"kind out of range", `{"kind": 42}`, "action 2: kind 42"},
		{"negative kind", `{"kind": -1}`, "action 2: kind -1"},
		{"bad hex", `{"kind": 3, "from": "9x", "to": "0101"}`, "action 2: from"},
		{"unit id with a space", `{"kind": 1, "units": ["A B"], "to": "0101"}`, "action 2"},
		{"unknown field", `{"kind": 0, "colour": "red"}`, "unknown field"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			data := []byte(strings.Replace(base, "%s", c.action, 1))
			_, err := Decode(data, LoadOptions{Name: "old.json"})
			var se *Error
			if !errors.As(err, &se) || se.Problem != ProblemCorrupt || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want a corrupt-file error mentioning %q", err, c.want)
			}
		})
	}
}

// The chain applies every step from the file's version to Current, and
// refuses a version it has no step for.
func TestMigrateChainCoversEveryVersion(t *testing.T) {
	for v := 1; v < Current; v++ {
		if migrations[v] == nil {
			t.Errorf("no migration from format %d", v)
		}
	}
	if _, err := Migrate([]byte("{}"), 0); err == nil {
		t.Error("Migrate from format 0 succeeded")
	}
	same := []byte(`{"format": 2}`)
	if out, err := Migrate(same, Current); err != nil || string(out) != string(same) {
		t.Errorf("Migrate of a current file changed it: %s, %v", out, err)
	}
}
