package isandlwana

import (
	"encoding/json"
	"testing"

	"zulu1879/ai/search"
	"zulu1879/games"
	engine "zulu1879/isandlwana"
)

// benchPosition plays seed with rule 9 and the standard British up to the
// Zulus' first action in the given phase of turn.
func benchPosition(b *testing.B, seed uint64, turn int, phase engine.Phase) *State {
	b.Helper()
	s := start(&testing.T{}, games.Setup{Seed: seed, Options: json.RawMessage(`{"quiet": true}`)})
	bots := map[games.Seat]games.Bot{Zulu: newBot("rule9"), British: newBot("standard")}
	for !games.Over(s) {
		if s.G.Turn == turn && s.G.Phase == phase && s.ToAct() == Zulu {
			if dec, ok := s.G.Decision(); !ok || (phase == engine.PhaseSniping && len(dec.Options) > 1) {
				return s
			}
		}
		if _, err := bots[s.ToAct()].(games.Mover).Move(s); err != nil {
			b.Fatal(err)
		}
	}
	b.Fatalf("seed %d never reached turn %d, %s", seed, turn, phase)
	return nil
}

// BenchmarkExpertDecision times one planned phase (the search at its first
// action) at the registered budgets, one worker and two, at the Zulu
// movement, attack and sniping of turn 3.
func BenchmarkExpertDecision(b *testing.B) {
	for _, c := range []struct {
		name    string
		phase   engine.Phase
		budget  int
		workers int
	}{
		{"move/expert/1", engine.PhaseZuluMove, ExpertBudget, 1},
		{"move/expert/2", engine.PhaseZuluMove, ExpertBudget, 2},
		{"attack/expert/2", engine.PhaseZuluAttack, ExpertBudget, 2},
		{"attack/expert-fast/1", engine.PhaseZuluAttack, ExpertSimBudget, 1},
		{"sniping/expert/2", engine.PhaseSniping, ExpertBudget, 2},
	} {
		b.Run(c.name, func(b *testing.B) {
			s := benchPosition(b, 7, 3, c.phase)
			b.ResetTimer()
			cpu0 := cpuSeconds()
			for i := 0; i < b.N; i++ {
				e := NewExpert(uint64(i), search.Config{Budget: c.budget, Workers: c.workers})
				if a, _ := e.Choose(s); a == "" {
					b.Fatal("no action")
				}
			}
			// The process's CPU time per decision, which a loaded machine
			// does not inflate as it does the wall time.
			b.ReportMetric((cpuSeconds()-cpu0)/float64(b.N), "cpu-s/op")
		})
	}
}
