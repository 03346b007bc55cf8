// Package skirmish is the miniatures skirmish of Rorke's Drift (seed 001,
// issue 19) played on the station map of package rdtactical: one figure a
// hex with a facing, special dice with letter faces, a wound ladder for the
// British, melee die against die, the surgeon, Zulu waves and burning roofs.
// The rules engine is pure Go; every die comes from the seeded roller and is
// logged with the rule it served. README.md lists each reading of the text.
package skirmish

import "fmt"

// Face is a face of one of the special dice.
type Face uint8

// The faces of the fire dice (Blank, Close, Medium, Long) and of the wound
// die (Minor, Light, Serious).
const (
	Blank Face = iota
	Close
	Medium
	Long
	Minor
	Light
	Serious
)

// Letter is how the log writes a face: "-", C, M, L, m (minor), l, S.
func (f Face) Letter() string { return [...]string{"-", "C", "M", "L", "m", "l", "S"}[f] }

// String names the face in words.
func (f Face) String() string {
	return [...]string{"blank", "close", "medium", "long", "minor", "light", "serious"}[f]
}

// Die is a six-sided die with letters on its faces.
type Die struct {
	Name  string
	Faces [6]Face
}

// The three special dice of the game, as the text gives their faces.
var (
	// BritishFire is the white die the British fire with (and revolvers).
	BritishFire = Die{"white", [6]Face{Close, Close, Medium, Long, Blank, Blank}}
	// ZuluFire is the black die of Zulu riflemen and the Oskarberg.
	ZuluFire = Die{"black", [6]Face{Close, Medium, Long, Blank, Blank, Blank}}
	// WoundDie is the red die rolled for a British figure that is hit.
	WoundDie = Die{"red", [6]Face{Minor, Light, Light, Light, Light, Serious}}
)

// Face reads a roll of 1 to 6 on the die.
func (d Die) Face(roll int) Face { return d.Faces[roll-1] }

// Band is a range band: Close to 6 hexes, Medium to 18, Long beyond.
type Band uint8

// The range bands.
const (
	BandClose Band = iota
	BandMedium
	BandLong
)

// String names the band.
func (b Band) String() string { return [...]string{"close", "medium", "long"}[b] }

// Range limits in hexes (one inch is one hex): a distance up to CloseMax is
// close, up to MediumMax medium, beyond it long.
const (
	CloseMax  = 6
	MediumMax = 18
)

// BandOf gives the band of a distance in hexes.
func BandOf(dist int) Band {
	switch {
	case dist <= CloseMax:
		return BandClose
	case dist <= MediumMax:
		return BandMedium
	}
	return BandLong
}

// Weapon is what a figure fires with.
type Weapon uint8

// The weapons: a British rifle (white die), a revolver (white die, C and M
// only, 18 hexes, twice a turn), a Zulu rifle (black die), the Oskarberg
// terrace (black die, L only, once a turn).
const (
	Rifle Weapon = iota
	Revolver
	ZuluRifle
	Terrace
	NoWeapon
)

// String names the weapon.
func (w Weapon) String() string {
	return [...]string{"rifle", "revolver", "zulu-rifle", "terrace", "none"}[w]
}

// Die is the die the weapon fires with.
func (w Weapon) Die() Die {
	if w == ZuluRifle || w == Terrace {
		return ZuluFire
	}
	return BritishFire
}

// Shots is how many times a weapon fires in a fire phase.
func (w Weapon) Shots() int {
	if w == Revolver {
		return 2
	}
	if w == NoWeapon {
		return 0
	}
	return 1
}

// MaxRange is the weapon's reach in hexes (0: no limit).
func (w Weapon) MaxRange() int {
	if w == Revolver {
		return MediumMax
	}
	return 0
}

// Hits reports whether a face hits at a band, for a weapon, against a
// target in cover or not. The letter at the band and every longer letter
// hit (L hits at every range, M at close and medium, C at close); a
// revolver hits on C and M alone, the terrace on L alone; a covered target
// is hit on C and M faces only.
func Hits(w Weapon, f Face, b Band, cover bool) bool {
	if f < Close || f > Long {
		return false
	}
	if w == Revolver && f == Long {
		return false
	}
	if w == Terrace && f != Long {
		return false
	}
	if cover && f == Long {
		return false
	}
	return int(f-Close) >= int(b)
}

// HitChance is the chance in sixths that one shot hits.
func HitChance(w Weapon, b Band, cover bool) int {
	n := 0
	for _, f := range w.Die().Faces {
		if Hits(w, f, b, cover) {
			n++
		}
	}
	return n
}

// Wounds is a British figure's place on the wound ladder.
type Wounds struct {
	Light   int  `json:"light,omitempty"`   // 0 or 1: a second light is a serious
	Serious bool `json:"serious,omitempty"` // he falls down
	Dead    bool `json:"dead,omitempty"`
}

// Wounded reports whether the figure carries a wound.
func (w Wounds) Wounded() bool { return w.Light > 0 || w.Serious }

// String writes the ladder in a word.
func (w Wounds) String() string {
	switch {
	case w.Dead:
		return "killed"
	case w.Serious:
		return "serious"
	case w.Light > 0:
		return "light"
	}
	return "fit"
}

// Outcome of one wound on the ladder.
type Outcome uint8

// What a wound did.
const (
	Ignored  Outcome = iota // a single minor on a man with no serious wound
	Lightly                 // a first light wound
	Serious2                // a serious wound (rolled, or two lights)
	Killed
)

// String names the outcome.
func (o Outcome) String() string {
	return [...]string{"no effect", "lightly wounded", "seriously wounded, falls down", "killed"}[o]
}

// Apply puts one wound face on the ladder. second is the face of the
// re-roll a Minor asks for (ignored for the other faces): a second Minor
// kills. A Serious wound and any other wound kill; two lights make a serious.
func (w Wounds) Apply(f, second Face) (Wounds, Outcome) {
	switch f {
	case Minor:
		if second == Minor || w.Serious {
			w.Dead = true
			return w, Killed
		}
		return w, Ignored
	case Light:
		if w.Serious {
			w.Dead = true
			return w, Killed
		}
		if w.Light > 0 {
			w.Light, w.Serious = 0, true
			return w, Serious2
		}
		w.Light = 1
		return w, Lightly
	case Serious:
		if w.Serious || w.Light > 0 {
			w.Serious, w.Dead = true, true
			return w, Killed
		}
		w.Serious = true
		return w, Serious2
	}
	panic(fmt.Sprintf("skirmish: %v is not a wound face", f))
}

// MoveMP is a move of base points less the wound costs.
func MoveMP(base int, w Wounds) int {
	mp := base
	if w.Serious {
		mp -= CostSerious
	} else if w.Light > 0 {
		mp -= CostLight
	}
	return max(mp, 0)
}

// Movement: the points of a move and the costs of the text, in hexes.
const (
	BritishMP     = 4
	ZuluMP        = 6
	CostObstacle  = 2 // crossing a wall, window, ledge, wagon
	CostLight     = 1 // off the move of a lightly wounded man
	CostSerious   = 2 // off the move of a seriously wounded man
	CostCrawl     = 2 // a man who is down, per hex
	CostStand     = 1
	CostTurn      = 1 // a turn of two hexsides or more (90 degrees and over)
	CostBackwards = 2 // a step through a flank or rear hexside
	CostDoor      = 1 // open or close a door
	CostHole      = 2 // through a hole in a wall
	CostCarry     = 1 // carrying a mealie bag or a box (not in play yet)
	CostAssist    = 1 // to the helper; the wounded man gets AssistBonus
	AssistBonus   = 1
	CostClimb     = 6 // onto a roof, with a helper next to him
	HoleTarget    = 8 // points of d6 to make a hole in a wall
)

// MeleeMod is one modifier to every die a side rolls in a fight.
type MeleeMod struct {
	Key  string // stable word in the log
	Text string
	Mod  int
}

// The melee modifiers of the text.
var (
	ModRifle     = MeleeMod{"rifle", "British with a rifle", +1}
	ModObstacle  = MeleeMod{"obstacle", "attacking a wall, door, window or higher ground", -1}
	ModHole      = MeleeMod{"hole", "attacking through a hole", -2}
	ModLight     = MeleeMod{"light", "light wound", -1}
	ModSerious   = MeleeMod{"serious", "serious wound", -2}
	ModHero      = MeleeMod{"hero", "hero", +1}
	ModRear      = MeleeMod{"rear", "attacking from the rear", +2}
	ModZuluRifle = MeleeMod{"zulu-rifle", "Zulu with a rifle", -1}
	ModStoodUp   = MeleeMod{"stood-up", "stood up this turn", -1}
	BritishDice  = 2
	ZuluDice     = 1
)

// Sum adds the modifiers up.
func Sum(mods []MeleeMod) int {
	n := 0
	for _, m := range mods {
		n += m.Mod
	}
	return n
}

// Verdict of a fight.
type Verdict uint8

// Who won a fight.
const (
	Tie Verdict = iota
	BritishWin
	ZuluWin
)

// String names the verdict.
func (v Verdict) String() string { return [...]string{"tie", "British win", "Zulus win"}[v] }

// Judge compares the best modified British die with the best modified
// Zulu die: the higher wins, equal is a tie carried into the next turn.
func Judge(british, zulu []int) Verdict {
	b, z := best(british), best(zulu)
	switch {
	case b > z:
		return BritishWin
	case z > b:
		return ZuluWin
	}
	return Tie
}

func best(xs []int) int {
	m := -1 << 30
	for _, x := range xs {
		m = max(m, x)
	}
	return m
}

// Odds are the exact chances of a fight's verdicts, for the planner and
// the tests: britishMods and zuluMods are the sum of each figure's
// modifiers (one entry per figure).
func Odds(britishMods, zuluMods []int) (win, tie, loss float64) {
	var dice []int // modifier per die
	for _, m := range britishMods {
		for range BritishDice {
			dice = append(dice, m)
		}
	}
	nb := len(dice)
	for _, m := range zuluMods {
		for range ZuluDice {
			dice = append(dice, m)
		}
	}
	total := 0
	counts := [3]int{}
	rolls := make([]int, len(dice))
	var rec func(i int)
	rec = func(i int) {
		if i == len(dice) {
			b, z := make([]int, nb), make([]int, len(dice)-nb)
			for k := range dice {
				if k < nb {
					b[k] = rolls[k] + dice[k]
				} else {
					z[k-nb] = rolls[k] + dice[k]
				}
			}
			counts[Judge(b, z)]++
			total++
			return
		}
		for r := 1; r <= 6; r++ {
			rolls[i] = r
			rec(i + 1)
		}
	}
	rec(0)
	t := float64(total)
	return float64(counts[BritishWin]) / t, float64(counts[Tie]) / t, float64(counts[ZuluWin]) / t
}

// Surgeon: a serious case stays 2d6 turns; a double 1 dies. With more than
// one serious case the same turn each also rolls an extra die: a 1 on it
// and a 1 on either of the two dies too.
func SurgeonDies(a, b, extra int, several bool) bool {
	if a == 1 && b == 1 {
		return true
	}
	return several && extra == 1 && (a == 1 || b == 1)
}

// FireStarts reports whether a shot through a roof sets it alight: any
// double on 2d6.
func FireStarts(a, b int) bool { return a == b }
