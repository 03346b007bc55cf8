package games

import (
	"encoding/json"
	"strings"
	"testing"
)

type firstLegal struct{}

func (firstLegal) Choose(s State) (string, string) { return s.Legal()[0], "first" }

func TestBotRegistryFindsBotsBySeat(t *testing.T) {
	RegisterBot(BotInfo{Game: "toy-bots", Name: "zed", Seats: []string{"red"}, New: func(uint64) Bot { return firstLegal{} }})
	RegisterBot(BotInfo{Game: "toy-bots", Name: "amy", Seats: []string{"red", "blue"}, New: func(uint64) Bot { return firstLegal{} }})
	if got := Bots("toy-bots", ""); len(got) != 2 || got[0].Name != "amy" || got[1].Name != "zed" {
		t.Fatalf("Bots(all) = %v, want amy then zed", got)
	}
	if got := Bots("toy-bots", "blue"); len(got) != 1 || got[0].Name != "amy" {
		t.Fatalf("Bots(blue) = %v, want amy", got)
	}
	if _, err := BotNamed("toy-bots", "amy", "red"); err != nil {
		t.Fatal(err)
	}
	_, err := BotNamed("toy-bots", "zed", "blue")
	if err == nil || !strings.Contains(err.Error(), "toy-bots blue bots: amy") {
		t.Fatalf("BotNamed(zed, blue) error = %v, want one naming amy", err)
	}
	if _, err := BotNamed("no-such-game", "x", ""); err == nil || !strings.Contains(err.Error(), "has no bots") {
		t.Fatalf("error = %v", err)
	}
	defer func() {
		if recover() == nil {
			t.Fatal("a bot registered twice did not panic")
		}
	}()
	RegisterBot(BotInfo{Game: "toy-bots", Name: "amy", Seats: []string{"red"}, New: func(uint64) Bot { return firstLegal{} }})
}

// TestDefaultBot_TheMarkedOneOrTheOnlyOne: a seat's default is the bot
// marked Default, else its only bot; a seat with several and none marked,
// or none at all, is an error that lists what there is.
func TestDefaultBot_TheMarkedOneOrTheOnlyOne(t *testing.T) {
	mk := func(uint64) Bot { return firstLegal{} }
	RegisterBot(BotInfo{Game: "toy-defaults", Name: "ann", Seats: []string{"red", "blue"}, New: mk})
	RegisterBot(BotInfo{Game: "toy-defaults", Name: "bob", Seats: []string{"red", "green"}, New: mk, Default: true})
	RegisterBot(BotInfo{Game: "toy-defaults", Name: "cy", Seats: []string{"blue"}, New: mk})
	cases := []struct{ seat, want, err string }{
		{"red", "bob", ""},
		{"green", "bob", ""},
		{"blue", "", "toy-defaults seat blue needs a bot to be named (blue bots: ann, cy)"},
		{"white", "", "toy-defaults has no bot for seat white"},
	}
	for _, c := range cases {
		b, err := DefaultBot("toy-defaults", c.seat)
		if c.err == "" && (err != nil || b.Name != c.want) {
			t.Errorf("%s: got %q, %v; want %q", c.seat, b.Name, err, c.want)
		}
		if c.err != "" && (err == nil || err.Error() != c.err) {
			t.Errorf("%s: error %v, want %q", c.seat, err, c.err)
		}
	}
}

type toyOptions struct {
	Level   int  `json:"level,omitempty"`
	Players int  `json:"players"`
	Secret  bool `json:"-"`
	Plain   bool
	hidden  bool
}

type toyRules struct{}

func (toyRules) Info() Info               { return Info{ID: "toy-options"} }
func (toyRules) New(Setup) (State, error) { return nil, nil }
func (toyRules) DefaultOptions() any      { return &toyOptions{} }

// TestCheckOptionNames_ListsTheOptionsOnAMisspelling: the option names are
// the JSON names of the options struct; a name that is none of them, in
// any case, is refused with the list; a game that does not list its
// options, or options that are no object, are left to DecodeOptions.
func TestCheckOptionNames_ListsTheOptionsOnAMisspelling(t *testing.T) {
	if got := strings.Join(OptionNames(toyRules{}), " "); got != "Plain level players" {
		t.Errorf("OptionNames = %q", got)
	}
	cases := []struct{ raw, want string }{
		{``, ""},
		{`{"level": 2, "PLAYERS": 3, "plain": true}`, ""},
		{`{"levle": 2}`, `toy-options has no option "levle" (options: Plain, level, players)`},
		{`{"secret": true}`, `toy-options has no option "secret"`},
		{`[1]`, ""},
	}
	for _, c := range cases {
		err := CheckOptionNames(toyRules{}, json.RawMessage(c.raw))
		if (c.want == "") != (err == nil) || err != nil && !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.raw, err, c.want)
		}
	}
}

// TestDecodeOptions_SaysWhichOptionAndWhatItWants: a misspelt option or a
// value of the wrong kind is named in a player's words, not Go's types.
func TestDecodeOptions_SaysWhichOptionAndWhatItWants(t *testing.T) {
	var o struct {
		Players int  `json:"players"`
		Melee   bool `json:"melee"`
	}
	for _, c := range []struct{ raw, want string }{
		{`{"players": "two"}`, `toy: options: option "players" wants a whole number, not a text`},
		{`{"players": 2.5}`, `toy: options: option "players" wants a whole number, not the number 2.5`},
		{`{"melee": 3}`, `toy: options: option "melee" wants true or false, not a number`},
		{`{"foo": 1}`, `toy: options: option "foo" is not one of the game's options`},
	} {
		err := DecodeOptions("toy", []byte(c.raw), &o)
		if err == nil || err.Error() != c.want {
			t.Errorf("%s: %v, want %q", c.raw, err, c.want)
		}
	}
}

// TestBotTitle_IsTheTitleOrTheNameInWords: a bot with a title is shown by
// it; one without, or a name the registry does not know, as "the NAME
// bot" with its hyphens as spaces.
func TestBotTitle_IsTheTitleOrTheNameInWords(t *testing.T) {
	RegisterBot(BotInfo{Game: "toy-titles", Name: "line-up", Title: "the players in line", Seats: []string{"red"}, New: func(uint64) Bot { return firstLegal{} }})
	RegisterBot(BotInfo{Game: "toy-titles", Name: "plain-one", Seats: []string{"red"}, New: func(uint64) Bot { return firstLegal{} }})
	for _, c := range []struct{ game, name, want string }{
		{"toy-titles", "line-up", "the players in line"},
		{"toy-titles", "plain-one", "the plain one bot"},
		{"toy-titles", "gone", "the gone bot"},
		{"no-such-game", "line-up", "the line up bot"},
	} {
		if got := BotTitle(c.game, c.name); got != c.want {
			t.Errorf("BotTitle(%q, %q) = %q, want %q", c.game, c.name, got, c.want)
		}
	}
}
