package ai

import (
	"fmt"

	"zulu1879/dice"
	"zulu1879/game"
)

// Hard is a Zulu bot that goes beyond rule 9 where rule 9 leaves the
// massacre to chance. It keeps rule 9's core, which measured best of every
// alternative tried (see docs/balance.md): fill every reachable hex next to the
// British, cover every British hex with an attack and put spare attacks on
// the strongest, hits and sniping on the strongest unit, so that the most
// British units stay exposed to the sure sniping steps. On top of it:
//
//   - the hexes next to a leader standing without combat units are filled
//     first, with the wagon's: a lone leader dies only to the Phase VII roll,
//     which needs a Zulu beside him;
//   - a hit that eliminates the last unit guarding a leader is taken
//     whenever offered (the leader is then lost if cut off, 8.6);
//   - in the last turn every attack goes on the units with two or more
//     steps, the strongest first: the sniping that follows finishes every
//     exposed unit down to one step, so only those can save the British.
//
// Every tie is broken by the bot's own seeded dice, as for rule 9. Its
// measured margin over rule 9 is in docs/balance.md.
type Hard struct {
	d    dice.Seeded
	plan movePlan
	b    board
	sc   reachScratch
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
		b := h.b.refresh(g)
		if g.Turn == g.Scen.Turns {
			if a, why, ok := lastTurnAttack(g, b, quiet); ok {
				return a, why
			}
		}
		return ringAttack(g, b, d, quiet, b.sp)
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

// lastTurnAttack is the hard bot's attack in the last turn. The sniping that
// follows takes a step from every exposed unit (it rolls 4 to 9 hits from
// turn 3), so a unit left with one step dies anyway and the massacre fails
// only on units with two or more: every attack goes on them, the strongest
// unit first, then the better chance to hit.
func lastTurnAttack(g *game.State, b *board, quiet bool) (game.Action, string, bool) {
	atk, _ := attackers(g, b)
	strongest := map[int]int{}
	for _, i := range b.bunits {
		u := &g.Units[i]
		j := b.m.Index(u.Hex)
		if u.Strength > strongest[j] {
			strongest[j] = u.Strength
		}
	}
	bestA, bestT, bestK := -1, -1, 0
	for a := range atk {
		for _, t := range atk[a].targets {
			if strongest[t] < 2 {
				continue
			}
			k := strongest[t]*10 + sixths(6-b.zuluDF(t))
			if k > bestK {
				bestA, bestT, bestK = a, t, k
			}
		}
	}
	if bestA < 0 {
		return game.Action{}, "", false
	}
	why := ""
	if !quiet {
		why = fmt.Sprintf("last turn: attacks %s (%s), whose strongest unit (%d SP) would outlive the sniping", b.m.HexAt(bestT), b.unitNames(bestT), strongest[bestT])
	}
	return attack(b.m, atk[bestA].from, bestT), why, true
}
