package saves

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

func TestPrettyLayout(t *testing.T) {
	cases := []struct {
		name, in, want string
	}{
		{"object keeps key order", `{"b":1,"a":2}`, "{\n  \"b\": 1,\n  \"a\": 2\n}\n"},
		{"short number array on one line", `{"pool":[0,3]}`, "{\n  \"pool\": [0, 3]\n}\n"},
		{"long number array ten to a line", `[1,2,3,4,5,6,7,8,9,10,11,12]`, "[\n  1, 2, 3, 4, 5, 6, 7, 8, 9, 10,\n  11, 12\n]\n"},
		{"strings one per line", `["end","move 1201 1103"]`, "[\n  \"end\",\n  \"move 1201 1103\"\n]\n"},
		{"empty containers", `{"a":[],"b":{}}`, "{\n  \"a\": [],\n  \"b\": {}\n}\n"},
		{"small objects of scalars on one line", `{"s":{"u":[{"id":"A","sp":7}]}}`, "{\n  \"s\": {\n    \"u\": [\n      {\"id\": \"A\", \"sp\": 7}\n    ]\n  }\n}\n"},
		{"long objects one member per line", `{"s":{"a":"` + strings.Repeat("x", 60) + `","b":"` + strings.Repeat("y", 60) + `"}}`,
			"{\n  \"s\": {\n    \"a\": \"" + strings.Repeat("x", 60) + "\",\n    \"b\": \"" + strings.Repeat("y", 60) + "\"\n  }\n}\n"},
		{"objects holding arrays one member per line", `[{"a":[1]}]`, "[\n  {\n    \"a\": [1]\n  }\n]\n"},
		{"escapes kept as encoding/json writes them", `["<&>\u2028é"]`, "[\n  \"\\u003c\\u0026\\u003e\\u2028é\"\n]\n"},
		{"big numbers kept exactly", `[18446744073709551615, 1e3, null, true]`, "[18446744073709551615, 1e3, null, true]\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := Pretty([]byte(c.in))
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != c.want {
				t.Fatalf("got\n%s\nwant\n%s", got, c.want)
			}
			var a, b any
			json.Unmarshal([]byte(c.in), &a)
			if err := json.Unmarshal(got, &b); err != nil || !reflect.DeepEqual(a, b) {
				t.Fatalf("the layout changed the value: %v", err)
			}
		})
	}
}

func TestPrettyRefusesBadJSON(t *testing.T) {
	cases := []struct{ name, in string }{
		{"trailing data", `{} {}`},
		{"unclosed", `{"a": [1, 2`},
		{"not JSON", `hello`},
		{"too deep", strings.Repeat("[", 100) + strings.Repeat("]", 100)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if _, err := Pretty([]byte(c.in)); err == nil {
				t.Fatal("accepted")
			}
		})
	}
}

// Compacting a pretty save gives back exactly what json.Marshal wrote, so
// the state digest can be checked on the file.
func TestPrettyCompactsBackToMarshal(t *testing.T) {
	s := randomGame(t, "isandlwana", 8, 70)
	raw, err := json.Marshal(s.Game())
	if err != nil {
		t.Fatal(err)
	}
	p, err := Pretty(raw)
	if err != nil {
		t.Fatal(err)
	}
	var c bytes.Buffer
	if err := json.Compact(&c, p); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(c.Bytes(), raw) {
		t.Fatal("compacted pretty JSON differs from the original")
	}
}

// Saves of the same game are identical; saves of different games differ,
// and the diff shows the lines that differ.
func TestDiffOfSaves(t *testing.T) {
	a := encode(t, randomGame(t, "isandlwana", 1, 40))
	a2 := encode(t, randomGame(t, "isandlwana", 1, 40))
	b := encode(t, randomGame(t, "isandlwana", 1, 41))
	v1 := encodeV1(t, randomGame(t, "isandlwana", 1, 40))
	cases := []struct {
		name  string
		x, y  []byte
		same  bool
		shows []string
	}{
		{"same game", a, a2, true, nil},
		{"one more action", a, b, false, []string{"--- a.json", "+++ b.json", `"hash"`, "@@"}},
		{"old format against new", v1, a, false, []string{`-  "program": "unknown (save format 1)"`, `+  "program": "test"`}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d, err := Diff(c.x, c.y, "a.json", "b.json")
			if err != nil {
				t.Fatal(err)
			}
			if c.same != (d == "") {
				t.Fatalf("same = %v, diff:\n%s", d == "", d)
			}
			for _, w := range c.shows {
				if !strings.Contains(d, w) {
					t.Errorf("diff does not show %q:\n%s", w, d)
				}
			}
		})
	}
	if _, err := Diff(a, []byte("garbage"), "a.json", "bad.json"); err == nil || !strings.Contains(err.Error(), "bad.json") {
		t.Errorf("diff against a bad file: %v", err)
	}
}
