package uistate

import (
	"fmt"
	"strings"

	"zulu1879/campaign"
	"zulu1879/games"
	gcampaign "zulu1879/games/campaign"
	"zulu1879/saves"
	"zulu1879/tactical"
)

// RecordSummary says where a recorded game stands in a player's words,
// for the start screen's resume rows, the load dialog and the window's
// notices: the game, its scenario when it has a choice of them, and whose
// turn it is ("your turn" when the one person at the window is to act) or
// how it ended. Unlike saves.Record.Summary it shows no ids, seat names
// or rules revisions; like it, it tells nothing a seat may not see.
func RecordSummary(r *saves.Record) string {
	info := r.Info()
	s := info.Title
	if sc := ScenarioWords(r.Setup().Scenario); sc != "" && len(info.Scenarios) > 1 {
		s += ", " + sc
	}
	st := r.State()
	if day, ok := st.(*gcampaign.State); ok {
		// A campaign day speaks of the battle it has reached, not of the
		// day's id and scenario.
		return daySummary(r, day)
	}
	if res, ok := st.Result(); ok {
		s += ": over, " + res.How
		if res.Level != "" {
			s += " (" + res.Level + ")"
		}
		return s
	}
	return s + turnWords(r, st, ": ")
}

// turnWords is whose turn it is in st, after sep: "your turn" when the one
// person at the window is to act, the bot's turn, or a seat to play; ""
// when no one is to act.
func turnWords(r *saves.Record, st games.State, sep string) string {
	info := r.Info()
	p := st.Prompt()
	if p.Seat == games.Nobody {
		return ""
	}
	players := r.Players()
	person := func(seat string) bool { who := players[seat]; return who == "" || who == saves.Human }
	people, seats := 0, games.Playing(st, info)
	for _, se := range seats {
		if person(info.SeatName(se)) {
			people++
		}
	}
	seat := info.SeatName(p.Seat)
	switch {
	case person(seat) && people == 1:
		return sep + "your turn"
	case !person(seat) && len(seats) == 1:
		return sep + "the bot's turn"
	case !person(seat):
		return sep + "the bot's turn (" + SeatWords(seat) + ")"
	}
	return sep + SeatWords(seat) + " to play"
}

// CampaignPrefix opens every campaign summary.
const CampaignPrefix = "Campaign · "

// daySummary is a campaign day (games/campaign) in a player's words: the
// battle it has reached, where that battle stands and whose turn it is,
// e.g. "Campaign · The Defense of Rorke's Drift: turn 1, British move —
// your turn".
func daySummary(r *saves.Record, day *gcampaign.State) string {
	if res, ok := day.Result(); ok {
		s := CampaignPrefix + "over: " + res.How
		if res.Level != "" {
			s += " (" + res.Level + ")"
		}
		return s
	}
	turn := turnWords(r, day, " — ")
	switch day.Stage() {
	case gcampaign.AtIsandlwana:
		return CampaignPrefix + isandlwanaWhere(day.Isandlwana().G.Turn, day.Isandlwana().G.PhaseLabel()) + turn
	case gcampaign.AtRorkesDrift:
		if g := day.Tactical(); g != nil {
			return CampaignPrefix + TacticalTitle + ": " + fmt.Sprintf("turn %d, %s", g.Turn, TacticalPhaseWords(g.Phase)) + turn
		}
		if rd := day.RorkesDrift(); rd != nil {
			return CampaignPrefix + RampartsTitle + ": " + fmt.Sprintf("turn %d, %d VP so far", rd.G.Turn, rd.G.Result().VP) + turn
		}
	}
	isa, _ := day.Isandlwana().Result()
	return CampaignPrefix + "Isandlwana over (" + isa.How + "): the British choose the battle of Rorke's Drift that follows" + turn
}

// RampartsTitle names Zulus on the Ramparts! in a summary.
const RampartsTitle = "Zulus on the Ramparts!"

func isandlwanaWhere(turn int, phase string) string {
	return fmt.Sprintf("Last Stand at Isandlwana: turn %d, %s", turn, phase)
}

// CampaignSummary is a campaign of the older form (campaign.Campaign) in
// the same words as a campaign day.
func CampaignSummary(c *campaign.Campaign) string {
	switch c.Stage() {
	case campaign.StageIsandlwana:
		g := c.Game()
		return CampaignPrefix + isandlwanaWhere(g.Turn, g.PhaseLabel())
	case campaign.StageLedger:
		return CampaignPrefix + "Isandlwana over (" + c.Game().Outcome.String() + "): Rorke's Drift not begun"
	case campaign.StageRorkesDrift:
		rd := c.Rorke()
		return CampaignPrefix + RampartsTitle + ": " + fmt.Sprintf("turn %d, %d VP so far — your turn", rd.Turn, rd.Result().VP)
	}
	return c.Summary()
}

// TacticalPhaseWords is a phase of the tactical game as a player reads
// it: "British move", "Zulu fire".
func TacticalPhaseWords(p tactical.Phase) string {
	switch p {
	case tactical.BritishMove:
		return "British move"
	case tactical.ZuluMove:
		return "Zulu move"
	case tactical.Burning:
		return "the fires burn"
	case tactical.BritishFire:
		return "British fire"
	case tactical.ZuluFire:
		return "Zulu fire"
	case tactical.Melee:
		return "melee"
	}
	return "over"
}

// ScenarioWords is a scenario id as a player reads it: "level-2" is
// "level 2", "random" is "random locations", "standard" (a game's only
// set-up) nothing.
func ScenarioWords(id string) string {
	switch id {
	case "", "standard":
		return ""
	case "random":
		return "random locations"
	}
	return strings.ReplaceAll(id, "-", " ")
}

// SeatWords is a seat name as a player reads it: "player-2" is "Player
// 2", "british" "the British", "zulu" "the Zulus".
func SeatWords(seat string) string {
	switch seat {
	case "british":
		return "the British"
	case "zulu", "zulus":
		return "the Zulus"
	}
	if n, ok := strings.CutPrefix(seat, "player-"); ok {
		return "Player " + n
	}
	return seat
}
