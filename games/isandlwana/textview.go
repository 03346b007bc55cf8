package isandlwana

import (
	"zulu1879/games"
	"zulu1879/isandlwana"
	"zulu1879/isandlwana/textview"
)

// TextView draws the position as seat sees it, for the terminal loop
// (play.TextViewer): the status line, the board and the stacks, from
// View(seat), never from more.
func (s *State) TextView(seat games.Seat) string {
	g, ok := s.View(seat).(*isandlwana.State)
	if !ok {
		return ""
	}
	return textview.Status(g) + "\n" + textview.BoardGrid(g) + textview.Stacks(g)
}
