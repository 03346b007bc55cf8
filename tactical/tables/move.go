package tables

import (
	"fmt"

	"zulu1879/hexmap"
)

// UnitKind is what sets a unit's basic movement allowance.
type UnitKind uint8

// Unit kinds. A British man's condition (W, M) overrides his rank: a
// wounded officer moves as a wounded man.
const (
	Officer        UnitKind = iota // British officer or NCO: 12
	Soldier                        // any other British man: 10
	WoundedMan                     // a British man with a W: 4
	MortalMan                      // a British man with an M: 1
	WalkingPatient                 // a hospital patient who can walk: 4
	BedPatient                     // a hospital patient who cannot: 0
	ZuluUnit                       // a Zulu unit in order: 12
	DisorderedZulu                 // a disordered Zulu unit: 0
	numUnitKinds
)

var unitKindNames = [numUnitKinds]string{"officer/NCO", "soldier", "wounded", "mortally wounded", "walking patient", "bed-bound patient", "Zulu", "disordered Zulu"}

// String names the kind.
func (k UnitKind) String() string {
	if k < numUnitKinds {
		return unitKindNames[k]
	}
	return fmt.Sprintf("unit-kind(%d)", k)
}

// Side is the side a kind of unit belongs to.
func (k UnitKind) Side() Side {
	if k >= ZuluUnit {
		return Zulu
	}
	return British
}

// baseAllowance is the MP of each kind before tiredness.
var baseAllowance = [numUnitKinds]int{
	Officer: 12, Soldier: 10, WoundedMan: 4, MortalMan: 1,
	WalkingPatient: 4, BedPatient: 0, ZuluUnit: 12, DisorderedZulu: 0,
}

// moveTiredness is the MP lost to tiredness (the same for both sides; the
// clock differs).
var moveTiredness = [3]int{Fresh: 0, Fatigued: 1, Exhausted: 3}

// Allowance is the movement allowance of a unit of kind k in turn: its
// basic MP less its side's fatigue (−1) or exhaustion (−3), never below 0.
func Allowance(k UnitKind, turn int) int {
	if k >= numUnitKinds {
		return 0
	}
	mp := baseAllowance[k] - moveTiredness[SideFatigue(k.Side(), turn)]
	if mp < 0 {
		return 0
	}
	return mp
}

// TerrainCost is the MP to enter a hex of each terrain kind, keyed by the
// names of scenarios/rdtactical (its Terrains list). Roofs are priced by
// RoofCost, not here.
var TerrainCost = map[string]int{
	"open":   1,
	"road":   1,
	"yard":   1,
	"floor":  1,
	"kraal":  1,
	"slope":  1,
	"bushes": 2,
	"ditch":  3,
}

// EnterCost returns the MP to enter a hex of the named terrain, and false
// for a name the table does not know.
func EnterCost(terrain string) (int, bool) {
	c, ok := TerrainCost[terrain]
	return c, ok
}

// Impassable is the cost of a crossing no unit of that side may make.
const Impassable = hexmap.Impassable

// sideCost is the MP added to a step across a hexside feature, per side
// (British, Zulu), for a standing (intact) feature.
var sideCost = [hexmap.NumSideKinds][2]int{
	hexmap.NoSide:       {0, 0},
	hexmap.BuildingWall: {Impassable, Impassable}, // dig a hole first
	hexmap.StoneWall:    {3, 3},
	hexmap.MealieWall:   {3, 3},
	hexmap.BiscuitBoxes: {2, 2},
	hexmap.WagonSide:    {4, 4},
	hexmap.RedoubtWall:  {4, 4},
	hexmap.LedgeSide:    {1, 1},
	hexmap.Door:         {1, Impassable}, // closed: Zulus must batter it
	hexmap.Window:       {3, 3},
	hexmap.Loophole:     {Impassable, Impassable},
	hexmap.Hole:         {1, 1},
}

// SideCost is the MP side s adds to a step across a hexside feature of kind
// k in state st, or Impassable. An open or broken door costs the British +1
// and Zulus nothing; a closed door is shut to Zulus (they batter it); works
// not built yet cost nothing. The second result is false for a kind or
// state the table does not know.
func SideCost(k hexmap.SideKind, st hexmap.SideState, s Side) (int, bool) {
	if k >= hexmap.NumSideKinds || s > Zulu {
		return 0, false
	}
	switch st {
	case hexmap.Intact:
	case hexmap.Opened, hexmap.Smashed:
		if k != hexmap.Door {
			return 0, false
		}
		if s == Zulu {
			return 0, true
		}
	case hexmap.Unbuilt:
		if k != hexmap.BiscuitBoxes && k != hexmap.RedoubtWall {
			return 0, false
		}
		return 0, true
	default:
		return 0, false
	}
	return sideCost[k][s], true
}

// Roof movement: the whole cost of a climb up or down, or of a step from
// roof to roof hex. The storehouse roof may be climbed only from inside the
// perimeter (the map's upFrom says where).
const (
	RoofUp     = 6
	RoofDown   = 4
	RoofAcross = 2
)

// Action is a thing done with movement points rather than a step.
type Action uint8

// The actions with a movement cost.
const (
	DigHole      Action = iota // British only, one a turn: make a hole in a wall
	RemoveFire                 // British only: put out a fire
	StartFire                  // British only (Zulus use flaming spears)
	BatterAction               // Zulu only: one attempt to break a door
	numActions
)

var actionNames = [numActions]string{"dig a hole", "remove a fire", "start a fire", "batter a door"}

// String names the action.
func (a Action) String() string {
	if a < numActions {
		return actionNames[a]
	}
	return fmt.Sprintf("action(%d)", a)
}

// actionCost is the MP of each action per side; Impassable: that side may
// not.
var actionCost = [numActions][2]int{
	DigHole:      {5, Impassable},
	RemoveFire:   {5, Impassable},
	StartFire:    {3, Impassable},
	BatterAction: {Impassable, 10},
}

// ActionCost is the MP side s pays for action a, and false when that side
// may not take it.
func ActionCost(a Action, s Side) (int, bool) {
	if a >= numActions || s > Zulu {
		return 0, false
	}
	c := actionCost[a][s]
	return c, c != Impassable
}
