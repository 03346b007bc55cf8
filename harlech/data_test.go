package harlech

import (
	"slices"
	"strings"
	"testing"
)

// TestData_TheDecksOfTheText: 66 British and 66 Zulu cards, 42 attack and
// 52 defence cards, 32 of them with the bonus symbol, 10 Relief Column
// cards in each deck.
func TestData_TheDecksOfTheText(t *testing.T) {
	d, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	count := func(n int, ok bool) int {
		if ok {
			return n
		}
		return 0
	}
	var attack, brelief, defence, bonus, zrelief int
	for _, c := range d.bCards {
		attack += count(1, c.Kind == "attack")
		brelief += count(1, c.Kind == "relief")
	}
	for _, c := range d.zCards {
		defence += count(1, c.Kind == "defence")
		bonus += count(1, c.Bonus)
		zrelief += count(1, c.Kind == "relief")
	}
	if len(d.bCards) != 66 || len(d.zCards) != 66 || attack != 42 || defence != 52 || bonus != 32 || brelief != 10 || zrelief != 10 {
		t.Errorf("british %d (attack %d, relief %d), zulu %d (defence %d, bonus %d, relief %d)", len(d.bCards), attack, brelief, len(d.zCards), defence, bonus, zrelief)
	}
}

// TestData_ErrorsNameFileFieldAndValue: each broken file is refused with
// one line naming the file, the field and the value.
func TestData_ErrorsNameFileFieldAndValue(t *testing.T) {
	good := string(embedded)
	cases := []struct{ from, to, want string }{
		{`"hand_limit": 6`, `"hand_limit": 0`, "my.json: hand_limit: 0 is not from 1 to 20"},
		{`{"kind": "attack", "value": 11, "count": 3}`, `{"kind": "attack", "value": 0, "count": 3}`, "my.json: british[0].value: 0 is not from 1 to 99"},
		{`{"kind": "attack", "value": 11, "count": 3}`, `{"kind": "cannon", "value": 11, "count": 3}`, `my.json: british[0].kind: "cannon" is not`},
		{`"name": "chard"`, `"name": "harlech"`, `my.json: british[14]: card "harlech" listed twice`},
		{`{"kind": "defence", "value": 14, "count": 2}`, `{"kind": "defence", "value": 14, "count": -2}`, "my.json: zulu[0].count: -2 is not from 1 to 99"},
		{`{"level": 2, "dice": "DDDDDDDDDDDD"`, `{"level": 3, "dice": "DDDDDDDDDDDD"`, "my.json: levels[1].level: 3, want 2"},
		{`{"level": 2, "dice": "DDDDDDDDDDDD"`, `{"level": 2, "dice": "DDXDDDDDDDDD"`, `my.json: levels[1].dice: "DDXDDDDDDDDD", letter 3`},
		{`"relief_start": 2`, `"relief_start": 20`, "my.json: levels[0].relief_start: 20 is not from 1 to 19"},
		{`"relief_start": 2, "volleys": 10`, `"relief_start": 2, "volleys": 51`, "my.json: levels[0].volleys: 51 is not from 0 to 50"},
		{`{"to": 20, "name": "Zulu War Medal"}`, `{"to": 19, "name": "Zulu War Medal"}`, "my.json: relief.medals[2].to: 19 does not follow 19"},
		{`"spaces": 20`, `"spaces": 21`, "my.json: relief.medals[2].to: 20, the last band must end on space 21"},
		{`{"to": 19, "name": "Distinguished Conduct Medal"}`, `{"to": 18, "name": "Distinguished Conduct Medal"}`, ""},
		{`"final": true}`, `"final": false}`, ""}, // one final left: fine
		{`"stack_above_redoubt": 5`, `"stack_above_redoubt": 11`, "my.json: stack_above_redoubt: 11 is not from 0 to the 10"},
		{`"hands": [6, 4, 3, 2, 2]`, `"hands": [6, 4, 3, 2, 2], "colour": 1`, `my.json: unknown field "colour"`},
		{`"volleys": 5`, `"volleys": "five"`, "my.json: volleys: a string where a whole number belongs"},
	}
	for _, c := range cases {
		if !strings.Contains(good, c.from) {
			t.Fatalf("the data file has no %s", c.from)
		}
		_, err := LoadData("my.json", []byte(strings.Replace(good, c.from, c.to, 1)))
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.to, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n")):
			t.Errorf("%s: %v, want %q", c.to, err, c.want)
		}
	}
	if _, err := LoadData("my.json", []byte(good+" {}")); err == nil || !strings.Contains(err.Error(), "more after") {
		t.Errorf("trailing data: %v", err)
	}
}

// A user's file that is not data of the shape at all says so in a player's
// words: where the JSON breaks (line and column), that it ends too soon,
// or that a whole object is wanted (a file name given as the data).
func TestData_ABrokenFileSaysWhereAndWhat(t *testing.T) {
	cases := []struct{ data, want string }{
		{"{\n  \"hands\": [6, 4,,\n", "my.json: not JSON at line 2, column 18: invalid character ','"},
		{`{"hands": [6`, "my.json: the JSON ends before the data object does"},
		{`"my.json"`, "my.json: want a JSON object of the shape of data/harlech.json, not a string (a file is given as data=@FILE)"},
		{`[1, 2]`, "my.json: want a JSON object of the shape of data/harlech.json, not an array"},
	}
	for _, c := range cases {
		_, err := LoadData("my.json", []byte(c.data))
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") || strings.Contains(err.Error(), "Go value") {
			t.Errorf("%q: %v, want one line with %q", c.data, err, c.want)
		}
	}
}

// FuzzLoadData: the loader never panics, and whatever it accepts starts a
// game of every player count that runs to a decision.
func FuzzLoadData(f *testing.F) {
	f.Add(embedded)
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"hands":[1,1,1,1,1],"hand_limit":1}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		d, err := LoadData("fuzz.json", b)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("a two-line error: %q", err)
			}
			return
		}
		for p := 1; p <= 5; p++ {
			for l := 0; l <= len(d.Levels); l++ {
				g, err := NewGame(Config{Players: p, Level: l, Data: d, Seed: 1})
				if err != nil {
					t.Fatal(err)
				}
				for k := 0; k < 50 && g.Outcome == nil; k++ {
					if err := g.Apply(g.Legal()[0]); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	})
}

// FuzzApply types arbitrary text as an action in a position reached by
// random legal actions: the engine never panics; it refuses with one line
// and no change, or the text, written the way Legal writes it (Canonical:
// any case, extra spaces, a position in full), was on the legal list. The
// corpus keeps "fAll-BACk", which the old check called a fault.
func FuzzApply(f *testing.F) {
	for _, a := range []string{"hold 15 n", "fall-back", "roll+volley", "play schiess both", "play adendorff n2", "give 3", "discard chard", "use-ammo", "pass", "hold", "play", "give 99999999999999999999", "play reynolds", "hold 15 n n"} {
		f.Add(uint8(3), uint64(1), a)
	}
	f.Fuzz(func(t *testing.T, steps uint8, seed uint64, line string) {
		g, err := NewGame(Config{Players: int(seed%5) + 1, Level: int(seed % 8), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for k := 0; k < int(steps%60) && g.Outcome == nil; k++ {
			l := g.Legal()
			if err := g.Apply(l[int(seed+uint64(k))%len(l)]); err != nil {
				t.Fatal(err)
			}
		}
		legal := g.Legal()
		h := g.Hash()
		if err := g.Apply(line); err != nil {
			if strings.Contains(err.Error(), "\n") || g.Hash() != h {
				t.Fatalf("%q: refused with %q, changed %v", line, err, g.Hash() != h)
			}
		} else if !slices.Contains(legal, Canonical(line)) {
			t.Fatalf("%q accepted but not on the legal list %v", line, legal)
		}
	})
}
