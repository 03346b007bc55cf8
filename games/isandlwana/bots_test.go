package isandlwana

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	ai "zulu1879/ai/isandlwana"
	"zulu1879/games"
)

// TestBots_EveryAIBotIsRegisteredForItsSide: each bot of package ai is a
// registered bot of this game, for the seat of the side it plays, and the
// defaults are the rule-9 Zulus and the standard British.
func TestBots_EveryAIBotIsRegisteredForItsSide(t *testing.T) {
	info := Rules{}.Info()
	for _, name := range ai.Names() {
		b, _ := ai.ByName(name)
		seat := info.SeatName(seatOf(b.Side()))
		bi, err := games.BotNamed(ID, name, seat)
		if err != nil {
			t.Errorf("ai bot %q: %v", name, err)
			continue
		}
		if !slices.Equal(bi.Seats, []string{seat}) || bi.About != ai.About(name) {
			t.Errorf("bot %q registered as %+v, want seat %s and ai's description", name, bi, seat)
		}
	}
	if n := len(games.Bots(ID, "")); n != len(ai.Names())+2 {
		t.Errorf("%d bots registered, want ai's %d and the two experts", n, len(ai.Names()))
	}
	for seat, want := range map[string]string{"zulu": "rule9", "british": "standard"} {
		if bi, err := games.DefaultBot(ID, seat); err != nil || bi.Name != want {
			t.Errorf("default %s bot = %q (%v), want %q", seat, bi.Name, err, want)
		}
	}
}

// TestBots_PlayWholeGamesWithLegalActions: every pairing of registered
// bots plays whole games through the contract. Every action a bot chooses
// is accepted by Apply (the engine refuses what the rules do not allow);
// Choose leaves the state as it was; and the fast path (Move) leaves the
// same hash after every action as Choose then Apply. (The actions are not
// all in Legal, which lists a sample of the fire actions.)
func TestBots_PlayWholeGamesWithLegalActions(t *testing.T) {
	zulus, brits := games.Bots(ID, "zulu"), games.Bots(ID, "british")
	seeds := []uint64{1, 2}
	if testing.Short() {
		seeds = seeds[:1]
	}
	for _, z := range zulus {
		if searching(z.Name) {
			continue // a second a phase: TestExpert_* play it with a small budget
		}
		for _, b := range brits {
			if searching(b.Name) {
				continue // the same: TestBritishExpert_* plays it with a small budget
			}
			for _, seed := range seeds {
				t.Run(fmt.Sprintf("%s-%s-%d", z.Name, b.Name, seed), func(t *testing.T) {
					bots := map[games.Seat][2]games.Bot{Zulu: {z.New(seed), z.New(seed)}, British: {b.New(seed), b.New(seed)}}
					playPair(t, seed, bots)
				})
			}
		}
	}
}

// playPair plays one game twice in step: s by Choose and Apply, fast by
// Move, with the first and second bot of each seat.
func playPair(t *testing.T, seed uint64, bots map[games.Seat][2]games.Bot) {
	t.Helper()
	s := start(t, games.Setup{Seed: seed})
	fast := start(t, games.Setup{Seed: seed})
	unlisted := 0
	for n := 0; !games.Over(s); n++ {
		if n >= games.MaxActions {
			t.Fatalf("no end after %d actions", n)
		}
		seat := s.ToAct()
		pair, ok := bots[seat]
		if !ok {
			t.Fatalf("action %d: seat %d to act", n, seat)
		}
		before := s.Hash()
		a, why := pair[0].Choose(s)
		if s.Hash() != before {
			t.Fatalf("action %d: Choose changed the state", n)
		}
		if why == "" {
			t.Errorf("action %d (%s): no reason given", n, a)
		}
		if n%8 == 0 && !slices.Contains(s.Legal(), a) {
			unlisted++ // a split of fire strength: legal, not listed (see games/README.md)
		}
		if err := s.Apply(a); err != nil {
			t.Fatalf("action %d: the bot chose %q (%s), refused: %v", n, a, why, err)
		}
		fastWhy, err := pair[1].(games.Mover).Move(fast)
		if err != nil {
			t.Fatalf("action %d: Move: %v", n, err)
		}
		if fast.Hash() != s.Hash() || fastWhy != why {
			t.Fatalf("action %d (%s): Move left another state (or reason %q, want %q)", n, a, fastWhy, why)
		}
	}
	if !games.Over(fast) {
		t.Fatal("the game played by Move is not over")
	}
	if _, ok := s.Result(); !ok {
		t.Fatal("over without a result")
	}
	if unlisted > 0 {
		t.Logf("%d of the actions checked (one in 8) not in the listed sample (splits of fire)", unlisted)
	}
}

// TestBots_ResetPlaysAsNew: a bot reset after a game plays the next game
// exactly as a new one (the simulator reuses bots through games.Resetter).
func TestBots_ResetPlaysAsNew(t *testing.T) {
	for _, bi := range games.Bots(ID, "") {
		t.Run(bi.Name, func(t *testing.T) {
			if bi.Name == "expert" || (testing.Short() && searching(bi.Name)) {
				t.Skip("a searching bot: expert-fast is the same code, cheaper")
			}
			used := bi.New(1)
			r, ok := used.(games.Resetter)
			if !ok {
				t.Skip("not a Resetter: the simulator makes it anew for every game")
			}
			seat, _ := Rules{}.Info().SeatNamed(bi.Seats[0])
			foe := British
			if seat == British {
				foe = Zulu
			}
			opp, err := games.DefaultBot(ID, Rules{}.Info().SeatName(foe))
			if err != nil {
				t.Fatal(err)
			}
			playOut(t, 1, map[games.Seat]games.Bot{seat: used, foe: opp.New(1)})
			r.Reset(2)
			again := playOut(t, 2, map[games.Seat]games.Bot{seat: used, foe: opp.New(2)})
			fresh := playOut(t, 2, map[games.Seat]games.Bot{seat: bi.New(2), foe: opp.New(2)})
			if again != fresh {
				t.Errorf("after Reset the bot plays seed 2 to hash %s, a new bot to %s", again, fresh)
			}
		})
	}
}

// playOut plays a quiet game of seed to the end by the bots' fast path and
// returns its final hash.
func playOut(t *testing.T, seed uint64, bots map[games.Seat]games.Bot) string {
	t.Helper()
	s := start(t, games.Setup{Seed: seed, Options: json.RawMessage(`{"quiet": true}`)})
	for n := 0; !games.Over(s); n++ {
		if n >= games.MaxActions {
			t.Fatalf("seed %d: no end after %d actions", seed, n)
		}
		if _, err := bots[s.ToAct()].(games.Mover).Move(s); err != nil {
			t.Fatalf("seed %d, action %d: %v", seed, n, err)
		}
	}
	return s.Hash()
}

// searching says whether a registered bot is one of the experts, which
// search at every phase and cost far more than the others.
func searching(name string) bool { return strings.HasPrefix(name, "expert") }
