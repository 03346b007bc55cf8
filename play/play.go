// Package play is the terminal loop written once for every game on the
// common contract (package games): zulu1879 play G.
//
// The loop reads one line at a time. Before each decision of a person it
// shows what that seat may see and nothing else: the new log events as
// the seat reads them (State.Log(seat, …)), the position (State.View(seat),
// drawn by the game's text renderer when it has one, see RegisterTextView,
// else as indented JSON), the prompt and the legal actions, numbered. The
// player types a number or an action in the game's notation; help, view,
// legal, log, save FILE and quit are the loop's own commands. Bots
// (games.Bot) play their seats without asking; in a game without hidden
// information their actions and reasons are printed, in a game with hidden
// information only the log events the person at the screen may read (a
// bot's action or reason could name its cards).
//
// In a game with hidden information and two or more people at one screen,
// the loop stops between two different people with a curtain ("pass to
// the south player, then press Enter"), and clears the screen when the
// output is a terminal, so that a seat's hand is only printed after its
// player has taken the keyboard. Text from files and from the player is
// printed through internal/untrusted.Text.
//
// The game itself is a saves.Record, so "save FILE" writes an envelope, and
// the front end may autosave after every command (Config.Autosave).
package play

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"sync"
	"zulu1879/internal/words"

	"zulu1879/games"
	"zulu1879/internal/untrusted"
	"zulu1879/saves"
)

// TextViewer is what a game's State may implement to draw its position in
// text for seat (using only what View(seat) shows).
type TextViewer interface {
	TextView(seat games.Seat) string
}

var (
	viewMu    sync.RWMutex
	textViews = map[string]func(games.State, games.Seat) string{}
)

// RegisterTextView gives the loop a text renderer for game, for a game
// whose State does not implement TextViewer (the renderer lives outside the
// adapter, e.g. in another front end's package). It must draw only what
// s.View(seat) holds.
func RegisterTextView(game string, f func(s games.State, seat games.Seat) string) {
	viewMu.Lock()
	defer viewMu.Unlock()
	textViews[game] = f
}

// ViewText draws the position of s as seat may see it: the State's
// TextView, the renderer registered for game, or else View(seat) as
// indented JSON.
func ViewText(game string, s games.State, seat games.Seat) string {
	if tv, ok := s.(TextViewer); ok {
		return tv.TextView(seat)
	}
	viewMu.RLock()
	f := textViews[game]
	viewMu.RUnlock()
	if f != nil {
		return f(s, seat)
	}
	b, err := json.MarshalIndent(s.View(seat), "", "  ")
	if err != nil {
		return "(the view cannot be shown: " + err.Error() + ")"
	}
	return string(b)
}

// DefaultListed is how many legal actions the loop lists before "… N
// more" (legal lists them all).
const DefaultListed = 40

// Config is one game at the terminal.
type Config struct {
	// Record is the game; the loop applies every action through it.
	Record *saves.Record
	// Bots play the seats they are given; every other seat is a person.
	Bots map[games.Seat]games.Bot
	// BotNames name the bots in messages, by seat.
	BotNames map[games.Seat]string
	In       io.Reader
	Out      io.Writer
	// Echo prints each line read after its prompt (input from a file or a
	// pipe), so that the output reads as a transcript.
	Echo bool
	// Clear clears the screen at a curtain (the output is a terminal).
	Clear bool
	// HideView shows the position only when asked ("view").
	HideView bool
	// Listed is how many legal actions are listed (0: DefaultListed).
	Listed int
	// Program is the version written into saves.
	Program string
	// Autosave, if set, is called whenever the game changed and the loop is
	// about to wait for a person, and at the end. Its error is shown once,
	// and the game goes on.
	Autosave func(*saves.Record) (string, error)
	// AutosaveHolds says the newest autosave already holds the game as it
	// is (it was resumed from it): nothing is written until it changes.
	AutosaveHolds bool
	// ResumeHint is printed on quit (how to continue the game).
	ResumeHint string
	// SaveFile, if set, is written by "save" without a name, when the
	// game ends and when the player leaves (the --save FILE of the older
	// loops).
	SaveFile string
	// Load reads the file of "load FILE" (nil: saves.LoadEnvelope); a
	// front end that reads older formats too converts them here.
	Load func(path string) (*saves.Record, error)
	// KeepBots keeps the seats' bots of the command line when "load FILE"
	// brings another game, instead of the players its file records.
	KeepBots bool
}

// loop is a running Config.
type loop struct {
	Config
	rec    *saves.Record
	info   games.Info
	in     *bufio.Scanner
	humans int
	seats  []games.Seat // the seats that take part (games.Playing)
	// shownTurn is the turn of the last event the reader had read when the
	// position was last shown.
	shownTurn int
	viewer    games.Seat // who is at the screen; Omniscient before anyone
	cursor    map[games.Seat]int
	// changes counts the changes of the game (an action, an undo, a
	// load): saved and listedAt are its value at the last autosave and
	// the last listing.
	changes int
	saved   int
	// listedAt is changes when the legal actions were last
	// listed: after a command that changes nothing only the prompt repeats.
	listedAt int
	autoErr  string
	last     listing // the last legal list, for more
	// wasHidden is hidden() when the events were last printed.
	wasHidden bool
	// overAt is changes when the end of the game was last announced (-1:
	// never).
	overAt int
}

// Run plays until the game is over, the player quits or the input ends.
// It returns an error only when a bot breaks the contract (an action the
// game refuses) or the input cannot be read.
func Run(cfg Config) error {
	l := &loop{Config: cfg, rec: cfg.Record, info: cfg.Record.Info(), in: bufio.NewScanner(cfg.In), viewer: games.Omniscient, cursor: map[games.Seat]int{}, saved: -1, listedAt: -1, overAt: -1}
	l.in.Buffer(make([]byte, 64*1024), 1<<20)
	if l.Listed <= 0 {
		l.Listed = DefaultListed
	}
	l.seats = games.Playing(l.rec.State(), l.info)
	l.wasHidden = l.hidden()
	for _, seat := range l.seats {
		if l.Bots[seat] == nil {
			l.humans++
		}
	}
	if l.rec.Len() == 0 || l.AutosaveHolds {
		l.saved = 0
	}
	if l.rec.Len() > 0 {
		// A resumed game shows what happens from now on; "log" shows the
		// last events before.
		st := l.rec.State()
		for i := range l.info.Seats {
			l.cursor[games.Seat(i)] = len(st.Log(games.Seat(i), 0))
		}
		l.cursor[games.Omniscient] = len(st.Log(games.Omniscient, 0))
	}
	l.header()
	for {
		s := l.rec.State()
		seat := s.ToAct()
		if seat == games.Nobody && l.overAt == l.changes {
			// Over, and said so: the older loops' commands still work
			// (view, log, save, the game's own; load and undo may bring a
			// game back) until quit or the end of input.
			line, ok := l.read("game over> ")
			if !ok {
				if err := l.in.Err(); err != nil {
					return fmt.Errorf("reading the commands: %v", err)
				}
				return nil
			}
			if l.command(games.Omniscient, line) {
				return nil
			}
			continue
		}
		if seat == games.Nobody {
			l.overAt = l.changes
			l.events()
			l.autosave()
			l.writeSaveFile()
			if text := ending(l.info.ID, s); text != "" {
				if !strings.HasSuffix(text, "\n") {
					text += "\n"
				}
				l.printf("%s", text)
			}
			res, _ := s.Result()
			l.printf("Game over: %s", untrusted.Text(res.How))
			if res.Level != "" {
				l.printf(" (%s)", untrusted.Text(res.Level))
			}
			if res.Score != 0 {
				l.printf(", score %d", res.Score)
			}
			l.printf("\n")
			if l.humans == 0 {
				// Bots against bots: a demonstration, over (as text ran it).
				return nil
			}
			continue
		}
		if bot := l.Bots[seat]; bot != nil {
			if err := l.botTurn(seat, bot); err != nil {
				return err
			}
			continue
		}
		if a := forcedAction(l.info.ID, s); a != "" {
			if err := l.rec.Apply(a, ""); err == nil {
				l.changes++
				l.printf("  %s: %s (the only choice)\n", l.info.SeatName(seat), untrusted.Text(a))
				l.events()
				continue
			}
		}
		if seat != l.viewer {
			if l.hidden() && l.humans > 1 {
				if !l.curtain(seat) {
					return l.quit("end of input")
				}
			}
			l.viewer = seat
			l.events()
			if !l.HideView {
				l.printf("%s\n", ViewText(l.info.ID, s, seat))
			}
			l.shownTurn = lastTurn(s, seat)
		} else if t := lastTurn(s, seat); t != l.shownTurn {
			// The same seat again, but a new turn began (a solitaire game,
			// or the others' turns played by bots): the position anew.
			l.shownTurn = t
			if !l.HideView {
				l.printf("%s\n", ViewText(l.info.ID, s, seat))
			}
		}
		l.autosave()
		if l.changes != l.listedAt {
			l.prompt(seat)
			l.listedAt = l.changes
		}
		line, ok := l.read(fmt.Sprintf("%s> ", l.info.SeatName(seat)))
		if !ok {
			return l.quit("end of input")
		}
		if done := l.command(seat, line); done {
			return l.quit("")
		}
	}
}

func (l *loop) printf(format string, a ...any) { fmt.Fprintf(l.Out, format, a...) }

// seatsLine says who plays each seat: "british: a person; zulu: the
// rule9 bot".
func (l *loop) seatsLine() string {
	var seats []string
	for _, seat := range l.seats {
		who := "a person"
		if l.Bots[seat] != nil {
			who = "the " + untrusted.Text(l.BotNames[seat]) + " bot"
		}
		seats = append(seats, l.info.SeatName(seat)+": "+who)
	}
	return strings.Join(seats, "; ")
}

// header says what is played, by whom.
func (l *loop) header() {
	r := l.rec
	l.printf("%s — scenario %s, seed %d", l.info.Title, untrusted.Text(r.Setup().Scenario), r.Setup().Seed)
	if r.Revision() != 0 {
		l.printf(", revision %d", r.Revision())
	}
	l.printf("\n")
	l.printf("Seats: %s. Type help for the commands.\n", l.seatsLine())
	if r.Note() != "" {
		l.printf("Note: %s\n", untrusted.Text(r.Note()))
	}
	if r.Len() > 0 {
		l.printf("Resumed after %s (log shows the last events).\n", words.Count(r.Len(), "action", "actions"))
	}
}

// reader is the seat whose log events are printed: the person at the
// screen, or everyone's when nobody is.
func (l *loop) reader() games.Seat {
	if !l.hidden() || l.humans == 0 {
		return games.Omniscient
	}
	return l.viewer
}

// hidden reports whether the game hides anything from a seat as it stands
// (Info.Hidden, unless the state says it is open now: games.Open).
func (l *loop) hidden() bool {
	if !l.info.Hidden {
		return false
	}
	o, ok := l.rec.State().(games.Open)
	return !ok || !o.Open()
}

// events prints the log events the reader has not seen yet.
func (l *loop) events() {
	seat := l.reader()
	if h := l.hidden(); h != l.wasHidden {
		// The game has gone from open to hidden (or back): what the last
		// action brought is shown as before, and from now on each reader
		// reads on from where the game stands.
		before := games.Omniscient
		if l.wasHidden && l.humans > 0 {
			before = l.viewer
		}
		nobody := l.wasHidden && l.humans > 0 && before == games.Omniscient
		l.wasHidden = h
		if !nobody {
			evs := l.rec.State().Log(before, l.cursor[before])
			for _, line := range EventLines(l.info, evs) {
				l.printf("    %s\n", line)
			}
		}
		st := l.rec.State()
		for i := range l.info.Seats {
			l.cursor[games.Seat(i)] = len(st.Log(games.Seat(i), 0))
		}
		l.cursor[games.Omniscient] = len(st.Log(games.Omniscient, 0))
		return
	}
	if seat == games.Omniscient && l.hidden() && l.humans > 0 {
		return // nobody at the screen yet
	}
	evs := l.rec.State().Log(seat, l.cursor[seat])
	for _, line := range EventLines(l.info, evs) {
		l.printf("    %s\n", line)
	}
	l.cursor[seat] += len(evs)
}

// lastTurn is the turn of the last event seat may read in s (0 if none).
func lastTurn(s games.State, seat games.Seat) int {
	evs := s.Log(seat, 0)
	if len(evs) == 0 {
		return 0
	}
	return evs[len(evs)-1].Turn
}

// EventLines writes events one a line (EventText), a run of the same
// event without dice once with its count ("set-up: shuffle the deck
// [rule 3.0] ×25": a shuffle whose dice the reader may not see).
func EventLines(info games.Info, evs []games.Event) []string {
	var out []string
	for i := 0; i < len(evs); i++ {
		e, n := evs[i], 1
		for len(e.Dice) == 0 && i+1 < len(evs) && len(evs[i+1].Dice) == 0 && evs[i+1].Text == e.Text && evs[i+1].Rule == e.Rule && evs[i+1].Seat == e.Seat {
			i++
			n++
		}
		line := EventText(info, e)
		if n > 1 {
			line += fmt.Sprintf(" ×%d", n)
		}
		out = append(out, line)
	}
	return out
}

// EventText writes one log event on a line: its text, then the rule and
// the dice.
func EventText(info games.Info, e games.Event) string {
	var b strings.Builder
	b.WriteString(untrusted.Text(e.Text))
	var extra []string
	if e.Rule != "" {
		extra = append(extra, "rule "+untrusted.Text(e.Rule))
	}
	if len(e.Dice) > 0 {
		d := make([]string, len(e.Dice))
		for i, v := range e.Dice {
			d[i] = strconv.Itoa(v)
		}
		extra = append(extra, "dice "+strings.Join(d, ", "))
	}
	if len(extra) > 0 {
		b.WriteString(" [" + strings.Join(extra, "; ") + "]")
	}
	return b.String()
}

// botTurn lets a bot take one decision.
func (l *loop) botTurn(seat games.Seat, bot games.Bot) error {
	s := l.rec.State()
	action, reason := bot.Choose(s)
	name := l.info.SeatName(seat)
	if err := l.rec.Apply(action, reason); err != nil {
		return fmt.Errorf("the %s bot playing the %s chose %q, which the game refuses: %v", l.BotNames[seat], name, action, err)
	}
	l.changes++
	if l.hidden() && l.humans > 0 {
		l.printf("  %s (%s) has played.\n", name, untrusted.Text(l.BotNames[seat]))
	} else {
		l.printf("  %s (%s): %s\n", name, untrusted.Text(l.BotNames[seat]), untrusted.Text(action))
		if reason != "" {
			l.printf("      why: %s\n", untrusted.Text(reason))
		}
	}
	l.events()
	return nil
}

// curtain asks the player of seat to take the keyboard; false when the
// input ended.
func (l *loop) curtain(seat games.Seat) bool {
	if l.Clear {
		l.printf("\x1b[H\x1b[2J\x1b[3J")
	}
	l.printf("\n==== Pass the keyboard to %s, then press Enter. ====\n", l.info.SeatName(seat))
	_, ok := l.read("")
	if l.Clear {
		l.printf("\x1b[H\x1b[2J\x1b[3J")
	}
	return ok
}

// prompt shows the decision and the legal actions.
func (l *loop) prompt(seat games.Seat) {
	s := l.rec.State()
	p := s.Prompt()
	l.printf("[%s] %s\n", l.info.SeatName(seat), untrusted.Text(p.Text))
	l.list(Listed(l.info.ID, s), l.Listed)
}

// list numbers the legal actions, at most limit of them; when some are
// left out, more goes on with them a page of limit at a time.
func (l *loop) list(legal []string, limit int) {
	for i, a := range legal {
		if i == limit {
			l.printf("  … %d more (more shows them, legal lists them all)\n", len(legal)-limit)
			picks := make([]int, len(legal))
			for j := range picks {
				picks[j] = j
			}
			l.last = listing{changes: l.changes, picks: picks, next: limit, limit: limit}
			break
		}
		l.printf("  %3d. %s\n", i+1, untrusted.Text(a))
	}
}

// read reads one line, echoing it when asked; false at the end of input.
func (l *loop) read(prompt string) (string, bool) {
	l.printf("%s", prompt)
	if !l.in.Scan() {
		l.printf("\n")
		return "", false
	}
	line := l.in.Text()
	if l.Echo {
		l.printf("%s\n", untrusted.Text(line))
	}
	return strings.TrimSpace(line), true
}

const helpText = `Commands (the one terminal loop of every game):
  N, do N           take the legal action numbered N
  ACTION            take an action written in the game's notation
  legal [WORD…] [N|all]  the legal actions, numbered (all of them; N: the
                    first N; WORD keeps those naming it: legal fire, legal 0808)
  more              the next page of the last legal list
  undo              take back the last action of a person (and the bots'
                    after it), while no die has been rolled since (in the
                    games that allow it)
  view              show the position as your seat sees it
  log [N]           show the last N (20) events of the log you may read
  hint              what the game's bot would do in your place, and why
  save [FILE]       save the game to FILE (an envelope save), or to the --save file
  load FILE         continue the game saved in FILE instead of this one
  help              this list
  quit              stop (the game stays in the autosave folder)
Lines starting with # are comments.
`

// command runs one line of the person playing seat; true to quit.
func (l *loop) command(seat games.Seat, line string) bool {
	s := l.rec.State()
	if strings.HasPrefix(line, "#") {
		return false
	}
	word, rest, _ := strings.Cut(line, " ")
	rest = strings.TrimSpace(rest)
	args := strings.Fields(rest)
	switch strings.ToLower(word) {
	case "":
		return false
	case "quit", "exit", "q":
		return true
	case "help", "?":
		l.printf("%s", helpText)
		if h := commandsHelp(l.info.ID, l.info.Title); h != "" {
			l.printf("%s", h)
		}
		if h, ok := s.(games.Helper); ok {
			text := h.Help()
			if !strings.HasSuffix(text, "\n") {
				text += "\n"
			}
			l.printf("\n%s", text)
		}
		return false
	case "hint":
		l.printf("%s\n", untrusted.Text(Hint(l.rec, seat)))
		return false
	case "legal":
		l.legal(args)
		return false
	case "more":
		l.more()
		return false
	case "view", "board":
		if c, ok := CommandNamed(l.info.ID, word); ok {
			l.runCommand(c, seat, args)
			return false
		}
		l.printf("%s\n", ViewText(l.info.ID, s, seat))
		return false
	case "log":
		n := 20
		if len(args) == 1 {
			v, err := strconv.Atoi(args[0])
			if err != nil || v < 1 {
				l.printf("error: log: want a number of events, not %q\n", untrusted.Text(args[0]))
				return false
			}
			n = v
		}
		from := max(0, len(s.Log(l.reader(), 0))-n)
		for _, e := range s.Log(l.reader(), from) {
			l.printf("    %s\n", EventText(l.info, e))
		}
		return false
	case "save":
		l.save(rest)
		return false
	case "load":
		l.load(rest)
		return false
	case "undo":
		l.undo()
		return false
	case "do":
		if len(args) != 1 {
			l.printf("error: do: write do N, N a number of the legal list\n")
			return false
		}
		line = args[0]
	default:
		if c, ok := CommandNamed(l.info.ID, word); ok {
			l.runCommand(c, seat, args)
			return false
		}
	}
	action := line
	legal := Listed(l.info.ID, s)
	if n, err := strconv.Atoi(line); err == nil {
		if n < 1 || n > len(legal) {
			l.printf("no action %d: the legal actions are numbered 1 to %d (legal lists them)\n", n, len(legal))
			return false
		}
		action = legal[n-1]
	}
	if err := l.rec.Apply(action, ""); err != nil {
		l.printf("not done: %s\n", untrusted.Text(oneLine(err.Error())))
		return false
	}
	l.changes++
	if !slices.Contains(legal, action) || action != line {
		l.printf("  %s: %s\n", l.info.SeatName(seat), untrusted.Text(action))
	}
	l.events()
	return false
}

// runCommand runs one of the game's own commands.
func (l *loop) runCommand(c Command, seat games.Seat, args []string) {
	text, err := c.Run(l.rec.State(), seat, args)
	if err != nil {
		l.printf("error: %s: %s\n", c.Name, untrusted.Text(oneLine(err.Error())))
		return
	}
	if text != "" && !strings.HasSuffix(text, "\n") {
		text += "\n"
	}
	l.printf("%s", text)
}

// HintFor is what the game's hint bot (games.HintBot) would do as seat in
// rec's game now: the bot's name, the action and its reason; or an error
// saying why there is no hint. The bot chooses on a copy of the game with
// the seed a bot of that seat has (Bots), so the same position gives the
// same hint, and the game is not changed.
func HintFor(rec *saves.Record, seat games.Seat) (bot, action, reason string, err error) {
	info := rec.Info()
	s := rec.State()
	if s.ToAct() != seat {
		return "", "", "", fmt.Errorf("%s is not to act", info.SeatName(seat))
	}
	bi, err := games.HintBot(info, info.SeatName(seat))
	if err != nil {
		return "", "", "", err
	}
	a, why := bi.New(rec.Setup().Seed + 1 + uint64(seat)).Choose(s.Clone())
	return bi.Name, a, why, nil
}

// Hint is HintFor as the terminal prints it: one line with the action's
// number among the legal ones, or why there is no hint.
func Hint(rec *saves.Record, seat games.Seat) string {
	bot, a, why, err := HintFor(rec, seat)
	if err != nil {
		return "no hint: " + oneLine(err.Error())
	}
	out := fmt.Sprintf("hint (the %s bot): %s", bot, a)
	if n := slices.Index(Listed(rec.Info().ID, rec.State()), a); n >= 0 {
		out += fmt.Sprintf(" (%d)", n+1)
	}
	if why != "" {
		out += " — " + oneLine(why)
	}
	return out
}

// autosave saves the game if it changed since the last autosave.
func (l *loop) autosave() {
	if l.Autosave == nil || l.changes == l.saved {
		return
	}
	_, err := l.Autosave(l.rec)
	switch {
	case err != nil && l.autoErr == "":
		l.autoErr = oneLine(err.Error())
		l.printf("autosave failed (play goes on): %s\n", untrusted.Text(l.autoErr))
	case err == nil && l.autoErr != "":
		l.autoErr = ""
		l.printf("autosaving works again\n")
	}
	if err == nil {
		l.saved = l.changes
	}
}

// quit ends the loop, saying how to go on.
func (l *loop) quit(why string) error {
	l.autosave()
	if why != "" {
		l.printf("(%s)\n", why)
	}
	l.writeSaveFile()
	l.printf("Game left after %s.", words.Count(l.rec.Len(), "action", "actions"))
	switch {
	case l.rec.Len() == 0:
		// Nothing was played, so nothing was autosaved to resume.
	case l.ResumeHint != "" && l.Autosave != nil && l.autoErr == "":
		l.printf(" %s", l.ResumeHint)
	}
	l.printf("\n")
	if err := l.in.Err(); err != nil {
		return fmt.Errorf("reading the commands: %v", err)
	}
	return nil
}

func oneLine(s string) string { return strings.ReplaceAll(s, "\n", " ") }

// Bots makes the bots that rec's players name (saves.Record.Players), each
// with the seed of the game plus 1 plus its seat number, so that the same
// game gives the same bot choices. A name this program has no bot for (a
// save from another program) gives the seat to a person: the record is
// changed to say so, and a warning names the seat and the bots there are.
func Bots(rec *saves.Record) (bots map[games.Seat]games.Bot, names map[games.Seat]string, warnings []string) {
	info := rec.Info()
	bots, names = map[games.Seat]games.Bot{}, map[games.Seat]string{}
	players := rec.Players()
	for i, seat := range info.Seats {
		who := players[seat]
		if who == saves.Human || who == "" {
			continue
		}
		b, err := games.BotNamed(info.ID, who, seat)
		if err != nil {
			warnings = append(warnings, fmt.Sprintf("the %s seat: %v; a person plays it", seat, err))
			_ = rec.SetPlayer(seat, saves.Human)
			continue
		}
		s := games.Seat(i)
		bots[s] = b.New(rec.Setup().Seed + 1 + uint64(i))
		names[s] = b.Name
	}
	return bots, names, warnings
}
