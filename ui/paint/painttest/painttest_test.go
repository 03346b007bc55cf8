package painttest

import (
	"image"
	"image/color"
	"testing"
)

func TestNearFindsAColourWithinReach(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 20, 20))
	red := color.RGBA{200, 10, 10, 255}
	img.SetRGBA(10, 10, red)
	for _, tc := range []struct {
		name string
		p    image.Point
		r    int
		want color.RGBA
		tol  int
		ok   bool
	}{
		{"on it", image.Pt(10, 10), 0, red, 0, true},
		{"within reach", image.Pt(12, 8), 2, red, 0, true},
		{"out of reach", image.Pt(13, 10), 2, red, 0, false},
		{"within tolerance", image.Pt(10, 10), 0, color.RGBA{190, 20, 0, 255}, 10, true},
		{"out of tolerance", image.Pt(10, 10), 0, color.RGBA{190, 20, 0, 255}, 9, false},
	} {
		if got := Near(img, tc.p, tc.r, tc.want, tc.tol); got != tc.ok {
			t.Errorf("%s: Near = %v, want %v", tc.name, got, tc.ok)
		}
	}
}
