// Package game is the rules engine of Last Stand at Isandlwana: the game
// state, the seven-phase turn, the legal actions of whoever must act, and
// Apply, which carries out one action with dice from the game's seeded roller
// and records everything in the event log.
//
// The engine is pure Go and deterministic: the same scenario, seed and
// sequence of actions always give the same state, log and hash.
package isandlwana

import (
	"fmt"

	"zulu1879/dice"
	"zulu1879/hexmap"
	"zulu1879/scenarios"
	"zulu1879/units"
)

// Side is one of the two players.
type Side uint8

// The sides.
const (
	British Side = iota
	Zulu
	NoSide
)

// String names the side.
func (s Side) String() string {
	switch s {
	case British:
		return "British"
	case Zulu:
		return "Zulu"
	}
	return "nobody"
}

// Other returns the opposing side.
func (s Side) Other() Side {
	if s == British {
		return Zulu
	}
	return British
}

// Phase is a step of the turn (5.2), plus set-up and the end of the game.
type Phase uint8

// The phases, in the order they come.
const (
	PhaseSetup          Phase = iota // British deploy (3.2 / 10.1)
	PhaseArrivals                    // start of turn 2: Colours and Lt. A (5.9, 5.10)
	PhaseZuluMove                    // I
	PhaseReaction                    // II
	PhaseZuluAttack                  // III
	PhaseBritishOrder                // start of IV: movement or combat first (5.6)
	PhaseBritishMove                 // IV or V
	PhaseBritishCombat               // IV or V
	PhaseSniping                     // VI
	PhaseLeaderFatality              // VII
	PhaseGameOver
)

var phaseNames = [...]string{
	"Set-up", "Arrivals", "Zulu Movement", "British Reaction", "Zulu Attack",
	"British Movement or Combat", "British Movement", "British Combat",
	"Zulu Sniping", "British Leader Fatalities", "Game over",
}

// String names the phase.
func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return fmt.Sprintf("phase(%d)", p)
}

// Outcome is how a game ended (4.0).
type Outcome uint8

// The ways a game can end.
const (
	NotOver         Outcome = iota
	BritishEscape           // 4.1: wagon, Colours and a combat unit reach the west edge
	BritishSurvival         // 4.2: something British still stands at the end of turn 6
	ZuluMassacre            // 4.3: no British combat unit or leader left on the map
)

var outcomeNames = [...]string{"not over", "British escape (4.1)", "British survival (4.2)", "Zulu massacre (4.3)"}

// String describes the outcome.
func (o Outcome) String() string {
	if int(o) < len(outcomeNames) {
		return outcomeNames[o]
	}
	return "unknown"
}

// Key is a short stable name for the outcome (for JSON and statistics).
func (o Outcome) Key() string {
	return [...]string{"none", "british_escape", "british_survival", "zulu_massacre"}[o]
}

// Winner is the side the outcome favours.
func (o Outcome) Winner() Side {
	switch o {
	case BritishEscape, BritishSurvival:
		return British
	case ZuluMassacre:
		return Zulu
	}
	return NoSide
}

// Where a British counter is.
type Status uint8

// Unit statuses.
const (
	OnMap      Status = iota
	Waiting           // a reinforcement not yet arrived
	Eliminated        // removed from play
)

// Unit is a British counter in play.
type Unit struct {
	ID       string     `json:"id"`
	Name     string     `json:"name"`
	Kind     units.Kind `json:"kind"`
	Full     int        `json:"full"`     // printed strength
	Strength int        `json:"strength"` // current strength (= steps left)
	Hex      hexmap.Hex `json:"hex"`
	Status   Status     `json:"status"`
	InSquare bool       `json:"square,omitempty"`
	Arrives  int        `json:"arrives,omitempty"`
	// Per-phase bookkeeping.
	MPUsed   int  `json:"mp,omitempty"`
	Moved    bool `json:"moved,omitempty"`
	FireUsed int  `json:"fireUsed,omitempty"` // strength already fired this phase
}

// IsCombat reports whether the counter is a combat unit (not a leader).
func (u *Unit) IsCombat() bool { return u.Kind.IsCombat() }

// Alive reports whether the counter is on the map.
func (u *Unit) Alive() bool { return u.Status == OnMap }

// MA is the unit's movement allowance now (7.0, 7.7).
func (u *Unit) MA() int {
	if !u.Kind.CanMove() {
		return 0
	}
	if u.InSquare {
		return units.SquareMA
	}
	return units.BritishMA
}

// ColoursState says where the Queen's Colours are.
type ColoursState uint8

// Colours states.
const (
	ColoursNotYet   ColoursState = iota // before their arrival turn
	ColoursRaised                       // on the map with the wagon
	ColoursSentOff                      // sent off the field (5.10)
	ColoursCaptured                     // taken by the Zulus (8.10)
)

// Wagon is the ammunition wagon marker.
type Wagon struct {
	Hex      hexmap.Hex `json:"hex"`
	Captured bool       `json:"captured,omitempty"`
	Moved    bool       `json:"moved,omitempty"`
}

// Options change the rules of one game.
type Options struct {
	// Quiet skips building the text of log events (the dice are still rolled
	// and the state is identical); the simulator uses it for speed.
	Quiet bool `json:"-"`
}

// State is a whole game. Its exported fields are everything a save needs;
// the scenario is referred to by id.
type State struct {
	Scen *scenarios.Scenario `json:"-"`
	Opts Options             `json:"-"`

	ScenarioID string      `json:"scenario"`
	Seed       uint64      `json:"seed"`
	Dice       dice.Seeded `json:"dice"`
	Turn       int         `json:"turn"`
	Phase      Phase       `json:"phase"`
	MoveFirst  bool        `json:"moveFirst"` // 5.6: Phase IV was movement
	InPhaseV   bool        `json:"inPhaseV"`
	// Closing is set when the phase has been ended but decisions it raised
	// (overstacks) are still to be answered.
	Closing bool `json:"closing,omitempty"`
	// Fresh is set while nobody has acted yet in the current phase; a phase
	// with nothing to do is skipped only then.
	Fresh   bool         `json:"fresh,omitempty"`
	Units   []Unit       `json:"units"`
	Wagon   Wagon        `json:"wagon"`
	Colours ColoursState `json:"colours"`
	// Zulus[i] is the number of Zulu units in hex index i.
	Zulus []int `json:"zulus"`
	// Spent[i] counts Zulu units in hex i that have moved (Phase I) or
	// attacked (Phase III) this phase.
	Spent []int `json:"spent"`
	// FiredOn[i] counts Zulu units in hex i fired on this phase (8.3.1).
	FiredOn []int `json:"firedOn"`
	// AttackedFrom[i] lists, for a target hex i, the hexes whose Zulus attacked
	// it this phase (candidates to advance after combat, 8.7).
	AttackedFrom map[int][]int `json:"attackedFrom,omitempty"`
	// Pool holds eliminated Zulus waiting to re-enter: [0] west, [1] east (8.8).
	Pool [2]int `json:"pool"`
	// Decisions waiting to be taken, first one first.
	Pending []Decision `json:"pending,omitempty"`
	Outcome Outcome    `json:"outcome"`
	// EndReason says in words how the game ended.
	EndReason string  `json:"endReason,omitempty"`
	Log       []Event `json:"log,omitempty"`
	Stats     Stats   `json:"stats"`

	roller dice.Roller // nil: use &Dice
	reach  hexmap.Reach
	stacks []int // stackSPs' buffer
	// Zulu path costs by origin for the British side of signature zcacheSig
	// (see zuluCosts; zuluRefresh drops those a British change touches):
	// zentry[i] is 1 + the position in zpool of the costs from hex i, 0 when
	// not worked out yet; zused counts the pool's slices ever used.
	zentry []int32
	zpool  [][]int8
	zlists [][]int32 // zlists[k]: the hexes zpool[k] reaches, in index order
	zbits  []hexSet  // zbits[k]: the same hexes as a set (the last level of zlev[k])
	// zlev[k]: the hexes reached with at most 1, 2, … ZuluMA MP (one set of
	// words after the other); zpool[k] holds the costs written out from
	// them once zcostOK[k] is set (zuluCostsOf).
	zlev      [][]uint64
	zcostOK   []bool
	zfree     hexSet  // legalAt's scratch: hexes a Zulu may end a move in
	fcount    []int32 // fireAt's scratch: firers by target hex, left all 0
	zonrush   hexSet  // legalAt's: the onrush hexes
	zfire     hexSet  // anyFire's scratch: the hexes holding Zulus not yet fired on
	zused     int
	zblank    []int8 // -1 for every hex, copied into a search's costs first
	zcacheSig uint64
	zspare    []int32  // positions in zpool free for reuse (dropped results)
	zchanged  hexSet   // zuluRefresh's scratch: hexes whose entry changed
	znear     hexSet   // zuluRefresh's scratch: those and their neighbours
	zprev     []int8   // zuluRefresh's scratch: the entry costs before
	zenter    []int8   // MP for a Zulu to enter each hex now, 0: never
	zwagon    int      // hex index of a lone wagon, or -1
	znet      *zuluNet // the path search's sets (zulupath.go)
	// British move costs (britishCostsFrom): the search's sets, its costs,
	// the entry costs and the Zulu counts they were worked out for.
	bnet *zuluNet
	// bcost holds the search from bfrom with bbudget MP while bdone is set
	// (and the Zulus stand as in bzulus).
	bdone          bool
	bfrom, bbudget int
	// newSetupTally's buffers.
	tallyFlags  []bool
	tallyFixed  []bool // the part of a tally that never changes (open ground, camp, band)
	tallyCounts []int
	bcost       []int8
	benter      []int8
	bzulus      []int
	// The position's stamp, the one the last Apply replaced, and that
	// Apply's Zulu move (stamp.go).
	stamp, stampBefore uint64
	lastFrom, lastTo   int32
	// resolveShots' buffers: the firing units and their checked shots,
	// read only until the fire is carried out or its odds worked out.
	shotIdx []int
	shotBuf []Shot
}

// Stats are running totals for summaries and the simulator.
type Stats struct {
	ZulusEliminated   int `json:"zulusEliminated"`
	BritishStepsLost  int `json:"britishStepsLost"`
	BritishUnitsLost  int `json:"britishUnitsLost"`
	LeadersLost       int `json:"leadersLost"`
	EndTurn           int `json:"endTurn"`
	ZuluAttacks       int `json:"zuluAttacks"`
	BritishFires      int `json:"britishFires"`
	BritishFiresHit   int `json:"britishFiresHit"`
	ZuluAttacksHit    int `json:"zuluAttacksHit"`
	SnipingHits       int `json:"snipingHits"`
	ZulusOnMapAtEnd   int `json:"zulusOnMapAtEnd"`
	BritishSPAtEnd    int `json:"britishSPAtEnd"`
	BritishUnitsAtEnd int `json:"britishUnitsAtEnd"`
}

// New starts a game of the scenario with the given seed. The British set-up
// is pre-filled with the scenario's default positions; the first decision is
// the British player's to confirm or change it.
func New(s *scenarios.Scenario, seed uint64, opts Options) *State {
	m := s.Map
	g := &State{
		Scen: s, Opts: opts, ScenarioID: s.ID, Seed: seed, Dice: dice.Seeded{State: seed},
		Turn: 1, Phase: PhaseSetup,
		Zulus: make([]int, m.Size()), Spent: make([]int, m.Size()), FiredOn: make([]int, m.Size()),
		Wagon: Wagon{Hex: s.Wagon},
		stamp: stampSeq.Add(1), lastFrom: -1, lastTo: -1,
	}
	for _, b := range s.British {
		u := Unit{ID: b.ID, Name: b.Name, Kind: b.Kind, Full: b.Strength, Strength: b.Strength, Arrives: b.Arrives}
		switch {
		case b.Arrives > 0:
			u.Status = Waiting
		case !b.Camp.IsNone():
			u.Hex = b.Camp
		default:
			u.Hex = b.Setup
		}
		g.Units = append(g.Units, u)
	}
	for _, h := range s.OnrushWest {
		g.Zulus[m.Index(h)] = s.ZulusPerOnrush
	}
	for _, h := range s.OnrushEast {
		g.Zulus[m.Index(h)] = s.ZulusPerOnrush
	}
	if s.Setup == scenarios.FreeSetup {
		g.defaultFreeSetup()
	}
	g.logf(NoSide, "3.0", "%s, seed %d, %s set-up. The British deploy first.", s.Name, seed, s.Setup)
	return g
}

// SetRoller replaces the game's dice (tests use dice.Scripted). A game with a
// foreign roller is not reproducible from its seed.
func (g *State) SetRoller(r dice.Roller) { g.roller = r }

// Over reports whether the game has ended.
func (g *State) Over() bool { return g.Outcome != NotOver }

// Map returns the board.
func (g *State) Map() *hexmap.Map { return g.Scen.Map }

// UnitIndex returns the index of the British counter with the given id, or -1.
func (g *State) UnitIndex(id string) int {
	for i := range g.Units {
		if g.Units[i].ID == id {
			return i
		}
	}
	return -1
}

// UnitByID returns the British counter with the given id, or nil.
func (g *State) UnitByID(id string) *Unit {
	if i := g.UnitIndex(id); i >= 0 {
		return &g.Units[i]
	}
	return nil
}

// idx is the dense index of hex h.
func (g *State) idx(h hexmap.Hex) int { return g.Scen.Map.Index(h) }

// ZulusAt returns the number of Zulu units in hex h.
func (g *State) ZulusAt(h hexmap.Hex) int {
	if !g.Scen.Map.Contains(h) {
		return 0
	}
	return g.Zulus[g.idx(h)]
}

// UnitsAt returns the indices of British counters on the map in hex h, in
// order of battle order.
func (g *State) UnitsAt(h hexmap.Hex) []int {
	var out []int
	for i := range g.Units {
		if g.Units[i].Status == OnMap && g.Units[i].Hex == h {
			out = append(out, i)
		}
	}
	return out
}

// britishIn reports whether any British counter (combat unit or leader) is in h.
func (g *State) britishIn(h hexmap.Hex) bool {
	for i := range g.Units {
		if g.Units[i].Status == OnMap && g.Units[i].Hex == h {
			return true
		}
	}
	return false
}

// combatIn reports whether a British combat unit is in h.
func (g *State) combatIn(h hexmap.Hex) bool {
	for i := range g.Units {
		u := &g.Units[i]
		if u.Status == OnMap && u.Hex == h && u.IsCombat() {
			return true
		}
	}
	return false
}

// StackSP is the British strength stacked in h (6.3: leaders, wagon and
// Colours do not count).
func (g *State) StackSP(h hexmap.Hex) int {
	sp := 0
	for i := range g.Units {
		u := &g.Units[i]
		if u.Status == OnMap && u.Hex == h && u.IsCombat() {
			sp += u.Strength
		}
	}
	return sp
}

// leaderIn reports whether a British leader is in h.
func (g *State) leaderIn(h hexmap.Hex) bool {
	for i := range g.Units {
		u := &g.Units[i]
		if u.Status == OnMap && u.Hex == h && u.Kind == units.Leader {
			return true
		}
	}
	return false
}

// ColoursHex returns the hex of the Colours when they are on the map.
func (g *State) ColoursHex() (hexmap.Hex, bool) {
	if g.Colours == ColoursRaised {
		return g.Wagon.Hex, true
	}
	return hexmap.None, false
}

// WagonOnMap reports whether the ammunition wagon is still in play.
func (g *State) WagonOnMap() bool { return !g.Wagon.Captured }

// zuluAdjacent reports whether any Zulu unit is next to h.
func (g *State) zuluAdjacent(h hexmap.Hex) bool {
	m := g.Scen.Map
	for _, j := range m.NeighborIndices(m.Index(h)) {
		if g.Zulus[j] > 0 {
			return true
		}
	}
	return false
}

// ZuluAdjacent reports whether any Zulu unit is next to h.
func (g *State) ZuluAdjacent(h hexmap.Hex) bool { return g.zuluAdjacent(h) }

// IsOnrush reports whether hex index i is an onrush hex.
func (g *State) isOnrush(i int) bool { return g.Scen.OnrushAt(i) }

// ZulusOnMap counts Zulu units on the board (onrush hexes included).
func (g *State) ZulusOnMap() int {
	n := 0
	for _, c := range g.Zulus {
		n += c
	}
	return n
}

// BritishSP is the total strength of British combat units on the map.
func (g *State) BritishSP() int {
	sp := 0
	for i := range g.Units {
		if g.Units[i].Status == OnMap && g.Units[i].IsCombat() {
			sp += g.Units[i].Strength
		}
	}
	return sp
}

// Clone returns an independent copy of the game (sharing the read-only
// scenario). The copy rolls its own continuation of the same dice.
func (g *State) Clone() *State {
	c := *g
	c.copyRecords(g, &State{})
	return &c
}

// CloneInto is Clone into dst, reusing its buffers: a bot that plans on a
// copy of the game at every decision keeps one copy and allocates nothing
// once its buffers have grown. dst's caches (the Zulu and British path
// costs) are kept when it holds the same scenario: each checks that it
// still fits the position before it answers, as it does after an Apply.
// dst must not be g, nor be used by anyone else afterwards; a nil dst
// gives Clone.
func (g *State) CloneInto(dst *State) *State {
	if dst == nil || dst == g {
		return g.Clone()
	}
	old := *dst
	*dst = *g
	if old.Scen != g.Scen {
		old.dropCaches()
	}
	dst.copyRecords(g, &old)
	return dst
}

// copyRecords makes c, a copy of g by value, independent of g: its own
// units, counts, decisions and log, in buf's slices where it has them, and
// buf's caches and scratch buffers (none for a Clone).
func (c *State) copyRecords(g, buf *State) {
	c.Units = copyInto(buf.Units, g.Units)
	c.Zulus = copyInto(buf.Zulus, g.Zulus)
	c.Spent = copyInto(buf.Spent, g.Spent)
	c.FiredOn = copyInto(buf.FiredOn, g.FiredOn)
	c.AttackedFrom = nil
	if g.AttackedFrom != nil {
		c.AttackedFrom = make(map[int][]int, len(g.AttackedFrom))
		for k, v := range g.AttackedFrom {
			c.AttackedFrom[k] = append([]int(nil), v...)
		}
	}
	c.Pending = copyInto(buf.Pending, g.Pending)
	for i := range c.Pending {
		c.Pending[i].Options = append([]string(nil), g.Pending[i].Options...)
	}
	c.Log = copyInto(buf.Log, g.Log)
	c.reach, c.stacks = buf.reach, buf.stacks
	c.zentry, c.zpool, c.zlists, c.zused, c.zenter, c.zblank = buf.zentry, buf.zpool, buf.zlists, buf.zused, buf.zenter, buf.zblank
	c.zlev, c.zcostOK = buf.zlev, buf.zcostOK
	c.znet, c.zbits, c.zfree, c.fcount, c.zonrush = buf.znet, buf.zbits, buf.zfree, buf.fcount, buf.zonrush
	c.zfire = buf.zfire
	c.zspare, c.zchanged, c.znear, c.zprev = buf.zspare, buf.zchanged, buf.znear, buf.zprev
	c.zcacheSig, c.zwagon = buf.zcacheSig, buf.zwagon
	c.bnet, c.bcost, c.benter, c.bzulus, c.bdone = buf.bnet, buf.bcost, buf.benter, buf.bzulus, false
	c.bfrom, c.bbudget = buf.bfrom, buf.bbudget
	c.tallyFlags, c.tallyCounts, c.tallyFixed = buf.tallyFlags, buf.tallyCounts, buf.tallyFixed
	c.shotIdx, c.shotBuf = buf.shotIdx, buf.shotBuf
	if g.roller != nil {
		c.roller = nil // a copy of a scripted game continues on its own dice
	}
}

// copyInto returns a copy of src in buf's array when it is large enough;
// nil for an empty src, as append to a nil slice gives.
func copyInto[T any](buf, src []T) []T {
	if len(src) == 0 {
		return nil
	}
	return append(buf[:0], src...)
}

// dropCaches forgets the caches and scratch buffers (they were made for
// another scenario).
func (g *State) dropCaches() {
	g.reach, g.stacks = hexmap.Reach{}, nil
	g.zentry, g.zpool, g.zlists, g.zused, g.zenter, g.zblank = nil, nil, nil, 0, nil, nil
	g.zlev, g.zcostOK = nil, nil
	g.znet, g.zbits, g.zfree, g.fcount, g.zonrush = nil, nil, nil, nil, nil
	g.zfire = nil
	g.zspare, g.zchanged, g.znear, g.zprev = nil, nil, nil, nil
	g.bnet, g.bcost, g.benter, g.bzulus, g.bdone = nil, nil, nil, nil, false
	g.tallyFlags, g.tallyCounts, g.tallyFixed = nil, nil, nil
}
