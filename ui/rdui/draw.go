package rdui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/ui/paint"
)

// The colours of this screen; the rest of the palette is paint's, shared
// with the Isandlwana screen (package ui) so both battles look alike.
var (
	colBack = paint.RGB(0x1F1B16)

	colBoard    = paint.RGB(0x2C3324)
	colTrackBox = paint.RGB(0x56613F)
	colWallBox  = paint.RGB(0x6B6A44)
	colInterior = paint.RGB(0x7A3A2E)
	colBuilding = paint.RGB(0x8C7B58)
	colRoof     = paint.RGB(0x5E4B33)
	colFire     = paint.RGB(0xF06A1E)
	colFlame    = paint.RGB(0xFFD04A)
	colVictory  = paint.RGB(0xC8202A)
	colInk      = paint.RGB(0x231D17)
	colCard     = paint.RGB(0xEFE6CC)
	colCardDim  = paint.RGB(0x6B604C)
	colHero     = paint.RGB(0x9E2F33)
	colVolley   = paint.RGB(0x3D5A78)
	colEvent    = paint.RGB(0x8A6A2A)
	colShield   = paint.RGB(0x2F6FB0)
)

// The shapes are paint's, shared by the card screens.
var (
	fillRect   = paint.FillRect
	strokeRect = paint.StrokeRect
	line       = paint.Line
	disc       = paint.Disc
	fillCircle = paint.FillCircle
	roundRect  = paint.FillRoundRect
	frame      = paint.Frame
)

// fade makes c translucent (premultiplied).
func fade(c color.RGBA, a uint8) color.RGBA {
	f := float64(a) / 255
	return color.RGBA{uint8(float64(c.R) * f), uint8(float64(c.G) * f), uint8(float64(c.B) * f), a}
}

// painter draws one frame: shapes at once, texts queued and drawn over
// them by Flush, so each layer costs a few batched draw calls.
type painter struct {
	paint.Texts
}

// drawDie draws a die face (paint's, shared by the card screens).
func (p *painter) drawDie(dst *ebiten.Image, x, y, s float64, n int, body, pip color.Color) {
	p.Die(dst, x, y, s, n, body, pip)
}
