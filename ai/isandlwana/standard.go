package isandlwana

import (
	"fmt"
	"slices"

	"zulu1879/hexmap"
	"zulu1879/internal/intslices"
	"zulu1879/isandlwana"
	"zulu1879/scenarios"
	"zulu1879/units"
)

// Standard is a British bot that plays sensibly:
//
//   - companies, groups and detachments fall back on a stronghold, the
//     strongest ground by the wagon's set-up hex (see stronghold.go); in the
//     free set-up they deploy there;
//   - fire is spread over the targets to maximise the expected kills,
//     weighted towards the Zulus that threaten weak hexes, leaders and the
//     escape road; units combine and split their strength where it pays;
//   - the Colours are raised; the wagon sets off west along the road with
//     the units around it as escort (at least escMin SP) only while its whole
//     way to the edge is beyond the Zulus' reach (see roadClear);
//   - overstacks are cleared, and hexes whose defence is 4 or less form
//     square once Zulus are near; leaders hold where they stand (+1 defence
//     to their stack; a lone leader is never a target and draws Zulus away
//     from the companies — moving them measured worse, see docs/balance.md);
//   - Phase IV is combat when Zulus block the road or are in range (fire
//     first, then move through the gaps), movement when there is nothing to
//     fire at yet.
type Standard struct {
	fire    firePlan
	deploy  deployPlan
	hold    []int               // strongholdHexes, best first
	holdFor *scenarios.Scenario // the scenario hold was worked out for
	planned []int               // regroup's count of SP per hex
	holders []int               // regroup's units, strongest first
	moves   actPlan
	wdist   []int               // steps from each hex to the escape edge for the wagon
	wdFor   *scenarios.Scenario // the scenario wdist was worked out for
	road    []int               // roadAhead's hexes
	zd      []int               // zuluDistance's distances
	zheld   []uint64            // zuluDistance's scratch: the hexes holding Zulus
	zdMap   *hexmap.Map         // the map and Zulu counts zd was worked out for
	zdZulus []int
	// Position digests, one per use so that none is reset while another
	// use still reads it; only their buffers outlive a decision.
	bFire, bDecide, bOver, bSquare board
	net, netOrder                  fireNet // for the fire plan and the Phase IV order
	// trial is the game the movement plan is tried on, made again at each
	// plan by State.CloneInto (its buffers and path caches are reused from
	// plan to plan and game to game).
	trial *isandlwana.State
	dests []hexmap.Hex // nextRegroupMove's buffer of destinations
}

// NewStandard returns a standard British bot.
func NewStandard() *Standard { return &Standard{} }

// Name implements Bot.
func (*Standard) Name() string { return "standard" }

// Side implements Bot.
func (*Standard) Side() isandlwana.Side { return isandlwana.British }

// Choose implements Bot.
func (s *Standard) Choose(g *isandlwana.State) (isandlwana.Action, string) {
	quiet := g.Opts.Quiet
	if dec, ok := g.Decision(); ok {
		return s.decide(g, dec)
	}
	switch g.Phase {
	case isandlwana.PhaseSetup:
		if g.Scen.Setup == scenarios.FreeSetup {
			if s.deploy.game != g {
				s.deploy = planDeploy(g)
			}
			if a, why, ok := s.deploy.next(g); ok {
				return a, why
			}
			return endAction, "the stronghold is manned"
		}
		return endAction, "keeps the printed set-up"
	case isandlwana.PhaseBritishOrder:
		return s.order(g)
	case isandlwana.PhaseReaction, isandlwana.PhaseBritishCombat:
		if !s.fire.validFor(g) {
			b := s.bFire.reset(g)
			f := s.net.build(g)
			w := s.weights(g, b, f)
			s.fire = firePlan{turn: g.Turn, phase: g.Phase, v: g.InPhaseV, fires: firesFromAlloc(g, f, allocate(g, f, w), w, quiet)}
		}
		if a, why, ok := s.fire.pop(g); ok {
			return a, why
		}
		return endAction, "no more fire worth making"
	case isandlwana.PhaseBritishMove:
		if !s.moves.valid(g) {
			s.moves = s.planMoves(g)
		}
		if a, why, ok := s.moves.pop(); ok {
			return a, why
		}
		return endAction, "movement done"
	}
	return endAction, "nothing to do"
}

// escapeOn reports whether the escape west (4.1) is still possible.
func escapeOn(g *isandlwana.State) bool {
	return !g.Wagon.Captured && (g.Colours == isandlwana.ColoursRaised || g.Colours == isandlwana.ColoursNotYet)
}

// wagonDist returns, per hex, the steps the wagon needs to reach an escape
// hex over ground it may use (road, clear, tents), ignoring Zulus. It
// depends only on the scenario, so it is kept from game to game.
func (s *Standard) wagonDist(g *isandlwana.State) []int {
	m := g.Map()
	if s.wdFor == g.Scen && len(s.wdist) == m.Size() {
		return s.wdist
	}
	d := make([]int, m.Size())
	for i := range d {
		d[i] = -1
	}
	var q []int
	for _, h := range g.Scen.Escape {
		j := m.Index(h)
		d[j] = 0
		q = append(q, j)
	}
	ok := func(j int) bool {
		return m.Info(j).MoveCost > 0 && (m.Info(j).WagonMay || m.HasRoad(j)) && !g.Scen.OnrushAt(j)
	}
	// Dijkstra over small costs: a road step counts 2 (the wagon makes two
	// a phase), any other step 3.
	for c := 0; len(q) > 0; c++ {
		var next []int
		for k := 0; k < len(q); k++ {
			i := q[k]
			if d[i] != c {
				if d[i] > c {
					next = append(next, i)
				}
				continue
			}
			for _, j := range m.NeighborIndices(i) {
				if !ok(j) {
					continue
				}
				nc := c + 3
				if m.RoadBetween(i, j) {
					nc = c + 2
				}
				if d[j] < 0 || nc < d[j] {
					d[j] = nc
					next = append(next, j)
				}
			}
		}
		q = next
	}
	s.wdist, s.wdFor = d, g.Scen
	return d
}

// roadAhead lists the hexes of the wagon's way west over the next two
// phases (see wayWest).
func (s *Standard) roadAhead(g *isandlwana.State) []int { return s.wayWest(g, 4) }

// roadClear reports whether the wagon's whole way to the edge is out of the
// Zulus' reach: no Zulu within a move (ZuluMA hexes) of being next to any
// hex of it. Only then does the escape set off or go on. Measured, setting
// off whenever the road was merely empty lost the escort nearly every time
// (rule 9 sends the Zulus to the wagon first, and they move 6) and cost the
// stronghold its best hex: 74.7% British wins against rule 9 instead of
// 87.6% in development runs (docs/balance.md).
func (s *Standard) roadClear(g *isandlwana.State) bool {
	zd := s.zuluDistance(g)
	if j := g.Map().Index(g.Wagon.Hex); zd[j] >= 0 && zd[j] <= units.ZuluMA+1 {
		return false
	}
	for _, j := range s.wayWest(g, 64) {
		if zd[j] >= 0 && zd[j] <= units.ZuluMA+1 {
			return false
		}
	}
	return true
}

// wayWest lists up to steps hexes of the wagon's way west, in order:
// following the road, or the ground that brings it nearer the edge. The
// list is s's buffer, valid until the next call.
func (s *Standard) wayWest(g *isandlwana.State, steps int) []int {
	out := s.road[:0]
	if !escapeOn(g) {
		return out
	}
	m := g.Map()
	wd := s.wagonDist(g)
	cur := m.Index(g.Wagon.Hex)
	for step := 0; step < steps && wd[cur] > 0; step++ {
		next := -1
		for _, j := range m.NeighborIndices(cur) {
			if wd[j] >= 0 && wd[j] < wd[cur] && (next < 0 || wd[j] < wd[next]) {
				next = j
			}
		}
		if next < 0 {
			break
		}
		out = append(out, next)
		cur = next
	}
	s.road = out
	return out
}

// weights values each fire target: 1 for any Zulu, more for one about to
// attack a weak British hex, next to a leader, or on the wagon's road.
func (s *Standard) weights(g *isandlwana.State, b *board, f *fireNet) []float64 {
	road := s.roadAhead(g)
	w := make([]float64, len(f.targets))
	for k, t := range f.targets {
		v := 1.0
		threat := 0
		for _, j := range b.m.NeighborIndices(t) {
			if b.sp[j] > 0 {
				if h := sixths(units.ZuluStrength - b.zuluDF(j)); h > threat {
					threat = h
				}
				if b.sp[j] <= 2 {
					v += 0.3 // a weak unit that one hit may finish
				}
			}
			if b.leader[j] {
				v += 0.5
			}
		}
		v += 1.5 * float64(threat) / 6
		if slices.Contains(road, t) {
			v += roadW
		}
		w[k] = v
	}
	return w
}

// order chooses whether Phase IV is movement or combat (5.6).
func (s *Standard) order(g *isandlwana.State) (isandlwana.Action, string) {
	f := s.netOrder.build(g)
	if len(f.targets) == 0 {
		return isandlwana.Action{Kind: isandlwana.ActOrder, Flag: true}, "nothing in range yet: move first, then fire from the new positions"
	}
	for _, t := range s.roadAhead(g) {
		if g.Zulus[t] > 0 {
			return isandlwana.Action{Kind: isandlwana.ActOrder, Flag: false}, fmt.Sprintf("Zulus block the wagon's road at %s: fire first to clear it, then move", g.Map().HexAt(t))
		}
	}
	return isandlwana.Action{Kind: isandlwana.ActOrder, Flag: false}, fmt.Sprintf("%d Zulu hexes in range: fire first, then move through the gaps", len(f.targets))
}

// decide answers the British questions.
func (s *Standard) decide(g *isandlwana.State, dec isandlwana.Decision) (isandlwana.Action, string) {
	m := g.Map()
	switch dec.Kind {
	case isandlwana.DecideColours:
		return choose("raise"), "raises the Colours: +1 defence with the wagon, and the escape stays possible"
	case isandlwana.DecideArrival:
		// The wagon's hex is the heart of the stronghold (and of an escape):
		// measured, arriving there rather than in the safest hex offered is
		// worth 4 points of British wins against rule 9.
		w := g.Wagon.Hex.String()
		for _, o := range dec.Options {
			if o == w {
				return choose(o), dec.Unit + " joins the wagon in " + o
			}
		}
		b := s.bDecide.reset(g)
		best, bestV := dec.Options[0], -1000
		for _, o := range dec.Options {
			h, err := hexmap.ParseHex(o)
			if err != nil || !m.Contains(h) {
				continue
			}
			if v := hexScore(b, m.Index(h)); v > bestV {
				best, bestV = o, v
			}
		}
		return choose(best), dec.Unit + " enters at " + best + ", the safest hex offered"
	case isandlwana.DecideOverstack:
		id, _ := strongestUnit(g, dec.Options, nil, true)
		return choose(id), "the weakest unit, " + id + ", leaves the overstacked hex"
	case isandlwana.DecideLeader:
		b := s.bDecide.reset(g)
		best, bestSP := dec.Options[0], -1
		for _, o := range dec.Options {
			h, err := hexmap.ParseHex(o)
			if err != nil || !m.Contains(h) {
				continue
			}
			if sp := b.sp[m.Index(h)]; sp > bestSP {
				best, bestSP = o, sp
			}
		}
		return choose(best), dec.Unit + " joins the strongest stack within reach, in " + best
	}
	return choose(dec.Options[0]), "first option"
}

// hexScore rates a hex as a place to stand: its defence, friends around it,
// Zulus around it.
func hexScore(b *board, i int) int {
	v := 3 * b.m.Info(i).Defense
	for _, j := range b.m.NeighborIndices(i) {
		switch {
		case b.g.Zulus[j] > 0:
			v -= 2
		case b.sp[j] > 0:
			v += 2
		case !b.passable(j):
			v++ // a cliff at the back
		}
	}
	return v
}

// actPlan is a British movement phase worked out on a copy of the game and
// handed out one action at a time; fps[k] is the fingerprint the game must
// have before acts[k].
type actPlan struct {
	acts []isandlwana.Action
	whys []string
	fps  []uint64
	next int
}

func (p *actPlan) valid(g *isandlwana.State) bool {
	return p.next < len(p.fps) && p.fps[p.next] == fingerprint(g)
}

func (p *actPlan) pop() (isandlwana.Action, string, bool) {
	if p.next >= len(p.acts) {
		return isandlwana.Action{}, "", false
	}
	k := p.next
	p.next++
	return p.acts[k], p.whys[k], true
}

// fingerprint summarises what British movement changes.
func fingerprint(g *isandlwana.State) uint64 {
	h := uint64(g.Turn)<<40 ^ uint64(g.Phase)<<32
	if g.InPhaseV {
		h ^= 1 << 31
	}
	mix := func(x uint64) {
		h ^= x
		h *= 0x100000001b3
	}
	for i := range g.Units {
		u := &g.Units[i]
		x := uint64(u.Hex.Col)<<24 | uint64(u.Hex.Row)<<16 | uint64(u.Status)<<8 | uint64(u.Strength)<<3
		if u.InSquare {
			x |= 1
		}
		if u.Moved {
			x |= 2
		}
		mix(x)
	}
	w := uint64(g.Wagon.Hex.Col)<<8 | uint64(g.Wagon.Hex.Row)
	if g.Wagon.Moved {
		w |= 1 << 20
	}
	mix(w)
	mix(g.Dice.State)
	return h
}

// planner applies candidate actions to a copy of the game, keeping those the
// engine accepts.
type planner struct {
	c    *isandlwana.State
	plan actPlan
}

func (p *planner) try(a isandlwana.Action, why string) bool {
	fp := fingerprint(p.c)
	if err := p.c.Apply(a); err != nil {
		return false
	}
	p.plan.acts = append(p.plan.acts, a)
	p.plan.whys = append(p.plan.whys, why)
	p.plan.fps = append(p.plan.fps, fp)
	return true
}

// planMoves works out the movement phase.
func (s *Standard) planMoves(g *isandlwana.State) actPlan {
	c := g.CloneInto(s.trial)
	s.trial = c
	c.Opts.Quiet = true
	// The plan goes into the last plan's arrays: nothing reads that plan
	// once a new one is made (the actions it handed out are copies).
	p := &planner{c: c, plan: actPlan{acts: s.moves.acts[:0], whys: s.moves.whys[:0], fps: s.moves.fps[:0]}}
	quiet := g.Opts.Quiet
	s.escape(p, quiet)
	// One action at a time, each chosen from the position the previous ones
	// left, in a fixed order of priority (march, clear overstacks, form
	// square), so that a bot taking over half-way through the phase makes
	// the same remaining moves.
	for n := 0; n < 4*len(c.Units); n++ {
		if !s.regroupStep(p, quiet) && !s.fixOverstacks(p, quiet) && !s.squares(p, quiet) {
			break
		}
	}
	// The fingerprint after the last action, so that the plan's "end" is
	// recognised too.
	p.plan.fps = append(p.plan.fps, fingerprint(p.c))
	return p.plan
}

// movableIn lists the units in hex h that may still move, combat units and
// leaders alike.
func movableIn(g *isandlwana.State, h hexmap.Hex) []int {
	var out []int
	for i := range g.Units {
		u := &g.Units[i]
		if u.Status == isandlwana.OnMap && u.Hex == h && u.Kind.CanMove() && !u.Moved && u.MA()-u.MPUsed > 0 {
			out = append(out, i)
		}
	}
	return out
}

func ids(g *isandlwana.State, idx []int) []string {
	out := make([]string, len(idx))
	for k, i := range idx {
		out[k] = g.Units[i].ID
	}
	return out
}

func combatSP(g *isandlwana.State, idx []int) int {
	sp := 0
	for _, i := range idx {
		if g.Units[i].IsCombat() {
			sp += g.Units[i].Strength
		}
	}
	return sp
}

func contains(hs []hexmap.Hex, h hexmap.Hex) bool {
	for _, x := range hs {
		if x == h {
			return true
		}
	}
	return false
}

// escape moves the wagon west with an escort, when its way is clear
// (roadClear) and the edge can be reached in the turns left.
func (s *Standard) escape(p *planner, quiet bool) {
	g := p.c
	if !escapeOn(g) || g.Wagon.Moved || !s.roadClear(g) {
		return
	}
	m := g.Map()
	wd := s.wagonDist(g)
	w := g.Wagon.Hex
	here := movableIn(g, w)
	// Wagon destinations, nearest the edge first; the current hex last.
	type opt struct {
		h    hexmap.Hex
		d    int
		road bool
	}
	var opts []opt
	for h, road := range g.WagonDestinations() {
		if wd[m.Index(h)] >= 0 && wd[m.Index(h)] < wd[m.Index(w)] {
			opts = append(opts, opt{h, wd[m.Index(h)], road})
		}
	}
	for i := 1; i < len(opts); i++ {
		for j := i; j > 0 && (opts[j].d < opts[j-1].d || opts[j].d == opts[j-1].d && opts[j].h.Col*100+opts[j].h.Row < opts[j-1].h.Col*100+opts[j-1].h.Row); j-- {
			opts[j], opts[j-1] = opts[j-1], opts[j]
		}
	}
	if sp := combatSP(g, here); sp > 0 {
		// Go only when the wagon can still make the edge in time with an
		// escort of escMin SP or more.
		need := (wd[m.Index(w)] + 3) / 4
		if need > g.Scen.Turns-g.Turn+1 || sp < escMin {
			return
		}
		for _, o := range opts {
			if !contains(g.BritishDestinations(here), o.h) {
				continue
			}
			why := ""
			if !quiet {
				why = fmt.Sprintf("the wagon heads west for the escape, %s → %s", w, o.h)
			}
			if !p.try(isandlwana.Action{Kind: isandlwana.ActMove, Units: []string{isandlwana.WagonID}, To: o.h}, why) {
				continue
			}
			if !quiet {
				why = fmt.Sprintf("escort %s stays with the wagon in %s", joinNames(g, here), o.h)
			}
			if !p.try(isandlwana.Action{Kind: isandlwana.ActMove, Units: ids(g, here), To: o.h}, why) {
				// cannot happen: reach was checked; keep the plan consistent
				return
			}
			return
		}
		return
	}
	// No escort with the wagon yet: the wagon sets off (if it can make the
	// edge in time) and the units next to it join it where it stops,
	// strongest first, within stacking.
	need := (wd[m.Index(w)] + 3) / 4
	if need > g.Scen.Turns-g.Turn+1 {
		return
	}
	for _, o := range opts {
		to := o.h
		var cands []int
		sp := 0
		for i := range g.Units {
			u := &g.Units[i]
			if u.Status == isandlwana.OnMap && u.IsCombat() && u.Kind.CanMove() && !u.Moved && hexmap.Distance(u.Hex, w) <= 2 &&
				u.Hex != to && contains(g.BritishDestinations([]int{i}), to) {
				cands = append(cands, i)
			}
		}
		for i := 1; i < len(cands); i++ {
			for j := i; j > 0 && g.Units[cands[j]].Strength > g.Units[cands[j-1]].Strength; j-- {
				cands[j], cands[j-1] = cands[j-1], cands[j]
			}
		}
		var go_ []int
		for _, i := range cands {
			if g.StackSP(to)+sp+g.Units[i].Strength <= units.BritishStackLimit {
				go_ = append(go_, i)
				sp += g.Units[i].Strength
			}
		}
		if sp < escMin {
			continue
		}
		why := ""
		if !quiet {
			why = fmt.Sprintf("the wagon sets off west for the escape, %s → %s", w, to)
		}
		if !p.try(isandlwana.Action{Kind: isandlwana.ActMove, Units: []string{isandlwana.WagonID}, To: to}, why) {
			continue
		}
		for _, i := range go_ {
			u := &g.Units[i]
			why := ""
			if !quiet {
				why = fmt.Sprintf("%s joins the wagon in %s as its escort", u.Name, to)
			}
			p.try(isandlwana.Action{Kind: isandlwana.ActMove, Units: []string{u.ID}, To: to}, why)
		}
		return
	}
}

func joinNames(g *isandlwana.State, idx []int) string {
	s := ""
	for k, i := range idx {
		if k > 0 {
			s += "+"
		}
		s += g.Units[i].Name
	}
	return s
}

// fixOverstacks moves the weakest unit out of the first overstacked hex
// that can shed one (6.3) and reports whether it did.
func (s *Standard) fixOverstacks(p *planner, quiet bool) bool {
	g := p.c
	b := s.bOver.reset(g)
	for _, j := range b.bhex {
		h := b.m.HexAt(j)
		if g.StackSP(h) > units.BritishStackLimit {
			mv := movableIn(g, h)
			best, bestSP := -1, 1<<30
			for _, i := range mv {
				if u := &g.Units[i]; u.IsCombat() && u.Strength < bestSP {
					best, bestSP = i, u.Strength
				}
			}
			if best < 0 {
				continue
			}
			dests := g.BritishDestinations([]int{best})
			to, tv := hexmap.None, -1<<30
			for _, d := range dests {
				if v := hexScore(b, b.m.Index(d)) - 2*hexmap.Distance(d, h); v > tv {
					to, tv = d, v
				}
			}
			if to.IsNone() {
				continue
			}
			why := ""
			if !quiet {
				why = fmt.Sprintf("%s leaves overstacked %s for %s", g.Units[best].Name, h, to)
			}
			if p.try(isandlwana.Action{Kind: isandlwana.ActMove, Units: []string{g.Units[best].ID}, To: to}, why) {
				return true
			}
		}
	}
	return false
}

// squares forms square in the first hex whose defence is 4 or less with
// Zulus within reach of it, if all its combat units can (7.7: the bonus
// needs them all), and reports whether it did.
func (s *Standard) squares(p *planner, quiet bool) bool {
	g := p.c
	b := s.bSquare.reset(g)
	m := b.m
	zd := s.zuluDistance(g)
	for _, j := range b.bhex {
		if b.sp[j] == 0 || b.square[j] || b.zuluDF(j) > 4 || zd[j] > 7 || zd[j] < 0 {
			continue
		}
		h := m.HexAt(j)
		var form []string
		ok := true
		for _, i := range g.UnitsAt(h) {
			u := &g.Units[i]
			if !u.IsCombat() || u.InSquare {
				continue
			}
			if !u.Kind.CanFormSquare() || u.MA()-u.MPUsed < units.SquareChangeCost {
				ok = false
				break
			}
			form = append(form, u.ID)
		}
		if !ok || len(form) == 0 {
			continue
		}
		why := ""
		if !quiet {
			why = fmt.Sprintf("%s form square in %s: defence %d → %d against the Zulus %d hexes away", b.unitNames(j), h, b.zuluDF(j), b.zuluDF(j)+1, zd[j])
		}
		if p.try(isandlwana.Action{Kind: isandlwana.ActSquare, Units: form}, why) {
			return true
		}
	}
	return false
}

// zuluDistance is the hex distance from every hex to the nearest Zulu (-1
// when no Zulu is on the map), in s's buffer (valid until the next call;
// read-only). It depends only on the map and the Zulu counts, so it is
// kept while they stay as they were: a movement plan asks for it after
// every British move it tries, and the Zulus do not move in between.
func (s *Standard) zuluDistance(g *isandlwana.State) []int {
	m := g.Map()
	if s.zdMap == m && len(s.zd) == m.Size() && intslices.Equal(s.zdZulus, g.Zulus) {
		return s.zd
	}
	s.zdMap, s.zdZulus = m, append(s.zdZulus[:0], g.Zulus...)
	d := slices.Grow(s.zd[:0], m.Size())[:m.Size()]
	words := (m.Size() + 63) / 64
	held := slices.Grow(s.zheld[:0], words)[:words] // the hexes holding Zulus
	clear(held)
	for i, c := range g.Zulus {
		if c > 0 {
			held[i>>6] |= 1 << (i & 63)
		}
	}
	isandlwana.HexDistances(m, held, d)
	s.zd, s.zheld = d, held
	return d
}

// escMin is the least escort strength, in SP, with which the wagon sets off
// or keeps going west (measured: 2, 4 and 6 cost nothing against not trying;
// 4 sets off in nearly every game).
const escMin = 4

// roadW is the extra weight of a Zulu on the wagon's way west.
const roadW = 3.0
