package campaign

import (
	"testing"

	"zulu1879/dice"
	"zulu1879/isandlwana"
	"zulu1879/ramparts"
	"zulu1879/scenarios"
)

// finished builds an Isandlwana game and sets its result by hand: the ledger
// reads only the outcome, the end turn, the Colours and the Zulu losses.
func finished(t *testing.T, o isandlwana.Outcome, turn int, colours isandlwana.ColoursState, zulus int) *isandlwana.State {
	t.Helper()
	s, err := scenarios.Builtin("isandlwana")
	if err != nil {
		t.Fatal(err)
	}
	g := isandlwana.New(s, 1, isandlwana.Options{Quiet: true})
	g.Outcome, g.Turn, g.Colours = o, turn, colours
	g.Phase = isandlwana.PhaseGameOver
	g.Stats.EndTurn = turn
	g.Stats.ZulusEliminated = zulus
	return g
}

// randomIsandlwana picks legal actions with a seeded generator: a phase is
// ended with some chance, answers and moves are uniform.
func randomIsandlwana(g *isandlwana.State, rng *dice.Seeded) isandlwana.Action {
	acts := g.Legal()
	for _, a := range acts {
		if a.Kind == isandlwana.ActEnd && (len(acts) == 1 || rng.Intn(4) == 0) {
			return a
		}
	}
	return acts[rng.Intn(len(acts))]
}

// playIsandlwana applies up to n chosen actions through the campaign (all of
// them until the end when n < 0).
func playIsandlwana(t testing.TB, c *Campaign, rng *dice.Seeded, n int) {
	t.Helper()
	for k := 0; c.Stage() == StageIsandlwana && k != n; k++ {
		if k > 50000 {
			t.Fatal("the Isandlwana game does not end")
		}
		a := randomIsandlwana(c.Game(), rng)
		if err := c.ApplyIsandlwana(a); err != nil {
			t.Fatalf("action %d %q refused: %v", k+1, a, err)
		}
	}
}

// playRorke applies up to n Advisor actions through the campaign.
func playRorke(t testing.TB, c *Campaign, n int) {
	t.Helper()
	for k := 0; c.Stage() == StageRorkesDrift && k != n; k++ {
		if k > 100000 {
			t.Fatal("the Rorke's Drift game does not end")
		}
		a, _ := ramparts.Advisor{}.Choose(c.Rorke())
		if err := c.ApplyRorke(a); err != nil {
			t.Fatalf("Rorke's Drift action %d %q refused: %v", k+1, a, err)
		}
	}
}

// newCampaign starts a campaign with the given seed.
func newCampaign(t testing.TB, seed uint64) *Campaign {
	t.Helper()
	c, err := New("isandlwana", seed)
	if err != nil {
		t.Fatal(err)
	}
	return c
}
