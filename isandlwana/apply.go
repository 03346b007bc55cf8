package isandlwana

import (
	"fmt"
	"sort"
	"zulu1879/internal/words"

	"zulu1879/hexmap"
	"zulu1879/scenarios"
	"zulu1879/units"
)

// ---- set-up (3.2, 10.1) ----

// placeable reports whether unit i may be placed by the player in set-up.
func (g *State) placeable(i int) bool {
	u := &g.Units[i]
	if u.Status != OnMap {
		return false
	}
	if u.Kind == units.Detachment {
		return true
	}
	return g.Scen.Setup == scenarios.FreeSetup && !g.Scen.FreeFixed[u.ID]
}

// campHex reports whether h may hold a detachment: tents or wagons, not the
// ammunition wagon's hex (3.2).
func (g *State) campHex(h hexmap.Hex) bool {
	t := g.Scen.Map.TerrainAt(h)
	return (t == hexmap.Tents || t == hexmap.Wagons) && h != g.Wagon.Hex
}

// PlaceProblem says why the British unit id may not be set up in h now (as a
// place action during set-up would be refused), or returns nil.
func (g *State) PlaceProblem(id string, h hexmap.Hex) error {
	if g.Phase != PhaseSetup {
		return fmt.Errorf("units are placed only during set-up")
	}
	i := g.UnitIndex(id)
	if i < 0 {
		return fmt.Errorf("no British unit %q", id)
	}
	return g.placeProblem(i, h)
}

// placeFault is why a unit may not be set up in a hex (placeWhy), or
// placeFine. placeProblem words it.
type placeFault uint8

// The reasons placeProblem gives, in the order it checks them.
const (
	placeFine       placeFault = iota
	placeOffMap                // not a hex of the map
	placeFixed                 // the unit sets up in its printed hex
	placeGround                // impassable, onrush or Zulu-held
	placeNotCamp               // a detachment outside the camp (or on the wagon)
	placeNotAlone              // a detachment where British units stand
	placeOutOfBand             // outside the free set-up band
	placeDetachment            // a detachment already there
	placeOverstack             // over the stacking limit
)

// placeProblem says why unit i may not be set up in h, or returns nil.
func (g *State) placeProblem(i int, h hexmap.Hex) error {
	u := &g.Units[i]
	switch g.placeWhy(i, h) {
	case placeOffMap:
		return g.Scen.Map.Check(h)
	case placeFixed:
		return fmt.Errorf("%s sets up in its printed hex and cannot be placed", u.ID)
	case placeGround:
		return fmt.Errorf("%s cannot set up in %s (%s)", u.ID, h, g.Scen.Map.TerrainAt(h))
	case placeNotCamp:
		return fmt.Errorf("%s is a detachment: it sets up in a tent or wagon hex other than the ammunition wagon's (3.2)", u.ID)
	case placeNotAlone:
		return fmt.Errorf("%s already holds British units; a detachment sets up alone (3.2)", h)
	case placeOutOfBand:
		return fmt.Errorf("%s is outside the free set-up band (columns %02d–%02d, 10.1)", h, g.Scen.FreeMinCol, g.Scen.FreeMaxCol)
	case placeDetachment:
		return fmt.Errorf("%s holds a detachment, which sets up alone (3.2)", h)
	case placeOverstack:
		return fmt.Errorf("%s would be overstacked (no overstacking in the free set-up, 10.1)", h)
	}
	return nil
}

// placeWhy is placeProblem without the words: the first reason unit i may
// not be set up in h, or placeFine. setupProblems' callers that only need
// to know whether the set-up may end use it (setupOK).
func (g *State) placeWhy(i int, h hexmap.Hex) placeFault {
	u := &g.Units[i]
	m := g.Scen.Map
	if !m.Contains(h) {
		return placeOffMap
	}
	if !g.placeable(i) {
		return placeFixed
	}
	j := m.Index(h)
	if m.Info(j).MoveCost == 0 || g.isOnrush(j) || g.Zulus[j] > 0 {
		return placeGround
	}
	others := 0
	detachmentThere := false
	for k := range g.Units {
		o := &g.Units[k]
		if k != i && o.Status == OnMap && o.Hex == h {
			others++
			detachmentThere = detachmentThere || o.Kind == units.Detachment
		}
	}
	if u.Kind == units.Detachment {
		if !g.campHex(h) {
			return placeNotCamp
		}
		if others > 0 {
			return placeNotAlone
		}
		return placeFine
	}
	if h.Col < g.Scen.FreeMinCol || h.Col > g.Scen.FreeMaxCol {
		return placeOutOfBand
	}
	if detachmentThere {
		return placeDetachment
	}
	if u.IsCombat() && g.StackSP(h)+u.Strength-g.spIfThere(i, h) > units.BritishStackLimit {
		return placeOverstack
	}
	return placeFine
}

// setupTally is what placeOK needs to know of every hex, worked out once
// per listing: whether any unit may set up there at all (passable, not an
// onrush hex, no Zulus), whether a detachment may (a camp hex), whether it
// is in the free set-up band, how many British units are there, whether one
// of them is a detachment, and the strength of the combat units there.
type setupTally struct {
	open, camp, band []bool
	units            []int
	det              []bool
	sp               []int
}

func (g *State) newSetupTally() setupTally {
	m := g.Scen.Map
	n := m.Size()
	// The tally lives in the state's buffers (the soak asks for one at
	// every set-up step): a tally is valid until the next one is made.
	if len(g.tallyFlags) != 4*n {
		g.tallyFlags, g.tallyCounts = make([]bool, 4*n), make([]int, 2*n)
	}
	flags, counts := g.tallyFlags, g.tallyCounts
	clear(flags[3*n:])
	clear(counts)
	t := setupTally{open: flags[:n], camp: flags[n : 2*n], band: flags[2*n : 3*n], det: flags[3*n:]}
	t.units, t.sp = counts[:n], counts[n:]
	wagon := -1
	if m.Contains(g.Wagon.Hex) {
		wagon = m.Index(g.Wagon.Hex)
	}
	// What never changes in a game is worked out once (tallyFixed): the
	// ground a unit may stand on (passable, not onrush), the camp's tents
	// and wagons, the band; then the Zulus and the wagon are taken off.
	if len(g.tallyFixed) != 3*n {
		g.tallyFixed = make([]bool, 3*n)
		for j := 0; j < n; j++ {
			col := m.HexAt(j).Col
			terr := m.TerrainOf(j)
			g.tallyFixed[j] = m.Info(j).MoveCost != 0 && !g.isOnrush(j)
			g.tallyFixed[n+j] = terr == hexmap.Tents || terr == hexmap.Wagons
			g.tallyFixed[2*n+j] = col >= g.Scen.FreeMinCol && col <= g.Scen.FreeMaxCol
		}
	}
	copy(flags[:3*n], g.tallyFixed)
	for j, z := range g.Zulus[:n] {
		if z != 0 {
			t.open[j] = false
		}
	}
	if wagon >= 0 {
		t.camp[wagon] = false // campHex: not the ammunition wagon's hex
	}
	for k := range g.Units {
		o := &g.Units[k]
		if o.Status != OnMap {
			continue
		}
		j := m.Index(o.Hex)
		if j < 0 || j >= n {
			continue
		}
		t.units[j]++
		t.det[j] = t.det[j] || o.Kind == units.Detachment
		if o.IsCombat() {
			t.sp[j] += o.Strength
		}
	}
	return t
}

// placeOK is placeProblem(i, hex j) == nil without building the error, for
// a placeable unit i that is not in hex j now (the case of every listed
// placement).
func (g *State) placeOK(i, j int, t *setupTally) bool {
	u := &g.Units[i]
	switch {
	case !t.open[j]:
		return false
	case u.Kind == units.Detachment:
		return t.camp[j] && t.units[j] == 0
	case !t.band[j] || t.det[j]:
		return false
	}
	return !u.IsCombat() || t.sp[j]+u.Strength <= units.BritishStackLimit
}

func (g *State) spIfThere(i int, h hexmap.Hex) int {
	if g.Units[i].Hex == h && g.Units[i].IsCombat() {
		return g.Units[i].Strength
	}
	return 0
}

func (g *State) applyPlace(a Action) error {
	if g.Phase != PhaseSetup {
		return fmt.Errorf("units are placed only during set-up")
	}
	if len(a.Units) == 0 {
		return fmt.Errorf("place: name a unit")
	}
	// A refused action changes nothing: the hexes of the units placed so
	// far are put back, last first (a unit named twice gets its first).
	type moved struct {
		i   int
		was hexmap.Hex
	}
	var savedBuf [8]moved
	saved := savedBuf[:0]
	undo := func() {
		for k := len(saved) - 1; k >= 0; k-- {
			g.Units[saved[k].i].Hex = saved[k].was
		}
	}
	for _, id := range a.Units {
		i := g.UnitIndex(id)
		if i < 0 {
			undo()
			return fmt.Errorf("no British unit %q", id)
		}
		if err := g.placeProblem(i, a.To); err != nil {
			undo()
			return err
		}
		saved = append(saved, moved{i, g.Units[i].Hex})
		g.Units[i].Hex = a.To
	}
	g.logf(British, "3.2", "%v set up in %s", a.Units, a.To)
	return nil
}

// setupOK reports whether setupProblems would find nothing, without
// building an error.
func (g *State) setupOK() bool {
	for i := range g.Units {
		u := &g.Units[i]
		if u.Status == OnMap && g.placeable(i) && g.placeWhy(i, u.Hex) != placeFine {
			return false
		}
	}
	return true
}

// setupProblems checks the whole deployment before play starts.
func (g *State) setupProblems() error {
	for i := range g.Units {
		u := &g.Units[i]
		if u.Status != OnMap || !g.placeable(i) {
			continue
		}
		if err := g.placeProblem(i, u.Hex); err != nil {
			return fmt.Errorf("set-up not finished: %s in %s: %v", u.ID, u.Hex, err)
		}
	}
	return nil
}

// defaultFreeSetup moves units whose printed hex lies outside the free band to
// the nearest legal hex inside it, so that a free set-up starts legal.
func (g *State) defaultFreeSetup() {
	m := g.Scen.Map
	for i := range g.Units {
		u := &g.Units[i]
		if u.Status != OnMap || !g.placeable(i) || u.Kind == units.Detachment {
			continue
		}
		if g.placeProblem(i, u.Hex) == nil {
			continue
		}
		best, bestD := hexmap.None, 1<<30
		for j := 0; j < m.Size(); j++ {
			h := m.HexAt(j)
			if d := hexmap.Distance(h, u.Hex); d < bestD && g.placeProblem(i, h) == nil {
				best, bestD = h, d
			}
		}
		if !best.IsNone() {
			u.Hex = best
		}
	}
}

// ---- Zulu movement (5.3, 7.0, 8.8) ----

func (g *State) applyRecycle(a Action) error {
	if g.Phase != PhaseZuluMove {
		return fmt.Errorf("recycled Zulus re-enter in the Zulu Movement phase")
	}
	m := g.Scen.Map
	if err := m.Check(a.To); err != nil {
		return err
	}
	if !g.Scen.IsOnrush(a.To) {
		return fmt.Errorf("%s is not an onrush hex", a.To)
	}
	_, west := g.Scen.RecycleGroup(a.To)
	pool := 1
	group := "east"
	if west {
		pool, group = 0, "west"
	}
	if a.Count < 1 {
		return fmt.Errorf("recycle: count must be at least 1")
	}
	if a.Count > g.Pool[pool] {
		return fmt.Errorf("only %s to re-enter through the %s onrush hexes", waitWords(g.Pool[pool]), group)
	}
	g.Pool[pool] -= a.Count
	g.Zulus[m.Index(a.To)] += a.Count
	g.logf(Zulu, "8.8", "%s at %s", reenterWords(a.Count), a.To)
	return nil
}

func (g *State) applyZuluMove(a Action) error {
	if g.Phase != PhaseZuluMove {
		return fmt.Errorf("Zulus move in the Zulu Movement phase; this is the %s phase", g.Phase)
	}
	if g.Pool[0]+g.Pool[1] > 0 {
		return fmt.Errorf("first put the %s into onrush hexes (8.8)", words.Count(g.Pool[0]+g.Pool[1], "recycled Zulu unit", "recycled Zulu units"))
	}
	m := g.Scen.Map
	if err := m.Check(a.From); err != nil {
		return err
	}
	if err := m.Check(a.To); err != nil {
		return err
	}
	f, t := m.Index(a.From), m.Index(a.To)
	if g.Zulus[f] == 0 {
		return fmt.Errorf("no Zulu unit in %s", a.From)
	}
	if g.Zulus[f]-g.Spent[f] <= 0 {
		return fmt.Errorf("the Zulu unit in %s has already moved this phase", a.From)
	}
	if f == t {
		return fmt.Errorf("a move must go somewhere")
	}
	if g.Zulus[t] > 0 && !g.isOnrush(t) {
		return fmt.Errorf("%s already holds a Zulu unit; only one may end a phase in a hex (6.4)", a.To)
	}
	c := g.zuluCostAt(f, t)
	if c <= 0 {
		return fmt.Errorf("%s cannot reach %s: it needs a path of at most 6 MP free of British units (7.0, 7.6)", a.From, a.To)
	}
	g.Zulus[f]--
	if g.Spent[f] > g.Zulus[f] {
		g.Spent[f] = g.Zulus[f]
	}
	g.Zulus[t]++
	g.Spent[t]++
	if g.logging() {
		g.logf(Zulu, "7.1", "Zulu moves %s → %s (%d MP)", a.From, a.To, c)
	}
	g.captureAt(a.To)
	return nil
}

// ---- British movement (5.6, 7.0–7.8) ----

func (g *State) applyOrder(a Action) error {
	if g.Phase != PhaseBritishOrder {
		return fmt.Errorf("the movement/combat order is chosen at the start of Phase IV")
	}
	g.MoveFirst = a.Flag
	g.InPhaseV = false
	if a.Flag {
		g.logf(British, "5.6", "Phase IV will be movement, Phase V combat")
		g.enter(PhaseBritishMove)
	} else {
		g.logf(British, "5.6", "Phase IV will be combat, Phase V movement")
		g.enter(PhaseBritishCombat)
	}
	return nil
}

func (g *State) applyMove(a Action) error {
	if g.Phase != PhaseBritishMove {
		return fmt.Errorf("British units move in the British Movement phase; this is the %s phase", g.Phase)
	}
	m := g.Scen.Map
	if err := m.Check(a.To); err != nil {
		return err
	}
	if len(a.Units) == 1 && a.Units[0] == WagonID {
		return g.moveWagon(a.To)
	}
	var ids []int
	for _, id := range a.Units {
		if id == WagonID {
			return fmt.Errorf("the wagon moves on its own (move Wagon HEX); escorts move to the same hex")
		}
		i := g.UnitIndex(id)
		if i < 0 {
			return fmt.Errorf("no British unit %q", id)
		}
		u := &g.Units[i]
		switch {
		case u.Status != OnMap:
			return fmt.Errorf("%s is not on the map", id)
		case !u.Kind.CanMove():
			return fmt.Errorf("%s is static and never moves (7.9)", id)
		case u.Moved:
			return fmt.Errorf("%s has already moved this phase (7.1)", id)
		case u.MA()-u.MPUsed <= 0:
			return fmt.Errorf("%s has no movement points left", id)
		}
		if len(ids) > 0 && g.Units[ids[0]].Hex != u.Hex {
			return fmt.Errorf("%s is not in the same hex as %s: a stack moves from one hex", id, g.Units[ids[0]].ID)
		}
		for _, j := range ids {
			if j == i {
				return fmt.Errorf("%s is named twice", id)
			}
		}
		ids = append(ids, i)
	}
	if len(ids) == 0 {
		return fmt.Errorf("move: name the units to move")
	}
	costs, budget := g.britishMoveCosts(ids)
	t := m.Index(a.To)
	c := int(costs[t])
	if c <= 0 {
		return fmt.Errorf("%s cannot reach %s with %d MP (terrain costs, no Zulu or onrush hexes, 7.3–7.6)", joinIDs(a.Units), a.To, budget)
	}
	sp := 0
	for _, i := range ids {
		if g.Units[i].IsCombat() {
			sp += g.Units[i].Strength
		}
	}
	if g.StackSP(a.To)+sp > units.BritishStackLimit {
		return fmt.Errorf("%s would hold %d SP, more than %d (6.3)", a.To, g.StackSP(a.To)+sp, units.BritishStackLimit)
	}
	from := g.Units[ids[0]].Hex
	for _, i := range ids {
		u := &g.Units[i]
		u.Hex = a.To
		u.MPUsed += c
		u.Moved = true
	}
	if g.logging() {
		g.logf(British, "7.1", "%s move %s → %s (%d MP)", joinIDs(a.Units), from, a.To, c)
	}
	g.checkEscape()
	return nil
}

func joinIDs(ids []string) string {
	s := ""
	for k, id := range ids {
		if k > 0 {
			s += "+"
		}
		s += id
	}
	return s
}

func (g *State) moveWagon(to hexmap.Hex) error {
	if g.Wagon.Captured {
		return fmt.Errorf("the wagon has been captured")
	}
	if g.Wagon.Moved {
		return fmt.Errorf("the wagon has already moved this phase")
	}
	dests := g.WagonDestinations()
	road, ok := dests[to]
	if !ok {
		return fmt.Errorf("the wagon cannot reach %s: 2 hexes along the road, or 1 hex off it into clear or tent ground costing 1 MP (7.3, 7.8)", to)
	}
	from := g.Wagon.Hex
	g.Wagon.Hex = to
	g.Wagon.Moved = true
	how := "off the road"
	if road {
		how = "along the road"
	}
	if g.Colours == ColoursRaised {
		g.logf(British, "7.8", "the wagon and the Colours move %s → %s %s", from, to, how)
	} else {
		g.logf(British, "7.8", "the wagon moves %s → %s %s", from, to, how)
	}
	g.checkEscape()
	return nil
}

func (g *State) applySquare(a Action) error {
	if g.Phase != PhaseBritishMove {
		return fmt.Errorf("squares are formed and broken during British movement (7.7)")
	}
	if len(a.Units) == 0 {
		return fmt.Errorf("name a unit")
	}
	form := a.Kind == ActSquare
	var idx []int
	for _, id := range a.Units {
		i := g.UnitIndex(id)
		if i < 0 {
			return fmt.Errorf("no British unit %q", id)
		}
		if err := g.squareProblem(i, form); err != nil {
			return err
		}
		idx = append(idx, i)
	}
	for _, i := range idx {
		u := &g.Units[i]
		if form {
			u.InSquare = true
			u.MPUsed = u.MA() // square MA 2: forming spends what is left
			u.Moved = true
			if g.logging() {
				g.logf(British, "7.7", "%s forms square in %s", u.ID, u.Hex)
			}
		} else {
			u.InSquare = false
			u.MPUsed = units.SquareChangeCost
			g.logf(British, "7.7", "%s leaves square (2 MP left to move)", u.ID)
		}
	}
	return nil
}

// squareProblem says why unit i may not form (or leave) square now.
// squareOK is squareProblem(i, form) == nil without building the error
// (the soak's listing asks it twice for every unit; TestSquareOKIsSquareProblem).
func (g *State) squareOK(i int, form bool) bool {
	u := &g.Units[i]
	switch {
	case u.Status != OnMap, !u.Kind.CanFormSquare(), form && u.InSquare, !form && !u.InSquare,
		form && u.MA()-u.MPUsed < units.SquareChangeCost, !form && (u.Moved || u.MPUsed > 0):
		return false
	}
	return true
}

func (g *State) squareProblem(i int, form bool) error {
	u := &g.Units[i]
	switch {
	case u.Status != OnMap:
		return fmt.Errorf("%s is not on the map", u.ID)
	case !u.Kind.CanFormSquare():
		return fmt.Errorf("%s cannot form square (7.7, 7.9)", u.ID)
	case form && u.InSquare:
		return fmt.Errorf("%s is already in square", u.ID)
	case !form && !u.InSquare:
		return fmt.Errorf("%s is not in square", u.ID)
	case form && u.MA()-u.MPUsed < units.SquareChangeCost:
		return fmt.Errorf("%s has %d MP left; forming square costs 2 (7.7)", u.ID, u.MA()-u.MPUsed)
	case !form && (u.Moved || u.MPUsed > 0):
		return fmt.Errorf("%s may leave square only before it moves (7.7)", u.ID)
	}
	return nil
}

// ---- decisions ----

func (g *State) applyChoose(a Action) error {
	if len(g.Pending) == 0 {
		return fmt.Errorf("there is no question to answer")
	}
	d := g.Pending[0]
	ok := false
	for _, o := range d.Options {
		ok = ok || o == a.Pick
	}
	if !ok {
		return fmt.Errorf("%q is not one of the choices %v", a.Pick, d.Options)
	}
	g.Pending = g.Pending[1:]
	switch d.Kind {
	case DecideHit:
		g.takeStep(g.UnitIndex(a.Pick), d.Count == 1)
	case DecideAdvance:
		if a.Pick != "none" {
			from, _ := hexmap.ParseHex(a.Pick)
			to, _ := hexmap.ParseHex(d.Hex)
			g.advance(g.idx(from), g.idx(to))
		} else {
			g.logf(Zulu, "8.7", "no Zulu advances into %s", d.Hex)
		}
	case DecideLeader:
		to, _ := hexmap.ParseHex(a.Pick)
		u := g.UnitByID(d.Unit)
		u.Hex = to
		g.logf(British, "8.6", "%s is left alone in %s and falls back to %s", u.ID, d.Hex, to)
	case DecideOverstack:
		i := g.UnitIndex(a.Pick)
		opts := g.displaceTargets(i)
		switch len(opts) {
		case 0:
			u := &g.Units[i]
			from := u.Hex
			u.Status = Eliminated
			g.Stats.BritishUnitsLost++
			g.Stats.BritishStepsLost += u.Strength
			g.logf(British, "6.2", "%s has nowhere to go from overstacked %s and is eliminated", u.ID, from)
			if g.StackSP(from) > units.BritishStackLimit {
				g.askOverstackFront(from)
			}
			g.checkMassacre()
		case 1:
			g.displace(i, opts[0])
		default:
			var ids []string
			for _, h := range opts {
				ids = append(ids, h.String())
			}
			g.pushFront(Decision{Kind: DecideDisplace, Side: Zulu, Hex: g.Units[i].Hex.String(), Unit: g.Units[i].ID, Options: ids})
		}
	case DecideDisplace:
		to, _ := hexmap.ParseHex(a.Pick)
		g.displace(g.UnitIndex(d.Unit), to)
	case DecideSnipe:
		i := g.UnitIndex(a.Pick)
		g.Stats.SnipingHits++
		if g.logging() {
			g.logf(Zulu, "5.7", "sniping hit on %s", a.Pick)
		}
		// The choices left for the next hit (listed only if one follows).
		var rest []string
		if d.Count > 1 {
			for _, o := range d.Options {
				if o != a.Pick {
					rest = append(rest, o)
				}
			}
		}
		if d.Count > 1 && len(rest) > 0 {
			d.Count--
			d.Options = rest
			g.pushFront(d)
		}
		g.takeStep(i, false)
		if g.Over() {
			return nil
		}
		// Units killed by this hit are no longer choices.
		// (The list is copied only when one of them died.)
		if len(g.Pending) > 0 && g.Pending[0].Kind == DecideSnipe {
			dead := len(g.Pending[0].Options) == 0
			for _, o := range g.Pending[0].Options {
				if g.UnitByID(o).Status != OnMap {
					dead = true
					break
				}
			}
			if dead {
				var alive []string
				for _, o := range g.Pending[0].Options {
					if g.UnitByID(o).Status == OnMap {
						alive = append(alive, o)
					}
				}
				g.Pending[0].Options = alive
				if len(alive) == 0 {
					g.Pending = g.Pending[1:]
				}
			}
		}
	case DecideColours:
		if a.Pick == "raise" {
			g.Colours = ColoursRaised
			g.logf(British, "5.9", "the Queen's Colours are raised in %s with the wagon", g.Wagon.Hex)
		} else {
			g.Colours = ColoursSentOff
			g.logf(British, "5.10", "the Queen's Colours are sent off the field: no escape victory, no Colours bonus, and a lost wagon will cost no fire penalty")
		}
	case DecideArrival:
		u := g.UnitByID(d.Unit)
		to, _ := hexmap.ParseHex(a.Pick)
		u.Status = OnMap
		u.Hex = to
		g.logf(British, "5.9", "%s arrives in %s", u.ID, to)
	}
	return nil
}

// sortedKeys returns the map's hexes in id order (for deterministic output).
func sortedKeys(m map[hexmap.Hex]bool) []hexmap.Hex {
	out := make([]hexmap.Hex, 0, len(m))
	for h := range m {
		out = append(out, h)
	}
	sort.Slice(out, func(a, b int) bool {
		return out[a].Col*100+out[a].Row < out[b].Col*100+out[b].Row
	})
	return out
}

// waitWords says how many recycled Zulus wait: "1 Zulu unit waits",
// "3 Zulu units wait".
func waitWords(n int) string {
	if n == 1 {
		return "1 Zulu unit waits"
	}
	return words.Count(n, "Zulu unit", "Zulu units") + " wait"
}

// reenterWords says how many recycled Zulus come back: "1 recycled Zulu
// unit re-enters", "3 recycled Zulu units re-enter".
func reenterWords(n int) string {
	if n == 1 {
		return "1 recycled Zulu unit re-enters"
	}
	return words.Count(n, "recycled Zulu unit", "recycled Zulu units") + " re-enter"
}
