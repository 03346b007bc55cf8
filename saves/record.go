package saves

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"sync"
	"unicode/utf8"

	"zulu1879/games"
)

// Record is a game of any registered game with the record of how it was
// played: the setup, who plays each seat and every action with its seat.
// Front ends apply actions through it (never through State().Apply), so
// that the game can be saved as an envelope at any moment.
type Record struct {
	rules       games.Rules
	info        games.Info
	setup       games.Setup
	revision    int
	state       games.State
	players     map[string]string
	moves       []Move
	checkpoints []HashAt
	note        string
}

// NewRecord starts a recorded game. players maps seat names to Human or a
// bot name; a seat it leaves out is played by a person. The scenario ""
// is recorded as the game's default scenario, and the game's data or
// rules revision (see RegisterRevisions) is recorded so that the save
// keeps replaying on it.
func NewRecord(rules games.Rules, setup games.Setup, players map[string]string) (*Record, error) {
	return newRecordOn(rules, setup, 0, players)
}

// newRecordOn starts a recorded game on revision rev of the game's data (0:
// whatever the setup gives).
func newRecordOn(rules games.Rules, setup games.Setup, rev int, players map[string]string) (*Record, error) {
	info := rules.Info()
	if setup.Scenario == "" {
		setup.Scenario = info.Scenarios[0]
	}
	if o := bytes.TrimSpace(setup.Options); len(o) == 0 || string(o) == "null" {
		setup.Options = nil
	} else {
		var b bytes.Buffer
		if err := json.Compact(&b, o); err != nil {
			return nil, fmt.Errorf("%s: options: %v", info.ID, err)
		}
		setup.Options = b.Bytes()
	}
	ps := map[string]string{}
	for _, seat := range info.Seats {
		ps[seat] = Human
	}
	for seat, who := range players {
		if _, err := info.SeatNamed(seat); err != nil {
			return nil, err
		}
		if who == "" {
			who = Human
		}
		ps[seat] = who
	}
	st, err := rules.New(setup)
	if err != nil {
		return nil, err
	}
	hooks := revisionHooks(info.ID)
	note := ""
	if hooks.Of != nil && rev != 0 {
		if got := hooks.Of(st); got != rev {
			pinned, err := hooks.Pin(setup, rev)
			if err == nil {
				st, err = rules.New(pinned)
			}
			if err != nil {
				return nil, fmt.Errorf("the game was played on revision %d of the %s data, and this program cannot play it: %v", rev, info.ID, err)
			}
			if now := hooks.Of(st); now != rev {
				return nil, fmt.Errorf("the game was played on revision %d of the %s data; this program plays revision %d", rev, info.ID, now)
			}
			setup = pinned
			note = fmt.Sprintf("this game was played on revision %d of the %s data (this program's default is %d) and continues on it", rev, info.ID, got)
		}
	}
	r := &Record{rules: rules, info: info, setup: setup, state: st, players: ps, note: note}
	if hooks.Of != nil {
		r.revision = hooks.Of(st)
	}
	return r, nil
}

// State is the game, for display and queries. Change it only through
// Apply, or the record no longer replays to it (Encode refuses it then).
func (r *Record) State() games.State { return r.state }

// Rules is the game's rules.
func (r *Record) Rules() games.Rules { return r.rules }

// Info describes the game.
func (r *Record) Info() games.Info { return r.info }

// Setup is the setup the game started from (the revision pinned, if the
// save asked for an older one).
func (r *Record) Setup() games.Setup { return r.setup }

// Revision is the revision of the game's data or rules, 0 for a game
// without revisions.
func (r *Record) Revision() int { return r.revision }

// Note is a remark from loading (the game goes on on an older revision);
// "" when there is none.
func (r *Record) Note() string { return r.note }

// Players returns a copy of who plays each seat: Human or a bot name.
func (r *Record) Players() map[string]string { return maps.Clone(r.players) }

// SetPlayer records who plays seat from now on (Human or a bot name).
func (r *Record) SetPlayer(seat, who string) error {
	if _, err := r.info.SeatNamed(seat); err != nil {
		return err
	}
	if who == "" {
		who = Human
	}
	if who != Human && !isName(who) {
		return fmt.Errorf("player %q for seat %s: want %q or a bot name", who, seat, Human)
	}
	r.players[seat] = who
	return nil
}

// Moves returns the action log.
func (r *Record) Moves() []Move { return slices.Clone(r.moves) }

// Prefix is the game as it stood after its first n actions: a new record
// with the same setup, revision and players, on which those actions are
// replayed (for taking actions back). r is not changed.
func (r *Record) Prefix(n int) (*Record, error) {
	if n < 0 || n > len(r.moves) {
		return nil, fmt.Errorf("the game has %d actions, not %d", len(r.moves), n)
	}
	st, err := r.rules.New(r.setup)
	if err != nil {
		return nil, err
	}
	p := &Record{rules: r.rules, info: r.info, setup: r.setup, revision: r.revision, state: st, players: maps.Clone(r.players), note: r.note}
	for i, m := range r.moves[:n] {
		if err := p.Apply(m.Action, m.Reason); err != nil {
			return nil, fmt.Errorf("action %d %q does not replay: %v", i+1, m.Action, err)
		}
	}
	return p, nil
}

// Len is the number of actions applied.
func (r *Record) Len() int { return len(r.moves) }

// Apply applies one action of the seat to act and records it, with the
// bot's reason ("" for a person). An action the game refuses returns its
// error and changes nothing.
func (r *Record) Apply(action, reason string) error {
	seat := r.state.ToAct()
	if seat == games.Nobody {
		return fmt.Errorf("the game is over: %q is not applied", action)
	}
	if len(action) > maxActionLen {
		return fmt.Errorf("an action of %d bytes: no action is over %d", len(action), maxActionLen)
	}
	if err := r.state.Apply(action); err != nil {
		return err
	}
	if len(reason) > MaxReasonLen {
		reason = reason[:MaxReasonLen]
		for !utf8.ValidString(reason) {
			reason = reason[:len(reason)-1]
		}
	}
	r.moves = append(r.moves, Move{Seat: r.info.SeatName(seat), Action: action, Reason: reason})
	if n := len(r.moves); n%CheckpointEvery == 0 {
		r.checkpoints = append(r.checkpoints, HashAt{Action: n, Hash: r.state.Hash()})
	}
	return nil
}

// Summary is one line saying where the game stands, showing nothing a
// seat may not see: for a game with hidden information the prompt's words
// (which may speak of the hand of the seat to act) give way to its key.
func (r *Record) Summary() string {
	s := r.info.Title + ", " + r.setup.Scenario
	if r.revision != 0 {
		s += fmt.Sprintf(" (revision %d)", r.revision)
	}
	if res, ok := r.state.Result(); ok {
		s += ": over: " + res.How
		if res.Level != "" {
			s += " (" + res.Level + ")"
		}
		return s
	}
	p := r.state.Prompt()
	seat := r.info.SeatName(p.Seat)
	if r.info.Hidden {
		return s + fmt.Sprintf(": %s to act (%s)", seat, p.Key)
	}
	return s + ": " + p.Text
}

// Envelope is the record's file value.
func (r *Record) Envelope(program string) *Envelope {
	return &Envelope{
		Version:     EnvelopeVersion,
		Game:        r.info.ID,
		Program:     program,
		Summary:     r.Summary(),
		Scenario:    r.setup.Scenario,
		Revision:    r.revision,
		Seed:        r.setup.Seed,
		Options:     r.setup.Options,
		Players:     maps.Clone(r.players),
		Actions:     slices.Clone(r.moves),
		Checkpoints: slices.Clone(r.checkpoints),
		Hash:        r.state.Hash(),
	}
}

// Encode returns the envelope file. It replays the file before returning
// it, so it never hands out a save that would not load.
func (r *Record) Encode(program string) ([]byte, error) {
	data, err := r.Envelope(program).Encode()
	if err != nil {
		return nil, err
	}
	if _, err := DecodeEnvelope(data, "(new save)"); err != nil {
		return nil, fmt.Errorf("refusing to write a save that does not load: %v", err)
	}
	return data, nil
}

// Save writes the envelope to path atomically (WriteFileAtomic): the file
// holds its previous content or the whole new save, and a save that would
// not load is not written at all.
func (r *Record) Save(path, program string) error {
	data, err := r.Encode(program)
	if err != nil {
		return err
	}
	return WriteFileAtomic(path, data, 0o644)
}

// Revisions tell the envelope how a game names the revision of its data
// or rules, for games that have revisions: Of reads the revision a game is
// played on, Pin returns a setup that plays on revision rev (an error if it
// cannot). A game without them is recorded with revision 0.
type Revisions struct {
	Of  func(games.State) int
	Pin func(s games.Setup, rev int) (games.Setup, error)
	// Unrecorded is the revision of a save that names none (one written
	// before the game had revisions); 0 plays it on the setup's default.
	Unrecorded int
}

var (
	revMu     sync.RWMutex
	revisions = map[string]Revisions{}
)

// RegisterRevisions adds the revision hooks of a game (see Revisions).
func RegisterRevisions(game string, r Revisions) {
	if r.Of == nil || r.Pin == nil {
		panic("saves: RegisterRevisions " + game + ": both hooks are needed")
	}
	revMu.Lock()
	defer revMu.Unlock()
	revisions[game] = r
}

func revisionHooks(game string) Revisions {
	revMu.RLock()
	defer revMu.RUnlock()
	return revisions[game]
}

// Rewind takes the record back to its first n actions without replaying
// it from the start (an undo). st is the game as it stood after the first
// from actions (from ≤ n ≤ Len), a copy the caller kept (State.Clone) and
// gives up: the actions from from to n are played on it, checked against
// the state hashes the record holds for them, and it becomes the record's
// state. An action refused or a hash that differs (st was not that game)
// is an error, and the record is left as it was.
func (r *Record) Rewind(n, from int, st games.State) error {
	if from < 0 || from > n || n > len(r.moves) {
		return fmt.Errorf("rewind to %d actions from a state after %d: the record has %d", n, from, len(r.moves))
	}
	want := map[int]string{}
	for _, c := range r.checkpoints {
		if c.Action >= from && c.Action <= n {
			want[c.Action] = c.Hash
		}
	}
	if h, ok := want[from]; ok && st.Hash() != h {
		return fmt.Errorf("rewind: the state given for action %d is not the recorded game (hash %s, recorded %s)", from, st.Hash(), h)
	}
	for k := from; k < n; k++ {
		if err := st.Apply(r.moves[k].Action); err != nil {
			return fmt.Errorf("rewind: action %d (%s): %w", k+1, r.moves[k].Action, err)
		}
		if h, ok := want[k+1]; ok && st.Hash() != h {
			return fmt.Errorf("rewind: after action %d the hash is %s, recorded %s", k+1, st.Hash(), h)
		}
	}
	r.moves = slices.Clip(r.moves[:n])
	keep := 0
	for keep < len(r.checkpoints) && r.checkpoints[keep].Action <= n {
		keep++
	}
	r.checkpoints = slices.Clip(r.checkpoints[:keep])
	// An empty log is written as a new game's is (null, not []).
	if n == 0 {
		r.moves = nil
	}
	if keep == 0 {
		r.checkpoints = nil
	}
	r.state = st
	return nil
}
