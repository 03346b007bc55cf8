package uistate

import (
	"errors"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// TestLoadFile_MissingFileKeepsItsCause: the window's loader (saves,
// envelopes and campaign files alike) fails on a file that is not there
// with an error errors.Is tells from a damaged one (fs.ErrNotExist).
func TestLoadFile_MissingFileKeepsItsCause(t *testing.T) {
	_, err := LoadFile(filepath.Join(t.TempDir(), "gone.json"))
	if !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("%v does not unwrap to fs.ErrNotExist", err)
	}
	if err == nil || !strings.Contains(err.Error(), "gone.json") {
		t.Errorf("the message %q does not name the file", err)
	}
}
