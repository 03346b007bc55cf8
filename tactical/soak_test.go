package tactical

import (
	"testing"

	"zulu1879/internal/soak"
)

// TestSoak: random legal actions for both sides through the contract (the
// soak's checks), a few games in the suite and as long as asked in make
// soak.
func TestSoak(t *testing.T) {
	soak.Run(t, soak.Contract(Rules{}, "TestSoak", 3, 1))
}

// TestInvariantsUnderRandomPlay: the placeholder random bot plays two games
// with Check after every action.
func TestInvariantsUnderRandomPlay(t *testing.T) {
	for seed := uint64(1); seed <= 2; seed++ {
		g, err := NewGame(seed, Options{})
		if err != nil {
			t.Fatal(err)
		}
		b := &randomBot{}
		b.Reset(seed)
		for n := 0; g.Outcome == nil; n++ {
			a, _ := b.Choose(g)
			if err := g.Apply(a); err != nil {
				t.Fatalf("seed %d step %d: %s: %v", seed, n, a, err)
			}
			if err := g.Check(); err != nil {
				t.Fatalf("seed %d step %d after %s: %v", seed, n, a, err)
			}
		}
	}
}
