package uistate

import (
	"slices"
	"testing"
)

// TestMenu_HarlechChoices: the players go round 1-5, the level 1-7 then
// random, the advisor seats count only the seats in play, and a bad seed
// is refused with the seed's message.
func TestMenu_HarlechChoices(t *testing.T) {
	m := NewMenu(nil, 7)
	if m.Game != GameIsandlwana {
		t.Fatal("the start screen does not open on Isandlwana")
	}
	m.NextGame()
	if m.Game != GameHarlech {
		t.Fatal("NextGame does not choose Men of Harlech")
	}
	m.NextGame()
	m.NextGame()
	if h := m.HarlechChoiceNow(); h.Players != 1 || h.Level != 1 || len(h.AdvisorSeats()) != 0 {
		t.Fatalf("defaults %+v", h)
	}
	for _, c := range []struct {
		name    string
		do      func()
		players int
		level   int
	}{
		{"one player less goes round to five", func() { m.NextPlayers(-1) }, 5, 1},
		{"one more goes round to one", func() { m.NextPlayers(1) }, 1, 1},
		{"level down from 1 is random", func() { m.NextLevel(-1) }, 1, 0},
		{"level up from random is 1", func() { m.NextLevel(1) }, 1, 1},
		{"six levels up is 7", func() {
			for range 6 {
				m.NextLevel(1)
			}
		}, 1, 7},
		{"then random", func() { m.NextLevel(1) }, 1, 0},
	} {
		c.do()
		if h := m.HarlechChoiceNow(); h.Players != c.players || h.Level != c.level {
			t.Errorf("%s: %d players, level %d", c.name, h.Players, h.Level)
		}
	}
	m.ToggleAdvisor(0)
	m.ToggleAdvisor(3)
	if got := m.HarlechChoiceNow().AdvisorSeats(); !slices.Equal(got, []int{0}) {
		t.Errorf("advisor seats of one player: %v", got)
	}
	m.NextPlayers(3)
	if got := m.HarlechChoiceNow().AdvisorSeats(); !slices.Equal(got, []int{0, 3}) {
		t.Errorf("advisor seats of four players: %v", got)
	}
	if h := m.HarlechChoiceNow(); h.LevelLabel() != "Random locations" || h.PlayersLabel() != "4 players" || h.AdvisorLabel(1) != "P2: person" {
		t.Errorf("labels %q %q %q", h.LevelLabel(), h.PlayersLabel(), h.AdvisorLabel(1))
	}
	m.SeedText = ""
	if _, _, err := m.StartHarlech(); err == nil || m.Err == "" {
		t.Error("an empty seed starts a game")
	}
	m.SetSeed(12)
	if _, seed, err := m.StartHarlech(); err != nil || seed != 12 {
		t.Errorf("seed %d, %v", seed, err)
	}
}
