package tactical

import (
	"strings"
	"testing"

	"zulu1879/hexmap"
	tc "zulu1879/tactical"
)

func TestZ2_RiflesFillTheOskarberg(t *testing.T) {
	g := scene(t, 3, tc.ZuluMove, "3015")
	id := zulu(t, g, "3034", true)
	a, why := NewZulu(1).Choose(g)
	must(t, g, a, why)
	if a != "move "+id+" osk" {
		t.Errorf("a rifle unit on the south edge with room on the Oskarberg: got %q (%s), want the box", a, why)
	}
}

func TestZ2_RiflesStandSixToTenHexesOff(t *testing.T) {
	g := scene(t, 3, tc.ZuluMove, "3020")
	for range 10 {
		g.AddZulu(hexmap.Place{Box: 1}, true)
	}
	if g.OskarbergRoom() != 0 {
		t.Fatalf("the box should be full, room %d", g.OskarbergRoom())
	}
	id := zulu(t, g, "3034", true)
	for g.Next() != id {
		a, _ := NewZulu(1).Choose(g)
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	a, why := NewZulu(1).Choose(g)
	must(t, g, a, why)
	if field1(a, 0) != "move" {
		t.Fatalf("got %q (%s), want a move", a, why)
	}
	d := hexmap.Distance(hex(t, field1(a, 2)), hex(t, "3020"))
	if d < 6 || d > 10 {
		t.Errorf("%q (%s) ends %d hexes from the man, want 6-10", a, why, d)
	}
}

// door finds a closed door from the open ground into the hospital: the
// outside hex, the hex inside.
func doorHexes(t *testing.T, g *tc.Game) (hexmap.Hex, hexmap.Hex) {
	t.Helper()
	for c := 1; c <= 64; c++ {
		for r := 1; r <= 34; r++ {
			h := hexmap.H(c, r)
			if g.BuildingAt(hexmap.OnGround(h)) != "" {
				continue
			}
			for d, n := range h.Neighbors() {
				if g.BuildingAt(hexmap.OnGround(n)) == "hospital" && g.ClosedDoor(hexmap.SideOf(h, hexmap.Dir(d))) {
					return h, n
				}
			}
		}
	}
	t.Fatal("no closed hospital door")
	return hexmap.Hex{}, hexmap.Hex{}
}

func TestZ3_TwoSpearsBatterEachClosedDoor(t *testing.T) {
	g := scene(t, 3, tc.ZuluMove)
	out, in := doorHexes(t, g)
	g.SetUp(0, hexmap.OnGround(in))
	first := g.ID(g.AddZulu(hexmap.OnGround(out), false))
	var second string
	for _, n := range out.Neighbors() {
		p := hexmap.OnGround(n)
		if n != in && g.BuildingAt(p) == "" && !g.ZuluCanFight(p, hexmap.OnGround(in)) {
			second = g.ID(g.AddZulu(p, false))
			break
		}
	}
	a, why := NewZulu(1).Choose(g)
	must(t, g, a, why)
	w := strings.Fields(a)
	if len(w) != 4 || w[0] != "batter" || w[2] != first || w[3] != second {
		t.Errorf("a spear unit at a closed door of a held hospital room with a second one next to it: got %q (%s), want both to batter", a, why)
	}
}

func TestZ4_StaysNextToAManItCanFight(t *testing.T) {
	g := scene(t, 3, tc.ZuluMove, "3022", "4022")
	id := zulu(t, g, "3023", false)
	a, why := NewZulu(1).Choose(g)
	must(t, g, a, why)
	if a != "hold "+id {
		t.Errorf("next to a lone man in the open: got %q (%s), want to hold", a, why)
	}
}

func TestZ5_FewestDefendersFirst(t *testing.T) {
	// B002 and B003 stand together, B001 alone and farther off.
	g := scene(t, 3, tc.ZuluMove, "3025", "2125", "2025")
	if !hexmap.Adjacent(hex(t, "2125"), hex(t, "2025")) {
		t.Fatal("the pair is not a pair")
	}
	zulu(t, g, "2525", false)
	a, why := NewZulu(1).Choose(g)
	must(t, g, a, why)
	if field1(a, 0) != "move" || !hexmap.Adjacent(hex(t, field1(a, 2)), hex(t, "3025")) {
		t.Errorf("got %q (%s), want next to the lone man at 3025", a, why)
	}
}

func TestZ5_WoundedBeforeFit(t *testing.T) {
	g := scene(t, 3, tc.ZuluMove, "2825", "2025")
	g.Units[1].Wound = tc.Wounded
	zulu(t, g, "2525", false)
	a, why := NewZulu(1).Choose(g)
	must(t, g, a, why)
	if field1(a, 0) != "move" || !hexmap.Adjacent(hex(t, field1(a, 2)), hex(t, "2025")) {
		t.Errorf("got %q (%s), want next to the wounded man at 2025 (the fit one is nearer)", a, why)
	}
}

func TestZ5_StopsFillingAtSixToOne(t *testing.T) {
	// Five Zulus round B001 (one hex left open); a sixth one comes up: it
	// fills the last hex only while the odds are under 6:1 (B001 fit),
	// else it goes for B002 (B001 wounded, so weaker: the odds are over
	// 6:1 already, though a wounded man is otherwise the first target).
	for _, hurt := range []bool{false, true} {
		stopsFilling(t, hurt)
	}
}

func stopsFilling(t *testing.T, hurt bool) {
	g := scene(t, 3, tc.ZuluMove, "3022", "3822")
	if hurt {
		g.Units[0].Wound = tc.Wounded
	}
	var ring []string
	for _, n := range hex(t, "3022").Neighbors() {
		if n != hex(t, "3123") {
			ring = append(ring, zulu(t, g, n.String(), false))
		}
	}
	id := zulu(t, g, "3426", false)
	for _, z := range ring {
		if err := g.Apply("hold " + z); err != nil {
			t.Fatal(err)
		}
	}
	o, err := g.PlanMelee("B001")
	if err != nil || o.Attack/o.Defence < 5 || hurt != (o.Attack/o.Defence >= 6) {
		t.Fatalf("the ring should give 5:1, or 6:1 and more on a wounded man: %+v %v", o, err)
	}
	a, why := NewZulu(1).Choose(g)
	must(t, g, a, why)
	if !strings.HasPrefix(a, "move "+id+" ") {
		t.Fatalf("got %q (%s)", a, why)
	}
	to := hex(t, field1(a, 2))
	full := o.Attack/o.Defence >= 6
	if full && hexmap.Adjacent(to, hex(t, "3022")) {
		t.Errorf("B001 already at %v:1; got %q (%s), want the unit to go for B002", o.Attack/o.Defence, a, why)
	}
	if !full && !hexmap.Adjacent(to, hex(t, "3022")) {
		t.Errorf("B001 at %v:1 (under 6:1); got %q (%s), want the last hex next to B001", o.Attack/o.Defence, a, why)
	}
}

func TestZ7_SpearsOnlyAtMenNotToBeMeleed(t *testing.T) {
	g := scene(t, 3, tc.ZuluFire, "3022", "4022")
	for _, n := range hex(t, "3022").Neighbors() {
		g.AddZulu(hexmap.OnGround(n), false)
	}
	zulu(t, g, "4023", false)
	zulu(t, g, "4123", false)
	if o, err := g.PlanMelee("B001"); err != nil || o.Attack/o.Defence < 3 {
		t.Fatalf("B001 should face 3:1 or more: %+v %v", o, err)
	}
	a, why := NewZulu(1).Choose(g)
	must(t, g, a, why)
	if a != "spear B002" {
		t.Errorf("got %q (%s), want the spears at B002 (B001 is meleed at 6:1)", a, why)
	}
}

// torchScene is a hospital room held by B001 with a spear unit in range of
// its roof, in the Zulu fire of turn t.
func torchScene(t *testing.T, turn int) *tc.Game {
	g := scene(t, turn, tc.ZuluFire)
	out, in := doorHexes(t, g)
	g.SetUp(0, hexmap.OnGround(in))
	g.AddZulu(hexmap.OnGround(out), false)
	found := false
	for _, a := range g.Legal() {
		found = found || strings.HasPrefix(a, "torch ")
	}
	if !found {
		t.Fatalf("no torch in %v", g.Legal())
	}
	return g
}

func TestZ8_TorchesHeldHospitalRoomsByDay(t *testing.T) {
	g := torchScene(t, 3)
	a, why := NewZulu(1).Choose(g)
	must(t, g, a, why)
	if !strings.HasPrefix(a, "torch ") || g.RoomAt(g.Units[0].At) != field1(a, 2) {
		t.Errorf("got %q (%s), want a torch at %s, the room B001 holds", a, why, g.RoomAt(g.Units[0].At))
	}
}

func TestZ8_LetsTheLightFailWhileAhead(t *testing.T) {
	g := torchScene(t, tc.NightTurn-1)
	if g.VP(false) >= 25 {
		t.Fatalf("VP %d, want under 25", g.VP(false))
	}
	a, why := NewZulu(1).Choose(g)
	must(t, g, a, why)
	if strings.HasPrefix(a, "torch ") {
		t.Errorf("with %d VP at nightfall: got %q (%s), want no fire", g.VP(false), a, why)
	}
}

func TestZ8_KeepsAFireAtNightWhileTheBritishLead(t *testing.T) {
	g := torchScene(t, tc.NightTurn+1)
	g.Tally.Elim = 2000
	if g.VP(false) < 25 {
		t.Fatalf("VP %d, want 25 or more", g.VP(false))
	}
	a, why := NewZulu(1).Choose(g)
	must(t, g, a, why)
	if !strings.HasPrefix(a, "torch ") {
		t.Errorf("night, %d VP, nothing burns: got %q (%s), want a torch", g.VP(false), a, why)
	}
}

func TestZ9_MeleeAtTheBestOddsFirst(t *testing.T) {
	g := scene(t, 3, tc.Melee, "3022", "4022")
	zulu(t, g, "3023", false)
	zulu(t, g, "3123", false)
	ns := hex(t, "4022").Neighbors()
	for _, n := range ns[:5] {
		g.AddZulu(hexmap.OnGround(n), false)
	}
	a, why := NewZulu(1).Choose(g)
	must(t, g, a, why)
	if a != "melee B002" {
		t.Errorf("got %q (%s), want B002 (5 attackers) before B001 (2)", a, why)
	}
}

// TestZ9_DiceMeleeByItsChances: with the option dice_melee the Zulus
// weigh each melee by its exact chances die against die (PlanDiceMelee):
// the fight with the best margin first, and none at all when a loss is
// more than twice as likely as a win (a wounded rifle counter against a
// fit man).
func TestZ9_DiceMeleeByItsChances(t *testing.T) {
	g := scene(t, 3, tc.Melee, "3022", "4022")
	g.Opt.DiceMelee = true
	weak := zulu(t, g, "3023", true)
	w, _ := g.ParseID(weak)
	g.Units[w].Wound = tc.Wounded
	o, err := g.PlanDiceMelee("B001")
	if err != nil {
		t.Fatal(err)
	}
	if o.Win-DiceWorth*o.Loss >= 0 {
		t.Fatalf("the weak attack is worth it after all: %+v", o)
	}
	a, why := NewZulu(1).Choose(g)
	must(t, g, a, why)
	if a != "end" {
		t.Errorf("a weak melee only: got %q (%s), want none fought", a, why)
	}
	ns := hex(t, "4022").Neighbors()
	for _, n := range ns[1:5] { // ns[0] is inside the storehouse
		g.AddZulu(hexmap.OnGround(n), false)
	}
	a, why = NewZulu(1).Choose(g)
	must(t, g, a, why)
	if a != "melee B002" || !strings.Contains(why, "die against die") {
		t.Errorf("got %q (%s), want B002's melee (4 spears) by its chances", a, why)
	}
}
