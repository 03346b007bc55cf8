package hexmap

import "testing"

// Each canonical side has its own place: the walls round 0202 and the one between 0302 and 0303 draw
// where the comment on DrawText says, and nothing overwrites a hex.
func TestDrawTextPlacesSides(t *testing.T) {
	g := NewGrid(3, 3)
	s := NewSides(g, testTable())
	for _, sd := range []string{"0202N", "0202NE", "0202SE", "0202S", "0202SW", "0202NW", "0303N"} {
		if err := s.Add(side(t, sd), Feature{Kind: BuildingWall}); err != nil {
			t.Fatal(err)
		}
	}
	glyph := func(sd Side, _ []Feature) byte { return "-/\\"[sd.Dir] }
	letter := func(h Hex) byte {
		if h == H(2, 2) {
			return 'X'
		}
		return byte('a' + (h.Col-1)*3 + h.Row - 1)
	}
	got := DrawText(g, letter, s, glyph)
	// 0202 is drawn X on line 4 (even columns sit a line lower); its N
	// wall is the "-" above it, its NE and SE walls the "/" and "\" to its
	// right, its NW and SW walls (0102SE and 0103NE) to its left, its S wall
	// (0203N) the "-" below it; 0303N is the "-" right of X.
	want := "" +
		"   0 0 0\n" +
		"   1 2 3\n" +
		"\n" +
		"01 a   g\n" +
		"     d\n" +
		"02 b\\-/h\n" +
		"    /X\\-\n" +
		"03 c - i\n" +
		"     f\n"
	if got != want {
		t.Errorf("DrawText:\n%s\nwant:\n%s", got, want)
	}
}
