package saves

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"

	"zulu1879/internal/untrusted"
	"zulu1879/scenarios"
)

// ScenarioRef says which scenario a game is played on: a built-in one by id,
// or a scenario file by path and the SHA-256 of its content (so a save is
// never replayed on a file that has changed since).
type ScenarioRef struct {
	ID     string `json:"id"`
	File   string `json:"file,omitempty"`
	SHA256 string `json:"sha256,omitempty"`
	// Revision is the revision of a built-in scenario's data the game was
	// played on; saves made before built-in data had revisions leave it out,
	// and they were all played on revision 1.
	Revision int `json:"revision,omitempty"`
}

// String names the scenario for messages: a built-in one with the revision
// of its data, as --scenario takes it ("isandlwana@1").
func (r ScenarioRef) String() string {
	if r.File == "" {
		return fmt.Sprintf("%s@%d", r.ID, r.revision())
	}
	return fmt.Sprintf("%s (file %s)", r.ID, r.File)
}

// revision is the revision of built-in data the game was played on.
func (r ScenarioRef) revision() int {
	if r.Revision == 0 {
		return 1
	}
	return r.Revision
}

// OpenScenario loads a built-in scenario by id, or a scenario file by path,
// and returns it with the reference a save stores.
func OpenScenario(nameOrPath string) (*scenarios.Scenario, ScenarioRef, error) {
	if id, rev, ok := scenarios.BuiltinName(nameOrPath); ok {
		s, err := scenarios.BuiltinRevision(id, rev)
		if err != nil {
			return nil, ScenarioRef{}, err
		}
		return s, ScenarioRef{ID: s.ID, Revision: s.Revision}, nil
	}
	if _, err := os.Stat(nameOrPath); err != nil {
		// Not a file: let the scenarios package explain (unknown id, or a
		// missing file).
		_, err := scenarios.Load(nameOrPath)
		if err == nil {
			err = fmt.Errorf("scenario %s: cannot read it", nameOrPath)
		}
		return nil, ScenarioRef{}, err
	}
	data, err := readScenarioFile(nameOrPath)
	if err != nil {
		return nil, ScenarioRef{}, err
	}
	s, err := scenarios.Parse(data, nameOrPath)
	if err != nil {
		return nil, ScenarioRef{}, err
	}
	return s, ScenarioRef{ID: s.ID, File: nameOrPath, SHA256: sum(data)}, nil
}

func readScenarioFile(path string) ([]byte, error) {
	// A save names its scenario file, and saves come from other people:
	// never read a device or a pipe, which could be endless or block.
	data, err := untrusted.ReadFile(path, scenarios.MaxFileSize)
	if err != nil {
		return nil, fmt.Errorf("scenario %s: %w", path, err)
	}
	if len(data) > scenarios.MaxFileSize {
		return nil, fmt.Errorf("scenario %s: file is larger than %d bytes; not a scenario", path, scenarios.MaxFileSize)
	}
	return data, nil
}

func sum(data []byte) string {
	s := sha256.Sum256(data)
	return hex.EncodeToString(s[:])
}

// resolve loads the scenario a save refers to. A relative scenario path is
// looked for next to the save (saveDir) first, then from the current folder.
func (r ScenarioRef) resolve(saveDir string) (*scenarios.Scenario, error) {
	if r.File == "" {
		if !slices.Contains(scenarios.BuiltinIDs(), r.ID) {
			return nil, fmt.Errorf("the game is on scenario %q, which this program does not have (built in: %v)", r.ID, scenarios.BuiltinIDs())
		}
		return scenarios.BuiltinRevision(r.ID, r.revision())
	}
	// A relative path is tried next to the save, then from the current
	// folder; a save mailed without its folders finds the file by name
	// next to it.
	candidates := []string{r.File}
	if saveDir != "" {
		if !filepath.IsAbs(r.File) {
			candidates = []string{filepath.Join(saveDir, r.File), r.File}
		}
		if byName := filepath.Join(saveDir, filepath.Base(r.File)); !slices.Contains(candidates, byName) {
			candidates = append(candidates, byName)
		}
	}
	var firstErr error
	for _, p := range candidates {
		data, err := readScenarioFile(p)
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				continue
			}
			return nil, err
		}
		if got := sum(data); r.SHA256 != "" && got != r.SHA256 {
			if firstErr == nil {
				firstErr = fmt.Errorf("scenario file %s has changed since the game was saved (content sha256 %.12s…, the save expects %.12s…)", p, got, r.SHA256)
			}
			continue
		}
		s, err := scenarios.Parse(data, p)
		if err != nil {
			return nil, err
		}
		if s.ID != r.ID {
			return nil, fmt.Errorf("scenario file %s has id %q, the save expects %q", p, s.ID, r.ID)
		}
		return s, nil
	}
	if firstErr != nil {
		return nil, firstErr
	}
	return nil, missingScenario{fmt.Sprintf("the game needs scenario file %s, which is not there (looked in %v)", r.File, candidates)}
}

// missingScenario is a scenario file a save needs that is in none of the
// places looked in; it unwraps to fs.ErrNotExist.
type missingScenario struct{ msg string }

func (m missingScenario) Error() string { return m.msg }
func (m missingScenario) Unwrap() error { return fs.ErrNotExist }
