package saves

// The envelope: one save format for every game on the common contract
// (package games). See README.md for the reasons behind its shape.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"unicode"

	"zulu1879/games"
)

// EnvelopeVersion is the envelope format this program writes and the
// newest it reads. Like Current, it goes up whenever a field is added,
// because the loader refuses fields it does not know.
const EnvelopeVersion = 1

// CheckpointEvery is how many actions apart an envelope records the state
// hash, so that a damaged log is caught near where it goes wrong.
const CheckpointEvery = 50

// Human is what Envelope.Players writes for a seat played by a person.
const Human = "human"

// maxHashLen bounds a recorded hash (the games' hashes are 32 or 64 hex
// digits).
const maxHashLen = 128

// maxActionLen bounds one action string (the longest notation is a fire
// with a few targets, well under a hundred bytes).
const maxActionLen = 1000

// Envelope is the file of a game saved through the contract: everything
// needed to play it again (game, scenario, revision, seed, options, the
// action log with the seat of each) and the hashes that check the replay.
// It holds no state: loading starts the game anew and applies the log.
// Fields are written in this order.
type Envelope struct {
	// Version is the envelope format ("envelope": 1). Its name also tells
	// an envelope from the older per-game files, which have "format".
	Version int `json:"envelope"`
	// Game is the registered id of the game (games.Info.ID).
	Game string `json:"game"`
	// Program is the version of zulu1879 that wrote the file.
	Program string `json:"program"`
	// Summary is a line for people reading the file; the loader ignores
	// it. It shows nothing a seat may not see (see Record.Summary).
	Summary string `json:"summary"`
	// Scenario is the scenario name games.Setup took.
	Scenario string `json:"scenario"`
	// Revision is the revision of the game's data or rules the game was
	// played on, for the games that have revisions (0 for the others): a
	// game saved today keeps replaying on the same data after an update.
	Revision int    `json:"revision,omitempty"`
	Seed     uint64 `json:"seed"`
	// Options are the game's options, a JSON object (absent: defaults).
	Options json.RawMessage `json:"options,omitempty"`
	// Players maps every seat name to Human or to the name of the bot that
	// played it (games.BotNamed).
	Players map[string]string `json:"players"`
	// Actions is the log: every action applied since New, in order.
	Actions []Move `json:"actions"`
	// Checkpoints are the state hashes after every CheckpointEvery-th
	// action.
	Checkpoints []HashAt `json:"checkpoints"`
	// Hash is the state hash after the last action.
	Hash string `json:"hash"`
}

// Move is one action of the log.
type Move struct {
	// Seat is the name of the seat that took it (the seat to act then).
	Seat string `json:"seat"`
	// Action is the action in the game's notation, as Apply took it.
	Action string `json:"action"`
	// Reason is the bot's explanation, for an action a bot chose ("" for
	// a person's).
	Reason string `json:"reason,omitempty"`
}

// HashAt is the state hash after the first Action actions.
type HashAt struct {
	Action int    `json:"action"`
	Hash   string `json:"hash"`
}

// envelopeHeader is what IsEnvelope reads.
type envelopeHeader struct {
	Version *json.RawMessage `json:"envelope"`
}

// IsEnvelope reports whether data looks like an envelope (a JSON object
// with an "envelope" member) rather than one of the older per-game files.
// Commands that read both formats ask it first; anything else, damaged
// files included, goes to the older loaders and their messages.
func IsEnvelope(data []byte) bool {
	t := bytes.TrimSpace(bytes.TrimPrefix(data, utf8BOM))
	if len(t) == 0 || t[0] != '{' {
		return false
	}
	var h envelopeHeader
	if json.Unmarshal(t, &h) != nil {
		// A damaged or truncated envelope still says what it is in its
		// first lines: the loader writes "envelope" first.
		return bytes.Contains(t[:min(len(t), 200)], []byte(`"envelope"`))
	}
	return h.Version != nil
}

// ParseEnvelope checks the form of an envelope: JSON, the encoding, every
// field; unknown fields are refused. It does not replay the game (Replay
// does). name labels errors.
func ParseEnvelope(data []byte, name string) (*Envelope, error) {
	if len(data) > MaxSize {
		return nil, newError(name, ProblemTooBig, "file is over %d MiB; a save is far smaller, so this is not one", MaxSize>>20)
	}
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 {
		return nil, newError(name, ProblemEmpty, "the file is empty (0 bytes of data); the save was never written or was wiped")
	}
	if err := checkEncoding(data, trimmed, name); err != nil {
		return nil, err
	}
	if err := checkJSON(data, name); err != nil {
		return nil, err
	}
	var v struct {
		Version json.RawMessage `json:"envelope"`
	}
	if err := json.Unmarshal(data, &v); err != nil || len(v.Version) == 0 {
		return nil, newError(name, ProblemWrongGame, `not an envelope save: no "envelope" field`)
	}
	var ver int
	if err := json.Unmarshal(v.Version, &ver); err != nil {
		return nil, newError(name, ProblemCorrupt, `field "envelope" is %s, not a whole number`, short(string(v.Version)))
	}
	switch {
	case ver > EnvelopeVersion:
		return nil, newError(name, ProblemFuture, "made by a newer zulu1879 in envelope format %d; this program reads envelope format %d — update zulu1879 to load it", ver, EnvelopeVersion)
	case ver < 1:
		return nil, newError(name, ProblemCorrupt, `field "envelope" is %d; envelope versions start at 1`, ver)
	}
	var e Envelope
	if err := decodeStrict(data, &e); err != nil {
		return nil, newError(name, ProblemCorrupt, "%v", err)
	}
	if err := e.check(); err != nil {
		var se *Error
		if errors.As(err, &se) {
			se.Name = name
			return nil, se
		}
		return nil, newError(name, ProblemCorrupt, "%v", err)
	}
	return &e, nil
}

// check validates the fields that the replay cannot: the game is one this
// program has, seats are its seats, numbers are in range.
func (e *Envelope) check() error {
	r, err := games.Lookup(e.Game)
	if err != nil {
		return &Error{Problem: ProblemWrongGame, Msg: fmt.Sprintf(`field "game": %v`, err)}
	}
	info := r.Info()
	if e.Revision < 0 {
		return fmt.Errorf(`field "revision" is %d; revisions start at 1`, e.Revision)
	}
	if o := bytes.TrimSpace(e.Options); len(o) > 0 && string(o) != "null" && o[0] != '{' {
		var b bytes.Buffer
		_ = json.Compact(&b, o)
		return fmt.Errorf(`field "options" is %s, not a JSON object`, short(b.String()))
	}
	if len(e.Players) != len(info.Seats) {
		return fmt.Errorf(`field "players" names %d seats; %s has %d (%s)`, len(e.Players), e.Game, len(info.Seats), strings.Join(info.Seats, ", "))
	}
	for _, seat := range slices.Sorted(mapKeys(e.Players)) {
		if _, err := info.SeatNamed(seat); err != nil {
			return fmt.Errorf(`field "players": %v`, err)
		}
		if p := e.Players[seat]; p != Human && !isName(p) {
			return fmt.Errorf(`field "players.%s" is %q: want %q or a bot name (lower-case words joined by hyphens)`, seat, short(p), Human)
		}
	}
	for i, m := range e.Actions {
		if _, err := info.SeatNamed(m.Seat); err != nil {
			return fmt.Errorf(`action %d (field "actions[%d].seat"): %v`, i+1, i, err)
		}
		switch {
		case m.Action == "":
			return fmt.Errorf(`action %d (field "actions[%d].action") is empty`, i+1, i)
		case len(m.Action) > maxActionLen:
			return fmt.Errorf(`action %d (field "actions[%d].action") is %d bytes long; no action is over %d`, i+1, i, len(m.Action), maxActionLen)
		case len(m.Reason) > MaxReasonLen:
			return fmt.Errorf(`action %d (field "actions[%d].reason") is %d bytes long; a reason is at most %d`, i+1, i, len(m.Reason), MaxReasonLen)
		}
	}
	if err := checkHash(e.Hash, `field "hash"`); err != nil {
		return err
	}
	for i, c := range e.Checkpoints {
		where := fmt.Sprintf("checkpoint %d (field \"checkpoints[%d]\")", i+1, i)
		if c.Action < 1 || c.Action > len(e.Actions) || (i > 0 && c.Action <= e.Checkpoints[i-1].Action) {
			return fmt.Errorf("%s: action number %d is out of order or past the end of the log (%d actions)", where, c.Action, len(e.Actions))
		}
		if err := checkHash(c.Hash, where); err != nil {
			return err
		}
	}
	return nil
}

// checkHash refuses an empty, overlong or non-printable hash.
func checkHash(h, where string) error {
	if h == "" || len(h) > maxHashLen || strings.ContainsFunc(h, func(r rune) bool { return !unicode.IsPrint(r) || r == ' ' }) {
		return fmt.Errorf("%s is %q, not a state hash", where, short(h))
	}
	return nil
}

// isName reports a bot name's form (that of a games id).
func isName(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	prevDash := true
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9' && !prevDash:
			prevDash = false
		case r == '-' && !prevDash:
			prevDash = true
		default:
			return false
		}
	}
	return !prevDash
}

func mapKeys(m map[string]string) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

// Setup is the games.Setup the envelope starts from.
func (e *Envelope) Setup() games.Setup {
	return games.Setup{Scenario: e.Scenario, Seed: e.Seed, Options: e.Options}
}

// Encode writes e as an indented save file (compactly when the indented
// form would be over MaxSize).
func (e *Envelope) Encode() ([]byte, error) {
	raw, err := json.Marshal(e)
	if err != nil {
		return nil, err
	}
	data, err := Pretty(raw)
	if err != nil {
		return nil, err
	}
	if len(data) > MaxSize {
		data = append(raw, '\n')
	}
	if len(data) > MaxSize {
		return nil, fmt.Errorf("the game is too long to save: %d bytes even written compactly, over the %d MiB a save may have", len(data), MaxSize>>20)
	}
	return data, nil
}

// ReplayOptions steer Replay.
type ReplayOptions struct {
	// OnAction, if set, is called with n = 0 and the new game, then after
	// each action with its 1-based number, the move and the game after it.
	OnAction func(n int, m Move, s games.State)
}

// Replay plays the envelope's game again: New with its setup (on its
// revision), then every action, checking that the seat it names is the
// seat to act, every checkpoint and the final hash. The first thing that
// differs is an *Error naming the action or checkpoint. name labels
// errors.
func (e *Envelope) Replay(name string, opt ReplayOptions) (*Record, error) {
	rules, err := games.Lookup(e.Game)
	if err != nil {
		return nil, newError(name, ProblemWrongGame, `field "game": %v`, err)
	}
	info := rules.Info()
	players := make(map[string]string, len(e.Players))
	for k, v := range e.Players {
		players[k] = v
	}
	rev := e.Revision
	if rev == 0 {
		rev = revisionHooks(info.ID).Unrecorded
	}
	rec, err := newRecordOn(rules, e.Setup(), rev, players)
	if err != nil {
		e := newError(name, ProblemScenario, "%v", err)
		e.Err = err // a scenario file not there: errors.Is(err, fs.ErrNotExist)
		return nil, e
	}
	if opt.OnAction != nil {
		opt.OnAction(0, Move{}, rec.state)
	}
	cps := e.Checkpoints
	for i, m := range e.Actions {
		n := i + 1
		at := fmt.Sprintf("action %d (%s %q)", n, m.Seat, short(m.Action))
		seat := rec.state.ToAct()
		if seat == games.Nobody {
			return nil, &Error{Name: name, Problem: ProblemAction, Action: n, Msg: fmt.Sprintf("%s: the game was over after action %d, yet the log goes on", at, i)}
		}
		if want := info.SeatName(seat); want != m.Seat {
			return nil, &Error{Name: name, Problem: ProblemAction, Action: n, Msg: fmt.Sprintf("%s: the save says the %s acts, but the replayed game asks the %s", at, m.Seat, want)}
		}
		if err := rec.Apply(m.Action, m.Reason); err != nil {
			return nil, &Error{Name: name, Problem: ProblemAction, Action: n, Msg: fmt.Sprintf("%s is refused: %v", at, err)}
		}
		if opt.OnAction != nil {
			opt.OnAction(n, m, rec.state)
		}
		for len(cps) > 0 && cps[0].Action == n {
			if h := rec.state.Hash(); h != cps[0].Hash {
				return nil, &Error{Name: name, Problem: ProblemMismatch, Action: n, Msg: fmt.Sprintf("checkpoint after action %d: the replayed state's hash is %s, the save says %s; the log or the checkpoint was changed, or the save comes from a program with other rules", n, h, short(cps[0].Hash))}
			}
			cps = cps[1:]
		}
	}
	if h := rec.state.Hash(); h != e.Hash {
		return nil, &Error{Name: name, Problem: ProblemMismatch, Action: len(e.Actions), Msg: fmt.Sprintf(`field "hash": the game replayed to the end (%d actions) has hash %s, the save says %s; the log or the hash was changed, or the save comes from a program with other rules`, len(e.Actions), h, short(e.Hash))}
	}
	return rec, nil
}

// DecodeEnvelope parses and replays an envelope. name labels errors.
func DecodeEnvelope(data []byte, name string) (*Record, error) {
	e, err := ParseEnvelope(data, name)
	if err != nil {
		return nil, err
	}
	return e.Replay(name, ReplayOptions{})
}

// LoadEnvelope reads, checks and replays an envelope file (read as
// untrusted: see ReadFile). A file that cannot be read is named by its
// path as given (ReadFile), errors in its content by its base name.
func LoadEnvelope(path string) (*Record, error) {
	data, err := ReadFile(path)
	if err != nil {
		return nil, err
	}
	return DecodeEnvelope(data, filepath.Base(path))
}

// NormalizeEnvelope returns an envelope as this program writes it
// (checked, re-indented), without replaying it, for diffs.
func NormalizeEnvelope(data []byte, name string) ([]byte, error) {
	e, err := ParseEnvelope(data, name)
	if err != nil {
		return nil, err
	}
	return e.Encode()
}

// utf8BOM is the UTF-8 byte-order mark, which IsEnvelope looks past (the
// loader then names it).
var utf8BOM = []byte{0xef, 0xbb, 0xbf}
