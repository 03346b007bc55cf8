package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"zulu1879/games"
	"zulu1879/sim"
)

// sim --game gives the same keys for every registered game, and the bots
// and defaults it was given.
func TestSimGame_SameKeysForEveryGame(t *testing.T) {
	var keys []string
	for _, id := range games.IDs() {
		if strings.HasPrefix(id, "toy-") {
			continue
		}
		var out, errb bytes.Buffer
		if code := runSim([]string{"--game", id, "--games", "4", "--seed", "2", "--json"}, &out, &errb); code != 0 {
			t.Fatalf("%s: exit %d: %s", id, code, errb.String())
		}
		var m map[string]json.RawMessage
		if err := json.Unmarshal(out.Bytes(), &m); err != nil {
			t.Fatalf("%s: not one JSON object: %v", id, err)
		}
		var k []string
		for key := range m {
			switch key {
			case "options", "levels", "means": // a game's own
			case "win_rate", "medals", "mean_turns": // a team game's own (games.Team)
			default:
				k = append(k, key)
			}
		}
		slices.Sort(k)
		if keys == nil {
			keys = k
			for _, want := range []string{"game", "scenario", "games", "seed", "bots", "wins", "win_rates", "no_winner", "results", "mean_actions", "games_per_second", "elapsed_seconds"} {
				if !slices.Contains(k, want) {
					t.Errorf("%s: no key %q", id, want)
				}
			}
		} else if !slices.Equal(k, keys) {
			t.Errorf("%s has keys %v, the first game %v", id, k, keys)
		}
		if !bytes.Contains(m["game"], []byte(id)) {
			t.Errorf("%s: game is %s", id, m["game"])
		}
	}
}

// sim --game with bots named by seat plays with them; --option reaches the
// game's options.
func TestSimGame_BotsAndOptions(t *testing.T) {
	var out, errb bytes.Buffer
	code := runSim([]string{"--game", "isandlwana", "--bot", "zulu=hard", "--bot", "british=passive", "--games", "3", "--json"}, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), `"zulu": "hard"`) || !strings.Contains(out.String(), `"british": "passive"`) {
		t.Errorf("bots not reported:\n%s", out.String())
	}
	out.Reset()
	code = runSim([]string{"--game", "rorkes-drift", "--option", "revision=1", "--option", "optional_cards=[32,33]", "--games", "3"}, &out, &errb)
	if code != 0 || !strings.Contains(out.String(), `options {"optional_cards":[32,33],"revision":1}`) {
		t.Errorf("exit %d, output:\n%s%s", code, out.String(), errb.String())
	}
}

// --level N is the scenario level-N of a game whose scenarios are levels
// (Men of Harlech), and --players P its option players; only the seats in
// play are reported.
func TestSimGame_LevelAndPlayers(t *testing.T) {
	var out, errb bytes.Buffer
	if code := runSim([]string{"--game", "men-of-harlech", "--level", "2", "--players", "2", "--games", "3", "--json"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var r struct {
		Scenario string            `json:"scenario"`
		Options  map[string]int    `json:"options"`
		Bots     map[string]string `json:"bots"`
	}
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		t.Fatal(err)
	}
	if r.Scenario != "level-2" || r.Options["players"] != 2 || len(r.Bots) != 2 || r.Bots["player-2"] == "" {
		t.Errorf("got %+v, want level-2, 2 players, bots for player-1 and player-2", r)
	}
}

// Every mistake in sim --game is one line naming it (and the choices).
func TestSimGame_RejectsBadInput(t *testing.T) {
	cases := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--game", "chess"}, 1, `no game "chess" (have: ` + strings.Join(games.IDs(), ", ") + ")"},
		{[]string{"--game", "isandlwana", "--bot", "zulu"}, 2, `--bot "zulu": want SEAT=NAME`},
		{[]string{"--game", "isandlwana", "--bot", "zulu=hard", "--bot", "zulu=rule9"}, 2, `seat "zulu" is given a bot twice`},
		{[]string{"--game", "isandlwana", "--bot", "impi=hard"}, 1, `no seat "impi" (seats: british, zulu)`},
		{[]string{"--game", "isandlwana", "--bot", "british=rule9"}, 1, `no bot named "rule9" (isandlwana british bots: expert, expert-fast, passive, standard)`},
		{[]string{"--game", "isandlwana", "--scenario", "ulundi"}, 1, `ulundi`},
		{[]string{"--game", "rorkes-drift", "--level", "3"}, 1, `rorkes-drift has no option "level" (options: arrangement,`},
		{[]string{"--game", "isandlwana", "--option", "quiet=maybe"}, 1, `isandlwana: options: option "quiet" wants true or false, not a text`},
		{[]string{"--game", "rorkes-drift", "--option", "=3"}, 2, `--option "=3": write KEY=VALUE`},
		{[]string{"--game", "rorkes-drift", "--option", "revision=1", "--option", "revision=2"}, 2, `option "revision" given twice`},
		{[]string{"--game", "isandlwana", "--zulu", "hard"}, 2, "--zulu does not go with --game"},
		{[]string{"--game", "men-of-harlech", "--level", "2", "--scenario", "level-3"}, 2, "--level 2 and --scenario level-3 both name the scenario"},
		{[]string{"--game", "men-of-harlech", "--players", "2", "--bot", "player-3=advisor"}, 1, "men-of-harlech seat player-3 does not play in this game (seats in play: player-1, player-2)"},
		{[]string{"--bot", "zulu=hard"}, 2, "--bot goes with --game"},
	}
	for _, c := range cases {
		var out, errb bytes.Buffer
		code := runSim(append(c.args, "--games", "1"), &out, &errb)
		msg := strings.TrimSuffix(errb.String(), "\n")
		if code != c.code || !strings.Contains(msg, c.want) || strings.Contains(msg, "\n") {
			t.Errorf("sim %v: exit %d, stderr %q; want exit %d and one line with %q", c.args, code, errb.String(), c.code, c.want)
		}
	}
}

// The command line for Men of Harlech gives the keys every game
// has plus the team's: win_rate, medals and mean_turns at the top level,
// agreeing with the game's own figures; a game of two sides has none of
// them.
func TestSimGame_MenOfHarlechGivesWinRateMedalsAndMeanTurns(t *testing.T) {
	var out, errb bytes.Buffer
	args := []string{"--game", "men-of-harlech", "--level", "1", "--players", "1", "--games", "40", "--seed", "3", "--json"}
	if code := runSim(args, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var r struct {
		Wins      map[string]int     `json:"wins"`
		Results   map[string]int     `json:"results"`
		Means     map[string]float64 `json:"means"`
		WinRate   *sim.Rate          `json:"win_rate"`
		Medals    map[string]int     `json:"medals"`
		MeanTurns *float64           `json:"mean_turns"`
		Games     int                `json:"games"`
	}
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		t.Fatal(err)
	}
	if r.WinRate == nil || r.Medals == nil || r.MeanTurns == nil {
		t.Fatalf("win_rate %v, medals %v, mean_turns %v: want all three in %s", r.WinRate, r.Medals, r.MeanTurns, out.String())
	}
	if r.WinRate.Count != r.Wins["player-1"] || r.WinRate.Rate != r.Means["win_rate"] {
		t.Errorf("win_rate %+v, want %d wins (rate %v)", *r.WinRate, r.Wins["player-1"], r.Means["win_rate"])
	}
	medals := 0
	for _, name := range []string{"victoria_cross", "distinguished_conduct_medal", "zulu_war_medal"} {
		n, ok := r.Medals[name]
		if !ok {
			t.Errorf("medals %v: no %s", r.Medals, name)
		}
		medals += n
	}
	if medals != r.WinRate.Count {
		t.Errorf("medals %v add up to %d, want one per win (%d)", r.Medals, medals, r.WinRate.Count)
	}
	if *r.MeanTurns != r.Means["turns"] || *r.MeanTurns < 1 {
		t.Errorf("mean_turns %v, want the mean of turns %v", *r.MeanTurns, r.Means["turns"])
	}
	out.Reset()
	if code := runSim([]string{"--game", "isandlwana", "--games", "1", "--json"}, &out, &errb); code != 0 {
		t.Fatalf("isandlwana: exit %d: %s", code, errb.String())
	}
	for _, key := range []string{`"win_rate"`, `"medals"`, `"mean_turns"`} {
		if strings.Contains(out.String(), key) {
			t.Errorf("isandlwana's report has %s, a key of team games", key)
		}
	}
}

// A user's data file is given as --option data=@FILE: a good file plays
// (here one with a hand limit of 7), a broken one is one line naming the
// file and where or what is wrong, and a file name without @ says how to
// give a file.
func TestSimGame_ADataFileOfOnesOwn(t *testing.T) {
	dir := t.TempDir()
	good, err := os.ReadFile("../../harlech/data/harlech.json")
	if err != nil {
		t.Fatal(err)
	}
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	mine := write("mine.json", strings.Replace(string(good), `"hand_limit": 6`, `"hand_limit": 7`, 1))
	bad := write("bad.json", strings.Replace(string(good), `"hand_limit": 6`, `"hand_limit": -2`, 1))
	broken := write("broken.json", "{\n\"hands\": [6,,\n")
	var out, errb bytes.Buffer
	if code := runSim([]string{"--game", "men-of-harlech", "--games", "2", "--option", "data=@" + mine, "--json"}, &out, &errb); code != 0 {
		t.Fatalf("a good data file: exit %d: %s", code, errb.String())
	}
	cases := []struct {
		opt  string
		code int
		want string
	}{
		{"data=@" + bad, 1, "options.data: hand_limit: -2 is not from 1 to 20"},
		{"data=@" + broken, 2, "data=@" + broken + ": not JSON at line 2, column 13"},
		{"data=@" + filepath.Join(dir, "none.json"), 2, "none.json: cannot read the file: no such file or directory"},
		{"data=" + mine, 1, "want a JSON object of the shape of data/harlech.json, not a string (a file is given as data=@FILE)"},
	}
	for _, c := range cases {
		out.Reset()
		errb.Reset()
		code := runSim([]string{"--game", "men-of-harlech", "--games", "1", "--option", c.opt}, &out, &errb)
		msg := strings.TrimSuffix(errb.String(), "\n")
		if code != c.code || !strings.Contains(msg, c.want) || strings.Contains(msg, "\n") {
			t.Errorf("--option %s: exit %d, %q; want exit %d and one line with %q", c.opt, code, errb.String(), c.code, c.want)
		}
	}
}
