package rdtactical

import (
	"errors"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// TestLoadFile_MissingMapKeepsItsCause: a map file that is not there fails
// with an error errors.Is tells from a damaged map (fs.ErrNotExist), whose
// one-line message names the file.
func TestLoadFile_MissingMapKeepsItsCause(t *testing.T) {
	p := filepath.Join(t.TempDir(), "gone.json")
	_, err := LoadFile(p)
	if !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("%v does not unwrap to fs.ErrNotExist", err)
	}
	if err == nil || !strings.HasPrefix(err.Error(), p+": ") || strings.Contains(err.Error(), "\n") {
		t.Errorf("the message %q is not one line naming %s", err, p)
	}
}
