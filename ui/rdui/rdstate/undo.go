package rdstate

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"zulu1879/games"
	rdgame "zulu1879/games/ramparts"
	"zulu1879/ramparts"
	"zulu1879/saves"
	"zulu1879/ui/recplay"
)

// Undo on this screen takes back the player's last action while no card
// was drawn and no die rolled since: the draw pile is hidden, so an undo
// that went back past a draw would show what comes next, and a roll is
// never taken back (an iMpi chit drawn from the cup is a roll too). A
// recorded game (played alone) uses the tactical and skirmish screens'
// undo, recplay.Session, which rewinds the saves.Record; the campaign
// keeps the battle's actions in a list of its own and plays them again
// (ListUndo).

// undoer is where the model's undo comes from.
type undoer interface {
	// can reports whether an action of the player's is there to take back.
	can() bool
	// undo takes it back, returning what it says and the game now.
	undo() (info string, g *ramparts.Game, err error)
}

// UndoBlocked says whether an undo may take the game from now back to
// at: not when a card was drawn or a die rolled in between.
func UndoBlocked(at, now *ramparts.Game) (string, bool) {
	if at == nil || now == nil {
		return "the game could not be read", true
	}
	if !slices.Equal(at.DrawPile, now.DrawPile) {
		return "a card was drawn since", true
	}
	if len(now.Log) >= len(at.Log) {
		for _, e := range now.Log[len(at.Log):] {
			if len(e.Dice) > 0 {
				return "a die was rolled since (" + e.Text + ")", true
			}
		}
	}
	if at.Seeded != nil && now.Seeded != nil && at.Seeded.State != now.Seeded.State {
		return "a die was rolled since", true
	}
	return "", false
}

// StandaloneGame is the engine's game inside a recorded game of Zulus on
// the Ramparts! played alone (games/ramparts' State), for Recorded.
func StandaloneGame(st games.State) *ramparts.Game {
	if s, ok := st.(*rdgame.State); ok {
		return s.G
	}
	return nil
}

// recordUndo is the undo of a recorded game: a recplay.Session.
type recordUndo struct {
	sess *recplay.Session
	game func(games.State) *ramparts.Game
}

func (r *recordUndo) can() bool { return r.sess.CanUndo() }

func (r *recordUndo) undo() (string, *ramparts.Game, error) {
	moves := r.sess.Rec.Moves()
	if err := r.sess.Undo(); err != nil {
		return "", nil, err
	}
	g := r.game(r.sess.Rec.State())
	return tookBack(g, moves[r.sess.Rec.Len()].Action, len(moves)-r.sess.Rec.Len()), g, nil
}

// tookBack says that action and the n-1 after it were taken back, in the
// screen's words (g is the game where the action was taken).
func tookBack(g *ramparts.Game, action string, n int) string {
	what := action
	if a, err := ramparts.ParseAction(action); err == nil {
		what = g.Describe(a)
	}
	out := "Took back: " + what
	if n > 1 {
		out += fmt.Sprintf(", and the %d actions after it", n-1)
	}
	return out + "."
}

// Recorded makes the model play the recorded game rec: every action goes
// through a recplay.Session on rec (so that undo works), the first floor
// actions of the record never taken back; game finds the engine's game in
// the record's state. The model's G follows the record after an undo.
func (m *Model) Recorded(rec *saves.Record, floor int, game func(games.State) *ramparts.Game) error {
	g := game(rec.State())
	if g == nil {
		return errors.New("undo: the record's game is not Zulus on the Ramparts!")
	}
	s := recplay.New(rec, 1)
	// The game has one seat, the person's: no bot plays here.
	s.Bots, s.BotNames = map[games.Seat]games.Bot{}, map[games.Seat]string{}
	s.Info, s.IsError = "", false
	s.Floor = floor
	s.Check = func(at, now games.State) (string, bool) { return UndoBlocked(game(at), game(now)) }
	m.undoer, m.sess, m.G = &recordUndo{sess: s, game: game}, s, g
	m.Apply = func(a ramparts.Action) error { return s.Apply(a.String()) }
	return nil
}

// Rec is the record the model plays (nil: none, see Recorded). An undo
// that had to play the game again from its start makes a new one.
func (m *Model) Rec() *saves.Record {
	if m.sess == nil {
		return nil
	}
	return m.sess.Rec
}

// listUndo is the undo of a game whose actions are kept in a list.
type listUndo struct {
	actions  func() []string
	at       func(n int) (*ramparts.Game, error)
	takeBack func(n int) (*ramparts.Game, error)
	now      func() *ramparts.Game
}

func (l *listUndo) can() bool { return len(l.actions()) > 0 }

func (l *listUndo) undo() (string, *ramparts.Game, error) {
	acts := l.actions()
	if len(acts) == 0 {
		return "", nil, errors.New("nothing of yours to take back")
	}
	k := len(acts) - 1
	at, err := l.at(k)
	if err != nil {
		return "", nil, fmt.Errorf("the game could not be played again: %v", err)
	}
	if why, blocked := UndoBlocked(at, l.now()); blocked {
		return "", nil, errors.New("cannot take back: " + why)
	}
	g, err := l.takeBack(k)
	if err != nil {
		return "", nil, err
	}
	return tookBack(g, acts[k], 1), g, nil
}

// ListUndo gives the model the undo of a game whose actions are a list
// (the campaign's battle): actions lists them, at plays the game again
// to its first n actions without changing the one in play, and takeBack
// makes the game in play that and returns it.
func (m *Model) ListUndo(actions func() []string, at, takeBack func(n int) (*ramparts.Game, error)) {
	m.undoer = &listUndo{actions: actions, at: at, takeBack: takeBack, now: func() *ramparts.Game { return m.G }}
}

// CanUndo reports whether the Undo button is lit: the game has undo and
// holds an action of the player's to take back.
func (m *Model) CanUndo() bool { return m.undoer != nil && m.undoer.can() }

// Undo takes back the player's last action, unless a card was drawn or a
// die rolled since; the message says what was taken back, or why not.
func (m *Model) Undo() bool {
	if m.undoer == nil {
		m.Info, m.IsError = "Undo: this game has no undo here.", true
		return false
	}
	info, g, err := m.undoer.undo()
	if err != nil {
		m.Info, m.IsError = "Undo: "+strings.TrimSuffix(err.Error(), ".")+".", true
		return false
	}
	m.G = g
	m.Info, m.IsError = info, false
	m.Mark = min(m.Mark, len(m.G.Log))
	m.Scroll = 0
	m.HideEnding, m.Dismissed = false, false
	return true
}
