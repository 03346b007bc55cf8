package ui

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/assets"
	"zulu1879/hexmap"
	"zulu1879/isandlwana"
	"zulu1879/saves"
	"zulu1879/scenarios"
	"zulu1879/ui/paint"
	"zulu1879/ui/paint/painttest"
	"zulu1879/ui/uistate"
	"zulu1879/units"
)

// The pixel tests need Ebitengine's game loop: TestMain runs the tests from
// inside Update when a display exists (make test provides Xvfb).
var haveLoop bool

func TestMain(m *testing.M) { painttest.Main(m, "ui", &haveLoop) }

func needLoop(t testing.TB) {
	t.Helper()
	if !haveLoop {
		t.Skip("no display (DISPLAY unset): pixel tests need X11; run under xvfb-run (make test does)")
	}
}

func newGame(t testing.TB, id string, seed uint64) *isandlwana.State {
	t.Helper()
	s, err := scenarios.Builtin(id)
	if err != nil {
		t.Fatal(err)
	}
	return isandlwana.New(s, seed, isandlwana.Options{})
}

func newSession(t testing.TB, id string, seed uint64) *saves.Session {
	t.Helper()
	s, err := saves.Start(id, seed, isandlwana.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func render(t testing.TB, m *uistate.Model, w, h int) *image.RGBA {
	t.Helper()
	dst := ebiten.NewImage(w, h)
	defer dst.Deallocate()
	img, err := Snapshot(dst, func(d *ebiten.Image) { DrawPlay(d, m, 1) })
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// Probe is CounterProbe, for brevity.
func Probe(cam *uistate.Camera, h hexmap.Hex) image.Point { return CounterProbe(cam, h) }

// near reports whether a pixel within 3 px of p is within tol of want.
func near(img *image.RGBA, p image.Point, want color.RGBA, tol int) bool {
	return painttest.Near(img, p, 3, want, tol)
}

// topUnit is the counter the state puts on top of hex h's stack: the
// strongest combat unit, else a leader.
func topUnit(g *isandlwana.State, h hexmap.Hex) *isandlwana.Unit {
	var top *isandlwana.Unit
	for _, i := range g.UnitsAt(h) {
		u := &g.Units[i]
		if u.Kind == units.Leader {
			if top == nil {
				top = u
			}
			continue
		}
		if top == nil || top.Kind == units.Leader || u.Strength >= top.Strength {
			top = u
		}
	}
	return top
}

// checkCounters verifies every British and Zulu hex shows its counter colour.
func checkCounters(t *testing.T, img *image.RGBA, m *uistate.Model) (british, zulu int) {
	t.Helper()
	g := m.Game()
	mp := g.Map()
	for i := 0; i < mp.Size(); i++ {
		h := mp.HexAt(i)
		p := Probe(&m.Cam, h)
		v := m.Cam.View
		if !p.In(image.Rect(int(v.X)+4, int(v.Y)+4, int(v.X+v.W)-4, int(v.Y+v.H)-4)) {
			continue
		}
		if u := topUnit(g, h); u != nil {
			british++
			if !near(img, p, CounterColor(u), 24) {
				t.Errorf("%s in %s: no %v near pixel %v (found %v)", u.ID, h, CounterColor(u), p, img.RGBAAt(p.X, p.Y))
			}
		}
		if g.ZulusAt(h) > 0 {
			zulu++
			if !near(img, p, ZuluCounterColor(), 24) {
				t.Errorf("Zulus in %s: no counter colour near pixel %v (found %v)", h, p, img.RGBAAt(p.X, p.Y))
			}
		}
	}
	return british, zulu
}

func distinctColours(img *image.RGBA) int {
	seen := map[color.RGBA]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			seen[img.RGBAAt(x, y)] = true
		}
	}
	return len(seen)
}

func TestDrawPlayShowsCountersWhereTheStateHasThem(t *testing.T) {
	needLoop(t)
	for _, tc := range []struct {
		name string
		w, h int
		prep func(t *testing.T, m *uistate.Model)
	}{
		{"opening 1600x1000", 1600, 1000, func(*testing.T, *uistate.Model) {}},
		{"opening 1024x700", 1024, 700, func(*testing.T, *uistate.Model) {}},
		{"crowded, zoomed in", 1600, 1000, func(t *testing.T, m *uistate.Model) {
			crowd(t, m.S)
			DrawPlay(ebiten.NewImage(1600, 1000), m, 1) // fit the camera first
			m.Cam.ZoomAt(1.8, m.Cam.HexScreen(hexmap.H(14, 6)))
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := uistate.NewModel(newSession(t, "isandlwana", 11), [2]*Bot{})
			tc.prep(t, m)
			img := render(t, m, tc.w, tc.h)
			if img.Bounds().Dx() != tc.w || img.Bounds().Dy() != tc.h {
				t.Fatalf("image %v, want %dx%d", img.Bounds(), tc.w, tc.h)
			}
			if n := distinctColours(img); n < 200 {
				t.Fatalf("only %d distinct colours: the frame looks blank", n)
			}
			b, z := checkCounters(t, img, m)
			if b == 0 || z == 0 {
				t.Fatalf("checked %d British and %d Zulu hexes, want some of each", b, z)
			}
		})
	}
}

func TestHighlightedDestinationsAreTinted(t *testing.T) {
	needLoop(t)
	m := uistate.NewModel(newSession(t, "isandlwana", 11), [2]*Bot{})
	m.End()
	m.ConfirmHandOver()
	DrawPlay(ebiten.NewImage(1600, 1000), m, 1)
	plain := render(t, m, 1600, 1000)
	m.ClickHex(hexmap.H(16, 1))
	lit := render(t, m, 1600, 1000)
	n, changed := 0, 0
	for h, hl := range m.Highlights() {
		if hl.Kind != uistate.HLDest || g0(m).ZulusAt(h) > 0 || len(g0(m).UnitsAt(h)) > 0 {
			continue
		}
		c := m.Cam.HexScreen(h)
		p := image.Pt(int(c.X-0.3*m.Cam.Scale), int(c.Y+0.3*m.Cam.Scale))
		n++
		if plain.RGBAAt(p.X, p.Y) != lit.RGBAAt(p.X, p.Y) {
			changed++
		}
	}
	if n == 0 || changed < n*9/10 {
		t.Fatalf("%d of %d lit empty hexes changed colour", changed, n)
	}
}

func g0(m *uistate.Model) *isandlwana.State { return m.Game() }

func TestDrawMenuIsNotBlank(t *testing.T) {
	needLoop(t)
	dst := ebiten.NewImage(1280, 800)
	img, err := Snapshot(dst, func(d *ebiten.Image) { DrawMenu(d, 1, 42) })
	if err != nil {
		t.Fatal(err)
	}
	if n := distinctColours(img); n < 20 {
		t.Fatalf("start screen has %d colours", n)
	}
	gold := 0
	for y := 0; y < 300; y++ {
		for x := 0; x < 1280; x++ {
			if c := img.RGBAAt(x, y); c.R > 200 && c.G > 170 && c.B < 120 {
				gold++
			}
		}
	}
	if gold < 500 {
		t.Errorf("%d gold title pixels, want a visible title", gold)
	}
}

func TestOverlaysDrawWithoutPanic(t *testing.T) {
	needLoop(t)
	for _, tc := range []struct {
		name string
		set  func(m *uistate.Model)
	}{
		{"help", func(m *uistate.Model) { m.ShowHelp = true }},
		{"rules", func(m *uistate.Model) { m.ShowRules = true }},
		{"hand-over", func(m *uistate.Model) { m.Curtain = true; m.End() }},
		{"banner", func(m *uistate.Model) {
			m.Banner = &uistate.Banner{Text: "The ammunition wagon is taken at 1008 (8.7) · Durnford is killed"}
		}},
		{"tiny window", func(m *uistate.Model) {}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := uistate.NewModel(newSession(t, "isandlwana", 2), [2]*Bot{})
			tc.set(m)
			w, h := 1400, 900
			if tc.name == "tiny window" {
				w, h = 640, 420
			}
			before := render(t, uistate.NewModel(newSession(t, "isandlwana", 2), [2]*Bot{}), w, h)
			img := render(t, m, w, h)
			shot(t, "overlay-"+strings.ReplaceAll(tc.name, " ", "-")+".png", img)
			x, y := w/2, h/2
			if tc.name == "banner" { // across the top of the map
				x, y = w/3, 100
			}
			if tc.name != "tiny window" && before.RGBAAt(x, y) == img.RGBAAt(x, y) && before.RGBAAt(x+40, y+17) == img.RGBAAt(x+40, y+17) {
				t.Errorf("the %s overlay did not change the screen at %d,%d", tc.name, x, y)
			}
		})
	}
}

// crowd spreads every Zulu unit out of the onrush stacks with legal moves.
func crowd(t testing.TB, s *saves.Session) {
	t.Helper()
	g := s.Game()
	if g.Phase == isandlwana.PhaseSetup {
		if err := s.Apply(isandlwana.Action{Kind: isandlwana.ActEnd}); err != nil {
			t.Fatal(err)
		}
	}
	onrush := append(append([]hexmap.Hex{}, g.Scen.OnrushWest...), g.Scen.OnrushEast...)
	for moved := true; moved; {
		moved = false
		for _, from := range onrush {
			for _, to := range g.ZuluDestinations(from) {
				if g.Scen.IsOnrush(to) || g.ZulusAt(to) > 0 {
					continue
				}
				if err := s.Apply(isandlwana.Action{Kind: isandlwana.ActZuluMove, From: from, To: to}); err != nil {
					t.Fatal(err)
				}
				moved = true
				break
			}
		}
	}
	spread := 0
	for _, n := range g.Zulus {
		if n > 0 {
			spread++
		}
	}
	if g.ZulusOnMap() != g.Scen.TotalZulus() || spread < 100 {
		t.Fatalf("crowded board: %d Zulus on the map in %d hexes", g.ZulusOnMap(), spread)
	}
}

// BenchmarkDrawCrowdedFrame draws one full play-screen frame (1600×1000)
// with all 112 Zulu units spread over the map, then waits for the GPU to
// finish it by reading back one pixel copied out of it (paint.Settle):
// ReadPixels on the frame itself would read back all 6.4 MB of it, which
// the window never does, and cost more than the drawing. Like the window,
// it does not clear the frame first: the play screen paints every pixel,
// so the window tells Ebitengine not to clear it (App.Draw). Nothing
// changes between frames, so, as in the window, only what the last frame
// drew over the kept layers is drawn again (damage.go: here the hint in the
// map's corner); the whole-frame copy it replaced is what
// BenchmarkFrameFloor measures. BenchmarkDrawCrowdedFramePointer has the
// pointer move, BenchmarkDrawCrowdedFrameChanging the board change.
func BenchmarkDrawCrowdedFrame(b *testing.B) {
	needLoop(b)
	s := newSession(b, "isandlwana", 5)
	crowd(b, s)
	m := uistate.NewModel(s, [2]*Bot{})
	dst := ebiten.NewImage(1600, 1000)
	DrawPlay(dst, m, 1)
	paint.Settle(dst)
	b.ResetTimer()
	cpu := processCPU()
	for i := 0; i < b.N; i++ {
		DrawPlay(dst, m, 1)
		paint.Settle(dst)
	}
	reportCPU(b, cpu)
}

// BenchmarkDrawCrowdedFrameChanging is BenchmarkDrawCrowdedFrame with a
// board that changes every frame (another hex selected, so other hexes
// lit): the board picture is drawn again each time, as while a bot plays.
func BenchmarkDrawCrowdedFrameChanging(b *testing.B) {
	needLoop(b)
	s := newSession(b, "isandlwana", 5)
	crowd(b, s)
	m := uistate.NewModel(s, [2]*Bot{})
	dst := ebiten.NewImage(1600, 1000)
	DrawPlay(dst, m, 1)
	paint.Settle(dst)
	var zulus []hexmap.Hex
	for i, n := range m.Game().Zulus {
		if n > 0 {
			zulus = append(zulus, m.Game().Map().HexAt(i))
		}
	}
	before := pictureDraws
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m.ClickHex(zulus[i%len(zulus)])
		dst.Clear()
		DrawPlay(dst, m, 1)
		paint.Settle(dst)
	}
	b.StopTimer()
	if pictureDraws-before != b.N {
		b.Fatalf("the picture was drawn %d times in %d frames", pictureDraws-before, b.N)
	}
}

// BenchmarkDrawCrowdedFramePointer is BenchmarkDrawCrowdedFrame drawn as
// the window draws it (App.Draw into the screen it kept) while the pointer
// goes from Zulu hex to Zulu hex, one a frame: each frame rings another hex
// and shows its tooltip; the board picture is not drawn again.
func BenchmarkDrawCrowdedFramePointer(b *testing.B) {
	needLoop(b)
	s := newSession(b, "isandlwana", 5)
	crowd(b, s)
	m := uistate.NewModel(s, [2]*Bot{})
	a := NewAppPlaying(m)
	a.s, a.w, a.h = 1, 1600, 1000
	a.fitCamera(true)
	dst := ebiten.NewImage(1600, 1000)
	a.Draw(dst)
	paint.Settle(dst)
	var zulus []hexmap.Hex
	for i, n := range m.Game().Zulus {
		if h := m.Game().Map().HexAt(i); n > 0 && m.Cam.View.Contains(m.Cam.HexScreen(h)) {
			zulus = append(zulus, h)
		}
	}
	before := pictureDraws
	b.ResetTimer()
	cpu := processCPU()
	for i := 0; i < b.N; i++ {
		h := zulus[i%len(zulus)]
		a.hover, a.mouse = h, m.Cam.HexScreen(h)
		a.Draw(dst)
		paint.Settle(dst)
	}
	reportCPU(b, cpu)
	b.StopTimer()
	if a.tip.W == 0 {
		b.Fatal("no tooltip was drawn")
	}
	b.ReportMetric(float64(pictureDraws-before)/float64(b.N), "pictures/op")
}

// BenchmarkDrawEmptyFrame is the floor under BenchmarkDrawCrowdedFrame:
// clearing and filling a 1600×1000 frame and waiting for the GPU.
func BenchmarkDrawEmptyFrame(b *testing.B) {
	needLoop(b)
	dst := ebiten.NewImage(1600, 1000)
	for i := 0; i < b.N; i++ {
		dst.Clear()
		dst.Fill(paint.ColPanel)
		paint.Settle(dst)
	}
}

// Bot is the uistate bot type, for brevity.
type Bot = uistate.Bot

// The same screen draws the same pixels every frame: nothing is drawn in
// Go's random map order (place names overlap at small sizes, lit hexes'
// rings touch), so a frame does not flicker and images can be compared.
func TestSameScreenDrawsTheSamePixels(t *testing.T) {
	needLoop(t)
	m := uistate.NewModel(newSession(t, "isandlwana", 11), [2]*Bot{})
	m.End()
	m.ConfirmHandOver()
	m.ClickHex(hexmap.H(16, 1)) // a Zulu stack: its destinations lit, with costs
	first := render(t, m, 400, 250)
	for i := 0; i < 8; i++ {
		if again := render(t, m, 400, 250); !bytes.Equal(again.Pix, first.Pix) {
			t.Fatalf("draw %d differs from the first", i+2)
		}
	}
}

// Every button of the start screen is inside the window, down to the
// smallest window the GUI allows and with the most the screen can hold
// (two resume offers, a game in progress, an error under the seed), at
// both scales; a tall window keeps the full size.
func TestStartScreenFitsTheWindow(t *testing.T) {
	needLoop(t)
	for _, tc := range []struct {
		w, h int
		s    float64
	}{{800, 560, 1}, {1280, 720, 1}, {1600, 1000, 1}, {1600, 1120, 2}, {2560, 1440, 2}} {
		a := NewApp(1879)
		a.s, a.w, a.h = tc.s, tc.w, tc.h
		// The longest bot description (two lines) under the players.
		bots := windowBots()
		bots[0].About = "rule 9's movement; from turn 2 attacks only on the units the sniping cannot finish, strongest first; lone leaders and the wagon hunted first"
		a.menu = uistate.NewMenu(bots, 1879)
		a.menu.Mode = 2 // solitaire against bots[0], after the two hotseats
		a.menu.Resume = []uistate.ResumeOffer{{Path: "a.json", Summary: "Isandlwana, turn 3"}, {Path: "b.json", Summary: "campaign, Rorke's Drift"}}
		a.menu.Err = "seed \"x\": not a number; type digits only, up to 20 of them, or press Random for a new one"
		a.model = uistate.NewModel(newSession(t, "isandlwana", 1), [2]*Bot{})
		a.hits = a.hits[:0]
		shot(t, fmt.Sprintf("start%dx%d.png", tc.w, tc.h), snap(t, tc.w, tc.h, a.drawMenu))
		if a.s != tc.s {
			t.Fatalf("%dx%d: drawing the menu left the scale at %v", tc.w, tc.h, a.s)
		}
		ids := map[string]bool{}
		for _, b := range a.hits {
			ids[b.id] = true
			if b.r.X < 0 || b.r.Y < 0 || b.r.X+b.r.W > float64(tc.w) || b.r.Y+b.r.H > float64(tc.h) {
				t.Errorf("%dx%d at %v×: button %q at %+v is outside the window", tc.w, tc.h, tc.s, b.id, b.r)
			}
		}
		for _, id := range []string{"quit", "resume", "resume:1", "start", "load"} {
			if !ids[id] {
				t.Errorf("%dx%d: no %q button drawn (have %v)", tc.w, tc.h, id, ids)
			}
		}
		if full := a.menuHeight(tc.s, float64(tc.h)); full <= float64(tc.h) {
			for _, b := range a.hits {
				if b.id == "start" && b.r.H != 50*tc.s {
					t.Errorf("%dx%d: the menu was shrunk though it fits (%v ≤ %v)", tc.w, tc.h, full, tc.h)
				}
			}
		}
	}
}

// The rules overlay never cuts its text off: every section is on exactly
// one page, inside the card and clear of the footer, its title clear of its
// number (even "8.10–8.12"); a large window shows it all on one page, a
// small one pages through it.
func TestRulesOverlayPagesInSmallWindows(t *testing.T) {
	for _, tc := range []struct {
		w, h  int
		s     float64
		pages int // 0: any
	}{{800, 560, 1, 0}, {1024, 640, 1, 0}, {1400, 900, 1, 1}, {1600, 1000, 1, 1}, {3200, 2000, 2, 1}, {1600, 1120, 2, 0}} {
		a := NewApp(1)
		a.s, a.w, a.h = tc.s, tc.w, tc.h
		r := a.rulesCard()
		pages := rulesPages(r, tc.s)
		if tc.pages > 0 && len(pages) != tc.pages {
			t.Errorf("%dx%d at %v×: %d pages, want %d", tc.w, tc.h, tc.s, len(pages), tc.pages)
		}
		seen := map[string]int{}
		bf := paint.Face(assets.Bold, 13*tc.s)
		for p, page := range pages {
			if len(page) == 0 {
				t.Errorf("%dx%d: page %d is empty", tc.w, tc.h, p+1)
			}
			for _, b := range page {
				seen[b.Sec.Num]++
				if b.Y < r.Y || b.Bottom > r.Y+r.H-40*tc.s || b.X < r.X {
					t.Errorf("%dx%d: section %s (y %v..%v) leaves the card's text area %+v", tc.w, tc.h, b.Sec.Num, b.Y, b.Bottom, r)
				}
				if b.X+paint.TextWidth(bf, b.Sec.Num)+4*tc.s > b.TextX {
					t.Errorf("%dx%d: section number %s runs into its title", tc.w, tc.h, b.Sec.Num)
				}
			}
		}
		for _, sec := range uistate.RulesSummary {
			if seen[sec.Num] != 1 {
				t.Errorf("%dx%d: section %s shown %d times", tc.w, tc.h, sec.Num, seen[sec.Num])
			}
		}
	}
}

// The seed cursor blinks with the app's own clock, not the wall clock: the
// start screen drawn twice at the same clock time (half a second of wall
// time apart) gives the same pixels, and half a second of app time later
// the cursor is gone.
func TestStartScreenDrawsTheSameAtTheSameClock(t *testing.T) {
	needLoop(t)
	a := NewApp(1879)
	a.s, a.w, a.h = 1, 1280, 720
	first := snap(t, 1280, 720, a.drawMenu)
	time.Sleep(510 * time.Millisecond)
	again := snap(t, 1280, 720, a.drawMenu)
	if !bytes.Equal(first.Pix, again.Pix) {
		t.Error("the start screen drew different pixels at the same clock time")
	}
	a.clock += 0.5
	blinked := snap(t, 1280, 720, a.drawMenu)
	if bytes.Equal(first.Pix, blinked.Pix) {
		t.Error("the seed cursor did not blink after half a second of app time")
	}
}

// The board's cached layer belongs to the board drawn, not to the scenario
// id: a game on revision 1 of the data (an old save) and one on revision 2
// share the id "isandlwana", and 1209 is wagons in the first, tents in the
// second. Drawn one after the other at the same size, each shows its own.
func TestBoardLayerFollowsTheScenarioData(t *testing.T) {
	needLoop(t)
	pixel := func(id string) color.RGBA {
		m := uistate.NewModel(newSession(t, id, 11), [2]*Bot{})
		img := render(t, m, 1200, 780)
		c := m.Cam.HexScreen(hexmap.H(12, 9))
		return img.RGBAAt(int(c.X-0.45*m.Cam.Scale), int(c.Y))
	}
	old, now := pixel("isandlwana@1"), pixel("isandlwana")
	if old == now {
		t.Fatalf("1209 drawn %v on both revisions: the board layer of the first game was reused", now)
	}
	if again := pixel("isandlwana@1"); again != old {
		t.Fatalf("1209 on revision 1 drawn %v, then %v", old, again)
	}
}

// BenchmarkDrawZoomFrame draws the crowded board at a new zoom every frame
// (in and out by a quarter, in turn): every zoom-bound cache (the static
// layer, the shapes, the counter sheet, the picture) is made again each
// time, as when the wheel turns.
func BenchmarkDrawZoomFrame(b *testing.B) {
	needLoop(b)
	s := newSession(b, "isandlwana", 5)
	crowd(b, s)
	m := uistate.NewModel(s, [2]*Bot{})
	dst := ebiten.NewImage(1600, 1000)
	DrawPlay(dst, m, 1)
	paint.Settle(dst)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		f := 1.25
		if i%2 == 1 {
			f = 0.8
		}
		m.Cam.ZoomAt(f, m.Cam.View.Center())
		dst.Clear()
		DrawPlay(dst, m, 1)
		paint.Settle(dst)
	}
}
