package isandlwana

import (
	"fmt"
	"math/bits"
	"slices"
	"sync"

	"zulu1879/dice"
	"zulu1879/hexmap"
	"zulu1879/internal/intslices"
	"zulu1879/isandlwana"
	"zulu1879/units"
)

// plannedMove is one Zulu move of a movement plan, with its reason.
type plannedMove struct {
	from, to int
	why      string
}

// movePlan is a whole Zulu Movement phase worked out at its first decision
// and then handed out one move at a time. It stays valid only while the game
// is exactly where the plan expects it: the Zulus where its moves leave them,
// and the British side (units, wagon, Colours) as it was planned on, since
// the rings rest on it; otherwise the bot plans again from the position it
// finds. A Zulu taking the lone wagon is such a change: the hexes next to
// the wagon stop being a ring of their own.
type movePlan struct {
	moves  []plannedMove
	next   int
	turn   int
	expect []int  // g.Zulus as it should be before moves[next]
	sig    uint64 // unitsSig of the position planned on
	// The fast check (stamps): the game's stamp when moves[next-1] was
	// handed out, and that move's hexes; 0 when the move may change the
	// British side (it enters the wagon's hex) or none was handed out.
	stamp    uint64
	from, to int
	// plain makes valid compare the board every time (the test that pins
	// the fast check to it sets it).
	plain bool
}

// reset records moves planned on g, reusing p's buffers.
func (p *movePlan) reset(g *isandlwana.State, moves []plannedMove) {
	*p = movePlan{moves: moves, turn: g.Turn, expect: append(p.expect[:0], g.Zulus...), sig: unitsSig(g), plain: p.plain}
}

// valid reports whether the plan still fits the game.
//
// Fast check: when the game is the position the last move was handed out
// in, with that move applied and nothing else (isandlwana.State's
// AfterZuluMove, by stamps), the plan fitted then (Choose checks before it
// hands out a move) and the move changed only the Zulu counts pop expects,
// so it still fits; otherwise the board is compared.
// TestRule9_2_PlanStampCheckMatchesBoardCompare pins the one to the other.
func (p *movePlan) valid(g *isandlwana.State) bool {
	if p.expect == nil || p.turn != g.Turn || g.Phase != isandlwana.PhaseZuluMove {
		return false
	}
	if !p.plain && g.AfterZuluMove(p.stamp, p.from, p.to) {
		return true
	}
	return p.fits(g)
}

// fits compares the game with what the plan expects: the Zulu counts and
// the British side.
func (p *movePlan) fits(g *isandlwana.State) bool {
	return intslices.Equal(p.expect, g.Zulus) && p.sig == unitsSig(g)
}

// pop hands out the next move and records the position it will leave.
func (p *movePlan) pop(g *isandlwana.State) (isandlwana.Action, string) {
	mv := p.moves[p.next]
	p.next++
	p.expect[mv.from]--
	p.expect[mv.to]++
	m := g.Map()
	// A move into the wagon's hex may take the wagon (a British change the
	// fast check cannot see): the next check compares the board.
	p.stamp, p.from, p.to = g.Stamp(), mv.from, mv.to
	if g.WagonOnMap() && m.Index(g.Wagon.Hex) == mv.to {
		p.stamp = 0
	}
	return isandlwana.Action{Kind: isandlwana.ActZuluMove, From: m.HexAt(mv.from), To: m.HexAt(mv.to)}, mv.why
}

// recycleAction puts the pooled Zulus of one group into the onrush hex of
// that group nearest to a British counter (8.8); equal distances are broken
// by the bot's dice.
func recycleAction(g *isandlwana.State, b *board, d *dice.Seeded, quiet bool) (isandlwana.Action, string) {
	groups := [2][]hexmap.Hex{g.Scen.OnrushWest, g.Scen.OnrushEast}
	for k, group := range groups {
		if g.Pool[k] == 0 {
			continue
		}
		var best []hexmap.Hex
		bestD := 1 << 30
		for _, h := range group {
			dd := b.distances()[b.m.Index(h)]
			if dd < 0 {
				dd = 1 << 20
			}
			if dd < bestD {
				best, bestD = nil, dd
			}
			if dd == bestD {
				best = append(best, h)
			}
		}
		h := best[0]
		if len(best) > 1 {
			h = best[d.Intn(len(best))]
		}
		why := ""
		if !quiet {
			why = fmt.Sprintf("recycles %d unit(s) into %s, the onrush hex of its group nearest the British (%d hexes)", g.Pool[k], h, bestD)
			if len(best) > 1 {
				why += fmt.Sprintf("; %d hexes tied, chosen by dice", len(best))
			}
		}
		return isandlwana.Action{Kind: isandlwana.ActRecycle, To: h, Count: g.Pool[k]}, why
	}
	return endAction, "nothing to recycle"
}

// planRule9Moves works out the whole Zulu Movement phase by rule 9.2:
//
//   - a Zulu able to reach the wagon standing alone takes it;
//   - then, if the wagon and the Colours are on the map (the Colours
//     raised), the hexes next to them are filled;
//   - then every reachable hex next to a British counter, then every hex two
//     hexes away, and so on, ring by ring, until every Zulu has moved;
//   - within a ring each Zulu goes next to the British unit nearest to it
//     (ties by equal-odds dice, one chance per British counter), to the
//     cheapest such hex (ties by dice); the assignment is then completed by
//     augmenting paths so that the greatest possible number of the ring's
//     hexes is filled ("every possible hex");
//   - a Zulu already standing in a ring's hex stays there when that ring's
//     turn comes (it already fills it; it moves only if a nearer ring takes
//     it); Zulus in onrush hexes are never left standing while an open hex
//     is within reach (onrush hexes are not targets).
func planRule9Moves(g *isandlwana.State, b *board, d *dice.Seeded, quiet bool, sc *reachScratch) []plannedMove {
	return planRings(g, b, d, quiet, sc, g.Colours == isandlwana.ColoursRaised, false, nil)
}

// planRings is the ring-filling planner behind planRule9Moves.
// wagonRing makes the hexes next to the wagon a ring of their own, filled
// before the others (rule 9 does so only while the Colours are raised with
// the wagon; the hard bot whenever the wagon is on the map). A wagon standing
// alone is taken first either way.
// leadersFirst (the hard bot) gives the hexes next to a leader standing
// without combat units the wagon's priority: a lone leader dies only to the
// Phase VII roll, which needs a Zulu beside him.
//
// first, if not nil, marks more British hexes whose neighbours share that
// priority (the hard bot's hardest-to-finish hexes).
func planRings(g *isandlwana.State, b *board, d *dice.Seeded, quiet bool, sc *reachScratch, wagonRing, leadersFirst bool, first []bool) []plannedMove {
	m := b.m
	n := m.Size()
	const notTarget = -9
	// With priority hexes (the hard bot) the rings move one tier out, so
	// that the priority tier (1) comes after the wagon's (0) and before the
	// first ring.
	shift := 0
	if leadersFirst || first != nil {
		shift = 1
	}
	sc.grow(n)
	dist := b.distances()
	tier := sc.tier
	maxTier := 0
	for i := 0; i < n; i++ {
		tier[i] = notTarget
		if !b.passable(i) || b.onrush(i) || b.britIn[i] {
			continue
		}
		tier[i] = dist[i] + shift
		if tier[i] > maxTier {
			maxTier = tier[i]
		}
	}
	if b.wagon >= 0 {
		for _, j := range m.NeighborIndices(b.wagon) {
			if wagonRing && tier[j] != notTarget {
				tier[j] = 0
			}
		}
		if !b.britIn[b.wagon] {
			tier[b.wagon] = -1
		}
	}
	if leadersFirst || first != nil {
		for _, j := range b.bhex {
			if leadersFirst && b.leader[j] && b.sp[j] == 0 || first != nil && first[j] {
				for _, k := range m.NeighborIndices(j) {
					if tier[k] > 1 {
						tier[k] = 1
					}
				}
			}
		}
	}

	// The hexes of each tier, in index order (tier t in byTier[t+1]).
	for k := range sc.byTier {
		sc.byTier[k] = sc.byTier[k][:0]
	}
	for len(sc.byTier) < maxTier+2 {
		sc.byTier = append(sc.byTier, nil)
	}
	for i := 0; i < n; i++ {
		if t := tier[i]; t != notTarget {
			sc.byTier[t+1] = append(sc.byTier[t+1], i)
		}
	}
	clear(sc.leaving)
	clear(sc.taken)

	// The movable units ("slots"); units in one hex are interchangeable and
	// share one reach.
	slots := sc.slots[:0]
	for i, c := range g.Zulus {
		left := c - g.Spent[i]
		if left <= 0 {
			continue
		}
		// A unit stays where it stands when its hex's tier comes (not in
		// an onrush hex, which is no target).
		fixT := tier[i]
		if b.onrush(i) {
			fixT = notTarget
		}
		for k := 0; k < left; k++ {
			slots = append(slots, slot{src: i, target: -1, fixT: fixT})
		}
	}
	sc.slots = slots
	leaving := sc.leaving
	taken := sc.taken
	owner := sc.owner // slot index holding a target in this ring
	moves := sc.moves[:0]
	open := len(slots)

	// British counters, for "the nearest British unit".
	brits := sc.brits[:0]
	for k := range g.Units {
		u := &g.Units[k]
		if u.Status == isandlwana.OnMap {
			brits = append(brits, bc{u.Hex, m.Index(u.Hex), u.Name})
		}
	}
	sc.brits = brits

	// With at most 64 British hexes, the British hexes at a ring's distance
	// from a hex are a bit mask (ringNear), worked out once per hex and ring
	// instead of once per unit that looks at the hex.
	useMask := len(b.bhex) <= 64 && !sc.plain
	paths := g.ZuluPaths() // the British side stays as it is while planning
	var disk []uint64      // the hexes within a Zulu's MA of each hex (zuluDisks)
	if !sc.plain {
		disk = zuluDisks(m)
	}
	if len(sc.bpos) != n {
		sc.bpos, sc.nearStamp, sc.nearMask = make([]int, n), make([]int, n), make([]uint64, n)
	}
	// The British hexes' axial coordinates, for ringNear's distances.
	bq, br := sc.bq[:0], sc.br[:0]
	for p, j := range b.bhex {
		sc.bpos[j] = p
		bq, br = append(bq, b.ax[j].Q), append(br, b.ax[j].R)
	}
	sc.bq, sc.br = bq, br
	// Each British counter's hex index and, with the masks, its hex's bit.
	bidx, bbit := sc.bidx[:0], sc.bbit[:0]
	for _, bu := range brits {
		bidx = append(bidx, bu.i)
		var bit uint64
		if useMask {
			bit = 1 << sc.bpos[bu.i]
		}
		bbit = append(bbit, bit)
	}
	sc.bidx, sc.bbit = bidx, bbit
	// By British hex (position in b.bhex), its only counter, or -1 when it
	// holds several (the masks only).
	if useMask {
		sole := slices.Grow(sc.sole[:0], len(b.bhex))[:len(b.bhex)]
		for p := range sole {
			sole[p] = -2 // no counter yet
		}
		for bi, bu := range brits {
			p := sc.bpos[bu.i]
			if sole[p] == -2 {
				sole[p] = bi
			} else {
				sole[p] = -1
			}
		}
		sc.sole = sole
	}
	// By slot, the target assigned in the ring being filled (-1: none) and
	// the targets a candidate reaches. A slot is a candidate in one ring at
	// most once it is assigned, and an unassigned one keeps -1, so assign
	// starts at -1 once per plan; reachOf is set for every candidate of a
	// ring before it is read.
	assign := sc.assign[:0]
	reachOf := sc.reachOf[:0]
	for range slots {
		assign = append(assign, -1)
		reachOf = append(reachOf, nil)
	}
	sc.assign, sc.reachOf = assign, reachOf
	// The slots still to place (neither fixed nor assigned), in slot order.
	openSlots := sc.openSlots[:0]
	for k := range slots {
		openSlots = append(openSlots, k)
	}
	sc.openSlots = openSlots
	for t := -1; t <= maxTier && open > 0; t++ {
		sc.ringStamp++
		// Units already standing in this ring stay: they fill it.
		// (The open slots are neither fixed nor assigned at the last
		// ring's start; the last ring may have assigned some.)
		kept := openSlots[:0]
		for _, k := range openSlots {
			s := &slots[k]
			if s.target >= 0 {
				continue
			}
			if s.fixT == t {
				s.fixed = true
				open--
				continue
			}
			kept = append(kept, k)
		}
		openSlots = kept
		targets := sc.targets[:0]
		for _, i := range sc.byTier[t+1] {
			if !taken[i] && (g.Zulus[i] == 0 || leaving[i]) {
				targets = append(targets, i)
				owner[i] = -1
			}
		}
		sc.targets = targets
		if len(targets) == 0 {
			continue
		}
		// Candidates and their reachable targets, nearest first.
		cands := sc.cands[:0]
		rbuf := sc.rbuf[:0]
		// Units of one hex (the slots are in hex order) share their reach:
		// the last slot's source, costs and candidate entry.
		lastSrc, lastCand := -1, cand{}
		var lastReach isandlwana.ZuluReach
		lastOK := false
		// The targets as a set, to meet each unit's reach (a set too).
		tset := slices.Grow(sc.tset[:0], b.words())[:b.words()]
		clear(tset)
		for _, x := range targets {
			tset[x>>6] |= 1 << (x & 63)
		}
		sc.tset = tset
		// The words that hold targets (targets is in index order): a
		// unit's reach meets the ring only there.
		tlo, thi := targets[0]>>6, targets[len(targets)-1]>>6+1
		for _, k := range openSlots {
			s := &slots[k]
			if s.src == lastSrc {
				if !s.reached && lastOK {
					s.reach, s.reached = lastReach, true
				}
				if lastCand.reach != nil {
					cands = append(cands, cand{k, lastCand.reach, lastCand.best})
				}
				continue
			}
			lastSrc, lastCand, lastOK = s.src, cand{}, false
			if !s.reached {
				// Work out the unit's reach only once a target is near enough.
				near := false
				if disk != nil {
					row := disk[s.src*len(tset) : (s.src+1)*len(tset)]
					for w := tlo; w < thi; w++ {
						if row[w]&tset[w] != 0 {
							near = true
							break
						}
					}
				} else {
					for _, x := range targets {
						if b.hexDist(s.src, x) <= units.ZuluMA {
							near = true
							break
						}
					}
				}
				if !near {
					continue
				}
				s.reach, s.reached = paths.Reach(s.src), true
			}
			lastReach, lastOK = s.reach, true
			start := len(rbuf)
			best := 1 << 30
			// The targets it reaches, in index order (as targets lists them).
			if sc.plain {
				for _, x := range targets {
					if c := s.reach.Cost(x); c > 0 {
						rbuf = append(rbuf, x)
						best = min(best, c)
					}
				}
			} else {
				// The levels: the hexes reached with at most 1, 2, … MP,
				// words words each; the last one is every hex reached.
				lev, words := s.reach.Levels()
				last := lev[len(lev)-words:]
				lo, hi := s.reach.Span()
				lo, hi = max(lo, tlo), min(hi, thi)
				for w := lo; w < hi; w++ {
					v := last[w] & tset[w]
					if v == 0 {
						continue
					}
					// The cheapest of them: the first level that meets them.
					for k, i := 1, w; k < best && i < len(lev); k, i = k+1, i+words {
						if lev[i]&v != 0 {
							best = k
							break
						}
					}
					for ; v != 0; v &= v - 1 {
						rbuf = append(rbuf, w<<6|bits.TrailingZeros64(v))
					}
				}
			}
			if len(rbuf) > start {
				lastCand = cand{k, rbuf[start:len(rbuf):len(rbuf)], best}
				cands = append(cands, lastCand)
			}
		}
		sc.rbuf = rbuf
		sc.cands = cands
		if len(cands) == 0 {
			continue
		}
		// Stable order: cheapest reach first, then west to east (hex index).
		// The slots, hence the candidates, are already in hex index order,
		// so a stable counting sort on the cost does it.
		cands = sc.sortCands(cands)
		// Greedy pass with the rule's preferences.
		for ci := range cands {
			c := &cands[ci]
			s := &slots[c.s]
			free := sc.free[:0]
			for _, x := range c.reach {
				if owner[x] < 0 {
					free = append(free, x)
				}
			}
			if len(free) == 0 {
				continue
			}
			pool := sc.pool[:0]
			why := ""
			if t <= shift {
				pool = free
			} else {
				// The British counter nearest this Zulu among those with a free
				// ring hex around them; equal distances by dice, one chance each.
				bestD := 1 << 30
				tied := sc.tied[:0]
				// The British hexes (bits by position in b.bhex) at the
				// ring's distance from some free hex.
				var freeNear uint64
				if useMask {
					for _, x := range free {
						if sc.nearStamp[x] == sc.ringStamp { // worked out already
							freeNear |= sc.nearMask[x]
						} else {
							freeNear |= sc.ringNear(b, x, t-shift)
						}
					}
				}
				if useMask {
					// The nearest British hexes among those with a free ring
					// hex, then their counters in counter order.
					var bestMask uint64
					for v := freeNear; v != 0; v &= v - 1 {
						p := bits.TrailingZeros64(v)
						dd := b.hexDist(s.src, b.bhex[p])
						if dd < bestD {
							bestD, bestMask = dd, 0
						}
						if dd == bestD {
							bestMask |= 1 << p
						}
					}
					if bestMask&(bestMask-1) == 0 && sc.sole[bits.TrailingZeros64(bestMask)] >= 0 {
						tied = append(tied, sc.sole[bits.TrailingZeros64(bestMask)])
					} else {
						for bi, bb := range bbit {
							if bb&bestMask != 0 {
								tied = append(tied, bi)
							}
						}
					}
				} else {
					for bi, bi2 := range bidx {
						has := false
						for _, x := range free {
							if b.hexDist(x, bi2) == t-shift {
								has = true
								break
							}
						}
						if !has {
							continue
						}
						dd := b.hexDist(s.src, bi2)
						if dd < bestD {
							bestD, tied = dd, tied[:0]
						}
						if dd == bestD {
							tied = append(tied, bi)
						}
					}
				}
				sc.tied = tied
				pick := tied[0]
				if len(tied) > 1 {
					pick = tied[d.Intn(len(tied))]
				}
				pbit := bbit[pick]
				for _, x := range free {
					// (With the masks, freeNear's loop worked out each
					// free hex's mask in this ring.)
					if useMask && sc.nearMask[x]&pbit != 0 ||
						!useMask && b.hexDist(x, brits[pick].i) == t-shift {
						pool = append(pool, x)
					}
				}
				if !quiet {
					why = fmt.Sprintf("%s, the nearest British unit (%d hexes)", brits[pick].name, bestD)
					if len(tied) > 1 {
						why += fmt.Sprintf(", chosen by dice among %d at that distance", len(tied))
					}
				}
			}
			// Cheapest hex, ties by dice.
			bestC := 1 << 30
			cheap := sc.cheap[:0]
			for _, x := range pool {
				cc := s.reach.Cost(x)
				if cc < bestC {
					bestC, cheap = cc, cheap[:0]
				}
				if cc == bestC {
					cheap = append(cheap, x)
				}
			}
			sc.free, sc.pool, sc.cheap = free, pool, cheap
			x := cheap[0]
			if len(cheap) > 1 {
				x = cheap[d.Intn(len(cheap))]
			}
			owner[x] = c.s
			assign[c.s] = x
			if !quiet {
				s.why = ringReason(t, shift, m.HexAt(x), bestC, why, len(cheap))
			}
		}
		// Augmenting paths: fill as many of the ring's hexes as possible.
		for ci := range cands {
			c := &cands[ci]
			reachOf[c.s] = c.reach
		}
		failed := -1 // source hex whose units found no augmenting path
		free := 0    // targets still without a Zulu: augmenting paths end there
		for _, x := range targets {
			if owner[x] < 0 {
				free++
			}
		}
		if len(sc.seen) != n {
			sc.seen = make([]int, n)
		}
		// A search that fails leaves its marks: while the assignment stays
		// as it is, no augmenting path passes through a hex it visited, so
		// later searches skip them and find the same paths sooner.
		renew := true
		for ci := range cands {
			c := &cands[ci]
			if free == 0 {
				break
			}
			if assign[c.s] >= 0 || slots[c.s].src == failed {
				continue
			}
			if renew {
				sc.stamp++
				renew = false
			}
			var before []int
			if !quiet {
				before = append(before, assign...)
			}
			if sc.augment(c.s, reachOf, owner, assign) {
				renew = true
				free--
				if !quiet {
					// Explain every Zulu the augmenting path moved.
					for k, x := range assign {
						if x >= 0 && x != before[k] {
							slots[k].why = fmt.Sprintf("fills %s (%s, %d MP): hexes exchanged so that every reachable hex of the ring is filled", m.HexAt(x), ringName(t, shift), slots[k].reach.Cost(x))
						}
					}
				}
			} else {
				failed = slots[c.s].src
			}
		}
		for ci := range cands {
			c := &cands[ci]
			x := assign[c.s]
			if x < 0 {
				continue
			}
			s := &slots[c.s]
			s.target = x
			taken[x] = true
			open--
			if !b.onrush(s.src) {
				leaving[s.src] = true
			}
			moves = append(moves, plannedMove{from: s.src, to: x, why: s.why})
		}
	}
	sc.moves = moves
	return moves
}

// augment looks for an augmenting path from slot k (depth first, the
// targets in reachOf order), marking the hexes it visits with sc.stamp, and
// applies it to owner (target to slot) and assign (slot to target).
func (sc *reachScratch) augment(k int, reachOf [][]int, owner, assign []int) bool {
	for _, x := range reachOf[k] {
		if sc.seen[x] == sc.stamp {
			continue
		}
		sc.seen[x] = sc.stamp
		if owner[x] < 0 || sc.augment(owner[x], reachOf, owner, assign) {
			owner[x] = k
			assign[k] = x
			return true
		}
	}
	return false
}

// slot is one movable Zulu unit of a movement plan; units in one hex are
// interchangeable and share one reach.
type slot struct {
	src     int
	reach   isandlwana.ZuluReach // what it reaches (isandlwana.ZuluPaths.Reach), once reached is set
	reached bool
	target  int // -1 while unassigned
	fixed   bool
	fixT    int // the tier in which it stays where it stands (its hex's; notTarget in an onrush hex)
	why     string
}

// cand is a slot that can reach hexes of the ring being filled: the hexes
// and the cheapest cost among them.
type cand struct {
	s     int
	reach []int
	best  int
}

// bc is a British counter on the map, for "the nearest British unit".
type bc struct {
	hex  hexmap.Hex
	i    int // hex index
	name string
}

// sortCands orders cands by best, cheapest first, keeping the order of equal
// costs (a stable counting sort into a scratch buffer).
func (sc *reachScratch) sortCands(cands []cand) []cand {
	var count [units.ZuluMA + 1]int
	inOrder := true // cheapest first already: nothing to move
	prev := 0
	for ci := range cands {
		b := cands[ci].best
		if b < 0 || b > units.ZuluMA {
			// Not a Zulu cost this phase can have; sort the slow way.
			slices.SortStableFunc(cands, func(a, b cand) int { return a.best - b.best })
			return cands
		}
		count[b]++
		if b < prev {
			inOrder = false
		}
		prev = b
	}
	if inOrder {
		return cands
	}
	pos := 0
	for k := range count {
		pos, count[k] = pos+count[k], pos
	}
	out := slices.Grow(sc.sorted[:0], len(cands))[:len(cands)]
	for _, c := range cands {
		out[count[c.best]] = c
		count[c.best]++
	}
	sc.sorted, sc.cands = cands, out
	return out
}

// ringName names tier t of a movement plan whose rings are shifted out by
// shift (1 when a priority tier comes between the wagon and ring 1).
func ringName(t, shift int) string {
	if shift > 0 && t == shift {
		return "first, next to a lone leader or the British hex hardest to finish"
	}
	if t > shift {
		t -= shift
	}
	switch t {
	case -1:
		return "the wagon's hex"
	case 0:
		return "next to the wagon"
	case 1:
		return "next to the British"
	}
	return fmt.Sprintf("%d hexes from the British", t)
}

func ringReason(t, shift int, x hexmap.Hex, mp int, near string, ties int) string {
	if shift > 0 && t == shift {
		s := fmt.Sprintf("fills %s %s (%d MP)", x, ringName(t, shift), mp)
		if ties > 1 {
			s += fmt.Sprintf("; %d hexes equally near, chosen by dice", ties)
		}
		return s
	}
	if t > shift {
		t -= shift
	}
	var s string
	switch t {
	case -1:
		s = fmt.Sprintf("takes the wagon standing alone in %s (%d MP)", x, mp)
	case 0:
		s = fmt.Sprintf("fills %s next to the wagon first (%d MP)", x, mp)
	case 1:
		s = fmt.Sprintf("fills %s next to %s, %d MP away", x, near, mp)
	default:
		s = fmt.Sprintf("fills %s, %d hexes from %s, %d MP away", x, t, near, mp)
	}
	if ties > 1 {
		s += fmt.Sprintf("; %d hexes equally near, chosen by dice", ties)
	}
	return s
}

// reachScratch keeps the buffers of one movement plan, reused from plan to
// plan. The Zulu path costs themselves come from the engine's cache
// (isandlwana.State.ZuluCosts).
type reachScratch struct {
	tier, owner    []int
	leaving, taken []bool
	byTier         [][]int // hexes by tier (tier t at t+1)
	targets, rbuf  []int
	tset           []uint64 // the targets of the ring being filled, as a set
	slots          []slot
	cands, sorted  []cand
	brits          []bc
	moves          []plannedMove
	free, pool     []int
	tied, cheap    []int
	assign         []int
	reachOf        [][]int
	openSlots      []int    // the slots neither fixed nor assigned yet
	bidx           []int    // each British counter's hex index (brits order)
	bbit           []uint64 // its hex's bit in ringNear's masks (0 without them)
	sole           []int    // by British hex (position in bhex), its only counter, -1 if several
	seen           []int    // stamp per hex for the augmenting search
	stamp          int
	// ringNear's cache: by hex, the British hexes (bits by their position
	// bpos in the board's bhex) at the ring's distance, valid while
	// nearStamp matches ringStamp (one stamp per ring of a plan).
	bpos, nearStamp []int
	nearMask        []uint64
	bq, br          []int // the axial coordinates of b.bhex, by position
	ringStamp       int
	// plain makes the planner take its plain paths (a cost read for every
	// target; distances instead of ringNear's masks): the test that pins
	// the fast ones to them sets it.
	plain bool
}

// ringNear returns the British hexes (bit p for b.bhex[p]) exactly d hexes
// from hex x, for the ring being filled (d is the same for the whole ring).
// x must be a hex of that ring: d hexes from its nearest British hex.
func (sc *reachScratch) ringNear(b *board, x, d int) uint64 {
	if sc.nearStamp[x] == sc.ringStamp {
		return sc.nearMask[x]
	}
	// The planner asks only for a hex of ring d, whose nearest British hex
	// is d hexes away (b.distances): no British hex is nearer, so those at
	// exactly d are those at most d away. The hex distance is the largest
	// of |dq|, |dr| and |dq+dr| (axial coordinates), so a British hex
	// (coordinates bq, br, in bhex order) is one when each of the three
	// lies in [−d, d]: one unsigned comparison each.
	var mask uint64
	xq, xr := b.ax[x].Q, b.ax[x].R
	br := sc.br[:len(sc.bq)]
	d2 := uint(2 * d)
	for p, q := range sc.bq {
		dq, dr := xq-q, xr-br[p]
		if uint(dq+d) <= d2 && uint(dr+d) <= d2 && uint(dq+dr+d) <= d2 {
			mask |= 1 << p
		}
	}
	sc.nearStamp[x], sc.nearMask[x] = sc.ringStamp, mask
	return mask
}

// grow sizes the per-hex buffers for a map of n hexes.
func (sc *reachScratch) grow(n int) {
	if len(sc.tier) != n {
		sc.tier, sc.owner = make([]int, n), make([]int, n)
		sc.leaving, sc.taken = make([]bool, n), make([]bool, n)
	}
}

// zuluDisks returns, for a map of words-word sets, the hexes within
// units.ZuluMA hexes of each hex i as the set at [i*words, (i+1)*words):
// a unit farther than that from every hex of a ring reaches none of them.
// Worked out once per map.
func zuluDisks(m *hexmap.Map) []uint64 {
	if v, ok := diskTables.Load(m); ok {
		return v.([]uint64)
	}
	n := m.Size()
	words := (n + 63) / 64
	ax := make([]hexmap.Axial, n)
	for i := range ax {
		ax[i] = m.HexAt(i).Axial()
	}
	disk := make([]uint64, n*words)
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			dq, dr := ax[i].Q-ax[j].Q, ax[i].R-ax[j].R
			if (absInt(dq)+absInt(dr)+absInt(dq+dr))/2 <= units.ZuluMA {
				disk[i*words+j>>6] |= 1 << (j & 63)
			}
		}
	}
	v, _ := diskTables.LoadOrStore(m, disk)
	return v.([]uint64)
}

// diskTables holds zuluDisks by map.
var diskTables sync.Map // *hexmap.Map → []uint64
