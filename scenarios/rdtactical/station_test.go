package rdtactical

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"zulu1879/hexmap"
)

var update = flag.Bool("update", false, "rewrite testdata/station.txt from the current drawing")

func builtin(t *testing.T) *Map {
	t.Helper()
	m, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func hx(t *testing.T, s string) hexmap.Hex {
	t.Helper()
	h, err := hexmap.ParseHex(s)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func sd(t *testing.T, s string) hexmap.Side {
	t.Helper()
	side, err := hexmap.ParseSide(s)
	if err != nil {
		t.Fatal(err)
	}
	return side
}

// The embedded map has the ground the README describes.
func TestStationTerrain(t *testing.T) {
	m := builtin(t)
	if m.Grid.Cols != 64 || m.Grid.Rows != 34 {
		t.Fatalf("map is %d×%d, want 64×34", m.Grid.Cols, m.Grid.Rows)
	}
	tests := []struct {
		hex, terrain string
		mp           int
		high         bool
	}{
		{"0103", "road", 1, false},
		{"2008", "bushes", 2, false}, // the garden
		{"3011", "ditch", 3, false},
		{"3015", "yard", 1, false},
		{"4415", "yard", 1, false}, // the redoubt site
		{"1218", "floor", 1, false},
		{"1323", "floor", 1, false}, // the dogleg
		{"4520", "floor", 1, false},
		{"5820", "kraal", 1, false},
		{"3030", "slope", 1, true},
		{"3528", "bushes", 2, true},
		{"0520", "bushes", 2, false},
	}
	for _, tt := range tests {
		got := m.TerrainAt(hx(t, tt.hex))
		if got.Name != tt.terrain || got.MP != tt.mp || got.High != tt.high {
			t.Errorf("hex %s is %+v, want %s %d MP high=%v", tt.hex, got, tt.terrain, tt.mp, tt.high)
		}
	}
}

func TestStationAreas(t *testing.T) {
	m := builtin(t)
	tests := []struct {
		hex  string
		want []string
	}{
		{"1218", []string{"hospital", "hospital-f1"}},
		{"2121", []string{"hospital", "hospital-b5"}},
		{"1323", []string{"hospital", "dogleg"}},
		{"4819", []string{"storehouse", "storehouse-east"}},
		{"3015", []string{"perimeter"}},
		{"3020", []string{"perimeter"}},
		{"4416", []string{"perimeter", "redoubt-site"}},
		{"5514", []string{"perimeter", "kraal", "kraal-inner"}},
		{"5621", []string{"perimeter", "kraal", "kraal-outer"}},
		{"3008", []string{"garden"}},
		{"3012", nil},
	}
	for _, tt := range tests {
		if got := m.AreasAt(hx(t, tt.hex)); !slices.Equal(got, tt.want) {
			t.Errorf("hex %s is in %v, want %v", tt.hex, got, tt.want)
		}
	}
	box, ok := m.Area("oskarberg")
	if !ok || box.Kind != OffMap || box.Capacity != 10 || len(box.Hexes) != 0 {
		t.Errorf("oskarberg = %+v, want an off-map box for 10 units", box)
	}
	rooms := 0
	for _, a := range m.Areas {
		if a.Kind == Room && a.In == "hospital" {
			rooms++
		}
	}
	if rooms != 11 {
		t.Errorf("the hospital has %d rooms, want 10 and the dogleg", rooms)
	}
}

func TestStationSides(t *testing.T) {
	m := builtin(t)
	tests := []struct {
		side string
		want []hexmap.Feature
	}{
		{"1218N", []hexmap.Feature{{Kind: hexmap.Door}}},          // front room's door, closed
		{"1318N", []hexmap.Feature{{Kind: hexmap.Window}}},        // and its window
		{"2118SE", []hexmap.Feature{{Kind: hexmap.Window}}},       // the east room's window into the yard
		{"1320SE", []hexmap.Feature{{Kind: hexmap.BuildingWall}}}, // between two back rooms
		{"4719SE", []hexmap.Feature{{Kind: hexmap.Door}}},         // the storehouse's inside door
		{"3014N", []hexmap.Feature{{Kind: hexmap.MealieWall}, {Kind: hexmap.LedgeSide}}},
		{"5514N", []hexmap.Feature{{Kind: hexmap.StoneWall}, {Kind: hexmap.LedgeSide}}},
		{"0514N", []hexmap.Feature{{Kind: hexmap.LedgeSide}}},
		{"2622N", []hexmap.Feature{{Kind: hexmap.WagonSide}}},
		{"3022N", []hexmap.Feature{{Kind: hexmap.MealieWall}}},
		{"3716SE", []hexmap.Feature{{Kind: hexmap.BiscuitBoxes}}},
		{"3718NE", []hexmap.Feature{{Kind: hexmap.BiscuitBoxes}}},                         // the corner at the storehouse
		{"6021SE", []hexmap.Feature{{Kind: hexmap.StoneWall}}},                            // the kraal's south-east corner
		{"2122NE", []hexmap.Feature{{Kind: hexmap.MealieWall}}},                           // the south wall's corner at the hospital
		{"5013SE", []hexmap.Feature{{Kind: hexmap.MealieWall}, {Kind: hexmap.LedgeSide}}}, // where the bags meet the kraal's stone
		{"4415N", []hexmap.Feature{{Kind: hexmap.RedoubtWall, State: hexmap.Unbuilt}}},
		{"3011N", []hexmap.Feature{{Kind: hexmap.StoneWall}}}, // garden wall
		{"3016N", nil},
	}
	for _, tt := range tests {
		if got := m.Sides.At(sd(t, tt.side)); !slices.Equal(got, tt.want) {
			t.Errorf("side %s has %v, want %v", tt.side, got, tt.want)
		}
	}
	loopholes := 0
	for _, s := range m.Sides.All() {
		if m.Sides.Has(s, hexmap.Loophole) {
			loopholes++
		}
	}
	if loopholes < 20 {
		t.Errorf("%d loopholes; both buildings should have them on every face", loopholes)
	}
}

// Independently of the validator's local check: with every side that holds
// anything but a ledge closed, nothing inside the perimeter or the buildings
// is reachable from the map's edge.
func TestStationPerimeterIsClosed(t *testing.T) {
	m := builtin(t)
	g := m.Grid
	blocked := func(from, to int) int {
		s, _ := hexmap.SideBetween(g.HexAt(from), g.HexAt(to))
		for _, f := range m.Sides.At(s) {
			if f.Kind != hexmap.LedgeSide {
				return -1
			}
		}
		return 1
	}
	r := g.Reachable(g.Index(hx(t, "0101")), g.Size(), blocked)
	per, _ := m.Area("perimeter")
	for i := 0; i < g.Size(); i++ {
		h := g.HexAt(i)
		if r.Cost[i] != hexmap.Unreachable && (per.Contains(h) || m.TerrainAt(h).Name == "floor") {
			t.Fatalf("hex %s (%v) is reached from 0101 by %v", h, m.AreasAt(h), hexPath(g, r.Path(i)))
		}
	}
	if r.Cost[g.Index(hx(t, "3012"))] == hexmap.Unreachable {
		t.Error("the ground in front of the north wall is not reached")
	}
}

func hexPath(g *hexmap.Grid, p []int) []hexmap.Hex {
	var out []hexmap.Hex
	for _, i := range p {
		out = append(out, g.HexAt(i))
	}
	return out
}

// Movement over the real map, hex entry costs plus side crossings: over the
// ledge and the north wall, and into a hospital room by its door.
func TestStationPathCosts(t *testing.T) {
	m := builtin(t)
	g := m.Grid
	british, _ := m.Mover("british")
	zulu, _ := m.Mover("zulu")
	enter := func(from, to int) int {
		mp := m.TerrainAt(g.HexAt(to)).MP
		if mp == 0 {
			return -1
		}
		return mp
	}
	tests := []struct {
		name     string
		mover    hexmap.Mover
		from, to string
		door     hexmap.SideState
		want     int
	}{
		{"over ledge and mealie bags", zulu, "3013", "3014", hexmap.Intact, 1 + 1 + 3},
		{"into the first front room, door closed, British", british, "1217", "1218", hexmap.Intact, 2},
		{"into the first front room, door open, Zulu", zulu, "1217", "1218", hexmap.Opened, 1},
		{"into the first front room, door closed, Zulu: by its window", zulu, "1217", "1218", hexmap.Intact, 1 + (1 + 3) + 1},
	}
	for _, tt := range tests {
		m.Sides = builtin(t).Sides
		if err := m.Sides.SetState(sd(t, "1218N"), hexmap.Door, tt.door); err != nil {
			t.Fatal(err)
		}
		r := m.Sides.Reachable(g.Index(hx(t, tt.from)), 30, tt.mover, enter)
		if got := r.Cost[g.Index(hx(t, tt.to))]; got != tt.want {
			t.Errorf("%s: %s→%s costs %d, want %d (path %v)", tt.name, tt.from, tt.to, got, tt.want, hexPath(g, r.Path(g.Index(hx(t, tt.to)))))
		}
	}
}

// Sight on the real map: out through a loophole or window, not through a
// wall, and across the north wall as cover.
func TestStationSight(t *testing.T) {
	m := builtin(t)
	tests := []struct {
		name     string
		from, to string
		clear    bool
		crossing hexmap.SideKind // a feature the line must cross
	}{
		{"from the first front room out of its window", "1318", "1314", true, hexmap.Window},
		{"from one front room into the next", "1418", "1218", false, hexmap.BuildingWall},
		{"from the yard across the north wall", "3015", "3011", true, hexmap.MealieWall},
		{"from the yard into the storehouse", "4216", "4220", false, hexmap.BuildingWall},
		{"from the front room to the back room", "1618", "1621", false, hexmap.BuildingWall},
	}
	for _, tt := range tests {
		got := m.Sides.Sight(hx(t, tt.from), hx(t, tt.to))
		crossed := false
		for _, c := range got.Crossed {
			for _, f := range c.Features {
				crossed = crossed || f.Kind == tt.crossing
			}
		}
		if got.Clear != tt.clear || !crossed {
			t.Errorf("%s: %s→%s = %+v, want clear=%v across a %s", tt.name, tt.from, tt.to, got, tt.clear, tt.crossing)
		}
	}
}

func TestStationTextGolden(t *testing.T) {
	got := builtin(t).Text()
	path := filepath.Join("testdata", "station.txt")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("the drawing differs from %s (go test -update to rewrite it after checking):\n%s", path, got)
	}
}

// Each broken copy of the embedded file must be refused with one line that
// names the file and says what is wrong where.
func TestParseRefusesBrokenMaps(t *testing.T) {
	tests := []struct {
		name      string
		old, new  string
		wantParts []string
	}{
		{"unknown terrain letter", `"rrrrrrrrrr`, `"zrrrrrrrrr`,
			[]string{"station.json:26: map.grid row 03, hex 0103: unknown terrain letter 'z'"}},
		{"short grid row", `"rrrrrrrrrr`, `"rrrrrrrrr`, []string{"station.json:26: map.grid row 03: 63 letters"}},
		{"unknown terrain kind", `"terrain": "ditch"`, `"terrain": "swamp"`, []string{`map.key["d"].terrain: unknown terrain "swamp"`}},
		{"side off the map", `"sides": ["1223S"]`, `"sides": ["0101N"]`, []string{"sides[13] (door)", "0101N is not between two hexes"}},
		{"door on no wall", `"sides": ["1223S"]`, `"sides": ["3016N"]`, []string{"sides[13] (door): side 3016N: a door needs a wall, and there is nothing on it"}},
		{"building with no door", `{"kind": "door",   "sides": ["4018N", "4818N", "3819NW", "4719SE"]}`,
			`{"kind": "window",   "sides": ["4018N", "4818N", "3819NW", "4719SE"]}`, []string{"areas (storehouse): the building has no door"}},
		{"room with a gap", `{"kind": "building-wall", "cols": "15|16", "rows": "18-21"},`, ``,
			[]string{"areas (hospital-f2): side", "has no wall"}},
		{"gap in the perimeter", `"cols": "11|12", "rows": "14-18"`, `"cols": "11|12", "rows": "14-17"`,
			[]string{"areas (perimeter): side 1118NE between 1217 and 1118 outside is open"}},
		{"unknown side kind", `{"kind": "wagon",`, `{"kind": "cart",`, []string{`.kind: unknown hexside kind "cart"`}},
		{"unknown side state", `"state": "unbuilt"`, `"state": "half-built"`, []string{`(redoubt).state: unknown hexside state "half-built"`}},
		{"state missing from the side key", `"door/broken":           {"move": {"british": 1, "zulu": 0}},`, ``, []string{`sideKey: the map has door sides and no line for "door/broken"`}},
		{"cost missing for a mover", `"hole":                  {"move": {"british": 1, "zulu": 1}}`,
			`"hole":                  {"move": {"british": 1}}`, []string{`sideKey["hole"].move: no cost for "zulu"`}},
		{"area off the map", `"hexes": ["4315-4516"]`, `"hexes": ["4315-4599"]`, []string{"areas[19] (redoubt-site).hexes[0]: hex 4599 is off the 64×34 map"}},
		{"room outside its building", `"hexes": ["4818-5021"]`, `"hexes": ["4818-5121"]`, []string{"areas[14] (storehouse-east).hexes: hex 5118 is not in building storehouse"}},
		{"area named twice", `"name": "garden"`, `"name": "kraal"`, []string{"areas[20] (kraal): the name is used twice"}},
		{"spaced walls", `"cols": "55|56", "rows": "14-21"}`, `"cols": "55|56", "rows": "14-21", "every": 2}`, []string{"(stone-wall).every: 2: only openings along a run are spaced"}},
		{"boundary not between neighbours", `"cols": "55|56"`, `"cols": "55|57"`, []string{`cols: "55|57" is not a boundary`}},
		{"two selectors", `"outline": "hospital"}`, `"outline": "hospital", "sides": ["1218N"]}`, []string{"give exactly one of"}},
		{"unknown field", `"revision": 1,`, `"revison": 1,`, []string{"not a map file", `unknown field "revison"`}},
		{"truncated", `"movers"`, `"movers`, []string{"station.json: not a map file: line"}},
	}
	for _, tt := range tests {
		if !bytes.Contains(stationJSON, []byte(tt.old)) {
			t.Fatalf("%s: the file no longer contains %q", tt.name, tt.old)
		}
		data := bytes.Replace(stationJSON, []byte(tt.old), []byte(tt.new), 1)
		_, err := Parse(data, BuiltinFile)
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

// smallMap is a two-by-three map with a one-hex hut and its door.
const smallMap = `{"id":"x","map":{"cols":3,"rows":2,"key":{".":{"terrain":"open","mp":1},"H":{"terrain":"floor","mp":1}},"grid":["..H","..."]},"movers":["a"],"sideKey":{"building-wall":{"move":{"a":-1},"blocksSight":true},"door":{"move":{"a":1}},"door/open":{"move":{"a":1}},"door/broken":{"move":{"a":0}},"hole":{"move":{"a":1}}},"areas":[{"name":"hut","kind":"building","hexes":["0301"]}],"sides":[{"kind":"building-wall","outline":"hut"},{"kind":"door","sides":["0301S"]}]}`

func FuzzParse(f *testing.F) {
	f.Add(stationJSON)
	f.Add([]byte(smallMap))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Parse(data, "fuzz.json")
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("error of more than one line: %q", err)
			}
			return
		}
		_ = m.Text()
	})
}

// The fuzzer's small seed is a valid map, so that mutations start from one.
func TestFuzzSeedIsValid(t *testing.T) {
	if _, err := Parse([]byte(smallMap), "small.json"); err != nil {
		t.Fatal(err)
	}
}

func TestLoadFile(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "small.json")
	if err := os.WriteFile(good, []byte(smallMap), 0o644); err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(dir, "big.json")
	if err := os.WriteFile(big, bytes.Repeat([]byte(" "), MaxFileSize+1), 0o644); err != nil {
		t.Fatal(err)
	}
	m, err := LoadFile(good)
	if err != nil || m.ID != "x" || !m.Sides.Has(sd(t, "0301S"), hexmap.Door) {
		t.Errorf("LoadFile(small.json) = %v, %v", m, err)
	}
	tests := []struct {
		path, want string
	}{
		{big, "big.json: file is larger than"},
		{filepath.Join(dir, "none.json"), "none.json:"},
		{dir, "not a regular file"},
	}
	for _, tt := range tests {
		if _, err := LoadFile(tt.path); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("LoadFile(%s) = %v, want an error saying %q", tt.path, err, tt.want)
		}
	}
}
