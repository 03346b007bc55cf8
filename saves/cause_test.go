package saves

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"zulu1879/games"
	"zulu1879/isandlwana"
)

// TestErrorsKeepTheirCause: a save that is not there is told from a damaged
// one with errors.Is, through Load and ReadFile, and
// the message names the file by the path as given, folder and all (a
// file looked for in the wrong folder says which folder).
func TestErrorsKeepTheirCause(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "gone", "x.json")
	_, err := Load(missing, LoadOptions{})
	if !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Load of a missing file: %v does not unwrap to fs.ErrNotExist", err)
	}
	if err == nil || err.Error() != "save "+missing+": no such file or directory" {
		t.Errorf("Load of a missing file says %v", err)
	}
	if _, err := ReadFile(missing); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("ReadFile of a missing file: %v does not unwrap to fs.ErrNotExist", err)
	}
}

// scenarioCopy writes the built-in Isandlwana scenario into dir as a
// scenario file of one's own and returns its path.
func scenarioCopy(t *testing.T, dir string) string {
	t.Helper()
	data, err := os.ReadFile("../scenarios/isandlwana.json")
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, "mine.json")
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestEnvelopeErrorsKeepTheirCause: an envelope that is not there, and an
// envelope or an older save whose scenario file is gone, fail with an
// error that errors.Is tells from a damaged file (fs.ErrNotExist), its
// message still one line naming the save.
func TestEnvelopeErrorsKeepTheirCause(t *testing.T) {
	dir := t.TempDir()
	scen := scenarioCopy(t, dir)
	rules, err := games.Lookup("isandlwana")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := NewRecord(rules, games.Setup{Scenario: scen, Seed: 3}, nil)
	if err != nil {
		t.Fatal(err)
	}
	env := filepath.Join(dir, "env.json")
	if err := rec.Save(env, "test"); err != nil {
		t.Fatal(err)
	}
	s, err := Start(scen, 3, isandlwana.Options{})
	if err != nil {
		t.Fatal(err)
	}
	older := filepath.Join(dir, "older.json")
	if err := s.Save(older, "test"); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(scen); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		load func() error
		says string
	}{
		{"an envelope not there", func() error { _, err := LoadEnvelope(filepath.Join(dir, "gone.json")); return err }, "save " + filepath.Join(dir, "gone.json") + ": "},
		{"an envelope whose scenario file is gone", func() error { _, err := LoadEnvelope(env); return err }, "save env.json: "},
		{"an older save whose scenario file is gone", func() error { _, err := Load(older, LoadOptions{}); return err }, "save older.json: "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.load()
			if !errors.Is(err, fs.ErrNotExist) {
				t.Errorf("%v does not unwrap to fs.ErrNotExist", err)
			}
			if err == nil || !strings.HasPrefix(err.Error(), tt.says) || strings.Contains(err.Error(), "\n") {
				t.Errorf("the message %q is not one line starting %q", err, tt.says)
			}
		})
	}
}
