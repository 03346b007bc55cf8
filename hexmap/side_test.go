package hexmap

import (
	"slices"
	"testing"
)

// The two hexes that share an edge must name the same Side, and no other
// pair may.
func TestSideIsTheSameFromBothHexes(t *testing.T) {
	g := NewGrid(9, 7)
	seen := map[Side][2]Hex{}
	for i := 0; i < g.Size(); i++ {
		h := g.HexAt(i)
		for d := Dir(0); d < 6; d++ {
			n := h.Neighbors()[d]
			a, b := SideOf(h, d), SideOf(n, d.Opposite())
			if a != b {
				t.Fatalf("%s %s is %v, but %s %s is %v", h, d, a, n, d.Opposite(), b)
			}
			if a.Dir > SouthEast {
				t.Fatalf("%s %s: %v is not canonical", h, d, a)
			}
			if s, ok := SideBetween(h, n); !ok || s != a {
				t.Fatalf("SideBetween(%s, %s) = %v %v, want %v", h, n, s, ok, a)
			}
			x, y := a.Hexes()
			if !(x == h && y == n) && !(x == n && y == h) {
				t.Fatalf("%v.Hexes() = %s, %s, want %s and %s", a, x, y, h, n)
			}
			pair := [2]Hex{min2(h, n), max2(h, n)}
			if prev, ok := seen[a]; ok && prev != pair {
				t.Fatalf("side %v names both %v and %v", a, prev, pair)
			}
			seen[a] = pair
		}
	}
	if _, ok := SideBetween(H(3, 3), H(5, 3)); ok {
		t.Error("SideBetween found a side between hexes two apart")
	}
}

func min2(a, b Hex) Hex {
	if Compare(a, b) < 0 {
		return a
	}
	return b
}

func max2(a, b Hex) Hex {
	if Compare(a, b) < 0 {
		return b
	}
	return a
}

func TestParseSideCanonicalises(t *testing.T) {
	tests := []struct {
		in, want string
	}{
		{"1219N", "1219N"},
		{"1218S", "1219N"},
		{"1218s", "1219N"},
		{"0404SE", "0404SE"},
		{"0505NW", "0404SE"}, // odd column 05: its north-west neighbour is 0404
		{"0404NE", "0404NE"},
		{"0504SW", "0404NE"},
	}
	for _, tt := range tests {
		s, err := ParseSide(tt.in)
		if err != nil {
			t.Errorf("ParseSide(%q): %v", tt.in, err)
			continue
		}
		if s.String() != tt.want {
			t.Errorf("ParseSide(%q) = %s, want %s", tt.in, s, tt.want)
		}
	}
	for _, bad := range []string{"", "1218", "1218X", "12N", "0018N", "1218NN"} {
		if _, err := ParseSide(bad); err == nil {
			t.Errorf("ParseSide(%q) was accepted", bad)
		}
	}
}

// testTable is a small side table in the spirit of the Rorke's Drift one:
// mover 0 pays +1 at any door, mover 1 may not pass a closed door and pays
// nothing at an open or broken one.
func testTable() SideTable {
	const x = Impassable
	return SideTable{
		{Kind: BuildingWall}:                 {Move: [MaxMovers]int{x, x}, BlocksSight: true},
		{Kind: StoneWall}:                    {Move: [MaxMovers]int{3, 3}},
		{Kind: LedgeSide}:                    {Move: [MaxMovers]int{1, 1}},
		{Kind: Door}:                         {Move: [MaxMovers]int{1, x}, BlocksSight: true},
		{Kind: Door, State: Opened}:          {Move: [MaxMovers]int{1, 0}},
		{Kind: Door, State: Smashed}:         {Move: [MaxMovers]int{1, 0}},
		{Kind: Window}:                       {Move: [MaxMovers]int{3, 3}},
		{Kind: Loophole}:                     {Move: [MaxMovers]int{x, x}},
		{Kind: Hole}:                         {Move: [MaxMovers]int{1, 1}},
		{Kind: BiscuitBoxes, State: Unbuilt}: {},
	}
}

func side(t *testing.T, s string) Side {
	t.Helper()
	sd, err := ParseSide(s)
	if err != nil {
		t.Fatal(err)
	}
	return sd
}

func TestSidesAddRefusesOffMapAndDuplicates(t *testing.T) {
	s := NewSides(NewGrid(6, 6), testTable())
	if err := s.Add(side(t, "0303N"), Feature{Kind: BuildingWall}); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		side string
		f    Feature
	}{
		{"second wall on a side", "0302S", Feature{Kind: BuildingWall}},
		{"north edge of the map", "0301N", Feature{Kind: StoneWall}},
		{"west edge of the map", "0103NW", Feature{Kind: StoneWall}},
		{"no kind", "0404N", Feature{}},
	}
	for _, tt := range tests {
		if err := s.Add(side(t, tt.side), tt.f); err == nil {
			t.Errorf("%s: Add(%s, %s) was accepted", tt.name, tt.side, tt.f)
		}
	}
	if err := s.Add(side(t, "0303N"), Feature{Kind: LedgeSide}); err != nil {
		t.Errorf("a ledge under a wall was refused: %v", err)
	}
	if got := s.At(side(t, "0302S")); !slices.Equal(got, []Feature{{Kind: BuildingWall}, {Kind: LedgeSide}}) {
		t.Errorf("features of 0303N = %v", got)
	}
	if err := s.Replace(side(t, "0303N"), BuildingWall, Feature{Kind: Door}); err != nil {
		t.Fatal(err)
	}
	if err := s.Replace(side(t, "0404N"), BuildingWall, Feature{Kind: Door}); err == nil {
		t.Error("a door replaced a wall that is not there")
	}
	if s.Has(side(t, "0303N"), BuildingWall) || !s.Has(side(t, "0303N"), Door) {
		t.Errorf("after the door went in: %v", s.At(side(t, "0303N")))
	}
	// A replacement that fails leaves the side as it was, state and all.
	if err := s.Add(side(t, "0404N"), Feature{Kind: StoneWall, State: Smashed}); err != nil {
		t.Fatal(err)
	}
	if err := s.Add(side(t, "0404N"), Feature{Kind: Window}); err != nil {
		t.Fatal(err)
	}
	if err := s.Replace(side(t, "0404N"), StoneWall, Feature{Kind: Window}); err == nil {
		t.Error("a second window went onto 0404N")
	}
	if got := s.At(side(t, "0404N")); !slices.Equal(got, []Feature{{Kind: StoneWall, State: Smashed}, {Kind: Window}}) {
		t.Errorf("after a failed replacement 0404N has %v", got)
	}
}

// A line straight down column 04 crosses the north sides of 0403…0406; what
// stands on 0405N decides the sight.
func TestSightThroughOneSide(t *testing.T) {
	tests := []struct {
		name  string
		f     Feature
		clear bool
	}{
		{"building wall blocks", Feature{Kind: BuildingWall}, false},
		{"closed door blocks", Feature{Kind: Door}, false},
		{"open door lets sight through", Feature{Kind: Door, State: Opened}, true},
		{"broken door lets sight through", Feature{Kind: Door, State: Smashed}, true},
		{"window lets sight through", Feature{Kind: Window}, true},
		{"loophole lets fire through", Feature{Kind: Loophole}, true},
		{"stone wall is cover, not a screen", Feature{Kind: StoneWall}, true},
		{"kind missing from the table blocks", Feature{Kind: WagonSide}, false},
	}
	for _, tt := range tests {
		s := NewSides(NewGrid(8, 8), testTable())
		if err := s.Add(side(t, "0405N"), tt.f); err != nil {
			t.Fatal(err)
		}
		got := s.Sight(H(4, 2), H(4, 7))
		if got.Clear != tt.clear {
			t.Errorf("%s: clear = %v, want %v", tt.name, got.Clear, tt.clear)
		}
		want := []Crossing{{Side: side(t, "0405N"), Features: []Feature{tt.f}}}
		if !crossingsEqual(got.Crossed, want) {
			t.Errorf("%s: crossed %v, want %v", tt.name, got.Crossed, want)
		}
		if back := s.Sight(H(4, 7), H(4, 2)); back.Clear != tt.clear {
			t.Errorf("%s: the line back is clear = %v", tt.name, back.Clear)
		}
	}
}

func crossingsEqual(a, b []Crossing) bool {
	return slices.EqualFunc(a, b, func(x, y Crossing) bool {
		return x.Side == y.Side && slices.Equal(x.Features, y.Features)
	})
}

func TestSightListsEveryFeatureInOrder(t *testing.T) {
	s := NewSides(NewGrid(8, 8), testTable())
	for _, a := range []struct {
		side string
		f    Feature
	}{
		{"0404N", Feature{Kind: LedgeSide}},
		{"0406N", Feature{Kind: Window}},
		{"0407N", Feature{Kind: BuildingWall}},
		{"0304SE", Feature{Kind: BuildingWall}}, // beside the line: never crossed
	} {
		if err := s.Add(side(t, a.side), a.f); err != nil {
			t.Fatal(err)
		}
	}
	got := s.Sight(H(4, 2), H(4, 6))
	want := []Crossing{
		{side(t, "0404N"), []Feature{{Kind: LedgeSide}}},
		{side(t, "0406N"), []Feature{{Kind: Window}}},
	}
	if !got.Clear || !crossingsEqual(got.Crossed, want) {
		t.Errorf("0402→0406: %+v, want clear through %v", got, want)
	}
	got = s.Sight(H(4, 2), H(4, 8))
	want = append(want, Crossing{side(t, "0407N"), []Feature{{Kind: BuildingWall}}})
	if got.Clear || !crossingsEqual(got.Crossed, want) {
		t.Errorf("0402→0408: %+v, want blocked at 0407N after %v", got, want)
	}
}

// The line 0404→0604 runs exactly along the side between 0504 and 0505: it is
// clear if either of the two traces is.
func TestSightAlongASide(t *testing.T) {
	tests := []struct {
		name  string
		walls []string
		clear bool
	}{
		{"no walls", nil, true},
		{"wall on the north trace only", []string{"0404NE"}, true},
		{"wall on the south trace only", []string{"0404SE"}, true},
		{"walls on both traces", []string{"0404NE", "0404SE"}, false},
		{"wall on the side the line runs along", []string{"0505N"}, true},
	}
	for _, tt := range tests {
		s := NewSides(NewGrid(8, 8), testTable())
		for _, w := range tt.walls {
			if err := s.Add(side(t, w), Feature{Kind: BuildingWall}); err != nil {
				t.Fatal(err)
			}
		}
		if got := s.Sight(H(4, 4), H(6, 4)); got.Clear != tt.clear {
			t.Errorf("%s: clear = %v, want %v (%+v)", tt.name, got.Clear, tt.clear, got)
		}
	}
}

// SidesCrossed walks the hexes a nudged line passes through. Sampled a
// hundred times a hex, the same line may visit no hex the walk does not, nor
// in another order (fine sampling may miss a tiny clip, never add one), and
// the walk must be a chain of neighbours from a to b.
func TestSidesCrossedFollowTheLine(t *testing.T) {
	g := NewGrid(13, 11)
	for i := 0; i < g.Size(); i++ {
		for j := 0; j < g.Size(); j++ {
			a, b := g.HexAt(i), g.HexAt(j)
			for _, eps := range []float64{lineEps, -lineEps} {
				walk := hexesCrossed(a, b, eps)
				if walk[len(walk)-1] != b || len(walk)-1 < Distance(a, b) {
					t.Fatalf("%s→%s (eps %g): walk %v", a, b, eps, walk)
				}
				fine := fineLine(a, b, eps, 100*Distance(a, b))
				if !isSubsequence(fine, walk) {
					t.Fatalf("%s→%s (eps %g): walk %v, finely sampled %v", a, b, eps, walk, fine)
				}
			}
		}
	}
}

// The line 0101→0204 clips 0202 between 0102 and 0103, which Line's four
// samples skip: the side 0102|0103 is not crossed.
func TestSidesCrossedClipsAHexLineSkips(t *testing.T) {
	want := []string{"0102N", "0102SE", "0202SW", "0103SE", "0204N"}
	got := SidesCrossed(H(1, 1), H(2, 4), lineEps)
	var names []string
	for _, s := range got {
		names = append(names, s.String())
	}
	if !slices.Equal(names, canon(t, want)) {
		t.Errorf("0101→0204 crosses %v, want %v", names, canon(t, want))
	}
	if l := Line(H(1, 1), H(2, 4), lineEps); slices.Contains(l, H(2, 2)) {
		t.Errorf("Line now visits 0202 (%v): the reason for the walk is gone", l)
	}
}

func canon(t *testing.T, sides []string) []string {
	var out []string
	for _, s := range sides {
		out = append(out, side(t, s).String())
	}
	return out
}

func isSubsequence(sub, seq []Hex) bool {
	k := 0
	for _, h := range seq {
		if k < len(sub) && sub[k] == h {
			k++
		}
	}
	return k == len(sub)
}

func fineLine(a, b Hex, eps float64, steps int) []Hex {
	ca, cb := toCube(a), toCube(b)
	ca = cube{ca.x + eps, ca.y + 2*eps, ca.z - 3*eps}
	cb = cube{cb.x + eps, cb.y + 2*eps, cb.z - 3*eps}
	out := []Hex{a}
	for i := 1; i <= steps; i++ {
		t := float64(i) / float64(steps)
		h := roundCube(cube{ca.x + (cb.x-ca.x)*t, ca.y + (cb.y-ca.y)*t, ca.z + (cb.z-ca.z)*t})
		if h != out[len(out)-1] {
			out = append(out, h)
		}
	}
	return out
}

// A one-hex room at 0404 with building walls all round and a door on its
// north side, entered from 0402 at 1 MP a hex (two steps through the door,
// five round the room to the window). Mover 0 pays +1 at any door;
// mover 1 may not pass a closed door and pays nothing at an open one; the
// window on its south side costs both +3.
func TestSidesReachableDoorCosts(t *testing.T) {
	tests := []struct {
		name  string
		door  SideState
		mover Mover
		want  int
	}{
		{"closed door, mover 0", Intact, 0, 3},
		{"open door, mover 0", Opened, 0, 3},
		{"closed door, mover 1: round to the window", Intact, 1, 8},
		{"open door, mover 1", Opened, 1, 2},
		{"broken door, mover 1", Smashed, 1, 2},
	}
	for _, tt := range tests {
		g := NewGrid(8, 8)
		s := NewSides(g, testTable())
		room := H(4, 4)
		for d := Dir(0); d < 6; d++ {
			if err := s.Add(SideOf(room, d), Feature{Kind: BuildingWall}); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.Replace(SideOf(room, North), BuildingWall, Feature{Kind: Door, State: tt.door}); err != nil {
			t.Fatal(err)
		}
		if err := s.Replace(SideOf(room, South), BuildingWall, Feature{Kind: Window}); err != nil {
			t.Fatal(err)
		}
		one := func(from, to int) int { return 1 }
		r := s.Reachable(g.Index(H(4, 2)), 20, tt.mover, one)
		if got := r.Cost[g.Index(room)]; got != tt.want {
			t.Errorf("%s: 0402→0404 costs %d, want %d (path %v)", tt.name, got, tt.want, r.Path(g.Index(room)))
		}
		// Without the side layer the room is two steps away: the new search
		// adds to the old one and leaves it as it was.
		if plain := g.Reachable(g.Index(H(4, 2)), 20, one); plain.Cost[g.Index(room)] != 2 {
			t.Errorf("%s: Grid.Reachable gives %d", tt.name, plain.Cost[g.Index(room)])
		}
	}
}

func TestCrossCostAddsEveryFeature(t *testing.T) {
	s := NewSides(NewGrid(6, 6), testTable())
	sd := side(t, "0303N")
	for _, f := range []Feature{{Kind: StoneWall}, {Kind: LedgeSide}} {
		if err := s.Add(sd, f); err != nil {
			t.Fatal(err)
		}
	}
	if got := s.CrossCost(sd, 0); got != 4 {
		t.Errorf("ledge under a stone wall costs %d, want 3+1", got)
	}
	if err := s.Add(sd, Feature{Kind: Loophole}); err != nil {
		t.Fatal(err)
	}
	if got := s.CrossCost(sd, 0); got != Impassable {
		t.Errorf("with a loophole added the side costs %d, want Impassable", got)
	}
	if err := s.SetState(sd, StoneWall, Smashed); err != nil {
		t.Fatal(err)
	}
	if f, _ := s.Feature(sd, StoneWall); f.State != Smashed {
		t.Errorf("SetState left %v", f)
	}
	c := s.Clone()
	c.Remove(sd, Loophole)
	if !s.Has(sd, Loophole) {
		t.Error("a change to a clone reached the original")
	}
}
