package tactical

import (
	"fmt"
	"slices"

	"zulu1879/dice"
	"zulu1879/games"
)

// The placeholder bots: a random legal pick for either side, and one that
// does nothing. The real bots (zlist, garrison, the defaults) are in
// package zulu1879/ai/tactical.
func init() {
	games.RegisterBot(games.BotInfo{
		Game:  ID,
		Name:  "random",
		Title: "the random player",
		Seats: []string{"british", "zulu"},
		About: "placeholder: picks a random legal action other than \"end\", and ends the phase one time in twenty or when nothing else is left",
		New:   func(seed uint64) games.Bot { return &randomBot{r: dice.NewSeeded(seed)} },
	})
	games.RegisterBot(games.BotInfo{
		Game:  ID,
		Name:  "pass",
		Title: "the idle player",
		Seats: []string{"british", "zulu"},
		About: "placeholder: ends every phase at once (does nothing)",
		New:   func(uint64) games.Bot { return passBot{} },
	})
}

type randomBot struct{ r *dice.Seeded }

// Choose picks a random action of s.Legal().
func (b *randomBot) Choose(s games.State) (string, string) {
	legal := s.Legal()
	if len(legal) == 0 {
		return "", "the game is over"
	}
	if !slices.Contains(legal, "end") {
		a := legal[b.r.Intn(len(legal))]
		return a, fmt.Sprintf("random: one of %d answers", len(legal))
	}
	if len(legal) == 1 || b.r.Intn(20) == 0 {
		return "end", "random: end the phase"
	}
	var other []string
	for _, a := range legal {
		if a != "end" {
			other = append(other, a)
		}
	}
	a := other[b.r.Intn(len(other))]
	return a, fmt.Sprintf("random: one of %d actions", len(other))
}

// Reset starts a new game with seed (games.Resetter).
func (b *randomBot) Reset(seed uint64) { b.r = dice.NewSeeded(seed) }

type passBot struct{}

// Choose ends the phase, and gives the default answer to a decision of
// rule 9.
func (passBot) Choose(s games.State) (string, string) {
	if len(s.Legal()) == 0 {
		return "", "the game is over"
	}
	if g, ok := s.(*Game); ok {
		if _, _, a, ok := g.PendingDecision(); ok {
			return a, "pass: the default answer"
		}
	}
	return "end", "pass"
}
