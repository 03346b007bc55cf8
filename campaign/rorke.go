package campaign

import (
	"fmt"
	"path/filepath"

	"zulu1879/dice"
	"zulu1879/ramparts"
	"zulu1879/saves"
)

// RorkeGameID is the value of the "game" field of a Rorke's Drift save.
const RorkeGameID = "zulu1879/rorkes-drift"

// rorkeKind names a Rorke's Drift save in error messages.
const rorkeKind = "Rorke's Drift save"

// RorkeSave is a game of Rorke's Drift played alone (zulu1879 rorke) with
// what its save needs: the seed, the options and every action applied.
//
// Its file is versioned JSON (format 1, game "zulu1879/rorkes-drift"): the
// fields of a campaign file's Rorke's Drift half (RorkeHalf: seed, options,
// actions, hash, state) at the top level, checked the same way on loading.
type RorkeSave struct {
	// G is the game; apply actions with Apply so that they are recorded.
	G       *ramparts.Game
	Seed    uint64
	Options ramparts.Options
	actions []string
}

// rorkeFile is the file of a RorkeSave.
type rorkeFile struct {
	Format  int    `json:"format"`
	Game    string `json:"game"`
	Program string `json:"program"`
	// Summary is a line for people reading the file; the loader ignores it.
	Summary string `json:"summary"`
	RorkeHalf
}

// NewRorkeSave starts a recorded game of Rorke's Drift.
func NewRorkeSave(seed uint64, opts ramparts.Options) (*RorkeSave, error) {
	g, err := ramparts.New(opts, dice.NewSeeded(seed))
	if err != nil {
		return nil, err
	}
	return &RorkeSave{G: g, Seed: seed, Options: opts}, nil
}

// Apply applies an action to the game and records it; an illegal action
// changes nothing.
func (r *RorkeSave) Apply(a ramparts.Action) error {
	if err := r.G.Apply(a); err != nil {
		return err
	}
	r.actions = append(r.actions, a.String())
	return nil
}

// Len is the number of actions applied.
func (r *RorkeSave) Len() int { return len(r.actions) }

// Summary is one line saying where the game stands.
func (r *RorkeSave) Summary() string {
	res := r.G.Result()
	if r.G.Over() {
		return fmt.Sprintf("Rorke's Drift over: %s, %d VP (%s)", res.Cause, res.VP, res.LevelName)
	}
	return fmt.Sprintf("Rorke's Drift: turn %d, %s, %d VP so far", r.G.Turn, r.G.Phase, res.VP)
}

// Encode returns the save file. It loads the encoded file back before
// returning it, so it never hands out a file that would not load.
func (r *RorkeSave) Encode(program string) ([]byte, error) {
	h, err := newRorkeHalf(r.G, r.Seed, r.Options, r.actions)
	if err != nil {
		return nil, err
	}
	f := &rorkeFile{Format: Format, Game: RorkeGameID, Program: program, Summary: r.Summary(), RorkeHalf: *h}
	return encodeChecked(f, "rorke", func(data []byte) error {
		_, err := DecodeRorke(data, "(new file)")
		return err
	})
}

// Save writes the game to path atomically (saves.WriteFileAtomic): the
// file holds either its previous content or the whole new save.
func (r *RorkeSave) Save(path, program string) error {
	data, err := r.Encode(program)
	if err != nil {
		return err
	}
	return saves.WriteFileAtomic(path, data, 0o644)
}

// LoadRorke reads a Rorke's Drift save and replays it. Every problem is an
// *Error with a one-line message naming the file.
func LoadRorke(path string) (*RorkeSave, error) {
	data, err := readFile(path)
	if err != nil {
		return nil, asRorke(err)
	}
	return DecodeRorke(data, filepath.Base(path))
}

// DecodeRorke checks a Rorke's Drift save and replays its actions, checking
// the state hash and the stored state. name labels errors.
func DecodeRorke(data []byte, name string) (*RorkeSave, error) {
	r, err := decodeRorke(data, name)
	return r, asRorke(err)
}

func decodeRorke(data []byte, name string) (*RorkeSave, error) {
	trimmed, h, err := checkJSON(data, name, "a Rorke's Drift save", "the game")
	if err != nil {
		return nil, err
	}
	switch {
	case h.Game == GameID:
		return nil, fail(name, "this is a campaign file, not a Rorke's Drift save (continue it with zulu1879 campaign --load)")
	case h.Game == saves.GameID:
		return nil, fail(name, "this is an Isandlwana save, not a Rorke's Drift save (continue it with zulu1879 text --load)")
	case h.Game != RorkeGameID && h.Game != "":
		return nil, fail(name, "not a Rorke's Drift save: its \"game\" field is %q, want %q", short(h.Game), RorkeGameID)
	case h.Game == "" || h.Format == nil:
		return nil, fail(name, "not a Rorke's Drift save: JSON without the \"format\" and \"game\" fields")
	case *h.Format > Format:
		return nil, fail(name, "made by a newer zulu1879 in format %d; this program reads format %d — update zulu1879 to load it", *h.Format, Format)
	case *h.Format < 1:
		return nil, fail(name, "format %d does not exist (versions start at 1)", *h.Format)
	}
	var f rorkeFile
	if err := strictJSON(trimmed, &f); err != nil {
		return nil, fail(name, "the file is damaged: %v", err)
	}
	if f.State == nil || string(f.State) == "null" {
		return nil, fail(name, "field \"state\" is missing")
	}
	g, err := f.RorkeHalf.replay(name, "")
	if err != nil {
		return nil, err
	}
	return &RorkeSave{G: g, Seed: f.Seed, Options: f.Options, actions: append([]string(nil), f.Actions...)}, nil
}

// asRorke marks an *Error as one of a Rorke's Drift save.
func asRorke(err error) error {
	if e, ok := err.(*Error); ok {
		e.Kind = rorkeKind
	}
	return err
}
