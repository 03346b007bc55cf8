package isandlwana

import (
	"strings"
	"testing"

	"zulu1879/hexmap"
	"zulu1879/units"
)

// 5.7: the sniping die is the number of hits, at most one per exposed British
// unit, +3 from turn 3 (the rulebook's three examples).
func TestRule5_7_Sniping(t *testing.T) {
	cases := []struct {
		name      string
		turn, die int
		exposed   int
		wantHits  int
	}{
		{"turn 1: 3 of 4 units hit", 1, 3, 4, 3},
		{"turn 2: 5 hits, only 4 units", 2, 5, 4, 4},
		{"turn 4: 5+3 hits on 8 units", 4, 5, 8, 8},
		{"turn 3: 1+3 hits", 3, 1, 6, 4},
	}
	ids := []string{"A", "C", "E", "F", "H", "G", "NB", "QP"}
	for _, c := range cases {
		g := position(t, PhaseBritishMove, c.turn, c.die, 6, 6, 6)
		g.InPhaseV = true
		spots := []string{"0505", "0510", "1510", "1505", "2010", "2005", "0910", "1905"}
		for k := 0; k < c.exposed; k++ {
			put(t, g, ids[k], spots[k], 0)
			h := hx(spots[k])
			zulus(g, hexAt(h.Col, h.Row+1))
		}
		mustApply(t, g, "end")
		d, ok := g.Decision()
		if !ok || d.Kind != DecideSnipe || d.Count != c.wantHits {
			t.Errorf("%s: decision %+v, want %d hits", c.name, d, c.wantHits)
			continue
		}
		before := g.BritishSP()
		for k := 0; k < c.wantHits; k++ {
			d, _ := g.Decision()
			mustApply(t, g, "choose "+d.Options[0])
		}
		if lost := before - g.BritishSP(); lost != c.wantHits {
			t.Errorf("%s: %d steps lost, want %d", c.name, lost, c.wantHits)
		}
	}
}

// 5.8: a leader next to a Zulu dies on 1 or 2.
func TestRule5_8_LeaderFatalities(t *testing.T) {
	for _, c := range []struct {
		die  int
		dies bool
	}{{1, true}, {2, true}, {3, false}, {6, false}} {
		g := position(t, PhaseSniping, 1, c.die)
		put(t, g, "A", "1806", 0)
		put(t, g, "Wardell", "1507", 0)
		put(t, g, "Young", "2210", 0) // not adjacent: never rolled for
		zulus(g, "1508")
		g.Pending = nil
		g.enter(PhaseLeaderFatality)
		if got := g.UnitByID("Wardell").Status == Eliminated; got != c.dies {
			t.Errorf("roll %d: Wardell dead = %v", c.die, got)
		}
		if g.UnitByID("Young").Status != OnMap {
			t.Error("a leader with no Zulu next to him was killed")
		}
	}
}

// 5.6: the British choose which of Phases IV and V is movement.
func TestRule5_6_MovementOrCombatOrder(t *testing.T) {
	for _, moveFirst := range []bool{true, false} {
		g := position(t, PhaseBritishOrder, 1)
		put(t, g, "A", "1806", 0)
		zulus(g, "1606")
		if err := mustRefuse(t, g, "end"); err == nil {
			t.Fatal("Phase IV ended without a choice")
		}
		cmd, first, second := "order combat", PhaseBritishCombat, PhaseBritishMove
		if moveFirst {
			cmd, first, second = "order move", PhaseBritishMove, PhaseBritishCombat
		}
		mustApply(t, g, cmd)
		if g.Phase != first || g.InPhaseV {
			t.Errorf("%s: Phase IV is %s", cmd, g.Phase)
		}
		mustApply(t, g, "end")
		if g.Phase != second || !g.InPhaseV {
			t.Errorf("%s: Phase V is %s", cmd, g.Phase)
		}
	}
}

// 5.9 and 5.10: on turn 2 the Colours arrive with the wagon (or are sent off)
// and Lt. A enters in or next to the wagon's hex.
func TestRule5_9_TurnTwoArrivals(t *testing.T) {
	for _, raise := range []bool{true, false} {
		g := newGame(t, "isandlwana", 3)
		mustApply(t, g, "end") // set-up
		for g.Turn == 1 && !g.Over() {
			acts := g.Legal()
			mustApply(t, g, pickEnd(acts).String())
		}
		d, ok := g.Decision()
		if !ok || d.Kind != DecideColours {
			t.Fatalf("turn 2 starts with %+v, want the Colours decision", d)
		}
		pick := "send"
		if raise {
			pick = "raise"
		}
		mustApply(t, g, "choose "+pick)
		d, ok = g.Decision()
		if !ok || d.Kind != DecideArrival || d.Unit != "LtA" {
			t.Fatalf("then %+v, want Lt. A's arrival", d)
		}
		for _, o := range d.Options {
			h := hx(o)
			if h != g.Wagon.Hex && !adjacent(h, g.Wagon.Hex) {
				t.Errorf("Lt. A offered %s, not the wagon's hex or next to it", o)
			}
		}
		mustApply(t, g, "choose "+d.Options[0])
		if u := g.UnitByID("LtA"); u.Status != OnMap || u.Hex != hx(d.Options[0]) {
			t.Errorf("Lt. A is %v at %s", u.Status, u.Hex)
		}
		want := ColoursSentOff
		if raise {
			want = ColoursRaised
		}
		if g.Colours != want {
			t.Errorf("Colours %v, want %v", g.Colours, want)
		}
		if g.Phase != PhaseZuluMove {
			t.Errorf("after the arrivals comes %s", g.Phase)
		}
	}
}

func pickEnd(acts []Action) Action {
	for _, a := range acts {
		if a.Kind == ActEnd {
			return a
		}
	}
	for _, a := range acts {
		if a.Kind == ActOrder || a.Kind == ActRecycle {
			return a
		}
	}
	return acts[0]
}

// 6.2 and the note to 3.2: 2004 starts overstacked and must be put right by
// the end of the first British movement phase; the Zulu player picks the hex.
func TestRule6_2_Overstack(t *testing.T) {
	g := newGame(t, "isandlwana", 1)
	if g.StackSP(hx("2004")) <= 8 {
		t.Fatalf("2004 holds %d SP", g.StackSP(hx("2004")))
	}
	g.Phase, g.InPhaseV = PhaseBritishMove, false
	for i := range g.Zulus {
		g.Zulus[i] = 0
	}
	mustApply(t, g, "end")
	d, ok := g.Decision()
	if !ok || d.Kind != DecideOverstack || d.Side != British || d.Hex != "2004" {
		t.Fatalf("decision %+v, want the British to choose who leaves 2004", d)
	}
	mustApply(t, g, "choose QP")
	d, ok = g.Decision()
	if !ok || d.Kind != DecideDisplace || d.Side != Zulu {
		t.Fatalf("decision %+v, want the Zulu to pick the hex", d)
	}
	mustApply(t, g, "choose "+d.Options[0])
	if g.StackSP(hx("2004")) > 8 {
		t.Errorf("2004 still holds %d SP", g.StackSP(hx("2004")))
	}
	if g.Phase == PhaseBritishMove || g.Closing {
		t.Errorf("the phase did not end after the overstack was resolved: %s", g.Phase)
	}
	// Surrounded: the units in excess are eliminated.
	g = newGame(t, "isandlwana", 1)
	g.Phase = PhaseBritishMove
	for i := range g.Zulus {
		g.Zulus[i] = 0
	}
	for _, n := range hx("2004").Neighbors() {
		g.Zulus[g.idx(n)] = 1
	}
	mustApply(t, g, "end")
	mustApply(t, g, "choose QP")
	if g.UnitByID("QP").Status != Eliminated {
		t.Error("a surrounded overstacked unit survived")
	}
}

// 6.3 and 6.4: British stacks hold at most 8 SP; a Zulu may pass through
// another but not end on it, except in an onrush hex.
func TestRule6_3_Stacking(t *testing.T) {
	g := position(t, PhaseBritishMove, 1)
	put(t, g, "A", "1506", 8)
	put(t, g, "C", "1507", 1)
	if err := mustRefuse(t, g, "move C 1506"); !strings.Contains(err.Error(), "SP") {
		t.Errorf("overstacking move: %v", err)
	}
	put(t, g, "Pulleine", "1507", 0)
	g.UnitByID("C").Hex = hx("1508")
	mustApply(t, g, "move Pulleine 1506") // leaders do not count
}

func TestRule6_4_ZuluStacking(t *testing.T) {
	g := position(t, PhaseZuluMove, 1)
	put(t, g, "A", "2210", 0)
	zulus(g, "0505", "0506", "0401", "0401")
	if err := mustRefuse(t, g, "move 0505 0506"); !strings.Contains(err.Error(), "only one") {
		t.Errorf("ending on a Zulu: %v", err)
	}
	mustApply(t, g, "move 0505 0507") // through 0506
	mustApply(t, g, "move 0506 0401") // into a crowded onrush hex
	if g.ZulusAt(hx("0401")) != 3 {
		t.Errorf("onrush hex holds %d", g.ZulusAt(hx("0401")))
	}
	if err := mustRefuse(t, g, "move 0507 0509"); !strings.Contains(err.Error(), "already moved") {
		t.Errorf("second move: %v", err)
	}
}

// 7.0–7.6: Zulu MA 6 with terrain costs, never into British hexes; British MA 4.
func TestRule7_0_MovementAllowances(t *testing.T) {
	g := position(t, PhaseZuluMove, 1)
	put(t, g, "A", "0707", 0)
	zulus(g, "0703")
	if err := mustRefuse(t, g, "move 0703 0709"); !strings.Contains(err.Error(), "6 MP") {
		t.Errorf("Zulu around a British hex needs 7 MP: %v", err)
	}
	mustApply(t, g, "move 0703 0807")
	g = position(t, PhaseBritishMove, 1)
	put(t, g, "A", "0505", 0)
	zulus(g, "0606")
	if err := mustRefuse(t, g, "move A 0510"); err == nil {
		t.Error("British moved 5 hexes")
	}
	if err := mustRefuse(t, g, "move A 0606"); err == nil {
		t.Error("British entered a Zulu hex (7.6)")
	}
	mustApply(t, g, "move A 0509")
	if err := mustRefuse(t, g, "move A 0508"); !strings.Contains(err.Error(), "already moved") {
		t.Errorf("second move (7.1): %v", err)
	}
	g = position(t, PhaseBritishMove, 1)
	put(t, g, "StIz", "1005", 0)
	if err := mustRefuse(t, g, "move StIz 0906"); !strings.Contains(err.Error(), "static") {
		t.Errorf("St. Iz moved: %v", err)
	}
}

// 7.7: a square costs 2 MP to form or leave, moves 2, fires at -1 and
// defends at +1.
func TestRule7_7_Square(t *testing.T) {
	g := position(t, PhaseBritishMove, 1)
	put(t, g, "A", "0505", 0)
	put(t, g, "E", "0805", 0)
	mustApply(t, g, "move A 0507")
	mustApply(t, g, "square A") // 2 MP left after 2 moved
	if !g.UnitByID("A").InSquare {
		t.Fatal("A Co did not form square")
	}
	mustApply(t, g, "move E 0808") // 3 MP
	if err := mustRefuse(t, g, "square E"); !strings.Contains(err.Error(), "costs 2") {
		t.Errorf("square with 1 MP left: %v", err)
	}
	// Next phase: a square moves 2, or leaves square and moves 2.
	g.enter(PhaseBritishMove)
	if err := mustRefuse(t, g, "move A 0510"); err == nil {
		t.Error("a square moved 3 hexes")
	}
	mustApply(t, g, "unsquare A")
	if err := mustRefuse(t, g, "move A 0510"); err == nil {
		t.Error("after leaving square A Co moved 3 hexes")
	}
	mustApply(t, g, "move A 0509")
	// Defence +1 when attacked (clear 2 → 3), fire -1.
	g.UnitByID("E").InSquare = true
	df, _ := g.ZuluDefense(hx("0808"))
	if df != 3 {
		t.Errorf("square in clear defends at %d, want 3", df)
	}
	g.Phase = PhaseBritishCombat
	zulus(g, "0909")
	s, _ := g.ShotStrength(g.UnitIndex("E"), hx("0909"), 7)
	if s != 7 { // 7 +1 range -1 square
		t.Errorf("square fire at range 1: %d, want 7", s)
	}
}

// 7.8: the wagon moves 2 along the road or 1 off it into clear or tent
// ground, never both; the Colours go with it.
func TestRule7_8_WagonAndColours(t *testing.T) {
	g := position(t, PhaseBritishMove, 2)
	g.Colours = ColoursRaised
	dests := g.WagonDestinations()
	if road, ok := dests[hx("0808")]; !ok || !road {
		t.Errorf("1008 → 0808 along the road: %v %v", ok, road)
	}
	if _, ok := dests[hx("0709")]; ok {
		t.Error("the wagon went 3 hexes")
	}
	if _, ok := dests[hx("1107")]; ok {
		t.Error("the wagon entered wagon-park ground off the road")
	}
	if road, ok := dests[hx("1009")]; !ok || road {
		t.Errorf("1008 → 1009 (clear) off the road: %v %v", ok, road)
	}
	mustApply(t, g, "move Wagon 0808")
	if h, ok := g.ColoursHex(); !ok || h != hx("0808") {
		t.Errorf("the Colours are at %s", h)
	}
	if err := mustRefuse(t, g, "move Wagon 0709"); err == nil {
		t.Error("the wagon moved twice")
	}
}

// 7.8 and 7.3: off the road the wagon's MA is 1, so it may not enter a hex
// costing 2 MP, even a road hex (1008, the wagon park); along the road it
// may.
func TestRule7_8_OffRoadWagonPaysTerrain(t *testing.T) {
	g := position(t, PhaseBritishMove, 2)
	g.Wagon.Hex = hx("1009") // clear, off the road, next to 1008
	if road, ok := g.WagonDestinations()[hx("1008")]; ok {
		t.Errorf("1009 → 1008 (wagons, 2 MP) off the road offered (road %v)", road)
	}
	if err := mustRefuse(t, g, "move Wagon 1008"); !strings.Contains(err.Error(), "7.3") {
		t.Errorf("refusal does not name 7.3: %v", err)
	}
	g.Wagon.Hex = hx("0908") // on the road, next to 1008 along it
	if road, ok := g.WagonDestinations()[hx("1008")]; !ok || !road {
		t.Errorf("0908 → 1008 along the road: %v %v", ok, road)
	}
}

// 7.8: what the wagon's move costs, as the engine prices it for the
// screen: road hexes travelled along the road (at most 2), 1 MP off it.
func TestRule7_8_WagonCost(t *testing.T) {
	g := position(t, PhaseBritishMove, 2)
	for _, c := range []struct {
		to       string
		mp       int
		road, ok bool
	}{
		{"0808", 2, true, true},  // two road hexes west
		{"1009", 1, false, true}, // off the road into clear ground
		{"0709", 0, false, false},
	} {
		mp, road, ok := g.WagonCost(hx(c.to))
		if mp != c.mp || road != c.road || ok != c.ok {
			t.Errorf("1008 → %s: cost %d road %v ok %v, want %d %v %v", c.to, mp, road, ok, c.mp, c.road, c.ok)
		}
	}
	for h, road := range g.WagonDestinations() {
		mp, r, ok := g.WagonCost(h)
		if !ok || r != road || mp < hexmap.Distance(g.Wagon.Hex, h) || mp > units.WagonRoadMA {
			t.Errorf("1008 → %s: cost %d road %v ok %v", h, mp, r, ok)
		}
	}
}

// 8.3.1: each Zulu may be fired on once a phase; split fire may not exceed
// a unit's strength; only one Zulu is hit in an onrush hex (8.8).
func TestRule8_3_FireAllocation(t *testing.T) {
	g := position(t, PhaseBritishCombat, 1, 6, 1, 1)
	put(t, g, "A", "1203", 8)
	g.Zulus[g.idx(hx("1201"))] = 5
	zulus(g, "1303")
	mustApply(t, g, "fire 1201 A:3") // miss (6)
	mustApply(t, g, "fire 1201 A:3") // another unit in the onrush hex: hit
	if g.ZulusAt(hx("1201")) != 4 {
		t.Errorf("onrush hex holds %d after one kill", g.ZulusAt(hx("1201")))
	}
	if err := mustRefuse(t, g, "fire 1303 A:3"); !strings.Contains(err.Error(), "2 SP left") {
		t.Errorf("firing more than the unit has: %v", err)
	}
	mustApply(t, g, "fire 1303 A:2")
	if g.Pool[0] != 2 {
		t.Errorf("pool %v, want 2 west", g.Pool)
	}
}

// 8.1 and 8.3.1: each share of a split fire is modified on its own, with the
// floor of 1: a share pays every penalty down to 1, so a 1-SP share keeps 1
// whatever its penalties, while bigger shares pay them in full.
func TestRule8_1_SplitSharesKeepTheFloor(t *testing.T) {
	g := position(t, PhaseBritishCombat, 6)
	g.Wagon.Hex = hx("2512") // far away: the last turn's shortage applies
	put(t, g, "A", "1506", 8)
	g.UnitByID("A").InSquare = true
	zulus(g, "1509") // range 3
	for _, c := range []struct{ sp, want int }{
		{8, 5}, // 8 -1 range 3 -1 square -1 short
		{4, 1}, // 4 -3
		{2, 1}, // 2 -3, floor
		{1, 1}, // 1 -3, floor
	} {
		if s, why := g.ShotStrength(g.UnitIndex("A"), hx("1509"), c.sp); s != c.want {
			t.Errorf("a share of %d SP: %d (%v), want %d", c.sp, s, why, c.want)
		}
	}
}

// 8.5: no fire into or through heights.
func TestRule8_5_LineOfSightInPlay(t *testing.T) {
	g := position(t, PhaseBritishCombat, 1)
	put(t, g, "A", "1206", 0)
	zulus(g, "1006", "0907", "0905")
	if _, err := g.Odds(hx("1006"), []Shot{{Unit: "A"}}); err != nil {
		t.Errorf("1206 → 1006: %v", err)
	}
	if _, err := g.Odds(hx("0907"), []Shot{{Unit: "A"}}); err != nil {
		t.Errorf("1206 → 0907: %v", err)
	}
	if err := mustRefuse(t, g, "fire 0905 A"); !strings.Contains(err.Error(), "line of sight") {
		t.Errorf("through the mountain: %v", err)
	}
}

// 8.6: a leader left alone goes to the nearest British hex by a Zulu-free
// path, or dies.
func TestRule8_6_LeaderLeftAlone(t *testing.T) {
	g := position(t, PhaseZuluAttack, 1, 1)
	put(t, g, "1BB", "1506", 1)
	put(t, g, "Pulleine", "1506", 0)
	put(t, g, "A", "1509", 0)
	zulus(g, "1505")
	mustApply(t, g, "attack 1505 1506")
	if p := g.UnitByID("Pulleine"); p.Hex != hx("1509") || p.Status != OnMap {
		t.Errorf("Pulleine is %v at %s, want at 1509", p.Status, p.Hex)
	}
	g = position(t, PhaseZuluAttack, 1, 1)
	put(t, g, "1BB", "1506", 1)
	put(t, g, "Pulleine", "1506", 0)
	put(t, g, "A", "1810", 0)
	for _, n := range hx("1506").Neighbors() {
		zulus(g, n.String())
	}
	from := hx("1506").Neighbors()[0].String()
	mustApply(t, g, "attack "+from+" 1506")
	if g.UnitByID("Pulleine").Status != Eliminated {
		t.Error("a surrounded lone leader survived")
	}
}

// 8.6: a leader left alone goes to the closest hex any British unit holds,
// a hex where only another leader stands included, by a path free of Zulus;
// the log says truly why one dies.
func TestRule8_6_LoneLeaderGoesToClosestBritishHex(t *testing.T) {
	// A leader alone is closer than any combat unit: Durnford joins him.
	g := position(t, PhaseZuluAttack, 3, 1)
	put(t, g, "1BB", "1506", 1)
	put(t, g, "Durnford", "1506", 0)
	put(t, g, "Pulleine", "1509", 0)
	put(t, g, "A", "2210", 0)
	zulus(g, "1505")
	mustApply(t, g, "attack 1505 1506")
	if d := g.UnitByID("Durnford"); d.Status != OnMap || d.Hex != hx("1509") {
		t.Errorf("Durnford is %v at %s, want with Pulleine in 1509", d.Status, d.Hex)
	}

	// The only combat unit left is cut off by Zulus, Pulleine is not:
	// Durnford reaches Pulleine (he used to die, 'with no Zulu-free way out').
	g = position(t, PhaseZuluAttack, 3, 1)
	put(t, g, "1BB", "1506", 1)
	put(t, g, "Durnford", "1506", 0)
	put(t, g, "Pulleine", "1509", 0)
	put(t, g, "A", "2210", 0)
	for _, n := range hx("2210").Neighbors() {
		zulus(g, n.String())
	}
	zulus(g, "1505")
	mustApply(t, g, "attack 1505 1506")
	if d := g.UnitByID("Durnford"); d.Status != OnMap || d.Hex != hx("1509") {
		t.Errorf("Durnford is %v at %s, want with Pulleine in 1509", d.Status, d.Hex)
	}

	// Every other British hex is cut off: he dies, and the log says so.
	g = position(t, PhaseZuluAttack, 3, 1)
	put(t, g, "1BB", "1506", 1)
	put(t, g, "Durnford", "1506", 0)
	put(t, g, "A", "2210", 0)
	for _, n := range hx("2210").Neighbors() {
		zulus(g, n.String())
	}
	zulus(g, "1505")
	mustApply(t, g, "attack 1505 1506")
	if g.UnitByID("Durnford").Status != Eliminated {
		t.Fatal("Durnford survived with every British hex cut off")
	}
	found := false
	for _, e := range g.Log {
		if e.Rule == "8.6" && strings.Contains(e.Text, "Durnford") && strings.Contains(e.Text, "killed") {
			found = true
			if !strings.Contains(e.Text, "no path free of Zulus") {
				t.Errorf("death message: %q", e.Text)
			}
		}
	}
	if !found {
		t.Error("no log line for Durnford's death")
	}
}

// 8.7, 8.10, 8.12: a Zulu advances into a cleared hex and captures the wagon
// and Colours; British fire then suffers -1 for each.
func TestRule8_7_AdvanceAndCapture(t *testing.T) {
	g := position(t, PhaseZuluAttack, 2, 1)
	g.Colours = ColoursRaised
	put(t, g, "1BB", "1008", 1)
	put(t, g, "A", "1806", 8)
	zulus(g, "0908")
	mustApply(t, g, "attack 0908 1008")
	d, ok := g.Decision()
	if !ok || d.Kind != DecideAdvance {
		t.Fatalf("no advance offered: %+v", d)
	}
	mustApply(t, g, "choose 0908")
	if !g.Wagon.Captured || g.Colours != ColoursCaptured || g.ZulusAt(hx("1008")) != 1 {
		t.Fatalf("capture failed: wagon %v colours %v", g.Wagon.Captured, g.Colours)
	}
	g.Phase = PhaseBritishCombat
	zulus(g, "1706")
	s, why := g.ShotStrength(g.UnitIndex("A"), hx("1706"), 8)
	if s != 7 { // 8 +1 range -1 Colours -1 wagon
		t.Errorf("strength %d (%v), want 7", s, why)
	}
}

// 8.8: onrush hexes: British never enter, one attack out of each per phase,
// recycling by the column where the Zulu fell.
func TestRule8_8_OnrushHexes(t *testing.T) {
	g := position(t, PhaseZuluAttack, 1, 6, 6)
	put(t, g, "A", "1202", 0)
	g.Zulus[g.idx(hx("1201"))] = 4
	mustApply(t, g, "attack 1201 1202")
	if err := mustRefuse(t, g, "attack 1201 1202"); !strings.Contains(err.Error(), "onrush") {
		t.Errorf("second attack out of an onrush hex: %v", err)
	}
	g.Phase = PhaseBritishMove
	g.Zulus[g.idx(hx("1201"))] = 0
	if err := mustRefuse(t, g, "move A 1201"); err == nil {
		t.Error("a British unit entered an onrush hex")
	}
	// Recycling by column: 13xx and west → west group; 14xx and east → east.
	g = position(t, PhaseBritishCombat, 1, 1, 1)
	put(t, g, "A", "1406", 0)
	zulus(g, "1306", "1506")
	mustApply(t, g, "fire 1306 A:4")
	mustApply(t, g, "fire 1506 A:4")
	if g.Pool != [2]int{1, 1} {
		t.Errorf("pool %v, want one west and one east", g.Pool)
	}
	g.enter(PhaseZuluMove)
	if err := mustRefuse(t, g, "move 1201 1202"); !strings.Contains(err.Error(), "recycled") {
		t.Errorf("moving before recycling: %v", err)
	}
	if err := mustRefuse(t, g, "recycle 1206 1"); !strings.Contains(err.Error(), "not an onrush") {
		t.Errorf("recycling into an ordinary hex: %v", err)
	}
	mustApply(t, g, "recycle 0401 1")
	if err := mustRefuse(t, g, "recycle 1201 1"); !strings.Contains(err.Error(), "only 0") {
		t.Errorf("west pool recycled twice: %v", err)
	}
	mustApply(t, g, "recycle 2506 1")
	if g.ZulusAt(hx("0401")) != 1 || g.ZulusAt(hx("2506")) != 1 {
		t.Error("recycled units not in their onrush hexes")
	}
}

// 8.8: one attack out of an onrush hex per Zulu Attack phase, even after the
// Zulu that made it advances into the hex it cleared (the advance empties
// nothing: the hex has had its attack).
func TestRule8_8_OneAttackPerOnrushHex(t *testing.T) {
	g := position(t, PhaseZuluAttack, 1, 1, 1)
	put(t, g, "1BB", "1202", 1)
	put(t, g, "A", "1302", 8)
	g.Zulus[g.idx(hx("1201"))] = 4
	mustApply(t, g, "attack 1201 1202") // hit: 1BB is eliminated
	if d, ok := g.Decision(); !ok || d.Kind != DecideAdvance {
		t.Fatalf("no advance offered: %+v", d)
	}
	mustApply(t, g, "choose 1201")
	if g.ZulusAt(hx("1202")) != 1 || g.ZulusAt(hx("1201")) != 3 {
		t.Fatalf("after the advance: 1202 holds %d, 1201 holds %d", g.ZulusAt(hx("1202")), g.ZulusAt(hx("1201")))
	}
	for _, a := range g.Legal() {
		if a.Kind == ActAttack && a.From == hx("1201") {
			t.Errorf("Legal offers a second attack out of 1201: %s", a)
		}
	}
	if err := mustRefuse(t, g, "attack 1201 1302"); !strings.Contains(err.Error(), "onrush") {
		t.Errorf("second attack out of the onrush hex after an advance: %v", err)
	}
	// The Zulu that advanced has attacked too: it may not attack again.
	if err := mustRefuse(t, g, "attack 1202 1302"); err == nil {
		t.Error("the advancing Zulu attacked twice")
	}
}

// 8.11: on the last turn British fire at -1 unless in or next to the wagon.
func TestRule8_11_AmmunitionShortage(t *testing.T) {
	g := position(t, PhaseBritishCombat, 6)
	put(t, g, "A", "1108", 0) // next to the wagon in 1008
	put(t, g, "E", "1506", 0)
	zulus(g, "1208", "1606")
	a, _ := g.ShotStrength(g.UnitIndex("A"), hx("1208"), 8)
	e, _ := g.ShotStrength(g.UnitIndex("E"), hx("1606"), 7)
	if a != 9 || e != 7 {
		t.Errorf("turn 6: A (by the wagon) %d want 9, E %d want 7", a, e)
	}
	g.Turn = 5
	if e5, _ := g.ShotStrength(g.UnitIndex("E"), hx("1606"), 7); e5 != 8 {
		t.Errorf("turn 5: E %d want 8", e5)
	}
}

// 5.10 cancels 8.12: once the Colours have been sent off, a captured wagon
// costs the British no fire penalty; with the Colours raised (and lost with
// it) it costs -1, and the Colours' own -1 on top.
func TestRule5_10_SentOffColoursCancelWagonPenalty(t *testing.T) {
	for _, c := range []struct {
		name    string
		colours ColoursState
		want    int // A Co's 8 SP at range 1 (+1), turn 3
	}{
		{"Colours sent off", ColoursSentOff, 9},
		{"Colours raised, captured with the wagon", ColoursRaised, 7},
		{"Colours not yet arrived", ColoursNotYet, 8},
	} {
		g := position(t, PhaseZuluAttack, 3, 1)
		g.Colours = c.colours
		put(t, g, "1BB", "1008", 1)
		put(t, g, "A", "1806", 8)
		zulus(g, "0908")
		mustApply(t, g, "attack 0908 1008")
		mustApply(t, g, "choose 0908")
		if !g.Wagon.Captured {
			t.Fatalf("%s: the wagon was not captured", c.name)
		}
		g.Phase = PhaseBritishCombat
		zulus(g, "1706")
		if s, why := g.ShotStrength(g.UnitIndex("A"), hx("1706"), 8); s != c.want {
			t.Errorf("%s: A Co fires at %d (%v), want %d", c.name, s, why, c.want)
		}
		if c.colours == ColoursSentOff {
			for _, e := range g.Log {
				if e.Rule == "8.12" && strings.Contains(e.Text, "-1") {
					t.Errorf("%s: the log still promises a penalty: %q", c.name, e.Text)
				}
			}
		}
	}
}

// 8.11 and 8.12: a captured wagon brings the last turn's ammunition shortage
// forward to every unit; on the last turn it is still one shortage, -1 in
// all, and no unit near the lost wagon is exempt.
func TestRule8_12_LastTurnOneShortage(t *testing.T) {
	for _, c := range []struct {
		name     string
		turn     int
		captured bool
		colours  ColoursState
		want     int // A Co's 8 SP next to the wagon's hex 1008, range 1 (+1)
	}{
		{"turn 6, wagon held: exempt beside it", 6, false, ColoursRaised, 9},
		{"turn 5, wagon lost, Colours lost", 5, true, ColoursCaptured, 7},
		{"turn 6, wagon lost: -1 once, Colours -1", 6, true, ColoursCaptured, 7},
		{"turn 6, wagon lost, Colours sent off: the shortage only", 6, true, ColoursSentOff, 8},
		{"turn 5, wagon lost, Colours sent off: nothing", 5, true, ColoursSentOff, 9},
	} {
		g := position(t, PhaseBritishCombat, c.turn)
		g.Wagon.Captured, g.Colours = c.captured, c.colours
		put(t, g, "A", "1108", 8)
		zulus(g, "1208")
		if s, why := g.ShotStrength(g.UnitIndex("A"), hx("1208"), 8); s != c.want {
			t.Errorf("%s: %d (%v), want %d", c.name, s, why, c.want)
		}
	}
}

// 8.9 and 8.10: a leader adds 1 to defence (never more than 1), the Colours
// add 1 to defence and 1 to fire in the combat phase but not in reaction.
func TestRule8_9_LeadersAndColours(t *testing.T) {
	g := position(t, PhaseZuluAttack, 2)
	g.Colours = ColoursRaised
	g.Wagon.Hex = hx("1506")
	put(t, g, "A", "1506", 0)
	put(t, g, "Pulleine", "1506", 0)
	put(t, g, "Wardell", "1506", 0)
	df, why := g.ZuluDefense(hx("1506"))
	if df != 4 { // clear 2 + 1 leaders + 1 Colours
		t.Errorf("defence %d (%v), want 4", df, why)
	}
	zulus(g, "1606")
	g.Phase = PhaseReaction
	r, _ := g.ShotStrength(g.UnitIndex("A"), hx("1606"), 8)
	g.Phase = PhaseBritishCombat
	c, _ := g.ShotStrength(g.UnitIndex("A"), hx("1606"), 8)
	if r != 9 || c != 10 {
		t.Errorf("A Co with the Colours: reaction %d want 9, combat %d want 10", r, c)
	}
}

// 4.1: wagon, raised Colours and a combat unit in a west-edge hex win at once.
func TestRule4_1_EscapeVictory(t *testing.T) {
	g := position(t, PhaseBritishMove, 5)
	g.Colours = ColoursRaised
	g.Wagon.Hex = hx("0211")
	put(t, g, "A", "0211", 0)
	mustApply(t, g, "move Wagon 0112")
	if g.Over() {
		t.Fatal("escape without a combat unit")
	}
	mustApply(t, g, "move A 0112")
	if g.Outcome != BritishEscape {
		t.Fatalf("outcome %v, want escape", g.Outcome)
	}
	g = position(t, PhaseBritishMove, 5)
	g.Colours = ColoursSentOff
	g.Wagon.Hex = hx("0112")
	put(t, g, "A", "0211", 0)
	mustApply(t, g, "move A 0112")
	if g.Over() {
		t.Error("escape counted with the Colours sent off (5.10)")
	}
}

// 4.2 and 4.3: survival at the end of turn 6; massacre when nothing is left.
func TestRule4_2_SurvivalAndMassacre(t *testing.T) {
	g := position(t, PhaseSniping, 6)
	put(t, g, "Pulleine", "1406", 0)
	g.enter(PhaseSniping)
	g.settle()
	if g.Outcome != BritishSurvival {
		t.Errorf("a lone leader at the end of turn 6: %v", g.Outcome)
	}
	g = position(t, PhaseZuluAttack, 3, 1)
	put(t, g, "1BB", "1506", 1)
	zulus(g, "1505")
	mustApply(t, g, "attack 1505 1506")
	if g.Outcome != ZuluMassacre || g.Outcome.Winner() != Zulu {
		t.Errorf("last unit killed: %v", g.Outcome)
	}
	if err := mustRefuse(t, g, "end"); !strings.Contains(err.Error(), "over") {
		t.Errorf("action after the end: %v", err)
	}
}

// 3.2 and 10.1: detachments set up alone in tent or wagon hexes; the free
// set-up keeps units between columns 10 and 19 without overstacking.
func TestRule10_1_FreeSetup(t *testing.T) {
	g := newGame(t, "isandlwana-free", 1)
	if err := g.setupProblems(); err != nil {
		t.Fatalf("the default free set-up is illegal: %v", err)
	}
	if u := g.UnitByID("F"); u.Hex.Col < 10 || u.Hex.Col > 19 {
		t.Errorf("F Co defaults to %s, outside the band", u.Hex)
	}
	if err := mustRefuse(t, g, "place A 2110"); !strings.Contains(err.Error(), "band") {
		t.Errorf("placing outside the band: %v", err)
	}
	if err := mustRefuse(t, g, "place StIz 1506"); err == nil {
		t.Error("St. Iz was moved in the free set-up")
	}
	mustApply(t, g, "place A 1510")
	if err := mustRefuse(t, g, "place G 1510"); !strings.Contains(err.Error(), "overstacked") {
		t.Errorf("overstacking in set-up: %v", err)
	}
	if err := mustRefuse(t, g, "place 1BB 1008"); err == nil {
		t.Error("a detachment set up in the ammunition wagon's hex")
	}
	mustApply(t, g, "place 1BB 1404")
	mustApply(t, g, "end")
	if g.Phase != PhaseZuluMove {
		t.Errorf("after set-up: %s", g.Phase)
	}
	std := newGame(t, "isandlwana", 1)
	if err := mustRefuse(t, std, "place A 1510"); err == nil {
		t.Error("a company was moved in the standard set-up")
	}
}

func TestIllegalCommandsAreExplained(t *testing.T) {
	g := newGame(t, "isandlwana", 1)
	mustApply(t, g, "end") // Fresh is set in the Zulu movement phase
	for _, cmd := range []string{"attack 0101 0202", "fire 0808 A", "order move", "choose A", "move A 1506"} {
		mustRefuse(t, g, cmd) // fails if the refusal changed the hash
	}
	g = newGame(t, "isandlwana", 1)
	for _, c := range []struct{ cmd, want string }{
		{"move 1201 1202", "Zulu Movement"},
		{"fire 1201 A", "reaction and combat"},
		{"attack 1201 1202", "Zulu Attack"},
		{"choose A", "no question"},
		{"order move", "Phase IV"},
	} {
		if err := mustRefuse(t, g, c.cmd); !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v", c.cmd, err)
		}
	}
	for _, bad := range []string{"", "fly A 1201", "fire 1201", "fire 1201 A:x", "recycle 1201 0"} {
		if _, err := ParseAction(bad); err == nil {
			t.Errorf("ParseAction(%q) accepted", bad)
		}
	}
}

func TestActionNotationRoundTrip(t *testing.T) {
	for _, cmd := range []string{"fire 0808 A", "fire 0808 A C:3", "move A+C 1506", "move 1201 1402", "recycle 1201 5", "order combat", "choose none"} {
		a, err := ParseAction(cmd)
		if err != nil || a.String() != cmd {
			t.Errorf("%q reads back as %q (%v)", cmd, a.String(), err)
		}
	}
	for seed := uint64(1); seed <= 3; seed++ {
		g := newGame(t, "isandlwana", seed)
		n := 0
		playRandom(t, g, diceFor(seed), func(g *State) {
			for _, a := range g.Legal() {
				b, err := ParseAction(a.String())
				if err != nil || b.String() != a.String() {
					t.Fatalf("%q does not round-trip: %q %v", a, b, err)
				}
				n++
			}
		})
		if n == 0 {
			t.Fatal("no actions checked")
		}
	}
}
