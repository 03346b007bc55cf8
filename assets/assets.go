// Package assets holds what the game window draws with that is not code: the
// Go fonts, rasterised ahead of time into glyph atlases (fonts/*.png with
// their metrics in fonts/*.json, made by genfonts.go) and embedded in the
// binary. Face returns a golang.org/x/image/font.Face of any size, picking the
// nearest rasterised size.
//
// Why atlases: golang.org/x/image/font/opentype (through font/sfnt) needs the
// module golang.org/x/text, which the game's go.mod does not require, and
// Ebitengine's text/v2 needs go-text/typesetting. The atlases keep the Go
// fonts with only the modules already required.
//
// The package is pure Go and never imports ebiten.
package assets

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"sort"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

//go:embed fonts/*.png fonts/*.json
var fontFS embed.FS

// Style is a typeface of the game.
type Style uint8

// The typefaces.
const (
	Regular Style = iota // body text, log, tooltips
	Bold                 // counter names, strengths, headings, buttons
	Italic               // place names on the map
	numStyles
)

var styleFiles = [numStyles]string{"regular", "bold", "italic"}

// String names the style.
func (s Style) String() string {
	if s < numStyles {
		return styleFiles[s]
	}
	return fmt.Sprintf("style(%d)", s)
}

type glyphRec struct {
	R                  rune
	X, Y, W, H, BX, BY int
	Adv                fixed.Int26_6
}

type faceRec struct {
	Size            int
	Ascent, Descent fixed.Int26_6
	Height          fixed.Int26_6
	Glyphs          []glyphRec
}

// atlasFace is one rasterised size of one style.
type atlasFace struct {
	size    int
	atlas   *image.Alpha
	metrics font.Metrics
	glyphs  map[rune]glyphRec
}

var (
	mu     sync.Mutex
	loaded [numStyles][]*atlasFace
)

func load(s Style) ([]*atlasFace, error) {
	if loaded[s] != nil {
		return loaded[s], nil
	}
	name := styleFiles[s]
	pb, err := fontFS.ReadFile("fonts/" + name + ".png")
	if err != nil {
		return nil, fmt.Errorf("assets: %s font atlas: %w", name, err)
	}
	img, err := png.Decode(bytes.NewReader(pb))
	if err != nil {
		return nil, fmt.Errorf("assets: fonts/%s.png: %w", name, err)
	}
	alpha := image.NewAlpha(img.Bounds())
	draw.Draw(alpha, alpha.Bounds(), img, img.Bounds().Min, draw.Src)
	jb, err := fontFS.ReadFile("fonts/" + name + ".json")
	if err != nil {
		return nil, fmt.Errorf("assets: %s font metrics: %w", name, err)
	}
	var recs []faceRec
	if err := json.Unmarshal(jb, &recs); err != nil {
		return nil, fmt.Errorf("assets: fonts/%s.json: %w", name, err)
	}
	if len(recs) == 0 {
		return nil, fmt.Errorf("assets: fonts/%s.json lists no sizes", name)
	}
	var out []*atlasFace
	for _, r := range recs {
		f := &atlasFace{size: r.Size, atlas: alpha, glyphs: make(map[rune]glyphRec, len(r.Glyphs)),
			metrics: font.Metrics{Height: r.Height, Ascent: r.Ascent, Descent: r.Descent}}
		for _, g := range r.Glyphs {
			if !image.Rect(g.X, g.Y, g.X+g.W, g.Y+g.H).In(alpha.Bounds()) {
				return nil, fmt.Errorf("assets: fonts/%s.json: glyph %q at size %d lies outside the atlas", name, g.R, r.Size)
			}
			f.glyphs[g.R] = g
		}
		if _, ok := f.glyphs['?']; !ok {
			return nil, fmt.Errorf("assets: fonts/%s.json: size %d has no '?' glyph", name, r.Size)
		}
		out = append(out, f)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].size < out[j].size })
	loaded[s] = out
	return out, nil
}

// Sizes lists the pixel sizes rasterised for a style, smallest first.
func Sizes(s Style) []int {
	mu.Lock()
	defer mu.Unlock()
	fs, err := load(s)
	if err != nil {
		return nil
	}
	out := make([]int, len(fs))
	for i, f := range fs {
		out[i] = f.size
	}
	return out
}

// Face returns the face of the style whose size is nearest to px. Faces are
// shared: asking twice gives the same face. It panics only if the embedded
// atlases are damaged, which the package's tests rule out.
func Face(s Style, px float64) font.Face {
	f, err := FaceErr(s, px)
	if err != nil {
		panic(err)
	}
	return f
}

// FaceErr is Face with the error returned instead of a panic.
func FaceErr(s Style, px float64) (font.Face, error) {
	if s >= numStyles {
		return nil, fmt.Errorf("assets: unknown font style %d", s)
	}
	mu.Lock()
	defer mu.Unlock()
	fs, err := load(s)
	if err != nil {
		return nil, err
	}
	best := fs[0]
	for _, f := range fs {
		if abs(float64(f.size)-px) < abs(float64(best.size)-px) {
			best = f
		}
	}
	return best, nil
}

// HasGlyph reports whether every size of style s draws r as itself (or as
// the stand-in the atlas uses for it, such as '-' for a non-breaking
// hyphen) rather than as the '?' that marks a missing glyph. Tests use it
// to check that the game's texts only use characters the fonts have.
func HasGlyph(s Style, r rune) bool {
	if s >= numStyles {
		return false
	}
	mu.Lock()
	defer mu.Unlock()
	fs, err := load(s)
	if err != nil {
		return false
	}
	for _, f := range fs {
		if _, ok := f.glyphs[r]; !ok && f.lookup(r) == f.glyphs['?'] && r != '?' {
			return false
		}
	}
	return true
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

func (f *atlasFace) lookup(r rune) glyphRec {
	if g, ok := f.glyphs[r]; ok {
		return g
	}
	switch r {
	case '\u2011', '\u2010':
		r = '-'
	case '\u00a0':
		r = ' '
	default:
		r = '?'
	}
	return f.glyphs[r]
}

// Close does nothing: atlas faces hold no resources.
func (f *atlasFace) Close() error { return nil }

// Glyph returns the glyph's mask, positioned for the given dot.
func (f *atlasFace) Glyph(dot fixed.Point26_6, r rune) (image.Rectangle, image.Image, image.Point, fixed.Int26_6, bool) {
	g := f.lookup(r)
	x, y := dot.X.Round(), dot.Y.Round()
	dr := image.Rect(x+g.BX, y+g.BY, x+g.BX+g.W, y+g.BY+g.H)
	return dr, f.atlas, image.Pt(g.X, g.Y), g.Adv, true
}

// GlyphBounds returns the glyph's bounds relative to the dot and its advance.
func (f *atlasFace) GlyphBounds(r rune) (fixed.Rectangle26_6, fixed.Int26_6, bool) {
	g := f.lookup(r)
	b := fixed.Rectangle26_6{
		Min: fixed.P(g.BX, g.BY),
		Max: fixed.P(g.BX+g.W, g.BY+g.H),
	}
	return b, g.Adv, true
}

// GlyphAdvance returns how far the dot moves after the glyph.
func (f *atlasFace) GlyphAdvance(r rune) (fixed.Int26_6, bool) { return f.lookup(r).Adv, true }

// Kern is zero: the atlases carry no kerning pairs.
func (f *atlasFace) Kern(r0, r1 rune) fixed.Int26_6 { return 0 }

// Metrics returns the face's line metrics.
func (f *atlasFace) Metrics() font.Metrics { return f.metrics }
