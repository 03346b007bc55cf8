package uistate

import (
	"slices"

	ai "zulu1879/ai/isandlwana"
	"zulu1879/games"
	isagame "zulu1879/games/isandlwana"
	"zulu1879/isandlwana"
)

// botStrength orders the bots of each side from the weakest to the
// strongest, as measured in docs/balance.md and ai/isandlwana/README.md:
// for the Zulus rule 9 (the rulebook's procedure), the hard bot, the
// expert; for the British the passive baseline, the standard bot, the
// expert. A bot not listed goes after them, by name.
var botStrength = map[string]int{"rule9": 1, "passive": 1, "hard": 2, "standard": 2, "expert": 3}

// BotStrength is the rank of the bot named id among its side's bots (1
// the weakest); 0 for a bot not ranked.
func BotStrength(id string) int { return botStrength[id] }

// SortBots orders bots by side (the Zulu bots first: the modes against
// them come first, you playing the British) and then from the weakest to
// the strongest; unranked bots go last, by name.
func SortBots(bots []Bot) {
	rank := func(b Bot) int {
		if r := botStrength[b.ID]; r > 0 {
			return r
		}
		return len(botStrength) + 1
	}
	slices.SortStableFunc(bots, func(a, b Bot) int {
		if a.Side != b.Side {
			if a.Side == isandlwana.Zulu {
				return -1
			}
			return 1
		}
		if d := rank(a) - rank(b); d != 0 {
			return d
		}
		switch {
		case a.ID < b.ID:
			return -1
		case a.ID > b.ID:
			return 1
		}
		return 0
	})
}

// ExpertNote is what the start screen adds to the expert's description:
// it searches, so the window waits for it.
const ExpertNote = "it thinks for up to about 1 s a phase, and the window waits"

// registryBots are the bots of the games registry for Isandlwana that
// package ai does not have (the expert, which searches), one for each side
// it plays; "expert-fast", made for measuring many games, is left out.
func registryBots() []Bot {
	var out []Bot
	for _, side := range []isandlwana.Side{isandlwana.Zulu, isandlwana.British} {
		seat := "zulu"
		if side == isandlwana.British {
			seat = "british"
		}
		info, err := games.BotNamed(isagame.ID, "expert", seat)
		if err != nil {
			continue
		}
		out = append(out, Bot{ID: info.Name, Name: "the expert bot", Side: side,
			About: expertAbout(side) + "; " + ExpertNote,
			Make:  func() ai.Bot { return &registryBot{info: info, side: side} }})
	}
	return out
}

// expertAbout says in a line how the expert plays side (the registry's
// line covers both sides at length).
func expertAbout(side isandlwana.Side) string {
	if side == isandlwana.Zulu {
		return "the strongest, playing as the hard bot unless trial games find a clearly better way"
	}
	return "the strongest, playing as the standard bot unless trial games favour the other order or an escape west"
}

// registryBot plays a bot of the games registry as a bot of package ai
// (the window's Isandlwana model drives those): made at its first
// decision with the game's seed, it is asked on a copy of the game.
type registryBot struct {
	info games.BotInfo
	side isandlwana.Side
	bot  games.Bot
}

func (r *registryBot) Name() string          { return r.info.Name }
func (r *registryBot) Side() isandlwana.Side { return r.side }

// Choose asks the registry's bot; an action it words in a way the engine
// does not read gives way to the first legal action, with the reason.
func (r *registryBot) Choose(g *isandlwana.State) (isandlwana.Action, string) {
	if r.bot == nil {
		r.bot = r.info.New(g.Seed)
	}
	s, why := r.bot.Choose(isagame.Wrap(g.Clone()))
	a, err := isandlwana.ParseAction(s)
	if err != nil {
		legal := g.Legal()
		if len(legal) == 0 {
			return a, why
		}
		return legal[0], "the " + r.info.Name + " bot's " + s + " could not be read (" + err.Error() + "): the first legal action instead"
	}
	return a, why
}
