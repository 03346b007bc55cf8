package play

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"zulu1879/games"
	"zulu1879/internal/toygame"
	"zulu1879/saves"
)

func init() {
	RegisterUndo("isandlwana", nil)
	RegisterUndo(toygame.ID, nil)
	RegisterCommands("rorkes-drift", Command{Name: "prompt", Aliases: []string{"p"}, Usage: "prompt", Help: "the prompt's key",
		Run: func(s games.State, _ games.Seat, args []string) (string, error) {
			if len(args) > 0 {
				return "", errors.New("takes no argument")
			}
			return "key " + s.Prompt().Key, nil
		}})
	RegisterDescriber("rorkes-drift", func(_ games.State, a string) string { return "does " + a })
}

// newGame starts game on seed with the given players.
func newGame(t *testing.T, game string, seed uint64, players map[string]string) *saves.Record {
	t.Helper()
	rules, err := games.Lookup(game)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := saves.NewRecord(rules, games.Setup{Seed: seed}, players)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// runCfg plays rec with cfg's other fields, the script as input, and
// returns the transcript.
func runCfg(t *testing.T, rec *saves.Record, script string, cfg Config) string {
	t.Helper()
	bots, names, warns := Bots(rec)
	if len(warns) > 0 {
		t.Fatal(warns)
	}
	var out bytes.Buffer
	cfg.Record, cfg.Bots, cfg.BotNames, cfg.In, cfg.Out, cfg.Echo, cfg.Program = rec, bots, names, strings.NewReader(script), &out, true, "test"
	if err := Run(cfg); err != nil {
		t.Fatalf("Run: %v\n%s", err, out.String())
	}
	return out.String()
}

// TestRun_UndoTakesBackAPersonsActionAndTheBotsAfterIt: undo returns the
// game to the position before the person's last action, the bot's
// replies gone with it, hash for hash; with nothing of a person's to take
// back it says so.
func TestRun_UndoTakesBackAPersonsActionAndTheBotsAfterIt(t *testing.T) {
	rec := newGame(t, "isandlwana", 3, map[string]string{"zulu": "test-first"})
	start := rec.State().Hash()
	out := runCfg(t, rec, "undo\nplace 1BB 1209\nend\nundo\nundo\n", Config{})
	if !strings.Contains(out, "undo: no action of a person to take back") {
		t.Errorf("an undo before any action does not say so:\n%s", out)
	}
	if !strings.Contains(out, "Taken back: british end and ") || !strings.Contains(out, "Taken back: british place 1BB 1209.") {
		t.Fatalf("the two undos are not reported:\n%s", out)
	}
	if rec.Len() != 0 || rec.State().Hash() != start {
		t.Errorf("after two undos: %d actions, hash %s; want the start, %s", rec.Len(), rec.State().Hash(), start)
	}
}

// TestRun_UndoIsRefusedAfterADieAndInAGameWithoutIt: a roll is never
// taken back, and a game that did not register undo refuses it.
func TestRun_UndoIsRefusedAfterADieAndInAGameWithoutIt(t *testing.T) {
	rec := newToy(t, 2, map[string]string{"north": "first"})
	out := runCfg(t, rec, "\n1\nundo\n", Config{})
	if !strings.Contains(out, "undo: dice were rolled since (") {
		t.Errorf("an undo after a roll is not refused:\n%s", out)
	}
	if rec.Len() == 0 {
		t.Error("the refused undo took the actions back")
	}
	rd := newGame(t, "rorkes-drift", 2, nil)
	out = runCfg(t, rd, "put 03\nundo\n", Config{})
	if !strings.Contains(out, "has no undo") || rd.Len() != 1 {
		t.Errorf("undo in a game without it: %d actions left:\n%s", rd.Len(), out)
	}
}

// TestRun_LegalFiltersPagesAndDoN: legal WORD keeps the actions naming
// it, numbered as in the whole list, with the game's words for them;
// legal N shows the first N and more the next N; do N takes number N;
// comments are passed over.
func TestRun_LegalFiltersPagesAndDoN(t *testing.T) {
	rec := newGame(t, "rorkes-drift", 2, nil)
	legal := rec.State().Legal()
	out := runCfg(t, rec, "# a comment\nlegal put\nlegal 1\nmore\nmore\nlegal nothing\ndo 2\n", Config{})
	for _, want := range []string{
		"    2. put 03                 does put 03\n    3. put 04                 does put 04\n",
		"legal 1\n    1. pass                   does pass\n  … 2 more (more shows them)\n",
		"more\n    2. put 03                 does put 03\n  … 1 more (more shows them)\n",
		"no legal action names nothing",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
	if strings.Contains(out, "not done") || rec.Len() != 1 || rec.Moves()[0].Action != legal[1] {
		t.Errorf("do 2 did not take %q: %v\n%s", legal[1], rec.Moves(), out)
	}
}

// TestRun_AGamesOwnCommandsAreRunAndListed: a registered command answers
// by its name and its alias in any case, its error is one line, and help
// lists it.
func TestRun_AGamesOwnCommandsAreRunAndListed(t *testing.T) {
	out := runCfg(t, newGame(t, "rorkes-drift", 2, nil), "prompt\nP\nprompt x\nhelp\n", Config{})
	if strings.Count(out, "key action\n") != 2 || !strings.Contains(out, "error: prompt: takes no argument\n") {
		t.Errorf("the command's answers:\n%s", out)
	}
	if !strings.Contains(out, "Commands of Zulus on the Ramparts! (Rorke's Drift):\n  prompt ") {
		t.Errorf("help does not list the game's command:\n%s", out)
	}
}

// TestRun_SaveFileAndLoad: a bare save writes the SaveFile, which is also
// written on leaving; load FILE goes on with that game instead, and a
// file of another game is refused.
func TestRun_SaveFileAndLoad(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "s.json")
	rec := newGame(t, "rorkes-drift", 2, nil)
	out := runCfg(t, rec, "save\nput 03\n", Config{SaveFile: file})
	if !strings.Contains(out, "saved to "+file) || !strings.Contains(out, "Game saved to "+file+".") {
		t.Fatalf("the save file is not written by save and on leaving:\n%s", out)
	}
	saved, err := saves.LoadEnvelope(file)
	if err != nil || saved.Len() != 1 {
		t.Fatalf("the save file on leaving: %v", err)
	}
	toy := filepath.Join(dir, "toy.json")
	if err := newToy(t, 1, nil).Save(toy, "test"); err != nil {
		t.Fatal(err)
	}
	other := newGame(t, "rorkes-drift", 9, nil)
	out = runCfg(t, other, "load "+toy+"\nload "+file+"\n", Config{})
	if !strings.Contains(out, "not loaded: "+toy+" is a game of ") {
		t.Errorf("a file of another game is not refused:\n%s", out)
	}
	if !strings.Contains(out, "Loaded "+file+": ") || other.State().Hash() != saved.State().Hash() {
		t.Errorf("load did not make the saved game this one:\n%s", out)
	}
	if _, err := os.Stat(file); err != nil {
		t.Fatal(err)
	}
}

// TestRun_TheGamesEndingIsShownWhenItIsOver: a registered ending is
// printed once, when the game is over, before the "Game over" line.
func TestRun_TheGamesEndingIsShownWhenItIsOver(t *testing.T) {
	RegisterEnding(toygame.ID, func(s games.State) string { return "the toy's ending, " + s.Prompt().Key })
	defer RegisterEnding(toygame.ID, nil)
	out := runCfg(t, newToy(t, 4, map[string]string{"north": "first", "south": "first"}), "", Config{})
	end, _, ok := strings.Cut(out, "Game over: ")
	if !ok || strings.Count(out, "the toy's ending, ") != 1 || !strings.HasSuffix(end, "the toy's ending, over\n") {
		t.Errorf("the ending is not printed once, just before Game over:\n%s", out)
	}
}

// TestListed_TheRegisteredOrderOnlyWhenItHoldsTheSameActions: the loop
// numbers a game's legal actions in its registered order, unless that
// order does not hold exactly Legal's actions.
func TestListed_TheRegisteredOrderOnlyWhenItHoldsTheSameActions(t *testing.T) {
	rec := newGame(t, "rorkes-drift", 2, nil)
	legal := rec.State().Legal()
	rev := slices.Clone(legal)
	slices.Reverse(rev)
	defer RegisterOrder("rorkes-drift", nil)
	RegisterOrder("rorkes-drift", func(games.State) []string { return rev })
	if got := Listed("rorkes-drift", rec.State()); !slices.Equal(got, rev) {
		t.Errorf("Listed %v, want the registered order %v", got, rev)
	}
	out := runCfg(t, rec, "do 1\n", Config{})
	if rec.Len() != 1 || rec.Moves()[0].Action != rev[0] || !strings.Contains(out, "    1. "+rev[0]+"\n") {
		t.Errorf("do 1 took %v, want %q (the first of the registered order)", rec.Moves(), rev[0])
	}
	RegisterOrder("rorkes-drift", func(games.State) []string { return append(rev, "put 99") })
	if got := Listed("rorkes-drift", rec.State()); !slices.Equal(got, rec.State().Legal()) {
		t.Errorf("an order with another action: Listed %v, want Legal", got)
	}
}

// TestRun_AfterTheEndTheCommandsStillWork: once the game is over the loop
// goes on reading commands until quit or the end of input, as the older
// loops did: save writes the finished game, an action is refused in one
// line.
func TestRun_AfterTheEndTheCommandsStillWork(t *testing.T) {
	p := filepath.Join(t.TempDir(), "end.json")
	rec := newToy(t, 4, map[string]string{"south": "first"})
	var moves string
	for !games.Over(rec.State()) {
		if rec.State().ToAct() == 0 {
			moves += "1\n" // north, the person; south's bot plays the first too
		}
		if err := rec.Apply(rec.State().Legal()[0], ""); err != nil {
			t.Fatal(err)
		}
	}
	rec = newToy(t, 4, map[string]string{"south": "first"})
	out := runCfg(t, rec, moves+"log 1\nplay x\nsave "+p+"\nquit\nlog 1\n", Config{})
	after, _, _ := strings.Cut(out[strings.Index(out, "Game over: "):], "quit")
	if !strings.Contains(after, "game over> log 1\n    ") || !strings.Contains(after, "not done: the game is over") || !strings.Contains(after, "saved to "+p) {
		t.Errorf("after the end:\n%s", after)
	}
	if strings.Count(out, "game over> ") != 4 {
		t.Errorf("%d prompts after the end, want 4 (quit ends it):\n%s", strings.Count(out, "game over> "), out)
	}
	if saved, err := saves.LoadEnvelope(p); err != nil || !games.Over(saved.State()) {
		t.Errorf("the finished game was not saved: %v", err)
	}
}

// TestRun_AForcedDecisionIsTakenWithoutAsking: a registered forced action
// is taken for the person and said.
func TestRun_AForcedDecisionIsTakenWithoutAsking(t *testing.T) {
	defer RegisterForced("rorkes-drift", nil)
	RegisterForced("rorkes-drift", func(s games.State) string {
		if s.Prompt().Key == "action" {
			return "pass"
		}
		return ""
	})
	rec := newGame(t, "rorkes-drift", 2, nil)
	out := runCfg(t, rec, "", Config{})
	if rec.Len() == 0 || rec.Moves()[0].Action != "pass" || !strings.Contains(out, "  british: pass (the only choice)\n") {
		t.Errorf("the forced pass was not taken and said: %v\n%s", rec.Moves(), out)
	}
}

// TestRun_MoreGoesOnWithTheListShownAtThePrompt: when the prompt's list
// stops at Listed actions ("… N more"), more shows the next page of that
// same list, numbered as do N takes them, instead of asking for legal.
func TestRun_MoreGoesOnWithTheListShownAtThePrompt(t *testing.T) {
	rec := newGame(t, "rorkes-drift", 2, nil)
	legal := Listed("rorkes-drift", rec.State())
	if len(legal) < 3 {
		t.Fatalf("want at least 3 legal actions, have %v", legal)
	}
	out := runCfg(t, rec, "more\nmore\nquit\n", Config{Listed: 1})
	for _, want := range []string{
		fmt.Sprintf("  … %d more (more shows them, legal lists them all)\n", len(legal)-1),
		fmt.Sprintf("more\n    2. %-22s does %s\n  … %d more (more shows them)\n", legal[1], legal[1], len(legal)-2),
		fmt.Sprintf("more\n    3. %-22s does %s\n", legal[2], legal[2]),
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
	if strings.Contains(out, "no legal list") {
		t.Errorf("more asked for legal:\n%s", out)
	}
}
