package main

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/pprof"
	"time"

	"zulu1879/games"
	"zulu1879/saves"
	"zulu1879/tactical"
	"zulu1879/ui"
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
	})
}

func runGUI(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("gui", "[--size WxH] [--seed N] [--save-dir DIR] [--load FILE | --scenario S --actions FILE] [--quit-after D [--continuous]] [--screen tactical [--play SIDE]]", "Opens the game window at the start screen, or straight into a hotseat game\nwhen --scenario or --actions is given, or into a save or campaign file with\n--load. --screen tactical plays the tactical Defense of Rorke's\nDrift in a window of its own: a game of --seed, your side given by --play,\nor --load an envelope save of it (--scenario demo: a hand-made crowded\nposition to look at). Games are autosaved at every phase into the save folder; after a\ncrash the start screen offers to resume the newest one. Ctrl+S saves,\nCtrl+O loads.", stderr)
	size := fs.String("size", "1440x900", "window size WIDTHxHEIGHT (logical pixels)")
	seed := fs.Uint64("seed", 0, "seed offered on the start screen and of a game started with --scenario/--actions (default: chosen from the clock)")
	scen := fs.String("scenario", "", "start a hotseat game of this scenario at once")
	actions := fs.String("actions", "", "file of commands played before the window opens (implies --scenario isandlwana)")
	quitAfter := fs.Duration("quit-after", 0, "close by itself after this long and print the frame rate (e.g. 10s)")
	soak := fs.Duration("soak", 0, "drive the window through a scripted tour of both battles, zooms and resizes for this long, printing its memory every 10 s (a memory test)")
	continuous := fs.Bool("continuous", false, "redraw every frame even when nothing changes (with --quit-after, to measure the frame rate)")
	saveDir := fs.String("save-dir", "", "folder of saves and autosaves (default: the user's save folder, e.g. ~/.config/zulu1879/saves)")
	load := fs.String("load", "", "open this save or campaign file")
	memProfile := fs.String("memprofile", "", "write a Go heap profile to this file when the window closes (after a garbage collection); with --soak also to FILE.1m after the first minute and every 4 minutes after (FILE.5m, …)")
	screen := fs.String("screen", "", "open this screen alone: tactical (the tactical Defense of Rorke's Drift: a game, --scenario demo a hand-made position)")
	seats := fs.String("play", "british", "with --screen tactical, the side you play: british or zulu (a bot plays the other), hotseat (both), or watch (bots play both)")
	if code, done := parseFlags(fs, args); done {
		return code
	}
	if !fs.Changed("seed") {
		*seed = uint64(time.Now().UnixNano() % 1000000)
	}
	if *screen != "" {
		return guiScreen(*screen, *scen, *seed, *size, tacticalSeats{play: *seats, load: *load, dir: *saveDir}, stderr)
	}
	w, h, err := parseSize(*size)
	if err != nil {
		fmt.Fprintln(stderr, "zulu1879 gui:", err)
		return 2
	}
	o := ui.Options{Width: w, Height: h, Seed: *seed, QuitAfter: *quitAfter, Continuous: *continuous, Soak: *soak, SoakLog: stdout, SaveDir: *saveDir, Version: version}
	if *soak > 0 && *memProfile != "" {
		// A soak also writes profiles along the way (FILE.1m, FILE.5m,
		// …), to compare with the one at the end (go tool pprof -base).
		o.SoakProfile = *memProfile
	}
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

// tacticalSeats is how gui --screen tactical plays: the side the person
// plays (british, zulu, hotseat, watch), a save to load, the save folder.
type tacticalSeats struct{ play, load, dir string }

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

// guiScreen opens a screen in a window of its own: the tactical game with
// seed played as seats says (or the save it names), autosaved into the
// save folder after every action, Ctrl+S saving; scen "demo" shows the
// hand-made crowded position instead.
func guiScreen(screen, scen string, seed uint64, size string, seats tacticalSeats, stderr io.Writer) int {
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
		// A game opens in the main window, on the tactical screen: the
		// shell's autosave, Ctrl+S, Esc to the start screen, and its frame
		// pacing (a window waiting for the player draws nothing).
		rec, err := seats.record(seed)
		if err != nil {
			fmt.Fprintln(stderr, "zulu1879 gui:", err)
			return 1
		}
		if _, err := ui.Run(ui.Options{Width: w, Height: h, Seed: seed, Tactical: rec, SaveDir: seats.dir, Version: version}); err != nil {
			fmt.Fprintln(stderr, "zulu1879 gui:", err)
			return 1
		}
		return 0
	}
	if err := tacticalui.Run(s, w, h); err != nil {
		fmt.Fprintln(stderr, "zulu1879 gui:", err)
		return 1
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
