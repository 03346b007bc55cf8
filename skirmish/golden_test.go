package skirmish

import (
	"flag"
	"os"
	"path/filepath"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// TestGolden_TextView pins the terminal view of each scenario at its start
// and after the bots have played three turns (go test ./skirmish -update
// rewrites them; read the diff first).
func TestGolden_TextView(t *testing.T) {
	for _, sc := range ScenarioNames {
		g, err := NewGame(sc, 1)
		if err != nil {
			t.Fatal(err)
		}
		text := g.TextView(0)
		for g.Outcome == nil && g.Turn < 4 {
			a, _ := g.BotAction()
			if err := g.Apply(a.String()); err != nil {
				t.Fatal(err)
			}
		}
		text += "\n--- after three turns of the bots ---\n\n" + g.TextView(0)
		path := filepath.Join("testdata", sc+".txt")
		if *update {
			if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run with -update to write it)", err)
		}
		if string(want) != text {
			t.Errorf("%s: the text view differs from %s (run with -update and read the diff)", sc, path)
		}
	}
}
