package ui

import (
	"strings"
	"testing"

	"zulu1879/hexmap"
	"zulu1879/ui/uistate"
)

// TestNotice_CoversNoButtonOrHint shows a long passing notice on the play
// screen (with its "part of the map is off screen" hint), the campaign's
// ledger and the tactical and skirmish screens, at the default and the
// smallest window: the notice is drawn whole (on more lines where one is
// too narrow for a save's path), inside the window, and covers none of the
// buttons the frame drew (a.hits) nor the hint.
func TestNotice_CoversNoButtonOrHint(t *testing.T) {
	needLoop(t)
	const msg = "Saved the game to /home/someone/.config/zulu1879/saves/a-rather-long-name-for-a-save-file-made-today.json"
	screens := []struct {
		name  string
		start func(t *testing.T, w, h int) *App
	}{
		{"play", func(t *testing.T, w, h int) *App {
			a := NewAppPlaying(uistate.NewModel(newSession(t, "isandlwana", 1879), [2]*uistate.Bot{}))
			a.fixedW, a.fixedH, a.fixedS = w, h, 1
			a.LayoutF(float64(w), float64(h))
			a.fitCamera(true)
			return a
		}},
		{"ledger", func(t *testing.T, w, h int) *App {
			f := ledgerFlow(t)
			a := NewApp(1)
			a.s, a.w, a.h = 1, w, h
			a.play(f.Model, f)
			if a.screen != ScreenLedger {
				t.Fatalf("a campaign at its ledger opens on screen %d", a.screen)
			}
			return a
		}},
		{"tactical", func(t *testing.T, w, h int) *App {
			a := windowWith(t, t.TempDir(), 0)
			a.menu.Game = uistate.GameTactical
			a.menu.SetSeed(3)
			a.startGame()
			if a.screen != ScreenTactical {
				t.Fatalf("screen %v after starting the tactical game", a.screen)
			}
			a.s, a.w, a.h = 1, w, h
			return a
		}},
		{"skirmish", func(t *testing.T, w, h int) *App {
			a := windowWith(t, t.TempDir(), 0)
			a.menu.Game = uistate.GameSkirmish
			a.menu.SetSeed(3)
			a.startGame()
			if a.screen != ScreenSkirmish {
				t.Fatalf("screen %v after starting the skirmish", a.screen)
			}
			a.s, a.w, a.h = 1, w, h
			return a
		}},
	}
	for _, sc := range screens {
		for _, sz := range [][2]int{{1440, 900}, {MinWidth, MinHeight}} {
			a := sc.start(t, sz[0], sz[1])
			a.say(false, msg)
			snap(t, sz[0], sz[1], a.Draw)
			r := a.noticeAt
			if r.W <= 0 || r.H <= 0 {
				t.Errorf("%s %dx%d: no notice drawn", sc.name, sz[0], sz[1])
				continue
			}
			// Lines break at spaces (gone) or inside the path.
			if got := strings.ReplaceAll(strings.Join(a.noticeShownLines, ""), " ", ""); got != strings.ReplaceAll(msg, " ", "") {
				t.Errorf("%s %dx%d: the notice shows as %q, want it whole", sc.name, sz[0], sz[1], a.noticeShownLines)
			}
			if !r.Inside(uistate.Rect{W: float64(sz[0]), H: float64(sz[1])}) {
				t.Errorf("%s %dx%d: the notice %+v leaves the window", sc.name, sz[0], sz[1], r)
			}
			if sc.name == "play" && len(a.noticeAvoid) == 0 && sz[0] == 1440 {
				t.Errorf("%s %dx%d: no off-screen hint recorded", sc.name, sz[0], sz[1])
			}
			for _, b := range a.hits {
				if r.Overlaps(b.r) {
					t.Errorf("%s %dx%d: the notice %+v covers the button %q at %+v", sc.name, sz[0], sz[1], r, b.id, b.r)
				}
			}
			for _, q := range a.noticeAvoid {
				if r.Overlaps(q) {
					t.Errorf("%s %dx%d: the notice %+v covers the hint at %+v", sc.name, sz[0], sz[1], r, q)
				}
			}
		}
	}
}

// TestNoTooltipUnderADialog points at a hex of Isandlwana's board: the
// tooltip is drawn; with the save or the load dialog open over the board
// (which it dims), no tooltip is drawn.
func TestNoTooltipUnderADialog(t *testing.T) {
	needLoop(t)
	const w, h = 1440, 900
	for _, open := range []struct {
		name string
		fn   func(a *App)
	}{{"save", (*App).openSave}, {"load", (*App).openLoad}} {
		a := NewAppPlaying(uistate.NewModel(newSession(t, "isandlwana", 1879), [2]*uistate.Bot{}))
		a.fixedW, a.fixedH, a.fixedS = w, h, 1
		a.LayoutF(w, h)
		a.fitCamera(true)
		a.saveDir = t.TempDir()
		pick := hexmap.H(12, 7)
		a.hover, a.mouse = pick, a.model.Cam.HexScreen(pick)
		snap(t, w, h, a.Draw)
		if a.tip.W == 0 {
			t.Fatalf("%s: no tooltip over hex %s without a dialog", open.name, pick)
		}
		a.tip = uistate.Rect{}
		open.fn(a)
		if a.dialog == nil {
			t.Fatalf("%s: the dialog did not open", open.name)
		}
		snap(t, w, h, a.Draw)
		if a.tip.W != 0 {
			t.Errorf("%s dialog open: a tooltip was drawn at %+v", open.name, a.tip)
		}
	}
}

// TestLedgerButtonNamesRampartsByItsTitle: the ledger's way on to the card
// game names it by its full title, exclamation mark included.
func TestLedgerButtonNamesRampartsByItsTitle(t *testing.T) {
	if !strings.Contains(LedgerRampartsLabel, "Zulus on the Ramparts!") {
		t.Errorf("the ledger's button %q drops the game's title", LedgerRampartsLabel)
	}
}

// TestNoticeRect_IsWhereThePlayScreenDrawsIt: ui.NoticeRect, where the
// end-to-end test looks for a notice, is where the window drew it on a
// new Isandlwana game at its default view, short and long, at the default
// size and the smallest.
func TestNoticeRect_IsWhereThePlayScreenDrawsIt(t *testing.T) {
	needLoop(t)
	for _, sz := range [][2]int{{1440, 900}, {MinWidth, MinHeight}} {
		for _, msg := range []string{"Saved.", "Loaded game-of-someone.json: the British played by you, the Zulus by the rule9 bot (as the file records)", "Saved the game to /home/someone/.config/zulu1879/saves/a-rather-long-name-for-a-save-file-made-today.json"} {
			a := NewAppPlaying(uistate.NewModel(newSession(t, "isandlwana", 1879), [2]*uistate.Bot{}))
			a.fixedW, a.fixedH, a.fixedS = sz[0], sz[1], 1
			a.LayoutF(float64(sz[0]), float64(sz[1]))
			a.fitCamera(true)
			a.say(false, "%s", msg)
			snap(t, sz[0], sz[1], a.Draw)
			if want := NoticeRect(sz[0], sz[1], 1, msg); a.noticeAt != want {
				t.Errorf("%dx%d, %q: drawn at %+v, NoticeRect says %+v", sz[0], sz[1], msg, a.noticeAt, want)
			}
		}
	}
}
