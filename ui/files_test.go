package ui

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/campaign"
	"zulu1879/hexmap"
	"zulu1879/isandlwana"
	"zulu1879/ui/paint"
	"zulu1879/ui/paint/painttest"
	"zulu1879/ui/uistate"
)

func snap(t *testing.T, w, h int, draw func(dst *ebiten.Image)) *image.RGBA {
	t.Helper()
	dst := ebiten.NewImage(w, h)
	defer dst.Deallocate()
	img, err := Snapshot(dst, draw)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// shot writes img as a PNG into $ZULU1879_SCREENSHOTS when it is set
// (make the screenshots of docs/screenshots with it).
func shot(t *testing.T, name string, img *image.RGBA) {
	dir := os.Getenv("ZULU1879_SCREENSHOTS")
	if dir == "" {
		return
	}
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// count counts the pixels of r within tol of c.
func count(img *image.RGBA, r uistate.Rect, c color.RGBA, tol int) int {
	n := 0
	for y := int(r.Y); y < int(r.Y+r.H); y++ {
		for x := int(r.X); x < int(r.X+r.W); x++ {
			if painttest.Like(img.RGBAAt(x, y), c, tol) {
				n++
			}
		}
	}
	return n
}

func TestLoadDialogDrawsRowsSelectionAndDamagedFilesInRed(t *testing.T) {
	needLoop(t)
	// A save folder in a home of the test's own, so that the picture shows
	// "~/.config/zulu1879/saves" and no temporary path.
	home := t.TempDir()
	t.Setenv("HOME", home)
	dir := filepath.Join(home, ".config", "zulu1879", "saves")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	s := newSession(t, "isandlwana", 4)
	if err := s.Apply(isandlwana.Action{Kind: isandlwana.ActEnd}); err != nil {
		t.Fatal(err)
	}
	if err := s.Save(filepath.Join(dir, "good.json"), "test"); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "bad.json"), []byte(`{"format": 2, "ga`), 0o644); err != nil {
		t.Fatal(err)
	}
	d := uistate.NewLoadDialog(dir)
	if len(d.Entries) != 2 {
		t.Fatalf("%d entries, want 2", len(d.Entries))
	}
	good, bad := 0, 1
	if d.Entries[0].Kind == uistate.KindBad {
		good, bad = 1, 0
	}
	d.Select(good)
	const w, h = 1400, 900
	img := snap(t, w, h, func(dst *ebiten.Image) { DrawDialog(dst, d, 1) })
	shot(t, "load-dialog.png", img)
	l := newDialogLayout(w, h, 1, d)
	if n := count(img, uistate.Rect{X: l.Card.X, Y: l.Card.Y, W: l.Card.W, H: 60}, paint.ColGold, 30); n < 150 {
		t.Errorf("%d gold pixels in the title band, want a visible title", n)
	}
	for _, tc := range []struct {
		name  string
		i     int
		bg    color.RGBA
		red   bool
		atTop uistate.Rect
	}{
		{"selected good save", good, colRowSel, false, l.rowRect(good)},
		{"damaged file", bad, colRowPlain, true, l.rowRect(bad)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := tc.atTop
			if got := img.RGBAAt(int(r.X+r.W/2), int(r.Y+2)); !near(img, image.Pt(int(r.X+r.W/2), int(r.Y+2)), tc.bg, 6) {
				t.Errorf("row background %v, want %v", got, tc.bg)
			}
			reds := count(img, r, paint.ColError, 40)
			if tc.red != (reds > 40) {
				t.Errorf("%d red pixels in the row (damaged: %v)", reds, tc.red)
			}
			if n := count(img, r, paint.ColText, 40) + count(img, r, paint.ColDim, 30) + reds; n < 100 {
				t.Errorf("only %d text pixels in the row", n)
			}
		})
	}
}

// policy plays on: Zulus close in and attack, the British fire with all
// they have; otherwise the first action that is not ending the phase.
func policy(g *isandlwana.State) isandlwana.Action {
	legal := g.Legal()
	best, bestD := -1, 1<<30
	for k, a := range legal {
		switch a.Kind {
		case isandlwana.ActAttack, isandlwana.ActFire, isandlwana.ActChoose, isandlwana.ActOrder:
			return a
		case isandlwana.ActZuluMove:
			d := 1 << 20
			for i := range g.Units {
				if g.Units[i].Alive() {
					d = min(d, hexmap.Distance(a.To, g.Units[i].Hex))
				}
			}
			if d < hexmap.Distance(a.From, nearestBritish(g, a.From)) && d < bestD {
				best, bestD = k, d
			}
		}
	}
	if best >= 0 {
		return legal[best]
	}
	for _, a := range legal {
		if a.Kind == isandlwana.ActEnd {
			return a
		}
	}
	return legal[0]
}

func nearestBritish(g *isandlwana.State, from hexmap.Hex) hexmap.Hex {
	best, bd := from, 1<<30
	for i := range g.Units {
		if u := &g.Units[i]; u.Alive() && hexmap.Distance(from, u.Hex) < bd {
			best, bd = u.Hex, hexmap.Distance(from, u.Hex)
		}
	}
	return best
}

// ledgerFlow plays campaigns from seed 1 on until one's ledger has effects.
func ledgerFlow(t *testing.T) *uistate.Flow {
	t.Helper()
	for seed := uint64(1); seed <= 20; seed++ {
		c, err := campaign.New("isandlwana", seed)
		if err != nil {
			t.Fatal(err)
		}
		f := uistate.NewFlow(c, [2]*Bot{})
		for n := 0; n < 20000 && !c.Game().Over(); n++ {
			if err := f.Model.Apply(policy(c.Game()), "", false); err != nil {
				t.Fatal(err)
			}
		}
		if c.Stage() == campaign.StageLedger && len(c.Ledger().Entries) > 0 {
			if err := f.Continue(); err != nil {
				t.Fatal(err)
			}
			return f
		}
	}
	t.Fatal("no campaign of seeds 1-20 ended with effects in its ledger")
	return nil
}

func TestLedgerScreenDrawsEachEffectWithItsCause(t *testing.T) {
	needLoop(t)
	f := ledgerFlow(t)
	if f.Screen() != uistate.FlowLedger {
		t.Fatalf("screen %s, want the ledger", f.Screen())
	}
	const w, h = 1400, 900
	img := snap(t, w, h, func(dst *ebiten.Image) { DrawLedger(dst, f, 1) })
	shot(t, "ledger.png", img)
	a := NewApp(1)
	a.s, a.w, a.h = 1, w, h
	l := a.ledgerLayout(f.LedgerLines())
	if len(l.Entries) != len(f.C.Ledger().Entries) {
		t.Fatalf("%d boxes for %d effects", len(l.Entries), len(f.C.Ledger().Entries))
	}
	if n := count(img, uistate.Rect{X: l.Card.X, Y: l.Card.Y, W: l.Card.W, H: 70}, paint.ColGold, 30); n < 200 {
		t.Errorf("%d gold title pixels", n)
	}
	for k, r := range l.Entries {
		if !near(img, image.Pt(int(r.X+r.W-8), int(r.Y+r.H/2)), paint.RGB(0x3A3228), 6) {
			t.Errorf("effect %d: no box at %v", k+1, r)
		}
		if n := count(img, r, paint.ColText, 40); n < 80 {
			t.Errorf("effect %d: %d pixels of effect text", k+1, n)
		}
		if n := count(img, r, paint.ColDim, 30); n < 80 {
			t.Errorf("effect %d: %d pixels of cause text", k+1, n)
		}
	}
}

func TestCampaignShowsRorkesDriftAfterTheLedger(t *testing.T) {
	needLoop(t)
	f := ledgerFlow(t)
	a := NewApp(1)
	a.s, a.w, a.h = 1, 1400, 900
	a.play(f.Model, f)
	if a.screen != ScreenLedger {
		t.Fatalf("a campaign at its ledger opens on screen %d", a.screen)
	}
	a.flowContinue()
	if a.screen != ScreenRorke || a.rorke == nil || f.C.Rorke() == nil {
		t.Fatalf("after the ledger: screen %d, Rorke's Drift set up: %v", a.screen, f.C.Rorke() != nil)
	}
	img := snap(t, 1400, 900, a.Draw)
	if n := distinctColours(img); n < 50 {
		t.Fatalf("the Rorke's Drift screen has %d colours", n)
	}
}

// TestNoticeLeavesThePanelAlone shows a long passing notice (a save's path)
// on the play screen: the panel, with its buttons and log, draws exactly as
// without it, and the notice shows over the foot of the map.
func TestNoticeLeavesThePanelAlone(t *testing.T) {
	needLoop(t)
	for _, sz := range [][2]int{{1440, 900}, {800, 560}} {
		a := NewAppPlaying(uistate.NewModel(newSession(t, "isandlwana", 1879), [2]*uistate.Bot{}))
		a.fixedW, a.fixedH, a.fixedS = sz[0], sz[1], 1
		a.LayoutF(float64(sz[0]), float64(sz[1]))
		a.fitCamera(true)
		before := snap(t, sz[0], sz[1], a.Draw)
		a.say(false, "Saved the game to /home/someone/.config/zulu1879/saves/a-rather-long-name-for-a-save-file-made-today.json")
		after := snap(t, sz[0], sz[1], a.Draw)
		l := a.playLayout()
		pr, mr := rectInt(l.Panel), rectInt(l.Map)
		changed, onMap := 0, 0
		for y := 0; y < sz[1]; y++ {
			for x := 0; x < sz[0]; x++ {
				if before.RGBAAt(x, y) == after.RGBAAt(x, y) {
					continue
				}
				p := image.Pt(x, y)
				switch {
				case p.In(pr):
					changed++
				case p.In(mr):
					onMap++
				}
			}
		}
		if changed > 0 {
			t.Errorf("%dx%d: the notice changed %d pixels of the panel (log, buttons)", sz[0], sz[1], changed)
		}
		if onMap == 0 {
			t.Errorf("%dx%d: the notice is not drawn over the map", sz[0], sz[1])
		}
		shot(t, fmt.Sprintf("notice-%dx%d.png", sz[0], sz[1]), after)
	}
}

// TestLoadDialogHoverLooksUnlikeTheSelection points at one row while
// another is selected: the selection carries a gold bar and frame, the
// hovered row none, and the two fills are far apart.
func TestLoadDialogHoverLooksUnlikeTheSelection(t *testing.T) {
	needLoop(t)
	dir := t.TempDir()
	for _, n := range []string{"a.json", "b.json"} {
		s := newSession(t, "isandlwana", 4)
		if err := s.Save(filepath.Join(dir, n), "test"); err != nil {
			t.Fatal(err)
		}
	}
	d := uistate.NewLoadDialog(dir)
	d.Select(0)
	const w, h = 1400, 900
	l := newDialogLayout(w, h, 1, d)
	sel, hov := l.rowRect(0), l.rowRect(1)
	a := NewApp(1879)
	a.s, a.w, a.h, a.saveDir, a.dialog = 1, w, h, dir, d
	a.mouse = uistate.Point{X: hov.X + hov.W/2, Y: hov.Y + hov.H/2}
	img := snap(t, w, h, a.Draw)
	shot(t, "load-dialog-hover.png", img)
	bar := func(r uistate.Rect) uistate.Rect { return uistate.Rect{X: r.X + 1, Y: r.Y + 4, W: 3, H: r.H - 8} }
	if n, all := count(img, bar(sel), paint.ColGold, 40), int(3*(sel.H-8)); n < all/2 {
		t.Errorf("the selected row's left edge has %d gold pixels of %d: want the selection's gold bar", n, all)
	}
	if n := count(img, bar(hov), paint.ColGold, 40); n > 0 {
		t.Errorf("the hovered row's left edge has %d gold pixels: hover must not look selected", n)
	}
	fill := func(r uistate.Rect) color.RGBA { return img.RGBAAt(int(r.X+r.W-8), int(r.Y+r.H-6)) }
	fs, fh := fill(sel), fill(hov)
	if diff := absDiff(fs.R, fh.R) + absDiff(fs.G, fh.G) + absDiff(fs.B, fh.B); diff < 60 {
		t.Errorf("selected fill %v and hovered fill %v differ by %d, want them far apart", fs, fh, diff)
	}
	if fh == colRowPlain {
		t.Errorf("the hovered row looks plain (%v)", fh)
	}
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

// TestTooltipCoversNoLitHexNorThePanel hovers the Zulu stack selected in
// turn 1 nearest the panel, its moves lit: drawing the tooltip changes no
// pixel of the panel (log, buttons), the phase bar or a lit hex other than
// the hovered one's ring.
func TestTooltipCoversNoLitHexNorThePanel(t *testing.T) {
	needLoop(t)
	const w, h = 1440, 900
	m := uistate.NewModel(newSession(t, "isandlwana", 1879), [2]*uistate.Bot{})
	if err := m.Apply(isandlwana.Action{Kind: isandlwana.ActEnd}, "", false); err != nil {
		t.Fatal(err)
	}
	a := NewAppPlaying(m)
	a.fixedW, a.fixedH, a.fixedS = w, h, 1
	a.LayoutF(w, h)
	a.fitCamera(true)
	// The Zulu hex with moves furthest right in view.
	var pick hexmap.Hex
	best := -1.0
	for _, act := range m.Game().Legal() {
		if act.Kind != isandlwana.ActZuluMove {
			continue
		}
		p := m.Cam.HexScreen(act.From)
		if m.Cam.View.Contains(p) && p.X > best {
			pick, best = act.From, p.X
		}
	}
	if pick.IsNone() {
		t.Fatal("no Zulu hex with a move in view")
	}
	m.ClickHex(pick)
	if len(m.Highlights()) == 0 {
		t.Fatalf("selecting %s lit nothing", pick)
	}
	p := m.Cam.HexScreen(pick)
	a.mouse = uistate.Point{X: p.X, Y: p.Y}
	a.hover = pick
	withTip := snap(t, w, h, a.drawPlay)
	shot(t, "tooltip.png", withTip)
	l := a.playLayout()
	var lit []image.Rectangle
	for hx := range m.Highlights() {
		if hx != pick {
			lit = append(lit, rectInt(m.Cam.HexRect(hx)).Inset(3))
		}
	}
	plain := snap(t, w, h, func(dst *ebiten.Image) {
		a.hover, a.mouse = hexmap.None, uistate.Point{X: -100, Y: -100}
		a.drawPlay(dst)
	})
	a.hover, a.mouse = pick, uistate.Point{X: p.X, Y: p.Y}
	ring := rectInt(m.Cam.HexRect(pick)).Inset(-4)
	bad := map[string]int{}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			q := image.Pt(x, y)
			if q.In(ring) || plain.RGBAAt(x, y) == withTip.RGBAAt(x, y) {
				continue
			}
			switch {
			case q.In(rectInt(l.Panel)):
				bad["panel"]++
			case q.In(rectInt(l.Bar)):
				bad["bar"]++
			default:
				for _, r := range lit {
					if q.In(r) {
						bad["lit hexes"]++
						break
					}
				}
			}
		}
	}
	if len(bad) > 0 {
		t.Errorf("hovering %s: the tooltip changed pixels of %v", pick, bad)
	}
	if a.tip.W == 0 {
		t.Error("no tooltip was drawn")
	}
}

// While a bot plays, the hex under the pointer gets no tooltip: it would sit
// over the counters the bot moves until the pointer moved.
func TestNoTooltipWhileABotPlays(t *testing.T) {
	needLoop(t)
	const w, h = 1440, 900
	bot := &uistate.Bot{Name: "Z", Side: isandlwana.Zulu, Choose: func(g *isandlwana.State) (isandlwana.Action, string) { return g.Legal()[0], "" }}
	m := uistate.NewModel(newSession(t, "isandlwana", 1879), [2]*uistate.Bot{nil, bot})
	if err := m.Apply(isandlwana.Action{Kind: isandlwana.ActEnd}, "", false); err != nil {
		t.Fatal(err)
	}
	if m.HumanToAct() {
		t.Fatal("the test needs the Zulu bot to act")
	}
	a := NewAppPlaying(m)
	a.fixedW, a.fixedH, a.fixedS = w, h, 1
	a.LayoutF(w, h)
	a.fitCamera(true)
	pick := hexmap.H(12, 7)
	p := m.Cam.HexScreen(pick)
	a.mouse, a.hover = uistate.Point{X: p.X, Y: p.Y}, pick
	hovered := snap(t, w, h, a.drawPlay)
	plain := snap(t, w, h, func(dst *ebiten.Image) {
		a.hover, a.mouse = hexmap.None, uistate.Point{X: -100, Y: -100}
		a.drawPlay(dst)
	})
	ring := rectInt(m.Cam.HexRect(pick)).Inset(-4)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if !image.Pt(x, y).In(ring) && plain.RGBAAt(x, y) != hovered.RGBAAt(x, y) {
				t.Fatalf("hovering %s while the bot plays changed pixel %d,%d (a tooltip?)", pick, x, y)
			}
		}
	}
}

// TestTurnTrackBoxExplainsItsNote: hovering a box of the turn track whose
// note is terse ("snipe +3") draws a tooltip that says it in sentences;
// a box with no note draws none.
func TestTurnTrackBoxExplainsItsNote(t *testing.T) {
	needLoop(t)
	const w, h = 1440, 900
	m := uistate.NewModel(newSession(t, "isandlwana", 1879), [2]*uistate.Bot{})
	a := NewAppPlaying(m)
	a.fixedW, a.fixedH, a.fixedS = w, h, 1
	a.LayoutF(w, h)
	a.fitCamera(true)
	a.hover, a.mouse = hexmap.None, uistate.Point{X: -100, Y: -100}
	plain := snap(t, w, h, a.drawPlay) // draws the bar: turnBoxes now known
	var withNote, without *turnBoxAt
	for i := range a.turnBoxes {
		if len(a.turnBoxes[i].Tip) > 0 && withNote == nil {
			withNote = &a.turnBoxes[i]
		}
		if len(a.turnBoxes[i].Tip) == 0 && without == nil {
			without = &a.turnBoxes[i]
		}
	}
	if withNote == nil || without == nil {
		t.Fatalf("turn boxes %+v: want one with a tip and one without", a.turnBoxes)
	}
	changed := func(r uistate.Rect) int {
		a.tip = uistate.Rect{}
		a.mouse = uistate.Point{X: r.X + r.W/2, Y: r.Y + r.H/2}
		img := snap(t, w, h, a.drawPlay)
		shot(t, "turn-tip.png", img)
		n := 0
		for y := int(a.playLayout().Map.Y); y < h; y++ {
			for x := 0; x < w; x++ {
				if img.RGBAAt(x, y) != plain.RGBAAt(x, y) {
					n++
				}
			}
		}
		return n
	}
	if n := changed(without.Rect); n != 0 {
		t.Errorf("hovering a turn with nothing to say changed %d pixels below the bar", n)
	}
	if n := changed(withNote.Rect); n < 500 || a.tip.W == 0 {
		t.Errorf("hovering a turn with %q changed %d pixels below the bar: no tooltip", withNote.Tip, n)
	}
}

// A save whose replay differs from the file (an edited or damaged action)
// still opens, so that no game is lost, but the load dialog says so before
// it is picked and the panel keeps the warning after the notice fades.
func TestLoadingASaveThatDoesNotReplayAsSavedSaysSo(t *testing.T) {
	dir := t.TempDir()
	s := newSession(t, "isandlwana", 4)
	for i := 0; i < 2; i++ {
		if err := s.Apply(isandlwana.Action{Kind: isandlwana.ActEnd}); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(dir, "edited.json")
	if err := s.Save(path, "test"); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	acts := m["actions"].([]any)
	acts[len(acts)-1] = "attack 0101 2501" // never legal
	if data, err = json.Marshal(m); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}

	e := uistate.CheckFile(path)
	if e.Kind != uistate.KindGame || !strings.HasPrefix(e.Summary, uistate.DivergedLabel) {
		t.Errorf("listed as %v %q, want a game whose summary opens with %q", e.Kind, e.Summary, uistate.DivergedLabel)
	}
	l, err := uistate.LoadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	a := NewApp(1879)
	a.menu = uistate.NewMenu(windowBots(), 1879)
	a.openLoaded(l)
	if a.model == nil || !a.model.IsError || !strings.Contains(a.model.Info, "does not replay as saved") || !strings.Contains(a.model.Info, "edited or damaged") {
		t.Errorf("the panel reads %q (error %v), want the warning kept", a.model.Info, a.model != nil && a.model.IsError)
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(after, data) {
		t.Error("loading changed the file")
	}
}
