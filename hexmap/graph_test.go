package hexmap

import (
	"math/rand/v2"
	"slices"
	"testing"
)

func one(from, to int) int { return 1 }

// A graph with no roofs, boxes or links must find exactly what the ground
// search finds (costs and parents), with and without a side layer, on
// random small maps with random entry costs, forbidden hexes and hexside
// features. A roof with no link to it must change nothing either.
func TestGraphAgreesWithGroundSearchOnRandomMaps(t *testing.T) {
	kinds := []Feature{{Kind: StoneWall}, {Kind: LedgeSide}, {Kind: Door}, {Kind: Door, State: Opened},
		{Kind: Window}, {Kind: BuildingWall}, {Kind: Loophole}, {Kind: Hole}}
	rng := rand.New(rand.NewPCG(18, 2))
	for trial := 0; trial < 300; trial++ {
		g := NewGrid(2+rng.IntN(8), 2+rng.IntN(8))
		mp := make([]int, g.Size())
		for i := range mp {
			mp[i] = 1 + rng.IntN(3)
			if rng.IntN(8) == 0 {
				mp[i] = -1
			}
		}
		enter := func(from, to int) int { return mp[to] }
		s := NewSides(g, testTable())
		for i := 0; i < g.Size(); i++ {
			for d := Dir(0); d < 3; d++ {
				sd := SideOf(g.HexAt(i), d)
				if s.OnGrid(sd) && rng.IntN(3) == 0 {
					if err := s.Add(sd, kinds[rng.IntN(len(kinds))]); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
		start := g.HexAt(rng.IntN(g.Size()))
		budget := rng.IntN(30)
		mover := Mover(rng.IntN(2))
		roofed := NewGraph(g, s)
		if _, err := roofed.AddRoof([]Hex{start, g.HexAt(rng.IntN(g.Size()))}, Same(2)); err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			name  string
			graph *Graph
			plain Reach
		}{
			{"grid only", NewGraph(g, nil), g.Reachable(g.Index(start), budget, enter)},
			{"with sides", NewGraph(g, s), s.Reachable(g.Index(start), budget, mover, enter)},
			{"unlinked roof", roofed, s.Reachable(g.Index(start), budget, mover, enter)},
		} {
			got := c.graph.Reachable(OnGround(start), budget, mover, enter)
			n := g.Size()
			if !slices.Equal(got.Cost[:n], c.plain.Cost) || !slices.Equal(got.Parent[:n], c.plain.Parent) {
				t.Fatalf("trial %d (%s, %d×%d from %s, budget %d, mover %d):\ngraph cost %v\nplain cost %v\ngraph parent %v\nplain parent %v",
					trial, c.name, g.Cols, g.Rows, start, budget, mover, got.Cost[:n], c.plain.Cost, got.Parent[:n], c.plain.Parent)
			}
			for i := n; i < len(got.Cost); i++ {
				if got.Cost[i] != Unreachable {
					t.Fatalf("trial %d (%s): %s reached at %d with no link to it", trial, c.name, c.graph.PlaceAt(i), got.Cost[i])
				}
			}
		}
	}
}

// terrace builds a 5×7 map with a row of houses across it (row 04, all
// columns, one building under one roof). Its only doors are in 0304, north
// and south. Climbs go up from every hex of row 03 onto the roof next to it
// at 6 MP and down from the roof to every hex of row 05 next to it at 4;
// across the roof costs 2.
func terrace(t *testing.T, door SideState, roof bool) (*Graph, *Sides) {
	t.Helper()
	g := NewGrid(5, 7)
	s := NewSides(g, testTable())
	in := func(h Hex) bool { return h.Row == 4 }
	for i := 0; i < g.Size(); i++ {
		h := g.HexAt(i)
		for d := Dir(0); d < 3; d++ {
			sd := SideOf(h, d)
			a, b := sd.Hexes()
			if s.OnGrid(sd) && in(a) != in(b) {
				if err := s.Add(sd, Feature{Kind: BuildingWall}); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	for _, d := range []Dir{North, South} {
		if err := s.Replace(SideOf(H(3, 4), d), BuildingWall, Feature{Kind: Door, State: door}); err != nil {
			t.Fatal(err)
		}
	}
	gr := NewGraph(g, s)
	if !roof {
		return gr, s
	}
	var houses []Hex
	for c := 1; c <= 5; c++ {
		houses = append(houses, H(c, 4))
	}
	if _, err := gr.AddRoof(houses, Same(2)); err != nil {
		t.Fatal(err)
	}
	for _, h := range houses {
		for _, n := range h.Neighbors() {
			if !g.Contains(n) {
				continue
			}
			switch n.Row {
			case 3:
				if err := gr.Link(OnGround(n), OnRoof(h), Same(6)); err != nil {
					t.Fatal(err)
				}
			case 5:
				if err := gr.Link(OnRoof(h), OnGround(n), Same(4)); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	return gr, s
}

func hasRoof(path []Place) bool {
	return slices.ContainsFunc(path, func(p Place) bool { return p.Level == Roof })
}

// From 0302 to 0306 straight through the doors is 1+2+2+1 for mover 0 (+1
// at each door). Mover 1 may not pass a closed door: over the roof it is
// 1 (to 0303) + 6 up + 4 down + 1 = 12, and with no roof there is no way.
func TestGraphPathGoesOverTheRoofWhenDoorsAreClosed(t *testing.T) {
	tests := []struct {
		name     string
		door     SideState
		roof     bool
		mover    Mover
		want     int
		overRoof bool
	}{
		{"mover 0 through closed doors", Intact, true, 0, 6, false},
		{"mover 1, doors closed: over the roof", Intact, true, 1, 12, true},
		{"mover 1, doors closed, no roof: no way", Intact, false, 1, Unreachable, false},
		{"mover 1, doors open: through", Opened, true, 1, 4, false},
		{"mover 1, doors broken: through", Smashed, true, 1, 4, false},
	}
	for _, tt := range tests {
		gr, _ := terrace(t, tt.door, tt.roof)
		r := gr.Reachable(OnGround(H(3, 2)), 40, tt.mover, one)
		goal := OnGround(H(3, 6))
		if got := r.CostTo(goal); got != tt.want {
			t.Errorf("%s: 0302→0306 costs %d, want %d (path %v)", tt.name, got, tt.want, r.PathTo(goal))
			continue
		}
		if tt.want == Unreachable {
			continue
		}
		path := r.PathTo(goal)
		if hasRoof(path) != tt.overRoof {
			t.Errorf("%s: path %v, over a roof: %v, want %v", tt.name, path, hasRoof(path), tt.overRoof)
		}
		if path[0] != OnGround(H(3, 2)) || path[len(path)-1] != goal {
			t.Errorf("%s: path %v does not run from 0302 to 0306", tt.name, path)
		}
	}
}

// Climbing, crossing the roof and coming down on the terrace map (mover 1,
// doors closed); a budget one MP short must not reach the goal.
func TestGraphClimbCosts(t *testing.T) {
	tests := []struct {
		name     string
		from, to Place
		want     int
	}{
		{"up from 0303", OnGround(H(3, 3)), OnRoof(H(3, 4)), 6},
		{"across the whole roof", OnRoof(H(1, 4)), OnRoof(H(5, 4)), 4 * 2},
		{"down to 0305", OnRoof(H(3, 4)), OnGround(H(3, 5)), 4},
		{"down, then on along row 05", OnRoof(H(3, 4)), OnGround(H(5, 5)), 4 + 2},
		{"no way up from the south", OnGround(H(3, 5)), OnRoof(H(3, 4)), Unreachable},
		{"no way down to the north", OnRoof(H(3, 4)), OnGround(H(1, 1)), Unreachable},
	}
	for _, tt := range tests {
		gr, _ := terrace(t, Intact, true)
		r := gr.Reachable(tt.from, 60, 1, one)
		if got := r.CostTo(tt.to); got != tt.want {
			t.Errorf("%s: %s→%s costs %d, want %d (path %v)", tt.name, tt.from, tt.to, got, tt.want, r.PathTo(tt.to))
		}
		if tt.want != Unreachable {
			if got := gr.Reachable(tt.from, tt.want-1, 1, one).CostTo(tt.to); got != Unreachable {
				t.Errorf("%s: reached at %d with a budget of %d", tt.name, got, tt.want-1)
			}
		}
	}
}

// A box is reached only through its links, and only by the movers whose
// link costs allow it.
func TestGraphBoxOnlyThroughItsLinks(t *testing.T) {
	g := NewGrid(5, 5)
	tests := []struct {
		name     string
		links    bool
		mover    Mover
		from, to Place
		want     int
	}{
		{"no links: the box is cut off", false, 1, OnGround(H(1, 1)), Place{Box: 1}, Unreachable},
		{"no links: nothing leaves the box", false, 1, Place{Box: 1}, OnGround(H(1, 5)), Unreachable},
		{"into the box by the nearer link hex", true, 1, OnGround(H(1, 1)), Place{Box: 1}, 4 + 2},
		{"out of the box and on", true, 1, Place{Box: 1}, OnGround(H(3, 5)), 1 + 2},
		{"mover 0 may not take the links", true, 0, OnGround(H(1, 1)), Place{Box: 1}, Unreachable},
		{"mover 0 next to a link hex: still not", true, 0, OnGround(H(5, 5)), Place{Box: 1}, Unreachable},
	}
	for _, tt := range tests {
		gr := NewGraph(g, nil)
		box := gr.AddBox("hill")
		if box != (Place{Box: 1}) || gr.BoxName(box) != "hill" {
			t.Fatalf("AddBox gave %v named %q", box, gr.BoxName(box))
		}
		if tt.links {
			for _, h := range []Hex{H(1, 5), H(5, 5)} {
				if err := gr.Link(OnGround(h), box, Costs{Impassable, 2}); err != nil {
					t.Fatal(err)
				}
				if err := gr.Link(box, OnGround(h), Costs{Impassable, 1}); err != nil {
					t.Fatal(err)
				}
			}
		}
		r := gr.Reachable(tt.from, 40, tt.mover, one)
		if got := r.CostTo(tt.to); got != tt.want {
			t.Errorf("%s: %s→%s costs %d, want %d (path %v)", tt.name, tt.from, tt.to, got, tt.want, r.PathTo(tt.to))
		}
	}
}

func TestGraphPlacesAndLinksAreChecked(t *testing.T) {
	g := NewGrid(4, 4)
	gr := NewGraph(g, nil)
	if _, err := gr.AddRoof([]Hex{H(2, 2), H(2, 3)}, Same(2)); err != nil {
		t.Fatal(err)
	}
	box := gr.AddBox("b")
	for i := 0; i < gr.Size(); i++ {
		p := gr.PlaceAt(i)
		j, ok := gr.Index(p)
		if gr.RoofAt(p.Hex) == 0 && p.Level == Roof {
			if ok {
				t.Errorf("roof over unroofed %s has index %d", p.Hex, j)
			}
			continue
		}
		if !ok || j != i {
			t.Errorf("PlaceAt(%d) = %s, Index gives %d, %v", i, p, j, ok)
		}
	}
	tests := []struct {
		name     string
		from, to Place
		cost     Costs
	}{
		{"roof over an unroofed hex", OnGround(H(1, 1)), OnRoof(H(1, 1)), Same(6)},
		{"off the grid", OnGround(H(5, 1)), OnGround(H(1, 1)), Same(1)},
		{"an unknown box", Place{Box: 2}, OnGround(H(1, 1)), Same(1)},
		{"to itself", box, box, Same(1)},
		{"cost below impassable", OnGround(H(1, 1)), box, Same(-2)},
	}
	for _, tt := range tests {
		if err := gr.Link(tt.from, tt.to, tt.cost); err == nil {
			t.Errorf("%s: Link(%s, %s) accepted", tt.name, tt.from, tt.to)
		}
	}
	if _, err := gr.AddRoof([]Hex{H(1, 1), H(2, 3)}, Same(2)); err == nil {
		t.Error("a hex under two roofs was accepted")
	}
	if gr.RoofAt(H(1, 1)) != 0 {
		t.Error("a refused roof left a hex roofed")
	}
	if r := gr.Reachable(OnRoof(H(1, 1)), 10, 0, one); slices.ContainsFunc(r.Cost, func(c int) bool { return c != Unreachable }) {
		t.Error("a search from a place not in the graph reached something")
	}
}
