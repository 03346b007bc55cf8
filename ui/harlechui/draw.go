package harlechui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/ui/paint"
)

// The colours of this screen; the rest is paint's palette, shared with the
// other screens so the games look alike.
var (
	colBack     = paint.RGB(0x1F1B16)
	colTable    = paint.RGB(0x2C3324)
	colCard     = paint.RGB(0xEFE6CC)
	colCardDim  = paint.RGB(0x6B604C)
	colInk      = paint.RGB(0x231D17)
	colAttack   = paint.RGB(0x3D5A78) // British attack cards
	colHero     = paint.RGB(0x9E2F33) // heroes
	colEvent    = paint.RGB(0x8A6A2A) // the other at-anytime cards
	colZulu     = paint.RGB(0x6E4A2A) // Zulu defence cards
	colRelief   = paint.RGB(0x3F7A45)
	colSniper   = paint.RGB(0x44464C)
	colFire     = paint.RGB(0xF06A1E)
	colBackCard = paint.RGB(0x4A3424) // the back of a Zulu card
	colMarker   = paint.RGB(0xC8202A)
)

// Medal band colours, in the order of the track's bands.
var colBands = []color.RGBA{paint.RGB(0x7A2E3A), paint.RGB(0x3D5A78), paint.RGB(0x5C6A3A), paint.RGB(0x555555)}

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

// painter queues texts over the shapes of a frame.
type painter struct{ paint.Texts }

// drawDie draws a die face (paint's, shared by the card screens).
func (p *painter) drawDie(dst *ebiten.Image, x, y, s float64, n int, body, pip color.Color) {
	p.Die(dst, x, y, s, n, body, pip)
}
