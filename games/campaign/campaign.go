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
// "continue rorkes-drift" (Zulus on the Ramparts, solitaire: only the
// British act) or "continue rorkes-drift-tactical" (The Defense of Rorke's
// Drift, both seats act again). The option "next" makes that choice ahead.
//
// Scenarios and options: the scenario is Isandlwana's; the options are
//
//	{"isandlwana": {...}, "rorkes_drift": {...}, "tactical": {...},
//	 "rorkes_drift_seed": N, "next": "rorkes-drift-tactical"}
//
// the options of each battle (the ledger replaces the campaign part of
// either Rorke's Drift game's options), the seed of the second battle (0,
// the default: derived from the day's seed by campaign.RorkeSeed, so one
// number replays the day), and the second battle if it is chosen ahead.
package campaign

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"zulu1879/campaign"
	"zulu1879/dice"
	"zulu1879/games"
	gisa "zulu1879/games/isandlwana"
	gramparts "zulu1879/games/ramparts"
	"zulu1879/ramparts"
	"zulu1879/tactical"
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
	// Tactical are the options of The Defense of Rorke's Drift; their
	// campaign part is replaced by the ledger's effects.
	Tactical json.RawMessage `json:"tactical,omitempty"`
	// RorkesDriftSeed is the seed of the second battle; 0 derives it from
	// the day's seed (campaign.RorkeSeed).
	RorkesDriftSeed uint64 `json:"rorkes_drift_seed,omitempty"`
	// Next, if set, is the only game offered at the ledger (the choice
	// made ahead, for bots and tests); "" offers every one.
	Next string `json:"next,omitempty"`
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
	tacOpts, tacRev, err := tacticalOptions(o.Tactical)
	if err != nil {
		return nil, err
	}
	if o.Next != "" && !slices.Contains(nextGames(), o.Next) {
		return nil, fmt.Errorf("%s: next %q: want one of %s", ID, o.Next, strings.Join(nextGames(), ", "))
	}
	seed := o.RorkesDriftSeed
	if seed == 0 {
		seed = campaign.RorkeSeed(s.Seed)
	}
	st := &State{isa: isa.(*gisa.State), rdSeed: seed, rdOpts: rdOpts, tacOpts: tacOpts, tacRev: tacRev, only: o.Next}
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

// tacticalOptions reads the options of The Defense of Rorke's Drift and
// writes them again in one form, without the revision, which it returns
// apart (tactical.RulesRevision when the options name none): the options
// are hashed, and those of the saves from before the tactical game had
// revisions (revision 1, pinned by the saves' hook) must hash as they did.
func tacticalOptions(raw json.RawMessage) (json.RawMessage, int, error) {
	var o tactical.Options
	if err := games.DecodeOptions(ID+" (tactical)", raw, &o); err != nil {
		return nil, 0, err
	}
	if o.Campaign != nil {
		return nil, 0, fmt.Errorf("%s: tactical: campaign: the ledger sets it", ID)
	}
	if o.Revision == 0 {
		o.Revision = tactical.RulesRevision
	}
	if _, err := tactical.NewGame(1, o); err != nil {
		return nil, 0, fmt.Errorf("%s: tactical: %v", ID, err)
	}
	rev := o.Revision
	o.Revision = 0
	b, err := json.Marshal(o)
	return b, rev, err
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
	stage   Stage
	isa     *gisa.State
	ledger  *campaign.Ledger
	rdSeed  uint64
	rdOpts  json.RawMessage
	tacOpts json.RawMessage
	// tacRev is the revision of the tactical game's rules and forces it
	// would be played on (tactical.Options.Revision).
	tacRev int
	// only is the one game offered at the ledger ("" for every one).
	only string
	// next is the id of the second battle's game, once chosen.
	next string
	rd   games.State
	// applied counts the actions played; secondFrom is how many came
	// before the second battle's first (0 before it begins). Neither is
	// hashed: the log determines them.
	applied, secondFrom int
}

// SecondBattleFrom is how many of the day's actions come before the
// second battle's first: the first battle's and the choice at the ledger
// (0 before the second battle begins). A screen that plays only the
// second battle leaves those to the campaign (its undo stops there).
func (s *State) SecondBattleFrom() int { return s.secondFrom }

// Stage says where the day stands.
func (s *State) Stage() Stage { return s.stage }

// Isandlwana is the first battle (for a screen or a bot; change it only
// through Apply).
func (s *State) Isandlwana() *gisa.State { return s.isa }

// Ledger is the ledger, nil before Isandlwana is over.
func (s *State) Ledger() *campaign.Ledger { return s.ledger }

// RorkesDrift is the second battle if it is Zulus on the Ramparts, nil
// before it begins or when it is the tactical game.
func (s *State) RorkesDrift() *gramparts.State {
	r, _ := s.rd.(*gramparts.State)
	return r
}

// Tactical is the second battle if it is The Defense of Rorke's Drift.
func (s *State) Tactical() *tactical.Game {
	t, _ := s.rd.(*tactical.Game)
	return t
}

// Next is the id of the second battle's game, "" before it is chosen.
func (s *State) Next() string { return s.next }

// Open reports that the day has no secret as it stands: while Isandlwana
// is played (games.Open), as in the game of Isandlwana alone; the terminal
// then shows the bots' moves and reasons and puts no curtain between two
// people. From the ledger on, Rorke's Drift's draw pile is hidden.
func (s *State) Open() bool { return s.stage == AtIsandlwana }

// Battle is the battle being played, for a front end that draws it with
// the game's own renderer: its game id, its state, and the seat of that
// game that reads for seat. At the ledger it is ("", nil, seat).
func (s *State) Battle(seat games.Seat) (game string, st games.State, battleSeat games.Seat) {
	switch s.stage {
	case AtIsandlwana:
		return gisa.ID, s.isa, seat
	case AtRorkesDrift:
		return s.next, s.rd, s.rdSeat(seat)
	}
	return "", nil, seat
}

// gameNotes say in a line what each game that may follow the ledger is.
var gameNotes = map[string]string{
	gramparts.ID: "Zulus on the Ramparts: the solitaire card game; the British alone against the Zulu cup",
	tactical.ID:  "The Defense of Rorke's Drift: the two-sided hex battle, 140 British counters, both seats play",
}

// LedgerText is the ledger as the British read it before they choose: the
// Isandlwana result, what it changes in each Rorke's Drift game, and the
// choice. "" before the ledger.
func (s *State) LedgerText() string {
	if s.ledger == nil {
		return ""
	}
	var b strings.Builder
	for _, e := range ledgerEvents(s.ledger) {
		b.WriteString(e.Text + "\n")
	}
	if s.stage == AtLedger {
		b.WriteString("\nChoose the battle that follows:\n")
		for _, id := range s.offered() {
			fmt.Fprintf(&b, "  continue %s: %s\n", id, gameNotes[id])
		}
	}
	return b.String()
}

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
func nextGames() []string { return []string{gramparts.ID, tactical.ID} }

// offered are the games offered at the ledger of this day.
func (s *State) offered() []string {
	if s.only != "" {
		return []string{s.only}
	}
	return nextGames()
}

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
	return games.Prompt{Seat: British, Key: "ledger", Text: fmt.Sprintf("Isandlwana is over (%s): choose the battle of Rorke's Drift that follows (the ledger above says what the result changes in each)", r.How)}
}

// Legal is the battle's list; at the ledger, the games that may follow.
func (s *State) Legal() []string {
	if c := s.current(); c != nil {
		return c.Legal()
	}
	var out []string
	for _, id := range s.offered() {
		out = append(out, Continue+id)
	}
	return out
}

// Apply plays an action of the battle being played, or the choice at the
// ledger.
func (s *State) Apply(action string) error {
	if err := s.apply(action); err != nil {
		return err
	}
	s.applied++
	if s.stage == AtRorkesDrift && s.secondFrom == 0 {
		s.secondFrom = s.applied
	}
	return nil
}

func (s *State) apply(action string) error {
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
	if !slices.Contains(s.offered(), id) {
		return fmt.Errorf("%s: %q: %q cannot follow the ledger; the choice is %s", ID, action, id, strings.Join(s.Legal(), " or "))
	}
	switch id {
	case gramparts.ID:
		o, err := rorkeOptions(s.rdOpts)
		if err != nil {
			return err
		}
		o.Campaign = s.ledger.Campaign()
		g, err := ramparts.New(o, dice.NewSeeded(s.rdSeed))
		if err != nil {
			return fmt.Errorf("%s: setting up Rorke's Drift: %w", ID, err)
		}
		s.rd = gramparts.Wrap(g)
	case tactical.ID:
		var o tactical.Options
		if err := json.Unmarshal(s.tacOpts, &o); err != nil {
			return err
		}
		o.Revision = s.tacRev
		c, err := s.ledger.Tactical()
		if err != nil {
			return err
		}
		o.Campaign = &c
		g, err := tactical.NewGame(s.rdSeed, o)
		if err != nil {
			return fmt.Errorf("%s: setting up The Defense of Rorke's Drift: %w", ID, err)
		}
		s.rd = g
	}
	s.next, s.stage = id, AtRorkesDrift
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
	fmt.Fprintf(h, "campaign\x00%d\x00%d\x00%s\x00%s\x00%s\x00%s\x00%s\x00", s.stage, s.rdSeed, s.rdOpts, s.tacOpts, s.only, s.next, s.isa.Hash())
	if s.tacRev != 1 {
		// written from the tactical game's revision 2 on; revision 1
		// hashes as the states from before it
		fmt.Fprintf(h, "tactical-revision\x00%d\x00", s.tacRev)
	}
	if s.rd != nil {
		fmt.Fprintf(h, "%s", s.rd.Hash())
	}
	return hex.EncodeToString(h.Sum(nil))
}

// Log is the first battle's log, the ledger's lines, then the second
// battle's log, numbered as one. Only the part from "from" on is built:
// readers ask for the tail after every action, and the second battle's
// log runs to thousands of events (the tactical game), so building it
// whole each time made a day's play quadratic in its length.
func (s *State) Log(seat games.Seat, from int) []games.Event {
	if from < 0 {
		from = 0
	}
	if s.ledger == nil && s.rd == nil {
		return s.isa.Log(seat, from)
	}
	// The first battle and the ledger no longer change once the day has
	// gone past them; they are a few hundred events at most.
	head := s.isa.Log(seat, 0)
	if s.ledger != nil {
		head = append(head, ledgerEvents(s.ledger)...)
	}
	if s.rd == nil {
		if from >= len(head) {
			return nil
		}
		return head[from:]
	}
	if from >= len(head) {
		return s.rd.Log(s.rdSeat(seat), from-len(head))
	}
	return append(head[from:], s.rd.Log(s.rdSeat(seat), 0)...)
}

// rdSeat is the seat of the second battle that reads for seat: the same
// seat, except that at Zulus on the Ramparts, where the Zulus have no seat,
// they read what the British may (the whole log but the draw pile).
func (s *State) rdSeat(seat games.Seat) games.Seat {
	if s.next == gramparts.ID && seat == Zulu {
		return gramparts.British
	}
	return seat
}

// ledgerEvents are the ledger in the log: its facts and each entry, as it
// changes either Rorke's Drift game, so that the British see both before
// they choose. (The lines never change once written: the log only grows.)
func ledgerEvents(l *campaign.Ledger) []games.Event {
	lines := strings.Split(strings.TrimRight(l.String(), "\n"), "\n")
	if len(l.Entries) > 0 {
		lines = append(lines[:1:1], "At Zulus on the Ramparts (continue rorkes-drift):")
		lines = append(lines, strings.Split(strings.TrimRight(l.String(), "\n"), "\n")[1:]...)
		lines = append(lines, "At The Defense of Rorke's Drift (continue rorkes-drift-tactical):")
		lines = append(lines, l.TacticalLines()...)
	}
	var out []games.Event
	for _, line := range lines {
		out = append(out, games.Event{Seat: games.Nobody, Phase: "ledger", Text: strings.TrimSpace(line)})
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
		v.RorkesDrift = s.rd.View(s.rdSeat(seat))
	}
	return v
}

// Clone copies the day; the copy rolls the same dice.
func (s *State) Clone() games.State {
	c := *s
	c.isa = s.isa.Clone().(*gisa.State)
	if s.rd != nil {
		c.rd = s.rd.Clone()
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
		"result carries to Rorke's Drift, then a battle of Rorke's Drift set up by it.\n" +
		"Between the battles the British choose that battle:\n"
	for _, id := range nextGames() {
		text += fmt.Sprintf("  continue %s: %s\n", id, gameNotes[id])
	}
	if h, ok := s.current().(games.Helper); ok {
		text += "\n" + h.Help()
	}
	return text
}
