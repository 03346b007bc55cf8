package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"zulu1879/campaign"
	"zulu1879/dice"
	gcampaign "zulu1879/games/campaign"
	"zulu1879/isandlwana"
	"zulu1879/ramparts"
)

// The scripted campaign: its seed, command file and transcript.
const (
	campSeed   = 1879
	campScript = "testdata/campaign1.cmds"
	campGolden = "testdata/campaign1.golden"
	// campGenSeed seeds the script generator's choices (not the dice).
	campGenSeed = 220179
	// campMistake starts the comment before each deliberately wrong command.
	campMistake = "# mistake:"
	// The saves the script makes mid-way in each half.
	campMidIsa = "mid-isandlwana.json"
	campMidRD  = "mid-rorke.json"
)

func init() {
	// Other test files of this package may define the same flags.
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite golden files from the current output")
	}
	if flag.Lookup("gen-campaign") == nil {
		flag.Bool("gen-campaign", false, "regenerate testdata/campaign1.cmds with the seeded script generator (then run with -update)")
	}
}

func campFlag(name string) bool {
	f := flag.Lookup(name)
	return f != nil && f.Value.String() == "true"
}

func campArgs(extra ...string) []string {
	return append([]string{"--seed", fmt.Sprint(campSeed), "--board=false"}, extra...)
}

// campRun runs the campaign command in dir with the given input.
func campRun(t *testing.T, dir string, args []string, input []byte) string {
	t.Helper()
	t.Chdir(dir)
	var out, errOut bytes.Buffer
	code := runCampaignLoop(args, bytes.NewReader(input), &out, &errOut)
	if code != 0 || errOut.Len() > 0 {
		t.Fatalf("campaign %v exited %d, stderr %q", args, code, errOut.String())
	}
	return out.String()
}

func campReadScript(t *testing.T) ([]byte, string) {
	t.Helper()
	abs, err := filepath.Abs(campScript)
	if err != nil {
		t.Fatal(err)
	}
	if campFlag("gen-campaign") {
		lines := campGenerate(t, campSeed, campGenSeed)
		if err := os.WriteFile(abs, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s: %d lines", campScript, len(lines))
	}
	script, err := os.ReadFile(abs)
	if err != nil {
		t.Fatal(err)
	}
	golden, err := filepath.Abs(campGolden)
	if err != nil {
		t.Fatal(err)
	}
	return script, golden
}

// TestGoldenCampaignTranscript plays the committed script of a whole
// campaign through the campaign command and compares the transcript with
// the golden file.
func TestGoldenCampaignTranscript(t *testing.T) {
	script, golden := campReadScript(t)
	out := campRun(t, t.TempDir(), campArgs("--save", "campaign.json"), script)
	compareGolden(t, golden, campGolden, []byte(out), campFlag("update"), "GoldenCampaign")
}

// TestCampaignScriptCoversBothHalves checks what the golden transcript is
// meant to show: the campaign ends, the ledger is shown with its causes,
// every deliberate mistake is refused with one error line and nothing else
// is, and the saved campaign loads.
func TestCampaignScriptCoversBothHalves(t *testing.T) {
	script, _ := campReadScript(t)
	dir := t.TempDir()
	out := campRun(t, dir, campArgs("--save", "campaign.json"), script)
	for _, want := range []string{"=== Isandlwana is over.", "Because: ", "So: ", "=== Rorke's Drift, later that afternoon ===",
		"=== The defence of Rorke's Drift is over", "Victory level: ", "=== The campaign is over. ===",
		"Saved the campaign to " + campMidIsa, "Saved the campaign to " + campMidRD} {
		if !strings.Contains(out, want) {
			t.Errorf("the transcript lacks %q", want)
		}
	}
	mistakes := strings.Count(string(script), campMistake)
	if errs := strings.Count(out, "\nerror: "); errs != mistakes || mistakes < 6 {
		t.Errorf("%d error lines for %d marked mistakes (want equal, and at least 6)", errs, mistakes)
	}
	c, err := gcampaign.Load(filepath.Join(dir, "campaign.json"))
	if err != nil {
		t.Fatal(err)
	}
	if c.Stage() != campaign.StageDone {
		t.Fatalf("the autosaved campaign is at stage %s, want done", c.Stage())
	}
}

// TestCampaignResumesFromEitherHalf cuts the script after each mid-way
// save, resumes with --load and plays the rest: the campaign ends exactly
// as when played in one go.
func TestCampaignResumesFromEitherHalf(t *testing.T) {
	script, _ := campReadScript(t)
	dir := t.TempDir()
	campRun(t, dir, campArgs("--save", "whole.json"), script)
	whole, err := gcampaign.Load(filepath.Join(dir, "whole.json"))
	if err != nil {
		t.Fatal(err)
	}
	for _, mid := range []string{campMidIsa, campMidRD} {
		t.Run(mid, func(t *testing.T) {
			cut := bytes.Index(script, []byte("save "+mid+"\n"))
			if cut < 0 {
				t.Fatalf("the script does not save %s", mid)
			}
			cut += len("save " + mid + "\n")
			d := t.TempDir()
			campRun(t, d, campArgs(), append(append([]byte(nil), script[:cut]...), "quit\n"...))
			out := campRun(t, d, []string{"--load", mid, "--board=false", "--save", "resumed.json"}, script[cut:])
			if !strings.Contains(out, "Resumed "+mid) {
				t.Fatalf("no resume message:\n%.400s", out)
			}
			c, err := gcampaign.Load(filepath.Join(d, "resumed.json"))
			if err != nil {
				t.Fatal(err)
			}
			if c.Game().Hash() != whole.Game().Hash() || c.Rorke().Hash() != whole.Rorke().Hash() || c.Stage() != campaign.StageDone {
				t.Fatalf("resumed campaign ends at stage %s with other hashes than the one played in one go", c.Stage())
			}
		})
	}
}

func TestCampaignCommandErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte(`{"format": 1, "game": "zulu1879/campaign", "stage": "isandlwana"`), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"unknown flag", []string{"--sed", "3"}, 2, "unknown flag: --sed"},
		{"stray argument", []string{"now"}, 2, `unexpected argument "now"`},
		{"load with seed", []string{"--load", bad, "--seed", "3"}, 2, "drop --seed"},
		{"damaged file", []string{"--load", bad}, 1, "campaign bad.json: the file is truncated"},
		{"missing file", []string{"--load", filepath.Join(dir, "none.json")}, 1, "campaign none.json: cannot read it"},
		{"bad optional card", []string{"--cards", "7"}, 2, "#07 is not an optional card"},
		{"unknown scenario", []string{"--scenario", "ulundi"}, 1, "ulundi"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			code := runCampaignLoop(tt.args, strings.NewReader(""), &out, &errOut)
			if code != tt.code || !strings.Contains(errOut.String(), tt.want) || strings.Count(errOut.String(), "\n") != 1 {
				t.Fatalf("exit %d, stderr %q; want exit %d and one line containing %q", code, errOut.String(), tt.code, tt.want)
			}
		})
	}
}

func TestCampaignSaveErrorsKeepPlaying(t *testing.T) {
	dir := t.TempDir()
	out := campRun(t, dir, campArgs(), []byte("save\nsave a b\nsave "+filepath.Join(dir, "no", "such", "dir.json")+"\nledger\ncampaign\nquit\n"))
	if n := strings.Count(out, "\nerror: "); n != 4 {
		t.Fatalf("%d error lines, want 4 (save without a file, two names, a missing folder, an early ledger):\n%s", n, out)
	}
	if !strings.Contains(out, "Campaign, Isandlwana: ") {
		t.Fatalf("the campaign command does not say where the campaign stands:\n%s", out)
	}
}

// campGenerate writes the command script once (go test -run GoldenCampaign
// -gen-campaign -update): Isandlwana played by a seeded random chooser that
// ends phases often, then Rorke's Drift played by the Advisor, with
// meta-commands, saves and deliberate mistakes mixed in. The committed
// script, not this generator, is what the tests replay.
func campGenerate(t *testing.T, seed, genSeed uint64) []string {
	c, err := campaign.New("isandlwana", seed)
	if err != nil {
		t.Fatal(err)
	}
	rng := dice.NewSeeded(genSeed)
	var lines []string
	emit := func(l ...string) { lines = append(lines, l...) }
	isaMistake := func(why, cmd string) {
		emit(campMistake+" "+why, cmd)
		if a, err := isandlwana.ParseAction(cmd); err == nil && c.Game().Clone().Apply(a) == nil {
			t.Fatalf("deliberate mistake %q is legal", cmd)
		}
	}
	rdMistake := func(why, cmd string) {
		emit(campMistake+" "+why, cmd)
		if a, err := ramparts.ParseAction(cmd); err == nil && c.Rorke().Clone().Apply(a) == nil {
			t.Fatalf("deliberate mistake %q is legal", cmd)
		}
	}
	emit(fmt.Sprintf("# A whole campaign, seed %d: Isandlwana by a seeded random chooser for both sides, then Rorke's Drift by the Advisor.", seed),
		"# Generated once by campGenerate (cmd/zulu1879/campaign_test.go); replayed by TestGoldenCampaignTranscript.",
		"help", "campaign", "legal 3")
	emit(campMistake+" the ledger before Isandlwana is over", "ledger")
	isaMistake("a mistyped verb", "plce A 1506")
	steps := 0
	for c.Stage() == campaign.StageIsandlwana {
		g := c.Game()
		acts := g.Legal()
		var a isandlwana.Action
		if _, ok := g.Decision(); ok {
			a = acts[rng.Intn(len(acts))]
		} else {
			a = acts[rng.Intn(len(acts))]
			for _, x := range acts {
				if x.Kind == isandlwana.ActEnd && rng.Intn(3) == 0 {
					a = x
				}
			}
		}
		steps++
		if steps == 40 {
			emit("board", "save "+campMidIsa)
		}
		if steps == 45 {
			isaMistake("an action of the other side's kind", "order charge")
		}
		line := a.String()
		if b, err := isandlwana.ParseAction(line); err != nil || b.String() != line || steps%9 == 0 {
			n := 0
			for k := range acts {
				if acts[k].String() == line {
					n = k + 1
					break
				}
			}
			line = fmt.Sprintf("do %d", n)
		}
		emit(line)
		if err := c.ApplyIsandlwana(a); err != nil {
			t.Fatalf("generated action %q refused: %v", a, err)
		}
	}
	if err := c.StartRorkesDrift(campaign.RorkeSeed(seed), ramparts.Options{}); err != nil {
		t.Fatal(err)
	}
	emit("# Rorke's Drift", "ledger", "board", "cards", "card 03", "legal")
	rdMistake("a card that is not in the hand", "put 44")
	emit(campMistake+" a number not on the legal list", "do 99")
	steps = 0
	for c.Stage() == campaign.StageRorkesDrift {
		g := c.Rorke()
		a, _ := ramparts.Advisor{}.Choose(g)
		steps++
		switch steps {
		case 8:
			emit("ibuthos", "chits", "vp", "save "+campMidRD)
		case 12:
			rdMistake("firing at an iButho that does not exist", "fire 05>uNokhenke")
		case 20:
			emit("board", "legal fire")
		}
		line := a.String()
		if steps%7 == 0 {
			for k, x := range g.Legal() {
				if x == a {
					line = fmt.Sprintf("do %d", k+1)
				}
			}
		}
		emit(line)
		if err := c.ApplyRorke(a); err != nil {
			t.Fatalf("generated Rorke's Drift action %q refused: %v", a, err)
		}
	}
	rdMistake("a move after the end", "pass")
	emit("log 3", "ledger", "quit")
	return lines
}
