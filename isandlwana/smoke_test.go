package isandlwana

import (
	"testing"

	"zulu1879/dice"
	"zulu1879/scenarios"
)

func newGame(t testing.TB, id string, seed uint64) *State {
	t.Helper()
	s, err := scenarios.Builtin(id)
	if err != nil {
		t.Fatal(err)
	}
	return New(s, seed, Options{})
}

// playRandom plays a game with both sides choosing uniformly among the
// listed legal actions, ending phases with some probability so games move on.
func playRandom(t testing.TB, g *State, rng *dice.Seeded, check func(*State)) int {
	steps := 0
	for !g.Over() {
		acts := g.Legal()
		if len(acts) == 0 {
			t.Fatalf("no legal action in %s (turn %d), pending %v", g.Phase, g.Turn, g.Pending)
		}
		var a Action
		endIdx := -1
		for k, x := range acts {
			if x.Kind == ActEnd {
				endIdx = k
			}
		}
		if endIdx >= 0 && rng.Intn(8) == 0 {
			a = acts[endIdx]
		} else {
			a = acts[rng.Intn(len(acts))]
		}
		if err := g.Apply(a); err != nil {
			t.Fatalf("legal action %q refused: %v (phase %s turn %d)", a, err, g.Phase, g.Turn)
		}
		if check != nil {
			check(g)
		}
		steps++
		if steps > 100000 {
			t.Fatal("game did not end")
		}
	}
	return steps
}

func TestSmokeRandomGame(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		g := newGame(t, "isandlwana", seed)
		steps := playRandom(t, g, dice.NewSeeded(seed*7), nil)
		t.Logf("seed %d: %s on turn %d after %d actions; Zulus lost %d, British steps lost %d", seed, g.Outcome, g.Turn, steps, g.Stats.ZulusEliminated, g.Stats.BritishStepsLost)
	}
}
