package tactical

import (
	"testing"

	"zulu1879/games"
	tc "zulu1879/tactical"
)

// playTo plays bot against bot until turn t's phase p (or the end).
func playTo(tb testing.TB, seed uint64, turn int, p tc.Phase) *tc.Game {
	tb.Helper()
	g, err := tc.NewGame(seed, tc.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	bots := [2]games.Bot{NewBritish(seed), NewZulu(seed)}
	for g.Outcome == nil && (g.Turn < turn || (g.Turn == turn && g.Phase != p)) {
		s, _ := g.ToActSide()
		a, _ := bots[s].Choose(g)
		if err := g.Apply(a); err != nil {
			tb.Fatalf("turn %d %s: %q: %v", g.Turn, g.Phase, a, err)
		}
	}
	return g
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
	for range b.N {
		g := start.Copy()
		z := NewZulu(7)
		for g.Outcome == nil && g.Turn == 5 {
			if s, _ := g.ToActSide(); s == tc.British {
				if err := g.Apply("end"); err != nil {
					b.Fatal(err)
				}
				continue
			}
			playPhase(b, g, z)
		}
	}
}

// BenchmarkBritishTurn is the British bot's movement and fire of turn 5
// (the Zulus' phases between them are not timed).
func BenchmarkBritishTurn(b *testing.B) {
	move := playTo(b, 7, 5, tc.BritishMove)
	fire := playTo(b, 7, 5, tc.BritishFire)
	b.ResetTimer()
	for range b.N {
		br := NewBritish(7)
		playPhase(b, move.Copy(), br)
		playPhase(b, fire.Copy(), br)
	}
}

// BenchmarkBotGame is a whole game, garrison against zlist.
func BenchmarkBotGame(b *testing.B) {
	for n := range b.N {
		playTo(b, uint64(n+1), tc.MaxTurn+1, tc.BritishMove)
	}
}
