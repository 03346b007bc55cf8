package web_test

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	ai "zulu1879/ai/isandlwana"
	"zulu1879/isandlwana"
	"zulu1879/saves"
	"zulu1879/ui/uistate"
)

// TestBrowser_MeasureFrameRate is a figure, not a check: the frame rate of
// the page redrawing every frame (?continuous=1) on a crowded board (the
// README's mid-game position: turn 2, the Zulus all round the camp), in
// headless chromium's software WebGL. It runs only when asked:
//
//	ZULU1879_WEB_FPS=10 go test -run TestBrowser_MeasureFrameRate -v ./web
//
// (the value is the seconds to measure over).
func TestBrowser_MeasureFrameRate(t *testing.T) {
	secs, _ := strconv.Atoi(os.Getenv("ZULU1879_WEB_FPS"))
	if secs <= 0 {
		t.Skip("a measurement: set ZULU1879_WEB_FPS=SECONDS to run it")
	}
	chrome, err := findChromium()
	if err != nil {
		t.Skipf("browser test: %v", err)
	}
	save := crowdedSave(t)
	p, _ := openPage(t, chrome, "?seed=1879&continuous=1")
	p.run("upload the crowded game", chromedp.SetUploadFiles(chromedp.CSS("#upload"), []string{save}))
	p.waitNotice("upload", func(text string, isErr bool) bool { return !isErr && strings.HasPrefix(text, "Loaded ") })
	p.shot("crowded")
	type stats struct {
		FPS     float64 `json:"fps"`
		Updates int     `json:"updates"`
	}
	read := func() stats {
		s, err := chromedp.Run(p.ctx, chromedp.Evaluate[stats](`zulu1879.stats()`))
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	time.Sleep(2 * time.Second) // past the load's first frames
	a, t0 := read(), time.Now()
	var fps []string
	for i := 0; i < secs; i++ {
		time.Sleep(time.Second)
		fps = append(fps, strconv.FormatFloat(read().FPS, 'f', 1, 64))
	}
	b := read()
	el := time.Since(t0).Seconds()
	cv := p.canvasRect()
	t.Logf("crowded board, canvas %dx%d, software WebGL: ebiten.ActualFPS each second %s; %.1f updates a second over %.1fs", cv.Dx(), cv.Dy(), strings.Join(fps, " "), float64(b.Updates-a.Updates)/el, el)
}

// TestBrowser_MeasureBotTurn is a figure, not a check: how long the page
// stands still at most while the rule9 bot plays the Zulus (at its normal
// pace, then skipped to the player's turn), as the longest gap between
// the page's animation frames. It runs only when asked:
//
//	ZULU1879_WEB_FPS=1 go test -run TestBrowser_MeasureBotTurn -v ./web
func TestBrowser_MeasureBotTurn(t *testing.T) {
	if os.Getenv("ZULU1879_WEB_FPS") == "" {
		t.Skip("a measurement: set ZULU1879_WEB_FPS=1 to run it")
	}
	chrome, err := findChromium()
	if err != nil {
		t.Skipf("browser test: %v", err)
	}
	var bots []uistate.Bot
	for _, name := range ai.Names() {
		b, err := ai.ByName(name)
		if err != nil {
			t.Fatal(err)
		}
		bots = append(bots, uistate.Bot{ID: name, Side: b.Side()})
	}
	mode := -1
	for i, md := range uistate.Modes(bots) {
		if md.Players[isandlwana.British] == nil && md.Players[isandlwana.Zulu] != nil && md.Players[isandlwana.Zulu].ID == "rule9" {
			mode = i
		}
	}
	if mode < 0 {
		t.Fatal("no mode of the British against rule9")
	}
	p, _ := openPage(t, chrome, "?seed=1879")
	for i := 0; i < mode; i++ {
		p.click("mode+")
	}
	p.click("start")
	const track = `(() => { const g = globalThis.__gaps = []; let last = performance.now();
		const f = (now) => { g.push(now - last); last = now; requestAnimationFrame(f); }; requestAnimationFrame(f); return true; })()`
	const report = `(() => { const g = globalThis.__gaps.slice().sort((a, b) => a - b); const n = g.length;
		const r = {n, max: g[n-1] || 0, p95: g[Math.floor(n*0.95)] || 0, median: g[Math.floor(n/2)] || 0}; globalThis.__gaps.length = 0; return r; })()`
	type gaps struct {
		N      int     `json:"n"`
		Max    float64 `json:"max"`
		P95    float64 `json:"p95"`
		Median float64 `json:"median"`
	}
	if _, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](track)); err != nil {
		t.Fatal(err)
	}
	p.click("end") // the set-up: the bot's Zulu movement begins
	time.Sleep(5 * time.Second)
	normal, err := chromedp.Run(p.ctx, chromedp.Evaluate[gaps](report))
	if err != nil {
		t.Fatal(err)
	}
	p.click("bot:skip")
	start := time.Now()
	for time.Since(start) < 60*time.Second {
		if hasButton(p.buttons(), "end") {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	skipped := time.Since(start)
	skip, err := chromedp.Run(p.ctx, chromedp.Evaluate[gaps](report))
	if err != nil {
		t.Fatal(err)
	}
	p.shot("after-skip")
	t.Logf("bot at its pace, 5 s: %d frames, gaps median %.0f ms, p95 %.0f ms, longest %.0f ms", normal.N, normal.Median, normal.P95, normal.Max)
	t.Logf("bot skipped to the player's turn in %.1fs: %d frames, gaps median %.0f ms, p95 %.0f ms, longest %.0f ms", skipped.Seconds(), skip.N, skip.Median, skip.P95, skip.Max)
}

func hasButton(bs []button, id string) bool {
	for _, b := range bs {
		if b.ID == id && b.On {
			return true
		}
	}
	return false
}

// crowdedSave writes the README's mid-game position as a save file.
func crowdedSave(t *testing.T) string {
	t.Helper()
	s, err := saves.Start("isandlwana", 1879, isandlwana.Options{})
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(filepath.Join("..", "docs", "screenshots", "midgame-actions.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		ln := strings.TrimSpace(sc.Text())
		if ln == "" || strings.HasPrefix(ln, "#") {
			continue
		}
		a, err := isandlwana.ParseAction(ln)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Apply(a); err != nil {
			t.Fatalf("%q: %v", ln, err)
		}
	}
	path := filepath.Join(t.TempDir(), "crowded.json")
	if err := s.Save(path, "test"); err != nil {
		t.Fatal(err)
	}
	return path
}
