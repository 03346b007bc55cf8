package main

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	ai "zulu1879/ai/isandlwana"
	"zulu1879/campaign"
	"zulu1879/hexmap"
	"zulu1879/isandlwana"
	"zulu1879/ramparts"
	"zulu1879/saves"
	"zulu1879/scenarios"
	"zulu1879/ui"
	"zulu1879/ui/uistate"
	"zulu1879/units"
)

// TestMain lets a test run the real program in a child process (Ebitengine
// opens one window per process): with ZULU1879_RUN_MAIN=1 the test binary
// is zulu1879.
func TestMain(m *testing.M) {
	if os.Getenv("ZULU1879_RUN_MAIN") == "1" {
		os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
	}
	// Commands that autosave by default (campaign) write into the user's
	// configuration folder unless given --save-dir: point it at a
	// temporary folder so that no test touches the real one.
	cfg, err := os.MkdirTemp("", "zulu1879-config-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Setenv("XDG_CONFIG_HOME", cfg)
	code := m.Run()
	os.RemoveAll(cfg)
	os.Exit(code)
}

// runChild runs zulu1879 with args in a child process.
func runChild(t *testing.T, args ...string) (string, error) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "ZULU1879_RUN_MAIN=1")
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	return out.String(), err
}

// writeMidGame plays seed 1879 (Zulus close in and attack, British fire
// with everything) into turn 2 and writes the commands to a file.
func writeMidGame(t *testing.T, dir string) (string, *isandlwana.State) {
	t.Helper()
	s, err := scenarios.Builtin("isandlwana")
	if err != nil {
		t.Fatal(err)
	}
	g := isandlwana.New(s, 1879, isandlwana.Options{})
	var lines []string
	for n := 0; n < 5000 && !(g.Turn == 2 && g.Phase == isandlwana.PhaseBritishCombat) && !g.Over(); n++ {
		a := policy(g)
		if err := g.Apply(a); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
		lines = append(lines, a.String())
	}
	if g.Turn < 2 {
		t.Fatalf("the mid-game script stopped at turn %d", g.Turn)
	}
	p := filepath.Join(dir, "mid.txt")
	if err := os.WriteFile(p, []byte("# mid-game\n"+strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return p, g
}

func policy(g *isandlwana.State) isandlwana.Action {
	legal := g.Legal()
	best, bestD := -1, 1<<30
	for k, a := range legal {
		switch a.Kind {
		case isandlwana.ActZuluMove:
			d := 1 << 20
			for i := range g.Units {
				if g.Units[i].Alive() {
					d = min(d, hexmap.Distance(a.To, g.Units[i].Hex))
				}
			}
			if d < bestD {
				best, bestD = k, d
			}
		case isandlwana.ActFire, isandlwana.ActAttack, isandlwana.ActChoose, isandlwana.ActRecycle:
			if best < 0 {
				best = k
			}
		}
	}
	if best >= 0 {
		return legal[best]
	}
	for _, a := range legal {
		if a.Kind == isandlwana.ActEnd {
			return a
		}
	}
	return legal[0]
}

func near(img image.Image, p image.Point, want color.RGBA) bool {
	for dy := -3; dy <= 3; dy++ {
		for dx := -3; dx <= 3; dx++ {
			r, g, b, _ := img.At(p.X+dx, p.Y+dy).RGBA()
			if d(int(r>>8), int(want.R)) && d(int(g>>8), int(want.G)) && d(int(b>>8), int(want.B)) {
				return true
			}
		}
	}
	return false
}

func d(a, b int) bool { return a-b <= 24 && b-a <= 24 }

func TestRenderDrawsOpeningAndMidGameWithCountersInPlace(t *testing.T) {
	if !ui.HasDisplay() {
		t.Skip("no display (DISPLAY unset): rendering needs X11; run under xvfb-run (make test does)")
	}
	dir := t.TempDir()
	mid, midGame := writeMidGame(t, dir)
	s, _ := scenarios.Builtin("isandlwana")
	// The same mid-game position as a save file.
	sess, err := saves.Start("isandlwana", 1879, isandlwana.Options{})
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := os.ReadFile(mid)
	for _, ln := range strings.Split(string(raw), "\n") {
		if ln = strings.TrimSpace(ln); ln != "" && !strings.HasPrefix(ln, "#") {
			if err := sess.ApplyText(ln); err != nil {
				t.Fatal(err)
			}
		}
	}
	save := filepath.Join(dir, "mid.json")
	if err := sess.Save(save, "zulu1879 test"); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		args []string
		g    *isandlwana.State
		w, h int
	}{
		{"opening", []string{"--seed", "3"}, isandlwana.New(s, 3, isandlwana.Options{}), 1600, 1000},
		{"mid-game", []string{"--seed", "1879", "--actions", mid}, midGame, 1280, 800},
		{"mid-game save", []string{"--load", save}, sess.Game(), 1200, 760},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(dir, tc.name+".png")
			args := append([]string{"render", "--out", out, "--size", fmt.Sprintf("%dx%d", tc.w, tc.h)}, tc.args...)
			if msg, err := runChild(t, args...); err != nil {
				t.Fatalf("render failed: %v\n%s", err, msg)
			}
			f, err := os.Open(out)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			img, err := png.Decode(f)
			if err != nil {
				t.Fatal(err)
			}
			if b := img.Bounds(); b.Dx() != tc.w || b.Dy() != tc.h {
				t.Fatalf("PNG is %v, want %dx%d", b, tc.w, tc.h)
			}
			colours := map[uint32]bool{}
			for y := 0; y < tc.h; y += 4 {
				for x := 0; x < tc.w; x += 4 {
					r, g, b, _ := img.At(x, y).RGBA()
					colours[r>>8<<16|g>>8<<8|b>>8] = true
				}
			}
			if len(colours) < 200 {
				t.Fatalf("%d colours: the PNG looks blank", len(colours))
			}
			// Where the state says counters are, the picture has their colours.
			l := uistate.NewLayout(float64(tc.w), float64(tc.h), 1)
			cam := uistate.NewCamera(l.Map, uistate.MapSize(tc.g.Map().Cols, tc.g.Map().Rows))
			checked := 0
			for i := range tc.g.Units {
				u := &tc.g.Units[i]
				if !u.Alive() || u.Kind == units.Leader || topStrength(tc.g, u.Hex) != u.Strength {
					continue
				}
				checked++
				if p := ui.CounterProbe(&cam, u.Hex); !near(img, p, ui.CounterColor(u)) {
					t.Errorf("%s in %s: counter colour %v not near %v", u.ID, u.Hex, ui.CounterColor(u), p)
				}
			}
			zulus := 0
			for j, n := range tc.g.Zulus {
				if n > 0 {
					zulus++
					h := tc.g.Map().HexAt(j)
					if p := ui.CounterProbe(&cam, h); !near(img, p, ui.ZuluCounterColor()) {
						t.Errorf("Zulus in %s: counter colour not near %v", h, p)
					}
				}
			}
			if checked == 0 || zulus == 0 {
				t.Fatalf("checked %d British counters and %d Zulu hexes", checked, zulus)
			}
		})
	}
}

// topStrength is the strength of the strongest combat unit in h (the one on
// top of the stack).
func topStrength(g *isandlwana.State, h hexmap.Hex) int {
	best := 0
	for _, i := range g.UnitsAt(h) {
		if g.Units[i].IsCombat() && g.Units[i].Strength > best {
			best = g.Units[i].Strength
		}
	}
	return best
}

func TestRenderRejectsBadInputWithClearMessages(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte("end\n# comment\nfire nowhere\n"), 0o644)
	illegal := filepath.Join(dir, "illegal.txt")
	os.WriteFile(illegal, []byte("end\nattack 0101 0202\n"), 0o644)
	good := filepath.Join(dir, "good.png")
	os.WriteFile(good, []byte("a good file"), 0o644)
	for _, tc := range []struct {
		name string
		args []string
		code int
		want string
	}{
		{"no out", []string{}, 2, "--out FILE is required"},
		{"bad size", []string{"--out", good, "--size", "big"}, 2, "WIDTHxHEIGHT"},
		{"bad screen", []string{"--out", good, "--screen", "map"}, 2, "board, start, load, ledger, rorke, harlech, tactical or skirmish"},
		{"rorke with actions", []string{"--out", good, "--screen", "rorke", "--actions", illegal}, 2, "are for Isandlwana"},
		{"rorke damaged save", []string{"--out", good, "--screen", "rorke", "--load", bad}, 1, "bad.txt"},
		{"missing save", []string{"--out", good, "--load", filepath.Join(dir, "x.json")}, 1, "x.json"},
		{"damaged save", []string{"--out", good, "--load", bad}, 1, "bad.txt"},
		{"load with actions", []string{"--out", good, "--load", bad, "--actions", bad}, 2, "do not go together"},
		{"unparsable action", []string{"--out", good, "--actions", bad}, 1, "bad.txt:3"},
		{"illegal action", []string{"--out", good, "--actions", illegal}, 1, "illegal.txt:2"},
		{"missing actions file", []string{"--out", good, "--actions", filepath.Join(dir, "none.txt")}, 1, "none.txt"},
		{"unknown scenario", []string{"--out", good, "--scenario", "waterloo"}, 1, "waterloo"},
		{"click off the map", []string{"--out", good, "--click", "9999"}, 2, "not a hex of the map"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := run(append([]string{"render"}, tc.args...), &stdout, &stderr)
			if code != tc.code || !strings.Contains(stderr.String(), tc.want) {
				t.Errorf("exit %d, stderr %q; want exit %d mentioning %q", code, stderr.String(), tc.code, tc.want)
			}
			if b, _ := os.ReadFile(good); string(b) != "a good file" {
				t.Error("a failed render changed the output file")
			}
		})
	}
}

func TestGUIIsTheDefaultAndChecksItsFlags(t *testing.T) {
	if defaultCommand != "gui" {
		t.Errorf("default command %q, want gui", defaultCommand)
	}
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"gui", "--size", "0x0"}, 2, "WIDTHxHEIGHT"},
		{[]string{"gui", "--actions", "/nonexistent/acts.txt"}, 1, "acts.txt"},
		{[]string{"gui", "--load", "/nonexistent/mine.json"}, 1, "mine.json"},
		{[]string{"--load", "x.json", "--scenario", "isandlwana"}, 2, "do not go together"},
		{[]string{"render", "--out", "x.png", "--screen", "ledger"}, 2, "campaign"},
	} {
		var stdout, stderr bytes.Buffer
		if code := run(tc.args, &stdout, &stderr); code != tc.code || !strings.Contains(stderr.String(), tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want %d mentioning %q", tc.args, code, stderr.String(), tc.code, tc.want)
		}
	}
}

func TestBotsAreOfferedOnTheStartScreen(t *testing.T) {
	modes := uistate.Modes(ui.Bots())
	var labels []string
	for _, m := range modes {
		labels = append(labels, m.Label)
	}
	all := strings.Join(labels, "\n")
	if !strings.Contains(all, "you are the British") || !strings.Contains(all, "you are the Zulus") {
		t.Fatalf("start-screen modes lack solitaire for both sides:\n%s", all)
	}
	// A registered bot plays a legal action for its side.
	for _, b := range ui.Bots() {
		s, _ := scenarios.Builtin("isandlwana")
		g := isandlwana.New(s, 9, isandlwana.Options{})
		if b.Side == isandlwana.Zulu {
			if err := g.Apply(isandlwana.Action{Kind: isandlwana.ActEnd}); err != nil {
				t.Fatal(err)
			}
		}
		bot, err := b.NewBot() // a bot made for this game (the expert: of the games registry)
		if err != nil {
			t.Fatal(err)
		}
		a, why, err := ai.Next(g, bot)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(a); err != nil || why == "" {
			t.Errorf("bot %q: %s (%q): %v", b.Name, a, why, err)
		}
	}
}

// A loaded save is drawn as it is played: with the bots the file records
// (named on the status line and in the report), a file that does not say
// as hotseat, and a bot this program lacks as a person, with a warning.
func TestRenderDrawsASaveWithItsRecordedPlayers(t *testing.T) {
	if !ui.HasDisplay() {
		t.Skip("no display (DISPLAY unset): rendering needs X11; run under xvfb-run (make test does)")
	}
	dir := t.TempDir()
	images := map[string]string{}
	out := filepath.Join(dir, "board.png")
	for _, c := range []struct {
		name     string
		recorded *saves.Players
		says     string
		warns    string
	}{
		{"not recorded", nil, "hotseat: two players at this screen", ""},
		{"hotseat", &saves.Players{}, "hotseat: two players at this screen", ""},
		{"British against rule9", &saves.Players{Zulu: "rule9"}, "you are the British, against the rule9 bot", ""},
		{"Zulus against standard", &saves.Players{British: "standard"}, "you are the Zulus, against the standard bot", ""},
		{"unknown bot", &saves.Players{Zulu: "cetshwayo"}, "hotseat: two players at this screen", `"cetshwayo"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			save := savedWith(t, dir, "g.json", c.recorded)
			// Ebitengine runs once per process: render in a child.
			got, err := runChild(t, "render", "--load", save, "--out", out, "--size", "400x250")
			if err != nil {
				t.Fatalf("%v: %s", err, got)
			}
			if !strings.Contains(got, c.says) {
				t.Errorf("output %q does not say %q", got, c.says)
			}
			if warned := strings.Contains(got, "warning:"); warned != (c.warns != "") || !strings.Contains(got, c.warns) {
				t.Errorf("output %q, want a warning naming %q: %v", got, c.warns, c.warns != "")
			}
			png, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			images[c.name] = string(png)
		})
	}
	// The British set up first: with the standard bot on that side the
	// status line names it and the panel offers the bot's controls, so the
	// board differs from the hotseat one; a bot given way to a person draws
	// as hotseat.
	if images["Zulus against standard"] == images["hotseat"] {
		t.Error("the save against the standard bot is drawn exactly like a hotseat game")
	}
	if images["unknown bot"] != images["hotseat"] {
		t.Error("the save whose bot this program lacks is not drawn as hotseat")
	}
}

// render draws Rorke's Drift too: its opening for a seed (--screen rorke or
// --scenario rorkes-drift), or a Rorke's Drift save.
func TestRenderDrawsRorkesDrift(t *testing.T) {
	if !ui.HasDisplay() {
		t.Skip("no display (DISPLAY unset): rendering needs X11; run under xvfb-run (make test does)")
	}
	dir := t.TempDir()
	r, err := campaign.NewRorkeSave(7, ramparts.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 12 && !r.G.Over(); i++ {
		a, _ := ramparts.Advisor{}.Choose(r.G)
		if err := r.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	save := filepath.Join(dir, "rd.json")
	if err := r.Save(save, "test"); err != nil {
		t.Fatal(err)
	}
	images := map[string]string{}
	for name, args := range map[string][]string{
		"opening":  {"--screen", "rorke", "--seed", "7"},
		"scenario": {"--scenario", "rorkes-drift", "--seed", "7"},
		"save":     {"--screen", "rorke", "--load", save},
	} {
		out := filepath.Join(dir, name+".png")
		got, err := runChild(t, append([]string{"render", "--out", out, "--size", "960x600"}, args...)...)
		if err != nil || !strings.Contains(got, "Rorke's Drift") {
			t.Fatalf("%s: %v: %s", name, err, got)
		}
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(b))
		if err != nil || img.Bounds().Dx() != 960 {
			t.Fatalf("%s: not a 960-wide PNG: %v", name, err)
		}
		images[name] = string(b)
	}
	if images["opening"] != images["scenario"] {
		t.Error("--scenario rorkes-drift draws another picture than --screen rorke")
	}
	if images["opening"] == images["save"] {
		t.Error("the save 12 actions in is drawn like the opening")
	}
}

// The start screen says what each way to play is: a solitaire mode quotes
// its bot's one-line description from package ai.
func TestStartScreenSaysWhatEachBotDoes(t *testing.T) {
	for _, md := range uistate.Modes(ui.Bots()) {
		b := md.Players[0]
		if b == nil {
			b = md.Players[1]
		}
		switch {
		case md.About == "":
			t.Errorf("mode %q says nothing about itself", md.Label)
		case b != nil && (b.About == "" || !strings.Contains(md.About, b.About)):
			t.Errorf("mode %q: %q does not give the bot's description %q", md.Label, md.About, b.About)
		case b != nil && ai.About(b.ID) != "" && b.About != ai.About(b.ID):
			t.Errorf("mode %q: the bot's description %q is not package ai's %q", md.Label, b.About, ai.About(b.ID))
		}
	}
}

// gui --help states the seed default as it is: chosen from the clock, not
// the number that one run happened to draw.
func TestGUIHelpStatesTheSeedDefaultTruthfully(t *testing.T) {
	var stdout, stderr bytes.Buffer
	run([]string{"gui", "--help"}, &stdout, &stderr)
	help := stdout.String() + stderr.String()
	for _, ln := range strings.Split(help, "\n") {
		if strings.Contains(ln, "--seed uint") {
			if !strings.Contains(ln, "chosen from the clock") || regexp.MustCompile(`\(default [0-9]+\)`).MatchString(ln) {
				t.Fatalf("the seed flag's help: %q", ln)
			}
			return
		}
	}
	t.Fatalf("no --seed flag in the help:\n%s", help)
}
