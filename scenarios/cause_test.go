package scenarios

import (
	"errors"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// TestLoadFile_MissingScenarioKeepsItsCause: a scenario file that is not
// there, by LoadFile or by Load with a path, fails with an error errors.Is
// tells from a damaged one (fs.ErrNotExist), naming the file.
func TestLoadFile_MissingScenarioKeepsItsCause(t *testing.T) {
	p := filepath.Join(t.TempDir(), "gone.json")
	for name, load := range map[string]func(string) (*Scenario, error){"LoadFile": LoadFile, "Load": Load} {
		_, err := load(p)
		if !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("%s: %v does not unwrap to fs.ErrNotExist", name, err)
		}
		if err == nil || !strings.Contains(err.Error(), p) {
			t.Errorf("%s: the message %q does not name %s", name, err, p)
		}
	}
}
