package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	ai "zulu1879/ai/isandlwana"
	"zulu1879/isandlwana"
	"zulu1879/saves"
	"zulu1879/textui"
)

func init() {
	register(command{
		name:    "text",
		summary: "alias of play isandlwana, going in the next release (takes the text flags of before)",
		run: func(args []string, stdout, stderr io.Writer) int {
			return runText(args, os.Stdin, stdout, stderr)
		},
	})
}

// textSynopsis is the help text of the text command.
const textSynopsis = `Plays Last Stand at Isandlwana at one terminal: two players (hotseat), or
one player against a bot (--zulu rule9 is the rulebook's solitaire game), or
two bots to the end as a demonstration. Each line is one command: a move in
the game's notation (type help in the game) or a meta-command such as legal,
do N, board, units, odds, save FILE, load FILE, undo or quit.

--campaign plays the whole day (Isandlwana, the ledger, Rorke's Drift; the
same as zulu1879 campaign) and --scenario rorkes-drift plays Rorke's Drift
alone (the same as zulu1879 rorke); the flags of those commands apply.

After every command that changes the game (a move and the bots' replies
to it, undo, load) it is saved automatically into the save folder
(--save-dir; auto-*.json, the newest 20 kept); --resume continues the newest
of those saves that loads, after a quit or a crash, and --load FILE a save
of your own. A failing autosave is reported once and play goes on;
--autosave=false turns it off. Saves record who played each side: a
loaded game is played by the same bots again unless --zulu or --british
is given (then those flags decide both sides; --zulu= or --british= with
no name is a person).

When commands come from a pipe or a file instead of a terminal, each one is
echoed after its prompt so that the output reads as a transcript; the end of
the input ends the session.`

// runText is the text command with its input made explicit (tests feed it
// scripts).
func runTextLoop(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	// The other two ways to play in a terminal are reached from here too:
	// text --campaign is the campaign command, text --scenario rorkes-drift
	// the rorke command, with the rest of the flags passed on.
	for k, a := range args {
		rest := append(append([]string(nil), args[:k]...), args[k+1:]...)
		switch {
		case a == "--campaign":
			return runCampaignLoop(rest, stdin, stdout, stderr)
		case a == "--scenario=rorkes-drift":
			return runRorkeLoop(rest, stdin, stdout, stderr)
		case a == "--scenario" && k+1 < len(args) && args[k+1] == "rorkes-drift":
			return runRorkeLoop(append(append([]string(nil), args[:k]...), args[k+2:]...), stdin, stdout, stderr)
		}
	}
	fs := newFlags("text", "[--seed N] [--scenario ID|FILE] [--zulu BOT] [--british BOT] [--load FILE|--resume] [--save-dir DIR] [--board=false]", textSynopsis, stderr)
	seed := fs.Uint64("seed", 0, "dice seed; the same seed and commands replay the same game (default: chosen from the clock and printed)")
	scen := fs.String("scenario", "isandlwana", "built-in scenario (isandlwana, isandlwana-free) or a scenario .json file")
	board := fs.Bool("board", true, "show the board at the start of every phase (type board to see it any time)")
	load := fs.String("load", "", "continue the game saved in this file")
	resume := fs.Bool("resume", false, "continue the newest autosave of the save folder")
	saveDir := fs.String("save-dir", "", "folder of the autosaves (default: zulu1879/saves in your configuration folder, e.g. ~/.config/zulu1879/saves)")
	autosave := fs.Bool("autosave", true, "save the game into the save folder after every command that changes it")
	zuluBot := fs.String("zulu", "", "let a bot play the Zulus: "+strings.Join(ai.NamesFor(isandlwana.Zulu), ", ")+" (rule9 is the rulebook's solitaire procedure)")
	britBot := fs.String("british", "", "let a bot play the British: "+strings.Join(ai.NamesFor(isandlwana.British), ", "))
	// Not parseFlags: with ContinueOnError pflag prints nothing for a bad
	// flag, so say what was wrong here.
	if code, done := parseFlags(fs, args); done {
		return code
	}
	usageErr := func(format string, args ...any) int {
		fmt.Fprintf(stderr, "zulu1879 text: "+format+" (see zulu1879 text --help)\n", args...)
		return 2
	}
	switch {
	case fs.NArg() > 0:
		return usageErr("unexpected argument %q (commands are read from standard input)", fs.Arg(0))
	case *load != "" && *resume:
		return usageErr("--load and --resume both name a game to continue; give one")
	case (*load != "" || *resume) && (fs.Changed("seed") || fs.Changed("scenario")):
		return usageErr("a saved game keeps its own seed and scenario; drop --seed and --scenario with --load or --resume")
	}
	var zb, bb ai.Bot
	var err error
	if *zuluBot != "" {
		if zb, err = ai.ForSide(*zuluBot, isandlwana.Zulu); err != nil {
			return usageErr("--zulu: %v", err)
		}
	}
	if *britBot != "" {
		if bb, err = ai.ForSide(*britBot, isandlwana.British); err != nil {
			return usageErr("--british: %v", err)
		}
	}
	dir := *saveDir
	if dir == "" && (*autosave || *resume) {
		if dir, err = saves.DefaultDir(); err != nil {
			fmt.Fprintf(stderr, "zulu1879 text: %v\n", err)
			return 1
		}
	}

	// Explicit bot flags decide both sides; without them a loaded save
	// brings the players it records.
	explicitBots := fs.Changed("zulu") || fs.Changed("british")
	var sv *saves.Session
	opening, loadedFrom := "", ""
	switch {
	case *resume:
		path, s, err := saves.Latest(dir)
		if err != nil {
			if errors.Is(err, saves.ErrNoSave) {
				fmt.Fprintf(stderr, "zulu1879 text: --resume: no autosave that loads in %s; start a new game without --resume\n", dir)
			} else {
				fmt.Fprintf(stderr, "zulu1879 text: --resume: %v\n", err)
			}
			return 1
		}
		sv, opening, loadedFrom = s, fmt.Sprintf("Resumed the newest autosave, %s: %s.\n", path, s.Summary()), path
	case *load != "":
		s, err := saves.Load(*load, saves.LoadOptions{Continue: true})
		if err != nil {
			fmt.Fprintf(stderr, "zulu1879 text: %v\n", err)
			return 1
		}
		sv, opening, loadedFrom = s, fmt.Sprintf("Loaded %s: %s.\n", *load, s.Summary()), *load
	default:
		if !fs.Changed("seed") {
			*seed = uint64(time.Now().UnixNano())
		}
		if sv, err = saves.Start(*scen, *seed, isandlwana.Options{}); err != nil {
			fmt.Fprintf(stderr, "zulu1879 text: %v\n", err)
			return 1
		}
	}

	sess := textui.NewRecorded(sv, version, stdout)
	sess.AutoBoard = *board
	sess.Echo = !isTerminal(stdin)
	sess.Zulu, sess.British = zb, bb
	sess.KeepBots = explicitBots
	if *autosave {
		a, err := saves.NewAutosaver(dir, version, saves.DefaultKeep)
		if err != nil {
			// Autosaving never stops a game.
			fmt.Fprintf(stderr, "zulu1879 text: autosave is off: %v\n", err)
		} else {
			sess.SetAutosaver(a)
		}
	}
	if opening == "" {
		sess.Start()
	} else {
		fmt.Fprintf(stdout, "%s", opening)
		if !explicitBots {
			sess.TakeRecordedBots(sv, filepath.Base(loadedFrom), "players")
		}
		if *resume {
			// The newest autosave is this game: nothing to write until it
			// changes. A game from --load is autosaved at once (Resume).
			sess.AutosaveHolds()
		}
		if n := sv.Note(); n != "" {
			fmt.Fprintf(stdout, "Note: %s.\n", n)
		}
		if n := sv.DataNote(); n != "" {
			fmt.Fprintf(stdout, "Note: %s.\n", n)
		}
		sess.Resume()
	}
	if sess.Zulu != nil && sess.British != nil {
		// Bot against bot: the game was played to the end above.
		return 0
	}
	_, runErr := sess.Run(stdin)
	// Every change was autosaved after its command; try once more if the
	// last try failed, and say how to continue an unfinished game.
	sess.Autosave()
	if sess.Autosaved() && !sess.G.Over() {
		fmt.Fprintf(stdout, "Autosaved: zulu1879 text --resume continues this game.\n")
	}
	if runErr != nil {
		fmt.Fprintf(stderr, "zulu1879 text: %v\n", runErr)
		return 1
	}
	return 0
}

// isTerminal reports whether r is an interactive terminal (a character
// device); pipes, files and test buffers are not.
func isTerminal(r io.Reader) bool {
	f, ok := r.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	if err != nil {
		return false
	}
	return st.Mode()&os.ModeCharDevice != 0
}
