package saves

import (
	"errors"
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"strings"
	"time"

	"zulu1879/games"
)

// MaxGames is how many distinct games in progress an EnvelopeAutosaver
// keeps autosaves of in one folder (per game id): the newest autosave of
// each of the newest MaxGames games stays whatever other game is played.
const MaxGames = 10

// GameKey tells one game of a game id apart from another cheaply: it is a
// short hash of the setup (scenario, seed, options) and of the first
// action. Two games with the same setup that differ from their first
// action on get different keys; two that share the setup and the first
// action are taken for one game. "" for a record with no first action
// yet is still keyed by its setup.
func GameKey(r *Record) string {
	if len(r.moves) == 0 {
		return gameKey(r.Setup(), nil)
	}
	return gameKey(r.Setup(), &r.moves[0])
}

// gameKey hashes a setup and a first action (nil: none yet).
func gameKey(st games.Setup, first *Move) string {
	h := fnv.New32a()
	fmt.Fprintf(h, "%s\x00%d\x00%s\x00", st.Scenario, st.Seed, st.Options)
	if first != nil {
		fmt.Fprintf(h, "%s\x00%s", first.Seat, first.Action)
	}
	return fmt.Sprintf("%08x", h.Sum32())
}

// NameGameKey is the game key written in an envelope autosave's file
// name ("…-n12-g1a2b3c4d.json"), or "" for a name without one (autosaves
// written before keys, which count as one game together).
func NameGameKey(name string) string {
	base := strings.TrimSuffix(name, ".json")
	i := strings.LastIndex(base, "-g")
	if i < 0 || len(base)-i-2 != 8 {
		return ""
	}
	for _, c := range base[i+2:] {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return ""
		}
	}
	return base[i+2:]
}

// EnvelopePrefix starts the names of the autosaves of game in the save
// folder: "play-isandlwana-auto-…". It differs from the prefixes of the
// older autosaves ("auto-", "rorke-auto-", "campaign-auto-"), so the
// autosavers never prune each other's files.
func EnvelopePrefix(game string) string { return "play-" + game + "-auto-" }

// envelopeAutoPrefix starts the name of every envelope autosave.
const envelopeAutoPrefix = "play-"

// EnvelopeAutosaver writes envelope autosaves of one game into a folder
// and keeps only the newest Keep of them.
type EnvelopeAutosaver struct {
	Dir     string
	Keep    int
	Program string
	// Now gives the time for file names (tests fix it).
	Now func() time.Time
	// Err is the last autosave's error, nil after a good one. Autosaving
	// never stops a game; a front end may show it.
	Err error

	last     string
	lastTime time.Time
}

// NewEnvelopeAutosaver prepares autosaving into dir (DefaultDir when
// empty), making the folder. keep < 1 means DefaultKeep.
func NewEnvelopeAutosaver(dir, program string, keep int) (*EnvelopeAutosaver, error) {
	a, err := NewAutosaver(dir, program, keep)
	if err != nil {
		return nil, err
	}
	return &EnvelopeAutosaver{Dir: a.Dir, Keep: a.Keep, Program: program, Now: time.Now}, nil
}

// Save writes an autosave of r now (its room made first by deleting the
// oldest autosaves of the game beyond Keep-1) and returns its path.
func (a *EnvelopeAutosaver) Save(r *Record) (path string, err error) {
	defer func() { a.Err = err }()
	prefix := EnvelopePrefix(r.Info().ID)
	key := GameKey(r)
	now := a.Now().UTC()
	name := fmt.Sprintf("%s%s-n%d-g%s.json", prefix, now.Format("20060102-150405.000000"), r.Len(), key)
	if name <= a.last {
		now = a.lastTime.Add(time.Microsecond)
		name = fmt.Sprintf("%s%s-n%d-g%s.json", prefix, now.Format("20060102-150405.000000"), r.Len(), key)
	}
	if err := os.MkdirAll(a.Dir, 0o755); err != nil {
		return "", fmt.Errorf("save folder %s: %v", a.Dir, trimPathErr(err))
	}
	// A save of this setup before its first action is the start of this
	// game, not another game: it goes with the older saves of this game.
	start := gameKey(r.Setup(), nil)
	_ = pruneGames(a.Dir, prefix, key, start, max(a.Keep-1, 1))
	path = filepath.Join(a.Dir, name)
	if err := r.Save(path, a.Program); err != nil {
		return "", err
	}
	a.last, a.lastTime = name, now
	err = pruneGames(a.Dir, prefix, key, start, a.Keep)
	RemoveStaleTemps(a.Dir, prefix, a.Now())
	return path, err
}

// PruneGames deletes the autosaves of dir whose names start with prefix
// and end in a game key (NameGameKey) that are not kept: keep of the game
// key, and the newest of each of the newest MaxGames-1 other games. Names
// keyed start count as key's; names without a key count as one game.
// Every autosaver prunes this way, each on its own prefix.
func PruneGames(dir, prefix, key, start string, keep int) error {
	return pruneGames(dir, prefix, key, start, keep)
}

// pruneGames deletes the autosaves of dir starting with prefix that are
// not kept: of the game key (the one being saved) the newest keep; of
// every other game only its newest autosave, and only for the newest
// MaxGames-1 other games (by their newest autosave). The last autosave of
// another game in progress is thus never removed to make room for this
// one, until more than MaxGames games are in the folder. Saves keyed
// start (this setup before any action) count as this game's.
func pruneGames(dir, prefix, key, start string, keep int) error {
	names, err := AutoNames(dir, prefix)
	if err != nil {
		return err
	}
	var drop []string
	mine, others := 0, 0
	seen := map[string]bool{}
	for i := len(names) - 1; i >= 0; i-- { // newest first
		k := NameGameKey(names[i])
		if k == start {
			k = key
		}
		switch {
		case k == key:
			mine++
			if mine > keep {
				drop = append(drop, names[i])
			}
		case seen[k]:
			drop = append(drop, names[i])
		default:
			seen[k] = true
			others++
			if others > MaxGames-1 {
				drop = append(drop, names[i])
			}
		}
	}
	var errs []error
	for _, n := range drop {
		if err := os.Remove(filepath.Join(dir, n)); err != nil && !errors.Is(err, os.ErrNotExist) {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// LatestEnvelope finds the newest autosave of game in dir that loads, to
// resume it; damaged ones are passed over. ErrNoSave when there is none.
func LatestEnvelope(dir, game string) (string, *Record, error) {
	names, err := AutoNames(dir, EnvelopePrefix(game))
	if errors.Is(err, os.ErrNotExist) {
		return "", nil, ErrNoSave
	}
	if err != nil {
		return "", nil, fmt.Errorf("save folder %s: %v", dir, trimPathErr(err))
	}
	for i := len(names) - 1; i >= 0; i-- {
		p := filepath.Join(dir, names[i])
		if r, err := LoadEnvelope(p); err == nil {
			return p, r, nil
		}
	}
	return "", nil, ErrNoSave
}

// ListEnvelopes describes the envelope autosaves of every game in dir,
// newest first within each game (games in name order), checking each by
// replaying it. A missing folder lists nothing.
func ListEnvelopes(dir string) ([]Entry, error) {
	names, err := AutoNames(dir, envelopeAutoPrefix)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("save folder %s: %v", dir, trimPathErr(err))
	}
	var out []Entry
	for i := len(names) - 1; i >= 0; i-- {
		if !strings.Contains(names[i], "-auto-") {
			continue
		}
		p := filepath.Join(dir, names[i])
		e := Entry{Path: p}
		if r, err := LoadEnvelope(p); err != nil {
			e.Err, e.Summary = err, err.Error()
		} else {
			e.Summary = r.Summary()
		}
		out = append(out, e)
	}
	return out, nil
}
