package saves

import (
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"
)

// fixedClock returns a clock that moves on one second per reading (or not at
// all when step is 0).
func fixedClock(step time.Duration) func() time.Time {
	t := time.Date(1879, 1, 22, 8, 0, 0, 0, time.UTC)
	return func() time.Time {
		t = t.Add(step)
		return t
	}
}

// An attached autosaver saves at every new phase, keeps only the newest
// Keep files, and Latest resumes the game exactly where it stood.
func TestAutosaveKeepsTheLastNAndLatestResumes(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "saves")
	a, err := NewAutosaver(dir, "test", 4)
	if err != nil {
		t.Fatal(err)
	}
	a.Now = fixedClock(time.Second)
	s := newSession(t, "isandlwana", 21)
	a.Attach(s)
	playRandom(t, s, newRng(21), 0, func(s *Session) {
		if a.Err != nil {
			t.Fatal(a.Err)
		}
	})
	phases := len(s.checkpoints) - 1
	names, err := autosaves(dir)
	if err != nil {
		t.Fatal(err)
	}
	if phases < 5 || len(names) != 4 {
		t.Fatalf("%d phases played, %d autosaves kept (%v), want 4", phases, len(names), names)
	}
	if !sort.StringsAreSorted(names) || !strings.Contains(names[3], "game-over") {
		t.Errorf("autosave names %v are not in time order ending at the game's end", names)
	}
	path, back, err := Latest(dir)
	if err != nil {
		t.Fatal(err)
	}
	if filepath.Base(path) != names[3] || back.Game().Hash() != s.Game().Hash() {
		t.Errorf("Latest gave %s at hash %s, want %s at %s", path, back.Game().Hash(), names[3], s.Game().Hash())
	}
}

// A save folder deleted while the game is on is made again at the next
// autosave, so the game goes on being saved.
func TestAutosaveRemakesADeletedFolder(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "saves")
	a, err := NewAutosaver(dir, "test", 4)
	if err != nil {
		t.Fatal(err)
	}
	a.Now = fixedClock(time.Second)
	s := newSession(t, "isandlwana", 5)
	if _, err := a.Save(s); err != nil {
		t.Fatal(err)
	}
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	path, err := a.Save(s)
	if err != nil {
		t.Fatalf("autosave after the folder was deleted: %v", err)
	}
	if _, back, err := Latest(dir); err != nil || back.Game().Hash() != s.Game().Hash() {
		t.Errorf("Latest after remaking the folder: %v (saved %s)", err, path)
	}
}

// A damaged newest autosave (say, the disk filled up) is passed over:
// Latest falls back to the one before.
func TestLatestSkipsADamagedNewestSave(t *testing.T) {
	dir := t.TempDir()
	a, err := NewAutosaver(dir, "test", 10)
	if err != nil {
		t.Fatal(err)
	}
	a.Now = fixedClock(0) // a frozen clock: names must still be ordered
	s := newSession(t, "isandlwana", 5)
	var paths []string
	var hashes []string
	for i := 0; i < 3; i++ {
		playRandom(t, s, newRng(uint64(i)), 15, nil)
		p, err := a.Save(s)
		if err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p)
		hashes = append(hashes, s.Game().Hash())
	}
	if !sort.StringsAreSorted(paths) || paths[0] == paths[1] {
		t.Fatalf("saves in the same instant are not ordered: %v", paths)
	}
	if err := os.WriteFile(paths[2], []byte(`{"format": 2, "game": "zulu1879/isandl`), 0o644); err != nil {
		t.Fatal(err)
	}
	got, back, err := Latest(dir)
	if err != nil {
		t.Fatal(err)
	}
	if got != paths[1] || back.Game().Hash() != hashes[1] {
		t.Fatalf("Latest gave %s, want %s", got, paths[1])
	}
	entries, err := List(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 3 || entries[0].Err == nil || entries[1].Err != nil || !strings.Contains(entries[0].Summary, "truncated") {
		t.Fatalf("List: %+v", entries)
	}
}

// With no save folder, or none loadable, there is nothing to resume.
func TestLatestWithNothingToResume(t *testing.T) {
	cases := []struct {
		name  string
		setup func(dir string) string
	}{
		{"missing folder", func(dir string) string { return filepath.Join(dir, "none") }},
		{"empty folder", func(dir string) string { return dir }},
		{"only damaged saves", func(dir string) string {
			os.WriteFile(filepath.Join(dir, "auto-1.json"), []byte("garbage"), 0o644)
			return dir
		}},
		{"only other files", func(dir string) string {
			os.WriteFile(filepath.Join(dir, "my-game.json"), goodSave(t), 0o644)
			return dir
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, s, err := Latest(c.setup(t.TempDir()))
			if !errors.Is(err, ErrNoSave) || s != nil {
				t.Fatalf("got %v, want ErrNoSave", err)
			}
		})
	}
}

// The default folder is zulu1879/saves under the user's configuration folder.
func TestDefaultDirIsUnderTheUserConfigFolder(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	base, err := os.UserConfigDir()
	if err != nil {
		t.Skip("no configuration folder on this system")
	}
	dir, err := DefaultDir()
	if err != nil || dir != filepath.Join(base, "zulu1879", "saves") {
		t.Fatalf("DefaultDir = %q, %v", dir, err)
	}
	a, err := NewAutosaver("", "test", 0)
	if err != nil {
		t.Fatal(err)
	}
	if a.Dir != dir || a.Keep != DefaultKeep {
		t.Errorf("NewAutosaver(\"\") uses %s keeping %d", a.Dir, a.Keep)
	}
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		t.Errorf("the save folder was not created: %v", err)
	}
}
