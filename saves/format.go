// Package saves stores games in files a player can keep, mail, read, diff
// and replay, and loads them back without ever trusting them blindly: Last
// Stand at Isandlwana in its own format (File, below), and every game on the
// common contract in the envelope (Envelope, Record; see README.md).
//
// A save is indented JSON (see File): the format version, the program that
// wrote it, the scenario, the seed, the options and the log of every action
// in the text notation of isandlwana.Action.String, then who played each side
// (Players, optional), hash checkpoints taken at each new phase, the bots'
// reasons for their actions (Reasons, optional, format 4 on), the final
// state hash and the state itself. Loading rebuilds
// the scenario, replays the log from the start and checks every checkpoint
// and the final hash, so a save that was damaged, edited, or made by a
// program with different rules is reported, naming the first phase where the
// replay differs.
//
// Since format 3 a save may say who played each side: "players":
// {"british": "", "zulu": "rule9"}, "" for a person and otherwise the bot's
// name in package ai (see Players). Front ends write it with every save and
// autosave and, on loading, set the game up with those players again; a save
// without it (formats 1 and 2) is played by whoever the front end chooses,
// as before. A bot name this program lacks does not stop the save loading:
// the front end says so, naming the file and the field, and a person plays
// that side. The version went from 2 to 3 for this optional field because
// the loader refuses unknown fields, so a program that reads format 2 would
// call such a save damaged instead of asking for a newer zulu1879.
//
// Files come from other people: ReadFile refuses anything but a regular
// file without waiting on it (package internal/untrusted), Parse names a
// byte-order mark or bytes that are not UTF-8, and Session.Encode writes a
// save compactly when the indented form would be over MaxSize, so that
// whatever loads can be saved again. Autosavers make room (delete the
// oldest autosave) before writing, so a full disk does not stop them.
//
// Old formats are upgraded on load by a chain of migrations, one per version
// step (see Migrate). Files are written atomically (WriteFileAtomic), so a
// crash never leaves a half-written save in place of a good one. An
// Autosaver keeps the last few games of each phase in the user's save folder
// and Latest finds the newest one to resume.
//
// Games on the common contract (package games), Isandlwana included, are
// saved in the envelope instead: Record, Envelope, EnvelopeAutosaver (the
// play command). Files of the older formats are read by their own loaders
// and never converted on loading; IsEnvelope tells the two apart, and
// FromSession converts an Isandlwana save on request. README.md explains
// the envelope and the choice.
//
// Typical use by a front end:
//
//	s, err := saves.Start("isandlwana", seed, isandlwana.Options{})
//	auto, _ := saves.NewAutosaver(saveDir, version, saves.DefaultKeep)
//	s.SetPlayers(saves.Players{Zulu: "rule9"}) // who plays: written into every save
//	auto.Attach(s)
//	err = s.Apply(action)          // never s.Game().Apply: it would not be recorded
//	err = s.Save(path, version)    // "save FILE"
//	s, err = saves.Load(path, saves.LoadOptions{}) // "load FILE"
//	p, ok := s.Players()           // ok is false for saves that do not say
package saves

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"strings"
	"unicode/utf8"

	"zulu1879/internal/untrusted"
	"zulu1879/isandlwana"
)

// Current is the save format version this program writes. Version 1 stored
// actions as JSON objects with numeric kinds and had no program version,
// options or checkpoints; version 2 stores each action in the readable text
// notation and adds those fields; version 3 adds the optional "players"
// (who played each side); version 4 adds the optional "reasons" (the bots'
// explanations of their actions, shown again when the game is loaded).
//
// Version 3 is a new number, although it only adds an optional field,
// because the loader refuses fields it does not know (a damaged or edited
// save must not pass for a good one): a program that reads format 2 would
// call a save with "players" corrupted. With the new number it says instead
// that the save was made by a newer zulu1879. Saves of formats 1 and 2 still
// load (Migrate), without players. Version 4 is new for the same reason:
// "reasons" is optional, but a format 3 reader would call it corruption.
const Current = 4

// GameID is the value of the "game" field of every Isandlwana save.
const GameID = "zulu1879/isandlwana"

// MaxSize is the largest file the loader reads (16 MiB). A whole game takes a
// few hundred kilobytes at most.
const MaxSize = 16 << 20

// Checkpoint fingerprints the position at the start of a phase, so that a
// replay that differs from the saved game is caught in the phase where it
// first differs. The fingerprint covers positions, strengths, the phase,
// pending questions and the dice, not every field of the engine's state, so
// it stays valid when later engines add fields.
type Checkpoint struct {
	// Action is the number of actions applied when the fingerprint was taken.
	Action      int    `json:"action"`
	Turn        int    `json:"turn"`
	Phase       string `json:"phase"`
	Fingerprint string `json:"fingerprint"`
}

// File is the current save format. Fields are written in this order.
type File struct {
	Format int    `json:"format"`
	Game   string `json:"game"`
	// Program is the version of zulu1879 that wrote the file.
	Program string `json:"program"`
	// Summary is a line for people reading the file; the loader ignores it.
	Summary  string             `json:"summary"`
	Scenario ScenarioRef        `json:"scenario"`
	Seed     uint64             `json:"seed"`
	Options  isandlwana.Options `json:"options"`
	// Players says who played each side (a person, or which bot); nil in
	// saves that do not record it (all saves before format 3), which front
	// ends load with the players of their own choosing.
	Players *Players `json:"players,omitempty"`
	// Curtain is set when the people playing at one window asked for the
	// board to be hidden between their turns. It is a setting of the
	// window beside Players, not one of the rules' Options, so that it
	// changes no hash; absent (false) in older saves.
	Curtain bool `json:"curtain,omitempty"`
	// Hash is isandlwana.State.Hash of the state after the last action; it is also
	// the digest of the "state" section as written.
	Hash string `json:"hash"`
	// Fingerprint is the position's fingerprint after the last action (see
	// Checkpoint); empty in saves upgraded from format 1.
	Fingerprint string `json:"fingerprint"`
	// Actions is the log, one action per entry in the text notation.
	Actions     []string     `json:"actions"`
	Checkpoints []Checkpoint `json:"checkpoints"`
	// Reasons are the bots' explanations of their actions (format 4 on;
	// none in older saves and in games no bot played).
	Reasons []Reason `json:"reasons,omitempty"`
	// State is the game state after the last action (without its event log,
	// which the replay rebuilds).
	State json.RawMessage `json:"state"`

	// From is the format version the file was read in (before upgrading);
	// it is not written.
	From int `json:"-"`
}

// header is what the loader reads first to recognise a file.
type header struct {
	Format *int   `json:"format"`
	Game   string `json:"game"`
}

var (
	hashPattern = regexp.MustCompile(`^[0-9a-f]{32}$`)
	shaPattern  = regexp.MustCompile(`^[0-9a-f]{64}$`)
)

// ReadFile reads a save file, refusing anything over MaxSize before reading
// it whole, and anything that is not a regular file (a named pipe, a
// device, a socket, a folder) before opening it for good, so a save folder
// or a command line naming a pipe never hangs the program. Its errors
// name the file by the path as given, folder and all, so that a file
// looked for in the wrong folder says which folder.
func ReadFile(path string) ([]byte, error) {
	name := path
	data, err := untrusted.ReadFile(path, MaxSize)
	var nr *untrusted.NotRegularError
	switch {
	case errors.As(err, &nr) && nr.Mode.IsDir():
		return nil, newError(name, ProblemRead, "is a folder, not a save file")
	case errors.As(err, &nr):
		return nil, newError(name, ProblemRead, "is %s, not a save file; it was not read", untrusted.Kind(nr.Mode))
	case err != nil:
		return nil, &Error{Name: name, Problem: ProblemRead, Msg: trimPathErr(err), Err: err}
	}
	if len(data) > MaxSize {
		return nil, newError(name, ProblemTooBig, "file is over %d MiB; a save is far smaller, so this is not one", MaxSize>>20)
	}
	return data, nil
}

// pathCause prints a file system error without the path (the message names
// the file already) and unwraps to it, so errors.Is still sees the cause.
type pathCause struct{ err error }

func (p pathCause) Error() string { return trimPathErr(p.err) }
func (p pathCause) Unwrap() error { return p.err }

func trimPathErr(err error) string {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// Parse checks the form of a save (any format version), upgrades it to the
// current format and returns it. It does not replay the game; Decode does.
// name labels errors.
func Parse(data []byte, name string) (*File, error) {
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
	var h header
	err := json.Unmarshal(data, &h)
	if h.Game == GameID && err != nil {
		return nil, newError(name, ProblemCorrupt, `field "format" is not a whole number (%s)`, jsonProblem(data, err))
	}
	if h.Game == GameID && h.Format == nil {
		return nil, newError(name, ProblemCorrupt, `field "format" is missing`)
	}
	if err != nil || h.Format == nil || h.Game != GameID {
		return nil, wrongGame(data, name, h)
	}
	v := *h.Format
	if v > Current {
		return nil, newError(name, ProblemFuture, "made by a newer zulu1879 in save format %d; this program reads formats 1 to %d — update zulu1879 to load it", v, Current)
	}
	if v < 1 {
		return nil, newError(name, ProblemCorrupt, "format version %d does not exist (versions start at 1)", v)
	}
	up, err := Migrate(data, v)
	if err != nil {
		return nil, newError(name, ProblemCorrupt, "%v", err)
	}
	var f File
	if err := decodeStrict(up, &f); err != nil {
		return nil, newError(name, ProblemCorrupt, "%v", err)
	}
	if err := f.check(); err != nil {
		return nil, newError(name, ProblemCorrupt, "%v", err)
	}
	f.From = v
	return &f, nil
}

// check validates the fields that Decode cannot check by replaying.
func (f *File) check() error {
	switch {
	case f.Format != Current:
		return fmt.Errorf(`field "format" is %d after upgrading, want %d`, f.Format, Current)
	case f.Scenario.ID == "":
		return errors.New(`field "scenario.id" is missing`)
	case f.Scenario.File != "" && !shaPattern.MatchString(f.Scenario.SHA256):
		return fmt.Errorf(`field "scenario.sha256" is %q, not a 64-digit content hash`, short(f.Scenario.SHA256))
	case !hashPattern.MatchString(f.Hash):
		return fmt.Errorf(`field "hash" is %q, not a 32-digit state hash`, short(f.Hash))
	case f.Fingerprint != "" && !hashPattern.MatchString(f.Fingerprint):
		return fmt.Errorf(`field "fingerprint" is %q, not a 32-digit fingerprint`, short(f.Fingerprint))
	case len(f.State) == 0 || string(f.State) == "null":
		return errors.New(`field "state" is missing`)
	}
	if err := checkReasons(f.Reasons, len(f.Actions)); err != nil {
		return err
	}
	for i, c := range f.Checkpoints {
		if !hashPattern.MatchString(c.Fingerprint) {
			return fmt.Errorf(`checkpoint %d: fingerprint %q is not 32 hex digits`, i+1, short(c.Fingerprint))
		}
		if c.Action < 0 || c.Action > len(f.Actions) || (i > 0 && c.Action < f.Checkpoints[i-1].Action) {
			return fmt.Errorf(`checkpoint %d: action number %d is out of order or past the end of the log (%d actions)`, i+1, c.Action, len(f.Actions))
		}
	}
	return nil
}

func short(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

// checkEncoding refuses JSON text that is not UTF-8 (a byte-order mark, or
// bytes that are not UTF-8), saying so; binary files are left to checkJSON,
// which tells what they are.
func checkEncoding(data, trimmed []byte, name string) error {
	looksJSON := trimmed[0] == '{' || trimmed[0] == '['
	if err := untrusted.CheckEncoding(data); err != nil && (looksJSON || untrusted.HasBOM(data)) {
		return newError(name, ProblemCorrupt, "%v", err)
	}
	return nil
}

// checkJSON tells non-JSON, truncated and damaged files apart.
func checkJSON(data []byte, name string) error {
	if json.Valid(data) {
		return nil
	}
	trimmed := bytes.TrimSpace(data)
	if !utf8.Valid(data[:min(len(data), 512)]) || (trimmed[0] != '{' && trimmed[0] != '[') {
		return newError(name, ProblemNotJSON, "not a save file: it is not JSON (%s)", describeStart(trimmed))
	}
	var v any
	err := json.Unmarshal(data, &v)
	var syn *json.SyntaxError
	if err != nil && (errors.Is(err, io.ErrUnexpectedEOF) || strings.Contains(err.Error(), "unexpected end of JSON input")) {
		line := 1 + bytes.Count(data, []byte("\n"))
		return newError(name, ProblemTruncated, "the file is truncated: it stops in the middle after %d bytes (line %d); it was cut off while being written or copied", len(data), line)
	}
	if errors.As(err, &syn) {
		return newError(name, ProblemCorrupt, "the file is corrupted: %s", jsonProblem(data, err))
	}
	return newError(name, ProblemCorrupt, "the file is corrupted: %v", err)
}

// describeStart says what a non-JSON file looks like.
func describeStart(b []byte) string {
	switch {
	case bytes.HasPrefix(b, []byte("\x89PNG")):
		return "it is a PNG image"
	case bytes.HasPrefix(b, []byte("PK\x03\x04")):
		return "it is a zip archive"
	case bytes.HasPrefix(b, []byte("\x1f\x8b")):
		return "it is gzip-compressed"
	case bytes.HasPrefix(b, []byte("%PDF")):
		return "it is a PDF document"
	}
	head := b[:min(len(b), 24)]
	if !utf8.Valid(head) || bytes.ContainsFunc(head, func(r rune) bool { return r < 0x20 && r != '\n' && r != '\r' && r != '\t' }) {
		return "it holds binary data"
	}
	line, _, _ := strings.Cut(string(head), "\n")
	return fmt.Sprintf("it starts with %q", line)
}

// jsonProblem adds the line and column to encoding/json's errors.
func jsonProblem(data []byte, err error) string {
	msg := strings.TrimPrefix(err.Error(), "json: ")
	line, col, ok := untrusted.JSONPosition(data, err)
	if !ok {
		return msg
	}
	return fmt.Sprintf("line %d, column %d: %s", line, col, msg)
}

// wrongGame explains valid JSON that is not an Isandlwana save.
func wrongGame(data []byte, name string, h header) error {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		return newError(name, ProblemWrongGame, "not a zulu1879 save: the JSON is not an object")
	}
	has := func(keys ...string) bool {
		for _, k := range keys {
			if _, ok := top[k]; !ok {
				return false
			}
		}
		return true
	}
	g := strings.ToLower(h.Game)
	switch {
	case strings.Contains(g, "rorke") || has("ibuthos") || has("tracks") || has("hand", "deck"):
		return newError(name, ProblemWrongGame, "this is a Rorke's Drift file, not an Isandlwana save")
	case has("map", "british", "onrush"):
		return newError(name, ProblemWrongGame, "this is a scenario file, not a save (play it with --scenario)")
	case h.Game != "":
		return newError(name, ProblemWrongGame, "not an Isandlwana save: its \"game\" field is %q, want %q", short(h.Game), GameID)
	case h.Format != nil:
		return newError(name, ProblemWrongGame, "not a zulu1879 save: it has a \"format\" field but no \"game\": %q", GameID)
	}
	return newError(name, ProblemWrongGame, "not a zulu1879 save: JSON without the \"format\" and \"game\" fields")
}

// Encode writes f as an indented save file.
func (f *File) Encode() ([]byte, error) {
	raw, err := json.Marshal(f)
	if err != nil {
		return nil, err
	}
	return Pretty(raw)
}

// summary is the human line at the top of a save.
func summary(g *isandlwana.State, scenName string) string {
	s := fmt.Sprintf("%s, turn %d, %s", scenName, g.Turn, g.PhaseLabel())
	switch {
	case g.Over():
		s += ": " + g.Outcome.String()
	case g.ToAct() != isandlwana.NoSide:
		s += ", " + g.ToAct().String() + " to act"
	}
	return s
}
