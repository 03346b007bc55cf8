package web_test

// The browser test: the game built for wasm, served by web.Handler, played
// in headless chromium driven by chromedp. The page loads, the start
// screen shows, clicks (on the buttons where the page says it drew them)
// start a game with the free set-up and move a counter, the game downloads
// as a save that loads to the same position, and the save uploads again
// (a damaged one is refused with its one-line reason).

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"zulu1879/campaign"
	"zulu1879/dice"
	"zulu1879/hexmap"
	"zulu1879/isandlwana"
	"zulu1879/ramparts"
	"zulu1879/saves"
	"zulu1879/ui/paint"
	"zulu1879/ui/uistate"
	"zulu1879/web"
)

// The page's size in CSS pixels (device scale 1), and the seed the page
// offers on its start screen (?seed=).
const (
	pageW, pageH = 1280, 800
	pageSeed     = 1879
)

// findChromium is the browser to drive, or why there is none.
func findChromium() (string, error) {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", errors.New("no chromium on PATH (make deps-browser installs Debian's chromium)")
}

// buildSite builds cmd/zulu1879web for wasm into dir beside the page,
// its storage shim (as in static/) and the toolchain's wasm_exec.js. It
// returns how long the build took.
func buildSite(dir string) (time.Duration, error) {
	start := time.Now()
	if err := buildWasm(filepath.Join(dir, web.Wasm)); err != nil {
		return 0, err
	}
	took := time.Since(start)
	return took, copyPage(dir)
}

// goTool is the go command that runs the tests.
func goTool() string {
	if p, err := exec.LookPath("go"); err == nil {
		return p
	}
	return filepath.Join(os.Getenv("GOROOT"), "bin", "go")
}

// buildWasm builds cmd/zulu1879web for the browser into out.
func buildWasm(out string) error {
	cmd := exec.Command(goTool(), "build", "-trimpath", "-ldflags=-s", "-o", out, "zulu1879/cmd/zulu1879web")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("building the wasm: %v\n%s", err, out)
	}
	return nil
}

// copyPage writes into dir what the page loads besides the wasm: the page
// and its storage shim as in static/, and the toolchain's wasm_exec.js.
func copyPage(dir string) error {
	root, err := exec.Command(goTool(), "env", "GOROOT").Output()
	if err != nil {
		return err
	}
	var loader []byte
	for _, p := range []string{"lib/wasm/wasm_exec.js", "misc/wasm/wasm_exec.js"} {
		if loader, err = os.ReadFile(filepath.Join(strings.TrimSpace(string(root)), p)); err == nil {
			break
		}
	}
	if err != nil {
		return fmt.Errorf("the toolchain's wasm_exec.js: %v", err)
	}
	files := map[string][]byte{"wasm_exec.js": loader}
	for _, name := range []string{"index.html", "storage.js"} {
		data, err := os.ReadFile(filepath.Join("static", name))
		if err != nil {
			return err
		}
		files[name] = data
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// page is the browser tab under test.
type page struct {
	t      *testing.T
	ctx    context.Context
	shots  string // where screenshots go
	n      int
	loaded time.Time // when the page was asked for
	// downloads is where the browser puts downloads; lastName is the
	// name the page gave the last one.
	downloads, lastName string
	// strict fails the test when an input runs no frame within 10 s
	// (else the test says so and wakes the window with a pointer move).
	strict bool
}

// run runs chromedp actions and fails the test on an error.
func (p *page) run(what string, actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, actions...); err != nil {
		p.t.Fatalf("%s: %v", what, err)
	}
}

// shot is what the page shows now, kept as NN-name.png.
func (p *page) shot(name string) *image.RGBA {
	p.t.Helper()
	buf, err := chromedp.Run(p.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		p.t.Fatalf("screenshot %s: %v", name, err)
	}
	img, err := png.Decode(bytes.NewReader(buf))
	if err != nil {
		p.t.Fatalf("screenshot %s: %v", name, err)
	}
	p.n++
	os.WriteFile(filepath.Join(p.shots, fmt.Sprintf("%02d-%s.png", p.n, name)), buf, 0o644)
	rgba := image.NewRGBA(img.Bounds())
	for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
		for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x++ {
			rgba.Set(x, y, img.At(x, y))
		}
	}
	return rgba
}

// waitShot takes screenshots until cond holds on one (or the time is up).
func (p *page) waitShot(name string, limit time.Duration, cond func(*image.RGBA) error) *image.RGBA {
	p.t.Helper()
	deadline := time.Now().Add(limit)
	for {
		img := p.shot(name)
		err := cond(img)
		if err == nil {
			return img
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("%s: after %s: %v (see %s)", name, limit, err, p.shots)
		}
		time.Sleep(150 * time.Millisecond)
	}
}

// button is a button as the page drew it.
type button struct {
	ID string  `json:"id"`
	X  float64 `json:"x"`
	Y  float64 `json:"y"`
	W  float64 `json:"w"`
	H  float64 `json:"h"`
	On bool    `json:"on"`
}

// buttons lists the buttons the window last drew.
func (p *page) buttons() []button {
	p.t.Helper()
	bs, err := chromedp.Run(p.ctx, chromedp.Evaluate[[]button](`zulu1879.buttons()`))
	if err != nil {
		p.t.Fatalf("the page's buttons: %v", err)
	}
	return bs
}

// click clicks the window's button id, waiting for it to be drawn.
func (p *page) click(id string) {
	p.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		for _, b := range p.buttons() {
			if b.ID == id && b.On {
				p.clickAt(b.X+b.W/2, b.Y+b.H/2)
				return
			}
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("no button %q on the page (it shows %v)", id, p.buttons())
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// clickAt presses and releases the left button at (x, y), waiting after
// each event for the window to run a frame (each input event wakes the
// waiting window for one), so that it sees the pointer come, the button go
// down and come up in frames of their own.
func (p *page) clickAt(x, y float64) {
	p.t.Helper()
	p.input(fmt.Sprintf("move to %.0f,%.0f", x, y), chromedp.MouseEvent(chromedp.MouseMoved, x, y))
	p.input(fmt.Sprintf("press at %.0f,%.0f", x, y), chromedp.MouseEvent(chromedp.MousePressed, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	p.input(fmt.Sprintf("release at %.0f,%.0f", x, y), chromedp.MouseEvent(chromedp.MouseReleased, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)))
}

// input sends an input event and waits until the window has run a frame
// after it.
func (p *page) input(what string, ev chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	n, err := chromedp.Run(p.ctx, chromedp.Evaluate[int](`zulu1879.stats().updates`))
	if err != nil {
		p.t.Fatalf("the page's frame count: %v", err)
	}
	p.run(what, ev)
	ran := fmt.Sprintf(`zulu1879.stats().updates > %d`, n)
	if _, err := chromedp.Run(p.ctx, chromedp.Poll[bool](ran, chromedp.WithPollingTimeout(10*time.Second))); err == nil {
		return
	}
	if p.strict {
		p.shot("no-frame")
		p.t.Fatalf("%s: the window ran no frame within 10 s", what)
	}
	// Say so, and wake the window with a pointer move in the corner: an
	// input that wakes no frame is a finding, not what the test checks.
	p.t.Logf("%s: the window ran no frame within 10 s; a pointer move in the corner wakes it", what)
	p.shot("no-frame")
	p.run("wake", chromedp.MouseEvent(chromedp.MouseMoved, 1, 1))
	if _, err := chromedp.Run(p.ctx, chromedp.Poll[bool](ran, chromedp.WithPollingTimeout(30*time.Second))); err != nil {
		now, _ := chromedp.Run(p.ctx, chromedp.Evaluate[int](`zulu1879.stats().updates`))
		p.t.Fatalf("%s: the window ran no frame within 40 s (frames %d before, %d now): %v", what, n, now, err)
	}
}

// key sends a key going down (or up), with its DOM key and code names and
// Windows key code, and waits for the window's frame after it.
func (p *page) key(key, code string, vk int64, down bool) {
	p.t.Helper()
	p.input(fmt.Sprintf("key %s %v", key, down), p.rawKey(key, code, vk, down))
}

// rawKey is the action of a key going down (or up).
func (p *page) rawKey(key, code string, vk int64, down bool) chromedp.Action[chromedp.Void] {
	typ := input.DispatchKeyEventTypeKeyUp
	if down {
		typ = input.DispatchKeyEventTypeRawKeyDown
	}
	return chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		_, err := chromedp.Call(ctx, input.DispatchKeyEvent, input.DispatchKeyEventParams{
			Type: typ, Key: key, Code: code, WindowsVirtualKeyCode: vk, NativeVirtualKeyCode: vk,
		})
		return err
	})
}

// notice is the page's notice line and whether it is an error.
func (p *page) notice() (string, bool) {
	type notice struct {
		Text string `json:"text"`
		Err  bool   `json:"err"`
	}
	n, err := chromedp.Run(p.ctx, chromedp.Evaluate[notice](`(() => { const n = document.getElementById("notice"); return {text: n.textContent, err: n.className === "error"}; })()`))
	if err != nil {
		p.t.Fatalf("the notice: %v", err)
	}
	return n.Text, n.Err
}

// waitNotice waits for the page's notice to satisfy cond.
func (p *page) waitNotice(what string, cond func(text string, isErr bool) bool) string {
	p.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		text, isErr := p.notice()
		if cond(text, isErr) {
			return text
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("%s: the page says %q (error %v)", what, text, isErr)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func TestBrowser_PlaysSavesAndLoadsInHeadlessChromium(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test: not in -short (it builds the wasm and runs chromium)")
	}
	chrome, err := findChromium()
	if err != nil {
		t.Skipf("browser test: %v", err)
	}
	begin := time.Now()
	p, _ := openPage(t, chrome, fmt.Sprintf("?seed=%d", pageSeed))
	ctx := p.ctx
	loadStart := p.loaded
	gold, menuBG := toRGBA(paint.ColGold), toRGBA(paint.ColBar)
	start := p.waitShot("start-screen", 30*time.Second, func(img *image.RGBA) error {
		if got := share(img, img.Bounds(), menuBG, 3); got < 0.4 {
			return fmt.Errorf("%.0f%% of the page has the start screen's background, want 40%% or more", got*100)
		}
		if goldRule(img, gold) < 0 {
			return errors.New("no gold rule under a title band")
		}
		return nil
	})
	stats, err := chromedp.Run(ctx, chromedp.Evaluate[struct {
		FirstUpdateMs float64 `json:"firstUpdateMs"`
		WasmReadyMs   float64 `json:"wasmReadyMs"`
		MainMs        float64 `json:"mainMs"`
	}](`({...zulu1879.stats(), wasmReadyMs: zulu1879Page.wasmReadyMs})`))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("first frame %.0f ms after navigation (the page's clock; the wasm compiled at %.0f ms, Go's main began at %.0f ms); start screen seen %.1fs after Navigate", stats.FirstUpdateMs, stats.WasmReadyMs, stats.MainMs, time.Since(loadStart).Seconds())
	if b := start.Bounds(); b.Dx() != pageW || b.Dy() != pageH {
		t.Fatalf("the page is %dx%d, want %dx%d", b.Dx(), b.Dy(), pageW, pageH)
	}
	// The loading page counted the wasm in to the last byte, gzipped
	// as it came (the server states the length before compression).
	if os.Getenv("ZULU1879_WEB_URL") == "" {
		checkLoadProgress(t, p, filepath.Join(sharedSite(t), web.Wasm))
	}

	// The window follows the page's size: narrower and shorter, the start
	// screen's gold rule still spans it.
	p.run("resize", chromedp.EmulateViewport(1000, 640))
	p.waitShot("resized", 30*time.Second, func(img *image.RGBA) error {
		if b := img.Bounds(); b.Dx() != 1000 || b.Dy() != 640 {
			return fmt.Errorf("the page is %dx%d, want 1000x640", b.Dx(), b.Dy())
		}
		if goldRule(img, gold) < 0 {
			return errors.New("no gold rule across the whole page")
		}
		return nil
	})
	p.run("resize back", chromedp.EmulateViewport(pageW, pageH))
	p.waitShot("start-screen-again", 30*time.Second, func(img *image.RGBA) error {
		if b := img.Bounds(); b.Dx() != pageW || goldRule(img, gold) < 0 {
			return fmt.Errorf("the page is %d wide (want %d), or has no gold rule across", b.Dx(), pageW)
		}
		return nil
	})

	// The replica: the game the clicks start, played here too.
	mn := uistate.NewMenu(nil, pageSeed)
	mn.ToggleSetup()
	rm, _, err := mn.Start()
	if err != nil {
		t.Fatal(err)
	}
	from := rm.Game().UnitByID("A").Hex
	rm.ClickHex(from)
	var dests []hexmap.Hex
	for h, hl := range rm.Highlights() {
		if hl.Kind == uistate.HLDest && rm.Game().StackSP(h) == 0 && rm.Game().ZulusAt(h) == 0 && hexmap.Distance(from, h) >= 2 {
			dests = append(dests, h)
		}
	}
	if len(dests) == 0 {
		t.Fatal("replica: no empty set-up hex two or more from A")
	}
	sort.Slice(dests, func(i, j int) bool { return dests[i].String() < dests[j].String() })
	to := dests[0]
	rm.ClickHex(to)
	if got := rm.Game().UnitByID("A").Hex; got != to {
		t.Fatalf("replica: A is in %s after clicking %s: %s", got, to, rm.Info)
	}

	// Clicks: the free set-up, New game; then A's hex and an empty hex.
	p.click("setup")
	p.click("start")
	// The window lays itself out on the canvas, which leaves the page's
	// bar below it.
	cv := p.canvasRect()
	l := uistate.NewLayout(float64(cv.Dx()), float64(cv.Dy()), 1)
	mapR := rectOf(l.Map)
	board := p.waitShot("board", 30*time.Second, func(img *image.RGBA) error {
		if got := share(img, mapR, menuBG, 3); got > 0.2 {
			return fmt.Errorf("%.0f%% of the map has the start screen's background, want under 20%%", got*100)
		}
		if got := share(img, rectOf(l.Panel), toRGBA(paint.ColPanel), 3); got < 0.2 {
			return fmt.Errorf("%.0f%% of the panel has its colour, want 20%% or more", got*100)
		}
		return nil
	})
	cam := uistate.NewCamera(l.Map, uistate.MapSize(rm.Game().Map().Cols, rm.Game().Map().Rows))
	fromPt, toPt := cam.HexScreen(from), cam.HexScreen(to)
	counter, dst := patch(fromPt, cam.Scale*0.45), patch(toPt, cam.Scale*0.45)
	p.clickAt(fromPt.X, fromPt.Y)
	p.clickAt(toPt.X, toPt.Y)
	p.input("pointer away", chromedp.MouseEvent(chromedp.MouseMoved, 5, 5))
	p.waitShot("moved", 30*time.Second, func(img *image.RGBA) error {
		if s := shiftedSimilar(board, counter, img, dst.Min, 24); s < 0.8 {
			return fmt.Errorf("%s does not show the counter that stood in %s (%.0f%% alike)", to, from, s*100)
		}
		if s := shiftedSimilar(board, counter, img, counter.Min, 24); s > 0.6 {
			return fmt.Errorf("%s still shows the counter (%.0f%% alike)", from, s*100)
		}
		return nil
	})

	// The keyboard: Ctrl+S opens the save dialog, Enter saves under the
	// name it offers, into the page's storage.
	p.key("Control", "ControlLeft", 17, true)
	p.key("s", "KeyS", 83, true)
	p.key("s", "KeyS", 83, false)
	p.key("Control", "ControlLeft", 17, false)
	p.key("Enter", "Enter", 13, true)
	p.key("Enter", "Enter", 13, false)
	wantSaved := uistate.SaveName(rm, nil) + ".json"
	p.waitNotice("Ctrl+S, Enter", func(text string, isErr bool) bool {
		return !isErr && strings.HasPrefix(text, "Saved the game to ") && strings.HasSuffix(text, wantSaved)
	})
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`fs.list("/zulu1879/saves").some(f => f.name === "`+wantSaved+`")`, chromedp.WithPollingTimeout(30*time.Second))); err != nil {
		t.Fatalf("%s is not in the page's storage after Ctrl+S: %v", wantSaved, err)
	}

	// Download: a save file that loads to the replica's position.
	done := make(chan string, 4)
	named := make(chan string, 4)
	if err := chromedp.Listen(ctx, func(ev any) {
		switch e := ev.(type) {
		case *browser.EventDownloadProgress:
			if e.State == browser.DownloadProgressStateCompleted {
				done <- e.GUID
			}
		case *browser.EventDownloadWillBegin:
			named <- e.SuggestedFilename
		}
	}); err != nil {
		t.Fatal(err)
	}
	data := p.download(done, named)
	suggested := p.lastName
	want := uistate.SaveName(rm, nil) + ".json"
	if suggested != want {
		t.Errorf("the download is named %q, want %q", suggested, want)
	}
	saved := filepath.Join(t.TempDir(), want)
	if err := os.WriteFile(saved, data, 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := saves.Load(saved, saves.LoadOptions{Continue: true})
	if err != nil {
		t.Fatalf("the downloaded save does not load: %v", err)
	}
	if s.Game().Hash() != rm.Game().Hash() || s.Len() != rm.S.Len() {
		t.Fatalf("the downloaded save holds %d actions to %s, want the replica's %d to %s", s.Len(), s.Game().Hash(), rm.S.Len(), rm.Game().Hash())
	}

	// A damaged upload is refused with the load dialog's one-line reason;
	// the game stays.
	bad := filepath.Join(t.TempDir(), "damaged.json")
	if err := os.WriteFile(bad, data[:len(data)/2], 0o644); err != nil {
		t.Fatal(err)
	}
	_, wantErr := uistate.LoadFile(bad)
	if wantErr == nil {
		t.Fatal("half a save loads here")
	}
	p.run("upload a damaged save", chromedp.SetUploadFiles(chromedp.CSS("#upload"), []string{bad}))
	got := p.waitNotice("damaged upload", func(text string, isErr bool) bool { return isErr && strings.Contains(text, "damaged.json") })
	if got != strings.SplitN(wantErr.Error(), "\n", 2)[0] {
		t.Errorf("the page says %q, want the load dialog's %q", got, wantErr)
	}

	// The good save uploads and opens: the counter is where it was moved.
	p.click("undo") // a different position first, so that the load shows
	p.run("upload the save", chromedp.SetUploadFiles(chromedp.CSS("#upload"), []string{saved}))
	// (Ctrl+S saved a file of that name: the upload is kept beside it.)
	kept := strings.TrimSuffix(want, ".json") + "-2.json"
	p.waitNotice("upload", func(text string, isErr bool) bool { return !isErr && strings.HasPrefix(text, "Loaded "+kept+":") })
	p.input("pointer away", chromedp.MouseEvent(chromedp.MouseMoved, 5, 5))
	p.waitShot("uploaded", 30*time.Second, func(img *image.RGBA) error {
		if s := shiftedSimilar(board, counter, img, dst.Min, 24); s < 0.8 {
			return fmt.Errorf("%s does not show the counter after loading (%.0f%% alike)", to, s*100)
		}
		return nil
	})

	// Autosave and resume: confirming the set-up autosaves into the
	// page's storage; after a reload the start screen offers the game, and
	// resuming it comes back to the replica's position.
	p.click("end")
	if !rm.Press("end") || rm.IsError {
		t.Fatalf("replica: confirming the set-up: %s", rm.Info)
	}
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`fs.list("/zulu1879/saves").some(f => f.name.startsWith("`+saves.AutoPrefix+`"))`, chromedp.WithPollingTimeout(30*time.Second))); err != nil {
		t.Fatalf("no autosave in the page's storage after the set-up: %v", err)
	}
	p.run("reload", chromedp.Reload())
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`globalThis.zulu1879 !== undefined && zulu1879.stats().updates > 0`, chromedp.WithPollingTimeout(60*time.Second))); err != nil {
		t.Fatalf("the game did not start again within 60 s: %v", err)
	}
	if again, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`zulu1879.stats().firstUpdateMs`)); err == nil {
		t.Logf("after a reload the first frame came %.0f ms after navigation", again)
	}
	p.click("resume:0")
	p.waitNotice("resume", func(text string, isErr bool) bool {
		return !isErr && strings.HasPrefix(text, "Loaded "+saves.AutoPrefix)
	})
	data = p.download(done, named)
	if err := os.WriteFile(saved, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if s, err = saves.Load(saved, saves.LoadOptions{Continue: true}); err != nil {
		t.Fatalf("the save downloaded after resuming does not load: %v", err)
	}
	if s.Game().Hash() != rm.Game().Hash() || s.Len() != rm.S.Len() {
		t.Fatalf("after resuming the game holds %d actions to %s, want the replica's %d to %s", s.Len(), s.Game().Hash(), rm.S.Len(), rm.Game().Hash())
	}
	p.shot("resumed")

	// The newer game: Men of Harlech starts from the start screen's Game
	// row, and downloads as an envelope save that loads.
	p.click("menu")
	p.click("game")
	p.click("start")
	harlechShot := p.waitShot("men-of-harlech", 30*time.Second, func(img *image.RGBA) error {
		if got := share(img, img.Bounds(), menuBG, 3); got > 0.3 && goldRule(img, gold) >= 0 {
			return fmt.Errorf("the start screen still shows (%.0f%% its background)", got*100)
		}
		return nil
	})
	data = p.download(done, named)
	if !strings.HasPrefix(p.lastName, "men-of-harlech-") {
		t.Errorf("the Men of Harlech download is named %q", p.lastName)
	}
	hpath := filepath.Join(t.TempDir(), "harlech.json")
	if err := os.WriteFile(hpath, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := saves.LoadEnvelope(hpath); err != nil {
		t.Errorf("the Men of Harlech download does not load: %v", err)
	}
	// The campaign at Rorke's Drift: a campaign file uploads and opens on
	// the Rorke's Drift screen.
	rorke := rorkeCampaign(t)
	p.run("upload the campaign", chromedp.SetUploadFiles(chromedp.CSS("#upload"), []string{rorke}))
	p.waitNotice("campaign upload", func(text string, isErr bool) bool {
		return !isErr && strings.HasPrefix(text, "Loaded "+filepath.Base(rorke))
	})
	p.waitShot("rorkes-drift", 30*time.Second, func(img *image.RGBA) error {
		if d := differ(harlechShot, img, img.Bounds(), 8); d < 0.2 {
			return fmt.Errorf("only %.0f%% of the page changed from Men of Harlech", d*100)
		}
		return nil
	})
	t.Logf("browser test took %.1fs in all", time.Since(begin).Seconds())
}

// openPage starts chromium headless on the game built from this source,
// served as zulu1879 serve serves it, at the page's address with query
// (e.g. "?seed=1"), and waits for the game's first frame. Downloads go to
// the folder it returns. The page's console is logged when the test fails.
// The page is pageW × pageH.
func openPage(t *testing.T, chrome, query string) (*page, string) {
	t.Helper()
	return openPageSized(t, chrome, query, image.Pt(pageW, pageH))
}

// smallPage is the desktop window's smallest size (ui.Run's size limits),
// where the page's controls are checked too: the tests whose pictures do
// not depend on a large page open theirs at it. Chromium draws the game's
// WebGL in software, so each frame of a page of 0.45 MP costs less CPU
// than one of 1 MP.
var smallPage = image.Pt(800, 560)

// openPageSized is openPage with a page of size.
func openPageSized(t *testing.T, chrome, query string, size image.Point) (*page, string) {
	t.Helper()
	// ZULU1879_WEB_URL measures a running zulu1879 serve instead.
	srv := os.Getenv("ZULU1879_WEB_URL")
	if srv == "" {
		srv = newServer(t, sharedSite(t))
	}
	return openPageAt(t, chrome, srv, query, size)
}

// openPageAt is openPageSized on the server at srv.
func openPageAt(t *testing.T, chrome, srv, query string, size image.Point) (*page, string) {
	t.Helper()
	p := openTab(t, chrome, srv, query, size)
	if _, err := chromedp.Run(p.ctx, chromedp.Poll[bool](`globalThis.zulu1879 !== undefined && zulu1879.stats().updates > 0`, chromedp.WithPollingTimeout(60*time.Second))); err != nil {
		text, _ := chromedp.Run(p.ctx, chromedp.Evaluate[string](`document.getElementById("loadtext") ? document.getElementById("loadtext").textContent : ""`))
		t.Fatalf("the game did not start within 60 s (the page says %q): %v", text, err)
	}
	return p, p.downloads
}

// openTab opens a tab of the shared chromium at srv's page with query, of
// size (CSS pixels), and returns as soon as the page is there (the game
// may still be loading).
func openTab(t *testing.T, chrome, srv, query string, size image.Point) *page {
	t.Helper()
	shots := os.Getenv("ZULU1879_SCREENSHOTS")
	if shots == "" {
		shots = t.TempDir()
	} else {
		shots = filepath.Join(shots, strings.NewReplacer("/", "-", " ", "_").Replace(t.Name()))
		os.MkdirAll(shots, 0o755)
	}
	downloads := t.TempDir()
	bctx := sharedBrowser(t, chrome)
	tctx, cancelT := chromedp.NewContext(bctx)
	t.Cleanup(cancelT)
	// A ceiling for a stuck page, not a measure: on a loaded machine the
	// whole test has taken 110 s.
	ctx, cancel := context.WithTimeout(tctx, 300*time.Second)
	t.Cleanup(cancel)
	p := &page{t: t, ctx: ctx, shots: shots, downloads: downloads}
	var (
		logMu sync.Mutex
		logs  []string
	)
	if err := chromedp.Listen(ctx, func(ev any) {
		logMu.Lock()
		logs = append(logs, consoleText(ev)...)
		logMu.Unlock()
	}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		logMu.Lock()
		defer logMu.Unlock()
		if t.Failed() {
			t.Logf("the page's console:\n%s", strings.Join(logs, "\n"))
		}
	})
	p.loaded = time.Now()
	p.run("load the page",
		chromedp.EmulateViewport(int64(size.X), int64(size.Y)),
		chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
			yes := true
			_, err := chromedp.Call(ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
				Behavior: browser.SetDownloadBehaviorBehaviorAllowAndName, DownloadPath: downloads, EventsEnabled: &yes,
			})
			return err
		}),
		chromedp.Navigate(srv+"/"+query),
	)
	gl, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`(() => { const c = document.createElement("canvas"); return !!(c.getContext("webgl2") || c.getContext("webgl")); })()`))
	if err != nil {
		t.Fatal(err)
	}
	if !gl {
		t.Skipf("browser test: this chromium (%s) offers no WebGL, not even in software", chrome)
	}
	return p
}

// download presses the page's download button and returns the file that
// comes (its suggested name in p.lastName); done and named carry the
// browser's download events.
func (p *page) download(done, named chan string) []byte {
	p.t.Helper()
	p.run("download", chromedp.Click(chromedp.CSS("#download")))
	var guid string
	select {
	case guid = <-done:
	case <-time.After(60 * time.Second):
		text, _ := p.notice()
		p.t.Fatalf("no download within 60 s (the page says %q)", text)
	}
	p.lastName = ""
	select {
	case p.lastName = <-named:
	case <-time.After(time.Second):
	}
	data, err := os.ReadFile(filepath.Join(p.downloads, guid))
	if err != nil {
		p.t.Fatal(err)
	}
	return data
}

// rorkeCampaign writes a campaign file at Rorke's Drift: Isandlwana played
// to its end with seeded random legal actions.
func rorkeCampaign(t *testing.T) string {
	t.Helper()
	c, err := campaign.New("isandlwana", 23)
	if err != nil {
		t.Fatal(err)
	}
	rng := dice.NewSeeded(3)
	for k := 0; c.Stage() == campaign.StageIsandlwana; k++ {
		if k > 50000 {
			t.Fatal("the Isandlwana game does not end")
		}
		acts := c.Game().Legal()
		a := acts[rng.Intn(len(acts))]
		for _, e := range acts {
			if e.Kind == isandlwana.ActEnd && rng.Intn(4) == 0 {
				a = e
			}
		}
		if err := c.ApplyIsandlwana(a); err != nil {
			t.Fatalf("%q: %v", a, err)
		}
	}
	if err := c.StartRorkesDrift(campaign.RorkeSeed(23), ramparts.Options{}); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "campaign-rorke.json")
	if err := c.Save(path, "test"); err != nil {
		t.Fatal(err)
	}
	return path
}

// --- pictures ---

// differ is the share of r's pixels that differ by more than tol between
// a and b.
func differ(a, b *image.RGBA, r image.Rectangle, tol int) float64 {
	r = r.Intersect(a.Bounds()).Intersect(b.Bounds())
	if r.Empty() {
		return 0
	}
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if !closeRGB(a.RGBAAt(x, y), b.RGBAAt(x, y), tol) {
				n++
			}
		}
	}
	return float64(n) / float64(r.Dx()*r.Dy())
}

func toRGBA(c color.Color) color.RGBA {
	r, g, b, a := c.RGBA()
	return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
}

func closeRGB(a, b color.RGBA, tol int) bool {
	d := func(p, q uint8) int { return int(math.Abs(float64(p) - float64(q))) }
	return d(a.R, b.R) <= tol && d(a.G, b.G) <= tol && d(a.B, b.B) <= tol
}

// share is the fraction of r's pixels within tol of c.
func share(img *image.RGBA, r image.Rectangle, c color.RGBA, tol int) float64 {
	r = r.Intersect(img.Bounds())
	if r.Empty() {
		return 0
	}
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if closeRGB(img.RGBAAt(x, y), c, tol) {
				n++
			}
		}
	}
	return float64(n) / float64(r.Dx()*r.Dy())
}

// goldRule is the lowest row of the upper half that is nine-tenths gold,
// or -1.
func goldRule(img *image.RGBA, gold color.RGBA) int {
	y0 := -1
	b := img.Bounds()
	for y := 0; y < b.Dy()/2; y++ {
		if share(img, image.Rect(0, y, b.Dx(), y+1), gold, 12) > 0.9 {
			y0 = y
		}
	}
	return y0
}

// shiftedSimilar is the best share of pixels alike (within tol) between
// patch a of img1 and the same-sized patch of img2 at b, shifted by up to
// shiftMax pixels either way: the test's camera puts a hex within a few
// pixels of where the window's draws it (a counter stands a little below
// its hex's centre, and the window's opening zoom rounds otherwise).
func shiftedSimilar(img1 *image.RGBA, a image.Rectangle, img2 *image.RGBA, b image.Point, tol int) float64 {
	const shiftMax = 8
	best := 0.0
	for dy := -shiftMax; dy <= shiftMax; dy++ {
		for dx := -shiftMax; dx <= shiftMax; dx++ {
			n, same := 0, 0
			for y := 0; y < a.Dy(); y++ {
				for x := 0; x < a.Dx(); x++ {
					n++
					if closeRGB(img1.RGBAAt(a.Min.X+x, a.Min.Y+y), img2.RGBAAt(b.X+dx+x, b.Y+dy+y), tol) {
						same++
					}
				}
			}
			if n > 0 {
				best = math.Max(best, float64(same)/float64(n))
			}
		}
	}
	return best
}

func patch(c uistate.Point, d float64) image.Rectangle {
	return image.Rect(int(math.Round(c.X-d)), int(math.Round(c.Y-d)), int(math.Round(c.X+d)), int(math.Round(c.Y+d)))
}

func rectOf(r uistate.Rect) image.Rectangle {
	return image.Rect(int(math.Ceil(r.X)), int(math.Ceil(r.Y)), int(math.Floor(r.X+r.W)), int(math.Floor(r.Y+r.H)))
}
