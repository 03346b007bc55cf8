package tactical

import (
	"testing"
	"time"

	"zulu1879/games"
	tc "zulu1879/tactical"
)

// playTo plays bot against bot (garrison-ranks and zlist, the defaults)
// until turn t's phase p (or the end).
func playTo(tb testing.TB, seed uint64, turn int, p tc.Phase) *tc.Game {
	tb.Helper()
	g, err := tc.NewGame(seed, tc.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	bots := [2]games.Bot{NewBritishRanks(seed), NewZulu(seed)}
	for g.Outcome == nil && (g.Turn < turn || (g.Turn == turn && g.Phase != p)) {
		s, _ := g.ToActSide()
		a, _ := bots[s].Choose(g)
		if err := g.Apply(a); err != nil {
			tb.Fatalf("turn %d %s: %q: %v", g.Turn, g.Phase, a, err)
		}
	}
	return g
}

// reportCPU adds the CPU time an op took (cpu-ms/op) to a benchmark,
// from the process's CPU time since start: on a shared machine the wall
// time of ns/op counts the other processes' turns too.
func reportCPU(b *testing.B, start time.Duration, ok bool) {
	if now, ok2 := cpuTime(); ok && ok2 && b.N > 0 {
		b.ReportMetric(float64(now-start)/float64(time.Millisecond)/float64(b.N), "cpu-ms/op")
	}
}

// playPhase lets bot b play the phase under way to its end.
func playPhase(tb testing.TB, g *tc.Game, b games.Bot) {
	p, t := g.Phase, g.Turn
	for g.Outcome == nil && g.Phase == p && g.Turn == t {
		a, _ := b.Choose(g)
		if err := g.Apply(a); err != nil {
			tb.Fatalf("%q: %v", a, err)
		}
	}
}

// BenchmarkZuluTurn is the Zulu bot's movement, fire and melee of turn 5
// (the assault under way).
func BenchmarkZuluTurn(b *testing.B) {
	start := playTo(b, 7, 5, tc.ZuluMove)
	b.ResetTimer()
	cpu0, cpuOK := cpuTime()
	defer func() { reportCPU(b, cpu0, cpuOK) }()
	for range b.N {
		g := start.Copy()
		z := NewZulu(7)
		for g.Outcome == nil && g.Turn == 5 {
			if s, _ := g.ToActSide(); s == tc.British {
				a := "end"
				if _, _, def, ok := g.PendingDecision(); ok {
					a = def // the British answer to a melee (rule 9b)
				}
				if err := g.Apply(a); err != nil {
					b.Fatal(err)
				}
				continue
			}
			playPhase(b, g, z)
		}
	}
}

// BenchmarkBritishTurn is the British bot's (garrison-ranks, the
// default) movement and fire of turn 5 (the Zulus' phases between them
// are not timed; their answers to the fire, rule 9a, are).
func BenchmarkBritishTurn(b *testing.B) {
	move := playTo(b, 7, 5, tc.BritishMove)
	fire := playTo(b, 7, 5, tc.BritishFire)
	b.ResetTimer()
	cpu0, cpuOK := cpuTime()
	defer func() { reportCPU(b, cpu0, cpuOK) }()
	for range b.N {
		br := NewBritishRanks(7)
		playPhase(b, move.Copy(), br)
		playPhase(b, fire.Copy(), br)
	}
}

// BenchmarkBotGame is a whole game, garrison-ranks against zlist (the
// defaults).
func BenchmarkBotGame(b *testing.B) {
	cpu0, cpuOK := cpuTime()
	defer func() { reportCPU(b, cpu0, cpuOK) }()
	for n := range b.N {
		playTo(b, uint64(n+1), tc.MaxTurn+1, tc.BritishMove)
	}
}
