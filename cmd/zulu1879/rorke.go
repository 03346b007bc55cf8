package main

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/spf13/pflag"

	"zulu1879/dice"
	"zulu1879/rdtext"
	"zulu1879/rorkesdrift"
)

func init() {
	register(command{
		name:    "rorke",
		summary: "play Rorke's Drift alone in the terminal (the game moves the Zulus)",
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
ibuthos, chits, vp, log or quit.

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
func (f rorkeFlags) options() rorkesdrift.Options {
	o := rorkesdrift.Options{
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

// runRorke is the rorke command with its input made explicit (tests feed
// it scripts).
func runRorke(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("rorke [--seed N] [--optional-cards] [--cards 32,40] [--board=false]", rorkeSynopsis, stderr)
	seed := fs.Uint64("seed", 0, "dice seed; the same seed and commands replay the same game (default: chosen from the clock and printed)")
	board := fs.Bool("board", true, "show the board at the start of every turn (type board to see it any time)")
	rf := addRorkeFlags(fs)
	if err := fs.Parse(args); err != nil {
		if err == pflag.ErrHelp {
			return 0
		}
		fmt.Fprintf(stderr, "zulu1879 rorke: %v (see zulu1879 rorke --help)\n", err)
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "zulu1879 rorke: unexpected argument %q (commands are read from standard input)\n", fs.Arg(0))
		return 2
	}
	if !fs.Changed("seed") {
		*seed = uint64(time.Now().UnixNano())
	}
	g, err := rorkesdrift.New(rf.options(), dice.NewSeeded(*seed))
	if err != nil {
		fmt.Fprintf(stderr, "zulu1879 rorke: %v\n", err)
		return 2
	}
	fmt.Fprintf(stdout, "Seed %d.\n", *seed)
	sess := rdtext.NewSession(g, stdout)
	sess.AutoBoard = *board
	sess.Echo = !isTerminal(stdin)
	sess.Start()
	if _, err := sess.Run(stdin); err != nil {
		fmt.Fprintf(stderr, "zulu1879 rorke: %v\n", err)
		return 1
	}
	return 0
}
