package sim_test

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"zulu1879/games"
	"zulu1879/sim"
)

// race is a toy game for the runner's own tests: two seats take turns to
// add 1 or 2 to a count; whoever brings it to 10 or more wins. In the
// scenario "solo" red plays alone (games.SeatsInPlay). Its bots have
// neither fast path nor Reset, so the runner takes the plain way.
type race struct{}

type raceState struct {
	seed  uint64
	count int
	turn  games.Seat
	solo  bool
}

func init() {
	games.Register(race{})
	games.RegisterBot(games.BotInfo{Game: "toy-race", Name: "greedy", Seats: []string{"red", "blue"}, About: "adds 2", Default: true,
		New: func(uint64) games.Bot { return raceBot{pick: "2"} }})
	games.RegisterBot(games.BotInfo{Game: "toy-race", Name: "seeded", Seats: []string{"red", "blue"}, About: "adds 1 or 2 by its seed",
		New: func(seed uint64) games.Bot { return raceBot{pick: strconv.Itoa(int(seed%2) + 1)} }})
	games.RegisterBot(games.BotInfo{Game: "toy-race", Name: "cheat", Seats: []string{"blue"}, About: "adds 3",
		New: func(uint64) games.Bot { return raceBot{pick: "3"} }})
	games.RegisterBot(games.BotInfo{Game: "toy-race", Name: "idle", Seats: []string{"red", "blue"}, About: "adds 0",
		New: func(uint64) games.Bot { return raceBot{pick: "0"} }})
}

func (race) Info() games.Info {
	return games.Info{ID: "toy-race", Title: "Race to ten", Seats: []string{"red", "blue"}, Scenarios: []string{"ten", "solo"}}
}

func (race) New(s games.Setup) (games.State, error) {
	switch s.Scenario {
	case "", "ten":
		return &raceState{seed: s.Seed, turn: games.Seat(s.Seed % 2)}, nil
	case "solo":
		return &raceState{seed: s.Seed, solo: true}, nil
	}
	return nil, fmt.Errorf("toy-race: no scenario %q (have: ten, solo)", s.Scenario)
}

func (r *raceState) ToAct() games.Seat {
	if r.count >= 10 {
		return games.Nobody
	}
	return r.turn
}
func (r *raceState) Prompt() games.Prompt {
	return games.Prompt{Seat: r.ToAct(), Key: "add", Text: "add 1 or 2"}
}
func (r *raceState) Legal() []string {
	if r.count >= 10 {
		return nil
	}
	return []string{"1", "2"}
}
func (r *raceState) Apply(a string) error {
	// "0" is accepted though not listed, so that a bot can stall the game.
	if r.count >= 10 || (a != "0" && a != "1" && a != "2") {
		return fmt.Errorf("toy-race: %q is not 1 or 2", a)
	}
	n, _ := strconv.Atoi(a)
	r.count += n
	if r.count < 10 && !r.solo {
		r.turn = 1 - r.turn
	}
	return nil
}
func (r *raceState) Result() (games.Result, bool) {
	if r.count < 10 {
		return games.Result{}, false
	}
	return games.Result{Winners: []games.Seat{r.turn}, Key: "reached", How: "reached ten", Score: r.count}, true
}
func (r *raceState) Hash() string                      { return fmt.Sprint(r.count, r.turn) }
func (r *raceState) Log(games.Seat, int) []games.Event { return nil }
func (r *raceState) View(games.Seat) any               { return r.count }
func (r *raceState) Clone() games.State                { c := *r; return &c }
func (r *raceState) Reseed(uint64)                     {}
func (r *raceState) MaxActions() int                   { return 50 }
func (r *raceState) InPlay() []games.Seat {
	if r.solo {
		return []games.Seat{0}
	}
	return []games.Seat{0, 1}
}

type raceBot struct{ pick string }

func (b raceBot) Choose(games.State) (string, string) { return b.pick, "add " + b.pick }

// TestBatch_PlainBotsAndTheirSeeds: bots with neither fast path nor Reset
// are made anew for every game with the seed BotSeed gives the game and
// seat; a game without Stats reports no means.
func TestBatch_PlainBotsAndTheirSeeds(t *testing.T) {
	played, r, err := sim.Batch{Game: "toy-race", Games: 40, Seed: 5, Workers: 2,
		Bots: map[string]string{"red": "seeded"}}.Run()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range played {
		// Replay the game with the bots' picks worked out from BotSeed.
		s, _ := race{}.New(games.Setup{Seed: p.Seed})
		red := strconv.Itoa(int(sim.BotSeed(p.Seed, 0)%2) + 1)
		for n := 0; !games.Over(s); n++ {
			a := "2" // blue: the default, greedy
			if s.ToAct() == 0 {
				a = red
			}
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		want, _ := s.Result()
		if p.Result.Winners[0] != want.Winners[0] || p.Result.Score != want.Score {
			t.Fatalf("seed %d: the runner's game ended %+v, the bots' seeds give %+v", p.Seed, p.Result, want)
		}
	}
	if r.Bots["red"] != "seeded" || r.Bots["blue"] != "greedy" || r.Wins["red"]+r.Wins["blue"] != 40 || r.Means != nil || r.Levels != nil {
		t.Errorf("report %+v", r)
	}
}

// TestBatch_AGameABotCannotFinishIsNamed: a bot whose action is refused,
// or a game that never ends, stops the run with one line naming the game's
// seed, the bot and what happened.
func TestBatch_AGameABotCannotFinishIsNamed(t *testing.T) {
	cases := []struct {
		bots map[string]string
		want string
	}{
		{map[string]string{"blue": "cheat"}, `the blue bot "cheat" chose "3" (add 3), which the game refused: toy-race: "3" is not 1 or 2`},
		{map[string]string{"red": "idle", "blue": "idle"}, "did not end after 50 actions"},
	}
	for _, c := range cases {
		_, _, err := sim.Batch{Game: "toy-race", Games: 3, Seed: 1, Bots: c.bots}.Run()
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "toy-race game with seed") || strings.Contains(err.Error(), "\n") {
			t.Errorf("bots %v: error %v, want one line with %q", c.bots, err, c.want)
		}
	}
}

// TestBatch_OnlyTheSeatsInPlay: where the setup seats fewer players than
// the game has seats (games.SeatsInPlay), only those get bots and appear in
// the report, and a bot named for a seat out of play is refused.
func TestBatch_OnlyTheSeatsInPlay(t *testing.T) {
	_, r, err := sim.Batch{Game: "toy-race", Scenario: "solo", Games: 5, Seed: 1}.Run()
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Bots) != 1 || r.Bots["red"] != "greedy" || len(r.Wins) != 1 || r.Wins["red"] != 5 {
		t.Errorf("solo: bots %v, wins %v; want red alone, winning all 5", r.Bots, r.Wins)
	}
	err = sim.Batch{Game: "toy-race", Scenario: "solo", Games: 1, Bots: map[string]string{"blue": "greedy"}}.Check()
	if err == nil || err.Error() != "toy-race seat blue does not play in this game (seats in play: red)" {
		t.Errorf("a bot for blue, out of play: %v", err)
	}
}
