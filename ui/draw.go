package ui

import (
	"encoding/binary"
	"image"
	"image/color"
	"math"
	"sync/atomic"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"zulu1879/ui/paint"
	"zulu1879/ui/uistate"
)

// rgba makes a colour from 0xRRGGBB and an alpha (non-premultiplied).
func rgba(c uint32, a uint8) color.RGBA {
	f := float64(a) / 255
	return color.RGBA{uint8(float64(uint8(c>>16)) * f), uint8(float64(uint8(c>>8)) * f), uint8(float64(uint8(c)) * f), a}
}

// pending holds the texts of the layer being drawn, drawn in one go by
// pending.Flush after the layer's shapes: vector fills are batched by
// Ebitengine until the image is drawn to some other way, so interleaving
// text with shapes would cost a GPU round per text (seconds per frame on a
// software renderer).
var pending paint.Texts

// crisp is set while drawing into a cached layer or sprite: shapes are then
// drawn as anti-aliased vector paths. Outside it, per-frame shapes are made
// of copies of cached images, which Ebitengine batches into a few draw calls
// (each vector fill costs a full render pass, far too slow per frame on a
// software renderer such as Xvfb's).
var crisp bool

// withCrisp runs f in crisp mode with its own text queue, then draws that
// text, restoring the caller's queue.
func withCrisp(f func()) {
	savedText, savedCrisp := pending, crisp
	pending, crisp = paint.Texts{}, true
	f()
	pending.Flush()
	pending, crisp = savedText, savedCrisp
}

// rec, while set, makes the drawing helpers below describe what they would
// draw into it instead of drawing (see sidePanel): a drawing whose
// description has not changed need not be drawn again.
var rec *recorder

// recorder collects the description of a drawing.
type recorder struct {
	key []byte
	// off is set when something was drawn that the key cannot describe
	// (a path, a cached image): such a drawing is never taken as unchanged.
	off bool
}

// add appends one drawing operation: its kind, colour and numbers.
func (r *recorder) add(kind byte, clr color.Color, v ...float64) {
	cr, cg, cb, ca := clr.RGBA()
	r.key = append(r.key, kind)
	r.key = binary.LittleEndian.AppendUint64(r.key, uint64(cr)<<48|uint64(cg)<<32|uint64(cb)<<16|uint64(ca))
	for _, x := range v {
		r.key = binary.LittleEndian.AppendUint64(r.key, math.Float64bits(x))
	}
}

// fillRect fills a rectangle.
func fillRect(dst *ebiten.Image, r uistate.Rect, clr color.Color) {
	if rec != nil {
		rec.add('f', clr, r.X, r.Y, r.W, r.H)
		return
	}
	vector.FillRect(dst, float32(r.X), float32(r.Y), float32(r.W), float32(r.H), clr, crisp)
}

// strokeRect outlines a rectangle.
func strokeRect(dst *ebiten.Image, r uistate.Rect, w float64, clr color.Color) {
	if rec != nil {
		rec.add('s', clr, r.X, r.Y, r.W, r.H, w)
		return
	}
	if crisp {
		vector.StrokeRect(dst, float32(r.X), float32(r.Y), float32(r.W), float32(r.H), float32(w), clr, true)
		return
	}
	h := w / 2
	fillRect(dst, uistate.Rect{X: r.X - h, Y: r.Y - h, W: r.W + w, H: w}, clr)
	fillRect(dst, uistate.Rect{X: r.X - h, Y: r.Y + r.H - h, W: r.W + w, H: w}, clr)
	fillRect(dst, uistate.Rect{X: r.X - h, Y: r.Y + h, W: w, H: r.H - w}, clr)
	fillRect(dst, uistate.Rect{X: r.X + r.W - h, Y: r.Y + h, W: w, H: r.H - w}, clr)
}

// shapeKey names a cached white shape image.
type shapeKey struct {
	kind      string
	r, w, shr int // radius, stroke width and shrink, in 1/4 pixel or percent
}

// shapes caches the white shape images. They are unmanaged images (see
// newCacheImage), and freeShapes lets them all go when the board's zoom
// changes, as most are drawn at the hex radius of one zoom.
var shapes = map[shapeKey]*ebiten.Image{}

// maxShapes bounds the shapes kept (past it the cache starts afresh).
const maxShapes = 600

// shape returns a cached white shape, drawing it once with vector paths.
func shape(k shapeKey, size int, draw func(dst *ebiten.Image)) *ebiten.Image {
	if img, ok := shapes[k]; ok {
		return img
	}
	if len(shapes) > maxShapes {
		freeShapes()
	}
	img := newCacheImage(size, size)
	withCrisp(func() { draw(img) })
	paint.Settle(img)
	shapes[k] = img
	return img
}

// freeShapes deallocates every cached shape image.
func freeShapes() {
	for k, img := range shapes {
		freeCacheImage(img)
		delete(shapes, k)
	}
}

// zoomAt is the hex radius and UI scale the zoom-bound caches were made for.
var zoomAt [2]float64

// atZoom frees the shape images and the counter sheet when the board is
// drawn at another hex radius or UI scale than before.
func atZoom(r, s float64) {
	if zoomAt == [2]float64{r, s} {
		return
	}
	zoomAt = [2]float64{r, s}
	freeShapes()
	sheet.free()
}

// stamp draws a white shape image centred on (x, y) in a colour.
func stamp(dst, img *ebiten.Image, x, y float64, clr color.Color) {
	if rec != nil {
		rec.off = true
		return
	}
	b := img.Bounds()
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x-float64(b.Dx())/2), math.Round(y-float64(b.Dy())/2))
	op.ColorScale.ScaleWithColor(clr)
	dst.DrawImage(img, op)
}

func circleImage(r float64) *ebiten.Image {
	q := int(math.Round(r * 4))
	size := int(math.Ceil(r))*2 + 2
	return shape(shapeKey{kind: "disc", r: q}, size, func(d *ebiten.Image) {
		vector.FillCircle(d, float32(size)/2, float32(size)/2, float32(q)/4, color.White, true)
	})
}

// fillCircle fills a circle.
func fillCircle(dst *ebiten.Image, x, y, r float64, clr color.Color) {
	if rec != nil {
		rec.add('c', clr, x, y, r)
		return
	}
	if crisp {
		vector.FillCircle(dst, float32(x), float32(y), float32(r), clr, true)
		return
	}
	stamp(dst, circleImage(r), x, y, clr)
}

// strokeCircle outlines a circle.
func strokeCircle(dst *ebiten.Image, x, y, r, w float64, clr color.Color) {
	if rec != nil {
		rec.add('o', clr, x, y, r, w)
		return
	}
	if crisp {
		// A ring filled even-odd: Ebitengine's stroker turns a small
		// circle's round joins into hundreds of thousands of vertices.
		var p vector.Path
		p.Arc(float32(x), float32(y), float32(r+w/2), 0, 2*math.Pi, vector.Clockwise)
		p.Close()
		if r > w/2 {
			p.MoveTo(float32(x+r-w/2), float32(y))
			p.Arc(float32(x), float32(y), float32(r-w/2), 0, 2*math.Pi, vector.Clockwise)
			p.Close()
		}
		op := &vector.DrawPathOptions{AntiAlias: true}
		op.ColorScale.ScaleWithColor(clr)
		vector.FillPath(dst, &p, &vector.FillOptions{FillRule: vector.FillRuleEvenOdd}, op)
		return
	}
	q, wq := int(math.Round(r*4)), int(math.Round(w*4))
	size := int(math.Ceil(r+w))*2 + 2
	// Drawn as the crisp even-odd ring above (shape draws in crisp mode):
	// vector.StrokeCircle's round joins made a badge's ring of about 700,000
	// vertices, and Ebitengine keeps its vertex buffer as large as the
	// largest flush for good (22 MB of Go heap, and as much in the GL driver).
	img := shape(shapeKey{kind: "ring", r: q, w: wq}, size, func(d *ebiten.Image) {
		strokeCircle(d, float64(size)/2, float64(size)/2, float64(q)/4, float64(wq)/4, color.White)
	})
	stamp(dst, img, x, y, clr)
}

// hexImage is a flat-topped hex of radius r (filled, or outlined with width
// w when w > 0), shrunk by shrink.
func hexImage(r, shrink, w float64) *ebiten.Image {
	q, wq, sq := int(math.Round(r*4)), int(math.Round(w*4)), int(math.Round(shrink*100))
	size := int(math.Ceil(r+w))*2 + 2
	return shape(shapeKey{kind: "hex", r: q, w: wq, shr: sq}, size, func(d *ebiten.Image) {
		var p vector.Path
		rr := float64(q) / 4 * float64(sq) / 100
		var pts []uistate.Point
		for i := 0; i < 6; i++ {
			a := float64(i) * math.Pi / 3
			pts = append(pts, uistate.Point{X: float64(size)/2 + math.Cos(a)*rr, Y: float64(size)/2 + math.Sin(a)*rr})
		}
		polyPath(&p, pts)
		if wq > 0 {
			strokePath(d, &p, float64(wq)/4, color.White)
		} else {
			fillPath(d, &p, color.White)
		}
	})
}

// line draws a line.
func line(dst *ebiten.Image, x0, y0, x1, y1, w float64, clr color.Color) {
	if rec != nil {
		rec.add('l', clr, x0, y0, x1, y1, w)
		return
	}
	vector.StrokeLine(dst, float32(x0), float32(y0), float32(x1), float32(y1), float32(w), clr, crisp)
}

// polyPath appends a closed polygon to p.
func polyPath(p *vector.Path, pts []uistate.Point) {
	for i, q := range pts {
		if i == 0 {
			p.MoveTo(float32(q.X), float32(q.Y))
		} else {
			p.LineTo(float32(q.X), float32(q.Y))
		}
	}
	p.Close()
}

// fillPath fills p with a solid colour.
func fillPath(dst *ebiten.Image, p *vector.Path, clr color.Color) {
	if rec != nil {
		rec.off = true
		return
	}
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.FillPath(dst, p, nil, op)
	settleLarge(dst, p, 0)
}

// strokePath outlines p.
func strokePath(dst *ebiten.Image, p *vector.Path, w float64, clr color.Color) {
	if rec != nil {
		rec.off = true
		return
	}
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.StrokePath(dst, p, &vector.StrokeOptions{Width: float32(w), LineJoin: vector.LineJoinRound}, op)
	settleLarge(dst, p, w)
}

// largePath is the size from which a path is filled on its own: the paths
// queued for an image are filled together through one stencil image that
// holds them all side by side, and that Ebitengine's vector package keeps
// at the largest size it ever needed.
const largePath = 192

// settleLarge has the GPU fill p (stroked w wide) at once when it covers a
// large part of dst, so that it does not share a stencil image with others.
func settleLarge(dst *ebiten.Image, p *vector.Path, w float64) {
	r := p.Bounds().Inset(-int(math.Ceil(w))).Intersect(dst.Bounds())
	if r.Dx() >= largePath || r.Dy() >= largePath {
		paint.Settle(dst)
	}
}

// roundRect fills a rectangle with rounded corners.
func roundRect(dst *ebiten.Image, r uistate.Rect, rad float64, clr color.Color) {
	if rec != nil {
		rec.add('r', clr, r.X, r.Y, r.W, r.H, rad)
		return
	}
	if crisp {
		var p vector.Path
		roundRectPath(&p, r, rad)
		fillPath(dst, &p, clr)
		return
	}
	// Snap to whole pixels; corners are quarters of a cached disc.
	corner := func(n int) *ebiten.Image {
		return shape(shapeKey{kind: "corner", r: n}, 2*n, func(d *ebiten.Image) {
			vector.FillCircle(d, float32(n), float32(n), float32(n), color.White, true)
		})
	}
	paint.RoundRect(dst, r, rad, clr, corner, func(q uistate.Rect) { fillRect(dst, q, clr) })
}

func roundRectPath(p *vector.Path, r uistate.Rect, rad float64) {
	rad = math.Min(rad, math.Min(r.W, r.H)/2)
	x0, y0, x1, y1 := float32(r.X), float32(r.Y), float32(r.X+r.W), float32(r.Y+r.H)
	rr := float32(rad)
	p.MoveTo(x0+rr, y0)
	p.LineTo(x1-rr, y0)
	p.ArcTo(x1, y0, x1, y0+rr, rr)
	p.LineTo(x1, y1-rr)
	p.ArcTo(x1, y1, x1-rr, y1, rr)
	p.LineTo(x0+rr, y1)
	p.ArcTo(x0, y1, x0, y1-rr, rr)
	p.LineTo(x0, y0+rr)
	p.ArcTo(x0, y0, x0+rr, y0, rr)
	p.Close()
}

// drawDie draws a die face showing n at (x, y) with side s.
func drawDie(dst *ebiten.Image, x, y, s float64, n int, body, pip color.Color) {
	roundRect(dst, uistate.Rect{X: x, Y: y, W: s, H: s}, s*0.18, body)
	spots, _ := paint.Pips(x, y, s, n)
	for _, p := range spots {
		fillCircle(dst, p[0], p[1], s*0.09, pip)
	}
}

// newCacheImage makes an image for a cache: unmanaged, so that Ebitengine
// keeps it in a texture of its own instead of packing it into its shared
// atlas pages, which grow (to 8192×8192 and beyond, a quarter GB each)
// and never shrink as caches refill at each zoom and window size.
func newCacheImage(w, h int) *ebiten.Image {
	cacheImages.Add(1)
	cachePixels.Add(int64(w) * int64(h))
	return ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
}

// freeCacheImage deallocates an image newCacheImage made.
func freeCacheImage(img *ebiten.Image) {
	cacheImages.Add(-1)
	b := img.Bounds()
	cachePixels.Add(-int64(b.Dx()) * int64(b.Dy()))
	img.Deallocate()
}

// cacheImages counts the cache images made and not yet freed (tests read
// it: it must not grow with the zooms and sizes a window goes through).
var cacheImages atomic.Int64

// cachePixels counts the pixels of those images (the soak reports them).
var cachePixels atomic.Int64
