package isandlwana

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

// TestRule9_2_PlanStampCheckMatchesBoardCompare plays rule9 and hard
// against standard twice in lockstep, one Zulu bot checking its movement
// plan by stamps first (movePlan.valid's fast check) and one comparing the
// board every time (movePlan.plain), and now and then applies a random
// legal Zulu move instead of the one the bots handed out (as a player
// ignoring a hint would), on the game or on a clone of it. Both must take
// the same actions throughout, and whenever the fast check accepts a plan
// the board must match it.
func TestRule9_2_PlanStampCheckMatchesBoardCompare(t *testing.T) {
	s, err := scenarios.Builtin("isandlwana")
	if err != nil {
		t.Fatal(err)
	}
	fastHits, detours := 0, 0
	for seed := uint64(1); seed <= 12; seed++ {
		var zf, zp Bot
		var planOf func(Bot) *movePlan
		if seed%2 == 0 {
			h1, h2 := NewHard(), NewHard()
			h2.plan.plain = true
			zf, zp = h1, h2
			planOf = func(b Bot) *movePlan { return &b.(*Hard).plan }
		} else {
			r1, r2 := NewRule9(), NewRule9()
			r2.plan.plain = true
			zf, zp = r1, r2
			planOf = func(b Bot) *movePlan { return &b.(*Rule9).plan }
		}
		bf, bp := NewStandard(), NewStandard()
		gf := isandlwana.New(s, seed, isandlwana.Options{Quiet: true})
		gp := isandlwana.New(s, seed, isandlwana.Options{Quiet: true})
		detour := dice.Seeded{State: seed * 7919}
		for step := 0; !gf.Over(); step++ {
			if gp.Over() {
				t.Fatalf("seed %d step %d: the plain game ended first", seed, step)
			}
			if gf.ToAct() != isandlwana.Zulu {
				af, _ := bf.Choose(gf)
				ap, _ := bp.Choose(gp)
				applyBoth(t, gf, gp, af, ap, seed, step)
				continue
			}
			p := planOf(zf)
			if p.expect != nil && p.turn == gf.Turn && gf.Phase == isandlwana.PhaseZuluMove && gf.AfterZuluMove(p.stamp, p.from, p.to) {
				fastHits++
				if !p.fits(gf) {
					t.Fatalf("seed %d turn %d: the stamp check accepts a plan the board does not match", seed, gf.Turn)
				}
			}
			af, _ := zf.Choose(gf)
			ap, _ := zp.Choose(gp)
			if gf.Phase == isandlwana.PhaseZuluMove && af.Kind == isandlwana.ActZuluMove && detour.Intn(8) == 0 {
				// A detour: some other legal Zulu move, on the game itself or
				// (one time in three) on a clone that replaces it.
				var moves []isandlwana.Action
				for _, a := range gf.Legal() {
					if a.Kind == isandlwana.ActZuluMove && (a.From != af.From || a.To != af.To) {
						moves = append(moves, a)
					}
				}
				if len(moves) > 0 {
					af = moves[detour.Intn(len(moves))]
					ap = af
					detours++
					if detour.Intn(3) == 0 {
						gf = gf.Clone()
					}
				}
			}
			applyBoth(t, gf, gp, af, ap, seed, step)
		}
	}
	if fastHits < 1000 || detours < 50 {
		t.Fatalf("only %d plans accepted by stamps and %d detours", fastHits, detours)
	}
}

// applyBoth applies af to gf and ap to gp, failing when they differ.
func applyBoth(t *testing.T, gf, gp *isandlwana.State, af, ap isandlwana.Action, seed uint64, step int) {
	t.Helper()
	if af.String() != ap.String() {
		t.Fatalf("seed %d step %d (turn %d, %s): the stamp-checked bot plays %q, the board-comparing one %q", seed, step, gf.Turn, gf.Phase, af, ap)
	}
	if err := gf.Apply(af); err != nil {
		t.Fatal(err)
	}
	if err := gp.Apply(ap); err != nil {
		t.Fatal(err)
	}
}

// TestRingNearMatchesHexDist checks ringNear's shortcut (a hex d hexes
// from its nearest British hex has no British hex nearer, so those exactly
// d away are those within d on each axial difference) against the plain
// test, hexDist == d, for every British hex and every hex of every ring,
// in the Zulu movement phases of rule9-vs-standard and hard-vs-standard
// games.
func TestRingNearMatchesHexDist(t *testing.T) {
	checked := 0
	for _, tc := range []struct {
		scen string
		seed uint64
	}{
		{"isandlwana", 1}, {"isandlwana", 2}, {"isandlwana-free", 3}, {"isandlwana-free", 4},
	} {
		s, err := scenarios.Builtin(tc.scen)
		if err != nil {
			t.Fatal(err)
		}
		var z Bot = NewRule9()
		if tc.seed%2 == 0 {
			z = NewHard()
		}
		br := NewStandard()
		g := isandlwana.New(s, tc.seed, isandlwana.Options{Quiet: true})
		for !g.Over() {
			if g.Phase == isandlwana.PhaseZuluMove && g.ToAct() == isandlwana.Zulu {
				b := newBoard(g)
				var sc reachScratch
				d := dice.Seeded{State: tc.seed}
				planRings(g, b, &d, true, &sc, false, false, nil) // sizes sc and keeps b's British coordinates
				if len(b.bhex) > 64 {
					t.Fatalf("%s seed %d: %d British hexes, more than a mask holds", tc.scen, tc.seed, len(b.bhex))
				}
				dist := b.distances()
				for x := range dist {
					if b.britIn[x] || dist[x] < 1 {
						continue
					}
					sc.ringStamp++ // a fresh ring: no cached mask
					got := sc.ringNear(b, x, dist[x])
					var want uint64
					for p, j := range b.bhex {
						if b.hexDist(x, j) == dist[x] {
							want |= 1 << p
						}
					}
					if got != want {
						t.Fatalf("%s seed %d turn %d: hex %d at distance %d: ringNear %b, plain %b", tc.scen, tc.seed, g.Turn, x, dist[x], got, want)
					}
					checked++
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
	if checked < 1000 {
		t.Fatalf("only %d hexes checked", checked)
	}
}
