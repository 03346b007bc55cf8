package paint_test

import (
	"fmt"
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/assets"
	"zulu1879/ui/paint"
	"zulu1879/ui/paint/painttest"
)

var haveLoop bool

// The pixel tests need Ebitengine's game loop (see painttest.Main).
func TestMain(m *testing.M) { painttest.Main(m, "paint", &haveLoop) }

// inkBox is the box of the pixels of img brighter than half.
func inkBox(img *image.RGBA) image.Rectangle {
	var box image.Rectangle
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if img.RGBAAt(x, y).G > 128 {
				box = box.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return box
}

// Text is rasterised at the size asked for, not scaled from, or swapped
// for, a size made ahead of time: a capital H is about 0.69 of the font
// size tall (the cap height of the Go fonts) from 6 px counters' marks to
// 90 px titles at a high device scale, and sits with its foot on the
// baseline that Text puts at top + Ascent.
func TestTextIsDrawnAtTheAskedSize(t *testing.T) {
	if !haveLoop {
		t.Skip("no display")
	}
	for s := assets.Regular; s < assets.NumStyles; s++ {
		for _, px := range []float64{6, 9.5, 13, 37, 90} {
			t.Run(fmt.Sprintf("%s %.1f", s, px), func(t *testing.T) {
				f := paint.Face(s, px)
				var q paint.Texts
				img := paint.Snapshot(200, 200, func(dst *ebiten.Image) {
					dst.Fill(color.Black)
					q.Text(dst, "H", f, 20, 30, paint.AlignLeft, color.White)
					q.Flush()
				})
				box := inkBox(img)
				if box.Empty() {
					t.Fatal("no ink")
				}
				if h := float64(box.Dy()); h < 0.6*px || h > 0.8*px {
					t.Errorf("H is %.0f px tall at %.1f px, want %.1f to %.1f", h, px, 0.6*px, 0.8*px)
				}
				if base := 30 + paint.Ascent(f); float64(box.Max.Y) < base-1 || float64(box.Max.Y) > base+1 {
					t.Errorf("H ends at y=%d, want its foot on the baseline %.0f", box.Max.Y, base)
				}
				if w := paint.TextWidth(f, "H"); w < 0.6*px || w > 0.9*px {
					t.Errorf("H advances %.1f px at %.1f px, want %.1f to %.1f", w, px, 0.6*px, 0.9*px)
				}
			})
		}
	}
}
