package ramparts

import (
	"slices"
	"strings"
	"testing"

	"zulu1879/games"
	engine "zulu1879/ramparts"
)

// TestAdvisor_IsTheDefaultBritishBot: the advisor is registered for the one
// seat, as its default.
func TestAdvisor_IsTheDefaultBritishBot(t *testing.T) {
	bi, err := games.DefaultBot(ID, "british")
	if err != nil || bi.Name != "advisor" {
		t.Fatalf("default british bot = %q (%v), want advisor", bi.Name, err)
	}
}

// TestAdvisor_PlaysWholeGamesWithListedActions: the registered advisor
// plays whole games, under each rules revision and with the optional rules,
// through the contract: every action it chooses is in Legal (Rorke's
// Drift lists all it accepts), Choose leaves the state as it was, and the
// game ends as the engine's own advisor loop (ramparts.Play) ends it.
func TestAdvisor_PlaysWholeGamesWithListedActions(t *testing.T) {
	bi, err := games.BotNamed(ID, "advisor", "british")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		opts string
		eng  engine.Options
	}{
		{"current rules", `{}`, engine.Options{}},
		{"revision 1", `{"revision": 1}`, engine.Options{Revision: 1}},
		{"optional rules", `{"stronger_ibuthos": true, "melee_combat": true, "optional_cards": [32, 40, 50]}`,
			engine.Options{StrongerIButhos: true, MeleeCombat: true, OptionalCards: []int{32, 40, 50}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for seed := uint64(1); seed <= 20; seed++ {
				s := newGame(t, seed, c.opts)
				bot := bi.New(seed)
				for n := 0; !games.Over(s); n++ {
					if n > 5000 {
						t.Fatalf("seed %d: no end after %d actions", seed, n)
					}
					before := s.Hash()
					a, why := bot.Choose(s)
					if s.Hash() != before {
						t.Fatalf("seed %d, action %d: Choose changed the state", seed, n)
					}
					if !slices.Contains(s.Legal(), a) || why == "" {
						t.Fatalf("seed %d, action %d: the advisor chose %q (%q), not listed in %v or without a reason", seed, n, a, why, s.Legal())
					}
					if err := s.Apply(a); err != nil {
						t.Fatalf("seed %d, action %d: %q refused: %v", seed, n, a, err)
					}
				}
				got, _ := s.Result()
				want, err := engine.Play(seed, c.eng, engine.Advisor{})
				if err != nil {
					t.Fatal(err)
				}
				if got.Score != want.VP || got.Level != want.LevelName || !strings.HasPrefix(got.How, want.Cause) {
					t.Errorf("seed %d: through the contract %+v, the engine's loop %s %d VP %s", seed, got, want.Cause, want.VP, want.LevelName)
				}
			}
		})
	}
}
