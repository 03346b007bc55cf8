package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/campaign"
	"zulu1879/games"
	"zulu1879/harlech"
	"zulu1879/hexmap"
	"zulu1879/internal/untrusted"
	"zulu1879/isandlwana"
	"zulu1879/ramparts"
	"zulu1879/saves"
	"zulu1879/ui"
	"zulu1879/ui/harlechui"
	"zulu1879/ui/rdui"
	"zulu1879/ui/tacticalui"
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
// commands of the actions file (isandlwana.ParseAction notation; blank lines and
// lines starting with # are skipped) through a saves.Session, so the game
// can be saved. Errors name the file and line.
func newGameFrom(scen string, seed uint64, actionsFile string) (*saves.Session, error) {
	s, err := saves.Start(scen, seed, isandlwana.Options{})
	if err != nil {
		return nil, err
	}
	if actionsFile == "" {
		return s, nil
	}
	f, err := untrusted.Open(actionsFile)
	if err != nil {
		return nil, fmt.Errorf("actions file %s: %w", actionsFile, err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		ln := strings.TrimSpace(sc.Text())
		if ln == "" || strings.HasPrefix(ln, "#") {
			continue
		}
		a, err := isandlwana.ParseAction(ln)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", actionsFile, n, err)
		}
		if err := s.Apply(a); err != nil {
			return nil, fmt.Errorf("%s:%d: %q: %v", actionsFile, n, ln, err)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("actions: %s: %w", actionsFile, err)
	}
	return s, nil
}

func runRender(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("render", "[--load FILE | --scenario S --seed N [--actions FILE]] [--click HEX]... --out board.png [--size WxH] [--screen board|start|load|ledger|rorke|harlech|tactical|skirmish]", "Draws the play screen of a game (the opening position, the one reached by\nthe commands in FILE, or a save or campaign file), the start screen, the\nload dialog of --save-dir, the ledger of a campaign file, the Rorke's\nDrift screen (--screen rorke or --scenario rorkes-drift: its opening with\n--seed, or a Rorke's Drift save or a campaign file with --load), or the\nMen of Harlech screen (--screen harlech: the opening of one player on\n--scenario level-N or random with --seed, or an envelope save with --load),\nor the tactical Defense of Rorke's Drift (--screen tactical: the opening\nof --seed, an envelope save with --load, or --scenario demo, a hand-made\ncrowded position), or Rules for Zulu (--screen skirmish: the opening of\n--scenario hospital or perimeter with --seed, or an envelope save with\n--load; --click HEX selects a figure or aims, as a click would) to a PNG.\nNeeds a display; on a headless machine use xvfb-run.", stdout, stderr)
	scen := fs.String("scenario", "isandlwana", "scenario id or file")
	seed := fs.Uint64("seed", 1, "game seed")
	actions := fs.String("actions", "", "file of commands (game notation, one a line) played before drawing")
	out := fs.String("out", "", "the PNG file to write")
	size := fs.String("size", "1600x1000", "image size WIDTHxHEIGHT")
	screen := fs.String("screen", ui.RenderBoard, "what to draw: board, start, load (the load dialog), ledger (of a campaign file), rorke (Rorke's Drift), harlech (Men of Harlech), tactical (the tactical Defense of Rorke's Drift) or skirmish (Rules for Zulu)")
	load := fs.String("load", "", "a saved game or campaign file to draw (instead of --scenario/--seed/--actions)")
	saveDir := fs.String("save-dir", "", "the folder the load dialog lists (--screen load; default: the user's save folder)")
	clicks := fs.StringSlice("click", nil, "hexes to click before drawing, as a player would (select a stack, plan a fire); repeatable")
	game := fs.String("game", "", "the game whose screen to draw, by its id ("+strings.Join(drawnGames(), ", ")+"): the same as the --screen that plays it")
	if code, done := parseFlags(fs, args); done {
		return code
	}
	if *game != "" {
		sc, ok := gameScreens[*game]
		switch {
		case !ok:
			fmt.Fprintf(stderr, "zulu1879 render: --game %q: the window draws %s\n", *game, strings.Join(drawnGames(), ", "))
			return 2
		case fs.Changed("screen") && *screen != sc:
			fmt.Fprintf(stderr, "zulu1879 render: --game %s draws the %s screen; drop --screen %s\n", *game, sc, *screen)
			return 2
		}
		*screen = sc
	}
	if *load != "" && *actions != "" {
		fmt.Fprintln(stderr, "zulu1879 render: --load and --actions do not go together: a save carries its own moves")
		return 2
	}
	if *out == "" {
		fmt.Fprintln(stderr, "zulu1879 render: --out FILE is required")
		return 2
	}
	if *scen == "rorkes-drift" {
		*screen = ui.RenderRorke
	}
	switch *screen {
	case ui.RenderBoard, ui.RenderMenu, ui.RenderLoad, ui.RenderLedger, ui.RenderRorke:
	case renderTacticalScreen:
		if *actions != "" || len(*clicks) > 0 {
			fmt.Fprintln(stderr, "zulu1879 render: --screen tactical draws an opening (--seed; --scenario demo: a hand-made crowded position) or a save (--load); --actions and --click are for Isandlwana")
			return 2
		}
		w, h, err := parseSize(*size)
		if err != nil {
			fmt.Fprintln(stderr, "zulu1879 render:", err)
			return 2
		}
		return renderTactical(*load, *scen == "demo", *seed, *out, w, h, stdout, stderr)
	case renderSkirmishScreen:
		if *actions != "" {
			fmt.Fprintln(stderr, "zulu1879 render: --screen skirmish draws an opening (--scenario hospital or perimeter, --seed) or a save (--load); --actions is for Isandlwana")
			return 2
		}
		w, h, err := parseSize(*size)
		if err != nil {
			fmt.Fprintln(stderr, "zulu1879 render:", err)
			return 2
		}
		if *scen == "isandlwana" {
			*scen = "hospital"
		}
		return renderSkirmish(*load, *scen, *seed, *clicks, *out, w, h, stdout, stderr)
	case renderHarlechScreen:
		if *actions != "" || len(*clicks) > 0 {
			fmt.Fprintln(stderr, "zulu1879 render: --screen harlech draws an opening (--seed) or a save (--load); --actions and --click are for Isandlwana")
			return 2
		}
		w, h, err := parseSize(*size)
		if err != nil {
			fmt.Fprintln(stderr, "zulu1879 render:", err)
			return 2
		}
		if *scen == "isandlwana" {
			*scen = "level-1"
		}
		return renderHarlech(*load, *scen, *seed, *out, w, h, stdout, stderr)
	default:
		fmt.Fprintf(stderr, "zulu1879 render: --screen %q: want board, start, load, ledger, rorke, harlech, tactical or skirmish\n", *screen)
		return 2
	}
	if *screen == ui.RenderLedger && *load == "" {
		fmt.Fprintln(stderr, "zulu1879 render: --screen ledger draws a campaign: give its file with --load")
		return 2
	}
	w, h, err := parseSize(*size)
	if err != nil {
		fmt.Fprintln(stderr, "zulu1879 render:", err)
		return 2
	}
	if *screen == ui.RenderRorke {
		if *actions != "" || len(*clicks) > 0 {
			fmt.Fprintln(stderr, "zulu1879 render: --screen rorke draws an opening (--seed) or a save (--load); --actions and --click are for Isandlwana")
			return 2
		}
		return renderRorke(*load, *seed, *out, w, h, stdout, stderr)
	}
	var sess *saves.Session
	var flow *uistate.Flow
	var players [2]*uistate.Bot
	if *load != "" {
		l, err := uistate.LoadFile(*load)
		if err != nil {
			// A save whose replay differs from what it recorded still shows
			// the game as replayed, with a warning.
			s, serr := saves.Load(*load, saves.LoadOptions{})
			if s == nil {
				fmt.Fprintln(stderr, "zulu1879 render:", err)
				return 1
			}
			fmt.Fprintln(stderr, "zulu1879 render: warning:", serr)
			l = &uistate.Loaded{Path: *load, Session: s}
		}
		// Draw the game as it is played: the bots the file records (a
		// file that does not say is drawn as hotseat).
		var warns []string
		players, _, warns = l.Players(ui.Bots(), [2]*uistate.Bot{})
		for _, w := range warns {
			fmt.Fprintln(stderr, "zulu1879 render: warning:", w)
		}
		if l.Campaign != nil {
			flow = uistate.NewFlow(l.Campaign, players)
			sess = l.Campaign.Isandlwana()
		} else {
			sess = l.Session
		}
	} else {
		sess, err = newGameFrom(*scen, *seed, *actions)
		if err != nil {
			fmt.Fprintln(stderr, "zulu1879 render:", err)
			return 1
		}
	}
	if *screen == ui.RenderLedger && (flow == nil || flow.C.Ledger() == nil) {
		fmt.Fprintf(stderr, "zulu1879 render: --screen ledger: %s is not a campaign whose Isandlwana game is over\n", *load)
		return 2
	}
	g := sess.Game()
	m := uistate.NewModel(sess, players)
	if flow != nil {
		m = flow.Model
	}
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
	draw := func(dst *ebiten.Image) { ui.DrawPlay(dst, m, 1) }
	switch *screen {
	case ui.RenderMenu:
		draw = func(dst *ebiten.Image) { ui.DrawMenu(dst, 1, 1879) }
	case ui.RenderLedger:
		draw = func(dst *ebiten.Image) { ui.DrawLedger(dst, flow, 1) }
	case ui.RenderLoad:
		dir := *saveDir
		if dir == "" {
			if dir, err = saves.DefaultDir(); err != nil {
				fmt.Fprintln(stderr, "zulu1879 render:", err)
				return 1
			}
		}
		d := uistate.NewLoadDialog(dir)
		draw = func(dst *ebiten.Image) { ui.DrawDialog(dst, d, 1) }
	}
	if err := ui.RenderFunc(&buf, draw, w, h); err != nil {
		fmt.Fprintln(stderr, "zulu1879 render:", err)
		return 1
	}
	if err := writeFileAtomic(*out, buf.Bytes()); err != nil {
		fmt.Fprintln(stderr, "zulu1879 render:", err)
		return 1
	}
	fmt.Fprintf(stdout, "wrote %s (%dx%d, turn %d, %s; %s)\n", *out, w, h, g.Turn, g.PhaseLabel(), uistate.DescribePlayers(m.Players))
	return 0
}

// renderRorke draws the Rorke's Drift screen: the opening of a game with
// seed, or the game of a Rorke's Drift save or of a campaign file (load).
func renderRorke(load string, seed uint64, out string, w, h int, stdout, stderr io.Writer) int {
	var g *ramparts.Game
	opts := rdui.Options{}
	switch {
	case load == "":
		r, err := campaign.NewRorkeSave(seed, ramparts.Options{})
		if err != nil {
			fmt.Fprintln(stderr, "zulu1879 render:", err)
			return 1
		}
		g = r.G
	default:
		if r, err := campaign.LoadRorke(load); err == nil {
			g = r.G
			break
		} else if l, lerr := uistate.LoadFile(load); lerr == nil && l.Campaign != nil {
			if l.Campaign.Rorke() == nil {
				fmt.Fprintf(stderr, "zulu1879 render: --screen rorke: %s is a campaign still at Isandlwana: it has no Rorke's Drift game yet\n", load)
				return 2
			}
			f := uistate.NewFlow(l.Campaign, [2]*uistate.Bot{})
			g = l.Campaign.Rorke()
			opts = rdui.Options{Title: ui.CampaignRorkeTitle, Ledger: f.SideNote(), Hosted: true}
		} else {
			fmt.Fprintln(stderr, "zulu1879 render:", err)
			return 1
		}
	}
	var buf bytes.Buffer
	if err := rdui.RenderPNG(&buf, g, opts, w, h); err != nil {
		fmt.Fprintln(stderr, "zulu1879 render:", err)
		return 1
	}
	if err := writeFileAtomic(out, buf.Bytes()); err != nil {
		fmt.Fprintln(stderr, "zulu1879 render:", err)
		return 1
	}
	fmt.Fprintf(stdout, "wrote %s (%dx%d, Rorke's Drift, turn %d)\n", out, w, h, g.Turn)
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

// renderHarlechScreen is --screen harlech.
const renderHarlechScreen = "harlech"

// renderHarlech draws the Men of Harlech screen: the opening of a game of
// one player on scenario with seed, or the game of an envelope save.
func renderHarlech(load, scenario string, seed uint64, out string, w, h int, stdout, stderr io.Writer) int {
	var rec *saves.Record
	var err error
	if load != "" {
		rec, err = saves.LoadEnvelope(load)
	} else {
		rec, err = saves.NewRecord(harlech.Rules{}, games.Setup{Scenario: scenario, Seed: seed}, nil)
	}
	if err != nil {
		fmt.Fprintln(stderr, "zulu1879 render:", err)
		return 1
	}
	if rec.Info().ID != harlech.ID {
		fmt.Fprintf(stderr, "zulu1879 render: --screen harlech: %s is a save of %s, not of %s\n", load, rec.Info().ID, harlech.ID)
		return 2
	}
	var buf bytes.Buffer
	if err := harlechui.RenderPNG(&buf, rec, w, h); err != nil {
		fmt.Fprintln(stderr, "zulu1879 render:", err)
		return 1
	}
	if err := writeFileAtomic(out, buf.Bytes()); err != nil {
		fmt.Fprintln(stderr, "zulu1879 render:", err)
		return 1
	}
	fmt.Fprintf(stdout, "wrote %s (%dx%d, Men of Harlech, %s)\n", out, w, h, rec.Summary())
	return 0
}

// renderTacticalScreen is --screen tactical.
const renderTacticalScreen = "tactical"

// tacticalID is the id of the tactical game, drawn by --screen tactical
// even before its rules register it.
const tacticalID = "rorkes-drift-tactical"

// gameScreens maps the games the window draws to their --screen.
var gameScreens = map[string]string{
	"isandlwana":     ui.RenderBoard,
	"rorkes-drift":   ui.RenderRorke,
	"men-of-harlech": renderHarlechScreen,
	tacticalID:       renderTacticalScreen,
	skirmishID:       renderSkirmishScreen,
}

// skirmishID is the id of Rules for Zulu, drawn by --screen skirmish.
const skirmishID = "rorkes-drift-skirmish"

// drawnGames are the ids --game takes, sorted.
func drawnGames() []string {
	ids := make([]string, 0, len(gameScreens))
	for id := range gameScreens {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids
}

// renderTactical draws the tactical Defense of Rorke's Drift screen: the
// opening of a game with seed, the game of an envelope save (load), or the
// hand-made crowded position if demo.
func renderTactical(load string, demo bool, seed uint64, out string, w, h int, stdout, stderr io.Writer) int {
	s, err := tacticalui.NewBuiltin()
	if err != nil {
		fmt.Fprintln(stderr, "zulu1879 render:", err)
		return 1
	}
	var what string
	switch {
	case demo && load != "":
		fmt.Fprintln(stderr, "zulu1879 render: --scenario demo draws a hand-made position; drop --load")
		return 2
	case demo:
		s.Counters = tacticalui.DemoCounters(s.Board.Map, 140, 150)
		s.Board.Marks = tacticalui.DemoMarks(s.Board.Map, s.Counters)
		s.Turn, s.VP = 10, 37
		s.Note = "a hand-made demo position, not a game"
		what = "demo position"
	default:
		rec, err := tacticalRecord(load, seed)
		if err != nil {
			fmt.Fprintln(stderr, "zulu1879 render:", err)
			return 1
		}
		if rec.Info().ID != tacticalID {
			fmt.Fprintf(stderr, "zulu1879 render: --screen tactical: %s is a save of %s, not of %s\n", load, rec.Info().ID, tacticalID)
			return 2
		}
		if err := s.SetView(rec.State().View(games.Omniscient)); err != nil {
			fmt.Fprintln(stderr, "zulu1879 render:", err)
			return 1
		}
		what = fmt.Sprintf("the opening of seed %d", seed)
		if load != "" {
			what = filepath.Base(load)
		}
	}
	var buf bytes.Buffer
	if err := tacticalui.RenderPNG(&buf, s, w, h); err != nil {
		fmt.Fprintln(stderr, "zulu1879 render:", err)
		return 1
	}
	if err := writeFileAtomic(out, buf.Bytes()); err != nil {
		fmt.Fprintln(stderr, "zulu1879 render:", err)
		return 1
	}
	fmt.Fprintf(stdout, "wrote %s (%dx%d, The Defense of Rorke's Drift (tactical), %s, turn %d)\n", out, w, h, what, s.Turn)
	return 0
}

// tacticalRecord is the game of an envelope save, or a new game of the
// tactical Defense of Rorke's Drift with seed.
func tacticalRecord(load string, seed uint64) (*saves.Record, error) {
	if load != "" {
		return saves.LoadEnvelope(load)
	}
	rules, err := games.Lookup(tacticalID)
	if err != nil {
		return nil, err
	}
	return saves.NewRecord(rules, games.Setup{Seed: seed}, nil)
}
