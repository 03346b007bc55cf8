package isandlwana

import (
	"zulu1879/hexmap"
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
		if g.setupProblems() == nil {
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
	if g.Over() || len(g.Pending) > 0 || g.Phase != PhaseZuluMove || g.Pool[0]+g.Pool[1] > 0 {
		buf = g.AppendLegal(buf[:0])
		if len(buf) == 0 {
			return Action{}, 0, buf
		}
		return buf[pick(len(buf))], len(buf), buf
	}
	sig := g.britishSignature()
	// The moves from each origin are counted once; the second pass only
	// walks the origin the pick falls in.
	var small [512]int32
	counts := small[:0]
	if len(g.Zulus) > len(small) {
		counts = make([]int32, 0, len(g.Zulus))
	}
	n := 1 // and the end of the phase, listed last
	for i := range g.Zulus {
		c := 0
		if g.Zulus[i]-g.Spent[i] > 0 {
			c = g.zuluMoveCount(i, sig)
		}
		counts = append(counts, int32(c))
		n += c
	}
	k := pick(n)
	if k == n-1 {
		return Action{Kind: ActEnd}, n, buf
	}
	m := g.Scen.Map
	for i, c := range counts {
		if k >= int(c) {
			k -= int(c)
			continue
		}
		for _, j := range g.zuluReached(i, sig) {
			if g.Zulus[j] == 0 || g.isOnrush(int(j)) {
				if k == 0 {
					return Action{Kind: ActZuluMove, From: m.HexAt(i), To: m.HexAt(int(j))}, n, buf
				}
				k--
			}
		}
	}
	panic("game: legalAt lost its count") // n counted every move above
}

// placeAt is legalAt in the set-up: it counts the placements placeActions
// would list (and the end of the set-up after them, when allowed), then
// finds the one picked, building no list.
func (g *State) placeAt(pick func(n int) int) (Action, int) {
	m := g.Scen.Map
	t := g.newSetupTally()
	// each calls f with every placement in placeActions' order until f
	// says stop.
	each := func(f func(i, j int) bool) {
		for i := range g.Units {
			if !g.placeable(i) {
				continue
			}
			for j := 0; j < m.Size(); j++ {
				if m.HexAt(j) != g.Units[i].Hex && g.placeOK(i, j, &t) && !f(i, j) {
					return
				}
			}
		}
	}
	n := 0
	each(func(int, int) bool { n++; return true })
	total := n
	if g.setupProblems() == nil {
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

// zuluMoveCount is how many moves appendZuluMoves lists from hex i.
func (g *State) zuluMoveCount(i int, sig uint64) int {
	c := 0
	for _, j := range g.zuluReached(i, sig) {
		if g.Zulus[j] == 0 || g.isOnrush(int(j)) {
			c++
		}
	}
	return c
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
func (g *State) anyFire() bool {
	m := g.Scen.Map
	for t := range g.Zulus {
		if g.Zulus[t]-g.FiredOn[t] <= 0 {
			continue
		}
		target := m.HexAt(t)
		for i := range g.Units {
			if g.mayFire(i, target) {
				return true
			}
		}
	}
	return false
}

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
			if g.squareProblem(i, form) == nil {
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
