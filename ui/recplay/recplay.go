// Package recplay is a recorded game in play on a screen, as the tactical
// and skirmish screens share it: the game as a saves.Record that every
// action goes through (so saving, autosave and replay work), who plays
// each seat (a person or a bot of the games registry), the bots' pace and
// their reasons, the log panel's lines, and undo (the person's last
// action and the bots' after it, never past a die, from a copy of the
// game kept nearby rather than by playing the record from its start). It
// knows no game's rules and never imports ebiten; the screens' state
// packages (tstate, skstate) embed a Session and add what their game
// shows; the card screens' (hstate, rdstate) keep one for undo, with a
// Check of their own that also stops at a hidden card drawn or shown.
package recplay

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"zulu1879/games"
	"zulu1879/play"
	"zulu1879/saves"
)

// DefaultDelay is the pause, in seconds, before each bot action, so that
// a person can follow the other side; FastDelay is the fast speed's.
const (
	DefaultDelay = 0.5
	FastDelay    = 0.15
)

// SnapEvery is how many actions apart a session keeps a copy of the game,
// so that an undo plays at most this many actions again instead of the
// whole record.
const SnapEvery = 25

// PersonCopies is how many of the copies taken just before a person's
// action (or order) a session keeps, the newest: an undo of one of those
// plays nothing again. Older undos start from the copies kept every
// SnapEvery actions.
const PersonCopies = 16

// Reason is a bot's action with its reason, for the log panel.
type Reason struct {
	Seat   games.Seat
	Bot    string
	Action string
	Text   string
}

// SeatName names a seat of the Rorke's Drift games as the screens write
// it: seat 0 the British, seat 1 the Zulus.
func SeatName(s games.Seat) string {
	switch s {
	case 0:
		return "British"
	case 1:
		return "Zulus"
	}
	return "nobody"
}

// NewRecord starts a recorded game of the rules registered as id with
// setup; british and zulu name who plays each seat: "" a person,
// "default" the registry's default bot of the seat, else a bot's name.
func NewRecord(id string, setup games.Setup, british, zulu string) (*saves.Record, error) {
	rules, err := games.Lookup(id)
	if err != nil {
		return nil, err
	}
	who := map[string]string{}
	for seat, name := range map[string]string{"british": british, "zulu": zulu} {
		if name == "default" {
			b, err := games.DefaultBot(id, seat)
			if err != nil {
				return nil, err
			}
			name = b.Name
		}
		if name != "" {
			who[seat] = name
		}
	}
	return saves.NewRecord(rules, setup, who)
}

// Session is one recorded game in play.
type Session struct {
	// Rec is the game; every action goes through Rec.Apply.
	Rec *saves.Record
	// Bots play the seats they hold; BotNames name them.
	Bots     map[games.Seat]games.Bot
	BotNames map[games.Seat]string
	// BotTitles are the bots' names for players ("the impi"), from the
	// registry's BotTitle.
	BotTitles map[games.Seat]string
	// Words, when set, says an action of the notation in words for the
	// screen (the bots' lines, undo's notice); unset, the notation shows.
	Words func(action string) string
	// Plain, when set, rewrites a line of the game's log in words for the
	// screen (names for ids); unset, the log shows as the engine wrote it.
	Plain func(line string) string
	// Delay is the pause before each bot action; Wait what has passed.
	Delay, Wait float64
	// MaxSkip caps the bot actions one Skip plays.
	MaxSkip int
	// Stage, when set, is where play stands for a watched game's Skip
	// (both seats bots): it stops once Stage says something else (the
	// next turn, the next phase). Unset, it stops when a person is to act.
	Stage func() string
	// After, when set, runs after every action the session plays (a
	// person's, a bot's, an undo): the screen drops what the game no
	// longer allows.
	After func()
	// Reasons are the bots' actions with their reasons, oldest first.
	Reasons []Reason
	// Info is the last message; IsError marks a refusal.
	Info    string
	IsError bool
	// Changed counts the actions applied and taken back, so the screen
	// knows when to read the game again.
	Changed int
	// Floor is how many of the record's first actions undo never takes
	// back: a campaign's actions before its second battle (the first
	// battle and the choice at the ledger), which this screen does not
	// play. 0 for a game of its own.
	Floor int
	// Check, when set, decides whether undo may take the game back from
	// now to the state at (the game as it stood before the person's
	// action): blocked with the reason ("a card was drawn") when not. It
	// replaces the dice check of RolledSince, whose reason quotes the
	// omniscient log and so must not be shown in a game that hides cards.
	Check func(at, now games.State) (why string, blocked bool)

	// snaps are copies of the game kept for undo, oldest first.
	snaps []snap
	// orders are the record's spans [from, to) of two or more actions
	// that one order of a person made (Begin/EndOrder): undo takes a
	// span back whole.
	orders [][2]int
	// inOrder is set between BeginOrder and EndOrder (one copy, before
	// the order's first action, serves its undo); orderFrom is where the
	// order began.
	inOrder   bool
	orderFrom int
	// replayed is how many actions the last take-back played again on
	// top of a kept copy (or from the start).
	replayed int
}

// snap is the game as it stood after its first n actions; person marks a
// copy taken before a person's action (pruned to PersonCopies).
type snap struct {
	n      int
	st     games.State
	person bool
}

// New makes the session of the recorded game rec: the bots its players
// name play their seats (a bot that cannot be made is said in Info), at
// the default pace, a Skip playing at most maxSkip actions.
func New(rec *saves.Record, maxSkip int) *Session {
	bots, names, warnings := play.Bots(rec)
	s := &Session{Rec: rec, Bots: bots, BotNames: names, Delay: DefaultDelay, MaxSkip: maxSkip}
	s.titleBots()
	// The game as loaded is the first copy undo may start from.
	s.snaps = []snap{{n: rec.Len(), st: rec.State().Clone()}}
	if len(warnings) > 0 {
		s.Info, s.IsError = strings.Join(warnings, "; "), true
	}
	return s
}

// titleBots sets BotTitles from BotNames (a screen that renames a seat's
// bot sets its title too).
func (s *Session) titleBots() {
	s.BotTitles = map[games.Seat]string{}
	for seat, name := range s.BotNames {
		s.BotTitles[seat] = games.BotTitle(s.Rec.Info().ID, name)
	}
}

// botTitle is the name players see for the bot of seat.
func (s *Session) botTitle(seat games.Seat) string {
	if t := s.BotTitles[seat]; t != "" {
		return t
	}
	return games.BotTitle(s.Rec.Info().ID, s.BotNames[seat])
}

// plain writes text of the engine for people (Plain), or as it is.
func (s *Session) plain(text string) string {
	if s.Plain == nil {
		return text
	}
	return s.Plain(text)
}

// words says action for people (Words), or as it is.
func (s *Session) words(action string) string {
	if s.Words == nil {
		return action
	}
	return s.Words(action)
}

// Over reports whether the game has ended.
func (s *Session) Over() bool { return games.Over(s.Rec.State()) }

// ToAct is the seat to act.
func (s *Session) ToAct() games.Seat { return s.Rec.State().ToAct() }

// IsBot reports whether a bot plays seat.
func (s *Session) IsBot(seat games.Seat) bool { return s.Bots[seat] != nil }

// MyTurn reports whether a person decides now.
func (s *Session) MyTurn() bool { return !s.Over() && !s.IsBot(s.ToAct()) }

// Who says who plays each seat ("British: you · Zulus: the impi").
func (s *Session) Who() string {
	var parts []string
	for seat := games.Seat(0); seat < 2; seat++ {
		w := "you"
		if s.IsBot(seat) {
			w = s.botTitle(seat)
		}
		parts = append(parts, SeatName(seat)+": "+w)
	}
	return strings.Join(parts, " · ")
}

// ActorLine says who is to act for the bar: the seat, and whether it is
// the person's or a bot's (which Space hurries).
func (s *Session) ActorLine() string {
	who := SeatName(s.ToAct())
	if s.IsBot(s.ToAct()) {
		return who + " (" + s.botTitle(s.ToAct()) + ", Space skips ahead)"
	}
	return who + " (you)"
}

// Apply plays a person's action: refused, with the reason in Info, when
// the game is over, a bot holds the seat to act or the rules refuse it.
func (s *Session) Apply(action string) error {
	if s.Over() {
		return s.refuse(action, fmt.Errorf("the game is over"))
	}
	if s.IsBot(s.ToAct()) {
		return s.refuse(action, fmt.Errorf("the %s are the bot's to play", SeatName(s.ToAct())))
	}
	added := s.keepBeforePerson()
	if err := s.Rec.Apply(action, ""); err != nil {
		if added {
			s.snaps = s.snaps[:len(s.snaps)-1]
		}
		return s.refuse(action, err)
	}
	s.Info, s.IsError = "", false
	s.Wait = 0
	s.played()
	return nil
}

func (s *Session) refuse(action string, err error) error {
	// In words on the screen: the action (Words) and the engine's reason
	// (Plain); the error returned keeps the engine's text.
	s.Info, s.IsError = s.words(action)+": "+s.plain(err.Error()), true
	return err
}

// played counts an action played, keeps a copy when one is due, and runs
// After.
func (s *Session) played() {
	s.Changed++
	s.keep()
	if s.After != nil {
		s.After()
	}
}

// keep keeps a copy of the game when the record's length calls for one
// (every SnapEvery actions).
func (s *Session) keep() {
	n := s.Rec.Len()
	if n%SnapEvery == 0 && (len(s.snaps) == 0 || s.snaps[len(s.snaps)-1].n < n) {
		s.snaps = append(s.snaps, snap{n: n, st: s.Rec.State().Clone()})
	}
}

// keepBeforePerson keeps a copy of the game as it stands before a
// person's action (undo goes back to exactly there), unless one is kept
// at this length already or an order is being played, and drops the
// oldest such copy beyond PersonCopies. It reports whether it added one.
func (s *Session) keepBeforePerson() bool {
	n := s.Rec.Len()
	if s.inOrder || (len(s.snaps) > 0 && s.snaps[len(s.snaps)-1].n >= n) {
		return false
	}
	s.snaps = append(s.snaps, snap{n: n, st: s.Rec.State().Clone(), person: true})
	count := 0
	for i := len(s.snaps) - 1; i >= 0; i-- {
		if !s.snaps[i].person {
			continue
		}
		if count++; count > PersonCopies {
			s.snaps = slices.Delete(s.snaps, i, i+1)
			break
		}
	}
	return true
}

// BeginOrder starts an order of a person that plays several actions (a
// group move): undo takes them back together. EndOrder closes it.
func (s *Session) BeginOrder() {
	s.keepBeforePerson()
	s.inOrder, s.orderFrom = true, s.Rec.Len()
}

// EndOrder closes the order BeginOrder started.
func (s *Session) EndOrder() {
	s.inOrder = false
	if n := s.Rec.Len(); n-s.orderFrom > 1 {
		s.orders = append(s.orders, [2]int{s.orderFrom, n})
	}
}

// Tick lets dt seconds pass: when a bot is to act and its pause is over,
// it plays one action. It reports whether one was played.
func (s *Session) Tick(dt float64) bool {
	if s.Over() || !s.IsBot(s.ToAct()) {
		s.Wait = 0
		return false
	}
	s.Wait += dt
	if s.Wait < s.Delay {
		return false
	}
	s.Wait = 0
	return s.BotStep() == nil
}

// NextBot says how long until the bot to act plays (false: no bot is to
// act), so a window that draws only on change can wake for it.
func (s *Session) NextBot() (float64, bool) {
	if s.Over() || !s.IsBot(s.ToAct()) {
		return 0, false
	}
	return max(0, s.Delay-s.Wait), true
}

// BotStep plays the action of the bot to act, with its reason; one the
// rules refuse ends the phase instead, so a bot never stalls the game.
func (s *Session) BotStep() error {
	seat := s.ToAct()
	a, why := s.Bots[seat].Choose(s.Rec.State())
	if len(why) > saves.MaxReasonLen {
		why = why[:saves.MaxReasonLen]
	}
	if err := s.Rec.Apply(a, why); err != nil {
		s.Info, s.IsError = fmt.Sprintf("%s chose what the game refuses (%s: %v); it ends the phase", capital(s.botTitle(seat)), s.words(a), s.plain(err.Error())), true
		a, why = "end", "the bot's action was refused"
		if err2 := s.Rec.Apply(a, why); err2 != nil {
			return err2
		}
	}
	s.Reasons = append(s.Reasons, Reason{Seat: seat, Bot: s.BotNames[seat], Action: a, Text: why})
	s.played()
	return nil
}

// Skip plays the bots' actions at once until a person is to act or the
// game ends (at most MaxSkip), and returns how many it played. When bots
// play both sides (nobody to wait for) it stops where Stage changes, so a
// watched game goes on a turn (or a phase) a press.
func (s *Session) Skip() int {
	n := 0
	watch := s.IsBot(0) && s.IsBot(1) && s.Stage != nil
	stage := ""
	if watch {
		stage = s.Stage()
	}
	for n < s.MaxSkip && !s.Over() && s.IsBot(s.ToAct()) && !(watch && s.Stage() != stage) {
		if s.BotStep() != nil {
			break
		}
		n++
	}
	s.Wait = 0
	return n
}

// Log is the game's log for the log panel, newest last (at most n lines).
func (s *Session) Log(n int) []string {
	ev := s.Rec.State().Log(games.Omniscient, 0)
	if len(ev) > n {
		ev = ev[len(ev)-n:]
	}
	out := make([]string, 0, len(ev))
	for _, e := range ev {
		out = append(out, s.plain(e.Text))
	}
	return out
}

// BotLines are the bots' last n actions with their reasons, newest last.
func (s *Session) BotLines(n int) []string {
	rs := s.Reasons
	if len(rs) > n {
		rs = rs[len(rs)-n:]
	}
	out := make([]string, 0, len(rs))
	for _, r := range rs {
		title := r.Bot
		if s.BotNames[r.Seat] == r.Bot {
			title = s.botTitle(r.Seat)
		}
		ln := SeatName(r.Seat) + " (" + title + "): " + s.words(r.Action)
		if r.Text != "" {
			ln += " — " + s.plain(r.Text)
		}
		out = append(out, ln)
	}
	return out
}

// CanUndo reports whether a person's action can be taken back.
func (s *Session) CanUndo() bool { return s.LastPerson() >= 0 }

// LastPerson is the index in the record of the last action a person
// took (-1: none), at or after Floor.
func (s *Session) LastPerson() int {
	moves := s.Rec.Moves()
	for i := len(moves) - 1; i >= s.Floor; i-- {
		if !s.botMove(moves[i]) {
			return i
		}
	}
	return -1
}

// botMove reports whether a bot of this session made mv.
func (s *Session) botMove(mv saves.Move) bool {
	return s.IsBot(games.Seat(slices.Index(s.Rec.Info().Seats, mv.Seat)))
}

// Undo takes back the last action a person made and the bots' actions
// after it (a whole order when that action was one of its actions),
// unless a die was rolled since: a roll is never taken back (as in the
// terminal play loop's undo). The game is played again from the newest
// copy kept at or before that action (the dice follow the seed, so it
// stands as it did before that action), or from the start when none is
// kept that early. A refusal is said in Info too.
func (s *Session) Undo() error {
	k := s.LastPerson()
	if k < 0 {
		s.Info, s.IsError = "nothing of yours to take back", true
		return errors.New(s.Info)
	}
	for _, o := range s.orders {
		if o[0] <= k && k < o[1] && o[1] <= s.Rec.Len() {
			k = o[0]
		}
	}
	if s.Check != nil {
		at, err := s.StateAt(k)
		why, blocked := "the game could not be played again to check", true
		if err == nil {
			why, blocked = s.Check(at, s.Rec.State())
		}
		if blocked {
			s.Info, s.IsError = "cannot take back: "+why, true
			return errors.New(s.Info)
		}
		return s.TakeBack(k)
	}
	if text, ok := s.RolledSince(k); ok {
		s.Info, s.IsError = fmt.Sprintf("cannot take back: a die was rolled since (%s)", text), true
		return errors.New(s.Info)
	}
	return s.TakeBack(k)
}

// TakeBack takes the record back to its first k actions (k is a person's
// action) without checking for dice, and says so in Info ("Took back 3
// actions: move B3 1418 and the bots' after it").
func (s *Session) TakeBack(k int) error {
	moves := s.Rec.Moves()
	if k < s.Floor || k >= len(moves) {
		return fmt.Errorf("take back to %d actions: the record has %d (the first %d stay)", k, len(moves), s.Floor)
	}
	if err := s.rewind(k); err != nil {
		return err
	}
	for len(s.orders) > 0 && s.orders[len(s.orders)-1][1] > k {
		s.orders = s.orders[:len(s.orders)-1]
	}
	// The reasons of the bots' actions taken back go too.
	bots := 0
	for _, mv := range moves[k:] {
		if s.botMove(mv) {
			bots++
		}
	}
	s.Reasons = s.Reasons[:max(0, len(s.Reasons)-bots)]
	dropped := len(moves) - k
	s.Info, s.IsError = fmt.Sprintf("Took back %s (%s", plural(dropped, "action", "actions"), s.words(moves[k].Action)), false
	if dropped > 1 {
		s.Info += " and what followed"
	}
	s.Info += ")."
	s.Wait = 0
	s.Changed++
	if s.After != nil {
		s.After()
	}
	return nil
}

// Replayed is how many actions the last take-back played again on top
// of the copy it started from.
func (s *Session) Replayed() int { return s.replayed }

// RolledSince reports whether an event logged after the first k actions
// carries dice, and the first such event's text. The game as it stood
// after k actions is played from the newest copy kept at or before it,
// or from the start; if that fails it reports a roll (refusing is safe).
func (s *Session) RolledSince(k int) (string, bool) {
	st, err := s.StateAt(k)
	if err != nil {
		return "the game could not be played again to check", true
	}
	n := len(st.Log(games.Omniscient, 0))
	for _, e := range s.Rec.State().Log(games.Omniscient, n) {
		if len(e.Dice) > 0 {
			return e.Text, true
		}
	}
	return "", false
}

// StateAt is the game as it stood after the record's first k actions,
// played from the newest copy kept at or before k, or from the start. The
// record is not changed.
func (s *Session) StateAt(k int) (games.State, error) {
	if k < 0 || k > s.Rec.Len() {
		return nil, fmt.Errorf("state after %d actions: the record has %d", k, s.Rec.Len())
	}
	var st games.State
	from := 0
	for i := len(s.snaps) - 1; i >= 0; i-- {
		if s.snaps[i].n <= k {
			st, from = s.snaps[i].st.Clone(), s.snaps[i].n
			break
		}
	}
	if st == nil {
		fresh, err := s.Rec.Rules().New(s.Rec.Setup())
		if err != nil {
			return nil, err
		}
		st = fresh
	}
	for _, mv := range s.Rec.Moves()[from:k] {
		if err := st.Apply(mv.Action); err != nil {
			return nil, err
		}
	}
	return st, nil
}

// DiceSince is the first event logged in now after the events of at that
// carries dice (ok false: none): a check for Check.
func DiceSince(at, now games.State) (games.Event, bool) {
	for _, e := range now.Log(games.Omniscient, len(at.Log(games.Omniscient, 0))) {
		if len(e.Dice) > 0 {
			return e, true
		}
	}
	return games.Event{}, false
}

// rewind takes the record back to its first k actions: from the newest
// copy kept at or before k (Record.Rewind), else by playing the record
// again from the start. The copies after k are dropped.
func (s *Session) rewind(k int) error {
	i := len(s.snaps) - 1
	for i >= 0 && s.snaps[i].n > k {
		i--
	}
	if i >= 0 {
		if err := s.Rec.Rewind(k, s.snaps[i].n, s.snaps[i].st.Clone()); err == nil {
			s.replayed = k - s.snaps[i].n
			s.snaps = s.snaps[:i+1]
			return nil
		}
		// A copy that no longer fits the record (it was changed around
		// the session): play it again from the start instead.
	}
	moves := s.Rec.Moves()
	rec, err := saves.NewRecord(s.Rec.Rules(), s.Rec.Setup(), s.Rec.Players())
	if err != nil {
		return err
	}
	for _, mv := range moves[:k] {
		if err := rec.Apply(mv.Action, mv.Reason); err != nil {
			return fmt.Errorf("undo: replaying %s: %w", mv.Action, err)
		}
	}
	s.Rec = rec
	s.replayed = k
	s.snaps = []snap{{n: k, st: rec.State().Clone()}}
	return nil
}

// KeptCopies are the lengths of the record at which copies of the game
// are kept (oldest first), and how many of them were taken before a
// person's action: tests read them.
func (s *Session) KeptCopies() (at []int, person int) {
	for _, c := range s.snaps {
		at = append(at, c.n)
		if c.person {
			person++
		}
	}
	return at, person
}

// capital writes s with its first letter in capitals.
func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// PhaseEndWords is the sentence for side ("british", "zulu") ending the
// phase whose key is phase ("british-move"), as the screens write the
// engines' "british end the british-move phase": "The British end their
// movement".
func PhaseEndWords(side, phase string) string {
	who := "The British end"
	if strings.HasPrefix(side, "zulu") {
		who = "The Zulus end"
	}
	switch {
	case strings.HasSuffix(phase, "-move") || phase == "move":
		return who + " their movement"
	case strings.HasSuffix(phase, "-fire") || phase == "fire":
		return who + " their fire"
	}
	return who + " the " + strings.ReplaceAll(strings.TrimPrefix(strings.TrimPrefix(phase, "british-"), "zulu-"), "-", " ") + " phase"
}
