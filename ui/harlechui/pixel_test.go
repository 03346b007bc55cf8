package harlechui

import (
	"bytes"
	"flag"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"zulu1879/saves"
	"zulu1879/ui/harlechui/hstate"
	"zulu1879/ui/paint/painttest"
)

var (
	haveLoop bool
	shots    = flag.String("shots", "", "write the screens drawn by the pixel tests into this folder")
)

// The pixel tests need Ebitengine's game loop: TestMain runs the tests
// inside it when a display exists.
func TestMain(m *testing.M) { painttest.Main(m, "harlechui", &haveLoop) }

func needLoop(t testing.TB) {
	t.Helper()
	if !haveLoop {
		t.Skip("no display (DISPLAY unset): the pixel tests need X11; run under xvfb-run")
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

func newRecord(t *testing.T, players, level int, seed uint64, advisor ...int) *saves.Record {
	t.Helper()
	rec, err := hstate.NewGame(players, level, seed, advisor)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// countLike counts the pixels of r within tol of want.
func countLike(img *image.RGBA, r hstate.Rect, want color.RGBA, tol int) int {
	n := 0
	b := image.Rect(int(r.X), int(r.Y), int(r.X+r.W), int(r.Y+r.H)).Intersect(img.Bounds())
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if painttest.Like(img.RGBAAt(x, y), want, tol) {
				n++
			}
		}
	}
	return n
}
