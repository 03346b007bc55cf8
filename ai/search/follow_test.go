package search

import (
	"testing"

	"zulu1879/games"
)

// always is a bot that plays one action whatever the position.
type always string

func (a always) Choose(games.State) (string, string) { return string(a), "always " + string(a) }

// TestFollowPlaysTheSeatWhileItsConditionHolds: a plan's Follow bot plays
// after its actions for as long as While holds, then the policy (which
// plays the first choice, "a") takes over. Three steps of a or b: "abb"
// wins 90%, "aba" 50%, "aaa" 10%; each plan starts with "a".
func TestFollowPlaysTheSeatWhileItsConditionHolds(t *testing.T) {
	g := newGamble(5, 3, map[string]int{"abb": 9, "aba": 5, "aaa": 1}, "a", "b")
	bees := func(uint64) games.Bot { return always("b") }
	plans := []Plan{
		{Name: "policy", Actions: []string{"a"}},
		{Name: "b to the end", Actions: []string{"a"}, Follow: bees},
		{Name: "b once", Actions: []string{"a"}, Follow: bees, While: func(s games.State) bool { return len(s.(*gamble).made) < 2 }},
	}
	out, err := Search(g, plans, Config{Seed: 3, Budget: 300, Policy: firstPolicy, DistinctDice: true})
	if err != nil {
		t.Fatal(err)
	}
	want := []float64{0.1, 0.9, 0.5}
	for i, e := range out.Estimates {
		if e.Rollouts > 0 && (e.Wins < want[i]-0.2 || e.Wins > want[i]+0.2) {
			t.Errorf("%s: %.2f wins over %d rollouts, want about %.1f", e.Plan, e.Wins, e.Rollouts, want[i])
		}
	}
	if out.Chosen().Plan.Name != "b to the end" {
		t.Errorf("chose %q, want \"b to the end\"", out.Chosen().Plan)
	}
}
