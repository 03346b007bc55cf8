package soak

import (
	"fmt"
	"strings"

	"zulu1879/dice"
	"zulu1879/games"
)

// Action is an action of the common game contract (package games), in the
// game's own notation, as the contract soak records it.
type Action string

func (a Action) String() string { return string(a) }

// contractSampleEvery is how often, one action in so many at random, the
// contract soak makes its costlier checks (a clone's hash, an action on the
// clone, a refused action).
const contractSampleEvery = 16

// contractStepLimit is the least number of actions a uniformly played game
// is allowed before it is called stuck: random play takes longer than bots
// (about a thousand actions in Isandlwana), so the game's own limit
// (games.ActionLimit, else games.MaxActions) is raised to this.
const contractStepLimit = 50000

// Contract is the soak of any registered game through the contract alone:
// each decision is a uniform pick among State.Legal(), for whichever seat
// is to act, in a scenario picked by the seed among Info.Scenarios, with the
// default options. It needs nothing of the game but the contract, so every
// game registered gets it (TestSoakContract). It checks
//
//   - after every action: the picked action is accepted; the seat to act is
//     the prompt's; Legal is empty exactly when the game is over, sorted and
//     without duplicates; once over, there is a Result;
//   - one action in 16: a clone hashes as the state; an action applied to
//     the clone leaves the state's hash alone; an action that is not in the
//     game's notation is refused in one line and changes nothing;
//   - every game: it ends within the step limit, and playing its seed and
//     actions again reaches the same hash at each sampled step and at the
//     end.
//
// The games' own soaks (TestSoak in isandlwana/ and ramparts/) add each
// engine's invariants; this one is what a new game gets for free.
func Contract(r games.Rules, test string, gamesN, short int) Engine[Action] {
	info := r.Info()
	return Engine[Action]{
		Name: info.ID, Package: "./internal/soak", Test: test, Games: gamesN, Short: short,
		Play: func(rec *Record[Action]) (string, error) { return contractGame(r, info, rec) },
		Header: func(seed uint64) []string {
			return []string{
				fmt.Sprintf("game %s, scenario %s, seed %d, default options; one action a line, in the game's notation", info.ID, contractScenario(info, seed), seed),
			}
		},
	}
}

// contractScenario is the scenario of the game of seed: each of the game's
// scenarios in turn, by seed.
func contractScenario(info games.Info, seed uint64) string {
	return info.Scenarios[seed%uint64(len(info.Scenarios))]
}

// sampled is a step at which the soak noted the hash, for the replay.
type sampled struct {
	step int
	hash string
}

func contractGame(r games.Rules, info games.Info, rec *Record[Action]) (string, error) {
	setup := games.Setup{Scenario: contractScenario(info, rec.Seed), Seed: rec.Seed}
	s, err := r.New(setup)
	if err != nil {
		return "", fmt.Errorf("New(%+v): %v", setup, err)
	}
	limit := games.MaxActions
	if al, ok := s.(games.ActionLimit); ok {
		limit = al.MaxActions()
	}
	limit = max(limit, contractStepLimit)
	pick := dice.NewSeeded(rec.Seed ^ 0x5eed5eed5eed5eed)
	var marks []sampled
	for {
		legal := s.Legal()
		if err := checkTurn(s, info, legal); err != nil {
			return "", err
		}
		if len(legal) == 0 {
			break
		}
		if len(rec.Actions) >= limit {
			return "", fmt.Errorf("no end after %d actions (at %q)", len(rec.Actions), s.Prompt().Text)
		}
		if rec.Late() {
			return "", ErrDeadline
		}
		a := legal[pick.Intn(len(legal))]
		if pick.Intn(contractSampleEvery) == 0 {
			rec.Samples++
			if err := checkClone(s, legal, pick); err != nil {
				return "", fmt.Errorf("before %q: %v", a, err)
			}
		}
		if err := s.Apply(a); err != nil {
			return "", fmt.Errorf("the listed action %q was refused: %v", a, err)
		}
		rec.Actions = append(rec.Actions, Action(a))
		if pick.Intn(contractSampleEvery) == 0 {
			marks = append(marks, sampled{len(rec.Actions), s.Hash()})
		}
	}
	res, ok := s.Result()
	if !ok {
		return "", fmt.Errorf("the game is over (no legal action) but has no result")
	}
	rec.Samples++
	if err := replay(r, setup, rec.Actions, marks, s.Hash()); err != nil {
		return "", err
	}
	return contractScenario(info, rec.Seed) + ": " + res.Key, nil
}

// checkTurn checks that the seat to act, the prompt and the legal list
// agree with each other.
func checkTurn(s games.State, info games.Info, legal []string) error {
	seat, p := s.ToAct(), s.Prompt()
	if p.Seat != seat {
		return fmt.Errorf("ToAct is %s but the prompt asks %s", info.SeatName(seat), info.SeatName(p.Seat))
	}
	if (seat == games.Nobody) != (len(legal) == 0) {
		return fmt.Errorf("ToAct is %s with %d legal actions", info.SeatName(seat), len(legal))
	}
	if seat != games.Nobody && (seat < 0 || int(seat) >= len(info.Seats)) {
		return fmt.Errorf("ToAct is %s, no seat of the game", info.SeatName(seat))
	}
	for i := 1; i < len(legal); i++ {
		if legal[i-1] >= legal[i] {
			return fmt.Errorf("Legal is not sorted without duplicates: %q before %q", legal[i-1], legal[i])
		}
	}
	return nil
}

// checkClone checks that a clone hashes as s, that applying an action to the
// clone leaves s alone, and that an action outside the notation is refused
// in one line without a change.
func checkClone(s games.State, legal []string, pick *dice.Seeded) error {
	h := s.Hash()
	c := s.Clone()
	if c.Hash() != h {
		return fmt.Errorf("a clone hashes %s, the state %s", c.Hash(), h)
	}
	bad := "no-such-action " + legal[pick.Intn(len(legal))]
	if err := c.Apply(bad); err == nil {
		return fmt.Errorf("the action %q was accepted", bad)
	} else if strings.Contains(err.Error(), "\n") {
		return fmt.Errorf("the refusal of %q is more than one line: %q", bad, err)
	}
	if c.Hash() != h {
		return fmt.Errorf("refusing %q changed the clone", bad)
	}
	a := legal[pick.Intn(len(legal))]
	if err := c.Apply(a); err != nil {
		return fmt.Errorf("the listed action %q was refused by a clone: %v", a, err)
	}
	if s.Hash() != h {
		return fmt.Errorf("an action applied to a clone changed the state")
	}
	return nil
}

// replay plays the actions again from the setup and checks the hashes noted
// and the final one.
func replay(r games.Rules, setup games.Setup, actions []Action, marks []sampled, final string) error {
	s, err := r.New(setup)
	if err != nil {
		return fmt.Errorf("replay: New: %v", err)
	}
	for i, a := range actions {
		if err := s.Apply(string(a)); err != nil {
			return fmt.Errorf("replay: action %d %q refused: %v", i+1, a, err)
		}
		if len(marks) > 0 && marks[0].step == i+1 {
			if got := s.Hash(); got != marks[0].hash {
				return fmt.Errorf("replay: after action %d the hash is %s, the game had %s", i+1, got, marks[0].hash)
			}
			marks = marks[1:]
		}
	}
	if got := s.Hash(); got != final {
		return fmt.Errorf("replay: the final hash is %s, the game ended at %s", got, final)
	}
	return nil
}
