package main

import (
	"fmt"
	"image"
	"image/color"
	"slices"
	"strconv"
	"testing"
	"time"

	"zulu1879/hexmap"
	"zulu1879/saves"
	"zulu1879/ui/paint"
	"zulu1879/ui/tacticalui"
	"zulu1879/ui/tacticalui/tstate"
	"zulu1879/ui/uistate"
)

// TestE2ETacticalGroupMoveAndActionKey: in gui --screen tactical, a
// Shift+drag boxes the men around Chard, one click on a free hex three
// hexes off moves them all (each an engine move, as a replica of the
// screen works out on the same seed), and key 1 takes the first line of
// the action panel; the autosave holds exactly those actions.
func TestE2ETacticalGroupMoveAndActionKey(t *testing.T) {
	skipUnlessE2E(t)
	t.Parallel() // its own Xvfb, program and save folder
	const W, H = 1280, 800
	dir := t.TempDir()
	x := startXvfb(t, e2eScreenW, e2eScreenH)
	shots := newE2EShots(t)
	w := launchGUI(t, x, shots, "tactical-group", "--screen", "tactical", "--seed", "5", "--play", "british", "--save-dir", dir, "--size", fmt.Sprintf("%dx%d", W, H))
	w.pointerAway()

	// The replica: the same game on a screen of the same size.
	rec, err := tstate.NewGame(5, tstate.Person, "default")
	if err != nil {
		t.Fatal(err)
	}
	m, err := tstate.New(rec)
	if err != nil {
		t.Fatal(err)
	}
	s, err := tacticalui.NewBuiltin()
	if err != nil {
		t.Fatal(err)
	}
	s.Layout(W, H)
	if err := s.Attach(m); err != nil {
		t.Fatal(err)
	}
	cam := &s.Board.Cam
	var chard hexmap.Hex
	for _, c := range s.Counters {
		if c.ID == "B001" {
			chard = c.Hex
		}
	}
	c := hexPoint(cam, chard)
	r := int(2.6 * cam.Scale)
	p, q := image.Pt(c.X-r, c.Y-r), image.Pt(c.X+r, c.Y+r)
	n := s.SelectBox(uistate.Point{X: float64(p.X), Y: float64(p.Y)}, uistate.Point{X: float64(q.X), Y: float64(q.Y)}, false)
	if n < 3 {
		t.Fatalf("replica: the box %v–%v took %d men", p, q, n)
	}
	to := hexmap.None
	grid := s.Board.Map.Grid
	for i := 0; i < grid.Size() && to.IsNone(); i++ {
		h := grid.HexAt(i)
		free := hexmap.Distance(h, chard) == 3 && s.Board.Map.TerrainAt(h).MP > 0 && len(s.Board.Map.AreasAt(h)) == 0
		for _, cc := range s.Counters {
			free = free && (cc.InBox || cc.Hex != h)
		}
		if free {
			to = h
		}
	}
	if to.IsNone() {
		t.Fatal("replica: no free hex three off Chard")
	}
	if s.MoveGroupTo(to) == 0 {
		t.Fatalf("replica: nobody moved: %s", s.Order)
	}
	moved := m.Rec.Len()
	if !s.TakeAction(1) {
		t.Fatal("replica: key 1 took nothing")
	}
	var want []string
	for _, mv := range m.Rec.Moves() {
		want = append(want, mv.Action)
	}

	mapR := image.Rect(int(cam.View.X), int(cam.View.Y), int(cam.View.X+cam.View.W), int(cam.View.Y+cam.View.H))
	opening := w.waitFor("tactical-group-opening", func(img *image.RGBA) error {
		if got := share(img, image.Rect(W-300, 300, W-20, H-20), toRGBA(paint.ColPanel), 3); got < 0.3 {
			return fmt.Errorf("%.0f%% of the panel has its colour", got*100)
		}
		return nil
	})
	pause := func() { time.Sleep(150 * time.Millisecond) }
	x.xdo(t, "mousemove", "--window", w.id, strconv.Itoa(p.X), strconv.Itoa(p.Y))
	pause()
	x.xdo(t, "keydown", "shift")
	pause()
	x.xdo(t, "mousedown", "1")
	x.xdo(t, "mousemove", "--window", w.id, strconv.Itoa(p.X+1), strconv.Itoa(p.Y))
	time.Sleep(400 * time.Millisecond)
	for k := 1; k <= 4; k++ {
		mp := p.Add(q.Sub(p).Mul(k).Div(4))
		x.xdo(t, "mousemove", "--window", w.id, strconv.Itoa(mp.X), strconv.Itoa(mp.Y))
		pause()
	}
	x.xdo(t, "mouseup", "1")
	pause()
	x.xdo(t, "keyup", "shift")
	w.pointerAway()
	ring := color.RGBA{0xFF, 0xF2, 0x7A, 0xFF} // tacticalui's colSelect
	base := share(opening, mapR, ring, 10)
	w.waitFor("tactical-group-boxed", func(img *image.RGBA) error {
		if got := share(img, mapR, ring, 10); got < base+0.0005 {
			return fmt.Errorf("ring colour on %.3f%% of the map (%.3f%% before the box)", got*100, base*100)
		}
		return nil
	})
	// One click on the free hex moves them.
	w.click(hexPoint(cam, to))
	autosaved := func(n int) []string {
		deadline := time.Now().Add(e2eStepLimit)
		var got []string
		for time.Now().Before(deadline) {
			if _, r, err := saves.LatestEnvelope(dir, tacticalID); err == nil && r.Len() >= n {
				got = got[:0]
				for _, mv := range r.Moves()[:n] {
					got = append(got, mv.Action)
				}
				return got
			}
			time.Sleep(200 * time.Millisecond)
		}
		t.Fatalf("no autosave of %d actions within %s", n, e2eStepLimit)
		return nil
	}
	if got := autosaved(moved); !slices.Equal(got, want[:moved]) {
		t.Fatalf("after the click the game holds %v, want %v", got, want[:moved])
	}
	w.waitFor("tactical-group-moved", func(*image.RGBA) error { return nil })
	tapKey(t, x, "1")
	if got := autosaved(len(want)); !slices.Equal(got, want) {
		t.Fatalf("after key 1 the game holds %v, want %v", got, want)
	}
	w.waitFor("tactical-group-key1", func(*image.RGBA) error { return nil })
}
