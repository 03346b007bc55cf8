package hstate

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"zulu1879/games"
	"zulu1879/harlech"
	"zulu1879/saves"
	"zulu1879/ui/recplay"
)

// Undo on this screen is the tactical and skirmish screens' undo
// (recplay.Session: the record rewound and played again from a kept
// copy), with its own check, since the hands, the two decks and the
// face-down Zulu cards are hidden: an undo stops at any action after
// which a card was drawn, changed hands, was played or discarded from a
// hand, or was turned (a Zulu card, the next card of the random location
// stack), and at any die rolled. So it never changes a
// hand or a pile, and its reason names no card.

// newSession is the session of the model's record, sharing its bots.
func (m *Model) newSession() {
	s := recplay.New(m.Rec, 1)
	s.Bots, s.BotNames = m.Bots, m.BotNames
	s.Info, s.IsError = "", false
	s.Check = UndoCheck
	m.sess = s
}

// UndoCheck says whether an undo may take the game from now back to at:
// not when the hidden cards or the dice moved in between.
func UndoCheck(at, now games.State) (string, bool) {
	a, okA := at.(*harlech.Game)
	n, okN := now.(*harlech.Game)
	if !okA || !okN {
		return "the game could not be read", true
	}
	if !slices.Equal(a.BDeck, n.BDeck) || !slices.Equal(a.ZDeck, n.ZDeck) || !slices.Equal(a.Stack, n.Stack) {
		return "a card was drawn since", true
	}
	for seat := range a.Hands {
		if seat >= len(n.Hands) || slices.Equal(a.Hands[seat], n.Hands[seat]) {
			continue
		}
		for _, c := range n.Hands[seat] {
			if !slices.Contains(a.Hands[seat], c) {
				return "a card was drawn since", true
			}
		}
		return "a card was shown since (played or discarded from a hand)", true
	}
	if a.Pos != n.Pos {
		return "a card was turned since", true
	}
	if a.Level == 0 && a.Marker != n.Marker {
		// The random location stack is face down: a fall back turns
		// its next card.
		return "a location card was turned since", true
	}
	if (a.Roller == nil) != (n.Roller == nil) || a.Roller != nil && *a.Roller != *n.Roller {
		return "a die was rolled since", true
	}
	if _, ok := recplay.DiceSince(at, now); ok {
		return "a die was rolled since", true
	}
	return "", false
}

// lastPersonSeat is the seat of the person's action undo would take back
// (ok false: none).
func (m *Model) lastPersonSeat() (games.Seat, bool) {
	k := m.sess.LastPerson()
	if k < 0 {
		return games.Nobody, false
	}
	mv := m.Rec.Moves()[k]
	return games.Seat(slices.Index(m.Rec.Info().Seats, mv.Seat)), true
}

// CanUndo reports whether the Undo button is lit: an action of the person
// at the screen can be taken back (before any check of cards and dice,
// which Undo makes and says).
func (m *Model) CanUndo() bool {
	if m.sess == nil || m.Over() || m.Curtain {
		return false
	}
	seat, ok := m.lastPersonSeat()
	return ok && (len(m.People) < 2 || seat == m.Viewer)
}

// Undo takes back the last action of the person at the screen and the
// bots' after it, unless a card was drawn, shown or turned or a die
// rolled since; the message says what was taken back, or why not.
func (m *Model) Undo() error {
	if err := m.undo(); err != nil {
		m.Info, m.IsError = "Undo: "+strings.TrimSuffix(err.Error(), ".")+".", true
		return err
	}
	return nil
}

func (m *Model) undo() error {
	switch {
	case m.sess == nil:
		return errors.New("this game is not recorded here")
	case m.Curtain:
		return errors.New("the hand-over screen is up")
	}
	seat, ok := m.lastPersonSeat()
	if !ok {
		return errors.New("nothing of yours to take back")
	}
	if len(m.People) > 1 && seat != m.Viewer {
		return fmt.Errorf("the last action was %s's, not yours", PlayerName(int(seat)))
	}
	moves := m.Rec.Moves()
	before := len(moves)
	if err := m.sess.Undo(); err != nil {
		return errors.New(m.sess.Info)
	}
	taken := moves[m.sess.Rec.Len()].Action
	m.Rec = m.sess.Rec
	k := m.Rec.Len()
	m.Reasons = slices.DeleteFunc(m.Reasons, func(r Reason) bool { return r.N >= k })
	events := len(m.G().Events)
	m.Mark = min(m.Mark, events)
	for s, n := range m.seen {
		m.seen[s] = min(n, events)
	}
	m.Chosen, m.Scroll, m.Wait = "", 0, 0
	m.HideEnding, m.Dismissed = false, false
	// In the screen's words, the game standing where the action was taken.
	m.Info, m.IsError = "Took back: "+m.Describe(taken), false
	if n := before - k - 1; n > 0 {
		m.Info += fmt.Sprintf(", and the %s after it", plural(n, "action", "actions"))
	}
	m.Info += "."
	m.Settle()
	return nil
}

// Record is the game's record (Rec), for the window's autosave.
func (m *Model) Record() *saves.Record { return m.Rec }

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}
