package uistate

import (
	"fmt"
	"strconv"
)

// The games the start screen starts.
const (
	GameIsandlwana = 0 // Last Stand at Isandlwana (one battle or the campaign)
	GameHarlech    = 1 // Rorke's Drift: Men of Harlech, the co-operative card game
	GameTactical   = 2 // The Defense of Rorke's Drift, the tactical wargame
	GameSkirmish   = 3 // Rules for Zulu, the Rorke's Drift skirmish
	GameRamparts   = 4 // Zulus on the Ramparts!, the Rorke's Drift solitaire, alone
)

// GameNames name the games on the start screen, by Menu.Game.
var GameNames = [...]string{"Last Stand at Isandlwana", "Men of Harlech (card game, 1-5 players)", "The Defense of Rorke's Drift (tactical)", "Rules for Zulu: Rorke's Drift skirmish", "Zulus on the Ramparts! (Rorke's Drift, solitaire)"}

// HarlechChoice is what the start screen asks for a game of Men of Harlech.
type HarlechChoice struct {
	Players int     // 1 to 5
	Level   int     // 1 to 7; 0 the random location stack
	Advisor [5]bool // the seats the advisor bot plays
}

// NextGame switches the game the start screen starts.
func (m *Menu) NextGame() {
	m.Game = (m.Game + 1) % len(GameNames)
	m.Err = ""
}

// harlech is the menu's Men of Harlech choice with its defaults.
func (m *Menu) harlech() *HarlechChoice {
	if m.Harlech.Players == 0 {
		m.Harlech.Players = 1
		m.Harlech.Level = 1
	}
	return &m.Harlech
}

// HarlechChoiceNow is the Men of Harlech choice as the screen shows it.
func (m *Menu) HarlechChoiceNow() HarlechChoice { return *m.harlech() }

// NextPlayers changes how many play, 1 to 5, round.
func (m *Menu) NextPlayers(d int) {
	h := m.harlech()
	h.Players = (h.Players-1+d+5)%5 + 1
}

// NextLevel changes the level: 1 to 7, then random, round.
func (m *Menu) NextLevel(d int) {
	h := m.harlech()
	// 1..7 then 0 (random) as positions 0..7.
	pos := h.Level - 1
	if h.Level == 0 {
		pos = 7
	}
	pos = (pos + d + 8) % 8
	h.Level = pos + 1
	if pos == 7 {
		h.Level = 0
	}
}

// ToggleAdvisor switches the advisor bot for seat (0-based) on or off.
func (m *Menu) ToggleAdvisor(seat int) {
	h := m.harlech()
	if seat >= 0 && seat < len(h.Advisor) {
		h.Advisor[seat] = !h.Advisor[seat]
	}
}

// LevelLabel names the level choice.
func (h HarlechChoice) LevelLabel() string {
	if h.Level == 0 {
		return "Random locations"
	}
	return "Level " + strconv.Itoa(h.Level) + " of 7"
}

// PlayersLabel names the player count.
func (h HarlechChoice) PlayersLabel() string { return Plural(h.Players, "player", "players") }

// AdvisorSeats lists the seats in play the advisor plays (0-based).
func (h HarlechChoice) AdvisorSeats() []int {
	var out []int
	for s := 0; s < h.Players; s++ {
		if h.Advisor[s] {
			out = append(out, s)
		}
	}
	return out
}

// HarlechAbout says what the choice means, for the start screen.
func (m *Menu) HarlechAbout() string {
	h := m.HarlechChoiceNow()
	people := h.Players - len(h.AdvisorSeats())
	var who string
	switch {
	case people == 0:
		who = "The advisor plays every seat: watch it play."
	case people == 1 && h.Players == 1:
		who = "You play alone."
	case people == 1:
		who = "You play with the advisor at your side."
	default:
		who = fmt.Sprintf("%d people share this screen: a hand-over screen hides each hand from the others.", people)
	}
	lv := "Level 1 is the easiest, 7 the hardest."
	if h.Level == 0 {
		lv = "A random stack of six locations ends on a Final Redoubt."
	}
	return who + " " + lv
}

// AdvisorLabel is the label of seat's toggle.
func (h HarlechChoice) AdvisorLabel(seat int) string {
	w := "person"
	if h.Advisor[seat] {
		w = "advisor"
	}
	return "P" + strconv.Itoa(seat+1) + ": " + w
}

// StartHarlech checks the seed and returns the game to start.
func (m *Menu) StartHarlech() (HarlechChoice, uint64, error) {
	seed, err := m.Seed()
	if err != nil {
		m.Err = err.Error()
		return HarlechChoice{}, 0, err
	}
	return m.HarlechChoiceNow(), seed, nil
}

// GameAbout is the line under the game choice.
func (m *Menu) GameAbout() string {
	if m.Game == GameHarlech {
		return "Rorke's Drift: Men of Harlech — hold the four positions together until the Relief Column comes."
	}
	if m.Game == GameTactical {
		return "22–23 January 1879: the mission station man by man, wall by wall, through the night."
	}
	if m.Game == GameSkirmish {
		return "Rorke's Drift as a skirmish: one figure a man, facing, letter dice, wounds and the surgeon."
	}
	if m.Game == GameRamparts {
		return "Rorke's Drift on its own: you hold the post with cards and Heroes while the Zulus come over the walls."
	}
	return "22 January 1879: the wargame of the camp under the mountain, and of Rorke's Drift after it."
}
