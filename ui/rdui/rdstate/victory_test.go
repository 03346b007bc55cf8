package rdstate

import (
	"testing"

	"zulu1879/ramparts"
)

// TestVictoryLabel_TheResultOnlyWhenTheZulusWon: from the first turn the
// board's marker is labelled as a marker on the track; "ZULU VICTORY" is
// written only on a game the Zulus won by reaching it. Games of a player
// who always passes are lost that way.
func TestVictoryLabel_TheResultOnlyWhenTheZulusWon(t *testing.T) {
	lost := 0
	for seed := uint64(1); seed <= 6; seed++ {
		g := newGame(t, seed)
		if text, won := VictoryLabel(g); won || text != "Zulu Victory marker" {
			t.Fatalf("seed %d, turn %d: the marker says %q (result %v)", seed, g.Turn, text, won)
		}
		for i := 0; i < 5000 && !g.Over(); i++ {
			// The last legal action: pass where one may, so the Zulus come on.
			acts := g.Legal()
			if err := g.Apply(acts[len(acts)-1]); err != nil {
				t.Fatal(err)
			}
			if text, won := VictoryLabel(g); !g.Over() && (won || text != "Zulu Victory marker") {
				t.Fatalf("seed %d, turn %d, game on: the marker says %q", seed, g.Turn, text)
			}
		}
		text, won := VictoryLabel(g)
		defeat := g.Over() && g.Result().Cause == ramparts.CauseDefeat
		if won != defeat || (won && text != "ZULU VICTORY") {
			t.Errorf("seed %d, over %v (%s): the marker says %q, result %v", seed, g.Over(), g.Result().Cause, text, won)
		}
		if defeat {
			lost++
		}
	}
	if lost == 0 {
		t.Fatal("no game was lost to the Zulus: the result label went untried")
	}
}
