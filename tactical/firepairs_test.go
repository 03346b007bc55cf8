package tactical

import (
	"math/rand/v2"
	"slices"
	"testing"

	"zulu1879/tactical/tables"
)

// firePairPosition is the Zulu fire phase on revision rev with the man of
// 3014 (the target) and the man of 3016 moved next to him, at 3015 (his
// possible partner), and two Zulu spear units and a rifle within range.
func firePairPosition(t *testing.T, seed uint64, rev int) (g *Game, target, mate int, spears []int, rifle int) {
	t.Helper()
	g = bareOn(t, seed, rev, ZuluFire, "3014", "3016")
	target, mate = man(t, g, "3014"), man(t, g, "3016")
	put(t, g, mate, "3015")
	spears = []int{addZulu(t, g, "3013", false), addZulu(t, g, "3012", false)}
	rifle = addZulu(t, g, "3011", true)
	return g, target, mate, spears, rifle
}

// outcomeOf is what Zulu fire did to man u, as a fire outcome.
func outcomeOf(u Unit) tables.Outcome {
	switch {
	case u.Gone:
		return tables.Eliminated
	case u.Wound == Mortal:
		return tables.Mortal
	case u.Wound == Wounded:
		return tables.Wounded
	case u.Pinned:
		return tables.Disorder
	}
	return tables.None
}

// TestRule9b_TheBritishPairAgainstZuluFire: from revision 3, Zulu spear
// and rifle fire at a man with a man next to him waits for the British,
// who pair him with that man or not, before the die; paired, both count
// as fired at this turn, and when the fire does anything the British
// choose which of them takes it, the other unharmed.
func TestRule9b_TheBritishPairAgainstZuluFire(t *testing.T) {
	casualties := map[string]int{}
	for seed := uint64(1); seed <= 30; seed++ {
		for _, verb := range []string{"spear", "shoot"} {
			for _, paired := range []bool{false, true} {
				g, target, mate, spears, rifle := firePairPosition(t, seed, 3)
				action := "spear " + g.ID(target)
				firers := spears
				if verb == "shoot" {
					action, firers = "shoot "+g.ID(rifle)+" "+g.ID(target), []int{rifle}
				}
				drm := tables.Total(tables.FireModifiers(g.fireInput(Zulu, firers, target)))
				if err := act(g, action); err != nil {
					t.Fatal(err)
				}
				if g.Pending == nil || g.Pending.Kind != BritishFirePair || g.ToAct() != 0 {
					t.Fatalf("%s: pending %+v, to act %v; want the British to pair", action, g.Pending, g.ToAct())
				}
				if g.Units[target].Hit || g.Units[firers[0]].Fired || len(lastEvent(t, g, "9b").Dice) > 0 {
					t.Fatalf("%s: something happened before the British answered", action)
				}
				want := []string{"pair " + g.ID(target), "pair " + g.ID(target) + " " + g.ID(mate)}
				if got := g.Legal(); !slices.Equal(got, want) {
					t.Fatalf("answers %v, want %v", got, want)
				}
				answer := want[0]
				if paired {
					answer = want[1]
				}
				if err := act(g, answer); err != nil {
					t.Fatal(err)
				}
				rule := map[string]string{"spear": "5c", "shoot": "5b"}[verb]
				e := lastEvent(t, g, rule)
				var o tables.Outcome
				if verb == "spear" {
					o, _ = tables.ZuluSpear(tables.ClampRoll(e.Dice[0], drm), 2)
				} else if tables.ZuluRifleHits(e.Dice[0]) {
					o = tables.ZuluRifleSecond(tables.ClampRoll(e.Dice[1], drm))
				}
				if !g.Units[target].Hit || g.Units[mate].Hit != paired {
					t.Fatalf("seed %d %s paired %v: target fired at %v, mate %v", seed, verb, paired, g.Units[target].Hit, g.Units[mate].Hit)
				}
				if !paired || o == tables.None {
					if g.Pending != nil {
						t.Fatalf("seed %d %s paired %v, outcome %s: pending %+v", seed, verb, paired, o, g.Pending)
					}
					if got := outcomeOf(g.Units[target]); got != o || outcomeOf(g.Units[mate]) != tables.None {
						t.Errorf("seed %d %s: the man fired at is %s, want %s; his neighbour %s", seed, verb, got, o, outcomeOf(g.Units[mate]))
					}
					continue
				}
				if g.Pending == nil || g.Pending.Kind != BritishFireCasualty || g.ToAct() != 0 {
					t.Fatalf("seed %d %s: the fire did %s to a pair, pending %+v", seed, verb, o, g.Pending)
				}
				want = []string{"casualty " + g.ID(target), "casualty " + g.ID(mate)}
				slices.Sort(want)
				if got := g.Legal(); !slices.Equal(got, want) {
					t.Fatalf("answers %v, want %v", got, want)
				}
				if err := act(g, "casualty "+g.ID(mate)); err != nil {
					t.Fatal(err)
				}
				casualties[verb]++
				if got := outcomeOf(g.Units[mate]); got != o || outcomeOf(g.Units[target]) != tables.None {
					t.Errorf("seed %d %s: the man chosen is %s (want %s), the man fired at %s (want unharmed)", seed, verb, got, o, outcomeOf(g.Units[target]))
				}
				if g.Pending != nil || g.ToAct() != 1 {
					t.Fatalf("after the casualty: pending %+v, to act %v; want the Zulus' fire phase to go on", g.Pending, g.ToAct())
				}
				if err := g.Check(); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if casualties["spear"] == 0 || casualties["shoot"] == 0 {
		t.Fatalf("casualties chosen: %v; want some of each fire in 30 seeds", casualties)
	}
}

// TestRule9b_APairIsFiredAtOnceATurn (rule 10a): the men paired against
// Zulu fire may not be fired at again this turn, nor stand with another
// man; a man with nobody next to him who may be paired is fired at
// without a question; in revision 2 nobody is asked.
func TestRule9b_APairIsFiredAtOnceATurn(t *testing.T) {
	g, target, mate, _, rifle := firePairPosition(t, 5, 3)
	if err := act(g, "spear "+g.ID(target)); err != nil {
		t.Fatal(err)
	}
	if err := act(g, "pair "+g.ID(target)+" "+g.ID(mate)); err != nil {
		t.Fatal(err)
	}
	answerDefaults(t, g)
	if slices.Contains(g.rifleTargets(rifle), mate) || g.britTarget(mate) {
		t.Fatal("the man paired may be fired at again")
	}
	if err := act(g, "shoot "+g.ID(rifle)+" "+g.ID(mate)); err == nil {
		t.Fatal("the man paired was shot at in the same turn")
	}

	// Alone: no question.
	g, target, _, _, rifle = firePairPosition(t, 5, 3)
	put(t, g, man(t, g, "3015"), "3017")
	if err := act(g, "shoot "+g.ID(rifle)+" "+g.ID(target)); err != nil {
		t.Fatal(err)
	}
	if g.Pending != nil || !g.Units[target].Hit {
		t.Fatalf("a man alone: pending %+v", g.Pending)
	}

	// Revision 2: the British pair only in melee.
	g, target, mate, _, _ = firePairPosition(t, 5, 2)
	if err := act(g, "spear "+g.ID(target)); err != nil {
		t.Fatal(err)
	}
	if g.Pending != nil || g.Units[mate].Hit {
		t.Fatalf("revision 2: pending %+v, neighbour fired at %v", g.Pending, g.Units[mate].Hit)
	}
}

// TestRule9b_FirePairAnswersAreRefusedWhenWrong: a wrong answer to either
// question is an error and changes nothing.
func TestRule9b_FirePairAnswersAreRefusedWhenWrong(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		g, target, mate, _, _ := firePairPosition(t, seed, 3)
		if err := act(g, "spear "+g.ID(target)); err != nil {
			t.Fatal(err)
		}
		h := g.Hash()
		for _, a := range []string{"end", "pair", "casualty " + g.ID(target), "pair " + g.ID(mate),
			"pair " + g.ID(target) + " " + g.ID(target), "pair " + g.ID(target) + " Z999", "spear " + g.ID(mate)} {
			if err := g.Apply(a); err == nil {
				t.Fatalf("%q was taken", a)
			} else {
				oneLine(t, err)
			}
			if g.Hash() != h {
				t.Fatalf("%q changed the game", a)
			}
		}
		if err := act(g, "pair "+g.ID(target)+" "+g.ID(mate)); err != nil {
			t.Fatal(err)
		}
		if g.Pending == nil {
			continue // the spears did nothing
		}
		h = g.Hash()
		for _, a := range []string{"end", "casualty", "casualty " + g.ID(target) + " " + g.ID(mate), "pair " + g.ID(target), "casualty Z999"} {
			if err := g.Apply(a); err == nil {
				t.Fatalf("%q was taken", a)
			} else {
				oneLine(t, err)
			}
			if g.Hash() != h {
				t.Fatalf("%q changed the game", a)
			}
		}
		return
	}
	t.Fatal("no spear of 30 seeds did anything to the pair")
}

// TestRevision3_DefaultAnswersPlayAsRevision2: random games of revision 3
// whose British pairs against Zulu fire get the default answer (nobody
// paired, the bots' answer) play exactly as the same games of revision 2:
// the same actions are offered and the games end alike.
func TestRevision3_DefaultAnswersPlayAsRevision2(t *testing.T) {
	asked := 0
	for _, seed := range []uint64{1, 2, 3} {
		old, err := NewGame(seed, Options{Revision: 2, LastTurn: 9})
		if err != nil {
			t.Fatal(err)
		}
		g, err := NewGame(seed, Options{Revision: 3, LastTurn: 9})
		if err != nil {
			t.Fatal(err)
		}
		r1, r2 := rand.New(rand.NewPCG(seed, 9)), rand.New(rand.NewPCG(seed, 9))
		for n := 0; old.Outcome == nil && n < 20000; n++ {
			a := randomAction(old, r1)
			if err := old.Apply(a); err != nil {
				t.Fatalf("revision 2, action %d %q: %v", n, a, err)
			}
			if b := randomAction(g, r2); b != a {
				t.Fatalf("seed %d, action %d: revision 3 is offered %q where revision 2 played %q", seed, n, b, a)
			}
			if err := g.Apply(a); err != nil {
				t.Fatalf("revision 3, action %d %q: %v", n, a, err)
			}
			for g.Pending != nil && (g.Pending.Kind == BritishFirePair || g.Pending.Kind == BritishFireCasualty) {
				asked++
				if err := g.Apply(g.pendingDefault()); err != nil {
					t.Fatal(err)
				}
			}
			if g.Roller.State != old.Roller.State {
				t.Fatalf("seed %d, action %d %q: the dice went apart", seed, n, a)
			}
		}
		if old.Outcome == nil || g.Outcome == nil || *old.Outcome != *g.Outcome {
			t.Fatalf("seed %d: outcomes %+v and %+v", seed, old.Outcome, g.Outcome)
		}
	}
	if asked == 0 {
		t.Fatal("no random game of revision 3 asked the British to pair against Zulu fire")
	}
}
