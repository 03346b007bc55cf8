package saves

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"zulu1879/dice"
	"zulu1879/games"
)

// playContract plays up to limit random legal actions of game through a
// Record (the rng's picks are fixed by seed).
func playContract(t testing.TB, game string, setup games.Setup, limit int) *Record {
	t.Helper()
	rules, err := games.Lookup(game)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := NewRecord(rules, setup, nil)
	if err != nil {
		t.Fatal(err)
	}
	rng := dice.NewSeeded(setup.Seed + 99)
	for i := 0; i < limit && !games.Over(rec.State()); i++ {
		legal := rec.State().Legal()
		if err := rec.Apply(legal[rng.Intn(len(legal))], ""); err != nil {
			t.Fatalf("action %d: %v", i+1, err)
		}
	}
	return rec
}

func encodeRecord(t testing.TB, rec *Record) []byte {
	t.Helper()
	data, err := rec.Encode("test")
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestEnvelope_EveryGameReplaysToTheSameHashAndLog(t *testing.T) {
	for _, c := range []struct {
		game  string
		setup games.Setup
		limit int
	}{
		{"isandlwana", games.Setup{Seed: 3}, 220},
		{"isandlwana", games.Setup{Scenario: "isandlwana-free", Seed: 4}, 120},
		{"rorkes-drift", games.Setup{Seed: 5}, 10000},
		{"rorkes-drift", games.Setup{Seed: 6, Options: json.RawMessage(`{"melee_combat": true}`)}, 80},
	} {
		t.Run(c.game+"/"+c.setup.Scenario, func(t *testing.T) {
			rec := playContract(t, c.game, c.setup, c.limit)
			data := encodeRecord(t, rec)
			back, err := DecodeEnvelope(data, "x.json")
			if err != nil {
				t.Fatal(err)
			}
			if back.State().Hash() != rec.State().Hash() || back.Len() != rec.Len() {
				t.Errorf("reloaded: hash %s after %d actions, want %s after %d", back.State().Hash(), back.Len(), rec.State().Hash(), rec.Len())
			}
			e, _ := ParseEnvelope(data, "x.json")
			if want := rec.Len() / CheckpointEvery; len(e.Checkpoints) != want {
				t.Errorf("%d checkpoints for %d actions, want %d", len(e.Checkpoints), rec.Len(), want)
			}
			if e.Revision == 0 {
				t.Errorf("revision not recorded for %s", c.game)
			}
			again := encodeRecord(t, back)
			if string(again) != string(data) {
				t.Errorf("saving the reloaded game writes another file:\n%s", UnifiedDiff(data, again, "first", "second"))
			}
		})
	}
}

// TestEnvelope_DamageIsNamed edits a good envelope one field at a time and
// checks the loader names what is wrong and where.
func TestEnvelope_DamageIsNamed(t *testing.T) {
	rec := playContract(t, "isandlwana", games.Setup{Seed: 11}, 120)
	good := encodeRecord(t, rec)
	moves := rec.Moves()
	// the first action whose seat is not the first action's seat
	other := 1
	for other < len(moves) && moves[other].Seat == moves[0].Seat {
		other++
	}
	for _, c := range []struct {
		name    string
		data    func() []byte
		problem Problem
		want    string
	}{
		{"illegal action", func() []byte {
			return edit(t, good, func(m map[string]any) { m["actions"].([]any)[4].(map[string]any)["action"] = "move 0101 2514" })
		}, ProblemAction, `action 5 (british "move 0101 2514") is refused`},
		{"wrong seat", func() []byte {
			return edit(t, good, func(m map[string]any) {
				m["actions"].([]any)[other].(map[string]any)["seat"] = moves[0].Seat
			})
		}, ProblemAction, "the save says the " + moves[0].Seat + " acts, but the replayed game asks the " + moves[other].Seat},
		{"checkpoint changed", func() []byte {
			return edit(t, good, func(m map[string]any) {
				m["checkpoints"].([]any)[1].(map[string]any)["hash"] = strings.Repeat("0", 32)
			})
		}, ProblemMismatch, "checkpoint after action 100"},
		{"final hash changed", func() []byte {
			return edit(t, good, func(m map[string]any) { m["hash"] = strings.Repeat("a", 32) })
		}, ProblemMismatch, `field "hash"`},
		{"log cut short", func() []byte {
			return edit(t, good, func(m map[string]any) {
				m["actions"] = m["actions"].([]any)[:110]
			})
		}, ProblemMismatch, `field "hash": the game replayed to the end (110 actions)`},
		{"unknown field", func() []byte {
			return edit(t, good, func(m map[string]any) { m["cheat"] = true })
		}, ProblemCorrupt, `unknown field "cheat"`},
		{"newer envelope", func() []byte {
			return edit(t, good, func(m map[string]any) { m["envelope"] = 2 })
		}, ProblemFuture, "envelope format 2"},
		{"envelope not a number", func() []byte {
			return edit(t, good, func(m map[string]any) { m["envelope"] = "one" })
		}, ProblemCorrupt, `field "envelope" is "one"`},
		{"unknown game", func() []byte {
			return edit(t, good, func(m map[string]any) { m["game"] = "chess" })
		}, ProblemWrongGame, `field "game": no game "chess"`},
		{"missing seat", func() []byte {
			return edit(t, good, func(m map[string]any) { delete(m["players"].(map[string]any), "zulu") })
		}, ProblemCorrupt, `field "players" names 1 seats; isandlwana has 2`},
		{"bad player", func() []byte {
			return edit(t, good, func(m map[string]any) { m["players"].(map[string]any)["zulu"] = "Rule 9!" })
		}, ProblemCorrupt, `field "players.zulu" is "Rule 9!"`},
		{"unknown seat in log", func() []byte {
			return edit(t, good, func(m map[string]any) { m["actions"].([]any)[2].(map[string]any)["seat"] = "boer" })
		}, ProblemCorrupt, `action 3 (field "actions[2].seat"): game "isandlwana" has no seat "boer"`},
		{"checkpoint past the end", func() []byte {
			return edit(t, good, func(m map[string]any) { m["checkpoints"].([]any)[1].(map[string]any)["action"] = 500 })
		}, ProblemCorrupt, "checkpoint 2 (field \"checkpoints[1]\"): action number 500"},
		{"options not an object", func() []byte {
			return edit(t, good, func(m map[string]any) { m["options"] = []any{1} })
		}, ProblemCorrupt, `field "options" is [1]`},
		{"unknown option", func() []byte {
			return edit(t, good, func(m map[string]any) { m["options"] = map[string]any{"fast": true} })
		}, ProblemScenario, `option "fast" is not one of the game's options`},
		{"byte-order mark", func() []byte { return append([]byte("\xef\xbb\xbf"), good...) }, ProblemCorrupt, "byte-order mark"},
		{"truncated", func() []byte { return good[:len(good)/2] }, ProblemTruncated, "truncated"},
		{"empty", func() []byte { return nil }, ProblemEmpty, "empty"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := DecodeEnvelope(c.data(), "g.json")
			var se *Error
			if !errors.As(err, &se) {
				t.Fatalf("got %v, want a *saves.Error", err)
			}
			if se.Problem != c.problem || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "save g.json: ") {
				t.Errorf("got %q (%s), want %s containing %q", err, se.Problem, c.problem, c.want)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("message is not one line: %q", err)
			}
		})
	}
}

func TestIsEnvelope_TellsTheFormatsApart(t *testing.T) {
	env := encodeRecord(t, playContract(t, "rorkes-drift", games.Setup{Seed: 1}, 5))
	old, err := os.ReadFile(filepath.Join("testdata", "v3", "v3-mid-game.json"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		data []byte
		want bool
	}{
		{"envelope", env, true},
		{"envelope with a BOM", append([]byte("\xef\xbb\xbf"), env...), true},
		{"truncated envelope", env[:60], true},
		{"Isandlwana save format 3", old, false},
		{"empty", nil, false},
		{"not JSON", []byte("\x89PNG..."), false},
		{"JSON array", []byte(`[{"envelope": 1}]`), false},
	} {
		if got := IsEnvelope(c.data); got != c.want {
			t.Errorf("%s: IsEnvelope = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestFromSession_TodaysSavesReplayThroughTheContract converts every
// fixture of the older formats and every golden replay to the envelope and
// checks the envelope replays to the same state hash.
func TestFromSession_TodaysSavesReplayThroughTheContract(t *testing.T) {
	paths, _ := filepath.Glob(filepath.Join("testdata", "*", "*.json"))
	if len(paths) < 10 {
		t.Fatalf("found %d fixtures, want the v1, v2, v3 and golden ones", len(paths))
	}
	for _, p := range paths {
		t.Run(p, func(t *testing.T) {
			s, err := Load(p, LoadOptions{Quiet: true})
			if err != nil {
				t.Fatal(err)
			}
			rec, err := FromSession(s)
			if err != nil {
				t.Fatal(err)
			}
			back, err := DecodeEnvelope(encodeRecord(t, rec), "converted.json")
			if err != nil {
				t.Fatal(err)
			}
			if back.State().Hash() != s.Game().Hash() {
				t.Errorf("envelope replays to %s, the save to %s", back.State().Hash(), s.Game().Hash())
			}
			if want := s.Game().Scen.Revision; back.Revision() != want {
				t.Errorf("revision %d, want %d", back.Revision(), want)
			}
		})
	}
}

func TestEnvelope_KeepsTheRevisionItWasPlayedOn(t *testing.T) {
	for _, c := range []struct {
		game, scenario string
		options        string
		rev            int
	}{
		{"isandlwana", "isandlwana@1", "", 1},
		{"rorkes-drift", "", `{"revision":1}`, 1},
	} {
		t.Run(c.game, func(t *testing.T) {
			setup := games.Setup{Scenario: c.scenario, Seed: 8}
			if c.options != "" {
				setup.Options = json.RawMessage(c.options)
			}
			rec := playContract(t, c.game, setup, 60)
			if rec.Revision() != c.rev {
				t.Fatalf("revision %d, want %d", rec.Revision(), c.rev)
			}
			// The same save naming the default scenario and options, but
			// revision 1: the loader pins the revision.
			data := edit(t, encodeRecord(t, rec), func(m map[string]any) {
				m["scenario"] = strings.TrimSuffix(c.scenario, "@1")
				if m["scenario"] == "" {
					m["scenario"] = "standard"
				}
				delete(m, "options")
			})
			back, err := DecodeEnvelope(data, "old.json")
			if err != nil {
				t.Fatal(err)
			}
			if back.Revision() != c.rev || back.State().Hash() != rec.State().Hash() {
				t.Errorf("revision %d hash %s, want %d %s", back.Revision(), back.State().Hash(), c.rev, rec.State().Hash())
			}
			if !strings.Contains(back.Note(), "revision 1") {
				t.Errorf("note %q does not say the game goes on on revision 1", back.Note())
			}
		})
	}
}

func TestEnvelopeAutosaver_KeepsTheNewestAndResumesTheLatestGood(t *testing.T) {
	dir := t.TempDir()
	// An Isandlwana autosave of the older kind: never pruned by the
	// envelope autosaver.
	if err := os.WriteFile(filepath.Join(dir, "auto-20000101-000000.000000-t1-setup.json"), []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	a, err := NewEnvelopeAutosaver(dir, "test", 3)
	if err != nil {
		t.Fatal(err)
	}
	clock := time.Date(2026, 1, 22, 12, 0, 0, 0, time.UTC)
	a.Now = func() time.Time { clock = clock.Add(time.Second); return clock }
	rules, _ := games.Lookup("rorkes-drift")
	rec, err := NewRecord(rules, games.Setup{Seed: 2}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var paths []string
	for i := 0; i < 5; i++ {
		if err := rec.Apply(rec.State().Legal()[0], ""); err != nil {
			t.Fatal(err)
		}
		p, err := a.Save(rec)
		if err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p)
	}
	names, _ := AutoNames(dir, EnvelopePrefix("rorkes-drift"))
	if len(names) != 3 || filepath.Join(dir, names[2]) != paths[4] {
		t.Errorf("kept %v, want the newest 3 ending with %s", names, filepath.Base(paths[4]))
	}
	if _, err := os.Stat(filepath.Join(dir, "auto-20000101-000000.000000-t1-setup.json")); err != nil {
		t.Errorf("the older autosave was touched: %v", err)
	}
	// Damage the newest: resume takes the one before.
	if err := os.WriteFile(paths[4], []byte(`{"envelope": 1, "game": "rorkes-drift"`), 0o644); err != nil {
		t.Fatal(err)
	}
	p, got, err := LatestEnvelope(dir, "rorkes-drift")
	if err != nil || p != paths[3] || got.Len() != 4 {
		t.Errorf("LatestEnvelope = %s (%v), want %s with 4 actions", p, err, paths[3])
	}
	if _, _, err := LatestEnvelope(dir, "isandlwana"); !errors.Is(err, ErrNoSave) {
		t.Errorf("isandlwana: %v, want ErrNoSave", err)
	}
	list, err := ListEnvelopes(dir)
	if err != nil || len(list) != 3 || list[0].Err == nil || list[1].Err != nil {
		t.Errorf("ListEnvelopes = %+v, %v: want 3, the newest damaged", list, err)
	}
}

func TestRecord_RefusesWhatIsNotLegalAndChangesNothing(t *testing.T) {
	rules, _ := games.Lookup("isandlwana")
	rec, err := NewRecord(rules, games.Setup{Seed: 1}, map[string]string{"zulu": "rule9"})
	if err != nil {
		t.Fatal(err)
	}
	h := rec.State().Hash()
	if err := rec.Apply("fly to the moon", ""); err == nil {
		t.Fatal("an unreadable action was applied")
	}
	if rec.Len() != 0 || rec.State().Hash() != h {
		t.Errorf("a refused action changed the record")
	}
	if _, err := NewRecord(rules, games.Setup{}, map[string]string{"boer": "x"}); err == nil || !strings.Contains(err.Error(), `no seat "boer"`) {
		t.Errorf("a player for an unknown seat: %v", err)
	}
	if p := rec.Players(); p["british"] != Human || p["zulu"] != "rule9" {
		t.Errorf("players %v", p)
	}
}

// BenchmarkEnvelopeEncode measures what an autosave costs at the end of a
// whole random game of Isandlwana: the envelope is written, then replayed
// to check it.
func BenchmarkEnvelopeEncode(b *testing.B) {
	rec := playContract(b, "isandlwana", games.Setup{Seed: 1879}, 100000)
	for b.Loop() {
		if _, err := rec.Encode("bench"); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(rec.Len()), "actions")
}

// TestToSession_AnEnvelopeComesBackAsTheSameGame: every fixture, made an
// envelope and back a session (as the window opens a game saved by play),
// is the same game: hash, revision, players and the bots' reasons.
func TestToSession_AnEnvelopeComesBackAsTheSameGame(t *testing.T) {
	paths, _ := filepath.Glob(filepath.Join("testdata", "*", "*.json"))
	for _, p := range paths {
		t.Run(p, func(t *testing.T) {
			s, err := Load(p, LoadOptions{})
			if err != nil {
				t.Fatal(err)
			}
			rec, err := FromSession(s)
			if err != nil {
				t.Fatal(err)
			}
			back, err := ToSession(rec)
			if err != nil {
				t.Fatal(err)
			}
			if back.Game().Hash() != s.Game().Hash() || back.Game().Scen.Revision != s.Game().Scen.Revision {
				t.Errorf("back as a session: hash %s revision %d, want %s %d", back.Game().Hash(), back.Game().Scen.Revision, s.Game().Hash(), s.Game().Scen.Revision)
			}
			wantP, okW := s.Players()
			gotP, okG := back.Players()
			if okW && (!okG || gotP != wantP) {
				t.Errorf("players %+v, want %+v", gotP, wantP)
			}
			if len(back.Reasons()) != len(s.Reasons()) {
				t.Errorf("%d reasons, want %d", len(back.Reasons()), len(s.Reasons()))
			}
		})
	}
	other, err := NewRecord(mustRules(t, "rorkes-drift"), games.Setup{Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ToSession(other); err == nil {
		t.Error("a Rorke's Drift record became an Isandlwana session")
	}
}

func mustRules(t *testing.T, id string) games.Rules {
	t.Helper()
	r, err := games.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestRecordPrefix_ReplaysTheFirstActions: Prefix(n) is the game after its
// first n actions, hash for hash, with the same players, and leaves the
// record itself as it was.
func TestRecordPrefix_ReplaysTheFirstActions(t *testing.T) {
	rec := playContract(t, "rorkes-drift", games.Setup{Seed: 5}, 30)
	if err := rec.SetPlayer("british", "advisor"); err != nil {
		t.Fatal(err)
	}
	rules, _ := games.Lookup("rorkes-drift")
	walk, err := NewRecord(rules, games.Setup{Seed: 5}, nil)
	if err != nil {
		t.Fatal(err)
	}
	hashes := []string{walk.State().Hash()}
	for _, m := range rec.Moves() {
		if err := walk.Apply(m.Action, m.Reason); err != nil {
			t.Fatal(err)
		}
		hashes = append(hashes, walk.State().Hash())
	}
	end := rec.State().Hash()
	for _, n := range []int{0, 1, rec.Len() / 2, rec.Len()} {
		p, err := rec.Prefix(n)
		if err != nil {
			t.Fatal(err)
		}
		if p.Len() != n || p.State().Hash() != hashes[n] || p.Players()["british"] != "advisor" {
			t.Errorf("Prefix(%d): %d actions, hash %s (want %s), players %v", n, p.Len(), p.State().Hash(), hashes[n], p.Players())
		}
	}
	if rec.State().Hash() != end || rec.Len() != len(hashes)-1 {
		t.Error("Prefix changed the record")
	}
	if _, err := rec.Prefix(rec.Len() + 1); err == nil {
		t.Error("Prefix beyond the log was not refused")
	}
}

// BenchmarkRecordPrefix_Isandlwana replays the first n-1 actions of a
// whole random Isandlwana game: what play's undo costs at the end of a
// game.
func BenchmarkRecordPrefix_Isandlwana(b *testing.B) {
	rec := playContract(b, "isandlwana", games.Setup{Seed: 11}, 100000)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := rec.Prefix(rec.Len() - 1); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(rec.Len()), "actions")
}
