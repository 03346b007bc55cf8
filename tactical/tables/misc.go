package tables

import "fmt"

// WoundChange is the result of the British wounded roll (step 1c).
type WoundChange uint8

// Results of the wounded roll.
const (
	NoChange WoundChange = iota // 3–5
	Dies                        // 1: eliminated
	Worse                       // 2: W to M, M to eliminated
	Better                      // 6: M to W, W recovers
	numWoundChanges
)

var woundChangeNames = [numWoundChanges]string{"no change", "eliminated", "worse", "better"}

// String names the change.
func (w WoundChange) String() string {
	if w < numWoundChanges {
		return woundChangeNames[w]
	}
	return fmt.Sprintf("wound-change(%d)", w)
}

// woundRows is the wounded roll by modified d6.
var woundRows = [6]WoundChange{Dies, Worse, NoChange, NoChange, NoChange, Better}

// WoundDRMs are the modifiers of a wounded man's roll: +1 with an orderly,
// −1 if mortally wounded.
func WoundDRMs(orderly, mortal bool) []Modifier {
	var out []Modifier
	if orderly {
		out = append(out, Modifier{"orderly", +1})
	}
	if mortal {
		out = append(out, Modifier{"mortally wounded", -1})
	}
	return out
}

// WoundRoll is the British wounded roll for a W or M man: the d6 plus its
// modifiers, clamped to 1..6 (ClampRoll). A roll that is not a die face
// gives NoChange.
func WoundRoll(roll int, orderly, mortal bool) WoundChange {
	if !validDie(roll) {
		return NoChange
	}
	return woundRows[ClampRoll(roll, Total(WoundDRMs(orderly, mortal)))-1]
}

// BatterNeed is the modified d6 that breaks a door for the Zulus
// battering it (1 or 2), and false for any other number.
func BatterNeed(zulus int) (int, bool) {
	switch zulus {
	case 1:
		return 3, true
	case 2:
		return 2, true
	}
	return 0, false
}

// BatterDRM is the modifier for British men opposing a battering: 0 for
// none, −2 for one, −3 for two or more.
func BatterDRM(opposing int) int {
	switch {
	case opposing <= 0:
		return 0
	case opposing == 1:
		return -2
	}
	return -3
}

// BatterDoor reports whether zulus (1 or 2) break a door on roll, with
// opposing British men on the other side. No clamping: the modified roll
// must reach the need.
func BatterDoor(roll, zulus, opposing int) bool {
	need, ok := BatterNeed(zulus)
	return ok && validDie(roll) && roll+BatterDRM(opposing) >= need
}

// Spread is the result of the spreading roll of the burning building
// phase.
type Spread uint8

// Results of the spreading roll.
const (
	OneBurnsOut Spread = iota // 1: one fire burns out
	NoSpread                  // 2
	SpreadOnce                // 3–5: every fire spreads into the areas next to it
	SpreadTwice               // 6: high wind, spread twice
	numSpreads
)

var spreadNames = [numSpreads]string{"one fire burns out", "no spreading", "fires spread", "high wind: fires spread twice"}

// String names the result.
func (s Spread) String() string {
	if s < numSpreads {
		return spreadNames[s]
	}
	return fmt.Sprintf("spread(%d)", s)
}

var spreadRows = [6]Spread{OneBurnsOut, NoSpread, SpreadOnce, SpreadOnce, SpreadOnce, SpreadTwice}

// SpreadRoll is the spreading roll (unmodified d6); a roll that is not a
// die face gives NoSpread.
func SpreadRoll(roll int) Spread {
	if !validDie(roll) {
		return NoSpread
	}
	return spreadRows[roll-1]
}

// collapseNeed is the highest d6 that collapses a roof, by turns since the
// fire spread over the whole building (index 0 unused: no roll yet).
var collapseNeed = [8]int{0, 1, 1, 2, 2, 3, 4, 5}

// CollapseNeed is the highest d6 that brings a roof down turnsFull turns
// after the fire spread over the whole building (1 in the first phase
// after); 0: no roll.
func CollapseNeed(turnsFull int) int {
	if turnsFull < 1 {
		return 0
	}
	return collapseNeed[min(turnsFull, 7)]
}

// RoofCollapses reports whether the roof falls in on roll.
func RoofCollapses(roll, turnsFull int) bool {
	return validDie(roll) && roll <= CollapseNeed(turnsFull)
}

// burnOutNeed is the highest d6 that burns a building out, by turns since
// the fire spread over it, 6..13 (13 and more read 13).
var burnOutNeed = [14]int{6: 1, 7: 1, 8: 1, 9: 2, 10: 2, 11: 3, 12: 4, 13: 5}

// BurnOutNeed is the highest d6 that ends a building's fire turnsFull
// turns after it spread over the whole building; 0 before the 6th.
func BurnOutNeed(turnsFull int) int {
	if turnsFull < 1 {
		return 0
	}
	return burnOutNeed[min(turnsFull, 13)]
}

// BurnsOut reports whether the fire burns out on roll.
func BurnsOut(roll, turnsFull int) bool {
	return validDie(roll) && roll <= BurnOutNeed(turnsFull)
}
