package hexmap

import (
	"fmt"
	"testing"
)

func mustHex(t *testing.T, s string) Hex {
	t.Helper()
	h, err := ParseHex(s)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// The rulebook's examples fix the grid: even columns sit half a hex lower.
func TestRule2_2_HexGridAdjacency(t *testing.T) {
	cases := []struct {
		a, b string
		want bool
	}{
		{"0808", "0909", true}, // reaction fire example
		{"0909", "1008", true}, // A Co moves 0808→0909→1008
		{"0808", "0909", true},
		{"1008", "0908", true}, // C Co fires from the wagon park
		{"1008", "0909", true},
		{"0708", "0808", true}, // A Co surrounded in 0708
		{"0708", "0909", false},
		{"1206", "1106", true},
		{"1206", "1107", true},
		{"1206", "1205", true},
		{"1206", "1307", true},
		{"1206", "1105", false},
		{"1305", "1206", false},
	}
	for _, c := range cases {
		if got := Adjacent(mustHex(t, c.a), mustHex(t, c.b)); got != c.want {
			t.Errorf("Adjacent(%s, %s) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

func TestRule8_4_RangeCountsHexes(t *testing.T) {
	cases := []struct {
		a, b string
		want int
	}{
		{"0708", "0909", 2}, // A Co's fire in the combat-phase example
		{"1206", "1006", 2}, // LOS example
		{"1206", "0907", 3},
		{"1008", "0908", 1},
		{"0101", "2514", 25},
		{"1206", "1206", 0},
	}
	for _, c := range cases {
		if got := Distance(mustHex(t, c.a), mustHex(t, c.b)); got != c.want {
			t.Errorf("Distance(%s, %s) = %d, want %d", c.a, c.b, got, c.want)
		}
	}
}

func TestHexIDsRoundTrip(t *testing.T) {
	g := NewGrid(25, 14)
	for i := 0; i < g.Size(); i++ {
		h := g.HexAt(i)
		if g.Index(h) != i {
			t.Fatalf("index round trip failed at %d (%s)", i, h)
		}
		if h.Axial().Offset() != h {
			t.Fatalf("axial round trip failed at %s", h)
		}
		p, err := ParseHex(h.String())
		if err != nil || p != h {
			t.Fatalf("ParseHex(%s) = %v, %v", h, p, err)
		}
		for _, n := range g.NeighborIndices(i) {
			if Distance(h, g.HexAt(n)) != 1 {
				t.Fatalf("%s: neighbour %s at distance %d", h, g.HexAt(n), Distance(h, g.HexAt(n)))
			}
		}
	}
	if n := len(g.NeighborIndices(g.Index(H(1, 1)))); n != 2 {
		t.Errorf("corner 0101 has %d on-map neighbours, want 2", n)
	}
	if n := len(g.NeighborIndices(g.Index(H(12, 6)))); n != 6 {
		t.Errorf("1206 has %d on-map neighbours, want 6", n)
	}
}

func TestParseHexErrors(t *testing.T) {
	for _, s := range []string{"", "12", "12a6", "0012", "1200", "-106", "12061"} {
		if _, err := ParseHex(s); err == nil {
			t.Errorf("ParseHex(%q) accepted a bad id", s)
		}
	}
}

// 8.5: heights hexes block fire into and through them, but fire may run
// along their edges. From the Ledge (1206) a unit may fire into 1006 (the line
// runs along the side between 1106 and 1107) and 0907 (it crosses 1107 and
// 1006).
func TestRule8_5_LineOfSight(t *testing.T) {
	key := [NumTerrains]TerrainInfo{}
	key[Clear] = TerrainInfo{MoveCost: 1, Defense: 2}
	key[Heights] = TerrainInfo{BlocksFire: true}
	build := func(heights ...string) *Map {
		m := NewMap(25, 14, key)
		for _, s := range heights {
			m.SetTerrain(mustHex(t, s), Heights)
		}
		return m
	}
	cases := []struct {
		name    string
		heights []string
		from    string
		to      string
		want    bool
	}{
		{"along the edge of 1106", []string{"1106", "1105", "1205"}, "1206", "1006", true},
		{"across 1107 and 1006", []string{"1106", "1105", "1205"}, "1206", "0907", true},
		{"both sides of the edge blocked", []string{"1106", "1107"}, "1206", "1006", false},
		{"through a heights hex", []string{"1107"}, "1206", "0907", false},
		{"into a heights hex", []string{"1006"}, "1206", "1006", false},
		{"adjacent always clear", []string{"1106"}, "1206", "1107", true},
		{"open ground", nil, "0708", "0909", true},
	}
	for _, c := range cases {
		m := build(c.heights...)
		if got := m.LineOfSight(mustHex(t, c.from), mustHex(t, c.to)); got != c.want {
			t.Errorf("%s: LOS %s→%s = %v, want %v", c.name, c.from, c.to, got, c.want)
		}
		m.Freeze(3)
		if got := m.LineOfSight(mustHex(t, c.from), mustHex(t, c.to)); got != c.want {
			t.Errorf("%s (frozen): LOS %s→%s = %v, want %v", c.name, c.from, c.to, got, c.want)
		}
	}
}

func TestLineIsSymmetricInLength(t *testing.T) {
	g := NewGrid(25, 14)
	for i := 0; i < g.Size(); i += 7 {
		for j := 0; j < g.Size(); j += 11 {
			a, b := g.HexAt(i), g.HexAt(j)
			l := Line(a, b, lineEps)
			if len(l) != Distance(a, b)+1 || l[0] != a || l[len(l)-1] != b {
				t.Fatalf("Line(%s,%s) = %v", a, b, l)
			}
			for k := 1; k < len(l); k++ {
				if !Adjacent(l[k-1], l[k]) {
					t.Fatalf("Line(%s,%s) has a gap at %d: %v", a, b, k, l)
				}
			}
		}
	}
}

// Compare orders hexes as their printed ids sort: column first, then row.
func TestCompareOrdersByPrintedID(t *testing.T) {
	tests := []struct {
		a, b Hex
		want int // sign
	}{
		{H(1, 1), H(1, 1), 0},
		{H(1, 2), H(2, 1), -1},
		{H(12, 6), H(12, 5), 1},
		{H(3, 14), H(10, 1), -1},
	}
	for _, tt := range tests {
		got := Compare(tt.a, tt.b)
		if sign(got) != tt.want || sign(Compare(tt.b, tt.a)) != -tt.want {
			t.Errorf("Compare(%v, %v) = %d, want sign %d", tt.a, tt.b, got, tt.want)
		}
		if (tt.a.String() < tt.b.String()) != (tt.want < 0) {
			t.Errorf("%v and %v: the order differs from their ids'", tt.a, tt.b)
		}
	}
}

func sign(x int) int {
	switch {
	case x < 0:
		return -1
	case x > 0:
		return 1
	}
	return 0
}

// TestHexString_PrintsAsPrintfDoes: the printed id is "%02d%02d" of the
// column and row for every hex, on the map and off it (negative and
// three-digit numbers included).
func TestHexString_PrintsAsPrintfDoes(t *testing.T) {
	for col := -12; col <= 120; col++ {
		for row := -12; row <= 120; row++ {
			h := H(col, row)
			want := fmt.Sprintf("%02d%02d", col, row)
			if h.IsNone() {
				want = "----"
			}
			if got := h.String(); got != want {
				t.Fatalf("H(%d, %d).String() = %q, want %q", col, row, got, want)
			}
		}
	}
}

func BenchmarkHexString(b *testing.B) {
	hexes := []Hex{H(1, 1), H(12, 6), H(25, 14), H(9, 10)}
	n := 0
	for i := 0; b.Loop(); i++ {
		n += len(hexes[i%len(hexes)].String())
	}
	if n == 0 {
		b.Fatal("no output")
	}
}
