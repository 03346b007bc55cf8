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
	"strings"

	_ "zulu1879/ai/tactical" // the tactical game's bots, offered by the registry
	"zulu1879/games"
	"zulu1879/saves"
	"zulu1879/tactical"
	"zulu1879/ui/recplay"
)

// DefaultDelay is the pause, in seconds, before each bot action, so that
// a person can follow the other side.
const DefaultDelay = recplay.DefaultDelay

// FastDelay is the pause at the fast speed.
const FastDelay = recplay.FastDelay

// MaxSkip caps how many bot actions Skip plays at once.
const MaxSkip = 2000

// Person names a seat played by a person in Seats (the record writes "").
const Person = ""

// Reason is a bot's action with its reason, for the log panel.
type Reason = recplay.Reason

// SnapEvery is how many actions apart the model keeps a copy of the game
// (recplay.SnapEvery).
const SnapEvery = recplay.SnapEvery

// PersonCopies is how many copies taken before a person's action the
// model keeps (recplay.PersonCopies).
const PersonCopies = recplay.PersonCopies

// NewGame starts a recorded tactical game with seed: british and zulu
// name who plays each seat, Person ("") or a bot's name ("default" for
// the registry's default bot of that seat).
func NewGame(seed uint64, british, zulu string) (*saves.Record, error) {
	return recplay.NewRecord(tactical.ID, games.Setup{Seed: seed}, british, zulu)
}

// Model is the state of the tactical screen around one recorded game:
// the session (the record, the seats, the bots' pace and reasons, undo;
// package recplay) and what the tactical screen adds.
type Model struct {
	*recplay.Session
	// held is a person's order held for the other person's answer
	// (RunOrder), or being played; running is set while it plays.
	held    *heldOrder
	running bool
	// resumed says what a held order did when it went on after the
	// other person's last action ("" when none did).
	resumed string
}

// Holder is a game that holds a tactical game inside it: the campaign
// (package games/campaign) once its second battle is The Defense of
// Rorke's Drift. Tactical is nil until then; SecondBattleFrom counts the
// actions before the tactical game's first.
type Holder interface {
	Tactical() *tactical.Game
	SecondBattleFrom() int
}

// tacticalOf is the tactical game st is or holds, nil if none.
func tacticalOf(st games.State) *tactical.Game {
	switch g := st.(type) {
	case *tactical.Game:
		return g
	case Holder:
		return g.Tactical()
	}
	return nil
}

// New makes the model of the recorded tactical game rec: the bots its
// players name play their seats. A watched game's Skip goes a turn a
// press. rec may also be a campaign whose second battle is the tactical
// game (a Holder): the screen plays that battle, the actions before it
// (the first battle, the choice at the ledger) staying out of undo's
// reach (recplay.Session.Floor).
func New(rec *saves.Record) (*Model, error) {
	if tacticalOf(rec.State()) == nil {
		return nil, fmt.Errorf("%s is not a game of %s", rec.Info().ID, tactical.ID)
	}
	m := &Model{Session: recplay.New(rec, MaxSkip)}
	if h, held := rec.State().(Holder); held {
		m.Floor = h.SecondBattleFrom()
		// The day's bots play this battle as the tactical game's default
		// bot of their seat: name that one, not the Isandlwana bot the
		// day's record names.
		seats := tactical.Rules{}.Info().Seats
		for seat := range m.BotNames {
			if int(seat) < len(seats) {
				if bi, err := games.DefaultBot(tactical.ID, seats[seat]); err == nil {
					m.BotNames[seat] = bi.Name
					m.BotTitles[seat] = games.BotTitle(tactical.ID, bi.Name)
				}
			}
		}
	}
	// The window says actions and the log in words, not the notation.
	m.Words = func(a string) string { return Describe(m.G(), a).Words }
	m.Plain = func(line string) string { return Plain(m.G(), line) }
	m.Stage = func() string { return fmt.Sprint(m.G().Turn) }
	return m, nil
}

// G is the game as it stands.
func (m *Model) G() *tactical.Game { return tacticalOf(m.Rec.State()) }

// SeatName names a seat as the screen writes it.
func SeatName(s games.Seat) string { return recplay.SeatName(s) }

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
	out := fmt.Sprintf("%s · to act: %s", PhaseName(g.Phase), m.ActorLine())
	if h := m.held; h != nil && !m.running {
		out += fmt.Sprintf(" · the %s order waits for this answer (%s to go)", SeatName(h.seat), plural(len(h.rest), "action", "actions"))
	}
	return out
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

// Apply plays a person's action (recplay.Session.Apply). A decision of
// rule 9 that the action asks of a bot (the Zulus' pair when the British
// fire, the British pair when the Zulus attack; revision 2) is answered at
// once, so that the next action of a group order finds the phase going on.
//
// A person's order held for the other person's answer (RunOrder) goes on
// once this action (that answer) gives the seat back to the order's side;
// Resumed then says what it did.
func (m *Model) Apply(action string) error {
	m.resumed = ""
	if err := m.Session.Apply(action); err != nil {
		return err
	}
	for n := 0; n < 4 && !m.Over() && m.IsBot(m.ToAct()); n++ {
		if _, _, _, ok := m.G().PendingDecision(); !ok {
			break
		}
		if err := m.BotStep(); err != nil {
			return err
		}
	}
	if !m.running {
		m.resumed = m.resume()
	}
	return nil
}

// Resumed says what a held order did when the last action gave the seat
// back to its side ("" when none went on).
func (m *Model) Resumed() string { return m.resumed }

// View is the game's view for seat (the screen's Game).
func (m *Model) View(seat games.Seat) any { return m.G().View(seat) }

// Dangers asks the game for British man id's closest danger (the
// screen's Rules).
func (m *Model) Dangers(id string) ([]string, error) { return m.G().Dangers(id) }

// Moves asks the game where unit id may move (the screen's MoveRules).
func (m *Model) Moves(id string) ([]tactical.Move, error) { return m.G().Moves(id) }

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}
