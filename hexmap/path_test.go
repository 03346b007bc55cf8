package hexmap

import "testing"

// 7.3 and 7.5: entering a hex costs its terrain's MP and a unit may not enter
// a hex it cannot pay for. The rulebook's example: 0808 (1) + 0909 (1) + the
// wagon park at 1008 (2) = 4 MP.
func TestRule7_5_TerrainCosts(t *testing.T) {
	key := [NumTerrains]TerrainInfo{}
	key[Clear] = TerrainInfo{MoveCost: 1, Defense: 2}
	key[Wagons] = TerrainInfo{MoveCost: 2, Defense: 4}
	key[Heights] = TerrainInfo{BlocksFire: true}
	m := NewMap(25, 14, key)
	m.SetTerrain(H(10, 8), Wagons)
	m.SetTerrain(H(9, 8), Heights)
	m.SetTerrain(H(10, 7), Heights)
	cost := func(from, to int) int {
		c := m.Info(to).MoveCost
		if c == 0 {
			return -1
		}
		return c
	}
	r := m.Reachable(m.Index(H(7, 8)), 4, cost)
	if got := r.Cost[m.Index(H(10, 8))]; got != 4 {
		t.Errorf("0708→1008 costs %d, want 4", got)
	}
	path := r.Path(m.Index(H(10, 8)))
	if len(path) != 4 {
		t.Errorf("path 0708→1008 = %v, want 4 hexes", path)
	}
	if r.Cost[m.Index(H(9, 8))] != Unreachable {
		t.Error("a heights hex was entered")
	}
	r3 := m.Reachable(m.Index(H(7, 8)), 3, cost)
	if r3.Cost[m.Index(H(10, 8))] != Unreachable {
		t.Error("1008 reached with 3 MP; entering it costs 2 after 2 clear hexes")
	}
}

func TestRoadBetween(t *testing.T) {
	var key [NumTerrains]TerrainInfo
	m := NewMap(25, 14, key)
	if err := m.AddRoad([]Hex{H(10, 8), H(9, 9), H(8, 9)}); err != nil {
		t.Fatal(err)
	}
	a, b, c := m.Index(H(10, 8)), m.Index(H(9, 9)), m.Index(H(8, 9))
	if !m.RoadBetween(a, b) || !m.RoadBetween(b, a) || !m.RoadBetween(b, c) {
		t.Error("road sides not set both ways")
	}
	if m.RoadBetween(a, m.Index(H(9, 8))) {
		t.Error("road found on a side it does not cross")
	}
	if err := m.AddRoad([]Hex{H(1, 1), H(3, 3)}); err == nil {
		t.Error("a road between non-adjacent hexes was accepted")
	}
}

func BenchmarkReachableZuluMA6(b *testing.B) {
	var key [NumTerrains]TerrainInfo
	key[Clear] = TerrainInfo{MoveCost: 1}
	m := NewMap(25, 14, key)
	cost := func(from, to int) int { return m.Info(to).MoveCost }
	var r Reach
	start := m.Index(H(12, 7))
	for b.Loop() {
		m.ReachableInto(&r, start, 6, cost)
	}
}
