package main

import (
	"fmt"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"zulu1879/hexmap"
	"zulu1879/isandlwana"
	"zulu1879/ui/uistate"
)

// TestE2EZuluGroupDrag: in a hotseat game's Zulu movement, Shift+drag in
// the real window draws a rectangle round two onrush hexes and picks both
// (each gets the selection's white ring, the hex between them does not); a
// click on a lit hex then moves the whole group toward it, and E ends the
// phase. The autosave of the next phase must hold exactly what a replica
// made by the same picks and click in uistate holds.
func TestE2EZuluGroupDrag(t *testing.T) {
	skipUnlessE2E(t)
	t.Parallel() // its own Xvfb, program and save folder
	x := startXvfb(t, e2eScreenW, e2eScreenH)
	shots := newE2EShots(t)
	dir := filepath.Join(shots.dir, "saves")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	acts := filepath.Join(shots.dir, "actions.txt")
	if err := os.WriteFile(acts, []byte("end\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := newGameFrom("isandlwana", e2eSeed, acts)
	if err != nil {
		t.Fatal(err)
	}
	r := &e2eReplica{m: uistate.NewModel(s, [2]*uistate.Bot{})}
	if r.g().Phase != isandlwana.PhaseZuluMove {
		t.Fatalf("replica: after the set-up the game is at %s, want Zulu movement", r.g().Phase)
	}
	l := uistate.NewLayout(e2eW, e2eH, 1)
	cam := uistate.NewCamera(l.Map, uistate.MapSize(r.g().Map().Cols, r.g().Map().Rows))
	r.m.Cam = cam

	w := launchGUI(t, x, shots, "group", "--save-dir", dir, "--seed", strconv.Itoa(e2eSeed), "--size", fmt.Sprintf("%dx%d", e2eW, e2eH), "--actions", acts)
	w.pointerAway()
	a, b, between := hexmap.H(16, 1), hexmap.H(23, 1), hexmap.H(19, 1)
	white := color.RGBA{255, 255, 255, 255}
	before := w.waitFor("zulu-movement", func(img *image.RGBA) error {
		if img.Bounds().Dx() != e2eW {
			return fmt.Errorf("window %d wide, want %d", img.Bounds().Dx(), e2eW)
		}
		return nil
	})

	// Shift+drag from just above-left of both to just below-right of both.
	pa, pb := hexPoint(&cam, a), hexPoint(&cam, b)
	p := image.Pt(min(pa.X, pb.X)-8, min(pa.Y, pb.Y)-8)
	q := image.Pt(max(pa.X, pb.X)+8, max(pa.Y, pb.Y)+8)
	r.m.SelectZulus(r.m.HexesIn(uistate.Point{X: float64(p.X), Y: float64(p.Y)}, uistate.Point{X: float64(q.X), Y: float64(q.Y)}))
	if len(r.m.Sel.Group) != 2 {
		t.Fatalf("replica: the rectangle %v–%v picked %v, want %s and %s (%s)", p, q, r.m.Sel.Group, a, b, r.m.Info)
	}
	// Each step waits a little, as a hand would, so that the window sees
	// the press, the drag and the release in frames of their own.
	pause := func() { time.Sleep(150 * time.Millisecond) }
	// First the window must have drawn its board and be answering the
	// pointer (the hover ring and the hex's tooltip show): a window still
	// busy with its first frames would see the press only where the
	// pointer is by then.
	w.x.xdo(t, "mousemove", "--window", w.id, strconv.Itoa(p.X), strconv.Itoa(p.Y))
	w.waitFor("pointer-on-map", func(img *image.RGBA) error {
		near := image.Rect(p.X-60, p.Y-60, p.X+200, p.Y+200).Intersect(img.Bounds())
		if d, _ := differ(before, img, near, 8); d < 0.01 {
			return fmt.Errorf("no hover mark or tooltip near the pointer yet (%.2f%% of the pixels changed)", d*100)
		}
		return nil
	})
	w.x.xdo(t, "keydown", "shift")
	pause()
	w.x.xdo(t, "mousedown", "1")
	// A press of the button alone may not wake a window that waits for
	// input until the pointer moves: nudge it by a pixel, as a hand would,
	// and give a slow frame time to see the press there.
	w.x.xdo(t, "mousemove", "--window", w.id, strconv.Itoa(p.X+1), strconv.Itoa(p.Y))
	time.Sleep(400 * time.Millisecond)
	for k := 1; k <= 4; k++ {
		m := p.Add(q.Sub(p).Mul(k).Div(4))
		w.x.xdo(t, "mousemove", "--window", w.id, strconv.Itoa(m.X), strconv.Itoa(m.Y))
		pause()
	}
	w.waitFor("dragging", func(img *image.RGBA) error {
		// The rectangle's white outline runs down its right edge, at the
		// pointer.
		edge := image.Rect(q.X-1, q.Y-30, q.X+1, q.Y-4)
		if got := share(img, edge, white, 40); got < 0.4 {
			return fmt.Errorf("the rectangle's right edge is %.0f%% white, want 40%% or more", got*100)
		}
		return nil
	})
	w.x.xdo(t, "mouseup", "1")
	pause()
	w.x.xdo(t, "keyup", "shift")
	w.pointerAway()
	w.waitFor("group-picked", func(img *image.RGBA) error {
		for _, h := range []hexmap.Hex{a, b} {
			if was, now := ringShare(before, &cam, h, white, 30), ringShare(img, &cam, h, white, 30); now < was+0.1 {
				return fmt.Errorf("%s's rim is %.0f%% white, was %.0f%%: not ringed as picked", h, now*100, was*100)
			}
		}
		if was, now := ringShare(before, &cam, between, white, 30), ringShare(img, &cam, between, white, 30); now > was+0.05 {
			return fmt.Errorf("%s (no Zulus) is ringed: its rim is %.0f%% white, was %.0f%%", between, now*100, was*100)
		}
		return nil
	})

	// A click on the lit hex nearest 2005 moves the group; E ends the phase.
	target := hexmap.None
	for h, hl := range r.m.Highlights() {
		if hl.Kind == uistate.HLDest && (target.IsNone() || hexmap.Distance(h, hexmap.H(20, 5)) < hexmap.Distance(target, hexmap.H(20, 5)) ||
			(hexmap.Distance(h, hexmap.H(20, 5)) == hexmap.Distance(target, hexmap.H(20, 5)) && hexmap.Compare(h, target) < 0)) {
			target = h
		}
	}
	r.click(t, target)
	if r.g().ZulusAt(a)+r.g().ZulusAt(b) == 32 {
		t.Fatalf("replica: no Zulu of the group moved (%s)", r.m.Info)
	}
	r.press(t, "end")
	w.click(hexPoint(&cam, target))
	w.hold("e", "group-moved", autosaveIs(dir, r))
	w.quit("quit")
}
