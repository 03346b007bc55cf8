package ramparts

import (
	"testing"

	"zulu1879/ai/search"
)

// BenchmarkSearchDecision is one decision of the search bot at its default
// budget (SearchBudget rollouts), from positions ten to forty decisions
// into advisor games.
func BenchmarkSearchDecision(b *testing.B) {
	var pos []*State
	for seed := uint64(1); len(pos) < 16; seed++ {
		s := midGame(b, seed, 10+int(seed%4)*10)
		if len(s.Legal()) > 1 {
			pos = append(pos, s)
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		NewSearch(uint64(i), search.Config{}).Choose(pos[i%len(pos)])
	}
}
