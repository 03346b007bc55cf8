package untrusted

import (
	"encoding/json"
	"errors"
	"testing"
)

func TestJSONPositionPointsAtTheFault(t *testing.T) {
	var v struct{ N int }
	for _, c := range []struct {
		data      string
		line, col int
		ok        bool
	}{
		{"{\n  \"N\": 1,\n}", 3, 2, true}, // a syntax error: the closing brace after a comma
		{"{\n\"N\": \"x\"}", 2, 9, true},  // a value of the wrong kind
		{"", 1, 1, true},                  // nothing at all: the very start
	} {
		err := json.Unmarshal([]byte(c.data), &v)
		line, col, ok := JSONPosition([]byte(c.data), err)
		if line != c.line || col != c.col || ok != c.ok {
			t.Errorf("%q: line %d col %d ok %v, want %d %d %v (%v)", c.data, line, col, ok, c.line, c.col, c.ok, err)
		}
	}
	if _, _, ok := JSONPosition([]byte("{}"), errors.New("other")); ok {
		t.Error("an error without an offset has a position")
	}
}
