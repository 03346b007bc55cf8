// Package campaign puts the day of 22 January 1879 behind the common
// contract of package games as one game, "campaign": a game of Last Stand
// at Isandlwana, then the ledger its result writes (package campaign,
// DESIGN.md section 4), then a game of Rorke's Drift set up by the ledger.
//
// Because the whole day is one game of the contract, it is saved in the
// same envelope as every other game (package saves): the scenario, seed
// and options of the day and one action log that runs through both
// battles. Nothing else is stored: loading replays the Isandlwana actions,
// computes the ledger again from the result, and replays the Rorke's Drift
// actions on the game the ledger sets up. The saves, the simulator
// (`sim --game campaign`), the terminal loop (`play campaign`), the soak and
// the fuzzers that work for every game work for the campaign with no code
// of their own.
//
// Seats: 0 "british", 1 "zulu", the seats of Isandlwana; Rorke's Drift is
// a solitaire game whose one seat is the British. Between the two battles
// the British seat takes one decision, which game of Rorke's Drift follows:
// "continue rorkes-drift" (Zulus on the Ramparts) is the only one offered
// until another Rorke's Drift game can take the ledger.
//
// Scenarios and options: the scenario is Isandlwana's; the options are
//
//	{"isandlwana": {...}, "rorkes_drift": {...}, "rorkes_drift_seed": N}
//
// the options of each battle (the ledger replaces the campaign part of the
// Rorke's Drift options), and the seed of the second battle (0, the
// default: derived from the day's seed by campaign.RorkeSeed, so one
// number replays the day).
package campaign

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strings"

	"zulu1879/campaign"
	"zulu1879/dice"
	"zulu1879/games"
	gisa "zulu1879/games/isandlwana"
	gramparts "zulu1879/games/ramparts"
	"zulu1879/ramparts"
)

// ID is the game's id in the registry, in saves and on the command line.
const ID = "campaign"

// The seats, those of Isandlwana.
const (
	British games.Seat = 0
	Zulu    games.Seat = 1
)

// Continue is the action that ends the ledger and begins the next battle:
// "continue " and the id of a Rorke's Drift game.
const Continue = "continue "

// Options are the options of the day.
type Options struct {
	// Isandlwana are the options of the first battle, as its game takes
	// them.
	Isandlwana json.RawMessage `json:"isandlwana,omitempty"`
	// RorkesDrift are the options of Zulus on the Ramparts; their campaign
	// part is replaced by the ledger's effects.
	RorkesDrift json.RawMessage `json:"rorkes_drift,omitempty"`
	// RorkesDriftSeed is the seed of the second battle; 0 derives it from
	// the day's seed (campaign.RorkeSeed).
	RorkesDriftSeed uint64 `json:"rorkes_drift_seed,omitempty"`
}

// Rules is the game for the registry.
type Rules struct{}

func init() { games.Register(Rules{}) }

// Info describes the day. It hides something: Rorke's Drift's draw pile.
func (Rules) Info() games.Info {
	isa := gisa.Rules{}.Info()
	return games.Info{
		ID:        ID,
		Title:     "The campaign: Isandlwana, then Rorke's Drift",
		Seats:     []string{"british", "zulu"},
		Scenarios: isa.Scenarios,
		Hidden:    true,
	}
}

// DefaultOptions lists the options for the command line.
func (Rules) DefaultOptions() any { return Options{} }

// New sets up the Isandlwana game of the day.
func (Rules) New(s games.Setup) (games.State, error) {
	var o Options
	if err := games.DecodeOptions(ID, s.Options, &o); err != nil {
		return nil, err
	}
	// The Rorke's Drift options are checked now, not after a whole battle,
	// and kept in one form (the revision written out), so that two setups
	// of the same game hash the same.
	ro, err := rorkeOptions(o.RorkesDrift)
	if err != nil {
		return nil, err
	}
	if ro.Revision == 0 {
		ro.Revision = ramparts.RulesRevision
	}
	rdOpts, err := json.Marshal(ro)
	if err != nil {
		return nil, err
	}
	isa, err := gisa.Rules{}.New(games.Setup{Scenario: s.Scenario, Seed: s.Seed, Options: o.Isandlwana})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", ID, err)
	}
	seed := o.RorkesDriftSeed
	if seed == 0 {
		seed = campaign.RorkeSeed(s.Seed)
	}
	st := &State{isa: isa.(*gisa.State), rdSeed: seed, rdOpts: rdOpts}
	if err := st.afterIsandlwana(); err != nil {
		return nil, err
	}
	return st, nil
}

// rorkeOptions reads the options of Zulus on the Ramparts.
func rorkeOptions(raw json.RawMessage) (ramparts.Options, error) {
	var o ramparts.Options
	if err := games.DecodeOptions(ID+" (rorkes_drift)", raw, &o); err != nil {
		return o, err
	}
	if err := o.Validate(); err != nil {
		return o, fmt.Errorf("%s: rorkes_drift: %w", ID, err)
	}
	return o, nil
}

// Stage is where the day stands.
type Stage uint8

// The stages, in order.
const (
	// AtIsandlwana: the first battle is being played.
	AtIsandlwana Stage = iota
	// AtLedger: Isandlwana is over; the British choose the next battle.
	AtLedger
	// AtRorkesDrift: the second battle is being played (or is over).
	AtRorkesDrift
)

// State is the day in progress.
type State struct {
	stage  Stage
	isa    *gisa.State
	ledger *campaign.Ledger
	rdSeed uint64
	rdOpts json.RawMessage
	// next is the id of the second battle's game, once chosen.
	next string
	rd   *gramparts.State
}

// Stage says where the day stands.
func (s *State) Stage() Stage { return s.stage }

// Isandlwana is the first battle (for a screen or a bot; change it only
// through Apply).
func (s *State) Isandlwana() *gisa.State { return s.isa }

// Ledger is the ledger, nil before Isandlwana is over.
func (s *State) Ledger() *campaign.Ledger { return s.ledger }

// RorkesDrift is the second battle, nil before it begins.
func (s *State) RorkesDrift() *gramparts.State { return s.rd }

// current is the battle being played, nil at the ledger.
func (s *State) current() games.State {
	switch s.stage {
	case AtIsandlwana:
		return s.isa
	case AtRorkesDrift:
		return s.rd
	}
	return nil
}

// afterIsandlwana writes the ledger once the first battle is over.
func (s *State) afterIsandlwana() error {
	if s.stage != AtIsandlwana || !games.Over(s.isa) {
		return nil
	}
	l, err := campaign.Evaluate(s.isa.G)
	if err != nil {
		return fmt.Errorf("%s: the ledger: %w", ID, err)
	}
	s.ledger, s.stage = l, AtLedger
	return nil
}

// nextGames are the games that may follow the ledger, in the order offered.
func nextGames() []string { return []string{gramparts.ID} }

// ToAct is the seat of the battle being played; the British at the ledger.
func (s *State) ToAct() games.Seat {
	if c := s.current(); c != nil {
		return c.ToAct()
	}
	return British
}

// Prompt is the battle's, with its name; at the ledger, the choice.
func (s *State) Prompt() games.Prompt {
	switch s.stage {
	case AtIsandlwana:
		p := s.isa.Prompt()
		p.Text = "Isandlwana, " + p.Text
		return p
	case AtRorkesDrift:
		p := s.rd.Prompt()
		p.Text = "Rorke's Drift, " + p.Text
		return p
	}
	r, _ := s.isa.Result()
	return games.Prompt{Seat: British, Key: "ledger", Text: fmt.Sprintf("Isandlwana is over (%s): continue with the defence of Rorke's Drift", r.How)}
}

// Legal is the battle's list; at the ledger, the games that may follow.
func (s *State) Legal() []string {
	if c := s.current(); c != nil {
		return c.Legal()
	}
	var out []string
	for _, id := range nextGames() {
		out = append(out, Continue+id)
	}
	return out
}

// Apply plays an action of the battle being played, or the choice at the
// ledger.
func (s *State) Apply(action string) error {
	switch s.stage {
	case AtIsandlwana:
		if err := s.isa.Apply(action); err != nil {
			return err
		}
		return s.afterIsandlwana()
	case AtRorkesDrift:
		return s.rd.Apply(action)
	}
	id, ok := strings.CutPrefix(action, Continue)
	if !ok {
		return fmt.Errorf("%s: %q: Isandlwana is over; the choice now is %s", ID, action, strings.Join(s.Legal(), " or "))
	}
	if id != gramparts.ID {
		return fmt.Errorf("%s: %q: %q cannot follow the ledger; the choice is %s", ID, action, id, strings.Join(s.Legal(), " or "))
	}
	o, err := rorkeOptions(s.rdOpts)
	if err != nil {
		return err
	}
	o.Campaign = s.ledger.Campaign()
	g, err := ramparts.New(o, dice.NewSeeded(s.rdSeed))
	if err != nil {
		return fmt.Errorf("%s: setting up Rorke's Drift: %w", ID, err)
	}
	s.rd, s.next, s.stage = gramparts.Wrap(g), id, AtRorkesDrift
	return nil
}

// Result is the second battle's result once it is over; the How names
// both battles.
func (s *State) Result() (games.Result, bool) {
	if s.stage != AtRorkesDrift {
		return games.Result{}, false
	}
	r, ok := s.rd.Result()
	if !ok {
		return r, false
	}
	isa, _ := s.isa.Result()
	r.How = fmt.Sprintf("Isandlwana: %s; Rorke's Drift: %s", isa.How, r.How)
	return r, true
}

// Hash fingerprints the stage and both battles.
func (s *State) Hash() string {
	h := sha256.New()
	fmt.Fprintf(h, "campaign\x00%d\x00%d\x00%s\x00%s\x00%s\x00", s.stage, s.rdSeed, s.rdOpts, s.next, s.isa.Hash())
	if s.rd != nil {
		fmt.Fprintf(h, "%s", s.rd.Hash())
	}
	return hex.EncodeToString(h.Sum(nil))
}

// Log is the first battle's log, the ledger's lines, then the second
// battle's log, numbered as one.
func (s *State) Log(seat games.Seat, from int) []games.Event {
	all := s.isa.Log(seat, 0)
	if s.ledger != nil {
		all = append(all, ledgerEvents(s.ledger)...)
	}
	if s.rd != nil {
		rdSeat := seat
		if seat == Zulu {
			// The Zulus have no seat at Rorke's Drift; they read what
			// the British may (the whole log but the draw pile).
			rdSeat = gramparts.British
		}
		all = append(all, s.rd.Log(rdSeat, 0)...)
	}
	if from < 0 {
		from = 0
	}
	if from >= len(all) {
		return nil
	}
	return all[from:]
}

// ledgerEvents are the ledger in the log: its facts and each entry.
func ledgerEvents(l *campaign.Ledger) []games.Event {
	var out []games.Event
	for _, line := range strings.Split(strings.TrimRight(l.String(), "\n"), "\n") {
		out = append(out, games.Event{Seat: games.Nobody, Phase: "ledger", Rule: "DESIGN 4", Text: strings.TrimSpace(line)})
	}
	return out
}

// View is the position of the stage, as the seat may see it.
type View struct {
	Stage       string           `json:"stage"`
	Isandlwana  any              `json:"isandlwana"`
	Ledger      *campaign.Ledger `json:"ledger,omitempty"`
	Next        string           `json:"next,omitempty"`
	RorkesDrift any              `json:"rorkes_drift,omitempty"`
}

// stageNames name the stages in views.
var stageNames = [...]string{AtIsandlwana: "isandlwana", AtLedger: "ledger", AtRorkesDrift: "rorkes-drift"}

// View shows the first battle, the ledger and the second battle as far as
// the day has gone; Rorke's Drift as its British seat may see it.
func (s *State) View(seat games.Seat) any {
	v := View{Stage: stageNames[s.stage], Isandlwana: s.isa.View(seat), Next: s.next}
	if s.ledger != nil {
		l := *s.ledger
		l.Entries = append([]campaign.Entry(nil), l.Entries...)
		v.Ledger = &l
	}
	if s.rd != nil {
		rdSeat := seat
		if seat == Zulu {
			rdSeat = gramparts.British
		}
		v.RorkesDrift = s.rd.View(rdSeat)
	}
	return v
}

// Clone copies the day; the copy rolls the same dice.
func (s *State) Clone() games.State {
	c := *s
	c.isa = s.isa.Clone().(*gisa.State)
	if s.rd != nil {
		c.rd = s.rd.Clone().(*gramparts.State)
	}
	if s.ledger != nil {
		l := *s.ledger
		l.Entries = append([]campaign.Entry(nil), l.Entries...)
		c.ledger = &l
	}
	return &c
}

// Reseed gives the battle being played new dice from seed, and the second
// battle, if it is still to come, a seed of its own derived from seed.
func (s *State) Reseed(seed uint64) {
	switch s.stage {
	case AtIsandlwana:
		s.isa.Reseed(seed)
		s.rdSeed = campaign.RorkeSeed(seed)
	case AtLedger:
		s.rdSeed = campaign.RorkeSeed(seed)
	case AtRorkesDrift:
		s.rd.Reseed(seed)
	}
}

// Stats are both battles' figures for the simulator: Isandlwana's under
// "isandlwana_", Rorke's Drift's as they are, and the ledger's size.
func (s *State) Stats() map[string]float64 {
	out := map[string]float64{}
	if st, ok := games.State(s.isa).(games.Stats); ok {
		for k, v := range st.Stats() {
			out["isandlwana_"+k] = v
		}
	}
	if r, ok := s.isa.Result(); ok {
		out["isandlwana_british_won"] = boolFloat(len(r.Winners) == 1 && r.Winners[0] == British)
	}
	if s.ledger != nil {
		out["ledger_entries"] = float64(len(s.ledger.Entries))
	}
	if s.rd != nil {
		if st, ok := games.State(s.rd).(games.Stats); ok {
			for k, v := range st.Stats() {
				out[k] = v
			}
		}
	}
	return out
}

func boolFloat(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// HeadlessSetup is Isandlwana's for its battle: the simulator reads no
// log, so the first battle is played quiet (the same game without its log
// text). The ledger reads the game's state, not its log.
func (Rules) HeadlessSetup(s games.Setup) games.Setup {
	var o Options
	if games.DecodeOptions(ID, s.Options, &o) != nil {
		return s // New will say what is wrong
	}
	isa := gisa.Rules{}.HeadlessSetup(games.Setup{Options: o.Isandlwana})
	o.Isandlwana = isa.Options
	s.Options, _ = json.Marshal(o)
	return s
}

// Help is the battle's own guide, after a word on the campaign.
func (s *State) Help() string {
	text := "The campaign: a game of Last Stand at Isandlwana, then the ledger of what its\n" +
		"result carries to Rorke's Drift, then the defence of Rorke's Drift set up by it.\n" +
		"Between the battles the British choose the next game: continue rorkes-drift.\n"
	if h, ok := s.current().(games.Helper); ok {
		text += "\n" + h.Help()
	}
	return text
}
