package tacticalui

import (
	"flag"
	"image"
	"image/color"
	"math"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/assets"
	"zulu1879/hexmap"
	"zulu1879/tactical/tables"
	"zulu1879/ui/paint"
	"zulu1879/ui/paint/painttest"
	"zulu1879/ui/uistate"
)

var (
	haveLoop bool
	shots    = flag.String("shots", "", "write the screens drawn by the pixel tests into this folder")
)

// The pixel tests need Ebitengine's game loop: TestMain runs the tests
// inside it when a display exists.
func TestMain(m *testing.M) { painttest.Main(m, "tacticalui", &haveLoop) }

func needLoop(t testing.TB) { t.Helper(); painttest.NeedLoop(t, haveLoop) }

func savePNG(t testing.TB, name string, img image.Image) {
	t.Helper()
	painttest.SavePNG(t, *shots, name, img)
}

func newScreen(t testing.TB) *Screen {
	t.Helper()
	s, err := NewBuiltin()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Release)
	return s
}

// firstSide finds the first side of the map whose features are exactly
// want (in the map's side order).
func firstSide(t testing.TB, s *Screen, want ...hexmap.Feature) hexmap.Side {
	t.Helper()
	sides := s.Board.Map.Sides
	for _, side := range sides.All() {
		if slices.Equal(sides.At(side), want) {
			return side
		}
	}
	t.Fatalf("the map has no side holding exactly %v", want)
	return hexmap.Side{}
}

// sidePixel is the screen pixel at fraction t along side.
func sidePixel(s *Screen, side hexmap.Side, t float64) image.Point {
	a, b := sideEnds(side)
	p := s.Board.Cam.ToScreen(lerp(a, b, t))
	return image.Pt(int(math.Round(p.X)), int(math.Round(p.Y)))
}

// zoomedOn lays out s at 1600×1000 zoomed in on h, roofs hidden.
func zoomedOn(s *Screen, h hexmap.Hex) {
	s.Layout(1600, 1000)
	s.Board.Roofs = false
	s.Board.Cam.ZoomAt(2.5, s.Board.Cam.View.Center())
	s.Board.Cam.CenterOn(h)
}

// A building wall is drawn on its hexside in the wall's colour, and a
// closed door in the door's; once broken the door's leaf no longer stands
// across the gap, and once a hole is dug the wall's middle is gone: the
// board noticed and drew its static layer again, once each time.
func TestWallsAndDoorsAreDrawnOnTheirHexsides(t *testing.T) {
	needLoop(t)
	s := newScreen(t)
	wall := firstSide(t, s, hexmap.Feature{Kind: hexmap.BuildingWall})
	door := firstSide(t, s, hexmap.Feature{Kind: hexmap.Door})
	zoomedOn(s, door.Hex)
	img := s.Snapshot(1600, 1000)
	savePNG(t, "walls-doors.png", img)
	if p := sidePixel(s, wall, 0.5); !s.Board.Cam.View.Contains(uistate.Point{X: float64(p.X), Y: float64(p.Y)}) {
		// The wall may lie off the zoomed view: look at it whole.
		s.Board.Cam.CenterOn(wall.Hex)
		img = s.Snapshot(1600, 1000)
	}
	if p := sidePixel(s, wall, 0.5); !painttest.Like(img.RGBAAt(p.X, p.Y), colBuildingWall, 12) {
		t.Errorf("wall %s: pixel %v is %v, want the wall colour %v", wall, p, img.RGBAAt(p.X, p.Y), colBuildingWall)
	}
	s.Board.Cam.CenterOn(door.Hex)
	img = s.Snapshot(1600, 1000)
	p := sidePixel(s, door, 0.5)
	if !painttest.Like(img.RGBAAt(p.X, p.Y), colDoor, 12) {
		t.Errorf("closed door %s: pixel %v is %v, want the door colour %v", door, p, img.RGBAAt(p.X, p.Y), colDoor)
	}
	// Its ends are wall.
	if q := sidePixel(s, door, 0.08); !painttest.Like(img.RGBAAt(q.X, q.Y), colBuildingWall, 12) {
		t.Errorf("closed door %s: the wall beside it at %v is %v", door, q, img.RGBAAt(q.X, q.Y))
	}
	before := s.Board.layerDraws
	if err := s.Board.Map.Sides.SetState(door, hexmap.Door, hexmap.Smashed); err != nil {
		t.Fatal(err)
	}
	img = s.Snapshot(1600, 1000)
	savePNG(t, "door-broken.png", img)
	if s.Board.layerDraws != before+1 {
		t.Errorf("breaking a door drew the layer %d times, want once", s.Board.layerDraws-before)
	}
	if painttest.Like(img.RGBAAt(p.X, p.Y), colDoor, 12) {
		t.Errorf("broken door %s: pixel %v still shows the closed leaf", door, p)
	}
	// A hole dug through the wall.
	s.Board.Cam.CenterOn(wall.Hex)
	s.Snapshot(1600, 1000)
	before = s.Board.layerDraws
	if err := s.Board.Map.Sides.Replace(wall, hexmap.BuildingWall, hexmap.Feature{Kind: hexmap.Hole}); err != nil {
		t.Fatal(err)
	}
	img = s.Snapshot(1600, 1000)
	s.Snapshot(1600, 1000)
	if s.Board.layerDraws != before+1 {
		t.Errorf("digging a hole drew the layer %d times, want once", s.Board.layerDraws-before)
	}
	if p := sidePixel(s, wall, 0.5); painttest.Like(img.RGBAAt(p.X, p.Y), colBuildingWall, 12) {
		t.Errorf("hole in %s: pixel %v still shows the wall", wall, p)
	}
}

// Showing the roofs covers the hospital's floor; hiding them shows it.
func TestRoofsKeyShowsAndHidesTheHospitalRoof(t *testing.T) {
	needLoop(t)
	s := newScreen(t)
	hosp, ok := s.Board.Map.Area("hospital")
	if !ok {
		t.Fatal("no hospital")
	}
	s.Layout(1600, 1000)
	floor := groundColour(s.Board.Map.Symbol(hosp.Hexes[0]))
	count := func(img *image.RGBA) (onFloor int) {
		for _, h := range hosp.Hexes {
			c := s.Board.Cam.HexScreen(h)
			// A point a third of the way down from the centre, clear of
			// the hex id and the room names.
			x, y := int(c.X), int(c.Y+s.Board.Cam.Scale*0.3)
			if painttest.Like(img.RGBAAt(x, y), floor, 6) {
				onFloor++
			}
		}
		return onFloor
	}
	s.Board.Roofs = true
	on := s.Snapshot(1600, 1000)
	s.Board.Roofs = false
	off := s.Snapshot(1600, 1000)
	savePNG(t, "roofs-on.png", on)
	n := len(hosp.Hexes)
	if got := count(off); got < n*3/4 {
		t.Errorf("roofs hidden: %d of %d hospital hexes show the floor colour", got, n)
	}
	if got := count(on); got > n/10 {
		t.Errorf("roofs shown: %d of %d hospital hexes still show the bare floor", got, n)
	}
}

// The time track paints the night turns dark and the day turns light, and
// rings the present turn.
func TestTimeTrackMarksNight(t *testing.T) {
	needLoop(t)
	s := newScreen(t)
	s.Turn = 3
	img := s.Snapshot(1600, 1000)
	tt := NewTimeTrack(s.layout().Track, 1)
	at := func(turn int) image.Point {
		r := tt.Row(turn, 0)
		return image.Pt(int(r.X+3), int(r.Y+3))
	}
	for _, tc := range []struct {
		turn int
		want color.RGBA
	}{{1, colDay}, {tables.NightTurn - 1, colDay}, {tables.NightTurn, colNight}, {tables.Turns, colNight}} {
		if p := at(tc.turn); !painttest.Like(img.RGBAAt(p.X, p.Y), tc.want, 8) {
			t.Errorf("turn %d: pixel %v is %v, want %v", tc.turn, p, img.RGBAAt(p.X, p.Y), tc.want)
		}
	}
	c := tt.Cell(3)
	if p := image.Pt(int(c.X+c.W/2), int(c.Y)); !painttest.Near(img, p, 1, colNow, 10) {
		t.Errorf("the present turn 3 is not ringed at %v", p)
	}
	// British fatigue shows from its turn on, Zulu fatigue later.
	if p := tt.Row(tables.BritishFatigueTurn, 2); !painttest.Like(img.RGBAAt(int(p.X+p.W/2), int(p.Y+p.H/2)), colFatigued, 8) {
		t.Errorf("British fatigue is not shown at turn %d", tables.BritishFatigueTurn)
	}
	if p := tt.Row(tables.BritishFatigueTurn, 3); !painttest.Like(img.RGBAAt(int(p.X+p.W/2), int(p.Y+p.H/2)), colFresh, 8) {
		t.Errorf("the Zulus are shown tired at turn %d", tables.BritishFatigueTurn)
	}
}

// The static layer is drawn once for frames that change nothing, and
// again on a zoom; the counters' sprites are drawn once each.
func TestLayerAndSpritesAreCached(t *testing.T) {
	needLoop(t)
	s := newScreen(t)
	s.Counters = DemoCounters(s.Board.Map, 140, 150)
	s.Snapshot(1600, 1000)
	layers, sprites := s.Board.layerDraws, s.atlas.draws
	s.Snapshot(1600, 1000)
	s.Board.Hover = hexmap.H(20, 20)
	s.Snapshot(1600, 1000)
	if s.Board.layerDraws != layers || s.atlas.draws != sprites {
		t.Errorf("frames with nothing new drew the layer %d and %d sprites more", s.Board.layerDraws-layers, s.atlas.draws-sprites)
	}
	s.Board.Cam.ZoomAt(1.5, s.Board.Cam.View.Center())
	s.Snapshot(1600, 1000)
	if s.Board.layerDraws != layers+1 {
		t.Errorf("a zoom drew the layer %d times, want once", s.Board.layerDraws-layers)
	}
	if s.atlas.draws <= sprites {
		t.Error("a zoom did not draw the sprites at the new size")
	}
}

// A selected man's counter is ringed in the selection colour; before, it
// is not.
func TestSelectedMenAreRinged(t *testing.T) {
	needLoop(t)
	s := newScreen(t)
	s.Counters = DemoCounters(s.Board.Map, 140, 150)
	s.Layout(1600, 1000)
	s.Board.Cam.ZoomAt(2, s.Board.Cam.View.Center())
	s.Board.Cam.CenterOn(s.Counters[0].Hex)
	s.Board.Roofs = false
	rects := counterRects(nil, &s.Board.Cam, s.Counters)
	top := image.Pt(int(rects[0].X+rects[0].W/2), int(rects[0].Y)-1)
	img := s.Snapshot(1600, 1000)
	if painttest.Near(img, top, 1, colSelect, 16) {
		t.Fatalf("the unselected counter is ringed at %v", top)
	}
	s.SelectAll()
	img = s.Snapshot(1600, 1000)
	savePNG(t, "selected.png", img)
	if !painttest.Near(img, top, 1, colSelect, 16) {
		t.Errorf("the selected counter's top edge %v is %v", top, img.RGBAAt(top.X, top.Y))
	}
}

func TestShotMarks(t *testing.T) {
	needLoop(t)
	if *shots == "" {
		t.Skip("only with -shots")
	}
	s := newScreen(t)
	s.Counters = DemoCounters(s.Board.Map, 140, 150)
	s.Board.Marks = DemoMarks(s.Board.Map, s.Counters)
	s.Turn = 10
	zoomedOn(s, hexmap.H(24, 20))
	s.Board.Roofs = true
	savePNG(t, "marks.png", s.Snapshot(1600, 1000))
}

// A burning hex shows a flame over its men; night shades the board.
func TestFiresAndNightAreDrawn(t *testing.T) {
	needLoop(t)
	s := newScreen(t)
	room, _ := s.Board.Map.Area("hospital-b5")
	zoomedOn(s, room.Hexes[0])
	s.Counters = DemoCounters(s.Board.Map, 140, 150)
	grass := hexmap.H(30, 26)
	gc := s.Board.Cam.HexScreen(grass)
	gp := image.Pt(int(gc.X), int(gc.Y+s.Board.Cam.Scale*0.3))
	day := s.Snapshot(1600, 1000)
	s.Board.Marks.Fires = room.Hexes
	s.Turn = tables.NightTurn
	night := s.Snapshot(1600, 1000)
	savePNG(t, "fire-night.png", night)
	for _, h := range room.Hexes {
		c := s.Board.Cam.HexScreen(h)
		r := s.Board.Cam.Scale
		// The flame's heart, a little above its foot.
		p := image.Pt(int(c.X-r*0.5), int(c.Y+r*0.72-r*0.2))
		if !painttest.Near(night, p, 2, colFlameIn, 30) && !painttest.Near(night, p, 2, colFlame, 30) {
			t.Errorf("burning %s: no flame at %v (%v)", h, p, night.RGBAAt(p.X, p.Y))
		}
	}
	if d, n := day.RGBAAt(gp.X, gp.Y), night.RGBAAt(gp.X, gp.Y); !painttest.Like(d, groundColour('.'), 4) || int(n.R)+int(n.G)+int(n.B) >= int(d.R)+int(d.G)+int(d.B)-30 {
		t.Errorf("grass at %v: day %v, night %v: want the night darker", gp, d, n)
	}
}

// An atlas too small for a frame's looks starts again with that frame's
// looks and draws each once; it does not loop.
func TestAtlasStartsAgainWhenFull(t *testing.T) {
	needLoop(t)
	a := NewAtlas()
	defer a.Release()
	px := 200 // 10 × 10 slots of 202 pixels
	var cs []Counter
	for i := 0; i < 150; i++ {
		cs = append(cs, Counter{Side: British, Label: itoa(i)})
	}
	a.ensure(px, cs[:60])
	a.ensure(px, cs[60:])
	if a.draws != 60+90 {
		t.Errorf("%d sprites drawn, want 150", a.draws)
	}
	if len(a.slots) != 90 {
		t.Errorf("the atlas holds %d looks after starting again, want the 90 of the last frame", len(a.slots))
	}
	a.ensure(px, cs)
	if len(a.slots) != a.capacity() {
		t.Errorf("a frame of 150 looks filled %d of %d slots", len(a.slots), a.capacity())
	}
}

func TestShotOrders(t *testing.T) {
	needLoop(t)
	if *shots == "" {
		t.Skip("only with -shots")
	}
	s := newScreen(t)
	s.Counters = DemoCounters(s.Board.Map, 140, 150)
	s.Layout(1600, 1000)
	s.Board.Roofs = false
	s.Board.Cam.ZoomAt(1.8, s.Board.Cam.View.Center())
	s.Board.Cam.CenterOn(hexmap.H(30, 18))
	s.SelectAll()
	s.FireAtClosestDanger()
	savePNG(t, "fire-orders.png", s.Snapshot(1600, 1000))
	s.Counters = DemoCounters(s.Board.Map, 70, 60)
	for i := range s.Counters {
		c := &s.Counters[i]
		if c.Side == British && c.Kind != Patient && len(s.Board.Map.AreasAt(c.Hex)) > 0 {
			c.Selected = s.Board.Map.AreasAt(c.Hex)[0] != "perimeter"
		}
	}
	s.ManTheWalls()
	savePNG(t, "wall-orders.png", s.Snapshot(1600, 1000))
}

func TestShotRoofMen(t *testing.T) {
	needLoop(t)
	if *shots == "" {
		t.Skip("only with -shots")
	}
	s := newScreen(t)
	s.Counters = DemoCounters(s.Board.Map, 140, 150)
	zoomedOn(s, hexmap.H(44, 19))
	savePNG(t, "roof-men-hidden.png", s.Snapshot(1600, 1000))
	s.Board.Roofs = true
	savePNG(t, "roof-men-shown.png", s.Snapshot(1600, 1000))
}

func TestShotHiDPI(t *testing.T) {
	needLoop(t)
	if *shots == "" {
		t.Skip("only with -shots")
	}
	s := newScreen(t)
	s.SetUIScale(2)
	s.Counters = DemoCounters(s.Board.Map, 140, 150)
	savePNG(t, "hidpi.png", s.Snapshot(2880, 1800))
}

// A frame where the view changed is drawn straight into the screen
// (board and panel), the next one keeps the pictures, the ones after copy
// them: all three look the same. The bar and the time track, which did
// not change, are copied throughout.
func TestChangedFramesDrawDirectThenKeepThePicture(t *testing.T) {
	s := settledDemo(t)
	s.Board.Roofs = false
	s.Board.Hover = s.Counters[0].Hex // the panel changes too, not the bar
	d0, p0, c0, t0 := s.Board.directDraws, s.Board.pictureDraws, s.chromeDraws, s.topDraws
	direct := s.Snapshot(1600, 1000)
	kept := s.Snapshot(1600, 1000)
	copied := s.Snapshot(1600, 1000)
	if s.Board.directDraws != d0+1 || s.Board.pictureDraws != p0+1 {
		t.Errorf("three frames after a change: %d drawn straight, %d pictures made; want 1 and 1", s.Board.directDraws-d0, s.Board.pictureDraws-p0)
	}
	if s.chromeDraws != c0+2 || s.topDraws != t0 {
		t.Errorf("three frames after the pointer moved: the panel drawn %d times (want 2: straight, then kept), the bar and track %d (want 0)", s.chromeDraws-c0, s.topDraws-t0)
	}
	for name, img := range map[string]*image.RGBA{"kept": kept, "copied": copied} {
		if n, box := pixelDiff(direct, img); n > 0 {
			t.Errorf("the %s picture differs from the frame drawn straight in %d bytes, within %v", name, n, box)
		}
	}
}

// settledDemo is the screen with the demo's 140 British and 150 Zulu
// counters after two frames: its pictures kept.
func settledDemo(t *testing.T) *Screen {
	t.Helper()
	needLoop(t)
	s := newScreen(t)
	s.Counters = DemoCounters(s.Board.Map, 140, 150)
	s.Snapshot(1600, 1000)
	s.Snapshot(1600, 1000)
	return s
}

// pixelDiff counts the bytes in which a and b (the same size) differ, and
// the box around them.
func pixelDiff(a, b *image.RGBA) (int, image.Rectangle) {
	n, box := 0, image.Rectangle{}
	w := a.Bounds().Dx()
	for i := range a.Pix {
		if a.Pix[i] != b.Pix[i] {
			n++
			p := image.Pt((i/4)%w, (i/4)/w)
			box = box.Union(image.Rectangle{p, p.Add(image.Pt(1, 1))})
		}
	}
	return n, box
}

// TestCounterChangesPatchThePicture: when only counters change (one
// steps to the next hex, one onto a roof, one is hit, one selected,
// stacks shift), the board's kept picture is patched where they were and
// are, not drawn whole, and the frame is the same, pixel for pixel, as a
// new screen drawing that position from scratch.
func TestCounterChangesPatchThePicture(t *testing.T) {
	s := settledDemo(t)
	cs := s.Counters
	cs[0].Hex = cs[0].Hex.Neighbors()[3]
	cs[5].Hex = cs[6].Hex // onto another's stack
	cs[7].Wound = Wounded
	cs[9].Selected = true
	cs[len(cs)-1].Hex = cs[len(cs)-1].Hex.Neighbors()[1]
	cs[11].Hex, cs[11].Roof = s.Board.Map.Roofs[0].Hexes[0], true
	d0, p0, q0 := s.Board.directDraws, s.Board.pictureDraws, s.Board.patchDraws
	patched := s.Snapshot(1600, 1000)
	if s.Board.directDraws != d0 || s.Board.pictureDraws != p0 || s.Board.patchDraws != q0+1 {
		t.Errorf("a frame where counters changed: %d drawn straight, %d pictures made, %d patched; want 0, 0 and 1", s.Board.directDraws-d0, s.Board.pictureDraws-p0, s.Board.patchDraws-q0)
	}
	fresh := newScreen(t)
	fresh.Counters = slices.Clone(cs)
	want := fresh.Snapshot(1600, 1000)
	if n, box := pixelDiff(want, patched); n > 0 {
		savePNG(t, "patched.png", patched)
		savePNG(t, "patched-want.png", want)
		t.Errorf("the patched picture differs from the position drawn from scratch in %d bytes, within %v", n, box)
	}
}

// Every frame paints every pixel of the screen opaque, so the window need
// not clear it: over a stale magenta fill, at several sizes, UI scales
// (a fractional one too), zooms and pans (the map partly out of view), and
// on frames drawn straight, kept and copied, no magenta is left.
func TestFramePaintsEveryPixel(t *testing.T) {
	needLoop(t)
	stale := color.RGBA{0xFF, 0x00, 0xFF, 0xFF}
	for _, tc := range []struct {
		w, h       int
		k, zoom    float64
		panX, panY float64
	}{
		{1600, 1000, 1, 1, 0, 0},
		{1280, 800, 1, 3, 0, 0},
		{1000, 700, 1.37, 1, 0, 0},
		{1600, 1000, 1, 2.2, 700, -500},
		{2880, 1800, 2, 1, 0, 0},
	} {
		s := newScreen(t)
		s.SetUIScale(tc.k)
		s.Counters = DemoCounters(s.Board.Map, 140, 150)
		s.Layout(tc.w, tc.h)
		s.Board.Cam.ZoomAt(tc.zoom, s.Board.Cam.View.Center())
		s.Board.Cam.Pan(tc.panX, tc.panY)
		for frame := 0; frame < 3; frame++ {
			img := paint.Snapshot(tc.w, tc.h, func(dst *ebiten.Image) {
				dst.Fill(stale)
				s.Layout(tc.w, tc.h)
				s.Draw(dst)
			})
			n, first := 0, image.Point{-1, -1}
			for y := 0; y < tc.h; y++ {
				for x := 0; x < tc.w; x++ {
					if img.RGBAAt(x, y) == stale {
						if n == 0 {
							first = image.Pt(x, y)
						}
						n++
					}
				}
			}
			if n > 0 {
				t.Errorf("%dx%d at scale %.2f, zoom %.1f, pan (%.0f,%.0f), frame %d: %d stale pixels, the first at %v", tc.w, tc.h, tc.k, tc.zoom, tc.panX, tc.panY, frame, n, first)
				savePNG(t, "stale.png", img)
				break
			}
		}
	}
}

// TestBuildingNamesAreWrittenOverTheCounters: the Storehouse's name
// stands along its north wall, where the men in the yard stand; with a
// British counter on every hex under it, the name's letters stay where
// they are on the empty map, over the counters' squares too.
func TestBuildingNamesAreWrittenOverTheCounters(t *testing.T) {
	needLoop(t)
	s := newScreen(t)
	s.Layout(1600, 1000)
	store, ok := s.Board.Map.Area("storehouse")
	if !ok {
		t.Fatal("no storehouse on the map")
	}
	c := s.Board.Cam.ToScreen(northOf(store.Hexes))
	f := paint.Face(assets.Bold, math.Max(9, s.Board.Cam.Scale*0.95))
	w, lh := paint.TextWidth(f, "Storehouse"), paint.LineHeight(f)
	box := image.Rect(int(c.X-w/2), int(c.Y-lh/2), int(c.X+w/2), int(c.Y+lh/2))
	empty := s.Snapshot(1600, 1000)
	seen := map[hexmap.Hex]bool{}
	for x := box.Min.X; x <= box.Max.X; x += 2 {
		for y := box.Min.Y; y <= box.Max.Y; y += 2 {
			if h, ok := s.Board.Cam.HexAt(uistate.Point{X: float64(x), Y: float64(y)}); ok && !seen[h] {
				seen[h] = true
				s.Counters = append(s.Counters, Counter{ID: "B" + itoa(100+len(seen)), Side: British, Kind: Infantry, Label: itoa(len(seen)), Hex: h})
			}
		}
	}
	covered := s.Snapshot(1600, 1000)
	letters, kept := 0, 0
	for _, r := range counterRects(nil, &s.Board.Cam, s.Counters) {
		sq := image.Rect(int(r.X), int(r.Y), int(r.X+r.W), int(r.Y+r.H)).Intersect(box)
		for y := sq.Min.Y; y < sq.Max.Y; y++ {
			for x := sq.Min.X; x < sq.Max.X; x++ {
				if painttest.Like(empty.RGBAAt(x, y), colLabel, 40) {
					letters++
					if painttest.Like(covered.RGBAAt(x, y), colLabel, 40) {
						kept++
					}
				}
			}
		}
	}
	if letters < 20 || kept < letters*9/10 {
		t.Errorf("of the name's %d letter pixels over the %d counters' squares, %d stay letters", letters, len(seen), kept)
	}
}
