package rdui

import (
	"bytes"
	"flag"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"zulu1879/dice"
	"zulu1879/ramparts"
	"zulu1879/ui/paint/painttest"
)

var shots = flag.String("shots", "", "write the screenshots of the pixel tests into this directory")

// The pixel tests need Ebitengine's game loop: TestMain runs the tests from
// inside Update when a display exists.
var haveLoop bool

func TestMain(m *testing.M) {
	flag.Parse()
	painttest.Main(m, "rdui", &haveLoop)
}

func needLoop(t testing.TB) {
	t.Helper()
	if !haveLoop {
		t.Skip("no display (DISPLAY unset): the pixel tests need X11; run under xvfb-run")
	}
}

func newGame(t testing.TB, seed uint64) *ramparts.Game {
	t.Helper()
	g, err := ramparts.New(ramparts.Options{}, dice.NewSeeded(seed))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// advise plays n of the Advisor's choices.
func advise(t testing.TB, g *ramparts.Game, n int) {
	t.Helper()
	for i := 0; i < n && !g.Over(); i++ {
		a, _ := ramparts.Advisor{}.Choose(g)
		if err := g.Apply(a); err != nil {
			t.Fatalf("advisor move %d %s: %v", i, a, err)
		}
	}
}

func savePNG(t *testing.T, name string, img image.Image) {
	t.Helper()
	if *shots == "" {
		return
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(*shots, name), buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}
