package isandlwana

import (
	"math/bits"

	"zulu1879/hexmap"
	"zulu1879/internal/intslices"
	"zulu1879/units"
)

// zuluCost is the Zulu movement cost function (7.0–7.6): terrain MP, never
// into a hex holding British counters. A hex where the wagon (with or without
// the Colours) stands alone may be entered to capture it, but only as the end
// of the move.
func (g *State) zuluCost(start int) hexmap.CostFunc {
	m := g.Scen.Map
	wagonAlone := -1
	if !g.Wagon.Captured && !g.britishIn(g.Wagon.Hex) {
		wagonAlone = m.Index(g.Wagon.Hex)
	}
	occupied := g.britishMask()
	return func(from, to int) int {
		if from == wagonAlone && from != start {
			return -1
		}
		c := m.Info(to).MoveCost
		if c == 0 || occupied[to] {
			return -1
		}
		return c
	}
}

// britishMask marks the hexes holding British counters.
func (g *State) britishMask() []bool {
	mask := make([]bool, g.Scen.Map.Size())
	for i := range g.Units {
		u := &g.Units[i]
		if u.Status == OnMap {
			mask[g.idx(u.Hex)] = true
		}
	}
	return mask
}

// ZuluReach returns the least MP from hex from to every hex a Zulu could pass
// through this phase (MA 6).
func (g *State) ZuluReach(from hexmap.Hex) hexmap.Reach {
	m := g.Scen.Map
	s := m.Index(from)
	return m.Reachable(s, units.ZuluMA, g.zuluCost(s))
}

// zuluCosts returns the least MP from hex index s to every hex for a Zulu
// this phase. Zulu paths depend only on where British counters and the wagon
// stand, so results are cached until any of them changes.
func (g *State) zuluCosts(s int) []int8 { return g.zuluCostsFor(s, g.britishSignature()) }

// zuluCostsFor is zuluCosts for a caller that has the British signature
// already (a listing of every origin works it out once, not per origin).
func (g *State) zuluCostsFor(s int, sig uint64) []int8 {
	return g.zuluCostsOf(g.zuluPathsFor(s, sig), s)
}

// zuluPathsFor returns the position in the cache (zlev, zbits, zpool) of
// the Zulu paths from s, searching for them if the cache does not hold
// them.
func (g *State) zuluPathsFor(s int, sig uint64) int {
	g.zuluCacheFor(sig)
	if e := g.zentry[s]; e > 0 {
		return int(e - 1)
	}
	return g.zuluCostsNew(s)
}

// zuluCostsOf returns the costs of cache entry k (the paths from s),
// writing them out from its levels when first asked: most questions (the
// bots' plans, the legal moves) need only the sets.
func (g *State) zuluCostsOf(k, s int) []int8 {
	if g.zcostOK[k] {
		return g.zpool[k]
	}
	if g.zpool[k] == nil {
		g.zpool[k] = make([]int8, g.Scen.Map.Size())
	}
	c := g.zpool[k]
	copy(c, g.zblank)
	c[s] = 0
	words := g.znet.words
	lev := g.zlev[k]
	for lv := units.ZuluMA; lv >= 1; lv-- {
		set := lev[(lv-1)*words : lv*words]
		for w, r := range set {
			for ; r != 0; r &= r - 1 {
				c[w<<6|bits.TrailingZeros64(r)] = int8(lv)
			}
		}
	}
	g.zcostOK[k] = true
	return c
}

// zuluCostAt is the least MP for a Zulu from hex s to hex t this phase (-1
// where it cannot go), read from the levels of the paths from s.
func (g *State) zuluCostAt(s, t int) int {
	return g.zuluReachOf(g.zuluPathsFor(s, g.britishSignature()), s).Cost(t)
}

// zuluCacheFor makes the cache of Zulu paths (zentry, zpool, zbits) hold
// only results valid for the British side of signature sig.
func (g *State) zuluCacheFor(sig uint64) {
	m := g.Scen.Map
	n := m.Size()
	if len(g.zentry) != n {
		g.zentry = make([]int32, n)
		g.zenter = make([]int8, n)
		g.zblank = make([]int8, n)
		for j := range g.zblank {
			g.zblank[j] = -1
		}
		g.zpool, g.zlists, g.zbits, g.zspare = g.zpool[:0], g.zlists[:0], g.zbits[:0], g.zspare[:0]
		g.zlev, g.zcostOK = g.zlev[:0], g.zcostOK[:0]
		g.zused = 0
		g.znet = newZuluNet(m)
		g.zchanged, g.znear = g.znet.newSet(), g.znet.newSet()
		g.zcacheSig = sig
		g.zuluEntry()
	} else if g.zcacheSig != sig {
		g.zcacheSig = sig
		g.zuluRefresh()
	}
}

// zuluCostsNew works out the Zulu paths from s, which the cache (made
// current by zuluCacheFor) does not hold, keeps them and returns their
// position in the cache. It records the hexes reached by cost level; the
// costs hex by hex are written out only when asked for (zuluCostsOf).
func (g *State) zuluCostsNew(s int) int {
	words := g.znet.words
	// Results live in a pool of per-origin slices, reused once dropped: only
	// the origins asked about cost memory.
	var k int
	if len(g.zspare) > 0 {
		k = int(g.zspare[len(g.zspare)-1])
		g.zspare = g.zspare[:len(g.zspare)-1]
	} else {
		if g.zused == len(g.zpool) {
			lev := make([]uint64, units.ZuluMA*words)
			g.zpool = append(g.zpool, nil)
			g.zlev = append(g.zlev, lev)
			g.zcostOK = append(g.zcostOK, false)
			g.zlists = append(g.zlists, nil)
			g.zbits = append(g.zbits, lev[(units.ZuluMA-1)*words:]) // the last level: every hex reached
		}
		k = g.zused
		g.zused++
	}
	var scratch []int8
	if g.znet.small == nil {
		if g.zpool[k] == nil {
			g.zpool[k] = make([]int8, g.Scen.Map.Size())
		}
		scratch = g.zpool[k]
	}
	g.znet.searchLevels(s, g.zwagon, g.zlev[k], units.ZuluMA, scratch)
	g.zcostOK[k] = false
	g.zlists[k] = g.zlists[k][:0] // listed when first asked (zuluReached)
	g.zentry[s] = int32(k + 1)
	return k
}

// zuluEntry works out what entering each hex costs a Zulu now (0: never)
// and where the wagon stands alone (it may end a move there, not pass
// through), and hands both to the search.
func (g *State) zuluEntry() {
	m := g.Scen.Map
	for j := range g.zenter {
		g.zenter[j] = int8(m.Info(j).MoveCost)
	}
	for i := range g.Units {
		if u := &g.Units[i]; u.Status == OnMap {
			g.zenter[g.idx(u.Hex)] = 0
		}
	}
	g.znet.setCosts(g.zenter)
	g.zwagon = -1
	if !g.Wagon.Captured && !g.britishIn(g.Wagon.Hex) {
		g.zwagon = m.Index(g.Wagon.Hex)
	}
}

// zuluRefresh brings the cached Zulu paths up to date after the British
// side changed. A search from s only ever looked at the hexes it reached
// and their neighbours: a path can enter a hex only from one it reached,
// and pass on only from one it entered. So a result stays exactly what a
// new search would give unless a hex whose entry cost or lone-wagon status
// changed lies next to, or in, the hexes it reached (or its origin); only
// those are dropped.
func (g *State) zuluRefresh() {
	old := g.zchanged // scratch: the old entry costs are compared below
	clear(old)
	oldWagon := g.zwagon
	prev := append(g.zprev[:0], g.zenter...)
	g.zprev = prev
	g.zuluEntry()
	any := false
	for j, c := range g.zenter {
		if c != prev[j] {
			old.Add(j)
			any = true
		}
	}
	if g.zwagon != oldWagon {
		for _, w := range [2]int{oldWagon, g.zwagon} {
			if w >= 0 {
				old.Add(w)
				any = true
			}
		}
	}
	if !any {
		return
	}
	// near: the changed hexes and their neighbours. A result is stale when
	// its origin or a hex it reached is among them.
	near := g.znear
	g.znet.spread(near, old, 0, len(near))
	for w := range near {
		near[w] |= old[w]
	}
	for s, e := range g.zentry {
		if e == 0 {
			continue
		}
		k := e - 1
		stale := near[s>>6]>>(s&63)&1 != 0
		for w, r := range g.zbits[k] {
			if r&near[w] != 0 {
				stale = true
				break
			}
		}
		if stale {
			g.zentry[s] = 0
			g.zspare = append(g.zspare, k)
		}
	}
}

// zuluReached lists, in index order, the hexes a Zulu from hex s reaches
// this phase (those zuluCosts gives a cost above 0), given the British
// signature (britishSignature). Shared like zuluCosts.
func (g *State) zuluReached(s int, sig uint64) []int32 {
	k := g.zuluPathsFor(s, sig)
	// Listed on the first request only: the bots ask for the costs of many
	// origins and never list their moves. An origin reaches at least its
	// neighbours unless boxed in, so an empty list is (cheaply) rebuilt.
	if len(g.zlists[k]) == 0 {
		reached := g.zlists[k]
		for w, r := range g.zbits[k] {
			for ; r != 0; r &= r - 1 {
				reached = append(reached, int32(w<<6|bits.TrailingZeros64(r)))
			}
		}
		g.zlists[k] = reached
	}
	return g.zlists[k]
}

// zuluSearch fills cost with the least MP for a Zulu from hex s to every
// hex this phase, -1 where it cannot go (see zulupath.go). It agrees with
// hexmap.Reachable over zuluCost (TestZuluSearchMatchesReachable).
func (g *State) zuluSearch(s int, cost []int8) {
	copy(cost, g.zblank)
	g.znet.search(s, g.zwagon, cost, units.ZuluMA)
}

// ZuluCosts returns the least MP for a Zulu from hex from to every hex (by
// hex index; -1 where it cannot go) this phase. The slice is cached and
// shared: read it, never modify it, and do not keep it past the next Apply.
func (g *State) ZuluCosts(from hexmap.Hex) []int8 { return g.zuluCosts(g.idx(from)) }

// ZuluReachSet returns ZuluCosts(from) and, as a set of hex indices (bit
// i%64 of word i/64 for hex i), the hexes it gives a cost above 0: the
// hexes a Zulu from there reaches. Both are shared and read-only, valid
// like ZuluCosts.
func (g *State) ZuluReachSet(from hexmap.Hex) ([]int8, []uint64) {
	i := g.idx(from)
	c := g.zuluCosts(i)
	return c, g.zbits[g.zentry[i]-1]
}

// ZuluReach is what a Zulu reaches from one hex this phase, by the MP it
// takes: read-only and valid like ZuluCosts (until the next Apply).
type ZuluReach struct {
	lev    []uint64 // the hexes reached with at most k MP: set k at [(k-1)*words, k*words)
	words  int
	from   int
	lo, hi int // the words of a set that can hold a hex reached (Span)
}

// Span returns the words lo to hi-1 of the sets outside which no hex is
// reached (those within the MA's worth of steps of the origin).
func (r ZuluReach) Span() (lo, hi int) { return r.lo, r.hi }

// Set returns the hexes reached (bit i%64 of word i/64 for hex i): those
// ZuluCosts gives a cost above 0.
func (r ZuluReach) Set() []uint64 { return r.lev[len(r.lev)-r.words:] }

// Levels returns the sets Within gives for k = 1 to units.ZuluMA, one
// after the other, words words each.
func (r ZuluReach) Levels() (lev []uint64, words int) { return r.lev, r.words }

// Within returns the hexes reached with at most k MP, for k from 1 to
// units.ZuluMA (the origin left out).
func (r ZuluReach) Within(k int) []uint64 { return r.lev[(k-1)*r.words : k*r.words] }

// Cost returns the least MP to reach hex x, as ZuluCosts gives it: 0 for
// the origin, -1 where a Zulu cannot go.
func (r ZuluReach) Cost(x int) int {
	if x == r.from {
		return 0
	}
	w, bit := x>>6, uint64(1)<<(x&63)
	for k := 0; k < units.ZuluMA; k++ {
		if r.lev[k*r.words+w]&bit != 0 {
			return k + 1
		}
	}
	return -1
}

// zuluReachOf is cache entry k, the paths from s, as a ZuluReach.
func (g *State) zuluReachOf(k, s int) ZuluReach {
	z := g.znet
	return ZuluReach{lev: g.zlev[k], words: z.words, from: s,
		lo: max(s-z.reach, 0) >> 6, hi: min(z.words, (s+z.reach)>>6+1)}
}

// ZuluPaths answers ZuluReachSet for many origins in one position: it
// fingerprints the British side once, not at every question. It is valid
// until the British side changes (use a new one after any Apply).
type ZuluPaths struct {
	g   *State
	sig uint64
}

// ZuluPaths returns the Zulu path costs of the position as it is now.
func (g *State) ZuluPaths() ZuluPaths { return ZuluPaths{g, g.britishSignature()} }

// ReachSet is State.ZuluReachSet from hex index i.
func (p ZuluPaths) ReachSet(i int) ([]int8, []uint64) {
	c := p.g.zuluCostsFor(i, p.sig)
	return c, p.g.zbits[p.g.zentry[i]-1]
}

// Reach is what a Zulu reaches from hex index i, by cost level: the same
// answers as ReachSet without writing every hex's cost.
func (p ZuluPaths) Reach(i int) ZuluReach {
	return p.g.zuluReachOf(p.g.zuluPathsFor(i, p.sig), i)
}

// britishSignature fingerprints the positions that Zulu movement depends on.
func (g *State) britishSignature() uint64 {
	h := uint64(14695981039346656037)
	mix := func(v uint64) { h = (h ^ v) * 1099511628211 }
	for i := range g.Units {
		u := &g.Units[i]
		if u.Status == OnMap {
			mix(uint64(u.Hex.Col*100 + u.Hex.Row))
		} else {
			mix(0)
		}
	}
	mix(uint64(g.Wagon.Hex.Col*100 + g.Wagon.Hex.Row))
	if g.Wagon.Captured {
		mix(1)
	}
	return h
}

// ZuluDestinations lists the hexes a Zulu unit in from may end its move in:
// reachable within 6 MP and empty of other Zulus unless an onrush hex (6.4).
func (g *State) ZuluDestinations(from hexmap.Hex) []hexmap.Hex {
	m := g.Scen.Map
	s := m.Index(from)
	if g.Zulus[s]-g.Spent[s] <= 0 {
		return nil
	}
	costs := g.zuluCosts(s)
	var out []hexmap.Hex
	for j, c := range costs {
		if c > 0 && (g.Zulus[j] == 0 || g.isOnrush(j)) {
			out = append(out, m.HexAt(j))
		}
	}
	return out
}

// britishCost is the British movement cost function: terrain MP, never into
// a Zulu-held hex (7.6) or an onrush hex (8.8).
func (g *State) britishCost() hexmap.CostFunc {
	m := g.Scen.Map
	return func(from, to int) int {
		c := m.Info(to).MoveCost
		if c == 0 || g.Zulus[to] > 0 || g.isOnrush(to) {
			return -1
		}
		return c
	}
}

// movable reports whether British unit i may still start a move this phase.
func (g *State) movable(i int) bool {
	u := &g.Units[i]
	return u.Status == OnMap && u.Kind.CanMove() && !u.Moved && u.MA()-u.MPUsed > 0
}

// MoveReach returns the cost to reach every hex for a group of British units
// moving together from the same hex, with the MP they have left.
func (g *State) MoveReach(ids []int) (hexmap.Reach, int) {
	var r hexmap.Reach
	budget := g.moveReachInto(&r, ids)
	return r, budget
}

// moveReachInto is MoveReach into r's slices (the engine passes its own
// buffer, so that a move allocates nothing).
func (g *State) moveReachInto(r *hexmap.Reach, ids []int) int {
	m := g.Scen.Map
	budget := 1 << 30
	for _, i := range ids {
		if left := g.Units[i].MA() - g.Units[i].MPUsed; left < budget {
			budget = left
		}
	}
	if budget < 0 || len(ids) == 0 {
		budget = 0
	}
	m.ReachableInto(r, m.Index(g.Units[ids[0]].Hex), budget, g.britishCost())
	return budget
}

// BritishDestinations lists the hexes a group of British units (all in one
// hex) may move to: reachable and not overstacked on arrival (6.3).
func (g *State) BritishDestinations(ids []int) []hexmap.Hex {
	return g.AppendBritishDestinations(nil, ids)
}

// AppendBritishDestinations appends BritishDestinations(ids) to dst and
// returns it (dst unchanged when the units may not move), so that a caller
// asking often can reuse one buffer.
func (g *State) AppendBritishDestinations(dst []hexmap.Hex, ids []int) []hexmap.Hex {
	sp, ok := g.britishReach(ids)
	if !ok {
		return dst
	}
	m := g.Scen.Map
	stacks := g.stackSPs()
	if g.bdone {
		// The costs came from the set search: only the hexes it reached
		// (in index order, as the costs list them) have a cost.
		z := g.bnet
		for w := z.lo; w < z.hi; w++ {
			for v := z.reached[w]; v != 0; v &= v - 1 {
				j := w<<6 | bits.TrailingZeros64(v)
				if g.bcost[j] > 0 && stacks[j]+sp <= units.BritishStackLimit {
					dst = append(dst, m.HexAt(j))
				}
			}
		}
		return dst
	}
	for j, c := range g.bcost {
		if c > 0 && stacks[j]+sp <= units.BritishStackLimit {
			dst = append(dst, m.HexAt(j))
		}
	}
	return dst
}

// britishDestCount is len(BritishDestinations(ids)), listing nothing.
func (g *State) britishDestCount(ids []int) int {
	sp, ok := g.britishReach(ids)
	if !ok {
		return 0
	}
	stacks := g.stackSPs()
	n := 0
	for j, c := range g.bcost {
		if c > 0 && stacks[j]+sp <= units.BritishStackLimit {
			n++
		}
	}
	return n
}

// britishReach works out into g.bcost the costs for units ids moving
// together (the MP the most spent of them has left), and returns their
// combat strength; ok is false when one of them may not move or ids is
// empty.
func (g *State) britishReach(ids []int) (sp int, ok bool) {
	if len(ids) == 0 {
		return 0, false
	}
	budget := 1 << 30
	for _, i := range ids {
		if !g.movable(i) {
			return 0, false
		}
		u := &g.Units[i]
		if left := u.MA() - u.MPUsed; left < budget {
			budget = left
		}
		if u.IsCombat() {
			sp += u.Strength
		}
	}
	g.britishCostsFrom(g.idx(g.Units[ids[0]].Hex), budget)
	return sp, true
}

// britishMoveCosts is moveReachInto for the engine's own use: the costs
// (in g.bcost, -1 out of reach) and the budget, without the paths.
func (g *State) britishMoveCosts(ids []int) ([]int8, int) {
	budget := 1 << 30
	for _, i := range ids {
		if left := g.Units[i].MA() - g.Units[i].MPUsed; left < budget {
			budget = left
		}
	}
	if budget < 0 || len(ids) == 0 {
		budget = 0
	}
	return g.britishCostsFrom(g.idx(g.Units[ids[0]].Hex), budget), budget
}

// britishCostsFrom fills g.bcost with the least MP for British units
// moving from hex s with budget MP to every hex, -1 where they cannot go:
// what hexmap.Reachable over britishCost gives
// (TestBritishSearchMatchesReachable), found by the level-at-a-time search
// of the Zulus (zulupath.go) with the British entry costs. Those depend on
// the terrain and the Zulus' hexes, and are worked out again only when the
// Zulus have moved.
func (g *State) britishCostsFrom(s, budget int) []int8 {
	m := g.Scen.Map
	n := m.Size()
	if g.bnet == nil || len(g.bcost) != n {
		g.bnet = newZuluNet(m)
		g.bcost = make([]int8, n)
		g.benter = make([]int8, n)
		g.bzulus = nil
		g.bdone = false
	}
	if budget > units.ZuluMA {
		// More MP than the search is made for (no British unit has them).
		r := m.Reachable(s, budget, g.britishCost())
		for j, c := range r.Cost {
			g.bcost[j] = int8(max(-1, min(c, 127)))
		}
		g.bdone = false
		return g.bcost
	}
	if g.bzulus == nil || !intslices.Equal(g.bzulus, g.Zulus) {
		for j := range g.benter {
			c := m.Info(j).MoveCost
			if c <= 0 || g.Zulus[j] > 0 || g.isOnrush(j) {
				c = 0
			}
			g.benter[j] = int8(min(c, 127))
		}
		g.bnet.setCosts(g.benter)
		g.bzulus = append(g.bzulus[:0], g.Zulus...)
		g.bdone = false
	}
	// The same question again (a bot lists a unit's moves, then the engine
	// checks the one it chose): bcost holds the answer already.
	if g.bdone && g.bfrom == s && g.bbudget == budget {
		return g.bcost
	}
	fillUnreached(g.bcost)
	g.bnet.search(s, -1, g.bcost, budget)
	g.bdone, g.bfrom, g.bbudget = true, s, budget
	return g.bcost
}

// stackSPs returns the British combat strength in every hex, by hex index,
// in the state's buffer (valid until the next call).
func (g *State) stackSPs() []int {
	if len(g.stacks) != g.Scen.Map.Size() {
		g.stacks = make([]int, g.Scen.Map.Size())
	}
	out := g.stacks
	clear(out)
	for i := range g.Units {
		u := &g.Units[i]
		if u.Status == OnMap && u.IsCombat() {
			out[g.idx(u.Hex)] += u.Strength
		}
	}
	return out
}

// WagonDestinations lists where the wagon may go this phase and, for each,
// whether it went by road (7.8): up to two hexes along the road, or one hex
// off it into clear or tent ground that costs 1 MP (7.3); never both in one
// phase.
func (g *State) WagonDestinations() map[hexmap.Hex]bool {
	if g.Wagon.Captured || g.Wagon.Moved {
		return nil
	}
	m := g.Scen.Map
	start := m.Index(g.Wagon.Hex)
	out := map[hexmap.Hex]bool{}
	road := g.wagonRoadReach()
	for j, c := range road.Cost {
		if c > 0 {
			out[m.HexAt(j)] = true
		}
	}
	// Off the road the MA is 1 and 7.3 holds: only clear or tent ground
	// costing 1 MP, road or not (a road hex of dearer ground, like the
	// wagon park 1008, is entered only along the road).
	for _, j := range m.NeighborIndices(start) {
		if g.wagonMayEnter(j) && m.Info(j).WagonMay && m.Info(j).MoveCost <= units.WagonOffRoadMA {
			if _, ok := out[m.HexAt(j)]; !ok {
				out[m.HexAt(j)] = false
			}
		}
	}
	return out
}

// unreached is -1 for as many hexes as a map is likely to have, copied into
// a search's costs before it runs (a copy is cheaper than a loop).
var unreached = func() (u [1024]int8) {
	for i := range u {
		u[i] = -1
	}
	return u
}()

// fillUnreached sets every cost to -1.
func fillUnreached(cost []int8) {
	if len(cost) <= len(unreached) {
		copy(cost, unreached[:])
		return
	}
	for j := range cost {
		cost[j] = -1
	}
}
