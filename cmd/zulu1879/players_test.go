package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"zulu1879/campaign"
	gcampaign "zulu1879/games/campaign"
	"zulu1879/isandlwana"
	"zulu1879/saves"
)

// savedWith writes a game of seed 3 whose players are p (nil: a save that
// does not record them, as before format 3) into dir/name.
func savedWith(t *testing.T, dir, name string, p *saves.Players) string {
	t.Helper()
	s, err := saves.Start("isandlwana", 3, isandlwana.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if p != nil {
		s.SetPlayers(*p)
	}
	path := filepath.Join(dir, name)
	if err := s.Save(path, "test"); err != nil {
		t.Fatal(err)
	}
	return path
}

// playersIn reads who an envelope save of Isandlwana records as the
// players ("" for a person).
func playersIn(t *testing.T, path string) (saves.Players, bool) {
	t.Helper()
	rec, err := saves.LoadEnvelope(path)
	if err != nil {
		t.Fatal(err)
	}
	ps := rec.Players()
	bot := func(seat string) string {
		if ps[seat] == saves.Human {
			return ""
		}
		return ps[seat]
	}
	return saves.Players{British: bot("british"), Zulu: bot("zulu")}, len(ps) > 0
}

// zulu1879 text --load and --resume, and the in-game load command, play a
// save with the players it records unless --zulu or --british is given
// (then the seats are the flags'); the game saved again afterwards
// records who played it.
func TestTextLoadUsesTheRecordedPlayers(t *testing.T) {
	rule9, hard, standard := &saves.Players{Zulu: "rule9"}, &saves.Players{Zulu: "hard"}, &saves.Players{British: "standard"}
	for _, c := range []struct {
		name     string
		recorded *saves.Players
		args     []string // with "FILE" for the save
		stdin    string   // before "save OUT"
		want     saves.Players
		says     string // in stdout ("" : no players line at all)
	}{
		{"hotseat", &saves.Players{}, []string{"--load", "FILE"}, "", saves.Players{}, "Seats: british: a person; zulu: a person."},
		{"British against rule9", rule9, []string{"--load", "FILE"}, "", *rule9, "Seats: british: a person; zulu: the rule9 bot."},
		{"British against hard", hard, []string{"--load", "FILE"}, "", *hard, "Seats: british: a person; zulu: the hard bot."},
		{"Zulus against standard", standard, []string{"--load", "FILE"}, "", *standard, "Seats: british: the standard bot; zulu: a person."},
		{"resume an autosave against rule9", rule9, []string{"--resume"}, "", *rule9, "Seats: british: a person; zulu: the rule9 bot."},
		{"a --british flag wins", rule9, []string{"--load", "FILE", "--british", "standard"}, "", *standard, ""},
		{"an empty --zulu flag makes hotseat", rule9, []string{"--load", "FILE", "--zulu="}, "", saves.Players{}, ""},
		{"old save: as before", nil, []string{"--load", "FILE"}, "", saves.Players{}, ""},
		{"unknown bot: a person", &saves.Players{Zulu: "rule10"}, []string{"--load", "FILE"}, "", saves.Players{},
			`Note: the zulu seat: no bot named "rule10"`},
		{"load command in a hotseat game", rule9, []string{"--seed", "3"}, "load FILE\n", *rule9, "Seats, as saved: british: a person; zulu: the rule9 bot."},
		{"load command with a --zulu flag", rule9, []string{"--seed", "3", "--zulu", "hard"}, "load FILE\n", *hard, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			autos := filepath.Join(dir, "autosaves")
			file := savedWith(t, dir, "mine.json", c.recorded)
			if c.args[0] == "--resume" {
				if err := os.MkdirAll(autos, 0o755); err != nil {
					t.Fatal(err)
				}
				file = savedWith(t, autos, "auto-20260122-120000.000000-t1-setup.json", c.recorded)
			}
			args := []string{"--board=false", "--save-dir", autos}
			for _, a := range c.args {
				args = append(args, strings.ReplaceAll(a, "FILE", file))
			}
			out := filepath.Join(dir, "out.json")
			var stdout, stderr bytes.Buffer
			stdin := strings.ReplaceAll(c.stdin, "FILE", file) + "save " + out + "\n"
			if code := runText(args, strings.NewReader(stdin), &stdout, &stderr); code != 0 || stderr.Len() > 0 {
				t.Fatalf("exit %d, stderr %q", code, stderr.String())
			}
			says := strings.ReplaceAll(c.says, "FILE", filepath.Base(file))
			if says != "" && !strings.Contains(stdout.String(), says) {
				t.Errorf("stdout lacks %q:\n%s", says, stdout.String())
			}
			if _, err := os.Stat(out); err != nil {
				t.Fatalf("not saved: %v\n%s", err, stdout.String())
			}
			if got, ok := playersIn(t, out); !ok || got != c.want {
				t.Errorf("the game saved again records %+v (recorded: %v), want %+v", got, ok, c.want)
			}
		})
	}
}

// zulu1879 campaign --load plays Isandlwana with the players the campaign
// file records, unless --zulu or --british is given; saving again keeps
// them.
func TestCampaignLoadUsesTheRecordedPlayers(t *testing.T) {
	for _, c := range []struct {
		name     string
		recorded saves.Players
		args     []string
		want     saves.Players
		says     string
	}{
		{"British against rule9", saves.Players{Zulu: "rule9"}, nil, saves.Players{Zulu: "rule9"}, "Seats: british: a person; zulu: the rule9 bot."},
		{"Zulus against standard", saves.Players{British: "standard"}, nil, saves.Players{British: "standard"}, "Seats: british: the standard bot; zulu: a person."},
		{"a --zulu flag wins", saves.Players{Zulu: "rule9"}, []string{"--zulu", "hard"}, saves.Players{Zulu: "hard"}, ""},
		{"unknown bot: a person", saves.Players{British: "wellington"}, nil, saves.Players{},
			`Note: the british seat: no bot named "wellington"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			cp, err := campaign.New("isandlwana", 4)
			if err != nil {
				t.Fatal(err)
			}
			cp.Isandlwana().SetPlayers(c.recorded)
			if err := cp.Save(filepath.Join(dir, "camp.json"), "test"); err != nil {
				t.Fatal(err)
			}
			out := campRun(t, dir, append([]string{"--load", "camp.json", "--board=false"}, c.args...), []byte("save again.json\n"))
			if c.says != "" && !strings.Contains(out, c.says) {
				t.Errorf("output lacks %q:\n%.1500s", c.says, out)
			}
			if c.says == "" && strings.Contains(out, "Players, as saved") {
				t.Errorf("the recorded players were taken although a flag was given:\n%.1500s", out)
			}
			again, err := gcampaign.Load(filepath.Join(dir, "again.json"))
			if err != nil {
				t.Fatal(err)
			}
			if got, ok := again.Isandlwana().Players(); !ok || got != c.want {
				t.Errorf("the campaign saved again records %+v (recorded: %v), want %+v", got, ok, c.want)
			}
		})
	}
}
