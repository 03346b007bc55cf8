package isandlwana

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"zulu1879/hexmap"
	"zulu1879/isandlwana"
	"zulu1879/units"
)

// modified is a shot's modified strength: sp plus the modifier, never below
// one (8.1); zero when the unit does not fire.
func modified(sp, mod int) int {
	if sp <= 0 {
		return 0
	}
	if s := sp + mod; s > units.MinStrength {
		return s
	}
	return units.MinStrength
}

// sixths is the chance, in sixths, that a fire with hit number h hits (8.6:
// a 1 always hits, a 6 always misses).
func sixths(h int) int {
	switch {
	case h < 1:
		return 1
	case h > 5:
		return 5
	}
	return h
}

// fireNet lists, for every British unit able to fire now, the targets it may
// fire at and its modifier against each.
type fireNet struct {
	units   []int         // unit indices that can fire
	left    []int         // strength each may still fire
	targets []int         // target hex indices
	defense []int         // by target
	reach   [][]fireReach // by unit position in units

	// Buffers reused when the net is rebuilt (build): a target's position
	// in targets by hex (valid where tstamp is stamp), and the reach lists.
	tpos, tstamp []int
	stamp        int
	flat         []fireReach

	alloc allocScratch  // allocate's buffers
	order []targetValue // firesFromAlloc's
}

type fireReach struct {
	t   int // position in targets
	mod int
}

// newFireNet finds every legal pairing of firer and target now (5.4, 8.3.1,
// 8.4, 8.5): reaction fire is adjacent and uses a unit's whole strength once;
// combat fire reaches three hexes with a line of sight.
func newFireNet(g *isandlwana.State) *fireNet { return new(fireNet).build(g) }

// build is newFireNet into f, reusing its buffers.
func (f *fireNet) build(g *isandlwana.State) *fireNet {
	m := g.Map()
	reaction := g.Phase == isandlwana.PhaseReaction
	near := nearTable(m)
	if len(f.tpos) != m.Size() {
		f.tpos, f.tstamp = make([]int, m.Size()), make([]int, m.Size())
	}
	f.stamp++
	f.units, f.left, f.targets, f.defense = f.units[:0], f.left[:0], f.targets[:0], f.defense[:0]
	f.reach = f.reach[:0]
	flat := f.flat[:0]
	for i := range g.Units {
		u := &g.Units[i]
		if u.Status != isandlwana.OnMap || !u.Kind.CanFire() {
			continue
		}
		left := u.Strength - u.FireUsed
		if left <= 0 || (reaction && u.FireUsed > 0) {
			continue
		}
		start := len(flat)
		c := m.Index(u.Hex)
		mods := g.ShotModifiers(i) // by range
		// The hexes it may fire into when they hold Zulus: next to it in
		// reaction fire, in range with a line of sight in combat fire.
		reach := near.los[c]
		if reaction {
			reach = near.adj[c]
		}
		for _, nh := range reach {
			t := int(nh.i)
			if g.Zulus[t]-g.FiredOn[t] <= 0 {
				continue
			}
			p := f.tpos[t]
			if f.tstamp[t] != f.stamp {
				p = len(f.targets)
				f.tpos[t], f.tstamp[t] = p, f.stamp
				f.targets = append(f.targets, t)
				f.defense = append(f.defense, m.Info(t).Defense)
			}
			flat = append(flat, fireReach{p, mods[nh.d]})
		}
		if len(flat) > start {
			f.units = append(f.units, i)
			f.left = append(f.left, left)
			f.reach = append(f.reach, flat[start:len(flat):len(flat)])
		}
	}
	f.flat = flat
	return f
}

// nearHex is a hex within British range of another, with its distance and
// whether fire may pass between them (8.5).
type nearHex struct {
	i   int32
	d   int8
	los bool
}

var (
	nearMu     sync.Mutex
	nearTables = map[*hexmap.Map]*nearSets{}
)

// nearSets are a map's hexes within British range of each hex (nearTable),
// in the order within lists them, cut down to those a fire can reach.
type nearSets struct {
	los [][]nearHex // those with a line of sight: combat fire's targets
	adj [][]nearHex // those next to the hex: reaction fire's targets
}

// nearTable lists, for every hex of m, the hexes within range 3 with their
// line of sight; terrain never changes, so it is worked out once per map.
func nearTable(m *hexmap.Map) *nearSets {
	nearMu.Lock()
	defer nearMu.Unlock()
	if t, ok := nearTables[m]; ok {
		return t
	}
	n := m.Size()
	t := &nearSets{los: make([][]nearHex, n), adj: make([][]nearHex, n)}
	for c := 0; c < n; c++ {
		ch := m.HexAt(c)
		for _, j := range within(m, c, units.BritishRange) {
			jh := m.HexAt(j)
			nh := nearHex{int32(j), int8(hexmap.Distance(ch, jh)), m.LineOfSight(ch, jh)}
			if nh.los && int(nh.d) <= units.BritishRange {
				t.los[c] = append(t.los[c], nh)
			}
			if nh.d <= 1 {
				t.adj[c] = append(t.adj[c], nh)
			}
		}
	}
	nearTables[m] = t
	return t
}

// within lists the hexes at distance 1..r from hex c.
func within(m *hexmap.Map, c, r int) []int {
	ch := m.HexAt(c)
	var out []int
	for col := ch.Col - r; col <= ch.Col+r; col++ {
		for row := ch.Row - r - 1; row <= ch.Row+r+1; row++ {
			h := hexmap.Hex{Col: col, Row: row}
			if !m.Contains(h) || h == ch {
				continue
			}
			if hexmap.Distance(h, ch) <= r {
				out = append(out, m.Index(h))
			}
		}
	}
	return out
}

// fireShot is one planned fire at one hex.
type fireShot struct {
	to    int
	shots []isandlwana.Shot
	why   string
}

// firePlan is a phase's fire worked out at once and handed out target by
// target. Fires at different hexes do not affect each other, so the plan
// holds while every shot is still possible.
type firePlan struct {
	turn  int
	phase isandlwana.Phase
	v     bool
	fires []fireShot
	next  int
}

func (p *firePlan) validFor(g *isandlwana.State) bool {
	return p.fires != nil && p.turn == g.Turn && p.phase == g.Phase && p.v == g.InPhaseV
}

// pop returns the next planned fire that is still possible.
func (p *firePlan) pop(g *isandlwana.State) (isandlwana.Action, string, bool) {
	for p.next < len(p.fires) {
		f := p.fires[p.next]
		p.next++
		if fireStillPossible(g, f) {
			return isandlwana.Action{Kind: isandlwana.ActFire, To: g.Map().HexAt(f.to), Shots: f.shots}, f.why, true
		}
	}
	return isandlwana.Action{}, "", false
}

func fireStillPossible(g *isandlwana.State, f fireShot) bool {
	if g.Zulus[f.to]-g.FiredOn[f.to] <= 0 {
		return false
	}
	for _, s := range f.shots {
		u := g.UnitByID(s.Unit)
		if u == nil || u.Status != isandlwana.OnMap || u.Strength-u.FireUsed < s.Strength {
			return false
		}
		if g.Phase == isandlwana.PhaseReaction && u.FireUsed > 0 {
			return false
		}
	}
	return true
}

// allocate spreads the British fire over the targets to maximise the
// weighted expected kills Σ w·P(hit). In the reaction phase every unit fires
// its whole strength at one adjacent Zulu; in a combat phase strength may be
// split among targets. The method is greedy: repeatedly commit the unit and
// amount of strength that adds the most expected weighted kills per strength
// point.
//
// The gain of every choice (unit, target, amount) is kept between rounds:
// a commitment changes only the gains of the unit that fired and of the
// target it fired at, so only those are worked out again. Each round still
// compares every choice in the same order, so the allocation is the one the
// plain greedy loop gives. The result lives in f's buffers until the next
// allocate on f.
func allocate(g *isandlwana.State, f *fireNet, w []float64) [][]int {
	a := &f.alloc
	a.reaction = g.Phase == isandlwana.PhaseReaction
	a.reset(f)
	for e := range a.entries {
		a.gainsOf(f, w, e)
	}
	for {
		// The best choice: first by scan order among equal gains. An entry
		// whose best gain cannot beat the best so far is passed over whole.
		// (thr is bestGain+1e-12, worked out again only when bestGain
		// changes: the same comparisons as the plain loop's.)
		// A block of entries whose bound (bmax) cannot beat thr is passed
		// over whole too: none of its entries would be looked at. A block
		// that is scanned gets its exact bound back.
		bestGain, be, bsp := 0.0, -1, 0
		thr := bestGain + 1e-12
		for blk, bm := range a.bmax {
			if bm <= thr {
				continue
			}
			lo := blk << allocBlockShift
			hi := min(lo+1<<allocBlockShift, len(a.maxes))
			bm = 0
			for e := lo; e < hi; e++ {
				mx := a.maxes[e]
				if mx > bm {
					bm = mx
				}
				if mx <= thr {
					continue
				}
				en := &a.entries[e]
				for k, gain := range a.gains[en.start : en.start+en.n] {
					if gain > thr {
						bestGain, be, bsp = gain, e, en.lo+k
						thr = bestGain + 1e-12
					}
				}
			}
			a.bmax[blk] = bm
		}
		if be < 0 {
			break
		}
		en := a.entries[be]
		u, t := en.u, en.t
		cur := a.alloc[u][t]
		a.total[t] += modified(cur+bsp, en.mod) - modified(cur, en.mod)
		a.alloc[u][t] += bsp
		a.left[u] -= bsp
		if a.reaction {
			a.left[u] = 0
		}
		// The unit's other targets lose only the amounts it no longer
		// has: their gains for the amounts left are what they were.
		for e := a.first[u]; e < a.first[u+1]; e++ {
			if a.entries[e].t == t {
				a.gainsOf(f, w, e)
			} else {
				a.truncate(e)
			}
		}
		for _, e := range a.byTarget[a.tstart[t]:a.tstart[t+1]] {
			if a.entries[e].u != u {
				a.gainsOf(f, w, e)
			}
		}
	}
	return a.alloc
}

// allocScratch is allocate's working state, kept in the fire net so that
// its buffers are reused from phase to phase.
type allocScratch struct {
	reaction bool
	alloc    [][]int // alloc[u][t]: strength unit u puts into target t
	cells    []int   // alloc's backing array
	total    []int   // modified strength at each target
	left     []int   // strength each unit has left to fire
	// entries lists every (unit, target) pair of the net in scan order:
	// units in order, each unit's targets in its reach order; first[u] is
	// unit u's first entry; byTarget[tstart[t]:tstart[t+1]] lists target
	// t's entries.
	entries []allocEntry
	maxes   []float64 // maxes[e] is entries[e].max, kept apart for the scan
	// bmax[b] bounds maxes over the block of entries b<<allocBlockShift
	// onwards: at least their largest (raised whenever one is, made exact
	// again when the scan reads the block), so a block at or under the
	// threshold holds no entry the scan would look at.
	bmax             []float64
	first            []int
	byTarget, tstart []int
	// gains[e.start : e.start+e.n] are the gains of entry e for adding
	// e.lo, e.lo+1, … strength points, in the order they are compared.
	gains   []float64
	nextBuf []int
}

// allocEntry is one pair of a firing unit and a target it can reach.
type allocEntry struct {
	u, t, mod int
	start     int // where its gains go in allocScratch.gains
	lo, n     int
	max       float64 // the largest of its gains (0 when it has none)
}

// reset sizes the scratch for net f and clears the allocation.
func (a *allocScratch) reset(f *fireNet) {
	nu, nt := len(f.units), len(f.targets)
	a.cells = slices.Grow(a.cells[:0], nu*nt)[:nu*nt]
	clear(a.cells)
	a.alloc = a.alloc[:0]
	for u := 0; u < nu; u++ {
		a.alloc = append(a.alloc, a.cells[u*nt:(u+1)*nt:(u+1)*nt])
	}
	a.total = slices.Grow(a.total[:0], nt)[:nt]
	clear(a.total)
	a.left = append(a.left[:0], f.left...)
	a.entries, a.first = a.entries[:0], a.first[:0]
	a.tstart = slices.Grow(a.tstart[:0], nt+1)[:nt+1]
	clear(a.tstart)
	room := 0
	for u := range f.units {
		a.first = append(a.first, len(a.entries))
		for _, r := range f.reach[u] {
			a.entries = append(a.entries, allocEntry{u: u, t: r.t, mod: r.mod, start: room})
			room += f.left[u] // at most one gain per strength point
			a.tstart[r.t+1]++
		}
	}
	a.first = append(a.first, len(a.entries))
	a.maxes = slices.Grow(a.maxes[:0], len(a.entries))[:len(a.entries)]
	nb := (len(a.entries) + 1<<allocBlockShift - 1) >> allocBlockShift
	a.bmax = slices.Grow(a.bmax[:0], nb)[:nb]
	clear(a.bmax) // gains are never below 0: gainsOf raises each to its own
	a.gains = slices.Grow(a.gains[:0], room)[:room]
	// Entries by target (a counting sort).
	for t := 0; t < nt; t++ {
		a.tstart[t+1] += a.tstart[t]
	}
	a.byTarget = slices.Grow(a.byTarget[:0], len(a.entries))[:len(a.entries)]
	next := slices.Grow(a.nextBuf[:0], nt)[:nt]
	copy(next, a.tstart[:nt])
	for e, en := range a.entries {
		a.byTarget[next[en.t]] = e
		next[en.t]++
	}
	a.nextBuf = next
}

// gainsOf works out the gains of entry e now: for each amount of strength
// the unit could add against the target, the weighted gain in hit chance
// per point, stopping at the first amount that reaches the best hit chance
// (more only divides the same gain by more points).
func (a *allocScratch) gainsOf(f *fireNet, w []float64, e int) {
	en := &a.entries[e]
	en.n, en.max = 0, 0
	a.maxes[e] = 0
	u, t := en.u, en.t
	if a.left[u] == 0 {
		return
	}
	cur := a.alloc[u][t]
	oldS := a.total[t]
	old := 0
	if oldS > 0 {
		old = sixths(oldS - f.defense[t])
	}
	mine := modified(cur, en.mod)
	lo, hi := 1, a.left[u]
	if a.reaction {
		lo = a.left[u]
	}
	en.lo = lo
	for add := lo; add <= hi; add++ {
		ns := oldS - mine + modified(cur+add, en.mod)
		hit := sixths(ns - f.defense[t])
		gain := w[t] * float64(hit-old) / float64(add)
		a.gains[en.start+en.n] = gain
		// (A gain is never NaN, so this is max: en.max starts at +0.)
		if gain > en.max {
			en.max = gain
		}
		en.n++
		if hit == 5 {
			break
		}
	}
	a.maxes[e] = en.max
	if b := e >> allocBlockShift; en.max > a.bmax[b] {
		a.bmax[b] = en.max
	}
}

// allocBlockShift sets the size of allocate's blocks of entries (bmax):
// 1<<allocBlockShift entries each.
const allocBlockShift = 3

// truncate is gainsOf for an entry whose unit has only fired at another
// target since its gains were worked out: no gain depends on the strength
// the unit has left, which only bounds the amounts, so the gains stop at
// the new bound (and the best of them is found again, in the same order).
// In the reaction phase a unit that fired has nothing left.
func (a *allocScratch) truncate(e int) {
	en := &a.entries[e]
	left := a.left[en.u]
	if left == 0 {
		en.n, en.max = 0, 0
		a.maxes[e] = 0
		return
	}
	if k := left - en.lo + 1; en.n > k {
		en.n, en.max = max(k, 0), 0
		for _, gain := range a.gains[en.start : en.start+en.n] {
			if gain > en.max {
				en.max = gain
			}
		}
		a.maxes[e] = en.max
	}
}

// firesFromAlloc turns an allocation into fires, the most valuable first.
// alloc must be allocate's answer on f: the pairs of unit and target are
// read from its scratch (each target's pairs, units in order).
func firesFromAlloc(g *isandlwana.State, f *fireNet, alloc [][]int, w []float64, quiet bool) []fireShot {
	m := g.Map()
	a := &f.alloc
	pairs := func(t int) []int { return a.byTarget[a.tstart[t]:a.tstart[t+1]] }
	order := f.order[:0]
	nshots := 0
	for t := range f.targets {
		s := 0
		for _, e := range pairs(t) {
			en := &a.entries[e]
			if x := alloc[en.u][t]; x > 0 {
				s += modified(x, en.mod)
				nshots++
			}
		}
		if s > 0 {
			order = append(order, targetValue{t, w[t] * float64(sixths(s-f.defense[t]))})
		}
	}
	f.order = order
	for i := 1; i < len(order); i++ {
		for j := i; j > 0 && (order[j].val > order[j-1].val || order[j].val == order[j-1].val && f.targets[order[j].t] < f.targets[order[j-1].t]); j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	// One array for the fires and one for all their shots (each fire's
	// shots a full slice of it, so that nothing appended to one reaches the
	// next).
	out := make([]fireShot, 0, len(order))
	flat := make([]isandlwana.Shot, 0, nshots)
	for _, o := range order {
		t := o.t
		start := len(flat)
		s := 0
		for _, e := range pairs(t) {
			en := &a.entries[e]
			if x := alloc[en.u][t]; x > 0 {
				flat = append(flat, isandlwana.Shot{Unit: g.Units[f.units[en.u]].ID, Strength: x})
				s += modified(x, en.mod)
			}
		}
		shots := flat[start:len(flat):len(flat)]
		why := ""
		if !quiet {
			var names []string
			for _, sh := range shots {
				names = append(names, fmt.Sprintf("%s:%d", sh.Unit, sh.Strength))
			}
			h := s - f.defense[t]
			why = fmt.Sprintf("fires %s at %s: %d against defence %d, %s", strings.Join(names, "+"), m.HexAt(f.targets[t]), s, f.defense[t], hitText(h))
		}
		out = append(out, fireShot{to: f.targets[t], shots: shots, why: why})
	}
	return out
}

// targetValue is a target (by position) and the weighted chance of the
// fire planned at it, for ordering the fires.
type targetValue struct {
	t   int
	val float64
}

func hitText(h int) string {
	switch {
	case h <= 1:
		return "hit on 1"
	case h >= 5:
		return "hit on 1–5"
	}
	return fmt.Sprintf("hit on 1–%d", h)
}
