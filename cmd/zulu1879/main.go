// Command zulu1879 plays Last Stand at Isandlwana and continues the day at
// Rorke's Drift. With no arguments it opens the game window; subcommands play
// in a terminal, simulate, render, and check saves.
package main

import (
	"fmt"
	"io"
	"os"
	"regexp"
	"sort"
	"strings"
	"sync"
	"zulu1879/games"
	ver "zulu1879/internal/version"

	"github.com/spf13/pflag"
)

// version is the program version, written into saves.
const version = ver.Program

// command is one subcommand. Each lives in its own file and registers itself
// from an init function, so that adding one never touches this file.
type command struct {
	name    string
	summary string
	// run parses args (everything after the subcommand name) and runs. It
	// returns the process exit code.
	run func(args []string, stdout, stderr io.Writer) int
	// runImplied, when set, runs the command when it was not named (the
	// default command, zulu1879 with flags only): its messages then name
	// plain "zulu1879", the command the player typed. Nil: run.
	runImplied func(args []string, stdout, stderr io.Writer) int
}

var commands = map[string]command{}

func register(c command) { commands[c.name] = c }

// defaultCommand runs when no subcommand is given (the GUI, once built).
var defaultCommand = "text"

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		switch args[0] {
		case "-h", "--help", "help":
			usage(stdout)
			return 0
		case "--version", "version":
			fmt.Fprintln(stdout, "zulu1879", version)
			return 0
		}
	}
	name, implied := defaultCommand, true
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		name, args, implied = args[0], args[1:], false
	}
	c, ok := commands[name]
	if !ok {
		fmt.Fprintf(stderr, "zulu1879: unknown command %q\n\n", name)
		usage(stderr)
		return 2
	}
	if implied && c.runImplied != nil {
		return c.runImplied(args, stdout, stderr)
	}
	return c.run(args, stdout, stderr)
}

func usage(w io.Writer) {
	fmt.Fprintf(w, `zulu1879 %s — wargames of 22 January 1879: Isandlwana and Rorke's Drift

Usage:
  zulu1879                 open the game window
  zulu1879 COMMAND [flags] run a command (zulu1879 COMMAND --help for its flags)

Commands:
`, version)
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-10s %s\n", n, commands[n].summary)
	}
	fmt.Fprintf(w, "\nGames (zulu1879 play GAME, zulu1879 sim --game GAME):\n")
	width := 0
	for _, r := range games.List() {
		width = max(width, len(r.Info().ID))
	}
	for _, r := range games.List() {
		info := r.Info()
		fmt.Fprintf(w, "  %-*s %s\n", width, info.ID, info.Title)
	}
}

// newFlags makes a flag set for a subcommand that prints its own help:
// to stdout when asked for (--help, -h), to stderr after a mistake.
func newFlags(name, args, synopsis string, stdout, stderr io.Writer) *pflag.FlagSet {
	fs := pflag.NewFlagSet(name, pflag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: zulu1879 %s %s\n\n%s\n\nFlags:\n%s", name, args, synopsis, fs.FlagUsages())
	}
	helpOut.Store(fs, stdout)
	return fs
}

// helpOut is where each flag set of newFlags prints the help asked for
// (*pflag.FlagSet to io.Writer).
var helpOut sync.Map

// parseFlags parses args; it returns (exit code, done) when parsing ended the
// command (help or an error).
func parseFlags(fs *pflag.FlagSet, args []string) (int, bool) {
	return parseFlagsAs(fs, args, "zulu1879 "+fs.Name())
}

// parseFlagsAs is parseFlags for a command the player called prog (the
// default command is called plain "zulu1879"): its message names prog,
// and points to the help of the command whose flags these are.
func parseFlagsAs(fs *pflag.FlagSet, args []string, prog string) (int, bool) {
	// The flag library calls Usage for --help only (a mistake returns an
	// error, which is worded below): that help goes to stdout.
	if out, ok := helpOut.Load(fs); ok {
		usage, errOut := fs.Usage, fs.Output()
		fs.Usage = func() {
			fs.SetOutput(out.(io.Writer))
			usage()
			fs.SetOutput(errOut)
		}
		defer func() { fs.Usage = usage }()
	}
	if err := fs.Parse(args); err != nil {
		if err == pflag.ErrHelp {
			return 0, true
		}
		hint := "see zulu1879 " + fs.Name() + " --help"
		if prog != "zulu1879 "+fs.Name() {
			hint = "zulu1879 " + fs.Name() + " --help lists the flags of the window, zulu1879 --help the commands"
		}
		fmt.Fprintf(fs.Output(), "%s: %s (%s)\n", prog, flagErrorText(err), hint)
		return 2, true
	}
	return 0, false
}

// badFlagValue matches the flag library's message for a value it cannot
// read: the value, the flag, and the conversion's own words.
var badFlagValue = regexp.MustCompile(`^invalid argument "(.*)" for "(.*?)" flag: strconv\.Parse(Uint|Int|Float|Bool): parsing ".*": (.*)$`)

// flagErrorText says what is wrong with a command line in a player's
// words: "--seed: "abc" is not a whole number" rather than the conversion
// function's message.
func flagErrorText(err error) string {
	m := badFlagValue.FindStringSubmatch(err.Error())
	if m == nil {
		return err.Error()
	}
	value, flag, kind, why := m[1], m[2], m[3], m[4]
	flag = flag[strings.LastIndex(flag, " ")+1:] // "-s, --seed" names it twice
	want := map[string]string{"Uint": "a whole number, 0 or more", "Int": "a whole number", "Float": "a number", "Bool": "true or false"}[kind]
	if why == "value out of range" {
		return fmt.Sprintf("%s: %q is too large (%s is wanted)", flag, value, want)
	}
	return fmt.Sprintf("%s: %q is not %s", flag, value, want)
}
