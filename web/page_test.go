package web_test

// The page around the game: its controls beside the canvas, never over
// the game's own; the loading progress and what the page says when the
// game cannot load.

import (
	"fmt"
	"image"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"zulu1879/ui/uistate"
	"zulu1879/web"
)

// needChromium is the browser to drive, or the test is skipped.
func needChromium(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("browser test: not in -short (it builds the wasm and runs chromium)")
	}
	chrome, err := findChromium()
	if err != nil {
		t.Skipf("browser test: %v", err)
	}
	return chrome
}

// pageControls are the page's own visible controls and notices (its bar's
// buttons, the storage warning, the loading text), each as where it is.
func (p *page) pageControls() map[string]image.Rectangle {
	p.t.Helper()
	type el struct {
		Name       string
		X, Y, W, H float64
	}
	els, err := chromedp.Run(p.ctx, chromedp.Evaluate[[]el](`(() => {
		const out = [];
		for (const e of document.querySelectorAll("#bar > *, #loading")) {
			const r = e.getBoundingClientRect();
			if (r.width > 1 && r.height > 1 && getComputedStyle(e).visibility !== "hidden") out.push({Name: e.id || e.tagName, X: r.x, Y: r.y, W: r.width, H: r.height});
		}
		return out;
	})()`))
	if err != nil {
		p.t.Fatalf("the page's controls: %v", err)
	}
	out := map[string]image.Rectangle{}
	for _, e := range els {
		out[e.Name] = image.Rect(int(e.X), int(e.Y), int(e.X+e.W+0.999), int(e.Y+e.H+0.999))
	}
	return out
}

// TestBrowser_PageControlsLeaveTheCanvasControlsFree: the page's download
// and open buttons (and its storage warning) sit in a bar of their own
// under the canvas, at the window's smallest size as at a large one: no
// button the game draws is under one of the page's, a click on each lands
// on the canvas, and the Quit button's pixels are the game's (the same with
// the page's bar hidden as shown).
func TestBrowser_PageControlsLeaveTheCanvasControlsFree(t *testing.T) {
	chrome := needChromium(t)
	p, _ := openPageSized(t, chrome, fmt.Sprintf("?seed=%d", pageSeed), smallPage)
	for _, size := range []image.Point{{800, 500}, {800, 560}, {1440, 900}} {
		t.Run(fmt.Sprintf("%dx%d", size.X, size.Y), func(t *testing.T) {
			p.t = t
			cv := p.resize(size.X, size.Y)
			if cv.Min != (image.Point{}) {
				t.Errorf("the canvas starts at %v, not the page's top left corner (the game reads the pointer from there)", cv.Min)
			}
			var quit *button
			bs := p.buttons()
			for i, b := range bs {
				if b.ID == "quit" {
					quit = &bs[i]
				}
			}
			if quit == nil {
				t.Fatalf("the start screen shows no Quit button: %v", bs)
			}
			ctl := p.pageControls()
			for _, b := range bs {
				br := image.Rect(int(b.X), int(b.Y), int(b.X+b.W), int(b.Y+b.H))
				if !br.In(cv) {
					t.Errorf("the game's %q at %v is not within the canvas %v", b.ID, br, cv)
				}
				for name, r := range ctl {
					if r.Overlaps(br) {
						t.Errorf("the page's %s at %v covers the game's %q at %v", name, r, b.ID, br)
					}
				}
				// The page answers a click there with the canvas.
				at := fmt.Sprintf(`document.elementFromPoint(%.0f, %.0f)`, b.X+b.W/2, b.Y+b.H/2)
				tag, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](`(() => { const e = `+at+`; return e ? (e.id || e.tagName) : ""; })()`))
				if err != nil {
					t.Fatal(err)
				}
				if tag != "CANVAS" {
					t.Errorf("a click on the game's %q lands on the page's %s", b.ID, tag)
				}
			}
			// The pixels: the Quit button looks the same with the page's
			// bar shown and hidden.
			qr := image.Rect(int(quit.X), int(quit.Y), int(quit.X+quit.W), int(quit.Y+quit.H))
			shown := p.shot(fmt.Sprintf("%dx%d", size.X, size.Y))
			p.js("hide the bar", `document.getElementById("bar").style.visibility = "hidden"`)
			hidden := p.shot(fmt.Sprintf("%dx%d-no-bar", size.X, size.Y))
			p.js("show the bar", `document.getElementById("bar").style.visibility = ""`)
			if d := differ(shown, hidden, qr, 2); d > 0 {
				t.Errorf("%.0f%% of the Quit button's pixels %v are the page's, not the game's (see %s)", d*100, qr, p.shots)
			}
		})
	}
}

// checkLoadProgress checks what the loading page counted of the wasm at
// path: every byte of it, 100% at the end, and the percent never going
// back.
func checkLoadProgress(t *testing.T, p *page, path string) {
	t.Helper()
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	type load struct {
		Got     int64 `json:"got"`
		Total   int64 `json:"total"`
		Percent int   `json:"percent"`
		Steps   int   `json:"steps"`
	}
	l, err := chromedp.Run(p.ctx, chromedp.Evaluate[load](`zulu1879Page.load`))
	if err != nil {
		t.Fatalf("the page's loading figures: %v", err)
	}
	shown, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](`document.getElementById("loadtext").textContent + " | progress " + document.getElementById("progress").value`))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("loading: %d of %d bytes counted in %d steps; the page showed %q", l.Got, l.Total, l.Steps, shown)
	if l.Got != st.Size() || l.Total != st.Size() || l.Percent != 100 {
		t.Errorf("the loading page counted %d of %d bytes (%d%%), want %d of %d (100%%)", l.Got, l.Total, l.Percent, st.Size(), st.Size())
	}
	if l.Steps < 3 {
		t.Errorf("the loading page showed %d steps of progress, want more than the start and the end", l.Steps)
	}
	if !strings.HasSuffix(shown, "(100%) | progress 100") {
		t.Errorf("the loading text and bar end at %q, want 100%%", shown)
	}
}

// TestBrowser_LoadingSaysWhyTheGameDidNotStart: when the wasm cannot be
// had, the loading page says why and what to do instead of "Loading…"
// for ever. The page, its storage and the Go loader are served; the wasm
// is not built (the test needs none).
func TestBrowser_LoadingSaysWhyTheGameDidNotStart(t *testing.T) {
	chrome := needChromium(t)
	dir := t.TempDir()
	if err := copyPage(dir); err != nil {
		t.Fatal(err)
	}
	files := web.Handler(os.DirFS(dir))
	tests := []struct {
		name    string
		handler http.Handler
		want    []string
	}{
		{"the wasm is not built (404)", files, []string{"404", "make web"}},
		{"the server drops the connection", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if strings.HasSuffix(r.URL.Path, web.Wasm) {
				if c, _, err := http.NewResponseController(w).Hijack(); err == nil {
					if l, ok := c.(interface{ SetLinger(int) error }); ok {
						l.SetLinger(0)
					}
					c.Close()
				}
				return
			}
			files.ServeHTTP(w, r)
		}), []string{"did not answer", "zulu1879 serve", "reload"}},
		{"the download breaks off", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if strings.HasSuffix(r.URL.Path, web.Wasm) {
				w.Header().Set("Content-Type", "application/wasm")
				w.Header().Set("Content-Length", "4000000")
				w.Write(make([]byte, 100000))
				w.(http.Flusher).Flush()
				if c, _, err := http.NewResponseController(w).Hijack(); err == nil {
					c.Close()
				}
				return
			}
			files.ServeHTTP(w, r)
		}), []string{"broke off", "reload"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			srv := httptest.NewServer(tc.handler)
			t.Cleanup(srv.Close)
			p := openTab(t, chrome, srv.URL, "", image.Pt(pageW, pageH))
			text, err := chromedp.Run(p.ctx, chromedp.Poll[string](`globalThis.zulu1879Page && zulu1879Page.loadError`, chromedp.WithPollingTimeout(30*time.Second)))
			if err != nil {
				shown, _ := chromedp.Run(p.ctx, chromedp.Evaluate[string](`document.getElementById("loading").textContent`))
				t.Fatalf("no loading error within 30 s; the page shows %q: %v", shown, err)
			}
			shown, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](`(() => { const l = document.getElementById("loading"); return l.hidden ? "" : l.innerText; })()`))
			if err != nil {
				t.Fatal(err)
			}
			p.shot("error")
			t.Logf("the page says: %s", shown)
			if shown != text {
				t.Errorf("the page shows %q, not its error %q", shown, text)
			}
			for _, w := range tc.want {
				if !strings.Contains(strings.ToLower(text), strings.ToLower(w)) {
					t.Errorf("the page says %q: no %q in it", text, w)
				}
			}
		})
	}
}

// TestBrowser_EveryKeyWakesTheWindow: each key a player presses on the
// tactical board runs a frame of the game within 10 s, however busy the
// frame before it was (selecting 140 men, proposing their moves, carrying
// them out, undoing). Before the page's window ran an Update on every
// frame, three of four rounds had a key that ran none until the pointer
// moved.
func TestBrowser_EveryKeyWakesTheWindow(t *testing.T) {
	chrome := needChromium(t)
	p, _ := openPageSized(t, chrome, fmt.Sprintf("?seed=%d", pageSeed), smallPage)
	p.strict = true
	row := slices.IndexFunc(uistate.GameNames[:], func(n string) bool { return strings.Contains(n, "Rorke's Drift (tactical)") })
	if row < 0 {
		t.Fatalf("no tactical game on the start screen: %q", uistate.GameNames)
	}
	for range row {
		p.press("F2")
	}
	p.press("Enter")
	for range 4 {
		for _, k := range []string{"A", "W", "Enter", "U", "U"} {
			p.press(k)
		}
	}
}
