package tables

import (
	"strings"
	"testing"

	"zulu1879/hexmap"
)

// names writes modifiers as "ditch −2, fatigued −1" for comparison.
func names(ms []Modifier) string {
	var s []string
	for _, m := range ms {
		s = append(s, m.String())
	}
	return strings.Join(s, ", ")
}

func firers(n int, f Firer) []Firer {
	out := make([]Firer, n)
	for i := range out {
		out[i] = f
		out[i].Crosses = append([]Cover(nil), f.Crosses...)
	}
	return out
}

func TestRule4b_FireModifiers(t *testing.T) {
	day, night, late, small := 1, 9, 18, 30
	far := Firer{Range: 7}
	cases := []struct {
		name string
		in   FireInput
		want string
		tot  int
	}{
		{"each cover item, British fire", FireInput{British, day, firers(2, Firer{Range: 7, Crosses: []Cover{Ditch}}), false}, "ditch −2", -2},
		{"bushes", FireInput{British, day, firers(2, Firer{Range: 7, Crosses: []Cover{Bushes}}), false}, "bushes −1", -1},
		{"biscuit boxes", FireInput{British, day, firers(1, Firer{Range: 7, Crosses: []Cover{BiscuitBox}}), false}, "biscuit-box wall −2", -2},
		{"wall", FireInput{British, day, firers(3, Firer{Range: 7, Crosses: []Cover{Wall}}), false}, "stone or mealie-bag wall −3", -3},
		{"wagons", FireInput{British, day, firers(1, Firer{Range: 7, Crosses: []Cover{Wagons}}), false}, "wagons −4", -4},
		{"redoubt", FireInput{British, day, firers(1, Firer{Range: 7, Crosses: []Cover{Redoubt}}), false}, "redoubt −5", -5},
		{"through a loophole at a Zulu", FireInput{British, day, firers(2, Firer{Range: 7, Crosses: []Cover{Opening}}), false}, "through window/door/loophole −1", -1},
		{"through an opening at a British man: nothing", FireInput{Zulu, day, firers(2, Firer{Range: 1, Crosses: []Cover{Opening}}), false}, "", 0},
		{"ledge and wall hole: no fire effect", FireInput{British, day, firers(2, Firer{Range: 7, Crosses: []Cover{Ledge, WallHole}}), false}, "", 0},
		{"a repeat counts once", FireInput{British, day, firers(2, Firer{Range: 7, Crosses: []Cover{Bushes, Bushes}}), false}, "bushes −1", -1},
		{"ditch and wall add up", FireInput{British, day, firers(2, Firer{Range: 7, Crosses: []Cover{Wall, Ditch}}), false}, "ditch −2, stone or mealie-bag wall −3", -5},

		// "*": a starred item is void when a man of the firing side is next to the target.
		{"* firer adjacent voids the wall", FireInput{British, day, []Firer{{Range: 1, Adjacent: true, Crosses: []Cover{Wall}}, {Range: 1, Crosses: []Cover{Wall}}}, false}, "close range +1", 1},
		{"* a non-firer adjacent voids it too", FireInput{British, day, firers(2, Firer{Range: 7, Crosses: []Cover{Wagons}}), true}, "", 0},
		{"* unstarred ditch still counts", FireInput{British, day, firers(1, Firer{Range: 1, Adjacent: true, Crosses: []Cover{Ditch, Redoubt}}), false}, "ditch −2, close range +1", -1},
		{"* mirrored for Zulu fire", FireInput{Zulu, day, firers(2, Firer{Range: 1, Adjacent: true, Crosses: []Cover{Wall}}), false}, "", 0},
		{"Zulu fire across a wall, not adjacent", FireInput{Zulu, day, firers(3, Firer{Range: 2, Crosses: []Cover{Wall}}), false}, "stone or mealie-bag wall −3", -3},

		// Every firer must fire across it.
		{"one firer of three not across", FireInput{British, day, []Firer{{Range: 7, Crosses: []Cover{Wall}}, {Range: 7, Crosses: []Cover{Wall}}, far}, false}, "", 0},
		{"different walls: only the shared one", FireInput{British, day, []Firer{{Range: 7, Crosses: []Cover{Wall, Bushes}}, {Range: 7, Crosses: []Cover{Bushes}}}, false}, "bushes −1", -1},

		// Firer conditions: counted when true of every firer.
		{"fatigued British", FireInput{British, late, firers(2, Firer{Range: 7}), false}, "fatigued −1", -1},
		{"British not fatigued at 10 pm turn 17", FireInput{British, 17, firers(2, Firer{Range: 7}), false}, "", 0},
		{"exhausted British", FireInput{British, small, firers(2, Firer{Range: 7}), false}, "exhausted −2", -2},
		{"Zulus not yet fatigued at turn 18", FireInput{Zulu, late, firers(2, Firer{Range: 2}), false}, "", 0},
		{"Zulus fatigued at turn 24", FireInput{Zulu, 24, firers(2, Firer{Range: 2}), false}, "fatigued −1", -1},
		{"Zulus exhausted", FireInput{Zulu, small, firers(2, Firer{Range: 2}), false}, "exhausted −2", -2},
		{"a wounded firer alone", FireInput{British, day, firers(1, Firer{Range: 7, Wounded: true}), false}, "wounded firer −2", -2},
		{"one wounded of two", FireInput{British, day, []Firer{{Range: 7, Wounded: true}, far}, false}, "", 0},
		{"close range by day", FireInput{British, day, firers(3, Firer{Range: 5}), false}, "close range +1", 1},
		{"close range needs every firer", FireInput{British, day, []Firer{{Range: 5}, {Range: 6}}, false}, "", 0},
		{"no close range at night", FireInput{British, night, firers(2, Firer{Range: 3}), false}, "", 0},
		{"long range at night", FireInput{British, night, firers(2, Firer{Range: 11}), false}, "long range at night −1", -1},
		{"10 hexes is not long", FireInput{British, night, firers(2, Firer{Range: 10}), false}, "", 0},
		{"no long range by day", FireInput{British, day, firers(2, Firer{Range: 15}), false}, "", 0},
		{"Zulus get no range modifiers", FireInput{Zulu, day, firers(2, Firer{Range: 1}), false}, "", 0},
		{"everything at once", FireInput{British, small, firers(4, Firer{Range: 12, Wounded: true, Crosses: []Cover{Bushes, Ditch}}), false}, "ditch −2, bushes −1, exhausted −2, wounded firer −2, long range at night −1", -8},
		{"no firers", FireInput{British, day, nil, false}, "", 0},
	}
	for _, c := range cases {
		got := FireModifiers(c.in)
		if names(got) != c.want || Total(got) != c.tot {
			t.Errorf("%s: %q (total %d), want %q (total %d)", c.name, names(got), Total(got), c.want, c.tot)
		}
	}
}

func TestRule4b_ExplainFireSaysWhy(t *testing.T) {
	in := FireInput{British, 1, []Firer{{Range: 7, Crosses: []Cover{Wall}}, {Range: 7}}, false}
	_, skipped := ExplainFire(in)
	if len(skipped) != 1 || skipped[0].Name != "stone or mealie-bag wall" || !strings.Contains(skipped[0].Reason, "1 of 2") {
		t.Errorf("skipped %v, want the wall with 1 of 2 firers", skipped)
	}
	in = FireInput{British, 1, firers(2, Firer{Range: 7, Crosses: []Cover{Redoubt}}), true}
	_, skipped = ExplainFire(in)
	if len(skipped) != 1 || !strings.Contains(skipped[0].Reason, "next to the target") {
		t.Errorf("skipped %v, want the redoubt voided by an adjacent man", skipped)
	}
}

func TestRule4b_CoverOfMapFeatures(t *testing.T) {
	cases := []struct {
		k    hexmap.SideKind
		st   hexmap.SideState
		want Cover
		ok   bool
	}{
		{hexmap.StoneWall, hexmap.Intact, Wall, true}, {hexmap.MealieWall, hexmap.Intact, Wall, true},
		{hexmap.BiscuitBoxes, hexmap.Intact, BiscuitBox, true}, {hexmap.BiscuitBoxes, hexmap.Unbuilt, NoCover, false},
		{hexmap.WagonSide, hexmap.Intact, Wagons, true}, {hexmap.RedoubtWall, hexmap.Intact, Redoubt, true}, {hexmap.RedoubtWall, hexmap.Unbuilt, NoCover, false},
		{hexmap.LedgeSide, hexmap.Intact, Ledge, true}, {hexmap.Hole, hexmap.Intact, WallHole, true},
		{hexmap.Door, hexmap.Smashed, Opening, true}, {hexmap.Window, hexmap.Intact, Opening, true}, {hexmap.Loophole, hexmap.Intact, Opening, true},
		{hexmap.BuildingWall, hexmap.Intact, NoCover, false}, {hexmap.NoSide, hexmap.Intact, NoCover, false},
	}
	for _, c := range cases {
		if got, ok := CoverOfSide(c.k, c.st); got != c.want || ok != c.ok {
			t.Errorf("%s/%s: %s %v, want %s %v", c.k, c.st, got, ok, c.want, c.ok)
		}
	}
	for ter, want := range map[string]Cover{"bushes": Bushes, "ditch": Ditch, "open": NoCover, "floor": NoCover} {
		if got, _ := CoverOfTerrain(ter); got != want {
			t.Errorf("terrain %s: %s, want %s", ter, got, want)
		}
	}
}

func TestRule4b_ClampRoll(t *testing.T) {
	cases := []struct{ roll, drm, want int }{{1, 0, 1}, {6, 0, 6}, {6, -5, 1}, {2, -5, 1}, {5, 3, 6}, {3, -1, 2}, {1, -9, 1}}
	for _, c := range cases {
		if got := ClampRoll(c.roll, c.drm); got != c.want {
			t.Errorf("ClampRoll(%d, %+d) = %d, want %d", c.roll, c.drm, got, c.want)
		}
	}
	// A clamped roll reads the table's edge row: 8 firers behind a redoubt
	// get row 1 (M) on every die.
	d := BritishRifleChances(8, -5)
	if d.Count[Mortal] != 6 {
		t.Errorf("8 firers at −5: %v, want M on all six faces", d.Count)
	}
}

func TestChances(t *testing.T) {
	// One British firer, no modifiers: rows 1-2 none, 3-4 D, 5-6 W.
	d := BritishRifleChances(1, 0)
	if d.Count != [NumOutcomes]int{2, 2, 2, 0, 0} || d.Of != 6 {
		t.Errorf("1 firer: %v of %d", d.Count, d.Of)
	}
	if p := d.AtLeast(Disorder); p < 0.666 || p > 0.667 {
		t.Errorf("1 firer, D or worse: %v, want 4/6", p)
	}
	// +1 moves every roll a row down the table.
	d = BritishRifleChances(1, 1)
	if d.Count != [NumOutcomes]int{1, 2, 3, 0, 0} {
		t.Errorf("1 firer +1: %v", d.Count)
	}
	if d := ZuluSpearChances(1, 0); d.Count[None] != 6 {
		t.Errorf("a lone spear unit: %v, want no effect on every roll", d.Count)
	}
	if d := ZuluSpearChances(9, 0); d.Count != [NumOutcomes]int{0, 0, 0, 2, 4} {
		t.Errorf("9 spear units: %v", d.Count)
	}
	// Zulu rifle: 1 in 6 hits; then 1 miss, 3 W, 1 M, 1 E of 6.
	z := ZuluRifleChances(0)
	if z.Of != 36 || z.Count != [NumOutcomes]int{31, 0, 3, 1, 1} {
		t.Errorf("Zulu rifle: %v of %d", z.Count, z.Of)
	}
	// At −3 the second die reads rows 1,1,1,1,2,3: four misses, two W.
	z = ZuluRifleChances(-3)
	if z.Count != [NumOutcomes]int{34, 0, 2, 0, 0} {
		t.Errorf("Zulu rifle −3: %v", z.Count)
	}
	// 10:1 reads MR, 1, 1, 2, 2, 3.
	m := MeleeChances(Col10to1, 0)
	if m != [NumMeleeCodes]int{CodeMR: 1, Code1: 2, Code2: 2, Code3: 1} {
		t.Errorf("10:1: %v", m)
	}
	if m := MeleeChances(NoColumn, 0); m[NoMelee] != 6 {
		t.Errorf("off the table: %v", m)
	}
}

// No lookup panics or returns junk on input outside its range.
func TestBadInputIsHarmless(t *testing.T) {
	for r := -3; r <= 9; r++ {
		for n := -3; n <= 30; n++ {
			_ = BritishRifle(r, n)
			_, _ = ZuluSpear(r, n)
			_, _ = RankedFire(r, n)
			_, _ = SniperSuppression(r, n)
			_ = MeleeResult(r, n)
			_ = MeleeOnDefender(MeleeCode(r+3), n)
			_ = BatterDoor(r, n, n)
			_ = RoofCollapses(r, n)
			_ = BurnsOut(r, n)
			_ = ShiftedColumn(n, r)
			_ = Allowance(UnitKind(n), r)
			_ = Level(r * n * 10)
		}
		_ = ZuluRifleSecond(r)
		_ = SpreadRoll(r)
		_ = WoundRoll(r, true, true)
		_ = FlamingSpear(r, true, false)
	}
	for _, v := range [][2]float64{{-1, 1}, {1, -1}, {0, 0}} {
		if _, ok := MeleeColumn(v[0], v[1]); ok {
			t.Errorf("MeleeColumn(%v, %v) allowed an attack", v[0], v[1])
		}
	}
}
