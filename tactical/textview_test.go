package tactical

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"zulu1879/games"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// TestTextViewGolden pins the terminal board after the first British
// movement (seed 5): the clock, the score, the map with the first Zulus
// and the status lines.
func TestTextViewGolden(t *testing.T) {
	g, err := NewGame(5, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []string{"move B001 2916", "end"} {
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	got := g.TextView(games.Seat(British))
	path := filepath.Join("testdata", "turn1.txt")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to write it)", err)
	}
	if got != string(want) {
		t.Errorf("text view differs from %s (run with -update after checking):\n%s", path, got)
	}
	if !strings.Contains(got, "british-fire phase") {
		t.Error("the view does not name the phase")
	}
}

// FuzzApply: no action makes Apply panic; a refused action changes nothing
// and says why in one line.
func FuzzApply(f *testing.F) {
	for _, s := range []string{"end", "move B001 2916", "move B001 2916^", "dig B112 1518SE", "batter 1618N Z001", "fire Z001", "melee B001 Z001 Z002", "build redoubt-north", "torch Z001 hospital-f1", "move Z001 osk", "hold B001"} {
		f.Add(s, uint8(0))
	}
	f.Fuzz(func(t *testing.T, action string, ends uint8) {
		g, err := NewGame(1, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for range ends % 4 {
			if err := g.Apply("end"); err != nil {
				t.Fatal(err)
			}
		}
		h := g.Hash()
		if err := g.Apply(action); err != nil {
			oneLine(t, err)
			if g.Hash() != h {
				t.Fatalf("refused %q changed the game", action)
			}
		}
	})
}
