package campaign

import (
	"fmt"
	"slices"

	"zulu1879/dice"
	"zulu1879/isandlwana"
	"zulu1879/ramparts"
	"zulu1879/saves"
)

// Stage is where a campaign stands.
type Stage string

// The stages of a campaign, in order.
const (
	// StageIsandlwana: the Isandlwana game is being played.
	StageIsandlwana Stage = "isandlwana"
	// StageLedger: Isandlwana is over and its ledger is known; Rorke's
	// Drift has not been set up yet.
	StageLedger Stage = "ledger"
	// StageRorkesDrift: the Rorke's Drift game is being played.
	StageRorkesDrift Stage = "rorkes-drift"
	// StageDone: both games are over.
	StageDone Stage = "done"
)

// Valid reports whether s is one of the four stages.
func (s Stage) Valid() bool {
	return s == StageIsandlwana || s == StageLedger || s == StageRorkesDrift || s == StageDone
}

// Campaign is a whole campaign: the Isandlwana game with the record of its
// actions, the ledger once it is over, and the Rorke's Drift game with its
// seed, options and actions. Change it only through its methods, so that
// everything is recorded and the campaign can be saved at any moment.
//
// A Campaign is one JSON value: json.Marshal writes the campaign file (see
// File) and json.Unmarshal reads one back, replaying both games.
type Campaign struct {
	stage     Stage
	isa       *saves.Session
	ledger    *Ledger
	rdSeed    uint64
	rdOpts    ramparts.Options
	rd        *ramparts.Game
	rdActions []string
}

// New begins a campaign with a game of Isandlwana on a built-in scenario id
// or a scenario file.
func New(scenario string, seed uint64) (*Campaign, error) {
	s, err := saves.Start(scenario, seed, isandlwana.Options{})
	if err != nil {
		return nil, err
	}
	return &Campaign{stage: StageIsandlwana, isa: s}, nil
}

// RorkeSeed derives the seed of the Rorke's Drift game from the seed of the
// Isandlwana game, so that one number replays a whole campaign.
func RorkeSeed(isandlwanaSeed uint64) uint64 {
	s := dice.NewSeeded(isandlwanaSeed ^ 0x22011879)
	return s.Uint64()
}

// Stage returns where the campaign stands.
func (c *Campaign) Stage() Stage { return c.stage }

// Isandlwana returns the session of the Isandlwana game (its game, scenario,
// seed and action log). Apply its actions through ApplyIsandlwana.
func (c *Campaign) Isandlwana() *saves.Session { return c.isa }

// Game returns the Isandlwana game.
func (c *Campaign) Game() *isandlwana.State { return c.isa.Game() }

// Ledger returns the ledger, or nil while Isandlwana is being played.
func (c *Campaign) Ledger() *Ledger { return c.ledger }

// Rorke returns the Rorke's Drift game, or nil before it is set up. Apply
// its actions through ApplyRorke.
func (c *Campaign) Rorke() *ramparts.Game { return c.rd }

// RorkeSeedUsed returns the seed of the Rorke's Drift game (0 before it is
// set up).
func (c *Campaign) RorkeSeedUsed() uint64 { return c.rdSeed }

// RorkeOptions returns the options the Rorke's Drift game was set up with.
func (c *Campaign) RorkeOptions() ramparts.Options { return c.rdOpts }

// RorkeActions returns the Rorke's Drift action log in its notation.
func (c *Campaign) RorkeActions() []string { return slices.Clone(c.rdActions) }

// ApplyIsandlwana applies an action to the Isandlwana game and records it.
// When the game ends, the ledger is computed and the campaign moves to
// StageLedger. An illegal action changes nothing.
func (c *Campaign) ApplyIsandlwana(a isandlwana.Action) error {
	_, err := c.RecordIsandlwana(a)
	return err
}

// RecordIsandlwana is ApplyIsandlwana returning the Change the action
// made (saves.Recorder); the campaign moves to the ledger before it
// returns when the action ended Isandlwana.
func (c *Campaign) RecordIsandlwana(a isandlwana.Action) (saves.Change, error) {
	if c.stage != StageIsandlwana {
		return saves.Change{}, fmt.Errorf("campaign: the Isandlwana game is over (stage %s)", c.stage)
	}
	ch, err := c.isa.Record(a)
	if err != nil {
		return ch, err
	}
	return ch, c.afterIsandlwana()
}

// IsandlwanaRecorder is the campaign's Isandlwana as a saves.Recorder: a
// front end applies its actions through the campaign, which records them
// and moves on to the ledger when the battle ends.
func (c *Campaign) IsandlwanaRecorder() saves.Recorder { return isaRecorder{c} }

// isaRecorder records Isandlwana's actions through the campaign.
type isaRecorder struct{ c *Campaign }

func (r isaRecorder) Game() *isandlwana.State { return r.c.isa.Game() }
func (r isaRecorder) Record(a isandlwana.Action) (saves.Change, error) {
	return r.c.RecordIsandlwana(a)
}

// afterIsandlwana moves to the ledger when the game has ended.
func (c *Campaign) afterIsandlwana() error {
	if !c.isa.Game().Over() {
		return nil
	}
	l, err := Evaluate(c.isa.Game())
	if err != nil {
		return err
	}
	c.ledger = l
	c.stage = StageLedger
	return nil
}

// StartRorkesDrift sets up the Rorke's Drift game after the ledger. opts
// chooses the optional rules; its Campaign field is replaced by the
// ledger's effects.
func (c *Campaign) StartRorkesDrift(seed uint64, opts ramparts.Options) error {
	if c.stage != StageLedger {
		return fmt.Errorf("campaign: Rorke's Drift is set up after the Isandlwana ledger, not at stage %s", c.stage)
	}
	opts.Campaign = c.ledger.Campaign()
	g, err := ramparts.New(opts, dice.NewSeeded(seed))
	if err != nil {
		return err
	}
	c.rd, c.rdSeed, c.rdOpts, c.rdActions = g, seed, opts, nil
	c.stage = StageRorkesDrift
	c.afterRorke()
	return nil
}

// ApplyRorke applies an action to the Rorke's Drift game and records it.
// When the game ends the campaign is done. An illegal action changes
// nothing.
func (c *Campaign) ApplyRorke(a ramparts.Action) error {
	if c.stage != StageRorkesDrift {
		return fmt.Errorf("campaign: no Rorke's Drift game in play (stage %s)", c.stage)
	}
	if err := c.rd.Apply(a); err != nil {
		return err
	}
	c.rdActions = append(c.rdActions, a.String())
	c.afterRorke()
	return nil
}

// RorkeAt is the Rorke's Drift game as it stood after its first n
// actions, played again from its seed and options; the game in play is
// not changed.
func (c *Campaign) RorkeAt(n int) (*ramparts.Game, error) {
	if c.rd == nil {
		return nil, fmt.Errorf("campaign: no Rorke's Drift game (stage %s)", c.stage)
	}
	if n < 0 || n > len(c.rdActions) {
		return nil, fmt.Errorf("campaign: Rorke's Drift after %d actions: it has %d", n, len(c.rdActions))
	}
	opts := c.rdOpts
	// The rules revision the game in play was set up on (opts may leave
	// it to the default), as the campaign file keeps it.
	opts.Revision = c.rd.Options.Revision
	g, err := ramparts.New(opts, dice.NewSeeded(c.rdSeed))
	if err != nil {
		return nil, fmt.Errorf("campaign: Rorke's Drift: %v", err)
	}
	for i, line := range c.rdActions[:n] {
		a, err := ramparts.ParseAction(line)
		if err == nil {
			err = g.Apply(a)
		}
		if err != nil {
			return nil, fmt.Errorf("campaign: Rorke's Drift action %d %q does not play again: %v", i+1, line, err)
		}
	}
	return g, nil
}

// TakeBackRorke takes the Rorke's Drift game back to its first n actions
// (an undo: the caller decides what may be taken back) and returns it.
// On an error nothing changes.
func (c *Campaign) TakeBackRorke(n int) (*ramparts.Game, error) {
	g, err := c.RorkeAt(n)
	if err != nil {
		return nil, err
	}
	c.rd, c.rdActions = g, slices.Clip(c.rdActions[:n])
	c.stage = StageRorkesDrift
	c.afterRorke()
	return g, nil
}

func (c *Campaign) afterRorke() {
	if c.rd.Over() {
		c.stage = StageDone
	}
}

// Summary is one line saying where the campaign stands.
func (c *Campaign) Summary() string {
	switch c.stage {
	case StageIsandlwana:
		return "Campaign, Isandlwana: " + c.isa.Summary()
	case StageLedger:
		return fmt.Sprintf("Campaign: Isandlwana over (%s), Rorke's Drift not begun", c.isa.Game().Outcome)
	case StageRorkesDrift:
		r := c.rd.Result()
		return fmt.Sprintf("Campaign, Rorke's Drift: turn %d, %s, %d VP so far", c.rd.Turn, c.rd.Phase, r.VP)
	case StageDone:
		r := c.rd.Result()
		return fmt.Sprintf("Campaign over: Isandlwana %s; Rorke's Drift %s, %d VP (%s)", c.isa.Game().Outcome, r.Cause, r.VP, r.LevelName)
	}
	return "Campaign"
}
