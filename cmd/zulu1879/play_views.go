package main

import (
	"zulu1879/games"
	gcampaign "zulu1879/games/campaign"
	"zulu1879/play"
)

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
