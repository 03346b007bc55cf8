package ai

import (
	"zulu1879/dice"
	"zulu1879/game"
)

// Hard is the stronger Zulu bot.
type Hard struct {
	d    dice.Seeded
	plan movePlan
}

// NewHard returns a hard Zulu bot.
func NewHard() *Hard { return &Hard{} }

// Name implements Bot.
func (*Hard) Name() string { return "hard" }

// Side implements Bot.
func (*Hard) Side() game.Side { return game.Zulu }

// Choose implements Bot.
func (h *Hard) Choose(g *game.State) (game.Action, string) {
	r := Rule9{d: h.d, plan: h.plan}
	a, why := r.Choose(g)
	h.d, h.plan = r.d, r.plan
	return a, why
}
