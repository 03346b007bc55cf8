package ramparts

import (
	"slices"

	"zulu1879/dice"
)

// Cards whose place in the draw pile the set-up fixes (3.0): the Relief
// Column is shuffled into the bottom four, Night Fighting Begins lies
// between the two halves of the rest.
const (
	cardRelief = 1
	cardNight  = 2
	miniStack  = 4
)

// RedrawPile shuffles the draw pile again with r, as the player may imagine
// its order, for a searching bot's copy of the game: it keeps what the
// set-up lets the player know (Night Fighting Begins stays where it is, the
// cards above it are shuffled among themselves and so are the cards below;
// the bottom four are shuffled among themselves while the Relief Column is
// one of them) and forgets the rest (the new order does not depend on the old), including where a Hero put back into
// the middle of the pile went. Nothing is logged: the copy is not the game.
func (g *Game) RedrawPile(r dice.Roller) {
	p := g.DrawPile
	shuffle := func(cards []int) {
		// Sorted first, so that the new order owes nothing to the old.
		slices.Sort(cards)
		for i := len(cards) - 1; i > 0; i-- {
			j := r.Roll(i+1, "redraw") - 1
			cards[i], cards[j] = cards[j], cards[i]
		}
	}
	end := len(p)
	if n := len(p); n >= miniStack {
		for _, c := range p[n-miniStack:] {
			if c == cardRelief {
				shuffle(p[n-miniStack:])
				end = n - miniStack
				break
			}
		}
	}
	start := 0
	for i, c := range p[:end] {
		if c == cardNight {
			shuffle(p[:i])
			start = i + 1
			break
		}
	}
	shuffle(p[start:end])
}
