// Package rdtactical holds the map of the mission station at Rorke's Drift
// for the tactical game (issue 18): terrain per hex, the walls, doors,
// windows and loopholes on the hexsides, and the named areas (buildings,
// rooms, the kraal, the Oskarberg box off the map), the roofs and the box's
// links, joined in a movement graph (levels.go). The map is an embedded
// JSON file; Parse validates it (or a user's file in the same format) and
// every error is one line naming the file, the line or field, and the value.
// The format and the choices behind the data are in README.md.
package rdtactical

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"zulu1879/hexmap"
	"zulu1879/internal/untrusted"
)

//go:embed station.json
var stationJSON []byte

// BuiltinFile is the name of the embedded map, used in its errors.
const BuiltinFile = "station.json"

// MaxFileSize is the largest map file Parse reads.
const MaxFileSize = 1 << 20

// Limits on a file's lists, so that a hostile file cannot make Parse slow.
const (
	MaxAreas       = 200
	MaxSideEntries = 2000
)

// Terrains are the ground kinds a key may give a letter. What they do in
// play beyond their entry cost is the engine's business (next slice).
var Terrains = []string{"open", "road", "yard", "bushes", "ditch", "floor", "kraal", "slope"}

// Terrain is one line of the map key.
type Terrain struct {
	Symbol byte
	Name   string // one of Terrains
	MP     int    // to enter the hex; 0: no unit may
	High   bool   // higher ground (fire from it is not level)
}

// AreaKind is what a named area is.
type AreaKind uint8

// The kinds of named area.
const (
	Building AreaKind = iota // walled, floored hexes
	Room                     // part of a building, closed by walls and openings
	Place                    // a named stretch of ground (the kraal, the perimeter…)
	OffMap                   // a box off the map, with no hexes (the Oskarberg)
)

var areaKindNames = []string{"building", "room", "place", "offmap"}

// String names the kind as map files write it.
func (k AreaKind) String() string {
	if int(k) < len(areaKindNames) {
		return areaKindNames[k]
	}
	return fmt.Sprintf("area-kind(%d)", k)
}

// Area is a named area of the map.
type Area struct {
	Name     string
	Kind     AreaKind
	In       string       // the building of a room
	Hexes    []hexmap.Hex // sorted; none for an off-map box
	Capacity int          // units an off-map box holds; 0 for others

	set map[hexmap.Hex]bool
}

// Contains reports whether h is in the area.
func (a *Area) Contains(h hexmap.Hex) bool { return a.set[h] }

// Map is a validated station map.
type Map struct {
	ID, Name, About string
	Revision        int
	Grid            *hexmap.Grid
	// Key is the terrain key by symbol.
	Key map[byte]Terrain
	// Sides holds the hexside features and their table.
	Sides *hexmap.Sides
	// Movers names the mover classes of the side table, in order.
	Movers []string
	// Areas in file order.
	Areas []*Area
	// Roofs in file order (none in a file without "roofs").
	Roofs []*Roof
	// BoxLinks are the ways into and out of the off-map boxes, in file order.
	BoxLinks []*BoxLink
	// Graph is the movement graph: the ground with Sides (the same layer, so
	// a door opened on Sides is open in the graph), the roofs with their
	// climbs, and the off-map boxes with their links. It keeps the Sides it
	// was built with: a Map whose Sides field is replaced needs NewGraph.
	Graph *hexmap.Graph

	symbols []byte // per hex index
}

// TerrainAt returns the key line of hex h (on the map).
func (m *Map) TerrainAt(h hexmap.Hex) Terrain { return m.Key[m.symbols[m.Grid.Index(h)]] }

// Symbol returns the letter of hex h in the grid.
func (m *Map) Symbol(h hexmap.Hex) byte { return m.symbols[m.Grid.Index(h)] }

// Area returns the area with the given name.
func (m *Map) Area(name string) (*Area, bool) {
	for _, a := range m.Areas {
		if a.Name == name {
			return a, true
		}
	}
	return nil, false
}

// AreasAt names the areas that contain h, in file order.
func (m *Map) AreasAt(h hexmap.Hex) []string {
	var out []string
	for _, a := range m.Areas {
		if a.Contains(h) {
			out = append(out, a.Name)
		}
	}
	return out
}

// Mover returns the class of a mover named in the file ("british").
func (m *Map) Mover(name string) (hexmap.Mover, bool) {
	i := slices.Index(m.Movers, name)
	return hexmap.Mover(i), i >= 0
}

// Builtin loads the embedded map.
func Builtin() (*Map, error) { return Parse(stationJSON, BuiltinFile) }

// file is the JSON form.
type file struct {
	ID       string `json:"id"`
	Revision int    `json:"revision"`
	Name     string `json:"name"`
	About    string `json:"about"`
	Map      struct {
		Cols int `json:"cols"`
		Rows int `json:"rows"`
		Key  map[string]struct {
			Terrain string `json:"terrain"`
			MP      int    `json:"mp"`
			High    bool   `json:"high"`
		} `json:"key"`
		Grid []string `json:"grid"`
	} `json:"map"`
	Movers  []string `json:"movers"`
	SideKey map[string]struct {
		Move        map[string]int `json:"move"`
		BlocksSight bool           `json:"blocksSight"`
	} `json:"sideKey"`
	Areas []struct {
		Name     string   `json:"name"`
		Kind     string   `json:"kind"`
		In       string   `json:"in"`
		Hexes    []string `json:"hexes"`
		Capacity int      `json:"capacity"`
	} `json:"areas"`
	Sides []sideEntry  `json:"sides"`
	Roofs []roofEntry  `json:"roofs"`
	Links []boxLinkSet `json:"links"`
}

type sideEntry struct {
	Kind    string   `json:"kind"`
	State   string   `json:"state"`
	Sides   []string `json:"sides"`
	Rows    string   `json:"rows"`
	Cols    string   `json:"cols"`
	Outline string   `json:"outline"`
	Every   int      `json:"every"`
	Over    string   `json:"over"`
}

// Parse validates a map file; name is used in error messages, which are
// one line each.
func Parse(data []byte, name string) (*Map, error) {
	m, err := parse(data, name)
	if err != nil {
		return nil, errors.New(untrusted.Text(err.Error()))
	}
	return m, nil
}

// LoadFile reads and validates a map file of one's own (a regular file of at
// most MaxFileSize bytes).
func LoadFile(path string) (*Map, error) {
	data, err := untrusted.ReadFile(path, MaxFileSize)
	if err != nil {
		// The message is made safe to print (the path comes from the
		// user); the cause stays, so errors.Is(err, fs.ErrNotExist) holds.
		return nil, &readError{msg: untrusted.Text(fmt.Sprintf("%s: %v", path, err)), err: err}
	}
	return Parse(data, path)
}

// readError is a map file that cannot be read: a one-line message and the
// system's cause.
type readError struct {
	msg string
	err error
}

func (e *readError) Error() string { return e.msg }
func (e *readError) Unwrap() error { return e.err }

func parse(data []byte, name string) (*Map, error) {
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("%s: file is larger than %d bytes; not a map", name, MaxFileSize)
	}
	if err := untrusted.CheckEncoding(data); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	var f file
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("%s: not a map file: %s", name, jsonError(data, err))
	}
	if dec.More() {
		return nil, fmt.Errorf("%s: text after the map's closing brace", name)
	}
	p := &parser{name: name, data: data}
	return p.build(&f)
}

// jsonError adds a line number to encoding/json's errors.
func jsonError(data []byte, err error) string {
	line, _, ok := untrusted.JSONPosition(data, err)
	if !ok {
		return err.Error()
	}
	return fmt.Sprintf("line %d: %v", line, err)
}

type parser struct {
	name string
	data []byte
}

// errf makes an error naming the file and a field.
func (p *parser) errf(field, format string, args ...any) error {
	return fmt.Errorf("%s: %s: %s", p.name, field, fmt.Sprintf(format, args...))
}

// gridLines finds the file line of each grid row, in order (rows may repeat,
// so each is searched for after the one before).
func (p *parser) gridLines(rows []string) []int {
	lines := make([]int, len(rows))
	from := bytes.Index(p.data, []byte(`"grid"`))
	for i, r := range rows {
		lines[i] = 0
		if from < 0 {
			continue
		}
		q, err := json.Marshal(r)
		if err != nil {
			continue
		}
		k := bytes.Index(p.data[from:], q)
		if k < 0 {
			from = -1
			continue
		}
		from += k
		lines[i] = 1 + bytes.Count(p.data[:from], []byte("\n"))
		from += len(q)
	}
	return lines
}

func (p *parser) build(f *file) (*Map, error) {
	if f.ID == "" {
		return nil, p.errf("id", "missing")
	}
	m := &Map{ID: f.ID, Name: f.Name, About: f.About, Revision: f.Revision, Key: map[byte]Terrain{}}
	if m.Revision == 0 {
		m.Revision = 1
	} else if m.Revision < 0 {
		return nil, p.errf("revision", "%d is not a positive number", f.Revision)
	}
	if m.Name == "" {
		m.Name = m.ID
	}
	cols, rows := f.Map.Cols, f.Map.Rows
	if cols < 2 || rows < 2 || cols > 99 || rows > 99 {
		return nil, p.errf("map.cols/map.rows", "%d×%d is not a size from 2×2 to 99×99", cols, rows)
	}
	m.Grid = hexmap.NewGrid(cols, rows)

	// The key and the grid.
	for sym, k := range f.Map.Key {
		field := fmt.Sprintf("map.key[%q]", sym)
		if len(sym) != 1 || sym[0] <= ' ' || sym[0] > '~' {
			return nil, p.errf(field, "a symbol is one printable ASCII character, not %q", sym)
		}
		if !slices.Contains(Terrains, k.Terrain) {
			return nil, p.errf(field+".terrain", "unknown terrain %q (known: %s)", k.Terrain, strings.Join(Terrains, ", "))
		}
		if k.MP < 0 || k.MP > 20 {
			return nil, p.errf(field+".mp", "%d is not from 0 to 20", k.MP)
		}
		m.Key[sym[0]] = Terrain{Symbol: sym[0], Name: k.Terrain, MP: k.MP, High: k.High}
	}
	if len(f.Map.Grid) != rows {
		return nil, p.errf("map.grid", "%d rows, the map has %d", len(f.Map.Grid), rows)
	}
	lines := p.gridLines(f.Map.Grid)
	m.symbols = make([]byte, m.Grid.Size())
	for r, line := range f.Map.Grid {
		at := fmt.Sprintf("%s:%d: map.grid row %02d", p.name, lines[r], r+1)
		if len(line) != cols {
			return nil, fmt.Errorf("%s: %d letters, the map has %d columns", at, len(line), cols)
		}
		for c := 0; c < cols; c++ {
			h := hexmap.H(c+1, r+1)
			if _, ok := m.Key[line[c]]; !ok {
				return nil, fmt.Errorf("%s, hex %s: unknown terrain letter %q (the key has %s)", at, h, line[c], keyLetters(m.Key))
			}
			m.symbols[m.Grid.Index(h)] = line[c]
		}
	}

	// Movers and the side table.
	if len(f.Movers) == 0 || len(f.Movers) > hexmap.MaxMovers {
		return nil, p.errf("movers", "give 1 to %d mover classes, not %d", hexmap.MaxMovers, len(f.Movers))
	}
	for i, mv := range f.Movers {
		if mv == "" || slices.Contains(f.Movers[:i], mv) {
			return nil, p.errf(fmt.Sprintf("movers[%d]", i), "%q is empty or named twice", mv)
		}
	}
	m.Movers = f.Movers
	table := hexmap.SideTable{}
	for key, rule := range f.SideKey {
		field := fmt.Sprintf("sideKey[%q]", key)
		feat, err := parseFeature(key)
		if err != nil {
			return nil, p.errf(field, "%v", err)
		}
		var r hexmap.SideRule
		for i := range r.Move {
			r.Move[i] = hexmap.Impassable
		}
		for mv, cost := range rule.Move {
			i := slices.Index(m.Movers, mv)
			if i < 0 {
				return nil, p.errf(field+".move", "no mover %q (movers: %s)", mv, strings.Join(m.Movers, ", "))
			}
			if cost < -1 || cost > 20 {
				return nil, p.errf(field+".move."+mv, "%d is not from -1 (impassable) to 20", cost)
			}
			r.Move[i] = cost
		}
		for _, mv := range m.Movers {
			if _, ok := rule.Move[mv]; !ok {
				return nil, p.errf(field+".move", "no cost for %q", mv)
			}
		}
		r.BlocksSight = rule.BlocksSight
		table[feat] = r
	}
	m.Sides = hexmap.NewSides(m.Grid, table)

	// Areas.
	if len(f.Areas) > MaxAreas {
		return nil, p.errf("areas", "%d areas; a map has at most %d", len(f.Areas), MaxAreas)
	}
	roomOf, buildingOf := map[hexmap.Hex]string{}, map[hexmap.Hex]string{}
	for i, a := range f.Areas {
		field := fmt.Sprintf("areas[%d]", i)
		if a.Name == "" {
			return nil, p.errf(field+".name", "missing")
		}
		field = fmt.Sprintf("areas[%d] (%s)", i, a.Name)
		if _, dup := m.Area(a.Name); dup {
			return nil, p.errf(field, "the name is used twice")
		}
		k := slices.Index(areaKindNames, a.Kind)
		if k < 0 {
			return nil, p.errf(field+".kind", "unknown kind %q (known: %s)", a.Kind, strings.Join(areaKindNames, ", "))
		}
		area := &Area{Name: a.Name, Kind: AreaKind(k), In: a.In, Capacity: a.Capacity, set: map[hexmap.Hex]bool{}}
		if area.Kind == OffMap {
			if len(a.Hexes) != 0 {
				return nil, p.errf(field+".hexes", "an off-map box has no hexes")
			}
			if a.Capacity < 1 {
				return nil, p.errf(field+".capacity", "%d: an off-map box holds at least one unit", a.Capacity)
			}
		} else {
			if len(a.Hexes) == 0 {
				return nil, p.errf(field+".hexes", "missing")
			}
			if a.Capacity != 0 {
				return nil, p.errf(field+".capacity", "only an off-map box has a capacity")
			}
		}
		for j, spec := range a.Hexes {
			hs, err := p.hexRange(spec, m.Grid)
			if err != nil {
				return nil, p.errf(fmt.Sprintf("%s.hexes[%d]", field, j), "%v", err)
			}
			for _, h := range hs {
				if area.set[h] {
					return nil, p.errf(fmt.Sprintf("%s.hexes[%d]", field, j), "hex %s is listed twice", h)
				}
				area.set[h] = true
				area.Hexes = append(area.Hexes, h)
			}
		}
		slices.SortFunc(area.Hexes, hexmap.Compare)
		switch {
		case area.Kind == Room:
			b, ok := m.Area(a.In)
			if !ok || b.Kind != Building {
				return nil, p.errf(field+".in", "%q is not a building named before the room", a.In)
			}
			for _, h := range area.Hexes {
				if !b.Contains(h) {
					return nil, p.errf(field+".hexes", "hex %s is not in building %s", h, b.Name)
				}
				if other, dup := roomOf[h]; dup {
					return nil, p.errf(field+".hexes", "hex %s is also in room %s", h, other)
				}
				roomOf[h] = area.Name
			}
		case a.In != "":
			return nil, p.errf(field+".in", "only a room is in a building")
		}
		if area.Kind == Building {
			for _, h := range area.Hexes {
				if t := m.TerrainAt(h); t.Name != "floor" {
					return nil, p.errf(field+".hexes", "hex %s is %s, not floor", h, t.Name)
				}
				if other, dup := buildingOf[h]; dup {
					return nil, p.errf(field+".hexes", "hex %s is also in building %s", h, other)
				}
				buildingOf[h] = area.Name
			}
		}
		m.Areas = append(m.Areas, area)
	}
	for i := 0; i < m.Grid.Size(); i++ {
		h := m.Grid.HexAt(i)
		if _, ok := buildingOf[h]; m.TerrainAt(h).Name == "floor" && !ok {
			return nil, p.errf("areas", "floor hex %s (letter %q) is in no building", h, m.Symbol(h))
		}
	}

	// Sides.
	if len(f.Sides) > MaxSideEntries {
		return nil, p.errf("sides", "%d entries; a map has at most %d", len(f.Sides), MaxSideEntries)
	}
	for i, e := range f.Sides {
		if err := p.addSides(m, i, e); err != nil {
			return nil, err
		}
	}
	if err := p.checkSides(m); err != nil {
		return nil, err
	}
	if err := p.buildGraph(m, f); err != nil {
		return nil, err
	}
	return m, nil
}

func keyLetters(key map[byte]Terrain) string {
	var b []byte
	for s := range key {
		b = append(b, s)
	}
	slices.Sort(b)
	return string(b)
}

func (m *Map) inKind(h hexmap.Hex, k AreaKind) bool {
	for _, a := range m.Areas {
		if a.Kind == k && a.Contains(h) {
			return true
		}
	}
	return false
}

// parseFeature reads "kind" or "kind/state".
func parseFeature(s string) (hexmap.Feature, error) {
	kind, state, _ := strings.Cut(s, "/")
	k, err := hexmap.ParseSideKind(kind)
	if err != nil {
		return hexmap.Feature{}, err
	}
	st, err := hexmap.ParseSideState(state)
	if err != nil {
		return hexmap.Feature{}, err
	}
	return hexmap.Feature{Kind: k, State: st}, nil
}

// hexRange reads "CCRR" or the rectangle "CCRR-CCRR" (columns and rows from
// the first to the second, both included).
func (p *parser) hexRange(s string, g *hexmap.Grid) ([]hexmap.Hex, error) {
	from, to, isRange := strings.Cut(s, "-")
	a, err := hexmap.ParseHex(from)
	if err != nil {
		return nil, err
	}
	b := a
	if isRange {
		if b, err = hexmap.ParseHex(to); err != nil {
			return nil, err
		}
	}
	if b.Col < a.Col || b.Row < a.Row {
		return nil, fmt.Errorf("%q: the second hex must lie south-east of the first", s)
	}
	for _, h := range []hexmap.Hex{a, b} {
		if err := g.Check(h); err != nil {
			return nil, err
		}
	}
	var out []hexmap.Hex
	for c := a.Col; c <= b.Col; c++ {
		for r := a.Row; r <= b.Row; r++ {
			out = append(out, hexmap.H(c, r))
		}
	}
	return out, nil
}

// span reads "12-50" or "07" into first and last.
func span(s string, max int) (int, int, error) {
	lo, hi, isRange := strings.Cut(s, "-")
	a, err := strconv.Atoi(lo)
	if err != nil {
		return 0, 0, fmt.Errorf("%q is not a number or a range like 12-50", s)
	}
	b := a
	if isRange {
		if b, err = strconv.Atoi(hi); err != nil {
			return 0, 0, fmt.Errorf("%q is not a number or a range like 12-50", s)
		}
	}
	if a < 1 || b > max || a > b {
		return 0, 0, fmt.Errorf("%q is not a range within 1–%d", s, max)
	}
	return a, b, nil
}

// boundary reads "13|14" into 13.
func boundary(s string, max int) (int, error) {
	lo, hi, ok := strings.Cut(s, "|")
	a, err1 := strconv.Atoi(lo)
	b, err2 := strconv.Atoi(hi)
	if !ok || err1 != nil || err2 != nil || b != a+1 || a < 1 || b > max {
		return 0, fmt.Errorf("%q is not a boundary like 13|14 between two lines of the map (1–%d)", s, max)
	}
	return a, nil
}

// runSides lists the sides of an entry's selector in order along it.
func (p *parser) runSides(m *Map, e sideEntry) ([]hexmap.Side, error) {
	g := m.Grid
	var out []hexmap.Side
	addBetween := func(in func(h hexmap.Hex) bool, other func(h hexmap.Hex) bool) {
		for i := 0; i < g.Size(); i++ {
			h := g.HexAt(i)
			if !in(h) {
				continue
			}
			for _, n := range h.Neighbors() {
				if g.Contains(n) && other(n) {
					s, _ := hexmap.SideBetween(h, n)
					out = append(out, s)
				}
			}
		}
	}
	switch {
	case strings.Contains(e.Rows, "|"):
		r, err := boundary(e.Rows, g.Rows)
		if err != nil {
			return nil, fmt.Errorf("rows: %w", err)
		}
		c0, c1, err := span(e.Cols, g.Cols)
		if err != nil {
			return nil, fmt.Errorf("cols: %w", err)
		}
		inCols := func(h hexmap.Hex) bool { return h.Col >= c0 && h.Col <= c1 }
		addBetween(func(h hexmap.Hex) bool { return h.Row == r && inCols(h) },
			func(h hexmap.Hex) bool { return h.Row == r+1 && inCols(h) })
		slices.SortFunc(out, func(a, b hexmap.Side) int { return colSum(a) - colSum(b) })
	case strings.Contains(e.Cols, "|"):
		c, err := boundary(e.Cols, g.Cols)
		if err != nil {
			return nil, fmt.Errorf("cols: %w", err)
		}
		r0, r1, err := span(e.Rows, g.Rows)
		if err != nil {
			return nil, fmt.Errorf("rows: %w", err)
		}
		inRows := func(h hexmap.Hex) bool { return h.Row >= r0 && h.Row <= r1 }
		addBetween(func(h hexmap.Hex) bool { return h.Col == c && inRows(h) },
			func(h hexmap.Hex) bool { return h.Col == c+1 && inRows(h) })
		slices.SortFunc(out, func(a, b hexmap.Side) int { return rowSum(a) - rowSum(b) })
	case e.Outline != "":
		a, ok := m.Area(e.Outline)
		if !ok || a.Kind == OffMap {
			return nil, fmt.Errorf("outline: no area %q on the map", e.Outline)
		}
		addBetween(a.Contains, func(h hexmap.Hex) bool { return !a.Contains(h) })
		slices.SortFunc(out, hexmap.CompareSides)
	default:
		for j, s := range e.Sides {
			side, err := hexmap.ParseSide(s)
			if err != nil {
				return nil, fmt.Errorf("sides[%d]: %w", j, err)
			}
			if !m.Sides.OnGrid(side) {
				return nil, fmt.Errorf("sides[%d]: %s is not between two hexes of the map", j, s)
			}
			out = append(out, side)
		}
	}
	return out, nil
}

func colSum(s hexmap.Side) int {
	a, b := s.Hexes()
	return a.Col + b.Col
}

func rowSum(s hexmap.Side) int {
	a, b := s.Hexes()
	return a.Row + b.Row
}

// addSides applies one entry of "sides". A run (rows, cols or outline) puts
// a barrier only on its sides that have none yet, so that runs may meet at
// corners; a list of sides may not. An opening takes the place of a wall and
// needs one; "over" replaces the named kind on every side of the run.
func (p *parser) addSides(m *Map, i int, e sideEntry) error {
	field := fmt.Sprintf("sides[%d]", i)
	kind, err := hexmap.ParseSideKind(e.Kind)
	if err != nil {
		return p.errf(field+".kind", "%v", err)
	}
	field = fmt.Sprintf("sides[%d] (%s)", i, e.Kind)
	state, err := hexmap.ParseSideState(e.State)
	if err != nil {
		return p.errf(field+".state", "%v", err)
	}
	feat := hexmap.Feature{Kind: kind, State: state}
	if _, ok := m.Sides.Table[feat]; !ok {
		return p.errf(field, "the side key has no line for %q", feat.String())
	}
	selectors := 0
	for _, set := range []bool{len(e.Sides) > 0, strings.Contains(e.Rows, "|"), strings.Contains(e.Cols, "|"), e.Outline != ""} {
		if set {
			selectors++
		}
	}
	if selectors != 1 || (strings.Contains(e.Rows, "|") && strings.Contains(e.Cols, "|")) {
		return p.errf(field, `give exactly one of "sides", "rows": "r|r+1" with "cols", "cols": "c|c+1" with "rows", or "outline"`)
	}
	run := len(e.Sides) == 0
	if e.Every < 0 || (e.Every > 0 && (!run || !kind.IsOpening())) {
		return p.errf(field+".every", "%d: only openings along a run are spaced", e.Every)
	}
	var over hexmap.SideKind
	if e.Over != "" {
		if over, err = hexmap.ParseSideKind(e.Over); err != nil {
			return p.errf(field+".over", "%v", err)
		}
		if kind.IsOpening() {
			return p.errf(field+".over", "an opening always takes the place of the wall it is in")
		}
	}
	sides, err := p.runSides(m, e)
	if err != nil {
		return p.errf(field, "%v", err)
	}
	if len(sides) == 0 {
		return p.errf(field, "the run has no sides")
	}
	n := 0
	for _, s := range sides {
		switch {
		case kind.IsOpening():
			wall, ok := wallOf(m.Sides, s)
			if !ok {
				if run {
					continue // a run's openings go only where a wall stands
				}
				return p.errf(field, "side %s: a %s needs a wall, and there is %s", s, kind, describe(m.Sides.At(s)))
			}
			if e.Every > 0 {
				n++
				if (n-1)%e.Every != 0 {
					continue
				}
			}
			if err := m.Sides.Replace(s, wall, feat); err != nil {
				return p.errf(field, "%v", err)
			}
		case e.Over != "":
			if err := m.Sides.Replace(s, over, feat); err != nil {
				return p.errf(field, "%v", err)
			}
		case kind == hexmap.LedgeSide:
			if err := m.Sides.Add(s, feat); err != nil {
				return p.errf(field, "%v", err)
			}
		default:
			if b, ok := barrierOf(m.Sides, s); ok {
				if run {
					continue // a corner where two runs meet
				}
				return p.errf(field, "side %s already has a %s", s, b)
			}
			if err := m.Sides.Add(s, feat); err != nil {
				return p.errf(field, "%v", err)
			}
		}
	}
	return nil
}

// barrierOf returns the feature on s other than a ledge, if any.
func barrierOf(s *hexmap.Sides, side hexmap.Side) (hexmap.SideKind, bool) {
	for _, f := range s.At(side) {
		if f.Kind != hexmap.LedgeSide {
			return f.Kind, true
		}
	}
	return hexmap.NoSide, false
}

// wallOf returns the wall on s that an opening may replace.
func wallOf(s *hexmap.Sides, side hexmap.Side) (hexmap.SideKind, bool) {
	for _, f := range s.At(side) {
		if f.Kind.IsWall() {
			return f.Kind, true
		}
	}
	return hexmap.NoSide, false
}

func describe(fs []hexmap.Feature) string {
	if len(fs) == 0 {
		return "nothing on it"
	}
	var names []string
	for _, f := range fs {
		names = append(names, f.String())
	}
	return "only " + strings.Join(names, " and ")
}

// checkSides checks the finished map: every building and room is closed by
// walls and openings and has a door, and the area named "perimeter", if
// there is one, is closed by barriers or buildings.
func (p *parser) checkSides(m *Map) error {
	for _, a := range m.Areas {
		if a.Kind != Building && a.Kind != Room {
			continue
		}
		field := fmt.Sprintf("areas (%s)", a.Name)
		door := false
		for _, h := range a.Hexes {
			for _, n := range h.Neighbors() {
				if a.Contains(n) || !m.Grid.Contains(n) {
					continue
				}
				s, _ := hexmap.SideBetween(h, n)
				_, wall := wallOf(m.Sides, s)
				opening := false
				for _, f := range m.Sides.At(s) {
					opening = opening || f.Kind.IsOpening()
					door = door || f.Kind == hexmap.Door
				}
				if !wall && !opening {
					return p.errf(field, "side %s between %s and %s has no wall", s, h, n)
				}
			}
		}
		if !door {
			return p.errf(field, "the %s has no door", a.Kind)
		}
	}
	// Features change state in play: the key must say what each state does.
	changes := map[hexmap.SideKind][]hexmap.SideState{
		hexmap.Door:         {hexmap.Intact, hexmap.Opened, hexmap.Smashed},
		hexmap.BiscuitBoxes: {hexmap.Intact, hexmap.Unbuilt},
		hexmap.RedoubtWall:  {hexmap.Intact, hexmap.Unbuilt},
	}
	present := map[hexmap.SideKind]bool{}
	for _, s := range m.Sides.All() {
		for _, f := range m.Sides.At(s) {
			present[f.Kind] = true
		}
	}
	for _, k := range []hexmap.SideKind{hexmap.Door, hexmap.BiscuitBoxes, hexmap.RedoubtWall} {
		for _, st := range changes[k] {
			f := hexmap.Feature{Kind: k, State: st}
			if _, ok := m.Sides.Table[f]; present[k] && !ok {
				return p.errf("sideKey", "the map has %s sides and no line for %q", k, f.String())
			}
		}
	}
	if _, ok := m.Sides.Table[hexmap.Feature{Kind: hexmap.Hole}]; present[hexmap.BuildingWall] && !ok {
		return p.errf("sideKey", `the map has building walls and no line for "hole" (holes are dug in play)`)
	}
	if per, ok := m.Area("perimeter"); ok {
		for _, h := range per.Hexes {
			for _, n := range h.Neighbors() {
				if per.Contains(n) || !m.Grid.Contains(n) || m.inKind(n, Building) {
					continue
				}
				s, _ := hexmap.SideBetween(h, n)
				if _, ok := barrierOf(m.Sides, s); !ok {
					return p.errf("areas (perimeter)", "side %s between %s and %s outside is open", s, h, n)
				}
			}
		}
	}
	return nil
}
