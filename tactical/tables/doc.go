// Package tables holds every table of "The Defense of Rorke's Drift" (seed
// 003) as Go data, with lookup functions for the tactical engine
// (package zulu1879/tactical) and its planners: movement allowances and
// costs, the British wounded roll, battering doors, the burning building
// phase, sniper suppression, British rifle and ranked fire, Zulu sniper,
// rifle and spear fire, flaming spears, Zulu melee, victory points and the
// clock.
//
// The package rolls no dice: every lookup takes the die the engine rolled
// with its seeded roller. Modified rolls are clamped to 1..6 (ClampRoll)
// before a table row is read. The readings taken where the rule text is
// unclear are listed in README.md.
package tables

import "fmt"

// Side is one of the two players.
type Side uint8

// The two sides.
const (
	British Side = iota
	Zulu
)

// String names the side.
func (s Side) String() string {
	switch s {
	case British:
		return "British"
	case Zulu:
		return "Zulu"
	}
	return fmt.Sprintf("side(%d)", s)
}

// ClampRoll turns a die plus its modifiers into a table row: a modified
// roll below 1 reads row 1, above 6 reads row 6.
func ClampRoll(roll, drm int) int {
	r := roll + drm
	if r < 1 {
		return 1
	}
	if r > 6 {
		return 6
	}
	return r
}

// validDie reports whether roll is a face of a d6.
func validDie(roll int) bool { return roll >= 1 && roll <= 6 }
