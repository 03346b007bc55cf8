// Package isandlwana puts the Isandlwana engine (package game, data from
// package scenarios) behind the common contract of package games, under the
// id "isandlwana". It adds no rules: every method reads or calls the engine.
//
// Seats: 0 "british", 1 "zulu". Scenarios: the built-in ids of package
// scenarios ("isandlwana", "isandlwana-free"), an id with a data revision
// ("isandlwana@1"), or a scenario file, as the command line reads them.
// Options: {"quiet": true} builds no log text (the simulator's speed mode;
// the dice, the state and the hash are the same).
package isandlwana

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"

	"zulu1879/dice"
	"zulu1879/games"
	"zulu1879/internal/untrusted"
	engine "zulu1879/isandlwana"
	"zulu1879/scenarios"
)

// ID is the game's id in the registry, in saves and on the command line.
const ID = "isandlwana"

// Seats of the engine.
const (
	British games.Seat = 0
	Zulu    games.Seat = 1
)

// Options are the game's options in Setup.Options.
type Options struct {
	// Quiet builds no log text; dice are rolled and logged all the same in
	// the state, and the game is the same.
	Quiet bool `json:"quiet,omitempty"`
	// ScenarioSHA256 is the SHA-256 (hex) of the scenario file the game is
	// played on, for a scenario of one's own: a file whose content is not
	// that is refused, so that a save is never replayed on a scenario
	// changed since (saves.FromSession records it).
	ScenarioSHA256 string `json:"scenario_sha256,omitempty"`
}

// Rules is the game for the registry.
type Rules struct{}

func init() { games.Register(Rules{}) }

// Info describes the engine.
func (Rules) Info() games.Info {
	return games.Info{
		ID:        ID,
		Title:     "Last Stand at Isandlwana",
		Seats:     []string{"british", "zulu"},
		Scenarios: scenarios.BuiltinIDs(),
	}
}

// New loads the scenario and starts the game at the British set-up.
func (Rules) New(s games.Setup) (games.State, error) {
	var o Options
	if err := games.DecodeOptions(ID, s.Options, &o); err != nil {
		return nil, err
	}
	name := s.Scenario
	if name == "" {
		name = "isandlwana"
	}
	scen, sum, err := loadScenario(name)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", ID, err)
	}
	if o.ScenarioSHA256 != "" && o.ScenarioSHA256 != sum {
		if sum == "" {
			return nil, fmt.Errorf("%s: scenario %s is built in, and the game names the digest of a scenario file", ID, name)
		}
		return nil, fmt.Errorf("%s: the scenario file %s has changed since the game was played on it (SHA-256 %s, was %s)", ID, name, sum, o.ScenarioSHA256)
	}
	return &State{G: engine.New(scen, s.Seed, engine.Options{Quiet: o.Quiet})}, nil
}

// Renew implements games.Renewer: the game New(s) gives, in old's engine
// state, whose buffers and path caches it keeps (engine.State.CloneInto:
// the caches check the position before they answer, so a cache of the old
// game gives only what a new search would). old must be a finished game
// nobody reads again.
func (r Rules) Renew(old games.State, s games.Setup) (games.State, error) {
	fresh, err := r.New(s)
	if err != nil {
		return nil, err
	}
	o, ok := old.(*State)
	if !ok || o == nil || o.G == nil {
		return fresh, nil
	}
	f := fresh.(*State)
	f.G = f.G.CloneInto(o.G)
	return f, nil
}

// loaded holds the scenarios parsed so far: parsing one and building its
// map's tables costs more than a simulated game, and the engine never
// changes a scenario (its clones share it), so every game of a scenario
// shares one. A built-in scenario is kept by name ("isandlwana",
// "isandlwana@1"); a scenario file by its path and a digest of its bytes,
// which are read every time, so that a file changed on disk is parsed
// again.
var loaded sync.Map // key -> *scenarios.Scenario

func loadScenario(name string) (scen *scenarios.Scenario, sum string, err error) {
	if _, _, ok := scenarios.BuiltinName(name); ok {
		scen, err = remember(name, func() (*scenarios.Scenario, error) { return scenarios.Load(name) })
		return scen, "", err
	}
	if !strings.ContainsRune(name, os.PathSeparator) && !strings.HasSuffix(name, ".json") {
		scen, err = scenarios.Load(name) // no such built-in: Load says so
		return scen, "", err
	}
	data, err := untrusted.ReadFile(name, scenarios.MaxFileSize)
	if err != nil || len(data) > scenarios.MaxFileSize {
		scen, err = scenarios.LoadFile(name) // which says what is wrong
		return scen, "", err
	}
	digest := sha256.Sum256(data)
	sum = hex.EncodeToString(digest[:])
	scen, err = remember(name+"\x00"+sum, func() (*scenarios.Scenario, error) { return scenarios.Parse(data, name) })
	return scen, sum, err
}

// remember returns the scenario kept under key, or parses it and keeps it.
func remember(key string, parse func() (*scenarios.Scenario, error)) (*scenarios.Scenario, error) {
	if s, ok := loaded.Load(key); ok {
		return s.(*scenarios.Scenario), nil
	}
	s, err := parse()
	if err != nil {
		return nil, err
	}
	got, _ := loaded.LoadOrStore(key, s)
	return got.(*scenarios.Scenario), nil
}

// State is a game behind the contract. G is the engine's state, for the
// game's own screen and bots; change it only through Apply.
type State struct {
	G *engine.State
}

// Wrap puts an engine state (a loaded save, a test position) behind the
// contract.
func Wrap(g *engine.State) *State { return &State{G: g} }

func seatOf(s engine.Side) games.Seat {
	switch s {
	case engine.British:
		return British
	case engine.Zulu:
		return Zulu
	}
	return games.Nobody
}

// ToAct is the side to act, or Nobody when the game is over.
func (s *State) ToAct() games.Seat { return seatOf(s.G.ToAct()) }

// phaseKeys are the prompt keys of open play, by phase.
var phaseKeys = [...]string{
	engine.PhaseSetup: "setup", engine.PhaseArrivals: "arrivals", engine.PhaseZuluMove: "zulu-move",
	engine.PhaseReaction: "reaction", engine.PhaseZuluAttack: "zulu-attack",
	engine.PhaseBritishOrder: "british-order", engine.PhaseBritishMove: "british-move",
	engine.PhaseBritishCombat: "british-combat", engine.PhaseSniping: "sniping",
	engine.PhaseLeaderFatality: "leader-fatalities", engine.PhaseGameOver: "over",
}

// decisionKeys are the prompt keys of the questions that interrupt play.
var decisionKeys = [...]string{
	engine.DecideHit: "hit", engine.DecideAdvance: "advance", engine.DecideLeader: "leader",
	engine.DecideOverstack: "overstack", engine.DecideDisplace: "displace", engine.DecideSnipe: "snipe",
	engine.DecideColours: "colours", engine.DecideArrival: "arrival",
}

func key(keys []string, i int) string {
	if i >= 0 && i < len(keys) && keys[i] != "" {
		return keys[i]
	}
	return fmt.Sprintf("unknown-%d", i)
}

// Prompt is the pending question if there is one, else the phase.
func (s *State) Prompt() games.Prompt {
	g := s.G
	if g.Over() {
		return games.Prompt{Seat: games.Nobody, Key: "over", Text: "the game is over: " + g.Outcome.String()}
	}
	if d, ok := g.Decision(); ok {
		return games.Prompt{Seat: seatOf(d.Side), Key: key(decisionKeys[:], int(d.Kind)), Text: d.Prompt()}
	}
	return games.Prompt{
		Seat: s.ToAct(),
		Key:  key(phaseKeys[:], int(g.Phase)),
		Text: fmt.Sprintf("turn %d, %s: the %s to act", g.Turn, g.PhaseLabel(), g.ToAct()),
	}
}

// Legal is the engine's list in its notation, sorted. The engine accepts
// more fire actions than it lists (any split of strength the rules allow).
func (s *State) Legal() []string {
	return games.Notation(s.G.Legal())
}

// Apply reads the action in the engine's notation and applies it.
func (s *State) Apply(action string) error {
	a, err := engine.ParseAction(action)
	if err != nil {
		return fmt.Errorf("%s: %q: %w", ID, action, err)
	}
	if err := s.G.Apply(a); err != nil {
		return fmt.Errorf("%s: %q: %w", ID, action, err)
	}
	return nil
}

// Result is the outcome (4.0) and the side it favours.
func (s *State) Result() (games.Result, bool) {
	g := s.G
	if !g.Over() {
		return games.Result{}, false
	}
	r := games.Result{Key: g.Outcome.Key(), How: g.Outcome.String()}
	if g.EndReason != "" {
		r.How += ": " + g.EndReason
	}
	if w := seatOf(g.Outcome.Winner()); w != games.Nobody {
		r.Winners = []games.Seat{w}
	}
	return r, true
}

// Hash is the engine's hash.
func (s *State) Hash() string { return s.G.Hash() }

// Log is the engine's log; every seat reads all of it.
func (s *State) Log(_ games.Seat, from int) []games.Event {
	return games.EventsFrom(len(s.G.Log), from, func(i int) games.Event {
		e := &s.G.Log[i]
		return games.Event{Seat: seatOf(e.Side), Turn: e.Turn, Phase: e.Phase.String(), Rule: e.Rule, Text: e.Text, Dice: slices.Clone(e.Dice)}
	})
}

// View is a copy of the engine's state without the log (read through Log),
// the seed and the roller's state; every seat sees all of it.
func (s *State) View(games.Seat) any {
	c := s.G.Clone()
	c.Log = nil
	c.Seed = 0
	c.Dice = dice.Seeded{}
	return c
}

// Clone copies the state; the copy rolls the same dice.
func (s *State) Clone() games.State { return &State{G: s.G.Clone()} }

// Reseed gives the game new dice from seed.
func (s *State) Reseed(seed uint64) {
	s.G.SetRoller(nil)
	s.G.Dice = dice.Seeded{State: seed}
}
