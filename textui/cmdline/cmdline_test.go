package cmdline

import (
	"errors"
	"strings"
	"testing"
)

func TestSplitSkipsBlankAndCommentLines(t *testing.T) {
	for _, tc := range []struct {
		line, verb string
		args       []string
		ok         bool
	}{
		{"", "", nil, false},
		{"   ", "", nil, false},
		{"# note", "", nil, false},
		{"  LEGAL fire 0808 ", "legal", []string{"fire", "0808"}, true},
		{"quit", "quit", []string{}, true},
	} {
		verb, args, ok := Split(tc.line)
		if verb != tc.verb || ok != tc.ok || strings.Join(args, "|") != strings.Join(tc.args, "|") {
			t.Errorf("Split(%q) = %q %q %v, want %q %q %v", tc.line, verb, args, ok, tc.verb, tc.args, tc.ok)
		}
	}
}

func TestFailPrintsOneLine(t *testing.T) {
	var b strings.Builder
	Fail(&b, "bad %s", "a\nb")
	if got, want := b.String(), "error: bad a b\n"; got != want {
		t.Errorf("Fail wrote %q, want %q", got, want)
	}
}

func TestDoChecksTheNumber(t *testing.T) {
	for _, tc := range []struct {
		args []string
		k    int
		err  string
	}{
		{[]string{"2"}, 1, ""},
		{[]string{"3"}, 2, ""},
		{nil, 0, "expected \"do N\""},
		{[]string{"1", "2"}, 0, "expected \"do N\""},
		{[]string{"x"}, 0, "\"x\" is not a number"},
		{[]string{"0"}, 0, "there are 3 legal moves"},
		{[]string{"4"}, 0, "4 is not on the list"},
	} {
		k, err := Do(tc.args, 3, "move")
		if tc.err == "" && (err != nil || k != tc.k) {
			t.Errorf("Do(%q) = %d, %v; want %d", tc.args, k, err, tc.k)
		}
		if tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)) {
			t.Errorf("Do(%q) error %v, want one saying %q", tc.args, err, tc.err)
		}
	}
}

func TestTailKeepsTheLastLines(t *testing.T) {
	log := []int{1, 2, 3, 4}
	for _, tc := range []struct {
		args []string
		want string
		bad  bool
	}{
		{nil, "[1 2 3 4]", false},
		{[]string{"2"}, "[3 4]", false},
		{[]string{"9"}, "[1 2 3 4]", false},
		{[]string{"0"}, "", true},
		{[]string{"x"}, "", true},
		{[]string{"1", "2"}, "", true},
	} {
		got, err := Tail(log, tc.args)
		if (err != nil) != tc.bad {
			t.Errorf("Tail(%q) error %v, want error %v", tc.args, err, tc.bad)
			continue
		}
		if !tc.bad && sprint(got) != tc.want {
			t.Errorf("Tail(%q) = %v, want %s", tc.args, got, tc.want)
		}
	}
}

func sprint(v []int) string {
	var b strings.Builder
	b.WriteString("[")
	for i, x := range v {
		if i > 0 {
			b.WriteString(" ")
		}
		b.WriteString(string(rune('0' + x)))
	}
	b.WriteString("]")
	return b.String()
}

func TestEventTagsShowRuleAndDice(t *testing.T) {
	for _, tc := range []struct {
		rule string
		dice []int
		want string
	}{
		{"", nil, ""},
		{"7.2", nil, " [7.2]"},
		{"", []int{3}, " {die 3}"},
		{"9", []int{1, 6}, " [9] {die 1,6}"},
	} {
		if got := EventTags(tc.rule, tc.dice); got != tc.want {
			t.Errorf("EventTags(%q, %v) = %q, want %q", tc.rule, tc.dice, got, tc.want)
		}
	}
}

func TestListingPagesAndFilters(t *testing.T) {
	l := Listing{Noun: "move", Naming: "naming", More: "legal all"}
	items := []string{"fire a", "move b", "fire c", "fire d", "pass"}
	fire := func(k int) bool { return strings.HasPrefix(items[k], "fire") }
	none := func(int) bool { return false }
	line := func(k int) string { return items[k] }
	for _, tc := range []struct {
		name        string
		n           int
		match       func(int) bool
		filter      []string
		limit, from int
		want        string
		next        int
	}{
		{"empty list", 0, fire, nil, -1, 0, "No legal moves: the game is over.\n", 0},
		{"no match", 5, none, []string{"x"}, -1, 0, "None of the 5 legal moves naming x.\n", 0},
		{"all", 5, fire, []string{"fire"}, -1, 0, "3 legal moves naming fire:\n  1  fire a\n  3  fire c\n  4  fire d\n", 0},
		{"first page", 5, fire, nil, 2, 0, "3 legal moves:\n  1  fire a\n  3  fire c\n  … 1 more: legal all\n", 2},
		{"second page", 5, fire, nil, 2, 2, "3 legal moves:\n  4  fire d\n", 0},
		{"one match", 5, func(k int) bool { return k == 1 }, []string{"move"}, -1, 0, "1 legal move naming move:\n  2  move b\n", 0},
		{"past the end starts again", 5, fire, nil, 1, 7, "3 legal moves:\n  1  fire a\n  … 2 more: legal all\n", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var b strings.Builder
			next := l.Show(&b, tc.n, tc.match, tc.filter, tc.limit, tc.from, "", line)
			if b.String() != tc.want || next != tc.next {
				t.Errorf("Show wrote %q and returned %d, want %q and %d", b.String(), next, tc.want, tc.next)
			}
		})
	}
}

func TestListingParseArgs(t *testing.T) {
	l := Listing{Noun: "action"}
	digits := func(a string) bool { return a != "" && strings.Trim(a, "0123456789") == "" && len(a) <= 3 }
	for _, tc := range []struct {
		args   []string
		filter string
		limit  int
		err    string
	}{
		{nil, "", 30, ""},
		{[]string{"fire", "5"}, "fire", 5, ""},
		{[]string{"ALL", "0808"}, "0808", -1, ""},
		{[]string{"0"}, "", 0, "number of actions to show must be at least 1"},
	} {
		filter, limit, err := l.ParseArgs(tc.args, 30, digits)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("ParseArgs(%q) error %v, want %q", tc.args, err, tc.err)
			}
			continue
		}
		if err != nil || strings.Join(filter, " ") != tc.filter || limit != tc.limit {
			t.Errorf("ParseArgs(%q) = %q %d %v, want %q %d", tc.args, filter, limit, err, tc.filter, tc.limit)
		}
	}
}

type failReader struct{}

func (failReader) Read([]byte) (int, error) { return 0, errors.New("disk gone") }

func TestRunStopsOnQuitOrEndOfInput(t *testing.T) {
	for _, tc := range []struct {
		name  string
		input string
		over  bool
		want  string
	}{
		{"end of input", "a\nb\n", false, "> a\n> b\n> \nEnd of input on turn 2: the game is not over.\n"},
		{"quit", "a\nquit\nb\n", false, "> a\n> quit\nQuit on turn 2: the game was not over.\n"},
		{"over", "quit\n", true, "> quit\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var b strings.Builder
			var ran []string
			over, err := Run(strings.NewReader(tc.input), Loop{
				Out: &b, Echo: true,
				Prompt: func() string { return "> " },
				Exec:   func(l string) bool { ran = append(ran, l); return l == "quit" },
				Over:   func() bool { return tc.over },
				Where:  func() string { return "turn 2" },
			})
			if err != nil || over != tc.over || b.String() != tc.want {
				t.Errorf("Run = %v, %v, wrote %q; want %v and %q", over, err, b.String(), tc.over, tc.want)
			}
		})
	}
	var b strings.Builder
	_, err := Run(failReader{}, Loop{Out: &b, Prompt: func() string { return "" }, Exec: func(string) bool { return false },
		Over: func() bool { return false }, Where: func() string { return "turn 1" }})
	if err == nil || !strings.Contains(err.Error(), "disk gone") {
		t.Errorf("Run on a failing reader: error %v, want one naming the cause", err)
	}
}
