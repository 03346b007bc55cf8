package isandlwana

import (
	"encoding/json"
	"testing"

	"zulu1879/games"
)

// TestRenew_PlaysAsNew: a game renewed in the place of a finished one
// (games.Renewer, the simulator's path) takes over the old engine state and
// plays exactly as a new game of the same setup: the same hash after every
// action, with the same bots' moves, on either scenario and after a game of
// the other scenario (whose caches do not fit).
func TestRenew_PlaysAsNew(t *testing.T) {
	quiet := json.RawMessage(`{"quiet": true}`)
	for _, tc := range []struct{ before, after string }{
		{"isandlwana", "isandlwana"},
		{"isandlwana-free", "isandlwana"},
		{"isandlwana", "isandlwana-free"},
	} {
		t.Run(tc.before+"-then-"+tc.after, func(t *testing.T) {
			old := start(t, games.Setup{Scenario: tc.before, Seed: 1, Options: quiet})
			playBoth(t, old, nil)
			oldG := old.G
			setup := games.Setup{Scenario: tc.after, Seed: 2, Options: quiet}
			renewed, err := Rules{}.Renew(old, setup)
			if err != nil {
				t.Fatal(err)
			}
			if renewed.(*State).G != oldG {
				t.Fatal("Renew built a new engine state instead of taking over the old one")
			}
			playBoth(t, renewed, start(t, setup))
		})
	}
}

// playBoth plays s to the end with the default bots (seed 1), and, if fresh
// is not nil, plays fresh alongside with bots of its own, failing at the
// first action after which the two hashes differ.
func playBoth(t *testing.T, s, fresh games.State) {
	t.Helper()
	bots := func() map[games.Seat]games.Bot {
		z, _ := games.DefaultBot(ID, "zulu")
		b, _ := games.DefaultBot(ID, "british")
		return map[games.Seat]games.Bot{Zulu: z.New(1), British: b.New(1)}
	}
	mine, theirs := bots(), bots()
	for n := 0; !games.Over(s); n++ {
		if n >= games.MaxActions {
			t.Fatalf("no end after %d actions", n)
		}
		if _, err := mine[s.ToAct()].(games.Mover).Move(s); err != nil {
			t.Fatalf("action %d: %v", n, err)
		}
		if fresh == nil {
			continue
		}
		if _, err := theirs[fresh.ToAct()].(games.Mover).Move(fresh); err != nil {
			t.Fatalf("action %d (new game): %v", n, err)
		}
		if s.Hash() != fresh.Hash() {
			t.Fatalf("after action %d the renewed game's hash is %s, a new game's %s", n, s.Hash(), fresh.Hash())
		}
	}
	if fresh != nil && !games.Over(fresh) {
		t.Fatal("the renewed game ended before the new one")
	}
}
