package paint

import (
	"math"
	"testing"

	"zulu1879/assets"
)

// Face shares one font per style and size, sizes rounded to half a pixel,
// so that a zoom does not make a face per hundredth of a pixel.
func TestFaceIsSharedPerHalfPixel(t *testing.T) {
	for _, tc := range []struct {
		a, b float64
		same bool
	}{
		{12, 12, true}, {12, 12.2, true}, {12.6, 12.5, true},
		{12, 12.5, false}, {12, 13, false},
		{0, 1, true}, {-3, 1, true}, {math.NaN(), 1, true}, // never below one pixel
		{1e9, maxSize, true}, {math.Inf(1), maxSize, true}, // nor above maxSize
	} {
		fa, fb := Face(assets.Bold, tc.a), Face(assets.Bold, tc.b)
		if (fa == fb) != tc.same {
			t.Errorf("Face(%.1f) and Face(%.1f) shared = %v, want %v (sizes %.1f, %.1f)", tc.a, tc.b, fa == fb, tc.same, fa.Size(), fb.Size())
		}
	}
	if Face(assets.Regular, 12) == Face(assets.Bold, 12) {
		t.Error("regular and bold at 12 px are the same font")
	}
}

func TestFaceLargerIsWiderAndTaller(t *testing.T) {
	for s := assets.Regular; s < assets.NumStyles; s++ {
		small, large := Face(s, 10), Face(s, 20)
		if TextWidth(large, "1206") <= TextWidth(small, "1206") {
			t.Errorf("%s: 20 px text %.1f wide, 10 px %.1f: want the larger wider", s, TextWidth(large, "1206"), TextWidth(small, "1206"))
		}
		if LineHeight(large) <= LineHeight(small) || Ascent(large) <= Ascent(small) {
			t.Errorf("%s: line heights %v, %v and ascents %v, %v at 10 and 20 px", s, LineHeight(small), LineHeight(large), Ascent(small), Ascent(large))
		}
		if LineHeight(small) < Ascent(small) {
			t.Errorf("%s: line height %v under the ascent %v", s, LineHeight(small), Ascent(small))
		}
	}
}

// HasGlyph reads the face source the window draws with: the Go fonts have
// the arrows, dashes and ellipsis the logs use, and no hyphen of their own
// (U+2010), non-breaking hyphen (U+2011), CJK or snowman.
func TestHasGlyphReadsTheFaceSource(t *testing.T) {
	for _, tc := range []struct {
		r    rune
		want bool
	}{
		{'A', true}, {'?', true}, {'→', true}, {'…', true}, {'—', true}, {'×', true}, {'é', true}, {'\u00a0', true},
		{'\u2010', false}, {'\u2011', false}, {'中', false}, {'☃', false},
	} {
		for s := assets.Regular; s < assets.NumStyles; s++ {
			if got := HasGlyph(s, tc.r); got != tc.want {
				t.Errorf("HasGlyph(%s, %q) = %v, want %v", s, tc.r, got, tc.want)
			}
		}
	}
	if HasGlyph(assets.NumStyles, 'A') {
		t.Error("an unknown style claims a glyph")
	}
}
