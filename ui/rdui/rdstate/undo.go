package rdstate

import (
	"errors"
	"slices"
	"strings"

	"zulu1879/games"
	rdgame "zulu1879/games/ramparts"
	"zulu1879/ramparts"
	"zulu1879/saves"
	"zulu1879/ui/recplay"
)

// Undo on this screen is the tactical and skirmish screens' undo
// (recplay.Session: the record rewound and played again from a kept copy),
// with a check of its own: the draw pile is hidden, so an undo stops at
// any action after which a card was drawn, and at any die rolled (an
// iMpi chit drawn from the cup is a die too).

// StandaloneGame is the engine's game inside a recorded game of Zulus on
// the Ramparts! played alone (games/ramparts' State), for Recorded.
func StandaloneGame(st games.State) *ramparts.Game {
	if s, ok := st.(*rdgame.State); ok {
		return s.G
	}
	return nil
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
	s.Check = UndoCheck(game)
	m.sess, m.game, m.G = s, game, g
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

// UndoCheck says whether an undo may take the game from now back to at:
// not when a card was drawn since (the pile would tell what comes next)
// nor when a die was rolled.
func UndoCheck(game func(games.State) *ramparts.Game) func(at, now games.State) (string, bool) {
	return func(at, now games.State) (string, bool) {
		a, n := game(at), game(now)
		if a == nil || n == nil {
			return "the game could not be read", true
		}
		if !slices.Equal(a.DrawPile, n.DrawPile) {
			return "a card was drawn", true
		}
		if e, ok := recplay.DiceSince(at, now); ok {
			return "a die was rolled (" + e.Text + ")", true
		}
		if a.Seeded != nil && n.Seeded != nil && a.Seeded.State != n.Seeded.State {
			return "a die was rolled", true
		}
		return "", false
	}
}

// CanUndo reports whether the Undo button is lit: the game is recorded
// here and holds an action of the player's to take back.
func (m *Model) CanUndo() bool { return m.sess != nil && m.sess.CanUndo() }

// Undo takes back the player's last action, unless a card was drawn or a
// die rolled since; the message says what was taken back, or why not.
func (m *Model) Undo() bool {
	if m.sess == nil {
		m.Info, m.IsError = "Undo: this game is not recorded here.", true
		return false
	}
	if err := m.sess.Undo(); err != nil {
		m.Info, m.IsError = "Undo: "+strings.TrimSuffix(err.Error(), ".")+".", true
		return false
	}
	m.G = m.game(m.sess.Rec.State())
	m.Info, m.IsError = m.sess.Info, false
	m.Mark = min(m.Mark, len(m.G.Log))
	m.Scroll = 0
	m.HideEnding, m.Dismissed = false, false
	return true
}
