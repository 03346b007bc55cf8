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
)

// The scripts of the older loops' golden games (text, rorke, campaign),
// kept as play's scripts since those loops went: what the older loops
// reached on them is pinned in testdata/older-loops.golden.
const (
	// game1: a whole hotseat game of Isandlwana, seed 1879.
	game1Seed   = 1879
	game1Script = "testdata/game1.cmds"
	// solo1: the British against the rule-9 Zulu bot, seed 22, with save,
	// load and undo.
	soloSeed   = 22
	soloScript = "testdata/solo1.cmds"
	// soloSave is the save the solo script makes on turn 2 and loads again.
	soloSave = "solo-t2.json"
	// soloDamaged is a save cut short, which the solo script tries to load.
	soloDamaged = "damaged.json"
	// campaign1: a whole campaign, seed 1879.
	campSeed   = 1879
	campScript = "testdata/campaign1.cmds"
	// The saves the campaign script makes mid-way in each half.
	campMidIsa = "mid-isandlwana.json"
	campMidRD  = "mid-rorke.json"
	// mistakeMark starts the comment line placed before each deliberately
	// wrong command of a script.
	mistakeMark = "# mistake:"
)

func init() {
	// Other test files of this package may define the same flags; define
	// them only once and read them through flag.Lookup.
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite golden files from the current output")
	}
}

// boolFlag reports whether the test flag name is set.
func boolFlag(name string) bool {
	f := flag.Lookup(name)
	return f != nil && f.Value.String() == "true"
}

// campFlag is boolFlag (the campaign tests' name for it).
func campFlag(name string) bool { return boolFlag(name) }

// textArgs adds a temporary save folder to args, so that no test autosaves
// into the user's folder.
func textArgs(t testing.TB, args ...string) []string {
	return append(args, "--save-dir", t.TempDir())
}

// soloDir makes a new temporary folder, holding the damaged save, the
// working folder.
func soloDir(t *testing.T) {
	t.Helper()
	t.Chdir(t.TempDir())
	// The start of a real save, cut in the middle of its log.
	damaged := "{\n  \"format\": 3,\n  \"game\": \"zulu1879 isandlwana\",\n  \"actions\": [\n    \"end\",\n    \"move 1601 1"
	if err := os.WriteFile(soloDamaged, []byte(damaged), 0o644); err != nil {
		t.Fatal(err)
	}
}

// campReadScript reads the campaign script.
func campReadScript(t *testing.T) []byte {
	t.Helper()
	script, err := os.ReadFile(campScript)
	if err != nil {
		t.Fatal(err)
	}
	return script
}

// campArgs are the campaign alias's flags for the scripted campaign.
func campArgs(extra ...string) []string {
	return append([]string{"--seed", fmt.Sprint(campSeed), "--board=false"}, extra...)
}

// campRun runs the campaign alias in dir with the given input and returns
// its output.
func campRun(t *testing.T, dir string, args []string, input []byte) string {
	t.Helper()
	t.Chdir(dir)
	var out, errOut bytes.Buffer
	code := runCampaign(args, bytes.NewReader(input), &out, &errOut)
	if code != 0 || errOut.Len() > 0 {
		t.Fatalf("campaign %v exited %d, stderr %q", args, code, errOut.String())
	}
	return out.String()
}

// campFingerprint names where a campaign stands: its stage, the actions of
// each battle and their hashes.
func campFingerprint(c *campaign.Campaign) string {
	fp := fmt.Sprintf("%s isandlwana %d %s", c.Stage(), c.Isandlwana().Len(), c.Game().Hash())
	if rd := c.Rorke(); rd != nil {
		fp += fmt.Sprintf(" rorke %d %s", len(c.RorkeActions()), rd.Hash())
	}
	return fp
}

// echoed is one line of a script as play echoed it after its prompt, and
// what play printed for it.
type echoed struct {
	prompt, line, out string
}

// splitTranscript cuts a play transcript of script into the script's
// lines (blank lines left out) with the prompt each was typed at and what
// followed it up to the next line's echo. It fails if a line of the script
// is not echoed, in order.
func splitTranscript(t *testing.T, transcript, script string) []echoed {
	t.Helper()
	lines := strings.Split(transcript, "\n")
	var out []echoed
	at := 0
	for _, l := range strings.Split(strings.TrimRight(script, "\n"), "\n") {
		if l == "" {
			continue
		}
		found := -1
		for k := at; k < len(lines); k++ {
			if p, ok := strings.CutSuffix(lines[k], "> "+l); ok && !strings.Contains(p, " ") || ok && p == "game over" {
				found = k
				break
			}
		}
		if found < 0 {
			t.Fatalf("the line %q is not echoed after line %d of the transcript:\n%s", l, at, transcript)
		}
		if len(out) > 0 {
			out[len(out)-1].out = strings.Join(lines[at:found], "\n")
		}
		p, _ := strings.CutSuffix(lines[found], "> "+l)
		out = append(out, echoed{prompt: p, line: l})
		at = found + 1
	}
	if len(out) > 0 {
		out[len(out)-1].out = strings.Join(lines[at:], "\n")
	}
	return out
}

// checkMistakes checks play's transcript of a script: every line marked
// as a deliberate mistake (the comment mistakeMark before it) is refused
// with one line, and no other line is. It returns the number of mistakes.
func checkMistakes(t *testing.T, transcript, script string) int {
	t.Helper()
	mistake, mistakes := false, 0
	for _, e := range splitTranscript(t, transcript, script) {
		if strings.HasPrefix(e.line, mistakeMark) {
			mistake = true
			continue
		}
		if strings.HasPrefix(e.line, "#") {
			continue
		}
		n := refusals(e.out)
		if refused := n > 0; refused != mistake {
			t.Errorf("%q: marked as a mistake %v, refused %v:\n%s", e.line, mistake, refused, e.out)
		}
		if mistake {
			mistakes++
			if n != 1 {
				t.Errorf("%q: refused with %d lines, want one:\n%s", e.line, n, e.out)
			}
		}
		mistake = false
	}
	return mistakes
}

// savedDir is a folder holding a file of the given name, for tests that
// write saves there.
func savedDir(t *testing.T, name string, data []byte) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}
