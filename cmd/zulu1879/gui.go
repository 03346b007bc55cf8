package main

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/pprof"
	"time"

	"zulu1879/ai"
	"zulu1879/games"
	"zulu1879/saves"
	"zulu1879/tactical"
	"zulu1879/ui"
	"zulu1879/ui/tacticalui"
	"zulu1879/ui/uistate"
)

func init() {
	defaultCommand = "gui"
	registerBots()
	register(command{
		name:    "gui",
		summary: "open the game window (the default)",
		run:     runGUI,
	})
}

func runGUI(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("gui", "[--size WxH] [--seed N] [--save-dir DIR] [--load FILE | --scenario S --actions FILE] [--quit-after D [--continuous]] [--screen tactical]", "Opens the game window at the start screen, or straight into a hotseat game\nwhen --scenario or --actions is given, or into a save or campaign file with\n--load. --screen tactical opens the board of the tactical Defense of\nRorke's Drift to look at: the opening of --seed (--scenario demo: a\nhand-made crowded position). Games are autosaved at every phase into the save folder; after a\ncrash the start screen offers to resume the newest one. Ctrl+S saves,\nCtrl+O loads.", stderr)
	size := fs.String("size", "1440x900", "window size WIDTHxHEIGHT (logical pixels)")
	seed := fs.Uint64("seed", 0, "seed offered on the start screen and of a game started with --scenario/--actions (default: chosen from the clock)")
	scen := fs.String("scenario", "", "start a hotseat game of this scenario at once")
	actions := fs.String("actions", "", "file of commands played before the window opens (implies --scenario isandlwana)")
	quitAfter := fs.Duration("quit-after", 0, "close by itself after this long and print the frame rate (e.g. 10s)")
	soak := fs.Duration("soak", 0, "drive the window through a scripted tour of both battles, zooms and resizes for this long, printing its memory every 10 s (a memory test)")
	continuous := fs.Bool("continuous", false, "redraw every frame even when nothing changes (with --quit-after, to measure the frame rate)")
	saveDir := fs.String("save-dir", "", "folder of saves and autosaves (default: the user's save folder, e.g. ~/.config/zulu1879/saves)")
	load := fs.String("load", "", "open this save or campaign file")
	memProfile := fs.String("memprofile", "", "write a Go heap profile to this file when the window closes (after a garbage collection)")
	screen := fs.String("screen", "", "open this screen alone: tactical (the tactical Defense of Rorke's Drift's board)")
	if code, done := parseFlags(fs, args); done {
		return code
	}
	if !fs.Changed("seed") {
		*seed = uint64(time.Now().UnixNano() % 1000000)
	}
	if *screen != "" {
		return guiScreen(*screen, *scen, *seed, *size, stderr)
	}
	w, h, err := parseSize(*size)
	if err != nil {
		fmt.Fprintln(stderr, "zulu1879 gui:", err)
		return 2
	}
	o := ui.Options{Width: w, Height: h, Seed: *seed, QuitAfter: *quitAfter, Continuous: *continuous, Soak: *soak, SoakLog: stdout, SaveDir: *saveDir, Version: version}
	if *load != "" && (*scen != "" || *actions != "") {
		fmt.Fprintln(stderr, "zulu1879 gui: --load and --scenario/--actions do not go together: a save carries its own scenario and moves")
		return 2
	}
	if *load != "" {
		l, err := uistate.LoadFile(*load)
		if err != nil {
			fmt.Fprintln(stderr, "zulu1879 gui:", err)
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
			fmt.Fprintln(stderr, "zulu1879 gui:", err)
			return 1
		}
		o.Start = uistate.NewModel(s, [2]*uistate.Bot{})
	}
	st, err := ui.Run(o)
	if err != nil {
		fmt.Fprintln(stderr, "zulu1879 gui:", err)
		return 1
	}
	if *memProfile != "" {
		if err := writeHeapProfile(*memProfile); err != nil {
			fmt.Fprintln(stderr, "zulu1879 gui:", err)
			return 1
		}
	}
	if *quitAfter > 0 {
		fmt.Fprintf(stdout, "frames %d in %.2fs: %.1f FPS (ebiten's measure %.1f)\n", st.Frames, st.Seconds, st.FPS, st.TPS)
	}
	return 0
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

// registerBots offers every bot of package ai on the start screen; each
// game the window starts or loads makes its own instance (bots keep
// per-game caches), through ai.ByName.
func registerBots() {
	for _, name := range ai.Names() {
		b, err := ai.ByName(name)
		if err != nil {
			continue
		}
		name := name
		ui.RegisterBot(name, "the "+name+" bot", ai.About(name), b.Side(), func() uistate.Chooser {
			bot, _ := ai.ByName(name)
			return bot.Choose
		})
	}
}

// guiScreen opens a screen in a window of its own: the tactical board with
// the opening of a game with seed (scen "demo": the hand-made crowded
// position) to look at; playing it is for the window's next slice.
func guiScreen(screen, scen string, seed uint64, size string, stderr io.Writer) int {
	if screen != renderTacticalScreen {
		fmt.Fprintf(stderr, "zulu1879 gui: --screen %q: want tactical\n", screen)
		return 2
	}
	w, h, err := parseSize(size)
	if err != nil {
		fmt.Fprintln(stderr, "zulu1879 gui:", err)
		return 2
	}
	s, err := tacticalui.NewBuiltin()
	if err != nil {
		fmt.Fprintln(stderr, "zulu1879 gui:", err)
		return 1
	}
	if scen == "demo" {
		s.Counters = tacticalui.DemoCounters(s.Board.Map, 140, 150)
		s.Board.Marks = tacticalui.DemoMarks(s.Board.Map, s.Counters)
		s.Turn, s.VP = 10, 37
		s.Note = "a hand-made demo position, not a game"
	} else {
		rec, err := tacticalRecord("", seed)
		if err == nil {
			err = s.SetView(rec.State().View(games.Omniscient))
			// The group commands ask the engine; Enter and E play
			// through the record.
			s.Rules, s.Game = recordGame{rec}, recordGame{rec}
		}
		if err != nil {
			fmt.Fprintln(stderr, "zulu1879 gui:", err)
			return 1
		}
		s.Note = fmt.Sprintf("seed %d · W and Enter man the walls, E ends a phase; the rest is to come", seed)
	}
	if err := tacticalui.Run(s, w, h); err != nil {
		fmt.Fprintln(stderr, "zulu1879 gui:", err)
		return 1
	}
	return 0
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
