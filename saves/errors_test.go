package saves

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"zulu1879/dice"
	"zulu1879/isandlwana"
	"zulu1879/scenarios"
)

var (
	baseOnce sync.Once
	baseSave []byte
)

// goodSave is a save of a game some way into turn 2 or later.
func goodSave(t testing.TB) []byte {
	t.Helper()
	baseOnce.Do(func() { baseSave = encode(t, randomGame(t, "isandlwana", 11, 120)) })
	return baseSave
}

// Every kind of bad file gets a one-line error naming the problem; loading
// never panics and never changes the file or its folder.
func TestLoadRejectsBadFilesWithOneLineErrors(t *testing.T) {
	good := goodSave(t)
	scenarioJSON, err := os.ReadFile(filepath.Join("..", "scenarios", "isandlwana.json"))
	if err != nil {
		t.Fatal(err)
	}
	var parsed File
	if err := json.Unmarshal(good, &parsed); err != nil {
		t.Fatal(err)
	}
	seedLine := 1 + bytes.Count(good[:bytes.Index(good, []byte(`"seed": `))], []byte("\n"))
	huge := append([]byte(`{"format": 2, "game": "zulu1879/isandlwana", "pad": "`), bytes.Repeat([]byte("x"), MaxSize)...)
	huge = append(huge, `"}`...)

	cases := []struct {
		name    string
		data    []byte
		problem Problem
		words   string // the message must contain this
	}{
		{"empty", []byte{}, ProblemEmpty, "empty"},
		{"only white space", []byte("  \n\t\n"), ProblemEmpty, "empty"},
		{"truncated in half", good[:len(good)/2], ProblemTruncated, "truncated"},
		{"truncated by one byte", good[:len(good)-2], ProblemTruncated, "truncated"},
		{"corrupted syntax", bytes.Replace(good, []byte(`"seed": `), []byte(`"seed"; `), 1), ProblemCorrupt, fmt.Sprintf("line %d,", seedLine)},
		{"corrupted bytes", bytes.Replace(good, []byte(`"actions": [`), []byte("\"actions\": [\x00\x01"), 1), ProblemCorrupt, "corrupted"},
		{"huge", huge, ProblemTooBig, "16 MiB"},
		{"future version", edit(t, good, func(m map[string]any) { m["format"] = Current + 1 }), ProblemFuture, fmt.Sprintf("newer zulu1879 in save format %d", Current+1)},
		{"format zero", edit(t, good, func(m map[string]any) { m["format"] = 0 }), ProblemCorrupt, "format version 0"},
		{"format not a number", edit(t, good, func(m map[string]any) { m["format"] = "two" }), ProblemCorrupt, `field "format"`},
		{"format missing", edit(t, good, func(m map[string]any) { delete(m, "format") }), ProblemCorrupt, `field "format" is missing`},
		{"Rorke's Drift save", []byte(`{"format": 1, "game": "zulu1879/rorkesdrift", "turn": 3}`), ProblemWrongGame, "Rorke's Drift"},
		{"Rorke's Drift state", []byte(`{"options": {}, "ibuthos": [], "hand": [], "deck": []}`), ProblemWrongGame, "Rorke's Drift"},
		{"scenario file", scenarioJSON, ProblemWrongGame, "scenario file"},
		{"other game", edit(t, good, func(m map[string]any) { m["game"] = "chess" }), ProblemWrongGame, `"chess"`},
		{"other JSON object", []byte(`{"name": "left-pad", "version": "1.3.0"}`), ProblemWrongGame, "not a zulu1879 save"},
		{"JSON array", []byte(`[1, 2, 3]`), ProblemWrongGame, "not an object"},
		{"JSON string", []byte(`"format"`), ProblemWrongGame, "not an object"},
		{"PNG image", []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), ProblemNotJSON, "PNG image"},
		{"plain text", []byte("Isandlwana, turn 3: the Zulus are winning\n"), ProblemNotJSON, `starts with "Isandlwana`},
		{"binary zeros", make([]byte, 64), ProblemNotJSON, "binary data"},
		{"unknown field", edit(t, good, func(m map[string]any) { m["cheat"] = true }), ProblemCorrupt, `unknown field "cheat"`},
		{"bad hash field", edit(t, good, func(m map[string]any) { m["hash"] = "xyz" }), ProblemCorrupt, `field "hash"`},
		{"state missing", edit(t, good, func(m map[string]any) { delete(m, "state") }), ProblemCorrupt, `field "state" is missing`},
		{"seed is negative", edit(t, good, func(m map[string]any) { m["seed"] = -1 }), ProblemCorrupt, "seed"},
		{"unknown scenario", edit(t, good, func(m map[string]any) { m["scenario"] = map[string]any{"id": "waterloo"} }), ProblemScenario, `"waterloo"`},
		{"missing scenario file", edit(t, good, func(m map[string]any) {
			m["scenario"] = map[string]any{"id": "isandlwana", "file": "no-such-scenario.json", "sha256": strings.Repeat("ab", 32)}
		}), ProblemScenario, "no-such-scenario.json"},
		{"action unreadable", edit(t, good, func(m map[string]any) { m["actions"].([]any)[5] = "dance 0101" }), ProblemAction, `action 6 "dance 0101" cannot be read`},
		{"action illegal", edit(t, good, func(m map[string]any) { m["actions"].([]any)[1] = "attack 0101 0102" }), ProblemAction, "action 2"},
		{"hash edited", replaceField(t, good, "hash", strings.Repeat("0", 32)), ProblemMismatch, `the "hash" field does not match`},
		{"fingerprint edited", replaceField(t, good, "fingerprint", strings.Repeat("0", 32)), ProblemMismatch, `the "fingerprint" field does not match`},
		{"seed edited", edit(t, good, func(m map[string]any) { m["seed"] = 12 }), ProblemMismatch, "at the start of the game"},
		{"state edited", edit(t, good, func(m map[string]any) { m["state"].(map[string]any)["pool"] = []any{9, 9} }), ProblemMismatch, `the "state" section does not match`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "game.json")
			if err := os.WriteFile(path, c.data, 0o644); err != nil {
				t.Fatal(err)
			}
			before, _ := os.Stat(path)
			_, err := Load(path, LoadOptions{})
			var se *Error
			if !errors.As(err, &se) {
				t.Fatalf("got %v (%T), want a *saves.Error", err, err)
			}
			msg := err.Error()
			if se.Problem != c.problem {
				t.Errorf("problem %q, want %q (%s)", se.Problem, c.problem, msg)
			}
			if !strings.Contains(msg, c.words) {
				t.Errorf("message %q does not mention %q", msg, c.words)
			}
			if strings.ContainsAny(msg, "\n\r") {
				t.Errorf("message is not one line: %q", msg)
			}
			// A file that cannot be read is named by its path as given
			// (ReadFile); one read but not a good save by its name.
			if !strings.HasPrefix(msg, "save game.json: ") && !(se.Problem == ProblemRead || se.Problem == ProblemTooBig) || !strings.HasPrefix(msg, "save game.json: ") && !strings.HasPrefix(msg, "save "+path+": ") {
				t.Errorf("message %q does not name the file", msg)
			}
			after, _ := os.Stat(path)
			got, _ := os.ReadFile(path)
			if !bytes.Equal(got, c.data) || !after.ModTime().Equal(before.ModTime()) {
				t.Error("loading changed the file")
			}
			if entries, _ := os.ReadDir(dir); len(entries) != 1 {
				t.Errorf("loading left %d files in the folder", len(entries))
			}
		})
	}
}

// Reading a missing file, a folder or an unreadable file is a clear error.
func TestLoadReportsUnreadableFiles(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		name, path, words string
	}{
		{"missing", filepath.Join(dir, "nope.json"), "no such file"},
		{"folder", dir, "is a folder"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Load(c.path, LoadOptions{})
			var se *Error
			if !errors.As(err, &se) || se.Problem != ProblemRead || !strings.Contains(err.Error(), c.words) {
				t.Fatalf("got %v, want a read error mentioning %q", err, c.words)
			}
		})
	}
}

// A replay that goes astray is reported in the phase where it first differs
// from the saved game, and the error names that range of actions.
func TestMismatchNamesTheFirstDivergentPhase(t *testing.T) {
	good := goodSave(t)
	f, err := Parse(good, "good")
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Checkpoints) < 6 {
		t.Fatalf("only %d checkpoints", len(f.Checkpoints))
	}
	for _, k := range []int{1, 3, len(f.Checkpoints) - 1} {
		bad := edit(t, good, func(m map[string]any) {
			cps := m["checkpoints"].([]any)
			cps[k].(map[string]any)["fingerprint"] = strings.Repeat("f", 32)
		})
		s, err := Decode(bad, LoadOptions{Name: "bad"})
		var se *Error
		if !errors.As(err, &se) || se.Problem != ProblemMismatch {
			t.Fatalf("checkpoint %d edited: got %v, want a mismatch", k, err)
		}
		want := f.Checkpoints[k].Action
		if se.Action != want {
			t.Errorf("checkpoint %d edited: error at action %d, want %d", k, se.Action, want)
		}
		if !strings.Contains(err.Error(), fmt.Sprintf("–%d, ", want)) && !strings.Contains(err.Error(), fmt.Sprintf("action %d, ", want)) || !strings.Contains(err.Error(), f.Checkpoints[k].Phase) {
			t.Errorf("message %q does not name the range and the phase %q", err, f.Checkpoints[k].Phase)
		}
		if s == nil || s.Game().Hash() != f.Hash {
			t.Error("a mismatch must return the replayed game (it is intact here)")
		}
	}
}

// A different but legal action in the middle of the log (as a changed
// engine or an edited file would give) is caught at the first checkpoint
// after it, or where the log stops making sense.
func TestSubstitutedActionIsCaughtWhereItHappens(t *testing.T) {
	good := goodSave(t)
	f, _ := Parse(good, "good")
	caught := 0
	for i := 10; i < len(f.Actions); i += 9 {
		// Replay to just before action i and pick another legal action.
		s := newSession(t, f.Scenario.ID, f.Seed)
		for _, line := range f.Actions[:i] {
			a, _ := isandlwana.ParseAction(line)
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		var other string
		rng := dice.NewSeeded(uint64(i))
		for tries := 0; tries < 20 && (other == "" || other == f.Actions[i]); tries++ {
			acts := s.Game().Legal()
			other = s.canonical(acts[rng.Intn(len(acts))]).String()
		}
		if other == f.Actions[i] {
			continue
		}
		bad := edit(t, good, func(m map[string]any) { m["actions"].([]any)[i] = other })
		_, err := Decode(bad, LoadOptions{Name: "bad"})
		var se *Error
		if !errors.As(err, &se) || (se.Problem != ProblemMismatch && se.Problem != ProblemAction) {
			t.Fatalf("action %d %q → %q: got %v, want a mismatch or an illegal action", i+1, f.Actions[i], other, err)
		}
		if se.Action < i+1 {
			t.Errorf("action %d changed, but the error names action %d: %v", i+1, se.Action, err)
		}
		// The first checkpoint at or after the change bounds where it is
		// caught, unless the change leaves the position there as it was (a
		// fingerprint covers positions, not which unit spent its fire on a
		// miss): then a later checkpoint or the final hash catches it.
		for _, c := range f.Checkpoints {
			if c.Action >= i+1 {
				if se.Action > c.Action && !sameAtCheckpoint(t, s, other, f.Actions[i+1:c.Action], c.Fingerprint) {
					t.Errorf("action %d changed, caught only at action %d, after the checkpoint at %d: %v", i+1, se.Action, c.Action, err)
				}
				break
			}
		}
		caught++
	}
	if caught < 5 {
		t.Fatalf("only %d substitutions tried", caught)
	}
}

// replaceField changes the value of a top-level string field in place,
// leaving every other byte of the save as it was.
func replaceField(t testing.TB, data []byte, field, value string) []byte {
	t.Helper()
	var f File
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	var old string
	switch field {
	case "hash":
		old = f.Hash
	case "fingerprint":
		old = f.Fingerprint
	default:
		t.Fatalf("replaceField: field %q", field)
	}
	from := fmt.Sprintf("%q: %q", field, old)
	if !bytes.Contains(data, []byte(from)) {
		t.Fatalf("no %s in the save", from)
	}
	return bytes.Replace(data, []byte(from), []byte(fmt.Sprintf("%q: %q", field, value)), 1)
}

// restate rewrites the state section of a save (and its hash, as the program
// that wrote it would have), as if another engine had written it.
func restate(t testing.TB, data []byte, change func(st map[string]any)) []byte {
	t.Helper()
	f, err := Parse(data, "restate")
	if err != nil {
		t.Fatal(err)
	}
	var st map[string]any
	dec := json.NewDecoder(bytes.NewReader(f.State))
	dec.UseNumber()
	if err := dec.Decode(&st); err != nil {
		t.Fatal(err)
	}
	change(st)
	if f.State, err = json.Marshal(st); err != nil {
		t.Fatal(err)
	}
	if f.Hash, err = stateDigest(f.State); err != nil {
		t.Fatal(err)
	}
	out, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// A save written by an engine whose state had fewer (or other) fields loads
// when the replay agrees on every field both have, with a note naming the
// fields; a difference in a shared field is a mismatch naming the field.
func TestSaveFromAnotherEngineVersion(t *testing.T) {
	good := goodSave(t)
	cases := []struct {
		name   string
		change func(st map[string]any)
		// want is the note (ok) or the error (mismatch) text.
		ok   bool
		want string
	}{
		{"older engine without stats", func(st map[string]any) { delete(st, "stats") }, true, "other fields (stats)"},
		{"older engine with a field since dropped", func(st map[string]any) { st["morale"] = 3 }, true, "other fields (morale)"},
		{"newer field inside units", func(st map[string]any) {
			for _, u := range st["units"].([]any) {
				delete(u.(map[string]any), "full")
			}
		}, true, "units[].full"},
		{"a unit's strength differs", func(st map[string]any) {
			u := st["units"].([]any)[0].(map[string]any)
			u["strength"] = json.Number("9")
		}, false, "units[0].strength is 9 in the save"},
		{"the dice differ", func(st map[string]any) {
			st["dice"].(map[string]any)["state"] = json.Number("1")
		}, false, "dice.state is 1 in the save"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, err := Decode(restate(t, good, c.change), LoadOptions{Name: "other.json"})
			if c.ok {
				if err != nil {
					t.Fatal(err)
				}
				if !strings.Contains(s.Note(), c.want) {
					t.Errorf("note %q does not mention %q", s.Note(), c.want)
				}
				return
			}
			var se *Error
			if !errors.As(err, &se) || se.Problem != ProblemMismatch || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want a mismatch mentioning %q", err, c.want)
			}
		})
	}
}

// sameAtCheckpoint plays other and then rest on s and reports whether the
// position reached has the fingerprint fp.
func sameAtCheckpoint(t *testing.T, s *Session, other string, rest []string, fp string) bool {
	t.Helper()
	for _, line := range append([]string{other}, rest...) {
		a, err := isandlwana.ParseAction(line)
		if err != nil || s.Apply(a) != nil {
			return false
		}
	}
	return fingerprint(s.Game()) == fp
}

// A save records the revision of the built-in scenario data it was played
// on; one naming a revision this program does not have is refused with a
// message that says which it has, and loads nothing.
func TestUnknownScenarioRevisionIsRefused(t *testing.T) {
	bad := edit(t, goodSave(t), func(m map[string]any) {
		m["scenario"].(map[string]any)["revision"] = 9
	})
	s, err := Decode(bad, LoadOptions{Name: "bad"})
	var se *Error
	if !errors.As(err, &se) || se.Problem != ProblemScenario || !strings.Contains(err.Error(), "no revision 9") || s != nil {
		t.Fatalf("got %v (session %v), want a scenario problem naming revision 9", err, s != nil)
	}
}

// A scenario handed to the loader must be the data the game was played on:
// a revision-1 save is not replayed on revision 2 even when the caller
// offers it.
func TestOfferedScenarioOfAnotherRevisionIsRefused(t *testing.T) {
	old := edit(t, goodSave(t), func(m map[string]any) {
		delete(m["scenario"].(map[string]any), "revision")
	})
	cur, err := scenarios.Builtin("isandlwana")
	if err != nil {
		t.Fatal(err)
	}
	_, err = Decode(old, LoadOptions{Name: "old", Scenario: cur})
	var se *Error
	if !errors.As(err, &se) || se.Problem != ProblemScenario || !strings.Contains(err.Error(), "revision 1") {
		t.Fatalf("got %v, want a scenario problem naming revision 1", err)
	}
}

// A save that a rules fix no longer replays is not lost for play: with
// Continue the game goes on from the last action this program accepts (or
// as replayed), and the note says what differs; checking still refuses it.
func TestContinueOnAGameThisVersionReplaysDifferently(t *testing.T) {
	good := goodSave(t)
	f, err := Parse(good, "good")
	if err != nil {
		t.Fatal(err)
	}
	k := len(f.Actions) / 2
	illegal := edit(t, good, func(m map[string]any) {
		m["actions"].([]any)[k] = "attack 0101 2501" // never legal
	})
	if _, err := Decode(illegal, LoadOptions{Name: "old"}); err == nil {
		t.Fatal("a save with an illegal action checked as sound")
	}
	s, err := Decode(illegal, LoadOptions{Name: "old", Continue: true})
	if err != nil {
		t.Fatalf("Continue refused it: %v", err)
	}
	if s.Len() != k || !strings.Contains(s.Note(), fmt.Sprintf("action %d of %d", k+1, len(f.Actions))) || !strings.Contains(s.Note(), "edited or damaged") || !s.Diverged() {
		t.Errorf("went on with %d actions (want %d), diverged %v, note %q", s.Len(), k, s.Diverged(), s.Note())
	}
	if s, err := Decode(good, LoadOptions{Name: "good", Continue: true}); err != nil {
		t.Errorf("a sound save: %v", err)
	} else if s.Diverged() || s.Note() != "" {
		t.Errorf("a sound save: diverged %v, note %q", s.Diverged(), s.Note())
	}

	edited := edit(t, good, func(m map[string]any) {
		m["checkpoints"].([]any)[1].(map[string]any)["fingerprint"] = strings.Repeat("f", 32)
	})
	s, err = Decode(edited, LoadOptions{Name: "old", Continue: true})
	if err != nil || s.Len() != len(f.Actions) || !strings.Contains(s.Note(), "first differs") || !s.Diverged() {
		t.Errorf("a replay that differs: err %v, %d actions, note %q", err, s.Len(), s.Note())
	}

	damaged := edit(t, good, func(m map[string]any) { m["actions"].([]any)[k] = "no such verb" })
	if _, err := Decode(damaged, LoadOptions{Name: "bad", Continue: true}); err == nil {
		t.Error("Continue accepted an action it cannot read")
	}
}
