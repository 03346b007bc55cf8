package main

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/spf13/pflag"

	"zulu1879/game"
	"zulu1879/scenarios"
	"zulu1879/textui"
)

func init() {
	register(command{
		name:    "text",
		summary: "play in the terminal (hotseat), or replay a command script from a pipe",
		run: func(args []string, stdout, stderr io.Writer) int {
			return runText(args, os.Stdin, stdout, stderr)
		},
	})
}

// textSynopsis is the help text of the text command.
const textSynopsis = `Plays Last Stand at Isandlwana for two players at one terminal. Each line
is one command: a move in the game's notation (type help in the game) or a
meta-command such as legal, do N, board, units, odds or quit.

When commands come from a pipe or a file instead of a terminal, each one is
echoed after its prompt so that the output reads as a transcript; the end of
the input ends the session.`

// runText is the text command with its input made explicit (tests feed it
// scripts).
func runText(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("text [--seed N] [--scenario ID|FILE] [--board=false]", textSynopsis, stderr)
	seed := fs.Uint64("seed", 0, "dice seed; the same seed and commands replay the same game (default: chosen from the clock and printed)")
	scen := fs.String("scenario", "isandlwana", "built-in scenario (isandlwana, isandlwana-free) or a scenario .json file")
	board := fs.Bool("board", true, "show the board at the start of every phase (type board to see it any time)")
	// Not parseFlags: with ContinueOnError pflag prints nothing for a bad
	// flag, so say what was wrong here.
	if err := fs.Parse(args); err != nil {
		if err == pflag.ErrHelp {
			return 0
		}
		fmt.Fprintf(stderr, "zulu1879 text: %v (see zulu1879 text --help)\n", err)
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "zulu1879 text: unexpected argument %q (commands are read from standard input)\n", fs.Arg(0))
		return 2
	}
	s, err := scenarios.Load(*scen)
	if err != nil {
		fmt.Fprintf(stderr, "zulu1879 text: %v\n", err)
		return 1
	}
	if !fs.Changed("seed") {
		*seed = uint64(time.Now().UnixNano())
	}
	g := game.New(s, *seed, game.Options{})
	sess := textui.NewSession(g, stdout)
	sess.AutoBoard = *board
	sess.Echo = !isTerminal(stdin)
	sess.Start()
	if _, err := sess.Run(stdin); err != nil {
		fmt.Fprintf(stderr, "zulu1879 text: %v\n", err)
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
