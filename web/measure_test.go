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

	"zulu1879/isandlwana"
	"zulu1879/saves"
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
	t.Logf("crowded board, %dx%d, software WebGL: ebiten.ActualFPS each second %s; %.1f updates a second over %.1fs", pageW, pageH, strings.Join(fps, " "), float64(b.Updates-a.Updates)/el, el)
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
