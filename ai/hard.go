package ai

import (
	"fmt"

	"zulu1879/dice"
	"zulu1879/game"
)

// Hard is a Zulu bot that goes beyond rule 9. It keeps the parts of rule 9
// that measured best (fill every reachable hex next to the British, cover
// every British hex with an attack and put spare attacks on the strongest,
// hits and sniping on the strongest unit, which keeps the most British units
// standing next to Zulus for the sure sniping steps) and changes these:
//
//   - the hexes next to a leader standing without combat units are filled
//     first, with the wagon's: a lone leader dies only to the Phase VII roll,
//     which needs a Zulu beside him;
//   - British hexes next to such a leader are attacked first, to open more
//     hexes around him; the other hexes are ordered by their strongest unit
//     (then the stack's strength) rather than the stack's strength alone,
//     to wear the units down evenly, so that as many as possible stay
//     exposed to sniping until the last turn;
//   - a hit that eliminates the last unit guarding a leader is taken
//     whenever offered (the leader is then lost if cut off, 8.6).
//
// Every tie is broken by the bot's own seeded dice, as for rule 9. The
// measured margin over rule 9 is in docs/balance.md.
type Hard struct {
	d    dice.Seeded
	plan movePlan
	b    board
	sc   reachScratch
	key  []int
}

// NewHard returns a hard Zulu bot.
func NewHard() *Hard { return &Hard{} }

// Name implements Bot.
func (*Hard) Name() string { return "hard" }

// Side implements Bot.
func (*Hard) Side() game.Side { return game.Zulu }

const saltHard = 0x48415244 // "HARD"

// Choose implements Bot.
func (h *Hard) Choose(g *game.State) (game.Action, string) {
	quiet := g.Opts.Quiet
	d := tieDice(&h.d, g, saltHard)
	if dec, ok := g.Decision(); ok {
		switch dec.Kind {
		case game.DecideHit, game.DecideSnipe:
			if id, ok := strandsLeader(g, dec.Options); ok {
				why := ""
				if !quiet {
					why = fmt.Sprintf("the hit eliminates %s, the last unit guarding a leader", id)
				}
				return choose(id), why
			}
		}
		return rule9Decision(g, dec, d, quiet)
	}
	switch g.Phase {
	case game.PhaseZuluMove:
		if g.Pool[0]+g.Pool[1] > 0 {
			return recycleAction(g, h.b.reset(g), d, quiet)
		}
		if !h.plan.valid(g) {
			b := h.b.reset(g)
			h.plan = movePlan{moves: planRings(g, b, d, quiet, &h.sc, true), turn: g.Turn, expect: append(h.plan.expect[:0], g.Zulus...)}
		}
		if h.plan.next < len(h.plan.moves) {
			return h.plan.pop(g)
		}
		return endAction, "every Zulu has moved"
	case game.PhaseZuluAttack:
		b := h.b.reset(g)
		key := append(h.key[:0], b.sp...)
		h.key = key
		// Order the British hexes by their strongest unit, then by the
		// stack's strength, to level the units down together.
		for k := range key {
			key[k] = 0
		}
		for _, i := range b.bunits {
			u := &g.Units[i]
			j := b.m.Index(u.Hex)
			if v := u.Strength*100 + b.sp[j]; v > key[j] {
				key[j] = v
			}
		}
		for _, j := range b.bhex {
			if b.leader[j] && b.sp[j] == 0 {
				for _, k := range b.m.NeighborIndices(j) {
					if key[k] > 0 {
						key[k] += 10000
					}
				}
			}
		}
		return ringAttack(g, b, d, quiet, key)
	}
	return endAction, "nothing to do"
}

// strandsLeader finds, among the unit ids, one with a single step left that
// is the last combat unit in a hex holding a leader: eliminating it leaves
// the leader alone, and a leader with no way out is lost (8.6).
func strandsLeader(g *game.State, ids []string) (string, bool) {
	for _, id := range ids {
		u := g.UnitByID(id)
		if u == nil || u.Strength != 1 {
			continue
		}
		others, leader := 0, false
		for k := range g.Units {
			v := &g.Units[k]
			if v.Status != game.OnMap || v.Hex != u.Hex || v.ID == u.ID {
				continue
			}
			if v.IsCombat() {
				others++
			} else {
				leader = true
			}
		}
		if leader && others == 0 {
			return id, true
		}
	}
	return "", false
}
