package isandlwana

import (
	"strings"
	"testing"
)

// 7.0, 7.1, 7.7, 6.3: a unit that cannot move says why, naming the rule.
func TestRule7_1_MoveProblemSaysWhy(t *testing.T) {
	g := position(t, PhaseBritishMove, 2)
	free := put(t, g, "A", "1205", 7)
	moved := put(t, g, "C", "1105", 4)
	moved.Moved, moved.MPUsed = true, 2
	square := put(t, g, "E", "1305", 5)
	square.InSquare, square.Moved, square.MPUsed = true, true, square.MA()
	static := put(t, g, "StIz", "0906", 0)
	boxed := put(t, g, "F", "1608", 4)
	for _, h := range []string{"1607", "1609", "1508", "1708", "1507", "1707", "1509", "1709"} {
		zulus(g, h)
	}
	cases := []struct {
		u    *Unit
		want string // "" = may move
	}{
		{free, ""},
		{moved, "7.1"},
		{square, "7.7"},
		{static, "7.0"},
		{boxed, "7.3"},
	}
	for _, c := range cases {
		err := g.MoveProblem(g.UnitIndex(c.u.ID))
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v, want free to move", c.u.ID, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: %v, want a reason naming %s", c.u.ID, err, c.want)
		}
		if c.want == "" {
			continue
		}
		if len(g.BritishDestinations([]int{g.UnitIndex(c.u.ID)})) > 0 {
			t.Errorf("%s has a reason not to move (%v) yet has destinations", c.u.ID, err)
		}
	}
	g.Phase = PhaseBritishCombat
	if err := g.MoveProblem(g.UnitIndex("A")); err == nil || !strings.Contains(err.Error(), "5.6") {
		t.Errorf("outside movement: %v", err)
	}
}
