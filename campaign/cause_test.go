package campaign

import (
	"errors"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// TestLoadOfAMissingFileKeepsItsCause: errors.Is tells a campaign file that
// is not there from a damaged one, and the message names the file.
func TestLoadOfAMissingFileKeepsItsCause(t *testing.T) {
	_, err := Load(filepath.Join(t.TempDir(), "gone.json"))
	if !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Load of a missing file: %v does not unwrap to fs.ErrNotExist", err)
	}
	if err == nil || !strings.Contains(err.Error(), "gone.json") {
		t.Errorf("Load of a missing file says %v", err)
	}
}

// TestLoadRorkeOfAMissingFileKeepsItsCause: the same for a Rorke's Drift
// save of the rorke command.
func TestLoadRorkeOfAMissingFileKeepsItsCause(t *testing.T) {
	_, err := LoadRorke(filepath.Join(t.TempDir(), "gone.json"))
	if !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("LoadRorke of a missing file: %v does not unwrap to fs.ErrNotExist", err)
	}
	if err == nil || !strings.Contains(err.Error(), "gone.json") {
		t.Errorf("LoadRorke of a missing file says %v", err)
	}
}
