package isandlwana

import (
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"sync"

	"zulu1879/dice"
	"zulu1879/hexmap"
	"zulu1879/isandlwana"
)

// Rule9 is the Zulu bot of the rulebook's solitaire rules (9.2), played as
// written. The interpretations it needed are listed in ai/README.md.
type Rule9 struct {
	d    dice.Seeded
	plan movePlan
	b    board
	sc   reachScratch
}

// NewRule9 returns a rule-9 Zulu bot.
func NewRule9() *Rule9 { return &Rule9{} }

// Name implements Bot.
func (*Rule9) Name() string { return "rule9" }

// Side implements Bot.
func (*Rule9) Side() isandlwana.Side { return isandlwana.Zulu }

const saltRule9 = 0x52554c4539 // "RULE9"

// Choose implements Bot.
func (r *Rule9) Choose(g *isandlwana.State) (isandlwana.Action, string) {
	quiet := g.Opts.Quiet
	d := tieDice(&r.d, g, saltRule9)
	if dec, ok := g.Decision(); ok {
		return rule9Decision(g, dec, d, quiet)
	}
	switch g.Phase {
	case isandlwana.PhaseZuluMove:
		if g.Pool[0]+g.Pool[1] > 0 {
			return recycleAction(g, r.b.refresh(g), d, quiet)
		}
		if !r.plan.valid(g) {
			b := r.b.refresh(g)
			r.plan.reset(g, planRule9Moves(g, b, d, quiet, &r.sc))
		}
		if r.plan.next < len(r.plan.moves) {
			return r.plan.pop(g)
		}
		return endAction, "every Zulu has moved"
	case isandlwana.PhaseZuluAttack:
		return rule9Attack(g, r.b.refresh(g), d, quiet)
	}
	return endAction, "nothing to do"
}

// attacker is a hex whose Zulu may still attack, with the British hexes next
// to it.
type attacker struct {
	from    int
	targets []int
}

// attackers lists the Zulus that may attack now and their targets (5.5, 8.8:
// one attack out of an onrush hex). Both lists live in b's scratch buffers and
// stay valid until the next call.
func attackers(g *isandlwana.State, b *board) ([]attacker, []int) {
	m := b.m
	n := m.Size()
	if len(b.mark) != n {
		b.mark = make([]int, n)
	}
	// Only hexes next to a British combat unit can attack: mark them from
	// the British side (one bit per hex), then visit them in index order
	// (the order the lists have always had, which the dice's tie-breaks
	// depend on).
	words := (n + 63) / 64
	set := hexmap.Set(slices.Grow(b.candSet[:0], words)[:words])
	set.Clear()
	nbr := neighbourSets(m)
	for _, j := range b.bhex {
		if b.sp[j] <= 0 {
			continue
		}
		for w, r := range nbr[j*words : (j+1)*words] {
			set[w] |= r
		}
	}
	b.candSet = set
	b.stamp++
	seen := b.stamp
	out := b.atkBuf[:0]
	targets := b.tgtBuf[:0]
	ts := b.tsBuf[:0]
	for w, r := range set {
		for ; r != 0; r &= r - 1 {
			f := w<<6 | bits.TrailingZeros64(r)
			c := g.Zulus[f]
			if c == 0 || c-g.Spent[f] <= 0 || (b.onrush(f) && g.Spent[f] > 0) {
				continue
			}
			start := len(ts)
			for _, j := range m.NeighborIndices(f) {
				if b.sp[j] > 0 {
					ts = append(ts, j)
					if b.mark[j] != seen {
						b.mark[j] = seen
						targets = append(targets, j)
					}
				}
			}
			if len(ts) > start {
				out = append(out, attacker{f, ts[start:len(ts):len(ts)]})
			}
		}
	}
	b.atkBuf, b.tgtBuf, b.tsBuf = out, targets, ts
	return out, targets
}

// neighbourSets returns, for a map of words-word sets, the neighbours of
// each hex i as the set at [i*words, (i+1)*words); worked out once per map.
func neighbourSets(m *hexmap.Map) []uint64 {
	if v, ok := nbrTables.Load(m); ok {
		return v.([]uint64)
	}
	n := m.Size()
	words := (n + 63) / 64
	t := make([]uint64, n*words)
	for i := 0; i < n; i++ {
		for _, j := range m.NeighborIndices(i) {
			t[i*words+j>>6] |= 1 << (j & 63)
		}
	}
	v, _ := nbrTables.LoadOrStore(m, t)
	return v.([]uint64)
}

// nbrTables holds neighbourSets by map.
var nbrTables sync.Map // *hexmap.Map → []uint64

// rule9Attack picks the next Zulu attack by 9.2: first every British hex next
// to a Zulu gets an attack, the hex of the strongest unit first when there
// are not enough attackers for all (a greedy, strongest-first matching
// completed by augmenting paths); then every spare attacker attacks the
// British hex next to it holding the strongest unit. "The strongest British
// units" are units: a stack ranks by its strongest unit, not by its total.
// Equal strengths are ordered by the bot's dice.
func rule9Attack(g *isandlwana.State, b *board, d *dice.Seeded, quiet bool) (isandlwana.Action, string) {
	return spareAttack(g, b, d, quiet, b.top, b.top, "the hex of the strongest unit", "the hex of the strongest British unit")
}

// ringAttack is rule9Attack with the order of the British hexes given by key
// (rule 9: their strength) instead of their strength.
func ringAttack(g *isandlwana.State, b *board, d *dice.Seeded, quiet bool, key []int) (isandlwana.Action, string) {
	return spareAttack(g, b, d, quiet, key, key, "the strongest", "the strongest British hex")
}

// spareAttack is ringAttack with one order (key) for the hexes that still
// need their first attack and another (spare) for the spare attackers;
// keyName and spareName say what the orders rank first, for the reasons
// (spareName names a hex: "the strongest British hex").
func spareAttack(g *isandlwana.State, b *board, d *dice.Seeded, quiet bool, key, spare []int, keyName, spareName string) (isandlwana.Action, string) {
	atk, targets := attackers(g, b)
	if len(atk) == 0 {
		return endAction, "no Zulu is left to attack"
	}
	m := b.m
	open := b.openBuf[:0]
	for _, t := range targets {
		if len(g.AttackedFrom[t]) == 0 {
			open = append(open, t)
		}
	}
	b.openBuf = open
	orderByStrength(open, key, d)
	// Target-side matching in strength order: a stronger hex keeps its
	// attacker whenever the matching can be kept as large.
	match := b.matchBuf[:0] // attacker index -> target, or -1
	seenA := b.seenBuf[:0]  // attacker index -> stamp of the last search
	for range atk {
		match = append(match, -1)
		seenA = append(seenA, 0)
	}
	b.matchBuf, b.seenBuf = match, seenA
	if len(b.matchT) != m.Size() {
		b.matchT = make([]int, m.Size())
	}
	matchT := b.matchT // target -> attacker index, or -1
	for _, t := range open {
		matchT[t] = -1
	}
	for k, t := range open {
		augmentAttack(t, k+1, atk, match, matchT, seenA)
	}
	for _, t := range open {
		if a := matchT[t]; a >= 0 {
			why := ""
			if !quiet {
				why = fmt.Sprintf("attacks %s (%s, %s): every British unit next to a Zulu is attacked, %s first", m.HexAt(t), b.unitNames(t), b.strengths(t), keyName)
			}
			return attack(m, atk[a].from, t), why
		}
	}
	// Spare attackers: each on the strongest hex next to it.
	bestA, bestT, bestSP := -1, -1, -1
	for a := range atk {
		ts := append(b.spareBuf[:0], atk[a].targets...)
		b.spareBuf = ts
		orderByStrength(ts, spare, d)
		if spare[ts[0]] > bestSP {
			bestA, bestT, bestSP = a, ts[0], spare[ts[0]]
		}
	}
	why := ""
	if !quiet {
		why = fmt.Sprintf("spare attacker on %s next to it: %s (%s, %s)", spareName, m.HexAt(bestT), b.unitNames(bestT), b.strengths(bestT))
	}
	return attack(m, atk[bestA].from, bestT), why
}

// augmentAttack looks for an augmenting path from British hex t (depth
// first, the attackers in order), marking the attackers it visits with
// stamp in seenA, and applies it to match (attacker to hex) and matchT (hex
// to attacker).
func augmentAttack(t, stamp int, atk []attacker, match, matchT, seenA []int) bool {
	for a := range atk {
		if seenA[a] == stamp || !slices.Contains(atk[a].targets, t) {
			continue
		}
		seenA[a] = stamp
		if prev := match[a]; prev < 0 || augmentAttack(prev, stamp, atk, match, matchT, seenA) {
			match[a] = t
			matchT[t] = a
			return true
		}
	}
	return false
}

func attack(m *hexmap.Map, from, to int) isandlwana.Action {
	return isandlwana.Action{Kind: isandlwana.ActAttack, From: m.HexAt(from), To: m.HexAt(to)}
}

// orderByStrength sorts hexes by strength, strongest first; hexes of equal
// strength are put in an order drawn with the dice (every order equally
// likely).
func orderByStrength(hs []int, sp []int, d *dice.Seeded) {
	// Shuffle, then stable-sort by strength: ties end in random order.
	for i := len(hs) - 1; i > 0; i-- {
		if j := d.Intn(i + 1); j != i {
			hs[i], hs[j] = hs[j], hs[i]
		}
	}
	for i := 1; i < len(hs); i++ {
		for j := i; j > 0 && sp[hs[j]] > sp[hs[j-1]]; j-- {
			hs[j], hs[j-1] = hs[j-1], hs[j]
		}
	}
}

// strongestUnit picks, among the unit ids, the one with the most strength
// left; equal strengths by dice.
func strongestUnit(g *isandlwana.State, ids []string, d *dice.Seeded, weakest bool) (string, int) {
	best := -1
	var buf [8]string // the ties, without allocating in the common case
	tied := buf[:0]
	for _, id := range ids {
		u := g.UnitByID(id)
		if u == nil {
			continue
		}
		s := u.Strength
		if weakest {
			s = -s
		}
		if s > best || len(tied) == 0 {
			best, tied = s, tied[:0]
		}
		if s == best {
			tied = append(tied, id)
		}
	}
	if len(tied) == 0 {
		return ids[0], len(ids)
	}
	if len(tied) == 1 || d == nil {
		return tied[0], len(tied)
	}
	return tied[d.Intn(len(tied))], len(tied)
}

// rule9Decision answers the Zulu questions by 9.2: hits and sniping on the
// strongest unit first, always advance after combat. Questions rule 9 does not
// cover (where a displaced British unit goes) are answered as README.md says.
func rule9Decision(g *isandlwana.State, dec isandlwana.Decision, d *dice.Seeded, quiet bool) (isandlwana.Action, string) {
	switch dec.Kind {
	case isandlwana.DecideHit, isandlwana.DecideSnipe:
		id, ties := strongestUnit(g, dec.Options, d, false)
		why := ""
		if !quiet {
			what := "the hit"
			if dec.Kind == isandlwana.DecideSnipe {
				what = "a sniping hit"
			}
			why = fmt.Sprintf("%s falls on the strongest unit, %s (%d SP)", what, id, g.UnitByID(id).Strength)
			if ties > 1 {
				why += fmt.Sprintf(", chosen by dice among %d equally strong", ties)
			}
		}
		return choose(id), why
	case isandlwana.DecideAdvance:
		pick, why := advancePick(g, dec, d)
		if quiet {
			why = ""
		}
		return choose(pick), why
	case isandlwana.DecideDisplace:
		return displacePick(g, dec, d, quiet)
	}
	// Not a Zulu question (the engine never gives one); take the first option.
	return choose(dec.Options[0]), "first option"
}

// advancePick always advances (9.2). An attacker from an onrush hex goes
// first, since it leaves no hole in the ring; otherwise the attacker is
// chosen by dice.
func advancePick(g *isandlwana.State, dec isandlwana.Decision, d *dice.Seeded) (string, string) {
	var hexes []string
	for _, o := range dec.Options {
		if o == "none" {
			continue
		}
		h, err := hexmap.ParseHex(o)
		if err != nil {
			continue
		}
		if g.Scen.IsOnrush(h) {
			return o, fmt.Sprintf("advances from onrush hex %s into %s: Zulus always advance after combat", o, dec.Hex)
		}
		hexes = append(hexes, o)
	}
	if len(hexes) == 0 {
		return dec.Options[0], "no attacker can advance"
	}
	pick := hexes[0]
	if len(hexes) > 1 {
		pick = hexes[d.Intn(len(hexes))]
	}
	return pick, fmt.Sprintf("advances from %s into %s: Zulus always advance after combat (attacker chosen by dice among %d)", pick, dec.Hex, len(hexes))
}

// displacePick sends a displaced British unit where the most Zulus stand
// next to it; ties by dice.
func displacePick(g *isandlwana.State, dec isandlwana.Decision, d *dice.Seeded, quiet bool) (isandlwana.Action, string) {
	b := newBoard(g)
	best := -1
	var tied []string
	for _, o := range dec.Options {
		h, err := hexmap.ParseHex(o)
		if err != nil || !b.m.Contains(h) {
			continue
		}
		z := b.zuluAdj(b.m.Index(h))
		if z > best {
			best, tied = z, nil
		}
		if z == best {
			tied = append(tied, o)
		}
	}
	if len(tied) == 0 {
		return choose(dec.Options[0]), "first option"
	}
	pick := tied[0]
	if len(tied) > 1 {
		pick = tied[d.Intn(len(tied))]
	}
	why := ""
	if !quiet {
		why = "displaces " + dec.Unit + " to " + pick + ", the hex with the most Zulus around it (" + strconv.Itoa(best) + ")"
	}
	return choose(pick), why
}
