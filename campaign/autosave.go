package campaign

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"zulu1879/saves"
)

// AutoPrefix starts the name of every campaign autosave. The rest of the
// name is a UTC timestamp that sorts in time order, then the stage.
const AutoPrefix = "campaign-auto-"

// RorkeAutoPrefix starts the name of every autosave of Rorke's Drift played
// alone (a RorkeSave); the rest is a timestamp, then "t" and the turn.
const RorkeAutoPrefix = "rorke-auto-"

// ErrNoAutosave is returned by Latest and LatestRorke when a folder holds
// no autosave of that kind that loads.
var ErrNoAutosave = errors.New("no autosave to resume")

// Autosaver writes the campaign into a folder, keeping only the newest
// files, as package saves' Autosaver does for single games. The window
// saves at every new phase, turn and stage; the terminal after every
// command that changed the campaign. Each file is written atomically
// (Campaign.Save), so a crash mid-write leaves the older autosaves intact.
type Autosaver struct {
	// Dir is the save folder; Save creates it when needed.
	Dir string
	// Prefix starts the file names: AutoPrefix when empty (campaigns),
	// RorkeAutoPrefix for Rorke's Drift alone.
	Prefix string
	// Keep is the number of campaign autosaves kept (saves.DefaultKeep when
	// below 1); the oldest are deleted.
	Keep int
	// Program is the version written into the files.
	Program string
	// Now gives the time for file names (nil: time.Now; tests fix it).
	Now func() time.Time
	// Err is the last autosave error, or nil after a good save; autosaving
	// never stops the game, and a front end may show it.
	Err       error
	last      string
	lastStamp string
}

// Save writes an autosave of c now and deletes the oldest ones beyond Keep.
// It returns the new file's path.
func (a *Autosaver) Save(c *Campaign) (string, error) {
	return a.Write(c, string(c.Stage()))
}

// SaveRorke writes an autosave of a Rorke's Drift game played alone, as
// Save does for a campaign (set Prefix to RorkeAutoPrefix).
func (a *Autosaver) SaveRorke(r *RorkeSave) (string, error) {
	return a.Write(r, fmt.Sprintf("t%d", r.G.Turn))
}

// Saver is what an Autosaver writes: a *Campaign or a *RorkeSave.
type Saver interface {
	Save(path, program string) error
}

// keyed is a Saver that tells its game apart from others (see
// saves.AutosaveKeys): its autosaves carry the key in their names and are
// pruned per game, so many short games never delete the last autosave of
// a long one. *Campaign and *RorkeSave are keyed.
type keyed interface {
	AutosaveKeys() (key, start string)
}

// AutosaveKeys returns the campaign's game key (that of its Isandlwana
// game: scenario, seed and first action) and the key it had before its
// first action.
func (c *Campaign) AutosaveKeys() (key, start string) {
	if c.isa == nil {
		return saves.AutosaveKeys("campaign", "")
	}
	return saves.SessionKeys(c.isa)
}

// AutosaveKeys returns the game key of a Rorke's Drift game played alone
// (its seed, options and first action) and the key it had before its
// first action.
func (r *RorkeSave) AutosaveKeys() (key, start string) {
	first := ""
	if len(r.actions) > 0 {
		first = r.actions[0]
	}
	// The options as the game resolved them: a new game's may leave the
	// rules revision to the default, which its file then names.
	opts := r.Options
	if r.G != nil {
		opts.Revision = r.G.Options.Revision
	}
	o, _ := json.Marshal(opts)
	return saves.AutosaveKeys(fmt.Sprintf("rorke\x00%d\x00%s", r.Seed, o), first)
}

// Write saves f as the newest autosave, its name ending in label (and the
// game key when f has one), and deletes the autosaves not kept: of f's
// game the oldest beyond Keep, of other games all but the newest of each
// (saves.PruneGames); an f without a key prunes the oldest beyond Keep of
// all. It also deletes the temporary files that killed writes of this
// Prefix left (saves.RemoveStaleTemps). It returns the new file's path.
func (a *Autosaver) Write(f Saver, label string) (string, error) {
	now := time.Now
	if a.Now != nil {
		now = a.Now
	}
	prefix := a.Prefix
	if prefix == "" {
		prefix = AutoPrefix
	}
	t := now()
	prune := func(keep int) error {
		_, err := pruneAutosaves(a.Dir, prefix, keep)
		return err
	}
	if k, ok := f.(keyed); ok {
		key, start := k.AutosaveKeys()
		label += "-g" + key
		prune = func(keep int) error { return saves.PruneGames(a.Dir, prefix, key, start, keep) }
	}
	stamp := t.UTC().Format("20060102-150405.000000")
	name := fmt.Sprintf("%s%s-%s.json", prefix, stamp, label)
	if name <= a.last {
		// Two saves in the same microsecond (or a clock going back): keep
		// the names in order, the label (and game key) last.
		stamp = a.lastStamp + "x"
		name = fmt.Sprintf("%s%s-%s.json", prefix, stamp, label)
	}
	path := filepath.Join(a.Dir, name)
	if err := os.MkdirAll(a.Dir, 0o755); err != nil {
		a.Err = err
		return "", err
	}
	keep := a.Keep
	if keep < 1 {
		keep = saves.DefaultKeep
	}
	// Make room before writing: on a full disk the new file fits only once
	// an old one is gone, and pruning only after a good write stopped
	// autosaving for good. The newest autosave is never deleted before the
	// new one is written.
	_ = prune(max(keep-1, 1))
	if err := f.Save(path, a.Program); err != nil {
		a.Err = err
		return "", err
	}
	a.last, a.lastStamp = name, stamp
	err := prune(keep)
	// A write of this kind killed half-way (a crash, a kill -9) leaves a
	// temporary file; clear those as package saves' Autosaver does.
	saves.RemoveStaleTemps(a.Dir, prefix, t)
	a.Err = err
	return path, err
}

// pruneAutosaves deletes the oldest autosaves of prefix in dir beyond keep
// and returns the names left.
func pruneAutosaves(dir, prefix string, keep int) ([]string, error) {
	names, err := saves.AutoNames(dir, prefix)
	for len(names) > keep {
		os.Remove(filepath.Join(dir, names[0]))
		names = names[1:]
	}
	return names, err
}

// Autosaves lists the names of the campaign autosaves in dir, oldest first.
func Autosaves(dir string) ([]string, error) {
	return saves.AutoNames(dir, AutoPrefix)
}

// Latest finds the newest campaign autosave in dir that loads, passing over
// damaged ones. It returns ErrNoAutosave when there is none (or no folder).
func Latest(dir string) (string, *Campaign, error) {
	return latest(dir, AutoPrefix, Load)
}

// LatestRorke finds the newest autosave of Rorke's Drift played alone in
// dir that loads, as Latest does for campaigns.
func LatestRorke(dir string) (string, *RorkeSave, error) {
	return latest(dir, RorkeAutoPrefix, LoadRorke)
}

func latest[T any](dir, prefix string, load func(string) (T, error)) (string, T, error) {
	var none T
	names, err := saves.AutoNames(dir, prefix)
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return "", none, err
	}
	for i := len(names) - 1; i >= 0; i-- {
		p := filepath.Join(dir, names[i])
		if v, err := load(p); err == nil {
			return p, v, nil
		}
	}
	return "", none, ErrNoAutosave
}
