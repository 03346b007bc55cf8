package campaign

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"zulu1879/saves"
)

// AutoPrefix starts the name of every campaign autosave. The rest of the
// name is a UTC timestamp that sorts in time order, then the stage.
const AutoPrefix = "campaign-auto-"

// ErrNoAutosave is returned by Latest when a folder holds no campaign
// autosave that loads.
var ErrNoAutosave = errors.New("no campaign autosave to resume")

// Autosaver writes the campaign into a folder, keeping only the newest
// files, as package saves' Autosaver does for single games. The window
// saves at every new phase, turn and stage; the terminal after every
// command that changed the campaign. Each file is written atomically
// (Campaign.Save), so a crash mid-write leaves the older autosaves intact.
type Autosaver struct {
	// Dir is the save folder; Save creates it when needed.
	Dir string
	// Keep is the number of campaign autosaves kept (saves.DefaultKeep when
	// below 1); the oldest are deleted.
	Keep int
	// Program is the version written into the files.
	Program string
	// Now gives the time for file names (nil: time.Now; tests fix it).
	Now func() time.Time
	// Err is the last autosave error, or nil after a good save; autosaving
	// never stops the game, and a front end may show it.
	Err  error
	last string
}

// Save writes an autosave of c now and deletes the oldest ones beyond Keep.
// It returns the new file's path.
func (a *Autosaver) Save(c *Campaign) (string, error) {
	now := time.Now
	if a.Now != nil {
		now = a.Now
	}
	name := fmt.Sprintf("%s%s-%s.json", AutoPrefix, now().UTC().Format("20060102-150405.000000"), c.Stage())
	if name <= a.last {
		// Two saves in the same microsecond (or a clock going back): keep
		// the names in order.
		name = strings.TrimSuffix(a.last, ".json") + "x.json"
	}
	path := filepath.Join(a.Dir, name)
	if err := os.MkdirAll(a.Dir, 0o755); err != nil {
		a.Err = err
		return "", err
	}
	if err := c.Save(path, a.Program); err != nil {
		a.Err = err
		return "", err
	}
	a.last = name
	names, err := Autosaves(a.Dir)
	keep := a.Keep
	if keep < 1 {
		keep = saves.DefaultKeep
	}
	for len(names) > keep {
		os.Remove(filepath.Join(a.Dir, names[0]))
		names = names[1:]
	}
	a.Err = err
	return path, err
}

// Autosaves lists the names of the campaign autosaves in dir, oldest first.
func Autosaves(dir string) ([]string, error) {
	return saves.AutoNames(dir, AutoPrefix)
}

// Latest finds the newest campaign autosave in dir that loads, passing over
// damaged ones. It returns ErrNoAutosave when there is none (or no folder).
func Latest(dir string) (string, *Campaign, error) {
	names, err := Autosaves(dir)
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return "", nil, err
	}
	for i := len(names) - 1; i >= 0; i-- {
		p := filepath.Join(dir, names[i])
		if c, err := Load(p); err == nil {
			return p, c, nil
		}
	}
	return "", nil, ErrNoAutosave
}
