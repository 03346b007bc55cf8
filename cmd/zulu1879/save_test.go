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
	"time"

	"zulu1879/dice"
	"zulu1879/isandlwana"
	"zulu1879/saves"
)

// saveTestGame plays a seeded random game of n actions (0: to the end) and
// returns its session.
func saveTestGame(t *testing.T, seed uint64, n int) *saves.Session {
	t.Helper()
	s, err := saves.Start("isandlwana", seed, isandlwana.Options{})
	if err != nil {
		t.Fatal(err)
	}
	rng := dice.NewSeeded(seed + 100)
	for k := 0; !s.Game().Over() && (n == 0 || k < n); k++ {
		acts := s.Game().Legal()
		a := acts[rng.Intn(len(acts))]
		if rng.Intn(6) == 0 {
			for _, x := range acts {
				if x.Kind == isandlwana.ActEnd {
					a = x
				}
			}
		}
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// saveTestFiles writes a few saves into a folder: two of the same game, one
// a step further, and damaged ones.
func saveTestFiles(t *testing.T) map[string]string {
	t.Helper()
	dir := t.TempDir()
	p := func(n string) string { return filepath.Join(dir, n) }
	g := saveTestGame(t, 3, 60)
	for _, n := range []string{"a.json", "a-copy.json"} {
		if err := g.Save(p(n), version); err != nil {
			t.Fatal(err)
		}
	}
	g2 := saveTestGame(t, 3, 61)
	if err := g2.Save(p("b.json"), version); err != nil {
		t.Fatal(err)
	}
	good, _ := os.ReadFile(p("a.json"))
	os.WriteFile(p("truncated.json"), good[:len(good)/3], 0o644)
	os.WriteFile(p("future.json"), bytes.Replace(good, []byte(fmt.Sprintf(`"format": %d`, saves.Current)), []byte(`"format": 7`), 1), 0o644)
	os.WriteFile(p("picture.png"), []byte("\x89PNG\r\n\x1a\n"), 0o644)
	return map[string]string{"a": p("a.json"), "copy": p("a-copy.json"), "b": p("b.json"),
		"truncated": p("truncated.json"), "future": p("future.json"), "png": p("picture.png"), "missing": p("missing.json")}
}

func runCmd(args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	code := run(args, &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestSaveCommands(t *testing.T) {
	f := saveTestFiles(t)
	cases := []struct {
		name string
		args []string
		code int
		out  string // a regular expression the output must match
	}{
		{"check a good save", []string{"save", "check", f["a"]}, 0, `a\.json: ok: Last Stand at Isandlwana, turn \d+, .*scenario isandlwana@2, seed 3, 60 actions; written by zulu1879 ` + regexp.QuoteMeta(version) + `, format ` + strconv.Itoa(saves.Current) + `; hash [0-9a-f]{32}\n$`},
		{"check a truncated save", []string{"save", "check", f["truncated"]}, 1, `truncated\.json: BAD: the file is truncated`},
		{"check a future save", []string{"save", "check", f["future"]}, 1, `future\.json: BAD: made by a newer zulu1879 in save format 7`},
		{"check a picture", []string{"save", "check", f["png"]}, 1, `picture\.png: BAD: not a save file: it is not JSON \(it is a PNG image\)`},
		{"check a missing file", []string{"save", "check", f["missing"]}, 1, `missing\.json: BAD: no such file`},
		{"check several, one bad", []string{"save", "check", f["a"], f["truncated"]}, 1, `(?s)a\.json: ok: .*truncated\.json: BAD`},
		{"check without a file", []string{"save", "check"}, 2, `^$`},
		{"diff of the same game", []string{"save", "diff", f["a"], f["copy"]}, 0, `^$`},
		{"diff of two states", []string{"save", "diff", f["a"], f["b"]}, 1, `(?s)^--- .*a\.json\n\+\+\+ .*b\.json\n@@ .*-  "hash": .*\+  "hash": `},
		{"diff with a bad file", []string{"save", "diff", f["a"], f["truncated"]}, 2, `^$`},
		{"diff with one file", []string{"save", "diff", f["a"]}, 2, `^$`},
		{"no subcommand", []string{"save"}, 2, `^$`},
		{"unknown subcommand", []string{"save", "load"}, 2, `^$`},
		{"help", []string{"save", "--help"}, 0, `save check FILE`},
		{"replay verify", []string{"replay", "--verify", f["a"]}, 0, `^.*a\.json: ok: 60 actions replay to state hash [0-9a-f]{32} \(Last Stand`},
		{"replay verify a bad save", []string{"replay", "--verify", f["future"]}, 1, `future\.json: BAD: made by a newer`},
		{"replay", []string{"replay", f["a"]}, 0, `(?s)Last Stand at Isandlwana, seed 3.*\n    1\.  \S.*\(dice: [1-6]\).*\n   60\.  .*a\.json: ok: 60 actions`},
		{"replay a truncated save", []string{"replay", f["truncated"]}, 1, `BAD: the file is truncated`},
		{"replay without a file", []string{"replay"}, 2, `^$`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, out, errOut := runCmd(c.args...)
			if code != c.code {
				t.Errorf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, c.code, out, errOut)
			}
			if !regexp.MustCompile(c.out).MatchString(out) {
				t.Errorf("output does not match %s:\n%s", c.out, out)
			}
			if strings.Contains(out+errOut, "panic") {
				t.Error("panicked")
			}
		})
	}
}

// Replaying prints every action of the log, in order, and the dice of every
// event that rolled.
func TestReplayPrintsEveryActionAndDie(t *testing.T) {
	s := saveTestGame(t, 8, 0)
	path := filepath.Join(t.TempDir(), "g.json")
	if err := s.Save(path, version); err != nil {
		t.Fatal(err)
	}
	code, out, _ := runCmd("replay", path)
	if code != 0 {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	var printed []string
	for _, line := range strings.Split(out, "\n") {
		if m := regexp.MustCompile(`^ *\d+\.  (.*)$`).FindStringSubmatch(line); m != nil {
			printed = append(printed, m[1])
		}
	}
	if strings.Join(printed, "\n") != strings.Join(s.Actions(), "\n") {
		t.Errorf("printed %d actions, the log has %d", len(printed), s.Len())
	}
	rolls := 0
	for _, e := range s.Game().Log {
		rolls += len(e.Dice)
	}
	if got := strings.Count(out, "(dice: "); rolls == 0 || got != countEventsWithDice(s.Game().Log) {
		t.Errorf("printed %d dice lists, the game's log has %d events with dice", got, countEventsWithDice(s.Game().Log))
	}
}

func countEventsWithDice(log []isandlwana.Event) int {
	n := 0
	for _, e := range log {
		if len(e.Dice) > 0 {
			n++
		}
	}
	return n
}

// save list shows the autosaves newest first and marks the one a resume
// would load, passing over a damaged newest one.
func TestSaveListShowsAutosaves(t *testing.T) {
	dir := t.TempDir()
	a, err := saves.NewAutosaver(dir, version, 5)
	if err != nil {
		t.Fatal(err)
	}
	clock := time.Date(1879, 1, 22, 12, 0, 0, 0, time.UTC)
	a.Now = func() time.Time { clock = clock.Add(time.Minute); return clock }
	s := saveTestGame(t, 4, 20)
	first, err := a.Save(s)
	if err != nil {
		t.Fatal(err)
	}
	s2 := saveTestGame(t, 4, 40)
	second, err := a.Save(s2)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(second, []byte("{"), 0o644)
	code, out, errOut := runCmd("save", "list", "--save-dir", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[0], "  "+second+"  BAD: the file is truncated") || !strings.HasPrefix(lines[1], "* "+first+"  ok: ") {
		t.Fatalf("list:\n%s", out)
	}
	code, out, _ = runCmd("save", "list", "--save-dir", filepath.Join(dir, "none"))
	if code != 0 || !strings.HasPrefix(out, "no autosave in ") {
		t.Fatalf("empty list: exit %d, %q", code, out)
	}
}

// TestHelp_AskedForGoesToStdoutAMistakeToStderr: help asked for (--help,
// -h) of zulu1879 and of every subcommand is printed on standard output
// with exit 0, so that "| less" shows it; the usage after a mistake stays
// on standard error with exit 2.
func TestHelp_AskedForGoesToStdoutAMistakeToStderr(t *testing.T) {
	cmds := [][]string{nil, {"save", "check"}, {"save", "diff"}, {"save", "list"}, {"save", "convert"}}
	for name := range commands {
		cmds = append(cmds, []string{name})
	}
	for _, cmd := range cmds {
		for _, flag := range []string{"--help", "-h"} {
			args := append(slices.Clone(cmd), flag)
			code, out, errOut := runCmd(args...)
			if code != 0 || !strings.Contains(strings.ToLower(out), "usage") || errOut != "" {
				t.Errorf("zulu1879 %s: exit %d, %d bytes on stdout, stderr %q: want exit 0 and the help on stdout only", strings.Join(args, " "), code, len(out), errOut)
			}
		}
	}
	for _, args := range [][]string{{"play", "--no-such-flag"}, {"gui", "--no-such-flag"}, {"text", "--no-such-flag"}, {"replay"}, {"save", "check"}} {
		code, out, errOut := runCmd(args...)
		if code != 2 || out != "" || errOut == "" {
			t.Errorf("zulu1879 %s: exit %d, stdout %q, %d bytes on stderr: want exit 2 and the message on stderr only", strings.Join(args, " "), code, out, len(errOut))
		}
	}
}
