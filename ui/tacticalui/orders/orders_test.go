package orders

import (
	"testing"

	"zulu1879/hexmap"
	"zulu1879/scenarios/rdtactical"
)

func station(t *testing.T) *rdtactical.Map {
	t.Helper()
	m, err := rdtactical.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// The firing line is inside the perimeter, outside the buildings, each
// hex against a walled side leading out; the yard's middle is not on it.
func TestWallHexesLineThePerimeter(t *testing.T) {
	m := station(t)
	walls := WallHexes(m)
	perim, _ := m.Area("perimeter")
	hosp, _ := m.Area("hospital")
	if len(walls) < 60 {
		t.Fatalf("%d wall hexes", len(walls))
	}
	on := map[hexmap.Hex]bool{}
	for _, h := range walls {
		on[h] = true
		if !perim.Contains(h) || hosp.Contains(h) {
			t.Errorf("%s: not in the perimeter, or in the hospital", h)
		}
	}
	if on[hexmap.H(30, 18)] {
		t.Error("3018, the middle of the yard, is on the wall")
	}
	if !on[hexmap.H(30, 21)] {
		t.Error("3021, behind the south wall, is not on the wall")
	}
}

// Men in the yard go to distinct free wall hexes within their MP, at the
// cost the movement graph gives; a man on the wall stays; a taken hex is
// left alone; a man with no MP goes nowhere.
func TestManTheWallsSendsEachManToAFreeWallHex(t *testing.T) {
	m := station(t)
	walls := map[hexmap.Hex]bool{}
	for _, h := range WallHexes(m) {
		walls[h] = true
	}
	men := []Man{
		{At: hexmap.H(30, 18), MP: 10},
		{At: hexmap.H(30, 19), MP: 10},
		{At: hexmap.H(30, 21), MP: 10}, // on the wall already
		{At: hexmap.H(29, 19), MP: 10},
		{At: hexmap.H(31, 18), MP: 0},
	}
	taken := hexmap.H(31, 21)
	moves := ManTheWalls(m, men, func(h hexmap.Hex) bool { return h == taken })
	brit, _ := m.Mover("british")
	got := map[int]Move{}
	dest := map[hexmap.Hex]bool{}
	for _, mv := range moves {
		got[mv.Man] = mv
		if !walls[mv.To] || dest[mv.To] || mv.To == taken || mv.To == men[2].At {
			t.Errorf("man %d sent to %s: not a free wall hex", mv.Man, mv.To)
		}
		dest[mv.To] = true
		r := m.Graph.Reachable(hexmap.OnGround(men[mv.Man].At), men[mv.Man].MP, brit, m.EnterCost)
		if c := r.CostTo(hexmap.OnGround(mv.To)); c != mv.Cost || c > men[mv.Man].MP {
			t.Errorf("man %d to %s: cost %d, the graph says %d (MP %d)", mv.Man, mv.To, mv.Cost, c, men[mv.Man].MP)
		}
	}
	for _, i := range []int{0, 1, 3} {
		if _, ok := got[i]; !ok {
			t.Errorf("man %d at %s got no move", i, men[i].At)
		}
	}
	if _, ok := got[2]; ok {
		t.Error("the man on the wall was moved")
	}
	if _, ok := got[4]; ok {
		t.Error("the man with no MP was moved")
	}
	// The man at 3019 is a step from the south wall: he takes the
	// cheapest, one step.
	if got[1].Cost > 2 {
		t.Errorf("man at 3019 goes to %s for %d MP; the wall is a step away", got[1].To, got[1].Cost)
	}
}

// A man fires at the nearest Zulu he can see: one nearer behind a building
// wall is passed over; one out of range is not shot at.
func TestClosestDangerSkipsZulusOutOfSight(t *testing.T) {
	m := station(t)
	man := hexmap.H(22, 19)    // in the yard, against the hospital's east wall
	hidden := hexmap.H(21, 19) // in the hospital's east front room
	open := hexmap.H(25, 17)
	if m.Sides.Sight(man, hidden).Clear {
		t.Fatalf("the test wants %s hidden from %s", hidden, man)
	}
	if !m.Sides.Sight(man, open).Clear {
		t.Fatalf("the test wants %s in sight of %s", open, man)
	}
	shots := ClosestDanger(m, []hexmap.Hex{man}, []hexmap.Hex{hidden, open}, 0)
	if len(shots) != 1 || shots[0].Target != 1 || shots[0].Range != hexmap.Distance(man, open) {
		t.Fatalf("shots %+v, want one at %s", shots, open)
	}
	if shots := ClosestDanger(m, []hexmap.Hex{man}, []hexmap.Hex{hidden, open}, 2); len(shots) != 0 {
		t.Errorf("range 2: shots %+v, want none", shots)
	}
}
