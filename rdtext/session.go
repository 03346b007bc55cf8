package rdtext

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"zulu1879/ramparts"
	"zulu1879/textui/cmdline"
)

// Help describes the commands of the terminal game.
const Help = `Rorke's Drift: you hold the post with your cards; the game moves the Zulus.
Moves (the game's notation; type legal to see the ones open now):
  pass                     go on: end this phase, let the chit act, accept the dice
  put 03                   put forth a Hero or Group from your hand
  fire 21>uThulwana        fire a volley card at an iButho
  reserve 03+08            form the Reserve Platoon with two Heroes (either order); disband breaks it up
  barricade 03, barricade  set a Hero to build the next barricade / build one more third
  cease                    stop building the barricade (disband and cease are free whenever the game waits for you)
  firefight 10>hospital    fight the fire in a building
  ammo 10                  hand out ammunition and water (removes the Low marker)
  use 07.0:08              use ability 0 of card 07 (on card 08); use 17.0>uDloko; use 12.0#2 (the volley's
                           die 2: dice are counted from 1, as the log and the volley line show them)
  douse>hospital           when both buildings burn and the Building Ablaze table puts one fire out,
                           choose which: douse>hospital or douse>storehouse
  play 27                  play an event card
  discard 21               discard down to the hand limit
Other commands:
  help                     this text
  legal [WORD…] [N|all]    the legal moves, numbered and explained (WORD keeps those naming it)
  do N                     carry out legal move number N
  board                    the tracks, the buildings and the boxes inside the post
  cards                    hand, Tableau, Reserve, discards and draw pile
  card NN                  the text of card NN
  ibuthos                  the iButhos and their Hit markers (# under the standee, . lost)
  chits                    the chit drawn this turn and the iMpi cup
  vp                       the Victory Points so far
  status                   turn, phase and the state of the garrison
  log [N]                  the whole log, or its last N lines
  quit                     leave the game (also at end of input)
Commands and moves may be typed in any letter case. Lines starting with # are comments.`

// Session is one game of Rorke's Drift played in a terminal or from a
// script: it reads commands, applies them and prints what happened.
type Session struct {
	// G is the game being played.
	G *ramparts.Game
	// Out receives everything the session prints.
	Out io.Writer
	// Echo prints each command after its prompt, so that a transcript of
	// scripted input reads like a session at the keyboard.
	Echo bool
	// AutoBoard shows the board at the start of every turn.
	AutoBoard bool
	// Apply carries out a move; nil means G.Apply. A campaign sets it to
	// record every move.
	Apply func(ramparts.Action) error
	// Extra runs commands the session does not know (a campaign's save);
	// it reports whether it knew the verb.
	Extra func(verb string, args []string) bool
	// ExtraHelp is printed after Help.
	ExtraHelp string
	// AfterExec, when set, runs after every command Run has carried out
	// (zulu1879 rorke autosaves there).
	AfterExec func()

	shown      int
	lastStatus string
	lastTurn   int
	ended      bool
}

// NewSession starts a session on g that prints to out.
func NewSession(g *ramparts.Game, out io.Writer) *Session {
	return &Session{G: g, Out: out, AutoBoard: true}
}

func (s *Session) printf(format string, args ...any) { fmt.Fprintf(s.Out, format, args...) }

// Resume prints where a loaded game stands, without its past log: the
// board, the cards and the status.
func (s *Session) Resume() {
	s.shown = len(s.G.Log)
	s.printf("%s", Cards(s.G))
	s.afterCommand(true)
}

// Switch makes g the session's game (after a load), with apply carrying
// out its moves (nil: g.Apply), and shows it as Resume does.
func (s *Session) Switch(g *ramparts.Game, apply func(ramparts.Action) error) {
	s.G, s.Apply = g, apply
	s.lastStatus, s.lastTurn, s.ended = "", 0, false
	s.Resume()
}

// Start prints the opening: the set-up events, the board, the cards and
// the status.
func (s *Session) Start() {
	o := s.G.Options
	s.printf("Rorke's Drift, 22 January 1879, afternoon. Type help for the commands.\n")
	if n := len(o.OptionalCards); n > 0 {
		s.printf("Optional cards in the deck: %d (-%d VP).\n", n, n)
	}
	s.afterCommand(true)
	s.printf("%s", Cards(s.G))
}

// Prompt is what the session shows before reading a command.
func (s *Session) Prompt() string {
	if s.G.Over() {
		return "game over> "
	}
	return fmt.Sprintf("T%d %s> ", s.G.Turn, s.G.Phase)
}

// Run reads commands from in until quit or the end of input. It reports
// whether the game was over when it stopped.
func (s *Session) Run(in io.Reader) (over bool, err error) {
	return cmdline.Run(in, cmdline.Loop{
		Out: s.Out, Echo: s.Echo, Prompt: s.Prompt,
		Exec: func(line string) bool {
			quit := s.Exec(line)
			if s.AfterExec != nil {
				s.AfterExec()
			}
			return quit
		},
		Over:  func() bool { return s.G.Over() },
		Where: func() string { return fmt.Sprintf("turn %d", s.G.Turn) },
	})
}

// Exec runs one command line and prints its result. It returns true when
// the command asks to quit.
func (s *Session) Exec(line string) (quit bool) {
	verb, args, ok := cmdline.Split(line)
	if !ok {
		return false
	}
	line = strings.TrimSpace(line)
	switch strings.ToLower(verb) {
	case "quit", "exit", "q":
		return true
	case "help", "?":
		s.printf("%s\n", Help)
		if s.ExtraHelp != "" {
			s.printf("%s\n", s.ExtraHelp)
		}
	case "legal", "l":
		s.legal(args)
	case "do":
		s.do(args)
	case "board", "b":
		s.printf("%s", Board(s.G))
	case "cards", "hand":
		s.printf("%s", Cards(s.G))
	case "card":
		s.card(args)
	case "ibuthos", "zulus":
		s.printf("%s", IButhos(s.G))
	case "chits", "cup":
		s.printf("%s", Chits(s.G))
	case "vp":
		s.printf("%s", VP(s.G))
	case "status":
		s.printf("%s", Status(s.G))
	case "log":
		s.showLog(args)
	default:
		if s.Extra != nil && s.Extra(verb, args) {
			return false
		}
		a, err := ramparts.ParseAction(line)
		if err != nil && ramparts.IsActionKind(verb) {
			s.fail("cannot read the move %q (type legal for the choices): %v", line, strings.TrimPrefix(err.Error(), "rorkesdrift: "))
			return false
		}
		if err != nil {
			s.fail("%q is not a command or a move (type help): %v", line, strings.TrimPrefix(err.Error(), "rorkesdrift: "))
			return false
		}
		s.apply(line, a)
	}
	return false
}

// fail prints a one-line error.
func (s *Session) fail(format string, args ...any) { cmdline.Fail(s.Out, format, args...) }

// apply carries out a move typed as cmd and prints what followed.
func (s *Session) apply(cmd string, a ramparts.Action) {
	if s.G.Over() {
		s.fail("%s: the game is over", cmd)
		return
	}
	apply := s.Apply
	if apply == nil {
		apply = s.G.Apply
	}
	if err := apply(a); err != nil {
		s.fail("%s: %v", cmd, strings.TrimPrefix(err.Error(), "rorkesdrift: "))
		return
	}
	s.afterCommand(false)
}

// afterCommand prints the new log events, the board when a new turn has
// begun, the status when it changed, and the ending once.
func (s *Session) afterCommand(first bool) {
	g := s.G
	if s.shown > len(g.Log) {
		s.shown = 0
	}
	for _, l := range FormatEvents(g.Log[s.shown:]) {
		s.printf("  %s\n", l)
	}
	s.shown = len(g.Log)
	if g.Over() {
		if !s.ended {
			s.ended = true
			s.printf("%s", Board(g))
			s.printf("%s", Ending(g))
		}
		return
	}
	if s.AutoBoard && (first || g.Turn != s.lastTurn) {
		s.printf("%s", Board(g))
	}
	s.lastTurn = g.Turn
	if st := Status(g); st != s.lastStatus {
		s.printf("%s", st)
		s.lastStatus = st
	}
}

// legalList words the legal list of this game.
var legalList = cmdline.Listing{Noun: "move", Naming: "naming", More: "legal all"}

// legal handles "legal [WORD…] [N|all]".
func (s *Session) legal(args []string) {
	filter, limit, err := legalList.ParseArgs(args, -1, func(a string) bool {
		_, err := strconv.Atoi(a)
		return err == nil && len(a) <= 2
	})
	if err != nil {
		s.fail("%v", err)
		return
	}
	for i, f := range filter {
		filter[i] = strings.ToLower(f)
	}
	acts := s.G.Legal()
	legalList.Show(s.Out, len(acts), func(k int) bool { return matches(acts[k], filter) }, filter, limit, 0, "",
		func(k int) string { return fmt.Sprintf("%-22s %s", acts[k], s.G.Describe(acts[k])) })
}

// matches reports whether the notation of a names every word of filter
// (the verb, a card number or an iButho).
func matches(a ramparts.Action, filter []string) bool {
	tokens := strings.FieldsFunc(strings.ToLower(a.String()), func(r rune) bool {
		return r == ' ' || r == '>' || r == '+' || r == ':' || r == '.' || r == '#'
	})
	for _, f := range filter {
		found := false
		for _, t := range tokens {
			if t == f || (isNumber(t) && isNumber(f) && strings.TrimLeft(t, "0") == strings.TrimLeft(f, "0")) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

func isNumber(s string) bool {
	_, err := strconv.Atoi(s)
	return err == nil
}

// do handles "do N".
func (s *Session) do(args []string) {
	acts := s.G.Legal()
	k, err := cmdline.Do(args, len(acts), "move")
	if err != nil {
		s.fail("%v", err)
		return
	}
	a := acts[k]
	s.printf("→ %s: %s\n", a, s.G.Describe(a))
	s.apply(a.String(), a)
}

// card handles "card NN".
func (s *Session) card(args []string) {
	if len(args) != 1 {
		s.fail("card: expected \"card NN\", e.g. card 03")
		return
	}
	n, err := strconv.Atoi(strings.TrimPrefix(args[0], "#"))
	if err != nil {
		s.fail("card: %q is not a card number", args[0])
		return
	}
	t, err := CardText(n)
	if err != nil {
		s.fail("card: %v", err)
		return
	}
	s.printf("%s", t)
}

// showLog prints the whole log or its last n lines.
func (s *Session) showLog(args []string) {
	log, err := cmdline.Tail(s.G.Log, args)
	if err != nil {
		s.fail("%v", err)
		return
	}
	for _, e := range log {
		s.printf("  %s\n", FormatEvent(e))
	}
}
