package tactical

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"zulu1879/hexmap"
	"zulu1879/tactical/forces"
	"zulu1879/tactical/tables"
)

func act(g *Game, a string) error { return g.apply(strings.Fields(a)) }

// TestRule1b_Allowance: allowances by kind and wound, less fatigue (British
// from 10 pm, Zulus from 12 am) and exhaustion (2 am).
func TestRule1b_Allowance(t *testing.T) {
	cases := []struct {
		name string
		u    Unit
		turn int
		want int
	}{
		{"leader", Unit{Side: British, Kind: forces.Leader}, 1, 12},
		{"infantry", Unit{Side: British, Kind: forces.Infantry}, 1, 10},
		{"other", Unit{Side: British, Kind: forces.Other}, 1, 10},
		{"wounded leader", Unit{Side: British, Kind: forces.Leader, Wound: Wounded}, 1, 4},
		{"mortally wounded", Unit{Side: British, Kind: forces.Infantry, Wound: Mortal}, 1, 1},
		{"walking patient", Unit{Side: British, Kind: forces.Patient}, 1, 4},
		{"bed-bound patient", Unit{Side: British, Kind: forces.Patient, Bed: true}, 1, 0},
		{"infantry fatigued 10:10 pm", Unit{Side: British, Kind: forces.Infantry}, 18, 9},
		{"infantry 10:00 pm not yet", Unit{Side: British, Kind: forces.Infantry}, 17, 10},
		{"infantry exhausted", Unit{Side: British, Kind: forces.Infantry}, 30, 7},
		{"zulu", Unit{Side: Zulu}, 1, 12},
		{"zulu at 10:10 pm", Unit{Side: Zulu}, 18, 12},
		{"zulu fatigued", Unit{Side: Zulu}, 24, 11},
		{"zulu exhausted", Unit{Side: Zulu}, 30, 9},
		{"zulu disordered", Unit{Side: Zulu, Disord: true}, 1, 0},
		{"builder", Unit{Side: British, Kind: forces.Infantry, Busy: true}, 1, 0},
	}
	for _, c := range cases {
		g := &Game{Turn: c.turn, Units: []Unit{c.u}}
		if got := g.Allowance(0); got != c.want {
			t.Errorf("%s in turn %d: %d MP, want %d", c.name, c.turn, got, c.want)
		}
	}
}

// TestRule1b_MoveCosts: a door costs the British +1, the storehouse roof
// is climbed for 6 only from inside the perimeter, a mealie wall with its
// ledge costs +4.
func TestRule1b_MoveCosts(t *testing.T) {
	g := bare(t, 1, BritishMove, "4117", "3015")
	i, j := man(t, g, "4117"), man(t, g, "3015")
	put(t, g, i, "4017")
	cost := func(u int, to string) int {
		p, _ := ParsePlace(to)
		for _, d := range g.reach(u, 0) {
			if d.P == p {
				return d.Cost
			}
		}
		return -1
	}
	if c := cost(i, "4018^"); c != 6 {
		t.Errorf("climb onto the storehouse roof from 4017: %d, want 6", c)
	}
	if c := cost(i, "4018"); c != 2 {
		t.Errorf("through the door 4018N: %d, want 2 (1 + 1)", c)
	}
	put(t, g, j, "3014")
	if c := cost(j, "3013"); c != 5 {
		t.Errorf("over the north wall and ledge 3014-3013: %d, want 5 (1 + 3 + 1)", c)
	}
	put(t, g, i, "4022")
	if c := cost(i, "4021^"); c == 6 {
		t.Errorf("climbed onto the storehouse roof from outside the perimeter")
	}
}

// TestRule8_ZOCStopsAtWalls: a British ZOC reaches over a mealie wall, a
// Zulu ZOC does not; no ZOC passes a building wall.
func TestRule8_ZOCStopsAtWalls(t *testing.T) {
	g := bare(t, 1, ZuluMove, "2814", "1518")
	z := addZulu(t, g, "2813", false)
	zBrit := g.zoc(Zulu) // the British ZOC, which Zulus obey
	zZulu := g.zoc(British)
	grid := g.st.m.Grid
	if !zBrit[grid.Index(hx(t, "2813"))] {
		t.Error("the British ZOC does not reach over the mealie wall to 2813")
	}
	if zZulu[grid.Index(hx(t, "2814"))] {
		t.Error("the Zulu ZOC reaches over the mealie wall to 2814")
	}
	if zBrit[grid.Index(hx(t, "1618"))] {
		t.Error("the ZOC of the man in 1518 passes the building wall into 1618")
	}
	// A Zulu entering the British ZOC stops there: in the open, the way
	// past a man goes around his ZOC.
	g = bare(t, 1, ZuluMove, "3015")
	put(t, g, man(t, g, "3015"), "3026")
	z = addZulu(t, g, "3023", false)
	cost := map[string]int{}
	for _, d := range g.reach(z, 0) {
		cost[PlaceString(d.P)] = d.Cost
	}
	if cost["3025"] != 2 {
		t.Errorf("into the ZOC at 3025: %d MP, want 2", cost["3025"])
	}
	if c, ok := cost["3028"]; ok && c <= 5 {
		t.Errorf("to 3028 past the man at 3026 for %d MP: went through his ZOC", c)
	}
}

// TestRule1bii12_DigHole: a man digs a hole in a building wall (once a
// turn for the side); the hole is then crossed for +1.
func TestRule1bii12_DigHole(t *testing.T) {
	g := bare(t, 1, BritishMove, "1418", "1818")
	i, k := man(t, g, "1418"), man(t, g, "1818")
	put(t, g, i, "1518")
	put(t, g, k, "1519")
	if err := act(g, "dig "+g.ID(i)+" 1518SE"); err != nil {
		t.Fatal(err)
	}
	if !g.sides().Has(hexmap.SideOf(hx(t, "1518"), hexmap.SouthEast), hexmap.Hole) {
		t.Fatal("no hole in 1518SE")
	}
	if err := act(g, "dig "+g.ID(k)+" 1519NE"); err == nil {
		t.Error("a second hole was dug in the same turn")
	}
	g.Units[i].Moved = false
	g.Turn = 2
	for _, d := range g.reach(i, 0) {
		if d.P == hexmap.OnGround(hx(t, "1618")) && d.Cost != 2 {
			t.Errorf("through the hole: %d MP, want 2", d.Cost)
		}
	}
}

// TestRule2biii_BatterDoor: the door breaks exactly when the die plus the
// modifier for the British behind it reaches 3 (one Zulu).
func TestRule2biii_BatterDoor(t *testing.T) {
	for _, defenders := range [][]string{nil, {"1618"}, {"1618", "1619"}} {
		for seed := uint64(1); seed <= 12; seed++ {
			g := bare(t, seed, ZuluMove, append([]string{"1419"}, defenders...)...)
			z := addZulu(t, g, "1617", false)
			if err := act(g, fmt.Sprintf("batter 1618N %s", g.ID(z))); err != nil {
				t.Fatal(err)
			}
			e := lastEvent(t, g, "2b.iii")
			f, _ := g.sides().Feature(hexmap.SideOf(hx(t, "1618"), hexmap.North), hexmap.Door)
			broke := f.State == hexmap.Smashed
			drm := map[int]int{0: 0, 1: -2, 2: -3}[len(defenders)]
			if want := e.Dice[0]+drm >= 3; broke != want {
				t.Fatalf("%d defenders, die %d: broken %v, want %v (%s)", len(defenders), e.Dice[0], broke, want, e.Text)
			}
		}
	}
}

// TestRule1c_WoundedRoll: 1 kills, 2 worsens, 6 improves, +1 with the
// orderly near, -1 for an M.
func TestRule1c_WoundedRoll(t *testing.T) {
	for _, c := range []struct {
		w       Wound
		orderly bool
	}{{Wounded, false}, {Wounded, true}, {Mortal, false}, {Mortal, true}} {
		for seed := uint64(1); seed <= 12; seed++ {
			keep := []string{"3015"}
			if c.orderly {
				keep = append(keep, "2220")
			}
			g := bare(t, seed, BritishMove, keep...)
			i := man(t, g, "3015")
			if c.orderly {
				put(t, g, i, "2221")
			}
			g.Units[i].Wound = c.w
			g.woundedRolls()
			e := lastEvent(t, g, "1c")
			r := e.Dice[0]
			if c.orderly {
				r++
			}
			if c.w == Mortal {
				r--
			}
			r = min(max(r, 1), 6)
			u := g.Units[i]
			switch {
			case r == 1 && !u.Gone, r == 2 && c.w == Mortal && !u.Gone:
				t.Errorf("%v orderly %v die %d: not eliminated (%s)", c.w, c.orderly, e.Dice[0], e.Text)
			case r == 2 && c.w == Wounded && u.Wound != Mortal:
				t.Errorf("W die %d: not worsened to M", e.Dice[0])
			case r == 6 && u.Wound != c.w-1:
				t.Errorf("%v orderly %v die %d: not improved", c.w, c.orderly, e.Dice[0])
			case r >= 3 && r <= 5 && (u.Gone || u.Wound != c.w):
				t.Errorf("%v die %d: changed", c.w, e.Dice[0])
			}
		}
	}
}

// TestRule4b_ClosestDanger: a man fires only at his closest danger; a
// target is fired at once a turn (rule 10a).
func TestRule4b_ClosestDanger(t *testing.T) {
	g := bare(t, 1, BritishFire, "2814")
	near := addZulu(t, g, "2811", false)
	far := addZulu(t, g, "2808", false)
	legal := g.Legal()
	if !has(legal, "fire "+g.ID(near)) || has(legal, "fire "+g.ID(far)) {
		t.Fatalf("legal %v: want fire at %s only", legal, g.ID(near))
	}
	if err := act(g, "fire "+g.ID(far)); err == nil {
		t.Error("fire at a farther Zulu was accepted")
	}
	drm := tables.Total(tables.FireModifiers(g.fireInput(British, []int{man(t, g, "2814")}, near)))
	if drm != -2+1 {
		t.Errorf("modifiers %d, want ditch −2 and close range +1 (the wall is the firer's own)", drm)
	}
	if err := act(g, "fire "+g.ID(near)); err != nil {
		t.Fatal(err)
	}
	e := lastEvent(t, g, "4b")
	want := tables.BritishRifle(tables.ClampRoll(e.Dice[0], drm), 1)
	if !strings.Contains(e.Text, "= "+want.String()+":") {
		t.Errorf("rifle fire of one man on %d: %q, want the result %s", e.Dice[0], e.Text, want)
	}
	if err := act(g, "fire "+g.ID(near)); err == nil {
		t.Error("the same Zulu was fired at twice in a turn")
	}
}

// TestRule4b_CoverAcrossTheWall: a Zulu behind the north wall gets the
// wall's -3 from a man not next to him, and nothing when a man is.
func TestRule4b_CoverAcrossTheWall(t *testing.T) {
	g := bare(t, 1, BritishFire, "2515", "3014")
	i := man(t, g, "2515")
	put(t, g, i, "2816")
	z := addZulu(t, g, "2813", false)
	mods := tables.FireModifiers(g.fireInput(British, []int{i}, z))
	if tables.Total(mods) != -3+1 { // wall −3, close range +1
		t.Errorf("modifiers %v, want wall −3 and close range +1", mods)
	}
	put(t, g, man(t, g, "3014"), "2814")
	mods = tables.FireModifiers(g.fireInput(British, []int{i}, z))
	if tables.Total(mods) != 1 {
		t.Errorf("a man next to the target: modifiers %v, want only close range +1", mods)
	}
}

// TestRule6_MeleeOdds: three Zulus against one man in the open are 3:1
// with no shift; across the north wall and its ledge, 4 columns left.
func TestRule6_MeleeOdds(t *testing.T) {
	g := bare(t, 1, Melee, "3016")
	for _, s := range []string{"3015", "2916", "3116"} {
		addZulu(t, g, s, false)
	}
	p, err := g.meleePlan(man(t, g, "3016"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if want, _ := tables.MeleeColumn(3, 1); p.col != want || len(p.shifts) != 0 {
		t.Errorf("open ground: column %s shifts %v, want %s and none", tables.ColumnName(p.col), p.shifts, tables.ColumnName(want))
	}
	g = bare(t, 1, Melee, "3014")
	for _, s := range []string{"3013", "2913", "3113"} {
		addZulu(t, g, s, false)
	}
	p, err = g.meleePlan(man(t, g, "3014"), nil)
	if err == nil && tables.Total(p.shifts) != 4 {
		t.Errorf("across the wall: shifts %v, want 4L (wall 3L, ledge 1L)", p.shifts)
	}
	// Not across a building wall: a Zulu in room f3 cannot reach a man in f2.
	g = bare(t, 1, Melee, "1518")
	addZulu(t, g, "1618", false)
	if _, err := g.meleePlan(man(t, g, "1518"), nil); err == nil {
		t.Error("a Zulu fought through a building wall")
	}
}

// TestRule3_Spreading: one roll; 3-5 spread into the rooms next to the
// burning ones, 6 twice, 2 nothing, 1 puts one fire out.
func TestRule3_Spreading(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		g := bare(t, seed, Burning, "3015")
		g.Fires = []Fire{{Room: "hospital-f3", Lit: 1}}
		g.burnPhase()
		e := lastEvent(t, g, "3a")
		next := len(g.st.roomsNext("hospital-f3"))
		var want int
		switch d := e.Dice[0]; {
		case d == 1:
			want = 0
		case d == 2:
			want = 1
		case d <= 5:
			want = 1 + next
		default:
			want = -1 // twice: more than once
		}
		if want >= 0 && len(g.Fires) != want || want < 0 && len(g.Fires) <= 1+next {
			t.Errorf("seed %d die %d: %d fires (%s)", seed, e.Dice[0], len(g.Fires), e.Text)
		}
	}
}

// TestRule1a_InFire: a man on a burning roof is eliminated at the start of
// his movement phase.
func TestRule1a_InFire(t *testing.T) {
	g := bare(t, 1, BritishMove, "3015", "2515")
	i := man(t, g, "3015")
	put(t, g, i, "1618^")
	g.Fires = []Fire{{Room: "hospital-f3", Lit: 1}}
	g.startPhase(BritishMove)
	if !g.Units[i].Gone {
		t.Error("the man on the burning roof survived")
	}
}

// TestRule7_Construction: six men build a redoubt face in two turns.
func TestRule7_Construction(t *testing.T) {
	g := bare(t, 1, BritishMove, "4115", "4615", "3016", "3015", "2515", "3615", "4114", "4214", "4314", "4414")
	if !has(g.Legal(), "build redoubt-north") {
		t.Fatalf("legal %v: no build redoubt-north", g.Legal())
	}
	if err := g.Apply("build redoubt-north"); err != nil {
		t.Fatal(err)
	}
	busy := 0
	for i := range g.Units {
		if g.Units[i].Busy {
			busy++
		}
	}
	if busy != 6 {
		t.Fatalf("%d men building, want 6", busy)
	}
	w, _ := g.st.workNamed("redoubt-north")
	built := func() bool {
		f, _ := g.sides().Feature(w.Sides[0], hexmap.RedoubtWall)
		return f.State == hexmap.Intact
	}
	g.construct()
	if built() {
		t.Fatal("built after one turn")
	}
	g.construct()
	if !built() {
		t.Fatal("not built after two turns")
	}
}

// TestRule11_HistoricalCheck: 140 Zulu units eliminated, the Small Kraal
// held, 17 British dead and 13 wounded: 51 VP, a British marginal victory.
func TestRule11_HistoricalCheck(t *testing.T) {
	g := bare(t, 1, Melee)
	g.Tally.Elim = 140
	n := 0
	for i := 0; i < g.NBrit; i++ {
		g.Units[i].Gone, g.Units[i].OnMap = false, true
		g.Units[i].At = hexmap.OnGround(g.forceData().British[i].At)
		switch {
		case n < 17:
			g.Units[i].Gone, g.Units[i].OnMap = true, false
		case n < 30:
			g.Units[i].Wound = Wounded
		}
		n++
	}
	g.cache = nil
	if vp := g.VP(true); vp != 51 || Level(vp) != "British marginal victory" {
		t.Errorf("VP %d (%s), want 51, British marginal victory", vp, Level(vp))
	}
	// The kraal counts only when held: a Zulu in the inner half loses its 5.
	addZulu(t, g, "5316", false)
	if vp := g.VP(true); vp != 46 {
		t.Errorf("with a Zulu in the inner kraal: %d VP, want 46", vp)
	}
}

// TestRule11aiii_HospitalRooms: from 7 pm each room held at the start and
// still held scores 2 a turn, the dogleg 10.
func TestRule11aiii_HospitalRooms(t *testing.T) {
	g := bare(t, 1, Melee, "1218", "1222")
	g.Turn = 8
	g.scoreHeld()
	if g.RoomTurns != 0 {
		t.Fatal("hospital rooms scored before 7 pm")
	}
	g.Turn = 9
	g.scoreHeld()
	if g.RoomTurns != 2 || g.DoglegTurns != 1 {
		t.Fatalf("room turns %d, dogleg turns %d: want 2 (f1 and the dogleg) and 1", g.RoomTurns, g.DoglegTurns)
	}
	if vp := g.VP(false); vp != 2*tables.VPHospitalRoom+tables.VPDogleg-5*(g.NBrit-2) {
		t.Errorf("VP %d", vp)
	}
}

// TestRule10b_LightFails: at the end of turn 8 with nothing burning the
// game ends; with a fire it goes on into the night.
func TestRule10b_LightFails(t *testing.T) {
	g := bare(t, 1, Melee, "3015")
	g.Turn = 8
	g.endTurn()
	if g.Outcome == nil || g.Outcome.Key != "light-fails" {
		t.Fatalf("outcome %+v, want light-fails", g.Outcome)
	}
	g = bare(t, 1, Melee, "3015")
	g.Turn = 8
	g.Fires = []Fire{{Room: "hospital-f1", Lit: 8}}
	g.endTurn()
	if g.Outcome != nil || g.Turn != 9 {
		t.Fatalf("outcome %+v turn %d, want play on in turn 9", g.Outcome, g.Turn)
	}
}

// TestRule2bv_Reinforcements: the first wave comes on along the south
// edge, one counter a hex (25 hexes, columns 40-64), its rifles straight
// to the Oskarberg; the rest wait. Revision 1: 25 counters, 3 rifles;
// revision 2: 30 counters, 4 rifles.
func TestRule2bv_Reinforcements(t *testing.T) {
	for _, c := range []struct{ rev, box, edge, waiting int }{{1, 3, 22, 0}, {2, 4, 25, 1}} {
		g, err := NewGame(1, Options{Revision: c.rev})
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Apply("end"); err != nil {
			t.Fatal(err)
		}
		box, edge := 0, 0
		for i := g.NBrit; i < len(g.Units); i++ {
			u := g.Units[i]
			switch {
			case u.InBox():
				box++
				if !u.Rifle {
					t.Errorf("%s in the box is not a rifle unit", g.ID(i))
				}
			case u.At.Hex.Row == 34 && u.At.Hex.Col >= 40:
				edge++
			default:
				t.Errorf("%s came on at %s", g.ID(i), PlaceString(u.At))
			}
		}
		if box != c.box || edge != c.edge || len(g.Queue) != c.waiting {
			t.Errorf("revision %d: box %d, south edge %d, waiting %d: want %d, %d, %d", c.rev, box, edge, len(g.Queue), c.box, c.edge, c.waiting)
		}
	}
}

// TestApplyRefusesBadActions: illegal commands give one-line errors and
// change nothing.
func TestApplyRefusesBadActions(t *testing.T) {
	g, err := NewGame(1, Options{})
	if err != nil {
		t.Fatal(err)
	}
	h := g.Hash()
	for _, a := range []string{"", "move", "move B001", "move B001 9999", "move Z001 3015", "move B999 3015", "fire Z001", "batter 1618N B001", "dig B001 1518SE", "build fort", "end now", "move B001 3015^", "move  B001 3016"} {
		err := g.Apply(a)
		if err == nil {
			t.Errorf("%q accepted", a)
		}
		oneLine(t, err)
		if g.Hash() != h {
			t.Fatalf("%q changed the game", a)
		}
	}
}

// TestRule4c_RankedFire (and 4d): two straight ranks of three men of the 24th and a
// leader fire east; the front rank's hit points fall on the Zulu in its
// arc; a single rank is no formation.
func TestRule4c_RankedFire(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		g := bare(t, seed, BritishFire, "2014", "2114", "2214", "2314", "2414", "2514", "2515")
		for k, s := range []string{"3015", "3016", "3017", "2915", "2916", "2917"} {
			put(t, g, man(t, g, []string{"2014", "2114", "2214", "2314", "2414", "2514"}[k]), s)
		}
		l := man(t, g, "2515")
		put(t, g, l, "2816")
		z := addZulu(t, g, "3616", false)
		behind := addZulu(t, g, "3024", false) // south: outside the arc
		if !has(g.Legal(), "rank "+g.ID(l)+" 0") {
			t.Fatalf("legal %v: no rank facing 0", g.Legal())
		}
		if err := act(g, "rank "+g.ID(l)+" 0"); err != nil {
			t.Fatal(err)
		}
		var first Event
		for _, e := range g.Events {
			if e.Rule == "4c" {
				first = e
				break
			}
		}
		pts, _ := tables.RankedFire(first.Dice[0], 3)
		want := tables.HitOutcome(min(pts, 3))
		gotE, gotM := g.Tally.Elim, g.Tally.Mortal
		if (want == tables.Eliminated) != (gotE == 1) || (want == tables.Mortal) != (gotM == 1) || !g.Units[z].Gone {
			t.Errorf("seed %d: die %d, %d points: want %s; tally %+v (%s)", seed, first.Dice[0], pts, want, g.Tally, first.Text)
		}
		if g.Units[behind].Hit {
			t.Error("a Zulu outside the arc was hit")
		}
		// 4d: the line then steps one hex within 45 degrees of its facing.
		legal := g.Legal()
		if has(legal, "step "+g.ID(l)+" N") || !has(legal, "step "+g.ID(l)+" NE") || !has(legal, "step "+g.ID(l)+" SW") {
			t.Fatalf("legal %v: want steps NE, SE, NW, SW and not N", legal)
		}
		from := g.Units[l].At.Hex
		if err := act(g, "step "+g.ID(l)+" NE"); err != nil {
			t.Fatal(err)
		}
		if g.Units[l].At.Hex != from.Neighbors()[hexmap.NorthEast] || g.Check() != nil {
			t.Errorf("after the step the leader is at %s (from %s); check: %v", g.Units[l].At.Hex, from, g.Check())
		}
		if err := act(g, "step "+g.ID(l)+" NE"); err == nil {
			t.Error("the line stepped twice")
		}
	}
	g := bare(t, 1, BritishFire, "2014", "2114", "2214", "2515")
	for k, s := range []string{"3015", "3016", "3017"} {
		put(t, g, man(t, g, []string{"2014", "2114", "2214"}[k]), s)
	}
	put(t, g, man(t, g, "2515"), "2816")
	addZulu(t, g, "3616", false)
	if err := act(g, "rank "+g.ID(man(t, g, "2816"))+" 0"); err == nil {
		t.Error("a single rank fired as a formation")
	}
}

// TestRule9a_ZuluPairs: a Zulu next to the one fired at is paired with it:
// the pair is fired at once a turn (unless the option is off).
func TestRule9a_ZuluPairs(t *testing.T) {
	for rev := 1; rev <= RulesRevision; rev++ {
		for _, on := range []bool{true, false} {
			g := bareOn(t, 1, rev, BritishFire, "2814", "3014")
			g.Opt.ZuluPairs = &on
			z := addZulu(t, g, "2810", false)
			mate := addZulu(t, g, "2809", false)
			if err := act(g, "fire "+g.ID(z)+" "+g.ID(man(t, g, "2814"))); err != nil {
				t.Fatal(err)
			}
			answerDefaults(t, g)
			if g.live(mate) && g.Units[mate].Hit != on {
				t.Errorf("revision %d, pairs %v: the partner counts as fired at: %v", rev, on, g.Units[mate].Hit)
			}
		}
	}
}

// TestRule1b_OpenCloseDoor: a soldier opens a door instead of moving; a
// Zulu then walks through it for nothing; it may be shut again, but not on
// a Zulu in the doorway.
func TestRule1b_OpenCloseDoor(t *testing.T) {
	g := bare(t, 1, BritishMove, "1618")
	b := man(t, g, "1618")
	if err := act(g, "open "+g.ID(b)+" 1618N"); err != nil {
		t.Fatal(err)
	}
	if err := act(g, "move "+g.ID(b)+" 1619"); err == nil {
		t.Error("the man moved after opening the door")
	}
	z := addZulu(t, g, "1617", false)
	put(t, g, b, "1619")
	g.Phase = ZuluMove
	for _, d := range g.reach(z, 0) {
		if d.P == hexmap.OnGround(hx(t, "1618")) && d.Cost != 1 {
			t.Errorf("through the open door: %d MP, want 1", d.Cost)
		}
	}
	g.Phase, g.Units[b].Moved = BritishMove, false
	put(t, g, b, "1618")
	if err := act(g, "close "+g.ID(b)+" 1618N"); err == nil {
		t.Error("the door was shut on the Zulu in the doorway")
	}
	g.removeUnit(z)
	if err := act(g, "close "+g.ID(b)+" 1618N"); err != nil {
		t.Fatal(err)
	}
	if f, _ := g.sides().Feature(hexmap.SideOf(hx(t, "1618"), hexmap.North), hexmap.Door); f.State != hexmap.Intact {
		t.Errorf("door state %v after closing", f.State)
	}
}

// TestOptionBiscuitBoxes: without the line at the start its sides cost
// nothing and give no cover, and the two segments may be built.
func TestOptionBiscuitBoxes(t *testing.T) {
	off := false
	g, err := NewGame(1, Options{BiscuitBoxes: &off})
	if err != nil {
		t.Fatal(err)
	}
	w, _ := g.st.workNamed("boxes-north")
	if f, _ := g.sides().Feature(w.Sides[0], hexmap.BiscuitBoxes); f.State != hexmap.Unbuilt {
		t.Errorf("the line stands at the start: %v", f)
	}
	if has(g.Built, "boxes-north") {
		t.Error("boxes-north counted as built")
	}
	on, err := NewGame(1, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if f, _ := on.sides().Feature(w.Sides[0], hexmap.BiscuitBoxes); f.State != hexmap.Intact {
		t.Errorf("by default the line is not standing: %v", f)
	}
	if _, err := NewGame(1, Options{LastTurn: 39}); err == nil {
		t.Error("last_turn 39 accepted")
	}
}

// TestStats: a finished game gives the same names every time, one ending
// and one result set.
func TestStats(t *testing.T) {
	g := bare(t, 1, Melee, "3015")
	if g.Stats() != nil {
		t.Fatal("stats before the end")
	}
	g.Turn = 8
	g.endTurn()
	s := g.Stats()
	if s["end_light_fails"] != 1 || s["end_dawn"] != 0 || s["british_win"]+s["zulu_win"]+s["draw"] != 1 || s["turns"] != 8 {
		t.Errorf("stats %v", s)
	}
	if s["level"] != float64(tables.Level(int(s["vp"]))) {
		t.Errorf("level %v for %v VP", s["level"], s["vp"])
	}
}

// TestSight_BuildingsAndWalls: no line through a building's rooms (in at
// one loophole, out at another); a wall is cover only to the man behind
// it, not to one far beyond it.
func TestSight_BuildingsAndWalls(t *testing.T) {
	g := bare(t, 1, BritishFire, "4117")
	b := man(t, g, "4117")
	z := addZulu(t, g, "4123", false)
	if g.sight(g.Units[b].At, g.Units[z].At).clear {
		t.Error("the man north of the storehouse sees through it to 4123")
	}
	far := addZulu(t, g, "2812", false)
	put(t, g, b, "2820")
	v := g.sight(g.Units[b].At, g.Units[far].At)
	if !v.clear || len(v.covers) != 0 {
		t.Errorf("from 2820 to 2812 over the north wall two hexes from the target: clear %v, covers %v; want clear, none", v.clear, v.covers)
	}
	put(t, g, far, "2813")
	if v := g.sight(g.Units[b].At, g.Units[far].At); !slices.Contains(v.covers, tables.Wall) {
		t.Errorf("the Zulu behind the wall at 2813 has no wall cover: %v", v.covers)
	}
}

// TestSight_FromRoofs: the text has no sight rule for roofs; we read a
// man on a roof as above every wall and building on the map: from the
// storehouse roof he sees the Zulu south of the storehouse that the man on
// the ground north of it cannot, but not a man inside a building, whose
// walls still hide him.
func TestSight_FromRoofs(t *testing.T) {
	g := bare(t, 1, BritishFire, "4117")
	b := man(t, g, "4117")
	z := addZulu(t, g, "4123", false)
	if g.sight(g.Units[b].At, g.Units[z].At).clear {
		t.Fatal("the man on the ground north of the storehouse sees through it")
	}
	put(t, g, b, "4119^")
	if !g.sight(g.Units[b].At, g.Units[z].At).clear {
		t.Error("the man on the storehouse roof does not see 4123 below it")
	}
	in := addZulu(t, g, "1519", false) // a hospital room
	if g.sight(g.Units[b].At, g.Units[in].At).clear {
		t.Error("the man on the roof sees into the hospital's rooms")
	}
}

// TestRule3b_CollapsedRoof: when a roof falls in, the men on it die and
// nobody can climb onto it again.
func TestRule3b_CollapsedRoof(t *testing.T) {
	g := bare(t, 1, BritishMove, "2416", "3015")
	climber, onRoof := man(t, g, "2416"), man(t, g, "3015")
	put(t, g, climber, "2217")
	put(t, g, onRoof, "2018^")
	canClimb := func() bool {
		for _, d := range g.reach(climber, 0) {
			if d.P.Level == hexmap.Roof {
				return true
			}
		}
		return false
	}
	if !canClimb() {
		t.Fatal("cannot climb the standing hospital roof")
	}
	h := g.bld("hospital")
	for _, r := range g.st.rooms {
		if g.st.roomOf[r].In == "hospital" {
			g.Fires = append(g.Fires, Fire{Room: r, Lit: 1})
		}
	}
	h.Full = 1
	for g.Turn = 2; !h.Collapsed && g.Turn < 30; g.Turn++ {
		g.burnPhase()
	}
	if !h.Collapsed {
		t.Fatal("the roof never fell in")
	}
	if !g.Units[onRoof].Gone {
		t.Error("the man on the roof survived its fall")
	}
	if canClimb() {
		t.Error("a man can climb onto the fallen roof")
	}
	if err := g.Check(); err != nil {
		t.Error(err)
	}
}

// TestTypedAPI: Moves lists every place in reach (more than Legal's
// sample), each accepted by Apply; PlanMelee and Dangers agree with the
// notation.
func TestTypedAPI(t *testing.T) {
	g, err := NewGame(2, Options{})
	if err != nil {
		t.Fatal(err)
	}
	ms, err := g.Moves("B001")
	if err != nil {
		t.Fatal(err)
	}
	listed := 0
	for _, a := range g.Legal() {
		if strings.HasPrefix(a, "move B001 ") {
			listed++
		}
	}
	if len(ms) <= listed {
		t.Errorf("%d moves, %d listed: want more moves than the sample", len(ms), listed)
	}
	c := g.Copy()
	if err := c.Apply("move B001 " + PlaceString(ms[len(ms)-1].To)); err != nil {
		t.Errorf("a move from Moves refused: %v", err)
	}
	if _, err := g.Moves("Q1"); err == nil {
		t.Error("Moves of a bad id gave no error")
	}
	s := g.Station()
	if len(s.Rooms) != 13 || len(s.Works) != 6 {
		t.Errorf("rooms %v works %v", s.Rooms, s.Works)
	}
	m := bare(t, 1, Melee, "3016")
	for _, h := range []string{"3015", "2916", "3116"} {
		addZulu(t, m, h, false)
	}
	o, err := m.PlanMelee(m.ID(man(t, m, "3016")))
	if err != nil || o.Column != "3:1" || len(o.Attackers) != 3 {
		t.Errorf("plan %+v, %v: want 3:1 with 3 attackers", o, err)
	}
}
