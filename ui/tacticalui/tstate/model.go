// Package tstate is the plain-Go heart of the tactical screen in play: the
// game as a saves.Record (every action through Record.Apply, so saving,
// autosave and replay work), who plays each seat (a person or a bot from
// the games registry), the bots' pace and their reasons, undo, and the
// fire and melee planners that weigh an action before the die. It never
// imports ebiten; package tacticalui draws it and feeds it input, and it
// is tested without a window.
package tstate

import (
	"fmt"
	"slices"
	"strings"

	_ "zulu1879/ai/tactical" // the tactical game's bots, offered by the registry
	"zulu1879/games"
	"zulu1879/play"
	"zulu1879/saves"
	"zulu1879/tactical"
)

// DefaultDelay is the pause, in seconds, before each bot action, so that
// a person can follow the other side.
const DefaultDelay = 0.5

// FastDelay is the pause at the fast speed.
const FastDelay = 0.15

// MaxSkip caps how many bot actions Skip plays at once.
const MaxSkip = 2000

// Person names a seat played by a person in Seats (the record writes "").
const Person = ""

// Reason is a bot's action with its reason, for the log panel.
type Reason struct {
	Seat   games.Seat
	Bot    string
	Action string
	Text   string
}

// NewGame starts a recorded tactical game with seed: british and zulu
// name who plays each seat, Person ("") or a bot's name ("default" for
// the registry's default bot of that seat).
func NewGame(seed uint64, british, zulu string) (*saves.Record, error) {
	rules, err := games.Lookup(tactical.ID)
	if err != nil {
		return nil, err
	}
	who := map[string]string{}
	for seat, name := range map[string]string{"british": british, "zulu": zulu} {
		if name == "default" {
			b, err := games.DefaultBot(tactical.ID, seat)
			if err != nil {
				return nil, err
			}
			name = b.Name
		}
		if name != Person {
			who[seat] = name
		}
	}
	return saves.NewRecord(rules, games.Setup{Seed: seed}, who)
}

// Model is the state of the tactical screen around one recorded game.
type Model struct {
	// Rec is the game; actions go through Rec.Apply.
	Rec *saves.Record
	// Bots play the seats they are given; BotNames name them.
	Bots     map[games.Seat]games.Bot
	BotNames map[games.Seat]string
	// Delay is the pause before each bot action; Wait what has passed.
	Delay, Wait float64
	// Reasons are the bots' actions with their reasons, oldest first.
	Reasons []Reason
	// Info is the last message; IsError marks a refusal.
	Info    string
	IsError bool
	// Changed counts the actions applied through the model (any seat), so
	// the screen knows when to read the view again.
	Changed int
	// snaps are copies of the game kept for undo, oldest first (see
	// SnapEvery).
	snaps []snap
	// groups are the record's spans [from, to) made by one group move
	// (GroupMove) of two or more moves, oldest first: undo takes a span
	// back whole.
	groups [][2]int
}

// SnapEvery is how many actions apart the model keeps a copy of the game,
// so that an undo plays at most this many actions again instead of the
// whole record.
const SnapEvery = 25

// snap is the game as it stood after its first n actions.
type snap struct {
	n  int
	st games.State
}

// keep keeps a copy of the game when the record's length calls for one
// (every SnapEvery actions).
func (m *Model) keep() {
	n := m.Rec.Len()
	if n%SnapEvery == 0 && (len(m.snaps) == 0 || m.snaps[len(m.snaps)-1].n < n) {
		m.snaps = append(m.snaps, snap{n, m.Rec.State().Clone()})
	}
}

// New makes the model of the recorded tactical game rec: the bots its
// players name play their seats.
func New(rec *saves.Record) (*Model, error) {
	if _, ok := rec.State().(*tactical.Game); !ok {
		return nil, fmt.Errorf("%s is not a game of %s", rec.Info().ID, tactical.ID)
	}
	bots, names, warnings := play.Bots(rec)
	m := &Model{Rec: rec, Bots: bots, BotNames: names, Delay: DefaultDelay}
	// The game as loaded is the first copy undo may start from.
	m.snaps = []snap{{rec.Len(), rec.State().Clone()}}
	if len(warnings) > 0 {
		m.Info, m.IsError = strings.Join(warnings, "; "), true
	}
	return m, nil
}

// G is the game as it stands.
func (m *Model) G() *tactical.Game { return m.Rec.State().(*tactical.Game) }

// Over reports whether the game has ended.
func (m *Model) Over() bool { return games.Over(m.Rec.State()) }

// ToAct is the seat to act.
func (m *Model) ToAct() games.Seat { return m.Rec.State().ToAct() }

// IsBot reports whether a bot plays seat.
func (m *Model) IsBot(s games.Seat) bool { return m.Bots[s] != nil }

// MyTurn reports whether a person decides now.
func (m *Model) MyTurn() bool { return !m.Over() && !m.IsBot(m.ToAct()) }

// SeatName names a seat as the screen writes it.
func SeatName(s games.Seat) string {
	switch s {
	case 0:
		return "British"
	case 1:
		return "Zulus"
	}
	return "nobody"
}

// Who says who plays each seat ("British: you · Zulus: bot random").
func (m *Model) Who() string {
	var parts []string
	for s := games.Seat(0); s < 2; s++ {
		w := "you"
		if m.IsBot(s) {
			w = "bot " + m.BotNames[s]
		}
		parts = append(parts, SeatName(s)+": "+w)
	}
	return strings.Join(parts, " · ")
}

// Status is the line the bar shows: the phase, whose move it is, the end.
func (m *Model) Status() string {
	g := m.G()
	if m.Over() {
		r, _ := g.Result()
		out := "Game over: " + r.How
		if r.Level != "" {
			out += " (" + r.Level + ")"
		}
		return out
	}
	who := SeatName(m.ToAct())
	if m.IsBot(m.ToAct()) {
		who += " (bot " + m.BotNames[m.ToAct()] + ", Space skips ahead)"
	} else {
		who += " (you)"
	}
	return fmt.Sprintf("%s · to act: %s", PhaseName(g.Phase), who)
}

// PhaseName writes a phase for the screen ("British fire").
func PhaseName(p tactical.Phase) string {
	s := strings.ReplaceAll(p.String(), "-", " ")
	s = strings.Replace(s, "british", "British", 1)
	s = strings.Replace(s, "zulu", "Zulu", 1)
	if s != "" && s[0] >= 'a' && s[0] <= 'z' {
		s = strings.ToUpper(s[:1]) + s[1:]
	}
	return s
}

// Apply plays a person's action (the screen's Game): refused when a bot
// holds the seat to act.
func (m *Model) Apply(action string) error {
	if m.Over() {
		return fmt.Errorf("the game is over")
	}
	if m.IsBot(m.ToAct()) {
		return fmt.Errorf("the %s are the bot's to play", SeatName(m.ToAct()))
	}
	if err := m.Rec.Apply(action, ""); err != nil {
		m.Info, m.IsError = action+": "+err.Error(), true
		return err
	}
	m.Info, m.IsError = "", false
	m.Wait = 0
	m.Changed++
	m.keep()
	// A decision of rule 9 that the action asks of a bot (the Zulus'
	// pair when the British fire, the British pair when the Zulus attack;
	// revision 2) is answered at once, so that the next action of a
	// group order finds the phase going on.
	for n := 0; n < 4 && !m.Over() && m.IsBot(m.ToAct()); n++ {
		if _, _, _, ok := m.G().PendingDecision(); !ok {
			break
		}
		if err := m.botStep(); err != nil {
			return err
		}
	}
	return nil
}

// View is the game's view for seat (the screen's Game).
func (m *Model) View(seat games.Seat) any { return m.Rec.State().View(seat) }

// Dangers asks the game for British man id's closest danger (the
// screen's Rules).
func (m *Model) Dangers(id string) ([]string, error) { return m.G().Dangers(id) }

// Moves asks the game where unit id may move (the screen's MoveRules).
func (m *Model) Moves(id string) ([]tactical.Move, error) { return m.G().Moves(id) }

// Tick lets dt seconds pass: when a bot is to act and its pause is over,
// it plays one action. It reports whether one was played.
func (m *Model) Tick(dt float64) bool {
	if m.Over() || !m.IsBot(m.ToAct()) {
		m.Wait = 0
		return false
	}
	m.Wait += dt
	if m.Wait < m.Delay {
		return false
	}
	m.Wait = 0
	return m.botStep() == nil
}

// botStep plays the action of the bot to act, with its reason.
func (m *Model) botStep() error {
	seat := m.ToAct()
	bot := m.Bots[seat]
	a, why := bot.Choose(m.Rec.State())
	if len(why) > saves.MaxReasonLen {
		why = why[:saves.MaxReasonLen]
	}
	if err := m.Rec.Apply(a, why); err != nil {
		// A bot must not stall the game: it ends the phase instead.
		m.Info, m.IsError = fmt.Sprintf("bot %s: %s: %v; it ends the phase", m.BotNames[seat], a, err), true
		if err2 := m.Rec.Apply("end", "the bot's action was refused"); err2 != nil {
			return err2
		}
		a, why = "end", "the bot's action was refused"
	}
	m.Reasons = append(m.Reasons, Reason{Seat: seat, Bot: m.BotNames[seat], Action: a, Text: why})
	m.Changed++
	m.keep()
	return nil
}

// Skip plays the bots' actions at once until a person is to act or the
// game ends (at most MaxSkip), and returns how many it played. When bots
// play both sides (nobody to wait for) it stops at the next turn, so a
// watched game goes on a turn a press.
func (m *Model) Skip() int {
	n := 0
	watch := m.IsBot(0) && m.IsBot(1)
	turn := m.G().Turn
	for n < MaxSkip && !m.Over() && m.IsBot(m.ToAct()) && !(watch && m.G().Turn != turn) {
		if m.botStep() != nil {
			break
		}
		n++
	}
	m.Wait = 0
	return n
}

// CanUndo reports whether a person's action can be taken back.
func (m *Model) CanUndo() bool { return m.lastPerson() >= 0 }

// lastPerson is the index of the last move a person made (-1: none).
func (m *Model) lastPerson() int {
	moves := m.Rec.Moves()
	for i := len(moves) - 1; i >= 0; i-- {
		if !m.botMove(moves[i]) {
			return i
		}
	}
	return -1
}

// botMove reports whether a bot of this model made mv.
func (m *Model) botMove(mv saves.Move) bool {
	return m.IsBot(games.Seat(slices.Index(m.Rec.Info().Seats, mv.Seat)))
}

// Undo takes back the last action a person made and the bots' actions
// after it (a whole group move when that action was one of its moves),
// unless a die was rolled since: a roll is never taken back
// (as in the terminal play loop's undo). The game is played again from
// the newest copy kept at or before that action (at most SnapEvery actions; the dice follow the
// seed, so it stands as it did before that action), or from the start
// when the model kept none that early.
func (m *Model) Undo() error {
	k := m.lastPerson()
	if k < 0 {
		return fmt.Errorf("nothing of yours to take back")
	}
	// A group move is one order: its moves go back together.
	for _, g := range m.groups {
		if g[0] <= k && k < g[1] && g[1] <= m.Rec.Len() {
			k = g[0]
		}
	}
	// A roll is never taken back: refuse when an event since carries dice.
	if text, ok := m.rolledSince(k); ok {
		return fmt.Errorf("cannot take back: a die was rolled since (%s)", text)
	}
	return m.takeBack(k)
}

// takeBack takes the record back to its first k actions (k is a person's
// action) without checking for dice, and says so in Info.
func (m *Model) takeBack(k int) error {
	moves := m.Rec.Moves()
	if err := m.rewind(k); err != nil {
		return err
	}
	for len(m.groups) > 0 && m.groups[len(m.groups)-1][1] > k {
		m.groups = m.groups[:len(m.groups)-1]
	}
	dropped := len(moves) - k
	// The reasons of the bots' actions taken back go too.
	for i := len(moves) - 1; i >= k; i-- {
		if m.botMove(moves[i]) {
			if len(m.Reasons) > 0 {
				m.Reasons = m.Reasons[:len(m.Reasons)-1]
			}
		}
	}
	m.Info, m.IsError = fmt.Sprintf("Took back %s.", plural(dropped, "action", "actions")), false
	m.Wait = 0
	m.Changed++
	return nil
}

// rolledSince reports whether an event logged after the first k actions
// carries dice, and the first such event's text. The game as it stood
// after k actions is played from the newest copy kept at or before it,
// or from the start; if that fails it reports a roll (refusing is safe).
func (m *Model) rolledSince(k int) (string, bool) {
	var st games.State
	from := 0
	for i := len(m.snaps) - 1; i >= 0; i-- {
		if m.snaps[i].n <= k {
			st, from = m.snaps[i].st.Clone(), m.snaps[i].n
			break
		}
	}
	if st == nil {
		s, err := m.Rec.Rules().New(m.Rec.Setup())
		if err != nil {
			return "the game could not be played again to check", true
		}
		st = s
	}
	moves := m.Rec.Moves()
	for _, mv := range moves[from:k] {
		if st.Apply(mv.Action) != nil {
			return "the game could not be played again to check", true
		}
	}
	n := len(st.Log(games.Omniscient, 0))
	for _, e := range m.Rec.State().Log(games.Omniscient, n) {
		if len(e.Dice) > 0 {
			return e.Text, true
		}
	}
	return "", false
}

// rewind takes the record back to its first k actions: from the newest
// copy kept at or before k (Record.Rewind), else by playing the record
// again from the start. The copies after k are dropped.
func (m *Model) rewind(k int) error {
	i := len(m.snaps) - 1
	for i >= 0 && m.snaps[i].n > k {
		i--
	}
	if i >= 0 {
		if err := m.Rec.Rewind(k, m.snaps[i].n, m.snaps[i].st.Clone()); err == nil {
			m.snaps = m.snaps[:i+1]
			return nil
		}
		// A copy that no longer fits the record (it was changed around
		// the model): play it again from the start instead.
	}
	moves := m.Rec.Moves()
	rec, err := saves.NewRecord(m.Rec.Rules(), m.Rec.Setup(), m.Rec.Players())
	if err != nil {
		return err
	}
	for _, mv := range moves[:k] {
		if err := rec.Apply(mv.Action, mv.Reason); err != nil {
			return fmt.Errorf("undo: replaying %s: %w", mv.Action, err)
		}
	}
	m.Rec = rec
	m.snaps = []snap{{k, rec.State().Clone()}}
	return nil
}

// Log is the game's log for the log panel, newest last (at most n lines).
func (m *Model) Log(n int) []string {
	ev := m.Rec.State().Log(games.Omniscient, 0)
	if len(ev) > n {
		ev = ev[len(ev)-n:]
	}
	out := make([]string, 0, len(ev))
	for _, e := range ev {
		out = append(out, e.Text)
	}
	return out
}

// BotLines are the last n bot actions with their reasons, newest last.
func (m *Model) BotLines(n int) []string {
	rs := m.Reasons
	if len(rs) > n {
		rs = rs[len(rs)-n:]
	}
	out := make([]string, 0, len(rs))
	for _, r := range rs {
		ln := SeatName(r.Seat) + " (" + r.Bot + "): " + r.Action
		if r.Text != "" {
			ln += " — " + r.Text
		}
		out = append(out, ln)
	}
	return out
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// NextBot says how long until the bot to act plays (false: no bot is to
// act), so a window that draws only on change can wake for it.
func (m *Model) NextBot() (float64, bool) {
	if m.Over() || !m.IsBot(m.ToAct()) {
		return 0, false
	}
	return max(0, m.Delay-m.Wait), true
}
