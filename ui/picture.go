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

// The board picture is the view's part of the static layer with the lit
// hexes, the counters and the move costs drawn over it, kept in an image
// the size of the view. A frame copies it into the view in one draw, and draws
// over it only what moves by itself: a stack sliding into its hex and the
// fading arrow of the last move. The picture is drawn again only when
// something it shows changes; pictureKey lists all of that, byte by byte,
// so a change anywhere in it (a move, an undo, a loaded game, a click that
// lights other hexes, a pan or a zoom) redraws
// it. Redrawing it costs about what a frame cost before it was kept: a copy
// of the static layer and the counters of the view.
//
// Why: on a software renderer (Xvfb's llvmpipe) a frame's cost is mostly
// the pixels it shades; copying the static layer and then drawing the
// counters, badges and lit hexes of a busy board over it every frame
// shaded the view about twice.
var (
	pictureImg *ebiten.Image
	pictureKey []byte
	keyScratch []byte
	// pictureDraws counts the times the picture was drawn (tests read it).
	pictureDraws int
)

// dropBoardCaches frees the static layer and the board picture, so that the
// next frame draws both afresh (tests compare a cached frame with it).
func dropBoardCaches() {
	if staticImg != nil {
		freeCacheImage(staticImg)
		staticImg = nil
	}
	if pictureImg != nil {
		freeCacheImage(pictureImg)
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

// appendPictureKey appends to k everything the picture shows besides the
// static layer: which layer and where, the view, the camera, the UI
// scale, the lit hexes, the selection, and every
// counter's look and place.
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
	v := b.cam.View
	f(v.X)
	f(v.Y)
	f(v.W)
	f(v.H)
	f(b.cam.Off.X)
	f(b.cam.Off.Y)
	f(b.cam.Scale)
	f(b.s)
	hex(slide)
	hex(b.m.Sel.Hex)
	n(len(b.m.Sel.Group))
	for _, h := range b.m.Sel.Group {
		hex(h)
	}
	hls := b.m.Highlights()
	n(len(hls))
	for _, h := range inHexOrder(hls) {
		hl := hls[h]
		hex(h)
		n(int(hl.Kind))
		n(hl.Cost)
		str(hl.Note)
	}
	g := b.m.Game()
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

// updatePicture draws the board picture again if what it shows has
// changed. slide's stack is left out.
func (b *boardPainter) updatePicture(slide hexmap.Hex) {
	b.ensureStatic()
	v := rectInt(b.cam.View)
	keyScratch = b.appendPictureKey(keyScratch[:0], slide)
	if pictureImg == nil || pictureImg.Bounds().Size() != v.Size() || !slices.Equal(keyScratch, pictureKey) {
		if pictureImg == nil || pictureImg.Bounds().Size() != v.Size() {
			if pictureImg != nil {
				freeCacheImage(pictureImg)
				cacheRebuilt()
			}
			pictureImg = newCacheImage(v.Dx(), v.Dy())
		}
		// The static layer goes where the screen has it, shifted by the
		// view's corner; it is opaque, but it may not cover the view.
		x0, y0 := math.Round(b.cam.Off.X+staticOrg.X), math.Round(b.cam.Off.Y+staticOrg.Y)
		if !v.In(staticImg.Bounds().Add(image.Pt(int(x0), int(y0)))) {
			pictureImg.Fill(colBoardBG)
		}
		op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
		op.GeoM.Translate(x0-float64(v.Min.X), y0-float64(v.Min.Y))
		pictureImg.DrawImage(staticImg, op)
		pc := *b.cam
		pc.Off = uistate.Point{X: pc.Off.X - float64(v.Min.X), Y: pc.Off.Y - float64(v.Min.Y)}
		pc.View = uistate.Rect{X: pc.View.X - float64(v.Min.X), Y: pc.View.Y - float64(v.Min.Y), W: pc.View.W, H: pc.View.H}
		lp := *b
		lp.cam = &pc
		lp.overlays = nil
		saved := pending
		pending = paint.Texts{}
		lp.drawHighlights(pictureImg)
		lp.drawCounters(pictureImg, slide, false)
		lp.drawCosts(pictureImg)
		pending.Flush()
		pending = saved
		pictureKey = append(pictureKey[:0], keyScratch...)
		pictureDraws++
	}
}

// copyPicture copies the part r of the board picture (in screen pixels,
// clipped to the view v the picture was drawn for) into dst.
func copyPicture(dst *ebiten.Image, v, r image.Rectangle) {
	r = r.Intersect(v)
	if r.Empty() || pictureImg == nil {
		return
	}
	op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
	op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	dst.DrawImage(pictureImg.SubImage(r.Sub(v.Min)).(*ebiten.Image), op)
}
