package campaign

import (
	"fmt"

	// The second battles' default bots, which the day's bots hand over to.
	_ "zulu1879/ai/tactical"

	"zulu1879/games"
	gisa "zulu1879/games/isandlwana"
)

// The bots of the day: every Isandlwana bot joins under its own name for
// its own seat. It plays Isandlwana as its namesake does, and the second
// battle as that game's default bot for its seat. At the ledger the
// British bot takes the first game offered: Zulus on the Ramparts, unless
// the option "next" named the game ahead.
func init() {
	isaSeats := gisa.Rules{}.Info().Seats
	// A bot that plays both seats (the experts) joins once, for both.
	var names []string
	seatsOf := map[string][]string{}
	infoOf := map[string]games.BotInfo{}
	for _, seat := range isaSeats {
		for _, bi := range games.Bots(gisa.ID, seat) {
			if _, ok := infoOf[bi.Name]; !ok {
				names = append(names, bi.Name)
				infoOf[bi.Name] = bi
			}
			seatsOf[bi.Name] = append(seatsOf[bi.Name], seat)
		}
	}
	for _, name := range names {
		bi, seats := infoOf[name], seatsOf[name]
		about := bi.About
		about += "; then Rorke's Drift as that game's default bot plays it"
		games.RegisterBot(games.BotInfo{
			Game:    ID,
			Name:    bi.Name,
			Seats:   seats,
			About:   about,
			Default: bi.Default,
			New: func(seed uint64) games.Bot {
				return &dayBot{seat: seats[0], isa: bi.New(seed), newIsa: bi.New, seed: seed}
			},
		})
	}
}

// dayBot plays the day for one seat: an Isandlwana bot first, then, for the
// British, Rorke's Drift's default bot, made when first needed.
type dayBot struct {
	seat   string
	isa    games.Bot
	newIsa func(uint64) games.Bot
	rd     games.Bot
	rdName string
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
		legal := st.Legal()
		if len(legal) == 0 {
			return "", "nothing is offered at the ledger"
		}
		return legal[0], "the first Rorke's Drift game offered at the ledger"
	}
	if b.rd == nil {
		bi, err := games.DefaultBot(st.next, b.seat)
		if err != nil {
			return "", err.Error()
		}
		b.rd, b.rdName = bi.New(b.seed), bi.Name
	}
	a, why := b.rd.Choose(st.rd)
	return a, fmt.Sprintf("(%s's %s bot) %s", st.next, b.rdName, why)
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
