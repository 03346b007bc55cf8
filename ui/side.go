package ui

import (
	"bytes"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/ui/paint"
	"zulu1879/ui/uistate"
)

// The phase bar and the side panel are kept in an image (the size of the
// screen; only their parts are used) and copied each frame. Whether they
// changed is found by drawing them with rec set: the drawing helpers then
// describe each box, line, disc and text (with its place, size and colour)
// instead of drawing it, and the description is compared with the one the
// kept image was drawn from. Only when it differs (a move, the pointer on
// another button, another size) are they drawn for real. Describing them
// costs some Go; drawing their texts, thousands of small glyph copies, was
// about half of a frame on a software renderer.
var (
	sideImg     *ebiten.Image
	sideKey     []byte
	sideScratch recorder
	// sideDraws counts the times the bar and panel were drawn (tests read it).
	sideDraws int
)

// sideSpill is how far, in pixels at UI scale 1, the bar's and the panel's
// edge lines reach past their boxes into the map.
const sideSpill = 3

// dropSideCache frees the kept bar and panel, so that the next frame draws
// them afresh.
func dropSideCache() {
	if sideImg != nil {
		freeCacheImage(sideImg)
		sideImg = nil
	}
	sideKey = sideKey[:0]
}

// prepareSide makes the kept image of the bar and the panel of layout l
// up to date for a dst of that size, drawing them again only when they
// have changed, and returns the parts of the screen the image covers (the
// bar and the panel, each with its spill into the map).
func (a *App) prepareSide(dst *ebiten.Image, l uistate.Layout) (parts [2]image.Rectangle) {
	// Describe them: the layout, the scale, every shape and text.
	saved := pending
	pending = paint.Texts{}
	sideScratch.key, sideScratch.off = sideScratch.key[:0], false
	rec = &sideScratch
	rec.add('L', color.Black, l.Bar.X, l.Bar.Y, l.Bar.W, l.Bar.H, l.Panel.X, l.Panel.Y, l.Panel.W, l.Panel.H, a.s)
	a.drawBar(dst, l)
	a.drawPanel(dst, l)
	rec = nil
	hits := len(a.hits) // the buttons, recorded by the description
	sideScratch.key = pending.AppendKey(sideScratch.key)
	pending = saved

	spill := int(math.Ceil(sideSpill * a.s))
	size := dst.Bounds().Max
	all := image.Rectangle{Max: size}
	parts = [2]image.Rectangle{rectInt(l.Bar).Inset(-spill).Intersect(all), rectInt(l.Panel).Inset(-spill).Intersect(all)}
	if sideScratch.off || sideImg == nil || sideImg.Bounds().Max != size || !bytes.Equal(sideScratch.key, sideKey) {
		if sideImg == nil || sideImg.Bounds().Max != size {
			if sideImg != nil {
				freeCacheImage(sideImg)
				cacheRebuilt()
			}
			sideImg = newCacheImage(size.X, size.Y)
		}
		for _, p := range parts {
			sideImg.SubImage(p).(*ebiten.Image).Clear()
		}
		saved := pending
		pending = paint.Texts{}
		a.drawBar(sideImg, l)
		a.drawPanel(sideImg, l)
		pending.Flush()
		pending = saved
		a.hits = a.hits[:hits] // not twice
		sideKey = append(sideKey[:0], sideScratch.key...)
		if sideScratch.off {
			sideKey = sideKey[:0]
		}
		sideDraws++
	}
	return parts
}

// copySide draws the part r of the kept bar and panel (within parts, as
// prepareSide returned them) over dst.
func copySide(dst *ebiten.Image, parts [2]image.Rectangle, r image.Rectangle) {
	for _, p := range parts {
		q := p.Intersect(r)
		if q.Empty() || sideImg == nil {
			continue
		}
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(float64(q.Min.X), float64(q.Min.Y))
		dst.DrawImage(sideImg.SubImage(q).(*ebiten.Image), op)
	}
}
