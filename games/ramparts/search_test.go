package ramparts

import (
	"slices"
	"strings"
	"testing"

	"zulu1879/ai/search"
	"zulu1879/dice"
	"zulu1879/games"
	engine "zulu1879/ramparts"
)

// midGame plays the advisor from seed for n decisions.
func midGame(t testing.TB, seed uint64, n int) *State {
	t.Helper()
	s, err := Rules{}.New(games.Setup{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n && !games.Over(s); i++ {
		a, _ := advisor{}.Choose(s)
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	return s.(*State)
}

// TestSearchBotChoosesLegalActionsWithReasons: the search bot plays whole
// games (small budget) choosing listed actions, leaves the state as it was
// when choosing, gives a reason naming a win chance and the rollouts, and
// chooses the same again from the same position and seed.
func TestSearchBotChoosesLegalActionsWithReasons(t *testing.T) {
	bi, err := games.BotNamed(ID, "search", "british")
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 2; seed++ {
		s, err := Rules{}.New(games.Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		bot := NewSearch(seed, search.Config{Budget: 8})
		for n := 0; !games.Over(s); n++ {
			before := s.Hash()
			a, why := bot.Choose(s)
			if s.Hash() != before {
				t.Fatalf("seed %d, action %d: Choose changed the state", seed, n)
			}
			if !slices.Contains(s.Legal(), a) {
				t.Fatalf("seed %d, action %d: %q not in %v", seed, n, a, s.Legal())
			}
			if len(s.Legal()) > 1 && (!strings.Contains(why, "% wins over") || !strings.HasPrefix(why, a+":")) {
				t.Fatalf("seed %d, action %d: reason %q does not name the choice and its win chance", seed, n, why)
			}
			if n%10 == 0 {
				if b, _ := NewSearch(seed, search.Config{Budget: 8}).Choose(s); b != a {
					t.Fatalf("seed %d, action %d: the same seed chose %q, then %q", seed, n, a, b)
				}
			}
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if bi.Default {
		t.Error("the search bot must not replace the advisor as the default")
	}
}

// TestSearchBotNeverReadsThePile: two positions that differ only in the
// order of the draw pile and the dice get the same choice and the same
// estimates, since every rollout reshuffles both.
func TestSearchBotNeverReadsThePile(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		s := midGame(t, seed, 15)
		if len(s.Legal()) < 2 {
			continue
		}
		o := s.Clone().(*State)
		o.G.RedrawPile(dice.NewSeeded(seed + 100))
		o.G.SetRoller(dice.NewSeeded(seed + 200))
		if slices.Equal(o.G.DrawPile, s.G.DrawPile) {
			t.Fatalf("seed %d: the redraw left the pile as it was", seed)
		}
		// Same position for the player, so the bot's seeds must agree: the
		// search mixes in the hash, so compare with the hash masked.
		cfg := search.Config{Seed: seed, Budget: 40, Policy: func(games.Seat, uint64) games.Bot { return unhide{} }}
		a, err := search.Search(hideHash{s}, search.Singles(s.Legal()), cfg)
		if err != nil {
			t.Fatal(err)
		}
		b, err := search.Search(hideHash{o}, search.Singles(o.Legal()), cfg)
		if err != nil {
			t.Fatal(err)
		}
		if a.Rollouts < 30 {
			t.Fatalf("seed %d: %d rollouts", seed, a.Rollouts)
		}
		for i := range a.Estimates {
			if a.Estimates[i].Mean != b.Estimates[i].Mean {
				t.Fatalf("seed %d: %q scored %v and %v on two pile orders", seed, a.Estimates[i].Plan, a.Estimates[i].Mean, b.Estimates[i].Mean)
			}
		}
	}
}

// hideHash is a state whose hash is what the player sees, not the pile or
// the roller.
type hideHash struct{ *State }

func (h hideHash) Hash() string {
	c := h.G.Clone()
	slices.Sort(c.DrawPile)
	c.Seeded = nil
	return Wrap(c).Hash()
}

func (h hideHash) Clone() games.State { return hideHash{h.State.Clone().(*State)} }

// TestRedrawPileKeepsWhatThePlayerKnows: the redraw keeps the cards of the
// pile, Night Fighting Begins in its place, the cards above it above and
// the bottom four (with the Relief Column) at the bottom, and changes the
// order otherwise.
func TestRedrawPileKeepsWhatThePlayerKnows(t *testing.T) {
	changed := 0
	for seed := uint64(1); seed <= 20; seed++ {
		g, err := engine.New(engine.Options{}, dice.NewSeeded(seed))
		if err != nil {
			t.Fatal(err)
		}
		p := slices.Clone(g.DrawPile)
		g.RedrawPile(dice.NewSeeded(seed))
		q := g.DrawPile
		night := slices.Index(p, 2)
		if night < 0 || slices.Index(q, 2) != night {
			t.Fatalf("seed %d: Night Fighting Begins moved from %d to %d", seed, night, slices.Index(q, 2))
		}
		n := len(p)
		for _, part := range [][2]int{{0, night}, {night + 1, n - 4}, {n - 4, n}} {
			a, b := slices.Clone(p[part[0]:part[1]]), slices.Clone(q[part[0]:part[1]])
			slices.Sort(a)
			slices.Sort(b)
			if !slices.Equal(a, b) {
				t.Fatalf("seed %d: cards %d..%d were %v, now %v", seed, part[0], part[1], a, b)
			}
		}
		if !slices.Contains(q[n-4:], 1) {
			t.Fatalf("seed %d: the Relief Column left the bottom four", seed)
		}
		if !slices.Equal(p, q) {
			changed++
		}
	}
	if changed < 19 {
		t.Errorf("the redraw changed the order in only %d of 20 games", changed)
	}
}

// unhide is the advisor for a hideHash.
type unhide struct{}

func (unhide) Choose(s games.State) (string, string) { return advisor{}.Choose(s.(hideHash).State) }

// TestSearchBotSameChoiceForAnyWorkerCount: the search bot's choice and
// reason (which carries its estimates) are the same on one worker and on
// three, from positions across games.
func TestSearchBotSameChoiceForAnyWorkerCount(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		s := midGame(t, seed, int(seed)*7)
		if games.Over(s) {
			continue
		}
		a1, r1 := NewSearch(seed, search.Config{Budget: 24}).Choose(s)
		a3, r3 := NewSearch(seed, search.Config{Budget: 24, Workers: 3}).Choose(s)
		if a1 != a3 || r1 != r3 {
			t.Errorf("seed %d: one worker %q (%s), three %q (%s)", seed, a1, r1, a3, r3)
		}
	}
}
