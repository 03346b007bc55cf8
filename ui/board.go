package ui

import (
	"fmt"
	"image"
	"image/color"
	"maps"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"zulu1879/assets"
	"zulu1879/hexmap"
	"zulu1879/isandlwana"
	"zulu1879/ui/paint"
	"zulu1879/ui/uistate"
)

// Terrain colours, like a printed map: grass, trampled camp, the wagon park,
// stony ground, the dry ravine, the rock of the Ledge and the mountain.
var terrainFill = [hexmap.NumTerrains]color.RGBA{
	hexmap.Clear:   paint.RGB(0xC9D49A),
	hexmap.Tents:   paint.RGB(0xDCD5A6),
	hexmap.Wagons:  paint.RGB(0xCDBB86),
	hexmap.Broken:  paint.RGB(0xAEAC72),
	hexmap.Donga:   paint.RGB(0xC3B27A),
	hexmap.Ledge:   paint.RGB(0xA39079),
	hexmap.Heights: paint.RGB(0x715C48),
}

var (
	colGrid      = rgba(0x4A4630, 110)
	colRoadEdge  = paint.RGB(0x7A5A33)
	colRoadBed   = paint.RGB(0xE2CC93)
	colOnrush    = paint.RGB(0xB3261E)
	colEscape    = paint.RGB(0x1E4FA0)
	colLabel     = paint.RGB(0x2C2418)
	colLabelHalo = rgba(0xF4EDD0, 200)
	colHexID     = rgba(0x2E2A1C, 225)
	colHexIDDark = rgba(0xE8DDC0, 200) // on dark ground (the heights)
	colBoardBG   = paint.RGB(0x3B3329)
)

// hexIDColour is the colour of a hex number on ground of colour fill: of
// the dark and the light ink, the one that stands out more from the ground
// once laid over it, so that numbers read on the heights as on the grass.
func hexIDColour(fill color.RGBA) color.RGBA {
	if contrast(over(colHexIDDark, fill), fill) > contrast(over(colHexID, fill), fill) {
		return colHexIDDark
	}
	return colHexID
}

// over is premultiplied c laid over opaque ground.
func over(c, ground color.RGBA) color.RGBA {
	k := 1 - float64(c.A)/255
	mix := func(a, b uint8) uint8 { return uint8(math.Min(255, float64(a)+float64(b)*k)) }
	return color.RGBA{mix(c.R, ground.R), mix(c.G, ground.G), mix(c.B, ground.B), 255}
}

// contrast is the contrast ratio of two opaque colours, 1 to 21.
func contrast(a, b color.RGBA) float64 {
	la, lb := luminance(a), luminance(b)
	return (math.Max(la, lb) + 0.05) / (math.Min(la, lb) + 0.05)
}

// luminance is the relative luminance of c, 0 (black) to 1 (white).
func luminance(c color.RGBA) float64 {
	lin := func(v uint8) float64 {
		x := float64(v) / 255
		if x <= 0.04045 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}

// boardPainter draws the map, the counters and the highlights of a model.
type boardPainter struct {
	m     *uistate.Model
	cam   *uistate.Camera
	s     float64 // UI scale
	hover hexmap.Hex
	// corners of the unit hex around (0,0), as screen offsets
	r    float64
	hexC [6]uistate.Point
	// overlays are drawn after all counters (badges, leader discs).
	overlays []func()
}

func newBoardPainter(m *uistate.Model, cam *uistate.Camera, s float64, hover hexmap.Hex) *boardPainter {
	b := &boardPainter{m: m, cam: cam, s: s, hover: hover, r: cam.Scale}
	for i := range b.hexC {
		a := float64(i) * math.Pi / 3
		b.hexC[i] = uistate.Point{X: math.Cos(a) * b.r, Y: math.Sin(a) * b.r}
	}
	return b
}

func (b *boardPainter) center(h hexmap.Hex) uistate.Point { return b.cam.HexScreen(h) }

// visible reports whether hex h is (partly) inside the view.
func (b *boardPainter) visible(h hexmap.Hex) bool {
	c := b.center(h)
	v := b.cam.View
	return c.X+b.r >= v.X && c.X-b.r <= v.X+v.W && c.Y+b.r >= v.Y && c.Y-b.r <= v.Y+v.H
}

func (b *boardPainter) hexPath(p *vector.Path, h hexmap.Hex, shrink float64) {
	c := b.center(h)
	pts := make([]uistate.Point, 6)
	for i, o := range b.hexC {
		pts[i] = uistate.Point{X: c.X + o.X*shrink, Y: c.Y + o.Y*shrink}
	}
	polyPath(p, pts)
}

// prepare makes the board picture up to date (see drawPicture) and
// returns the hex whose stack slides in (None when none does), which the
// picture leaves out and drawMoving draws.
func (b *boardPainter) prepare() (slide hexmap.Hex) {
	atZoom(b.r, b.s)
	slide = b.sliding()
	b.updatePicture(slide)
	return slide
}

// moving reports whether drawMoving draws anything: a stack sliding into
// its hex or the fading arrow of the last move.
func (b *boardPainter) moving(slide hexmap.Hex) bool {
	return !slide.IsNone() || b.lastMoveShown()
}

// drawMoving draws over the picture, in the view of dst, what moves by
// itself: the stack sliding into slide and the arrow of the last move.
func (b *boardPainter) drawMoving(dst *ebiten.Image, slide hexmap.Hex) {
	sub := dst.SubImage(rectInt(b.cam.View)).(*ebiten.Image)
	if !slide.IsNone() {
		b.drawCounters(sub, slide, true)
	}
	b.drawLastMove(sub)
}

// staticKey identifies a drawing of the unchanging part of the board.
type staticKey struct {
	scale, s float64
	whole    bool        // the layer covers the whole map, else a part around the view
	scen     *hexmap.Map // the board drawn (not its id: two revisions, or files, share ids)
}

var (
	staticImg *ebiten.Image
	staticAt  staticKey
	// staticOrg is where the layer's top-left pixel lies relative to the
	// camera's offset (so it stays put on the map while the view pans).
	staticOrg uistate.Point
)

// maxStatic is the largest side of the layer image. A whole map larger
// than that (zoomed in) gets a layer covering the view and staticMargin
// pixels around it, drawn again only when the view pans out of it.
const (
	maxStatic    = 2048
	staticMargin = 384
)

// staticTile is the side of the tiles the static layer's shapes are drawn
// in. Ebitengine's vector package fills anti-aliased paths through stencil
// images as large as the part of the image they cover (twice as wide), kept
// for good at the largest size ever needed: a road or a ravine drawn over a
// whole 2048-pixel layer at once left 100+ MB of such images behind.
const staticTile = 512

// ensureStatic draws, if needed, the layer of the board's background, the
// terrain, the road, the edge markings, the place names and the hex ids.
// They change only with the zoom, so they are drawn once into a layer
// image covering the whole map (or, zoomed in far, the view and a margin)
// and the board picture is made from it (see drawPicture): thousands of
// anti-aliased fills per frame would starve a software renderer. The
// layer is opaque, and an unmanaged image:
// Ebitengine would otherwise move it, once used often enough, into its
// shared atlas pages, which grow with every zoom level's layer and never
// shrink (the window passed 1 GB within a minute of zooming).
func (b *boardPainter) ensureStatic() {
	cam := b.cam
	world := cam.World
	w, h := int(math.Ceil(world.X*cam.Scale))+4, int(math.Ceil(world.Y*cam.Scale))+4
	whole := w <= maxStatic && h <= maxStatic
	key := staticKey{scale: cam.Scale, s: b.s, whole: whole, scen: b.m.Game().Scen.Map}
	fresh := staticImg != nil && staticAt == key
	if fresh && !whole {
		// Still covering the view?
		lb := staticImg.Bounds()
		x0, y0 := cam.Off.X+staticOrg.X, cam.Off.Y+staticOrg.Y
		v := cam.View
		fresh = v.X >= x0 && v.Y >= y0 && v.X+v.W <= x0+float64(lb.Dx()) && v.Y+v.H <= y0+float64(lb.Dy())
	}
	if !fresh {
		if staticImg != nil {
			freeCacheImage(staticImg)
			cacheRebuilt()
		}
		lc := *cam
		if whole {
			staticOrg = uistate.Point{X: -2, Y: -2}
		} else {
			m := float64(staticMargin)
			w, h = min(int(math.Ceil(cam.View.W+2*m)), maxStatic), min(int(math.Ceil(cam.View.H+2*m)), maxStatic)
			staticOrg = uistate.Point{X: math.Round(cam.View.X-(float64(w)-cam.View.W)/2) - cam.Off.X, Y: math.Round(cam.View.Y-(float64(h)-cam.View.H)/2) - cam.Off.Y}
		}
		lc.Off = uistate.Point{X: -staticOrg.X, Y: -staticOrg.Y}
		lc.View = uistate.Rect{W: float64(w), H: float64(h)}
		img := newCacheImage(w, h)
		img.Fill(colBoardBG)
		// The shapes go tile by tile, each tile drawn and settled alone
		// (see staticTile); the names, which are text, in one go.
		withCrisp(func() {
			for ty := 0; ty < h; ty += staticTile {
				for tx := 0; tx < w; tx += staticTile {
					t := image.Rect(tx, ty, min(tx+staticTile, w), min(ty+staticTile, h))
					tc := lc
					tc.View = uistate.Rect{X: float64(t.Min.X), Y: float64(t.Min.Y), W: float64(t.Dx()), H: float64(t.Dy())}
					tb := *b
					tb.cam = &tc
					tile := img.SubImage(t).(*ebiten.Image)
					tb.drawTerrain(tile)
					tb.drawRoad(tile)
					tb.drawEdges(tile)
					paint.Settle(tile)
				}
			}
			lb := *b
			lb.cam = &lc
			lb.drawLabels(img)
		})
		paint.Settle(img)
		staticImg, staticAt = img, key
	}
}

// markVariants is how many versions of each terrain's symbols there are.
const markVariants = 4

// drawTerrain paints every hex with its ground, its symbols and the grid.
// Hex fills, symbols and grid lines are stamps of cached images (one vector
// drawing each), so the layer costs a few batched draws.
func (b *boardPainter) drawTerrain(dst *ebiten.Image) {
	g := b.m.Game()
	mp := g.Map()
	fill := hexImage(b.r, 1.03, 0)
	ring := hexImage(b.r, 1.0, math.Max(1, b.r*0.025))
	var dongas []markSpec
	for pass := 0; pass < 3; pass++ {
		for i := 0; i < mp.Size(); i++ {
			h := mp.HexAt(i)
			if !b.visible(h) {
				continue
			}
			c := b.center(h)
			t := mp.TerrainOf(i)
			switch pass {
			case 0:
				stamp(dst, fill, c.X, c.Y, terrainFill[t])
			case 1:
				if t == hexmap.Donga {
					dongas = append(dongas, markSpec{t: t, c: c, h: h})
					continue
				}
				v := (h.Col*7 + h.Row*13) % markVariants
				stamp(dst, b.markSprite(t, v), c.X, c.Y, color.White)
			case 2:
				stamp(dst, ring, c.X, c.Y, colGrid)
			}
		}
		if pass == 1 {
			b.drawTerrainMarks(dst, dongas)
		}
	}
}

// markSprite is the image of terrain t's symbols (variant v) for one hex.
func (b *boardPainter) markSprite(t hexmap.Terrain, v int) *ebiten.Image {
	size := int(math.Ceil(b.r))*2 + 2
	return shape(shapeKey{kind: "mark" + t.String(), r: int(math.Round(b.r * 4)), w: v}, size, func(d *ebiten.Image) {
		c := uistate.Point{X: float64(size) / 2, Y: float64(size) / 2}
		b.drawTerrainMarks(d, []markSpec{{t: t, c: c, seed: float64(v * 10 / markVariants)}})
	})
}

// markSpec is one hex whose terrain symbols are to be drawn.
type markSpec struct {
	t    hexmap.Terrain
	c    uistate.Point
	seed float64
	h    hexmap.Hex // for the donga, which joins its neighbours
}

// drawTerrainMarks adds the symbols that make each ground recognisable.
func (b *boardPainter) drawTerrainMarks(dst *ebiten.Image, specs []markSpec) {
	mp := b.m.Game().Map()
	r := b.r
	var tents, tentLines, wagons, stones, hach, ledge, grass vector.Path
	var dongaBed, dongaEdge vector.Path
	for _, sp := range specs {
		h, c, seed := sp.h, sp.c, sp.seed
		switch sp.t {
		case hexmap.Clear:
			for k := 0; k < 3; k++ {
				x := c.X + (float64(k)-1)*r*0.42 + (seed-5)*r*0.02
				y := c.Y + r*0.45 - float64(k%2)*r*0.78
				grass.MoveTo(float32(x-r*0.06), float32(y))
				grass.LineTo(float32(x), float32(y-r*0.1))
				grass.LineTo(float32(x+r*0.06), float32(y))
			}
		case hexmap.Tents:
			for k, o := range [][2]float64{{-0.38, -0.18}, {0.3, -0.3}, {-0.05, 0.3}, {0.45, 0.25}} {
				if k == 3 && int(seed)%2 == 0 {
					continue
				}
				x, y, w := c.X+o[0]*r, c.Y+o[1]*r, r*0.2
				pts := []uistate.Point{{X: x - w, Y: y + w*0.7}, {X: x, Y: y - w*0.8}, {X: x + w, Y: y + w*0.7}}
				polyPath(&tents, pts)
				polyPath(&tentLines, pts)
			}
		case hexmap.Wagons:
			for _, o := range [][2]float64{{-0.35, -0.25}, {0.25, -0.05}, {-0.15, 0.38}} {
				x, y := c.X+o[0]*r, c.Y+o[1]*r
				polyPath(&wagons, []uistate.Point{{X: x - r*0.2, Y: y - r*0.08}, {X: x + r*0.2, Y: y - r*0.08}, {X: x + r*0.2, Y: y + r*0.08}, {X: x - r*0.2, Y: y + r*0.08}})
				wagons.MoveTo(float32(x-r*0.12+r*0.05), float32(y+r*0.12))
				wagons.Arc(float32(x-r*0.12), float32(y+r*0.12), float32(r*0.05), 0, 2*math.Pi, vector.Clockwise)
				wagons.MoveTo(float32(x+r*0.12+r*0.05), float32(y+r*0.12))
				wagons.Arc(float32(x+r*0.12), float32(y+r*0.12), float32(r*0.05), 0, 2*math.Pi, vector.Clockwise)
			}
		case hexmap.Broken:
			for k := 0; k < 7; k++ {
				a := float64(k)*2.4 + seed
				d := r * (0.2 + 0.45*math.Mod(float64(k)*0.37+seed*0.11, 1))
				x, y := c.X+math.Cos(a)*d, c.Y+math.Sin(a)*d*0.9
				rad := r * (0.05 + 0.03*float64(k%3))
				stones.MoveTo(float32(x+rad), float32(y))
				stones.Arc(float32(x), float32(y), float32(rad), 0, 2*math.Pi, vector.Clockwise)
			}
		case hexmap.Donga:
			for _, n := range h.Neighbors() {
				if mp.Contains(n) && mp.TerrainAt(n) == hexmap.Donga {
					nc := b.center(n)
					dongaBed.MoveTo(float32(c.X), float32(c.Y))
					dongaBed.LineTo(float32((c.X+nc.X)/2), float32((c.Y+nc.Y)/2))
				}
			}
			dongaEdge.MoveTo(float32(c.X+r*0.1), float32(c.Y))
			dongaEdge.Arc(float32(c.X), float32(c.Y), float32(r*0.1), 0, 2*math.Pi, vector.Clockwise)
		case hexmap.Ledge:
			for k := -3; k <= 3; k++ {
				x := c.X + float64(k)*r*0.2
				ledge.MoveTo(float32(x-r*0.12), float32(c.Y+r*0.45))
				ledge.LineTo(float32(x+r*0.12), float32(c.Y-r*0.45))
			}
		case hexmap.Heights:
			for k := 0; k < 4; k++ {
				y := c.Y - r*0.5 + float64(k)*r*0.32
				x := c.X - r*0.45 + float64(k%2)*r*0.2
				hach.MoveTo(float32(x), float32(y+r*0.08))
				hach.LineTo(float32(x+r*0.18), float32(y-r*0.08))
				hach.LineTo(float32(x+r*0.36), float32(y+r*0.08))
				hach.LineTo(float32(x+r*0.54), float32(y-r*0.08))
				hach.LineTo(float32(x+r*0.72), float32(y+r*0.08))
			}
		}
	}
	lw := math.Max(1, r*0.035)
	strokePath(dst, &grass, lw, rgba(0x6F8A45, 170))
	fillPath(dst, &tents, paint.RGB(0xFAF7EC))
	strokePath(dst, &tentLines, lw, paint.RGB(0x6B5B3E))
	fillPath(dst, &wagons, paint.RGB(0x6B4A2B))
	fillPath(dst, &stones, rgba(0x6E6A52, 210))
	strokePath(dst, &dongaBed, r*0.42, paint.RGB(0x9C7A48))
	strokePath(dst, &dongaBed, r*0.18, paint.RGB(0x7A5A33))
	fillPath(dst, &dongaEdge, paint.RGB(0x7A5A33))
	strokePath(dst, &ledge, lw*1.3, rgba(0x4E4032, 200))
	strokePath(dst, &hach, lw*1.4, rgba(0xC7B59A, 150))
}

func (b *boardPainter) drawRoad(dst *ebiten.Image) {
	mp := b.m.Game().Map()
	var road vector.Path
	for i := 0; i < mp.Size(); i++ {
		sides := mp.RoadSides(i)
		if sides == 0 {
			continue
		}
		h := mp.HexAt(i)
		if !b.visible(h) {
			continue
		}
		c := b.center(h)
		for d := 0; d < 6; d++ {
			if sides&(1<<d) == 0 {
				continue
			}
			e := b.cam.ToScreen(uistate.EdgeMidpoint(h, d))
			road.MoveTo(float32(c.X), float32(c.Y))
			road.LineTo(float32(e.X), float32(e.Y))
		}
	}
	strokePath(dst, &road, math.Max(3, b.r*0.2), colRoadEdge)
	strokePath(dst, &road, math.Max(1.5, b.r*0.11), colRoadBed)
}

func (b *boardPainter) drawEdges(dst *ebiten.Image) {
	g := b.m.Game()
	on := hexImage(b.r, 0.86, math.Max(2, b.r*0.09))
	esc := hexImage(b.r, 0.86, math.Max(2, b.r*0.07))
	for _, h := range append(append([]hexmap.Hex{}, g.Scen.OnrushWest...), g.Scen.OnrushEast...) {
		if !b.visible(h) {
			continue
		}
		c := b.center(h)
		stamp(dst, on, c.X, c.Y, colOnrush)
	}
	for _, h := range g.Scen.Escape {
		if !b.visible(h) {
			continue
		}
		c := b.center(h)
		stamp(dst, esc, c.X, c.Y, colEscape)
	}
}

// placeLabel is a place name where drawLabels writes it.
type placeLabel struct {
	name string
	at   uistate.Point // top centre of the text
	box  uistate.Rect  // the text and its halo
}

// placeLabels lays out the visible place names, in hex order so that
// overlapping names overlap the same way every frame.
func (b *boardPainter) placeLabels(f *paint.Font) []placeLabel {
	g := b.m.Game()
	var labels []placeLabel
	for _, h := range inHexOrder(g.Scen.Labels) {
		name := g.Scen.Labels[h]
		if !b.visible(h) {
			continue
		}
		c := b.center(h)
		y := c.Y + b.r*0.52
		// Keep names at the map's edges inside the map.
		half := paint.TextWidth(f, name) / 2
		left, right := b.cam.ToScreen(uistate.Point{}).X, b.cam.ToScreen(b.cam.World).X
		c.X = math.Max(left+half+2, math.Min(right-half-2, c.X))
		pad := 2 * b.s
		labels = append(labels, placeLabel{name: name, at: uistate.Point{X: c.X, Y: y},
			box: uistate.Rect{X: c.X - half - pad, Y: y - pad, W: 2*half + 2*pad, H: paint.LineHeight(f) + 2*pad}})
	}
	return labels
}

// hexIDBoxes lays out the visible hex numbers when the zoom shows them,
// leaving out each number that a place name would cover: read together
// they looked like one label ("0801 Ngutu escarpment 1001"). The panel
// still names the hex under the pointer.
func (b *boardPainter) hexIDBoxes(f *paint.Font, labels []placeLabel) map[hexmap.Hex]uistate.Rect {
	if b.r < 26*b.s {
		return nil
	}
	mp := b.m.Game().Map()
	lh := paint.LineHeight(f)
	ids := make(map[hexmap.Hex]uistate.Rect)
next:
	for i := 0; i < mp.Size(); i++ {
		h := mp.HexAt(i)
		if !b.visible(h) {
			continue
		}
		at := uistate.HexIDAt(b.center(h), b.r)
		w := paint.TextWidth(f, h.String())
		box := uistate.Rect{X: at.X - w/2, Y: at.Y, W: w, H: lh}
		for _, l := range labels {
			if overlaps(box, l.box) {
				continue next
			}
		}
		ids[h] = box
	}
	return ids
}

// overlaps reports whether rectangles a and b share any area.
func overlaps(a, b uistate.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

func (b *boardPainter) drawLabels(dst *ebiten.Image) {
	mp := b.m.Game().Map()
	lf := paint.Face(assets.Italic, math.Max(11, math.Min(b.r*0.34, 24*b.s)))
	labels := b.placeLabels(lf)
	idf := paint.Face(assets.Regular, math.Max(10, b.r*0.24))
	ids := b.hexIDBoxes(idf, labels)
	for i := 0; i < mp.Size(); i++ { // in index order, as before
		h := mp.HexAt(i)
		if box, ok := ids[h]; ok {
			pending.Text(dst, h.String(), idf, box.X+box.W/2, box.Y, paint.AlignCenter, hexIDColour(terrainFill[mp.TerrainOf(i)]))
		}
	}
	for _, l := range labels {
		for _, d := range [][2]float64{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			pending.Text(dst, l.name, lf, l.at.X+d[0]*1.2*b.s, l.at.Y+d[1]*1.2*b.s, paint.AlignCenter, colLabelHalo)
		}
		pending.Text(dst, l.name, lf, l.at.X, l.at.Y, paint.AlignCenter, colLabel)
	}
}

func (b *boardPainter) drawHighlights(dst *ebiten.Image) {
	r := b.r
	fill := hexImage(r, 0.96, 0)
	ring := func(shrink, w float64) *ebiten.Image { return hexImage(r, shrink, math.Max(1.5, r*w)) }
	hls := b.m.Highlights()
	for _, h := range inHexOrder(hls) {
		hl := hls[h]
		if !b.visible(h) {
			continue
		}
		c := b.center(h)
		switch hl.Kind {
		case uistate.HLDest:
			stamp(dst, fill, c.X, c.Y, rgba(0xFFE14A, 105))
			stamp(dst, ring(0.96, 0.05), c.X, c.Y, rgba(0xC9A100, 220))
		case uistate.HLTarget:
			if hl.Note == "any" {
				// Every target in range: a light ring, not a wall of red.
				stamp(dst, ring(0.93, 0.045), c.X, c.Y, rgba(0xE02020, 190))
			} else {
				stamp(dst, ring(0.9, 0.12), c.X, c.Y, rgba(0xE02020, 235))
			}
		case uistate.HLChoice:
			stamp(dst, ring(0.9, 0.12), c.X, c.Y, rgba(0x10B5C8, 240))
		case uistate.HLFirer:
			stamp(dst, ring(0.9, 0.1), c.X, c.Y, rgba(0xFF8C00, 235))
		case uistate.HLRecycle:
			stamp(dst, ring(0.9, 0.12), c.X, c.Y, rgba(0xFFE14A, 240))
		}
	}
	if sel := b.m.Sel.Hex; !sel.IsNone() && b.m.Game().Map().Contains(sel) {
		c := b.center(sel)
		stamp(dst, ring(0.97, 0.11), c.X, c.Y, paint.RGB(0xFFFFFF))
	}
	for _, h := range b.m.Sel.Group {
		if h != b.m.Sel.Hex && b.visible(h) {
			c := b.center(h)
			stamp(dst, ring(0.97, 0.11), c.X, c.Y, paint.RGB(0xFFFFFF))
		}
	}
}

// drawHover rings the hex under the pointer, over the board picture in
// the view of dst (not in the picture, so that the pointer moving from hex
// to hex does not draw the picture again), and returns the part of the
// screen it drew over (ok false when it drew nothing).
func (b *boardPainter) drawHover(dst *ebiten.Image) (over uistate.Rect, ok bool) {
	if b.hover.IsNone() || !b.m.Game().Map().Contains(b.hover) {
		return uistate.Rect{}, false
	}
	sub := dst.SubImage(rectInt(b.cam.View)).(*ebiten.Image)
	c := b.center(b.hover)
	stamp(sub, hexImage(b.r, 0.99, math.Max(1.5, b.r*0.05)), c.X, c.Y, rgba(0xFFFFFF, 180))
	return b.cam.HexRect(b.hover), true
}

// inHexOrder lists the hexes of m in hexmap.Compare order, so that what is
// drawn from a map is drawn the same way every time (Go's map order is not).
func inHexOrder[V any](m map[hexmap.Hex]V) []hexmap.Hex {
	return slices.SortedFunc(maps.Keys(m), hexmap.Compare)
}

// drawCosts writes the MP cost in each lit destination.
func (b *boardPainter) drawCosts(dst *ebiten.Image) {
	f := paint.Face(assets.Bold, math.Max(10, b.r*0.36))
	hls := b.m.Highlights()
	for _, h := range inHexOrder(hls) {
		hl := hls[h]
		if hl.Kind != uistate.HLDest || hl.Cost <= 0 || !b.visible(h) {
			continue
		}
		c := b.center(h)
		x, y := c.X+b.r*0.55, c.Y-b.r*0.5
		fillCircle(dst, x, y, b.r*0.26, rgba(0x1B1B1B, 220))
		pending.TextMid(dst, fmt.Sprint(hl.Cost), f, x, y, paint.RGB(0xFFE14A))
	}
}

// lastMoveShown reports whether the arrow of the last move is drawn.
func (b *boardPainter) lastMoveShown() bool {
	l := b.m.Last
	return l != nil && !l.From.IsNone() && !l.To.IsNone() && l.Age <= uistate.LastMoveShown
}

// drawLastMove draws an arrow for the last move, attack or fire, fading out.
func (b *boardPainter) drawLastMove(dst *ebiten.Image) {
	if !b.lastMoveShown() {
		return
	}
	l := b.m.Last
	alpha := uint8(230 * math.Max(0, 1-l.Age/uistate.LastMoveShown))
	col := rgba(0xF2F2F2, alpha)
	if l.Side == isandlwana.Zulu {
		col = rgba(0xFF6A3D, alpha)
	}
	a, c := b.center(l.From), b.center(l.To)
	dx, dy := c.X-a.X, c.Y-a.Y
	d := math.Hypot(dx, dy)
	if d < 1 {
		return
	}
	ux, uy := dx/d, dy/d
	ex, ey := c.X-ux*b.r*0.45, c.Y-uy*b.r*0.45
	w := math.Max(2.5, b.r*0.09)
	line(dst, a.X, a.Y, ex, ey, w, col)
	hs := b.r * 0.3
	// The head: a few short strokes (no vector fill per frame).
	for k := 0.0; k <= 1; k += 0.2 {
		bx, by := ex-ux*hs*0.5, ey-uy*hs*0.5
		line(dst, bx-uy*hs*0.5*(1-k)+uy*hs*0.5*k, by+ux*hs*0.5*(1-k)-ux*hs*0.5*k, ex+ux*hs*0.6, ey+uy*hs*0.6, w, col)
	}
}
