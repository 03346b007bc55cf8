package isandlwana

import (
	"encoding/json"
	"testing"

	"zulu1879/ai/search"
	"zulu1879/games"
	"zulu1879/hexmap"
	engine "zulu1879/isandlwana"
)

// TestRolloutDice_ARollDependsOnItsPurposeNotOnTheRollsBefore: in one
// phase, the sniping dice of a rollout are the same whether or not British
// fire was rolled before them, differ for another rollout seed, are fair
// faces, and step the game's own dice once per roll.
func TestRolloutDice_ARollDependsOnItsPurposeNotOnTheRollsBefore(t *testing.T) {
	s := start(t, games.Setup{Seed: 1})
	rolls := func(seed uint64, fireFirst int) []int {
		g := s.G.Clone()
		r := &rolloutDice{g: g, seed: seed, turn: -1}
		for i := 0; i < fireFirst; i++ {
			r.Roll(6, "8.3.1 British fire")
		}
		before := g.Dice.State
		var out []int
		for i := 0; i < 20; i++ {
			out = append(out, r.Roll(6, "5.7 sniping"))
		}
		if g.Dice.State == before {
			t.Error("the game's dice did not move on")
		}
		return out
	}
	plain, after, other := rolls(42, 0), rolls(42, 7), rolls(43, 0)
	same := 0
	for i := range plain {
		if plain[i] != after[i] {
			t.Fatalf("sniping roll %d: %d alone, %d after British fire", i, plain[i], after[i])
		}
		if plain[i] < 1 || plain[i] > 6 {
			t.Fatalf("roll %d is %d", i, plain[i])
		}
		if plain[i] == other[i] {
			same++
		}
	}
	if same == len(plain) {
		t.Error("another rollout seed gave the same 20 rolls")
	}
}

// playUntil plays seed with the bots until stop says so; nil if the game
// ends first.
func playUntil(t *testing.T, seed uint64, scenario, zulu, british string, stop func(g *engine.State) bool) *State {
	t.Helper()
	s := start(t, games.Setup{Seed: seed, Scenario: scenario, Options: json.RawMessage(`{"quiet": true}`)})
	bots := map[games.Seat]games.Bot{Zulu: newBot(zulu), British: newBot(british)}
	for n := 0; !games.Over(s); n++ {
		if stop(s.G) {
			return s
		}
		if _, err := bots[s.ToAct()].(games.Mover).Move(s); err != nil {
			t.Fatal(err)
		}
	}
	return nil
}

// TestHitKeyed_PicksByItsKey: at sniping hits offered among units of
// different strengths, "weakest" takes the unit with the fewest steps and
// "thinnest" one in the hex of least British strength, unless the hard bot
// strands a leader with its pick.
func TestHitKeyed_PicksByItsKey(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 6 && checked < 3; seed++ {
		s := playUntil(t, seed, "", "hard", "standard", func(g *engine.State) bool {
			dec, ok := g.Decision()
			if !ok || dec.Kind != engine.DecideSnipe || len(dec.Options) < 3 {
				return false
			}
			lo, hi := 99, 0
			for _, id := range dec.Options {
				lo, hi = min(lo, g.UnitByID(id).Strength), max(hi, g.UnitByID(id).Strength)
			}
			return lo < hi
		})
		if s == nil {
			continue
		}
		g := s.G
		dec, _ := g.Decision()
		hard, _ := makeZulu("hard").Choose(g)
		if u := g.UnitByID(hard.Pick); u.Strength == 1 && strandsLeaderHere(g, u) {
			continue
		}
		checked++
		weak, _ := makeZulu("hard-weakest").Choose(g)
		thin, _ := makeZulu("hard-thinnest").Choose(g)
		for _, id := range dec.Options {
			u := g.UnitByID(id)
			if u.Strength < g.UnitByID(weak.Pick).Strength {
				t.Errorf("seed %d: weakest took %s (%d SP) over %s (%d SP)", seed, weak.Pick, g.UnitByID(weak.Pick).Strength, id, u.Strength)
			}
			if hexStrength(g, u.Hex) < hexStrength(g, g.UnitByID(thin.Pick).Hex) {
				t.Errorf("seed %d: thinnest took %s in a hex of %d SP over %s in one of %d", seed, thin.Pick, hexStrength(g, g.UnitByID(thin.Pick).Hex), id, hexStrength(g, u.Hex))
			}
		}
	}
	if checked == 0 {
		t.Fatal("no sniping decision among units of different strengths in seeds 1-6")
	}
}

// TestEscaper_SetsOffWestWithTheWagonAndAnEscort: in the first British
// movement phase where it can, the escaper moves the wagon nearer the west
// edge and a combat unit with it, then lets the standard bot move the rest.
func TestEscaper_SetsOffWestWithTheWagonAndAnEscort(t *testing.T) {
	s := playUntil(t, 2, "", "rule9", "standard", func(g *engine.State) bool {
		_, pending := g.Decision()
		return g.Phase == engine.PhaseBritishMove && !pending && len(newEscaper().plan(g)) >= 2
	})
	if s == nil {
		t.Fatal("seed 2 never offered an escape")
	}
	g := s.G
	from, turn, phase := g.Wagon.Hex, g.Turn, g.Phase
	e := newEscaper()
	for g.Turn == turn && g.Phase == phase && g.ToAct() == engine.British {
		a, _ := e.Choose(g)
		if err := g.Apply(a); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
		if g.Wagon.Moved {
			if _, pending := g.Decision(); !pending && g.Wagon.Hex != from && combatAt(g, g.Wagon.Hex) {
				break
			}
		}
	}
	if !combatAt(g, g.Wagon.Hex) {
		t.Errorf("no combat unit went with the wagon to %s", g.Wagon.Hex)
	}
	if edgeDistance(g, g.Wagon.Hex) >= edgeDistance(g, from) {
		t.Errorf("the wagon went from %s to %s, no nearer the edge", from, g.Wagon.Hex)
	}
}

// TestBritishExpert_SameGameForAnyWorkerCount: one worker or two, the
// British expert plays the same game against rule 9.
func TestBritishExpert_SameGameForAnyWorkerCount(t *testing.T) {
	play := func(workers int) string {
		s := start(t, games.Setup{Seed: 5, Options: json.RawMessage(`{"quiet": true}`)})
		b := NewBritishExpert(5, search.Config{Budget: 6, Workers: workers})
		z := newBot("rule9")
		for !games.Over(s) {
			var err error
			if s.ToAct() == British {
				_, err = b.Move(s)
			} else {
				_, err = z.Move(s)
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		return s.Hash()
	}
	if one, two := play(1), play(2); one != two {
		t.Errorf("1 worker ends at %s, 2 workers at %s", one, two)
	}
}

// combatAt says whether a British combat unit stands in h.
func combatAt(g *engine.State, h hexmap.Hex) bool {
	for i := range g.Units {
		if u := &g.Units[i]; u.Status == engine.OnMap && u.IsCombat() && u.Hex == h {
			return true
		}
	}
	return false
}
