package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	aiharlech "zulu1879/ai/harlech"
	"zulu1879/games"
	"zulu1879/harlech"
	"zulu1879/internal/toygame"
	"zulu1879/saves"
)

func init() { toygame.Register() }

// runPlayScript runs the play command with script as standard input.
func runPlayScript(t *testing.T, script string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := runPlay(args, strings.NewReader(script), &out, &errOut)
	return code, out.String(), errOut.String()
}

// TestGoldenPlayTranscripts plays the committed scripts of the play
// command for both games, then checks what it autosaved: save check passes
// it, replay reaches the same hash, and --resume auto continues it.
func TestGoldenPlayTranscripts(t *testing.T) {
	for _, c := range []struct {
		game, seed string
		args       []string
	}{
		{"isandlwana", "42", nil},
		{"rorkes-drift", "7", nil},
		// Two players, the advisor in the second seat: the board shows
		// player-1's hand and player-2's count only.
		{"men-of-harlech", "3", []string{"--option", "players=2", "--bot", "player-2=advisor"}},
	} {
		t.Run(c.game, func(t *testing.T) {
			script, err := os.ReadFile(filepath.Join("testdata", "play-"+c.game+".cmds"))
			if err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			code, out, errOut := runPlayScript(t, string(script), append([]string{c.game, "--seed", c.seed, "--save-dir", dir}, c.args...)...)
			if code != 0 || errOut != "" {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			golden := filepath.Join("testdata", "play-"+c.game+".golden")
			compareGolden(t, golden, golden, []byte(out), boolFlag("update"), "GoldenPlay")
			if strings.Contains(out, dir) {
				t.Errorf("the transcript names the save folder")
			}
			if c.game == "men-of-harlech" && (!strings.Contains(out, "Hand of player-1 (") || strings.Contains(out, "Hand of player-2")) {
				t.Errorf("the transcript shows a hand other than the person's (player-1)")
			}
			names, _ := filepath.Glob(filepath.Join(dir, saves.EnvelopePrefix(c.game)+"*.json"))
			if len(names) == 0 {
				t.Fatal("no autosave")
			}
			latest := names[len(names)-1]
			code, check, _ := runCmd("save", "check", latest)
			if code != 0 || !strings.Contains(check, ": ok: ") {
				t.Errorf("save check of the autosave: exit %d: %s", code, check)
			}
			hash := regexp.MustCompile(`hash ([0-9a-f]+)`).FindStringSubmatch(check)
			code, rep, _ := runCmd("replay", "--verify", latest)
			if code != 0 || hash == nil || !strings.Contains(rep, "replay to state hash "+hash[1]) {
				t.Errorf("replay --verify: exit %d: %s (check said %s)", code, rep, check)
			}
			code, res, errOut := runPlayScript(t, "quit\n", c.game, "--resume", "auto", "--save-dir", dir, "--view=false")
			n := strings.Count(string(script), "\n") // at most one action per line
			if code != 0 || !strings.Contains(res, "Resumed the newest autosave, ") || !regexp.MustCompile(`Resumed after [0-9]+ actions`).MatchString(res) {
				t.Errorf("resume (of at most %d actions): exit %d %s\n%s", n, code, errOut, res)
			}
		})
	}
}

// TestPlayToyHands_TheSaveCommandsKeepHandsHidden plays the toy hidden-hand
// game to its end at one screen and checks that save check prints no card
// and replay --seat shows a seat neither the other's kept card nor its
// private notes, while the omniscient replay shows everything.
func TestPlayToyHands_TheSaveCommandsKeepHandsHidden(t *testing.T) {
	dir := t.TempDir()
	code, _, errOut := runPlayScript(t, "\n1\n\n1\n\n1\n", "toy-hands", "--seed", "3", "--save-dir", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	names, _ := filepath.Glob(filepath.Join(dir, "play-toy-hands-auto-*.json"))
	if len(names) == 0 {
		t.Fatal("no autosave")
	}
	latest := names[len(names)-1]
	_, check, _ := runCmd("save", "check", latest)
	for _, c := range toygame.Cards {
		if strings.Contains(check, c) {
			t.Errorf("save check prints the card %s:\n%s", c, check)
		}
	}
	if !strings.Contains(check, ": south to act (play)") {
		t.Errorf("save check: %s", check)
	}
	st, _ := toygame.Rules{}.New(saveSetup(3))
	north := st.(*toygame.State).Hands[0] // north has played its first two; the third is kept
	_, asSouth, _ := runCmd("replay", "--seat", "south", latest)
	if strings.Contains(asSouth, north[2]) || strings.Contains(asSouth, "north keeps") {
		t.Errorf("replay --seat south shows north's hand:\n%s", asSouth)
	}
	if !strings.Contains(asSouth, "north acts") || !strings.Contains(asSouth, "north plays "+north[0]) {
		t.Errorf("replay --seat south hides what south may see:\n%s", asSouth)
	}
	_, all, _ := runCmd("replay", latest)
	if !strings.Contains(all, "north keeps "+north[1]+", "+north[2]) {
		t.Errorf("the omniscient replay is missing north's hand:\n%s", all)
	}
}

func TestSaveList_ShowsTheEnvelopeAutosavesAfterTheOthers(t *testing.T) {
	dir := t.TempDir()
	a, err := saves.NewAutosaver(dir, version, 5)
	if err != nil {
		t.Fatal(err)
	}
	old, err := a.Save(saveTestGame(t, 4, 20))
	if err != nil {
		t.Fatal(err)
	}
	for _, seed := range []string{"1", "2"} {
		if code, _, errOut := runPlayScript(t, "1\n", "rorkes-drift", "--seed", seed, "--save-dir", dir, "--view=false"); code != 0 {
			t.Fatal(errOut)
		}
	}
	code, out, _ := runCmd("save", "list", "--save-dir", dir)
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	if code != 0 || len(lines) != 4 || !strings.HasPrefix(lines[0], "* "+old+"  ok: ") ||
		!strings.HasPrefix(lines[1], "* "+filepath.Join(dir, "play-rorkes-drift-auto-")) || !strings.HasPrefix(lines[2], "  "+filepath.Join(dir, "play-rorkes-drift-auto-")) {
		t.Errorf("save list: exit %d\n%s", code, out)
	}
	os.Remove(old)
	_, out, _ = runCmd("save", "list", "--save-dir", dir)
	if strings.Contains(out, "no autosave") || strings.Count(out, "play-rorkes-drift-auto-") != 2 {
		t.Errorf("save list with only envelope autosaves:\n%s", out)
	}
}

func TestSaveDiff_EnvelopeSaves(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json")
	runPlayScript(t, "1\nsave "+a+"\n1\nsave "+b+"\n", "rorkes-drift", "--seed", "7", "--autosave=false")
	code, out, _ := runCmd("save", "diff", a, a)
	if code != 0 || out != "" {
		t.Errorf("a save against itself: exit %d\n%s", code, out)
	}
	code, out, _ = runCmd("save", "diff", a, b)
	if code != 1 || !strings.Contains(out, `+    {"seat": "british", "action": "pass"}`) {
		t.Errorf("exit %d\n%s", code, out)
	}
}

func TestPlay_BadArgumentsAndFilesSayWhatIsWrongInOneLine(t *testing.T) {
	dir := t.TempDir()
	notSave := filepath.Join(dir, "notes.json")
	os.WriteFile(notSave, []byte(`{"envelope": 1, "game": "isandlwana", "seed": "x"}`), 0o644)
	for _, c := range []struct {
		name string
		args []string
		code int
		want string
	}{
		{"no game", nil, 2, "name the game to play: "},
		{"unknown game", []string{"chess"}, 2, `no game "chess" (have: `},
		{"unknown seat", []string{"isandlwana", "--bot", "boer=x"}, 2, `game "isandlwana" has no seat "boer"`},
		{"unknown bot", []string{"toy-hands", "--bot", "north=deep"}, 2, `no bot named "deep" (toy-hands north bots: first)`},
		{"bad bot flag", []string{"isandlwana", "--bot", "zulu"}, 2, `--bot "zulu": write SEAT=NAME`},
		{"bad option", []string{"isandlwana", "--option", "fast"}, 2, `"fast": write KEY=VALUE`},
		{"unknown option", []string{"isandlwana", "--option", "fast=true", "--autosave=false"}, 1, `isandlwana has no option "fast" (options: quiet, scenario_sha256)`},
		{"unknown scenario", []string{"rorkes-drift", "--scenario", "x", "--autosave=false"}, 1, `rorkes-drift: no scenario "x"`},
		{"resume and seed", []string{"isandlwana", "--resume", "x.json", "--seed", "3"}, 2, "a saved game keeps its own scenario"},
		{"resume a missing file", []string{"--resume", filepath.Join(dir, "gone.json"), "--autosave=false"}, 1, "save " + filepath.Join(dir, "gone.json") + ": no such file or directory"},
		{"resume a damaged save", []string{"--resume", notSave, "--autosave=false"}, 1, `save notes.json: `},
		{"resume a file that is no save", []string{"--resume", "testdata/game1.cmds", "--autosave=false"}, 1, "save game1.cmds: not a save file: it is not JSON"},
		{"resume another game's save", []string{"rorkes-drift", "--resume", "auto", "--save-dir", dir}, 1, "no autosave of rorkes-drift that loads in"},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, _, errOut := runPlayScript(t, "", c.args...)
			if code != c.code || !strings.Contains(errOut, c.want) || strings.Count(errOut, "\n") != 1 {
				t.Errorf("exit %d, stderr %q; want exit %d and one line with %q", code, errOut, c.code, c.want)
			}
		})
	}
}

func TestPlay_OptionsAreReadAsJSONOrText(t *testing.T) {
	got, err := optionsJSON([]string{"melee_combat=true", "optional_cards=[32,40]", "name=Chard"})
	if err != nil || string(got) != `{"melee_combat":true,"name":"Chard","optional_cards":[32,40]}` {
		t.Errorf("%s, %v", got, err)
	}
	if _, err := optionsJSON([]string{"a=1", "a=2"}); err == nil || !strings.Contains(err.Error(), `option "a" given twice`) {
		t.Errorf("a repeated option: %v", err)
	}
	dir := t.TempDir()
	p := filepath.Join(dir, "m.json")
	code, _, errOut := runPlayScript(t, "save "+p+"\n", "rorkes-drift", "--seed", "2", "--option", "melee_combat=true", "--autosave=false")
	data, _ := os.ReadFile(p)
	if code != 0 || !bytes.Contains(data, []byte(`"melee_combat": true`)) {
		t.Errorf("exit %d %s; save:\n%s", code, errOut, data)
	}
}

func TestPlayHelpNamesEveryGame(t *testing.T) {
	var out, errOut bytes.Buffer
	runPlay([]string{"--help"}, strings.NewReader(""), &out, &errOut)
	for _, g := range []string{"isandlwana", "rorkes-drift"} {
		if !strings.Contains(out.String(), g) {
			t.Errorf("help does not name %s", g)
		}
	}
	if code, usage, _ := runCmd("--help"); code != 0 || !slices.ContainsFunc(strings.Split(usage, "\n"), func(l string) bool { return strings.HasPrefix(l, "  play ") }) {
		t.Errorf("zulu1879 --help does not list play:\n%s", usage)
	}
}

// A new player learns from play --help which bots each seat takes, and a
// game started with no bot says it is hotseat and how to play the computer.
func TestPlay_HelpListsTheBotsAndAHotseatStartSaysHowToPlayTheComputer(t *testing.T) {
	var out, errOut bytes.Buffer
	runPlay([]string{"--help"}, strings.NewReader(""), &out, &errOut)
	if !strings.Contains(out.String(), "rorkes-drift-tactical: british (") || !strings.Contains(out.String(), "zlist*") {
		t.Errorf("play --help does not list the tactical game's seats and bots:\n%s", out.String())
	}
	const hint = "Every seat is played at this terminal (hotseat)"
	for _, tc := range []struct {
		args []string
		hint bool
	}{
		{[]string{"rorkes-drift-tactical", "--seed", "5"}, true},
		{[]string{"rorkes-drift-tactical", "--seed", "5", "--bots", "1"}, false},
		{[]string{"men-of-harlech", "--seed", "5", "--players", "1"}, false},
	} {
		_, got, errs := runPlayScript(t, "quit\n", append(tc.args, "--autosave=false")...)
		if strings.Contains(got, hint) != tc.hint {
			t.Errorf("%v: hint shown %v, want %v\n%s%s", tc.args, !tc.hint, tc.hint, got, errs)
		}
	}
}

func saveSetup(seed uint64) games.Setup { return games.Setup{Seed: seed} }

// TestSaveConvert_TodaysSavesBecomeEnvelopesWithTheSameHash converts the
// older fixtures (Isandlwana formats 1 to 3, a golden replay, a Rorke's
// Drift save on rules revision 1) and checks each envelope replays to the
// hash the old save reaches.
func TestSaveConvert_TodaysSavesBecomeEnvelopesWithTheSameHash(t *testing.T) {
	dir := t.TempDir()
	hashOf := regexp.MustCompile(`hash ([0-9a-f]+)`)
	for _, c := range []struct{ path, game string }{
		{"../../saves/testdata/v1/v1-full-game.json", "isandlwana"},
		{"../../saves/testdata/v2/v2-mid-game.json", "isandlwana"},
		{"../../saves/testdata/v3/v3-mid-game.json", "isandlwana"},
		{"../../saves/testdata/golden/isandlwana-free-r2-seed22.json", "isandlwana"},
		{"testdata/rorke-revision1.json", "rorkes-drift"},
	} {
		t.Run(filepath.Base(c.path), func(t *testing.T) {
			// The hash the old save replays to (convert itself refuses an
			// envelope that reaches another).
			var want string
			if c.game == "isandlwana" {
				_, rep, _ := runCmd("replay", "--verify", c.path)
				want = regexp.MustCompile(`state hash ([0-9a-f]+)`).FindStringSubmatch(rep)[1]
			}
			to := filepath.Join(dir, filepath.Base(c.path))
			code, out, errOut := runCmd("save", "convert", c.path, to)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			got := hashOf.FindStringSubmatch(out)[1]
			if want != "" && got != want {
				t.Errorf("envelope hash %s, the old save's %s", got, want)
			}
			code, check, _ := runCmd("save", "check", to)
			if code != 0 || !strings.Contains(check, "game "+c.game) || !strings.Contains(check, "hash "+got) {
				t.Errorf("save check of the envelope: %s", check)
			}
			if code, _, errOut := runCmd("save", "convert", c.path, to); code != 1 || !strings.Contains(errOut, "exists; convert writes a new file") {
				t.Errorf("converting over an existing file: exit %d %s", code, errOut)
			}
		})
	}
}

func TestSaveCheckAndReplay_NameTheDamageInAnEnvelope(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.json")
	runPlayScript(t, "1\n1\n1\nsave "+good+"\n", "rorkes-drift", "--seed", "7", "--autosave=false")
	data, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, bytes.Replace(data, []byte(`"action": "pass"`), []byte(`"action": "dance"`), 1), 0o644)
	code, out, _ := runCmd("save", "check", good, bad)
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	if code != 1 || len(lines) != 2 || !strings.HasPrefix(lines[0], good+": ok: ") ||
		!strings.HasPrefix(lines[1], bad+`: BAD: action 1 (british "dance") is refused: `) {
		t.Errorf("exit %d:\n%s", code, out)
	}
	code, out, _ = runCmd("replay", bad)
	if code != 1 || !strings.Contains(out, `BAD: action 1 (british "dance") is refused`) {
		t.Errorf("replay: exit %d:\n%s", code, out)
	}
}

// TestFlagErrorText_SaysWhatAValueShouldBe: a flag value the program cannot
// read is named with the flag and the kind of value wanted, not with the
// conversion function's words.
func TestFlagErrorText_SaysWhatAValueShouldBe(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"play", "isandlwana", "--seed", "abc"}, `zulu1879 play: --seed: "abc" is not a whole number, 0 or more`},
		{[]string{"text", "--seed", "99999999999999999999999"}, `zulu1879 text: --seed: "99999999999999999999999" is too large`},
		{[]string{"play", "isandlwana", "--autosave=maybe"}, `zulu1879 play: --autosave: "maybe" is not true or false`},
	} {
		var out, errb bytes.Buffer
		code := run(c.args, &out, &errb)
		if code != 2 || !strings.HasPrefix(errb.String(), c.want) || strings.Contains(errb.String(), "strconv") {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", c.args, code, errb.String(), c.want)
		}
	}
}

// TestPlay_PlayersAndBotsSeatTheTable: "--players 2 --bots 1" seats two
// players, the last of them the game's default bot; impossible counts are
// refused in one line.
func TestPlay_PlayersAndBotsSeatTheTable(t *testing.T) {
	code, out, errOut := runPlayScript(t, "quit\n", "men-of-harlech", "--players", "2", "--bots", "1", "--seed", "3", "--autosave=false")
	if code != 0 || !strings.Contains(out, "Seats: player-1: a person; player-2: the advisor bot.") {
		t.Errorf("exit %d, out %q, err %q", code, out[:min(len(out), 300)], errOut)
	}
	for _, args := range [][]string{
		{"men-of-harlech", "--players", "2", "--bots", "3"},
		{"men-of-harlech", "--players", "0"},
	} {
		code, _, errOut := runPlayScript(t, "", args...)
		if code != 2 || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q", args, code, errOut)
		}
	}
}

// hint tells the person in turn what the game's bot would do in their
// place (the Men of Harlech advisor: its action, its number among the legal
// ones, its reason) and changes nothing; in a game with hidden information
// whose bots may see more than the seat (the toy), there is no hint and
// the line says why.
func TestPlay_HintIsTheAdvisorsChoiceForTheHuman(t *testing.T) {
	code, out, errOut := runPlayScript(t, "hint\nhint\nquit\n", "men-of-harlech", "--players", "2", "--bots", "1", "--seed", "5", "--autosave=false")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	g, err := harlech.NewGame(harlech.Config{Players: 2, Level: 1, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	a, why := aiharlech.Advisor{}.Choose(g)
	n := slices.Index(g.Legal(), a) + 1
	want := fmt.Sprintf("hint (the advisor bot): %s (%d) — %s\n", a, n, why)
	if strings.Count(out, want) != 2 {
		t.Errorf("want the line %q twice (the same position, the same hint) in:\n%s", want, out)
	}
	if !strings.Contains(out, "after 0 actions") {
		t.Errorf("a hint played an action:\n%s", out)
	}
	_, out, _ = runPlayScript(t, "\nhint\nquit\n", toygame.ID, "--autosave=false")
	if !strings.Contains(out, "no hint: "+toygame.ID+" has no bot for seat north that sees only what the seat may see") {
		t.Errorf("the toy's hint:\n%s", out)
	}
}

// A Men of Harlech save keeps the hands (its game replays them) but save
// check prints none of them, and replay --seat player-2 shows player-1's
// draws only as "draws a card", while the omniscient replay names them.
func TestPlayMenOfHarlech_SaveCheckPrintsNoHand(t *testing.T) {
	dir := t.TempDir()
	// Two people at one screen: each hands over with Enter, then falls back
	// and gives the team's card to itself.
	script := "\n1\n1\n\n1\n2\nquit\n"
	if code, out, errOut := runPlayScript(t, script, "men-of-harlech", "--players", "2", "--seed", "5", "--save-dir", dir); code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errOut, out)
	}
	names, _ := filepath.Glob(filepath.Join(dir, "play-men-of-harlech-auto-*.json"))
	if len(names) == 0 {
		t.Fatal("no autosave")
	}
	latest := names[len(names)-1]
	rec, err := saves.LoadEnvelope(latest)
	if err != nil {
		t.Fatal(err)
	}
	g := rec.State().(*harlech.Game)
	v := g.ViewFor(int(games.Omniscient))
	if len(v.Hands) < 2 || len(v.Hands[0].Cards) == 0 || len(v.Hands[1].Cards) == 0 {
		t.Fatalf("the save's hands: %+v", v.Hands)
	}
	code, check, _ := runCmd("save", "check", latest)
	if code != 0 || !strings.Contains(check, "ok: ") {
		t.Fatalf("save check: exit %d: %s", code, check)
	}
	// What save check says of the game, without the file's name and the
	// game's title (which holds "harlech", the token of a hero card).
	_, said, _ := strings.Cut(check, ": ok: ")
	said = strings.NewReplacer("Rorke's Drift: Men of Harlech", "", "men-of-harlech", "").Replace(said)
	for _, h := range v.Hands {
		for _, c := range h.Cards {
			if _, err := strconv.Atoi(c); err == nil {
				continue // an attack card's value: digits, as in the hash; "attack card" below
			}
			if strings.Contains(strings.ToLower(said), c) {
				t.Errorf("save check prints the card %q of a hand:\n%s", c, check)
			}
		}
	}
	for _, word := range []string{"hand", "draws", "attack card"} {
		if strings.Contains(strings.ToLower(said), word) {
			t.Errorf("save check says %q:\n%s", word, check)
		}
	}
	_, asTwo, _ := runCmd("replay", "--seat", "player-2", latest)
	_, all, _ := runCmd("replay", latest)
	if !strings.Contains(asTwo, "player-1 draws a card") || strings.Contains(asTwo, "player-1 draws an attack card") {
		t.Errorf("replay --seat player-2 shows player-1's draws:\n%s", asTwo)
	}
	if !strings.Contains(all, "player-1 draws an attack card") {
		t.Errorf("the omniscient replay hides player-1's draws:\n%s", all)
	}
}

// TestPlay_SkirmishListsEndAndMovesBeforeBurning: the British player's
// first list in the hospital scenario starts with end and his moves, not
// with his own roofs to burn, and do 2 takes the second action shown.
func TestPlay_SkirmishListsEndAndMovesBeforeBurning(t *testing.T) {
	dir := t.TempDir()
	code, out, errOut := runPlayScript(t, "do 2\nquit\n", "rorkes-drift-skirmish", "--scenario", "hospital", "--bot", "zulu=impi", "--seed", "1", "--save-dir", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	_, first, ok := strings.Cut(out, "[british]")
	if !ok {
		t.Fatalf("no British prompt in:\n%s", out)
	}
	first, _, _ = strings.Cut(first, "british>")
	if !strings.Contains(first, "\n    1. end\n    2. move ") || strings.Contains(first, "burn") {
		t.Errorf("the first list does not start with end and the moves, or shows a burn:\n%s", first)
	}
	_, second, _ := strings.Cut(first, "\n    2. ")
	second, _, _ = strings.Cut(second, "\n")
	if second = strings.TrimSpace(second); !strings.Contains(out, ": "+second+"\n") {
		t.Errorf("do 2 (%q) not played:\n%s", second, out)
	}
}

// TestPlay_AnUnknownWordIsAnUnknownCommandInEveryGame: a word that is
// neither a command nor an action is answered the same way in Zulus on the
// Ramparts! as in Isandlwana: unknown command, type help.
func TestPlay_AnUnknownWordIsAnUnknownCommandInEveryGame(t *testing.T) {
	for _, c := range []struct{ game, word string }{
		{"isandlwana", "foo"},
		{"rorkes-drift", "foo"},
		{"rorkes-drift", "odds"},
	} {
		t.Run(c.game+" "+c.word, func(t *testing.T) {
			code, out, errOut := runPlayScript(t, c.word+"\nquit\n", c.game, "--seed", "1", "--autosave=false")
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			want := fmt.Sprintf("unknown command %q (type help for the list)\n", c.word)
			if !strings.Contains(out, want) || strings.Contains(out, "unknown kind") {
				t.Errorf("no %q in:\n%s", want, out)
			}
		})
	}
}

// TestPlay_AMissingSaveIsNamedByItsPath: --resume FILE and load FILE of a
// file that is not there name it by the path as given, folder and all.
func TestPlay_AMissingSaveIsNamedByItsPath(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "gone", "nonexist.json")
	code, _, errOut := runPlayScript(t, "quit\n", "isandlwana", "--resume", missing, "--autosave=false")
	if want := "save " + missing + ": no such file or directory"; code == 0 || !strings.Contains(errOut, want) {
		t.Errorf("--resume: exit %d, no %q in %q", code, want, errOut)
	}
	_, out, _ := runPlayScript(t, "load "+missing+"\nquit\n", "men-of-harlech", "--seed", "1", "--autosave=false")
	if want := "not loaded: save " + missing + ": no such file or directory\n"; !strings.Contains(out, want) {
		t.Errorf("load: no %q in:\n%s", want, out)
	}
}

// TestPlay_AnUnknownOptionListsTheGamesOptions: --option with a name the
// game does not take is refused in one line that lists the options there
// are, in every game of the program.
func TestPlay_AnUnknownOptionListsTheGamesOptions(t *testing.T) {
	for _, id := range games.IDs() {
		if strings.HasPrefix(id, "toy") {
			continue // the tests' own games
		}
		t.Run(id, func(t *testing.T) {
			code, _, errOut := runPlayScript(t, "quit\n", id, "--option", "x=1", "--autosave=false")
			want := fmt.Sprintf("%s has no option \"x\" (options: ", id)
			if code == 0 || !strings.Contains(errOut, want) || strings.Count(strings.TrimSpace(errOut), "\n") > 0 {
				t.Errorf("exit %d, want one line with %q, got %q", code, want, errOut)
			}
		})
	}
}

// TestPlay_HintNumbersTheActionAsTheListDoes: in the skirmish, whose list
// is not Legal's order, the number hint gives is the one do N takes.
func TestPlay_HintNumbersTheActionAsTheListDoes(t *testing.T) {
	args := []string{"rorkes-drift-skirmish", "--scenario", "hospital", "--bot", "zulu=impi", "--seed", "1", "--autosave=false"}
	_, out, _ := runPlayScript(t, "hint\nquit\n", args...)
	_, h, ok := strings.Cut(out, "hint (the ")
	if !ok {
		t.Fatalf("no hint in:\n%s", out)
	}
	h, _, _ = strings.Cut(h, "\n")
	_, h, _ = strings.Cut(h, "): ")
	action, rest, _ := strings.Cut(h, " (")
	n, _, _ := strings.Cut(rest, ")")
	_, out, _ = runPlayScript(t, "do "+n+"\nquit\n", args...)
	if !strings.Contains(out, "british: "+action+"\n") {
		t.Errorf("hint gave %q as %s, but do %s played otherwise:\n%s", action, n, n, out)
	}
}
