package saves

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The golden replays: whole and partial games stored in testdata/golden and
// re-simulated by every test run. When the rules engine changes how a game
// plays, the test shows what changed as a unified diff of the stored and the
// replayed state; after checking the change is intended, rewrite them with
// go test ./saves -run TestGoldenReplays -update. The first three were
// played on revision 1 of the built-in scenario data (saves of that time
// name no revision) and keep testing that such saves replay on it.
var goldenGames = []struct {
	file     string
	scenario string
	rev      int // 0: the current data
	seed     uint64
	limit    int
}{
	{"isandlwana-seed1879.json", "isandlwana", 1, 1879, 0},
	{"isandlwana-free-seed22.json", "isandlwana-free", 1, 22, 0},
	{"isandlwana-seed7-turn2.json", "isandlwana", 1, 7, 60},
	{"isandlwana-r2-seed1879.json", "isandlwana", 0, 1879, 0},
	{"isandlwana-free-r2-seed22.json", "isandlwana-free", 0, 22, 0},
}

func TestGoldenReplays(t *testing.T) {
	for _, c := range goldenGames {
		t.Run(c.file, func(t *testing.T) {
			path := filepath.Join("testdata", "golden", c.file)
			if *update {
				s := randomGame(t, c.scenario, c.seed, c.limit)
				if c.rev != 0 {
					s = randomGameOnRevision(t, c.scenario, c.rev, c.seed, c.limit)
				}
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := s.Save(path, "golden"); err != nil {
					t.Fatal(err)
				}
			}
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (write the golden replays with -update)", err)
			}
			_, err = Decode(data, LoadOptions{Name: c.file, Quiet: true})
			d := replayDiff(t, data, c.file)
			switch {
			case err != nil:
				t.Errorf("%v\nstored and replayed state:\n%s", err, d)
			case d != "":
				// Fields the engine added since: the game is the same.
				t.Logf("the replay agrees on every stored field but the engine now writes other fields; refresh with -update:\n%s", d)
			}
		})
	}
}

// replayDiff replays a save and returns the unified diff between the state
// it stores and the replayed state ("" when they agree).
func replayDiff(t *testing.T, data []byte, name string) string {
	t.Helper()
	f, err := Parse(data, name)
	if err != nil {
		t.Fatal(err)
	}
	s, err := Decode(data, LoadOptions{Name: name, Quiet: true})
	if s == nil {
		t.Fatalf("the log no longer replays: %v", err)
	}
	st := *s.Game()
	st.Log = nil
	replayed, err := json.Marshal(&st)
	if err != nil {
		t.Fatal(err)
	}
	return UnifiedDiff(mustPretty(t, f.State), mustPretty(t, replayed), name+" (stored state)", name+" (replayed)")
}

// The golden test can fail: a save whose stored state was changed (as a
// changed engine would change the replay) yields a diff naming the field.
func TestGoldenReplayShowsADiffOnMismatch(t *testing.T) {
	data := encode(t, randomGame(t, "isandlwana", 3, 80))
	bad := edit(t, data, func(m map[string]any) {
		st := m["state"].(map[string]any)
		st["turn"] = json.Number("5")
	})
	_, err := Decode(bad, LoadOptions{Name: "edited.json"})
	if err == nil {
		t.Fatal("a save with an edited state loads")
	}
	d := replayDiff(t, bad, "edited.json")
	if !strings.Contains(d, `-  "turn": 5,`) || !strings.Contains(d, "+  \"turn\": ") || !strings.HasPrefix(d, "--- edited.json (stored state)") {
		t.Fatalf("diff does not show the edited turn:\n%s", d)
	}
	if replayDiff(t, data, "good.json") != "" {
		t.Fatal("an untouched save shows a diff")
	}
}

// A game loaded from a save of revision 1 says so (front ends print it), a
// game on the current data says nothing.
func TestDataNoteNamesAnEarlierRevision(t *testing.T) {
	old, err := Load(filepath.Join("testdata", "golden", "isandlwana-seed7-turn2.json"), LoadOptions{Quiet: true})
	if err != nil {
		t.Fatal(err)
	}
	if n := old.DataNote(); !strings.Contains(n, "revision 1") || !strings.Contains(n, "revision 2") {
		t.Errorf("revision-1 save: note %q", n)
	}
	if n := newSession(t, "isandlwana", 1).DataNote(); n != "" {
		t.Errorf("a new game: note %q", n)
	}
	now, err := Load(filepath.Join("testdata", "golden", "isandlwana-r2-seed1879.json"), LoadOptions{Quiet: true})
	if err != nil {
		t.Fatal(err)
	}
	if n := now.DataNote(); n != "" {
		t.Errorf("revision-2 save: note %q", n)
	}
}
