package scenarios

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"zulu1879/hexmap"
)

func mustLoad(t *testing.T, id string) *Scenario {
	t.Helper()
	s, err := Builtin(id)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func hx(s string) hexmap.Hex {
	h, err := hexmap.ParseHex(s)
	if err != nil {
		panic(err)
	}
	return h
}

// Every hex the rulebook names must be on our reconstructed map with the
// ground the rules give it.
func TestRule2_2_MapMatchesTheRulebook(t *testing.T) {
	s := mustLoad(t, "isandlwana")
	m := s.Map
	if m.Cols != 25 || m.Rows != 14 {
		t.Fatalf("map is %d×%d, want 25×14", m.Cols, m.Rows)
	}
	terrainCases := []struct {
		hex  string
		want hexmap.Terrain
	}{
		{"1206", hexmap.Ledge},                                                 // 2.2: the Ledge
		{"1008", hexmap.Wagons},                                                // example: entering 1008 costs 2 (wagon symbol)
		{"1106", hexmap.Heights},                                               // 8.5: fire runs along its edge
		{"0607", hexmap.Clear}, {"0608", hexmap.Clear}, {"0708", hexmap.Clear}, // examples: clear hexes
		{"0808", hexmap.Clear}, {"0908", hexmap.Clear}, {"0909", hexmap.Clear}, {"0509", hexmap.Clear},
		{"2004", hexmap.Donga},
	}
	for _, c := range terrainCases {
		if got := m.TerrainAt(hx(c.hex)); got != c.want {
			t.Errorf("hex %s is %s, want %s", c.hex, got, c.want)
		}
	}
	for _, id := range []string{"1107", "1006", "0907", "1005"} {
		if m.TerrainAt(hx(id)) == hexmap.Heights {
			t.Errorf("hex %s must not be heights (8.5 example / set-up)", id)
		}
	}
	if !m.LineOfSight(hx("1206"), hx("1006")) || !m.LineOfSight(hx("1206"), hx("0907")) {
		t.Error("8.5: the Ledge must see 1006 and 0907")
	}
	if got := m.Info(m.Index(hx("1008"))).MoveCost; got != 2 {
		t.Errorf("wagon park costs %d MP, the example says 2", got)
	}
	if got := m.Info(m.Index(hx("1008"))).Defense; got != 4 {
		t.Errorf("wagon park defence %d, the example says 4", got)
	}
	if got := m.Info(m.Index(hx("0708"))).Defense; got != 2 {
		t.Errorf("clear defence %d, the example says 2", got)
	}
}

func TestRule3_2_OrderOfBattle(t *testing.T) {
	s := mustLoad(t, "isandlwana")
	if len(s.OnrushWest) != 3 || len(s.OnrushEast) != 4 || s.TotalZulus() != 112 {
		t.Errorf("onrush groups %d+%d with %d Zulus, want 3+4 and 112", len(s.OnrushWest), len(s.OnrushEast), s.TotalZulus())
	}
	for _, id := range []string{"0401", "1201", "1314"} {
		if g, west := s.RecycleGroup(hx(id)); !west || len(g) != 3 {
			t.Errorf("%s should recycle into the west group", id)
		}
	}
	for _, id := range []string{"1601", "2301", "2506", "2013"} {
		if _, west := s.RecycleGroup(hx(id)); west {
			t.Errorf("%s should recycle into the east group", id)
		}
	}
	if len(s.Escape) != 10 || s.Escape[0] != hx("0105") || s.Escape[9] != hx("0114") {
		t.Errorf("escape hexes %v, want 0105–0114", s.Escape)
	}
	if s.Wagon != hx("1008") {
		t.Errorf("wagon at %s, want 1008", s.Wagon)
	}
	if u, ok := s.Unit("StIz"); !ok || u.Setup != hx("1005") {
		t.Errorf("St. Iz at %v, want 1005", u.Setup)
	}
	if u, ok := s.Unit("A"); !ok || u.Strength != 8 {
		t.Error("A Co must have strength 8 (rule example)")
	}
	if u, ok := s.Unit("LtA"); !ok || u.Arrives != 2 {
		t.Error("Lt. A must arrive on turn 2 (5.9)")
	}
	dets, sp2004 := 0, 0
	for _, u := range s.British {
		if u.Kind.String() == "detachment" {
			dets++
		}
		if u.Setup == hx("2004") {
			sp2004 += u.Strength
		}
	}
	if dets != 7 {
		t.Errorf("%d detachments, want 7", dets)
	}
	if sp2004 <= 8 {
		t.Errorf("2004 holds %d SP; the rules say it starts overstacked", sp2004)
	}
	free := mustLoad(t, "isandlwana-free")
	if free.Setup != FreeSetup || !free.FreeFixed["StIz"] || free.FreeMinCol != 10 || free.FreeMaxCol != 19 {
		t.Errorf("free set-up: mode %v, fixed %v, band %d–%d", free.Setup, free.FreeFixed, free.FreeMinCol, free.FreeMaxCol)
	}
}

// Broken scenario files are refused with a message that names the problem.
func TestScenarioValidationErrors(t *testing.T) {
	good, err := builtinFS.ReadFile("isandlwana.json")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, from, to, wantErr string
	}{
		{"not json", `{`, `[`, "not a valid scenario file"},
		{"unknown field", `"turns": 6,`, `"turns": 6, "tunrs": 5,`, "unknown field"},
		{"bad hex id", `"wagon": "1008"`, `"wagon": "10x8"`, `"wagon"`},
		{"wagon off map", `"wagon": "1008"`, `"wagon": "2615"`, "off the 25×14 map"},
		{"unit on heights", `"setup": "1806"`, `"setup": "1106"`, "british[0] (A)"},
		{"unit in onrush hex", `"setup": "1806"`, `"setup": "1201"`, "onrush hex"},
		{"unknown symbol", `".....#####...##..####....",`, `".....#####...##..####...X",`, "hex 2501"},
		{"short row", `".....#####...##..####....",`, `".....#####...##..####...",`, "row 1"},
		{"strength too big", `"strength": 8, "setup": "1806"`, `"strength": 9, "setup": "1806"`, "strength 9"},
		{"duplicate id", `"id": "C",`, `"id": "A",`, "used twice"},
		{"unknown kind", `"kind": "static"`, `"kind": "cavalry"`, "unknown unit kind"},
		{"camp not in tents", `"camp": "1107"`, `"camp": "0101"`, "not tents or wagons"},
		{"road gap", `["2512", "2411",`, `["2512", "2311",`, "not adjacent"},
		{"turns zero", `"turns": 6,`, `"turns": 0,`, `"turns"`},
		{"escape not west", `"0105", "0106"`, `"0205", "0106"`, "west edge"},
	}
	for _, c := range cases {
		data := strings.Replace(string(good), c.from, c.to, 1)
		if data == string(good) {
			t.Fatalf("%s: the test's replacement did not apply", c.name)
		}
		_, err := Parse([]byte(data), "test.json")
		if err == nil {
			t.Errorf("%s: accepted", c.name)
			continue
		}
		if !strings.Contains(err.Error(), c.wantErr) || !strings.Contains(err.Error(), "test.json") {
			t.Errorf("%s: error %q does not name %q and the file", c.name, err, c.wantErr)
		}
	}
}

func TestLoadUserScenarioFile(t *testing.T) {
	dir := t.TempDir()
	good, _ := builtinFS.ReadFile("isandlwana.json")
	p := filepath.Join(dir, "mine.json")
	if err := os.WriteFile(p, []byte(strings.Replace(string(good), `"id": "isandlwana"`, `"id": "mine"`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := Load(p)
	if err != nil || s.ID != "mine" {
		t.Fatalf("Load(%s) = %v, %v", p, s, err)
	}
	if _, err := Load(filepath.Join(dir, "missing.json")); err == nil {
		t.Error("a missing file loaded")
	}
	if _, err := Load("rorkes"); err == nil || !strings.Contains(err.Error(), "isandlwana") {
		t.Errorf("unknown id error should list the built-ins: %v", err)
	}
	huge := filepath.Join(dir, "huge.json")
	os.WriteFile(huge, make([]byte, MaxFileSize+10), 0o644)
	if _, err := Load(huge); err == nil || !strings.Contains(err.Error(), "larger") {
		t.Errorf("huge file: %v", err)
	}
}

func FuzzParseScenario(f *testing.F) {
	good, _ := builtinFS.ReadFile("isandlwana.json")
	f.Add(good)
	f.Add([]byte(`{"id":"x"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Parse(data, "fuzz.json")
		if err == nil && (s.Map == nil || len(s.British) == 0) {
			t.Fatal("accepted a scenario without a map or units")
		}
	})
}

// The built-in data keeps its earlier revisions, so that a game saved on
// one replays on the data it was played on: revision 1 is the first
// reconstruction (a four-hex wagon park, companies of 7–8), revision 2 the
// tuned one (see scenarios/README.md). Asking for a revision that does not
// exist is an error that says which exist.
func TestBuiltinRevisionsKeepTheDataGamesWerePlayedOn(t *testing.T) {
	cases := []struct {
		rev        int
		wantRev    int
		wagons1107 bool
		cCo        int
	}{
		{0, 2, false, 6},
		{1, 1, true, 7},
		{2, 2, false, 6},
	}
	for _, c := range cases {
		for _, id := range []string{"isandlwana", "isandlwana-free"} {
			s, err := BuiltinRevision(id, c.rev)
			if err != nil {
				t.Fatal(err)
			}
			if s.Revision != c.wantRev || s.ID != id {
				t.Errorf("%s revision %d: loaded %s revision %d", id, c.rev, s.ID, s.Revision)
			}
			if got := s.Map.TerrainAt(hx("1107")) == hexmap.Wagons; got != c.wagons1107 {
				t.Errorf("%s revision %d: 1107 is wagons %v, want %v", id, c.rev, got, c.wagons1107)
			}
			if u, _ := s.Unit("C"); u.Strength != c.cCo {
				t.Errorf("%s revision %d: C Co strength %d, want %d", id, c.rev, u.Strength, c.cCo)
			}
		}
	}
	if _, err := BuiltinRevision("isandlwana", 9); err == nil || !strings.Contains(err.Error(), "no revision 9") {
		t.Errorf("revision 9: %v", err)
	}
	if _, err := Parse([]byte(`{"id": "x", "revision": -1}`), "x.json"); err == nil || !strings.Contains(err.Error(), `"revision"`) {
		t.Errorf("revision -1: %v", err)
	}
}

// Built-in names may ask for a revision of the data: "isandlwana-free@1"
// plays the first reconstruction (to compare, or to finish an old game).
func TestBuiltinNameReadsRevisions(t *testing.T) {
	for _, c := range []struct {
		name string
		id   string
		rev  int
		ok   bool
	}{
		{"isandlwana", "isandlwana", 0, true},
		{"isandlwana-free@1", "isandlwana-free", 1, true},
		{"isandlwana@2", "isandlwana", 2, true},
		{"isandlwana@0", "", 0, false},
		{"isandlwana@x", "", 0, false},
		{"ulundi@1", "", 0, false},
		{"my.json", "", 0, false},
	} {
		id, rev, ok := BuiltinName(c.name)
		if id != c.id || rev != c.rev || ok != c.ok {
			t.Errorf("BuiltinName(%q) = %q, %d, %v; want %q, %d, %v", c.name, id, rev, ok, c.id, c.rev, c.ok)
		}
	}
	s, err := Load("isandlwana-free@1")
	if err != nil || s.ID != "isandlwana-free" || s.Revision != 1 || s.Setup != FreeSetup {
		t.Fatalf("Load(isandlwana-free@1) = %+v, %v", s, err)
	}
}

// 5.9: the Colours become available at the start of a turn after the
// first (the arrivals step comes before Phase I of turns 2 and later), so a
// scenario that has them arrive on turn 1, when they would never come, is
// refused with the file, the field and the value named.
func TestRule5_9_ColoursArriveOnALaterTurn(t *testing.T) {
	good, err := builtinFS.ReadFile("isandlwana.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		arrives string
		ok      bool
	}{{"0", false}, {"1", false}, {"2", true}, {"6", true}, {"7", false}} {
		data := strings.Replace(string(good), `"colours": {"arrives": 2}`, `"colours": {"arrives": `+c.arrives+`}`, 1)
		if c.arrives != "2" && data == string(good) {
			t.Fatal("the test's replacement did not apply")
		}
		s, err := Parse([]byte(data), "mine.json")
		if c.ok {
			if err != nil || s.ColoursArrive != int(c.arrives[0]-'0') {
				t.Errorf("arrives %s: %v", c.arrives, err)
			}
			continue
		}
		if err == nil {
			t.Errorf("arrives %s: accepted", c.arrives)
			continue
		}
		for _, want := range []string{"mine.json", `"colours.arrives"`, "turn " + c.arrives} {
			if !strings.Contains(err.Error(), want) {
				t.Errorf("arrives %s: error %q does not name %s", c.arrives, err, want)
			}
		}
	}
}
