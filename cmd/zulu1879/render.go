package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"zulu1879/game"
	"zulu1879/hexmap"
	"zulu1879/saves"
	"zulu1879/scenarios"
	"zulu1879/ui"
	"zulu1879/ui/uistate"
)

func init() {
	register(command{
		name:    "render",
		summary: "draw the board of a game (or the start screen) to a PNG",
		run:     runRender,
	})
}

// parseSize reads WxH.
func parseSize(s string) (int, int, error) {
	ws, hs, ok := strings.Cut(strings.ToLower(s), "x")
	w, err1 := strconv.Atoi(ws)
	h, err2 := strconv.Atoi(hs)
	if !ok || err1 != nil || err2 != nil || w <= 0 || h <= 0 {
		return 0, 0, fmt.Errorf("size %q: want WIDTHxHEIGHT in pixels, e.g. 1600x1000", s)
	}
	return w, h, nil
}

// newGameFrom starts a game of scenario scen with seed and plays the
// commands of the actions file (game.ParseAction notation; blank lines and
// lines starting with # are skipped). Errors name the file and line.
func newGameFrom(scen string, seed uint64, actionsFile string) (*game.State, []game.Action, error) {
	s, err := scenarios.Load(scen)
	if err != nil {
		return nil, nil, err
	}
	g := game.New(s, seed, game.Options{})
	if actionsFile == "" {
		return g, nil, nil
	}
	f, err := os.Open(actionsFile)
	if err != nil {
		return nil, nil, fmt.Errorf("actions: %w", err)
	}
	defer f.Close()
	var done []game.Action
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		ln := strings.TrimSpace(sc.Text())
		if ln == "" || strings.HasPrefix(ln, "#") {
			continue
		}
		a, err := game.ParseAction(ln)
		if err != nil {
			return nil, nil, fmt.Errorf("%s:%d: %v", actionsFile, n, err)
		}
		if err := g.Apply(a); err != nil {
			return nil, nil, fmt.Errorf("%s:%d: %q: %v", actionsFile, n, ln, err)
		}
		done = append(done, a)
	}
	if err := sc.Err(); err != nil {
		return nil, nil, fmt.Errorf("actions: %s: %w", actionsFile, err)
	}
	return g, done, nil
}

func runRender(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("render", "render [--load SAVE | --scenario S --seed N [--actions FILE]] [--click HEX]... --out board.png [--size WxH] [--screen board|start]\n\nDraws the play screen of a game (the opening position, or the one reached\nby the commands in FILE) or the start screen to a PNG. Needs a display;\nunder a headless machine use xvfb-run.", stderr)
	scen := fs.String("scenario", "isandlwana", "scenario id or file")
	seed := fs.Uint64("seed", 1, "game seed")
	actions := fs.String("actions", "", "file of commands (game notation, one a line) played before drawing")
	out := fs.String("out", "", "the PNG file to write")
	size := fs.String("size", "1600x1000", "image size WIDTHxHEIGHT")
	screen := fs.String("screen", ui.RenderBoard, "what to draw: board or start")
	load := fs.String("load", "", "a saved game to draw (instead of --scenario/--seed/--actions)")
	clicks := fs.StringSlice("click", nil, "hexes to click before drawing, as a player would (select a stack, plan a fire); repeatable")
	if code, done := parseFlags(fs, args); done {
		return code
	}
	if *load != "" && *actions != "" {
		fmt.Fprintln(stderr, "zulu1879 render: --load and --actions do not go together: a save carries its own moves")
		return 2
	}
	if *out == "" {
		fmt.Fprintln(stderr, "zulu1879 render: --out FILE is required")
		return 2
	}
	if *screen != ui.RenderBoard && *screen != ui.RenderMenu {
		fmt.Fprintf(stderr, "zulu1879 render: --screen %q: want board or start\n", *screen)
		return 2
	}
	w, h, err := parseSize(*size)
	if err != nil {
		fmt.Fprintln(stderr, "zulu1879 render:", err)
		return 2
	}
	var g *game.State
	var acts []game.Action
	if *load != "" {
		sess, err := saves.Load(*load, saves.LoadOptions{})
		if sess == nil {
			fmt.Fprintln(stderr, "zulu1879 render:", err)
			return 1
		}
		if err != nil {
			fmt.Fprintln(stderr, "zulu1879 render: warning:", err)
		}
		g = sess.Game()
	} else {
		g, acts, err = newGameFrom(*scen, *seed, *actions)
		if err != nil {
			fmt.Fprintln(stderr, "zulu1879 render:", err)
			return 1
		}
	}
	m := uistate.NewModel(g, [2]*uistate.Bot{})
	m.Actions = acts
	for _, c := range *clicks {
		h, err := hexmap.ParseHex(c)
		if err != nil || !g.Map().Contains(h) {
			fmt.Fprintf(stderr, "zulu1879 render: --click %q: not a hex of the map\n", c)
			return 2
		}
		m.ClickHex(h)
		if m.IsError {
			fmt.Fprintf(stderr, "zulu1879 render: --click %s: %s\n", c, m.Info)
			return 1
		}
	}
	var buf bytes.Buffer
	if err := ui.RenderPNG(&buf, m, *screen, w, h); err != nil {
		fmt.Fprintln(stderr, "zulu1879 render:", err)
		return 1
	}
	if err := writeFileAtomic(*out, buf.Bytes()); err != nil {
		fmt.Fprintln(stderr, "zulu1879 render:", err)
		return 1
	}
	fmt.Fprintf(stdout, "wrote %s (%dx%d, turn %d, %s)\n", *out, w, h, g.Turn, g.PhaseLabel())
	return 0
}

// writeFileAtomic writes through a temporary file and a rename, so a failed
// write never leaves a half file where a good one was.
func writeFileAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, ".render-*.png")
	if err != nil {
		return err
	}
	name := tmp.Name()
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		os.Remove(name)
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		os.Remove(name)
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(name)
		return err
	}
	if err := os.Rename(name, path); err != nil {
		os.Remove(name)
		return err
	}
	return nil
}
