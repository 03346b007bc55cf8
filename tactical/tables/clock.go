package tables

import "fmt"

// Turns is the number of game turns: 20 minutes each from 4:30 pm, the
// last one starting at 4:50 am (the game runs until 5:00 am).
const Turns = 38

// TurnMinutes is the length of a turn.
const TurnMinutes = 20

// startMinute is 4:30 pm as minutes after midnight.
const startMinute = 16*60 + 30

// TimeOfTurn returns the clock time at which turn starts, 24-hour (turn 1
// is 16:30, turn 9 is 19:10, turn 38 is 04:50).
func TimeOfTurn(turn int) (hour, minute int) {
	m := (startMinute + (turn-1)*TurnMinutes) % (24 * 60)
	if m < 0 {
		m += 24 * 60
	}
	return m / 60, m % 60
}

// ClockString writes the start of turn as the rule text does, "4:30 pm".
func ClockString(turn int) string {
	h, m := TimeOfTurn(turn)
	half := "am"
	if h >= 12 {
		half = "pm"
	}
	h12 := h % 12
	if h12 == 0 {
		h12 = 12
	}
	return fmt.Sprintf("%d:%02d %s", h12, m, half)
}

// FirstTurnAfter is the first turn that starts after the clock time
// hour:minute (24-hour; times before 4:30 pm are the next morning's). A
// rule "starting at X" applies from this turn on (README: the clock).
func FirstTurnAfter(hour, minute int) int {
	target := hour*60 + minute
	if target < startMinute {
		target += 24 * 60
	}
	for t := 1; ; t++ {
		if startMinute+(t-1)*TurnMinutes > target {
			return t
		}
	}
}

// The turns from which the timed rules apply, derived from the clock.
var (
	NightTurn          = FirstTurnAfter(19, 0) // night (and the hospital VP) from 7:00 pm
	BritishFatigueTurn = FirstTurnAfter(22, 0) // British fatigued from 10:00 pm
	ZuluFatigueTurn    = FirstTurnAfter(0, 0)  // Zulus fatigued from 12:00 am
	ExhaustionTurn     = FirstTurnAfter(2, 0)  // both sides exhausted from 2:00 am
)

// Night reports whether turn is a night turn (from 7:00 pm).
func Night(turn int) bool { return turn >= NightTurn }

// HospitalScores reports whether the hospital VP (rooms and dogleg) are
// scored in turn (from 7:00 pm).
func HospitalScores(turn int) bool { return turn >= NightTurn }

// Tiredness is how worn out a side is.
type Tiredness uint8

// Levels of tiredness; exhaustion replaces fatigue.
const (
	Fresh Tiredness = iota
	Fatigued
	Exhausted
)

// String names the level.
func (t Tiredness) String() string {
	switch t {
	case Fresh:
		return "fresh"
	case Fatigued:
		return "fatigued"
	case Exhausted:
		return "exhausted"
	}
	return fmt.Sprintf("tiredness(%d)", t)
}

// BritishFatigue is the British tiredness in turn.
func BritishFatigue(turn int) Tiredness { return tiredness(turn, BritishFatigueTurn) }

// ZuluFatigue is the Zulu tiredness in turn.
func ZuluFatigue(turn int) Tiredness { return tiredness(turn, ZuluFatigueTurn) }

// SideFatigue is the tiredness of side s in turn.
func SideFatigue(s Side, turn int) Tiredness {
	if s == Zulu {
		return ZuluFatigue(turn)
	}
	return BritishFatigue(turn)
}

func tiredness(turn, fatigued int) Tiredness {
	switch {
	case turn >= ExhaustionTurn:
		return Exhausted
	case turn >= fatigued:
		return Fatigued
	}
	return Fresh
}
