package tacticalui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/ui/uistate"
)

// whiteSrc is the source of every shape a batch draws: a white image whose
// middle pixel is tinted by the vertex colours.
var whiteSrc = func() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return img
}()

// batch gathers coloured triangles in screen pixels and draws them in one
// call, so that the thousands of hexes, walls and marks of the board cost
// a handful of draw calls rather than one each.
type batch struct {
	v   []ebiten.Vertex
	idx []uint32
}

// vert appends a vertex at p of colour c (premultiplied by its alpha).
func (b *batch) vert(p uistate.Point, c color.RGBA) uint32 {
	n := uint32(len(b.v))
	b.v = append(b.v, ebiten.Vertex{
		DstX: float32(p.X), DstY: float32(p.Y), SrcX: 1.5, SrcY: 1.5,
		ColorR: float32(c.R) / 255, ColorG: float32(c.G) / 255, ColorB: float32(c.B) / 255, ColorA: float32(c.A) / 255,
	})
	return n
}

// poly fills the convex polygon pts with c.
func (b *batch) poly(c color.RGBA, pts ...uistate.Point) {
	if len(pts) < 3 {
		return
	}
	first := b.vert(pts[0], c)
	for i := 1; i < len(pts); i++ {
		b.vert(pts[i], c)
	}
	for i := 1; i+1 < len(pts); i++ {
		b.idx = append(b.idx, first, first+uint32(i), first+uint32(i+1))
	}
}

// line draws a segment w pixels wide from p to q, with square ends
// reaching ext pixels past both.
func (b *batch) line(p, q uistate.Point, w, ext float64, c color.RGBA) {
	dx, dy := q.X-p.X, q.Y-p.Y
	n := math.Hypot(dx, dy)
	if n == 0 || w <= 0 {
		return
	}
	ux, uy := dx/n, dy/n
	p = uistate.Point{X: p.X - ux*ext, Y: p.Y - uy*ext}
	q = uistate.Point{X: q.X + ux*ext, Y: q.Y + uy*ext}
	nx, ny := -uy*w/2, ux*w/2
	b.poly(c,
		uistate.Point{X: p.X + nx, Y: p.Y + ny}, uistate.Point{X: q.X + nx, Y: q.Y + ny},
		uistate.Point{X: q.X - nx, Y: q.Y - ny}, uistate.Point{X: p.X - nx, Y: p.Y - ny})
}

// dashes draws the segment p–q as n dashes with gaps between them.
func (b *batch) dashes(p, q uistate.Point, n int, w float64, c color.RGBA) {
	for i := 0; i < n; i++ {
		t0 := (float64(i) + 0.15) / float64(n)
		t1 := (float64(i) + 0.75) / float64(n)
		b.line(lerp(p, q, t0), lerp(p, q, t1), w, 0, c)
	}
}

// circle fills a disc of radius r around p with c, as a polygon of sides
// enough to look round at its size.
func (b *batch) circle(p uistate.Point, r float64, c color.RGBA) {
	n := max(8, min(32, int(r*2)))
	pts := make([]uistate.Point, n)
	for i := range pts {
		a := 2 * math.Pi * float64(i) / float64(n)
		pts[i] = uistate.Point{X: p.X + r*math.Cos(a), Y: p.Y + r*math.Sin(a)}
	}
	b.poly(c, pts...)
}

// rect fills the axis-aligned rectangle r with c.
func (b *batch) rect(r uistate.Rect, c color.RGBA) {
	b.poly(c, uistate.Point{X: r.X, Y: r.Y}, uistate.Point{X: r.X + r.W, Y: r.Y},
		uistate.Point{X: r.X + r.W, Y: r.Y + r.H}, uistate.Point{X: r.X, Y: r.Y + r.H})
}

// flush draws what the batch holds into dst and empties it.
func (b *batch) flush(dst *ebiten.Image) {
	if len(b.idx) > 0 {
		dst.DrawTriangles32(b.v, b.idx, whiteSrc, &ebiten.DrawTrianglesOptions{ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha})
	}
	b.v, b.idx = b.v[:0], b.idx[:0]
}

// fade makes c translucent, premultiplied as the batch wants it.
func fade(c color.RGBA, a uint8) color.RGBA {
	f := float64(a) / 255
	return color.RGBA{uint8(float64(c.R) * f), uint8(float64(c.G) * f), uint8(float64(c.B) * f), a}
}
