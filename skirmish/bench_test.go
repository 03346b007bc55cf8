package skirmish

import "testing"

// BenchmarkBotGame plays a whole bot-against-bot game of each scenario.
func BenchmarkBotGame(b *testing.B) {
	for _, sc := range ScenarioNames {
		b.Run(sc, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				g, err := NewGame(sc, uint64(i+1))
				if err != nil {
					b.Fatal(err)
				}
				for g.Outcome == nil {
					a, _ := g.BotAction()
					if err := g.Apply(a.String()); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}
