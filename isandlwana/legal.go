package isandlwana

import (
	"math/bits"
	"slices"
	"sync"

	"zulu1879/hexmap"
	"zulu1879/units"
)

// Legal lists the actions the side to act may take now. For fire it lists,
// for every target, each eligible unit firing alone with all it has and all
// eligible units together; Apply also accepts any other combination and
// split of strength the rules allow (use Odds to check one).
func (g *State) Legal() []Action { return g.AppendLegal(nil) }

// AppendLegal appends the legal actions, in Legal's order, to out and
// returns the extended slice: a caller listing them again and again (a
// random player, the soak) passes the same buffer back, out[:0], and the
// listing allocates nothing once the buffer is big enough.
func (g *State) AppendLegal(out []Action) []Action {
	if g.Over() {
		return out
	}
	if len(g.Pending) > 0 {
		for _, o := range g.Pending[0].Options {
			out = append(out, Action{Kind: ActChoose, Pick: o})
		}
		return out
	}
	switch g.Phase {
	case PhaseSetup:
		out = append(out, g.placeActions()...)
		if g.setupOK() {
			out = append(out, Action{Kind: ActEnd})
		}
	case PhaseZuluMove:
		if g.Pool[0]+g.Pool[1] > 0 {
			return append(out, g.recycleActions()...)
		}
		out = g.appendZuluMoves(out)
		out = append(out, Action{Kind: ActEnd})
	case PhaseReaction, PhaseBritishCombat:
		out = append(append(out, g.fireActions()...), Action{Kind: ActEnd})
	case PhaseZuluAttack:
		out = append(append(out, g.attackActions()...), Action{Kind: ActEnd})
	case PhaseBritishOrder:
		out = append(out, Action{Kind: ActOrder, Flag: true}, Action{Kind: ActOrder, Flag: false})
	case PhaseBritishMove:
		out = append(append(out, g.moveActions()...), Action{Kind: ActEnd})
	}
	return out
}

// placeActions lists every set-up placement. It asks placeOK, which builds
// no error values, rather than placeProblem: most pairs of unit and hex are
// refused, and describing each refusal cost most of the time of listing
// them (TestRule10_1_FreeSetupListMatchesPlaceProblem pins the two to the
// same answers).
func (g *State) placeActions() []Action {
	m := g.Scen.Map
	t := g.newSetupTally()
	// The pairs are found first so that the list, and the one-unit lists
	// of its actions, are allocated once at their final size.
	type pair struct{ unit, hex int32 }
	var pairs []pair
	for i := range g.Units {
		if !g.placeable(i) {
			continue
		}
		for j := 0; j < m.Size(); j++ {
			if m.HexAt(j) != g.Units[i].Hex && g.placeOK(i, j, &t) {
				pairs = append(pairs, pair{int32(i), int32(j)})
			}
		}
	}
	if len(pairs) == 0 {
		return nil
	}
	out := make([]Action, len(pairs), len(pairs)+1) // room for the end of set-up
	ids := make([]string, len(pairs))
	for k, p := range pairs {
		ids[k] = g.Units[p.unit].ID
		out[k] = Action{Kind: ActPlace, Units: ids[k : k+1 : k+1], To: m.HexAt(int(p.hex))}
	}
	return out
}

func (g *State) recycleActions() []Action {
	var out []Action
	for k, group := range [2][]hexmap.Hex{g.Scen.OnrushWest, g.Scen.OnrushEast} {
		if g.Pool[k] == 0 {
			continue
		}
		for _, h := range group {
			out = append(out, Action{Kind: ActRecycle, To: h, Count: 1})
			if g.Pool[k] > 1 {
				out = append(out, Action{Kind: ActRecycle, To: h, Count: g.Pool[k]})
			}
		}
	}
	return out
}

// legalAt returns what AppendLegal(buf[:0])[k] would, with the number of
// legal actions, for a caller that picks one by index (pick is given the
// count and returns k): in Zulu movement it counts and finds the move
// without listing them all, which is most of the work of a uniformly
// random game. buf is a scratch buffer for the other phases, returned for
// reuse. TestLegalAtIsLegalsIndex pins it to Legal.
func (g *State) legalAt(buf []Action, pick func(n int) int) (Action, int, []Action) {
	if !g.Over() && len(g.Pending) == 0 && g.Phase == PhaseSetup {
		a, n := g.placeAt(pick)
		return a, n, buf
	}
	if !g.Over() && len(g.Pending) == 0 && g.Phase == PhaseBritishMove {
		a, n := g.moveAt(pick)
		return a, n, buf
	}
	if !g.Over() && len(g.Pending) == 0 && (g.Phase == PhaseReaction || g.Phase == PhaseBritishCombat) {
		a, n := g.fireAt(pick)
		return a, n, buf
	}
	if g.Over() || len(g.Pending) > 0 || g.Phase != PhaseZuluMove || g.Pool[0]+g.Pool[1] > 0 {
		buf = g.AppendLegal(buf[:0])
		if len(buf) == 0 {
			return Action{}, 0, buf
		}
		return buf[pick(len(buf))], len(buf), buf
	}
	sig := g.britishSignature()
	g.zuluCacheFor(sig)
	// The moves from each origin are counted once, as the hexes it reaches
	// (a set) that a Zulu may end a move in (another set); the second pass
	// finds the move picked among the bits of the origin it falls in.
	// The origins (hexes with a Zulu that may still move) and their counts.
	type origin struct{ i, n int32 }
	var small [256]origin
	origins := small[:0]
	words := (len(g.Zulus) + 63) / 64
	if len(g.zfree) != words {
		g.zfree = make(hexSet, words)
		g.zonrush = make(hexSet, words)
		for j := range g.Zulus {
			if g.isOnrush(j) {
				g.zonrush.Add(j)
			}
		}
	}
	free := g.zfree
	n := 1 // and the end of the phase, listed last
	for w := range free {
		var empty uint64
		lo := w * 64
		for b, c := range g.Zulus[lo:min(lo+64, len(g.Zulus))] {
			if c == 0 {
				empty |= 1 << uint(b)
			}
		}
		free[w] = empty | g.zonrush[w]
	}
	for w := range free {
		lo := w * 64
		occupied := ^free[w] | g.zonrush[w] // every hex holding Zulus, and the onrush hexes
		if rest := len(g.Zulus) - lo; rest < 64 {
			occupied &= 1<<uint(rest) - 1
		}
		for ; occupied != 0; occupied &= occupied - 1 {
			i := lo + bits.TrailingZeros64(occupied)
			if g.Zulus[i]-g.Spent[i] <= 0 {
				continue
			}
			e := g.zentry[i]
			if e == 0 {
				e = int32(g.zuluCostsNew(i) + 1)
			}
			c := 0
			for v, r := range g.zbits[e-1] {
				c += bits.OnesCount64(r & free[v])
			}
			if c > 0 {
				origins = append(origins, origin{int32(i), int32(c)})
				n += c
			}
		}
	}
	k := pick(n)
	if k == n-1 {
		return Action{Kind: ActEnd}, n, buf
	}
	m := g.Scen.Map
	for _, o := range origins {
		if k >= int(o.n) {
			k -= int(o.n)
			continue
		}
		// The k-th hex (by index) that o.i reaches and a Zulu may end in.
		for w, r := range g.zbits[g.zentry[o.i]-1] {
			r &= free[w]
			if p := bits.OnesCount64(r); k >= p {
				k -= p
				continue
			}
			for ; k > 0; k-- {
				r &= r - 1
			}
			j := w*64 + bits.TrailingZeros64(r)
			return Action{Kind: ActZuluMove, From: m.HexAt(int(o.i)), To: m.HexAt(j)}, n, buf
		}
	}
	panic("game: legalAt lost its count") // n counted every move above
}

// moveAt is legalAt in British movement: it counts the actions
// moveActions lists (then the end of the phase), group by group (a unit's
// moves, its square changes, a stack's moves, the wagon's), and builds only
// the one picked.
func (g *State) moveAt(pick func(n int) int) (Action, int) {
	type group struct {
		kind  ActionKind // ActMove, ActSquare or ActUnsquare
		unit  int        // the unit, or the first of its hex's units for a stack
		stack bool       // the whole movable stack of the unit's hex
		n     int        // actions in the group
	}
	var groupBuf [64]group
	var seenBuf [32]hexmap.Hex
	var stackBuf [16]int
	groups, seen := groupBuf[:0], seenBuf[:0]
	total := 0
	for i := range g.Units {
		u := &g.Units[i]
		if u.Status != OnMap {
			continue
		}
		if g.movable(i) {
			one := [1]int{i}
			if c := g.britishDestCount(one[:]); c > 0 {
				groups = append(groups, group{ActMove, i, false, c})
				total += c
			}
		}
		for _, form := range [2]bool{true, false} {
			if g.squareOK(i, form) {
				k := ActSquare
				if !form {
					k = ActUnsquare
				}
				groups = append(groups, group{k, i, false, 1})
				total++
			}
		}
		if slices.Contains(seen, u.Hex) {
			continue
		}
		seen = append(seen, u.Hex)
		if stack := g.movableAt(u.Hex, stackBuf[:0]); len(stack) > 1 {
			if c := g.britishDestCount(stack); c > 0 {
				groups = append(groups, group{ActMove, i, true, c})
				total += c
			}
		}
	}
	wagon := len(g.WagonDestinations())
	total += wagon + 1 // and the end of the phase
	k := pick(total)
	for _, gr := range groups {
		if k >= gr.n {
			k -= gr.n
			continue
		}
		u := &g.Units[gr.unit]
		switch {
		case gr.kind != ActMove:
			return Action{Kind: gr.kind, Units: []string{u.ID}}, total
		case gr.stack:
			stack := g.movableAt(u.Hex, nil)
			ids := make([]string, len(stack))
			for x, j := range stack {
				ids[x] = g.Units[j].ID
			}
			return Action{Kind: ActMove, Units: ids, To: g.BritishDestinations(stack)[k]}, total
		}
		return Action{Kind: ActMove, Units: []string{u.ID}, To: g.BritishDestinations([]int{gr.unit})[k]}, total
	}
	if k < wagon {
		return Action{Kind: ActMove, Units: []string{WagonID}, To: sortedKeys(g.WagonDestinations())[k]}, total
	}
	return Action{Kind: ActEnd}, total
}

// movableAt appends to out the units in h that may still start a move.
func (g *State) movableAt(h hexmap.Hex, out []int) []int {
	for i := range g.Units {
		if g.Units[i].Status == OnMap && g.Units[i].Hex == h && g.movable(i) {
			out = append(out, i)
		}
	}
	return out
}

// fireAt is legalAt in a fire phase: it counts the fires fireActions lists
// for each target (each unit alone, then all together when more than one
// may fire), then the end of the phase, and builds only the one picked.
// The counts come from the firers' side: each unit that may still fire
// looks at the hexes within its reach (1 in the reaction phase, the range
// otherwise) instead of every target asking every unit (mayFire decides
// in both).
func (g *State) fireAt(pick func(n int) int) (Action, int) {
	m := g.Scen.Map
	if len(g.fcount) != len(g.Zulus) {
		g.fcount = make([]int32, len(g.Zulus))
	}
	cnt := g.fcount
	var touchedBuf [256]int
	touched := touchedBuf[:0]
	reach := units.BritishRange
	if g.inReactionPhase() {
		reach = 1
	}
	for i := range g.Units {
		u := &g.Units[i]
		if u.Status != OnMap || !u.Kind.CanFire() {
			continue
		}
		a := u.Hex.Axial()
		for dq := -reach; dq <= reach; dq++ {
			for dr := max(-reach, -dq-reach); dr <= min(reach, -dq+reach); dr++ {
				h := hexmap.Axial{Q: a.Q + dq, R: a.R + dr}.Offset()
				if !m.Contains(h) {
					continue
				}
				t := m.Index(h)
				if g.Zulus[t]-g.FiredOn[t] <= 0 || !g.mayFire(i, h) {
					continue
				}
				if cnt[t] == 0 {
					touched = append(touched, t)
				}
				cnt[t]++
			}
		}
	}
	slices.Sort(touched)
	total := 0
	for _, t := range touched {
		f := int(cnt[t])
		if f > 1 {
			f++ // all of them together
		}
		total += f
	}
	total++ // the end of the phase
	k := pick(total)
	var picked Action
	for _, t := range touched {
		f := int(cnt[t])
		if f > 1 {
			f++
		}
		if picked.Kind == ActEnd && k >= 0 && k < f {
			h := m.HexAt(t)
			firers := g.Firers(h)
			shot := func(i int) Shot {
				return Shot{Unit: g.Units[i].ID, Strength: g.Units[i].Strength - g.Units[i].FireUsed}
			}
			if k < len(firers) {
				picked = Action{Kind: ActFire, To: h, Shots: []Shot{shot(firers[k])}}
			} else {
				all := make([]Shot, len(firers))
				for x, i := range firers {
					all[x] = shot(i)
				}
				picked = Action{Kind: ActFire, To: h, Shots: all}
			}
		}
		k -= f
		cnt[t] = 0 // the scratch counts are left clear
	}
	return picked, total
}

// placeAt is legalAt in the set-up: it counts the placements placeActions
// would list (and the end of the set-up after them, when allowed), then
// finds the one picked, building no list. The counts come from one pass
// over the map: the hexes a detachment may enter are the same for every
// detachment, those another unit may enter differ only by the strength
// the stack there may still take, and a unit's own hex, which is never
// listed, is taken off its count.
func (g *State) placeAt(pick func(n int) int) (Action, int) {
	m := g.Scen.Map
	n := m.Size()
	t := g.newSetupTally()
	const limit = units.BritishStackLimit
	detHexes, bandHexes := 0, 0
	var bySP [limit + 2]int // band hexes by the strength in them (limit+1: more)
	for j := 0; j < n; j++ {
		if !t.open[j] {
			continue
		}
		if t.camp[j] && t.units[j] == 0 {
			detHexes++
		}
		if t.band[j] && !t.det[j] {
			bandHexes++
			bySP[min(max(t.sp[j], 0), limit+1)]++
		}
	}
	// count is how many hexes unit i may be placed in.
	count := func(i int) int {
		u := &g.Units[i]
		c := 0
		switch {
		case u.Kind == units.Detachment:
			c = detHexes
		case !u.IsCombat():
			c = bandHexes
		default:
			for v := 0; v <= limit-u.Strength && v <= limit; v++ {
				c += bySP[v]
			}
		}
		if j := m.Index(u.Hex); j >= 0 && j < n && m.HexAt(j) == u.Hex && g.placeOK(i, j, &t) {
			c-- // its own hex, which placeActions leaves out
		}
		return c
	}
	n0 := 0
	for i := range g.Units {
		if g.placeable(i) {
			if g.Units[i].Strength < 0 {
				return g.placeAtSlow(pick, &t)
			}
			n0 += count(i)
		}
	}
	total := n0
	if g.setupOK() {
		total++
	}
	if total == 0 {
		return Action{}, 0
	}
	k := pick(total)
	if k == n0 {
		return Action{Kind: ActEnd}, total
	}
	for i := range g.Units {
		if !g.placeable(i) {
			continue
		}
		if c := count(i); k >= c {
			k -= c
			continue
		}
		for j := 0; j < n; j++ {
			if m.HexAt(j) != g.Units[i].Hex && g.placeOK(i, j, &t) {
				if k == 0 {
					return Action{Kind: ActPlace, Units: []string{g.Units[i].ID}, To: m.HexAt(j)}, total
				}
				k--
			}
		}
	}
	panic("game: placeAt lost its count") // count(i) counted every placement above
}

// placeAtSlow is placeAt by visiting every pair of unit and hex (for a
// strength the counts by strength do not cover).
func (g *State) placeAtSlow(pick func(n int) int, t *setupTally) (Action, int) {
	m := g.Scen.Map
	// each calls f with every placement in placeActions' order until f
	// says stop.
	each := func(f func(i, j int) bool) {
		for i := range g.Units {
			if !g.placeable(i) {
				continue
			}
			for j := 0; j < m.Size(); j++ {
				if m.HexAt(j) != g.Units[i].Hex && g.placeOK(i, j, t) && !f(i, j) {
					return
				}
			}
		}
	}
	n := 0
	each(func(int, int) bool { n++; return true })
	total := n
	if g.setupOK() {
		total++
	}
	if total == 0 {
		return Action{}, 0
	}
	k := pick(total)
	if k == n {
		return Action{Kind: ActEnd}, total
	}
	var a Action
	each(func(i, j int) bool {
		if k > 0 {
			k--
			return true
		}
		a = Action{Kind: ActPlace, Units: []string{g.Units[i].ID}, To: m.HexAt(j)}
		return false
	})
	return a, total
}

// appendZuluMoves appends every Zulu move to out: from each hex holding a
// Zulu that has not moved, to each hex ZuluDestinations lists, in the same
// order, without building the destination lists.
func (g *State) appendZuluMoves(out []Action) []Action {
	m := g.Scen.Map
	sig := g.britishSignature()
	for i := range g.Zulus {
		if g.Zulus[i]-g.Spent[i] <= 0 {
			continue
		}
		from := m.HexAt(i)
		for _, j := range g.zuluReached(i, sig) {
			if g.Zulus[j] == 0 || g.isOnrush(int(j)) {
				out = append(out, Action{Kind: ActZuluMove, From: from, To: m.HexAt(int(j))})
			}
		}
	}
	return out
}

// FireTargets lists the hexes British units may fire at now.
func (g *State) FireTargets() []hexmap.Hex {
	var out []hexmap.Hex
	m := g.Scen.Map
	for t := range g.Zulus {
		if g.Zulus[t]-g.FiredOn[t] <= 0 {
			continue
		}
		if len(g.Firers(m.HexAt(t))) > 0 {
			out = append(out, m.HexAt(t))
		}
	}
	return out
}

// Firers lists the British units that may fire at target now (with all the
// strength they have left).
func (g *State) Firers(target hexmap.Hex) []int {
	var out []int
	for i := range g.Units {
		if g.mayFire(i, target) {
			out = append(out, i)
		}
	}
	return out
}

// anyFire reports whether some British unit may fire at some Zulu now.
//
// mayFire allows no fire beyond units.BritishRange, so each unit able to
// fire looks only at the hexes within that range of it (fireRangeSets)
// holding Zulus not yet fired on.
func (g *State) anyFire() bool {
	m := g.Scen.Map
	n := m.Size()
	words := (n + 63) / 64
	var open hexSet // the hexes holding Zulus not yet fired on
	for i := range g.Units {
		u := &g.Units[i]
		if u.Status != OnMap || !u.Kind.CanFire() {
			continue
		}
		if open == nil {
			open = slices.Grow(g.zfire[:0], words)[:words]
			clear(open)
			for t, c := range g.Zulus {
				if c-g.FiredOn[t] > 0 {
					open[t>>6] |= 1 << (t & 63)
				}
			}
			g.zfire = open
		}
		c := g.idx(u.Hex)
		near := fireRangeSets(m)[c*words : (c+1)*words]
		for w, r := range near {
			for v := r & open[w]; v != 0; v &= v - 1 {
				if g.mayFire(i, m.HexAt(w<<6|bits.TrailingZeros64(v))) {
					return true
				}
			}
		}
	}
	return false
}

// fireRangeSets returns, for each hex i of m, the hexes 1 to
// units.BritishRange hexes from it, as the set at [i*words, (i+1)*words)
// (words for the map's sets); worked out once per map.
func fireRangeSets(m *hexmap.Map) []uint64 {
	if v, ok := rangeSets.Load(m); ok {
		return v.([]uint64)
	}
	n := m.Size()
	words := (n + 63) / 64
	t := make([]uint64, n*words)
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			if d := hexmap.Distance(m.HexAt(i), m.HexAt(j)); d >= 1 && d <= units.BritishRange {
				t[i*words+j>>6] |= 1 << (j & 63)
			}
		}
	}
	v, _ := rangeSets.LoadOrStore(m, t)
	return v.([]uint64)
}

// rangeSets holds fireRangeSets by map.
var rangeSets sync.Map // *hexmap.Map → []uint64

// anyAttack reports whether some Zulu may attack now.
func (g *State) anyAttack() bool {
	m := g.Scen.Map
	mask := g.combatMask()
	for f := range g.Zulus {
		if g.Zulus[f]-g.Spent[f] <= 0 || (g.isOnrush(f) && g.Spent[f] > 0) {
			continue
		}
		for _, j := range m.NeighborIndices(f) {
			if mask[j] {
				return true
			}
		}
	}
	return false
}

// combatMask marks the hexes holding British combat units.
func (g *State) combatMask() []bool {
	mask := make([]bool, g.Scen.Map.Size())
	for i := range g.Units {
		u := &g.Units[i]
		if u.Status == OnMap && u.IsCombat() {
			mask[g.idx(u.Hex)] = true
		}
	}
	return mask
}

func (g *State) fireActions() []Action {
	var out []Action
	for _, t := range g.FireTargets() {
		firers := g.Firers(t)
		var all []Shot
		for _, i := range firers {
			s := Shot{Unit: g.Units[i].ID, Strength: g.Units[i].Strength - g.Units[i].FireUsed}
			out = append(out, Action{Kind: ActFire, To: t, Shots: []Shot{s}})
			all = append(all, s)
		}
		if len(all) > 1 {
			out = append(out, Action{Kind: ActFire, To: t, Shots: all})
		}
	}
	return out
}

func (g *State) attackActions() []Action {
	var out []Action
	m := g.Scen.Map
	mask := g.combatMask()
	for f := range g.Zulus {
		if g.Zulus[f]-g.Spent[f] <= 0 || (g.isOnrush(f) && g.Spent[f] > 0) {
			continue
		}
		from := m.HexAt(f)
		for _, j := range m.NeighborIndices(f) {
			to := m.HexAt(j)
			if mask[j] {
				out = append(out, Action{Kind: ActAttack, From: from, To: to})
			}
		}
	}
	return out
}

func (g *State) moveActions() []Action {
	var out []Action
	seen := map[hexmap.Hex]bool{}
	for i := range g.Units {
		u := &g.Units[i]
		if u.Status != OnMap {
			continue
		}
		if g.movable(i) {
			for _, to := range g.BritishDestinations([]int{i}) {
				out = append(out, Action{Kind: ActMove, Units: []string{u.ID}, To: to})
			}
		}
		for _, form := range []bool{true, false} {
			if g.squareOK(i, form) {
				k := ActSquare
				if !form {
					k = ActUnsquare
				}
				out = append(out, Action{Kind: k, Units: []string{u.ID}})
			}
		}
		// The whole movable stack of a hex, as one move.
		if seen[u.Hex] {
			continue
		}
		seen[u.Hex] = true
		var stack []int
		var ids []string
		for _, j := range g.UnitsAt(u.Hex) {
			if g.movable(j) {
				stack = append(stack, j)
				ids = append(ids, g.Units[j].ID)
			}
		}
		if len(stack) > 1 {
			for _, to := range g.BritishDestinations(stack) {
				out = append(out, Action{Kind: ActMove, Units: ids, To: to})
			}
		}
	}
	for _, to := range sortedKeys(g.WagonDestinations()) {
		out = append(out, Action{Kind: ActMove, Units: []string{WagonID}, To: to})
	}
	return out
}
