package textui

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"zulu1879/internal/words"

	ai "zulu1879/ai/isandlwana"
	"zulu1879/dice"
	"zulu1879/isandlwana"
	"zulu1879/saves"
)

// recorded starts a recorded hotseat session on the isandlwana scenario.
func recorded(t testing.TB, seed uint64, out *bytes.Buffer) *Session {
	t.Helper()
	sv, err := saves.Start("isandlwana", seed, isandlwana.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s := NewRecorded(sv, "test", out)
	s.AutoBoard = false
	return s
}

// exec runs one command and returns what it printed.
func exec(s *Session, out *bytes.Buffer, line string) string {
	out.Reset()
	s.Exec(line)
	return out.String()
}

// refused reports whether a command's output is exactly one error line.
func refused(out string) bool {
	return strings.HasPrefix(out, "error: ") && strings.Count(out, "\n") == 1
}

// TestUndoFollowsTheDice plays a seeded random hotseat game and tries undo
// after every action. The rule is measured from the game itself: undo must
// succeed (and restore the state before the action) exactly when the same
// side is still to act and the game's dice have not moved since; otherwise
// it must refuse in one line and change nothing.
func TestUndoFollowsTheDice(t *testing.T) {
	var out bytes.Buffer
	s := recorded(t, 11, &out)
	rng := dice.NewSeeded(5)
	taken, kept := 0, 0
	for step := 0; step < 400 && !s.G.Over(); step++ {
		acts := s.G.Legal()
		a := acts[rng.Intn(len(acts))]
		for _, x := range acts {
			if x.Kind == isandlwana.ActEnd && rng.Intn(5) == 0 {
				a = x
			}
		}
		before, side, diceBefore := s.G.Hash(), s.G.ToAct(), s.G.Dice.State
		if got := exec(s, &out, a.String()); strings.Contains(got, "error:") {
			t.Fatalf("step %d: legal %q refused: %s", step, a, got)
		}
		after := s.G.Hash()
		want := !s.G.Over() && s.G.ToAct() == side && s.G.Dice.State == diceBefore
		got := exec(s, &out, "undo")
		switch {
		case want && !strings.HasPrefix(got, "Undone: "+a.String()):
			t.Fatalf("step %d: undo after %q (no dice, same side) said %q", step, a, got)
		case want && s.G.Hash() != before:
			t.Fatalf("step %d: undo after %q did not restore the state before it", step, a)
		case !want && !refused(got):
			t.Fatalf("step %d: undo after %q should be refused (dice rolled or side changed), said %q", step, a, got)
		case !want && s.G.Hash() != after:
			t.Fatalf("step %d: a refused undo changed the game", step)
		}
		if want {
			taken++
			if got := exec(s, &out, a.String()); strings.Contains(got, "error:") {
				t.Fatalf("step %d: replaying %q after undo refused: %s", step, a, got)
			}
			if s.G.Hash() != after {
				t.Fatalf("step %d: %q after undo gives another state", step, a)
			}
		} else {
			kept++
		}
	}
	if taken < 20 || kept < 20 {
		t.Errorf("the game tried too few undos of each kind: %d taken, %d refused", taken, kept)
	}
}

func TestUndoRefusesWithAReason(t *testing.T) {
	tests := []struct {
		name  string
		setup func(s *Session, out *bytes.Buffer)
		cmd   string
		want  string
	}{
		{name: "nothing played", setup: func(*Session, *bytes.Buffer) {}, cmd: "undo", want: "nothing has been played yet"},
		{name: "other side's action", setup: func(s *Session, out *bytes.Buffer) {
			exec(s, out, "end") // British set-up; the Zulus move
			for s.G.ToAct() == isandlwana.Zulu && s.G.Turn == 1 {
				exec(s, out, "end")
			}
		}, cmd: "undo", want: "was the Zulu's; the British cannot take it back"},
		{name: "arguments", setup: func(*Session, *bytes.Buffer) {}, cmd: "undo 3", want: "takes no arguments"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			s := recorded(t, 3, &out)
			tc.setup(s, &out)
			before := s.G.Hash()
			got := exec(s, &out, tc.cmd)
			if !refused(got) || !strings.Contains(got, tc.want) {
				t.Errorf("undo said %q, want one error line with %q", got, tc.want)
			}
			if s.G.Hash() != before {
				t.Error("a refused undo changed the game")
			}
		})
	}
	t.Run("game over", func(t *testing.T) {
		var out bytes.Buffer
		s := recorded(t, 3, &out)
		s.Zulu, s.British = ai.NewRule9(), ai.NewStandard()
		s.PlayBots()
		if !s.G.Over() {
			t.Fatal("the bots did not finish the game")
		}
		if got := exec(s, &out, "undo"); !refused(got) || !strings.Contains(got, "the game is over") {
			t.Errorf("undo after the end said %q", got)
		}
	})
	t.Run("not recorded", func(t *testing.T) {
		var out bytes.Buffer
		s := NewSession(newGame(t, "isandlwana", 3), &out)
		for _, cmd := range []string{"undo", "save x.json", "load x.json"} {
			if got := exec(s, &out, cmd); !refused(got) || !strings.Contains(got, "not available here") {
				t.Errorf("%s in an unrecorded session said %q", cmd, got)
			}
		}
	})
}

// TestUndoWithABotTakesBackItsActionsToo: against the rule-9 Zulu bot, undo
// after ending the set-up takes back the bot's dice-free moves as well and
// returns to the set-up.
func TestUndoWithABotTakesBackItsActionsToo(t *testing.T) {
	var out bytes.Buffer
	s := recorded(t, 5, &out)
	s.Zulu = ai.NewRule9()
	start := s.G.Hash()
	exec(s, &out, "end")
	if s.G.ToAct() != isandlwana.British {
		t.Fatalf("after the bot's turn the %s are to act", s.G.ToAct())
	}
	bots := s.Saves.Len() - 1
	if bots < 1 || s.G.Dice.State != s.G.Seed {
		t.Skipf("seed 5 no longer gives a dice-free Zulu movement (%d bot actions)", bots)
	}
	got := exec(s, &out, "undo")
	if !strings.Contains(got, "Undone: end") || !strings.Contains(got, fmt.Sprintf("(and the %s after it)", words.Count(bots, "bot action", "bot actions"))) {
		t.Errorf("undo said %q", got)
	}
	if s.G.Hash() != start || s.Saves.Len() != 0 {
		t.Errorf("undo did not return to the set-up (%d actions left)", s.Saves.Len())
	}
}

func TestSaveAndLoadThroughTheCommandLoop(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.json")
	var out bytes.Buffer
	s := recorded(t, 9, &out)
	playSomeCmds(t, s, &out, 9, 60)
	if got := exec(s, &out, "save "+good); !strings.HasPrefix(got, "Saved to "+good) {
		t.Fatalf("save said %q", got)
	}
	saved, savedLen := s.G.Hash(), s.Saves.Len()
	goodBytes, _ := os.ReadFile(good)
	playSomeCmds(t, s, &out, 10, 40)
	later := s.G.Hash()
	if later == saved {
		t.Fatal("the game did not move on after the save")
	}

	damaged := filepath.Join(dir, "damaged.json")
	if err := os.WriteFile(damaged, goodBytes[:len(goodBytes)/2], 0o644); err != nil {
		t.Fatal(err)
	}
	notSave := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(notSave, []byte("move 1201 1103\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	bad := []struct {
		name, cmd, want string
	}{
		{"missing file", "load " + filepath.Join(dir, "none.json"), "none.json"},
		{"damaged file", "load " + damaged, "damaged.json"},
		{"not a save", "load " + notSave, "notes.txt"},
		{"no file named", "load", "expected \"load FILE\""},
		{"a folder", "load " + dir, "folder"},
		{"save without a name", "save", "expected \"save FILE\""},
		{"save into a missing folder", "save " + filepath.Join(dir, "no", "x.json"), "does not exist"},
		{"save over a folder", "save " + dir, "unchanged"},
	}
	for _, tc := range bad {
		t.Run(tc.name, func(t *testing.T) {
			got := exec(s, &out, tc.cmd)
			if !refused(got) || !strings.Contains(got, tc.want) {
				t.Errorf("%s said %q, want one error line naming %q", tc.cmd, got, tc.want)
			}
			if s.G.Hash() != later {
				t.Errorf("%s changed the current game", tc.cmd)
			}
		})
	}
	if b, _ := os.ReadFile(good); !bytes.Equal(b, goodBytes) {
		t.Error("the good save was changed")
	}

	got := exec(s, &out, "load "+good)
	if !strings.HasPrefix(got, "Loaded "+good) || !strings.Contains(got, Status(s.G)) {
		t.Errorf("load said %q", got)
	}
	if s.G.Hash() != saved || s.Saves.Len() != savedLen || s.G != s.Saves.Game() {
		t.Fatal("load did not bring back the saved game")
	}
	// The loaded game plays on and can be saved again.
	playSomeCmds(t, s, &out, 10, 40)
	if s.G.Hash() != later {
		t.Error("the same commands after loading gave another game than before saving")
	}
	if got := exec(s, &out, "save "+good); !strings.HasPrefix(got, "Saved to ") {
		t.Errorf("saving the loaded game said %q", got)
	}
}

// playSomeCmds types up to n legal actions chosen by a seeded chooser.
func playSomeCmds(t *testing.T, s *Session, out *bytes.Buffer, seed uint64, n int) {
	t.Helper()
	rng := dice.NewSeeded(seed)
	for k := 0; k < n && !s.G.Over(); k++ {
		acts := s.G.Legal()
		a := acts[rng.Intn(len(acts))]
		for _, x := range acts {
			if x.Kind == isandlwana.ActEnd && rng.Intn(4) == 0 {
				a = x
			}
		}
		if got := exec(s, out, a.String()); strings.Contains(got, "error:") {
			t.Fatalf("legal %q refused: %s", a, got)
		}
	}
}

// TestAutosaveFollowsLoadAndUndo: the autosaver writes after commands that
// change the game, and goes on doing so after a load and an undo replaced
// the game.
func TestAutosaveFollowsLoadAndUndo(t *testing.T) {
	dir := t.TempDir()
	a, err := saves.NewAutosaver(dir, "test", 100)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	s := recorded(t, 4, &out)
	s.SetAutosaver(a)
	count := func() int {
		n, _ := filepath.Glob(filepath.Join(dir, "auto-*.json"))
		return len(n)
	}
	exec(s, &out, "end") // the set-up: a new phase
	if count() == 0 {
		t.Fatal("no autosave after the set-up")
	}
	path, latest, err := saves.Latest(dir)
	if err != nil {
		t.Fatal(err)
	}
	if latest.Game().Hash() != s.G.Hash() {
		t.Errorf("the newest autosave %s is not the game as it stands", path)
	}
	save := filepath.Join(t.TempDir(), "x.json")
	exec(s, &out, "save "+save)
	exec(s, &out, "load "+save)
	n := count()
	exec(s, &out, "end")
	if count() == n {
		t.Error("no autosave at the new phase after a load")
	}
	if strings.Contains(out.String(), dir) {
		t.Errorf("autosaving printed the folder: %q", out.String())
	}
	// Undo: a move, then undo, then a new phase.
	playSomeCmds(t, s, &out, 2, 3)
	if _, _, err := s.UndoPoint(); err == nil {
		exec(s, &out, "undo")
	}
	n = count()
	for k := 0; k < 10 && count() == n && !s.G.Over(); k++ {
		exec(s, &out, "end")
	}
	if count() == n {
		t.Error("no autosave at a new phase after an undo")
	}
}

func TestAutosaveErrorIsSaidOnceAndTheGameGoesOn(t *testing.T) {
	dir := t.TempDir()
	a, err := saves.NewAutosaver(dir, "test", 5)
	if err != nil {
		t.Fatal(err)
	}
	a.Now = func() time.Time { return time.Unix(0, 0) }
	var out bytes.Buffer
	s := recorded(t, 4, &out)
	s.SetAutosaver(a)
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dir, nil, 0o644); err != nil { // a file where the folder was
		t.Fatal(err)
	}
	var all strings.Builder
	for k := 0; k < 4 && !s.G.Over(); k++ {
		all.WriteString(exec(s, &out, "end"))
	}
	if n := strings.Count(all.String(), "warning: autosaving into "); n != 1 {
		t.Errorf("the autosave error was said %d times, want once:\n%s", n, all.String())
	}
	if s.G.Turn == 1 && s.G.Phase == isandlwana.PhaseSetup {
		t.Error("the game did not go on")
	}
}

// TestBotsPlayLikeTheBotsPackage: two bots in a session play the same game
// as ai.Play on the same seed, and print one line per bot action.
func TestBotsPlayLikeTheBotsPackage(t *testing.T) {
	for _, pair := range [][2]string{{"rule9", "standard"}, {"hard", "passive"}} {
		t.Run(pair[0]+"-"+pair[1], func(t *testing.T) {
			var out bytes.Buffer
			s := recorded(t, 17, &out)
			s.Zulu, _ = ai.ForSide(pair[0], isandlwana.Zulu)
			s.British, _ = ai.ForSide(pair[1], isandlwana.British)
			s.Start()
			if !s.G.Over() {
				t.Fatal("the bots did not finish the game")
			}
			scen := s.Saves.Scenario()
			g := isandlwana.New(scen, 17, isandlwana.Options{})
			z, _ := ai.ForSide(pair[0], isandlwana.Zulu)
			b, _ := ai.ForSide(pair[1], isandlwana.British)
			if err := ai.Play(g, z, b); err != nil {
				t.Fatal(err)
			}
			if g.Hash() != s.G.Hash() {
				t.Error("the session's bots played another game than ai.Play")
			}
			lines := strings.Count(out.String(), "\nZulu ("+pair[0]+"): ") + strings.Count(out.String(), "\nBritish ("+pair[1]+"): ")
			if lines != s.Saves.Len() {
				t.Errorf("%d bot lines printed for %d actions", lines, s.Saves.Len())
			}
			if !strings.Contains(out.String(), "GAME OVER") {
				t.Error("no summary at the end")
			}
		})
	}
}

// TestResumedBotGameEndsTheSame: a bot game saved half-way and loaded into a
// new session ends exactly as the uninterrupted one.
func TestResumedBotGameEndsTheSame(t *testing.T) {
	var out bytes.Buffer
	full := recorded(t, 23, &out)
	full.Zulu, full.British = ai.NewRule9(), ai.NewStandard()
	full.Start()

	half := recorded(t, 23, &out)
	half.Zulu = ai.NewRule9()
	brit := ai.NewStandard()
	for k := 0; k < 60 && !half.G.Over(); k++ {
		a, _ := brit.Choose(half.G)
		exec(half, &out, a.String())
	}
	path := filepath.Join(t.TempDir(), "half.json")
	if got := exec(half, &out, "save "+path); !strings.HasPrefix(got, "Saved") {
		t.Fatalf("save said %q", got)
	}
	sv, err := saves.Load(path, saves.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	again := NewRecorded(sv, "test", &out)
	again.AutoBoard = false
	again.Zulu, again.British = ai.NewRule9(), ai.NewStandard()
	again.Resume()
	if !again.G.Over() || again.G.Hash() != full.G.Hash() {
		t.Error("the resumed game did not end as the uninterrupted one")
	}
}

// TestApplyHookAndOnOver: moves go through Session.Apply when it is set,
// and OnOver runs once, after the summary.
func TestApplyHookAndOnOver(t *testing.T) {
	g := newGame(t, "isandlwana", 8)
	var out bytes.Buffer
	s := NewSession(g, &out)
	s.AutoBoard = false
	calls, overs := 0, 0
	s.Apply = func(a isandlwana.Action) error { calls++; return g.Apply(a) }
	s.OnOver = func() {
		overs++
		if !strings.Contains(out.String(), "GAME OVER") {
			t.Error("OnOver ran before the summary")
		}
	}
	s.Zulu, s.British = ai.NewRule9(), ai.NewPassive()
	s.Start()
	if !g.Over() {
		t.Fatal("the game did not end")
	}
	if calls == 0 || calls != strings.Count(out.String(), " ("+"rule9): ")+strings.Count(out.String(), " (passive): ") {
		t.Errorf("Apply was called %d times", calls)
	}
	if overs != 1 {
		t.Errorf("OnOver ran %d times, want once", overs)
	}
	exec(s, &out, "end")
	s.AfterCommand()
	if overs != 1 {
		t.Errorf("OnOver ran again after the end (%d)", overs)
	}
}

func TestExtraSeesCommandsFirst(t *testing.T) {
	var out bytes.Buffer
	s := recorded(t, 1, &out)
	var seen []string
	s.Extra = func(verb string, args []string) bool {
		seen = append(seen, verb)
		return verb == "save" || verb == "ledger"
	}
	s.ExtraHelp = "Campaign: ledger"
	if got := exec(s, &out, "save x.json"); got != "" {
		t.Errorf("save went to the session too: %q", got)
	}
	if got := exec(s, &out, "ledger"); got != "" {
		t.Errorf("ledger printed %q", got)
	}
	if got := exec(s, &out, "help"); !strings.HasSuffix(got, "Campaign: ledger\n") {
		t.Errorf("help does not end with the extra help: %q", got[max(0, len(got)-80):])
	}
	if strings.Join(seen, " ") != "save ledger help" {
		t.Errorf("Extra saw %v", seen)
	}
}

// BenchmarkUndo measures undo late in a game (a replay of the whole log).
func BenchmarkUndo(b *testing.B) {
	var out bytes.Buffer
	s := recorded(b, 3, &out)
	s.Zulu = ai.NewRule9()
	brit := ai.NewStandard()
	for s.G.Turn < 4 && !s.G.Over() {
		a, _ := brit.Choose(s.G)
		exec(s, &out, a.String())
	}
	for b.Loop() {
		s.UndoPoint()
	}
	b.ReportMetric(float64(s.Saves.Len()), "actions")
}

// TestNoEndBoardLeavesOutOnlyTheLastBoard: with NoEndBoard the board is not
// redrawn when the game ends, and every other board is still shown.
func TestNoEndBoardLeavesOutOnlyTheLastBoard(t *testing.T) {
	boards := map[bool]string{}
	for _, noEnd := range []bool{false, true} {
		var out bytes.Buffer
		s := NewSession(newGame(t, "isandlwana", 6), &out)
		s.NoEndBoard = noEnd
		s.Zulu, s.British = ai.NewRule9(), ai.NewPassive()
		s.Start()
		boards[noEnd] = out.String()
	}
	with, without := strings.Count(boards[false], "Legend:"), strings.Count(boards[true], "Legend:")
	if with != without+1 {
		t.Errorf("%d boards without NoEndBoard, %d with it; want one fewer", with, without)
	}
	end := boards[false][strings.LastIndex(boards[false], "Legend:"):]
	if !strings.Contains(end, "GAME OVER") {
		t.Error("the board left out is not the last one")
	}
}

// TestBotReasonsAreSavedWithTheGame: as in the window, every action a bot
// takes in the terminal is saved with the reason it printed, so a loaded
// game can show why the bots played as they did.
func TestBotReasonsAreSavedWithTheGame(t *testing.T) {
	var out bytes.Buffer
	s := recorded(t, 31, &out)
	s.Zulu = ai.NewRule9()
	s.Start() // the British are people: the Zulus play until the first British decision
	for k := 0; k < 40 && !s.G.Over(); k++ {
		a, _ := ai.NewStandard().Choose(s.G)
		exec(s, &out, a.String())
	}
	reasons := s.Saves.Reasons()
	if len(reasons) == 0 {
		t.Fatal("no reason recorded for the Zulu bot's actions")
	}
	for _, r := range reasons {
		if r.Side != "zulu" || r.Text == "" {
			t.Fatalf("reason %+v: want a Zulu bot's non-empty reason", r)
		}
	}
	path := filepath.Join(t.TempDir(), "bot.json")
	if got := exec(s, &out, "save "+path); !strings.HasPrefix(got, "Saved") {
		t.Fatalf("save said %q", got)
	}
	sv, err := saves.Load(path, saves.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got := sv.Reasons(); len(got) != len(reasons) {
		t.Errorf("the loaded save holds %d reasons, the session recorded %d", len(got), len(reasons))
	}
}
