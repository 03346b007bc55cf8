package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/pmezard/go-difflib/difflib"

	ai "zulu1879/ai/isandlwana"
	"zulu1879/games"
	"zulu1879/isandlwana"
	isatext "zulu1879/isandlwana/textview"
	"zulu1879/saves"
)

// The text command is an alias of play isandlwana (aliases.go); these
// tests were the text loop's, and hold play, reached through the alias,
// to what they asked of it.

// game1Args are the text alias's flags of the scripted hotseat game;
// autosaves go to dir.
func game1Args(dir string) []string {
	return []string{"--seed", fmt.Sprint(game1Seed), "--scenario", "isandlwana", "--board=false", "--save-dir", dir}
}

// TestGame1ScriptPlaysToTheEnd plays the hotseat script through the text
// alias: every command not marked as a deliberate mistake is accepted,
// every marked one is refused with one line, the game is over when the
// script ends, the transcript does not name the save folder and the game
// was autosaved there.
func TestGame1ScriptPlaysToTheEnd(t *testing.T) {
	script, err := os.ReadFile(game1Script)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	var out, errOut bytes.Buffer
	if code := runText(game1Args(dir), bytes.NewReader(script), &out, &errOut); code != 0 || errOut.Len() > 0 {
		t.Fatalf("text exited %d, stderr %q", code, errOut.String())
	}
	if mistakes := checkMistakes(t, out.String(), string(script)); mistakes < 5 {
		t.Errorf("the script shows only %d refusals; want at least 5", mistakes)
	}
	if strings.Contains(out.String(), dir) {
		t.Errorf("the transcript names the save folder %s", dir)
	}
	_, rec, err := saves.LatestEnvelope(dir, "isandlwana")
	if err != nil {
		t.Fatalf("no autosave in %s: %v", dir, err)
	}
	if _, over := rec.State().Result(); !over {
		t.Error("the script ends and the autosaved game is not over")
	}
}

func TestTextCommand(t *testing.T) {
	tests := []struct {
		name      string
		args      []string
		stdin     string
		code      int
		stdout    []string // substrings of standard output
		stderr    []string // substrings of standard error
		notStdout []string
	}{
		{name: "help flag", args: []string{"--help"}, code: 0,
			stdout: []string{"Usage: zulu1879 text", "--seed", "--scenario", "--board"}},
		{name: "unknown flag", args: []string{"--sed", "3"}, code: 2,
			stderr: []string{"unknown flag: --sed"}},
		{name: "stray argument", args: []string{"--seed", "3", "game.cmds"}, code: 2,
			stderr: []string{`unexpected argument "game.cmds"`}},
		{name: "unknown scenario", args: []string{"--scenario", "ulundi"}, code: 1,
			stderr: []string{`no built-in scenario "ulundi"`}},
		{name: "missing scenario file", args: []string{"--scenario", "testdata/none.json"}, code: 1,
			stderr: []string{"testdata/none.json"}},
		{name: "help in the game", args: []string{"--seed", "3", "--board=false"}, stdin: "help\n", code: 0,
			stdout: []string{"british> help\n", "Commands of Last Stand at Isandlwana:", "odds fire 0808 A C:3"}},
		{name: "mistyped and illegal commands go on", args: []string{"--seed", "3", "--board=false"},
			stdin: "mvoe 1201 1103\nattack 0101 0102\nunits\n", code: 0,
			stdout: []string{`unknown command "mvoe"`, "attack 0101 0102\": Zulu attacks are for the Zulu Attack phase", "Durnford"}},
		{name: "end of input before the end", args: []string{"--seed", "3", "--board=false"}, stdin: "end\n", code: 0,
			stdout: []string{"british> end\n", "zulu> \n(end of input)\n"}},
		{name: "empty input", args: []string{"--seed", "3"}, stdin: "", code: 0,
			stdout: []string{"seed 3", "Turn 1/6 | Set-up | British to act", "(end of input)"}},
		{name: "quit", args: []string{"--seed", "3", "--board=false"}, stdin: "quit\nunits\n", code: 0,
			stdout: []string{"british> quit\n"}, notStdout: []string{"Durnford"}},
		{name: "board off", args: []string{"--seed", "3", "--board=false"}, stdin: "", code: 0,
			notStdout: []string{"Turn 1/6 | Set-up"}},
		{name: "free set-up", args: []string{"--seed", "3", "--scenario", "isandlwana-free", "--board=false"}, stdin: "", code: 0,
			stdout: []string{"free set-up"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			code := runText(textArgs(t, tc.args...), strings.NewReader(tc.stdin), &out, &errOut)
			if code != tc.code {
				t.Errorf("exit code %d, want %d (stderr %q)", code, tc.code, errOut.String())
			}
			for _, w := range tc.stdout {
				if !strings.Contains(out.String(), w) {
					t.Errorf("stdout lacks %q:\n%s", w, out.String())
				}
			}
			for _, w := range tc.notStdout {
				if strings.Contains(out.String(), w) {
					t.Errorf("stdout has %q:\n%s", w, out.String())
				}
			}
			for _, w := range tc.stderr {
				if !strings.Contains(errOut.String(), w) {
					t.Errorf("stderr lacks %q:\n%s", w, errOut.String())
				}
			}
		})
	}
}

func TestTextIsRegisteredAndSeedDecidesTheDice(t *testing.T) {
	if _, ok := commands["text"]; !ok {
		t.Fatal("the text command is not registered")
	}
	script, err := os.ReadFile(game1Script)
	if err != nil {
		t.Fatal(err)
	}
	transcript := func(seed string) string {
		var out, errOut bytes.Buffer
		runText(textArgs(t, "--seed", seed, "--board=false"), bytes.NewReader(script), &out, &errOut)
		return out.String()
	}
	a, b, c := transcript("5"), transcript("5"), transcript("6")
	if a != b {
		t.Error("the same seed and commands gave two different transcripts")
	}
	if a == c {
		t.Error("seeds 5 and 6 gave the same transcript")
	}
}

// BenchmarkGame1Transcript replays the whole scripted game through the text
// alias (parsing, legal lists, rendering, dice), without and with
// autosaving after every change.
func BenchmarkGame1Transcript(b *testing.B) {
	script, err := os.ReadFile(game1Script)
	if err != nil {
		b.Fatal(err)
	}
	for _, auto := range []bool{false, true} {
		b.Run(fmt.Sprintf("autosave=%v", auto), func(b *testing.B) {
			dir := b.TempDir()
			args := append(game1Args(dir), fmt.Sprintf("--autosave=%v", auto))
			var out bytes.Buffer
			for b.Loop() {
				out.Reset()
				if code := runText(args, bytes.NewReader(script), &out, &out); code != 0 {
					b.Fatalf("exit %d", code)
				}
			}
		})
	}
}

func soloArgs() []string {
	return []string{"--seed", fmt.Sprint(soloSeed), "--zulu", "rule9", "--board=false", "--save-dir", "autosaves"}
}

// TestSolitaireScriptCommandsAreAcceptedOrRefusedAsMarked plays the
// British commands of the solitaire script against the rule-9 Zulu bot
// through the text alias: every command not marked as a mistake is
// accepted, every marked one is refused with one line, only British
// commands are typed, the game ends, the script's save loads and the game
// was autosaved into the --save-dir folder.
func TestSolitaireScriptCommandsAreAcceptedOrRefusedAsMarked(t *testing.T) {
	script, err := filepath.Abs(soloScript)
	if err != nil {
		t.Fatal(err)
	}
	soloDir(t)
	data, err := os.ReadFile(script)
	if err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	if code := runText(soloArgs(), bytes.NewReader(data), &out, &errOut); code != 0 || errOut.Len() > 0 {
		t.Fatalf("text exited %d, stderr %q", code, errOut.String())
	}
	if mistakes := checkMistakes(t, out.String(), string(data)); mistakes < 6 {
		t.Errorf("the script shows only %d refusals; want at least 6", mistakes)
	}
	for _, e := range splitTranscript(t, out.String(), string(data)) {
		if e.prompt != "british" && e.prompt != "game over" {
			t.Errorf("%q is typed at the prompt %q, not the British one", e.line, e.prompt)
		}
	}
	if !strings.Contains(out.String(), "Game over") {
		t.Error("the solitaire script does not reach the end of the game")
	}
	if _, err := saves.LoadEnvelope(soloSave); err != nil {
		t.Errorf("the script's save does not load: %v", err)
	}
	if _, _, err := saves.LatestEnvelope("autosaves", "isandlwana"); err != nil {
		t.Errorf("no autosave written into the --save-dir folder: %v", err)
	}
}

// TestTextLoadAndResume covers --load and --resume: a good save and the
// newest autosave continue where they stopped; missing, damaged and empty
// ones stop with one line naming what is wrong.
func TestTextLoadAndResume(t *testing.T) {
	dir := t.TempDir()
	mine := filepath.Join(dir, "mine.json")
	var out, errOut bytes.Buffer
	code := runText([]string{"--seed", "3", "--board=false", "--save-dir", dir},
		strings.NewReader("end\nend\nsave "+mine+"\n"), &out, &errOut)
	if code != 0 || errOut.Len() > 0 {
		t.Fatalf("first game: exit %d, stderr %q", code, errOut.String())
	}
	latest, lrec, err := saves.LatestEnvelope(dir, "isandlwana")
	if err != nil {
		t.Fatalf("no autosave after two phases: %v", err)
	}
	mrec, err := saves.LoadEnvelope(mine)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "--resume auto") {
		t.Errorf("leaving an unfinished game does not say how to continue it:\n%s", out.String())
	}
	if lrec.State().Hash() != mrec.State().Hash() || len(lrec.Moves()) != len(mrec.Moves()) {
		t.Error("the newest autosave is not the game as it was left")
	}
	status := func(r *saves.Record) string {
		g, _ := r.State().View(games.Omniscient).(*isandlwana.State)
		return isatext.Status(g)
	}
	damaged := filepath.Join(t.TempDir(), "damaged.json")
	data, _ := os.ReadFile(mine)
	if err := os.WriteFile(damaged, data[:len(data)*2/3], 0o644); err != nil {
		t.Fatal(err)
	}
	empty, none := t.TempDir(), t.TempDir() // none stays without autosaves

	tests := []struct {
		name   string
		args   []string
		stdin  string
		code   int
		stdout []string
		stderr string
	}{
		{name: "resume the newest autosave", args: []string{"--resume", "--save-dir", dir}, code: 0,
			stdout: []string{"Resumed the newest autosave, " + latest, status(lrec)}},
		{name: "load a save", args: []string{"--load", mine, "--save-dir", empty}, stdin: "status\n", code: 0,
			stdout: []string{"Loaded " + mine, "> status\n" + status(mrec)}},
		{name: "load then undo", args: []string{"--load", mine, "--save-dir", empty}, stdin: "undo\n", code: 0,
			stdout: []string{"> undo\n"}},
		{name: "load a missing file", args: []string{"--load", filepath.Join(dir, "none.json"), "--save-dir", empty}, code: 1,
			stderr: "none.json"},
		{name: "load a damaged file", args: []string{"--load", damaged, "--save-dir", empty}, code: 1,
			stderr: "damaged.json"},
		{name: "resume with no autosave", args: []string{"--resume", "--save-dir", none}, code: 1,
			stderr: none},
		{name: "load and resume", args: []string{"--load", mine, "--resume", "--save-dir", empty}, code: 2,
			stderr: "give one"},
		{name: "a British bot for the Zulus", args: []string{"--zulu", "standard", "--save-dir", empty}, code: 2,
			stderr: `"standard"`},
		{name: "an unknown bot", args: []string{"--zulu", "cetshwayo", "--save-dir", empty}, code: 2,
			stderr: `"cetshwayo"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			code := runText(tc.args, strings.NewReader(tc.stdin), &out, &errOut)
			if code != tc.code {
				t.Errorf("exit %d, want %d (stderr %q)", code, tc.code, errOut.String())
			}
			for _, w := range tc.stdout {
				if !strings.Contains(out.String(), w) {
					t.Errorf("stdout lacks %q:\n%s", w, out.String())
				}
			}
			if tc.stderr == "" && errOut.Len() > 0 {
				t.Errorf("stderr %q", errOut.String())
			}
			if tc.stderr != "" && (!strings.Contains(errOut.String(), tc.stderr) || strings.Count(errOut.String(), "\n") != 1) {
				t.Errorf("stderr %q, want one line with %q", errOut.String(), tc.stderr)
			}
		})
	}
	if b, _ := os.ReadFile(mine); !bytes.Equal(b, data) {
		t.Error("loading changed the save file")
	}
}

// TestTextBotAgainstBotPlaysToTheEndDeterministically runs every pair of
// bots to the end: the same seed gives the same transcript, another seed
// another one, and standard input is not read.
func TestTextBotAgainstBotPlaysToTheEndDeterministically(t *testing.T) {
	play := func(t *testing.T, z, b string, seed int) string {
		var out, errOut bytes.Buffer
		code := runText(textArgs(t, "--seed", fmt.Sprint(seed), "--zulu", z, "--british", b, "--board=false"),
			strings.NewReader("quit\n"), &out, &errOut)
		if code != 0 || errOut.Len() > 0 {
			t.Fatalf("exit %d, stderr %q", code, errOut.String())
		}
		return out.String()
	}
	for _, z := range ai.NamesFor(isandlwana.Zulu) {
		for _, b := range ai.NamesFor(isandlwana.British) {
			t.Run(z+"-"+b, func(t *testing.T) {
				t.Parallel()
				first := play(t, z, b, 31)
				if !strings.Contains(first, "Game over") {
					t.Fatalf("no end of game:\n%s", first[max(0, len(first)-2000):])
				}
				if strings.Contains(first, "> ") {
					t.Error("a prompt was shown in a game with no person")
				}
				if n := strings.Count(first, "\n  zulu ("+z+"): "); n == 0 {
					t.Error("no Zulu bot line")
				}
				if n := strings.Count(first, "\n  british ("+b+"): "); n == 0 {
					t.Error("no British bot line")
				}
				if cut := withoutReasons(first); cut == first {
					t.Error("withoutReasons does not cut the reasons off the bot lines")
				}
				if z != "rule9" || b != "standard" {
					return
				}
				// The bots' reasons are left out of the comparison: the
				// standard bot may name either of two blocked hexes in the
				// same reason (ai/isandlwana/standard.go, order, ranges over a map).
				if again := play(t, z, b, 31); withoutReasons(again) != withoutReasons(first) {
					diff, _ := difflib.GetUnifiedDiffString(difflib.UnifiedDiff{
						A: difflib.SplitLines(first), B: difflib.SplitLines(again), FromFile: "first", ToFile: "again", Context: 1,
					})
					t.Errorf("the same seed gave another game:\n%.3000s", diff)
				}
				if other := play(t, z, b, 32); withoutReasons(other) == withoutReasons(first) {
					t.Error("seeds 31 and 32 gave the same game")
				}
			})
		}
	}
}

// reasonLine matches the line of a bot's reason in a play transcript.
var reasonLine = regexp.MustCompile(`(?m)^      why: .*\n`)

// withoutReasons cuts the bots' reasons out of a transcript, keeping the
// actions and every event.
func withoutReasons(transcript string) string {
	return reasonLine.ReplaceAllString(transcript, "")
}
