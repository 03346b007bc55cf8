package tactical

import "testing"

// midGame plays the random bot to the British fire phase of turn 4.
func midGame(tb testing.TB) *Game {
	g, err := NewGame(7, Options{})
	if err != nil {
		tb.Fatal(err)
	}
	b := &randomBot{}
	b.Reset(7)
	for g.Outcome == nil && !(g.Turn == 4 && g.Phase == BritishFire) {
		a, _ := b.Choose(g)
		if err := g.Apply(a); err != nil {
			tb.Fatal(err)
		}
	}
	return g
}

func BenchmarkHash(b *testing.B) {
	g := midGame(b)
	for b.Loop() {
		g.Hash()
	}
}

func BenchmarkLegalFire(b *testing.B) {
	g := midGame(b)
	for b.Loop() {
		g.legal = nil
		g.Legal()
	}
}

func BenchmarkClone(b *testing.B) {
	g := midGame(b)
	for b.Loop() {
		g.Clone()
	}
}

func BenchmarkApplyEnd(b *testing.B) {
	g := midGame(b)
	for b.Loop() {
		c := g.Copy()
		if err := c.Apply("end"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRandomGame is one game of the random bot against itself.
func BenchmarkRandomGame(b *testing.B) {
	for b.Loop() {
		g, _ := NewGame(3, Options{})
		r := &randomBot{}
		r.Reset(3)
		for g.Outcome == nil {
			a, _ := r.Choose(g)
			if err := g.Apply(a); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkNightGame is a random game kept alight to dawn (turn 38): a fire
// is set in the storehouse whenever none burns, so that the light never
// fails. It is the long game the bots will play.
func BenchmarkNightGame(b *testing.B) {
	turns := 0
	for b.Loop() {
		g, _ := NewGame(3, Options{})
		r := &randomBot{}
		r.Reset(3)
		for g.Outcome == nil {
			if len(g.Fires) == 0 {
				g.Fires = append(g.Fires, Fire{Room: "storehouse-east", Lit: g.Turn})
				g.Blds[1] = Building{Name: g.Blds[1].Name}
			}
			a, _ := r.Choose(g)
			if err := g.Apply(a); err != nil {
				b.Fatal(err)
			}
		}
		turns = g.Turn
	}
	b.ReportMetric(float64(turns), "turns")
}
