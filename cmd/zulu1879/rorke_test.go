package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestRorkeCommand: the rorke alias reads the rorke command's flags and
// plays them through play.
func TestRorkeCommand(t *testing.T) {
	tests := []struct {
		name  string
		args  []string
		input string
		code  int
		out   string
		err   string
	}{
		{"plays from a pipe", []string{"--seed", "3", "--board=false"}, "legal\nput 03\nquit\n", 0, "british> put 03\n    Lt. John Chard is put forth (Action) [rule 6.2]", ""},
		{"optional cards cost VP", []string{"--seed", "3", "--optional-cards"}, "vp\n", 0, "-19  optional cards added (12.3)", ""},
		{"some optional cards", []string{"--seed", "3", "--cards", "32,40"}, "vp\n", 0, " -2  optional cards added (12.3)", ""},
		{"optional rules", []string{"--seed", "3", "--melee", "--officers"}, "vp\n", 0, " -2  optional rule 12.5", ""},
		{"stronger iButhos", []string{"--seed", "3", "--stronger-ibuthos"}, "ibuthos\n", 0, "uThulwana    strength 6 of printed 5", ""},
		{"a card that is not optional", []string{"--cards", "3"}, "", 1, "", "#03 is not an optional card"},
		{"unknown flag", []string{"--turbo"}, "", 2, "", "unknown flag: --turbo"},
		{"stray argument", []string{"go"}, "", 2, "", `unexpected argument "go"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			code := runRorke(tt.args, strings.NewReader(tt.input), &out, &errOut)
			if code != tt.code || !strings.Contains(out.String(), tt.out) || !strings.Contains(errOut.String(), tt.err) {
				t.Fatalf("exit %d, stdout:\n%s\nstderr %q\nwant exit %d, stdout containing %q, stderr containing %q", code, out.String(), errOut.String(), tt.code, tt.out, tt.err)
			}
			if tt.code != 0 && strings.Count(errOut.String(), "\n") != 1 {
				t.Fatalf("want a one-line error, got %q", errOut.String())
			}
		})
	}
}

func TestRorkeSeedDecidesTheGame(t *testing.T) {
	play := func(seed string) string {
		var out bytes.Buffer
		runRorke([]string{"--seed", seed}, strings.NewReader("pass\npass\npass\npass\nlog\n"), &out, &out)
		return out.String()
	}
	a, b, c := play("8"), play("8"), play("9")
	if a != b {
		t.Fatal("the same seed and commands gave two different games")
	}
	if a == c {
		t.Fatal("seeds 8 and 9 gave the same game")
	}
}

func TestRorkeIsRegistered(t *testing.T) {
	c, ok := commands["rorke"]
	if !ok || c.summary == "" {
		t.Fatal("the rorke command is not registered")
	}
	if c, ok := commands["campaign"]; !ok || c.summary == "" {
		t.Fatal("the campaign command is not registered")
	}
}
