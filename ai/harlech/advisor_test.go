package harlech

import (
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"zulu1879/games"
	mh "zulu1879/harlech"
)

// position sets a one-player game on level 7 (no die symbol) to a hand and
// the four first cards, every second card a face-down 17.
func position(t *testing.T, hand []string, firsts [4]string) *mh.Game {
	t.Helper()
	for seed := uint64(1); seed < 200; seed++ {
		g, err := mh.NewGame(mh.Config{Players: 1, Level: 7, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		if _, ph := g.Decision(); ph != mh.PhaseTurn {
			continue
		}
		// Put every card back in the decks, then deal the position.
		for p := range g.Pos {
			for s := range g.Pos[p] {
				if c := g.Pos[p][s].Card; c >= 0 {
					g.ZDeck = append(g.ZDeck, c)
				}
			}
		}
		g.ZDeck = append(g.ZDeck, g.ZDiscard...)
		g.ZDiscard = nil
		g.BDeck = append(append(g.BDeck, g.Hands[0]...), g.BDiscard...)
		g.BDiscard = nil
		g.Hands[0] = nil
		takeB := func(tok string) int {
			i := slices.IndexFunc(g.BDeck, func(id int) bool { return g.BritishCard(id).Token() == tok })
			id := g.BDeck[i]
			g.BDeck = slices.Delete(g.BDeck, i, i+1)
			return id
		}
		takeZ := func(tok string) int {
			i := slices.IndexFunc(g.ZDeck, func(id int) bool { return g.ZuluCard(id).Token() == tok })
			id := g.ZDeck[i]
			g.ZDeck = slices.Delete(g.ZDeck, i, i+1)
			return id
		}
		for _, tok := range hand {
			g.Hands[0] = append(g.Hands[0], takeB(tok))
		}
		slices.Sort(g.Hands[0])
		for p, tok := range firsts {
			g.Pos[p][0] = mh.Slot{Card: takeZ(tok), Up: true}
			g.Pos[p][1] = mh.Slot{Card: takeZ("17"), Up: false}
		}
		slices.Sort(g.BDeck)
		slices.Sort(g.ZDeck)
		return g
	}
	t.Fatal("no seed starts at the turn decision")
	return nil
}

func choose(t *testing.T, g *mh.Game) string {
	t.Helper()
	a, why := Advisor{}.Choose(g)
	if !slices.Contains(g.Legal(), a) || why == "" {
		t.Fatalf("chose %q (%q), legal %v", a, why, g.Legal())
	}
	return a
}

// TestAdvisor_HoldsWhenItCanExpectToWin, falls back otherwise, and aims at
// the bonus symbol first.
func TestAdvisor_HoldsWhenItCanExpectToWin(t *testing.T) {
	cases := []struct {
		name   string
		hand   []string
		firsts [4]string
		want   string
	}{
		{"a card and a volley die reach the 17", []string{"15"}, [4]string{"17", "21*", "21*", "21*"}, "hold 15 n"},
		{"nothing reaches a 21", []string{"11", "12"}, [4]string{"21*", "21*", "21*", "21*"}, "fall-back"},
		{"the bonus symbol first", []string{"20"}, [4]string{"18", "18*", "21*", "21*"}, "hold 20 s"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := choose(t, position(t, c.hand, c.firsts)); got != c.want {
				t.Errorf("chose %q, want %q", got, c.want)
			}
		})
	}
}

// TestAdvisor_VolleyAndHeroesOnlyToTurnALoss: a Volley when the card falls
// short, none when it already wins; the smallest hero that turns the loss.
func TestAdvisor_VolleyAndHeroesOnlyToTurnALoss(t *testing.T) {
	g := position(t, []string{"20"}, [4]string{"15", "21*", "21*", "21*"})
	apply(t, g, "hold 20 n")
	if got := choose(t, g); got != "go" {
		t.Errorf("20 against 15: %q, want go (no Volley)", got)
	}
	g = position(t, []string{"15"}, [4]string{"19*", "21*", "21*", "21*"})
	apply(t, g, "hold 15 n")
	if got := choose(t, g); got != "go+volley" {
		t.Errorf("15 against 19: %q, want go+volley", got)
	}
	g = position(t, []string{"15", "hook", "bromhead", "harlech"}, [4]string{"19*", "21*", "21*", "21*"})
	apply(t, g, "hold 15 n", "go")
	if got := choose(t, g); got != "play bromhead" {
		t.Errorf("15 against 19 with Hook, Bromhead, Harlech: %q, want play bromhead", got)
	}
}

func apply(t *testing.T, g *mh.Game, actions ...string) {
	t.Helper()
	for _, a := range actions {
		if err := g.Apply(a); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
}

// TestAdvisor_SeesOnlyItsSeat: moving cards between another seat's hand
// and the deck (what the seat cannot see) never changes its choice, and
// every choice is legal with a reason; Snipers and Fires are answered at
// once when the seat can.
func TestAdvisor_SeesOnlyItsSeat(t *testing.T) {
	snipers, fires := 0, 0
	for seed := uint64(1); seed <= 30; seed++ {
		g, _ := mh.NewGame(mh.Config{Players: 3, Level: int(seed % 8), Seed: seed})
		for step := 0; g.Outcome == nil; step++ {
			seat := int(g.ToAct())
			a := choose(t, g)
			other := (seat + 1) % g.Players
			if len(g.Hands[other]) > 0 && len(g.BDeck) > 0 {
				c := g.Copy()
				c.Hands[other][0], c.BDeck[0] = c.BDeck[0], c.Hands[other][0]
				slices.Sort(c.Hands[other])
				slices.Sort(c.BDeck)
				if b, _ := (Advisor{}).Choose(c); b != a {
					t.Fatalf("seed %d step %d: %s chose %q, and %q when %s's hand changed", seed, step, mh.SeatName(seat), a, b, mh.SeatName(other))
				}
			}
			legal := g.Legal()
			if slices.Contains(legal, "play heads-down") {
				snipers++
				if a != "play heads-down" {
					t.Errorf("seed %d: a Sniper is not kept down: %q", seed, a)
				}
			}
			if slices.ContainsFunc(legal, func(s string) bool { return strings.HasPrefix(s, "play extinguish") }) {
				fires++
				if !strings.HasPrefix(a, "play extinguish") {
					t.Errorf("seed %d: a fire is not put out: %q", seed, a)
				}
			}
			apply(t, g, a)
		}
	}
	if snipers == 0 || fires == 0 {
		t.Errorf("%d Sniper and %d fire moments in 30 games: the test saw none", snipers, fires)
	}
}

// TestBatch_SameWhateverTheWorkers: the batch is the same games on one
// worker or three.
func TestBatch_SameWhateverTheWorkers(t *testing.T) {
	a, err := Batch(mh.Config{Players: 2, Level: 3}, 1, 40, 1)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Batch(mh.Config{Players: 2, Level: 3}, 1, 40, 3)
	if !reflect.DeepEqual(a, b) || a.Games != 40 {
		t.Errorf("one worker %+v, three %+v", a, b)
	}
}

// TestAdvisor_IsRegistered for every seat.
func TestAdvisor_IsRegistered(t *testing.T) {
	for _, seat := range (mh.Rules{}).Info().Seats {
		if _, err := games.BotNamed(mh.ID, Name, seat); err != nil {
			t.Error(err)
		}
	}
}

// TestAdvisor_RollsRatherThanCountOnHeroes: with a hero in hand the
// Advisor still rolls the location die when the card falls short, keeping
// the hero for a loss the die does not turn.
func TestAdvisor_RollsRatherThanCountOnHeroes(t *testing.T) {
	g := position(t, []string{"15", "harlech"}, [4]string{"18*", "21*", "21*", "21*"})
	g.Level = 1
	g.Marker = 0 // a space with a die symbol
	g.Volleys = 0
	apply(t, g, "hold 15 n")
	if got := choose(t, g); got != "roll" {
		t.Errorf("15 against 18 with Men of Harlech in hand: %q, want roll", got)
	}
}

// TestAdvisor_GivesToTheFewestCards: the team's card goes to the player
// holding fewest (the player in turn first on a tie), and a hand over the
// limit loses its lowest attack card.
func TestAdvisor_GivesToTheFewestCards(t *testing.T) {
	gives, discards := 0, 0
	for seed := uint64(1); seed <= 40; seed++ {
		g, _ := mh.NewGame(mh.Config{Players: 3, Level: 2, Seed: seed})
		for g.Outcome == nil {
			a := choose(t, g)
			switch _, ph := g.Decision(); ph {
			case mh.PhaseGive:
				fewest := -1
				for k := range g.Players {
					s := (g.Active + k) % g.Players
					if fewest < 0 || len(g.Hands[s]) < len(g.Hands[fewest]) {
						fewest = s
					}
				}
				if len(g.Hands[fewest]) < 6 {
					gives++
					if want := "give " + strconv.Itoa(fewest+1); a != want {
						t.Fatalf("seed %d: %q, want %q (hands %v)", seed, a, want, g.Hands)
					}
				}
			case mh.PhaseDiscard:
				seat := int(g.ToAct())
				low := 99
				for _, id := range g.Hands[seat] {
					if c := g.BritishCard(id); c.Kind == "attack" {
						low = min(low, c.Value)
					}
				}
				if low < 99 {
					discards++
					if want := "discard " + strconv.Itoa(low); a != want {
						t.Fatalf("seed %d: %q, want %q", seed, a, want)
					}
				}
			}
			apply(t, g, a)
		}
	}
	if gives == 0 {
		t.Error("no give decision seen")
	}
	t.Logf("%d gives, %d discards checked", gives, discards)
	// The Advisor never takes a seventh card itself; a hand of seven dealt
	// by hand shows the discard.
	g := position(t, []string{"20", "13", "chard", "12", "19", "hook", "18"}, [4]string{"18*", "21*", "21*", "21*"})
	if got := choose(t, g); got != "discard 12" {
		t.Errorf("seven cards: %q, want discard 12", got)
	}
}

// TestBatch_MedalsFollowTheFinalSpace: the batch counts the wins by the
// Relief Column's final space, and each win's medal is the band of that
// space (what the balance table's medal columns rest on).
func TestBatch_MedalsFollowTheFinalSpace(t *testing.T) {
	d, _ := mh.Builtin()
	s, err := Batch(mh.Config{Players: 4, Level: 1}, 1, 60, 2)
	if err != nil {
		t.Fatal(err)
	}
	byBand, wins := map[string]int{}, 0
	for space, n := range s.Spaces {
		for _, m := range d.Relief.Medals {
			if space <= m.To {
				byBand[m.Name] += n
				break
			}
		}
		wins += n
	}
	if wins != s.Wins || !reflect.DeepEqual(byBand, s.Medals) || s.Wins == 0 {
		t.Errorf("wins %d by space %v, medals %v by band %v", s.Wins, s.Spaces, s.Medals, byBand)
	}
}
