package tacticalui

import (
	"bytes"
	"flag"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"zulu1879/hexmap"
	"zulu1879/ui/paint/painttest"
)

var (
	haveLoop bool
	shots    = flag.String("shots", "", "write the screens drawn by the pixel tests into this folder")
)

// The pixel tests need Ebitengine's game loop: TestMain runs the tests
// inside it when a display exists.
func TestMain(m *testing.M) { painttest.Main(m, "tacticalui", &haveLoop) }

func needLoop(t testing.TB) {
	t.Helper()
	if !haveLoop {
		t.Skip("no display (DISPLAY unset): the pixel tests need X11; run under xvfb-run")
	}
}

func savePNG(t testing.TB, name string, img image.Image) {
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

func newScreen(t testing.TB) *Screen {
	t.Helper()
	s, err := NewBuiltin()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Release)
	return s
}

func TestShot(t *testing.T) {
	needLoop(t)
	s := newScreen(t)
	savePNG(t, "board.png", s.Snapshot(1600, 1000))
}

func TestShotZoom(t *testing.T) {
	needLoop(t)
	s := newScreen(t)
	s.Layout(1600, 1000)
	s.Board.Roofs = false
	s.Board.Cam.ZoomAt(2.6, s.Board.Cam.View.Center())
	s.Board.Cam.CenterOn(hexmap.H(22, 19))
	savePNG(t, "zoom-hospital.png", s.Snapshot(1600, 1000))
	s.Board.Cam.CenterOn(hexmap.H(48, 18))
	savePNG(t, "zoom-store.png", s.Snapshot(1600, 1000))
}

func TestShotDemo(t *testing.T) {
	needLoop(t)
	s := newScreen(t)
	s.Counters = DemoCounters(s.Board.Map, 140, 150)
	s.Turn, s.VP = 10, 37
	savePNG(t, "demo.png", s.Snapshot(1600, 1000))
	s.Board.Roofs = false
	s.Layout(1600, 1000)
	s.Board.Cam.ZoomAt(2.6, s.Board.Cam.View.Center())
	s.Board.Cam.CenterOn(hexmap.H(22, 19))
	savePNG(t, "demo-zoom.png", s.Snapshot(1600, 1000))
}
