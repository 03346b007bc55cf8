package paint

import (
	"slices"
	"testing"

	"zulu1879/assets"
)

// Wrap keeps the lines of the texts it wrapped, and what it keeps is what
// wrapping them afresh gives, for each font, text and width; appending to
// the lines it hands out cannot change what it keeps.
func TestWrapKeepsTheLinesItWouldMake(t *testing.T) {
	small, big := Face(assets.Regular, 11), Face(assets.Bold, 17)
	texts := []string{
		"",
		"one",
		"[4] Zulu from 1608 attacks 1508: 6 less defence 2 (clear 2), hit on 1–4; rolled 4, hit (8.3.2)",
		"two paragraphs\nthe second one rather longer than the first, to wrap",
		"averyveryverylongwordthatdoesnotfitanywhere at all",
	}
	for _, f := range []*Font{small, big} {
		for _, s := range texts {
			for _, w := range []float64{40, 120, 300} {
				first := Wrap(f, s, w)
				want := wrap(f, s, w)
				if !slices.Equal(first, want) {
					t.Fatalf("Wrap(%q, %g) = %q, wrapping afresh gives %q", s, w, first, want)
				}
				_ = append(first, "tampered")
				if again := Wrap(f, s, w); !slices.Equal(again, want) {
					t.Fatalf("Wrap(%q, %g) kept %q after an append, want %q", s, w, again, want)
				}
			}
		}
	}
	if a, b := Wrap(small, texts[2], 120), Wrap(big, texts[2], 120); slices.Equal(a, b) {
		t.Errorf("two fonts wrap %q the same: %q (the font is not part of the key?)", texts[2], a)
	}
}
