package words

import "testing"

func TestCountAgreesWithItsNumber(t *testing.T) {
	for _, c := range []struct {
		n    int
		want string
	}{{0, "0 units"}, {1, "1 unit"}, {2, "2 units"}, {-1, "-1 units"}} {
		if got := Count(c.n, "unit", "units"); got != c.want {
			t.Errorf("Count(%d) = %q, want %q", c.n, got, c.want)
		}
	}
}
