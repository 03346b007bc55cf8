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

func TestEventTagsLeaveOutWhatIsNotThere(t *testing.T) {
	for _, c := range []struct {
		rule string
		dice []int
		want string
	}{{"", nil, ""}, {"8.4", nil, " [8.4]"}, {"", []int{6}, " {die 6}"}, {"7.1", []int{3, 5}, " [7.1] {die 3,5}"}} {
		if got := EventTags(c.rule, c.dice); got != c.want {
			t.Errorf("EventTags(%q, %v) = %q, want %q", c.rule, c.dice, got, c.want)
		}
	}
}
