package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"zulu1879/campaign"
	"zulu1879/ramparts"
	"zulu1879/rdtext"
	"zulu1879/textui"
)

func init() {
	register(command{
		name:    "rorke",
		summary: "alias of play rorkes-drift, going in the next release (takes the rorke flags of before)",
		run: func(args []string, stdout, stderr io.Writer) int {
			return runRorke(args, os.Stdin, stdout, stderr)
		},
	})
}

// rorkeSynopsis is the help text of the rorke command.
const rorkeSynopsis = `Plays Rorke's Drift, the solitaire siege of the mission station: you
defend the post with your cards while the game draws iMpi chits and moves
the four iButhos toward the wall. Each line is one command: a move in the
game's notation (type help in the game) or legal, do N, board, cards, card NN,
ibuthos, chits, vp, log, save FILE, load FILE or quit.

"save FILE" writes the game to FILE (--save FILE names the file of a bare
"save"); --load FILE, or "load FILE" during a game, continues it. After every command that changes the game
it is also saved into the save folder (--save-dir; rorke-auto-*.json, the
newest 20 kept) and --resume continues the newest of those that loads, after
a quit or a crash. A failing autosave is reported once and play goes on;
--autosave=false turns it off.

When commands come from a pipe or a file, each one is echoed after its
prompt so that the output reads as a transcript.`

// rorkeFlags are the optional rules shared by the rorke and campaign
// commands.
type rorkeFlags struct {
	optional *bool
	cards    *[]int
	stronger *bool
	melee    *bool
	morning  *bool
	officers *bool
}

func addRorkeFlags(fs *pflag.FlagSet) rorkeFlags {
	return rorkeFlags{
		optional: fs.Bool("optional-cards", false, "shuffle all the optional cards #32-#50 into the deck (12.3, -1 VP each)"),
		cards:    fs.IntSlice("cards", nil, "shuffle only these optional cards into the deck, e.g. --cards 32,40 (12.3, -1 VP each)"),
		stronger: fs.Bool("stronger-ibuthos", false, "each iButho adds its gold-striped Hit marker (12.1)"),
		melee:    fs.Bool("melee", false, "melee combat: cards #24 and #25 ignore the night at close range (12.2, -1 VP)"),
		morning:  fs.Bool("morning-attack", false, "the Zulus attack at dawn when the iMpi cup runs dry (12.4)"),
		officers: fs.Bool("officers", false, "no Seniority Debate chit; Adendorff is no Lieutenant (12.5, -2 VP)"),
	}
}

// options turns the flags into engine options.
func (f rorkeFlags) options() ramparts.Options {
	o := ramparts.Options{
		StrongerIButhos: *f.stronger, MeleeCombat: *f.melee, MorningAttack: *f.morning, Officers: *f.officers,
	}
	if *f.optional {
		for id := 32; id <= 50; id++ {
			o.OptionalCards = append(o.OptionalCards, id)
		}
	} else {
		o.OptionalCards = append(o.OptionalCards, (*f.cards)...)
	}
	return o
}

// rorkeSaveHelp is added to the in-game help of the rorke command.
const rorkeSaveHelp = `Saving:
  save [FILE]              write the game to FILE, or to the --save file
  load FILE                continue the game saved in FILE instead of this one`

// rorkeRun is one game of Rorke's Drift played alone in the terminal, with
// its saves.
type rorkeRun struct {
	r        *campaign.RorkeSave
	sess     *rdtext.Session
	saveFile string
	// auto writes the autosaves (nil: off); autoAt is the number of actions
	// the newest of them holds (-1: none written or resumed).
	auto       *campaign.Autosaver
	autoAt     int
	autoNotice textui.AutosaveNotice
}

// runRorke is the rorke command with its input made explicit (tests feed
// it scripts).
func runRorkeLoop(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("rorke", "[--seed N] [--optional-cards] [--cards 32,40] [--save FILE] [--load FILE|--resume] [--save-dir DIR] [--board=false]", rorkeSynopsis, stderr)
	seed := fs.Uint64("seed", 0, "dice seed; the same seed and commands replay the same game (default: chosen from the clock and printed)")
	board := fs.Bool("board", true, "show the board at the start of every turn (type board to see it any time)")
	save := fs.String("save", "", "file written by \"save\" without a name")
	load := fs.String("load", "", "continue the game saved in this file")
	resume := fs.Bool("resume", false, "continue the newest Rorke's Drift autosave of the save folder")
	saveDir := fs.String("save-dir", "", "folder of the autosaves (default: zulu1879/saves in your configuration folder, e.g. ~/.config/zulu1879/saves)")
	autosave := fs.Bool("autosave", true, "save the game into the save folder after every command that changes it")
	rf := addRorkeFlags(fs)
	if code, done := parseFlags(fs, args); done {
		return code
	}
	usageErr := func(format string, args ...any) int {
		fmt.Fprintf(stderr, "zulu1879 rorke: "+format+" (see zulu1879 rorke --help)\n", args...)
		return 2
	}
	if fs.NArg() > 0 {
		return usageErr("unexpected argument %q (commands are read from standard input)", fs.Arg(0))
	}
	if *load != "" && *resume {
		return usageErr("--load and --resume both name a game to continue; give one")
	}
	if *load != "" || *resume {
		for _, f := range []string{"seed", "optional-cards", "cards", "stronger-ibuthos", "melee", "morning-attack", "officers"} {
			if fs.Changed(f) {
				return usageErr("a saved game keeps its own seed and options; drop --%s with --load or --resume", f)
			}
		}
	}
	dir, auto, ok := autosaveFolder("rorke", *saveDir, campaign.RorkeAutoPrefix, *autosave, *resume, stderr)
	if !ok {
		return 1
	}
	run := &rorkeRun{saveFile: *save, auto: auto, autoAt: -1}
	opening := ""
	switch {
	case *resume:
		path, r, err := campaign.LatestRorke(dir)
		if err != nil {
			return resumeFailed(stderr, "rorke", "Rorke's Drift autosave", "game", dir, err)
		}
		run.r, run.autoAt = r, r.Len()
		opening = fmt.Sprintf("Resumed the newest Rorke's Drift autosave, %s: %s.\n", path, r.Summary())
	case *load != "":
		r, err := campaign.LoadRorke(*load)
		if err != nil {
			fmt.Fprintf(stderr, "zulu1879 rorke: %v\n", err)
			return 1
		}
		run.r = r
		opening = fmt.Sprintf("Loaded %s: %s.\n", *load, r.Summary())
	default:
		if !fs.Changed("seed") {
			*seed = uint64(time.Now().UnixNano())
		}
		r, err := campaign.NewRorkeSave(*seed, rf.options())
		if err != nil {
			fmt.Fprintf(stderr, "zulu1879 rorke: %v\n", err)
			return 2
		}
		run.r = r
	}
	sess := rdtext.NewSession(run.r.G, stdout)
	sess.AutoBoard = *board
	sess.Echo = !isTerminal(stdin)
	sess.Apply = run.r.Apply
	sess.Extra = run.extra
	sess.ExtraHelp = rorkeSaveHelp
	sess.AfterExec = run.autosaveNow
	run.sess = sess
	if opening == "" {
		fmt.Fprintf(stdout, "Seed %d.\n", *seed)
		sess.Start()
	} else {
		fmt.Fprintf(stdout, "%s", opening)
		sess.Resume()
	}
	_, err := sess.Run(stdin)
	run.autosaveNow()
	if run.auto != nil && !run.r.G.Over() && run.autoAt == run.r.Len() && run.autoAt > 0 {
		fmt.Fprintf(stdout, "Autosaved: zulu1879 rorke --resume continues this game.\n")
	}
	if err != nil {
		fmt.Fprintf(stderr, "zulu1879 rorke: %v\n", err)
		return 1
	}
	return 0
}

// extra runs "save [FILE]" and "load FILE".
func (run *rorkeRun) extra(verb string, args []string) bool {
	fail := func(format string, args ...any) {
		fmt.Fprintf(run.sess.Out, "error: %s\n", strings.ReplaceAll(fmt.Sprintf(format, args...), "\n", " "))
	}
	switch verb {
	case "save":
	case "load":
		run.load(args, fail)
		return true
	default:
		return false
	}
	path := run.saveFile
	switch {
	case len(args) == 1:
		path = args[0]
	case len(args) > 1:
		fail("save: expected \"save FILE\" (one file name without spaces)")
		return true
	case path == "":
		fail("save: name the file: save FILE (or start with --save FILE)")
		return true
	}
	if err := run.r.Save(path, version); err != nil {
		fail("save: %v", err)
		return true
	}
	fmt.Fprintf(run.sess.Out, "Saved the game to %s: %s.\n", path, run.r.Summary())
	return true
}

// load runs "load FILE": a good Rorke's Drift save replaces the game (the
// next autosave holds it); a bad one is reported in one line and the
// current game goes on.
func (run *rorkeRun) load(args []string, fail func(string, ...any)) {
	if len(args) != 1 {
		fail("load: expected \"load FILE\" (one file name without spaces)")
		return
	}
	r, err := campaign.LoadRorke(args[0])
	if err != nil {
		fail("load: %v; the current game goes on", err)
		return
	}
	run.r, run.autoAt = r, -1
	fmt.Fprintf(run.sess.Out, "Loaded %s: %s.\n", args[0], r.Summary())
	run.sess.Switch(r.G, r.Apply)
}

// autosaveNow writes an autosave when the game changed since the last one
// (not before the first move). A failure is reported once; play goes on.
func (run *rorkeRun) autosaveNow() {
	if run.auto == nil || run.r.Len() == 0 || run.r.Len() == run.autoAt {
		return
	}
	if _, err := run.auto.SaveRorke(run.r); err == nil {
		run.autoAt = run.r.Len()
	}
	run.autoNotice.Report(run.sess.Out, run.auto.Dir, run.auto.Err)
}
