package ramparts

import (
	"zulu1879/games"
	"zulu1879/ramparts"
	"zulu1879/ramparts/textview"
)

// TextView draws the position as seat sees it, for the terminal loop
// (play.TextViewer): the status, the board and the cards, from
// View(seat), never from more.
func (s *State) TextView(seat games.Seat) string {
	g, ok := s.View(seat).(*ramparts.Game)
	if !ok {
		return ""
	}
	return textview.Status(g) + "\n" + textview.Board(g) + textview.Cards(g)
}
