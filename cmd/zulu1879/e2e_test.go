package main

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"zulu1879/hexmap"
	"zulu1879/isandlwana"
	"zulu1879/saves"
	"zulu1879/ui"
	"zulu1879/ui/paint"
	"zulu1879/ui/uistate"
)

// The end-to-end test of the real window: the program runs as it does for a
// player (zulu1879 gui) on a private Xvfb screen, xdotool presses its keys
// and clicks its hexes, and xwd grabs what the window shows after each step.
// What to click and what to expect come from the same code the window uses
// (uistate's layout and camera) and from a replica of the game played
// through uistate in this process, move for move: the rule-9 bot and the
// dice are seeded, so the window must reach exactly the replica's position.

const (
	e2eSeed      = 1879
	e2eW, e2eH   = 1440, 900 // the window, in logical pixels
	e2eScreenW   = 1600      // the private X screen; larger than the window,
	e2eScreenH   = 1000      // so the pointer can rest outside it
	e2eStepLimit = 30 * time.Second
)

// e2eShots keeps the screenshots of a run: one PNG a step, in a folder
// that is kept when the test fails (its paths are printed) or when
// ZULU1879_E2E_SHOTS names it.
type e2eShots struct {
	dir   string
	keep  bool
	paths []string
}

func newE2EShots(t *testing.T) *e2eShots {
	dir, keep := os.Getenv("ZULU1879_E2E_SHOTS"), true
	if dir == "" {
		var err error
		if dir, err = os.MkdirTemp("", "zulu1879-e2e-"); err != nil {
			t.Fatal(err)
		}
		keep = false
	} else if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	s := &e2eShots{dir: dir, keep: keep}
	t.Cleanup(func() {
		if t.Failed() || s.keep {
			t.Logf("screenshots of each step are in %s:\n  %s", s.dir, strings.Join(s.paths, "\n  "))
			return
		}
		os.RemoveAll(s.dir)
	})
	return s
}

func (s *e2eShots) save(t *testing.T, name string, img image.Image) string {
	p := filepath.Join(s.dir, fmt.Sprintf("%02d-%s.png", len(s.paths)+1, name))
	if err := writePNG(p, img); err != nil {
		t.Errorf("writing %s: %v", p, err)
	}
	s.paths = append(s.paths, p)
	return p
}

// e2eWindow is one run of zulu1879 gui and its window.
type e2eWindow struct {
	t      *testing.T
	x      *xServer
	shots  *e2eShots
	cmd    *exec.Cmd
	log    string
	done   chan struct{}
	err    error // the exit status, once done is closed
	id     string
	origin image.Point // the window's top-left corner on the screen
	last   *image.RGBA
}

// launchGUI runs zulu1879 gui with args (the test binary is the program:
// see TestMain) and waits for its window.
func launchGUI(t *testing.T, x *xServer, shots *e2eShots, name string, args ...string) *e2eWindow {
	t.Helper()
	w := &e2eWindow{t: t, x: x, shots: shots, done: make(chan struct{}), log: filepath.Join(shots.dir, name+".log")}
	logf, err := os.Create(w.log)
	if err != nil {
		t.Fatal(err)
	}
	w.cmd = exec.Command(os.Args[0], append([]string{"gui"}, args...)...)
	w.cmd.Env = x.env("ZULU1879_RUN_MAIN=1")
	w.cmd.Stdout, w.cmd.Stderr = logf, logf
	if err := w.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		w.err = w.cmd.Wait()
		logf.Close()
		close(w.done)
	}()
	t.Cleanup(func() {
		select {
		case <-w.done:
		default:
			w.cmd.Process.Kill()
			<-w.done
		}
	})
	pid := strconv.Itoa(w.cmd.Process.Pid)
	deadline := time.Now().Add(e2eStepLimit)
	for w.id == "" {
		if w.exited() {
			t.Fatalf("zulu1879 gui %s exited before showing a window (%v); its output: %s", strings.Join(args, " "), w.err, w.output())
		}
		if time.Now().After(deadline) {
			t.Fatalf("no window of zulu1879 gui (pid %s) after %s; its output: %s", pid, e2eStepLimit, w.output())
		}
		if out, err := x.tool("xdotool", "search", "--onlyvisible", "--pid", pid); err == nil {
			w.id = strings.Fields(string(out))[0]
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	geo := x.xdo(t, "getwindowgeometry", w.id)
	m := regexp.MustCompile(`Position: (-?\d+),(-?\d+)`).FindStringSubmatch(geo)
	if m == nil {
		t.Fatalf("xdotool getwindowgeometry %s: no position in %q", w.id, geo)
	}
	w.origin.X, _ = strconv.Atoi(m[1])
	w.origin.Y, _ = strconv.Atoi(m[2])
	x.xdo(t, "windowfocus", w.id)
	return w
}

func (w *e2eWindow) exited() bool {
	select {
	case <-w.done:
		return true
	default:
		return false
	}
}

func (w *e2eWindow) output() string {
	b, _ := os.ReadFile(w.log)
	return strings.TrimSpace(string(b))
}

// waitFor grabs the window until cond accepts what it shows, and keeps that
// screenshot as step name. It fails the test after e2eStepLimit, keeping
// the last screenshot and saying what cond found wrong.
func (w *e2eWindow) waitFor(name string, cond func(img *image.RGBA) error) *image.RGBA {
	w.t.Helper()
	began := time.Now()
	deadline := began.Add(e2eStepLimit)
	var last *image.RGBA
	var why error
	for {
		if w.exited() {
			w.t.Fatalf("step %s: the window closed (%v); its output: %s", name, w.err, w.output())
		}
		img, err := w.x.grab(w.id)
		if err != nil {
			why = err
		} else {
			last = img
			if why = cond(img); why == nil {
				p := w.shots.save(w.t, name, img)
				w.t.Logf("%-18s in %4.1fs: %s", name, time.Since(began).Seconds(), filepath.Base(p))
				w.last = img
				return img
			}
		}
		if time.Now().After(deadline) {
			if last != nil {
				w.shots.save(w.t, name+"-FAILED", last)
			}
			w.t.Fatalf("step %s: not reached after %s: %v", name, e2eStepLimit, why)
		}
		time.Sleep(120 * time.Millisecond)
	}
}

// hold presses key (an xdotool key name, or keys joined by +) and keeps it
// down until cond accepts the window, so that a busy machine cannot miss a
// press shorter than a frame.
func (w *e2eWindow) hold(key, name string, cond func(img *image.RGBA) error) *image.RGBA {
	w.t.Helper()
	keys := strings.Split(key, "+")
	for _, k := range keys {
		w.x.xdo(w.t, "keydown", k)
	}
	defer func() {
		for i := len(keys) - 1; i >= 0; i-- {
			w.x.tool("xdotool", "keyup", keys[i])
		}
	}()
	return w.waitFor(name, cond)
}

// click presses and releases the left button at p (window pixels) and
// leaves the pointer there.
func (w *e2eWindow) click(p image.Point) {
	w.t.Helper()
	w.x.xdo(w.t, "mousemove", "--window", w.id, strconv.Itoa(p.X), strconv.Itoa(p.Y))
	time.Sleep(60 * time.Millisecond)
	w.x.xdo(w.t, "mousedown", "1")
	time.Sleep(200 * time.Millisecond)
	w.x.xdo(w.t, "mouseup", "1")
}

// pointerAway moves the pointer off the window, so that no tooltip or
// hover mark is drawn.
func (w *e2eWindow) pointerAway() {
	w.t.Helper()
	if w.origin.X < 2 && w.origin.Y < 2 {
		w.t.Fatalf("the window is at %v: no room to move the pointer off it", w.origin)
	}
	w.x.xdo(w.t, "mousemove", "1", "1")
}

// quit presses Ctrl+Q and waits for the program to end well.
func (w *e2eWindow) quit(name string) {
	w.t.Helper()
	w.x.xdo(w.t, "keydown", "ctrl")
	w.x.xdo(w.t, "keydown", "q")
	defer func() {
		w.x.tool("xdotool", "keyup", "q")
		w.x.tool("xdotool", "keyup", "ctrl")
	}()
	select {
	case <-w.done:
		if w.err != nil {
			w.t.Fatalf("step %s: zulu1879 gui ended with %v; its output: %s", name, w.err, w.output())
		}
	case <-time.After(e2eStepLimit):
		w.t.Fatalf("step %s: zulu1879 gui still running after %s", name, e2eStepLimit)
	}
}

// e2eReplica plays in this process what the test plays in the window.
type e2eReplica struct {
	m *uistate.Model
}

func (r *e2eReplica) g() *isandlwana.State { return r.m.Game() }

// press presses a panel button, then lets the bot play until a person is
// to act again (as the window does, at its own pace).
func (r *e2eReplica) press(t *testing.T, id string) {
	t.Helper()
	if !r.m.Press(id) || r.m.IsError {
		t.Fatalf("replica: %s: %s", id, r.m.Info)
	}
	r.bots()
}

func (r *e2eReplica) click(t *testing.T, h hexmap.Hex) {
	t.Helper()
	r.m.ClickHex(h)
	if r.m.IsError {
		t.Fatalf("replica: click %s: %s", h, r.m.Info)
	}
	r.bots()
}

func (r *e2eReplica) bots() {
	for !r.m.Game().Over() && !r.m.HumanToAct() && r.m.BotStep() {
	}
}

// position is what a save must hold to be the replica's game.
func (r *e2eReplica) position() string {
	g := r.g()
	return fmt.Sprintf("turn %d, %s, %d actions, hash %s", g.Turn, g.Phase, r.m.S.Len(), g.Hash())
}

func positionOf(s *saves.Session) string {
	g := s.Game()
	return fmt.Sprintf("turn %d, %s, %d actions, hash %s", g.Turn, g.Phase, s.Len(), g.Hash())
}

// autosaveIs is a wait condition: the newest autosave in dir holds the
// replica's position.
func autosaveIs(dir string, r *e2eReplica) func(*image.RGBA) error {
	want := r.position()
	return func(*image.RGBA) error {
		p, s, err := saves.Latest(dir)
		if err != nil {
			return fmt.Errorf("no autosave yet in %s: %v", dir, err)
		}
		if got := positionOf(s); got != want {
			return fmt.Errorf("newest autosave %s is at %s, want %s", filepath.Base(p), got, want)
		}
		return nil
	}
}

// hexPatch is the square of half-size k×(hex radius) round hex h's centre.
func hexPatch(cam *uistate.Camera, h hexmap.Hex, k float64) image.Rectangle {
	c := cam.HexScreen(h)
	d := cam.Scale * k
	return image.Rect(int(math.Round(c.X-d)), int(math.Round(c.Y-d)), int(math.Round(c.X+d)), int(math.Round(c.Y+d)))
}

// ringShare is the share of pixels within tol of c on hex h's rim: the
// ring between the counter on it (a square of uistate.CounterSide) and the
// hex's edge, where the window rings a fire's target.
func ringShare(img *image.RGBA, cam *uistate.Camera, h hexmap.Hex, c color.RGBA, tol int) float64 {
	ctr := cam.HexScreen(h)
	r := cam.Scale
	half := uistate.CounterSide(cam.Scale) / 2
	n, hit := 0, 0
	for y := int(ctr.Y - r); y <= int(ctr.Y+r); y++ {
		for x := int(ctr.X - r); x <= int(ctr.X+r); x++ {
			dx, dy := float64(x)-ctr.X, float64(y)-ctr.Y
			if math.Hypot(dx, dy) > 0.95*r || (math.Abs(dx) <= half+1 && math.Abs(dy) <= half+1) {
				continue
			}
			if !image.Pt(x, y).In(img.Bounds()) {
				continue
			}
			n++
			if closeRGB(img.RGBAAt(x, y), c, tol) {
				hit++
			}
		}
	}
	if n == 0 {
		return 0
	}
	return float64(hit) / float64(n)
}

func hexPoint(cam *uistate.Camera, h hexmap.Hex) image.Point {
	c := cam.HexScreen(h)
	return image.Pt(int(math.Round(c.X)), int(math.Round(c.Y)))
}

func rectOf(r uistate.Rect) image.Rectangle {
	return image.Rect(int(math.Ceil(r.X)), int(math.Ceil(r.Y)), int(math.Floor(r.X+r.W)), int(math.Floor(r.Y+r.H)))
}

// shiftedSimilar is the best share of pixels within tol between patch a of
// img1 and the same-sized patch of img2 at b, shifted by up to one pixel
// (the two counters may sit half a pixel apart).
func shiftedSimilar(img1 *image.RGBA, a image.Rectangle, img2 *image.RGBA, b image.Point, tol int) float64 {
	best := 0.0
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			n, all := 0, 0
			for y := 0; y < a.Dy(); y++ {
				for x := 0; x < a.Dx(); x++ {
					all++
					if closeRGB(img1.RGBAAt(a.Min.X+x, a.Min.Y+y), img2.RGBAAt(b.X+dx+x, b.Y+dy+y), tol) {
						n++
					}
				}
			}
			if all > 0 {
				best = math.Max(best, float64(n)/float64(all))
			}
		}
	}
	return best
}

// dieFaces finds the die faces drawn in r: squares of a die's body colour
// about side pixels wide, and the pips in each.
func dieFaces(img *image.RGBA, r image.Rectangle, side int) (pips []int, hit []bool) {
	bodies := []struct {
		c   color.RGBA
		hit bool
	}{{toRGBA(paint.RGB(0xF4F0E4)), false}, {toRGBA(paint.RGB(0xF2C0B8)), true}}
	for _, b := range bodies {
		for _, box := range blobBoxes(img, r, b.c, 6, side*side/3) {
			if box.Dx() < side-4 || box.Dx() > side+3 || box.Dy() < side-4 || box.Dy() > side+3 {
				continue
			}
			pips = append(pips, len(blobBoxes(img, box, toRGBA(paint.RGB(0x1A1A1A)), 40, 4)))
			hit = append(hit, b.hit)
		}
	}
	return pips, hit
}

// skipUnlessE2E skips an end-to-end window test in -short runs, without
// an X display, or without the tools that drive and grab the window.
func skipUnlessE2E(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("end-to-end window test: not in -short")
	}
	if os.Getenv("DISPLAY") == "" {
		t.Skip("end-to-end window test: no X display (make test runs it under xvfb-run)")
	}
	for _, tool := range []string{"Xvfb", "xdotool", "xwd"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("end-to-end window test: %s is not installed (tools/install-deps.sh display installs it)", tool)
		}
	}
}

// TestE2EWindow plays the start of a solitaire game in the real window:
// the start screen, the rule-9 solitaire mode, the set-up confirmed, the bot's
// Zulus, a British move, a planned and resolved fire, Ctrl+S, Ctrl+Q, then
// the program again with --load, which must show the same position.
func TestE2EWindow(t *testing.T) {
	skipUnlessE2E(t)
	t.Parallel() // its own Xvfb, program and save folder
	start := time.Now()
	x := startXvfb(t, e2eScreenW, e2eScreenH)
	shots := newE2EShots(t)
	dir := filepath.Join(shots.dir, "saves")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}

	// The replica: the mode the start screen lists for the British against
	// the rule-9 bot, and the game it starts.
	mn := uistate.NewMenu(ui.Bots(), e2eSeed)
	mode := -1
	for i, md := range mn.Modes {
		if md.Players[isandlwana.British] == nil && md.Players[isandlwana.Zulu] != nil && md.Players[isandlwana.Zulu].ID == "rule9" {
			mode = i
		}
	}
	if mode < 0 {
		t.Fatal("the start screen offers no solitaire game against the rule9 bot")
	}
	mn.Mode = mode
	rm, _, err := mn.Start()
	if err != nil {
		t.Fatal(err)
	}
	r := &e2eReplica{m: rm}

	w := launchGUI(t, x, shots, "first", "--save-dir", dir, "--seed", strconv.Itoa(e2eSeed), "--size", fmt.Sprintf("%dx%d", e2eW, e2eH))
	w.pointerAway()
	gold := toRGBA(paint.ColGold)
	menuBG := toRGBA(paint.ColBar)
	// goldRule is the lowest row of the start screen's gold rule under its
	// title band (-1 when there is none).
	goldRule := func(img *image.RGBA) int {
		y0 := -1
		b := img.Bounds()
		for y := 0; y < b.Dy()/2; y++ {
			if share(img, image.Rect(0, y, b.Dx(), y+1), gold, 12) > 0.9 {
				y0 = y
			}
		}
		return y0
	}
	img := w.waitFor("start-screen", func(img *image.RGBA) error {
		if got := share(img, img.Bounds(), menuBG, 3); got < 0.4 {
			return fmt.Errorf("%.0f%% of the window has the start screen's background, want 40%% or more", got*100)
		}
		if goldRule(img) < 0 {
			return errors.New("no gold rule under a title band")
		}
		return nil
	})
	W, H := img.Bounds().Dx(), img.Bounds().Dy()
	if W != e2eW || H != e2eH {
		t.Fatalf("the window is %dx%d, want %dx%d (--size, at scale 1)", W, H, e2eW, e2eH)
	}

	// Right arrow through the ways to play, to solitaire against rule9:
	// each press must change the Players row under the rule.
	for i := 1; i <= mode; i++ {
		before := w.last
		y := goldRule(before)
		// (The Players row is the second, under the Game row.)
		row := image.Rect(0, y+1, W, y+200)
		w.hold("Right", fmt.Sprintf("mode-%d", i), func(img *image.RGBA) error {
			if d, _ := differ(before, img, row, 8); d < 0.002 {
				return fmt.Errorf("the Players row did not change (%.2f%% of its pixels)", d*100)
			}
			return nil
		})
	}

	// Enter starts the game: the board, the bar and the panel.
	l := uistate.NewLayout(float64(W), float64(H), 1)
	panel, mapR := rectOf(l.Panel), rectOf(l.Map)
	lower := image.Rect(panel.Min.X, panel.Min.Y+250, panel.Max.X, panel.Max.Y)
	w.hold("Return", "board", func(img *image.RGBA) error {
		if got := share(img, lower, toRGBA(paint.ColPanel), 3); got < 0.3 {
			return fmt.Errorf("%.0f%% of the panel's lower part has the panel colour, want 30%% or more", got*100)
		}
		if got := share(img, mapR, menuBG, 3); got > 0.2 {
			return fmt.Errorf("%.0f%% of the map has the start screen's background, want under 20%%", got*100)
		}
		return nil
	})
	cam := uistate.NewCamera(l.Map, uistate.MapSize(r.g().Map().Cols, r.g().Map().Rows))

	// E confirms the set-up; the bot moves the Zulus (K skips its pace)
	// and stops at the British reaction fire. The autosaves of each phase
	// must be the replica's.
	r.press(t, "end")
	if r.g().Phase != isandlwana.PhaseReaction {
		t.Fatalf("replica: after the set-up the game is at %s, want the reaction fire", r.g().Phase)
	}
	w.hold("e", "setup-confirmed", func(*image.RGBA) error {
		_, s, err := saves.Latest(dir)
		if err != nil || s.Game().Phase == isandlwana.PhaseSetup {
			return fmt.Errorf("no autosave after the set-up yet (%v)", err)
		}
		return nil
	})
	boardBefore := w.last
	w.hold("k", "zulus-moved", func(img *image.RGBA) error {
		if err := autosaveIs(dir, r)(img); err != nil {
			return err
		}
		if d, _ := differ(boardBefore, img, mapR, 8); d < 0.01 {
			return fmt.Errorf("the map shows no Zulus moving in (%.2f%% of it changed)", d*100)
		}
		return nil
	})
	if p, s, err := saves.Latest(dir); err != nil {
		t.Fatal(err)
	} else if pl, ok := s.Players(); !ok || pl.Zulu != "rule9" || pl.British != "" {
		t.Fatalf("autosave %s records players %+v, want the British a person and the Zulus rule9", p, pl)
	}

	// No reaction fire: E; the bot attacks; then M: movement first.
	r.press(t, "end")
	w.hold("e", "reaction-ended", func(*image.RGBA) error {
		_, s, err := saves.Latest(dir)
		if err != nil || s.Game().Phase <= isandlwana.PhaseReaction {
			return errors.New("no autosave after the reaction fire yet")
		}
		return nil
	})
	if r.g().Phase != isandlwana.PhaseBritishOrder {
		t.Fatalf("replica: after the Zulu attacks the game is at %s, want the British order", r.g().Phase)
	}
	w.hold("k", "zulus-attacked", autosaveIs(dir, r))
	r.press(t, "order:move")
	w.hold("m", "movement-first", autosaveIs(dir, r))

	// Move a counter that stands alone to an empty hex.
	g := r.g()
	unit := -1
	var from, to hexmap.Hex
	for i := range g.Units {
		u := &g.Units[i]
		if !u.Alive() || len(g.UnitsAt(u.Hex)) != 1 || g.ZulusAt(u.Hex) > 0 || g.Wagon.Hex == u.Hex {
			continue
		}
		for _, d := range g.BritishDestinations([]int{i}) {
			if len(g.UnitsAt(d)) == 0 && g.ZulusAt(d) == 0 && g.Wagon.Hex != d && hexmap.Distance(u.Hex, d) >= 2 {
				unit, from, to = i, u.Hex, d
				break
			}
		}
		if unit >= 0 {
			break
		}
	}
	if unit < 0 {
		t.Fatal("replica: no lone British counter can move to an empty hex two or more away")
	}
	uid := g.Units[unit].ID
	dests := g.BritishDestinations([]int{unit})
	t.Logf("moving %s from %s to %s (of %d destinations)", uid, from, to, len(dests))
	before := w.waitFor("before-move", func(*image.RGBA) error { return nil })
	counter := hexPatch(&cam, from, 0.45)
	w.click(hexPoint(&cam, from))
	r.click(t, from)
	w.waitFor("destinations-lit", func(img *image.RGBA) error {
		for _, d := range dests {
			// The counters of a stack cover the light of its hex.
			if len(g.UnitsAt(d)) > 0 || g.ZulusAt(d) > 0 || g.Wagon.Hex == d {
				continue
			}
			if p := hexPatch(&cam, d, 0.5); !p.In(mapR) {
				continue
			} else if f, _ := differ(before, img, p, 10); f < 0.3 {
				return fmt.Errorf("destination %s is not lit (%.0f%% of it changed)", d, f*100)
			}
		}
		return nil
	})
	w.click(hexPoint(&cam, to))
	r.click(t, to)
	// The pointer stays on the hex until the move shows: moved off at once,
	// a busy window could see the button come up only once it is gone.
	// (The tooltip it calls up starts below and right of it, clear of the
	// counter.)
	dst := hexPatch(&cam, to, 0.45)
	w.waitFor("moved", func(img *image.RGBA) error {
		if s := shiftedSimilar(before, counter, img, dst.Min, 24); s < 0.85 {
			return fmt.Errorf("%s does not show the counter that stood in %s (%.0f%% alike)", to, from, s*100)
		}
		if s := shiftedSimilar(before, counter, img, counter.Min, 24); s > 0.6 {
			return fmt.Errorf("%s still shows the counter (%.0f%% alike)", from, s*100)
		}
		return nil
	})
	w.pointerAway()
	r.press(t, "end")
	w.hold("e", "movement-ended", autosaveIs(dir, r))
	if u := r.g().UnitByID(uid); u == nil || u.Hex != to {
		t.Fatalf("replica: %s is not in %s", uid, to)
	}

	// Plan a fire at a Zulu hex in range, then fire: the panel shows the
	// plan, then the die.
	targets := r.g().FireTargets()
	if len(targets) == 0 {
		t.Fatal("replica: no Zulu hex in range in the British combat phase")
	}
	target := targets[0]
	before = w.waitFor("before-fire", func(*image.RGBA) error { return nil })
	w.click(hexPoint(&cam, target))
	r.click(t, target)
	if r.m.Fire == nil {
		t.Fatalf("replica: clicking %s planned no fire: %s", target, r.m.Info)
	}
	red := toRGBA(paint.RGB(0xE02020))
	w.waitFor("fire-planned", func(img *image.RGBA) error {
		if f, _ := differ(before, img, panel, 8); f < 0.02 {
			return fmt.Errorf("the panel did not change (%.1f%%)", f*100)
		}
		if a, b := ringShare(before, &cam, target, red, 60), ringShare(img, &cam, target, red, 60); b < a+0.05 {
			return fmt.Errorf("target %s is not ringed (red %.1f%% of its rim before, %.1f%% now)", target, a*100, b*100)
		}
		return nil
	})
	r.press(t, "fire")
	if len(r.m.Dice) != 1 {
		t.Fatalf("replica: the fire rolled %d dice, want 1", len(r.m.Dice))
	}
	roll := r.m.Dice[0]
	t.Logf("fire at %s: %s", target, roll.Text)
	w.hold("Return", "fired", func(img *image.RGBA) error {
		pips, hit := dieFaces(img, panel, 30)
		if len(pips) != 1 || pips[0] != roll.Die || hit[0] != roll.Hit {
			return fmt.Errorf("the panel shows dice %v (hit %v), want one showing %d (hit %v)", pips, hit, roll.Die, roll.Hit)
		}
		return nil
	})

	// Ctrl+S: the save dialog dims the window; Enter saves under the name
	// it offers.
	corner := image.Rect(0, 0, 60, 40)
	bright := meanLuma(w.last, corner)
	w.hold("ctrl+s", "save-dialog", func(img *image.RGBA) error {
		if got := meanLuma(img, corner); got > bright*0.7 {
			return fmt.Errorf("the window is not dimmed by a dialog (brightness %.0f, was %.0f)", got, bright)
		}
		return nil
	})
	file := filepath.Join(dir, uistate.SaveName(r.m, nil)+".json")
	w.hold("Return", "saved", func(img *image.RGBA) error {
		if _, err := os.Stat(file); err != nil {
			return err
		}
		if got := meanLuma(img, corner); got < bright*0.9 {
			return fmt.Errorf("the dialog is still up (brightness %.0f, was %.0f)", got, bright)
		}
		return nil
	})
	afterSave := w.last
	w.quit("quit")

	// The saved file: good, and the replica's game.
	out, err := runChild(t, "save", "check", file)
	if err != nil {
		t.Fatalf("zulu1879 save check %s: %v\n%s", file, err, out)
	}
	want := fmt.Sprintf("%d actions", r.m.S.Len())
	if !strings.Contains(out, ": ok: ") || !strings.Contains(out, want) || !strings.Contains(out, fmt.Sprintf("turn %d", r.g().Turn)) {
		t.Fatalf("zulu1879 save check says %q, want ok, turn %d and %s", out, r.g().Turn, want)
	}
	s, err := saves.Load(file, saves.LoadOptions{Quiet: true})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := positionOf(s), r.position(); got != want {
		t.Fatalf("the saved game is at %s, want the replica's %s", got, want)
	}
	if u := s.Game().UnitByID(uid); u == nil || u.Hex != to {
		t.Fatalf("the saved game has %s in %v, want %s", uid, u, to)
	}

	// What the loaded game must look like: the game's own drawing of the
	// file, at the window's size, and the status line's message.
	expPath := filepath.Join(shots.dir, "expected-loaded.png")
	rc := exec.Command(os.Args[0], "render", "--load", file, "--size", fmt.Sprintf("%dx%d", W, H), "--out", expPath)
	rc.Env = x.env("ZULU1879_RUN_MAIN=1")
	if b, err := rc.CombinedOutput(); err != nil {
		t.Fatalf("zulu1879 render --load %s: %v\n%s", file, err, b)
	}
	expected, err := readPNG(expPath)
	if err != nil {
		t.Fatal(err)
	}
	shots.paths = append(shots.paths, expPath)
	lf, err := uistate.LoadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	players, recorded, _ := lf.Players(ui.Bots(), [2]*uistate.Bot{})
	msg := lf.Message(players, recorded)
	if !strings.Contains(msg, "rule9") {
		t.Fatalf("the load message %q does not name the rule9 bot", msg)
	}
	nr := ui.NoticeRect(W, H, 1, msg)
	notice := image.Rect(int(math.Floor(nr.X)), int(math.Floor(nr.Y)), int(math.Ceil(nr.X+nr.W)), int(math.Ceil(nr.Y+nr.H)))

	w2 := launchGUI(t, x, shots, "second", "--save-dir", dir, "--seed", "1", "--size", fmt.Sprintf("%dx%d", e2eW, e2eH), "--load", file)
	w2.pointerAway()
	// The notice and the rest are checked frame by frame but need not pass
	// in the same grab: on a loaded machine the first grabs may come while
	// the window still settles, and the notice goes after a few seconds.
	noticeSeen := fmt.Errorf("the status line never showed %q", msg)
	w2.waitFor("loaded", func(img *image.RGBA) error {
		if noticeSeen != nil {
			// The notice says the load message: a box as wide as its text.
			f, box := differ(expected, img, notice.Inset(-2), 12)
			if f >= 0.3 && abs(box.Min.X-notice.Min.X) <= 3 && abs(box.Max.X-notice.Max.X) <= 3 {
				noticeSeen = nil
			} else {
				noticeSeen = fmt.Errorf("the status line is not %q: the window differs from the render in %v, want the notice box %v", msg, box, notice)
			}
		}
		var rest float64
		var worst image.Rectangle
		// Everything but the notice is the render's.
		for _, r := range []image.Rectangle{
			image.Rect(0, 0, W, notice.Min.Y-2), image.Rect(0, notice.Max.Y+2, W, H),
			image.Rect(0, notice.Min.Y-2, notice.Min.X-2, notice.Max.Y+2), image.Rect(notice.Max.X+2, notice.Min.Y-2, W, notice.Max.Y+2),
		} {
			if f, box := differ(expected, img, r, 12); f > rest {
				rest, worst = f, box
			}
		}
		if rest > 0.002 {
			return fmt.Errorf("the window differs from zulu1879 render --load in %.2f%% of a region (within %v)", rest*100, worst)
		}
		return noticeSeen
	})
	// The map as saved and as loaded, less what passes over it: a big
	// event's banner and the hover tooltip across its top, the notice at its
	// foot (a quick run saves while the banner of a Zulu attack is still up).
	body := image.Rect(mapR.Min.X, mapR.Min.Y+140, mapR.Max.X, mapR.Max.Y-80)
	if f, _ := differ(afterSave, w2.last, body, 12); f > 0.05 {
		t.Errorf("the loaded map differs from the map when it was saved in %.1f%% of its pixels", f*100)
	}
	w2.quit("quit-again")
	t.Logf("end-to-end run took %s", time.Since(start).Round(100*time.Millisecond))
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
