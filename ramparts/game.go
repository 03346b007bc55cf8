// Package rorkesdrift is the rules engine of the Rorke's Drift solitaire
// module, after "Zulus on the Ramparts!" (2nd edition): the player defends the
// mission station with cards while the game system moves four Zulu iButhos
// down four tracks with chits drawn from the iMpi cup.
//
// The engine is pure: it imports only the standard library, the shared dice
// and its scenario data. Every die is rolled through a dice.Roller and written
// to the game's log with the rule it served, so the same seed and the same
// actions always give the same game.
//
// Typical use:
//
//	g, err := rorkesdrift.New(rorkesdrift.Options{}, dice.NewSeeded(seed))
//	for !g.Over() {
//		a := pick(g.Legal())
//		if err := g.Apply(a); err != nil { ... }
//	}
//	res := g.Result()
package ramparts

import (
	"fmt"

	"zulu1879/dice"
)

// Phase names the decision point the game is waiting at.
type Phase string

// The decision points of a turn. Phases in which the player has nothing to
// decide are run through without stopping.
const (
	PhaseImpi         Phase = "impi"         // a chit has been drawn; an available Hero may react
	PhaseAction       Phase = "action"       // one Action plus free actions
	PhaseVolley       Phase = "volley"       // volley dice are rolled; a die may still be changed
	PhaseAblaze       Phase = "ablaze"       // both buildings burn and the table put one fire out: which (5.3.1)
	PhaseDraw         Phase = "draw"         // the card has been drawn; extra-draw abilities
	PhaseHero         Phase = "hero"         // put forth one Hero for free
	PhaseHousekeeping Phase = "housekeeping" // discard down to the hand limit
	PhaseOver         Phase = "over"
)

// HandLimit is the number of cards you may keep at Housekeeping (9.0).
const HandLimit = 5

// MaxTurns is a safety stop: no real game comes near it.
const MaxTurns = 400

// RulesRevision is the revision of the module's rules and chit mix that a
// new game is played on. Revision 1 is the engine before the audit of issue
// 14 (W. Jones made a 6 and modifiers came first, the engine chose which of
// two fires went out, a smaller chit mix, dice counted from 0 in the
// notation); a game saved on it is replayed on it.
const RulesRevision = 2

// Options selects the optional rules (12.1-12.5) and the campaign hooks.
type Options struct {
	// Revision is the rules revision the game is played on (RulesRevision;
	// 0 means the current one when a game is set up). Saves made before
	// revisions existed leave it out and were played on revision 1.
	Revision int `json:"revision,omitempty"`
	// StrongerIButhos adds each iButho's gold-striped Hit marker (12.1).
	StrongerIButhos bool `json:"stronger_ibuthos,omitempty"`
	// MeleeCombat lets cards #24 and #25 ignore the night penalty at close range (12.2, -1 VP).
	MeleeCombat bool `json:"melee_combat,omitempty"`
	// OptionalCards lists the optional cards (#32-#50) shuffled into the deck (12.3, -1 VP each).
	OptionalCards []int `json:"optional_cards,omitempty"`
	// MorningAttack enables the Zulu dawn assault when the cup runs dry (12.4).
	MorningAttack bool `json:"morning_attack,omitempty"`
	// Officers removes the Seniority Debate chit and stops Lt. Adendorff acting as a Lieutenant (12.5, -2 VP).
	Officers bool `json:"officers,omitempty"`
	// Campaign carries the effects of an Isandlwana result (DESIGN.md section 4).
	Campaign Campaign `json:"campaign,omitempty"`
	// Arrangement fixes the random parts of the set-up (tutorials, tests, puzzles).
	Arrangement *Arrangement `json:"arrangement,omitempty"`
}

// Campaign holds the hooks through which an Isandlwana result changes the
// Rorke's Drift set-up. The zero value is the standalone game.
type Campaign struct {
	// NoAmmoLow starts without the Ammunition/Water Low marker.
	NoAmmoLow bool `json:"no_ammo_low,omitempty"`
	// SurvivorsCard adds the Isandlwana Survivors Group (#51) to the starting hand.
	SurvivorsCard bool `json:"survivors_card,omitempty"`
	// NightEarlier places Night Fighting Begins one third of the pile higher.
	NightEarlier bool `json:"night_earlier,omitempty"`
	// FreshIButhos gives every iButho its gold-striped Hit marker (as 12.1).
	FreshIButhos bool `json:"fresh_ibuthos,omitempty"`
	// ExtraAllAdvance puts one more "All advance 1" chit in the cup.
	ExtraAllAdvance bool `json:"extra_all_advance,omitempty"`
	// BonusVP is added to the final score (the Colours sent off: +2).
	BonusVP int `json:"bonus_vp,omitempty"`
	// StrongestShort starts the strongest iButho one Hit marker short.
	StrongestShort bool `json:"strongest_short,omitempty"`
}

// Arrangement fixes set-up choices that are normally random.
type Arrangement struct {
	// Tracks names the iButho on each track, in the order Chest, Left Horn,
	// Right Horn, Loins. Empty means random.
	Tracks []string `json:"tracks,omitempty"`
	// DrawPile lists the draw pile top first. It must hold exactly the cards
	// the set-up would put there. Empty means the normal layered shuffle.
	DrawPile []int `json:"draw_pile,omitempty"`
}

// IButho is one Zulu regiment on the map.
type IButho struct {
	ID       string `json:"id"`
	Printed  int    `json:"printed"` // printed strength: standee plus standard Hit markers
	Track    int    `json:"track"`
	Box      int    `json:"box"`  // 5..1 on the track, 0, -1, -2 inside the post
	Hits     int    `json:"hits"` // Hit markers still under the standee
	Casualty int    `json:"casualty"`
	// StartHits is the number of Hit markers the iButho began with; Hits plus
	// Casualty always equals it.
	StartHits  int  `json:"start_hits"`
	Routed     bool `json:"routed,omitempty"`
	Eliminated bool `json:"eliminated,omitempty"`
}

// Strength is the current strength: the standee plus its Hit markers.
func (b *IButho) Strength() int { return b.Hits + 1 }

// Active reports whether the iButho is in the fight (neither routed nor eliminated).
func (b *IButho) Active() bool { return !b.Routed && !b.Eliminated }

// ChitState is one physical iMpi chit and where it is.
type ChitState struct {
	ID    string `json:"id"`   // instance id, e.g. "CH1b"
	Type  string `json:"type"` // chit id in chits.json
	Where string `json:"where"`
}

// Chit locations.
const (
	InCup     = "cup"
	Drawn     = "drawn"
	Discarded = "discard"
	Removed   = "removed"
)

// Event is one line of the game log.
type Event struct {
	Turn  int    `json:"turn"`
	Phase Phase  `json:"phase,omitempty"`
	Rule  string `json:"rule"`
	Text  string `json:"text"`
	Dice  []int  `json:"dice,omitempty"`
	// Secret marks dice that set an order the player may not know (the
	// shuffles of the set-up): the full record keeps them, but what the
	// player reads of the log leaves them out (see PlayerDice).
	Secret bool `json:"secret,omitempty"`
}

// PlayerDice returns the dice of e the player may see: none for a secret
// roll (a shuffle, whose dice would give away the order of the pile).
func (e Event) PlayerDice() []int {
	if e.Secret {
		return nil
	}
	return e.Dice
}

// PendingVolley is a rolled volley waiting for the player to accept it or to
// change a die with an ability.
type PendingVolley struct {
	Card   int    `json:"card"`
	Target int    `json:"target"` // index into IButhos
	Dice   []int  `json:"dice"`   // revision 1: after modifiers; later: as changed by Heroes, before modifiers
	Rolled []int  `json:"rolled"` // as rolled
	Note   string `json:"note,omitempty"`
	// Minus and Plus are the -1 and +1 modifiers still to apply when the
	// dice are accepted (revision 2 on: Heroes change dice first, 6.7.5 and
	// the FAQ).
	Minus int `json:"minus,omitempty"`
	Plus  int `json:"plus,omitempty"`
}

// Game is the whole state of a Rorke's Drift game. Every field is exported so
// that a save can store it as JSON; the roller is attached with SetRoller (a
// *dice.Seeded given to New is kept in Seeded and serialised with the game).
type Game struct {
	Options Options     `json:"options"`
	Turn    int         `json:"turn"`
	Phase   Phase       `json:"phase"`
	IButhos []IButho    `json:"ibuthos"`
	Chits   []ChitState `json:"chits"`
	// Cards: DrawPile is top first; Tableau holds the available Heroes.
	DrawPile []int `json:"draw_pile"`
	Hand     []int `json:"hand"`
	Tableau  []int `json:"tableau"`
	Discards []int `json:"discards"`
	OutCards []int `json:"out_of_play"`
	// Committed Heroes.
	Reserve       []int    `json:"reserve,omitempty"`
	BarricadeHero int      `json:"barricade_hero,omitempty"`
	BarricadeStep int      `json:"barricade_step,omitempty"` // thirds built of the next barricade
	VictoryBox    int      `json:"victory_box"`              // 0, -1 or -2
	Burning       [2]bool  `json:"burning"`
	AmmoLow       bool     `json:"ammo_low"`
	Night         bool     `json:"night"`
	Dawn          bool     `json:"dawn,omitempty"`
	FinalAssault  bool     `json:"final_assault,omitempty"`
	Banners       []string `json:"banners,omitempty"`
	Defending     []int    `json:"defending,omitempty"` // Heroes whose Heroic Defense marker is on the map
	FirstVolley   bool     `json:"first_volley,omitempty"`
	Relieved      bool     `json:"relieved,omitempty"`
	// Per-turn state.
	ActionsLeft  int            `json:"actions_left"`
	NoVolleys    bool           `json:"no_volleys,omitempty"`
	TurnDRM      int            `json:"turn_drm,omitempty"`
	IgnoreDRM    bool           `json:"ignore_drm,omitempty"`
	Used         []int          `json:"used,omitempty"` // cards whose ability was used this turn
	HeroFreeUsed bool           `json:"hero_free_used,omitempty"`
	PrivateBonus bool           `json:"private_bonus,omitempty"`
	HandAtDraw   int            `json:"hand_at_draw"`
	Chit         int            `json:"chit"` // index into Chits of the chit being implemented, or -1
	Pending      *PendingVolley `json:"pending,omitempty"`
	SkippedTurn  bool           `json:"skipped_turn,omitempty"` // the Seniority Debate cut the last turn short
	Outcome      *Result        `json:"outcome,omitempty"`
	Log          []Event        `json:"log"`
	// Seeded is the roller when New was given a *dice.Seeded.
	Seeded *dice.Seeded `json:"seeded,omitempty"`

	roller  dice.Roller
	t       *tables
	scratch []Action
	// afterHousekeeping is a test hook run when a Housekeeping phase completes.
	afterHousekeeping func(*Game)
}

// SetRoller attaches the roller after a game is loaded from JSON (a game
// with a Seeded roller picks it up by itself).
func (g *Game) SetRoller(r dice.Roller) {
	g.roller = r
	if s, ok := r.(*dice.Seeded); ok {
		g.Seeded = s
	}
}

func (g *Game) init() error {
	if err := g.initTables(); err != nil {
		return err
	}
	if g.roller == nil {
		if g.Seeded == nil {
			return fmt.Errorf("rorkesdrift: no dice roller attached (call SetRoller)")
		}
		g.roller = g.Seeded
	}
	return nil
}

// initTables loads the scenario tables (and checks a loaded state against
// them) once: what reading the game needs, without dice (a view has none).
func (g *Game) initTables() error {
	if g.t == nil {
		t, err := loadTables()
		if err != nil {
			return err
		}
		g.t = t
		if len(g.IButhos) > 0 {
			if err := g.validateState(); err != nil {
				g.t = nil
				return err
			}
		}
	}
	return nil
}

// Revision is the rules revision the game is played on: a state from
// before revisions existed (the field left out) is revision 1.
func (g *Game) Revision() int {
	if g.Options.Revision == 0 {
		return 1
	}
	return g.Options.Revision
}

func (g *Game) logf(rule string, dice []int, format string, a ...any) {
	g.Log = append(g.Log, Event{Turn: g.Turn, Phase: g.Phase, Rule: rule, Text: fmt.Sprintf(format, a...), Dice: dice})
}

// roll rolls one die for rule and logs it.
func (g *Game) roll(sides int, rule, why string) int {
	v := g.roller.Roll(sides, rule+" "+why)
	if v < 1 || v > sides {
		v = 1 + ((v%sides)+sides)%sides
	}
	g.Log = append(g.Log, Event{Turn: g.Turn, Phase: g.Phase, Rule: rule, Text: why, Dice: []int{v}})
	return v
}

// pick chooses uniformly one of n things (a roll of an n-sided die).
func (g *Game) pick(n int, rule, why string) int { return g.roll(n, rule, why) - 1 }

func (g *Game) card(id int) *cardT { return g.t.cards[id] }
