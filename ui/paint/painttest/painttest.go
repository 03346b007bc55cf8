// Package painttest helps the pixel tests of the screens (ui, ui/rdui):
// it runs a package's tests inside Ebitengine's game loop, which drawing
// and reading pixels back need, and compares colours with a tolerance.
package painttest

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/ui/paint"
)

// loop is a game whose first update runs the tests and ends the game.
type loop struct {
	m    *testing.M
	code int
	done bool
}

func (l *loop) Update() error {
	if !l.done {
		l.code = l.m.Run()
		l.done = true
	}
	return ebiten.Termination
}

func (l *loop) Draw(*ebiten.Image) {}

func (l *loop) Layout(int, int) (int, int) { return 320, 240 }

// Main is a TestMain: when a display exists it sets *looped and runs the
// tests of m inside the game loop of a small hidden window, else it runs
// them directly (the pixel tests then skip); it exits with their code.
// name says whose loop failed, if it does.
func Main(m *testing.M, name string, looped *bool) {
	if !paint.HasDisplay() {
		os.Exit(m.Run())
	}
	*looped = true
	l := &loop{m: m}
	ebiten.SetWindowSize(320, 240)
	if err := ebiten.RunGameWithOptions(l, &ebiten.RunGameOptions{InitUnfocused: true, SkipTaskbar: true}); err != nil {
		fmt.Fprintf(os.Stderr, "%s tests: the game loop failed: %v\n", name, err)
		os.Exit(1)
	}
	os.Exit(l.code)
}

// Like reports whether c is within tol of want in each of red, green and
// blue.
func Like(c, want color.RGBA, tol int) bool {
	return abs(int(c.R)-int(want.R)) <= tol && abs(int(c.G)-int(want.G)) <= tol && abs(int(c.B)-int(want.B)) <= tol
}

// Near reports whether a pixel within r pixels of p (across and down) is
// Like want.
func Near(img *image.RGBA, p image.Point, r int, want color.RGBA, tol int) bool {
	for dy := -r; dy <= r; dy++ {
		for dx := -r; dx <= r; dx++ {
			if Like(img.RGBAAt(p.X+dx, p.Y+dy), want, tol) {
				return true
			}
		}
	}
	return false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// NeedLoop skips t unless the tests run inside the game loop (looped,
// as Main set it): the pixel tests need a display.
func NeedLoop(t testing.TB, looped bool) {
	t.Helper()
	if !looped {
		t.Skip("no display (DISPLAY unset): the pixel tests need X11; run under xvfb-run -a")
	}
}

// SavePNG writes img as dir/name in PNG, when dir is set (a test's
// -shots flag): the screens a test draws, to look at.
func SavePNG(t testing.TB, dir, name string, img image.Image) {
	t.Helper()
	if dir == "" {
		return
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name), buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}
