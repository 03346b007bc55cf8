package saves

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
)

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
	now := a.Now().UTC()
	name := fmt.Sprintf("%s%s-n%d.json", prefix, now.Format("20060102-150405.000000"), r.Len())
	if name <= a.last {
		now = a.lastTime.Add(time.Microsecond)
		name = fmt.Sprintf("%s%s-n%d.json", prefix, now.Format("20060102-150405.000000"), r.Len())
	}
	if err := os.MkdirAll(a.Dir, 0o755); err != nil {
		return "", fmt.Errorf("save folder %s: %v", a.Dir, trimPathErr(err))
	}
	_ = pruneNames(a.Dir, prefix, max(a.Keep-1, 1))
	path = filepath.Join(a.Dir, name)
	if err := r.Save(path, a.Program); err != nil {
		return "", err
	}
	a.last, a.lastTime = name, now
	err = pruneNames(a.Dir, prefix, a.Keep)
	RemoveStaleTemps(a.Dir, prefix, a.Now())
	return path, err
}

// pruneNames deletes the oldest files of dir starting with prefix beyond
// keep.
func pruneNames(dir, prefix string, keep int) error {
	names, err := AutoNames(dir, prefix)
	if err != nil {
		return err
	}
	var errs []error
	for len(names) > keep {
		if err := os.Remove(filepath.Join(dir, names[0])); err != nil && !errors.Is(err, os.ErrNotExist) {
			errs = append(errs, err)
		}
		names = names[1:]
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
