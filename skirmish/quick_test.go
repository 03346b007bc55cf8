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
