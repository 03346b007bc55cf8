package saves

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"zulu1879/isandlwana"
)

// userScenario writes a scenario file of our own (the built-in one renamed)
// into dir and returns its path.
func userScenario(t *testing.T, dir string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "scenarios", "isandlwana.json"))
	if err != nil {
		t.Fatal(err)
	}
	data = bytes.Replace(data, []byte(`"id": "isandlwana"`), []byte(`"id": "my-isandlwana"`), 1)
	p := filepath.Join(dir, "my.json")
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// A game on a scenario file records the file and its content hash; it loads
// while the file is unchanged, from next to the save when the path is
// relative, and is refused with a clear message once the file changes.
func TestUserScenarioFileIsRecordedAndChecked(t *testing.T) {
	dir := t.TempDir()
	scenPath := userScenario(t, dir)
	t.Chdir(dir)
	s, err := Start("my.json", 9, isandlwana.Options{})
	if err != nil {
		t.Fatal(err)
	}
	ref := s.ScenarioRef()
	if ref.ID != "my-isandlwana" || ref.File != "my.json" || len(ref.SHA256) != 64 {
		t.Fatalf("scenario reference %+v", ref)
	}
	playRandom(t, s, newRng(9), 50, nil)
	savePath := filepath.Join(dir, "game.json")
	if err := s.Save(savePath, "test"); err != nil {
		t.Fatal(err)
	}
	// From another folder, the relative scenario path is found next to the save.
	t.Chdir(t.TempDir())
	back, err := Load(savePath, LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if back.Game().Hash() != s.Game().Hash() {
		t.Fatal("the game on a scenario file does not load to the same state")
	}

	cases := []struct {
		name   string
		change func()
		words  string
	}{
		{"file edited", func() {
			data, _ := os.ReadFile(scenPath)
			os.WriteFile(scenPath, bytes.Replace(data, []byte(`"turns": 6`), []byte(`"turns": 7`), 1), 0o644)
		}, "my.json has changed since the game was saved"},
		{"file gone", func() { os.Remove(scenPath) }, "needs scenario file my.json, which is not there"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			c.change()
			_, err := Load(savePath, LoadOptions{})
			var se *Error
			if !errors.As(err, &se) || se.Problem != ProblemScenario || !strings.Contains(err.Error(), c.words) {
				t.Fatalf("got %v, want a scenario error mentioning %q", err, c.words)
			}
		})
	}
}

// A save from someone else may name any path as its scenario file: the
// loader reads only regular files, never a device or a pipe.
func TestScenarioFileMustBeARegularFile(t *testing.T) {
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero here")
	}
	data := edit(t, goodSave(t), func(m map[string]any) {
		m["scenario"] = map[string]any{"id": "isandlwana", "file": "/dev/zero", "sha256": strings.Repeat("0", 64)}
	})
	_, err := Decode(data, LoadOptions{Name: "g.json"})
	if err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Fatalf("got %v", err)
	}
}

// Unknown names and missing files are refused when starting a game.
func TestStartRefusesUnknownScenarios(t *testing.T) {
	for _, name := range []string{"waterloo", filepath.Join(t.TempDir(), "none.json")} {
		if _, err := Start(name, 1, isandlwana.Options{}); err == nil {
			t.Errorf("Start(%q) succeeded", name)
		}
	}
}
