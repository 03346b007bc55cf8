package uistate

import (
	"zulu1879/games"
	"zulu1879/tactical"
)

// The start screen's choice for the tactical Defense of Rorke's Drift:
// which side the person plays (the other a bot), both (hotseat), or
// neither (two bots to watch), and which bot plays each side.

// The ways to play the tactical game, by TacticalChoice.Seats.
const (
	TacticalBritish = iota // you play the British, a bot the Zulus
	TacticalZulu           // you play the Zulus, a bot the British
	TacticalHotseat        // two people share the screen
	TacticalWatch          // bots play both sides
	numTacticalSeats
)

// TacticalSeatNames name the ways to play, by TacticalChoice.Seats.
var TacticalSeatNames = [numTacticalSeats]string{"You: British", "You: Zulus", "Hotseat", "Watch"}

// TacticalChoice is what the start screen asks for a tactical game.
type TacticalChoice struct {
	Seats int // TacticalBritish…TacticalWatch
	// Bot names the bot of each seat (british, zulu) where a bot plays;
	// "" is the registry's default for the seat.
	Bot [2]string
}

// tacticalSeatIDs are the game's seats, by index.
var tacticalSeatIDs = [2]string{"british", "zulu"}

// NextTacticalSeats changes the way to play, round.
func (m *Menu) NextTacticalSeats(d int) {
	t := &m.Tactical
	t.Seats = (t.Seats + d + numTacticalSeats) % numTacticalSeats
}

// NextTacticalBot changes the bot of seat (0 British, 1 Zulus) to the
// next one the registry has for it, round.
func (m *Menu) NextTacticalBot(seat int) {
	if seat < 0 || seat > 1 {
		return
	}
	bots := games.Bots(tactical.ID, tacticalSeatIDs[seat])
	if len(bots) == 0 {
		return
	}
	now := m.Tactical.BotName(seat)
	k := 0
	for i, b := range bots {
		if b.Name == now {
			k = (i + 1) % len(bots)
		}
	}
	m.Tactical.Bot[seat] = bots[k].Name
}

// BotName is the bot that plays seat when a bot does: the chosen one or
// the registry's default ("" when the game has none).
func (t TacticalChoice) BotName(seat int) string {
	if t.Bot[seat] != "" {
		return t.Bot[seat]
	}
	b, err := games.DefaultBot(tactical.ID, tacticalSeatIDs[seat])
	if err != nil {
		return ""
	}
	return b.Name
}

// Bots reports which seats a bot plays.
func (t TacticalChoice) Bots() [2]bool {
	switch t.Seats {
	case TacticalBritish:
		return [2]bool{false, true}
	case TacticalZulu:
		return [2]bool{true, false}
	case TacticalWatch:
		return [2]bool{true, true}
	}
	return [2]bool{}
}

// Players are who plays each seat for tstate.NewGame: "" a person, else
// the bot's name.
func (t TacticalChoice) Players() (british, zulu string) {
	b := t.Bots()
	who := [2]string{}
	for s := range 2 {
		if b[s] {
			who[s] = t.BotName(s)
		}
	}
	return who[0], who[1]
}

// BotLabel is the label of seat's bot button.
func (t TacticalChoice) BotLabel(seat int) string {
	side := [2]string{"British", "Zulus"}[seat]
	if !t.Bots()[seat] {
		return side + ": a person"
	}
	return side + ": " + games.BotTitle(tactical.ID, t.BotName(seat))
}

// TacticalAbout says what the choice means, for the start screen.
func (m *Menu) TacticalAbout() string {
	switch m.Tactical.Seats {
	case TacticalBritish:
		return "You hold the station; the bot brings on the Zulus at a pace you can follow (Space skips ahead), giving its reasons."
	case TacticalZulu:
		return "You lead the impis against the bot's garrison: move, throw spears, shoot, and storm the walls."
	case TacticalHotseat:
		return "Two people share this screen and play the British and the Zulus in turn."
	}
	return "The bots play both sides: watch, and press Space to skip ahead."
}
