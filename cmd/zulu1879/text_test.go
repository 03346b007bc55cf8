package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/pmezard/go-difflib/difflib"

	ai "zulu1879/ai/isandlwana"
	"zulu1879/dice"
	"zulu1879/hexmap"
	"zulu1879/isandlwana"
	"zulu1879/saves"
	"zulu1879/scenarios"
	"zulu1879/textui"
)

// The scripted game: its seed, its command file and its transcript.
const (
	game1Seed   = 1879
	game1Script = "testdata/game1.cmds"
	game1Golden = "testdata/game1.golden"
	// game1GenSeed seeds the generator's choices (not the game's dice).
	game1GenSeed = 22011879
	// mistakeMark starts the comment line placed before each deliberately
	// wrong command in the script.
	mistakeMark = "# mistake:"
)

func init() {
	// Other test files of this package may define the same flags; define
	// them only once and read them through flag.Lookup.
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite golden files from the current output")
	}
	flag.Bool("gen", false, "regenerate testdata/game1.cmds with the seeded script generator (then run with -update)")
}

func boolFlag(name string) bool {
	f := flag.Lookup(name)
	return f != nil && f.Value.String() == "true"
}

// game1Args are the flags of the golden game; autosaves go to dir, and the
// transcript must not show it.
func game1Args(dir string) []string {
	return []string{"--seed", fmt.Sprint(game1Seed), "--scenario", "isandlwana", "--board=false", "--save-dir", dir}
}

// textArgs adds a temporary save folder to args, so that no test autosaves
// into the user's folder.
func textArgs(t testing.TB, args ...string) []string {
	return append(args, "--save-dir", t.TempDir())
}

// TestGoldenGame1Transcript plays the committed command script through the
// text command and compares the transcript with the golden file.
func TestGoldenGame1Transcript(t *testing.T) {
	if boolFlag("gen") {
		writeGame1Script(t)
	}
	script, err := os.ReadFile(game1Script)
	if err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	dir := t.TempDir()
	code := runTextLoop(game1Args(dir), bytes.NewReader(script), &out, &errOut)
	if code != 0 || errOut.Len() > 0 {
		t.Fatalf("text exited %d, stderr %q", code, errOut.String())
	}
	compareGolden(t, game1Golden, game1Golden, out.Bytes(), boolFlag("update"), "Golden")
	if strings.Contains(out.String(), dir) {
		t.Errorf("the transcript names the save folder %s", dir)
	}
	if names, _ := filepath.Glob(filepath.Join(dir, "auto-*.json")); len(names) == 0 {
		t.Errorf("no autosave written into %s", dir)
	}
}

// TestGame1ScriptPlaysToTheEnd checks the script itself: every command not
// marked as a deliberate mistake is accepted, every marked one is refused,
// and the game is over when the script ends.
func TestGame1ScriptPlaysToTheEnd(t *testing.T) {
	script, err := os.ReadFile(game1Script)
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenarios.Builtin("isandlwana")
	if err != nil {
		t.Fatal(err)
	}
	g := isandlwana.New(s, game1Seed, isandlwana.Options{})
	var out bytes.Buffer
	sess := textui.NewSession(g, &out)
	sess.AutoBoard = false
	mistake := false
	mistakes := 0
	for n, line := range strings.Split(strings.TrimRight(string(script), "\n"), "\n") {
		if strings.HasPrefix(line, mistakeMark) {
			mistake = true
			continue
		}
		out.Reset()
		if sess.Exec(line) {
			t.Fatalf("line %d: %q quits before the end", n+1, line)
		}
		refused := strings.Contains(out.String(), "error: ")
		if refused != mistake {
			t.Errorf("line %d: %q: marked as mistake %v, refused %v: %s", n+1, line, mistake, refused, out.String())
		}
		if mistake {
			mistakes++
		}
		mistake = false
	}
	if !g.Over() {
		t.Fatalf("the script ends on turn %d in %s: the game is not over", g.Turn, g.PhaseLabel())
	}
	if mistakes < 5 {
		t.Errorf("the script shows only %d error messages; want at least 5", mistakes)
	}
}

// writeGame1Script generates the command script once (go test -run Golden
// -gen -update): it plays a whole game choosing among the legal actions
// with a seeded generator, and sprinkles in meta-commands and deliberate
// mistakes so the transcript shows them. The committed script, not this
// generator, is what the tests replay.
func writeGame1Script(t *testing.T) {
	t.Helper()
	lines := genScript(t, game1Seed, game1GenSeed)
	data := strings.Join(lines, "\n") + "\n"
	if err := os.WriteFile(filepath.FromSlash(game1Script), []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s: %d lines", game1Script, len(lines))
}

func genScript(t *testing.T, seed, genSeed uint64) []string {
	s, err := scenarios.Builtin("isandlwana")
	if err != nil {
		t.Fatal(err)
	}
	g := isandlwana.New(s, seed, isandlwana.Options{})
	rng := dice.NewSeeded(genSeed)
	var lines []string
	emit := func(l ...string) { lines = append(lines, l...) }
	mistake := func(why, cmd string) {
		emit(mistakeMark+" "+why, cmd)
		if err := g.Clone().Apply(mustParse(cmd)); err == nil {
			t.Fatalf("deliberate mistake %q is legal", cmd)
		}
	}
	emit("# A whole game of Last Stand at Isandlwana, seed "+fmt.Sprint(seed)+", both sides played by a seeded random chooser.",
		"# Generated once by writeGame1Script (cmd/zulu1879/text_test.go); replayed by TestGoldenGame1Transcript.",
		"help", "units", "hex 1206", "legal 5", "legal A 3")
	emit(mistakeMark+" a mistyped verb", "palce A 1506")
	emit(mistakeMark+" a hex id with a letter O", "place A 15O6")
	emit("board")
	seen := map[string]bool{}
	once := func(key string) bool {
		if seen[key] {
			return false
		}
		seen[key] = true
		return true
	}
	lastTurn := 0
	for steps := 0; !g.Over(); steps++ {
		if steps > 20000 {
			t.Fatal("generated game does not end")
		}
		if g.Turn != lastTurn && g.Phase == isandlwana.PhaseZuluMove {
			lastTurn = g.Turn
			emit(fmt.Sprintf("# Turn %d", g.Turn), "board")
		}
		acts := g.Legal()
		if len(acts) == 0 {
			t.Fatalf("no legal action on turn %d in %s", g.Turn, g.Phase)
		}
		var a isandlwana.Action
		useDo := false
		if d, ok := g.Decision(); ok {
			if once("decision") {
				emit("status")
				mistake("ending the phase with a question pending", "end")
				mistake("an answer that is not an option", "choose nobody")
			}
			a = acts[rng.Intn(len(d.Options))]
		} else {
			a = pick(g, acts, rng)
			switch {
			case g.Phase == isandlwana.PhaseSetup && once("setup"):
				mistake("fire during set-up", "fire 1705 A")
			case g.Phase == isandlwana.PhaseZuluMove && a.Kind == isandlwana.ActZuluMove && once("zmove"):
				emit("legal "+a.From.String()+" 4", "hex "+a.To.String())
				mistake("a move to a hex off the map", "move "+a.From.String()+" 3099")
				useDo = true
			case a.Kind == isandlwana.ActFire && once("fire"):
				emit("odds " + a.String())
				mistake("firing with a unit that does not exist", "fire "+a.To.String()+" X")
			case a.Kind == isandlwana.ActFire && len(a.Shots) > 1 && once("firemany"):
				emit("odds " + a.String())
			case a.Kind == isandlwana.ActAttack && once("attack"):
				emit("odds "+a.String(), "legal attack")
				mistake("an attack from a hex with no Zulus", "attack 0101 0102")
			case a.Kind == isandlwana.ActOrder && once("order"):
				mistake("an order that is neither move nor combat", "order charge")
			case a.Kind == isandlwana.ActMove && a.Units[0] != isandlwana.WagonID && once("bmove"):
				emit("legal move " + a.Units[0])
				mistake("moving a unit that does not exist", "move Z9 1506")
				useDo = true
			case a.Kind == isandlwana.ActMove && a.Units[0] == isandlwana.WagonID && once("wagon"):
				emit("hex " + a.To.String())
			}
		}
		if useDo {
			n := -1
			for k := range acts {
				if acts[k].String() == a.String() {
					n = k + 1
					break
				}
			}
			emit(fmt.Sprintf("do %d", n))
		} else {
			emit(a.String())
		}
		if err := g.Apply(a); err != nil {
			t.Fatalf("generated action %q refused: %v", a, err)
		}
	}
	emit("units", "log 8", "board")
	mistake("an action after the end of the game", "end")
	return lines
}

// pick chooses an action: phases end with some chance, Zulus prefer moves
// towards the British, everything else is uniform.
func pick(g *isandlwana.State, acts []isandlwana.Action, rng *dice.Seeded) isandlwana.Action {
	end := -1
	for k, a := range acts {
		if a.Kind == isandlwana.ActEnd {
			end = k
		}
	}
	if end >= 0 && (len(acts) == 1 || rng.Intn(7) == 0) {
		return acts[end]
	}
	var others []isandlwana.Action
	for _, a := range acts {
		if a.Kind != isandlwana.ActEnd {
			others = append(others, a)
		}
	}
	best := others[rng.Intn(len(others))]
	if best.Kind != isandlwana.ActZuluMove {
		return best
	}
	for k := 0; k < 3; k++ {
		c := others[rng.Intn(len(others))]
		if c.Kind == isandlwana.ActZuluMove && nearestBritish(g, c.To) < nearestBritish(g, best.To) {
			best = c
		}
	}
	return best
}

// nearestBritish is the distance from h to the closest British counter.
func nearestBritish(g *isandlwana.State, h hexmap.Hex) int {
	best := 1 << 30
	for i := range g.Units {
		if u := &g.Units[i]; u.Status == isandlwana.OnMap {
			if d := hexmap.Distance(u.Hex, h); d < best {
				best = d
			}
		}
	}
	return best
}

func mustParse(cmd string) isandlwana.Action {
	a, err := isandlwana.ParseAction(cmd)
	if err != nil {
		return isandlwana.Action{Kind: 255} // a form error: certainly refused
	}
	return a
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
			stderr: []string{"Usage: zulu1879 text", "--seed", "--scenario", "--board"}},
		{name: "unknown flag", args: []string{"--sed", "3"}, code: 2,
			stderr: []string{"unknown flag: --sed"}},
		{name: "stray argument", args: []string{"--seed", "3", "game.cmds"}, code: 2,
			stderr: []string{`unexpected argument "game.cmds"`}},
		{name: "unknown scenario", args: []string{"--scenario", "ulundi"}, code: 1,
			stderr: []string{`no built-in scenario "ulundi"`}},
		{name: "missing scenario file", args: []string{"--scenario", "testdata/none.json"}, code: 1,
			stderr: []string{"testdata/none.json"}},
		{name: "help in the game", args: []string{"--seed", "3", "--board=false"}, stdin: "help\n", code: 0,
			stdout: []string{"British> help\n", isandlwana.Notation, textui.MetaHelp}},
		{name: "mistyped and illegal commands go on", args: []string{"--seed", "3", "--board=false"},
			stdin: "mvoe 1201 1103\nattack 0101 0102\nunits\n", code: 0,
			stdout: []string{"error: unknown command \"mvoe\"", "error: attack 0101 0102: Zulu attacks are for the Zulu Attack phase", "Durnford"}},
		{name: "end of input before the end", args: []string{"--seed", "3", "--board=false"}, stdin: "end\n", code: 0,
			stdout: []string{"British> end\n", "Zulu> \nEnd of input on turn 1, I. Zulu Movement: the game is not over.\n"}},
		{name: "empty input", args: []string{"--seed", "3"}, stdin: "", code: 0,
			stdout: []string{"seed 3", "Legend:", "End of input on turn 1, Set-up"}},
		{name: "quit", args: []string{"--seed", "3", "--board=false"}, stdin: "quit\nunits\n", code: 0,
			stdout: []string{"Quit on turn 1, Set-up: the game was not over.\n"}, notStdout: []string{"Durnford"}},
		{name: "board off", args: []string{"--seed", "3", "--board=false"}, stdin: "", code: 0,
			notStdout: []string{"Legend:"}},
		{name: "free set-up", args: []string{"--seed", "3", "--scenario", "isandlwana-free", "--board=false"}, stdin: "", code: 0,
			stdout: []string{"free set-up"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			code := runTextLoop(textArgs(t, tc.args...), strings.NewReader(tc.stdin), &out, &errOut)
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
		runTextLoop(textArgs(t, "--seed", seed, "--board=false"), bytes.NewReader(script), &out, &errOut)
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
// command (parsing, legal lists, rendering, dice), without and with
// autosaving after every action: the difference between the two, divided
// by the actions metric, is what autosaving costs an action.
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
				if code := runTextLoop(args, bytes.NewReader(script), &out, &out); code != 0 {
					b.Fatalf("exit %d", code)
				}
			}
			if auto {
				_, s, err := saves.Latest(dir)
				if err != nil {
					b.Fatal(err)
				}
				b.ReportMetric(float64(s.Len()), "actions")
			}
		})
	}
}

// The solitaire game: a person's British commands from a file against the
// rule-9 Zulu bot.
const (
	soloSeed   = 22
	soloScript = "testdata/solo1.cmds"
	soloGolden = "testdata/solo1.golden"
	// soloSave is the save the script makes on turn 2 and loads again.
	soloSave = "solo-t2.json"
	// soloDamaged is a save cut short, which the script tries to load.
	soloDamaged = "damaged.json"
)

func init() {
	flag.Bool("gen-solo", false, "regenerate testdata/solo1.cmds (British choices by the standard bot), then run with -update")
}

func soloArgs() []string {
	return []string{"--seed", fmt.Sprint(soloSeed), "--zulu", "rule9", "--board=false", "--save-dir", "autosaves"}
}

// soloPaths returns the absolute paths of the script and the golden file
// (call it before soloDir changes the working folder).
func soloPaths(t *testing.T) (script, golden string) {
	t.Helper()
	script, err := filepath.Abs(soloScript)
	if err != nil {
		t.Fatal(err)
	}
	golden, err = filepath.Abs(soloGolden)
	if err != nil {
		t.Fatal(err)
	}
	return script, golden
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

// soloSession is the session the text command makes for soloArgs, for the
// script generator and checker.
func soloSession(t *testing.T, out *bytes.Buffer) *textui.Session {
	t.Helper()
	sv, err := saves.Start("isandlwana", soloSeed, isandlwana.Options{})
	if err != nil {
		t.Fatal(err)
	}
	sess := textui.NewRecorded(sv, version, out)
	sess.AutoBoard = false
	if sess.Zulu, err = ai.ForSide("rule9", isandlwana.Zulu); err != nil {
		t.Fatal(err)
	}
	sess.Start()
	return sess
}

// TestGoldenSolitaireTranscript plays the committed British commands
// against the rule-9 Zulu bot and compares the transcript with the golden
// file: bot moves with their reasons, save, load (good, missing and
// damaged files), undo taken and refused, to the end of the game.
func TestGoldenSolitaireTranscript(t *testing.T) {
	script, golden := soloPaths(t)
	if boolFlag("gen-solo") {
		writeSoloScript(t, script)
	}
	soloDir(t)
	data, err := os.ReadFile(script)
	if err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	code := runTextLoop(soloArgs(), bytes.NewReader(data), &out, &errOut)
	if code != 0 || errOut.Len() > 0 {
		t.Fatalf("text exited %d, stderr %q", code, errOut.String())
	}
	compareGolden(t, golden, soloGolden, out.Bytes(), boolFlag("update"), "GoldenSolitaire")
	if !strings.Contains(out.String(), "GAME OVER") {
		t.Error("the solitaire script does not reach the end of the game")
	}
	if _, err := saves.Load(soloSave, saves.LoadOptions{}); err != nil {
		t.Errorf("the script's save does not load: %v", err)
	}
	if names, _ := filepath.Glob(filepath.Join("autosaves", "auto-*.json")); len(names) == 0 {
		t.Error("no autosave written into the --save-dir folder")
	}
}

// TestSolitaireScriptCommandsAreAcceptedOrRefusedAsMarked checks the
// script: every command not marked as a mistake is accepted, every marked
// one is refused with one line, and only British commands are typed.
func TestSolitaireScriptCommandsAreAcceptedOrRefusedAsMarked(t *testing.T) {
	script, _ := soloPaths(t)
	soloDir(t)
	data, err := os.ReadFile(script)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	sess := soloSession(t, &out)
	mistake, mistakes := false, 0
	for n, line := range strings.Split(strings.TrimRight(string(data), "\n"), "\n") {
		if strings.HasPrefix(line, mistakeMark) {
			mistake = true
			continue
		}
		if side := sess.G.ToAct(); side == isandlwana.Zulu {
			t.Fatalf("line %d: %q is typed while the Zulu bot is to act", n+1, line)
		}
		out.Reset()
		if sess.Exec(line) {
			t.Fatalf("line %d: %q quits before the end", n+1, line)
		}
		errs := strings.Count(out.String(), "error: ")
		if refused := errs > 0; refused != mistake {
			t.Errorf("line %d: %q: marked as mistake %v, refused %v: %s", n+1, line, mistake, refused, out.String())
		}
		if mistake {
			mistakes++
			if errs != 1 || strings.Count(out.String(), "\n") != 1 {
				t.Errorf("line %d: %q: the refusal is not one line: %q", n+1, line, out.String())
			}
		}
		mistake = false
	}
	if !sess.G.Over() {
		t.Fatalf("the script ends on turn %d in %s: the game is not over", sess.G.Turn, sess.G.PhaseLabel())
	}
	if mistakes < 6 {
		t.Errorf("the script shows only %d refusals; want at least 6", mistakes)
	}
}

// writeSoloScript generates the solitaire script once (go test -run
// GoldenSolitaire -gen-solo -update): the British commands are the standard
// bot's choices, typed as a person would, with save, load and undo (taken
// and refused) mixed in. The committed script is what the tests replay.
func writeSoloScript(t *testing.T, script string) {
	t.Helper()
	soloDir(t)
	var out bytes.Buffer
	sess := soloSession(t, &out)
	brit := ai.NewStandard()
	var lines []string
	exec := func(mistake string, l string) {
		if mistake != "" {
			lines = append(lines, mistakeMark+" "+mistake)
		}
		lines = append(lines, l)
		out.Reset()
		sess.Exec(l)
		if refused := strings.Contains(out.String(), "error: "); refused != (mistake != "") {
			t.Fatalf("generated %q: expected refused %v, got %s", l, mistake != "", out.String())
		}
	}
	lines = append(lines,
		fmt.Sprintf("# Solitaire: the British (these commands) against the rule-9 Zulu bot, seed %d.", soloSeed),
		"# Generated once by writeSoloScript (cmd/zulu1879/text_test.go), the British choices by the standard bot;",
		"# replayed by TestGoldenSolitaireTranscript.")
	exec("", "help")
	exec("nothing to undo before the first move", "undo")
	seen := map[string]bool{}
	once := func(key string) bool {
		if seen[key] {
			return false
		}
		seen[key] = true
		return true
	}
	afterSave := -1
	for steps := 0; !sess.G.Over(); steps++ {
		if steps > 5000 {
			t.Fatal("the generated solitaire game does not end")
		}
		g := sess.G
		if g.ToAct() != isandlwana.British {
			t.Fatalf("turn %d, %s: the %s are to act at the prompt", g.Turn, g.PhaseLabel(), g.ToAct())
		}
		if g.Turn == 2 && once("save") {
			exec("", "status")
			exec("", "save "+soloSave)
			exec("a folder that does not exist", "save no-such-folder/x.json")
			afterSave = 2
		}
		if g.Turn == 3 && once("turn3") {
			exec("the Zulus have rolled dice since the last British action", "undo")
		}
		a, _ := brit.Choose(g)
		exec("", a.String())
		switch {
		case a.Kind == isandlwana.ActMove && a.Units[0] != isandlwana.WagonID && g.ToAct() == isandlwana.British && once("undo-move"):
			exec("", "units")
			exec("", "undo")
			exec("", "units")
		case a.Kind == isandlwana.ActFire && !g.Over() && g.ToAct() == isandlwana.British && once("undo-fire"):
			exec("the fire has rolled its dice", "undo")
		}
		if afterSave >= 0 {
			if afterSave--; afterSave < 0 {
				exec("a save that does not exist", "load missing.json")
				exec("a save cut short", "load "+soloDamaged)
				exec("", "load "+soloSave)
			}
		}
	}
	exec("", "units")
	exec("", "log 6")
	exec("the game is over", "undo")
	data := strings.Join(lines, "\n") + "\n"
	if err := os.WriteFile(script, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s: %d lines", soloScript, len(lines))
}

// TestTextLoadAndResume covers --load and --resume: a good save and the
// newest autosave continue where they stopped; missing, damaged and empty
// ones stop with one line naming what is wrong.
func TestTextLoadAndResume(t *testing.T) {
	dir := t.TempDir()
	mine := filepath.Join(dir, "mine.json")
	var out, errOut bytes.Buffer
	code := runTextLoop([]string{"--seed", "3", "--board=false", "--save-dir", dir},
		strings.NewReader("end\nend\nsave "+mine+"\n"), &out, &errOut)
	if code != 0 || errOut.Len() > 0 {
		t.Fatalf("first game: exit %d, stderr %q", code, errOut.String())
	}
	latest, lsv, err := saves.Latest(dir)
	if err != nil {
		t.Fatalf("no autosave after two phases: %v", err)
	}
	msv, err := saves.Load(mine, saves.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "Autosaved: zulu1879 text --resume continues this game.\n") {
		t.Errorf("leaving an unfinished game does not say it was autosaved:\n%s", out.String())
	}
	if lsv.Game().Hash() != msv.Game().Hash() || lsv.Len() != msv.Len() {
		t.Error("the newest autosave is not the game as it was left")
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
			stdout: []string{"Resumed the newest autosave, " + latest + ": " + lsv.Summary() + ".\n", textui.Status(lsv.Game())}},
		{name: "load a save", args: []string{"--load", mine, "--save-dir", empty}, stdin: "status\n", code: 0,
			stdout: []string{"Loaded " + mine + ": " + msv.Summary() + ".\n", "> status\n" + textui.Status(msv.Game())}},
		{name: "load then undo", args: []string{"--load", mine, "--save-dir", empty}, stdin: "undo\n", code: 0,
			stdout: []string{"> undo\n"}},
		{name: "load a missing file", args: []string{"--load", filepath.Join(dir, "none.json"), "--save-dir", empty}, code: 1,
			stderr: "none.json"},
		{name: "load a damaged file", args: []string{"--load", damaged, "--save-dir", empty}, code: 1,
			stderr: "damaged.json"},
		{name: "resume with no autosave", args: []string{"--resume", "--save-dir", none}, code: 1,
			stderr: "no autosave that loads in " + none},
		{name: "load and seed", args: []string{"--load", mine, "--seed", "4", "--save-dir", empty}, code: 2,
			stderr: "drop --seed and --scenario"},
		{name: "load and resume", args: []string{"--load", mine, "--resume", "--save-dir", empty}, code: 2,
			stderr: "give one"},
		{name: "a British bot for the Zulus", args: []string{"--zulu", "standard", "--save-dir", empty}, code: 2,
			stderr: `bot "standard" plays the British, not the Zulu`},
		{name: "a Zulu bot for the British", args: []string{"--british", "rule9", "--save-dir", empty}, code: 2,
			stderr: `bot "rule9" plays the Zulu, not the British`},
		{name: "an unknown bot", args: []string{"--zulu", "cetshwayo", "--save-dir", empty}, code: 2,
			stderr: `no bot named "cetshwayo"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			code := runTextLoop(tc.args, strings.NewReader(tc.stdin), &out, &errOut)
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
		code := runTextLoop(textArgs(t, "--seed", fmt.Sprint(seed), "--zulu", z, "--british", b, "--board=false"),
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
				if !strings.Contains(first, "GAME OVER on turn") {
					t.Fatalf("no end of game:\n%s", first[max(0, len(first)-2000):])
				}
				if strings.Contains(first, "> ") {
					t.Error("a prompt was shown in a game with no person")
				}
				if n := strings.Count(first, "\nZulu ("+z+"): "); n == 0 {
					t.Error("no Zulu bot line")
				}
				if n := strings.Count(first, "\nBritish ("+b+"): "); n == 0 {
					t.Error("no British bot line")
				}
				if cut := withoutReasons(first); cut == first || strings.Count(cut, "\n") != strings.Count(first, "\n") {
					t.Error("withoutReasons does not cut the reasons off the bot lines, line by line")
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

// BenchmarkSolitaireTranscript replays the solitaire script against the
// rule-9 bot, with and without autosaving after every command.
func BenchmarkSolitaireTranscript(b *testing.B) {
	script, err := os.ReadFile(soloScript)
	if err != nil {
		b.Fatal(err)
	}
	for _, auto := range []bool{false, true} {
		b.Run(fmt.Sprintf("autosave=%v", auto), func(b *testing.B) {
			b.Chdir(b.TempDir())
			if err := os.WriteFile(soloDamaged, []byte("{"), 0o644); err != nil {
				b.Fatal(err)
			}
			args := append(soloArgs(), fmt.Sprintf("--autosave=%v", auto))
			var out bytes.Buffer
			for b.Loop() {
				out.Reset()
				if code := runTextLoop(args, bytes.NewReader(script), &out, &out); code != 0 {
					b.Fatalf("exit %d: %s", code, out.String())
				}
			}
		})
	}
}

// botLine matches a bot's action line; group 1 is everything but the reason.
var botLine = regexp.MustCompile(`(?m)^((?:Zulu|British) \([a-z0-9]+\): .*?) — .*$`)

// withoutReasons cuts the reasons off the bots' action lines of a
// transcript, keeping the actions and every event.
func withoutReasons(transcript string) string {
	return botLine.ReplaceAllString(transcript, "$1")
}
