package ui

import (
	"encoding/binary"
	"image"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/hexmap"
	"zulu1879/isandlwana"
	"zulu1879/ui/paint"
	"zulu1879/ui/uistate"
)

// The board picture is the static layer with the lit hexes, the counters
// and the move costs drawn over it, kept in an image of the static layer's
// size and place. A frame copies it into the view in one draw, and draws
// over it only what moves by itself: a stack sliding into its hex and the
// fading arrow of the last move. The picture is drawn again only when
// something it shows changes; pictureKey lists all of that, byte by byte,
// so a change anywhere in it (a move, an undo, a loaded game, a click that
// lights other hexes, the pointer on another hex) redraws it.
//
// Why: on a software renderer (Xvfb's llvmpipe) a frame's cost is the
// pixels it shades; drawing the counters, badges and lit hexes of a busy
// board over the static layer every frame shaded about twice the view.
var (
	pictureImg *ebiten.Image
	pictureKey []byte
	keyScratch []byte
)

// dropBoardCaches frees the static layer and the board picture, so that the
// next frame draws both afresh (tests compare a cached frame with it).
func dropBoardCaches() {
	if staticImg != nil {
		staticImg.Deallocate()
		staticImg = nil
	}
	if pictureImg != nil {
		pictureImg.Deallocate()
		pictureImg = nil
	}
	pictureKey = pictureKey[:0]
}

// sliding is the hex whose stack is sliding in from its old hex (None when
// nothing slides): that stack is drawn over the picture each frame, not in it.
func (b *boardPainter) sliding() hexmap.Hex {
	l := b.m.Last
	if l == nil || l.From.IsNone() || l.From == l.To || l.Age >= uistate.MoveSlide {
		return hexmap.None
	}
	if a := b.m.Actions; len(a) == 0 || (a[len(a)-1].Kind != isandlwana.ActMove && a[len(a)-1].Kind != isandlwana.ActZuluMove) {
		return hexmap.None
	}
	return l.To
}

// layerCam is the camera that draws into the static layer (and the picture):
// the board's camera moved so that the layer's top-left pixel is (0, 0),
// with the whole layer as its view.
func (b *boardPainter) layerCam() *uistate.Camera {
	lc := *b.cam
	lb := staticImg.Bounds()
	lc.Off = uistate.Point{X: -staticOrg.X, Y: -staticOrg.Y}
	lc.View = uistate.Rect{W: float64(lb.Dx()), H: float64(lb.Dy())}
	return &lc
}

// appendPictureKey appends to k everything the picture shows besides the
// static layer: which layer, the UI scale, the lit hexes, the selection
// and the pointer's hex, and every counter's look and place.
func (b *boardPainter) appendPictureKey(k []byte, slide hexmap.Hex) []byte {
	f := func(x float64) { k = binary.LittleEndian.AppendUint64(k, math.Float64bits(x)) }
	n := func(x int) { k = binary.AppendVarint(k, int64(x)) }
	hex := func(h hexmap.Hex) { n(h.Col); n(h.Row) }
	flag := func(on bool) {
		if on {
			k = append(k, 1)
		} else {
			k = append(k, 0)
		}
	}
	str := func(s string) { n(len(s)); k = append(k, s...) }
	f(staticAt.scale)
	f(staticAt.s)
	f(staticOrg.X)
	f(staticOrg.Y)
	flag(staticAt.whole)
	f(b.s)
	hex(slide)
	hex(b.hover)
	hex(b.m.Sel.Hex)
	hls := b.m.Highlights()
	n(len(hls))
	for _, h := range inHexOrder(hls) {
		hl := hls[h]
		hex(h)
		n(int(hl.Kind))
		n(hl.Cost)
		str(hl.Note)
	}
	g := b.m.G
	n(len(g.Zulus))
	for _, z := range g.Zulus {
		n(z)
	}
	n(len(g.Units))
	for i := range g.Units {
		u := &g.Units[i]
		str(u.ID)
		str(u.Name)
		n(int(u.Kind))
		n(u.Full)
		n(u.Strength)
		hex(u.Hex)
		n(int(u.Status))
		flag(u.InSquare)
		flag(u.Moved)
		n(u.FireUsed)
		n(u.MA())
	}
	flag(g.Wagon.Captured)
	hex(g.Wagon.Hex)
	ch, cok := g.ColoursHex()
	hex(ch)
	flag(cok)
	t, tok := b.m.WagonTaken()
	flag(tok)
	hex(t.Hex)
	flag(t.Colours)
	return k
}

// drawPicture copies the board picture into dst (the view), drawing it
// again first if what it shows has changed. slide's stack is left out.
func (b *boardPainter) drawPicture(dst *ebiten.Image, slide hexmap.Hex) {
	b.ensureStatic()
	keyScratch = b.appendPictureKey(keyScratch[:0], slide)
	lb := staticImg.Bounds()
	if pictureImg == nil || pictureImg.Bounds() != lb || !slices.Equal(keyScratch, pictureKey) {
		if pictureImg == nil || pictureImg.Bounds() != lb {
			if pictureImg != nil {
				pictureImg.Deallocate()
			}
			pictureImg = newCacheImage(lb.Dx(), lb.Dy())
		}
		op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
		pictureImg.DrawImage(staticImg, op)
		lp := *b
		lp.cam = b.layerCam()
		lp.overlays = nil
		saved := pending
		pending = paint.Texts{}
		lp.drawHighlights(pictureImg)
		lp.drawCounters(pictureImg, slide, false)
		lp.drawCosts(pictureImg)
		pending.Flush()
		pending = saved
		pictureKey = append(pictureKey[:0], keyScratch...)
	}
	// The layer is opaque (it has the board's background under the map):
	// where it covers the whole view it is copied as it is, else the view
	// is filled first.
	x0, y0 := math.Round(b.cam.Off.X+staticOrg.X), math.Round(b.cam.Off.Y+staticOrg.Y)
	v := rectInt(b.cam.View)
	at := lb.Add(imagePt(x0, y0))
	op := &ebiten.DrawImageOptions{}
	if v.In(at) {
		op.Blend = ebiten.BlendCopy
	} else {
		dst.Fill(colBoardBG)
	}
	op.GeoM.Translate(x0, y0)
	dst.DrawImage(pictureImg, op)
}

func imagePt(x, y float64) image.Point { return image.Pt(int(x), int(y)) }
