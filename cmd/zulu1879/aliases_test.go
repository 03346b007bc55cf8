package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"zulu1879/isandlwana"
	"zulu1879/saves"
)

// TestAlias_TheOlderCommandsRunPlay: text, rorke and campaign say in one
// first line what replaced them, then are play with their flags turned
// into play's: the rest of the output is play's, line for line.
func TestAlias_TheOlderCommandsRunPlay(t *testing.T) {
	script := "help\nlegal 3\nquit\n"
	tests := []struct {
		name      string
		alias     []string
		note      string
		play      []string
		wantInOut string
	}{
		{"text against rule9", []string{"text", "--seed", "1879", "--zulu", "rule9", "--board=false", "--autosave=false"},
			"Note: `zulu1879 text` is now `zulu1879 play isandlwana` (same commands); this alias goes in the next release.",
			[]string{"isandlwana", "--seed", "1879", "--bot", "zulu=rule9", "--view=false", "--autosave=false"}, "Commands of Last Stand at Isandlwana:"},
		{"text with a person named by an empty bot", []string{"text", "--seed", "3", "--zulu=", "--autosave=false"},
			"Note: `zulu1879 text` is now `zulu1879 play isandlwana` (same commands); this alias goes in the next release.",
			[]string{"isandlwana", "--seed", "3", "--bot", "zulu=human", "--autosave=false"}, "zulu: a person"},
		{"rorke with optional rules", []string{"rorke", "--seed", "5", "--melee", "--cards", "32,40", "--board=false", "--autosave=false"},
			"Note: `zulu1879 rorke` is now `zulu1879 play rorkes-drift` (same commands); this alias goes in the next release.",
			[]string{"rorkes-drift", "--seed", "5", "--view=false", "--autosave=false", "--option", "melee_combat=true", "--option", "optional_cards=[32,40]"}, "Commands of Zulus on the Ramparts!"},
		{"text --scenario rorkes-drift", []string{"text", "--scenario", "rorkes-drift", "--seed", "5", "--autosave=false"},
			"Note: `zulu1879 rorke` is now `zulu1879 play rorkes-drift` (same commands); this alias goes in the next release.",
			[]string{"rorkes-drift", "--seed", "5", "--autosave=false"}, "Commands of Zulus on the Ramparts!"},
		{"campaign", []string{"campaign", "--seed", "7", "--stronger-ibuthos", "--board=false", "--autosave=false"},
			"Note: `zulu1879 campaign` is now `zulu1879 play campaign` (same commands); this alias goes in the next release.",
			[]string{"campaign", "--seed", "7", "--view=false", "--autosave=false", "--option", "next=rorkes-drift", "--option", `rorkes_drift={"stronger_ibuthos":true}`}, "ledger"},
		{"text --campaign", []string{"text", "--campaign", "--seed", "7", "--autosave=false"},
			"Note: `zulu1879 campaign` is now `zulu1879 play campaign` (same commands); this alias goes in the next release.",
			[]string{"campaign", "--seed", "7", "--autosave=false", "--option", "next=rorkes-drift"}, "ledger"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Chdir(t.TempDir())
			var out, errOut bytes.Buffer
			cmd := commands[tt.alias[0]]
			var code int
			switch tt.alias[0] {
			case "text":
				code = runText(tt.alias[1:], strings.NewReader(script), &out, &errOut)
			case "rorke":
				code = runRorke(tt.alias[1:], strings.NewReader(script), &out, &errOut)
			default:
				code = runCampaign(tt.alias[1:], strings.NewReader(script), &out, &errOut)
			}
			if cmd.run == nil || code != 0 || errOut.Len() > 0 {
				t.Fatalf("exit %d, stderr %q", code, errOut.String())
			}
			first, rest, _ := strings.Cut(out.String(), "\n")
			if first != tt.note {
				t.Errorf("first line %q, want %q", first, tt.note)
			}
			pcode, pout, perr := runPlayScript(t, script, tt.play...)
			if pcode != 0 || rest != pout {
				t.Errorf("the alias is not play %v (exit %d %s):\n--- alias\n%s\n--- play\n%s", tt.play, pcode, perr, rest, pout)
			}
			if !strings.Contains(rest, tt.wantInOut) {
				t.Errorf("no %q in:\n%s", tt.wantInOut, rest)
			}
		})
	}
}

// TestAlias_RefusesWhatTheCommandRefused: flags that contradict each other
// are refused in one line, before any note.
func TestAlias_RefusesWhatTheCommandRefused(t *testing.T) {
	for _, args := range [][]string{
		{"text", "--load", "x.json", "--resume"},
		{"rorke", "--load", "x.json", "--resume"},
		{"campaign", "stray"},
	} {
		var out, errOut bytes.Buffer
		if code := run(args, &out, &errOut); code != 2 || out.Len() > 0 || strings.Count(errOut.String(), "\n") != 1 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and one line", args, code, out.String(), errOut.String())
		}
	}
}

// TestAlias_TextLoadsAGameOnAScenarioFile: a save of a game on a scenario
// file of one's own goes on in play (text --load, through the alias) as an
// envelope naming the file, at the same hash; a changed scenario file is
// refused rather than played.
func TestAlias_TextLoadsAGameOnAScenarioFile(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("..", "..", "scenarios", "isandlwana.json"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	t.Chdir(dir)
	if err := os.WriteFile("mine.json", raw, 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := saves.Start("mine.json", 4, isandlwana.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []string{"end", "move 0401 0905"} {
		if err := s.ApplyText(a); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Save("game.json", version); err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	code := runText([]string{"--load", "game.json", "--autosave=false", "--board=false"}, strings.NewReader("status\nsave again.json\nquit\n"), &out, &errOut)
	if code != 0 || !strings.Contains(out.String(), "Loaded game.json") || !strings.Contains(out.String(), "saved to again.json") {
		t.Fatalf("exit %d, stderr %q:\n%.600s", code, errOut.String(), out.String())
	}
	rec, err := saves.LoadEnvelope("again.json")
	if err != nil {
		t.Fatal(err)
	}
	if rec.Setup().Scenario != "mine.json" || rec.State().Hash() != s.Game().Hash() {
		t.Errorf("the envelope plays %q to hash %s, want mine.json to %s", rec.Setup().Scenario, rec.State().Hash(), s.Game().Hash())
	}
	// The scenario file changed since: the old save is refused, and so is
	// the envelope, as neither replays to its hashes.
	changed := strings.Replace(string(raw), `"turns": 6`, `"turns": 7`, 1)
	if changed == string(raw) {
		t.Fatal("the scenario has no \"turns\": 6 to change")
	}
	if err := os.WriteFile("mine.json", []byte(changed), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"game.json", "again.json"} {
		out.Reset()
		errOut.Reset()
		if code := runText([]string{"--load", f, "--autosave=false", "--board=false"}, strings.NewReader("quit\n"), &out, &errOut); code == 0 || errOut.Len() == 0 {
			t.Errorf("%s on a changed scenario file: exit %d, stderr %q", f, code, errOut.String())
		}
	}
}

// TestAlias_HelpMarksTheAliasesAsGoing: zulu1879 help says of text, rorke
// and campaign that each is an alias of play going in the next release.
func TestAlias_HelpMarksTheAliasesAsGoing(t *testing.T) {
	var out bytes.Buffer
	usage(&out)
	for alias, game := range map[string]string{"text": "isandlwana", "rorke": "rorkes-drift", "campaign": "campaign"} {
		want := "alias of play " + game + ", going in the next release"
		found := false
		for _, line := range strings.Split(out.String(), "\n") {
			if f := strings.Fields(line); len(f) > 0 && f[0] == alias {
				found = strings.Contains(line, want)
				break // the command's line; the games' list comes after
			}
		}
		if !found {
			t.Errorf("help's line of %s does not say %q:\n%s", alias, want, out.String())
		}
	}
}
