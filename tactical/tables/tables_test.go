package tables

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"zulu1879/hexmap"
	"zulu1879/scenarios/rdtactical"
)

// The seed's British rifle fire table (4b), typed again from the text.
const rifleText = `
1: - - D D W W M M
2: - D D W W M M M
3: D D W W M M M 1
4: D W W M M M 1 1
5: W W M M M 1 1 1
6: W M M M 1 1 1 1
`

func TestRule4b_RifleFireTable(t *testing.T) {
	g := grid(t, rifleText, 6, 8)
	for row := 1; row <= 6; row++ {
		for col := 1; col <= 8; col++ {
			want := g[row-1][col-1]
			if got := BritishRifle(row, col).String(); got != want {
				t.Errorf("d6 %d, %d firers: %s, want %s", row, col, got, want)
			}
		}
		// 8+ : more firers read the last column.
		for _, n := range []int{9, 12, 40} {
			if got := BritishRifle(row, n).String(); got != g[row-1][7] {
				t.Errorf("d6 %d, %d firers: %s, want the 8+ column %s", row, n, got, g[row-1][7])
			}
		}
	}
	for _, bad := range [][2]int{{0, 3}, {7, 3}, {3, 0}, {-1, -1}} {
		if got := BritishRifle(bad[0], bad[1]); got != None {
			t.Errorf("BritishRifle(%d, %d) = %s, want none", bad[0], bad[1], got)
		}
	}
}

// The seed's Zulu spear table (5c); columns 2..9+.
const spearText = `
1: - - D D W W M M
2: - D D W W M M M
3: D D W W M M M 1
4: D W W M M M 1 1
5: W W M M M 1 1 1
6: W M M M 1 1 1 1
`

func TestRule5c_SpearFireTable(t *testing.T) {
	g := grid(t, spearText, 6, 8)
	for row := 1; row <= 6; row++ {
		for units := 2; units <= 12; units++ {
			want := g[row-1][min(units, 9)-2]
			got, ok := ZuluSpear(row, units)
			if !ok || got.String() != want {
				t.Errorf("d6 %d, %d units: %s (allowed %v), want %s", row, units, got, ok, want)
			}
		}
		for _, lone := range []int{-1, 0, 1} {
			if o, ok := ZuluSpear(row, lone); ok || o != None {
				t.Errorf("d6 %d, %d units: allowed %v (%s); a lone unit may not throw", row, lone, ok, o)
			}
		}
	}
}

// The seed's sniper suppression table (4a); columns 1, 2-3, 4-5, 6-8,
// 9-11, 12-14, 15-19, 20+.
const suppressionText = `
1: - - 1 1 1 2 3 4
2: - 1 1 1 2 3 4 5
3: 1 1 1 2 3 4 5 6*
4: 1 1 2 3 4 5 6 7*
5: 1 2 3 4 5 6 7* 8*
6: 2 3 4* 5* 6* 7* 8* 9*
`

func TestRule4a_SniperSuppression(t *testing.T) {
	g := grid(t, suppressionText, 6, 8)
	spans := [8][2]int{{1, 1}, {2, 3}, {4, 5}, {6, 8}, {9, 11}, {12, 14}, {15, 19}, {20, 60}}
	for row := 1; row <= 6; row++ {
		for c, span := range spans {
			cell := g[row-1][c]
			star := len(cell) > 1 && cell[len(cell)-1] == '*'
			num := 0
			if cell != "–" {
				n, err := strconv.Atoi(cell[:len(cell)-boolInt(star)])
				if err != nil {
					t.Fatal(err)
				}
				num = n
			}
			for firing := span[0]; firing <= span[1]; firing++ {
				n, half := SniperSuppression(row, firing)
				if n != num || half != star {
					t.Errorf("d6 %d, %d firing: %d star %v, want %q", row, firing, n, half, cell)
				}
			}
		}
		if n, half := SniperSuppression(row, 0); n != 0 || half {
			t.Errorf("d6 %d, nobody firing: %d %v", row, n, half)
		}
	}
	// "½ suppressed are eliminated (round down)".
	for _, c := range []struct{ n, sup, elim int }{{6, 3, 3}, {7, 4, 3}, {9, 5, 4}, {4, 2, 2}} {
		if s, e := SniperLosses(c.n, true); s != c.sup || e != c.elim {
			t.Errorf("SniperLosses(%d, *) = %d, %d; want %d suppressed, %d eliminated", c.n, s, e, c.sup, c.elim)
		}
	}
	if s, e := SniperLosses(5, false); s != 5 || e != 0 {
		t.Errorf("SniperLosses(5) = %d, %d", s, e)
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// The seed's ranked fire table (4c); columns 3..7 men.
const rankedText = `
1: 2 3 4 5 6
2: 3 4 5 6 7
3: 3 5 6 7 8
4: 4 6 7 8 10
5: 5 7 8 10 12
6: 6 8 10 12 14
`

func TestRule4c_RankedFireTable(t *testing.T) {
	g := grid(t, rankedText, 6, 5)
	for row := 1; row <= 6; row++ {
		for men := 3; men <= 10; men++ {
			want, _ := strconv.Atoi(g[row-1][min(men, 7)-3])
			if got, ok := RankedFire(row, men); !ok || got != want {
				t.Errorf("d6 %d, %d men: %d (%v), want %d", row, men, got, ok, want)
			}
		}
		for _, few := range []int{0, 1, 2} {
			if _, ok := RankedFire(row, few); ok {
				t.Errorf("d6 %d: a rank of %d men fired", row, few)
			}
		}
	}
}

func TestRule4c_HitPoints(t *testing.T) {
	// 1 pt = W, 2 pts = M, 3 pts = eliminated (and more is no worse).
	for p, want := range []Outcome{None, Wounded, Mortal, Eliminated, Eliminated, Eliminated} {
		if got := HitOutcome(p); got != want {
			t.Errorf("%d hit points: %s, want %s", p, got, want)
		}
	}
	cases := []struct {
		points, targets int
		want            string
	}{
		{7, 3, "[3 3 1]"}, {14, 3, "[3 3 3]"}, {2, 3, "[2 0 0]"}, {6, 2, "[3 3]"}, {5, 0, "[]"}, {0, 2, "[0 0]"}, {4, 4, "[3 1 0 0]"},
	}
	for _, c := range cases {
		if got := fmt.Sprint(SpreadHits(c.points, c.targets)); got != c.want {
			t.Errorf("SpreadHits(%d, %d) = %s, want %s (nearest first, at most 3 each)", c.points, c.targets, got, c.want)
		}
	}
}

func TestRule5ab_ZuluRifle(t *testing.T) {
	// dr6 hits; the second die: 1 miss, 2-4 W, 5 M, 6 eliminated.
	first := "no no no no no yes"
	second := "- W W W M 1"
	g1 := grid(t, first, 1, 6)[0]
	g2 := grid(t, second, 1, 6)[0]
	for r := 1; r <= 6; r++ {
		if ZuluRifleHits(r) != (g1[r-1] == "yes") {
			t.Errorf("first die %d: hit %v", r, ZuluRifleHits(r))
		}
		want := g2[r-1]
		if got := ZuluRifleSecond(r).String(); got != want {
			t.Errorf("second die %d: %s, want %s", r, got, want)
		}
	}
	// Modified rolls clamp: 5 with −3 reads row 2 (W); 2 with −3 reads row 1.
	if got := ZuluRifleSecond(ClampRoll(5, -3)); got != Wounded {
		t.Errorf("5−3: %s, want W", got)
	}
	if got := ZuluRifleSecond(ClampRoll(2, -3)); got != None {
		t.Errorf("2−3: %s, want a miss", got)
	}
	ranges := []struct {
		night, level bool
		want         int
	}{{false, false, 20}, {false, true, 10}, {true, false, 8}, {true, true, 5}}
	for _, c := range ranges {
		if got := ZuluRifleRange(c.night, c.level); got != c.want {
			t.Errorf("range night=%v level=%v: %d, want %d", c.night, c.level, got, c.want)
		}
	}
}

func TestRule5d_FlamingSpears(t *testing.T) {
	// Starts a fire on 4-6; −1 fatigued, −2 exhausted.
	cases := []struct {
		fat, exh bool
		fires    string // for d6 1..6
	}{
		{false, false, "...xxx"},
		{true, false, "....xx"},
		{false, true, ".....x"},
		{true, true, ".....x"}, // exhaustion replaces fatigue
	}
	for _, c := range cases {
		for r := 1; r <= 6; r++ {
			want := c.fires[r-1] == 'x'
			if got := FlamingSpear(r, c.fat, c.exh); got != want {
				t.Errorf("d6 %d fatigued=%v exhausted=%v: fire %v, want %v", r, c.fat, c.exh, got, want)
			}
		}
	}
	if FlamingSpearAttempts != 4 {
		t.Errorf("attempts a turn: %d, want 4", FlamingSpearAttempts)
	}
}

func TestRule1c_WoundedRoll(t *testing.T) {
	// Result by modified d6: 1 eliminated, 2 worse, 3-5 no change, 6 better;
	// +1 orderly, −1 M; off the table clamps to 1 or 6.
	row := map[int]WoundChange{1: Dies, 2: Worse, 3: NoChange, 4: NoChange, 5: NoChange, 6: Better}
	for r := 1; r <= 6; r++ {
		for _, orderly := range []bool{false, true} {
			for _, mortal := range []bool{false, true} {
				m := r
				if orderly {
					m++
				}
				if mortal {
					m--
				}
				m = max(1, min(6, m))
				if got := WoundRoll(r, orderly, mortal); got != row[m] {
					t.Errorf("d6 %d orderly=%v M=%v: %s, want %s", r, orderly, mortal, got, row[m])
				}
			}
		}
	}
	// The consequences the README names.
	if WoundRoll(6, false, true) == Better {
		t.Error("an M man without an orderly improved")
	}
	if WoundRoll(6, true, true) != Better {
		t.Error("an M man with an orderly on 6 did not improve")
	}
	if WoundRoll(1, true, false) != Worse {
		t.Error("an orderly does not save a W man from a natural 1 becoming worse")
	}
	if WoundRoll(0, false, false) != NoChange || WoundRoll(7, true, false) != NoChange {
		t.Error("a roll that is not a die face changed a wound")
	}
}

func TestRule2iii_BatterDoor(t *testing.T) {
	// 3+ with 1 Zulu, 2+ with 2; −2 for one British opposing, −3 for 2+.
	// Rows: zulus, opposing; columns: d6 1..6 ("x" breaks the door).
	cases := []struct {
		zulus, opposing int
		breaks          string
	}{
		{1, 0, "..xxxx"}, {1, 1, "....xx"}, {1, 2, ".....x"}, {1, 5, ".....x"},
		{2, 0, ".xxxxx"}, {2, 1, "...xxx"}, {2, 2, "....xx"}, {2, 3, "....xx"},
		{0, 0, "......"}, {3, 0, "......"},
	}
	for _, c := range cases {
		for r := 1; r <= 6; r++ {
			want := c.breaks[r-1] == 'x'
			if got := BatterDoor(r, c.zulus, c.opposing); got != want {
				t.Errorf("d6 %d, %d Zulus, %d opposing: breaks %v, want %v", r, c.zulus, c.opposing, got, want)
			}
		}
	}
}

func TestRule3a_SpreadRoll(t *testing.T) {
	want := []Spread{OneBurnsOut, NoSpread, SpreadOnce, SpreadOnce, SpreadOnce, SpreadTwice}
	for r := 1; r <= 6; r++ {
		if got := SpreadRoll(r); got != want[r-1] {
			t.Errorf("d6 %d: %s, want %s", r, got, want[r-1])
		}
	}
}

func TestRule3b_RoofCollapse(t *testing.T) {
	// turns since the fire spread over everything -> highest d6 that collapses.
	text := "0:0 1:1 2:1 3:2 4:2 5:3 6:4 7:5 8:5 20:5"
	checkNeed(t, text, RoofCollapses)
}

func TestRule3c_BurnOut(t *testing.T) {
	text := "0:0 1:0 5:0 6:1 7:1 8:1 9:2 10:2 11:3 12:4 13:5 14:5 30:5"
	checkNeed(t, text, BurnsOut)
}

func checkNeed(t *testing.T, text string, f func(roll, turns int) bool) {
	t.Helper()
	for _, pair := range strings.Fields(text) {
		var turns, need int
		if _, err := fmt.Sscanf(pair, "%d:%d", &turns, &need); err != nil {
			t.Fatal(err)
		}
		for r := 1; r <= 6; r++ {
			if got := f(r, turns); got != (r <= need) {
				t.Errorf("%d turns, d6 %d: %v, want %v (1..%d)", turns, r, got, r <= need, need)
			}
		}
	}
}

// The seed's Zulu melee table (6); columns 1:3 .. 10:1.
const meleeText = `
1: -  -  -  -  -  R  R  R  WR WR MR MR
2: -  -  -  -  R  R  R  WR WR MR MR 1
3: -  -  -  R  R  R  WR WR MR MR 1  1
4: -  -  R  R  R  WR WR MR MR 1  1  2
5: -  R  R  R  WR WR MR MR 1  1  2  2
6: R  R  R  WR WR MR MR 1  1  2  2  3
`

func TestRule6_MeleeTable(t *testing.T) {
	g := grid(t, meleeText, 6, 12)
	for row := 1; row <= 6; row++ {
		for col := 0; col < 12; col++ {
			want := g[row-1][col]
			if got := MeleeResult(row, col).String(); got != want {
				t.Errorf("d6 %d at %s: %s, want %s", row, ColumnName(col), got, want)
			}
		}
		if MeleeResult(row, NoColumn) != NoMelee || MeleeResult(row, 12) != NoMelee {
			t.Errorf("d6 %d off the table gave a result", row)
		}
	}
}

// The seed's result-by-defender table; columns the 1st, 2nd, 3rd defender.
const defenderText = `
R:  R  -  -
WR: WR R  -
MR: MR WR R
1:  E  MR WR
2:  E  E  MR
3:  E  E  E
`

func TestRule6_ResultByDefender(t *testing.T) {
	g := grid(t, defenderText, 6, 3)
	codes := []MeleeCode{CodeR, CodeWR, CodeMR, Code1, Code2, Code3}
	for i, code := range codes {
		for k := 0; k < 3; k++ {
			want := g[i][k]
			if got := MeleeOnDefender(code, k).String(); got != want {
				t.Errorf("%s on defender %d: %s, want %s", code, k+1, got, want)
			}
		}
		if MeleeOnDefender(code, 3) != Unharmed || MeleeOnDefender(code, -1) != Unharmed {
			t.Errorf("%s hit a defender beyond the third", code)
		}
	}
	for k := 0; k < 3; k++ {
		if MeleeOnDefender(NoMelee, k) != Unharmed {
			t.Errorf("no result harmed defender %d", k+1)
		}
	}
}

func TestRule6_MeleeOdds(t *testing.T) {
	cases := []struct {
		att, def float64
		want     string // "none" for no attack
	}{
		{1, 1, "1:1"}, {2, 1, "2:1"}, {2.5, 1, "2:1"}, {3, 1, "3:1"}, {10, 1, "10:1"}, {14, 1, "10:1"},
		{1, 1.5, "1:2"}, {1, 2, "1:2"}, {1, 2.5, "1:3"}, {1, 3, "1:3"}, {1, 3.5, "none"}, {1, 4, "none"},
		{2, 0.5, "4:1"}, {3, 2, "1:1"}, {5, 2, "2:1"}, {2, 3, "1:2"}, {4, 0, "10:1"}, {0, 1, "none"},
		{1.5, 0.5, "3:1"}, {7, 0.5, "10:1"}, {6, 3, "2:1"}, {9.5, 1, "9:1"},
	}
	for _, c := range cases {
		col, ok := MeleeColumn(c.att, c.def)
		got := ColumnName(col)
		if ok != (c.want != "none") || got != c.want {
			t.Errorf("%v against %v: %s (%v), want %s", c.att, c.def, got, ok, c.want)
		}
	}
	shifts := []struct {
		from   string
		shifts int
		want   string
	}{
		{"6:1", 5, "1:1"}, {"4:1", 5, "1:3"}, {"3:1", 5, "none"}, {"10:1", 1, "9:1"}, {"9:1", -3, "10:1"}, {"1:3", 1, "none"}, {"2:1", 0, "2:1"},
	}
	for _, s := range shifts {
		from := -1
		for c := 0; c < NumColumns; c++ {
			if ColumnName(c) == s.from {
				from = c
			}
		}
		if got := ColumnName(ShiftedColumn(from, s.shifts)); got != s.want {
			t.Errorf("%s shifted %dL: %s, want %s", s.from, s.shifts, got, s.want)
		}
	}
}

func TestRule6_MeleeShifts(t *testing.T) {
	// Text: ledge 1L, biscuit box 3L, bushes 2L, stone/mealie 3L, wagons 4L,
	// redoubt 5L, wall hole 3L.
	want := map[Cover]int{Ledge: 1, BiscuitBox: 3, Bushes: 2, Wall: 3, Wagons: 4, Redoubt: 5, WallHole: 3, Ditch: 0, Opening: 0}
	for c, n := range want {
		got := Total(MeleeShifts([]Attacker{{Crosses: []Cover{c}}, {Crosses: []Cover{c, c}}}))
		if got != n {
			t.Errorf("every attacker across %s: %dL, want %dL", c, got, n)
		}
		if n > 0 {
			if got := Total(MeleeShifts([]Attacker{{Crosses: []Cover{c}}, {}})); got != 0 {
				t.Errorf("one attacker of two across %s: %dL, want 0", c, got)
			}
		}
	}
	// Ledge under a wall: both count (1L + 3L).
	if got := Total(MeleeShifts([]Attacker{{Crosses: []Cover{Ledge, Wall}}})); got != 4 {
		t.Errorf("ledge and wall: %dL, want 4L", got)
	}
	if MeleeShifts(nil) != nil {
		t.Error("no attackers gave shifts")
	}
}

func TestRule6_MeleeFatigue(t *testing.T) {
	// Zulu −1 fatigued (12 am), −3 exhausted (2 am); British mirrored +1 (10 pm), +3.
	cases := []struct{ turn, want int }{{1, 0}, {17, 0}, {18, 1}, {23, 1}, {24, 0}, {29, 0}, {30, 0}, {38, 0}}
	for _, c := range cases {
		if got := Total(MeleeDRMs(c.turn)); got != c.want {
			t.Errorf("turn %d: melee DRM %+d, want %+d (%v)", c.turn, got, c.want, MeleeDRMs(c.turn))
		}
	}
	if len(MeleeDRMs(30)) != 2 {
		t.Errorf("turn 30: %v, want both sides exhausted", MeleeDRMs(30))
	}
}

func TestRule10b_Clock(t *testing.T) {
	cases := []struct {
		turn int
		at   string
	}{{1, "4:30 pm"}, {2, "4:50 pm"}, {8, "6:50 pm"}, {9, "7:10 pm"}, {18, "10:10 pm"}, {23, "11:50 pm"}, {24, "12:10 am"}, {30, "2:10 am"}, {38, "4:50 am"}}
	for _, c := range cases {
		if got := ClockString(c.turn); got != c.at {
			t.Errorf("turn %d starts at %s, want %s", c.turn, got, c.at)
		}
	}
	// The [derived] row of NEXT-GAMES.md: 7 pm -> T9, 10 pm -> T18,
	// 12 am -> T24, 2 am -> T30; and the game's last turn starts before 5 am.
	if NightTurn != 9 || BritishFatigueTurn != 18 || ZuluFatigueTurn != 24 || ExhaustionTurn != 30 {
		t.Errorf("night %d, British fatigue %d, Zulu fatigue %d, exhaustion %d; want 9, 18, 24, 30", NightTurn, BritishFatigueTurn, ZuluFatigueTurn, ExhaustionTurn)
	}
	if FirstTurnAfter(5, 0) != Turns+1 {
		t.Errorf("the first turn after 5 am is %d, want %d (38 turns)", FirstTurnAfter(5, 0), Turns+1)
	}
	for turn := 1; turn <= Turns; turn++ {
		wantB, wantZ := Fresh, Fresh
		if turn >= 18 {
			wantB = Fatigued
		}
		if turn >= 24 {
			wantZ = Fatigued
		}
		if turn >= 30 {
			wantB, wantZ = Exhausted, Exhausted
		}
		if BritishFatigue(turn) != wantB || ZuluFatigue(turn) != wantZ {
			t.Errorf("turn %d: British %s, Zulus %s; want %s, %s", turn, BritishFatigue(turn), ZuluFatigue(turn), wantB, wantZ)
		}
		if Night(turn) != (turn >= 9) || HospitalScores(turn) != (turn >= 9) {
			t.Errorf("turn %d: night %v", turn, Night(turn))
		}
	}
}

func TestRule1b_MovementAllowances(t *testing.T) {
	// Fresh, fatigued, exhausted turns for each side: 1, 18/24, 30.
	cases := []struct {
		k                   UnitKind
		fresh, fat, exhaust int
		fatTurn             int
	}{
		{Officer, 12, 11, 9, 18}, {Soldier, 10, 9, 7, 18}, {WoundedMan, 4, 3, 1, 18}, {MortalMan, 1, 0, 0, 18},
		{WalkingPatient, 4, 3, 1, 18}, {BedPatient, 0, 0, 0, 18},
		{ZuluUnit, 12, 11, 9, 24}, {DisorderedZulu, 0, 0, 0, 24},
	}
	for _, c := range cases {
		for _, tc := range []struct{ turn, want int }{{1, c.fresh}, {c.fatTurn - 1, c.fresh}, {c.fatTurn, c.fat}, {29, c.fat}, {30, c.exhaust}, {38, c.exhaust}} {
			if got := Allowance(c.k, tc.turn); got != tc.want {
				t.Errorf("%s, turn %d: %d MP, want %d", c.k, tc.turn, got, tc.want)
			}
		}
	}
}

func TestRule1b_MovementCosts(t *testing.T) {
	// Basic 1, ditch 3, bushes 2; hexsides ledge +1, stone/mealie +3,
	// biscuit +2, wagons/redoubt +4, window +3, door +1 British / 0 Zulu,
	// wall hole +1.
	terrain := map[string]int{"open": 1, "road": 1, "yard": 1, "floor": 1, "kraal": 1, "slope": 1, "bushes": 2, "ditch": 3}
	for _, name := range rdtactical.Terrains {
		want, ok := terrain[name]
		got, known := EnterCost(name)
		if !ok || !known || got != want {
			t.Errorf("terrain %s: %d (%v), want %d", name, got, known, want)
		}
	}
	if _, ok := EnterCost("lava"); ok {
		t.Error("an unknown terrain has a cost")
	}
	const no = Impassable
	sides := []struct {
		k    hexmap.SideKind
		st   hexmap.SideState
		b, z int
	}{
		{hexmap.LedgeSide, hexmap.Intact, 1, 1}, {hexmap.StoneWall, hexmap.Intact, 3, 3}, {hexmap.MealieWall, hexmap.Intact, 3, 3},
		{hexmap.BiscuitBoxes, hexmap.Intact, 2, 2}, {hexmap.BiscuitBoxes, hexmap.Unbuilt, 0, 0},
		{hexmap.WagonSide, hexmap.Intact, 4, 4}, {hexmap.RedoubtWall, hexmap.Intact, 4, 4}, {hexmap.RedoubtWall, hexmap.Unbuilt, 0, 0},
		{hexmap.Window, hexmap.Intact, 3, 3}, {hexmap.Door, hexmap.Intact, 1, no}, {hexmap.Door, hexmap.Opened, 1, 0}, {hexmap.Door, hexmap.Smashed, 1, 0},
		{hexmap.Hole, hexmap.Intact, 1, 1}, {hexmap.BuildingWall, hexmap.Intact, no, no}, {hexmap.Loophole, hexmap.Intact, no, no},
	}
	for _, c := range sides {
		b, okb := SideCost(c.k, c.st, British)
		z, okz := SideCost(c.k, c.st, Zulu)
		if !okb || !okz || b != c.b || z != c.z {
			t.Errorf("%s/%s: British %d, Zulu %d; want %d, %d", c.k, c.st, b, z, c.b, c.z)
		}
	}
	if _, ok := SideCost(hexmap.Window, hexmap.Opened, British); ok {
		t.Error("an open window has a cost")
	}
	if RoofUp != 6 || RoofDown != 4 || RoofAcross != 2 {
		t.Errorf("roof %d up / %d down / %d across, want 6/4/2", RoofUp, RoofDown, RoofAcross)
	}
	actions := []struct {
		a    Action
		s    Side
		cost int
		ok   bool
	}{
		{DigHole, British, 5, true}, {DigHole, Zulu, 0, false}, {RemoveFire, British, 5, true}, {RemoveFire, Zulu, 0, false},
		{StartFire, British, 3, true}, {StartFire, Zulu, 0, false}, {BatterAction, Zulu, 10, true}, {BatterAction, British, 0, false},
	}
	for _, c := range actions {
		cost, ok := ActionCost(c.a, c.s)
		if ok != c.ok || (ok && cost != c.cost) {
			t.Errorf("%s by %s: %d (%v), want %d (%v)", c.a, c.s, cost, ok, c.cost, c.ok)
		}
	}
}

// The map file prices hexsides and terrain itself; it must agree with the
// seed's costs here, so that the engine can use either.
func TestRule1b_MapAgreesWithTables(t *testing.T) {
	m, err := rdtactical.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	for sym, ter := range m.Key {
		if c, ok := EnterCost(ter.Name); !ok || c != ter.MP {
			t.Errorf("map key %q (%s): %d MP, tables say %d", sym, ter.Name, ter.MP, c)
		}
	}
	for f, rule := range m.Sides.Table {
		for s, name := range map[Side]string{British: "british", Zulu: "zulu"} {
			mv, ok := m.Mover(name)
			if !ok {
				t.Fatalf("map has no mover %q", name)
			}
			c, ok := SideCost(f.Kind, f.State, s)
			if !ok || c != rule.Move[mv] {
				t.Errorf("%s for %s: map %d, tables %d (%v)", f, s, rule.Move[mv], c, ok)
			}
		}
	}
	for _, r := range m.Roofs {
		for s, name := range map[Side]string{British: "british", Zulu: "zulu"} {
			mv, _ := m.Mover(name)
			if r.Up[mv] != RoofUp || r.Down[mv] != RoofDown || r.Across[mv] != RoofAcross {
				t.Errorf("%s for %s: %d/%d/%d, tables %d/%d/%d", r.Name, s, r.Up[mv], r.Down[mv], r.Across[mv], RoofUp, RoofDown, RoofAcross)
			}
		}
	}
}
