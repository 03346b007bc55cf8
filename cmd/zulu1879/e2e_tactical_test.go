package main

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"math"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"zulu1879/games"
	"zulu1879/hexmap"
	"zulu1879/saves"
	"zulu1879/ui/paint"
	"zulu1879/ui/tacticalui"
)

// TestE2ETacticalWindow drives gui --screen tactical in a real window: the
// board and panel appear, R hides the hospital's roof, the wheel zooms, a
// drag pans, A selects every man (rings appear), Esc drops the selection
// and a second Esc closes the window.
func TestE2ETacticalWindow(t *testing.T) {
	skipUnlessE2E(t)
	t.Parallel() // its own Xvfb, program and save folder
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
	tapKey(t, x, "t") // T: the roofs (R is the rules on every screen)
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
	tapKey(t, x, "a")
	w.waitFor("all-selected", func(img *image.RGBA) error {
		if got := share(img, mapR, ring, 10); got < base+0.004 {
			return fmt.Errorf("ring colour on %.2f%% of the map (%.2f%% before A)", got*100, base*100)
		}
		return nil
	})
	tapKey(t, x, "Escape")
	w.waitFor("selection-dropped", func(img *image.RGBA) error {
		if got := share(img, mapR, ring, 10); math.Abs(got-base) > 0.002 {
			return fmt.Errorf("ring colour on %.2f%% of the map after Esc, %.2f%% before A", got*100, base*100)
		}
		return nil
	})
	tapKey(t, x, "Escape")
	select {
	case <-w.done:
		if w.err != nil {
			t.Fatalf("the window ended with %v: %s", w.err, w.output())
		}
	case <-time.After(e2eStepLimit):
		t.Fatal(errors.New("the second Esc did not close the window"))
	}
}

// TestE2ETacticalWindowPlaysTheWalls: gui --screen tactical on a seed
// shows the engine's opening; A, W propose moves to the wall (blue
// arrows), Enter carries them out (the arrows go, the men stand
// elsewhere).
func TestE2ETacticalWindowPlaysTheWalls(t *testing.T) {
	skipUnlessE2E(t)
	t.Parallel() // its own Xvfb, program and save folder
	const W, H = 1280, 800
	x := startXvfb(t, e2eScreenW, e2eScreenH)
	shots := newE2EShots(t)
	w := launchGUI(t, x, shots, "tactical-play", "--screen", "tactical", "--seed", "3", "--save-dir", t.TempDir(), "--size", fmt.Sprintf("%dx%d", W, H))
	w.pointerAway()
	s, err := tacticalui.NewBuiltin()
	if err != nil {
		t.Fatal(err)
	}
	s.Layout(W, H)
	v := s.Board.Cam.View
	mapR := image.Rect(int(v.X), int(v.Y), int(v.X+v.W), int(v.Y+v.H))
	panel := toRGBA(paint.ColPanel)
	// The replica plays the same on the same seed: where the men go.
	rec, err := tacticalRecord("", 3)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SetView(rec.State().View(games.Omniscient)); err != nil {
		t.Fatal(err)
	}
	s.Rules = recordGame{rec}
	s.SelectAll()
	s.ManTheWalls()
	var dest []hexmap.Hex
	for _, a := range s.Board.Marks.Arrows {
		dest = append(dest, a.To)
	}
	if len(dest) == 0 {
		t.Fatal("the replica sends nobody to the wall")
	}
	// The bodies of British counters (tacticalui's redcoat, other corps).
	body := []color.RGBA{{0xB3, 0x26, 0x2E, 0xFF}, {0x3F, 0x5C, 0x8C, 0xFF}}
	opening := w.waitFor("opening", func(img *image.RGBA) error {
		if got := share(img, image.Rect(W-300, 300, W-20, H-20), panel, 3); got < 0.5 {
			return fmt.Errorf("%.0f%% of the panel has its colour", got*100)
		}
		return nil
	})
	// The move arrows' colour (tacticalui's colMoveLn).
	blue := color.RGBA{0x2F, 0x6F, 0xD0, 0xFF}
	base := share(opening, mapR, blue, 12)
	for _, h := range dest {
		p := s.Board.Cam.HexScreen(h)
		if nearAny(opening, image.Pt(int(p.X), int(p.Y)), 2, body, 14) {
			t.Fatalf("%s already shows a man at the opening", h)
		}
	}
	tapKey(t, x, "a")
	tapKey(t, x, "w")
	w.waitFor("proposed", func(img *image.RGBA) error {
		if got := share(img, mapR, blue, 12); got < base+0.001 {
			return fmt.Errorf("move-arrow blue on %.3f%% of the map (%.3f%% before)", got*100, base*100)
		}
		return nil
	})
	tapKey(t, x, "Escape") // drop the order: the arrows go
	tapKey(t, x, "w")      // the men are still selected: propose again
	time.Sleep(300 * time.Millisecond)
	tapKey(t, x, "Return")
	w.waitFor("carried-out", func(img *image.RGBA) error {
		for _, h := range dest {
			p := s.Board.Cam.HexScreen(h)
			if !nearAny(img, image.Pt(int(p.X), int(p.Y)), 2, body, 14) {
				return fmt.Errorf("no man's counter at %s (%v)", h, img.RGBAAt(int(p.X), int(p.Y)))
			}
		}
		if got := share(img, mapR, blue, 12); got > base+0.0005 {
			return fmt.Errorf("move-arrow blue still on %.3f%% of the map", got*100)
		}
		if got, _ := differ(opening, img, mapR, 10); got < 0.002 {
			return fmt.Errorf("only %.3f%% of the map changed: nobody moved", got*100)
		}
		return nil
	})
}

// TestE2EStartScreenPlaysTactical starts at the start screen: F2 twice
// picks the tactical game, Enter starts it (the British against the
// Zulus' bot); A, W, Enter move men to the wall, E ends the phase, Space
// lets the bot play, A, F, Enter fire, Ctrl+S and Enter save under the
// name the dialog suggests; the save loads back with the fire in it, and
// an autosave is there.
func TestE2EStartScreenPlaysTactical(t *testing.T) {
	skipUnlessE2E(t)
	t.Parallel() // its own Xvfb, program and save folder
	const W, H = 1280, 800
	dir := t.TempDir()
	x := startXvfb(t, e2eScreenW, e2eScreenH)
	shots := newE2EShots(t)
	w := launchGUI(t, x, shots, "tactical-start", "--seed", "5", "--save-dir", dir, "--size", fmt.Sprintf("%dx%d", W, H))
	w.pointerAway()
	s, err := tacticalui.NewBuiltin()
	if err != nil {
		t.Fatal(err)
	}
	s.Layout(W, H)
	v := s.Board.Cam.View
	mapR := image.Rect(int(v.X), int(v.Y), int(v.X+v.W), int(v.Y+v.H))
	red := color.RGBA{0xE8, 0x46, 0x2A, 0xFF}
	blue := color.RGBA{0x2F, 0x6F, 0xD0, 0xFF}
	// The start screen, drawn: its gold title and the gold rules about it.
	menu := w.waitFor("start-screen", func(img *image.RGBA) error {
		if got := share(img, image.Rect(0, 0, W, 200), toRGBA(paint.ColGold), 6); got < 0.02 {
			return fmt.Errorf("%.1f%% of the title band is gold", got*100)
		}
		return nil
	})
	time.Sleep(300 * time.Millisecond)
	menu = w.waitFor("start-screen-still", func(img *image.RGBA) error {
		if got, _ := differ(menu, img, image.Rect(0, 0, W, 200), 10); got > 0 {
			menu = img
			return fmt.Errorf("the title band is still changing")
		}
		return nil
	})
	// F2 twice: Men of Harlech, then the tactical game (each press seen:
	// the title changes).
	title := image.Rect(0, 0, W, 200)
	changed := func(from *image.RGBA) func(img *image.RGBA) error {
		return func(img *image.RGBA) error {
			if got, _ := differ(from, img, title, 10); got < 0.01 {
				return fmt.Errorf("the title did not change")
			}
			return nil
		}
	}
	retryKeys(t, w, "harlech-chosen", []string{"F2"}, changed(menu))
	harlech := w.last
	retryKeys(t, w, "tactical-chosen", []string{"F2"}, func(img *image.RGBA) error {
		if err := changed(harlech)(img); err != nil {
			return err
		}
		return changed(menu)(img)
	})
	menu = w.last
	tapKey(t, x, "Return")
	board := w.waitFor("tactical-opening", func(img *image.RGBA) error {
		if got, _ := differ(menu, img, image.Rect(0, 0, W, H), 10); got < 0.3 {
			return fmt.Errorf("only %.0f%% of the window changed from the start screen", got*100)
		}
		if got := share(img, image.Rect(W-300, 300, W-20, H-20), toRGBA(paint.ColPanel), 3); got < 0.4 {
			return fmt.Errorf("%.0f%% of the tactical panel has its colour", got*100)
		}
		// The garrison's red coats on the map: the tactical board.
		if got := share(img, mapR, color.RGBA{0xB3, 0x26, 0x2E, 0xFF}, 14); got < 0.002 {
			return fmt.Errorf("red coats on %.2f%% of the map", got*100)
		}
		return nil
	})
	base := share(board, mapR, red, 12)
	arrows := func(img *image.RGBA) error {
		if share(img, mapR, blue, 12) < 0.001 {
			return fmt.Errorf("no move arrows")
		}
		return nil
	}
	retryKeys(t, w, "walls-proposed", []string{"a", "w"}, arrows)
	retryKeys(t, w, "walls-manned", []string{"Return"}, func(img *image.RGBA) error {
		if arrows(img) == nil {
			return fmt.Errorf("the move arrows are still there")
		}
		return nil
	})
	// E ends the phase, Space lets the Zulus' bot play at once; A, F plan
	// the British fire: red arrows (again if a key went by unseen).
	retryKeys(t, w, "fire-planned", []string{"e", "space", "a", "f"}, func(img *image.RGBA) error {
		if got := share(img, mapR, red, 12); got < base+0.0005 {
			return fmt.Errorf("fire-arrow red on %.3f%% of the map", got*100)
		}
		return nil
	})
	retryKeys(t, w, "fired", []string{"Return"}, func(img *image.RGBA) error {
		if got := share(img, mapR, red, 12); got > base+0.0005 {
			return fmt.Errorf("fire-arrow red still on %.3f%% of the map", got*100)
		}
		return nil
	})
	x.xdo(t, "keydown", "ctrl")
	tapKey(t, x, "s")
	x.xdo(t, "keyup", "ctrl")
	time.Sleep(300 * time.Millisecond)
	tapKey(t, x, "Return")
	var saved string
	deadline := time.Now().Add(20 * time.Second)
	for saved == "" && time.Now().Before(deadline) {
		ms, _ := filepath.Glob(filepath.Join(dir, "rorkes-drift-tactical-5-n*.json"))
		if len(ms) > 0 {
			saved = ms[0]
		}
		time.Sleep(200 * time.Millisecond)
	}
	if saved == "" {
		t.Fatal("Ctrl+S and Enter wrote no save")
	}
	rec, err := saves.LoadEnvelope(saved)
	if err != nil {
		t.Fatal(err)
	}
	fired := false
	for _, mv := range rec.Moves() {
		fired = fired || (mv.Seat == "british" && strings.HasPrefix(mv.Action, "fire "))
	}
	if !fired {
		t.Fatalf("the save holds no British fire: %d moves", rec.Len())
	}
	if _, _, err := saves.LatestEnvelope(dir, tacticalID); err != nil {
		t.Fatalf("no autosave: %v", err)
	}
}

// gui --screen tactical --play names who plays each side.
func TestTacticalSeatsFromPlayFlag(t *testing.T) {
	for play, want := range map[string][2]string{"british": {"", "default"}, "zulu": {"default", ""}, "hotseat": {"", ""}, "watch": {"default", "default"}} {
		b, z, err := tacticalSeats{play: play}.players()
		if err != nil || b != want[0] || z != want[1] {
			t.Errorf("--play %s: %q, %q, %v", play, b, z, err)
		}
	}
	if _, _, err := (tacticalSeats{play: "both"}).players(); err == nil {
		t.Error("--play both was taken")
	}
}

// retryKeys presses keys until cond holds or the step's time is up: a
// single key is held down until then; several are tapped in turn, with up
// to two seconds for cond, and tapped again (on a busy machine a tap may
// fall between two frames).
func retryKeys(t *testing.T, w *e2eWindow, name string, keys []string, cond func(img *image.RGBA) error) {
	t.Helper()
	if len(keys) == 1 {
		// One key: held down until the window shows its effect. The
		// screens act when a key goes down (IsKeyJustPressed), so a held
		// key is one press that a slow frame cannot miss, and never two:
		// pressing F2 again after 2 s without a frame chose the game after
		// the wanted one at load average 50.
		w.hold(keys[0], name, cond)
		return
	}
	deadline := time.Now().Add(e2eStepLimit)
	for time.Now().Before(deadline) {
		for _, k := range keys {
			tapKey(t, w.x, k)
		}
		for wait := time.Now().Add(2 * time.Second); time.Now().Before(wait); time.Sleep(150 * time.Millisecond) {
			if img, err := w.x.grab(w.id); err == nil && cond(img) == nil {
				w.waitFor(name, cond)
				return
			}
		}
	}
	w.waitFor(name, cond) // fails, keeping the screenshot and the reason
}

// tapKey presses and releases key with a pause between, so that the game
// loop sees it down for a frame or more (xdotool's key may come and go
// between two frames).
func tapKey(t *testing.T, x *xServer, key string) {
	t.Helper()
	x.xdo(t, "keydown", key)
	time.Sleep(120 * time.Millisecond)
	x.xdo(t, "keyup", key)
	time.Sleep(60 * time.Millisecond)
}

// nearAny reports whether a pixel within r of p is within tol of one of cs.
func nearAny(img *image.RGBA, p image.Point, r int, cs []color.RGBA, tol int) bool {
	for dy := -r; dy <= r; dy++ {
		for dx := -r; dx <= r; dx++ {
			for _, c := range cs {
				if closeRGB(img.RGBAAt(p.X+dx, p.Y+dy), c, tol) {
					return true
				}
			}
		}
	}
	return false
}
