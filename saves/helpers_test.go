package saves

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"zulu1879/dice"
	"zulu1879/isandlwana"
	"zulu1879/scenarios"
)

var (
	update = flag.Bool("update", false, "rewrite the golden replays in testdata/golden")
	makeV1 = flag.Bool("make-v1", false, "write the stored format 1 saves in testdata/v1 (only when adding new ones: they stand for old files)")
)

// newSession starts a game on a built-in scenario.
func newSession(t testing.TB, scenario string, seed uint64) *Session {
	t.Helper()
	s, err := Start(scenario, seed, isandlwana.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// pick chooses a random legal action, ending the phase one time in eight
// when that is allowed so that games move on.
func pick(t testing.TB, g *isandlwana.State, rng *dice.Seeded) isandlwana.Action {
	t.Helper()
	acts := g.Legal()
	if len(acts) == 0 {
		t.Fatalf("no legal action at turn %d, %s", g.Turn, g.Phase)
	}
	a := acts[rng.Intn(len(acts))]
	for _, x := range acts {
		if x.Kind == isandlwana.ActEnd && rng.Intn(8) == 0 {
			a = x
		}
	}
	return a
}

// playRandom plays up to limit actions (0: to the end) with both sides picking
// random legal actions. after, if set, runs after each action.
func playRandom(t testing.TB, s *Session, rng *dice.Seeded, limit int, after func(*Session)) {
	t.Helper()
	for n := 0; !s.Game().Over() && (limit == 0 || n < limit); n++ {
		a := pick(t, s.Game(), rng)
		if err := s.Apply(a); err != nil {
			t.Fatalf("legal action %q refused: %v", a, err)
		}
		if after != nil {
			after(s)
		}
		if n > 100000 {
			t.Fatal("game did not end")
		}
	}
}

// randomGame plays a seeded random game of up to limit actions.
func randomGame(t testing.TB, scenario string, seed uint64, limit int) *Session {
	t.Helper()
	s := newSession(t, scenario, seed)
	playRandom(t, s, dice.NewSeeded(seed*7919+1), limit, nil)
	return s
}

// randomGameOnRevision is randomGame on an earlier revision of a built-in
// scenario's data, as the program played it before that data was tuned.
func randomGameOnRevision(t testing.TB, scenario string, rev int, seed uint64, limit int) *Session {
	t.Helper()
	scen, err := scenarios.BuiltinRevision(scenario, rev)
	if err != nil {
		t.Fatal(err)
	}
	s := NewSession(scen, ScenarioRef{ID: scenario, Revision: rev}, seed, isandlwana.Options{})
	playRandom(t, s, dice.NewSeeded(seed*7919+1), limit, nil)
	return s
}

// encode returns the save of s.
func encode(t testing.TB, s *Session) []byte {
	t.Helper()
	data, err := s.Encode("test")
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// writeTemp writes data into a file in a fresh folder and returns its path.
func writeTemp(t testing.TB, name string, data []byte) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// edit decodes a save into a generic tree, lets change alter it and encodes
// it again.
func edit(t testing.TB, data []byte, change func(m map[string]any)) []byte {
	t.Helper()
	var m map[string]any
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(&m); err != nil {
		t.Fatal(err)
	}
	change(m)
	out, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// encodeV1 writes a game in save format 1, as the first version of the
// program did: actions as objects with numeric kinds.
func encodeV1(t testing.TB, s *Session) []byte {
	t.Helper()
	f, err := s.File("unused")
	if err != nil {
		t.Fatal(err)
	}
	v1 := fileV1{Format: 1, Game: GameID, Scenario: s.ScenarioRef().ID, Seed: s.Seed(), Hash: f.Hash, State: f.State}
	for _, line := range s.Actions() {
		a, err := isandlwana.ParseAction(line)
		if err != nil {
			t.Fatal(err)
		}
		kind := -1
		for k, v := range v1Kinds {
			if v == a.Kind {
				kind = k
			}
		}
		o := actionV1{Kind: kind, Units: a.Units, Count: a.Count, Flag: a.Flag, Pick: a.Pick}
		if !a.From.IsNone() {
			o.From = a.From.String()
		}
		if !a.To.IsNone() {
			o.To = a.To.String()
		}
		for _, sh := range a.Shots {
			o.Shots = append(o.Shots, shotV1{Unit: sh.Unit, SP: sh.Strength})
		}
		v1.Actions = append(v1.Actions, o)
	}
	out, err := json.MarshalIndent(v1, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return append(out, '\n')
}

// newRng returns a seeded random source for the test's own choices.
func newRng(seed uint64) *dice.Seeded { return dice.NewSeeded(seed) }
