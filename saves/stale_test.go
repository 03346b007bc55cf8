package saves

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// TestRemoveStaleTempsRemovesOnlyKilledWritesOfItsPrefix fills a folder
// with files of every kind and checks which ones RemoveStaleTemps deletes:
// only the regular temporary files of WriteFileAtomic for names starting
// with the prefix, older than StaleTempAge.
func TestRemoveStaleTempsRemovesOnlyKilledWritesOfItsPrefix(t *testing.T) {
	now := time.Date(2026, 1, 22, 12, 0, 0, 0, time.UTC)
	tests := []struct {
		name    string
		file    string
		age     time.Duration
		dir     bool // a folder, not a file
		prefix  string
		removed bool
	}{
		{"a killed autosave write", ".auto-1.json.tmp-123", time.Hour, false, "auto-", true},
		{"just past the age", ".auto-1.json.tmp-123", StaleTempAge + time.Second, false, "auto-", true},
		{"a write that may still run", ".auto-1.json.tmp-123", StaleTempAge, false, "auto-", false},
		{"the autosave itself", "auto-1.json", time.Hour, false, "auto-", false},
		{"another prefix's temporary file", ".campaign-auto-1.json.tmp-1", time.Hour, false, "auto-", false},
		{"the campaign's own", ".campaign-auto-1.json.tmp-1", time.Hour, false, "campaign-auto-", true},
		{"a save of the player's own", ".mine.json.tmp-1", time.Hour, false, "auto-", false},
		{"not a .json write", ".auto-1.txt.tmp-1", time.Hour, false, "auto-", false},
		{"a folder with a temporary name", ".auto-1.json.tmp-9", time.Hour, true, "auto-", false},
		{"no prefix deletes nothing", ".auto-1.json.tmp-123", time.Hour, false, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			p := filepath.Join(dir, tt.file)
			var err error
			if tt.dir {
				err = os.Mkdir(p, 0o755)
			} else {
				err = os.WriteFile(p, []byte("{"), 0o644)
			}
			if err != nil {
				t.Fatal(err)
			}
			if err := os.Chtimes(p, now.Add(-tt.age), now.Add(-tt.age)); err != nil {
				t.Fatal(err)
			}
			got := RemoveStaleTemps(dir, tt.prefix, now)
			_, statErr := os.Lstat(p)
			if gone := os.IsNotExist(statErr); gone != tt.removed {
				t.Errorf("%s removed: %v, want %v", tt.file, gone, tt.removed)
			}
			if said := slices.Contains(got, tt.file); said != tt.removed {
				t.Errorf("RemoveStaleTemps returned %v", got)
			}
		})
	}
}

// A folder that cannot be read is no error: there is nothing to clean.
func TestRemoveStaleTempsInAMissingFolder(t *testing.T) {
	if got := RemoveStaleTemps(filepath.Join(t.TempDir(), "none"), "auto-", time.Now()); got != nil {
		t.Fatalf("got %v", got)
	}
}
