package isandlwana

import (
	"errors"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"

	"zulu1879/games"
)

// TestNew_MissingScenarioFileKeepsItsCause: a game set up on a scenario
// file that is not there fails with an error errors.Is tells from a
// damaged scenario (fs.ErrNotExist), naming the file.
func TestNew_MissingScenarioFileKeepsItsCause(t *testing.T) {
	p := filepath.Join(t.TempDir(), "gone.json")
	_, err := Rules{}.New(games.Setup{Scenario: p, Seed: 1})
	if !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("%v does not unwrap to fs.ErrNotExist", err)
	}
	if err == nil || !strings.Contains(err.Error(), p) {
		t.Errorf("the message %q does not name the file", err)
	}
}
