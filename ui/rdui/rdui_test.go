package rdui

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/dice"
	"zulu1879/rorkesdrift"
)

var shots = flag.String("shots", "", "write the screenshots of the pixel tests into this directory")

// The pixel tests need Ebitengine's game loop: TestMain runs the tests from
// inside Update when a display exists.
var haveLoop bool

type testLoop struct {
	m    *testing.M
	code int
	done bool
}

func (l *testLoop) Update() error {
	if !l.done {
		l.code = l.m.Run()
		l.done = true
	}
	return ebiten.Termination
}
func (l *testLoop) Draw(*ebiten.Image)         {}
func (l *testLoop) Layout(int, int) (int, int) { return 320, 240 }

func TestMain(m *testing.M) {
	flag.Parse()
	if !HasDisplay() {
		os.Exit(m.Run())
	}
	haveLoop = true
	l := &testLoop{m: m}
	ebiten.SetWindowSize(320, 240)
	if err := ebiten.RunGameWithOptions(l, &ebiten.RunGameOptions{InitUnfocused: true, SkipTaskbar: true}); err != nil {
		fmt.Fprintln(os.Stderr, "rdui tests: the game loop failed:", err)
		os.Exit(1)
	}
	os.Exit(l.code)
}

func needLoop(t testing.TB) {
	t.Helper()
	if !haveLoop {
		t.Skip("no display (DISPLAY unset): the pixel tests need X11; run under xvfb-run")
	}
}

func newGame(t testing.TB, seed uint64) *rorkesdrift.Game {
	t.Helper()
	g, err := rorkesdrift.New(rorkesdrift.Options{}, dice.NewSeeded(seed))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// advise plays n of the Advisor's choices.
func advise(t testing.TB, g *rorkesdrift.Game, n int) {
	t.Helper()
	for i := 0; i < n && !g.Over(); i++ {
		a, _ := rorkesdrift.Advisor{}.Choose(g)
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
