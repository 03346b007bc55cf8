package saves

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"zulu1879/isandlwana"
)

// The ways to play, as saves record them.
var playerModes = []struct {
	name    string
	players Players
	says    string
}{
	{"hotseat", Players{}, "hotseat: two players at one screen"},
	{"British against rule9", Players{Zulu: "rule9"}, "you are the British, against the rule9 bot"},
	{"British against hard", Players{Zulu: "hard"}, "you are the British, against the hard bot"},
	{"Zulus against standard", Players{British: "standard"}, "you are the Zulus, against the standard bot"},
	{"Zulus against passive", Players{British: "passive"}, "you are the Zulus, against the passive bot"},
	{"bot against bot", Players{British: "standard", Zulu: "rule9"}, "bot against bot: standard (British), rule9 (Zulus)"},
}

// A save keeps who played each side through Save and Load, an autosave and
// Latest, an undo (Rewind), and says so in its "players" field.
func TestSaveLoadKeepsThePlayersOfEveryMode(t *testing.T) {
	for _, c := range playerModes {
		t.Run(c.name, func(t *testing.T) {
			s := randomGame(t, "isandlwana", 5, 40)
			s.SetPlayers(c.players)
			data := encode(t, s)
			want := fmt.Sprintf(`"players": {"british": %q, "zulu": %q}`, c.players.British, c.players.Zulu)
			if !bytes.Contains(data, []byte(want)) {
				t.Errorf("the save lacks %s", want)
			}
			back, err := Decode(data, LoadOptions{Name: "players.json"})
			if err != nil {
				t.Fatal(err)
			}
			if got, ok := back.Players(); !ok || got != c.players {
				t.Errorf("loaded players %+v (recorded: %v), want %+v", got, ok, c.players)
			}
			if got := c.players.String(); got != c.says {
				t.Errorf("String() = %q, want %q", got, c.says)
			}

			dir := t.TempDir()
			a, err := NewAutosaver(dir, "test", 3)
			if err != nil {
				t.Fatal(err)
			}
			a.Now = fixedClock(time.Second)
			if _, err := a.Save(s); err != nil {
				t.Fatal(err)
			}
			_, latest, err := Latest(dir)
			if err != nil {
				t.Fatal(err)
			}
			if got, ok := latest.Players(); !ok || got != c.players {
				t.Errorf("the autosave resumes with players %+v (recorded: %v), want %+v", got, ok, c.players)
			}

			if err := s.Rewind(s.Len() - 1); err != nil {
				t.Fatal(err)
			}
			if got, ok := s.Players(); !ok || got != c.players {
				t.Errorf("after an undo the players are %+v (recorded: %v), want %+v", got, ok, c.players)
			}
		})
	}
}

// Saves that do not record the players (formats 1 and 2, and format 3 saves
// of a session nobody told) load with no players, so that front ends choose
// them as before; such a session writes no "players" field.
func TestSavesWithoutPlayersLoadWithoutThem(t *testing.T) {
	fresh := encode(t, randomGame(t, "isandlwana", 6, 30))
	if bytes.Contains(fresh, []byte(`"players"`)) {
		t.Error("a session without players writes a players field")
	}
	files := []string{"(new save)"}
	for _, dir := range []string{"v1", "v2"} {
		names, err := filepath.Glob(filepath.Join("testdata", dir, "*.json"))
		if err != nil || len(names) == 0 {
			t.Fatalf("no stored saves in testdata/%s: %v", dir, err)
		}
		files = append(files, names...)
	}
	for _, name := range files {
		t.Run(filepath.Base(name), func(t *testing.T) {
			var s *Session
			var err error
			if name == "(new save)" {
				s, err = Decode(fresh, LoadOptions{Name: name})
			} else {
				s, err = Load(name, LoadOptions{})
			}
			if err != nil {
				t.Fatal(err)
			}
			if p, ok := s.Players(); ok {
				t.Errorf("players %+v recorded in a save that has none", p)
			}
		})
	}
}

// Step 2→3 upgrades each stored format 2 save: the version becomes 3, no
// players appear, and everything else is as stored; the upgraded save loads.
func TestMigration2To3UpgradesStoredV2Saves(t *testing.T) {
	names, _ := filepath.Glob(filepath.Join("testdata", "v2", "*.json"))
	if len(names) == 0 {
		t.Fatal("no stored format 2 saves in testdata/v2")
	}
	for _, path := range names {
		t.Run(filepath.Base(path), func(t *testing.T) {
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Contains(data, []byte(`"format": 2,`)) {
				t.Fatalf("%s is not a format 2 save", path)
			}
			f, err := Parse(data, filepath.Base(path))
			if err != nil {
				t.Fatal(err)
			}
			if f.From != 2 || f.Format != Current || f.Players != nil {
				t.Errorf("parsed: from format %d, now %d, players %+v; want from 2, now %d, no players", f.From, f.Format, f.Players, Current)
			}
			up, err := f.Encode()
			if err != nil {
				t.Fatal(err)
			}
			want := bytes.Replace(data, []byte(`"format": 2,`), []byte(fmt.Sprintf(`"format": %d,`, Current)), 1)
			if d := UnifiedDiff(want, up, "stored (with the new version)", "upgraded"); d != "" {
				t.Errorf("the upgrade changed more than the version:\n%s", d)
			}
			if _, err := Load(path, LoadOptions{Quiet: true}); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// A save whose "players" field is not an object of two names is damaged,
// and says which field is wrong.
func TestPlayersFieldOfTheWrongShapeIsCorrupt(t *testing.T) {
	good := encode(t, randomGame(t, "isandlwana", 8, 20))
	for _, c := range []struct {
		name  string
		value any
		words string
	}{
		{"a string", "rule9", "players"},
		{"a number for a side", map[string]any{"british": "", "zulu": 9}, "players.zulu"},
		{"an unknown side", map[string]any{"british": "", "zulu": "", "boers": "x"}, "boers"},
	} {
		t.Run(c.name, func(t *testing.T) {
			bad := edit(t, good, func(m map[string]any) { m["players"] = c.value })
			_, err := Decode(bad, LoadOptions{Name: "bad.json"})
			var se *Error
			if !errors.As(err, &se) || se.Problem != ProblemCorrupt || !strings.Contains(err.Error(), c.words) {
				t.Fatalf("got %v, want a corrupt-file error mentioning %q", err, c.words)
			}
		})
	}
}

// Resolve keeps the bots a front end has and turns the others into a
// person, with a warning naming the file and the field.
func TestResolveTurnsUnknownBotsIntoAPersonWithAWarning(t *testing.T) {
	have := map[string]isandlwana.Side{"rule9": isandlwana.Zulu, "hard": isandlwana.Zulu, "passive": isandlwana.British, "standard": isandlwana.British}
	known := func(bot string, side isandlwana.Side) error {
		s, ok := have[bot]
		switch {
		case !ok:
			return fmt.Errorf("no bot named %q", bot)
		case s != side:
			return fmt.Errorf("bot %q plays the %s", bot, s)
		}
		return nil
	}
	for _, c := range []struct {
		name  string
		in    Players
		want  Players
		warns []string
	}{
		{"hotseat", Players{}, Players{}, nil},
		{"known bots", Players{British: "standard", Zulu: "hard"}, Players{British: "standard", Zulu: "hard"}, nil},
		{"unknown Zulu bot", Players{Zulu: "cetshwayo"}, Players{},
			[]string{`x.json: field "players.zulu" is "cetshwayo", which this program cannot play (no bot named "cetshwayo"); a person plays the Zulus instead`}},
		{"a Zulu bot for the British", Players{British: "rule9", Zulu: "hard"}, Players{Zulu: "hard"},
			[]string{`field "players.british" is "rule9"`}},
		{"both unknown", Players{British: "wellington", Zulu: "shaka"}, Players{},
			[]string{`"players.british" is "wellington"`, `"players.zulu" is "shaka"`}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, warns := c.in.Resolve("x.json", "players", known)
			if got != c.want {
				t.Errorf("resolved %+v, want %+v", got, c.want)
			}
			if len(warns) != len(c.warns) {
				t.Fatalf("warnings %q, want %d", warns, len(c.warns))
			}
			for i, w := range c.warns {
				if !strings.Contains(warns[i], w) {
					t.Errorf("warning %q lacks %q", warns[i], w)
				}
			}
		})
	}
}
