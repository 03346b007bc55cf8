package web_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"image"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"zulu1879/web"
)

// The browser tests share one build of the site and one chromium (each
// test in a tab of its own, on a server of its own: another origin, so
// another localStorage). Building the wasm is the slow part: once a run.
var shared struct {
	siteOnce sync.Once
	site     string
	siteErr  error

	browserOnce sync.Once
	browser     context.Context
	browserErr  error
	stop        []context.CancelFunc
}

func TestMain(m *testing.M) {
	code := m.Run()
	for i := len(shared.stop) - 1; i >= 0; i-- {
		shared.stop[i]()
	}
	if shared.site != "" {
		os.RemoveAll(shared.site)
	}
	os.Exit(code)
}

// sharedSite is the folder of the site built from this source, built at
// the first call.
func sharedSite(t *testing.T) string {
	t.Helper()
	shared.siteOnce.Do(func() {
		dir, err := os.MkdirTemp("", "zulu1879-web-test-")
		if err != nil {
			shared.siteErr = err
			return
		}
		shared.site = dir
		took, err := buildSite(dir)
		if err == nil {
			t.Logf("wasm built in %.1fs", took.Seconds())
			err = gzipBeside(filepath.Join(dir, web.Wasm))
		}
		shared.siteErr = err
	})
	if shared.siteErr != nil {
		t.Fatal(shared.siteErr)
	}
	return shared.site
}

// gzipBeside writes path.gz beside path, as make web does for the wasm.
// The tests' servers (one per page, for a localStorage of its own) then
// send it as it is; without it each server would compress the 28 MB wasm
// again, a second of CPU a page.
func gzipBeside(path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	if _, err := zw.Write(data); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	return os.WriteFile(path+".gz", b.Bytes(), 0o644)
}

// sharedBrowser is the chromium of the run, started at the first call;
// the test is skipped when it cannot start here.
func sharedBrowser(t *testing.T, chrome string) context.Context {
	t.Helper()
	shared.browserOnce.Do(func() {
		opts := append(chromedp.DefaultExecAllocatorOptions[:],
			chromedp.ExecPath(chrome),
			chromedp.NoSandbox, // the test may run as root (CI containers)
			chromedp.WindowSize(pageW, pageH),
			// WebGL in software: SwiftShader through ANGLE.
			chromedp.Flag("use-angle", "swiftshader"),
			chromedp.Flag("enable-unsafe-swiftshader", true),
			// The page composited on the CPU, not through SwiftShader:
			// the same pixels for less CPU.
			chromedp.Flag("disable-gpu-compositing", true),
		)
		actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
		bctx, cancelB := chromedp.NewContext(actx)
		shared.stop = append(shared.stop, cancelA, cancelB)
		shared.browser = bctx
		shared.browserErr = chromedp.Do(bctx)
	})
	if shared.browserErr != nil {
		t.Skipf("browser test: chromium (%s) does not start here: %v", chrome, shared.browserErr)
	}
	return shared.browser
}

// newServer serves the folder dir as zulu1879 serve would, for the test.
func newServer(t *testing.T, dir string) string {
	t.Helper()
	srv := httptest.NewServer(web.Handler(os.DirFS(dir)))
	t.Cleanup(srv.Close)
	return srv.URL
}

// consoleText is the text of a console call or an uncaught exception.
func consoleText(ev any) []string {
	switch e := ev.(type) {
	case *runtime.EventConsoleAPICalled:
		var parts []string
		for _, a := range e.Args {
			parts = append(parts, strings.Trim(string(a.Value), `"`))
		}
		return []string{fmt.Sprintf("console.%s: %s", e.Type, strings.Join(parts, " "))}
	case *runtime.EventExceptionThrown:
		d := e.ExceptionDetails
		text := d.Text
		if d.Exception != nil && d.Exception.Description != "" {
			text += " " + d.Exception.Description
		}
		return []string{"exception: " + text}
	}
	return nil
}

// canvasRect is where the game's canvas is on the page, in CSS pixels
// (the device scale is 1).
func (p *page) canvasRect() image.Rectangle {
	p.t.Helper()
	type rect struct{ X, Y, W, H float64 }
	r, err := chromedp.Run(p.ctx, chromedp.Evaluate[rect](`(() => { const c = document.querySelector("canvas"); if (!c) return {X: 0, Y: 0, W: 0, H: 0}; const r = c.getBoundingClientRect(); return {X: r.x, Y: r.y, W: r.width, H: r.height}; })()`))
	if err != nil {
		p.t.Fatalf("the canvas: %v", err)
	}
	return image.Rect(int(r.X), int(r.Y), int(r.X+r.W), int(r.Y+r.H))
}

// resize makes the page w × h and waits until the window has drawn a frame
// at its new size (its buttons within the canvas, the canvas as wide as the
// page).
func (p *page) resize(w, h int) image.Rectangle {
	p.t.Helper()
	p.run(fmt.Sprintf("resize to %dx%d", w, h), chromedp.EmulateViewport(int64(w), int64(h)))
	deadline := time.Now().Add(30 * time.Second)
	for {
		c := p.canvasRect()
		if c.Dx() == w && c.Dy() > 0 && c.Dy() <= h {
			bs := p.buttons()
			in := len(bs) > 0
			for _, b := range bs {
				in = in && b.X+b.W <= float64(c.Max.X)+0.5 && b.Y+b.H <= float64(c.Max.Y)+0.5
			}
			if in {
				return c
			}
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("after resizing to %dx%d the canvas is %v with buttons %v", w, h, c, p.buttons())
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// keys are the keys the tests press: the DOM key and code, and the
// Windows key code.
var keys = map[string]struct {
	key, code string
	vk        int64
}{
	"Enter":   {"Enter", "Enter", 13},
	"F2":      {"F2", "F2", 113},
	"A":       {"a", "KeyA", 65},
	"W":       {"w", "KeyW", 87},
	"E":       {"e", "KeyE", 69},
	"S":       {"s", "KeyS", 83},
	"U":       {"u", "KeyU", 85},
	"Space":   {" ", "Space", 32},
	"Control": {"Control", "ControlLeft", 17},
}

// press presses and releases a key of keys, each in a frame of its own.
func (p *page) press(name string) {
	p.t.Helper()
	k, ok := keys[name]
	if !ok {
		p.t.Fatalf("no key %q in the test's table", name)
	}
	p.key(k.key, k.code, k.vk, true)
	p.key(k.key, k.code, k.vk, false)
}

// ctrl presses Ctrl with the key name.
func (p *page) ctrl(name string) {
	p.t.Helper()
	c, k := keys["Control"], keys[name]
	p.key(c.key, c.code, c.vk, true)
	p.key(k.key, k.code, k.vk, true)
	p.key(k.key, k.code, k.vk, false)
	p.key(c.key, c.code, c.vk, false)
}

// js runs a script on the page for its effects, and fails the test on an
// error.
func (p *page) js(what, expr string) {
	p.t.Helper()
	if _, err := chromedp.Run(p.ctx, chromedp.Evaluate[any]("(() => { "+expr+"; return true; })()")); err != nil {
		p.t.Fatalf("%s: %v", what, err)
	}
}
