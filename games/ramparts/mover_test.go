package ramparts

import (
	"testing"

	"zulu1879/games"
)

// TestAdvisorMoveIsApplyOfChoose: the advisor's fast path leaves every
// state exactly as applying its chosen action does, hash by hash, with the
// same reason.
func TestAdvisorMoveIsApplyOfChoose(t *testing.T) {
	for seed := uint64(1); seed <= 10; seed++ {
		s, err := Rules{}.New(games.Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; !games.Over(s); n++ {
			c := s.Clone()
			a, why := advisor{}.Choose(c)
			if err := c.Apply(a); err != nil {
				t.Fatal(err)
			}
			got, err := advisor{}.Move(s)
			if err != nil {
				t.Fatal(err)
			}
			if s.Hash() != c.Hash() || got != why {
				t.Fatalf("seed %d, action %d: Move gave %q and hash %s, Apply(%q) %q and %s", seed, n, got, s.Hash(), a, why, c.Hash())
			}
		}
		if _, err := (advisor{}).Move(s); err == nil {
			t.Fatalf("seed %d: Move after the end gave no error", seed)
		}
	}
}
