package saves

import (
	"errors"
	"io/fs"
	"path/filepath"
	"testing"
)

// TestErrorsKeepTheirCause: a save that is not there is told from a damaged
// one with errors.Is, through Load and ReadFile, and
// the message still names the file without its folder.
func TestErrorsKeepTheirCause(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "gone", "x.json")
	_, err := Load(missing, LoadOptions{})
	if !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Load of a missing file: %v does not unwrap to fs.ErrNotExist", err)
	}
	if err == nil || err.Error() != "save x.json: no such file or directory" {
		t.Errorf("Load of a missing file says %v", err)
	}
	if _, err := ReadFile(missing); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("ReadFile of a missing file: %v does not unwrap to fs.ErrNotExist", err)
	}
}
