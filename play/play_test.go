package play

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"

	"zulu1879/games"
	_ "zulu1879/games/all"
	"zulu1879/internal/toygame"
	"zulu1879/saves"
)

func init() {
	toygame.Register()
	// A bot for a game without hidden information, whose reasons the loop
	// prints.
	games.RegisterBot(games.BotInfo{Game: "rorkes-drift", Name: "test-first", Seats: []string{"british"}, About: "plays the first legal action",
		New: func(uint64) games.Bot { return firstLegal{} }})
	games.RegisterBot(games.BotInfo{Game: "isandlwana", Name: "test-first", Seats: []string{"british", "zulu"}, About: "plays the first legal action",
		New: func(uint64) games.Bot { return firstLegal{} }})
}

type firstLegal struct{}

func (firstLegal) Choose(s games.State) (string, string) {
	return s.Legal()[0], "it is the first of " + fmt.Sprint(len(s.Legal()))
}

// newToy starts a toy game on seed with the given players.
func newToy(t *testing.T, seed uint64, players map[string]string) *saves.Record {
	t.Helper()
	rules, err := games.Lookup(toygame.ID)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := saves.NewRecord(rules, games.Setup{Seed: seed}, players)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// run plays rec with the script as input and returns the transcript.
func run(t *testing.T, rec *saves.Record, script string, autosave func(*saves.Record) (string, error)) string {
	t.Helper()
	bots, names, warns := Bots(rec)
	if len(warns) > 0 {
		t.Fatal(warns)
	}
	var out bytes.Buffer
	err := Run(Config{Record: rec, Bots: bots, BotNames: names, In: strings.NewReader(script), Out: &out, Echo: true, Program: "test", Autosave: autosave})
	if err != nil {
		t.Fatalf("Run: %v\n%s", err, out.String())
	}
	return out.String()
}

// hands deals the toy game on seed: each seat's cards, sorted (the order
// in which "1" plays them).
func hands(t *testing.T, seed uint64) [2][]string {
	st, err := toygame.Rules{}.New(games.Setup{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return st.(*toygame.State).Hands
}

func TestRun_HotseatHiddenHandsReachOnlyTheirSeat(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3} {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			h := hands(t, seed)
			out := run(t, newToy(t, seed, nil), "\n1\n\n1\n\n1\n\n1\n", nil)
			parts := strings.Split(out, "==== Pass the keyboard to ")
			if len(parts) != 5 {
				t.Fatalf("%d curtains, want 4 (one before each turn of a person):\n%s", len(parts)-1, out)
			}
			for _, c := range slices.Concat(h[0], h[1]) {
				if strings.Contains(parts[0], c) {
					t.Errorf("%s is printed before the first player took the keyboard", c)
				}
			}
			for i, part := range parts[1:] {
				owner, other := 0, 1
				if strings.HasPrefix(part, "south") {
					owner, other = 1, 0
				}
				// The other seat has played its cards in sorted order:
				// i/2 of them by north's turns, (i+1)/2 by south's.
				playedByOther := (i + 1 - other) / 2
				if other == 1 {
					playedByOther = i / 2
				}
				for _, c := range h[other][playedByOther:] {
					if strings.Contains(part, c) {
						t.Errorf("turn %d, %s at the screen: the other seat's unplayed card %s is shown:\n%s", i+1, []string{"north", "south"}[owner], c, part)
					}
				}
				if i < 2 && !strings.Contains(part, h[owner][len(h[owner])-1]) {
					t.Errorf("turn %d: the seat at the screen does not see its own hand:\n%s", i+1, part)
				}
			}
			if !strings.Contains(out, "Game over: ") {
				t.Errorf("the game did not end:\n%s", out)
			}
		})
	}
}

func TestRun_ABotKeepsItsHandAndReasonsFromThePerson(t *testing.T) {
	h := hands(t, 5)
	out := run(t, newToy(t, 5, map[string]string{"north": "first"}), "1\n1\n", nil)
	// north's kept card is its last (it plays its cards in sorted order).
	if strings.Contains(out, h[0][2]) || strings.Contains(out, "I hold") {
		t.Errorf("the bot's hand or reason reached the person:\n%s", out)
	}
	if strings.Contains(out, "==== Pass") {
		t.Errorf("a curtain with only one person:\n%s", out)
	}
	if !strings.Contains(out, "north (first) has played.") || !strings.Contains(out, "north plays "+h[0][0]) {
		t.Errorf("the bot's turn or its public event is missing:\n%s", out)
	}
}

func TestRun_ABotsActionsAndReasonsAreShownInAGameWithoutHiddenInformation(t *testing.T) {
	rules, _ := games.Lookup("isandlwana")
	rec, err := saves.NewRecord(rules, games.Setup{Seed: 4}, map[string]string{"zulu": "test-first"})
	if err != nil {
		t.Fatal(err)
	}
	out := run(t, rec, "end\nquit\n", nil)
	if !strings.Contains(out, "  zulu (test-first): ") || !strings.Contains(out, "      why: it is the first of ") {
		t.Errorf("the bot's action or reason is not shown:\n%.3000s", out)
	}
}

func TestRun_WithNobodyAtTheTableEverythingIsShown(t *testing.T) {
	rules, _ := games.Lookup("rorkes-drift")
	rec, err := saves.NewRecord(rules, games.Setup{Seed: 4}, map[string]string{"british": "test-first"})
	if err != nil {
		t.Fatal(err)
	}
	// rorkes-drift hides the order of its draw pile, so the loop treats
	// it as a hidden-information game; with no person at the table it
	// shows everything.
	out := run(t, rec, "", nil)
	if !strings.Contains(out, "british (test-first): ") || !strings.Contains(out, "      why: it is the first of ") || !strings.Contains(out, "Game over: ") {
		t.Errorf("bot against the game system: actions, reasons or the end missing:\n%.3000s", out)
	}
}

func TestRun_BadInputGetsOneLineAndThePromptAgain(t *testing.T) {
	for _, c := range []struct{ input, want string }{
		{"0", "no action 0: the legal actions are numbered 1 to 3 (legal lists them)"},
		{"99", "no action 99: the legal actions are numbered 1 to 3 (legal lists them)"},
		{"play dragon", `not done: toy-hands: "play dragon": play one of the cards in your hand`},
		{"\x1b[31mred", `not done: toy-hands: "\x1b[31mred": play one of the cards in your hand`},
		{"save", "save needs a file name: save FILE"},
		{"save /nonexistent-folder/x.json", "not saved: write /nonexistent-folder/x.json: no such file or directory"},
	} {
		t.Run(c.input, func(t *testing.T) {
			rec := newToy(t, 7, map[string]string{"south": "first"})
			out := run(t, rec, c.input+"\nquit\n", nil)
			_, after, ok := strings.Cut(out, "north> "+strings.ReplaceAll(c.input, "\x1b", `\x1b`)+"\n")
			if !ok {
				t.Fatalf("input not echoed:\n%s", out)
			}
			lines := strings.Split(after, "\n")
			if lines[0] != strings.ReplaceAll(c.want, "\x1b", `\x1b`) || !strings.HasPrefix(lines[1], "north> ") {
				t.Errorf("after %q got\n%s\nwant the line %q then the prompt", c.input, after, c.want)
			}
			if rec.Len() != 0 {
				t.Errorf("bad input changed the game: %d actions", rec.Len())
			}
		})
	}
}

func TestRun_AutosavesAfterEachChangeAndSaysHowToResume(t *testing.T) {
	rec := newToy(t, 9, map[string]string{"south": "first"})
	var at []int
	auto := func(r *saves.Record) (string, error) { at = append(at, r.Len()); return "x", nil }
	bots, names, _ := Bots(rec)
	var out bytes.Buffer
	err := Run(Config{Record: rec, Bots: bots, BotNames: names, In: strings.NewReader("help\n1\nquit\n"), Out: &out, Autosave: auto, ResumeHint: "RESUME-HINT"})
	if err != nil {
		t.Fatal(err)
	}
	// After north's action and the bot's reply: one autosave with 2
	// actions; help and quit change nothing.
	if !slices.Equal(at, []int{2}) {
		t.Errorf("autosaves at %v actions, want [2]", at)
	}
	if !strings.Contains(out.String(), "Game left after 2 actions. RESUME-HINT") {
		t.Errorf("no resume hint:\n%s", out.String())
	}
}

func TestRun_AFailingAutosaveIsSaidOnceAndPlayGoesOn(t *testing.T) {
	rec := newToy(t, 9, map[string]string{"south": "first"})
	auto := func(r *saves.Record) (string, error) { return "", fmt.Errorf("disk full") }
	bots, names, _ := Bots(rec)
	var out bytes.Buffer
	if err := Run(Config{Record: rec, Bots: bots, BotNames: names, In: strings.NewReader("1\n1\n"), Out: &out, Autosave: auto}); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(out.String(), "autosave failed (play goes on): disk full"); n != 1 || !strings.Contains(out.String(), "Game over") {
		t.Errorf("said %d times, or the game did not finish:\n%s", n, out.String())
	}
}

func TestBots_AMissingBotGivesTheSeatToAPerson(t *testing.T) {
	rec := newToy(t, 1, map[string]string{"north": "grandmaster"})
	bots, _, warns := Bots(rec)
	if len(bots) != 0 || len(warns) != 1 || !strings.Contains(warns[0], `the north seat: no bot named "grandmaster" (toy-hands north bots: first)`) {
		t.Errorf("bots %v, warnings %q", bots, warns)
	}
	if rec.Players()["north"] != saves.Human {
		t.Errorf("the record still names the missing bot: %v", rec.Players())
	}
}

func TestViewText_UsesTheRegisteredRendererElseJSON(t *testing.T) {
	rec := newToy(t, 1, nil)
	if v := ViewText(toygame.ID, rec.State(), 0); !strings.Contains(v, `"hand": [`) {
		t.Errorf("generic view:\n%s", v)
	}
	RegisterTextView(toygame.ID, func(s games.State, seat games.Seat) string { return "drawn for " + fmt.Sprint(seat) })
	defer RegisterTextView(toygame.ID, nil)
	if v := ViewText(toygame.ID, rec.State(), 1); v != "drawn for 1" {
		t.Errorf("registered view: %q", v)
	}
}

func TestRun_AResumedGameShowsOnlyWhatHappensNext(t *testing.T) {
	rec := newToy(t, 4, map[string]string{"south": "first"})
	for range 2 {
		if err := rec.Apply(rec.State().Legal()[0], ""); err != nil {
			t.Fatal(err)
		}
	}
	var at []int
	bots, names, _ := Bots(rec)
	var out bytes.Buffer
	err := Run(Config{Record: rec, Bots: bots, BotNames: names, In: strings.NewReader("quit\n"), Out: &out, AutosaveHolds: true,
		Autosave: func(r *saves.Record) (string, error) { at = append(at, r.Len()); return "", nil }})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out.String(), "cards are dealt") || !strings.Contains(out.String(), "Resumed after 2 actions") {
		t.Errorf("the resumed game prints its past:\n%s", out.String())
	}
	if len(at) != 0 {
		t.Errorf("autosaved an unchanged game at %v", at)
	}
}

// TestRun_OnlyTheSeatsInPlayAreListedAndAsked: Men of Harlech has five
// seats but its options seat two players here, one of them a bot; the loop
// lists the two, and with one person at the table hangs no curtain.
func TestRun_OnlyTheSeatsInPlayAreListedAndAsked(t *testing.T) {
	rules, err := games.Lookup("men-of-harlech")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := saves.NewRecord(rules, games.Setup{Seed: 4, Options: []byte(`{"players": 2}`)}, map[string]string{"player-2": "advisor"})
	if err != nil {
		t.Fatal(err)
	}
	out := run(t, rec, "1\n1\n1\nquit\n", nil)
	if !strings.Contains(out, "Seats: player-1: a person; player-2: the advisor bot. ") {
		t.Errorf("the header does not list exactly the two seats in play:\n%s", out[:min(len(out), 400)])
	}
	if strings.Contains(out, "Pass the keyboard") {
		t.Error("a curtain with one person at the table")
	}
	if strings.Contains(out, "player-3") {
		t.Error("a seat not in play is named")
	}
}

// TestEventLines_ARunOfTheSameEventIsOneLine: a run of events that say the
// same without dice (a shuffle's rolls the reader may not see) is one line
// with its count; events with dice, or saying something else, stay apart.
func TestEventLines_ARunOfTheSameEventIsOneLine(t *testing.T) {
	shuffle := games.Event{Seat: games.Nobody, Rule: "3.0", Text: "shuffle"}
	roll := games.Event{Seat: games.Nobody, Rule: "4.0", Text: "roll", Dice: []int{3}}
	got := EventLines(games.Info{}, []games.Event{shuffle, shuffle, shuffle, roll, roll, shuffle})
	want := []string{"shuffle [rule 3.0] ×3", "roll [rule 4.0; dice 3]", "roll [rule 4.0; dice 3]", "shuffle [rule 3.0]"}
	if !slices.Equal(got, want) {
		t.Errorf("EventLines = %q, want %q", got, want)
	}
}

// TestRun_ASolitaireShowsThePositionEachTurn: with one seat the seat never
// changes, yet a new turn shows the position again (the game's own text
// view, whose status line starts "Turn N | ").
func TestRun_ASolitaireShowsThePositionEachTurn(t *testing.T) {
	rules, err := games.Lookup("rorkes-drift")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := saves.NewRecord(rules, games.Setup{Seed: 7}, nil)
	if err != nil {
		t.Fatal(err)
	}
	out := run(t, rec, strings.Repeat("1\n", 40)+"quit\n", nil)
	if shown := strings.Count(out, "\nTurn "); shown < 2 {
		t.Errorf("the position was shown %d times over 40 actions:\n%s", shown, out)
	}
}

// TestRun_NoResumeHintWhenNothingWasPlayed: quitting before the first
// action autosaves nothing, so the loop does not promise a resume.
func TestRun_NoResumeHintWhenNothingWasPlayed(t *testing.T) {
	rec := newToy(t, 9, nil)
	auto := func(r *saves.Record) (string, error) { t.Error("autosaved an empty game"); return "x", nil }
	bots, names, _ := Bots(rec)
	var out bytes.Buffer
	if err := Run(Config{Record: rec, Bots: bots, BotNames: names, In: strings.NewReader("quit\n"), Out: &out, Autosave: auto, ResumeHint: "RESUME-HINT"}); err != nil {
		t.Fatal(err)
	}
	if s := out.String(); strings.Contains(s, "RESUME-HINT") || !strings.Contains(s, "Game left after 0 actions.") {
		t.Errorf("quitting at once says:\n%s", s)
	}
}
