package isandlwana

import "sync/atomic"

// Position stamps (issue 20, the faster simulator). A bot that planned a
// whole phase must know, before handing out each move, that the game is
// still where its plan left it. Comparing the board (the Zulu counts of
// every hex and the British side) before every Zulu move was a few per cent
// of a simulated game; a stamp answers the common case, "the move I handed
// out was applied and nothing else happened", with two comparisons.
//
// Every successful Apply gives the state a stamp never given before in the
// process (stampSeq), remembers the stamp it replaced and, for a Zulu move,
// which hexes the move joined. A Clone keeps the stamp: it starts as the
// same position. So two states with one stamp hold the same position, as
// long as they are changed only through Apply (a state built any other way
// has stamp 0, which names nothing).

// stampSeq hands out the stamps; the first is 1.
var stampSeq atomic.Uint64

// stampAfterApply records a successful Apply of a: a new stamp, the one it
// replaces, and the hexes of a Zulu move (-1 for any other action).
func (g *State) stampAfterApply(a Action) {
	g.stampBefore, g.stamp = g.stamp, stampSeq.Add(1)
	g.lastFrom, g.lastTo = -1, -1
	if a.Kind == ActZuluMove {
		m := g.Scen.Map
		g.lastFrom, g.lastTo = int32(m.Index(a.From)), int32(m.Index(a.To))
	}
}

// Stamp returns the number that names the state's position: each successful
// Apply gives the state a new one, never given before in this process, and
// a Clone keeps it. It is 0 for a state not made by New or Clone.
func (g *State) Stamp() uint64 { return g.stamp }

// AfterZuluMove reports whether the state is the position stamped stamp
// with the Zulu move from hex index from to hex index to applied, and
// nothing else applied since (what Apply then did by itself, such as ending
// the phase, is part of that move). It is false for stamp 0.
func (g *State) AfterZuluMove(stamp uint64, from, to int) bool {
	return stamp != 0 && g.stampBefore == stamp && g.stamp != 0 &&
		int(g.lastFrom) == from && int(g.lastTo) == to
}
