package saves

import (
	"errors"
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// DefaultKeep is how many autosaves an Autosaver keeps unless told otherwise.
const DefaultKeep = 20

// autoPrefix starts the name of every autosave; the rest of the name is a
// timestamp that sorts in time order, then the turn and phase for people.
const autoPrefix = "auto-"

// AutoPrefix starts the name of every autosave of a game, for file lists
// that show autosaves apart.
const AutoPrefix = autoPrefix

// ErrNoSave is returned by Latest when the folder holds no loadable autosave.
var ErrNoSave = errors.New("no autosave to resume")

// DefaultDir is the user's save folder: zulu1879/saves in the user's
// configuration folder (e.g. ~/.config/zulu1879/saves on Linux).
func DefaultDir() (string, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("finding the save folder: %v (give one with --save-dir)", err)
	}
	return filepath.Join(base, "zulu1879", "saves"), nil
}

// Autosaver writes saves into a folder (at every new phase when attached
// to a session, or whenever Save is called) and keeps only the newest ones
// of each game: Keep of the game being saved, and the newest one of each
// of the MaxGames-1 other games saved most recently, so many short games
// never delete the last autosave of a long unfinished one. The game is
// told by a key in the file name (SessionKeys).
type Autosaver struct {
	// Dir is the save folder.
	Dir string
	// Keep is the number of autosaves kept of the game being saved (its
	// oldest are deleted).
	Keep int
	// Program is the version written into the saves.
	Program string
	// Now gives the time for file names (tests fix it).
	Now func() time.Time
	// Err is the last autosave error, or nil after a good save. Autosaving
	// never stops the game; a front end may show this.
	Err error

	last     string
	lastTime time.Time
}

// NewAutosaver prepares autosaving into dir (DefaultDir when dir is empty),
// creating the folder if needed. keep < 1 means DefaultKeep.
func NewAutosaver(dir, program string, keep int) (*Autosaver, error) {
	if dir == "" {
		d, err := DefaultDir()
		if err != nil {
			return nil, err
		}
		dir = d
	}
	if keep < 1 {
		keep = DefaultKeep
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("save folder %s: %w", dir, pathCause{err})
	}
	return &Autosaver{Dir: dir, Keep: keep, Program: program, Now: time.Now}, nil
}

// Attach makes the session autosave at every new phase, turn and at the end
// of the game (the window does this; the terminal saves after every
// command instead, calling Save).
func (a *Autosaver) Attach(s *Session) {
	s.OnChange = func(s *Session, ch Change) {
		if ch.NewPhase {
			a.Save(s)
		}
	}
}

// Save writes an autosave of the session now and deletes the oldest ones
// of its game beyond Keep (and those of other games that are not kept; see
// Autosaver). It returns the new file's path, and sets Err to its error.
func (a *Autosaver) Save(s *Session) (path string, err error) {
	defer func() { a.Err = err }()
	key, start := SessionKeys(s)
	now := a.Now().UTC()
	name := autoName(now, s, key)
	if name <= a.last {
		// Two saves in the same microsecond (or a clock going back): keep
		// the names in order.
		now = a.lastTime.Add(time.Microsecond)
		name = autoName(now, s, key)
	}
	path = filepath.Join(a.Dir, name)
	// The folder may have been removed while the game was on: make it again
	// rather than stop saving for the rest of the game.
	if err := os.MkdirAll(a.Dir, 0o755); err != nil {
		return "", fmt.Errorf("save folder %s: %w", a.Dir, pathCause{err})
	}
	// Make room before writing: on a full disk the new file fits only once
	// an old one is gone, and pruning only after a good write stopped
	// autosaving for good. The newest autosave is never deleted before the
	// new one is written.
	_ = a.prune(key, start, max(a.Keep-1, 1))
	if err := s.Save(path, a.Program); err != nil {
		return "", err
	}
	a.last, a.lastTime = name, now
	return path, a.prune(key, start, a.Keep)
}

// SessionKeys returns the game key of an Isandlwana session, written in
// its autosaves' names: a short hash of its scenario, seed and first
// action; and start, the key the same game had before its first action
// (so those saves count as this game's).
func SessionKeys(s *Session) (key, start string) {
	ref := s.ScenarioRef()
	// Not the file's path, which a loaded save may spell otherwise: its
	// contents' hash tells scenario files apart.
	setup := fmt.Sprintf("%s\x00%s\x00%d\x00%d", ref.ID, ref.SHA256, ref.Revision, s.Seed())
	first := ""
	if s.Len() > 0 {
		first = s.actions[0]
	}
	return AutosaveKeys(setup, first)
}

// AutosaveKeys returns the key of a game played from setup (any text that
// tells setups apart) whose first action is first ("" before any action),
// and start, the key of the setup alone. Keys are 8 hex digits, as
// NameGameKey reads them from "…-gKEY.json".
func AutosaveKeys(setup, first string) (key, start string) {
	start = gameKeyText(setup, "", false)
	if first == "" {
		return start, start
	}
	return gameKeyText(setup, first, true), start
}

func gameKeyText(setup, first string, started bool) string {
	h := fnv.New32a()
	h.Write([]byte(setup))
	if started {
		h.Write([]byte{0})
		h.Write([]byte(first))
	}
	return fmt.Sprintf("%08x", h.Sum32())
}

func autoName(t time.Time, s *Session, key string) string {
	g := s.Game()
	phase := strings.ToLower(g.Phase.String())
	phase = strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			return r
		}
		return '-'
	}, phase)
	return fmt.Sprintf("%s%s-t%d-%s-g%s.json", autoPrefix, t.Format("20060102-150405.000000"), g.Turn, phase, key)
}

// prune deletes the autosaves that are not kept (PruneGames: keep of the
// game key, the newest of each of the newest other games), and the
// temporary files of autosaves whose writing was killed (RemoveStaleTemps).
func (a *Autosaver) prune(key, start string, keep int) error {
	if _, err := autosaves(a.Dir); err != nil {
		return err
	}
	err := PruneGames(a.Dir, autoPrefix, key, start, keep)
	RemoveStaleTemps(a.Dir, autoPrefix, a.Now())
	return err
}

// autosaves lists the autosave file names in dir, oldest first.
func autosaves(dir string) ([]string, error) {
	names, err := AutoNames(dir, autoPrefix)
	if err != nil {
		return nil, fmt.Errorf("save folder %s: %w", dir, pathCause{err})
	}
	return names, nil
}

// AutoNames lists the names of the regular .json files in dir that start
// with prefix, sorted. Autosave names go on with a timestamp, so this is
// oldest first. The error is os.ReadDir's, unchanged.
func AutoNames(dir, prefix string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		n := e.Name()
		if e.Type().IsRegular() && strings.HasPrefix(n, prefix) && strings.HasSuffix(n, ".json") {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	return names, nil
}

// Entry is an autosave found in a folder.
type Entry struct {
	Path string
	// Summary is the game's one-line description, or the error that stops it
	// from loading.
	Summary string
	Err     error
}

// List describes the autosaves in dir, newest first, checking each one.
func List(dir string) ([]Entry, error) {
	names, err := autosaves(dir)
	if err != nil {
		return nil, err
	}
	out := make([]Entry, 0, len(names))
	for i := len(names) - 1; i >= 0; i-- {
		p := filepath.Join(dir, names[i])
		e := Entry{Path: p}
		s, err := Load(p, LoadOptions{Quiet: true})
		if err != nil {
			e.Err = err
			e.Summary = err.Error()
		} else {
			e.Summary = s.Summary()
		}
		out = append(out, e)
	}
	return out, nil
}

// Latest finds the newest autosave in dir that loads cleanly, to resume a
// game after a crash; damaged ones are passed over. It returns ErrNoSave
// when there is none.
func Latest(dir string) (string, *Session, error) {
	if _, err := os.Stat(dir); errors.Is(err, os.ErrNotExist) {
		return "", nil, ErrNoSave
	}
	names, err := autosaves(dir)
	if err != nil {
		return "", nil, err
	}
	for i := len(names) - 1; i >= 0; i-- {
		p := filepath.Join(dir, names[i])
		if s, err := Load(p, LoadOptions{Continue: true}); err == nil {
			return p, s, nil
		}
	}
	return "", nil, ErrNoSave
}
