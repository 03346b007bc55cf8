package uistate

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"zulu1879/campaign"
	"zulu1879/isandlwana"
	"zulu1879/saves"
)

// testBots stand for the bots of package ai, as the window registers them.
func testBots() []Bot {
	return []Bot{
		{ID: "rule9", Name: "the rule9 bot", Side: isandlwana.Zulu, Choose: firstLegal},
		{ID: "hard", Name: "the hard bot", Side: isandlwana.Zulu, Choose: firstLegal},
		{ID: "passive", Name: "the passive bot", Side: isandlwana.British, Choose: firstLegal},
		{ID: "standard", Name: "the standard bot", Side: isandlwana.British, Choose: firstLegal},
	}
}

// modeOf selects the start screen's mode whose label ends with suffix.
func modeOf(t *testing.T, mn *Menu, suffix string) {
	t.Helper()
	for i, md := range mn.Modes {
		if strings.HasSuffix(md.Label, suffix) {
			mn.Mode = i
			return
		}
	}
	t.Fatalf("no mode ends with %q", suffix)
}

// ids names the bots of players by ID ("" for a person).
func ids(players [2]*Bot) [2]string {
	var out [2]string
	for side, b := range players {
		if b != nil {
			out[side] = b.ID
		}
	}
	return out
}

// The modes of the start screen, with who each records and how loading
// words it.
var modeCases = []struct {
	name, mode string
	want       saves.Players
	says       string
}{
	{"hotseat", "two players at this screen", saves.Players{}, "hotseat: two players at this screen"},
	{"British against rule9", "against the rule9 bot", saves.Players{Zulu: "rule9"}, "you are the British, against the rule9 bot"},
	{"British against hard", "against the hard bot", saves.Players{Zulu: "hard"}, "you are the British, against the hard bot"},
	{"Zulus against standard", "against the standard bot", saves.Players{British: "standard"}, "you are the Zulus, against the standard bot"},
}

// A game started in each mode is saved (by hand and by the autosaver) with
// its players, and loading it, or resuming the autosave, gives the same
// players back whatever the start screen now shows.
func TestLoadedGameKeepsThePlayersOfItsMode(t *testing.T) {
	for _, c := range modeCases {
		t.Run(c.name, func(t *testing.T) {
			bots := testBots()
			mn := NewMenu(bots, 11)
			modeOf(t, mn, c.mode)
			m, _, err := mn.Start()
			if err != nil {
				t.Fatal(err)
			}
			if err := m.S.Apply(isandlwana.Action{Kind: isandlwana.ActEnd}); err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			path := filepath.Join(dir, "mine.json")
			if err := SaveTo(path, testVersion, m, nil); err != nil {
				t.Fatal(err)
			}
			auto, err := saves.NewAutosaver(dir, testVersion, 3)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := auto.Save(m.S); err != nil {
				t.Fatal(err)
			}
			offers := FindResume(dir)
			if len(offers) != 1 {
				t.Fatalf("resume offers %+v, want one", offers)
			}
			for _, p := range []string{path, offers[0].Path} {
				l, err := LoadFile(p)
				if err != nil {
					t.Fatal(err)
				}
				if rec, ok := l.Recorded(); !ok || rec != c.want {
					t.Errorf("%s records %+v (recorded: %v), want %+v", filepath.Base(p), rec, ok, c.want)
				}
				// The start screen shows another mode now: the file wins.
				other := [2]*Bot{&bots[3], &bots[0]}
				players, recorded, warns := l.Players(bots, other)
				if !recorded || len(warns) > 0 {
					t.Errorf("%s: recorded %v, warnings %q", filepath.Base(p), recorded, warns)
				}
				if got := ids(players); got != [2]string{c.want.British, c.want.Zulu} {
					t.Errorf("%s loads with players %q, want %+v", filepath.Base(p), got, c.want)
				}
				if msg := l.Message(players, recorded); !strings.Contains(msg, "— "+c.says) || !strings.HasPrefix(msg, "Loaded "+filepath.Base(p)+": ") {
					t.Errorf("status line %q, want it to name the file and say %q", msg, c.says)
				}
			}
		})
	}
}

// A save that does not record the players (made before they were
// recorded) loads with the players the window falls back to, and says the
// file did not tell.
func TestLoadedOldSaveFallsBackToTheStartScreensPlayers(t *testing.T) {
	s := newSession(t, "isandlwana", 12)
	path := filepath.Join(t.TempDir(), "old.json")
	if err := s.Save(path, testVersion); err != nil {
		t.Fatal(err)
	}
	l, err := LoadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	bots := testBots()
	for _, fallback := range [][2]*Bot{{}, {nil, &bots[0]}, {&bots[3], nil}} {
		players, recorded, warns := l.Players(bots, fallback)
		if recorded || len(warns) > 0 || players != fallback {
			t.Errorf("fallback %q: players %q, recorded %v, warnings %q", ids(fallback), ids(players), recorded, warns)
		}
		if msg := l.Message(players, recorded); !strings.Contains(msg, "does not say who played") {
			t.Errorf("status line %q does not say the file had no players", msg)
		}
	}
}

// A recorded bot this program lacks, or one for the other side, gives way
// to a person, with a warning naming the file and the field; the game
// loads all the same.
func TestLoadedSaveWithAnUnknownBotFallsBackToAPerson(t *testing.T) {
	for _, c := range []struct {
		name    string
		players saves.Players
		want    [2]string
		words   []string
	}{
		{"unknown Zulu bot", saves.Players{Zulu: "rule10"}, [2]string{}, []string{`odd.json: field "players.zulu" is "rule10"`, "hard, rule9", "a person plays the Zulus"}},
		{"a Zulu bot for the British", saves.Players{British: "hard", Zulu: "rule9"}, [2]string{"", "rule9"}, []string{`field "players.british" is "hard"`, "a person plays the British"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := newSession(t, "isandlwana", 13)
			s.SetPlayers(c.players)
			path := filepath.Join(t.TempDir(), "odd.json")
			if err := s.Save(path, testVersion); err != nil {
				t.Fatal(err)
			}
			l, err := LoadFile(path)
			if err != nil {
				t.Fatalf("a save naming an unknown bot does not load: %v", err)
			}
			bots := testBots()
			players, recorded, warns := l.Players(bots, [2]*Bot{&bots[3], nil})
			if !recorded || ids(players) != c.want {
				t.Errorf("players %q (recorded %v), want %q", ids(players), recorded, c.want)
			}
			if len(warns) != 1 {
				t.Fatalf("warnings %q, want one", warns)
			}
			for _, w := range c.words {
				if !strings.Contains(warns[0], w) {
					t.Errorf("warning %q lacks %q", warns[0], w)
				}
			}
		})
	}
}

// A campaign started in a solitaire mode records its players in the
// campaign file and in its autosaves; loading either gives them back.
func TestLoadedCampaignKeepsItsPlayers(t *testing.T) {
	for _, c := range modeCases {
		t.Run(c.name, func(t *testing.T) {
			bots := testBots()
			mn := NewMenu(bots, 14)
			mn.ToggleCampaign()
			modeOf(t, mn, c.mode)
			_, f, err := mn.Start()
			if err != nil || f == nil {
				t.Fatalf("no campaign: %v", err)
			}
			dir := t.TempDir()
			a := &campaign.Autosaver{Dir: dir, Keep: 2, Program: testVersion, Now: func() time.Time { return time.Date(2026, 1, 22, 12, 0, 0, 0, time.UTC) }}
			if _, err := a.Save(f.C); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(dir, "camp.json")
			if err := SaveTo(path, testVersion, f.Model, f); err != nil {
				t.Fatal(err)
			}
			offers := FindResume(dir)
			if len(offers) != 1 || offers[0].Kind != KindCampaign {
				t.Fatalf("resume offers %+v, want the campaign", offers)
			}
			for _, p := range []string{path, offers[0].Path} {
				l, err := LoadFile(p)
				if err != nil || l.Campaign == nil {
					t.Fatalf("%s: %v", p, err)
				}
				players, recorded, warns := l.Players(bots, [2]*Bot{})
				if !recorded || len(warns) > 0 || ids(players) != [2]string{c.want.British, c.want.Zulu} {
					t.Errorf("%s: players %q (recorded %v, warnings %q), want %+v", filepath.Base(p), ids(players), recorded, warns, c.want)
				}
			}
		})
	}
}

// A campaign file whose Isandlwana half names an unknown bot names that
// field in its warning.
func TestLoadedCampaignWithAnUnknownBotNamesTheField(t *testing.T) {
	cp, err := campaign.New("isandlwana", 15)
	if err != nil {
		t.Fatal(err)
	}
	cp.Isandlwana().SetPlayers(saves.Players{Zulu: "ghost"})
	path := filepath.Join(t.TempDir(), "camp.json")
	if err := cp.Save(path, testVersion); err != nil {
		t.Fatal(err)
	}
	l, err := LoadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	players, _, warns := l.Players(testBots(), [2]*Bot{})
	if players != [2]*Bot{} || len(warns) != 1 || !strings.Contains(warns[0], `camp.json: field "isandlwana.players.zulu" is "ghost"`) {
		t.Errorf("players %q, warnings %q", ids(players), warns)
	}
}

// A bot saves cannot name (no ID) leaves the players unrecorded rather
// than recording a person in its place.
func TestBotWithoutAnIDIsNotRecordedAsAPerson(t *testing.T) {
	s := newSession(t, "isandlwana", 16)
	s.SetPlayers(saves.Players{Zulu: "rule9"})
	NewModel(s, [2]*Bot{nil, {Name: "Tester", Side: isandlwana.Zulu, Choose: firstLegal}})
	if p, ok := s.Players(); ok {
		t.Errorf("players %+v recorded for a bot without an ID", p)
	}
}

// TestLoadedMessage_RampartsHasNoBot: loading a campaign gone on to Zulus
// on the Ramparts! (a game of the British alone against the Zulu cup) does
// not say the player is against the bot that played Isandlwana's Zulus.
func TestLoadedMessage_RampartsHasNoBot(t *testing.T) {
	f := LedgerCampaign(t, nil)
	if err := f.Continue(); err != nil {
		t.Fatal(err)
	}
	if err := f.Continue(); err != nil || f.C.Stage() != campaign.StageRorkesDrift {
		t.Fatalf("the campaign does not reach Zulus on the Ramparts: %v", err)
	}
	p := filepath.Join(t.TempDir(), "ramparts-day.json")
	if _, err := SaveFile(p, testVersion, f.Model, f); err != nil {
		t.Fatal(err)
	}
	l, err := LoadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	hard := &Bot{Name: "the hard bot", ID: "hard", Side: isandlwana.Zulu}
	for _, c := range []struct {
		name     string
		players  [2]*Bot
		recorded bool
	}{
		{"against Isandlwana's bot", [2]*Bot{isandlwana.Zulu: hard}, true},
		{"hotseat", [2]*Bot{}, true},
		{"players not recorded", [2]*Bot{isandlwana.Zulu: hard}, false},
	} {
		msg := l.Message(c.players, c.recorded)
		if strings.Contains(msg, "bot") || strings.Contains(msg, "hotseat") || strings.Contains(msg, "does not say") {
			t.Errorf("%s: %q speaks of Isandlwana's players", c.name, msg)
		}
		if !strings.HasPrefix(msg, "Loaded ramparts-day.json: Campaign · Zulus on the Ramparts!") || !strings.Contains(msg, "alone against the Zulu cup") {
			t.Errorf("%s: %q", c.name, msg)
		}
	}
}
