package skirmish

import (
	"testing"

	"zulu1879/dice"
)

func TestRandomGamesEnd(t *testing.T) {
	for _, sc := range ScenarioNames {
		g, err := NewGame(sc, 1)
		if err != nil {
			t.Fatal(err)
		}
		r := dice.NewSeeded(7)
		steps := 0
		for g.Outcome == nil && steps < 20000 {
			l := g.Legal()
			if err := g.Apply(l[r.Intn(len(l))]); err != nil {
				t.Fatalf("%s step %d: %v", sc, steps, err)
			}
			steps++
		}
		t.Logf("%s: %d steps, turn %d, %+v", sc, steps, g.Turn, g.Outcome)
	}
}

func TestBotGames(t *testing.T) {
	for _, sc := range ScenarioNames {
		for seed := uint64(1); seed <= 3; seed++ {
			g, err := NewGame(sc, seed)
			if err != nil {
				t.Fatal(err)
			}
			steps := 0
			for g.Outcome == nil && steps < 20000 {
				a, why := g.BotAction()
				if err := g.Apply(a.String()); err != nil {
					t.Fatalf("%s step %d: %v (%s)", sc, steps, err, why)
				}
				steps++
			}
			t.Logf("%s seed %d: %d steps, turn %d, killed %v, %+v", sc, seed, steps, g.Turn, g.Killed, g.Outcome)
		}
	}
}
