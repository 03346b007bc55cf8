package skirmish

import (
	"fmt"
	"math"
	"slices"

	"zulu1879/dice"
	"zulu1879/hexmap"
	"zulu1879/scenarios/rdtactical"
)

// Side is one of the two sides, in seat order.
type Side uint8

// The sides.
const (
	British Side = iota
	Zulu
)

// String names the side as a seat.
func (s Side) String() string { return [...]string{"british", "zulu"}[s] }

// Phase is the step of the turn.
type Phase uint8

// The phases of a turn in the text's order; the surgeon and the end of the
// turn are automatic.
const (
	StepZuluMove Phase = iota
	StepBritishMove
	StepBritishFire
	StepZuluFire
	StepMelee
	StepOver
)

var phaseKeys = [...]string{"zulu-move", "british-move", "british-fire", "zulu-fire", "melee", "over"}

// String is the phase's stable key.
func (p Phase) String() string { return phaseKeys[p] }

// Figure is one man.
type Figure struct {
	ID      string     `json:"id"` // B1…, Z1…
	Name    string     `json:"name,omitempty"`
	Side    Side       `json:"side"`
	Hex     hexmap.Hex `json:"hex"`
	Roof    bool       `json:"roof,omitempty"`
	Face    hexmap.Dir `json:"face"`
	Weapon  Weapon     `json:"weapon"`
	Hero    bool       `json:"hero,omitempty"`
	Patient bool       `json:"patient,omitempty"`
	Wounds  Wounds     `json:"wounds"`
	Down    bool       `json:"down,omitempty"`
	// On is true while the figure is on the table (a Zulu between waves,
	// a dead man: false).
	On bool `json:"on"`
	// Gone: a killed Zulu rifleman never returns.
	Gone bool `json:"gone,omitempty"`
	// Hospital is the turns left with the surgeon (0: not there); Admitted
	// is the turn he came in.
	Hospital int `json:"hospital,omitempty"`
	Admitted int `json:"admitted,omitempty"`
	// Per turn and phase.
	MP        int  `json:"mp,omitempty"`
	Acted     bool `json:"acted,omitempty"` // spent something this phase
	FreeTurn  bool `json:"free_turn,omitempty"`
	Assisted  bool `json:"assisted,omitempty"`
	StoodUp   bool `json:"stood_up,omitempty"`
	Shots     int  `json:"shots,omitempty"`
	Fought    bool `json:"fought,omitempty"`     // in melee this turn
	FoughtAgo bool `json:"fought_ago,omitempty"` // in melee last turn
	Locked    bool `json:"locked,omitempty"`     // a drawn fight holds him
	// Bag: he carries a mealie bag (revision 2).
	Bag bool `json:"bag,omitempty"`
}

// Place is where the figure stands on the movement graph.
func (f *Figure) Place() hexmap.Place {
	if f.Roof {
		return hexmap.OnRoof(f.Hex)
	}
	return hexmap.OnGround(f.Hex)
}

// Alive reports whether a British figure lives, or a Zulu is on the table.
func (f *Figure) Alive() bool { return f.On && !f.Wounds.Dead }

// Active reports whether the figure can act (alive, not with the surgeon).
func (f *Figure) Active() bool { return f.Alive() && f.Hospital == 0 }

// SideChange is a hexside changed in play: a door opened, closed or broken,
// a hole dug.
type SideChange struct {
	Side  hexmap.Side      `json:"side"`
	Kind  hexmap.SideKind  `json:"kind"`
	State hexmap.SideState `json:"state"`
}

// Dig is the progress of a hole in a wall.
type Dig struct {
	Side   hexmap.Side `json:"side"`
	Points int         `json:"points"`
}

// Burn is a roof hex alight since a turn.
type Burn struct {
	Hex   hexmap.Hex `json:"hex"`
	Since int        `json:"since"`
}

// Deadline is a room whose roof is all ablaze: it must be empty by the end
// of Turn.
type Deadline struct {
	Room string `json:"room"`
	Turn int    `json:"turn"`
}

// Fight is a melee waiting in the melee phase.
type Fight struct {
	British []int `json:"british"`
	Zulus   []int `json:"zulus"`
}

// Result is how the game ended.
type Result struct {
	BritishWin bool   `json:"british_win"`
	Key        string `json:"key"`
	How        string `json:"how"`
	Score      int    `json:"score"`
}

// Event is one line of the log.
type Event struct {
	Seat  int    `json:"seat"` // -1: the game
	Turn  int    `json:"turn"`
	Phase string `json:"phase"`
	Rule  string `json:"rule,omitempty"`
	Text  string `json:"text"`
	Dice  []int  `json:"dice,omitempty"`
}

// Game is a skirmish in progress. Everything that decides the rest of the
// game is in its exported fields (the hash encodes them); the map and the
// scenario are shared, read-only.
type Game struct {
	Scenario  string       `json:"scenario"`
	Turn      int          `json:"turn"`
	Phase     Phase        `json:"phase"`
	Figs      []Figure     `json:"figs"`
	Changes   []SideChange `json:"changes,omitempty"`
	Digs      []Dig        `json:"digs,omitempty"`
	Burning   []Burn       `json:"burning,omitempty"`
	Deadlines []Deadline   `json:"deadlines,omitempty"`
	Wave      int          `json:"wave"`       // waves that have come on
	WaveOn    bool         `json:"wave_on"`    // one is on the table
	WaveTurns int          `json:"wave_turns"` // turns it has been on
	WaveSize  int          `json:"wave_size"`  // figures it came on with
	Fights    []Fight      `json:"fights,omitempty"`
	Terrace   bool         `json:"terrace,omitempty"` // the terrace has fired this turn
	Killed    [2]int       `json:"killed"`            // figures killed, by side
	Wounded   int          `json:"wounded"`           // wounds taken by the British
	Outcome   *Result      `json:"outcome,omitempty"`
	Roller    *dice.Seeded `json:"roller"`
	Gen       int          `json:"gen"` // counts side changes, for the bots' caches
	// Rev is the rules revision (0: a state from before revisions, 1).
	Rev int `json:"rev,omitempty"`
	// Pending is a choice of who falls waiting for its owner (revision 2).
	Pending *Pending `json:"pending,omitempty"`
	// Piles, RoofHoles and RoofDigs: the mealie bags left to take, the
	// holes dug in roofs, and those begun (revision 2).
	Piles     []Pile       `json:"piles,omitempty"`
	RoofHoles []hexmap.Hex `json:"roof_holes,omitempty"`
	RoofDigs  []RoofDig    `json:"roof_digs,omitempty"`
	Events    []Event      `json:"-"`
	m         *rdtactical.Map
	scen      *Scenario
	sides     *hexmap.Sides
	occ       []int16 // figure index+1 by place (ground, then roof); 0 free
	ownSides  bool    // sides is this game's alone (else clone before a change)
	steps     *steps  // step costs for the sides of generation steps.gen (shared, read-only)
	fieldKey  [4]int  // turn, phase, gen, side+1 of the cached bot field
	field     *Field
}

// Map is the station map the game is played on.
func (g *Game) Map() *rdtactical.Map { return g.m }

// Scen is the scenario.
func (g *Game) Scen() *Scenario { return g.scen }

// sideTable is what crossing a hexside costs in this game: walls,
// windows, ledges and wagons are obstacles; doors must be opened; a hole
// costs its own; building walls and loopholes are closed.
func sideTable() hexmap.SideTable {
	obst := hexmap.SideRule{Move: [hexmap.MaxMovers]int{CostObstacle, CostObstacle}}
	shut := hexmap.SideRule{Move: [hexmap.MaxMovers]int{hexmap.Impassable, hexmap.Impassable}, BlocksSight: true}
	free := hexmap.SideRule{}
	t := hexmap.SideTable{
		{Kind: hexmap.BuildingWall}:                        shut,
		{Kind: hexmap.StoneWall}:                           obst,
		{Kind: hexmap.MealieWall}:                          obst,
		{Kind: hexmap.BiscuitBoxes}:                        obst,
		{Kind: hexmap.BiscuitBoxes, State: hexmap.Unbuilt}: free,
		{Kind: hexmap.WagonSide}:                           obst,
		{Kind: hexmap.RedoubtWall}:                         obst,
		{Kind: hexmap.RedoubtWall, State: hexmap.Unbuilt}:  free,
		{Kind: hexmap.LedgeSide}:                           obst,
		{Kind: hexmap.Door}:                                shut,
		{Kind: hexmap.Door, State: hexmap.Opened}:          free,
		{Kind: hexmap.Door, State: hexmap.Smashed}:         free,
		{Kind: hexmap.Window}:                              obst,
		{Kind: hexmap.Loophole}:                            {Move: [hexmap.MaxMovers]int{hexmap.Impassable, hexmap.Impassable}},
		{Kind: hexmap.Hole}:                                {Move: [hexmap.MaxMovers]int{CostHole, CostHole}},
	}
	return t
}

// NewGame sets a scenario up on the built-in station map, on the current
// rules revision.
func NewGame(scenario string, seed uint64) (*Game, error) {
	return NewGameOn(scenario, seed, RulesRevision)
}

// NewGameOn is NewGame on rules revision rev (1 or 2).
func NewGameOn(scenario string, seed uint64, rev int) (*Game, error) {
	m, err := rdtactical.Builtin()
	if err != nil {
		return nil, err
	}
	if scenario == "" {
		scenario = ScenarioNames[0]
	}
	s, err := LoadScenario(scenario, m)
	if err != nil {
		return nil, err
	}
	if rev < 1 || rev > RulesRevision {
		return nil, fmt.Errorf("rules revision %d: this program plays 1 to %d", rev, RulesRevision)
	}
	return newGame(m, s, seed, rev), nil
}

func newGame(m *rdtactical.Map, s *Scenario, seed uint64, rev int) *Game {
	g := &Game{Scenario: s.Name, Turn: 0, m: m, scen: s, Roller: dice.NewSeeded(seed)}
	if rev >= 2 {
		g.Rev = rev
		g.Piles = slices.Clone(s.Bags)
	}
	g.sides = m.Sides.Clone()
	g.sides.Table = sideTable()
	g.ownSides = true
	for i, b := range s.British {
		g.Figs = append(g.Figs, Figure{ID: fmt.Sprintf("B%d", i+1), Name: b.Name, Side: British, Hex: b.Hex, Face: b.Face,
			Weapon: b.Weapon, Hero: b.Hero, Patient: b.Patient, Wounds: b.Wounds, On: true})
	}
	for i := range s.Zulu.Size {
		w := NoWeapon
		if i >= s.Zulu.Size-s.Zulu.Riflemen {
			w = ZuluRifle
		}
		g.Figs = append(g.Figs, Figure{ID: fmt.Sprintf("Z%d", i+1), Side: Zulu, Weapon: w, Hex: hexmap.None})
	}
	g.rebuildOcc()
	g.logf(-1, "", "%s: %s", s.Title, s.About)
	g.startTurn()
	g.advance()
	return g
}

// rebuildOcc recomputes the occupancy index from the figures.
func (g *Game) rebuildOcc() {
	n := g.m.Grid.Size()
	if len(g.occ) != 2*n {
		g.occ = make([]int16, 2*n)
	} else {
		clear(g.occ)
	}
	for i := range g.Figs {
		f := &g.Figs[i]
		if f.Alive() {
			g.occ[g.placeIndex(f.Hex, f.Roof)] = int16(i + 1)
		}
	}
}

func (g *Game) placeIndex(h hexmap.Hex, roof bool) int {
	i := g.m.Grid.Index(h)
	if roof {
		i += g.m.Grid.Size()
	}
	return i
}

// At returns the index of the figure at a place, -1 if none.
func (g *Game) At(h hexmap.Hex, roof bool) int {
	if !g.m.Grid.Contains(h) {
		return -1
	}
	return int(g.occ[g.placeIndex(h, roof)]) - 1
}

func (g *Game) setPlace(i int, h hexmap.Hex, roof bool) {
	f := &g.Figs[i]
	if f.Alive() && g.m.Grid.Contains(f.Hex) {
		g.occ[g.placeIndex(f.Hex, f.Roof)] = 0
	}
	f.Hex, f.Roof = h, roof
	if f.Alive() {
		g.occ[g.placeIndex(h, roof)] = int16(i + 1)
	}
}

// remove takes a figure off the table (killed, or his wave left).
func (g *Game) remove(i int) {
	f := &g.Figs[i]
	if f.Alive() && g.m.Grid.Contains(f.Hex) {
		g.occ[g.placeIndex(f.Hex, f.Roof)] = 0
	}
	f.On = false
	f.Locked = false
	f.Bag = false
}

// kill removes a figure for good (a British man, a Zulu until the next wave,
// a rifleman for ever).
func (g *Game) kill(i int) {
	f := &g.Figs[i]
	g.remove(i)
	g.Killed[f.Side]++
	if f.Side == British {
		f.Wounds.Dead = true
	} else if f.Weapon == ZuluRifle {
		f.Gone = true
	}
}

// Figure finds a figure by id.
func (g *Game) Figure(id string) (int, bool) {
	for i := range g.Figs {
		if g.Figs[i].ID == id {
			return i, true
		}
	}
	return -1, false
}

func (g *Game) logf(seat int, rule, format string, a ...any) {
	g.Events = append(g.Events, Event{Seat: seat, Turn: g.Turn, Phase: g.Phase.String(), Rule: rule, Text: fmt.Sprintf(format, a...)})
}

func (g *Game) logDice(seat int, rule string, dice []int, format string, a ...any) {
	g.Events = append(g.Events, Event{Seat: seat, Turn: g.Turn, Phase: g.Phase.String(), Rule: rule, Text: fmt.Sprintf(format, a...), Dice: dice})
}

func (g *Game) roll(why string) int { return g.Roller.Roll(6, why) }

// Seat is the seat deciding now, -1 when the game is over.
func (g *Game) Seat() int {
	if g.Pending != nil && g.Outcome == nil {
		return int(g.Pending.Side)
	}
	switch g.Phase {
	case StepZuluMove, StepZuluFire, StepMelee:
		return int(Zulu)
	case StepBritishMove, StepBritishFire:
		return int(British)
	}
	return -1
}

// ---- geometry ----

// vec is a hex centre in the plane, flat-topped, north up.
func vec(h hexmap.Hex) (x, y float64) {
	a := h.Axial()
	return 1.5 * float64(a.Q), math.Sqrt(3) * (float64(a.R) + float64(a.Q)/2)
}

var dirVec [6][2]float64

func init() {
	o := hexmap.H(10, 10)
	ox, oy := vec(o)
	for d, n := range o.Neighbors() {
		x, y := vec(n)
		dirVec[d] = [2]float64{x - ox, y - oy}
	}
}

// DirTo is the hex direction nearest the line from a to b.
func DirTo(a, b hexmap.Hex) hexmap.Dir {
	ax, ay := vec(a)
	bx, by := vec(b)
	dx, dy := bx-ax, by-ay
	best, bd := -math.MaxFloat64, 0
	for d, v := range dirVec {
		if dot := dx*v[0] + dy*v[1]; dot > best+1e-9 {
			best, bd = dot, d
		}
	}
	return hexmap.Dir(bd)
}

// Turns is the number of hexsides between two facings (0 to 3).
func Turns(a, b hexmap.Dir) int {
	d := (int(b) - int(a) + 6) % 6
	return min(d, 6-d)
}

// Arc of a direction seen from a figure's facing.
type Arc uint8

// The arcs: the facing hexside and its neighbours are the front, the
// opposite hexside the rear, the two left the flanks.
const (
	Front Arc = iota
	Flank
	Rear
)

// String names the arc.
func (a Arc) String() string { return [...]string{"front", "flank", "rear"}[a] }

// ArcOf is the arc of direction d for a figure facing face.
func ArcOf(face, d hexmap.Dir) Arc {
	switch Turns(face, d) {
	case 0, 1:
		return Front
	case 2:
		return Flank
	}
	return Rear
}

// Contact reports whether figures i and j touch: neighbours on the same
// level with nothing closed between them on the ground.
func (g *Game) Contact(i, j int) bool {
	a, b := &g.Figs[i], &g.Figs[j]
	if !a.Alive() || !b.Alive() || a.Roof != b.Roof || !hexmap.Adjacent(a.Hex, b.Hex) {
		return false
	}
	if a.Roof {
		return true
	}
	sd, _ := hexmap.SideBetween(a.Hex, b.Hex)
	return !g.closedSide(sd)
}

// closedSide: a building wall, a closed door or a loophole: no contact
// and no passing.
func (g *Game) closedSide(sd hexmap.Side) bool {
	if g.sides.Has(sd, hexmap.BuildingWall) || g.sides.Has(sd, hexmap.Loophole) {
		return true
	}
	if f, ok := g.sides.Feature(sd, hexmap.Door); ok && f.State == hexmap.Intact {
		return true
	}
	return false
}

// Enemies lists the enemy figures in contact with figure i, by index.
func (g *Game) Enemies(i int) []int {
	f := &g.Figs[i]
	var out []int
	for _, n := range f.Hex.Neighbors() {
		if j := g.At(n, f.Roof); j >= 0 && g.Figs[j].Side != f.Side && g.Contact(i, j) {
			out = append(out, j)
		}
	}
	return out
}

// ---- sides in play ----

func (g *Game) changeSide(sd hexmap.Side, k hexmap.SideKind, st hexmap.SideState) {
	if !g.ownSides {
		g.sides, g.ownSides = g.sides.Clone(), true
	}
	if k == hexmap.Hole {
		for _, w := range []hexmap.SideKind{hexmap.BuildingWall} {
			if g.sides.Has(sd, w) {
				_ = g.sides.Replace(sd, w, hexmap.Feature{Kind: hexmap.Hole})
			}
		}
	} else if g.sides.Has(sd, k) {
		_ = g.sides.SetState(sd, k, st)
	} else {
		_ = g.sides.Add(sd, hexmap.Feature{Kind: k, State: st})
	}
	g.Changes = append(g.Changes, SideChange{Side: sd, Kind: k, State: st})
	g.Gen++
}

// SidesLayer is the hexsides as they stand now.
func (g *Game) SidesLayer() *hexmap.Sides { return g.sides }

// Sight traces a line of fire from a to b over the sides in play: blocked
// by building walls and closed doors; cover when the last side crossed,
// on the target's hex, holds a wall, window, door or ledge.
func (g *Game) Sight(a, b hexmap.Hex) (clear, cover bool) {
	for _, eps := range []float64{1e-6, -1e-6} {
		ok, cv := true, false
		for _, sd := range hexmap.SidesCrossed(a, b, eps) {
			if g.sides.BlocksSight(sd) {
				ok = false
				break
			}
			h1, h2 := sd.Hexes()
			if h1 == b || h2 == b {
				for _, f := range g.sides.At(sd) {
					if f.Kind != hexmap.Hole && f.Kind != hexmap.NoSide && !(f.State == hexmap.Unbuilt) {
						cv = true
					}
				}
			}
		}
		if ok {
			return true, cv
		}
	}
	return false, false
}

// inArea reports whether a figure stands on the ground in a named area.
func (g *Game) inArea(f *Figure, area string) bool {
	a, ok := g.m.Area(area)
	return ok && !f.Roof && a.Contains(f.Hex)
}

// InBuilding names the building a figure stands in ("" if none).
func (g *Game) InBuilding(f *Figure) string {
	if f.Roof {
		return ""
	}
	for _, a := range g.m.Areas {
		if a.Kind == rdtactical.Building && a.Contains(f.Hex) {
			return a.Name
		}
	}
	return ""
}

func (g *Game) burning(h hexmap.Hex) bool {
	return slices.ContainsFunc(g.Burning, func(b Burn) bool { return b.Hex == h })
}

func (g *Game) light(h hexmap.Hex, why string) {
	if g.burning(h) || roofOf(g.m, h) == nil {
		return
	}
	g.Burning = append(g.Burning, Burn{Hex: h, Since: g.Turn})
	slices.SortFunc(g.Burning, func(a, b Burn) int { return hexmap.Compare(a.Hex, b.Hex) })
	g.logf(-1, "fires", "the roof at %v catches fire (%s)", h, why)
}
