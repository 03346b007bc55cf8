package textui

import (
	"fmt"
	"io"
	"strings"
	"zulu1879/internal/words"

	ai "zulu1879/ai/isandlwana"
	"zulu1879/hexmap"
	"zulu1879/isandlwana"
	"zulu1879/saves"
	"zulu1879/textui/cmdline"
	"zulu1879/units"
)

// MetaHelp describes the commands of the terminal game that are not moves.
const MetaHelp = `Other commands:
  help                    this text
  legal [FILTER…] [N|all] numbered legal actions (first 30, or N, or all);
                          FILTER keeps those naming a hex, unit or verb: legal 0808, legal A, legal fire
  more                    the next page of the last legal list
  do N                    carry out legal action number N
  odds fire 0808 A C:3    hit number and chance of a British fire, without rolling
  odds attack 0607 0708   the same for a Zulu attack
  board                   the map          units   the British roster
  hex 1206                what is in a hex  status  turn, phase and who acts
  log [N]                 the whole event log, or its last N lines
  quit                    leave the game (also at end of input)
Lines starting with # are comments.`

// RecordHelp describes the commands of a recorded game (see Session.Saves).
const RecordHelp = `Saving:
  save FILE               write the game to FILE (a good save is never replaced by a broken one)
  load FILE               continue the game saved in FILE instead of this one
  undo                    take back your last action, while no die has been rolled since
                          (with a bot, its actions since then are taken back too)`

// DefaultPage is how many actions legal lists when no number is given.
const DefaultPage = 30

// Session is one game played in a terminal or from a script: it reads
// commands, applies them, and prints what happened.
type Session struct {
	// G is the game being played.
	G *isandlwana.State
	// Out receives everything the session prints.
	Out io.Writer
	// Echo prints each command after its prompt, so that a transcript of
	// scripted input reads like a session at the keyboard.
	Echo bool
	// AutoBoard shows the board whenever the turn or phase changes.
	AutoBoard bool
	// NoEndBoard leaves out that board when the game has just ended (a
	// campaign goes straight on to its ledger).
	NoEndBoard bool

	// Apply carries out a move. When nil, moves go through Saves if it is
	// set, else straight to G.Apply. A campaign sets it to record every
	// move in its own file.
	Apply func(isandlwana.Action) error
	// Saves, when set, records the game: moves go through it (unless Apply
	// is set) and the save, load and undo commands work. NewRecorded sets
	// it; load and undo replace the game, so always read the game from G.
	Saves *saves.Session
	// Version is the program version written into saves.
	Version string
	// Autosaver, when set, writes a save after every command that changed
	// the game, whichever game Saves holds (see SetAutosaver).
	Autosaver *saves.Autosaver
	// Zulu and British, when set, are computer players: whenever their side
	// is to act the session lets them play, printing each action with the
	// bot's reason, until a person is to act or the game is over. Who plays
	// each side is recorded in the game's saves (see Record).
	Zulu, British ai.Bot
	// KeepBots keeps Zulu and British when a save is loaded with "load
	// FILE" (the command line chose them); otherwise a save that records
	// who played brings its own players.
	KeepBots bool
	// Record, when Saves is nil, is the recorded game whose saves say who
	// plays each side (the Isandlwana game of a campaign).
	Record *saves.Session
	// OnOver, when set, is called once when the game ends, after the
	// summary has been printed.
	OnOver func()
	// Extra, when set, sees every command before the session does (a
	// campaign's save or ledger); it reports whether it handled it.
	Extra func(verb string, args []string) bool
	// ExtraHelp is printed after the help text.
	ExtraHelp string

	log        LogCursor
	lastStatus string
	lastPhase  [2]int
	ended      bool
	// The last legal listing, for "more": its filter, page size and where
	// the next page starts.
	listFilter []string
	listLimit  int
	listFrom   int
	// autoNotice says once that autosaving fails, and when it works again.
	autoNotice AutosaveNotice
	// changes counts what changed the recorded game: actions, undos and
	// loads. autoAt is the position the newest autosave holds, when
	// autoHeld says one does.
	changes  int
	autoAt   autoPos
	autoHeld bool
}

// NewSession starts a session on g that prints to out.
func NewSession(g *isandlwana.State, out io.Writer) *Session {
	return &Session{G: g, Out: out, AutoBoard: true}
}

func (s *Session) printf(format string, args ...any) { fmt.Fprintf(s.Out, format, args...) }

// Start prints the opening: the scenario, the seed, the first events, the
// board (when AutoBoard is set) and the status.
func (s *Session) Start() {
	g := s.G
	s.printf("%s — %s set-up, %d turns, seed %d. Type help for the commands.\n", g.Scen.Name, g.Scen.Setup, g.Scen.Turns, g.Seed)
	s.recordPlayers()
	s.afterCommand(true)
	s.PlayBots()
	s.Autosave()
}

// Resume shows a game that is already under way (loaded from a save)
// without repeating its log: the board (when AutoBoard is set) and the
// status, then lets the bots play if they are to act.
func (s *Session) Resume() {
	g := s.G
	s.recordPlayers()
	s.log.Next(g)
	s.lastPhase = [2]int{g.Turn, int(g.Phase)}
	if s.AutoBoard {
		s.printf("%s", Board(g))
	}
	s.lastStatus = Status(g)
	s.printf("%s", s.lastStatus)
	s.ended = g.Over()
	s.PlayBots()
	s.Autosave()
}

// Prompt is what the session shows before reading a command.
func (s *Session) Prompt() string {
	if s.G.Over() {
		return "game over> "
	}
	return s.G.ToAct().String() + "> "
}

// Run reads commands from in until quit or the end of input. It reports
// whether the game was over when it stopped.
func (s *Session) Run(in io.Reader) (over bool, err error) {
	return cmdline.Run(in, cmdline.Loop{
		Out: s.Out, Echo: s.Echo, Prompt: s.Prompt, Exec: s.Exec,
		Over:  func() bool { return s.G.Over() },
		Where: func() string { return fmt.Sprintf("turn %d, %s", s.G.Turn, s.G.PhaseLabel()) },
	})
}

// Exec runs one command line and prints its result, then autosaves when the
// command changed the game (see SetAutosaver). It returns true when the
// command asks to quit.
func (s *Session) Exec(line string) (quit bool) {
	defer s.Autosave()
	verb, args, ok := cmdline.Split(line)
	if !ok {
		return false
	}
	line = strings.TrimSpace(line)
	if s.Extra != nil && s.Extra(verb, args) {
		return false
	}
	switch verb {
	case "quit", "exit", "q":
		return true
	case "help", "?":
		s.printf("%s\n%s\n", isandlwana.Notation, MetaHelp)
		if s.Saves != nil {
			s.printf("%s\n", RecordHelp)
		}
		if s.ExtraHelp != "" {
			s.printf("%s\n", s.ExtraHelp)
		}
	case "legal", "l":
		s.legal(args)
	case "more":
		if s.listLimit == 0 {
			s.fail("more: no legal list to continue; type legal first")
			return false
		}
		s.showLegal(s.listFilter, s.listLimit, s.listFrom)
	case "do":
		s.do(args)
	case "board", "b":
		s.printf("%s", Board(s.G))
	case "units", "roster", "u":
		s.printf("%s", Roster(s.G))
	case "status":
		s.printf("%s", Status(s.G))
	case "log":
		s.showLog(args)
	case "odds":
		s.odds(args)
	case "hex":
		s.hex(args)
	case "save":
		s.save(args)
	case "load":
		s.load(args)
	case "undo":
		s.undo(args)
	default:
		a, err := isandlwana.ParseAction(line)
		if err != nil {
			s.fail("%v", err)
			return false
		}
		s.apply(line, a)
	}
	return false
}

// fail prints a one-line error.
func (s *Session) fail(format string, args ...any) { cmdline.Fail(s.Out, format, args...) }

// apply carries out an action, typed as cmd, and prints what followed.
func (s *Session) apply(cmd string, a isandlwana.Action) {
	if err := s.applyAction(a); err != nil {
		s.fail("%s: %v", cmd, err)
		return
	}
	s.afterCommand(false)
	s.PlayBots()
}

// applyAction carries out a through Apply, Saves or the game, in that
// order of preference.
func (s *Session) applyAction(a isandlwana.Action) error {
	switch {
	case s.Apply != nil:
		return s.Apply(a)
	case s.Saves != nil:
		err := s.Saves.Apply(a)
		if err == nil {
			s.changes++
		}
		return err
	}
	return s.G.Apply(a)
}

// AfterCommand prints what the last move changed: the new log events, the
// board when the phase changed (and AutoBoard is on), the status when it
// changed, and the summary when the game has just ended (then OnOver runs).
// A caller that applies moves itself calls it to print like the session.
func (s *Session) AfterCommand() { s.afterCommand(false) }

// afterCommand prints the new log events, the board when the phase changed
// (and AutoBoard is on), the status when it changed, and the summary when
// the game has just ended.
func (s *Session) afterCommand(first bool) {
	g := s.G
	for _, l := range s.log.Next(g) {
		s.printf("  %s\n", l)
	}
	phase := [2]int{g.Turn, int(g.Phase)}
	if s.AutoBoard && (first || phase != s.lastPhase) && !(s.NoEndBoard && g.Over()) {
		s.printf("%s", Board(g))
	}
	s.lastPhase = phase
	if st := Status(g); st != s.lastStatus {
		s.printf("%s", st)
		s.lastStatus = st
	}
	if g.Over() && !s.ended {
		s.ended = true
		s.printf("%s", Summary(g))
		if s.OnOver != nil {
			s.OnOver()
		}
	}
}

// legalList words the legal list of this game.
var legalList = cmdline.Listing{Noun: "action", Naming: "matching", More: "type more, or legal all"}

// legal handles "legal [FILTER…] [N|all]".
func (s *Session) legal(args []string) {
	filter, limit, err := legalList.ParseArgs(args, DefaultPage, isCount)
	if err != nil {
		s.fail("%v", err)
		return
	}
	s.showLegal(filter, limit, 0)
}

// isCount tells a page size (up to three digits) from a hex id (four).
func isCount(a string) bool {
	if len(a) == 0 || len(a) > 3 {
		return false
	}
	for _, c := range a {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// showLegal lists the legal actions matching filter, numbered by their
// place in g.Legal(), from the from-th match on.
func (s *Session) showLegal(filter []string, limit, from int) {
	acts := s.G.Legal()
	next := legalList.Show(s.Out, len(acts), func(k int) bool { return Matches(acts[k], filter) }, filter, limit, from,
		fmt.Sprintf(" (%s to act)", s.G.ToAct()), func(k int) string { return acts[k].String() })
	if next > 0 {
		s.listFilter, s.listLimit, s.listFrom = filter, limit, next
	} else {
		s.listLimit = 0
	}
}

// Matches reports whether action a names every word of filter: a hex, a
// unit id or the command's verb (case does not matter).
func Matches(a isandlwana.Action, filter []string) bool {
	if len(filter) == 0 {
		return true
	}
	tokens := strings.FieldsFunc(a.String(), func(r rune) bool { return r == ' ' || r == '+' || r == ':' })
	for _, f := range filter {
		found := false
		for _, t := range tokens {
			if strings.EqualFold(t, f) {
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

// do handles "do N".
func (s *Session) do(args []string) {
	acts := s.G.Legal()
	k, err := cmdline.Do(args, len(acts), "action")
	if err != nil {
		s.fail("%v", err)
		return
	}
	a := acts[k]
	s.printf("→ %s\n", a)
	s.apply(a.String(), a)
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

// odds handles "odds fire HEX UNIT[:SP]…" and "odds attack FROM TO".
func (s *Session) odds(args []string) {
	text, err := Odds(s.G, args)
	if err != nil {
		s.fail("odds: %v", err)
		return
	}
	s.printf("odds: %s\n", text)
}

// Odds works out, without rolling, the hit number and chance of a British
// fire ("fire HEX UNIT[:SP]…", or just "HEX UNIT…") or a Zulu attack
// ("attack FROM TO") in g, in one line.
func Odds(g *isandlwana.State, args []string) (string, error) {
	if len(args) == 0 {
		return "", fmt.Errorf("expected \"odds fire HEX UNIT[:SP]…\" or \"odds attack FROM TO\"")
	}
	if _, err := hexmap.ParseHex(args[0]); err == nil {
		args = append([]string{"fire"}, args...) // "odds 0808 A" means fire
	}
	a, err := isandlwana.ParseAction(strings.Join(args, " "))
	if err != nil {
		return "", err
	}
	switch a.Kind {
	case isandlwana.ActFire:
		o, err := g.Odds(a.To, a.Shots)
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("%s — %s; chance %s", a, o.Detail, percent(o.HitNumber)), nil
	case isandlwana.ActAttack:
		m := g.Map()
		if err := m.Check(a.From); err != nil {
			return "", err
		}
		if err := m.Check(a.To); err != nil {
			return "", err
		}
		switch {
		case g.ZulusAt(a.From) == 0:
			return "", fmt.Errorf("no Zulu unit in %s", a.From)
		case !hexmap.Adjacent(a.From, a.To):
			return "", fmt.Errorf("%s is not next to %s: Zulus attack adjacent hexes only", a.To, a.From)
		case g.StackSP(a.To) == 0:
			return "", fmt.Errorf("no British combat unit in %s to attack", a.To)
		}
		df, why := g.ZuluDefense(a.To)
		return fmt.Sprintf("%s — %s; chance %s", a, isandlwana.AttackDetail(df, why), percent(units.ZuluStrength-df)), nil
	default:
		return "", fmt.Errorf("works for fire and attack, not %q", a)
	}
}

// percent is the chance that one die hits the hit number (isandlwana.Hit).
func percent(hitNumber int) string {
	n := 0
	for d := 1; d <= 6; d++ {
		if isandlwana.Hit(d, hitNumber) {
			n++
		}
	}
	return fmt.Sprintf("%d/6 (%d%%)", n, (n*100+3)/6)
}

// hex describes one hex: terrain, place name, markers and contents.
func (s *Session) hex(args []string) {
	if len(args) != 1 {
		s.fail("hex: expected \"hex CCRR\", e.g. hex 1206")
		return
	}
	h, err := hexmap.ParseHex(args[0])
	if err != nil {
		s.fail("hex: %v", err)
		return
	}
	s.printf("%s\n", DescribeHex(s.G, h))
}

// DescribeHex says everything about hex h in one line, or why it is not
// on the map.
func DescribeHex(g *isandlwana.State, h hexmap.Hex) string {
	m := g.Map()
	if err := m.Check(h); err != nil {
		return "error: " + err.Error()
	}
	i := m.Index(h)
	t := m.TerrainAt(h)
	info := m.Info(i)
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s", h, t)
	if name, ok := g.Scen.Labels[h]; ok {
		fmt.Fprintf(&b, " (%s)", name)
	}
	if info.Passable() {
		fmt.Fprintf(&b, ", %d MP to enter, defence %d", info.MoveCost, info.Defense)
	} else {
		b.WriteString(", impassable, blocks fire")
	}
	if m.HasRoad(i) {
		b.WriteString(", road")
	}
	if g.Scen.IsOnrush(h) {
		b.WriteString(", onrush hex")
	}
	if g.Scen.IsEscape(h) {
		b.WriteString(", escape hex")
	}
	if z := g.ZulusAt(h); z > 0 {
		fmt.Fprintf(&b, "; %s", words.Count(z, "Zulu unit", "Zulu units"))
	}
	if at := g.UnitsAt(h); len(at) > 0 {
		var p []string
		for _, k := range at {
			u := &g.Units[k]
			s := u.Name
			if u.IsCombat() {
				s += fmt.Sprintf(" %d/%d", u.Strength, u.Full)
			}
			if u.InSquare {
				s += " in square"
			}
			p = append(p, s)
		}
		fmt.Fprintf(&b, "; British: %s (%d SP)", strings.Join(p, ", "), g.StackSP(h))
	}
	if !g.Wagon.Captured && g.Wagon.Hex == h {
		b.WriteString("; the ammunition wagon")
		if g.Colours == isandlwana.ColoursRaised {
			b.WriteString(" with the Queen's Colours")
		}
	}
	return b.String()
}
