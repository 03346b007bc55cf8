package campaign

import (
	"fmt"

	"zulu1879/games"
	gisa "zulu1879/games/isandlwana"
	gramparts "zulu1879/games/ramparts"
)

// The bots of the day: every Isandlwana bot joins under its own name for
// its own seat. A British bot plays Isandlwana as its namesake does, takes
// the one Rorke's Drift game on offer at the ledger, and plays Rorke's
// Drift as that game's default bot; a Zulu bot has nothing to do after
// Isandlwana.
func init() {
	isaSeats := gisa.Rules{}.Info().Seats
	for _, seat := range isaSeats {
		for _, bi := range games.Bots(gisa.ID, seat) {
			about := bi.About
			if seat == "british" {
				about += "; then Rorke's Drift as its default bot plays it"
			}
			games.RegisterBot(games.BotInfo{
				Game:    ID,
				Name:    bi.Name,
				Seats:   []string{seat},
				About:   about,
				Default: bi.Default,
				New: func(seed uint64) games.Bot {
					return &dayBot{isa: bi.New(seed), newIsa: bi.New, seed: seed}
				},
			})
		}
	}
}

// dayBot plays the day for one seat: an Isandlwana bot first, then, for the
// British, Rorke's Drift's default bot, made when first needed.
type dayBot struct {
	isa    games.Bot
	newIsa func(uint64) games.Bot
	rd     games.Bot
	seed   uint64
}

// Choose hands the decision to the bot of the battle being played.
func (b *dayBot) Choose(s games.State) (action, reason string) {
	st, ok := s.(*State)
	if !ok {
		return "", fmt.Sprintf("the campaign's bots play only %s, not a %T", ID, s)
	}
	switch st.stage {
	case AtIsandlwana:
		return b.isa.Choose(st.isa)
	case AtLedger:
		return Continue + gramparts.ID, "Zulus on the Ramparts is the Rorke's Drift game that takes the ledger"
	}
	if b.rd == nil {
		bi, err := games.DefaultBot(gramparts.ID, "british")
		if err != nil {
			return "", err.Error()
		}
		b.rd = bi.New(b.seed)
	}
	return b.rd.Choose(st.rd)
}

// Reset starts the bot on a new day.
func (b *dayBot) Reset(seed uint64) {
	if r, ok := b.isa.(games.Resetter); ok {
		r.Reset(seed)
	} else {
		b.isa = b.newIsa(seed)
	}
	b.rd, b.seed = nil, seed
}
