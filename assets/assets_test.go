package assets

import (
	"image"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

func TestFaceEveryStyleMeasuresText(t *testing.T) {
	for _, tc := range []struct {
		name  string
		style Style
		px    float64
	}{
		{"regular 12", Regular, 12},
		{"bold 20", Bold, 20},
		{"italic 14", Italic, 14},
		{"bold 60", Bold, 60},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, err := FaceErr(tc.style, tc.px)
			if err != nil {
				t.Fatal(err)
			}
			w := font.MeasureString(f, "A Co 8").Round()
			if w < int(tc.px) || w > int(tc.px*6) {
				t.Errorf("width of %q at %.1fpx = %d, want between %d and %d", "A Co 8", tc.px, w, int(tc.px), int(tc.px*6))
			}
			if again := Face(tc.style, tc.px); again != f {
				t.Error("the same style and size gave a new face, want the shared one")
			}
		})
	}
}

func TestFaceErrRejectsUnknownStyle(t *testing.T) {
	if _, err := FaceErr(numStyles, 12); err == nil {
		t.Fatal("unknown style accepted")
	}
}

func TestFaceLargerSizeIsWider(t *testing.T) {
	small := font.MeasureString(Face(Regular, 10), "1206").Round()
	large := font.MeasureString(Face(Regular, 20), "1206").Round()
	if large <= small {
		t.Fatalf("20px text %d wide, 10px text %d wide: want the larger wider", large, small)
	}
}

func TestFacePicksNearestSize(t *testing.T) {
	for _, st := range []Style{Regular, Bold, Italic} {
		sizes := Sizes(st)
		if len(sizes) < 5 {
			t.Fatalf("%s: only %d sizes rasterised", st, len(sizes))
		}
		for _, want := range sizes {
			f := Face(st, float64(want)+0.2).(*atlasFace)
			if f.size != want {
				t.Errorf("%s: asked %.1fpx, got size %d, want %d", st, float64(want)+0.2, f.size, want)
			}
		}
	}
}

func TestGlyphMaskHasInkForLettersAndNoneForSpace(t *testing.T) {
	f := Face(Bold, 24)
	for _, tc := range []struct {
		r       rune
		wantInk bool
	}{{'A', true}, {'8', true}, {'×', true}, {' ', false}} {
		dr, mask, mp, adv, ok := f.Glyph(fixed.P(100, 100), tc.r)
		if !ok || adv <= 0 {
			t.Fatalf("%q: ok=%v advance=%v", tc.r, ok, adv)
		}
		ink := 0
		for y := 0; y < dr.Dy(); y++ {
			for x := 0; x < dr.Dx(); x++ {
				if mask.(*image.Alpha).AlphaAt(mp.X+x, mp.Y+y).A > 128 {
					ink++
				}
			}
		}
		if (ink > 0) != tc.wantInk {
			t.Errorf("%q: %d inked pixels, want ink=%v", tc.r, ink, tc.wantInk)
		}
	}
}

func TestUnknownRuneFallsBackToQuestionMark(t *testing.T) {
	f := Face(Regular, 14)
	a1, _ := f.GlyphAdvance('\u4e2d')
	a2, _ := f.GlyphAdvance('?')
	if a1 != a2 {
		t.Fatalf("advance of a missing rune %v, want the '?' advance %v", a1, a2)
	}
}

func TestHasGlyphTellsDrawnFromMissing(t *testing.T) {
	for _, tc := range []struct {
		r    rune
		want bool
	}{{'A', true}, {'?', true}, {'→', true}, {'…', true}, {'\u2011', true}, {'中', false}, {'☃', false}} {
		for s := Regular; s < numStyles; s++ {
			if got := HasGlyph(s, tc.r); got != tc.want {
				t.Errorf("HasGlyph(%s, %q) = %v, want %v", s, tc.r, got, tc.want)
			}
		}
	}
}
