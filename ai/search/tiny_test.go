package search

import (
	"fmt"
	"slices"
	"strconv"

	"zulu1879/dice"
	"zulu1879/games"
)

// gamble is a hand-made one-seat game whose best move is known. The player
// makes Steps choices among Choices ("a", "b", ...); then one d10 decides:
// the player wins when it is at most Odds[key], key being the choices
// joined (a key not listed wins on nothing). With one step and Odds a:2,
// b:8, c:5 the best move is b, winning 80% of the time.
type gamble struct {
	Choices []string
	Steps   int
	Odds    map[string]int
	made    []string
	roll    dice.Seeded
	die     int
	// redraws counts the calls to Redraw, shared between copies.
	redraws *int
}

func newGamble(seed uint64, steps int, odds map[string]int, choices ...string) *gamble {
	return &gamble{Choices: choices, Steps: steps, Odds: odds, roll: dice.Seeded{State: seed}, redraws: new(int)}
}

func (g *gamble) over() bool { return len(g.made) == g.Steps }

func (g *gamble) ToAct() games.Seat {
	if g.over() {
		return games.Nobody
	}
	return 0
}

func (g *gamble) Prompt() games.Prompt { return games.Prompt{Seat: g.ToAct(), Key: "choose"} }

func (g *gamble) Legal() []string {
	if g.over() {
		return nil
	}
	return slices.Clone(g.Choices)
}

func (g *gamble) Apply(a string) error {
	if g.over() || !slices.Contains(g.Choices, a) {
		return fmt.Errorf("gamble: %q refused", a)
	}
	g.made = append(slices.Clone(g.made), a)
	if g.over() {
		g.die = g.roll.Roll(10, "fate")
	}
	return nil
}

func (g *gamble) key() string {
	k := ""
	for _, m := range g.made {
		k += m
	}
	return k
}

func (g *gamble) Result() (games.Result, bool) {
	if !g.over() {
		return games.Result{}, false
	}
	if g.die <= g.Odds[g.key()] {
		return games.Result{Winners: []games.Seat{0}, Key: "won", Score: g.die}, true
	}
	return games.Result{Key: "lost", Score: g.die}, true
}

func (g *gamble) Hash() string {
	return fmt.Sprint(g.made, g.die, strconv.FormatUint(g.roll.State, 16))
}

func (g *gamble) Log(games.Seat, int) []games.Event { return nil }
func (g *gamble) View(games.Seat) any               { return g.made }

func (g *gamble) Clone() games.State {
	c := *g
	c.made = slices.Clone(g.made)
	return &c
}

func (g *gamble) Reseed(seed uint64) { g.roll = dice.Seeded{State: seed} }

// Redraw hides nothing; it counts the calls, to check that a search makes
// them.
func (g *gamble) Redraw(games.Seat, uint64) { *g.redraws++ }

// firstChoice plays the first legal action.
type firstChoice struct{}

func (firstChoice) Choose(s games.State) (string, string) { return s.Legal()[0], "first" }

func firstPolicy(games.Seat, uint64) games.Bot { return firstChoice{} }
