// Package ramparts puts the Rorke's Drift solitaire engine (package
// rorkesdrift, "Zulus on the Ramparts!") behind the common contract of
// package games, under the id "rorkes-drift" that saves and the simulator
// already use. It adds no rules: every method reads or calls the engine.
//
// Seat: 0 "british"; the Zulus are the game system and never act. Scenario:
// "standard", the only one. Options: the engine's Options as JSON (the
// optional rules, the campaign hooks, the rules revision: {"revision": 1}
// plays what the command line calls rorkes-drift@1).
//
// The package is named after the game rather than the place, because the
// tactical Defense of Rorke's Drift will be another game on the same spot.
package ramparts

import (
	"fmt"
	"slices"
	"strings"

	"zulu1879/dice"
	"zulu1879/games"
	engine "zulu1879/ramparts"
)

// ID is the game's id in the registry, in saves and on the command line.
const ID = "rorkes-drift"

// British is the only seat.
const British games.Seat = 0

// Rules is the game for the registry.
type Rules struct{}

func init() { games.Register(Rules{}) }

// Info describes the game. It hides something: the order of the draw pile.
func (Rules) Info() games.Info {
	return games.Info{
		ID:        ID,
		Title:     "Zulus on the Ramparts! (Rorke's Drift)",
		Seats:     []string{"british"},
		Scenarios: []string{"standard"},
		Hidden:    true,
	}
}

// New sets the game up (3.0) and runs it to the first decision.
func (Rules) New(s games.Setup) (games.State, error) {
	if s.Scenario != "" && s.Scenario != "standard" {
		return nil, fmt.Errorf("%s: no scenario %q (have: standard)", ID, s.Scenario)
	}
	var o engine.Options
	if err := games.DecodeOptions(ID, s.Options, &o); err != nil {
		return nil, err
	}
	g, err := engine.New(o, dice.NewSeeded(s.Seed))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", ID, err)
	}
	return &State{G: g}, nil
}

// State is a game behind the contract. G is the engine's state, for the
// game's own screen and advisor; change it only through Apply.
type State struct {
	G *engine.Game
}

// Wrap puts an engine state (a loaded save, a test position) behind the
// contract.
func Wrap(g *engine.Game) *State { return &State{G: g} }

// ToAct is the British player until the game is over.
func (s *State) ToAct() games.Seat {
	if s.G.Over() {
		return games.Nobody
	}
	return British
}

// phaseTexts describe the decision points in words.
var phaseTexts = map[engine.Phase]string{
	engine.PhaseImpi:         "a chit has been drawn: react with a Hero, or pass",
	engine.PhaseAction:       "take an action, or pass",
	engine.PhaseVolley:       "the volley is rolled: change a die with a Hero, or accept it",
	engine.PhaseAblaze:       "both buildings burn and one fire goes out: choose which",
	engine.PhaseDraw:         "the card is drawn: draw more with a Hero, or pass",
	engine.PhaseHero:         "put forth one Hero for free, or pass",
	engine.PhaseHousekeeping: "discard down to the hand limit",
}

// Prompt names the decision point (the engine's phase).
func (s *State) Prompt() games.Prompt {
	g := s.G
	if g.Over() {
		return games.Prompt{Seat: games.Nobody, Key: "over", Text: "the game is over: " + g.Result().Cause}
	}
	text, ok := phaseTexts[g.Phase]
	if !ok {
		text = "decide"
	}
	return games.Prompt{Seat: British, Key: string(g.Phase), Text: fmt.Sprintf("turn %d: %s", g.Turn, text)}
}

// Legal is the engine's list in its notation, sorted.
func (s *State) Legal() []string {
	return games.Notation(s.G.Legal())
}

// Apply reads the action in the engine's notation and applies it.
func (s *State) Apply(action string) error {
	a, err := engine.ParseAction(action)
	if err != nil {
		return err
	}
	return s.G.Apply(a)
}

// Result is the cause, the VP and the victory level (11.0). The British
// seat wins with a victory level (Minor Victory or better); a Standoff is
// a draw and a defeat is the system's win, so both have no winner.
func (s *State) Result() (games.Result, bool) {
	if !s.G.Over() {
		return games.Result{}, false
	}
	r := s.G.Result()
	out := games.Result{
		Key:   strings.ReplaceAll(r.Cause, " ", "_"),
		How:   r.Cause,
		Score: r.VP,
		Level: r.LevelName,
	}
	if r.Detail != "" {
		out.How += " (" + r.Detail + ")"
	}
	if r.Level >= engine.MinorVictory {
		out.Winners = []games.Seat{British}
	}
	return out, true
}

// Hash is the engine's hash.
func (s *State) Hash() string { return s.G.Hash() }

// Log is the engine's log. The player reads every event but not the dice
// of the set-up's shuffles, which would tell the order of the draw pile;
// Omniscient reads them too. The engine does not record who acted, so
// events are Nobody's.
func (s *State) Log(seat games.Seat, from int) []games.Event {
	return games.EventsFrom(len(s.G.Log), from, func(i int) games.Event {
		e := &s.G.Log[i]
		d := e.Dice
		if seat != games.Omniscient {
			d = e.PlayerDice()
		}
		return games.Event{Seat: games.Nobody, Turn: e.Turn, Phase: string(e.Phase), Rule: e.Rule, Text: e.Text, Dice: slices.Clone(d)}
	})
}

// View is a copy of the engine's state without the roller, its log as the
// player reads it (no shuffle dice). The
// player sees which cards are in the draw pile but not their order, so the
// British view lists them by number; Omniscient keeps the order.
func (s *State) View(seat games.Seat) any {
	c := s.G.Clone()
	c.Seeded = nil
	if seat != games.Omniscient {
		// The log as the player reads it: the status line and the board
		// need it (the chit drawn this turn, the VP so far).
		for i := range c.Log {
			c.Log[i].Dice = c.Log[i].PlayerDice()
			c.Log[i].Secret = false
		}
		slices.Sort(c.DrawPile)
		if a := c.Options.Arrangement; a != nil {
			slices.Sort(a.DrawPile)
		}
	}
	return c
}

// Clone copies the state; the copy rolls the same dice.
func (s *State) Clone() games.State { return &State{G: s.G.Clone()} }

// Reseed gives the game new dice from seed.
func (s *State) Reseed(seed uint64) { s.G.SetRoller(dice.NewSeeded(seed)) }

// Redraw shuffles the draw pile again as the player may imagine it
// (ramparts.Game.RedrawPile), with dice from seed: what a searching bot
// does to each copy it plays out, so that it never reads the order of the
// pile (games.Redrawer). There is one seat; seat is not read.
func (s *State) Redraw(seat games.Seat, seed uint64) { s.G.RedrawPile(dice.NewSeeded(seed)) }
