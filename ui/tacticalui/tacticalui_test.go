package tacticalui

import (
	"strings"
	"testing"

	"zulu1879/hexmap"
	"zulu1879/scenarios/rdtactical"
	"zulu1879/tactical/tables"
	"zulu1879/ui/uistate"
)

func builtin(t *testing.T) *rdtactical.Map {
	t.Helper()
	m, err := rdtactical.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// The VP track's bands are the tables' levels in order, each starting
// where tables.Level changes, with no gap between two.
func TestLevelBandsFollowTheTables(t *testing.T) {
	bands := levelBands()
	if len(bands) != 7 {
		t.Fatalf("%d bands, want the 7 levels: %v", len(bands), bands)
	}
	for i, b := range bands {
		if b.level != tables.VictoryLevel(i) {
			t.Errorf("band %d is %s", i, b.level)
		}
		if tables.Level(b.lo) != b.level || tables.Level(b.hi-1) != b.level {
			t.Errorf("band %s runs %d–%d but the tables disagree", b.level, b.lo, b.hi)
		}
		if i > 0 && bands[i-1].hi != b.lo {
			t.Errorf("gap between %v and %v", bands[i-1], b)
		}
	}
	if bands[0].lo != vpLow || bands[len(bands)-1].hi != vpHigh {
		t.Errorf("bands cover %d–%d, want %d–%d", bands[0].lo, bands[len(bands)-1].hi, vpLow, vpHigh)
	}
}

func TestLevelLineSaysHowFarTheNextLevelIs(t *testing.T) {
	for _, tc := range []struct {
		vp   int
		want string
	}{
		{0, "Now: Zulu marginal victory · 25 VP to draw"},
		{37, "Now: Draw · 13 VP to British marginal victory"},
		{120, "Now: British decisive victory"},
		{150, "British decisive victory · the game is over"},
	} {
		if got := levelLine(tc.vp, tables.Level(tc.vp).String()); got != tc.want {
			t.Errorf("VP %d: %q, want %q", tc.vp, got, tc.want)
		}
	}
}

// The demo position has the numbers asked, British men inside the
// perimeter or the buildings, Zulus outside them, ten in the box, and
// every mark somewhere.
func TestDemoCountersStandWhereTheyShould(t *testing.T) {
	m := builtin(t)
	cs := DemoCounters(m, 140, 150)
	perim, _ := m.Area("perimeter")
	hosp, _ := m.Area("hospital")
	store, _ := m.Area("storehouse")
	var brit, zulu, box int
	marks := map[string]bool{}
	for _, c := range cs {
		in := perim.Contains(c.Hex) || hosp.Contains(c.Hex) || store.Contains(c.Hex)
		switch {
		case c.Side == British:
			brit++
			if !in {
				t.Errorf("British %s at %s, outside the post", c.Label, c.Hex)
			}
		case c.InBox:
			zulu++
			box++
		default:
			zulu++
			if in || !m.Grid.Contains(c.Hex) {
				t.Errorf("Zulu at %s, inside the post or off the map", c.Hex)
			}
		}
		marks["W"] = marks["W"] || c.Wound == Wounded
		marks["M"] = marks["M"] || c.Wound == Mortal
		marks["P"] = marks["P"] || c.Pinned
		marks["D"] = marks["D"] || c.Disorder
		marks["S"] = marks["S"] || c.Supp
		marks["leader"] = marks["leader"] || c.Kind == Leader && c.Side == British
		marks["patient"] = marks["patient"] || c.Kind == Patient && c.Side == British
		marks["rifle"] = marks["rifle"] || c.Rifle
	}
	if brit != 140 || zulu != 150 || box != 10 {
		t.Errorf("%d British, %d Zulus (%d in the box), want 140, 150 (10)", brit, zulu, box)
	}
	for _, k := range []string{"W", "M", "P", "D", "S", "leader", "patient", "rifle"} {
		if !marks[k] {
			t.Errorf("no counter shows %s", k)
		}
	}
}

// The panel describes a hex by its ground, areas, roof and walls.
func TestHexLinesDescribeAHospitalRoom(t *testing.T) {
	s := &Screen{Board: &Board{Map: builtin(t)}}
	got := strings.Join(s.hexLines(hexmap.H(12, 18)), " | ")
	for _, want := range []string{"1218: floor, 1 MP", "hospital-f1", "under the hospital-roof", "building-wall", "door"} {
		if !strings.Contains(got, want) {
			t.Errorf("hex 1218: %q lacks %q", got, want)
		}
	}
	if got := s.hexLines(hexmap.None); len(got) != 1 || !strings.Contains(got[0], "Point at a hex") {
		t.Errorf("no hex: %q", got)
	}
}

// Every control with keys has a help line or shares the one above it, and
// every help line names its keys.
func TestEveryKeyIsExplained(t *testing.T) {
	explained := false
	for _, b := range bindings {
		if b.Help.Keys != "" {
			explained = true
			if b.Help.What == "" {
				t.Errorf("%q has no explanation", b.Help.Keys)
			}
		}
		if len(b.Keys) > 0 && !explained {
			t.Errorf("keys %v come before any help line", b.Keys)
		}
	}
	if len(Shortcuts()) < 5 {
		t.Errorf("%d shortcuts", len(Shortcuts()))
	}
}

// A side's ends are two corners of its hex, one hex radius apart, and the
// side's middle lies halfway between the two hexes' centres.
func TestSideEndsLieOnTheSharedEdge(t *testing.T) {
	for _, h := range []hexmap.Hex{hexmap.H(12, 18), hexmap.H(13, 18), hexmap.H(40, 20)} {
		for d := hexmap.Dir(0); d < 6; d++ {
			s := hexmap.SideOf(h, d)
			a, b := sideEnds(s)
			if l := (a.X-b.X)*(a.X-b.X) + (a.Y-b.Y)*(a.Y-b.Y); l < 0.999 || l > 1.001 {
				t.Errorf("%s: side length² %.3f", s, l)
			}
			x, y := s.Hexes()
			cx, cy := centre(x), centre(y)
			m := sideMid(s)
			if dx, dy := m.X-(cx.X+cy.X)/2, m.Y-(cx.Y+cy.Y)/2; dx*dx+dy*dy > 1e-9 {
				t.Errorf("%s: middle %v is not between %s and %s", s, m, x, y)
			}
		}
	}
}

func centre(h hexmap.Hex) uistate.Point { return uistate.HexCenter(h) }

// demoScreen is the screen of the demo position at 1600×1000, no display
// needed (nothing is drawn).
func demoScreen(t *testing.T) *Screen {
	t.Helper()
	s := New(builtin(t))
	s.Counters = DemoCounters(s.Board.Map, 140, 150)
	s.Layout(1600, 1000)
	return s
}

// A click on a hex selects its British men, Shift+click on it again drops
// them, a box selects the men whose counters' centres are in it and never
// a Zulu, A selects every British man and Esc's ClearSelection none.
func TestSelectingManyMen(t *testing.T) {
	s := demoScreen(t)
	cam := &s.Board.Cam
	// A hospital room hex holds a man of the 24th; click beside his
	// counter, inside the hex.
	var man int
	for i, c := range s.Counters {
		if c.Side == British && c.Kind == Infantry {
			man = i
			break
		}
	}
	h := s.Counters[man].Hex
	c := cam.HexScreen(h)
	p := uistate.Point{X: c.X - cam.Scale*0.75, Y: c.Y}
	if got, _ := cam.HexAt(p); got != h {
		t.Fatalf("probe %v is in %s, not %s", p, got, h)
	}
	if n := s.SelectAt(p, false); n < 1 || !s.Counters[man].Selected {
		t.Fatalf("click in %s selected %d, not its man", h, n)
	}
	if n := s.SelectAt(p, true); n != 0 {
		t.Errorf("Shift+click on the same hex left %d selected", n)
	}
	// The whole board in a box: every British counter on the map, no Zulu.
	v := cam.View
	n := s.SelectBox(uistate.Point{X: v.X, Y: v.Y}, uistate.Point{X: v.X + v.W, Y: v.Y + v.H}, false)
	if n != 140 {
		t.Errorf("a box over the whole view selected %d, want the 140 British", n)
	}
	for _, i := range s.Selected() {
		if s.Counters[i].Side != British {
			t.Fatalf("a box selected a Zulu at %s", s.Counters[i].Hex)
		}
	}
	// A box around one hex only.
	r := cam.Scale * 0.9
	if n := s.SelectBox(uistate.Point{X: c.X - r, Y: c.Y - r}, uistate.Point{X: c.X + r, Y: c.Y + r}, false); n < 1 || n > 4 {
		t.Errorf("a box around %s selected %d", h, n)
	}
	if !strings.Contains(s.selectionLine(), "selected in 1 hex") {
		t.Errorf("selection line %q", s.selectionLine())
	}
	if n := s.SelectAll(); n != 140 {
		t.Errorf("A selected %d", n)
	}
	s.ClearSelection()
	if len(s.Selected()) != 0 || s.selectionLine() != "" {
		t.Error("the selection was not dropped")
	}
}

// Man the walls sends the selected men off the wall to distinct wall
// hexes nobody else holds; fire at the closest danger aims each unpinned
// selected man at a Zulu; Esc's ClearOrder drops the arrows.
func TestGroupCommandsProposeMovesAndShots(t *testing.T) {
	s := demoScreen(t)
	// A thin garrison, so that the wall has room: select everyone in the
	// hospital and the storehouse, who are off the wall.
	s.Counters = DemoCounters(s.Board.Map, 70, 60)
	sel := 0
	for i := range s.Counters {
		c := &s.Counters[i]
		if c.Side == British && c.Kind != Patient && !c.Roof && len(s.Board.Map.AreasAt(c.Hex)) > 0 && (strings.HasPrefix(s.Board.Map.AreasAt(c.Hex)[0], "hospital") || strings.HasPrefix(s.Board.Map.AreasAt(c.Hex)[0], "storehouse")) {
			c.Selected = true
			sel++
		}
	}
	if sel < 5 {
		t.Fatalf("%d men selected", sel)
	}
	moving, stuck := s.ManTheWalls()
	if moving+stuck != sel || moving == 0 {
		t.Errorf("%d selected: %d move, %d stuck", sel, moving, stuck)
	}
	held := map[hexmap.Hex]bool{}
	for _, c := range s.Counters {
		if c.Side == British && !c.Selected {
			held[c.Hex] = true
		}
	}
	to := map[hexmap.Hex]bool{}
	for _, a := range s.Board.Marks.Arrows {
		if a.Kind != ArrowMove || held[a.To] || to[a.To] {
			t.Errorf("move %v: not a free hex of its own", a)
		}
		to[a.To] = true
	}
	if !strings.Contains(s.Order, "Man the walls") {
		t.Errorf("order line %q", s.Order)
	}
	s.ClearSelection()
	s.SelectAll()
	shots := s.FireAtClosestDanger()
	pinned := 0
	for _, c := range s.Counters {
		if c.Side == British && c.Pinned {
			pinned++
		}
	}
	if shots == 0 || shots > 70-pinned {
		t.Errorf("%d shots from 70 men, %d pinned", shots, pinned)
	}
	zulu := map[hexmap.Hex]bool{}
	for _, c := range s.Counters {
		if c.Side == Zulu && !c.InBox {
			zulu[c.Hex] = true
		}
	}
	for _, a := range s.Board.Marks.Arrows {
		if a.Kind != ArrowFire || !zulu[a.To] {
			t.Fatalf("shot %v not at a Zulu", a)
		}
	}
	s.ClearOrder()
	if len(s.Board.Marks.Arrows) != 0 || s.Order != "" {
		t.Error("the order was not dropped")
	}
}

// The panel names the men in the hex under the pointer with their marks.
func TestHexUnitsNamesTheMenThere(t *testing.T) {
	s := demoScreen(t)
	h := hexmap.H(5, 5)
	s.Counters = []Counter{
		{Side: British, Label: "Hoo", Kind: Infantry, Hex: h, Wound: Wounded},
		{Side: Zulu, Label: "uTh", Hex: h, Rifle: true, Disorder: true},
		{Side: British, Label: "Cha", Kind: Leader, Hex: hexmap.H(6, 6)},
	}
	got := s.hexUnits(h)
	want := "here: Hoo (24th, W); uTh (Zulus, rifles, D)"
	if got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	// Counters of the engine go by their names in words, no ids.
	s.Counters = []Counter{
		{ID: "B099", Name: "man 99 of Commissariat", Side: British, Label: "99", Kind: Other, Hex: h, Pinned: true},
		{ID: "B002", Name: "Lt G. Bromhead", Side: British, Label: "Bro", Kind: Leader, Hex: h},
		{ID: "Z005", Name: "Zulu counter 5", Side: Zulu, Label: "5", Hex: h, Rifle: true},
	}
	got = s.hexUnits(h)
	want = "here: man 99 of Commissariat (pinned); Lt G. Bromhead (leader); Zulu counter 5 (rifles)"
	if got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if s.hexUnits(hexmap.H(7, 7)) != "" {
		t.Error("an empty hex lists men")
	}
}

// BenchmarkSidesStamp times the board's per-frame look at the hexsides
// that may change in play.
func BenchmarkSidesStamp(b *testing.B) {
	m, err := rdtactical.Builtin()
	if err != nil {
		b.Fatal(err)
	}
	bd := &Board{Map: m}
	bd.sidesStamp()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		bd.sidesStamp()
	}
}
