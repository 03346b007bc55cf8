package ai

import (
	"slices"
	"testing"

	"zulu1879/dice"
	"zulu1879/isandlwana"
	"zulu1879/scenarios"
)

// TestRingPlanFastPathsArePlain plans every Zulu movement phase of
// rule9-vs-standard and hard-vs-standard games twice, with the ring
// planner's fast paths (bit sets of targets, ringNear's masks) and with its
// plain ones (sc.plain), from the same dice, and compares the moves and
// reasons.
func TestRingPlanFastPathsArePlain(t *testing.T) {
	plans := 0
	for _, scen := range []string{"isandlwana", "isandlwana-free"} {
		s, err := scenarios.Builtin(scen)
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= 6; seed++ {
			var z Bot = NewRule9()
			if seed%2 == 0 {
				z = NewHard()
			}
			br := NewStandard()
			g := isandlwana.New(s, seed, isandlwana.Options{Quiet: seed%3 == 0})
			for !g.Over() {
				if g.Phase == isandlwana.PhaseZuluMove && g.ToAct() == isandlwana.Zulu && g.Pool[0]+g.Pool[1] == 0 {
					for _, wagonRing := range []bool{false, true} {
						var fast, plain reachScratch
						plain.plain = true
						d1, d2 := dice.Seeded{State: seed}, dice.Seeded{State: seed}
						got := slices.Clone(planRings(g, newBoard(g), &d1, g.Opts.Quiet, &fast, wagonRing, seed%2 == 0, nil))
						want := planRings(g, newBoard(g), &d2, g.Opts.Quiet, &plain, wagonRing, seed%2 == 0, nil)
						if !slices.Equal(got, want) {
							t.Fatalf("%s seed %d turn %d: the fast plan differs from the plain one:\n fast  %v\n plain %v", scen, seed, g.Turn, got, want)
						}
						plans++
					}
				}
				bot := Bot(br)
				if g.ToAct() == isandlwana.Zulu {
					bot = z
				}
				if _, _, err := Step(g, bot); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if plans < 100 {
		t.Fatalf("only %d plans compared", plans)
	}
}

// TestZuluDistanceKeptIsFresh compares the standard bot's kept Zulu
// distances with a fresh bot's at every British decision of a few games.
func TestZuluDistanceKeptIsFresh(t *testing.T) {
	s, err := scenarios.Builtin("isandlwana")
	if err != nil {
		t.Fatal(err)
	}
	checks := 0
	for seed := uint64(1); seed <= 3; seed++ {
		z, br := NewRule9(), NewStandard()
		g := isandlwana.New(s, seed, isandlwana.Options{Quiet: true})
		for !g.Over() {
			bot := Bot(br)
			if g.ToAct() == isandlwana.Zulu {
				bot = z
			} else {
				if got, want := br.zuluDistance(g), NewStandard().zuluDistance(g); !slices.Equal(got, want) {
					t.Fatalf("seed %d turn %d %s: kept Zulu distances differ from fresh ones", seed, g.Turn, g.Phase)
				}
				checks++
			}
			if _, _, err := Step(g, bot); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checks < 100 {
		t.Fatalf("only %d checks", checks)
	}
}
