package rdui

import (
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text"
	"github.com/hajimehoshi/ebiten/v2/vector"
	"golang.org/x/image/font"

	"zulu1879/assets"
	"zulu1879/ui/rdui/rdstate"
)

// The palette of the Isandlwana screen (package ui), so both battles look
// alike, with the colours of this map.
var (
	colBack      = rgb(0x1F1B16)
	colPanel     = rgb(0x2A241D)
	colPanelEdge = rgb(0x594B38)
	colText      = rgb(0xEEE6D2)
	colDim       = rgb(0xB2A68C)
	colError     = rgb(0xFF7A6B)
	colButton    = rgb(0x5B4A33)
	colButtonHi  = rgb(0x7C6545)
	colButtonOff = rgb(0x3A3228)
	colGold      = rgb(0xE8C55A)
	colBar       = rgb(0x1D1915)
	colBritish   = rgb(0xD9484F)
	colZulu      = rgb(0xE0A050)

	colBoard    = rgb(0x2C3324)
	colTrackBox = rgb(0x56613F)
	colWallBox  = rgb(0x6B6A44)
	colInterior = rgb(0x7A3A2E)
	colBuilding = rgb(0x8C7B58)
	colRoof     = rgb(0x5E4B33)
	colFire     = rgb(0xF06A1E)
	colFlame    = rgb(0xFFD04A)
	colVictory  = rgb(0xC8202A)
	colInk      = rgb(0x231D17)
	colCard     = rgb(0xEFE6CC)
	colCardDim  = rgb(0x6B604C)
	colHero     = rgb(0x9E2F33)
	colVolley   = rgb(0x3D5A78)
	colEvent    = rgb(0x8A6A2A)
	colShield   = rgb(0x2F6FB0)
)

// rgb makes an opaque colour from 0xRRGGBB.
func rgb(c uint32) color.RGBA {
	return color.RGBA{uint8(c >> 16), uint8(c >> 8), uint8(c), 0xff}
}

// fade makes c translucent (premultiplied).
func fade(c color.RGBA, a uint8) color.RGBA {
	f := float64(a) / 255
	return color.RGBA{uint8(float64(c.R) * f), uint8(float64(c.G) * f), uint8(float64(c.B) * f), a}
}

func face(s assets.Style, px float64) font.Face { return assets.Face(s, px) }

func textWidth(f font.Face, s string) float64 { return float64(font.MeasureString(f, s).Round()) }

func ascent(f font.Face) float64 { return float64(f.Metrics().Ascent.Round()) }

func lineHeight(f font.Face) float64 { return float64(f.Metrics().Height.Round()) }

// Text alignment.
const (
	alignLeft = iota
	alignCenter
	alignRight
)

type textOp struct {
	dst  *ebiten.Image
	s    string
	f    font.Face
	x, y int
	clr  color.Color
}

// painter draws one frame: shapes at once, texts queued and drawn over
// them by flush, so each layer costs a few batched draw calls.
type painter struct {
	texts []textOp
}

// text queues s with its top at y, aligned on x.
func (p *painter) text(dst *ebiten.Image, s string, f font.Face, x, y float64, align int, clr color.Color) {
	switch align {
	case alignCenter:
		x -= textWidth(f, s) / 2
	case alignRight:
		x -= textWidth(f, s)
	}
	p.texts = append(p.texts, textOp{dst, s, f, int(math.Round(x)), int(math.Round(y + ascent(f))), clr})
}

// textMid centres s on (x, y) using the cap height.
func (p *painter) textMid(dst *ebiten.Image, s string, f font.Face, x, y float64, clr color.Color) {
	capH := ascent(f) * 0.72
	p.texts = append(p.texts, textOp{dst, s, f, int(math.Round(x - textWidth(f, s)/2)), int(math.Round(y + capH/2)), clr})
}

// flush draws the queued texts.
func (p *painter) flush() {
	for _, t := range p.texts {
		text.Draw(t.dst, t.s, t.f, t.x, t.y, t.clr)
	}
	p.texts = p.texts[:0]
}

// fit shortens s with an ellipsis until it fits w.
func fit(f font.Face, s string, w float64) string {
	if textWidth(f, s) <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 1 && textWidth(f, string(r)+"…") > w {
		r = r[:len(r)-1]
	}
	return strings.TrimRight(string(r), " ") + "…"
}

// wrap breaks s into lines no wider than w.
func wrap(f font.Face, s string, w float64) []string {
	var out []string
	for _, para := range strings.Split(s, "\n") {
		line := ""
		for _, word := range strings.Fields(para) {
			try := word
			if line != "" {
				try = line + " " + word
			}
			if textWidth(f, try) > w && line != "" {
				out = append(out, line)
				line = word
			} else {
				line = try
			}
		}
		out = append(out, line)
	}
	return out
}

var (
	whiteImg = func() *ebiten.Image {
		img := ebiten.NewImage(3, 3)
		img.Fill(color.White)
		return img
	}()
	white = whiteImg.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	discs = map[int]*ebiten.Image{}
)

// fillRect fills r with a copy of one white pixel, which Ebitengine batches.
func fillRect(dst *ebiten.Image, r rdstate.Rect, clr color.Color) {
	if r.W <= 0 || r.H <= 0 {
		return
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(r.W, r.H)
	op.GeoM.Translate(r.X, r.Y)
	op.ColorScale.ScaleWithColor(clr)
	dst.DrawImage(white, op)
}

// strokeRect outlines r with lines w wide, inside r.
func strokeRect(dst *ebiten.Image, r rdstate.Rect, w float64, clr color.Color) {
	fillRect(dst, rdstate.Rect{X: r.X, Y: r.Y, W: r.W, H: w}, clr)
	fillRect(dst, rdstate.Rect{X: r.X, Y: r.Y + r.H - w, W: r.W, H: w}, clr)
	fillRect(dst, rdstate.Rect{X: r.X, Y: r.Y + w, W: w, H: r.H - 2*w}, clr)
	fillRect(dst, rdstate.Rect{X: r.X + r.W - w, Y: r.Y + w, W: w, H: r.H - 2*w}, clr)
}

// line draws a segment as a rotated stretched pixel.
func line(dst *ebiten.Image, x0, y0, x1, y1, w float64, clr color.Color) {
	dx, dy := x1-x0, y1-y0
	n := math.Hypot(dx, dy)
	if n == 0 {
		return
	}
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(0, -0.5)
	op.GeoM.Scale(n, w)
	op.GeoM.Rotate(math.Atan2(dy, dx))
	op.GeoM.Translate(x0, y0)
	op.ColorScale.ScaleWithColor(clr)
	dst.DrawImage(white, op)
}

// disc is a cached white anti-aliased disc of radius r (whole pixels).
func disc(r int) *ebiten.Image {
	if r < 1 {
		r = 1
	}
	if img, ok := discs[r]; ok {
		return img
	}
	img := ebiten.NewImage(2*r, 2*r)
	vector.FillCircle(img, float32(r), float32(r), float32(r), color.White, true)
	discs[r] = img
	return img
}

// fillCircle fills a circle of radius r centred on (x, y).
func fillCircle(dst *ebiten.Image, x, y, r float64, clr color.Color) {
	n := int(math.Round(r))
	img := disc(n)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x)-float64(n), math.Round(y)-float64(n))
	op.ColorScale.ScaleWithColor(clr)
	dst.DrawImage(img, op)
}

// roundRect fills r with rounded corners of radius rad.
func roundRect(dst *ebiten.Image, r rdstate.Rect, rad float64, clr color.Color) {
	x0, y0 := math.Round(r.X), math.Round(r.Y)
	x1, y1 := math.Round(r.X+r.W), math.Round(r.Y+r.H)
	rad = math.Floor(math.Min(rad, math.Min(x1-x0, y1-y0)/2))
	if rad < 1 {
		fillRect(dst, rdstate.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}, clr)
		return
	}
	n := int(rad)
	d := disc(n)
	for _, c := range []struct{ sx, sy, dx, dy float64 }{{0, 0, x0, y0}, {1, 0, x1 - rad, y0}, {0, 1, x0, y1 - rad}, {1, 1, x1 - rad, y1 - rad}} {
		q := d.SubImage(image.Rect(int(c.sx)*n, int(c.sy)*n, int(c.sx)*n+n, int(c.sy)*n+n)).(*ebiten.Image)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(c.dx, c.dy)
		op.ColorScale.ScaleWithColor(clr)
		dst.DrawImage(q, op)
	}
	fillRect(dst, rdstate.Rect{X: x0 + rad, Y: y0, W: x1 - x0 - 2*rad, H: y1 - y0}, clr)
	fillRect(dst, rdstate.Rect{X: x0, Y: y0 + rad, W: rad, H: y1 - y0 - 2*rad}, clr)
	fillRect(dst, rdstate.Rect{X: x1 - rad, Y: y0 + rad, W: rad, H: y1 - y0 - 2*rad}, clr)
}

// frame draws a rounded box with an edge.
func frame(dst *ebiten.Image, r rdstate.Rect, rad, w float64, fill, edge color.Color) {
	roundRect(dst, r, rad, edge)
	roundRect(dst, rdstate.Rect{X: r.X + w, Y: r.Y + w, W: r.W - 2*w, H: r.H - 2*w}, math.Max(0, rad-w), fill)
}

// drawDie draws a die face showing n (1-6) at (x, y) with side s; other
// numbers (a draw from the cup) are written on it.
func (p *painter) drawDie(dst *ebiten.Image, x, y, s float64, n int, body, pip color.Color) {
	roundRect(dst, rdstate.Rect{X: x, Y: y, W: s, H: s}, s*0.18, body)
	q := s / 4
	spots := map[int][][2]float64{
		1: {{2, 2}},
		2: {{1, 1}, {3, 3}},
		3: {{1, 1}, {2, 2}, {3, 3}},
		4: {{1, 1}, {3, 1}, {1, 3}, {3, 3}},
		5: {{1, 1}, {3, 1}, {2, 2}, {1, 3}, {3, 3}},
		6: {{1, 1}, {3, 1}, {1, 2}, {3, 2}, {1, 3}, {3, 3}},
	}
	sp, ok := spots[n]
	if !ok {
		p.textMid(dst, itoa(n), face(assets.Bold, s*0.5), x+s/2, y+s/2, pip)
		return
	}
	for _, c := range sp {
		fillCircle(dst, x+c[0]*q, y+c[1]*q, s*0.09, pip)
	}
}

func itoa(n int) string {
	if n < 0 {
		return "−" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}
