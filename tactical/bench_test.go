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
