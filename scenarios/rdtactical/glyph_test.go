package rdtactical

import (
	"strings"
	"testing"
	"unicode"
)

// TestGroundGlyphsAreNoLetters: every terrain kind has a mark, no mark is
// a letter (letters are for men and counters), and the legend names each.
func TestGroundGlyphsAreNoLetters(t *testing.T) {
	m, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range Terrains {
		g, ok := groundGlyphs[name]
		if !ok {
			t.Errorf("terrain %q has no mark", name)
			continue
		}
		if unicode.IsLetter(rune(g)) {
			t.Errorf("terrain %q is drawn as the letter %q", name, g)
		}
		if !strings.Contains(GroundLegend, string(g)+" ") {
			t.Errorf("the legend does not explain %q", g)
		}
	}
	for i := 0; i < m.Grid.Size(); i++ {
		if g := m.GroundGlyph(m.Grid.HexAt(i)); g == '?' {
			t.Fatalf("hex %v has no mark", m.Grid.HexAt(i))
		}
	}
}
