// Package scenarios holds the embedded Isandlwana scenario data and the
// loader that validates it (and user scenario files) into a Scenario ready for
// the game engine. Every error names the file, the field and, where there is
// one, the hex or unit that is wrong.
package scenarios

import (
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"

	"zulu1879/hexmap"
	"zulu1879/internal/untrusted"
	"zulu1879/units"
)

//go:embed isandlwana.json isandlwana-r1.json
var builtinFS embed.FS

// MaxFileSize is the largest scenario file the loader reads.
const MaxFileSize = 1 << 20

// SetupMode says how the British deploy.
type SetupMode uint8

// The two ways to set up (3.0 and the optional 10.0).
const (
	StandardSetup SetupMode = iota // printed set-up hexes (3.2)
	FreeSetup                      // the optional free British set-up (10.0)
)

// String names the mode.
func (m SetupMode) String() string {
	if m == FreeSetup {
		return "free"
	}
	return "standard"
}

// British is one British counter with its place in the set-up.
type British struct {
	units.Def
	// Setup is the printed four-digit set-up hex (None for arrivals and detachments).
	Setup hexmap.Hex
	// Arrives is the turn a reinforcement enters (0 when it starts on the map).
	Arrives int
	// Camp is the default tent or wagon hex of a detachment (3.2: the player
	// may choose any free one).
	Camp hexmap.Hex
}

// Scenario is a validated, ready-to-play scenario.
type Scenario struct {
	ID, Name, About string
	// Setup is the British deployment mode.
	Setup SetupMode
	// Revision numbers the versions of a built-in scenario whose data was
	// tuned: saves record it, so that a game saved on an earlier revision
	// replays on the data it was played on (1 when a file does not say).
	Revision int
	// Turns is the length of the game (4.2: six).
	Turns int
	// Map is the board with terrain and roads.
	Map *hexmap.Map
	// Labels names places on the map for display.
	Labels map[hexmap.Hex]string
	// OnrushWest and OnrushEast are the two recycling groups (8.8).
	OnrushWest, OnrushEast []hexmap.Hex
	// WestGroupMaxCol is the last column whose eliminated Zulus recycle west.
	WestGroupMaxCol int
	// ZulusPerOnrush is the number of Zulu units in each onrush hex at start.
	ZulusPerOnrush int
	// Escape lists the west-edge hexes of the sudden-death escape (4.1).
	Escape []hexmap.Hex
	// Wagon is the ammunition wagon's set-up hex.
	Wagon hexmap.Hex
	// ColoursArrive is the turn the Queen's Colours become available (5.9).
	ColoursArrive int
	// FreeMinCol and FreeMaxCol bound the free set-up band (10.1).
	FreeMinCol, FreeMaxCol int
	// FreeFixed lists units that keep their printed hex in the free set-up.
	FreeFixed map[string]bool
	// British is the order of battle, in file order.
	British []British

	onrushIdx []bool // by hex index
}

// OnrushAt reports whether the hex with dense index i is an onrush hex.
func (s *Scenario) OnrushAt(i int) bool { return s.onrushIdx[i] }

// IsOnrush reports whether h is one of the seven onrush hexes.
func (s *Scenario) IsOnrush(h hexmap.Hex) bool {
	for _, o := range s.OnrushWest {
		if o == h {
			return true
		}
	}
	for _, o := range s.OnrushEast {
		if o == h {
			return true
		}
	}
	return false
}

// IsEscape reports whether h is a west-edge escape hex (4.1).
func (s *Scenario) IsEscape(h hexmap.Hex) bool {
	for _, e := range s.Escape {
		if e == h {
			return true
		}
	}
	return false
}

// RecycleGroup returns the onrush hexes where a Zulu eliminated in h re-enters
// (8.8) and whether that is the west group.
func (s *Scenario) RecycleGroup(h hexmap.Hex) ([]hexmap.Hex, bool) {
	if h.Col <= s.WestGroupMaxCol {
		return s.OnrushWest, true
	}
	return s.OnrushEast, false
}

// TotalZulus is the number of Zulu units in play (7 hexes × 16 = 112).
func (s *Scenario) TotalZulus() int {
	return (len(s.OnrushWest) + len(s.OnrushEast)) * s.ZulusPerOnrush
}

// Unit returns the order-of-battle entry with the given id.
func (s *Scenario) Unit(id string) (British, bool) {
	for _, b := range s.British {
		if b.ID == id {
			return b, true
		}
	}
	return British{}, false
}

// Builtin ids: the standard and the free set-up of the same battle.
var builtins = map[string]struct {
	file  string
	setup SetupMode
}{
	"isandlwana":      {"isandlwana.json", StandardSetup},
	"isandlwana-free": {"isandlwana.json", FreeSetup},
}

// earlierRevisions names the embedded files of earlier revisions of the
// built-in data, by revision, kept so that old saves replay as played.
var earlierRevisions = map[int]string{
	1: "isandlwana-r1.json",
}

// BuiltinIDs lists the embedded scenarios.
func BuiltinIDs() []string {
	ids := make([]string, 0, len(builtins))
	for id := range builtins {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// Builtin loads an embedded scenario by id, in its current revision.
func Builtin(id string) (*Scenario, error) { return BuiltinRevision(id, 0) }

// BuiltinRevision loads an embedded scenario by id in the given revision
// of its data (0 for the current one).
func BuiltinRevision(id string, rev int) (*Scenario, error) {
	b, ok := builtins[id]
	if !ok {
		return nil, fmt.Errorf("no built-in scenario %q (have: %s)", id, strings.Join(BuiltinIDs(), ", "))
	}
	name := b.file
	if old, ok := earlierRevisions[rev]; ok {
		name = old
	}
	data, err := builtinFS.ReadFile(name)
	if err != nil {
		return nil, err
	}
	s, err := Parse(data, name)
	if err != nil {
		return nil, err
	}
	if rev != 0 && s.Revision != rev {
		return nil, fmt.Errorf("built-in scenario %q has no revision %d (this program has revisions 1 to %d)", id, rev, currentRevision())
	}
	s.ID = id
	s.Setup = b.setup
	return s, nil
}

// currentRevision is the revision of the current built-in data.
func currentRevision() int {
	s, err := Builtin("isandlwana")
	if err != nil {
		return 0
	}
	return s.Revision
}

// BuiltinName reads a built-in scenario name: an id ("isandlwana"), or an
// id and a revision of its data ("isandlwana@1"; revision 0 means the
// current one). ok is false when name is not of that form.
func BuiltinName(name string) (id string, rev int, ok bool) {
	id, r, hasRev := strings.Cut(name, "@")
	if _, known := builtins[id]; !known {
		return "", 0, false
	}
	if !hasRev {
		return id, 0, true
	}
	n, err := strconv.Atoi(r)
	if err != nil || n < 1 {
		return "", 0, false
	}
	return id, n, true
}

// Load loads a built-in scenario by id (or id@revision, see BuiltinName),
// or a scenario file when the name is not a built-in name (or contains a
// path separator or ends in .json).
func Load(name string) (*Scenario, error) {
	if id, rev, ok := BuiltinName(name); ok {
		return BuiltinRevision(id, rev)
	}
	if !strings.ContainsRune(name, os.PathSeparator) && !strings.HasSuffix(name, ".json") {
		return nil, fmt.Errorf("no built-in scenario %q (have: %s); give a .json file path for a scenario of your own", name, strings.Join(BuiltinIDs(), ", "))
	}
	return LoadFile(name)
}

// LoadFile reads and validates a scenario file from disk.
func LoadFile(path string) (*Scenario, error) {
	// Scenario files come from other people: a named pipe or a device is
	// refused without waiting on it.
	data, err := untrusted.ReadFile(path, MaxFileSize)
	if err != nil {
		return nil, fmt.Errorf("scenario %s: %w", path, err)
	}
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("scenario %s: file is larger than %d bytes; not a scenario", path, MaxFileSize)
	}
	return Parse(data, path)
}

// file is the JSON form of a scenario.
type file struct {
	ID       string `json:"id"`
	Name     string `json:"name"`
	About    string `json:"about"`
	Setup    string `json:"setup"`
	Revision int    `json:"revision"`
	Turns    int    `json:"turns"`
	Map      struct {
		Cols int `json:"cols"`
		Rows int `json:"rows"`
		Key  map[string]struct {
			Symbol     string `json:"symbol"`
			MP         int    `json:"mp"`
			Defense    int    `json:"defense"`
			BlocksFire bool   `json:"blocksFire"`
			Wagon      bool   `json:"wagon"`
		} `json:"key"`
		Grid   []string   `json:"grid"`
		Roads  [][]string `json:"roads"`
		Labels []struct {
			Hex  string `json:"hex"`
			Name string `json:"name"`
		} `json:"labels"`
	} `json:"map"`
	Onrush struct {
		West            []string `json:"west"`
		East            []string `json:"east"`
		WestGroupMaxCol int      `json:"westGroupMaxCol"`
		ZulusPerHex     int      `json:"zulusPerHex"`
	} `json:"onrush"`
	Escape  []string `json:"escapeHexes"`
	Wagon   string   `json:"wagon"`
	Colours struct {
		Arrives int `json:"arrives"`
	} `json:"colours"`
	FreeSetup struct {
		MinCol int      `json:"minCol"`
		MaxCol int      `json:"maxCol"`
		Fixed  []string `json:"fixed"`
	} `json:"freeSetup"`
	British []struct {
		ID       string `json:"id"`
		Name     string `json:"name"`
		Long     string `json:"long"`
		Kind     string `json:"kind"`
		Strength int    `json:"strength"`
		Setup    string `json:"setup"`
		Arrives  int    `json:"arrives"`
		Camp     string `json:"camp"`
	} `json:"british"`
}

// Parse validates scenario JSON; name is used in error messages.
func Parse(data []byte, name string) (*Scenario, error) {
	if err := untrusted.CheckEncoding(data); err != nil {
		return nil, fmt.Errorf("scenario %s: %w", name, err)
	}
	var f file
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("scenario %s: not a valid scenario file: %s", name, describeJSONError(data, err))
	}
	s, err := build(&f)
	if err != nil {
		return nil, fmt.Errorf("scenario %s: %w", name, err)
	}
	return s, nil
}

// describeJSONError adds a line and column to encoding/json's errors.
func describeJSONError(data []byte, err error) string {
	line, col, ok := untrusted.JSONPosition(data, err)
	if !ok {
		return err.Error()
	}
	return fmt.Sprintf("line %d, column %d: %v", line, col, err)
}

func build(f *file) (*Scenario, error) {
	if f.ID == "" {
		return nil, errors.New(`field "id" is missing`)
	}
	s := &Scenario{ID: f.ID, Name: f.Name, About: f.About, Turns: f.Turns, Revision: f.Revision, Labels: map[hexmap.Hex]string{}}
	if s.Revision == 0 {
		s.Revision = 1
	} else if s.Revision < 0 {
		return nil, fmt.Errorf(`field "revision": %d is not a positive number`, f.Revision)
	}
	switch f.Setup {
	case "", "standard":
	case "free":
		s.Setup = FreeSetup
	default:
		return nil, fmt.Errorf(`field "setup": %q is neither "standard" nor "free"`, f.Setup)
	}
	if s.Turns < 1 || s.Turns > 20 {
		return nil, fmt.Errorf(`field "turns": %d is not between 1 and 20`, f.Turns)
	}
	if s.Name == "" {
		s.Name = s.ID
	}

	// The terrain key and the grid.
	cols, rows := f.Map.Cols, f.Map.Rows
	if cols < 2 || rows < 2 || cols > 99 || rows > 99 {
		return nil, fmt.Errorf(`field "map.cols"/"map.rows": %d×%d is not a map size from 2×2 to 99×99`, cols, rows)
	}
	var key [hexmap.NumTerrains]hexmap.TerrainInfo
	symbols := map[byte]hexmap.Terrain{}
	seen := map[hexmap.Terrain]bool{}
	for tname, k := range f.Map.Key {
		t, err := hexmap.ParseTerrain(tname)
		if err != nil {
			return nil, fmt.Errorf(`field "map.key": %w`, err)
		}
		if len(k.Symbol) != 1 {
			return nil, fmt.Errorf(`field "map.key.%s.symbol": want one character, got %q`, tname, k.Symbol)
		}
		if _, dup := symbols[k.Symbol[0]]; dup {
			return nil, fmt.Errorf(`field "map.key.%s.symbol": %q is used by two terrains`, tname, k.Symbol)
		}
		if k.MP < 0 || k.MP > 6 || k.Defense < 0 || k.Defense > units.MaxDefense {
			return nil, fmt.Errorf(`field "map.key.%s": mp %d / defense %d out of range (mp 0–6, defense 0–6)`, tname, k.MP, k.Defense)
		}
		symbols[k.Symbol[0]] = t
		seen[t] = true
		key[t] = hexmap.TerrainInfo{Symbol: k.Symbol[0], MoveCost: k.MP, Defense: k.Defense, BlocksFire: k.BlocksFire, WagonMay: k.Wagon}
	}
	if !seen[hexmap.Clear] || key[hexmap.Clear].MoveCost == 0 {
		return nil, errors.New(`field "map.key": the key must define passable "clear" terrain (onrush hexes count as clear, 8.8)`)
	}
	m := hexmap.NewMap(cols, rows, key)
	if len(f.Map.Grid) != rows {
		return nil, fmt.Errorf(`field "map.grid": %d rows, the map has %d`, len(f.Map.Grid), rows)
	}
	for r, line := range f.Map.Grid {
		if len(line) != cols {
			return nil, fmt.Errorf(`field "map.grid" row %d: %d columns, the map has %d`, r+1, len(line), cols)
		}
		for c := 0; c < cols; c++ {
			t, ok := symbols[line[c]]
			if !ok {
				return nil, fmt.Errorf(`field "map.grid": hex %s has symbol %q, which the key does not define`, hexmap.H(c+1, r+1), line[c])
			}
			m.SetTerrain(hexmap.H(c+1, r+1), t)
		}
	}
	s.Map = m
	hexField := func(field, id string) (hexmap.Hex, error) {
		h, err := hexmap.ParseHex(id)
		if err != nil {
			return h, fmt.Errorf("field %q: %w", field, err)
		}
		if err := m.Check(h); err != nil {
			return h, fmt.Errorf("field %q: %w", field, err)
		}
		return h, nil
	}
	passable := func(field string, h hexmap.Hex) error {
		if !m.Key[m.TerrainAt(h)].Passable() {
			return fmt.Errorf("field %q: hex %s is %s, which no unit may enter", field, h, m.TerrainAt(h))
		}
		return nil
	}
	for k, road := range f.Map.Roads {
		var path []hexmap.Hex
		for j, id := range road {
			h, err := hexField(fmt.Sprintf("map.roads[%d][%d]", k, j), id)
			if err != nil {
				return nil, err
			}
			path = append(path, h)
		}
		if err := m.AddRoad(path); err != nil {
			return nil, fmt.Errorf("field %q: %w", fmt.Sprintf("map.roads[%d]", k), err)
		}
	}
	for k, l := range f.Map.Labels {
		h, err := hexField(fmt.Sprintf("map.labels[%d].hex", k), l.Hex)
		if err != nil {
			return nil, err
		}
		s.Labels[h] = l.Name
	}

	// Onrush hexes, escape hexes, wagon.
	special := map[hexmap.Hex]string{}
	readGroup := func(field string, ids []string) ([]hexmap.Hex, error) {
		if len(ids) == 0 {
			return nil, fmt.Errorf("field %q: at least one onrush hex is needed", field)
		}
		var out []hexmap.Hex
		for j, id := range ids {
			fld := fmt.Sprintf("%s[%d]", field, j)
			h, err := hexField(fld, id)
			if err != nil {
				return nil, err
			}
			if err := passable(fld, h); err != nil {
				return nil, err
			}
			if prev, dup := special[h]; dup {
				return nil, fmt.Errorf("field %q: hex %s is already %s", fld, h, prev)
			}
			special[h] = "an onrush hex"
			out = append(out, h)
		}
		return out, nil
	}
	var err error
	if s.OnrushWest, err = readGroup("onrush.west", f.Onrush.West); err != nil {
		return nil, err
	}
	if s.OnrushEast, err = readGroup("onrush.east", f.Onrush.East); err != nil {
		return nil, err
	}
	s.onrushIdx = make([]bool, m.Size())
	for _, h := range append(append([]hexmap.Hex(nil), s.OnrushWest...), s.OnrushEast...) {
		s.onrushIdx[m.Index(h)] = true
	}
	s.WestGroupMaxCol = f.Onrush.WestGroupMaxCol
	if s.WestGroupMaxCol < 1 || s.WestGroupMaxCol >= cols {
		return nil, fmt.Errorf(`field "onrush.westGroupMaxCol": %d is not a column between 1 and %d`, s.WestGroupMaxCol, cols-1)
	}
	for _, h := range s.OnrushWest {
		if h.Col > s.WestGroupMaxCol {
			return nil, fmt.Errorf(`field "onrush.west": hex %s lies east of column %d`, h, s.WestGroupMaxCol)
		}
	}
	for _, h := range s.OnrushEast {
		if h.Col <= s.WestGroupMaxCol {
			return nil, fmt.Errorf(`field "onrush.east": hex %s lies in or west of column %d`, h, s.WestGroupMaxCol)
		}
	}
	s.ZulusPerOnrush = f.Onrush.ZulusPerHex
	if s.ZulusPerOnrush < 1 || s.ZulusPerOnrush > 100 {
		return nil, fmt.Errorf(`field "onrush.zulusPerHex": %d is not between 1 and 100`, s.ZulusPerOnrush)
	}
	for j, id := range f.Escape {
		fld := fmt.Sprintf("escapeHexes[%d]", j)
		h, err := hexField(fld, id)
		if err != nil {
			return nil, err
		}
		if h.Col != 1 {
			return nil, fmt.Errorf("field %q: hex %s is not on the west edge (column 01)", fld, h)
		}
		if prev, dup := special[h]; dup {
			return nil, fmt.Errorf("field %q: hex %s is already %s", fld, h, prev)
		}
		special[h] = "an escape hex"
		s.Escape = append(s.Escape, h)
	}
	if s.Wagon, err = hexField("wagon", f.Wagon); err != nil {
		return nil, err
	}
	if err := passable("wagon", s.Wagon); err != nil {
		return nil, err
	}
	if prev, dup := special[s.Wagon]; dup {
		return nil, fmt.Errorf(`field "wagon": hex %s is %s`, s.Wagon, prev)
	}
	s.ColoursArrive = f.Colours.Arrives
	// Arrivals come at the start of turns 2 and later (5.9); on turn 1 the
	// Colours would never come.
	if s.ColoursArrive < 2 || s.ColoursArrive > s.Turns {
		return nil, fmt.Errorf(`field "colours.arrives": turn %d is not between 2 and %d (arrivals come at the start of a turn after the first, 5.9)`, s.ColoursArrive, s.Turns)
	}
	s.FreeMinCol, s.FreeMaxCol = f.FreeSetup.MinCol, f.FreeSetup.MaxCol
	if s.FreeMinCol < 1 || s.FreeMaxCol > cols || s.FreeMinCol > s.FreeMaxCol {
		return nil, fmt.Errorf(`field "freeSetup": columns %d–%d are not a band on the map`, s.FreeMinCol, s.FreeMaxCol)
	}

	// The order of battle.
	ids := map[string]bool{}
	camps := map[hexmap.Hex]string{}
	for j, b := range f.British {
		where := fmt.Sprintf("british[%d]", j)
		if b.ID == "" || strings.ContainsAny(b.ID, " \t,:") {
			return nil, fmt.Errorf("field %q: id %q must be non-empty, without spaces, commas or colons", where+".id", b.ID)
		}
		where = fmt.Sprintf("british[%d] (%s)", j, b.ID)
		if ids[b.ID] {
			return nil, fmt.Errorf("%s: the id is used twice", where)
		}
		ids[b.ID] = true
		kind, err := units.ParseKind(b.Kind)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", where, err)
		}
		u := British{Def: units.Def{ID: b.ID, Name: b.Name, Long: b.Long, Kind: kind, Strength: b.Strength}, Arrives: b.Arrives}
		if u.Name == "" {
			u.Name = u.ID
		}
		switch {
		case kind == units.Leader && b.Strength != 0:
			return nil, fmt.Errorf("%s: a leader has no strength (got %d)", where, b.Strength)
		case kind != units.Leader && (b.Strength < 1 || b.Strength > units.BritishStackLimit):
			return nil, fmt.Errorf("%s: strength %d is not between 1 and %d", where, b.Strength, units.BritishStackLimit)
		}
		places := 0
		if b.Setup != "" {
			places++
			if u.Setup, err = hexField(where+".setup", b.Setup); err != nil {
				return nil, err
			}
			if err := passable(where+".setup", u.Setup); err != nil {
				return nil, err
			}
			if s.IsOnrush(u.Setup) {
				return nil, fmt.Errorf("%s: set-up hex %s is an onrush hex, which British units may never enter (8.8)", where, u.Setup)
			}
		}
		if b.Arrives != 0 {
			places++
			if b.Arrives < 2 || b.Arrives > s.Turns {
				return nil, fmt.Errorf("%s: arrival turn %d is not between 2 and %d", where, b.Arrives, s.Turns)
			}
		}
		if b.Camp != "" {
			places++
			if kind != units.Detachment {
				return nil, fmt.Errorf("%s: only detachments have a camp hex", where)
			}
			if u.Camp, err = hexField(where+".camp", b.Camp); err != nil {
				return nil, err
			}
			if t := m.TerrainAt(u.Camp); t != hexmap.Tents && t != hexmap.Wagons {
				return nil, fmt.Errorf("%s: camp hex %s is %s, not tents or wagons (3.2)", where, u.Camp, t)
			}
			if other, dup := camps[u.Camp]; dup {
				return nil, fmt.Errorf("%s: camp hex %s is also %s's; one detachment per hex (3.2)", where, u.Camp, other)
			}
			camps[u.Camp] = u.ID
		}
		if places != 1 {
			return nil, fmt.Errorf(`%s: give exactly one of "setup", "arrives" or (detachments) "camp"`, where)
		}
		if kind == units.Detachment && b.Camp == "" {
			return nil, fmt.Errorf(`%s: a detachment sets up in the camp: give "camp"`, where)
		}
		s.British = append(s.British, u)
	}
	if len(s.British) == 0 {
		return nil, errors.New(`field "british": the order of battle is empty`)
	}
	m.Freeze(units.BritishRange)
	s.FreeFixed = map[string]bool{}
	for j, id := range f.FreeSetup.Fixed {
		if !ids[id] {
			return nil, fmt.Errorf(`field "freeSetup.fixed[%d]": no unit %q`, j, id)
		}
		s.FreeFixed[id] = true
	}
	// Detachment camps may not share a hex with other set-up units (3.2).
	for _, u := range s.British {
		if u.Setup.IsNone() {
			continue
		}
		if other, clash := camps[u.Setup]; clash {
			return nil, fmt.Errorf("british (%s): camp hex %s of %s already holds %s; a detachment's hex holds no other British unit (3.2)", other, u.Setup, other, u.ID)
		}
	}
	return s, nil
}
