package web_test

// The newer games in the browser, started from the start screen as a
// player starts them, and the page's storage when it is full.

import (
	"fmt"
	"image"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"

	"zulu1879/saves"
	"zulu1879/skirmish"
	"zulu1879/tactical"
	"zulu1879/ui/skirmishui"
	"zulu1879/ui/skirmishui/skstate"
	"zulu1879/ui/tacticalui"
	"zulu1879/ui/uistate"
)

// step is one thing a player does: click the window's button, press a
// key of the table keys, or click a point of the canvas (at, given the
// canvas's size, in its pixels).
type step struct {
	click, key string
	at         func(w, h int) (x, y float64)
}

func click(id string) step { return step{click: id} }
func key(name string) step { return step{key: name} }

// do carries out the steps.
func (p *page) do(steps []step) {
	p.t.Helper()
	for _, s := range steps {
		switch {
		case s.at != nil:
			cv := p.canvasRect()
			x, y := s.at(cv.Dx(), cv.Dy())
			p.clickAt(float64(cv.Min.X)+x, float64(cv.Min.Y)+y)
		case s.click != "":
			p.click(s.click)
		default:
			p.press(s.key)
		}
	}
}

// newerGames are the games of the start screen's Game row that play on a
// screen of their own with an envelope save: one row each, the start
// screen's name of the game, what starts it once the Game row shows it,
// a move, where its board is, and what the save must show of the move.
var newerGames = []struct {
	game    string // a part of its name in uistate.GameNames
	id      string // its envelope's game
	options string // a button the start screen shows for it alone
	start   []step
	move    []step
	board   func(w, h int) image.Rectangle
	moved   func(*saves.Record) error
}{
	{
		game: "Rules for Zulu", id: skirmish.ID, options: "ss+",
		// You: British in the hospital, against the Zulus' bot impi.
		start: []step{key("Enter")},
		// Space: the bot's move at once; then Hook (B1) clicked and the
		// farthest hex lit for him, where a replica of the game puts them.
		move:  []step{key("Space"), {at: skirmishPoint(false)}, {at: skirmishPoint(true)}},
		board: skirmishBoard,
		moved: func(rec *saves.Record) error {
			for _, m := range rec.Moves() {
				if m.Seat == "british" && strings.HasPrefix(m.Action, "move B1 ") {
					return nil
				}
			}
			return fmt.Errorf("no move of B1 among %d actions", rec.Len())
		},
	},
	{
		game: "The Defense of Rorke's Drift", id: tactical.ID, options: "ts+",
		// You: British (the first way to play), against the Zulu bot.
		start: []step{key("Enter")},
		// All British, man the walls, carry it out.
		move:  []step{key("A"), key("W"), key("Enter")},
		board: tacticalBoard,
		moved: func(rec *saves.Record) error {
			n := 0
			for _, m := range rec.Moves() {
				if m.Seat == "british" && strings.HasPrefix(m.Action, "move B") {
					n++
				}
			}
			if n == 0 {
				return fmt.Errorf("no British move among %d actions", rec.Len())
			}
			return nil
		},
	},
}

// skirmishReplica is the page's skirmish (the hospital, seed pageSeed, the
// British against impi) after the bot's first move, on a screen w × h.
func skirmishReplica(w, h int) (*skirmishui.Screen, *skstate.Model) {
	rec, err := skstate.NewGame("hospital", pageSeed, "", "impi")
	if err != nil {
		panic(err)
	}
	m, err := skstate.New(rec)
	if err != nil {
		panic(err)
	}
	m.Skip()
	s, err := skirmishui.New(m)
	if err != nil {
		panic(err)
	}
	s.SetUIScale(1)
	s.Layout(w, h)
	return s, m
}

// skirmishPoint is where Hook (B1) stands on the skirmish screen, or with
// dest the farthest hex lit for him once he is selected.
func skirmishPoint(dest bool) func(w, h int) (float64, float64) {
	return func(w, h int) (float64, float64) {
		s, m := skirmishReplica(w, h)
		at := s.FigurePoint(m.Index("B1"))
		if !dest {
			return at.X, at.Y
		}
		s.ClickAt(at)
		r := m.Reach()
		to := r.Hexes[0]
		for _, x := range r.Hexes {
			if r.Cost[x] > r.Cost[to] {
				to = x
			}
		}
		p := s.Board.Cam.HexScreen(to)
		return p.X, p.Y
	}
}

// skirmishBoard is the map of the skirmish screen in a window w × h.
func skirmishBoard(w, h int) image.Rectangle {
	s, _ := skirmishReplica(w, h)
	return rectOf(s.Board.Cam.View)
}

// tacticalBoard is the map of the tactical screen in a window w × h.
func tacticalBoard(w, h int) image.Rectangle {
	s, err := tacticalui.NewBuiltin()
	if err != nil {
		panic(err)
	}
	s.SetUIScale(1)
	s.Layout(w, h)
	return rectOf(s.Board.Cam.View)
}

// TestBrowser_PlaysTheNewerGames starts each newer game from the start
// screen by its Game row (F2) and its keys, makes a move that changes
// the board, downloads the game as a save that holds the move, and
// uploads it again: it opens to the same game.
func TestBrowser_PlaysTheNewerGames(t *testing.T) {
	chrome := needChromium(t)
	for _, g := range newerGames {
		t.Run(g.game, func(t *testing.T) {
			row := slices.IndexFunc(uistate.GameNames[:], func(n string) bool { return strings.Contains(n, g.game) })
			if row < 0 {
				t.Fatalf("no game %q on the start screen: %q", g.game, uistate.GameNames)
			}
			p, _ := openPageSized(t, chrome, fmt.Sprintf("?seed=%d", pageSeed), smallPage)
			done, named := p.listenDownloads()
			for range row {
				p.press("F2")
			}
			if !hasButton(p.buttons(), g.options) {
				t.Fatalf("after F2 ×%d the start screen shows no %q: %v", row, g.options, p.buttons())
			}
			start := p.shot("start-screen")
			p.do(g.start)
			cv := p.canvasRect()
			board := g.board(cv.Dx(), cv.Dy())
			before := p.waitShot("board", 30*time.Second, func(img *image.RGBA) error {
				if d := differ(start, img, board, 8); d < 0.5 {
					return fmt.Errorf("only %.0f%% of the board area %v changed from the start screen", d*100, board)
				}
				return nil
			})
			p.do(g.move)
			p.input("pointer away", chromedp.MouseEvent(chromedp.MouseMoved, 2, 2))
			moved := p.waitShot("moved", 30*time.Second, func(img *image.RGBA) error {
				if d := differ(before, img, board, 8); d < 0.002 {
					return fmt.Errorf("only %.2f%% of the board changed with the move", d*100)
				}
				return nil
			})
			t.Logf("the move changed %.1f%% of the board %v", differ(before, moved, board, 8)*100, board)

			data := p.download(done, named)
			first := p.record(data, g.id)
			if err := g.moved(first); err != nil {
				t.Fatalf("the download %s: %v", p.lastName, err)
			}
			if first.Setup().Seed != pageSeed {
				t.Errorf("the download is of seed %d, want %d", first.Setup().Seed, pageSeed)
			}
			path := filepath.Join(t.TempDir(), p.lastName)
			if err := os.WriteFile(path, data, 0o644); err != nil {
				t.Fatal(err)
			}
			// Another position first (undo: the keys reach the game after
			// the page's Download button), then the upload brings the move
			// back.
			p.press("U")
			p.waitShot("undone", 30*time.Second, func(img *image.RGBA) error {
				if n := differ(moved, img, board, 8) * float64(board.Dx()*board.Dy()); n < 20 {
					return fmt.Errorf("U after the download changed %.0f pixels of the board: the key did not reach the game", n)
				}
				return nil
			})
			p.run("upload the save", chromedp.SetUploadFiles(chromedp.CSS("#upload"), []string{path}))
			p.waitNotice("upload", func(text string, isErr bool) bool {
				return !isErr && strings.HasPrefix(text, "Loaded "+p.lastName)
			})
			p.input("pointer away", chromedp.MouseEvent(chromedp.MouseMoved, 2, 2))
			up := p.shot("uploaded")
			t.Logf("the uploaded game's board differs from the moved one's on %.1f%%", differ(moved, up, board, 8)*100)
			again := p.record(p.download(done, named), g.id)
			if again.Len() != first.Len() || again.State().Hash() != first.State().Hash() {
				t.Fatalf("after the upload the game holds %d actions to %s, want the download's %d to %s", again.Len(), again.State().Hash(), first.Len(), first.State().Hash())
			}
		})
	}
}

// listenDownloads returns the channels of the browser's download events:
// the GUIDs of finished downloads and the names the page gave them.
func (p *page) listenDownloads() (done, named chan string) {
	p.t.Helper()
	done, named = make(chan string, 8), make(chan string, 8)
	if err := chromedp.Listen(p.ctx, func(ev any) {
		switch e := ev.(type) {
		case *browser.EventDownloadProgress:
			if e.State == browser.DownloadProgressStateCompleted {
				done <- e.GUID
			}
		case *browser.EventDownloadWillBegin:
			named <- e.SuggestedFilename
		}
	}); err != nil {
		p.t.Fatal(err)
	}
	return done, named
}

// record is the envelope save data of game id.
func (p *page) record(data []byte, id string) *saves.Record {
	p.t.Helper()
	path := filepath.Join(p.t.TempDir(), "download.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		p.t.Fatal(err)
	}
	rec, err := saves.LoadEnvelope(path)
	if err != nil {
		p.t.Fatalf("the download %s does not load: %v", p.lastName, err)
	}
	if rec.Info().ID != id {
		p.t.Fatalf("the download %s is a game of %q, want %q", p.lastName, rec.Info().ID, id)
	}
	return rec
}

// storedFiles are the page's stored files (localStorage), key to value.
func (p *page) storedFiles() map[string]string {
	p.t.Helper()
	m, err := chromedp.Run(p.ctx, chromedp.Evaluate[map[string]string](`(() => {
		const out = {};
		for (let i = 0; i < localStorage.length; i++) { const k = localStorage.key(i); if (k.startsWith("zulu1879:")) out[k] = localStorage.getItem(k); }
		return out;
	})()`))
	if err != nil {
		p.t.Fatalf("the page's storage: %v", err)
	}
	return m
}

// fillStorage fills the page's localStorage until it takes no more, and
// returns how many characters it took.
func (p *page) fillStorage() int {
	p.t.Helper()
	n, err := chromedp.Run(p.ctx, chromedp.Evaluate[int](`(() => {
		let chunk = "x".repeat(1 << 20), i = 0, n = 0;
		while (chunk.length > 0) {
			try { localStorage.setItem("test-filler:" + i, chunk); i++; n += chunk.length; }
			catch (e) { chunk = chunk.slice(0, chunk.length >> 1); }
		}
		return n;
	})()`))
	if err != nil {
		p.t.Fatalf("filling the storage: %v", err)
	}
	return n
}

// TestBrowser_FullStorageSaysSoAndKeepsTheGoodSave: with the browser's
// storage full, an autosave and a save over a good one fail with one line
// saying what to do, and no stored file is lost or changed; once there is
// room the same save goes through.
func TestBrowser_FullStorageSaysSoAndKeepsTheGoodSave(t *testing.T) {
	chrome := needChromium(t)
	p, _ := openPageSized(t, chrome, fmt.Sprintf("?seed=%d", pageSeed), smallPage)
	p.click("setup")
	p.click("start")
	p.waitButton("end") // the board is up
	p.ctrl("S")
	saved := p.dialogEnter("Ctrl+S, Enter", func(text string, isErr bool) bool { return !isErr && strings.HasPrefix(text, "Saved the game to ") })
	path := strings.TrimPrefix(saved, "Saved the game to ")
	good := p.storedFiles()
	if good["zulu1879:file:"+path] == "" {
		t.Fatalf("%s is not in the page's storage: %v", path, slices.Collect(maps.Keys(good)))
	}
	t.Logf("localStorage took %d more characters", p.fillStorage())

	const full = "browser storage is full: download your save, or delete old saves"
	// An autosave: confirming the set-up begins a phase.
	p.click("end")
	got := p.waitNotice("the autosave", func(text string, isErr bool) bool { return isErr && strings.Contains(text, "autosave") })
	if got != "autosave failed: "+full {
		t.Errorf("the autosave says %q, want %q", got, "autosave failed: "+full)
	}
	// A save (over the good one if the dialog offers its name: Enter
	// again replaces it).
	p.ctrl("S")
	got = p.dialogEnter("the save", func(text string, isErr bool) bool { return isErr && strings.HasPrefix(text, "saving ") })
	if !strings.HasSuffix(got, ".json failed: "+full) {
		t.Errorf("the save says %q, want \"saving NAME.json failed: %s\"", got, full)
	}
	p.shot("storage-full")
	after := p.storedFiles()
	for k, v := range good {
		if after[k] != v {
			t.Errorf("%s was lost or changed while the storage was full (%d characters, were %d)", k, len(after[k]), len(v))
		}
	}
	for k := range after {
		if _, ok := good[k]; !ok {
			t.Errorf("%s was stored while the storage was full", k)
		}
	}
	// Room again: the dialog is still open, and the save goes through.
	p.js("empty the filler", `for (const k of Object.keys(localStorage)) if (k.startsWith("test-filler:")) localStorage.removeItem(k)`)
	again := p.dialogEnter("the save with room", func(text string, isErr bool) bool { return !isErr && strings.HasPrefix(text, "Saved the game to ") })
	if again == saved {
		if now := p.storedFiles()["zulu1879:file:"+path]; now == good["zulu1879:file:"+path] {
			t.Errorf("%s did not change when saved again after the set-up", path)
		}
	}
}

// waitButton waits for the window to draw button id, answering clicks.
func (p *page) waitButton(id string) {
	p.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !hasButton(p.buttons(), id) {
		if time.Now().After(deadline) {
			p.t.Fatalf("no button %q within 30 s: %v", id, p.buttons())
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// dialogEnter presses Enter in the open save dialog until the page's
// notice satisfies cond (a second Enter confirms replacing a file of the
// name offered), and returns the notice. The page keeps the last notice
// until the next: it is cleared first.
func (p *page) dialogEnter(what string, cond func(text string, isErr bool) bool) string {
	p.t.Helper()
	// A notice of before is not the answer.
	p.js("clear the notice", `document.getElementById("notice").textContent = ""`)
	for try := 0; try < 3; try++ {
		p.press("Enter")
		deadline := time.Now().Add(4 * time.Second)
		for time.Now().Before(deadline) {
			if text, isErr := p.notice(); cond(text, isErr) {
				return text
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	text, isErr := p.notice()
	p.t.Fatalf("%s: after Enter three times the page says %q (error %v)", what, text, isErr)
	return ""
}
