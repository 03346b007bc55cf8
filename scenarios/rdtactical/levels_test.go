package rdtactical

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"zulu1879/hexmap"
)

func movers(t *testing.T, m *Map) (british, zulu hexmap.Mover) {
	t.Helper()
	b, ok1 := m.Mover("british")
	z, ok2 := m.Mover("zulu")
	if !ok1 || !ok2 {
		t.Fatal("the map has no british or no zulu mover")
	}
	return b, z
}

func place(t *testing.T, s string) hexmap.Place {
	t.Helper()
	if roof, ok := strings.CutSuffix(s, "^"); ok {
		return hexmap.OnRoof(hx(t, roof))
	}
	return hexmap.OnGround(hx(t, s))
}

// Climbing onto the roofs of the real map, crossing them and coming down:
// 6 up, 4 down, 2 a hex across, for both sides, with the terrain's 1 MP for
// a step on the ground.
func TestStationRoofClimbCosts(t *testing.T) {
	m := builtin(t)
	british, zulu := movers(t, m)
	tests := []struct {
		name     string
		mover    hexmap.Mover
		from, to string
		want     int
	}{
		{"onto the storehouse from the yard", british, "4017", "4018^", 6},
		{"onto the storehouse from the kraal", zulu, "5119", "5019^", 6},
		{"onto the storehouse from the west yard", british, "3720", "3820^", 6},
		{"across the storehouse roof, two hexes", british, "4018^", "4218^", 2 * 2},
		{"across the storehouse roof, six hexes", british, "3818^", "4418^", 6 * 2},
		{"down from the storehouse into the yard", british, "4018^", "4017", 4},
		{"down from the storehouse outside the south wall", zulu, "4021^", "4022", 4},
		{"onto the hospital from outside the perimeter", zulu, "1118", "1218^", 6},
		{"onto the hospital from the yard", british, "2217", "2118^", 6},
		{"from the wing's roof across to the main roof", zulu, "1223^", "1221^", 2 * 2},
		{"down from the hospital at the back", zulu, "1621^", "1622", 4},
	}
	for _, tt := range tests {
		r := m.Graph.Reachable(place(t, tt.from), 60, tt.mover, m.EnterCost)
		to := place(t, tt.to)
		if got := r.CostTo(to); got != tt.want {
			t.Errorf("%s: %s→%s costs %d, want %d (path %v)", tt.name, tt.from, tt.to, got, tt.want, r.PathTo(to))
		}
	}
}

// The storehouse roof is climbed only from inside the perimeter: its up
// climbs all start there, every perimeter hex next to it has one, and a
// Zulu south of it must go round into the perimeter to climb. Climbing down
// is allowed on every face. The hospital has no such rule.
func TestStationStorehouseRoofOnlyFromInsideThePerimeter(t *testing.T) {
	m := builtin(t)
	_, zulu := movers(t, m)
	per, _ := m.Area("perimeter")
	store, ok := m.Roof("storehouse-roof")
	if !ok {
		t.Fatal("no storehouse-roof")
	}
	hosp, ok := m.Roof("hospital-roof")
	if !ok {
		t.Fatal("no hospital-roof")
	}
	for _, c := range store.Ups {
		if !per.Contains(c.Ground) {
			t.Errorf("the storehouse roof is climbed from %s, outside the perimeter", c.Ground)
		}
	}
	outsideDowns, outsideHospUps := 0, 0
	for _, c := range store.Downs {
		if !per.Contains(c.Ground) {
			outsideDowns++
		} else if !slices.Contains(store.Ups, c) {
			t.Errorf("no climb from %s inside the perimeter onto %s", c.Ground, c.Roof)
		}
	}
	for _, c := range hosp.Ups {
		if !per.Contains(c.Ground) {
			outsideHospUps++
		}
	}
	if outsideDowns == 0 || outsideHospUps == 0 {
		t.Errorf("%d climbs down from the storehouse and %d up the hospital outside the perimeter; want some of each", outsideDowns, outsideHospUps)
	}
	for _, h := range []string{"4022", "4522", "5022"} {
		to, _ := m.Graph.Links(place(t, h), zulu)
		if slices.ContainsFunc(to, func(p hexmap.Place) bool { return p.Level == hexmap.Roof }) {
			t.Errorf("%s, south of the storehouse, has a climb onto a roof: %v", h, to)
		}
	}
	r := m.Graph.Reachable(place(t, "4022"), 200, zulu, m.EnterCost)
	path := r.PathTo(place(t, "4021^"))
	first := slices.IndexFunc(path, func(p hexmap.Place) bool { return p.Level == hexmap.Roof })
	if first < 1 {
		t.Fatalf("4022→4021^: path %v", path)
	}
	if from := path[first-1]; !per.Contains(from.Hex) || r.CostTo(path[len(path)-1]) <= 6+4 {
		t.Errorf("4022→4021^ climbs from %s at a total of %d; want a climb from the perimeter after going round (path %v)", from, r.CostTo(path[len(path)-1]), path)
	}
}

// The Oskarberg box is reached only through its links: for a Zulu, the cost
// into it is the cheapest ground cost to a hex of row 34 plus 1, and out of
// it 1 plus the ground cost from row 34; the British may not use the links;
// without the links nobody reaches it.
func TestStationOskarbergOnlyThroughItsLinks(t *testing.T) {
	m := builtin(t)
	british, zulu := movers(t, m)
	box, ok := m.Box("oskarberg")
	if !ok || m.Graph.BoxName(box) != "oskarberg" {
		t.Fatalf("Box(oskarberg) = %v, %v", box, ok)
	}
	g := m.Grid
	for _, start := range []string{"3230", "0127", "6434", "3015", "1220"} {
		plain := m.Sides.Reachable(g.Index(hx(t, start)), 300, zulu, m.EnterCost)
		want := hexmap.Unreachable
		for c := 1; c <= g.Cols; c++ {
			if pc := plain.Cost[g.Index(hexmap.H(c, 34))]; pc != hexmap.Unreachable && (want == hexmap.Unreachable || pc+1 < want) {
				want = pc + 1
			}
		}
		r := m.Graph.Reachable(place(t, start), 300, zulu, m.EnterCost)
		if got := r.CostTo(box); got != want {
			t.Errorf("Zulu %s→oskarberg costs %d, want %d (path %v)", start, got, want, r.PathTo(box))
		} else if p := r.PathTo(box); p[len(p)-2].Hex.Row != 34 {
			t.Errorf("Zulu %s→oskarberg enters from %s, not row 34", start, p[len(p)-2])
		}
		if got := m.Graph.Reachable(place(t, start), 300, british, m.EnterCost).CostTo(box); got != hexmap.Unreachable {
			t.Errorf("British %s→oskarberg costs %d; the British may not go there", start, got)
		}
	}
	out := m.Graph.Reachable(box, 300, zulu, m.EnterCost)
	if got := out.CostTo(place(t, "3230")); got != 1+4 {
		t.Errorf("oskarberg→3230 costs %d, want 1 out onto 3234 and 4 steps north", got)
	}
	cut := withoutLevels(t)
	cutBox, _ := cut.Box("oskarberg")
	if got := cut.Graph.Reachable(place(t, "3234"), 300, zulu, cut.EnterCost).CostTo(cutBox); got != hexmap.Unreachable {
		t.Errorf("with no links the box costs %d from 3234", got)
	}
}

// withoutLevels parses the embedded map with its "roofs" and "links" cut.
func withoutLevels(t *testing.T) *Map {
	t.Helper()
	i := bytes.Index(stationJSON, []byte(`  ],
  "roofs"`))
	if i < 0 {
		t.Fatal("the file no longer has its roofs after the sides")
	}
	data := append(slices.Clone(stationJSON[:i]), []byte("  ]\n}\n")...)
	m, err := Parse(data, BuiltinFile)
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Roofs) != 0 || len(m.BoxLinks) != 0 {
		t.Fatalf("cut map still has %d roofs and %d links", len(m.Roofs), len(m.BoxLinks))
	}
	return m
}

// With no roofs and no links the graph search on the real map is the
// ground search, cost for cost and parent for parent, for both sides.
func TestStationGraphWithoutLevelsIsTheGroundSearch(t *testing.T) {
	m := withoutLevels(t)
	british, zulu := movers(t, m)
	g := m.Grid
	for _, start := range []string{"0101", "3015", "1220", "4019", "3230", "5520"} {
		for _, mv := range []hexmap.Mover{british, zulu} {
			plain := m.Sides.Reachable(g.Index(hx(t, start)), 40, mv, m.EnterCost)
			got := m.Graph.Reachable(place(t, start), 40, mv, m.EnterCost)
			n := g.Size()
			if !slices.Equal(got.Cost[:n], plain.Cost) || !slices.Equal(got.Parent[:n], plain.Parent) {
				t.Errorf("from %s, mover %d: the graph search differs from Sides.Reachable", start, mv)
			}
			if slices.ContainsFunc(got.Cost[n:], func(c int) bool { return c != hexmap.Unreachable }) {
				t.Errorf("from %s, mover %d: a roof or box was reached with no roofs or links", start, mv)
			}
		}
	}
}

// The graph shares the map's Sides: a door opened there is open in it.
func TestStationGraphSeesDoorChanges(t *testing.T) {
	m := builtin(t)
	_, zulu := movers(t, m)
	from, to := place(t, "4017"), place(t, "4018")
	closed := m.Graph.Reachable(from, 40, zulu, m.EnterCost).CostTo(to)
	if err := m.Sides.SetState(sd(t, "4018N"), hexmap.Door, hexmap.Smashed); err != nil {
		t.Fatal(err)
	}
	if got := m.Graph.Reachable(from, 40, zulu, m.EnterCost).CostTo(to); got != 1 || closed == 1 {
		t.Errorf("Zulu 4017→4018: %d with the door closed, %d with it broken; want more than 1, then 1", closed, got)
	}
}

// Broken roofs and links are refused with one line naming the file, the
// field and the value.
func TestParseRefusesBrokenRoofsAndLinks(t *testing.T) {
	tests := []struct {
		name      string
		old, new  string
		wantParts []string
	}{
		{"roof over a place", `"over": "storehouse"`, `"over": "kraal"`,
			[]string{`station.json: roofs[1] (storehouse-roof).over: "kraal" is not a building of the map`}},
		{"two roofs over one building", `"over": "storehouse"`, `"over": "hospital"`,
			[]string{`roofs[1] (storehouse-roof).over: building hospital already has roof hospital-roof`}},
		{"roof with no name", `"name": "hospital-roof"`, `"name": ""`, []string{`roofs[0].name: missing`}},
		{"roof named twice", `"name": "storehouse-roof"`, `"name": "hospital-roof"`, []string{`roofs[1] (hospital-roof): the name is used twice`}},
		{"climb from an unknown area", `"upFrom": "perimeter"`, `"upFrom": "yard"`,
			[]string{`roofs[1] (storehouse-roof).upFrom: "yard" is not an area on the map`}},
		{"climb from an area not next to it", `"upFrom": "perimeter"`, `"upFrom": "garden"`,
			[]string{`roofs[1] (storehouse-roof).upFrom: "garden": no hex of it is next to building storehouse`}},
		{"climb from the box", `"upFrom": "perimeter"`, `"upFrom": "oskarberg"`,
			[]string{`roofs[1] (storehouse-roof).upFrom: "oskarberg" is not an area on the map`}},
		{"climb cost missing for a mover", `"up": {"british": 6, "zulu": 6}`, `"up": {"british": 6}`,
			[]string{`roofs[0] (hospital-roof).up: no cost for "zulu"`}},
		{"cost out of range", `"across": {"british": 2, "zulu": 2}`, `"across": {"british": 2, "zulu": 21}`,
			[]string{`roofs[0] (hospital-roof).across.zulu: 21 is not from -1 (impassable) to 20`}},
		{"unknown mover", `"in": {"british": -1, "zulu": 1}`, `"in": {"boer": -1, "zulu": 1}`,
			[]string{`links[0] (oskarberg).in: no mover "boer"`}},
		{"link to a place", `"box": "oskarberg"`, `"box": "kraal"`, []string{`links[0].box: "kraal" is not an off-map box of the map`}},
		{"link hex off the map", `"0134-6434"`, `"0134-6435"`, []string{`links[0] (oskarberg).hexes[0]: hex 6435 is off the 64×34 map`}},
		{"link with no hexes", `"hexes": ["0134-6434"]`, `"hexes": []`, []string{`links[0] (oskarberg).hexes: missing`}},
		{"link hex twice", `"hexes": ["0134-6434"]`, `"hexes": ["0134-6434", "3234"]`, []string{`links[0] (oskarberg).hexes[1]: hex 3234 is listed twice`}},
		{"unknown roof field", `"upFrom": "perimeter"`, `"upFrm": "perimeter"`, []string{"not a map file", `unknown field "upFrm"`}},
	}
	for _, tt := range tests {
		if !bytes.Contains(stationJSON, []byte(tt.old)) {
			t.Fatalf("%s: the file no longer contains %q", tt.name, tt.old)
		}
		_, err := Parse(bytes.Replace(stationJSON, []byte(tt.old), []byte(tt.new), 1), BuiltinFile)
		if err == nil {
			t.Errorf("%s: accepted", tt.name)
			continue
		}
		msg := err.Error()
		if strings.Contains(msg, "\n") || !strings.HasPrefix(msg, BuiltinFile) {
			t.Errorf("%s: %q is not one line starting with the file name", tt.name, msg)
		}
		for _, part := range tt.wantParts {
			if !strings.Contains(msg, part) {
				t.Errorf("%s: error %q does not say %q", tt.name, msg, part)
			}
		}
	}
}
