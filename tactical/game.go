// Package tactical is the rules engine of The Defense of Rorke's Drift
// (seed 003): the fight for the mission station in 20-minute turns from
// 4:30 pm, one British soldier or five Zulus a counter, on the station map
// of scenarios/rdtactical with the forces of tactical/forces. It plays
// through the common game contract of package games (contract.go) as
// "rorkes-drift-tactical". The readings of the text are in README.md.
//
// A turn has six phases (Phase): British movement, Zulu movement, the
// burning building phase (automatic), British fire, Zulu fire and the Zulu
// melee. Every die comes from the game's seeded roller and is logged with
// the rule it served.
package tactical

import (
	"fmt"
	"strconv"

	"zulu1879/dice"
	"zulu1879/hexmap"
	"zulu1879/tactical/forces"
	"zulu1879/tactical/tables"
)

// Side is one of the two armies.
type Side uint8

// The sides; they are also the seats of the contract, in this order.
const (
	British Side = iota
	Zulu
)

// String names the side.
func (s Side) String() string {
	if s == British {
		return "british"
	}
	return "zulu"
}

// Phase is a phase of the sequence of play.
type Phase uint8

// The phases of a turn, then the end of the game.
const (
	BritishMove Phase = iota + 1
	ZuluMove
	Burning
	BritishFire
	ZuluFire
	Melee
	Over
)

var phaseNames = []string{"", "british-move", "zulu-move", "burning", "british-fire", "zulu-fire", "melee", "over"}

// String names the phase in the prompt's key.
func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return "phase(" + strconv.Itoa(int(p)) + ")"
}

// Seat is the side deciding in phase p.
func (p Phase) Seat() Side {
	if p == BritishMove || p == BritishFire {
		return British
	}
	return Zulu
}

// Wound is a unit's hurt: a British man may be wounded (W) or mortally
// wounded (M); a Zulu counter hit once is W (a second W makes it M, which
// removes it).
type Wound uint8

// The wound levels.
const (
	Fit Wound = iota
	Wounded
	Mortal
)

// Unit is one counter. British men are B001… in roster order; Zulu
// counters Z001… in order of arrival.
type Unit struct {
	Side    Side         `json:"s"`
	Kind    forces.Kind  `json:"k,omitempty"` // British
	Rifle   bool         `json:"r,omitempty"` // Zulu rifle unit
	Bed     bool         `json:"b,omitempty"`
	Orderly bool         `json:"o,omitempty"`
	Name    string       `json:"n"`
	At      hexmap.Place `json:"at"`
	OnMap   bool         `json:"m"`            // on the map or in the Oskarberg box
	Gone    bool         `json:"g,omitempty"`  // eliminated or removed
	Wound   Wound        `json:"w,omitempty"`  //
	Disord  bool         `json:"d,omitempty"`  // Zulu disordered (0 MP until recovered)
	Supp    bool         `json:"su,omitempty"` // sniper suppressed (may not fire)
	Pinned  bool         `json:"p,omitempty"`  // British D result: no fire next British fire phase
	Moved   bool         `json:"mv,omitempty"` // has moved (or spent his move) this phase
	Fired   bool         `json:"f,omitempty"`  // has fired this turn (or meleed, for Zulus)
	Hit     bool         `json:"h,omitempty"`  // fired at or meleed this turn (rule 10a)
	Fought  bool         `json:"fo,omitempty"` // a Zulu who has meleed this turn
	Busy    bool         `json:"bu,omitempty"` // building: may not move or fire
	Surg    int          `json:"sg,omitempty"` // option surgeon: turns left in the surgeon's care (0: not in it)
	Held    bool         `json:"hd,omitempty"` // option dice_melee: a tied fight holds him in the next movement
}

// InBox reports whether the unit is in the Oskarberg box.
func (u *Unit) InBox() bool { return u.OnMap && u.At.Box != 0 }

// Waiting is a Zulu counter due to come on.
type Waiting struct {
	Regiment string       `json:"reg"`
	Edge     forces.Edge  `json:"edge"`
	From     int          `json:"from"`
	To       int          `json:"to"`
	Rifle    bool         `json:"rifle,omitempty"`
	Turn     int          `json:"turn"`
	Hexes    []hexmap.Hex `json:"-"`
}

// Fire is a room whose roof area burns.
type Fire struct {
	Room string `json:"room"`
	Lit  int    `json:"lit"` // the turn it caught
}

// Building is the fire state of a building's roof.
type Building struct {
	Name      string `json:"name"`
	Full      int    `json:"full,omitempty"`      // the turn fire first covered every room (0: not yet)
	Collapsed bool   `json:"collapsed,omitempty"` // the roof has fallen in
	BurntOut  bool   `json:"burnt_out,omitempty"` // the fire has burnt itself out
}

// Project is a work under construction (rule 7).
type Project struct {
	Work    string `json:"work"`
	Workers []int  `json:"workers"`
	Turns   int    `json:"turns"` // turns completed
	Started int    `json:"started"`
}

// SideChange is a hexside changed in play: a door broken, a hole dug, a
// work built.
type SideChange struct {
	Side  string `json:"side"`
	Kind  string `json:"kind"`
	State string `json:"state,omitempty"`
	Was   string `json:"was,omitempty"` // replaced kind (a hole in a wall)
}

// Event is one line of the log.
type Event struct {
	Side  int    `json:"side"` // -1: the game
	Turn  int    `json:"turn"`
	Phase Phase  `json:"phase"`
	Rule  string `json:"rule,omitempty"`
	Text  string `json:"text"`
	Dice  []int  `json:"dice,omitempty"`
}

// Tally is the Zulu losses the British score (rule 11a.i): results
// inflicted over the game.
type Tally struct {
	Elim, Mortal, Wounded, Disorder int
}

// Outcome is how the game ended.
type Outcome struct {
	Key   string `json:"key"`
	How   string `json:"how"`
	VP    int    `json:"vp"`
	Level string `json:"level"`
}

// RulesRevision is the revision of the game's data and rules a new game
// is played on. Revision 1 is the game as first released: the engine
// pairs units and orders casualties itself, and the Zulu force of
// tactical/forces/forces.json. Revision 2 makes the pairs and the order
// of casualties the owner's decisions (Pending) and brings the Zulu force
// retuned for the stronger British bot (forces-2.json). Revision 3 lets
// the British pair against Zulu fire too (rule 9b: BritishFirePair,
// BritishFireCasualty), on revision 2's forces. A save names the
// revision it was played on (a save without one is revision 1), so that
// it replays as it was played.
const RulesRevision = 3

// Options are the scenario's options.
type Options struct {
	// Revision is the revision of the rules and forces to play (1 to
	// RulesRevision; 0: RulesRevision). Saves pin it.
	Revision int `json:"revision,omitempty"`
	// BiscuitBoxes: the biscuit-box line stands at 4:30 pm (default true).
	BiscuitBoxes *bool `json:"biscuit_boxes,omitempty"`
	// ZuluPairs: a Zulu next to the one the British fire at is paired with
	// it and counts as fired at this turn (rule 9a; default true).
	ZuluPairs *bool `json:"zulu_pairs,omitempty"`
	// LastTurn ends the game after this turn (1 to 38; default 38), for
	// short games and tests.
	LastTurn int `json:"last_turn,omitempty"`
	// Surgeon (optional rule from the skirmish, default off): a wounded
	// man on the storehouse floor at step 1c, while Surgeon Reynolds lives,
	// goes into the surgeon's care instead of rolling: W for one whole
	// turn, M for half of 2d6 turns, dying on a double 1 (README "Optional
	// rules from the skirmish").
	Surgeon bool `json:"surgeon,omitempty"`
	// DigOverTurns (optional rule from the skirmish, default off): "dig"
	// takes a man's whole move and rolls a d6; the points stay with the
	// wall, which becomes a hole at 8, instead of a hole for a flat 5 MP
	// once a turn.
	DigOverTurns bool `json:"dig_over_turns,omitempty"`
	// DiceMelee (optional rule from the skirmish, default off): a melee is
	// fought die against die (British 2 dice a man, Zulu 2 a counter, 1
	// if wounded; highest die wins, ties hold the men) instead of on the
	// odds table.
	DiceMelee bool `json:"dice_melee,omitempty"`
	// Campaign carries the effects of an Isandlwana result, set by the
	// campaign's ledger (nil: none).
	Campaign *Campaign `json:"campaign,omitempty"`
}

// Campaign is what the day's first battle changes here (the ledger; see
// README "The campaign"). Every field's zero value changes nothing.
type Campaign struct {
	// RedoubtBuilt: the redoubt stands at 4:30 pm, all four sides.
	RedoubtBuilt bool `json:"redoubt_built,omitempty"`
	// ArrivalsLater delays every Zulu arrival (the waves and the trickle)
	// by this many turns.
	ArrivalsLater int `json:"arrivals_later,omitempty"`
	// FirstWaveExtra adds counters to the first wave, from the pool.
	FirstWaveExtra int `json:"first_wave_extra,omitempty"`
	// PoolChange adds counters to the Zulu pool (or takes them away).
	PoolChange int `json:"pool_change,omitempty"`
	// BonusVP is added to the victory points.
	BonusVP int `json:"bonus_vp,omitempty"`
}

// Revision is the revision of the rules and forces the game is played on:
// a state from before revisions existed (the field left out) is
// revision 1.
func (g *Game) Revision() int {
	if g.Opt.Revision == 0 {
		return 1
	}
	return g.Opt.Revision
}

// forceData is the forces of the game's revision.
func (g *Game) forceData() *forces.Forces { return g.st.revs[forceRevision(g.Revision())-1] }

// forceRevision is the revision of the forces' data that rules revision
// rev plays with: its own, or the last before it that changed them
// (revision 3 changes only the rules, and plays revision 2's forces).
func forceRevision(rev int) int { return min(rev, forces.Revisions) }

// campaign is the options' campaign part (the zero value when none).
func (o Options) campaign() Campaign {
	if o.Campaign == nil {
		return Campaign{}
	}
	return *o.Campaign
}

// MaxArrivalsLater bounds Campaign.ArrivalsLater, MaxPoolChange the size
// of Campaign.PoolChange and Campaign.FirstWaveExtra.
const (
	MaxArrivalsLater = 6
	MaxPoolChange    = 200
)

// validate names the first campaign field out of its range.
func (c Campaign) validate() error {
	switch {
	case c.ArrivalsLater < 0 || c.ArrivalsLater > MaxArrivalsLater:
		return fmt.Errorf("campaign.arrivals_later %d: want 0 to %d", c.ArrivalsLater, MaxArrivalsLater)
	case c.FirstWaveExtra < 0 || c.FirstWaveExtra > MaxPoolChange:
		return fmt.Errorf("campaign.first_wave_extra %d: want 0 to %d", c.FirstWaveExtra, MaxPoolChange)
	case c.PoolChange < -MaxPoolChange || c.PoolChange > MaxPoolChange:
		return fmt.Errorf("campaign.pool_change %d: want -%d to %d", c.PoolChange, MaxPoolChange, MaxPoolChange)
	case c.BonusVP < -50 || c.BonusVP > 50:
		return fmt.Errorf("campaign.bonus_vp %d: want -50 to 50", c.BonusVP)
	}
	return nil
}

// Game is the state of one game.
type Game struct {
	Turn        int          `json:"turn"`
	Phase       Phase        `json:"phase"`
	Units       []Unit       `json:"units"`
	NBrit       int          `json:"nbrit"`
	Roller      *dice.Seeded `json:"roller"`
	Changes     []SideChange `json:"changes,omitempty"`
	Fires       []Fire       `json:"fires,omitempty"`
	Blds        []Building   `json:"buildings"`
	Queue       []Waiting    `json:"queue,omitempty"`
	Pool        int          `json:"pool"` // Zulu counters not yet scheduled
	Tally       Tally        `json:"tally"`
	RoomTurns   int          `json:"room_turns"`   // hospital rooms held, summed over the turns from 7 pm
	DoglegTurns int          `json:"dogleg_turns"` // turns from 7 pm with the dogleg held
	Rooms       []string     `json:"rooms"`        // hospital rooms occupied at the start
	DugTurn     int          `json:"dug_turn,omitempty"`
	Digs        []DigPoints  `json:"digs,omitempty"`    // option dig_over_turns: points dug into walls
	Torches     int          `json:"torches,omitempty"` // flaming spear attempts this turn
	Suppr       bool         `json:"suppr,omitempty"`   // sniper suppression done this turn
	Works       []Project    `json:"works,omitempty"`
	Ranked      *RankMove    `json:"ranked,omitempty"`  // the line that may step (4d)
	Pending     *Pending     `json:"pending,omitempty"` // a decision of rule 9 that interrupts the phase (revision 2 on)
	Focus       int          `json:"focus,omitempty"`   // 1 + the unit chosen with "next" (0: none)
	Built       []string     `json:"built,omitempty"`
	Last        int          `json:"last_turn"`
	Outcome     *Outcome     `json:"outcome,omitempty"`
	Events      []Event      `json:"-"`
	Opt         Options      `json:"opt"`
	st          *station     // shared, read-only
	cache       *cache       // rebuilt on demand; never hashed
	dice        []int        // dice of the event being built
	scratch     [][2]int     // reused by dangers
	legal       []string     // the legal list of this position, once built
}

// MaxTurn is the last turn: 4:50 am (turns start at 4:30 pm, 20 minutes
// apart).
const MaxTurn = forces.MaxTurn

// Clock turns, from the tables (a rule "from" a time applies from the first
// turn that starts after it).
var (
	NightTurn = tables.NightTurn // 7:10 pm: night, and hospital VP from 7 pm
)

// TargetVP ends the game (rule 11b).
const TargetVP = tables.VPEndsGame

// OskarbergCapDefault is the box's capacity when the map gives none.
const OskarbergCapDefault = 10

// TimeOf writes the time turn t starts, "4:30 pm".
func TimeOf(t int) string { return tables.ClockString(t) }

// Night reports whether turn t is a night turn.
func Night(t int) bool { return tables.Night(t) }

// tired is side s's tiredness in turn t.
func tired(s Side, t int) tables.Tiredness { return tables.SideFatigue(tables.Side(s), t) }
