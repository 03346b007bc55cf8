package skirmish

import (
	"fmt"
	"slices"

	"zulu1879/dice"
	"zulu1879/games"
	"zulu1879/hexmap"
)

// ID is the game's id in the registry, saves and on the command line.
const ID = "rorkes-drift-skirmish"

// Rules is the game for the registry of package games.
type Rules struct{}

func init() { games.Register(Rules{}) }

// Options are the game's options: the rules revision only.
type Options struct {
	// Revision is the rules revision to play (RulesRevision if 0); saves
	// pin it so an old game replays on the rules it was played on.
	Revision int `json:"revision,omitempty"`
}

// Info describes the game: two seats, British and Zulu.
func (Rules) Info() games.Info {
	return games.Info{ID: ID, Title: "Rules for Zulu: the Rorke's Drift skirmish", Seats: []string{"british", "zulu"},
		Scenarios: slices.Clone(ScenarioNames)}
}

// DefaultOptions are the game's options (games.OptionsLister), so that a
// misspelt --option is answered with the list of those there are.
func (Rules) DefaultOptions() any { return Options{} }

// New sets a game up.
func (Rules) New(s games.Setup) (games.State, error) {
	var o Options
	if err := games.DecodeOptions(ID, s.Options, &o); err != nil {
		return nil, err
	}
	rev := o.Revision
	if rev == 0 {
		rev = RulesRevision
	}
	if rev < 1 || rev > RulesRevision {
		return nil, fmt.Errorf("%s: option revision %d: this program plays revisions 1 to %d", ID, o.Revision, RulesRevision)
	}
	g, err := NewGameOn(s.Scenario, s.Seed, rev)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", ID, err)
	}
	return g, nil
}

var _ games.State = (*Game)(nil)

// ToAct is the seat deciding now.
func (g *Game) ToAct() games.Seat {
	if g.Outcome != nil {
		return games.Nobody
	}
	return games.Seat(g.Seat())
}

// Prompt says what is asked.
func (g *Game) Prompt() games.Prompt {
	if g.Outcome != nil {
		return games.Prompt{Seat: games.Nobody, Key: "over", Text: "the game is over: " + g.Outcome.How}
	}
	var text string
	switch g.Phase {
	case StepZuluMove:
		text = "Zulu move: move, turn or dig with each figure, then end"
	case StepBritishMove:
		text = "British move: move, turn, open doors, dig, help the wounded, then end"
	case StepBritishFire:
		text = "British fire: fire B Z with each man who can, then end"
	case StepZuluFire:
		text = "Zulu fire: riflemen and the Oskarberg terrace fire, then end"
	case StepMelee:
		text = "melee: choose the next fight (fight B)"
	}
	if p := g.Pending; p != nil {
		text = p.Prompt(g)
	}
	return games.Prompt{Seat: g.ToAct(), Key: g.Phase.String(), Text: fmt.Sprintf("turn %d of %d, %s", g.Turn, g.scen.Turns, text)}
}

// Result reports how the game ended.
func (g *Game) Result() (games.Result, bool) {
	if g.Outcome == nil {
		return games.Result{}, false
	}
	r := games.Result{Key: g.Outcome.Key, How: g.Outcome.How, Score: g.Outcome.Score}
	if g.Outcome.BritishWin {
		r.Winners = []games.Seat{games.Seat(British)}
	} else {
		r.Winners = []games.Seat{games.Seat(Zulu)}
	}
	return r, true
}

// Log returns the events from from on; nothing is hidden.
func (g *Game) Log(seat games.Seat, from int) []games.Event {
	return games.EventsFrom(len(g.Events), from, func(i int) games.Event {
		e := g.Events[i]
		return games.Event{Seat: games.Seat(e.Seat), Turn: e.Turn, Phase: e.Phase, Rule: e.Rule, Text: e.Text, Dice: slices.Clone(e.Dice)}
	})
}

// Clone copies the game; the copy rolls the same dice.
func (g *Game) Clone() games.State { return g.Copy() }

// Copy is Clone with its type.
func (g *Game) Copy() *Game {
	c := *g
	c.Figs = slices.Clone(g.Figs)
	c.Changes = slices.Clone(g.Changes)
	c.Digs = slices.Clone(g.Digs)
	c.Burning = slices.Clone(g.Burning)
	c.Deadlines = slices.Clone(g.Deadlines)
	c.Piles = slices.Clone(g.Piles)
	c.RoofHoles = slices.Clone(g.RoofHoles)
	c.RoofDigs = slices.Clone(g.RoofDigs)
	if g.Pending != nil {
		p := *g.Pending
		p.Figs = slices.Clone(p.Figs)
		c.Pending = &p
	}
	c.Fights = make([]Fight, len(g.Fights))
	for k, f := range g.Fights {
		c.Fights[k] = Fight{British: slices.Clone(f.British), Zulus: slices.Clone(f.Zulus)}
	}
	if g.Outcome != nil {
		o := *g.Outcome
		c.Outcome = &o
	}
	r := *g.Roller
	c.Roller = &r
	c.occ = slices.Clone(g.occ)
	// The side layer is shared until either game changes a side.
	g.ownSides, c.ownSides = false, false
	c.Events = slices.Clip(g.Events)
	return &c
}

// Reseed gives the game new dice.
func (g *Game) Reseed(seed uint64) { g.Roller = dice.NewSeeded(seed) }

// View is the position as every seat sees it (nothing is hidden).
type View struct {
	Scenario  string       `json:"scenario"`
	Turn      int          `json:"turn"`
	Turns     int          `json:"turns"`
	Phase     string       `json:"phase"`
	Figures   []Figure     `json:"figures"`
	Burning   []Burn       `json:"burning,omitempty"`
	Changes   []SideChange `json:"changes,omitempty"`
	Digs      []Dig        `json:"digs,omitempty"`
	Deadlines []Deadline   `json:"deadlines,omitempty"`
	Wave      int          `json:"wave"`
	Waves     int          `json:"waves"`
	WaveOn    bool         `json:"wave_on"`
	Fights    []Fight      `json:"fights,omitempty"`
	Killed    [2]int       `json:"killed"`
	Outcome   *Result      `json:"outcome,omitempty"`
	// Pending is a choice of who falls the owner must make now (nil: none).
	Pending *Pending `json:"pending,omitempty"`
	// Piles are the stacks of mealie bags still to take; RoofHoles the
	// roof hexes holed, RoofDigs the holes in roofs begun (revision 2).
	Piles     []Pile       `json:"piles,omitempty"`
	RoofHoles []hexmap.Hex `json:"roof_holes,omitempty"`
	RoofDigs  []RoofDig    `json:"roof_digs,omitempty"`
}

// View builds the view; every seat sees the same.
func (g *Game) View(games.Seat) any { return g.ViewAll() }

// ViewAll is View with its type.
func (g *Game) ViewAll() View {
	c := g.Copy()
	return View{Scenario: g.Scenario, Turn: g.Turn, Turns: g.scen.Turns, Phase: g.Phase.String(), Figures: c.Figs,
		Burning: c.Burning, Changes: c.Changes, Digs: c.Digs, Deadlines: c.Deadlines, Wave: g.Wave, Waves: g.scen.Zulu.Waves,
		WaveOn: g.WaveOn, Fights: c.Fights, Killed: g.Killed, Outcome: c.Outcome, Pending: c.Pending,
		Piles: c.Piles, RoofHoles: c.RoofHoles, RoofDigs: c.RoofDigs}
}

// MaxActions bounds a game: every figure's every action for every turn.
func (g *Game) MaxActions() int { return 20000 }

// Stats are a finished game's figures for the simulator: british_win (a
// rate), turns, british_killed, british_wounds, zulus_killed, patients_saved
// (rescue scenarios), waves.
func (g *Game) Stats() map[string]float64 {
	if g.Outcome == nil {
		return nil
	}
	saved := 0
	for i := range g.Figs {
		f := &g.Figs[i]
		if f.Patient && f.Alive() && g.inArea(f, g.scen.Victory.Area) {
			saved++
		}
	}
	win := 0.0
	if g.Outcome.BritishWin {
		win = 1
	}
	return map[string]float64{"british_win": win, "turns": float64(g.Turn), "british_killed": float64(g.Killed[British]),
		"british_wounds": float64(g.Wounded), "zulus_killed": float64(g.Killed[Zulu]), "patients_saved": float64(saved), "waves": float64(g.Wave)}
}
