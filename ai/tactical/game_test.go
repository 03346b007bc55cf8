package tactical

import (
	"testing"

	"zulu1879/games"
	tc "zulu1879/tactical"
)

// short plays garrison against zlist to the end of turn last, checking the
// state and the reasons after every action; it returns the final hash.
func short(t *testing.T, seed uint64, last int) string {
	t.Helper()
	return shortWith(t, seed, tc.Options{LastTurn: last}).Hash()
}

// shortWith is short with options o; it returns the final game.
func shortWith(t *testing.T, seed uint64, o tc.Options) *tc.Game {
	t.Helper()
	g, err := tc.NewGame(seed, o)
	if err != nil {
		t.Fatal(err)
	}
	bots := [2]games.Bot{NewBritish(seed), NewZulu(seed)}
	for n := 0; g.Outcome == nil; n++ {
		s, _ := g.ToActSide()
		a, why := bots[s].Choose(g)
		if why == "" {
			t.Fatalf("%q without a reason", a)
		}
		if err := g.Apply(a); err != nil {
			t.Fatalf("turn %d %s: %q (%s): %v", g.Turn, g.Phase, a, why, err)
		}
		if err := g.Check(); err != nil {
			t.Fatalf("after %q: %v", a, err)
		}
		if n > g.MaxActions() {
			t.Fatal("the game does not end")
		}
	}
	return g
}

// TestBots_PlayWithTheSkirmishOptions: with surgeon, dig_over_turns and
// dice_melee on, the bots play legal actions, the state checks out after
// each, and the melee is fought die against die.
func TestBots_PlayWithTheSkirmishOptions(t *testing.T) {
	g := shortWith(t, 3, tc.Options{LastTurn: 8, Surgeon: true, DigOverTurns: true, DiceMelee: true})
	for _, e := range g.Events {
		if e.Rule == "6" {
			t.Fatalf("an odds-table melee with dice_melee on: %s", e.Text)
		}
	}
}

func TestBots_PlayLegallyAndGiveReasons(t *testing.T) {
	short(t, 3, 5)
}

func TestBots_SameSeedSameGame(t *testing.T) {
	if a, b := short(t, 11, 4), short(t, 11, 4); a != b {
		t.Errorf("the same seed played twice ends in two states: %s, %s", a, b)
	}
}

// TestBots_AreTheDefaults: the best bots are the defaults (the issue):
// garrison-ranks for the British, zlist for the Zulus.
func TestBots_AreTheDefaults(t *testing.T) {
	for seat, want := range map[string]string{"british": RanksName, "zulu": ZuluName} {
		var got []string
		for _, b := range games.Bots(tc.ID, seat) {
			if b.Default {
				got = append(got, b.Name)
			}
		}
		if len(got) != 1 || got[0] != want {
			t.Errorf("%s defaults %v, want [%s]", seat, got, want)
		}
	}
}
