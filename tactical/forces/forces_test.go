package forces

import (
	"strings"
	"testing"

	"zulu1879/scenarios/rdtactical"
)

func station(t *testing.T) *rdtactical.Map {
	t.Helper()
	m, err := rdtactical.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestBuiltinRoster: the embedded garrison has the counts the README gives
// by kind, every man on his own hex, the patients in the hospital.
func TestBuiltinRoster(t *testing.T) {
	m := station(t)
	f, err := Builtin(m)
	if err != nil {
		t.Fatal(err)
	}
	count := map[string]int{}
	orderlies := 0
	for _, man := range f.British {
		k := man.Kind.String()
		if man.Bed {
			k += "-bed"
		}
		count[k]++
		if man.Orderly {
			orderlies++
		}
	}
	want := map[string]int{"leader": 10, "infantry": 87, "other": 10, "patient": 18, "patient-bed": 15}
	for k, n := range want {
		if count[k] != n {
			t.Errorf("%s: %d counters, want %d", k, count[k], n)
		}
	}
	if orderlies != 2 {
		t.Errorf("%d orderlies, want 2 (Reynolds and the AHC orderly)", orderlies)
	}
	sum := 0
	for _, a := range f.Arrivals {
		sum += a.Units
	}
	if sum > f.Pool || f.Pool != 180 || f.OnMapCap != 120 {
		t.Errorf("pool %d, cap %d, arrivals %d", f.Pool, f.OnMapCap, sum)
	}
}

// TestParseRefusesBadForces: each damaged file gives one line naming what
// and where.
func TestParseRefusesBadForces(t *testing.T) {
	m := station(t)
	base := string(forcesJSON)
	cases := []struct {
		name, old, new, want string
	}{
		{"unknown kind", `"kind": "leader", "name": "Lt J. R. M. Chard, RE"`, `"kind": "general", "name": "Lt J. R. M. Chard, RE"`, `british[0] (Lt J. R. M. Chard, RE): unknown kind "general"`},
		{"off the map", `"at": ["3015"]`, `"at": ["9915"]`, "off the 64×34 map"},
		{"two on a hex", `"at": ["2515"]`, `"at": ["3015"]`, "hex 3015 already holds"},
		{"patient outside", `"at": ["1219", "1318"`, `"at": ["3019", "1318"`, "patients start in the hospital"},
		{"bad edge", `"edge": "south"`, `"edge": "up"`, `unknown edge "up"`},
		{"bad turn", `{"turn": 1,`, `{"turn": 0,`, "zulu.arrivals[0] (iNdluyengwe).turn: 0"},
		{"too many", `"pool": 180`, `"pool": 100`, "zulu.onMapCap"},
		{"unknown field", `"pool": 180`, `"pool": 180, "spare": 1`, "unknown field"},
		{"bed soldier", `"kind": "other", "name": "Commissariat",`, `"kind": "other", "bed": true, "name": "Commissariat",`, "only a patient may be bed-bound"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if !strings.Contains(base, c.old) {
				t.Fatalf("test case does not match the file: %q", c.old)
			}
			_, err := Parse([]byte(strings.Replace(base, c.old, c.new, 1)), "x.json", m)
			if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
				t.Fatalf("error %v, want one line with %q", err, c.want)
			}
		})
	}
}

// FuzzParse: no input makes Parse panic.
func FuzzParse(f *testing.F) {
	f.Add(forcesJSON)
	f.Add([]byte(`{"id":"x","british":[{"kind":"leader","at":["0101-0202"]}]}`))
	m, err := rdtactical.Builtin()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if _, err := Parse(data, "f.json", m); err != nil && strings.Contains(err.Error(), "\n") {
			t.Fatalf("two-line error %q", err)
		}
	})
}
