package tactical

import (
	"fmt"
	"slices"

	"zulu1879/dice"
	"zulu1879/games"
)

// ID is the game's id in the registry, saves and on the command line.
const ID = "rorkes-drift-tactical"

// Rules is the game for the registry of package games.
type Rules struct{}

func init() { games.Register(Rules{}) }

// Scenario is the one scenario: the defence from 4:30 pm.
const Scenario = "defence"

// Info describes the game: two seats, British and Zulu.
func (Rules) Info() games.Info {
	return games.Info{ID: ID, Title: "The Defense of Rorke's Drift (tactical)", Seats: []string{"british", "zulu"}, Scenarios: []string{Scenario}}
}

// DefaultOptions lists the options (games.OptionsLister).
func (Rules) DefaultOptions() any { return Options{} }

// New starts a game.
func (Rules) New(s games.Setup) (games.State, error) {
	if s.Scenario != "" && s.Scenario != Scenario {
		return nil, fmt.Errorf("%s: no scenario %q (have: %s)", ID, clip(s.Scenario), Scenario)
	}
	var o Options
	if err := games.DecodeOptions(ID, s.Options, &o); err != nil {
		return nil, err
	}
	g, err := NewGame(s.Seed, o)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", ID, err)
	}
	return g, nil
}

var _ games.State = (*Game)(nil)

// ToAct is the seat deciding now.
func (g *Game) ToAct() games.Seat {
	s, ok := g.ToActSide()
	if !ok {
		return games.Nobody
	}
	return games.Seat(s)
}

// Prompt says what is asked.
func (g *Game) Prompt() games.Prompt {
	if g.Outcome != nil {
		return games.Prompt{Seat: games.Nobody, Key: "over", Text: "the game is over: " + g.Outcome.How}
	}
	if g.Pending != nil {
		return games.Prompt{Seat: g.ToAct(), Key: g.Pending.Kind, Text: fmt.Sprintf("turn %d, %s, %d VP: %s", g.Turn, TimeOf(g.Turn), g.VP(false), g.pendingPrompt())}
	}
	var text string
	switch g.Phase {
	case BritishMove:
		text = "British movement: move men (\"move B017 3118\", roofs \"3118^\"), hold, dig a hole, douse or kindle a fire, start a work; \"end\" when done"
	case ZuluMove:
		text = "Zulu movement: move counters (\"move Z004 3013\", \"osk\" for the Oskarberg), hold, batter doors; \"end\" when done"
	case BritishFire:
		text = "British fire: \"suppress\" the Oskarberg, \"fire Z012\" at the closest danger; \"end\" when done"
	case ZuluFire:
		text = "Zulu fire: snipe, shoot, spear, torch; \"end\" when done"
	case Melee:
		text = "Zulu melee: \"melee B017\" attacks a man and those paired with him; \"end\" when done"
	}
	if i := g.focus(); i >= 0 && (g.Phase == BritishMove || g.Phase == ZuluMove) {
		text += "; next to move: " + g.ID(i)
	}
	return games.Prompt{Seat: g.ToAct(), Key: g.Phase.String(), Text: fmt.Sprintf("turn %d, %s, %d VP: %s", g.Turn, TimeOf(g.Turn), g.VP(false), text)}
}

// Result reports how the game ended: the British win from 50 VP, 25-49 is
// a draw, the Zulus win below 25.
func (g *Game) Result() (games.Result, bool) {
	if g.Outcome == nil {
		return games.Result{}, false
	}
	r := games.Result{Key: g.Outcome.Key, How: g.Outcome.How, Score: g.Outcome.VP, Level: g.Outcome.Level}
	switch {
	case g.Outcome.VP >= 50:
		r.Winners = []games.Seat{games.Seat(British)}
	case g.Outcome.VP < 25:
		r.Winners = []games.Seat{games.Seat(Zulu)}
	}
	return r, true
}

// Log returns the events from from on; every seat reads them all.
func (g *Game) Log(seat games.Seat, from int) []games.Event {
	return games.EventsFrom(len(g.Events), from, func(i int) games.Event {
		e := g.Events[i]
		s := games.Seat(e.Side)
		if e.Side < 0 {
			s = games.Nobody
		}
		return games.Event{Seat: s, Turn: e.Turn, Phase: e.Phase.String(), Rule: e.Rule, Text: e.Text, Dice: slices.Clone(e.Dice)}
	})
}

// Clone copies the game; the copy rolls the same dice.
func (g *Game) Clone() games.State { return g.Copy() }

// Reseed gives the game new dice.
func (g *Game) Reseed(seed uint64) { g.Roller = dice.NewSeeded(seed) }

// MaxActions bounds a game for the drivers: every unit acting in every
// phase of every turn, and more.
func (g *Game) MaxActions() int { return 60000 }
