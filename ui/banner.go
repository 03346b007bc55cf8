package ui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/assets"
	"zulu1879/ui/paint"
	"zulu1879/ui/uistate"
)

// drawBanner shows the big event of the last action across the top of the
// map, fading out in its last second.
func (a *App) drawBanner(dst *ebiten.Image, l uistate.Layout) {
	b := a.model.Banner
	if b == nil {
		return
	}
	s := a.s
	alpha := 1.0
	if left := uistate.BannerSeconds - b.Age; left < uistate.BannerFade {
		alpha = max(0, left/uistate.BannerFade)
	}
	f := paint.Face(assets.Bold, 20*s)
	lines := paint.Wrap(f, b.Text, l.Map.W-60*s)
	h := float64(len(lines))*paint.LineHeight(f) + 24*s
	r := uistate.Rect{X: l.Map.X + 20*s, Y: l.Map.Y + 16*s, W: l.Map.W - 40*s, H: h}
	markOver(r, s)
	roundRect(dst, r, 8*s, rgba(0x2A0F0C, uint8(225*alpha)))
	strokeRect(dst, r, 2*s, rgba(0xE8C55A, uint8(255*alpha)))
	y := r.Y + 12*s
	for _, ln := range lines {
		pending.Text(dst, ln, f, r.X+r.W/2, y, paint.AlignCenter, rgba(0xFFE6A8, uint8(255*alpha)))
		y += paint.LineHeight(f)
	}
}
