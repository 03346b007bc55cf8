// Package paint holds the drawing pieces both battle screens share (the
// Isandlwana GUI in ui and the Rorke's Drift screen in ui/rdui): the
// common palette, font measures, a queue of texts drawn over a layer's
// shapes, word wrapping, the corners of rounded boxes and the pips of a
// die. It knows nothing of the rules.
package paint

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"
	"sync"

	gotextfont "github.com/go-text/typesetting/font"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"zulu1879/assets"
	"zulu1879/ui/uistate"
)

// The palette both screens use for panels, buttons and the two sides.
var (
	// Panels, the bars across them, and their texts.
	ColPanel, ColPanelEdge, ColBar     = RGB(0x2A241D), RGB(0x594B38), RGB(0x1D1915)
	ColText, ColDim, ColGold, ColError = RGB(0xEEE6D2), RGB(0xB2A68C), RGB(0xE8C55A), RGB(0xFF7A6B)
	// Buttons: at rest, under the mouse, and disabled.
	ColButton, ColButtonHi, ColButtonOff = RGB(0x5B4A33), RGB(0x7C6545), RGB(0x3A3228)
	// The two sides.
	ColBritish, ColZulu = RGB(0xD9484F), RGB(0xE0A050)
)

// RGB makes an opaque colour from 0xRRGGBB.
func RGB(c uint32) color.RGBA {
	return color.RGBA{uint8(c >> 16), uint8(c >> 8), uint8(c), 0xff}
}

// Font is one typeface at one size, as Face returns it: an Ebitengine
// text/v2 face over the game's embedded font, with its line measures.
// Ebitengine rasterises its glyphs at that size on first use and caches
// them, so text is sharp at any zoom and device scale.
type Font struct {
	face          *text.GoTextFace
	ascent, lineH float64 // whole pixels
	hAscent       float64 // the face's own ascent, as text/v2 places text
	style         assets.Style
}

// sizeStep is the finest step between the font sizes Face makes: sizes are
// rounded to it, so that a zoom does not make a new face (and new glyphs)
// for every hundredth of a pixel; half a pixel does not show.
const sizeStep = 0.5

// maxSize is the largest font size Face makes, far above any the screens
// ask for (a 52 px title at a device scale of 4 is 208 px).
const maxSize = 512

// maxFaces bounds the faces Face keeps; past it the cache starts afresh
// (faces are small: the glyphs live in Ebitengine's own cache).
const maxFaces = 512

type faceKey struct {
	s  assets.Style
	px float64
}

var (
	fontMu  sync.Mutex
	sources [assets.NumStyles]*text.GoTextFaceSource
	faces   = map[faceKey]*Font{}
)

// source returns the face source of a style, made once from its font file.
func source(s assets.Style) (*text.GoTextFaceSource, error) {
	if s >= assets.NumStyles {
		return nil, fmt.Errorf("paint: unknown font style %d", s)
	}
	if sources[s] == nil {
		ttf, err := assets.TTF(s)
		if err != nil {
			return nil, err
		}
		src, err := text.NewGoTextFaceSource(bytes.NewReader(ttf))
		if err != nil {
			return nil, fmt.Errorf("paint: the embedded %s font: %w", s, err)
		}
		sources[s] = src
	}
	return sources[s], nil
}

// Face returns the font of style s at about px pixels (rounded to half a
// pixel, from 1 to maxSize; a size that is not a number gives 1). Fonts are
// shared: asking twice gives the same one. It panics only if the embedded fonts are damaged or the style unknown,
// which the package's tests rule out.
func Face(s assets.Style, px float64) *Font {
	switch {
	case math.IsNaN(px) || px < 1:
		px = 1
	case px > maxSize:
		px = maxSize
	default:
		px = math.Max(1, math.Round(px/sizeStep)*sizeStep)
	}
	fontMu.Lock()
	defer fontMu.Unlock()
	k := faceKey{s, px}
	if f := faces[k]; f != nil {
		return f
	}
	src, err := source(s)
	if err != nil {
		panic(err)
	}
	if len(faces) >= maxFaces {
		clear(faces)
	}
	face := &text.GoTextFace{Source: src, Size: px}
	m := face.Metrics()
	f := &Font{face: face, ascent: math.Round(m.HAscent), lineH: math.Round(m.HAscent + m.HDescent + m.HLineGap), hAscent: m.HAscent, style: s}
	faces[k] = f
	return f
}

// Size is the font's size in pixels.
func (f *Font) Size() float64 { return f.face.Size }

// HasGlyph reports whether the face source of style s has a glyph of its
// own for r, rather than the font's box for a missing character. Tests use
// it to check that every character the game draws is in its fonts. It
// only reads the font's character map through text/v2's UnsafeInternal;
// should a later Ebitengine hand out another type there, every rune reads
// as missing and the tests say so.
func HasGlyph(s assets.Style, r rune) bool {
	fontMu.Lock()
	src, err := source(s)
	fontMu.Unlock()
	if err != nil {
		return false
	}
	gf, ok := src.UnsafeInternal().(*gotextfont.Face)
	if !ok {
		return false
	}
	_, ok = gf.NominalGlyph(r)
	return ok
}

// TextWidth measures s in font f, in pixels.
func TextWidth(f *Font, s string) float64 { return text.Advance(s, f.face) }

// Ascent is the font's ascent in whole pixels.
func Ascent(f *Font) float64 { return f.ascent }

// LineHeight is the font's line spacing in whole pixels.
func LineHeight(f *Font) float64 { return f.lineH }

// Alignment of a text relative to its x.
const (
	AlignLeft = iota
	AlignCenter
	AlignRight
)

// textOp is a text waiting to be drawn.
type textOp struct {
	dst  *ebiten.Image
	s    string
	f    *Font
	x, y float64 // the baseline's left end, in whole pixels
	clr  color.Color
}

// Texts queues the texts of the layer being drawn, to be drawn in one go
// by Flush after the layer's shapes: Ebitengine batches shapes until the
// image is drawn to some other way, so texts drawn among the shapes would
// cost a render pass each. The zero value is an empty queue.
type Texts struct {
	ops []textOp
	op  text.DrawOptions
}

// Text queues s with its top at y, aligned on x.
func (t *Texts) Text(dst *ebiten.Image, s string, f *Font, x, y float64, align int, clr color.Color) {
	switch align {
	case AlignCenter:
		x -= TextWidth(f, s) / 2
	case AlignRight:
		x -= TextWidth(f, s)
	}
	t.ops = append(t.ops, textOp{dst, s, f, math.Round(x), math.Round(y + Ascent(f)), clr})
}

// TextMid queues s centred on (x, y), using the cap height so that digits
// and capitals sit in the middle.
func (t *Texts) TextMid(dst *ebiten.Image, s string, f *Font, x, y float64, clr color.Color) {
	capH := Ascent(f) * 0.72
	t.ops = append(t.ops, textOp{dst, s, f, math.Round(x - TextWidth(f, s)/2), math.Round(y + capH/2), clr})
}

// Paragraph queues s wrapped to width w, one line under the other from
// (x, y), at most max lines (0: all of them), and returns the y under the
// last line.
func (t *Texts) Paragraph(dst *ebiten.Image, s string, f *Font, x, y, w float64, max int, clr color.Color) float64 {
	lines := Wrap(f, s, w)
	if max > 0 && len(lines) > max {
		lines = lines[:max]
	}
	for _, ln := range lines {
		t.Text(dst, ln, f, x, y, AlignLeft, clr)
		y += LineHeight(f)
	}
	return y
}

// Flush draws the queued texts and empties the queue.
func (t *Texts) Flush() {
	for _, o := range t.ops {
		// text/v2 places a text by the top of its line, with the
		// baseline at top + its ascent floored to a whole pixel; the
		// nudge keeps a rounding error from lifting it a pixel above o.y.
		t.op.GeoM.Reset()
		t.op.GeoM.Translate(o.x, o.y-o.f.hAscent+1.0/128)
		t.op.ColorScale.Reset()
		t.op.ColorScale.ScaleWithColor(o.clr)
		text.Draw(o.dst, o.s, o.f.face, &t.op)
	}
	t.ops = t.ops[:0]
}

// AppendKey appends to k a description of the queued texts (each text,
// its style, size, place and colour, not the image it goes to): two queues
// with the same key draw the same pixels. Caches use it to tell whether a
// drawing changed.
func (t *Texts) AppendKey(k []byte) []byte {
	for _, o := range t.ops {
		k = binary.AppendUvarint(k, uint64(len(o.s)))
		k = append(k, o.s...)
		k = append(k, byte(o.f.style))
		k = binary.LittleEndian.AppendUint64(k, math.Float64bits(o.f.face.Size))
		k = binary.LittleEndian.AppendUint64(k, math.Float64bits(o.x))
		k = binary.LittleEndian.AppendUint64(k, math.Float64bits(o.y))
		r, g, b, a := o.clr.RGBA()
		k = binary.LittleEndian.AppendUint64(k, uint64(r)<<48|uint64(g)<<32|uint64(b)<<16|uint64(a))
	}
	return k
}

// Len is how many texts are queued.
func (t *Texts) Len() int { return len(t.ops) }

// Truncate drops the texts queued after the first n, e.g. those of a
// drawing done only to measure it.
func (t *Texts) Truncate(n int) { t.ops = t.ops[:n] }

// Ellipsize shortens s to fit in w, ending it with "…" when something had
// to go; it cuts between characters, never inside one. Text that fits is
// returned as it is; when not even "…" fits, the result is "".
func Ellipsize(f *Font, s string, w float64) string {
	if TextWidth(f, s) <= w {
		return s
	}
	r := []rune(strings.TrimRight(s, " "))
	for len(r) > 0 {
		r = r[:len(r)-1]
		try := strings.TrimRight(string(r), " ·,:;") + "…"
		if TextWidth(f, try) <= w {
			return try
		}
	}
	if TextWidth(f, "…") <= w {
		return "…"
	}
	return ""
}

// EllipsizeStart is Ellipsize cutting from the front: a text too wide for w
// loses its first characters to a leading "…", so that its end shows (a
// text field being typed into).
func EllipsizeStart(f *Font, s string, w float64) string {
	if TextWidth(f, s) <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 0 {
		r = r[1:]
		if try := "…" + string(r); TextWidth(f, try) <= w {
			return try
		}
	}
	if TextWidth(f, "…") <= w {
		return "…"
	}
	return ""
}

// Wrap breaks s into lines no wider than w, keeping its line breaks; a
// word wider than w stands alone on its line. The lines of texts wrapped
// before are kept (the panels wrap the same log lines every frame they are
// described), so the slice returned is shared and must not be changed.
func Wrap(f *Font, s string, w float64) []string {
	k := wrapKey{f: f, s: s, w: w}
	wrapMu.Lock()
	lines, ok := wrapMemo[k]
	wrapMu.Unlock()
	if ok {
		return lines
	}
	lines = wrap(f, s, w)
	lines = lines[:len(lines):len(lines)]
	wrapMu.Lock()
	if len(wrapMemo) >= maxWrapMemo {
		clear(wrapMemo)
	}
	wrapMemo[k] = lines
	wrapMu.Unlock()
	return lines
}

// wrapKey names a wrapped text: the font, the text and the width.
type wrapKey struct {
	f *Font
	s string
	w float64
}

// maxWrapMemo bounds the texts whose lines are kept (past it the memo
// starts afresh): a few screens' worth.
const maxWrapMemo = 2048

var (
	wrapMu   sync.Mutex
	wrapMemo = map[wrapKey][]string{}
)

func wrap(f *Font, s string, w float64) []string {
	var out []string
	for _, para := range strings.Split(s, "\n") {
		line := ""
		for _, word := range strings.Fields(para) {
			try := word
			if line != "" {
				try = line + " " + word
			}
			if TextWidth(f, try) > w && line != "" {
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

// RoundRect fills r, snapped to whole pixels, with corners of radius rad
// cut from disc(n), a white disc of radius n in a 2n×2n image; fill fills
// the straight parts. Below a radius of one pixel it fills a plain box.
func RoundRect(dst *ebiten.Image, r uistate.Rect, rad float64, clr color.Color, disc func(n int) *ebiten.Image, fill func(uistate.Rect)) {
	x0, y0 := math.Round(r.X), math.Round(r.Y)
	x1, y1 := math.Round(r.X+r.W), math.Round(r.Y+r.H)
	rad = math.Floor(math.Min(rad, math.Min(x1-x0, y1-y0)/2))
	if rad < 1 {
		fill(uistate.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0})
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
	fill(uistate.Rect{X: x0 + rad, Y: y0, W: x1 - x0 - 2*rad, H: y1 - y0})
	fill(uistate.Rect{X: x0, Y: y0 + rad, W: rad, H: y1 - y0 - 2*rad})
	fill(uistate.Rect{X: x1 - rad, Y: y0 + rad, W: rad, H: y1 - y0 - 2*rad})
}

// pips are the spots of each die face, in quarters of its side.
var pips = map[int][][2]float64{
	1: {{2, 2}},
	2: {{1, 1}, {3, 3}},
	3: {{1, 1}, {2, 2}, {3, 3}},
	4: {{1, 1}, {3, 1}, {1, 3}, {3, 3}},
	5: {{1, 1}, {3, 1}, {2, 2}, {1, 3}, {3, 3}},
	6: {{1, 1}, {3, 1}, {1, 2}, {3, 2}, {1, 3}, {3, 3}},
}

// Pips returns the centres of the spots of a die showing n on a face of
// side s with its corner at (x, y); ok is false when n is not 1 to 6.
func Pips(x, y, s float64, n int) (spots [][2]float64, ok bool) {
	sp, ok := pips[n]
	q := s / 4
	for _, c := range sp {
		spots = append(spots, [2]float64{x + c[0]*q, y + c[1]*q})
	}
	return spots, ok
}
