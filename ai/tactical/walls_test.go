package tactical

import (
	"strings"
	"testing"

	tc "zulu1879/tactical"
)

// TestG7_ShiftsToTheWallFacingMostZulus: a man of the 24th on a quiet
// stretch of the north wall walks west along it to a post that three
// Zulus outside the wall threaten; with only two Zulus about, or with a Zulu near his own
// post, he stays.
func TestG7_ShiftsToTheWallFacingMostZulus(t *testing.T) {
	const infantry = 10 // B011, the first man of the 24th in the roster
	cases := []struct {
		name  string
		zulus []string
		shift bool
	}{
		{"three Zulus off the west of the wall", []string{"3012", "2912", "2812"}, true},
		{"only two Zulus", []string{"3012", "2912"}, false},
		{"a Zulu near his own post too", []string{"3012", "2912", "2812", "4410"}, false},
	}
	for _, c := range cases {
		g := scene(t, 3, tc.BritishMove)
		g.SetUp(infantry, place(t, "4314"))
		for _, z := range c.zulus {
			zulu(t, g, z, false)
		}
		a, why := NewBritish(1).Choose(g)
		if !c.shift {
			if strings.HasPrefix(why, "G7") {
				t.Errorf("%s: got %q (%s), want him to stay", c.name, a, why)
			}
			continue
		}
		must(t, g, a, why)
		if !strings.HasPrefix(why, "G7") || field1(a, 1) != g.ID(infantry) {
			t.Fatalf("%s: got %q (%s), want B011 to shift (G7)", c.name, a, why)
		}
		to := place(t, field1(a, 2))
		if !wallPost(g, to) || threat(zuluHexes(g), to.Hex) < MinShiftThreat {
			t.Errorf("%s: %q goes to %s, not a wall post facing %d+ Zulus", c.name, a, field1(a, 2), MinShiftThreat)
		}
	}
}
