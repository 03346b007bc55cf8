package isandlwana

import (
	"fmt"

	ai "zulu1879/ai/isandlwana"
	"zulu1879/games"
)

// defaultBots are the bots a front end picks when nobody names one: the
// rule-9 Zulus (the rulebook's solitaire opponent) and the standard
// British, as the sim command always has.
var defaultBots = map[string]bool{"rule9": true, "standard": true}

// The bots of package ai join the registry under their own names, each for
// the side it plays.
func init() {
	for _, name := range ai.Names() {
		b, err := ai.ByName(name)
		if err != nil {
			panic(err) // a name ai lists is one it makes
		}
		games.RegisterBot(games.BotInfo{
			Game:    ID,
			Name:    name,
			Seats:   []string{Rules{}.Info().SeatName(seatOf(b.Side()))},
			About:   ai.About(name),
			Default: defaultBots[name],
			New:     func(uint64) games.Bot { return newBot(name) },
		})
	}
}

// bot puts a bot of package ai behind games.Bot. The ai bots need no seed
// of their own: their tie-breaking dice are seeded from the game (see
// package ai), so the seed New and Reset take is not used.
type bot struct {
	b ai.Bot
}

func newBot(name string) *bot {
	b, err := ai.ByName(name)
	if err != nil {
		panic(err) // registered from ai.Names
	}
	return &bot{b: b}
}

// Choose reads the engine's state behind the adapter and returns the ai
// bot's action in the engine's notation with its reason. A state of another
// game, or one where the bot's side is not to act, gets no action and a
// reason that says why (Apply then refuses the empty action).
func (w *bot) Choose(s games.State) (action, reason string) {
	st, ok := s.(*State)
	if !ok {
		return "", fmt.Sprintf("the %s bot %q plays only %s, not a %T", w.b.Side(), w.b.Name(), ID, s)
	}
	g := st.G
	if g.Over() {
		return "", "the game is over"
	}
	if side := g.ToAct(); side != w.b.Side() {
		return "", fmt.Sprintf("the %s bot %q cannot act: the %s are to act", w.b.Side(), w.b.Name(), side)
	}
	a, why := w.b.Choose(g)
	return a.String(), why
}

// Move is Choose and Apply without the notation (games.Mover): the ai
// bot's typed action goes to the engine as it is.
func (w *bot) Move(s games.State) (reason string, err error) {
	st, ok := s.(*State)
	if !ok || st.G.Over() || st.G.ToAct() != w.b.Side() {
		a, why := w.Choose(s)
		return why, s.Apply(a)
	}
	a, why := w.b.Choose(st.G)
	if err := st.G.Apply(a); err != nil {
		return why, fmt.Errorf("%s: %q: %w", ID, a, err)
	}
	return why, nil
}

// Reset readies the bot for another game, keeping its buffers (ai.Resetter).
func (w *bot) Reset(uint64) {
	if r, ok := w.b.(ai.Resetter); ok {
		r.Reset()
		return
	}
	w.b = newBot(w.b.Name()).b
}
