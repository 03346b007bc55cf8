package tactical

import (
	"strings"
	"testing"

	"zulu1879/hexmap"
	tc "zulu1879/tactical"
)

// roomHex is a floor hex of room r.
func roomHex(t *testing.T, g *tc.Game, r string) hexmap.Hex {
	t.Helper()
	for c := 1; c <= 64; c++ {
		for row := 1; row <= 34; row++ {
			if h := hexmap.H(c, row); g.RoomAt(hexmap.OnGround(h)) == r {
				return h
			}
		}
	}
	t.Fatalf("no room %s", r)
	return hexmap.Hex{}
}

func TestG1_PutsOutAFireAtOnce(t *testing.T) {
	g := scene(t, 3, tc.BritishMove)
	g.SetUp(0, hexmap.OnGround(roomHex(t, g, "storehouse-west")))
	g.Fires = append(g.Fires, tc.Fire{Room: "storehouse-west", Lit: 2})
	a, why := NewBritish(1).Choose(g)
	must(t, g, a, why)
	if a != "douse B001 storehouse-west" {
		t.Errorf("a man in a burning storehouse room: got %q (%s), want him to douse it", a, why)
	}
}

func TestG1_OffABurningRoof(t *testing.T) {
	g := scene(t, 3, tc.BritishMove)
	h := roomHex(t, g, "hospital-f1")
	g.SetUp(0, hexmap.OnRoof(h))
	for _, r := range g.Station().Rooms {
		if strings.HasPrefix(r, "hospital") || r == "dogleg" {
			g.Fires = append(g.Fires, tc.Fire{Room: r, Lit: 2})
		}
	}
	for k := range g.Blds {
		if g.Blds[k].Name == "hospital" {
			g.Blds[k].Full = 2
		}
	}
	if !g.InFire(0) {
		t.Fatal("B001 should stand in fire")
	}
	a, why := NewBritish(1).Choose(g)
	must(t, g, a, why)
	c := g.Copy()
	if err := c.Apply(a); err != nil {
		t.Fatal(err)
	}
	if c.InFire(0) {
		t.Errorf("got %q (%s): B001 still in fire", a, why)
	}
}

func TestG1_BackInsideThePerimeter(t *testing.T) {
	g := scene(t, 3, tc.BritishMove, "3024")
	if g.InPerimeter(place(t, "3024")) {
		t.Fatal("3024 should be outside")
	}
	a, why := NewBritish(1).Choose(g)
	must(t, g, a, why)
	if field1(a, 0) != "move" || !g.InPerimeter(place(t, field1(a, 2))) {
		t.Errorf("got %q (%s), want a move into the perimeter", a, why)
	}
}

func TestG2_WoundedToTheOrderly(t *testing.T) {
	// B004 is the surgeon (an orderly).
	g := scene(t, 3, tc.BritishMove, "3016", "4016", "4216", "2616")
	if !g.Units[3].Orderly {
		t.Fatal("B004 should be an orderly")
	}
	g.Units[0].Wound = tc.Wounded
	a, why := NewBritish(1).Choose(g)
	must(t, g, a, why)
	if field1(a, 0) != "move" || field1(a, 1) != "B001" || !hexmap.Adjacent(hex(t, field1(a, 2)), hex(t, "2616")) {
		t.Errorf("got %q (%s), want B001 next to the surgeon at 2616", a, why)
	}
}

func TestG6_FireAtTheClosestDangerNearestFirst(t *testing.T) {
	g := scene(t, 3, tc.BritishFire, "3022", "5022")
	far := zulu(t, g, "3026", false)
	near := zulu(t, g, "5024", false)
	l := g.Legal()
	if !contains(l, "fire "+far) || !contains(l, "fire "+near) {
		t.Fatalf("both Zulus should be fired at: %v", l)
	}
	a, why := NewBritish(1).Choose(g)
	must(t, g, a, why)
	if a != "fire "+near {
		t.Errorf("got %q (%s), want the nearer danger %s first", a, why, near)
	}
}

func contains(l []string, s string) bool {
	for _, x := range l {
		if x == s {
			return true
		}
	}
	return false
}

func TestG2_TheOrderlyGoesToTheWounded(t *testing.T) {
	// B004, the surgeon, at 2616; two wounded men side by side at 3016 and
	// 3116, fit men elsewhere.
	g := scene(t, 3, tc.BritishMove, "4016", "4216", "4416", "2616", "3016", "3116")
	g.Units[4].Wound, g.Units[5].Wound = tc.Wounded, tc.Wounded
	for _, id := range []string{"B001", "B002", "B003"} {
		if err := g.Apply("hold " + id); err != nil {
			t.Fatal(err)
		}
	}
	a, why := NewBritish(1).Choose(g)
	must(t, g, a, why)
	if field1(a, 0) != "move" || field1(a, 1) != "B004" {
		t.Fatalf("got %q (%s), want the surgeon to move", a, why)
	}
	to := hex(t, field1(a, 2))
	if !hexmap.Adjacent(to, hex(t, "3016")) || !hexmap.Adjacent(to, hex(t, "3116")) {
		t.Errorf("got %q (%s), want the surgeon next to both wounded men", a, why)
	}
}

// TestG2_WoundedToTheSurgeonWithTheOption: with the option surgeon a
// wounded man who can reach the storehouse floor this move goes there
// (where he is treated); one who cannot goes to the orderly as before.
func TestG2_WoundedToTheSurgeonWithTheOption(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := scene(t, 3, tc.BritishMove, "3718", "4016", "4216", "2616")
		g.Opt.Surgeon = on
		g.Units[0].Wound = tc.Wounded
		a, why := NewBritish(1).Choose(g)
		must(t, g, a, why)
		in := field1(a, 0) == "move" && field1(a, 1) == "B001" && g.BuildingAt(place(t, field1(a, 2))) == "storehouse"
		if in != on {
			t.Errorf("option %v: got %q (%s); onto the storehouse floor: %v, want %v", on, a, why, in, on)
		}
	}
	g := scene(t, 3, tc.BritishMove, "3016", "4016", "4216", "2616")
	g.Opt.Surgeon = true
	g.Units[0].Wound = tc.Wounded
	a, why := NewBritish(1).Choose(g)
	if !strings.Contains(why, "orderly") {
		t.Errorf("far from the storehouse: got %q (%s), want the orderly", a, why)
	}
}

// TestG1_DigsOverTurnsOutOfABurningRoom: with the option dig_over_turns a
// hole takes turns, so a man in a burning room who can neither douse it
// nor walk out starts digging at once, at a wall whose far side does not
// burn, and at the wall with the most points already dug. Without the
// option the bot is as before (he holds until the fire covers the
// building).
func TestG1_DigsOverTurnsOutOfABurningRoom(t *testing.T) {
	setup := func(on bool) *tc.Game {
		g := scene(t, 3, tc.BritishMove, "1418")
		g.Opt.DigOverTurns = on
		g.Units[0].Wound = tc.Mortal
		g.Fires = append(g.Fires, tc.Fire{Room: "hospital-f2", Lit: 2})
		return g
	}
	g := setup(true)
	a, why := NewBritish(1).Choose(g)
	must(t, g, a, why)
	if field1(a, 0) != "dig" || field1(a, 1) != "B001" {
		t.Fatalf("got %q (%s), want B001 to dig", a, why)
	}
	sd, err := hexmap.ParseSide(field1(a, 2))
	if err != nil {
		t.Fatal(err)
	}
	h1, h2 := sd.Hexes()
	far := h1
	if far == hex(t, "1418") {
		far = h2
	}
	if r := g.RoomAt(hexmap.OnGround(far)); r != "" && g.Burning(r) {
		t.Errorf("he digs into the burning %s", r)
	}
	// Points already in a wall draw him to it.
	var others []string
	for _, x := range g.Legal() {
		if strings.HasPrefix(x, "dig B001 ") && x != a {
			others = append(others, field1(x, 2))
		}
	}
	if len(others) == 0 {
		t.Fatalf("only one wall to dig: %v", g.Legal())
	}
	g = setup(true)
	g.Digs = append(g.Digs, tc.DigPoints{Side: others[0], Pts: 5})
	if a, why := NewBritish(1).Choose(g); a != "dig B001 "+others[0] {
		t.Errorf("with 5 points in %s: got %q (%s)", others[0], a, why)
	}
	g = setup(false)
	if a, why := NewBritish(1).Choose(g); field1(a, 0) == "dig" {
		t.Errorf("without the option: got %q (%s), want no digging before the fire covers the building", a, why)
	}
}

// TestG1_DigOverTurnsNoEndlessNext: two men in burning rooms with no way
// out and no wall to dig that leads out of the fire (option
// dig_over_turns) must not hand the turn to each other for ever ("next"):
// each holds, and the phase ends.
func TestG1_DigOverTurnsNoEndlessNext(t *testing.T) {
	g := scene(t, 3, tc.BritishMove, "1418", "1818")
	g.Opt.DigOverTurns = true
	for _, i := range []int{0, 1} {
		g.Units[i].Wound = tc.Mortal
	}
	for _, r := range g.Station().Rooms {
		if strings.HasPrefix(r, "hospital") || r == "dogleg" {
			g.Fires = append(g.Fires, tc.Fire{Room: r, Lit: 2})
		}
	}
	bot := NewBritish(1)
	for step := 0; g.Phase == tc.BritishMove; step++ {
		if step == 12 {
			t.Fatalf("the British move does not end: %v", g.Legal())
		}
		a, why := bot.Choose(g)
		must(t, g, a, why)
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
}
