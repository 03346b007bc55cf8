package campaign

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"unicode/utf8"

	"zulu1879/dice"
	"zulu1879/internal/untrusted"
	"zulu1879/ramparts"
	"zulu1879/saves"
)

// Format is the campaign file version this program writes and reads.
const Format = 1

// GameID is the value of the "game" field of every campaign file.
const GameID = "zulu1879/campaign"

// MaxSize is the largest campaign file the loader reads.
const MaxSize = 32 << 20

// File is the campaign file: versioned JSON holding both halves.
//
// The Isandlwana half is a complete Isandlwana save in the format of
// package saves (scenario, seed, action log in the game notation, hash
// checkpoints and state), so everything that checks and upgrades those saves
// applies to it. The Rorke's Drift half has its seed, options, action log,
// final hash and state. Loading replays both logs and checks the hashes.
type File struct {
	Format int    `json:"format"`
	Game   string `json:"game"`
	// Program is the version of zulu1879 that wrote the file.
	Program string `json:"program"`
	// Summary is a line for people reading the file; the loader ignores it.
	Summary    string          `json:"summary"`
	Stage      Stage           `json:"stage"`
	Isandlwana json.RawMessage `json:"isandlwana"`
	// Ledger is present from StageLedger on; the loader checks it against
	// the replayed Isandlwana result.
	Ledger      *Ledger    `json:"ledger,omitempty"`
	RorkesDrift *RorkeHalf `json:"rorkes_drift,omitempty"`
}

// RorkeHalf is the Rorke's Drift game in a campaign file.
type RorkeHalf struct {
	Seed    uint64           `json:"seed"`
	Options ramparts.Options `json:"options"`
	// Actions is the log, one action per entry in the rorkesdrift notation.
	Actions []string `json:"actions"`
	// Hash is ramparts.Game.Hash after the last action.
	Hash string `json:"hash"`
	// State is the game after the last action, without its event log.
	State json.RawMessage `json:"state"`
}

// Error is a campaign file (or a Rorke's Drift save) that cannot be
// loaded. Its message is one line naming the file and what is wrong.
type Error struct {
	// Kind is what the file should have been: "" for a campaign file,
	// "Rorke's Drift save" for one of RorkeSave.
	Kind string
	Name string
	Msg  string
	// Err is the system's cause (a missing file), for errors.Is.
	Err error
}

// Unwrap returns the cause, or nil.
func (e *Error) Unwrap() error { return e.Err }

// Error implements error.
func (e *Error) Error() string {
	msg := strings.ReplaceAll(e.Msg, "\n", " ")
	kind := e.Kind
	if kind == "" {
		kind = "campaign"
	}
	if e.Name == "" {
		return kind + ": " + msg
	}
	return kind + " " + e.Name + ": " + msg
}

func fail(name, format string, args ...any) *Error {
	return &Error{Name: name, Msg: fmt.Sprintf(format, args...)}
}

// File returns the campaign as its file value.
func (c *Campaign) File(program string) (*File, error) {
	isa, err := c.isa.Encode(program)
	if err != nil {
		return nil, err
	}
	f := &File{Format: Format, Game: GameID, Program: program, Summary: c.Summary(), Stage: c.stage, Isandlwana: isa, Ledger: c.ledger}
	if c.rd != nil {
		if f.RorkesDrift, err = newRorkeHalf(c.rd, c.rdSeed, c.rdOpts, c.rdActions); err != nil {
			return nil, err
		}
	}
	return f, nil
}

// newRorkeHalf records a Rorke's Drift game: seed, options, the actions
// applied since ramparts.New, and the state they lead to.
func newRorkeHalf(g *ramparts.Game, seed uint64, opts ramparts.Options, actions []string) (*RorkeHalf, error) {
	// A new game's options name its rules revision, so that the file
	// replays on the same rules (opts may leave it to the default).
	opts.Revision = g.Options.Revision
	st := *g
	st.Log = nil
	state, err := json.Marshal(&st)
	if err != nil {
		return nil, fmt.Errorf("campaign: encoding the Rorke's Drift state: %v", err)
	}
	return &RorkeHalf{Seed: seed, Options: opts, Actions: append([]string{}, actions...), Hash: g.Hash(), State: state}, nil
}

// Encode returns the campaign file. It loads the encoded file back before
// returning it, so it never hands out a file that would not load.
func (c *Campaign) Encode(program string) ([]byte, error) {
	f, err := c.File(program)
	if err != nil {
		return nil, err
	}
	return encodeChecked(f, "campaign", func(data []byte) error {
		_, err := Decode(data, "(new file)")
		return err
	})
}

// encodeChecked encodes v as a file's pretty JSON, then loads it back with
// check before returning it, so that a file that would not load is never
// written. what starts the error messages.
func encodeChecked(v any, what string, check func([]byte) error) ([]byte, error) {
	raw, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("%s: encoding: %v", what, err)
	}
	data, err := saves.Pretty(raw)
	if err != nil {
		return nil, fmt.Errorf("%s: encoding: %v", what, err)
	}
	if err := check(data); err != nil {
		return nil, fmt.Errorf("%s: refusing to write a file that does not load: %v", what, err)
	}
	return data, nil
}

// Save writes the campaign to path atomically (a temporary file in the same
// folder, flushed to disk, then renamed): the file holds either its previous
// content or the whole new campaign. A campaign that would not load back is
// not written.
func (c *Campaign) Save(path, program string) error {
	data, err := c.Encode(program)
	if err != nil {
		return err
	}
	return saves.WriteFileAtomic(path, data, 0o644)
}

// MarshalJSON writes the campaign file.
func (c *Campaign) MarshalJSON() ([]byte, error) {
	f, err := c.File("")
	if err != nil {
		return nil, err
	}
	return json.Marshal(f)
}

// UnmarshalJSON reads a campaign file, replaying and checking both games.
func (c *Campaign) UnmarshalJSON(data []byte) error {
	d, err := Decode(data, "")
	if err != nil {
		return err
	}
	*c = *d
	return nil
}

// Load reads a campaign file and replays it. Every problem is an *Error
// with a one-line message.
func Load(path string) (*Campaign, error) {
	data, err := readFile(path)
	if err != nil {
		return nil, err
	}
	return Decode(data, filepath.Base(path))
}

// readFile reads a campaign file or a Rorke's Drift save, up to MaxSize+1
// bytes; errors name the file by its base name.
func readFile(path string) ([]byte, error) {
	name := filepath.Base(path)
	// Files come from other people: a named pipe, a device or a socket is
	// refused without waiting on it.
	data, err := untrusted.ReadFile(path, MaxSize)
	var nr *untrusted.NotRegularError
	switch {
	case errors.As(err, &nr):
		return nil, fail(name, "%v; it was not read", err)
	case err != nil:
		cause := err
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		e := fail(name, "cannot read it: %v", err)
		e.Err = cause
		return nil, e
	}
	return data, nil
}

// header is read first to recognise a file.
type header struct {
	Format *int   `json:"format"`
	Game   string `json:"game"`
}

// Decode checks a campaign file and replays both of its games, checking the
// ledger and the state hashes. name labels errors.
func Decode(data []byte, name string) (*Campaign, error) {
	f, err := parse(data, name)
	if err != nil {
		return nil, err
	}
	isa, err := saves.Decode(f.Isandlwana, saves.LoadOptions{Name: name})
	if err != nil {
		var se *saves.Error
		if errors.As(err, &se) {
			return nil, fail(name, "the Isandlwana half: %s", se.Msg)
		}
		return nil, fail(name, "the Isandlwana half: %v", err)
	}
	c := &Campaign{stage: f.Stage, isa: isa}
	g := isa.Game()
	if f.Stage == StageIsandlwana {
		if g.Over() {
			return nil, fail(name, "the stage is %q but the Isandlwana game is over (%s)", f.Stage, g.Outcome)
		}
		if f.Ledger != nil || f.RorkesDrift != nil {
			return nil, fail(name, "the stage is %q but the file holds a ledger or a Rorke's Drift game", f.Stage)
		}
		return c, nil
	}
	if !g.Over() {
		return nil, fail(name, "the stage is %q but the Isandlwana game is not over (turn %d, %s)", f.Stage, g.Turn, g.PhaseLabel())
	}
	l, err := Evaluate(g)
	if err != nil {
		return nil, fail(name, "%v", err)
	}
	if f.Ledger == nil {
		return nil, fail(name, "field \"ledger\" is missing (stage %q)", f.Stage)
	}
	if !reflect.DeepEqual(f.Ledger, l) {
		return nil, fail(name, "the stored ledger does not follow from the Isandlwana result (%s on turn %d): it was edited or made by a program with another ledger table", g.Outcome, l.Facts.Turn)
	}
	c.ledger = l
	if f.Stage == StageLedger {
		if f.RorkesDrift != nil {
			return nil, fail(name, "the stage is %q but the file holds a Rorke's Drift game", f.Stage)
		}
		return c, nil
	}
	if f.RorkesDrift == nil {
		return nil, fail(name, "field \"rorkes_drift\" is missing (stage %q)", f.Stage)
	}
	if err := c.replayRorke(f.RorkesDrift, name); err != nil {
		return nil, err
	}
	if over := c.rd.Over(); over != (f.Stage == StageDone) {
		return nil, fail(name, "the stage is %q but the replayed Rorke's Drift game is %s", f.Stage, map[bool]string{true: "over", false: "not over"}[over])
	}
	return c, nil
}

// replayRorke rebuilds the Rorke's Drift game from its half of the file.
func (c *Campaign) replayRorke(h *RorkeHalf, name string) error {
	if want := c.ledger.Campaign(); h.Options.Campaign != want {
		return fail(name, "the Rorke's Drift options do not carry the ledger's effects (rorkes_drift.options.campaign is %+v, the ledger gives %+v)", h.Options.Campaign, want)
	}
	g, err := h.replay(name, "rorkes_drift.")
	if err != nil {
		return err
	}
	c.rd, c.rdSeed, c.rdOpts, c.rdActions = g, h.Seed, h.Options, append([]string(nil), h.Actions...)
	return nil
}

// replay rebuilds the Rorke's Drift game of h: a new game with its seed and
// options, every action applied in turn, then the hash and the stored state
// checked. field prefixes the field names in messages ("rorkes_drift." in
// a campaign file, "" in a Rorke's Drift save).
func (h *RorkeHalf) replay(name, field string) (*ramparts.Game, error) {
	opts := h.Options
	if opts.Revision == 0 {
		// Saved before rules revisions existed: played on revision 1.
		opts.Revision = 1
	}
	g, err := ramparts.New(opts, dice.NewSeeded(h.Seed))
	if err != nil {
		return nil, fail(name, "Rorke's Drift: %v", err)
	}
	for i, line := range h.Actions {
		a, err := ramparts.ParseAction(line)
		if err != nil {
			return nil, fail(name, "Rorke's Drift action %d %q cannot be read: %v", i+1, short(line), err)
		}
		turn, phase := g.Turn, g.Phase
		if err := g.Apply(a); err != nil {
			return nil, fail(name, "Rorke's Drift action %d %q (turn %d, %s) is illegal in the replayed game: %v", i+1, short(line), turn, phase, err)
		}
	}
	if got := g.Hash(); got != h.Hash {
		return nil, fail(name, "the replayed Rorke's Drift game's state hash %.12s… differs from the saved %.12s… after all %d actions", got, short(h.Hash), len(h.Actions))
	}
	var st ramparts.Game
	if err := json.Unmarshal(h.State, &st); err != nil {
		return nil, fail(name, "field \"%sstate\" does not read as a game: %v", field, err)
	}
	if st.Hash() != h.Hash {
		return nil, fail(name, "the stored Rorke's Drift \"state\" does not match its hash: it was edited or damaged; the replayed log is intact")
	}
	return g, nil
}

// checkJSON checks that data is one JSON object of a sensible size and
// reads its header; what names the kind of file expected ("a campaign
// file") and thing what it holds ("the campaign") in messages. It returns
// data without surrounding space.
func checkJSON(data []byte, name, what, thing string) ([]byte, *header, error) {
	if len(data) > MaxSize {
		return nil, nil, fail(name, "file is over %d MiB; %s is far smaller, so this is not one", MaxSize>>20, strings.TrimPrefix(thing, "the "))
	}
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 {
		return nil, nil, fail(name, "the file is empty; %s was never written or was wiped", thing)
	}
	if err := untrusted.CheckEncoding(data); err != nil && (trimmed[0] == '{' || untrusted.HasBOM(data)) {
		return nil, nil, fail(name, "%v", err)
	}
	if !json.Valid(trimmed) {
		if !utf8.Valid(trimmed[:min(len(trimmed), 512)]) || trimmed[0] != '{' {
			return nil, nil, fail(name, "not %s: it is not JSON", what)
		}
		var v any
		err := json.Unmarshal(trimmed, &v)
		var syn *json.SyntaxError
		if errors.As(err, &syn) && !strings.Contains(err.Error(), "unexpected end") {
			line := 1 + bytes.Count(trimmed[:min(int(syn.Offset), len(trimmed))], []byte("\n"))
			return nil, nil, fail(name, "the file is corrupted: line %d: %s", line, strings.TrimPrefix(err.Error(), "json: "))
		}
		return nil, nil, fail(name, "the file is truncated: it stops in the middle after %d bytes; it was cut off while being written or copied", len(data))
	}
	var h header
	if err := json.Unmarshal(trimmed, &h); err != nil {
		return nil, nil, fail(name, "not %s: the JSON is not an object", what)
	}
	return trimmed, &h, nil
}

// parse checks the form of a campaign file.
func parse(data []byte, name string) (*File, error) {
	trimmed, h, err := checkJSON(data, name, "a campaign file", "the campaign")
	if err != nil {
		return nil, err
	}
	switch {
	case h.Game == saves.GameID:
		return nil, fail(name, "this is an Isandlwana save, not a campaign file (load it with zulu1879 save check, or start a campaign with zulu1879 campaign)")
	case h.Game == RorkeGameID:
		return nil, fail(name, "this is a Rorke's Drift save, not a campaign file (load it with zulu1879 rorke --load)")
	case h.Game == "" && bytes.Contains(trimmed, []byte(`"ibuthos"`)):
		return nil, fail(name, "this is a Rorke's Drift game state, not a campaign file")
	case h.Game != GameID && h.Game != "":
		return nil, fail(name, "not a campaign file: its \"game\" field is %q, want %q", short(h.Game), GameID)
	case h.Game == "" || h.Format == nil:
		return nil, fail(name, "not a campaign file: JSON without the \"format\" and \"game\" fields")
	case *h.Format > Format:
		return nil, fail(name, "made by a newer zulu1879 in campaign format %d; this program reads format %d — update zulu1879 to load it", *h.Format, Format)
	case *h.Format < 1:
		return nil, fail(name, "campaign format %d does not exist (versions start at 1)", *h.Format)
	}
	var f File
	if err := strictJSON(trimmed, &f); err != nil {
		return nil, fail(name, "the file is damaged: %v", err)
	}
	switch {
	case !f.Stage.Valid():
		return nil, fail(name, "field \"stage\" is %q, not one of isandlwana, ledger, rorkes-drift, done", short(string(f.Stage)))
	case len(f.Isandlwana) == 0 || string(f.Isandlwana) == "null":
		return nil, fail(name, "field \"isandlwana\" is missing")
	}
	return &f, nil
}

// strictJSON decodes data into v, refusing fields v does not have; the
// error drops the "json: " prefix.
func strictJSON(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return errors.New(strings.TrimPrefix(err.Error(), "json: "))
	}
	return nil
}

func short(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}
