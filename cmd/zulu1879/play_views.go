package main

import (
	"zulu1879/games"
	gcampaign "zulu1879/games/campaign"
	isagame "zulu1879/games/isandlwana"
	rdgame "zulu1879/games/ramparts"
	"zulu1879/isandlwana"
	"zulu1879/play"
	"zulu1879/ramparts"
	"zulu1879/rdtext"
	"zulu1879/textui"
)

// The play command draws today's two games with the renderers of the text
// and rorke commands, from the seat's view (State.View), so that a renderer
// never sees more than the seat may.
func init() {
	play.RegisterTextView(isagame.ID, func(s games.State, seat games.Seat) string {
		g, ok := s.View(seat).(*isandlwana.State)
		if !ok {
			return ""
		}
		return textui.Status(g) + "\n" + textui.BoardGrid(g) + textui.Stacks(g)
	})
	play.RegisterTextView(rdgame.ID, func(s games.State, seat games.Seat) string {
		g, ok := s.View(seat).(*ramparts.Game)
		if !ok {
			return ""
		}
		return rdtext.Status(g) + "\n" + rdtext.Board(g) + rdtext.Cards(g)
	})
}

// The campaign draws each battle with that game's renderer, and the
// ledger, with the choice it leads to, between them.
func init() {
	play.RegisterTextView(gcampaign.ID, func(s games.State, seat games.Seat) string {
		c, ok := s.(*gcampaign.State)
		if !ok {
			return ""
		}
		game, battle, bseat := c.Battle(seat)
		if battle == nil {
			return c.LedgerText()
		}
		return play.ViewText(game, battle, bseat)
	})
}
