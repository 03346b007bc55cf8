package campaign

import (
	"errors"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// TestLoad_MissingFileKeepsItsCause: Load, which reads a campaign in
// either form, fails on a file that is not there with an error errors.Is
// tells from a damaged one (fs.ErrNotExist), naming the file.
func TestLoad_MissingFileKeepsItsCause(t *testing.T) {
	_, err := Load(filepath.Join(t.TempDir(), "gone.json"))
	if !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("%v does not unwrap to fs.ErrNotExist", err)
	}
	if err == nil || !strings.Contains(err.Error(), "gone.json") {
		t.Errorf("the message %q does not name the file", err)
	}
}
