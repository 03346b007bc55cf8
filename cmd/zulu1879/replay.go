package main

import (
	"fmt"
	"io"
	"strings"

	"zulu1879/internal/untrusted"
	"zulu1879/isandlwana"
	"zulu1879/saves"
)

func init() {
	register(command{name: "replay", summary: "replay a saved game action by action, with its dice", run: runReplay})
}

func runReplay(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("replay", "[--verify] FILE", "Replay a save from its scenario and seed: print each action of its log and\nthe events it caused, with the dice rolled, then check the result against\nthe state the save recorded. Exit status 0 when the replay matches.", stderr)
	verify := fs.Bool("verify", false, "only check that the log replays to the saved state hash; print one line")
	if code, done := parseFlags(fs, args); done {
		return code
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return 2
	}
	path := fs.Arg(0)
	if *verify {
		s, err := saves.Load(path, saves.LoadOptions{Name: path, Quiet: true})
		if err != nil {
			fmt.Fprintf(stdout, "%s: BAD: %s\n", untrusted.Text(path), untrusted.Text(saveProblem(err)))
			return 1
		}
		fmt.Fprintf(stdout, "%s: ok: %d actions replay to state hash %s (%s)%s\n", untrusted.Text(path), s.Len(), s.Game().Hash(), untrusted.Text(s.Summary()), untrusted.Text(replayNote(s)))
		return 0
	}
	seen := 0
	printEvents := func(g *isandlwana.State) {
		for _, e := range g.Log[seen:] {
			fmt.Fprintf(stdout, "        %s%s\n", e, diceText(e.Dice))
		}
		seen = len(g.Log)
	}
	opt := saves.LoadOptions{Name: path, OnAction: func(n int, action string, g *isandlwana.State) {
		if n > 0 {
			fmt.Fprintf(stdout, "%5d.  %s\n", n, action)
		}
		printEvents(g)
	}}
	s, err := saves.Load(path, opt)
	if err != nil {
		fmt.Fprintf(stdout, "%s: BAD: %s\n", untrusted.Text(path), untrusted.Text(saveProblem(err)))
		return 1
	}
	fmt.Fprintf(stdout, "%s: ok: %d actions replay to state hash %s (%s)%s\n", untrusted.Text(path), s.Len(), s.Game().Hash(), untrusted.Text(s.Summary()), untrusted.Text(replayNote(s)))
	return 0
}

// replayNote is the loader's remark on a save that replays correctly but
// was written by an engine with other state fields.
func replayNote(s *saves.Session) string {
	if s.Note() == "" {
		return ""
	}
	return "; note: " + s.Note()
}

// diceText writes the dice of an event.
func diceText(d []int) string {
	if len(d) == 0 {
		return ""
	}
	p := make([]string, len(d))
	for i, v := range d {
		p[i] = fmt.Sprint(v)
	}
	return " (dice: " + strings.Join(p, ", ") + ")"
}
