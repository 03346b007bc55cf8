// Package units describes the counters of Last Stand at Isandlwana: British
// unit kinds with their strengths and movement allowances, leaders, the
// markers, and the fixed numbers of the Zulu side.
package units

import "fmt"

// Kind is the kind of a British counter.
type Kind uint8

// British counter kinds (2.6).
const (
	Company    Kind = iota // a company or company equivalent (the 24th's companies, N Battery)
	Detachment             // a detachment of about 20 men, set up in the camp
	AdHoc                  // an ad hoc group (Lt. A, QP)
	Static                 // St. Iz: never moves, never attacks, only defends
	Leader                 // a leader counter: no strength, never a target
	numKinds
)

var kindNames = [numKinds]string{"company", "detachment", "adhoc", "static", "leader"}

// String names the kind as scenario files spell it.
func (k Kind) String() string {
	if k < numKinds {
		return kindNames[k]
	}
	return fmt.Sprintf("kind(%d)", k)
}

// ParseKind reads a kind name.
func ParseKind(s string) (Kind, error) {
	for i, n := range kindNames {
		if n == s {
			return Kind(i), nil
		}
	}
	return 0, fmt.Errorf("unknown unit kind %q (known: company, detachment, adhoc, static, leader)", s)
}

// IsCombat reports whether counters of this kind are combat units (4.3: all
// but leaders).
func (k Kind) IsCombat() bool { return k != Leader }

// CanMove reports whether the kind ever moves (7.0, 7.9).
func (k Kind) CanMove() bool { return k != Static }

// CanFire reports whether the kind ever fires (7.9: St. Iz only defends).
func (k Kind) CanFire() bool { return k != Static && k != Leader }

// CanFormSquare reports whether units of the kind may form square (7.7, 7.9).
func (k Kind) CanFormSquare() bool { return k != Static && k != Leader }

// Fixed numbers of the game.
const (
	ZuluStrength      = 6 // 8.0: every Zulu unit has one step and strength six
	ZuluMA            = 6 // 7.0
	ZuluRange         = 1 // 8.4
	BritishMA         = 4 // 7.0
	SquareMA          = 2 // 7.7
	SquareChangeCost  = 2 // 7.7: MP to form or leave square
	WagonRoadMA       = 2 // 7.8
	WagonOffRoadMA    = 1 // 7.8
	BritishRange      = 3 // 8.4
	BritishStackLimit = 8 // 6.3: strength points in one hex
	MaxDefense        = 6 // 7.7: a defence factor never exceeds six
	MinStrength       = 1 // 8.1: a modified strength never drops below one
	LeaderHitMax      = 2 // 5.8: a roll of 1 or 2 kills a targeted leader
	SnipingBonusTurn  = 3 // 5.7: from this turn on the sniping roll gets +3
	SnipingBonus      = 3
)

// Def is a British counter as the scenario defines it.
type Def struct {
	// ID is the short name used in commands and saves, e.g. "A", "LtA".
	ID string `json:"id"`
	// Name is the counter's printed name, e.g. "A Co".
	Name string `json:"name"`
	// Long is the full name, e.g. "Company A, 1st Battalion, 24th Foot".
	Long string `json:"long"`
	// Kind is the counter kind.
	Kind Kind `json:"-"`
	// Strength is the printed full strength (and number of steps); 0 for leaders.
	Strength int `json:"strength"`
}

// MA is the unit's normal movement allowance.
func (d Def) MA() int {
	if !d.Kind.CanMove() {
		return 0
	}
	return BritishMA
}

// Ladder lists the strengths the unit passes through as it takes hits, from
// full strength down to 1 (8.6: each hit costs one step).
func (d Def) Ladder() []int {
	out := make([]int, 0, d.Strength)
	for s := d.Strength; s >= 1; s-- {
		out = append(out, s)
	}
	return out
}
