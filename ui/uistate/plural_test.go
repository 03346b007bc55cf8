package uistate

import "testing"

func TestPluralSaysOneUnitNotOneUnits(t *testing.T) {
	for _, c := range []struct {
		n    int
		want string
	}{{0, "0 units"}, {1, "1 unit"}, {2, "2 units"}, {16, "16 units"}} {
		if got := Plural(c.n, "unit", "units"); got != c.want {
			t.Errorf("Plural(%d) = %q, want %q", c.n, got, c.want)
		}
	}
}
