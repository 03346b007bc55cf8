package tactical

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"zulu1879/hexmap"
	"zulu1879/tactical/forces"
	"zulu1879/tactical/tables"
)

// TestRule9a_TheZulusChooseThePairAndTheCasualty: from revision 2 the
// British fire at a Zulu waits for the Zulus, who pair it with any counter
// next to it (or none); the partner counts as fired at; when the fire does
// something, they choose which of the two takes it.
func TestRule9a_TheZulusChooseThePairAndTheCasualty(t *testing.T) {
	sawCasualty := false
	for seed := uint64(1); seed <= 40; seed++ {
		for _, choice := range []string{"alone", "second", "second-takes-it"} {
			g := bareOn(t, seed, 2, BritishFire, "2814", "3014")
			b := man(t, g, "2814")
			z := addZulu(t, g, "2810", false)
			var mates []int
			for _, n := range hx(t, "2810").Neighbors() {
				if hexmap.Distance(n, hx(t, "2814")) > hexmap.Distance(hx(t, "2810"), hx(t, "2814")) && len(mates) < 2 {
					mates = append(mates, addZulu(t, g, n.String(), false))
				}
			}
			if len(mates) != 2 {
				t.Fatalf("set-up: %d mates", len(mates))
			}
			if err := act(g, "fire "+g.ID(z)+" "+g.ID(b)); err != nil {
				t.Fatal(err)
			}
			if g.Pending == nil || g.Pending.Kind != ZuluPair || g.ToAct() != 1 {
				t.Fatalf("after the fire: pending %+v, to act %v; want the Zulus' pair", g.Pending, g.ToAct())
			}
			want := []string{"pair " + g.ID(z), "pair " + g.ID(z) + " " + g.ID(mates[0]), "pair " + g.ID(z) + " " + g.ID(mates[1])}
			slices.Sort(want)
			if got := g.Legal(); !slices.Equal(got, want) {
				t.Fatalf("answers %v, want %v", got, want)
			}
			if err := g.Apply("end"); err == nil || !strings.Contains(err.Error(), "must first answer") {
				t.Fatalf("end during the decision: %v", err)
			}
			if len(g.Events) != 1 || g.Events[0].Rule != "9a" || len(g.Events[0].Dice) != 0 {
				t.Fatalf("before the answer no die is rolled: %+v", g.Events)
			}
			answer := "pair " + g.ID(z)
			if choice != "alone" {
				answer += " " + g.ID(mates[1])
			}
			if err := act(g, answer); err != nil {
				t.Fatal(err)
			}
			if g.Units[mates[0]].Hit || g.Units[mates[1]].Hit != (choice != "alone") {
				t.Fatalf("%s: fired at: first mate %v, second %v", answer, g.Units[mates[0]].Hit, g.Units[mates[1]].Hit)
			}
			e := lastEvent(t, g, "4b")
			if len(e.Dice) != 1 {
				t.Fatalf("the fire's event has dice %v", e.Dice)
			}
			o := tables.BritishRifle(tables.ClampRoll(e.Dice[0], tables.Total(tables.FireModifiers(g.fireInput(British, []int{b}, z)))), 1)
			if g.Pending != nil && (choice == "alone" || o == tables.None) {
				t.Fatalf("%s with %s: a decision is pending: %+v", answer, o, g.Pending)
			}
			if choice == "alone" || o == tables.None {
				continue
			}
			if g.Pending == nil || g.Pending.Kind != ZuluCasualty {
				t.Fatalf("%s with %s: no casualty decision", answer, o)
			}
			sawCasualty = true
			taker, spared := z, mates[1]
			if choice == "second-takes-it" {
				taker, spared = mates[1], z
			}
			if err := act(g, "casualty "+g.ID(taker)); err != nil {
				t.Fatal(err)
			}
			if s := g.Units[spared]; s.Gone || s.Disord || s.Wound != Fit {
				t.Errorf("seed %d: %s took %s, yet %s was hurt: %+v", seed, g.ID(taker), o, g.ID(spared), s)
			}
			if u := g.Units[taker]; !u.Gone && !u.Disord && u.Wound == Fit {
				t.Errorf("seed %d: %s took %s and is unhurt: %+v", seed, g.ID(taker), o, u)
			}
		}
	}
	if !sawCasualty {
		t.Fatal("no fire of 40 seeds hit the pair")
	}
}

// TestRule9b_TheBritishChooseThePairAndTheOrder: from revision 2 a Zulu
// attack waits for the British, who name the men standing with the man
// attacked (or none), and then, when the result differs from man to man,
// the order in which they take it.
func TestRule9b_TheBritishChooseThePairAndTheOrder(t *testing.T) {
	orders := 0
	for seed := uint64(1); seed <= 24; seed++ {
		for _, alone := range []bool{true, false} {
			g := bareOn(t, seed, 2, Melee, "3016", "2515")
			put(t, g, man(t, g, "2515"), "2916")
			for _, s := range []string{"3015", "3115", "3117", "3017", "2915", "3116"} {
				addZulu(t, g, s, false)
			}
			target, mate := man(t, g, "3016"), man(t, g, "2916")
			if err := act(g, "melee "+g.ID(target)); err != nil {
				t.Fatal(err)
			}
			if g.Pending == nil || g.Pending.Kind != BritishPair || g.ToAct() != 0 {
				t.Fatalf("after the attack: pending %+v, to act %v; want the British pair", g.Pending, g.ToAct())
			}
			want := []string{"pair " + g.ID(target), "pair " + g.ID(target) + " " + g.ID(mate)}
			if got := g.Legal(); !slices.Equal(got, want) {
				t.Fatalf("answers %v, want %v", got, want)
			}
			if alone {
				if err := act(g, "pair "+g.ID(target)); err != nil {
					t.Fatal(err)
				}
				if g.Pending != nil || g.Units[mate].Hit || !g.Units[target].Hit {
					t.Fatalf("alone: pending %+v, mate attacked %v, target %v", g.Pending, g.Units[mate].Hit, g.Units[target].Hit)
				}
				if e := lastEvent(t, g, "6"); !strings.Contains(e.Text, "attack 1 men") {
					t.Fatalf("alone: %q", e.Text)
				}
				continue
			}
			p, err := g.meleePlan(target, nil)
			if err != nil {
				t.Fatal(err)
			}
			if err := act(g, "pair "+g.ID(target)+" "+g.ID(mate)); err != nil {
				t.Fatal(err)
			}
			e := lastEvent(t, g, "6")
			code := tables.MeleeResult(tables.ClampRoll(e.Dice[0], tables.Total(p.drms)), p.col)
			if ordersMatter(code, 2) != (g.Pending != nil) {
				t.Fatalf("code %s: pending %+v", code, g.Pending)
			}
			if g.Pending == nil {
				continue
			}
			orders++
			want = []string{"casualty " + g.ID(target) + " " + g.ID(mate), "casualty " + g.ID(mate) + " " + g.ID(target)}
			slices.Sort(want)
			if got := g.Legal(); !slices.Equal(got, want) {
				t.Fatalf("answers %v, want %v", got, want)
			}
			if err := act(g, "casualty "+g.ID(mate)+" "+g.ID(target)); err != nil {
				t.Fatal(err)
			}
			for k, i := range []int{mate, target} {
				r, u := tables.MeleeOnDefender(code, k), g.Units[i]
				ok := true
				switch r {
				case tables.Killed:
					ok = u.Gone
				case tables.MortalRetreat:
					ok = u.Gone || u.Wound == Mortal
				case tables.WoundRetreat:
					ok = u.Wound == Wounded
				case tables.Unharmed:
					ok = !u.Gone && u.Wound == Fit
				}
				if !ok {
					t.Errorf("seed %d code %s: man %d in the order (%s) should be %s: %+v", seed, code, k+1, g.ID(i), r, u)
				}
			}
			if err := g.Check(); err != nil {
				t.Fatal(err)
			}
		}
	}
	if orders == 0 {
		t.Fatal("no melee of 24 seeds asked for the order")
	}
}

// TestRule9_AnswersAreRefusedWhenWrong: a wrong answer is an error naming
// what is wanted, and changes nothing.
func TestRule9_AnswersAreRefusedWhenWrong(t *testing.T) {
	g := bareOn(t, 3, 2, Melee, "3016", "2515", "1215")
	put(t, g, man(t, g, "2515"), "2916")
	for _, s := range []string{"3015", "3115", "3117"} {
		addZulu(t, g, s, false)
	}
	target := man(t, g, "3016")
	far := man(t, g, "1215")
	if err := g.Apply("pair " + g.ID(target)); err == nil {
		t.Fatal("an answer with nothing pending was taken")
	}
	if err := g.Apply("melee " + g.ID(target)); err != nil {
		t.Fatal(err)
	}
	h := g.Hash()
	for _, a := range []string{"end", "pair", "casualty " + g.ID(target), "pair " + g.ID(far), "pair " + g.ID(target) + " " + g.ID(far),
		"pair " + g.ID(target) + " " + g.ID(target), "pair " + g.ID(target) + " Z999"} {
		err := g.Apply(a)
		if err == nil {
			t.Errorf("%q was taken", a)
			continue
		}
		oneLine(t, err)
		if g.Hash() != h {
			t.Fatalf("%q changed the game", a)
		}
	}
}

// TestRevision2_DefaultAnswersPlayAsRevision1: with the forces of
// revision 1, random games whose decisions of rule 9 get the default
// answer end exactly as the same games of revision 1, where the engine
// chose: the defaults are the choices the engine made.
func TestRevision2_DefaultAnswersPlayAsRevision1(t *testing.T) {
	seeds := []uint64{1, 2, 3}
	kinds := map[string]int{}
	for _, seed := range seeds {
		old, err := NewGame(seed, Options{Revision: 1, LastTurn: 9})
		if err != nil {
			t.Fatal(err)
		}
		g, err := NewGame(seed, Options{Revision: 2, LastTurn: 9})
		if err != nil {
			t.Fatal(err)
		}
		// revision 2's rules on revision 1's forces
		st := *g.st
		st.revs = []*forces.Forces{st.revs[0], st.revs[0]}
		g.st, g.Pool = &st, st.revs[0].Pool
		r1, r2 := rand.New(rand.NewPCG(seed, 9)), rand.New(rand.NewPCG(seed, 9))
		for n := 0; old.Outcome == nil && n < 20000; n++ {
			a := randomAction(old, r1)
			if err := old.Apply(a); err != nil {
				t.Fatalf("revision 1, action %d %q: %v", n, a, err)
			}
			for g.Pending != nil {
				kinds[g.Pending.Kind]++
				if err := g.Apply(g.pendingDefault()); err != nil {
					t.Fatal(err)
				}
			}
			if b := randomAction(g, r2); b != a {
				t.Fatalf("seed %d, action %d: revision 2 is offered %q where revision 1 played %q", seed, n, b, a)
			}
			if err := g.Apply(a); err != nil {
				t.Fatalf("revision 2, action %d %q: %v", n, a, err)
			}
		}
		for g.Pending != nil {
			kinds[g.Pending.Kind]++
			if err := g.Apply(g.pendingDefault()); err != nil {
				t.Fatal(err)
			}
		}
		if old.Outcome == nil || g.Outcome == nil || *old.Outcome != *g.Outcome {
			t.Fatalf("seed %d: outcomes %+v and %+v", seed, old.Outcome, g.Outcome)
		}
		if !slices.Equal(old.Units, g.Units) || old.Tally != g.Tally || old.Roller.State != g.Roller.State {
			t.Fatalf("seed %d: the games differ at the end", seed)
		}
	}
	if kinds[ZuluPair] == 0 || kinds[BritishPair] == 0 {
		t.Fatalf("decisions met: %v; want Zulu and British pairs", kinds)
	}
	t.Logf("decisions answered: %v", kinds)
}

// randomAction picks a legal action, "end" about one time in eight; a
// Zulu moves most often to the listed place nearest a British man, so
// that the games come to melee.
func randomAction(g *Game, r *rand.Rand) string {
	legal := g.Legal()
	if len(legal) == 1 || r.IntN(8) == 0 && slices.Contains(legal, "end") {
		return legal[0]
	}
	if g.Phase == ZuluMove && r.IntN(5) > 0 {
		best, bestD := "", 1<<30
		for _, a := range legal {
			f := strings.Fields(a)
			if f[0] != "move" {
				continue
			}
			p, err := ParsePlace(f[2])
			if err != nil || p.Box != 0 {
				continue
			}
			for i := 0; i < g.NBrit; i++ {
				if d := hexmap.Distance(p.Hex, g.Units[i].At.Hex); g.live(i) && d < bestD {
					best, bestD = a, d
				}
			}
		}
		if best != "" {
			return best
		}
	}
	var other []string
	for _, a := range legal {
		if a != "end" {
			other = append(other, a)
		}
	}
	return other[r.IntN(len(other))]
}
