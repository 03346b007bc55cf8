package isandlwana

import (
	"fmt"

	"zulu1879/dice"
	"zulu1879/isandlwana"
)

// Hard is a Zulu bot that goes beyond rule 9 where rule 9 leaves the
// massacre to chance. It keeps rule 9's movement (fill every reachable hex
// next to the British, so that every British unit stays exposed to the sure
// sniping steps) and changes what the Zulus attack and where the hits fall:
//
//   - from turn 2 every attack goes on the units with two or more steps,
//     the hex of the strongest first, then the better chance to hit: from
//     turn 3 the sniping rolls 4 to 9 hits, one per exposed unit, so a unit
//     worn to one step dies to it anyway and only the others can save the
//     British. Rule 9 spreads its attacks over every British hex instead;
//   - in turn 1 the first attack on each hex goes to the units hardest to
//     finish (steps above one divided by a Zulu attack's chance to hit
//     their hex, see bottleneck); sniping hits fall on the strongest unit,
//     as in rule 9 (against the stronghold the standard British bot holds,
//     aiming them at the hardest unit instead measured 4 points worse);
//   - a Zulu next to the ammunition wagon's hex with nothing better to do
//     attacks it first: its capture takes a point from all British fire;
//   - the hexes next to a leader standing without combat units are filled
//     first, with the wagon's: a lone leader dies only to the Phase VII roll,
//     which needs a Zulu beside him;
//   - a hit that eliminates the last unit guarding a leader is taken
//     whenever offered (the leader is then lost if cut off, 8.6).
//
// Every tie is broken by the bot's own seeded dice, as for rule 9. Its
// measured margin over rule 9 is in docs/balance.md.
type Hard struct {
	d    dice.Seeded
	plan movePlan
	b    board
	sc   reachScratch
	opt  hardOptions
	key  []int
	top  []int // strongest unit per hex, for multiStepAttack
}

// hardOptions switch the hard bot's departures from rule 9 on and off, so
// that each can be measured alone (the experiments in docs/balance.md).
type hardOptions struct {
	noLeadersFirst bool // rule 9's ring order instead of lone leaders' hexes first
	noStrand       bool // no preference for hits that strand a leader
	multiFrom      int  // first turn whose attacks go on units with 2+ steps only (0: the last turn)
	coverKey       int  // 0: strength (rule 9); 1: bottleneck
	spareKey       int  // 0: strength (rule 9); 1: bottleneck
	moveTop        int  // fill first around this many hexes hardest to finish
	snipeKey       bool // from turn snipeFrom (4 if 0), sniping on the unit hardest to finish
	snipeFrom      int
	ringBonus      bool // attacks also favour the hexes next to the hardest one
	wagonFirst     bool // every Zulu next to the wagon's hex attacks it first
	// wagonWithColours: the wagon's neighbours come first only while the
	// Colours are raised, as rule 9 reads (otherwise whenever the wagon is
	// on the map).
	wagonWithColours bool
}

// NewHard returns a hard Zulu bot.
func NewHard() *Hard { return &Hard{opt: hardDefaults} }

// hardDefaults is the hard bot as registered: the combination that measured
// best against the standard British bot (docs/balance.md); moveTop,
// spareKey, ringBonus and snipeKey measured no better and stay off.
var hardDefaults = hardOptions{coverKey: 1, wagonFirst: true, multiFrom: 2}

func newHardWith(o hardOptions) *Hard { return &Hard{opt: o} }

// Name implements Bot.
func (*Hard) Name() string { return "hard" }

// Side implements Bot.
func (*Hard) Side() isandlwana.Side { return isandlwana.Zulu }

const saltHard = 0x48415244 // "HARD"

// Choose implements Bot.
func (h *Hard) Choose(g *isandlwana.State) (isandlwana.Action, string) {
	quiet := g.Opts.Quiet
	d := tieDice(&h.d, g, saltHard)
	if dec, ok := g.Decision(); ok {
		return h.decide(g, dec, d, quiet)
	}
	switch g.Phase {
	case isandlwana.PhaseZuluMove:
		if g.Pool[0]+g.Pool[1] > 0 {
			return recycleAction(g, h.b.refresh(g), d, quiet)
		}
		if !h.plan.valid(g) {
			b := h.b.refresh(g)
			h.plan.reset(g, planRings(g, b, d, quiet, &h.sc, !h.opt.wagonWithColours || g.Colours == isandlwana.ColoursRaised, !h.opt.noLeadersFirst, h.firstHexes(g, b)))
		}
		if h.plan.next < len(h.plan.moves) {
			return h.plan.pop(g)
		}
		return endAction, "every Zulu has moved"
	case isandlwana.PhaseZuluAttack:
		b := h.b.refresh(g)
		from := h.opt.multiFrom
		if from == 0 {
			from = g.Scen.Turns
		}
		if g.Turn >= from {
			if a, why, ok := h.multiStepAttack(g, b, quiet); ok {
				return a, why
			}
		}
		if h.opt.wagonFirst {
			if a, why, ok := wagonAttack(g, b, quiet); ok {
				return a, why
			}
		}
		if h.opt.coverKey == 0 && h.opt.spareKey == 0 {
			return ringAttack(g, b, d, quiet, b.sp)
		}
		return h.keyedAttack(g, b, d, quiet)
	}
	return endAction, "nothing to do"
}

// decide answers a pending decision by the hard bot's rules.
func (h *Hard) decide(g *isandlwana.State, dec isandlwana.Decision, d *dice.Seeded, quiet bool) (isandlwana.Action, string) {
	switch dec.Kind {
	case isandlwana.DecideHit, isandlwana.DecideSnipe:
		if h.opt.noStrand {
			break
		}
		if id, ok := strandsLeader(g, dec.Options); ok {
			why := ""
			if !quiet {
				why = fmt.Sprintf("the hit eliminates %s, the last unit guarding a leader", id)
			}
			return choose(id), why
		}
		from := h.opt.snipeFrom
		if from == 0 {
			from = 4
		}
		if h.opt.snipeKey && dec.Kind == isandlwana.DecideSnipe && g.Turn >= from {
			if id, why, ok := h.hardestUnit(g, dec.Options, quiet); ok {
				return choose(id), why
			}
		}
	}
	return rule9Decision(g, dec, d, quiet)
}

// strandsLeader finds, among the unit ids, one with a single step left that
// is the last combat unit in a hex holding a leader: eliminating it leaves
// the leader alone, and a leader with no way out is lost (8.6).
func strandsLeader(g *isandlwana.State, ids []string) (string, bool) {
	for _, id := range ids {
		u := g.UnitByID(id)
		if u == nil || u.Strength != 1 {
			continue
		}
		others, leader := 0, false
		for k := range g.Units {
			v := &g.Units[k]
			if v.Status != isandlwana.OnMap || v.Hex != u.Hex || v.ID == u.ID {
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

// multiStepAttack is the hard bot's attack once the sniping can be counted
// on. From turn 3 the sniping rolls 4 to 9 hits, one per British unit next to
// a Zulu, so a unit left with one step dies to it anyway, and the British
// are saved only by units with two or more: every attack goes on those, the
// hex of the strongest unit first, then the better chance to hit. When no
// attacker can reach such a unit, it returns false (the other attack rules
// take over).
func (h *Hard) multiStepAttack(g *isandlwana.State, b *board, quiet bool) (isandlwana.Action, string, bool) {
	atk, _ := attackers(g, b)
	if len(h.top) != b.m.Size() {
		h.top = make([]int, b.m.Size())
	}
	strongest := h.top
	clear(strongest)
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
		return isandlwana.Action{}, "", false
	}
	why := ""
	if !quiet {
		why = fmt.Sprintf("attacks %s (%s): its strongest unit (%d SP) would outlive the sniping, which finishes units of one step", b.m.HexAt(bestT), b.unitNames(bestT), strongest[bestT])
	}
	return attack(b.m, atk[bestA].from, bestT), why, true
}

// bottleneck fills h.key with, for every British hex, the attacks it is
// expected to take before all its combat units are down to one step (the
// step the sniping takes): the steps above one, divided by the chance that
// a Zulu attack hits it. Hexes that nothing but sniping can finish score 0.
func (h *Hard) bottleneck(g *isandlwana.State, b *board) []int {
	n := b.m.Size()
	if len(h.key) != n {
		h.key = make([]int, n)
	}
	for i := range h.key {
		h.key[i] = 0
	}
	for _, i := range b.bunits {
		u := &g.Units[i]
		if u.Strength > 1 {
			h.key[b.m.Index(u.Hex)] += u.Strength - 1
		}
	}
	top := -1
	for _, j := range b.bhex {
		h.key[j] = h.key[j] * 36 / sixths(6-b.zuluDF(j))
		if top < 0 || h.key[j] > h.key[top] {
			top = j
		}
	}
	if h.opt.ringBonus && top >= 0 && h.key[top] > 0 {
		// The units next to the hardest hex take hexes its attackers could
		// use and shoot them in the reaction phase: finishing them opens it.
		for _, j := range b.m.NeighborIndices(top) {
			if b.sp[j] > 0 {
				h.key[j] += h.key[top]
			}
		}
	}
	return h.key
}

// hardest names the bottleneck order in reasons.
const hardest = "the hardest to finish (steps above one per chance to hit)"

func (h *Hard) keyedAttack(g *isandlwana.State, b *board, d *dice.Seeded, quiet bool) (isandlwana.Action, string) {
	key := h.bottleneck(g, b)
	if h.opt.coverKey == 0 {
		return spareAttack(g, b, d, quiet, b.sp, key, "the strongest", hardest+" British hex")
	}
	if h.opt.spareKey == 0 {
		return spareAttack(g, b, d, quiet, key, b.sp, hardest, "the strongest British hex")
	}
	return spareAttack(g, b, d, quiet, key, key, hardest, hardest+" British hex")
}

// firstHexes marks the opt.moveTop British hexes with the largest bottleneck
// score, whose neighbours the movement plan fills first.
func (h *Hard) firstHexes(g *isandlwana.State, b *board) []bool {
	if h.opt.moveTop == 0 {
		return nil
	}
	key := h.bottleneck(g, b)
	first := make([]bool, len(key))
	for k := 0; k < h.opt.moveTop; k++ {
		best := -1
		for _, j := range b.bhex {
			if !first[j] && key[j] > 0 && (best < 0 || key[j] > key[best]) {
				best = j
			}
		}
		if best < 0 {
			break
		}
		first[best] = true
	}
	return first
}

// hardestUnit picks, among the unit ids, the one with two or more steps
// whose remaining steps are the least likely to fall to attacks: most steps
// above one divided by the chance a Zulu attack hits its hex.
func (h *Hard) hardestUnit(g *isandlwana.State, ids []string, quiet bool) (string, string, bool) {
	b := h.b.refresh(g)
	best, bestK := "", 0
	for _, id := range ids {
		u := g.UnitByID(id)
		if u == nil || u.Strength < 2 {
			continue
		}
		k := (u.Strength - 1) * 36 / sixths(6-b.zuluDF(b.m.Index(u.Hex)))
		if k > bestK {
			best, bestK = id, k
		}
	}
	if best == "" {
		return "", "", false
	}
	why := ""
	if !quiet {
		why = fmt.Sprintf("a sniping hit falls on %s, the unit attacks are least likely to finish", best)
	}
	return best, why, true
}
