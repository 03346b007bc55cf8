package saves

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"zulu1879/isandlwana"
)

// A bot's reasons are saved with the game (format 4, "reasons") and come
// back when it is loaded; a rewind drops those of the actions it takes back.
func TestFormat4_ReasonsRoundTripAndRewind(t *testing.T) {
	s := randomGame(t, "isandlwana", 5, 40)
	s.AddReason(isandlwana.Zulu, "rule9: toward the camp")
	if err := s.Rewind(30); err != nil {
		t.Fatal(err)
	}
	s.AddReason(isandlwana.British, "standard: hold the line")
	data, err := s.Encode("test")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"reasons"`) {
		t.Fatal(`the save has no "reasons"`)
	}
	back, err := Decode(data, LoadOptions{Name: "r.json"})
	if err != nil {
		t.Fatal(err)
	}
	want := []Reason{{Action: 29, Side: "british", Text: "standard: hold the line"}}
	if got := back.Reasons(); !reflect.DeepEqual(got, want) {
		t.Errorf("reasons after the rewind and a reload: %+v, want %+v", got, want)
	}
	for i := 0; i < back.Len(); i++ {
		if back.LogStart(i) != s.LogStart(i) || (i > 0 && back.LogStart(i) < back.LogStart(i-1)) {
			t.Fatalf("action %d starts at log line %d after loading, %d before", i, back.LogStart(i), s.LogStart(i))
		}
	}
	// A game no bot explained writes no "reasons" at all.
	plain, err := randomGame(t, "isandlwana", 5, 40).Encode("test")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(plain), `"reasons"`) {
		t.Error(`a save without reasons writes "reasons"`)
	}
}

// Format 3 saves (no reasons) still load, as format 4 with none.
func TestFormat3SavesLoadWithoutReasons(t *testing.T) {
	path := filepath.Join("testdata", "v3", "v3-mid-game.json")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	f, err := Parse(data, "v3-mid-game.json")
	if err != nil {
		t.Fatal(err)
	}
	if f.From != 3 || f.Format != Current || f.Reasons != nil {
		t.Errorf("parsed from %d to %d with reasons %v", f.From, f.Format, f.Reasons)
	}
	s, err := Decode(data, LoadOptions{Name: "v3-mid-game.json"})
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Reasons()) != 0 {
		t.Errorf("reasons %v from a format 3 save", s.Reasons())
	}
}

// A damaged "reasons" field is refused with a line naming the entry and
// what is wrong, never a panic.
func TestFormat4_BadReasonsAreRefused(t *testing.T) {
	good, err := randomGame(t, "isandlwana", 5, 20).Encode("test")
	if err != nil {
		t.Fatal(err)
	}
	set := func(rs ...map[string]any) []byte {
		return edit(t, good, func(m map[string]any) {
			list := []any{}
			for _, r := range rs {
				list = append(list, r)
			}
			m["reasons"] = list
		})
	}
	r := func(action any, side, text string) map[string]any {
		return map[string]any{"action": action, "side": side, "text": text}
	}
	cases := []struct {
		name string
		data []byte
		want string
	}{
		{"past the end", set(r(20, "zulu", "x")), `entry 1: action 20 is not one of the game's (0 to 19)`},
		{"negative", set(r(-1, "zulu", "x")), `entry 1: action -1`},
		{"out of order", set(r(5, "zulu", "x"), r(5, "zulu", "y")), `entry 2: action 5 is out of order`},
		{"no such side", set(r(3, "boer", "x")), `entry 1: side "boer" is neither`},
		{"empty", set(r(3, "zulu", "")), `entry 1: the text is empty`},
		{"control character", set(r(3, "zulu", "a\x1b[2Jb")), `entry 1: the text holds a control character (U+001B)`},
		{"too long", set(r(3, "zulu", strings.Repeat("x", MaxReasonLen+1))), `over the 2000 a reason may have`},
		{"not a number", set(r("three", "zulu", "x")), `reasons`},
	}
	for _, c := range cases {
		_, err := Decode(c.data, LoadOptions{Name: "bad.json"})
		var se *Error
		if !errors.As(err, &se) || se.Problem != ProblemCorrupt || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: %v, want a one-line corrupt-save error with %q", c.name, err, c.want)
		}
	}
	// The same edit by hand, with good reasons (edit would rewrite the state).
	ok := strings.Replace(string(good), `"state":`, `"reasons": [{"action": 3, "side": "zulu", "text": "fine"}, {"action": 7, "side": "british", "text": "also fine"}],
  "state":`, 1)
	if _, err := Decode([]byte(ok), LoadOptions{Name: "ok.json"}); err != nil {
		t.Errorf("good reasons refused: %v", err)
	}
}
