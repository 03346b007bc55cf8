package uistate

import (
	"strings"

	"zulu1879/games"
	"zulu1879/saves"
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
	if res, ok := st.Result(); ok {
		s += ": over, " + res.How
		if res.Level != "" {
			s += " (" + res.Level + ")"
		}
		return s
	}
	p := st.Prompt()
	if p.Seat == games.Nobody {
		return s
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
		return s + ": your turn"
	case !person(seat) && len(seats) == 1:
		return s + ": the bot's turn"
	case !person(seat):
		return s + ": the bot's turn (" + SeatWords(seat) + ")"
	}
	return s + ": " + SeatWords(seat) + " to play"
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
