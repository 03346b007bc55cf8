package skirmish

import (
	"strings"
	"testing"

	"zulu1879/scenarios/rdtactical"
)

func station(t testing.TB) *rdtactical.Map {
	t.Helper()
	m, err := rdtactical.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestScenario_BuiltinsLoad(t *testing.T) {
	m := station(t)
	for _, c := range []struct {
		name               string
		british, patients  int
		size, waves, turns int
	}{
		{"hospital", 20, 12, 30, 3, 16},
		{"perimeter", 30, 0, 64, 5, 30},
	} {
		s, err := LoadScenario(c.name, m)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		p := 0
		for _, b := range s.British {
			if b.Patient {
				p++
			}
		}
		if len(s.British) != c.british || p != c.patients || s.Zulu.Size != c.size || s.Zulu.Waves != c.waves || s.Turns != c.turns {
			t.Errorf("%s: %d british (%d patients), waves %d of %d, %d turns; want %d (%d), %d of %d, %d",
				c.name, len(s.British), p, s.Zulu.Waves, s.Zulu.Size, s.Turns, c.british, c.patients, c.waves, c.size, c.turns)
		}
	}
}

// TestScenario_ValidatorRefuses breaks the hospital file one field at a
// time; each error is one line naming the field.
func TestScenario_ValidatorRefuses(t *testing.T) {
	m := station(t)
	base, err := scenarioFS.ReadFile("scenarios/hospital.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ old, new, want string }{
		{`"turns": 16`, `"turns": 0`, "turns: 0"},
		{`"hexes": ["1418"]`, `"hexes": ["9918"]`, "british[0].hexes[0]: hex 9918 is off"},
		{`"hexes": ["1418"]`, `"hexes": ["1618"]`, "british[1]: hex 1618 already holds Hook"},
		{`"face": "S", "weapon": "rifle", "hero": true},`, `"face": "Q", "weapon": "rifle", "hero": true},`, "british[0].face"},
		{`"weapon": "none"`, `"weapon": "spear"`, "british[3].weapon"},
		{`"wound": "light"`, `"wound": "grazed"`, "british[3].wound"},
		{`"size": 30`, `"size": 300`, "zulu.size: 300"},
		{`"riflemen": 3`, `"riflemen": 31`, "zulu.riflemen: 31"},
		{`"waves": 3`, `"waves": 0`, "zulu.waves: 0"},
		{`"entry": ["0114-0126", "0230-3030"]`, `"entry": ["0114-0126"]`, "zulu.entry: 13 hexes for a wave of 30"},
		{`"roof": "1218"`, `"roof": "3030"`, "fires[0].roof: hex 3030 has no roof"},
		{`"need": 5`, `"need": 13`, "victory.need: 13"},
		{`"kind": "rescue"`, `"kind": "win"`, "victory.kind"},
		{`"area": "storehouse"`, `"area": "oskarberg"`, "victory.area"},
		{`"oskarberg": true`, `"oskarberg": true, "extra": 1`, "unknown field"},
		{`"turns": 16`, `"turns": "x"`, "cannot unmarshal"},
	} {
		data := strings.Replace(string(base), c.old, c.new, 1)
		if data == string(base) {
			t.Fatalf("%q not in the file", c.old)
		}
		_, err := ParseScenario([]byte(data), "h.json", m)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") || !strings.HasPrefix(err.Error(), "h.json: ") {
			t.Errorf("%s -> %s: error %v, want one line with %q", c.old, c.new, err, c.want)
		}
	}
	if _, err := ParseScenario(append(base, []byte(" {}")...), "h.json", m); err == nil {
		t.Error("text after the object accepted")
	}
	if _, err := LoadScenario("nowhere", m); err == nil {
		t.Error("unknown scenario accepted")
	}
}

// TestScenarioTitle_IsTheFilesTitle: the title the start screen shows is
// the one the scenario loads with; an unknown name comes back as it is.
func TestScenarioTitle_IsTheFilesTitle(t *testing.T) {
	m := station(t)
	for _, name := range ScenarioNames {
		s, err := LoadScenario(name, m)
		if err != nil {
			t.Fatal(err)
		}
		if got := ScenarioTitle(name); got != s.Title || got == name {
			t.Errorf("%s: title %q, the scenario's is %q", name, got, s.Title)
		}
	}
	if got := ScenarioTitle("hospital"); got != "The Hospital" {
		t.Errorf("hospital: %q", got)
	}
	if got := ScenarioTitle("nowhere"); got != "nowhere" {
		t.Errorf("an unknown scenario: %q", got)
	}
}
