package main

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/pprof"
	"strings"
	"time"

	"zulu1879/games"
	rdgame "zulu1879/games/ramparts"
	"zulu1879/saves"
	"zulu1879/skirmish"
	"zulu1879/tactical"
	"zulu1879/ui"
	"zulu1879/ui/harlechui/hstate"
	"zulu1879/ui/skirmishui/skstate"
	"zulu1879/ui/tacticalui"
	"zulu1879/ui/tacticalui/tstate"
	"zulu1879/ui/uistate"
)

func init() {
	defaultCommand = "gui"
	register(command{
		name:    "gui",
		summary: "open the game window (the default)",
		run:     runGUI,
		runImplied: func(args []string, stdout, stderr io.Writer) int {
			return runGUIAs("zulu1879", args, stdout, stderr)
		},
	})
}

func runGUI(args []string, stdout, stderr io.Writer) int {
	return runGUIAs("zulu1879 gui", args, stdout, stderr)
}

// runGUIAs is the gui command called prog on the command line ("zulu1879
// gui", or "zulu1879" alone): its messages begin with prog.
func runGUIAs(prog string, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("gui", "[--size WxH] [--seed N] [--save-dir DIR] [--load FILE | --scenario S --actions FILE] [--quit-after D [--continuous]] [--screen GAME [--play SIDE]]", "Opens the game window at the start screen, or straight into a hotseat game\nwhen --scenario or --actions is given, or into a save or campaign file with\n--load. --screen opens one game at once, a new game of --seed: tactical\n(the tactical Defense of Rorke's Drift, your side given by --play, or\n--load an envelope save of it; --scenario demo: a hand-made crowded\nposition to look at), skirmish (Rules for Zulu, --play as for tactical,\n--scenario one of its scenarios), harlech (Men of Harlech for one player,\n--scenario level-1 to level-7 or random) or ramparts (Zulus on the\nRamparts! alone). Games are autosaved at every phase into the save folder;\nafter a crash the start screen offers to resume the newest one. Ctrl+S\nsaves, Ctrl+O loads, Esc opens the menu.\n\nA window smaller than 800x560 opens at 800x560, with a note on stderr:\nbelow it the bars would overlap.", stdout, stderr)
	size := fs.String("size", "1440x900", "window size WIDTHxHEIGHT (logical pixels; at least 800x560)")
	seed := fs.Uint64("seed", 0, "seed offered on the start screen and of a game started with --scenario/--actions (default: chosen from the clock)")
	scen := fs.String("scenario", "", "start a hotseat game of this scenario at once")
	actions := fs.String("actions", "", "file of commands played before the window opens (implies --scenario isandlwana)")
	quitAfter := fs.Duration("quit-after", 0, "close by itself after this long and print the frame rate (e.g. 10s)")
	soak := fs.Duration("soak", 0, "drive the window through a scripted tour of both battles, zooms and resizes for this long, printing its memory every 10 s (a memory test)")
	continuous := fs.Bool("continuous", false, "redraw every frame even when nothing changes (with --quit-after, to measure the frame rate)")
	saveDir := fs.String("save-dir", "", "folder of saves and autosaves (default: the user's save folder, e.g. ~/.config/zulu1879/saves)")
	load := fs.String("load", "", "open this save or campaign file")
	memProfile := fs.String("memprofile", "", "write a Go heap profile to this file when the window closes (after a garbage collection); with --soak also to FILE.1m after the first minute and every 4 minutes after (FILE.5m, …)")
	screen := fs.String("screen", "", "open one game at once: "+strings.Join(guiScreens, ", ")+" (see above)")
	seats := fs.String("play", "british", "with --screen tactical or skirmish, the side you play: british or zulu (a bot plays the other), hotseat (both), or watch (bots play both)")
	if code, done := parseFlagsAs(fs, args, prog); done {
		return code
	}
	if !fs.Changed("seed") {
		*seed = uint64(time.Now().UnixNano() % 1000000)
	}
	w, h, err := windowSize(*size, stderr, prog)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return 2
	}
	if *screen != "" {
		return guiScreen(prog, *screen, *scen, *seed, w, h, tacticalSeats{play: *seats, load: *load, dir: *saveDir, quitAfter: *quitAfter}, stdout, stderr)
	}
	o := ui.Options{Width: w, Height: h, Seed: *seed, QuitAfter: *quitAfter, Continuous: *continuous, Soak: *soak, SoakLog: stdout, SaveDir: *saveDir, Version: version}
	if *soak > 0 && *memProfile != "" {
		// A soak also writes profiles along the way (FILE.1m, FILE.5m,
		// …), to compare with the one at the end (go tool pprof -base).
		o.SoakProfile = *memProfile
	}
	if *load != "" && (*scen != "" || *actions != "") {
		fmt.Fprintf(stderr, "%s: --load and --scenario/--actions do not go together: a save carries its own scenario and moves\n", prog)
		return 2
	}
	if *load != "" {
		l, err := uistate.LoadFile(*load)
		if err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", prog, err)
			return 1
		}
		o.Load = l
	}
	if *scen != "" || *actions != "" {
		if *scen == "" {
			*scen = "isandlwana"
		}
		s, err := newGameFrom(*scen, *seed, *actions)
		if err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", prog, err)
			return 1
		}
		o.Start = uistate.NewModel(s, [2]*uistate.Bot{})
	}
	st, err := ui.Run(o)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return 1
	}
	if *memProfile != "" {
		if err := writeHeapProfile(*memProfile); err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", prog, err)
			return 1
		}
	}
	if *quitAfter > 0 {
		fmt.Fprintf(stdout, "frames %d in %.2fs: %.1f FPS (ebiten's measure %.1f)\n", st.Frames, st.Seconds, st.FPS, st.TPS)
	}
	return 0
}

// windowSize reads --size. A size below the window's minimum is not an
// error: the window opens at the minimum (it cannot be smaller) and a note
// on stderr says so, naming prog.
func windowSize(size string, stderr io.Writer, prog string) (int, int, error) {
	w, h, err := parseSize(size)
	if err != nil {
		return 0, 0, err
	}
	if w < ui.MinWidth || h < ui.MinHeight {
		nw, nh := max(w, ui.MinWidth), max(h, ui.MinHeight)
		fmt.Fprintf(stderr, "%s: window size %dx%d is below the minimum %dx%d; using %dx%d\n", prog, w, h, ui.MinWidth, ui.MinHeight, nw, nh)
		w, h = nw, nh
	}
	return w, h, nil
}

// writeHeapProfile writes the Go heap's live objects, after a collection,
// to path (read it with go tool pprof).
func writeHeapProfile(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	runtime.GC()
	if err := pprof.WriteHeapProfile(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// tacticalSeats is how gui --screen tactical plays: the side the person
// plays (british, zulu, hotseat, watch), a save to load, the save folder.
type tacticalSeats struct {
	play, load, dir string
	quitAfter       time.Duration // close by itself after this long (0: never)
}

// players turns --play into who plays each seat (tstate.NewGame's).
func (t tacticalSeats) players() (british, zulu string, err error) {
	switch t.play {
	case "british", "":
		return tstate.Person, "default", nil
	case "zulu", "zulus":
		return "default", tstate.Person, nil
	case "hotseat":
		return tstate.Person, tstate.Person, nil
	case "watch":
		return "default", "default", nil
	}
	return "", "", fmt.Errorf("--play %q: want british, zulu, hotseat or watch", t.play)
}

// guiScreens are the games --screen opens.
var guiScreens = []string{renderTacticalScreen, "skirmish", "harlech", "ramparts"}

// guiScreen opens one game in the window at once: the tactical game, the
// skirmish, Men of Harlech or Zulus on the Ramparts!, a new game of seed
// (the tactical game: played as seats says, or the save it names),
// autosaved into the save folder after every action, Ctrl+S saving, Esc
// the menu; for the tactical game scen "demo" shows the hand-made crowded
// position instead.
func guiScreen(prog, screen, scen string, seed uint64, w, h int, seats tacticalSeats, stdout, stderr io.Writer) int {
	fail := func(code int, err error) int {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return code
	}
	var rec *saves.Record
	var err error
	switch screen {
	case renderTacticalScreen:
		if scen == "demo" {
			s, err := tacticalui.NewBuiltin()
			if err != nil {
				return fail(1, err)
			}
			s.Counters = tacticalui.DemoCounters(s.Board.Map, 140, 150)
			s.Board.Marks = tacticalui.DemoMarks(s.Board.Map, s.Counters)
			s.Turn, s.VP = 10, 37
			s.Note = "a hand-made demo position, not a game"
			if err := tacticalui.Run(s, w, h); err != nil {
				return fail(1, err)
			}
			return 0
		}
		rec, err = seats.record(seed)
	case "skirmish":
		var b, z string
		if b, z, err = seats.players(); err == nil {
			if scen == "" {
				scen = skirmish.ScenarioNames[0]
			}
			rec, err = skstate.NewGame(scen, seed, b, z)
		}
	case "harlech":
		level := 1
		switch {
		case scen == "random":
			level = 0
		case scen != "":
			if _, e := fmt.Sscanf(scen, "level-%d", &level); e != nil || level < 1 || level > 7 {
				return fail(2, fmt.Errorf("--scenario %q: want level-1 to level-7, or random", scen))
			}
		}
		rec, err = hstate.NewGame(1, level, seed, nil)
	case "ramparts":
		rec, err = saves.NewRecord(rdgame.Rules{}, games.Setup{Scenario: "standard", Seed: seed}, nil)
	default:
		return fail(2, fmt.Errorf("--screen %q: want one of %s", screen, strings.Join(guiScreens, ", ")))
	}
	if err != nil {
		return fail(1, err)
	}
	// The game opens in the main window, on its screen: the shell's
	// autosave, Ctrl+S, Esc to the menu, and its frame pacing (a window
	// waiting for the player draws nothing).
	o := ui.Options{Width: w, Height: h, Seed: seed, SaveDir: seats.dir, Version: version, QuitAfter: seats.quitAfter}
	if screen == renderTacticalScreen {
		o.Tactical = rec
	} else {
		o.Record = rec
	}
	st, err := ui.Run(o)
	if err != nil {
		return fail(1, err)
	}
	if seats.quitAfter > 0 {
		fmt.Fprintf(stdout, "frames %d in %.2fs: %.1f FPS (ebiten's measure %.1f)\n", st.Frames, st.Seconds, st.FPS, st.TPS)
	}
	return 0
}

// record is the game seats names: the save seats.load names, or a new one
// with seed played as seats.play says.
func (seats tacticalSeats) record(seed uint64) (*saves.Record, error) {
	if seats.load != "" {
		return tacticalRecord(seats.load, 0)
	}
	b, z, err := seats.players()
	if err != nil {
		return nil, err
	}
	return tstate.NewGame(seed, b, z)
}

// recordGame plays a recorded game for the tactical screen: its actions go
// through the record, so that it stays replayable.
type recordGame struct{ rec *saves.Record }

func (g recordGame) Apply(action string) error { return g.rec.Apply(action, "") }

func (g recordGame) View(seat games.Seat) any { return g.rec.State().View(seat) }

// Dangers and Moves ask the game as it stands now.
func (g recordGame) Dangers(id string) ([]string, error) {
	t, ok := g.rec.State().(*tactical.Game)
	if !ok {
		return nil, fmt.Errorf("not a tactical game")
	}
	return t.Dangers(id)
}

func (g recordGame) Moves(id string) ([]tactical.Move, error) {
	t, ok := g.rec.State().(*tactical.Game)
	if !ok {
		return nil, fmt.Errorf("not a tactical game")
	}
	return t.Moves(id)
}
