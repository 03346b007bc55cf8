package skirmish

import (
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"zulu1879/hexmap"
	"zulu1879/scenarios/rdtactical"
)

//go:embed scenarios/*.json
var scenarioFS embed.FS

// ScenarioNames lists the built-in scenarios, the default first.
var ScenarioNames = []string{"hospital", "perimeter"}

// MaxScenarioSize is the largest scenario file read.
const MaxScenarioSize = 1 << 16

// Scenario is a validated scenario: who stands where, the Zulu waves, the
// turn limit and how the game is won.
type Scenario struct {
	Name, Title, About string
	Turns              int
	British            []FigureSpec
	Zulu               ZuluSpec
	Oskarberg          bool
	Fires              []FireSpec
	Victory            Victory
	// Bags are the piles of mealie bags on the ground (revision 2 on).
	Bags []Pile
}

// FigureSpec is one British figure of the set-up.
type FigureSpec struct {
	Name    string
	Hex     hexmap.Hex
	Face    hexmap.Dir
	Weapon  Weapon
	Hero    bool
	Patient bool
	Wounds  Wounds
}

// ZuluSpec is the Zulu force: Size figures (Riflemen of them with rifles)
// come on Waves times from the Entry hexes. A wave leaves when fewer than a
// third of its figures are left, or after LeaveAfter turns.
type ZuluSpec struct {
	Size, Riflemen, Waves int
	Entry                 []hexmap.Hex
	Face                  hexmap.Dir
	LeaveAfter            int
}

// FireSpec sets a roof hex alight at the start of a turn.
type FireSpec struct {
	Turn int
	Roof hexmap.Hex
}

// Victory says how the British win: "rescue" (Need patients alive in Area
// by the end of the last turn) or "hold" (Area held with no Zulu in it when
// the waves are spent or the turns run out).
type Victory struct {
	Kind string
	Area string
	Need int
	// MaxLost (hold): the British lose once more men than this are
	// killed (0: no limit).
	MaxLost int
}

type fileScenario struct {
	Name      string        `json:"name"`
	Title     string        `json:"title"`
	About     string        `json:"about"`
	Turns     int           `json:"turns"`
	British   []fileBritish `json:"british"`
	Zulu      fileZulu      `json:"zulu"`
	Oskarberg bool          `json:"oskarberg"`
	Fires     []fileFire    `json:"fires"`
	Victory   fileVictory   `json:"victory"`
	Bags      []fileBags    `json:"bags"`
}

type fileBags struct {
	Hex  string `json:"hex"`
	Bags int    `json:"bags"`
}

type fileBritish struct {
	Names   []string `json:"names"`
	Hexes   []string `json:"hexes"`
	Every   int      `json:"every"`
	Face    string   `json:"face"`
	Weapon  string   `json:"weapon"`
	Hero    bool     `json:"hero"`
	Patient bool     `json:"patient"`
	Wound   string   `json:"wound"`
}

type fileZulu struct {
	Size       int      `json:"size"`
	Riflemen   int      `json:"riflemen"`
	Waves      int      `json:"waves"`
	Entry      []string `json:"entry"`
	Face       string   `json:"face"`
	LeaveAfter int      `json:"leaveAfter"`
}

type fileFire struct {
	Turn int    `json:"turn"`
	Roof string `json:"roof"`
}

type fileVictory struct {
	Kind    string `json:"kind"`
	Area    string `json:"area"`
	Need    int    `json:"need"`
	MaxLost int    `json:"maxLost"`
}

// LoadScenario returns a built-in scenario by name, validated against m.
func LoadScenario(name string, m *rdtactical.Map) (*Scenario, error) {
	if !slices.Contains(ScenarioNames, name) {
		return nil, fmt.Errorf("no scenario %q (have: %s)", clip(name), strings.Join(ScenarioNames, ", "))
	}
	data, err := scenarioFS.ReadFile("scenarios/" + name + ".json")
	if err != nil {
		return nil, err
	}
	return ParseScenario(data, name+".json", m)
}

// ScenarioTitle is the title of the built-in scenario name ("The
// Hospital"), read from its file without the map; a name it does not know,
// or a file without a title, gives the name back.
func ScenarioTitle(name string) string {
	if !slices.Contains(ScenarioNames, name) {
		return name
	}
	data, err := scenarioFS.ReadFile("scenarios/" + name + ".json")
	if err != nil {
		return name
	}
	var f struct {
		Title string `json:"title"`
	}
	if json.Unmarshal(data, &f) != nil || f.Title == "" {
		return name
	}
	return f.Title
}

// ParseScenario validates a scenario file against the map; every error is
// one line naming the file, the field and the value.
func ParseScenario(data []byte, file string, m *rdtactical.Map) (*Scenario, error) {
	if len(data) > MaxScenarioSize {
		return nil, fmt.Errorf("%s: %d bytes, more than %d", file, len(data), MaxScenarioSize)
	}
	var f fileScenario
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("%s: %v", file, oneLine(err))
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("%s: text after the scenario object", file)
	}
	fail := func(format string, a ...any) error { return fmt.Errorf("%s: "+format, append([]any{file}, a...)...) }
	s := &Scenario{Name: f.Name, Title: f.Title, About: f.About, Turns: f.Turns, Oskarberg: f.Oskarberg}
	if f.Name == "" || f.Title == "" {
		return nil, fail("name and title are needed")
	}
	if f.Turns < 1 || f.Turns > 100 {
		return nil, fail("turns: %d, want 1 to 100", f.Turns)
	}
	taken := map[hexmap.Hex]string{}
	place := func(field, s string) ([]hexmap.Hex, error) {
		hs, err := expandHexes(s)
		if err != nil {
			return nil, fail("%s: %v", field, err)
		}
		for _, h := range hs {
			if !m.Grid.Contains(h) {
				return nil, fail("%s: hex %v is off the %d×%d map", field, h, m.Grid.Cols, m.Grid.Rows)
			}
			if m.TerrainAt(h).MP == 0 {
				return nil, fail("%s: hex %v cannot be entered", field, h)
			}
		}
		return hs, nil
	}
	for i, b := range f.British {
		field := fmt.Sprintf("british[%d]", i)
		face, err := parseDir(b.Face)
		if err != nil {
			return nil, fail("%s.face: %v", field, err)
		}
		w, err := parseWeapon(b.Weapon)
		if err != nil || w == ZuluRifle || w == Terrace {
			return nil, fail("%s.weapon: %q is not rifle, revolver or none", field, clip(b.Weapon))
		}
		var wd Wounds
		switch b.Wound {
		case "", "fit":
		case "light":
			wd.Light = 1
		case "serious":
			wd.Serious = true
		default:
			return nil, fail("%s.wound: %q is not fit, light or serious", field, clip(b.Wound))
		}
		if len(b.Names) == 0 {
			return nil, fail("%s.names: give at least one name", field)
		}
		var hexes []hexmap.Hex
		for j, hs := range b.Hexes {
			got, err := place(fmt.Sprintf("%s.hexes[%d]", field, j), hs)
			if err != nil {
				return nil, err
			}
			hexes = append(hexes, got...)
		}
		if b.Every < 0 || b.Every > 10 {
			return nil, fail("%s.every: %d, want 0 to 10", field, b.Every)
		}
		if b.Every > 1 {
			var kept []hexmap.Hex
			for k := 0; k < len(hexes); k += b.Every {
				kept = append(kept, hexes[k])
			}
			hexes = kept
		}
		if len(hexes) == 0 {
			return nil, fail("%s.hexes: no hexes", field)
		}
		if len(b.Names) > 1 && len(b.Names) != len(hexes) {
			return nil, fail("%s.names: %d names for %d hexes (give one name, or one a hex)", field, len(b.Names), len(hexes))
		}
		for k, h := range hexes {
			if prev, ok := taken[h]; ok {
				return nil, fail("%s: hex %v already holds %s", field, h, prev)
			}
			name := b.Names[0]
			if len(b.Names) > 1 {
				name = b.Names[k]
			}
			taken[h] = name
			s.British = append(s.British, FigureSpec{Name: name, Hex: h, Face: face, Weapon: w, Hero: b.Hero, Patient: b.Patient, Wounds: wd})
		}
	}
	if len(s.British) == 0 || len(s.British) > 200 {
		return nil, fail("british: %d figures, want 1 to 200", len(s.British))
	}
	z := f.Zulu
	if z.Size < 1 || z.Size > 200 {
		return nil, fail("zulu.size: %d, want 1 to 200", z.Size)
	}
	if z.Riflemen < 0 || z.Riflemen > z.Size {
		return nil, fail("zulu.riflemen: %d, want 0 to the size %d", z.Riflemen, z.Size)
	}
	if z.Waves < 1 || z.Waves > 20 {
		return nil, fail("zulu.waves: %d, want 1 to 20", z.Waves)
	}
	if z.LeaveAfter < 1 || z.LeaveAfter > 50 {
		return nil, fail("zulu.leaveAfter: %d, want 1 to 50", z.LeaveAfter)
	}
	face, err := parseDir(z.Face)
	if err != nil {
		return nil, fail("zulu.face: %v", err)
	}
	s.Zulu = ZuluSpec{Size: z.Size, Riflemen: z.Riflemen, Waves: z.Waves, Face: face, LeaveAfter: z.LeaveAfter}
	seen := map[hexmap.Hex]bool{}
	for j, e := range z.Entry {
		got, err := place(fmt.Sprintf("zulu.entry[%d]", j), e)
		if err != nil {
			return nil, err
		}
		for _, h := range got {
			if taken[h] != "" {
				return nil, fail("zulu.entry[%d]: hex %v holds %s", j, h, taken[h])
			}
			if !seen[h] {
				seen[h] = true
				s.Zulu.Entry = append(s.Zulu.Entry, h)
			}
		}
	}
	if len(s.Zulu.Entry) < z.Size {
		return nil, fail("zulu.entry: %d hexes for a wave of %d", len(s.Zulu.Entry), z.Size)
	}
	for i, fr := range f.Fires {
		h, err := hexmap.ParseHex(fr.Roof)
		if err != nil {
			return nil, fail("fires[%d].roof: %v", i, err)
		}
		if roofOf(m, h) == nil {
			return nil, fail("fires[%d].roof: hex %v has no roof", i, h)
		}
		if fr.Turn < 1 || fr.Turn > s.Turns {
			return nil, fail("fires[%d].turn: %d, want 1 to %d", i, fr.Turn, s.Turns)
		}
		s.Fires = append(s.Fires, FireSpec{Turn: fr.Turn, Roof: h})
	}
	for i, fb := range f.Bags {
		h, err := hexmap.ParseHex(fb.Hex)
		if err != nil {
			return nil, fail("bags[%d].hex: %v", i, err)
		}
		if !m.Grid.Contains(h) || taken[h] != "" || slices.ContainsFunc(s.Bags, func(p Pile) bool { return p.Hex == h }) {
			return nil, fail("bags[%d].hex: %v is off the map, taken or a second pile", i, h)
		}
		if fb.Bags < 1 || fb.Bags > 99 {
			return nil, fail("bags[%d].bags: %d, want 1 to 99", i, fb.Bags)
		}
		s.Bags = append(s.Bags, Pile{Hex: h, Bags: fb.Bags})
	}
	v := f.Victory
	a, ok := m.Area(v.Area)
	if !ok || a.Kind == rdtactical.OffMap {
		return nil, fail("victory.area: %q is not an area of the map", clip(v.Area))
	}
	switch v.Kind {
	case "rescue":
		patients := 0
		for _, b := range s.British {
			if b.Patient {
				patients++
			}
		}
		if v.Need < 1 || v.Need > patients {
			return nil, fail("victory.need: %d, want 1 to the %d patients", v.Need, patients)
		}
	case "hold":
		if v.Need != 0 {
			return nil, fail("victory.need: a hold has no need")
		}
		if v.MaxLost < 0 || v.MaxLost >= len(s.British) {
			return nil, fail("victory.maxLost: %d, want 0 to %d", v.MaxLost, len(s.British)-1)
		}
	default:
		return nil, fail("victory.kind: %q is not rescue or hold", clip(v.Kind))
	}
	if v.Kind == "rescue" && v.MaxLost != 0 {
		return nil, fail("victory.maxLost: only a hold has one")
	}
	s.Victory = Victory{Kind: v.Kind, Area: v.Area, Need: v.Need, MaxLost: v.MaxLost}
	return s, nil
}

// expandHexes reads "CCRR" or a block "CCRR-CCRR" (columns and rows of the
// first to those of the second), in column then row order.
func expandHexes(s string) ([]hexmap.Hex, error) {
	a, b, block := strings.Cut(s, "-")
	h1, err := hexmap.ParseHex(a)
	if err != nil {
		return nil, err
	}
	if !block {
		return []hexmap.Hex{h1}, nil
	}
	h2, err := hexmap.ParseHex(b)
	if err != nil {
		return nil, err
	}
	if h2.Col < h1.Col || h2.Row < h1.Row {
		return nil, fmt.Errorf("block %q runs backwards", clip(s))
	}
	var out []hexmap.Hex
	for c := h1.Col; c <= h2.Col; c++ {
		for r := h1.Row; r <= h2.Row; r++ {
			out = append(out, hexmap.H(c, r))
		}
	}
	return out, nil
}

var dirNames = []string{"N", "NE", "SE", "S", "SW", "NW"}

func parseDir(s string) (hexmap.Dir, error) {
	i := slices.Index(dirNames, strings.ToUpper(s))
	if i < 0 {
		return 0, fmt.Errorf("%q is not a direction (%s)", clip(s), strings.Join(dirNames, ", "))
	}
	return hexmap.Dir(i), nil
}

func parseWeapon(s string) (Weapon, error) {
	for w := Rifle; w <= NoWeapon; w++ {
		if s == w.String() {
			return w, nil
		}
	}
	return 0, fmt.Errorf("%q is not a weapon", clip(s))
}

// roofOf is the roof over hex h, nil if none.
func roofOf(m *rdtactical.Map, h hexmap.Hex) *rdtactical.Roof {
	for _, r := range m.Roofs {
		if _, ok := slices.BinarySearchFunc(r.Hexes, h, hexmap.Compare); ok {
			return r
		}
	}
	return nil
}

// clip shortens a value quoted in an error.
func clip(s string) string {
	if len(s) > 40 {
		s = s[:40] + "…"
	}
	return strings.ToValidUTF8(s, "?")
}

func oneLine(err error) string { return strings.ReplaceAll(err.Error(), "\n", " ") }
