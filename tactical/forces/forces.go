// Package forces holds the two sides of The Defense of Rorke's Drift
// (seed 003) as data: the British roster with each man's hex at 4:30 pm,
// the Zulu pool and its arrivals by turn and map edge, and the scenario
// options. The seed text gives none of this; the numbers are estimates
// explained in tactical/README.md. The data is an embedded JSON file;
// Parse validates it (or a user's file of the same shape) against the
// station map, and every error is one line naming the file, the entry and
// the value.
package forces

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"zulu1879/hexmap"
	"zulu1879/internal/untrusted"
	"zulu1879/scenarios/rdtactical"
)

//go:embed forces.json
var forcesJSON []byte

//go:embed forces-2.json
var forces2JSON []byte

// BuiltinFile is the name of the embedded data of revision 1, used in its
// errors.
const BuiltinFile = "forces.json"

// Revisions is the number of revisions of the built-in forces: 1, the
// forces of the first release (forces.json); 2, the Zulu force retuned for
// the stronger British bot (forces-2.json). A revision only ever gains a
// successor; its file never changes, so that saved games replay.
const Revisions = 2

// MaxFileSize is the largest forces file Parse reads.
const MaxFileSize = 1 << 18

// Kind is what a British counter is: it fixes its movement allowance and
// what it may do.
type Kind uint8

// The British kinds of counter.
const (
	Leader   Kind = iota // an officer or NCO: 12 MP, leads a ranked line
	Infantry             // a man of the 24th: 10 MP, may fire in ranks
	Other                // commissariat, NNC, police…: 10 MP, rifle fire only
	Patient              // a hospital patient: 4 MP, or 0 when bed-bound
)

var kindNames = []string{"leader", "infantry", "other", "patient"}

// String names the kind as the file writes it.
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "kind(" + strconv.Itoa(int(k)) + ")"
}

// Man is one British counter.
type Man struct {
	Kind    Kind
	Name    string
	At      hexmap.Hex
	Bed     bool // a bed-bound patient (0 MP; moved only when carried)
	Orderly bool // gives +1 to the wounded roll of men in or next to his hex
}

// Edge is a side of the map Zulus come on from.
type Edge uint8

// The map edges.
const (
	North Edge = iota
	East
	South
	West
)

var edgeNames = []string{"north", "east", "south", "west"}

// String names the edge.
func (e Edge) String() string {
	if int(e) < len(edgeNames) {
		return edgeNames[e]
	}
	return "edge(" + strconv.Itoa(int(e)) + ")"
}

// Arrival is one wave of Zulus: Units counters (Rifles of them rifle units)
// of a regiment, coming on along Edge between From and To (columns for the
// north and south edges, rows for the east and west).
type Arrival struct {
	Turn     int
	Regiment string
	Edge     Edge
	From, To int
	Units    int
	Rifles   int
}

// Trickle is what comes on each turn from turn From once the waves are in:
// PerTurn units (while the pool lasts), on each of Edges in turn.
type Trickle struct {
	From    int
	PerTurn int
	Edges   []Edge
}

// Forces is a validated forces file.
type Forces struct {
	ID, About string
	British   []Man
	// Pool is the number of Zulu counters in all (five men each).
	Pool int
	// OnMapCap is the most Zulu counters on the map (and the Oskarberg)
	// at once; arrivals wait while it is reached.
	OnMapCap int
	Arrivals []Arrival
	Trickle  Trickle
	// BiscuitBoxes is the default of the option: the biscuit-box line is
	// built at the start.
	BiscuitBoxes bool
}

type fileMan struct {
	Kind    string   `json:"kind"`
	Name    string   `json:"name"`
	At      []string `json:"at"`
	Bed     bool     `json:"bed"`
	Orderly bool     `json:"orderly"`
}

type fileArrival struct {
	Turn     int    `json:"turn"`
	Regiment string `json:"regiment"`
	Edge     string `json:"edge"`
	From     int    `json:"from"`
	To       int    `json:"to"`
	Units    int    `json:"units"`
	Rifles   int    `json:"rifles"`
}

type file struct {
	ID      string    `json:"id"`
	About   string    `json:"about"`
	British []fileMan `json:"british"`
	Zulu    struct {
		Pool     int           `json:"pool"`
		OnMapCap int           `json:"onMapCap"`
		Arrivals []fileArrival `json:"arrivals"`
		Trickle  struct {
			From    int      `json:"from"`
			PerTurn int      `json:"perTurn"`
			Edges   []string `json:"edges"`
		} `json:"trickle"`
	} `json:"zulu"`
	Options struct {
		BiscuitBoxes bool `json:"biscuitBoxes"`
	} `json:"options"`
}

// MaxTurn is the last turn of the game (4:50 am).
const MaxTurn = 38

// Builtin loads the embedded forces of revision 1, checked against the
// map m.
func Builtin(m *rdtactical.Map) (*Forces, error) { return Parse(forcesJSON, BuiltinFile, m) }

// BuiltinRevision loads the embedded forces of revision rev (1 to
// Revisions), checked against the map m.
func BuiltinRevision(m *rdtactical.Map, rev int) (*Forces, error) {
	switch rev {
	case 1:
		return Builtin(m)
	case 2:
		return Parse(forces2JSON, "forces-2.json", m)
	}
	return nil, fmt.Errorf("forces revision %d is unknown: this program has revisions 1 to %d", rev, Revisions)
}

// Parse validates a forces file against the map m; name is used in error
// messages, which are one line each.
func Parse(data []byte, name string, m *rdtactical.Map) (*Forces, error) {
	f, err := parse(data, name, m)
	if err != nil {
		return nil, errors.New(untrusted.Text(err.Error()))
	}
	return f, nil
}

func parse(data []byte, name string, m *rdtactical.Map) (*Forces, error) {
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("%s: file is larger than %d bytes; not a forces file", name, MaxFileSize)
	}
	if err := untrusted.CheckEncoding(data); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	var f file
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		if line, _, ok := untrusted.JSONPosition(data, err); ok {
			return nil, fmt.Errorf("%s: not a forces file: line %d: %v", name, line, err)
		}
		return nil, fmt.Errorf("%s: not a forces file: %v", name, err)
	}
	if dec.More() {
		return nil, fmt.Errorf("%s: text after the closing brace", name)
	}
	errf := func(field, format string, args ...any) error {
		return fmt.Errorf("%s: %s: %s", name, field, fmt.Sprintf(format, args...))
	}
	out := &Forces{ID: f.ID, About: f.About, Pool: f.Zulu.Pool, OnMapCap: f.Zulu.OnMapCap, BiscuitBoxes: f.Options.BiscuitBoxes}
	if f.ID == "" {
		return nil, errf("id", "missing")
	}
	hospital, ok := m.Area("hospital")
	if !ok {
		return nil, errf("british", "the map has no area \"hospital\" for the patients")
	}
	taken := map[hexmap.Hex]string{}
	for i, e := range f.British {
		field := fmt.Sprintf("british[%d] (%s)", i, clip(e.Name))
		k := -1
		for j, n := range kindNames {
			if n == e.Kind {
				k = j
			}
		}
		if k < 0 {
			return nil, errf(field, "unknown kind %q (have: %s)", clip(e.Kind), strings.Join(kindNames, ", "))
		}
		if e.Bed && Kind(k) != Patient {
			return nil, errf(field, "only a patient may be bed-bound")
		}
		if len(e.At) == 0 {
			return nil, errf(field, "no hexes in \"at\"")
		}
		for _, s := range e.At {
			hexes, err := Block(s, m.Grid)
			if err != nil {
				return nil, errf(field+".at", "%v", err)
			}
			for _, h := range hexes {
				if prev, dup := taken[h]; dup {
					return nil, errf(field+".at", "hex %s already holds %s (one counter a hex)", h, prev)
				}
				if m.TerrainAt(h).MP == 0 {
					return nil, errf(field+".at", "hex %s cannot be entered", h)
				}
				if Kind(k) == Patient && !hospital.Contains(h) {
					return nil, errf(field+".at", "hex %s: patients start in the hospital", h)
				}
				taken[h] = e.Name
				out.British = append(out.British, Man{Kind: Kind(k), Name: e.Name, At: h, Bed: e.Bed, Orderly: e.Orderly})
			}
		}
	}
	if len(out.British) == 0 || len(out.British) > 999 {
		return nil, errf("british", "%d men; want 1 to 999", len(out.British))
	}
	if out.Pool < 1 || out.Pool > 9999 {
		return nil, errf("zulu.pool", "%d; want 1 to 9999", out.Pool)
	}
	if out.OnMapCap < 1 || out.OnMapCap > out.Pool {
		return nil, errf("zulu.onMapCap", "%d; want 1 to the pool (%d)", out.OnMapCap, out.Pool)
	}
	total := 0
	for i, a := range f.Zulu.Arrivals {
		field := fmt.Sprintf("zulu.arrivals[%d] (%s)", i, clip(a.Regiment))
		e, err := edgeNamed(a.Edge)
		if err != nil {
			return nil, errf(field+".edge", "%v", err)
		}
		if a.Turn < 1 || a.Turn > MaxTurn {
			return nil, errf(field+".turn", "%d; want 1 to %d", a.Turn, MaxTurn)
		}
		max := m.Grid.Cols
		if e == East || e == West {
			max = m.Grid.Rows
		}
		if a.From < 1 || a.To > max || a.From > a.To {
			return nil, errf(field, "span %d-%d is not within 1-%d", a.From, a.To, max)
		}
		if a.Units < 1 || a.Rifles < 0 || a.Rifles > a.Units {
			return nil, errf(field, "%d units with %d rifles", a.Units, a.Rifles)
		}
		total += a.Units
		out.Arrivals = append(out.Arrivals, Arrival{Turn: a.Turn, Regiment: a.Regiment, Edge: e, From: a.From, To: a.To, Units: a.Units, Rifles: a.Rifles})
	}
	if total > out.Pool {
		return nil, errf("zulu.arrivals", "%d units arrive but the pool holds %d", total, out.Pool)
	}
	t := f.Zulu.Trickle
	if t.From < 1 || t.From > MaxTurn || t.PerTurn < 0 || t.PerTurn > out.OnMapCap {
		return nil, errf("zulu.trickle", "from turn %d, %d a turn: want a turn 1-%d and 0-%d a turn", t.From, t.PerTurn, MaxTurn, out.OnMapCap)
	}
	if t.PerTurn > 0 && len(t.Edges) == 0 {
		return nil, errf("zulu.trickle.edges", "no edges")
	}
	out.Trickle = Trickle{From: t.From, PerTurn: t.PerTurn}
	for j, s := range t.Edges {
		e, err := edgeNamed(s)
		if err != nil {
			return nil, errf(fmt.Sprintf("zulu.trickle.edges[%d]", j), "%v", err)
		}
		out.Trickle.Edges = append(out.Trickle.Edges, e)
	}
	return out, nil
}

func edgeNamed(s string) (Edge, error) {
	for i, n := range edgeNames {
		if n == s {
			return Edge(i), nil
		}
	}
	return 0, fmt.Errorf("unknown edge %q (have: %s)", clip(s), strings.Join(edgeNames, ", "))
}

// Block reads a hex "CCRR" or a block "CCRR-CCRR" (the columns and rows of
// the first to those of the second) and lists its hexes, column by column,
// all on grid g.
func Block(s string, g *hexmap.Grid) ([]hexmap.Hex, error) {
	a, b, isBlock := strings.Cut(s, "-")
	h1, err := hexmap.ParseHex(a)
	if err != nil {
		return nil, fmt.Errorf("%q: %v", clip(s), err)
	}
	h2 := h1
	if isBlock {
		if h2, err = hexmap.ParseHex(b); err != nil {
			return nil, fmt.Errorf("%q: %v", clip(s), err)
		}
	}
	if h2.Col < h1.Col || h2.Row < h1.Row {
		return nil, fmt.Errorf("%q: the block runs backwards", clip(s))
	}
	var out []hexmap.Hex
	for c := h1.Col; c <= h2.Col; c++ {
		for r := h1.Row; r <= h2.Row; r++ {
			h := hexmap.H(c, r)
			if !g.Contains(h) {
				return nil, fmt.Errorf("hex %s is off the %d×%d map", h, g.Cols, g.Rows)
			}
			out = append(out, h)
		}
	}
	return out, nil
}

// EdgeHexes lists the hexes of edge e of grid g between from and to
// (columns or rows), in order.
func EdgeHexes(g *hexmap.Grid, e Edge, from, to int) []hexmap.Hex {
	var out []hexmap.Hex
	for i := from; i <= to; i++ {
		var h hexmap.Hex
		switch e {
		case North:
			h = hexmap.H(i, 1)
		case South:
			h = hexmap.H(i, g.Rows)
		case West:
			h = hexmap.H(1, i)
		case East:
			h = hexmap.H(g.Cols, i)
		}
		if g.Contains(h) {
			out = append(out, h)
		}
	}
	return out
}

func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}
