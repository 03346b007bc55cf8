package main

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"math"
	"os"
	"os/exec"
	"strconv"
	"testing"
	"time"

	"zulu1879/ui/paint"
	"zulu1879/ui/tacticalui"
)

// TestE2ETacticalWindow drives gui --screen tactical in a real window: the
// board and panel appear, R hides the hospital's roof, the wheel zooms, a
// drag pans, A selects every man (rings appear), Esc drops the selection
// and a second Esc closes the window.
func TestE2ETacticalWindow(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end window test: not in -short")
	}
	if os.Getenv("DISPLAY") == "" {
		t.Skip("end-to-end window test: no X display (make test runs it under xvfb-run)")
	}
	for _, tool := range []string{"Xvfb", "xdotool", "xwd"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("end-to-end window test: %s is not installed", tool)
		}
	}
	const W, H = 1280, 800
	x := startXvfb(t, e2eScreenW, e2eScreenH)
	shots := newE2EShots(t)
	w := launchGUI(t, x, shots, "tactical", "--screen", "tactical", "--scenario", "demo", "--size", fmt.Sprintf("%dx%d", W, H))
	w.pointerAway()

	// The replica: where the screen puts things at this size.
	s, err := tacticalui.NewBuiltin()
	if err != nil {
		t.Fatal(err)
	}
	s.Layout(W, H)
	l := s.Board.Cam
	hosp, _ := s.Board.Map.Area("hospital")
	c := l.HexScreen(hosp.Hexes[len(hosp.Hexes)/2])
	// Under the counter, inside the hex: the roof or the floor shows.
	roofPt := image.Pt(int(c.X), int(c.Y+l.Scale*0.72))
	mapR := image.Rect(int(l.View.X), int(l.View.Y), int(l.View.X+l.View.W), int(l.View.Y+l.View.H))
	panel := toRGBA(paint.ColPanel)

	first := w.waitFor("tactical-board", func(img *image.RGBA) error {
		if b := img.Bounds(); b.Dx() != W || b.Dy() != H {
			return fmt.Errorf("the window is %dx%d", b.Dx(), b.Dy())
		}
		if got := share(img, image.Rect(W-300, 300, W-20, H-20), panel, 3); got < 0.5 {
			return fmt.Errorf("%.0f%% of the panel has its colour", got*100)
		}
		return nil
	})
	roofOn := first.RGBAAt(roofPt.X, roofPt.Y)
	x.xdo(t, "key", "r")
	w.waitFor("roofs-hidden", func(img *image.RGBA) error {
		if got := img.RGBAAt(roofPt.X, roofPt.Y); closeRGB(got, roofOn, 12) {
			return fmt.Errorf("the hospital at %v still shows %v", roofPt, got)
		}
		return nil
	})
	before := w.waitFor("before-zoom", func(*image.RGBA) error { return nil })
	mid := image.Pt(mapR.Min.X+mapR.Dx()/2, mapR.Min.Y+mapR.Dy()/2)
	x.xdo(t, "mousemove", "--window", w.id, strconv.Itoa(mid.X), strconv.Itoa(mid.Y))
	time.Sleep(100 * time.Millisecond)
	x.xdo(t, "click", "4")
	x.xdo(t, "click", "4")
	zoomed := w.waitFor("zoomed", func(img *image.RGBA) error {
		if got, _ := differ(before, img, mapR, 10); got < 0.3 {
			return fmt.Errorf("%.0f%% of the map changed after two wheel steps", got*100)
		}
		return nil
	})
	x.xdo(t, "mousedown", "1")
	for i := 1; i <= 5; i++ {
		x.xdo(t, "mousemove", "--window", w.id, strconv.Itoa(mid.X+30*i), strconv.Itoa(mid.Y+10*i))
		time.Sleep(40 * time.Millisecond)
	}
	x.xdo(t, "mouseup", "1")
	w.waitFor("panned", func(img *image.RGBA) error {
		if got, _ := differ(zoomed, img, mapR, 10); got < 0.3 {
			return fmt.Errorf("%.0f%% of the map changed after a drag", got*100)
		}
		return nil
	})
	w.pointerAway()
	// The selection's ring colour (tacticalui's colSelect).
	ring := color.RGBA{0xFF, 0xF2, 0x7A, 0xFF}
	plain := w.waitFor("unselected", func(*image.RGBA) error { return nil })
	base := share(plain, mapR, ring, 10)
	x.xdo(t, "key", "a")
	w.waitFor("all-selected", func(img *image.RGBA) error {
		if got := share(img, mapR, ring, 10); got < base+0.004 {
			return fmt.Errorf("ring colour on %.2f%% of the map (%.2f%% before A)", got*100, base*100)
		}
		return nil
	})
	x.xdo(t, "key", "Escape")
	w.waitFor("selection-dropped", func(img *image.RGBA) error {
		if got := share(img, mapR, ring, 10); math.Abs(got-base) > 0.002 {
			return fmt.Errorf("ring colour on %.2f%% of the map after Esc, %.2f%% before A", got*100, base*100)
		}
		return nil
	})
	x.xdo(t, "key", "Escape")
	select {
	case <-w.done:
		if w.err != nil {
			t.Fatalf("the window ended with %v: %s", w.err, w.output())
		}
	case <-time.After(e2eStepLimit):
		t.Fatal(errors.New("the second Esc did not close the window"))
	}
}
