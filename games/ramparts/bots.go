package ramparts

import (
	"fmt"

	"zulu1879/games"
	engine "zulu1879/ramparts"
)

// The advisor (ramparts.Advisor) joins the registry as the British bot.
func init() {
	games.RegisterBot(games.BotInfo{
		Game:    ID,
		Name:    "advisor",
		Seats:   []string{"british"},
		About:   "rule-of-thumb British player: reads the board, never the draw pile or the cup, and explains every choice",
		Default: true,
		New:     func(uint64) games.Bot { return advisor{} },
	})
}

// advisor puts ramparts.Advisor behind games.Bot. It is deterministic and
// keeps nothing between decisions, so it needs no seed and no Reset.
type advisor struct{}

// Choose reads the engine's state behind the adapter and returns the
// advisor's action in the engine's notation with its reason. A state of
// another game gets no action and a reason that says why.
func (advisor) Choose(s games.State) (action, reason string) {
	st, ok := s.(*State)
	if !ok {
		return "", fmt.Sprintf("the advisor plays only %s, not a %T", ID, s)
	}
	if st.G.Over() {
		return "", "the game is over"
	}
	a, why := engine.Advisor{}.Choose(st.G)
	return a.String(), why
}

// Move applies the advisor's choice without writing it in the notation and
// reading it back (games.Mover): what the simulator and the search bot's
// rollouts use. It leaves the state as Apply of Choose's action would.
func (advisor) Move(s games.State) (reason string, err error) {
	st, ok := s.(*State)
	if !ok {
		return "", fmt.Errorf("the advisor plays only %s, not a %T", ID, s)
	}
	if st.G.Over() {
		return "the game is over", fmt.Errorf("%s: the game is over", ID)
	}
	a, why := engine.Advisor{}.Choose(st.G)
	return why, st.G.Apply(a)
}
