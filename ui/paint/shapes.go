package paint

import (
	"image"
	"image/color"
	"math"
	"strconv"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"zulu1879/assets"
	"zulu1879/ui/uistate"
)

// The card screens' shapes (Rorke's Drift, Men of Harlech) are copies of
// one white pixel, stretched, turned and tinted, and of cached white
// discs, so that Ebitengine batches a frame's shapes into few draw calls.
var (
	whiteImg = func() *ebiten.Image {
		img := ebiten.NewImage(3, 3)
		img.Fill(color.White)
		return img
	}()
	// white is the middle pixel, away from the edges a linear filter
	// would blend in.
	white   = whiteImg.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	discsMu sync.Mutex
	discs   = map[int]*ebiten.Image{}
)

// FillRect fills r with clr.
func FillRect(dst *ebiten.Image, r uistate.Rect, clr color.Color) {
	if r.W <= 0 || r.H <= 0 {
		return
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(r.W, r.H)
	op.GeoM.Translate(r.X, r.Y)
	op.ColorScale.ScaleWithColor(clr)
	dst.DrawImage(white, op)
}

// StrokeRect outlines r with lines w wide, inside r.
func StrokeRect(dst *ebiten.Image, r uistate.Rect, w float64, clr color.Color) {
	FillRect(dst, uistate.Rect{X: r.X, Y: r.Y, W: r.W, H: w}, clr)
	FillRect(dst, uistate.Rect{X: r.X, Y: r.Y + r.H - w, W: r.W, H: w}, clr)
	FillRect(dst, uistate.Rect{X: r.X, Y: r.Y + w, W: w, H: r.H - 2*w}, clr)
	FillRect(dst, uistate.Rect{X: r.X + r.W - w, Y: r.Y + w, W: w, H: r.H - 2*w}, clr)
}

// Line draws a segment w wide as a turned, stretched pixel.
func Line(dst *ebiten.Image, x0, y0, x1, y1, w float64, clr color.Color) {
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

// Disc is a cached white anti-aliased disc of radius r (whole pixels, at
// least 1) in a 2r×2r image.
func Disc(r int) *ebiten.Image {
	r = max(r, 1)
	discsMu.Lock()
	defer discsMu.Unlock()
	if img, ok := discs[r]; ok {
		return img
	}
	img := ebiten.NewImage(2*r, 2*r)
	vector.FillCircle(img, float32(r), float32(r), float32(r), color.White, true)
	discs[r] = img
	return img
}

// FillCircle fills a circle of radius r centred on (x, y), snapped to
// whole pixels.
func FillCircle(dst *ebiten.Image, x, y, r float64, clr color.Color) {
	n := int(math.Round(r))
	img := Disc(n)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x)-float64(n), math.Round(y)-float64(n))
	op.ColorScale.ScaleWithColor(clr)
	dst.DrawImage(img, op)
}

// FillRoundRect fills r with corners of radius rad (RoundRect with the
// cached discs and FillRect).
func FillRoundRect(dst *ebiten.Image, r uistate.Rect, rad float64, clr color.Color) {
	RoundRect(dst, r, rad, clr, Disc, func(q uistate.Rect) { FillRect(dst, q, clr) })
}

// Frame draws a rounded box of fill with an edge w wide.
func Frame(dst *ebiten.Image, r uistate.Rect, rad, w float64, fill, edge color.Color) {
	FillRoundRect(dst, r, rad, edge)
	FillRoundRect(dst, uistate.Rect{X: r.X + w, Y: r.Y + w, W: r.W - 2*w, H: r.H - 2*w}, math.Max(0, rad-w), fill)
}

// Die queues a die face showing n at (x, y) with side s: pips for 1 to 6,
// the number written on it otherwise (a draw from a cup or a deck).
func (t *Texts) Die(dst *ebiten.Image, x, y, s float64, n int, body, pip color.Color) {
	FillRoundRect(dst, uistate.Rect{X: x, Y: y, W: s, H: s}, s*0.18, body)
	sp, ok := Pips(x, y, s, n)
	if !ok {
		t.TextMid(dst, Number(n), Face(assets.Bold, s*0.5), x+s/2, y+s/2, pip)
		return
	}
	for _, c := range sp {
		FillCircle(dst, c[0], c[1], s*0.09, pip)
	}
}

// Number writes n for the screen, with a typographic minus ("−2", the
// interior boxes of Rorke's Drift).
func Number(n int) string {
	if n < 0 {
		return "−" + strconv.Itoa(-n)
	}
	return strconv.Itoa(n)
}

// HelpCard draws a card screen's help sheet in r at scale k: a framed box,
// the title, the paragraphs wrapped (as many lines as fit) and how to close
// it.
func (t *Texts) HelpCard(dst *ebiten.Image, r uistate.Rect, k float64, title string, paras []string) {
	Frame(dst, r, 10*k, 2*k, ColPanel, ColGold)
	pad := 24 * k
	y := r.Y + pad
	hf := Face(assets.Bold, 22*k)
	t.Text(dst, title, hf, r.X+pad, y, AlignLeft, ColGold)
	y += LineHeight(hf) + 8*k
	f := Face(assets.Regular, 15*k)
	for _, para := range paras {
		for _, ln := range Wrap(f, para, r.W-2*pad) {
			if y+LineHeight(f) > r.Y+r.H-40*k {
				break
			}
			t.Text(dst, ln, f, r.X+pad, y, AlignLeft, ColText)
			y += LineHeight(f)
		}
		y += 7 * k
	}
	sf := Face(assets.Italic, 13*k)
	t.Text(dst, "Click or press any key to close.", sf, r.X+r.W-pad, r.Y+r.H-pad-LineHeight(sf), AlignRight, ColDim)
}
