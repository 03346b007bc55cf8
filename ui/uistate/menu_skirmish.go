package uistate

import (
	"zulu1879/games"
	"zulu1879/skirmish"
)

// The start screen's choice for Rules for Zulu, the Rorke's Drift
// skirmish: the scenario, which side the person plays (the ways of the
// tactical game: TacticalBritish … TacticalWatch, named by
// TacticalSeatNames) and which bot plays each side.

// SkirmishChoice is what the start screen asks for a skirmish.
type SkirmishChoice struct {
	Scenario int // index in skirmish.ScenarioNames
	Seats    int // TacticalBritish…TacticalWatch
	// Bot names the bot of each seat (british, zulu) where a bot plays;
	// "" is the registry's default.
	Bot [2]string
}

// ScenarioName is the chosen scenario's name ("hospital").
func (c SkirmishChoice) ScenarioName() string {
	return skirmish.ScenarioNames[c.Scenario%len(skirmish.ScenarioNames)]
}

// ScenarioTitle is the chosen scenario's title ("The Hospital").
func (c SkirmishChoice) ScenarioTitle() string { return skirmish.ScenarioTitle(c.ScenarioName()) }

// NextSkirmishScenario changes the scenario, round.
func (m *Menu) NextSkirmishScenario(d int) {
	n := len(skirmish.ScenarioNames)
	m.Skirmish.Scenario = ((m.Skirmish.Scenario+d)%n + n) % n
}

// NextSkirmishSeats changes the way to play, round.
func (m *Menu) NextSkirmishSeats(d int) {
	c := &m.Skirmish
	c.Seats = (c.Seats + d + numTacticalSeats) % numTacticalSeats
}

// NextSkirmishBot changes seat's bot (0 British, 1 Zulus) to the
// registry's next one for it, round.
func (m *Menu) NextSkirmishBot(seat int) {
	if seat < 0 || seat > 1 {
		return
	}
	bots := games.Bots(skirmish.ID, tacticalSeatIDs[seat])
	if len(bots) == 0 {
		return
	}
	now := m.Skirmish.BotName(seat)
	k := 0
	for i, b := range bots {
		if b.Name == now {
			k = (i + 1) % len(bots)
		}
	}
	m.Skirmish.Bot[seat] = bots[k].Name
}

// BotName is the bot that plays seat when a bot does: the chosen one or
// the registry's default ("" when the game has none).
func (c SkirmishChoice) BotName(seat int) string {
	if c.Bot[seat] != "" {
		return c.Bot[seat]
	}
	b, err := games.DefaultBot(skirmish.ID, tacticalSeatIDs[seat])
	if err != nil {
		return ""
	}
	return b.Name
}

// Bots reports which seats a bot plays.
func (c SkirmishChoice) Bots() [2]bool { return TacticalChoice{Seats: c.Seats}.Bots() }

// Players are who plays each seat for skstate.NewGame: "" a person, else
// the bot's name.
func (c SkirmishChoice) Players() (british, zulu string) {
	b := c.Bots()
	var who [2]string
	for s := range 2 {
		if b[s] {
			who[s] = c.BotName(s)
		}
	}
	return who[0], who[1]
}

// BotLabel is the label of seat's bot button.
func (c SkirmishChoice) BotLabel(seat int) string {
	side := [2]string{"British", "Zulus"}[seat]
	if !c.Bots()[seat] {
		return side + ": a person"
	}
	return side + ": " + games.BotTitle(skirmish.ID, c.BotName(seat))
}

// SkirmishAbout says what the scenario is and what the way to play means.
func (m *Menu) SkirmishAbout() string {
	about := map[string]string{
		"hospital":  "The Hospital: eight men and twelve patients break out of the burning hospital to the storehouse.",
		"perimeter": "The Perimeter: thirty men and Chard hold the walls and the storehouse against five waves.",
	}[m.Skirmish.ScenarioName()]
	switch m.Skirmish.Seats {
	case TacticalBritish:
		return about + " You play the British."
	case TacticalZulu:
		return about + " You lead the Zulus."
	case TacticalHotseat:
		return about + " Two people share this screen."
	}
	return about + " The bots play both sides (Space: a phase)."
}
