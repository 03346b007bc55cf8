package main

import (
	"fmt"
	"io"
	"strings"

	"zulu1879/games"
	"zulu1879/internal/untrusted"
	"zulu1879/isandlwana"
	"zulu1879/play"
	"zulu1879/saves"
)

func init() {
	register(command{name: "replay", summary: "replay a saved game action by action, with its dice", run: runReplay})
}

func runReplay(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("replay", "[--verify] FILE", "Replay a save from its scenario and seed: print each action of its log and\nthe events it caused, with the dice rolled, then check the result against\nthe state the save recorded. Exit status 0 when the replay matches.", stdout, stderr)
	verify := fs.Bool("verify", false, "only check that the log replays to the saved state hash; print one line")
	seat := fs.String("seat", "", "envelope saves: show the game as this seat may see it (its log, and only its own actions when the game hides things); default: everything")
	if code, done := parseFlags(fs, args); done {
		return code
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return 2
	}
	path := fs.Arg(0)
	if data, err := saves.ReadFile(path); err == nil && saves.IsEnvelope(data) {
		return replayEnvelope(data, path, *seat, *verify, stdout, stderr)
	}
	if *seat != "" {
		fmt.Fprintf(stderr, "zulu1879 replay: --seat is for envelope saves (zulu1879 play); %s is an Isandlwana save, in which every side sees everything\n", untrusted.Text(path))
		return 2
	}
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

// replayEnvelope replays an envelope save of any game: each action (with
// its seat and the bot's reason) and the log events it caused, as seatName
// may read them ("" for everything: a save is the omniscient record, so the
// replay of a game with hidden information shows every hand unless --seat
// is given).
func replayEnvelope(data []byte, path, seatName string, verify bool, stdout, stderr io.Writer) int {
	e, err := saves.ParseEnvelope(data, path)
	if err != nil {
		fmt.Fprintf(stdout, "%s: BAD: %s\n", untrusted.Text(path), untrusted.Text(saveProblem(err)))
		return 1
	}
	rules, _ := games.Lookup(e.Game) // ParseEnvelope checked it
	info := rules.Info()
	reader := games.Omniscient
	if seatName != "" {
		if reader, err = info.SeatNamed(seatName); err != nil {
			fmt.Fprintf(stderr, "zulu1879 replay: --seat: %v\n", err)
			return 2
		}
	}
	opt := saves.ReplayOptions{}
	if !verify && info.Hidden && reader == games.Omniscient {
		fmt.Fprintf(stdout, "(%s hides things from its players; this is the whole record, every seat's hidden cards included: --seat SEAT shows what one seat saw)\n", info.Title)
	}
	if !verify {
		seen := 0
		opt.OnAction = func(n int, m saves.Move, s games.State) {
			if n > 0 {
				switch {
				case info.Hidden && reader != games.Omniscient && m.Seat != seatName:
					fmt.Fprintf(stdout, "%5d.  %s acts\n", n, m.Seat)
				default:
					fmt.Fprintf(stdout, "%5d.  %s: %s\n", n, m.Seat, untrusted.Text(m.Action))
					if m.Reason != "" {
						fmt.Fprintf(stdout, "        why: %s\n", untrusted.Text(m.Reason))
					}
				}
			}
			evs := s.Log(reader, seen)
			for _, ev := range evs {
				fmt.Fprintf(stdout, "        %s\n", play.EventText(info, ev))
			}
			seen += len(evs)
		}
	}
	r, err := e.Replay(path, opt)
	if err != nil {
		fmt.Fprintf(stdout, "%s: BAD: %s\n", untrusted.Text(path), untrusted.Text(saveProblem(err)))
		return 1
	}
	note := ""
	if r.Note() != "" {
		note = "; note: " + r.Note()
	}
	fmt.Fprintf(stdout, "%s: ok: %d actions replay to state hash %s (%s)%s\n", untrusted.Text(path), r.Len(), r.State().Hash(), untrusted.Text(r.Summary()), untrusted.Text(note))
	return 0
}
