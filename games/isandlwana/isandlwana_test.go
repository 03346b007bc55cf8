package isandlwana

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"zulu1879/dice"
	"zulu1879/games"
	engine "zulu1879/isandlwana"
)

func start(t *testing.T, s games.Setup) *State {
	t.Helper()
	g, err := Rules{}.New(s)
	if err != nil {
		t.Fatal(err)
	}
	return g.(*State)
}

// TestScenarioNames_AreTheCommandLines: "" is isandlwana; the free set-up
// and a data revision are read as the command line reads them; anything
// else is refused with a message naming it.
func TestScenarioNames_AreTheCommandLines(t *testing.T) {
	def := start(t, games.Setup{Seed: 5})
	if def.G.ScenarioID != "isandlwana" || def.Hash() != start(t, games.Setup{Scenario: "isandlwana", Seed: 5}).Hash() {
		t.Errorf("the default scenario is %q", def.G.ScenarioID)
	}
	if g := start(t, games.Setup{Scenario: "isandlwana-free", Seed: 5}); g.G.Scen.Setup.String() == def.G.Scen.Setup.String() {
		t.Error("isandlwana-free has the standard set-up")
	}
	if g := start(t, games.Setup{Scenario: "isandlwana@1", Seed: 5}); g.G.Scen.Revision != 1 {
		t.Errorf("isandlwana@1 loads revision %d", g.G.Scen.Revision)
	}
	for _, bad := range []string{"rorkes-drift", "isandlwana@99", "isandlwana-frei"} {
		if _, err := (Rules{}).New(games.Setup{Scenario: bad}); err == nil {
			t.Errorf("scenario %q accepted", bad)
		}
	}
}

// TestQuietOption_ChangesOnlyTheLog: {"quiet": true} plays the same game
// (the same hashes after the same actions) and writes no log.
func TestQuietOption_ChangesOnlyTheLog(t *testing.T) {
	loud := start(t, games.Setup{Seed: 3})
	quiet := start(t, games.Setup{Seed: 3, Options: json.RawMessage(`{"quiet": true}`)})
	for step := 0; step < 400 && !games.Over(loud); step++ {
		legal := loud.Legal()
		if !slices.Equal(legal, quiet.Legal()) {
			t.Fatalf("step %d: the legal lists differ", step)
		}
		a := legal[(step*7919)%len(legal)]
		if err := loud.Apply(a); err != nil {
			t.Fatal(err)
		}
		if err := quiet.Apply(a); err != nil {
			t.Fatal(err)
		}
		if loud.Hash() != quiet.Hash() {
			t.Fatalf("step %d (%s): the quiet game's hash differs", step, a)
		}
	}
	if len(quiet.Log(games.Omniscient, 0)) != 0 || len(loud.Log(games.Omniscient, 0)) == 0 {
		t.Error("the quiet game has a log, or the loud one none")
	}
}

// TestSeatsAndPrompts_FollowTheEngine: British is seat 0, Zulu seat 1; a
// pending question is the prompt, with its own key; the result names the
// side the outcome favours.
func TestSeatsAndPrompts_FollowTheEngine(t *testing.T) {
	s := start(t, games.Setup{Seed: 1})
	if s.ToAct() != British || s.Prompt().Key != "setup" {
		t.Fatalf("a new game: %s to act, prompt %+v", Rules{}.Info().SeatName(s.ToAct()), s.Prompt())
	}
	sawQuestion := false
	pick := dice.NewSeeded(1)
	for !games.Over(s) {
		if d, ok := s.G.Decision(); ok {
			sawQuestion = true
			if p := s.Prompt(); p.Text != d.Prompt() || p.Key == "" || p.Key == "zulu-move" {
				t.Fatalf("decision %v gives prompt %+v", d.Kind, p)
			}
		}
		want := map[engine.Side]games.Seat{engine.British: British, engine.Zulu: Zulu}[s.G.ToAct()]
		if s.ToAct() != want {
			t.Fatalf("the engine's %s to act is seat %d", s.G.ToAct(), s.ToAct())
		}
		legal := s.Legal()
		a := legal[pick.Intn(len(legal))]
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	r, _ := s.Result()
	w := s.G.Outcome.Winner()
	if (w == engine.NoSide) != (len(r.Winners) == 0) || (w == engine.Zulu && r.Winners[0] != Zulu) || (w == engine.British && r.Winners[0] != British) || r.Key != s.G.Outcome.Key() {
		t.Fatalf("outcome %v gives result %+v", s.G.Outcome, r)
	}
	if !sawQuestion {
		t.Error("no question came up in this game; pick another seed")
	}
}

// TestView_HoldsNoDice: no view holds the seed or the roller's state (with
// them and the log anyone could predict every roll), nor the log (read
// through Log); building one leaves the game as it was.
func TestView_HoldsNoDice(t *testing.T) {
	s := start(t, games.Setup{Seed: 9})
	h := s.Hash()
	for _, seat := range []games.Seat{British, Zulu, games.Omniscient} {
		v := s.View(seat).(*engine.State)
		if v.Seed != 0 || v.Dice.State != 0 || v.Log != nil {
			t.Errorf("the view for seat %d holds seed %d, dice %d or %d events", seat, v.Seed, v.Dice.State, len(v.Log))
		}
	}
	if s.Hash() != h || s.G.Seed != 9 || len(s.G.Log) == 0 {
		t.Error("building views changed the game")
	}
}

// TestScenarios_ParsedOnceAndReadAgain: every game of a built-in scenario
// shares one parsed copy, and so does every game of a scenario file while
// its bytes stay the same; a file changed on disk is parsed again, and a
// damaged one is refused with a message naming it.
func TestScenarios_ParsedOnceAndReadAgain(t *testing.T) {
	if a, b := start(t, games.Setup{Seed: 1}), start(t, games.Setup{Seed: 2}); a.G.Scen != b.G.Scen {
		t.Error("two games of the built-in scenario parsed it twice")
	}
	data, err := os.ReadFile("../../scenarios/isandlwana.json")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "mine.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	a, b := start(t, games.Setup{Scenario: path, Seed: 1}), start(t, games.Setup{Scenario: path, Seed: 2})
	if a.G.Scen != b.G.Scen || a.G.Scen.Turns != 6 {
		t.Errorf("two games of an unchanged file: the same scenario %v, %d turns", a.G.Scen == b.G.Scen, a.G.Scen.Turns)
	}
	if err := os.WriteFile(path, bytes.Replace(data, []byte(`"turns": 6`), []byte(`"turns": 5`), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	if c := start(t, games.Setup{Scenario: path, Seed: 1}); c.G.Scen.Turns != 5 {
		t.Errorf("the file now says 5 turns, the game has %d", c.G.Scen.Turns)
	}
	if err := os.WriteFile(path, []byte(`{"turns": `), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := (Rules{}).New(games.Setup{Scenario: path}); err == nil || !strings.Contains(err.Error(), path) {
		t.Errorf("a damaged file: error %v, want one naming %s", err, path)
	}
}
