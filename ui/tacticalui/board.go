package tacticalui

import (
	"bytes"
	"image"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/assets"
	"zulu1879/hexmap"
	"zulu1879/scenarios/rdtactical"
	"zulu1879/ui/paint"
	"zulu1879/ui/uistate"
)

// Board is the map of the mission station as the screen shows it: the
// ground, the hexside features, the named areas and the Oskarberg box from
// the map data, the roofs over it when shown, and the counters. It draws
// through a camera (zoom and pan as on the Isandlwana board).
//
// What never moves (ground, walls, labels, hex ids) is drawn once into an
// offscreen layer and copied each frame; the layer is drawn again only
// when the zoom changes, the view leaves it, night falls, or a hexside
// changes (a door broken, a hole dug), which the board notices itself.
type Board struct {
	Map *rdtactical.Map
	Cam uistate.Camera
	// Roofs shows the roofs over the buildings (the R key).
	Roofs bool
	// IDs writes every hex's id even when zoomed out (the I key); zoomed
	// in far enough they are written anyway.
	IDs bool
	// Hover is the hex under the pointer (None: none).
	Hover hexmap.Hex
	// Night shades the board (the screen sets it from the turn).
	Night bool
	// Marks are the lit hexes, planned fire, ranks, pairs and fires.
	Marks Marks
	// Above, when set, draws a screen's own pieces over everything else
	// of the board's picture (the skirmish's figures), through Cam, which
	// is the picture's own while the picture is drawn. AboveKey says what
	// it shows: when it changes, the board is drawn again.
	Above    func(dst *ebiten.Image)
	AboveKey []byte

	// uiScale is the screen's UI scale (2 on high-DPI screens): hex ids
	// come in at a zoom that large in device pixels.
	uiScale  float64
	sidesRev int
	// watch are the sides read for changes (sidesStamp), as of a layer
	// holding watchLen featured sides.
	watch    []watched
	watchLen int
	layer    *ebiten.Image
	layerAt  layerKey
	// layerOrg is where the layer's top-left pixel lies relative to the
	// camera's offset, so that it stays put on the map while the view pans.
	layerOrg uistate.Point
	// layerDraws counts the times the layer was drawn (tests read it).
	layerDraws int
	sh         batch
	texts      paint.Texts
	// The picture of the view and what it was drawn for (appendKey).
	picture    *ebiten.Image
	key, picAt []byte
	// picOK: the picture shows picAt. pictureDraws and directDraws count
	// the frames that drew the picture, and those that drew straight
	// into the screen (tests read them).
	picOK        bool
	pictureDraws int
	directDraws  int
	// patchDraws counts the frames that patched the picture where
	// counters changed; picCounters and picRects are the counters the
	// picture shows and their squares (rects: this frame's).
	patchDraws      int
	picCounters     []Counter
	picRects, rects []uistate.Rect
	// shown is what DrawKept last left in its screen; copies and drawn
	// are its lists of this frame.
	shown         boardShown
	copies, drawn []image.Rectangle
}

// boardShown is what the board's view holds in the screen DrawKept last
// drew into: dst and the view's pixels vr; direct when the view was drawn
// straight (the picture is then not drawn yet, but the counters are those
// of picCounters); ring, where the pointer's hex ring was drawn.
type boardShown struct {
	dst    *ebiten.Image
	vr     image.Rectangle
	direct bool
	ring   image.Rectangle
}

// layerKey is what the static layer was drawn for.
type layerKey struct {
	scale    float64
	sidesRev int
	stamp    uint64
	ids      bool
	whole    bool
	night    bool
}

// The static layer covers the whole map up to maxLayer pixels a side;
// zoomed in further it covers the view and layerMargin pixels around it.
const (
	maxLayer    = 2048
	layerMargin = 320
)

// idScale is the hex radius in pixels from which hex ids are written on
// every hex without asking.
const idScale = 22.0

// NewBoard makes the board of map m shown in view.
func NewBoard(m *rdtactical.Map, view uistate.Rect) *Board {
	b := &Board{Map: m, Roofs: true, Hover: hexmap.None}
	b.Cam = uistate.NewCamera(view, worldSize(m.Grid.Cols, m.Grid.Rows))
	b.Cam.Fit()
	return b
}

// SidesChanged tells the board its hexsides changed, so the static layer
// is drawn again. The board notices doors, holes, boxes and the redoubt
// changing on its own (sidesStamp); this is for any other change.
func (b *Board) SidesChanged() { b.sidesRev++ }

// Resize gives the board a new view rectangle.
func (b *Board) Resize(view uistate.Rect) {
	if b.Cam.View == view {
		return
	}
	if b.Cam.View.W <= 0 {
		b.Cam.View = view
		b.Cam.Fit()
		return
	}
	b.Cam.Resize(view)
}

// Release frees the board's offscreen layer.
func (b *Board) Release() {
	if b.layer != nil {
		b.layer.Deallocate()
		b.layer = nil
	}
	if b.picture != nil {
		b.picture.Deallocate()
		b.picture = nil
	}
}

// noteScale is the hex radius in UI pixels from which the notes of lit
// hexes ("3 MP") are written. Their type is 0.42 of the radius, at least
// 7 px: below about 17 px of radius that floor makes a note wider than
// the room left under the counter, and at the whole-map zoom (radius 11
// at 1440×900) the notes ran into each other and into the counters. From
// 18 px the type is its own size (7.5 px up), below it the note is left
// out: the lit hex's colour still says where the men may go.
const noteScale = 18.0

// showNotes reports whether the notes of lit hexes are written at the
// camera's zoom: iff the hex radius on screen is at least noteScale UI
// pixels.
func (b *Board) showNotes() bool { return b.Cam.Scale >= noteScale*max(1, b.uiScale) }

// showIDs reports whether hex ids are written at the camera's zoom.
func (b *Board) showIDs() bool { return b.IDs || b.Cam.Scale >= idScale*max(1, b.uiScale) }

// ensureLayer draws the static layer if what it shows changed or the view
// left it.
func (b *Board) ensureLayer() {
	cam := b.Cam
	w := int(math.Ceil(cam.World.X*cam.Scale)) + 4
	h := int(math.Ceil(cam.World.Y*cam.Scale)) + 4
	whole := w <= maxLayer && h <= maxLayer
	key := layerKey{scale: cam.Scale, sidesRev: b.sidesRev, stamp: b.sidesStamp(), ids: b.showIDs(), whole: whole, night: b.Night}
	fresh := b.layer != nil && b.layerAt == key
	if fresh && !whole {
		lb := b.layer.Bounds()
		x0, y0 := cam.Off.X+b.layerOrg.X, cam.Off.Y+b.layerOrg.Y
		v := cam.View
		fresh = v.X >= x0 && v.Y >= y0 && v.X+v.W <= x0+float64(lb.Dx()) && v.Y+v.H <= y0+float64(lb.Dy())
	}
	if fresh {
		return
	}
	if whole {
		b.layerOrg = uistate.Point{X: -2, Y: -2}
	} else {
		m := float64(layerMargin)
		w = min(int(math.Ceil(cam.View.W+2*m)), maxLayer)
		h = min(int(math.Ceil(cam.View.H+2*m)), maxLayer)
		b.layerOrg = uistate.Point{
			X: math.Round(cam.View.X-(float64(w)-cam.View.W)/2) - cam.Off.X,
			Y: math.Round(cam.View.Y-(float64(h)-cam.View.H)/2) - cam.Off.Y,
		}
	}
	if b.layer == nil || b.layer.Bounds().Dx() != w || b.layer.Bounds().Dy() != h {
		if b.layer != nil {
			b.layer.Deallocate()
		}
		b.layer = ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
	}
	lc := cam
	lc.Off = uistate.Point{X: -b.layerOrg.X, Y: -b.layerOrg.Y}
	lc.View = uistate.Rect{W: float64(w), H: float64(h)}
	b.layer.Fill(colBoardBG)
	b.drawStatic(b.layer, &lc)
	paint.Settle(b.layer)
	b.layerAt = key
	b.layerDraws++
}

// visible reports whether a hex centred at c (screen) may show in view v
// with hexes of radius r.
func visible(c uistate.Point, r float64, v uistate.Rect) bool {
	return c.X+r >= v.X && c.X-r <= v.X+v.W && c.Y+r >= v.Y && c.Y-r <= v.Y+v.H
}

// hexPoints are the corners of the hex centred at c with radius r.
func hexPoints(c uistate.Point, r float64) []uistate.Point {
	pts := make([]uistate.Point, 6)
	for i, o := range unitCorner {
		pts[i] = uistate.Point{X: c.X + o.X*r, Y: c.Y + o.Y*r}
	}
	return pts
}

// drawStatic draws the ground, the grid, the hexsides, the Oskarberg box,
// the place names and the hex ids through cam into dst.
func (b *Board) drawStatic(dst *ebiten.Image, cam *uistate.Camera) {
	m := b.Map
	g := m.Grid
	r := cam.Scale
	sh := &b.sh
	v := cam.View
	// The ground.
	for i := 0; i < g.Size(); i++ {
		h := g.HexAt(i)
		c := cam.HexScreen(h)
		if !visible(c, r, v) {
			continue
		}
		sym := m.Symbol(h)
		// A hair larger than the hex, so no seam shows between two.
		sh.poly(groundColour(sym), hexPoints(c, r+0.35)...)
		switch sym {
		case 'b', 'B':
			col := colBush
			if sym == 'B' {
				col = colBushHigh
			}
			for _, o := range [][2]float64{{-0.38, -0.3}, {0.32, -0.38}, {0.02, 0.1}, {-0.42, 0.42}, {0.42, 0.36}} {
				sh.circle(uistate.Point{X: c.X + o[0]*r, Y: c.Y + o[1]*r}, math.Max(1, r*0.16), col)
			}
		case 'd':
			sh.line(uistate.Point{X: c.X - r*0.9, Y: c.Y}, uistate.Point{X: c.X + r*0.9, Y: c.Y}, math.Max(1, r*0.14), 0, colDitch)
		case 's':
			// Contour ticks down the slope.
			sh.line(uistate.Point{X: c.X - r*0.35, Y: c.Y - r*0.15}, uistate.Point{X: c.X + r*0.35, Y: c.Y - r*0.15}, math.Max(1, r*0.07), 0, colContour)
		}
		if sh.big() {
			sh.flush(dst)
		}
	}
	// The grid: each hex's north, north-east and south-east edges.
	gw := math.Max(1, r*0.05)
	for i := 0; i < g.Size(); i++ {
		h := g.HexAt(i)
		c := cam.HexScreen(h)
		if !visible(c, r, v) {
			continue
		}
		for d := hexmap.North; d <= hexmap.SouthEast; d++ {
			p, q := sideEnds(hexmap.SideOf(h, d))
			sh.line(cam.ToScreen(p), cam.ToScreen(q), gw, 0, colGrid)
		}
		if sh.big() {
			sh.flush(dst)
		}
	}
	sh.flush(dst)
	// The hexsides: walls first, openings over them.
	for _, s := range m.Sides.All() {
		p, q := sideEnds(s)
		ps, qs := cam.ToScreen(p), cam.ToScreen(q)
		if !visible(lerp(ps, qs, 0.5), r, v) {
			continue
		}
		drawSide(sh, ps, qs, m.Sides.At(s), r)
		if sh.big() {
			sh.flush(dst)
		}
	}
	b.drawBox(dst, cam)
	if b.Night {
		// Night shades the ground and the walls, not the names.
		sh.rect(v, colNightSh)
	}
	sh.flush(dst)
	b.drawLabels(dst, cam)
	if b.showIDs() {
		b.drawIDs(dst, cam)
	}
	b.texts.Flush()
}

// big reports whether the batch has grown enough to be drawn before more
// is added (keeps each call's vertex buffer modest).
func (b *batch) big() bool { return len(b.v) > 40000 }

// drawBox draws the Oskarberg box under the map's south edge.
func (b *Board) drawBox(dst *ebiten.Image, cam *uistate.Camera) {
	g := b.Map.Grid
	br := boxRect(g.Cols, g.Rows)
	p := cam.ToScreen(uistate.Point{X: br.X, Y: br.Y})
	q := cam.ToScreen(uistate.Point{X: br.X + br.W, Y: br.Y + br.H})
	r := uistate.Rect{X: p.X, Y: p.Y, W: q.X - p.X, H: q.Y - p.Y}
	e := math.Max(1.5, cam.Scale*0.12)
	b.sh.rect(r, colBoxEdge)
	b.sh.rect(uistate.Rect{X: r.X + e, Y: r.Y + e, W: r.W - 2*e, H: r.H - 2*e}, colBoxFill)
	// Arrows from the slope down into the box.
	mid := cam.ToScreen(uistate.Point{X: br.X + br.W/2, Y: br.Y})
	for _, dx := range []float64{-0.38, 0.38} {
		x := mid.X + dx*r.W
		top := mid.Y - cam.Scale*0.7
		b.sh.line(uistate.Point{X: x, Y: top}, uistate.Point{X: x, Y: mid.Y - 1}, math.Max(1, cam.Scale*0.1), 0, colBoxEdge)
	}
	name, capacity := "Oskarberg", 0
	for _, a := range b.Map.Areas {
		if a.Kind == rdtactical.OffMap {
			name, capacity = a.Name, a.Capacity
			break
		}
	}
	f := paint.Face(assets.Bold, math.Max(8, cam.Scale*0.9))
	sf := paint.Face(assets.Italic, math.Max(7, cam.Scale*0.62))
	title := "The " + titleCase(name) + " (off the map)"
	b.texts.Text(dst, title, f, r.X+2*e+4, r.Y+2*e, paint.AlignLeft, paint.ColText)
	note := "holds up to " + itoa(capacity) + " Zulu counters"
	b.texts.Text(dst, paint.Ellipsize(sf, note, r.W*0.5-2*e-8), sf, r.X+2*e+4, r.Y+2*e+paint.LineHeight(f), paint.AlignLeft, paint.ColText)
}

// drawLabels writes the names of the buildings and places on the map, and
// of the rooms when zoomed in far enough to read them.
func (b *Board) drawLabels(dst *ebiten.Image, cam *uistate.Camera) {
	r := cam.Scale
	big := paint.Face(assets.Bold, math.Max(9, r*0.95))
	small := paint.Face(assets.Italic, math.Max(7, r*0.55))
	for _, a := range b.Map.Areas {
		if a.Kind == rdtactical.OffMap || len(a.Hexes) == 0 {
			continue
		}
		name, f, at := "", big, areaCentre(a.Hexes)
		switch {
		case a.Kind == rdtactical.Building:
			// Written over the counters (drawBuildingNames).
			continue
		case a.Kind == rdtactical.Room:
			if r < 16 {
				continue
			}
			name, f = roomLabel(a.Name), small
			// Below the middle, clear of the hex ids at the hexes' tops.
			at.Y += 0.5
		case a.Name == "perimeter" || a.Name == "kraal-inner" || a.Name == "kraal-outer":
			continue
		default:
			name = titleCase(a.Name)
			if a.Name == "redoubt-site" {
				f = small
				name = "redoubt site"
				at = northOf(a.Hexes)
			}
		}
		c := cam.ToScreen(at)
		b.label(dst, name, f, c)
	}
	// The ground off the areas: the road and the hill.
	b.label(dst, "road to the drift", small, cam.ToScreen(uistate.HexCenter(hexmap.H(8, 3))))
	b.label(dst, "slope of the Oskarberg (high ground)", big, cam.ToScreen(uistate.HexCenter(hexmap.H(44, 31))))
}

// drawBuildingNames writes the buildings' names along their north walls,
// clear of the rooms' names and the men inside but where the men outside
// stand: they are written over the counters, on a halo that lets the
// counters under it show through.
func (b *Board) drawBuildingNames(dst *ebiten.Image) {
	cam := &b.Cam
	f := paint.Face(assets.Bold, math.Max(9, cam.Scale*0.95))
	lh := paint.LineHeight(f)
	for _, a := range b.Map.Areas {
		if a.Kind != rdtactical.Building || len(a.Hexes) == 0 {
			continue
		}
		name := titleCase(a.Name)
		c := cam.ToScreen(northOf(a.Hexes))
		w := paint.TextWidth(f, name)
		box := uistate.Rect{X: c.X - w/2 - 3, Y: c.Y - lh/2 - 1, W: w + 6, H: lh + 2}
		if !box.Overlaps(cam.View) {
			continue
		}
		b.sh.rect(box, colHalo)
		b.texts.Text(dst, name, f, c.X, c.Y-lh/2, paint.AlignCenter, colLabel)
	}
	b.sh.flush(dst)
	b.texts.Flush()
}

// label writes s centred at c with a light halo behind it.
func (b *Board) label(dst *ebiten.Image, s string, f *paint.Font, c uistate.Point) {
	w := paint.TextWidth(f, s)
	lh := paint.LineHeight(f)
	b.sh.rect(uistate.Rect{X: c.X - w/2 - 3, Y: c.Y - lh/2 - 1, W: w + 6, H: lh + 2}, colHalo)
	b.sh.flush(dst)
	b.texts.Text(dst, s, f, c.X, c.Y-lh/2, paint.AlignCenter, colLabel)
	b.texts.Flush()
}

// drawIDs writes each visible hex's id in its top part.
func (b *Board) drawIDs(dst *ebiten.Image, cam *uistate.Camera) {
	r := cam.Scale
	f := paint.Face(assets.Regular, math.Max(6, r*0.42))
	g := b.Map.Grid
	for i := 0; i < g.Size(); i++ {
		h := g.HexAt(i)
		c := cam.HexScreen(h)
		if !visible(c, r, cam.View) {
			continue
		}
		b.texts.Text(dst, h.String(), f, c.X, c.Y-r*0.78, paint.AlignCenter, colHexID)
	}
}

// areaCentre is the middle of a set of hexes in world units.
func areaCentre(hs []hexmap.Hex) uistate.Point {
	var sx, sy float64
	for _, h := range hs {
		c := uistate.HexCenter(h)
		sx += c.X
		sy += c.Y
	}
	n := float64(len(hs))
	return uistate.Point{X: sx / n, Y: sy / n}
}

// northOf is a point a hex and a half above the middle of the top of hs.
func northOf(hs []hexmap.Hex) uistate.Point {
	c := areaCentre(hs)
	top := math.Inf(1)
	for _, h := range hs {
		top = math.Min(top, uistate.HexCenter(h).Y)
	}
	return uistate.Point{X: c.X, Y: top - 1.9}
}

// roomLabel shortens a room's name for the map: "hospital-f1" is "F1".
func roomLabel(name string) string {
	if i := strings.LastIndexByte(name, '-'); i >= 0 && strings.HasPrefix(name, "hospital") {
		return strings.ToUpper(name[i+1:])
	}
	if i := strings.LastIndexByte(name, '-'); i >= 0 {
		return name[i+1:]
	}
	return name
}

// titleCase writes an area's name for a label: "redoubt-site" is
// "Redoubt site".
func titleCase(s string) string {
	s = strings.ReplaceAll(s, "-", " ")
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// itoa is a small strconv.Itoa.
func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// drawRoofs lays the roofs over their buildings, translucent, with their
// eaves (the panel names the roof over the hex under the pointer).
func (b *Board) drawRoofs(dst *ebiten.Image) {
	cam := &b.Cam
	r := cam.Scale
	for _, rf := range b.Map.Roofs {
		for _, h := range rf.Hexes {
			c := cam.HexScreen(h)
			if visible(c, r, cam.View) {
				b.sh.poly(colRoof, hexPoints(c, r+0.35)...)
			}
		}
		// Thatch lines across each hex, and the eaves where the roof ends.
		for _, h := range rf.Hexes {
			c := cam.HexScreen(h)
			if !visible(c, r, cam.View) {
				continue
			}
			for _, dy := range []float64{-0.45, 0, 0.45} {
				b.sh.line(uistate.Point{X: c.X - r*0.7, Y: c.Y + dy*r}, uistate.Point{X: c.X + r*0.7, Y: c.Y + dy*r}, math.Max(1, r*0.06), 0, colRoofLine)
			}
			for d := hexmap.Dir(0); d < 6; d++ {
				if n := h.Neighbors()[d]; !containsHex(rf.Hexes, n) {
					p, q := sideEnds(hexmap.SideOf(h, d))
					b.sh.line(cam.ToScreen(p), cam.ToScreen(q), math.Max(1.5, r*0.1), 0, colRoofEdge)
				}
			}
		}
	}
	b.sh.flush(dst)
}

// containsHex reports whether sorted hs holds h.
func containsHex(hs []hexmap.Hex, h hexmap.Hex) bool {
	for _, x := range hs {
		if x == h {
			return true
		}
	}
	return false
}

// Draw draws the whole board into dst (the whole screen; the board keeps
// to its view): its picture (the static layer, the roofs if shown, the
// marks, the counters, Above), then the hovered hex. It is DrawKept for a
// screen that is not kept from one frame to the next.
//
// A frame where the layer, the camera, the roofs switch, the marks or
// Above changed draws straight into dst (keeping a picture would cost one
// more copy on each such frame, as while panning); the picture is drawn
// when a later frame needs it, and copied while nothing changes. When
// only counters changed (one moved, was hit, was selected) the picture is
// patched: each rectangle the changed counters left or now cover is drawn
// again (layer, roofs, marks, every counter there, clipped to it), so a
// busy frame costs about what a still one does.
func (b *Board) Draw(dst *ebiten.Image, counters []Counter, atlas *Atlas) {
	b.DrawKept(dst, counters, atlas, true, nil)
}

// keepCounters remembers the counters the picture shows and their
// squares.
func (b *Board) keepCounters(counters []Counter) {
	b.picCounters = append(b.picCounters[:0], counters...)
	b.picRects = counterRects(b.picRects[:0], &b.Cam, counters)
}

// maxPatches is how many rectangles a patch of the picture may draw; more
// changed counters than that redraw the whole picture.
const maxPatches = 24

// dirtyRects lists the rectangles of the view (in screen pixels) that the
// counters changed since the picture was drawn cover, before or now: each
// changed counter's old and new square, with room for the small roof over
// a man on a roof and the selection ring. ok is false when the picture is
// better drawn whole (the counters are not those drawn, too many changed,
// or the patches would cover much of the view).
func (b *Board) dirtyRects(vr image.Rectangle, counters []Counter, atlas *Atlas) (dirty []image.Rectangle, ok bool) {
	if atlas == nil || len(counters) != len(b.picCounters) || len(b.picRects) != len(counters) {
		return nil, false
	}
	b.rects = counterRects(b.rects[:0], &b.Cam, counters)
	r := b.Cam.Scale
	px := float64(counterSize(r))
	margin := math.Ceil(math.Max(3, px*0.28) + math.Max(1, px*0.06) + math.Max(2.5, r*0.14) + 2)
	grow := func(q uistate.Rect) image.Rectangle {
		return image.Rect(int(math.Floor(q.X-margin)), int(math.Floor(q.Y-margin)), int(math.Ceil(q.X+q.W+margin)), int(math.Ceil(q.Y+q.H+margin)))
	}
	area := 0
	for i := range counters {
		if counters[i] == b.picCounters[i] && b.rects[i] == b.picRects[i] {
			continue
		}
		for _, q := range []image.Rectangle{grow(b.picRects[i]), grow(b.rects[i])} {
			q = q.Intersect(vr)
			if q.Empty() {
				continue
			}
			// Merge with a rectangle it touches, else add it.
			merged := false
			for j := range dirty {
				if dirty[j].Overlaps(q) {
					dirty[j] = dirty[j].Union(q)
					merged = true
					break
				}
			}
			if !merged {
				dirty = append(dirty, q)
			}
		}
		if len(dirty) > maxPatches {
			return nil, false
		}
	}
	for _, q := range dirty {
		area += q.Dx() * q.Dy()
	}
	if area*3 > vr.Dx()*vr.Dy() {
		return nil, false
	}
	return dirty, true
}

// DrawKept draws the board into dst as Draw does, for a screen that keeps
// its pixels from one frame to the next (the window's, which is not
// cleared): it draws again only what changed since the frame it drew
// there before, and returns the rectangles of dst it drew (the screen
// draws its bar and panel again where those cross them).
//
// whole asks for the whole view (the screen is new, resized, or was drawn
// by something else); restore lists rectangles drawn over the board since
// its last frame (a box, the help, a notice), to be put back. Otherwise a
// frame where nothing changed draws nothing; one where the pointer went to
// another hex copies the old ring's square back from the picture and draws
// the new ring; one where counters changed patches the picture and copies
// the patched squares. A frame where what the picture shows changed
// (the camera, the marks, the roofs, the layer) is drawn straight into
// dst whole, as Draw does; the picture is drawn only when a later frame
// needs part of it back.
func (b *Board) DrawKept(dst *ebiten.Image, counters []Counter, atlas *Atlas, whole bool, restore []image.Rectangle) []image.Rectangle {
	b.ensureLayer()
	v := b.Cam.View
	vr := image.Rect(int(v.X), int(v.Y), int(math.Ceil(v.X+v.W)), int(math.Ceil(v.Y+v.H)))
	b.drawn = b.drawn[:0]
	if vr.Empty() {
		b.shown = boardShown{}
		return nil
	}
	sh := &b.shown
	ring := b.ringRect(vr)
	whole = whole || sh.dst != dst || sh.vr != vr
	b.key = b.appendKey(b.key[:0], len(counters))
	if !bytes.Equal(b.key, b.picAt) {
		b.picAt = append(b.picAt[:0], b.key...)
		b.picOK = false
		b.drawDirect(dst, vr, counters, atlas)
		b.keepCounters(counters)
		b.drawHover(dst, vr)
		*sh = boardShown{dst: dst, vr: vr, direct: true, ring: ring}
		return append(b.drawn, vr)
	}
	changed := !slices.Equal(counters, b.picCounters)
	fresh := b.picture != nil && b.picture.Bounds().Size() == vr.Size() && b.picOK
	// Where the picture is patched, if it is (it shows picCounters).
	var dirty []image.Rectangle
	patch := false
	if changed && fresh {
		dirty, patch = b.dirtyRects(vr, counters, atlas)
	}
	copies := b.copies[:0]
	switch {
	case whole || (sh.direct && changed):
		copies = append(copies, vr)
	default:
		// The view shows the picture (or, drawn straight, what the
		// picture will show): put back what was drawn over it, and where
		// counters changed.
		for _, r := range restore {
			if q := r.Intersect(vr); !q.Empty() {
				copies = append(copies, q)
			}
		}
		switch {
		case patch:
			copies = append(copies, dirty...)
		case changed:
			copies = append(copies[:0], vr)
		}
		if !sh.ring.Empty() && (sh.ring != ring || overlapsAny(copies, sh.ring)) {
			copies = append(copies, sh.ring)
		}
	}
	if patch && len(dirty) == 0 {
		// The counters changed out of view: nothing of the picture to
		// draw again.
		b.keepCounters(counters)
	}
	if len(copies) > 0 {
		switch {
		case !fresh:
			b.drawPicture(vr, nil, counters, atlas)
			b.picOK = true
			b.keepCounters(counters)
		case patch:
			if len(dirty) > 0 {
				b.drawPicture(vr, dirty, counters, atlas)
				b.patchDraws++
			}
			b.keepCounters(counters)
		case changed:
			b.drawPicture(vr, nil, counters, atlas)
			b.keepCounters(counters)
		}
		for _, q := range copies {
			op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
			op.GeoM.Translate(float64(q.Min.X), float64(q.Min.Y))
			dst.DrawImage(b.picture.SubImage(q.Sub(vr.Min)).(*ebiten.Image), op)
		}
		sh.direct = false
	}
	b.copies = copies
	b.drawn = append(b.drawn, copies...)
	if !ring.Empty() && (ring != sh.ring || overlapsAny(copies, ring)) {
		b.drawHover(dst, vr)
		b.drawn = append(b.drawn, ring)
	}
	sh.dst, sh.vr, sh.ring = dst, vr, ring
	return b.drawn
}

// overlapsAny reports whether r overlaps one of rs.
func overlapsAny(rs []image.Rectangle, r image.Rectangle) bool {
	for _, q := range rs {
		if q.Overlaps(r) {
			return true
		}
	}
	return false
}

// ringRect is the square of the view vr (screen pixels) the hover ring
// covers, empty when no hex is under the pointer.
func (b *Board) ringRect(vr image.Rectangle) image.Rectangle {
	if b.Hover.IsNone() || !b.Map.Grid.Contains(b.Hover) {
		return image.Rectangle{}
	}
	c := b.Cam.HexScreen(b.Hover)
	m := b.Cam.Scale + math.Max(2, b.Cam.Scale*0.12) + 2
	return image.Rect(int(math.Floor(c.X-m)), int(math.Floor(c.Y-m)), int(math.Ceil(c.X+m)), int(math.Ceil(c.Y+m))).Intersect(vr)
}

// drawHover rings the hex under the pointer.
func (b *Board) drawHover(dst *ebiten.Image, vr image.Rectangle) {
	if !b.Hover.IsNone() && b.Map.Grid.Contains(b.Hover) {
		sub := dst.SubImage(vr).(*ebiten.Image)
		c := b.Cam.HexScreen(b.Hover)
		pts := hexPoints(c, b.Cam.Scale)
		for i := range pts {
			b.sh.line(pts[i], pts[(i+1)%6], math.Max(2, b.Cam.Scale*0.12), 0, colHover)
		}
		b.sh.flush(sub)
	}
}

// drawDirect draws what the picture holds straight into dst's view.
func (b *Board) drawDirect(dst *ebiten.Image, vr image.Rectangle, counters []Counter, atlas *Atlas) {
	sub := dst.SubImage(vr).(*ebiten.Image)
	x0, y0 := math.Round(b.Cam.Off.X+b.layerOrg.X), math.Round(b.Cam.Off.Y+b.layerOrg.Y)
	if !vr.In(b.layer.Bounds().Add(image.Pt(int(x0), int(y0)))) {
		sub.Fill(colBoardBG)
	}
	op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
	op.GeoM.Translate(x0, y0)
	sub.DrawImage(b.layer, op)
	b.drawOverlays(sub, counters, atlas)
	b.directDraws++
}

// drawOverlays draws over the layer: the roofs if shown, the marks under
// the counters, the counters, the marks over them, and Above.
func (b *Board) drawOverlays(dst *ebiten.Image, counters []Counter, atlas *Atlas) {
	if b.Roofs {
		b.drawRoofs(dst)
	}
	b.drawUnder(dst, &b.Marks)
	if atlas != nil && len(counters) > 0 {
		atlas.drawCounters(dst, &b.Cam, counters)
	}
	b.drawBuildingNames(dst)
	b.drawOver(dst, &b.Marks)
	if b.Above != nil {
		b.Above(dst)
	}
}

// drawPicture draws the view's picture: the part of the static layer in
// view, the roofs and the counters, in an image the size of the view. With
// only (rectangles of the view, in screen pixels) it draws again just
// those parts of the picture it keeps.
func (b *Board) drawPicture(vr image.Rectangle, only []image.Rectangle, counters []Counter, atlas *Atlas) {
	if b.picture == nil || b.picture.Bounds().Size() != vr.Size() {
		if b.picture != nil {
			b.picture.Deallocate()
		}
		b.picture = ebiten.NewImageWithOptions(image.Rect(0, 0, vr.Dx(), vr.Dy()), &ebiten.NewImageOptions{Unmanaged: true})
		only = nil
	}
	parts := []*ebiten.Image{b.picture}
	if only != nil {
		parts = parts[:0]
		for _, q := range only {
			parts = append(parts, b.picture.SubImage(q.Sub(vr.Min)).(*ebiten.Image))
		}
	}
	x0, y0 := math.Round(b.Cam.Off.X+b.layerOrg.X), math.Round(b.Cam.Off.Y+b.layerOrg.Y)
	covered := vr.In(b.layer.Bounds().Add(image.Pt(int(x0), int(y0))))
	// Draw the rest through a camera shifted to the picture's corner.
	saved := b.Cam
	b.Cam.Off = uistate.Point{X: saved.Off.X - float64(vr.Min.X), Y: saved.Off.Y - float64(vr.Min.Y)}
	b.Cam.View = uistate.Rect{X: saved.View.X - float64(vr.Min.X), Y: saved.View.Y - float64(vr.Min.Y), W: saved.View.W, H: saved.View.H}
	for _, pic := range parts {
		if !covered {
			pic.Fill(colBoardBG)
		}
		op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
		op.GeoM.Translate(x0-float64(vr.Min.X), y0-float64(vr.Min.Y))
		pic.DrawImage(b.layer, op)
		b.drawOverlays(pic, counters, atlas)
	}
	b.Cam = saved
	if only == nil {
		b.pictureDraws++
	}
}

// appendKey appends to k what the picture shows besides the counters
// themselves: the layer and where it lies, the camera, the roofs switch,
// the marks, and how many counters there are (Draw compares the counters
// one by one, to patch the picture where they changed).
func (b *Board) appendKey(k []byte, n int) []byte {
	kb := keyBuf{k}
	kb.n(b.layerDraws)
	kb.f(b.layerOrg.X)
	kb.f(b.layerOrg.Y)
	cam := b.Cam
	for _, x := range []float64{cam.Scale, cam.Off.X, cam.Off.Y, cam.View.X, cam.View.Y, cam.View.W, cam.View.H} {
		kb.f(x)
	}
	kb.flag(b.Roofs)
	kb.marks(&b.Marks)
	kb.n(n)
	kb.n(len(b.AboveKey))
	kb.b = append(kb.b, b.AboveKey...)
	return kb.b
}
