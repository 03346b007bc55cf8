package hexmap

import "fmt"

// Terrain is the kind of ground in a hex.
type Terrain uint8

// The terrain kinds of the Isandlwana map.
const (
	Clear   Terrain = iota // open ground
	Tents                  // the camp
	Wagons                 // the wagon park
	Broken                 // broken, stony ground and kopjes
	Donga                  // a dry ravine
	Ledge                  // the Ledge on the mountain's face
	Heights                // cliffs: impassable, block fire
	NumTerrains
)

var terrainNames = [NumTerrains]string{"clear", "tents", "wagons", "broken", "donga", "ledge", "heights"}

// String names the terrain.
func (t Terrain) String() string {
	if t < NumTerrains {
		return terrainNames[t]
	}
	return fmt.Sprintf("terrain(%d)", t)
}

// ParseTerrain reads a terrain name.
func ParseTerrain(s string) (Terrain, error) {
	for i, n := range terrainNames {
		if n == s {
			return Terrain(i), nil
		}
	}
	return 0, fmt.Errorf("unknown terrain %q (known: clear, tents, wagons, broken, donga, ledge, heights)", s)
}

// TerrainInfo is one line of the terrain key.
type TerrainInfo struct {
	// Symbol is the character that stands for the terrain in map files.
	Symbol byte
	// MoveCost is the MP to enter; 0 means no unit may enter.
	MoveCost int
	// Defense is the defence factor of the hex when its occupants are fired on.
	Defense int
	// BlocksFire means the hex may not be fired into or through.
	BlocksFire bool
	// WagonMay means the ammunition wagon may enter off the road.
	WagonMay bool
}

// Passable reports whether units may enter the terrain at all.
func (t TerrainInfo) Passable() bool { return t.MoveCost > 0 }

// Map is a grid with terrain, a terrain key and a road network.
type Map struct {
	*Grid
	Key     [NumTerrains]TerrainInfo
	terrain []Terrain
	road    []uint8 // per hex, bit d set when the road crosses hexside d

	// Line of sight between hexes up to losRange apart, precomputed by
	// Freeze: bit i*Size()+j is set when fire may pass from i to j.
	losBits  Set
	losRange int
}

// Freeze precomputes line of sight between every pair of hexes up to rng
// apart, so that LineOfSight is a table look-up in hot loops. Setting terrain
// afterwards drops the table. A frozen map is safe for concurrent readers.
func (m *Map) Freeze(rng int) {
	n := m.Size()
	bits := NewSet(n * n)
	for i := 0; i < n; i++ {
		a := m.HexAt(i)
		for j := 0; j < n; j++ {
			b := m.HexAt(j)
			if Distance(a, b) <= rng && LineOfSight(a, b, m.BlocksFire) {
				bits.Add(i*n + j)
			}
		}
	}
	m.losBits, m.losRange = bits, rng
}

// NewMap returns a map of the given size, all clear, with the given key.
func NewMap(cols, rows int, key [NumTerrains]TerrainInfo) *Map {
	g := NewGrid(cols, rows)
	return &Map{Grid: g, Key: key, terrain: make([]Terrain, g.Size()), road: make([]uint8, g.Size())}
}

// SetTerrain sets the terrain of hex h (which must be on the map).
func (m *Map) SetTerrain(h Hex, t Terrain) {
	m.terrain[m.Index(h)] = t
	m.losBits = nil
}

// TerrainAt returns the terrain of hex h (on the map).
func (m *Map) TerrainAt(h Hex) Terrain { return m.terrain[m.Index(h)] }

// TerrainOf returns the terrain of hex index i.
func (m *Map) TerrainOf(i int) Terrain { return m.terrain[i] }

// Info returns the terrain key line for hex index i.
func (m *Map) Info(i int) TerrainInfo { return m.Key[m.terrain[i]] }

// direction returns which of the six sides of a leads to b, or -1.
func direction(a, b Hex) int {
	for d, n := range a.Neighbors() {
		if n == b {
			return d
		}
	}
	return -1
}

// AddRoad marks the road as crossing the hexside between each consecutive
// pair of hexes in path; every pair must be adjacent and on the map.
func (m *Map) AddRoad(path []Hex) error {
	for k := 0; k+1 < len(path); k++ {
		a, b := path[k], path[k+1]
		if err := m.Check(a); err != nil {
			return fmt.Errorf("road: %w", err)
		}
		if err := m.Check(b); err != nil {
			return fmt.Errorf("road: %w", err)
		}
		d := direction(a, b)
		if d < 0 {
			return fmt.Errorf("road: hexes %s and %s are not adjacent", a, b)
		}
		m.road[m.Index(a)] |= 1 << d
		m.road[m.Index(b)] |= 1 << ((d + 3) % 6)
	}
	return nil
}

// RoadBetween reports whether the road crosses the hexside between the
// adjacent hexes with indices i and j.
func (m *Map) RoadBetween(i, j int) bool {
	d := direction(m.HexAt(i), m.HexAt(j))
	return d >= 0 && m.road[i]&(1<<d) != 0
}

// HasRoad reports whether any road runs through hex index i.
func (m *Map) HasRoad(i int) bool { return m.road[i] != 0 }

// RoadSides returns the bit set of hexsides of hex index i that the road
// crosses (bit d for the d-th neighbour of Hex.Neighbors).
func (m *Map) RoadSides(i int) uint8 { return m.road[i] }

// BlocksFire reports whether hex h blocks fire (off-map hexes block).
func (m *Map) BlocksFire(h Hex) bool {
	if !m.Contains(h) {
		return true
	}
	return m.Key[m.TerrainAt(h)].BlocksFire
}

// LineOfSight reports whether fire may pass from a to b over this map's
// terrain (units never block).
func (m *Map) LineOfSight(a, b Hex) bool {
	if m.losBits != nil && m.Contains(a) && m.Contains(b) && Distance(a, b) <= m.losRange {
		return m.losBits.Has(m.Index(a)*m.Size() + m.Index(b))
	}
	return LineOfSight(a, b, m.BlocksFire)
}
