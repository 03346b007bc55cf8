package tables

import (
	"fmt"
	"math"
)

// MeleeCode is a cell of the Zulu melee table.
type MeleeCode uint8

// Melee table results.
const (
	NoMelee       MeleeCode = iota // –: no effect
	CodeR                          // R: retreat
	CodeWR                         // WR
	CodeMR                         // MR
	Code1                          // 1
	Code2                          // 2
	Code3                          // 3
	NumMeleeCodes                  // the number of codes
)

var meleeCodeNames = [NumMeleeCodes]string{"–", "R", "WR", "MR", "1", "2", "3"}

// String gives the table's mark.
func (c MeleeCode) String() string {
	if c < NumMeleeCodes {
		return meleeCodeNames[c]
	}
	return fmt.Sprintf("melee-code(%d)", c)
}

// The melee table's columns, 0 (1:3) to 11 (10:1).
const (
	NoColumn   = -1 // off the table: no attack
	Col1to3    = 0
	Col1to1    = 2
	Col10to1   = 11
	NumColumns = 12
)

var columnNames = [NumColumns]string{"1:3", "1:2", "1:1", "2:1", "3:1", "4:1", "5:1", "6:1", "7:1", "8:1", "9:1", "10:1"}

// ColumnName writes a column as odds, "3:1"; "none" off the table.
func ColumnName(col int) string {
	if col < 0 || col >= NumColumns {
		return "none"
	}
	return columnNames[col]
}

// meleeGrid is the Zulu melee table: rows modified d6 1..6, columns odds.
var meleeGrid = [6][NumColumns]MeleeCode{
	{0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 3, 3},
	{0, 0, 0, 0, 1, 1, 1, 2, 2, 3, 3, 4},
	{0, 0, 0, 1, 1, 1, 2, 2, 3, 3, 4, 4},
	{0, 0, 1, 1, 1, 2, 2, 3, 3, 4, 4, 5},
	{0, 1, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5},
	{1, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6},
}

// Melee strengths (README: the text gives none). Every unit counts 1; these
// are the exceptions.
const (
	StrengthUnit    = 1.0
	StrengthWounded = 0.5 // a British W, a Zulu W, a hospital patient
	StrengthMortal  = 0.0 // a British M
)

// MeleeColumn is the column for attack against defence strength, the
// odds rounded in the defender's favour: 2.5 to 1 is 2:1, 1 to 1.5 is
// 1:2. Better than 10:1 (or an undefended target) reads 10:1; worse than
// 1:3, or no attack strength, is no attack (ok false).
func MeleeColumn(attack, defence float64) (col int, ok bool) {
	if !(attack > 0) || math.IsInf(attack, 0) || defence < 0 || math.IsNaN(defence) {
		return NoColumn, false
	}
	const eps = 1e-9
	if defence == 0 {
		return Col10to1, true
	}
	if attack >= defence-eps {
		n := int(math.Floor(attack/defence + eps)) // n:1
		return min(Col1to1+n-1, Col10to1), true
	}
	n := int(math.Ceil(defence/attack - eps)) // 1:n
	if n > 3 {
		return NoColumn, false
	}
	return Col1to1 - (n - 1), true
}

// ShiftedColumn moves a column shifts places to the left (the table's "L";
// a negative count moves right). Past 10:1 reads 10:1; left of 1:3 is off
// the table, NoColumn: the attack cannot be made.
func ShiftedColumn(col, shifts int) int {
	if col < 0 || col >= NumColumns {
		return NoColumn
	}
	c := col - shifts
	if c < 0 {
		return NoColumn
	}
	return min(c, Col10to1)
}

// MeleeResult is the Zulu melee table: roll is the modified row (see
// ClampRoll), col a column; NoColumn or a bad row give NoMelee.
func MeleeResult(roll, col int) MeleeCode {
	if !validDie(roll) || col < 0 || col >= NumColumns {
		return NoMelee
	}
	return meleeGrid[roll-1][col]
}

// MeleeChances counts, for each code, the faces of the d6 that give it in
// column col with a total modifier drm.
func MeleeChances(col, drm int) [NumMeleeCodes]int {
	var n [NumMeleeCodes]int
	for r := 1; r <= 6; r++ {
		n[MeleeResult(ClampRoll(r, drm), col)]++
	}
	return n
}

// DefenderResult is what a melee does to one defender.
type DefenderResult uint8

// Results for one defender.
const (
	Unharmed      DefenderResult = iota
	Retreat                      // R: retreat one hex
	WoundRetreat                 // WR: wounded, then retreat
	MortalRetreat                // MR: mortally wounded, then retreat
	Killed                       // E: eliminated
	numDefenderResults
)

var defenderResultNames = [numDefenderResults]string{"–", "R", "WR", "MR", "E"}

// String gives the table's mark.
func (r DefenderResult) String() string {
	if r < numDefenderResults {
		return defenderResultNames[r]
	}
	return fmt.Sprintf("defender-result(%d)", r)
}

// MaxDefenders is the most British men in one melee target (a pair of up
// to 3).
const MaxDefenders = 3

// defenderGrid is the result-by-defender table: rows the melee code R..3,
// columns the 1st, 2nd, 3rd defender.
var defenderGrid = [NumMeleeCodes][MaxDefenders]DefenderResult{
	NoMelee: {Unharmed, Unharmed, Unharmed},
	CodeR:   {Retreat, Unharmed, Unharmed},
	CodeWR:  {WoundRetreat, Retreat, Unharmed},
	CodeMR:  {MortalRetreat, WoundRetreat, Retreat},
	Code1:   {Killed, MortalRetreat, WoundRetreat},
	Code2:   {Killed, Killed, MortalRetreat},
	Code3:   {Killed, Killed, Killed},
}

// MeleeOnDefender is what melee code does to the k-th defender of the
// target (k = 0, 1, 2; the owner orders them), under the per-defender
// reading (README). k out of range gives Unharmed.
func MeleeOnDefender(code MeleeCode, k int) DefenderResult {
	if code >= NumMeleeCodes || k < 0 || k >= MaxDefenders {
		return Unharmed
	}
	return defenderGrid[code][k]
}

// Attacker is one Zulu unit in a melee as the shifts see it.
type Attacker struct {
	// Crosses lists the cover items between this attacker and the
	// defenders (repeats counted once).
	Crosses []Cover
}

// MeleeShifts returns the column shifts of a melee: every cover item that
// every attacker is across, in the order of the rule text. The starred
// rule is not used in melee (README). Each Modifier's DRM is the number of
// columns left.
func MeleeShifts(attackers []Attacker) []Modifier {
	if len(attackers) == 0 {
		return nil
	}
	var crossedBy [numCovers]int
	for _, a := range attackers {
		var seen [numCovers]bool
		for _, c := range a.Crosses {
			if c < numCovers && !seen[c] {
				seen[c] = true
				crossedBy[c]++
			}
		}
	}
	var out []Modifier
	for c := Ditch; c < numCovers; c++ {
		if crossedBy[c] == len(attackers) && c.MeleeShift() > 0 {
			out = append(out, Modifier{c.String(), c.MeleeShift()})
		}
	}
	return out
}

// MeleeDRMs are the die modifiers of a Zulu melee in turn: −1 when the
// Zulus are fatigued, −3 exhausted; +1 when the British are fatigued, +3
// exhausted (README: the mirrored reading).
func MeleeDRMs(turn int) []Modifier {
	var out []Modifier
	switch ZuluFatigue(turn) {
	case Fatigued:
		out = append(out, Modifier{"Zulus fatigued", -1})
	case Exhausted:
		out = append(out, Modifier{"Zulus exhausted", -3})
	}
	switch BritishFatigue(turn) {
	case Fatigued:
		out = append(out, Modifier{"British fatigued", +1})
	case Exhausted:
		out = append(out, Modifier{"British exhausted", +3})
	}
	return out
}
