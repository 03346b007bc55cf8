package skirmish

import (
	"slices"
	"testing"

	"zulu1879/games"
)

// TestBots_PlayToTheEnd: the registered default bots play each scenario to
// a result; every choice comes with a reason, and every choice that is not
// a move (which may go further than one hex) is on the legal list.
func TestBots_PlayToTheEnd(t *testing.T) {
	for _, sc := range ScenarioNames {
		for seed := uint64(1); seed <= 2; seed++ {
			g, err := NewGame(sc, seed)
			if err != nil {
				t.Fatal(err)
			}
			var bots [2]games.Bot
			for s, name := range []string{"british", "zulu"} {
				info, err := games.DefaultBot(ID, name)
				if err != nil {
					t.Fatal(err)
				}
				bots[s] = info.New(seed)
			}
			steps := 0
			for g.Outcome == nil && steps < 20000 {
				a, why := bots[g.ToAct()].Choose(g)
				if why == "" {
					t.Fatalf("%s seed %d step %d: %q with no reason", sc, seed, steps, a)
				}
				if pa, _ := ParseAction(a); pa.Verb != "move" && !slices.Contains(g.Legal(), a) {
					t.Fatalf("%s seed %d step %d: %q is not on the legal list", sc, seed, steps, a)
				}
				if err := g.Apply(a); err != nil {
					t.Fatalf("%s seed %d step %d: %v (%s)", sc, seed, steps, err, why)
				}
				steps++
			}
			if g.Outcome == nil {
				t.Fatalf("%s seed %d: no result after %d steps", sc, seed, steps)
			}
			t.Logf("%s seed %d: %d steps, turn %d, killed %v: %s", sc, seed, steps, g.Turn, g.Killed, g.Outcome.How)
		}
	}
}
