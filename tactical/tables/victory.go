package tables

import "fmt"

// Victory point values (positive favours the British).
const (
	VPZuluEliminated  = 1  // for each Zulu unit eliminated
	ZuluMortalPerVP   = 2  // +1 for each 2 Zulu units mortally wounded
	ZuluWoundedPerVP  = 4  // +1 for each 4 wounded
	ZuluDisorderPerVP = 6  // +1 for each 6 disordered
	VPBritishWounded  = -1 // each British W
	VPBritishMortal   = -3 // each British M
	VPBritishElim     = -5 // each British man eliminated
	VPHospitalRoom    = 2  // a turn, for each hospital room occupied at the start and still, from 7 pm
	VPDogleg          = 10 // a turn, hospital dogleg occupied, from 7 pm
	VPSmallKraal      = 9  // the Small Kraal held
	VPKraalInner      = 5  // the inner half of the kraal (README)
	VPKraalOuter      = 4  // the outer half
	VPEndsGame        = 150
)

// Tally is what the victory points are counted from.
type Tally struct {
	// Zulu results, cumulative over the game.
	ZuluEliminated, ZuluMortal, ZuluWounded, ZuluDisordered int
	// British men now wounded, mortally wounded, and eliminated.
	BritishWounded, BritishMortal, BritishEliminated int
	// HospitalRoomTurns counts, over the turns from 7 pm, the hospital
	// rooms occupied at the start and still occupied (one per room a turn).
	HospitalRoomTurns int
	// DoglegTurns counts the turns from 7 pm with the dogleg occupied.
	DoglegTurns int
	// KraalInner, KraalOuter: the British hold that half of the Small Kraal.
	KraalInner, KraalOuter bool
	// Ledger is what a campaign's Isandlwana result adds (not in the
	// text: the campaign's ledger, DESIGN section 4).
	Ledger int
}

// VPItem is one line of the victory point count.
type VPItem struct {
	Name string
	VP   int
}

// Items is the count line by line, in the order of the rule text, with
// the lines that score nothing left out.
func (t Tally) Items() []VPItem {
	lines := []VPItem{
		{"Zulu units eliminated", t.ZuluEliminated * VPZuluEliminated},
		{"Zulu units mortally wounded (1 per 2)", t.ZuluMortal / ZuluMortalPerVP},
		{"Zulu units wounded (1 per 4)", t.ZuluWounded / ZuluWoundedPerVP},
		{"Zulu units disordered (1 per 6)", t.ZuluDisordered / ZuluDisorderPerVP},
		{"British wounded", t.BritishWounded * VPBritishWounded},
		{"British mortally wounded", t.BritishMortal * VPBritishMortal},
		{"British eliminated", t.BritishEliminated * VPBritishElim},
		{"hospital rooms held", t.HospitalRoomTurns * VPHospitalRoom},
		{"hospital dogleg held", t.DoglegTurns * VPDogleg},
		{"Small Kraal", KraalVP(t.KraalInner, t.KraalOuter)},
		{"the Isandlwana ledger", t.Ledger},
	}
	out := lines[:0]
	for _, l := range lines {
		if l.VP != 0 {
			out = append(out, l)
		}
	}
	return out
}

// VP is the total.
func (t Tally) VP() int {
	s := 0
	for _, l := range t.Items() {
		s += l.VP
	}
	return s
}

// KraalVP is the Small Kraal's points for the halves the British hold.
func KraalVP(inner, outer bool) int {
	v := 0
	if inner {
		v += VPKraalInner
	}
	if outer {
		v += VPKraalOuter
	}
	return v
}

// GameOver reports whether vp ends the game (150 or more).
func GameOver(vp int) bool { return vp >= VPEndsGame }

// VictoryLevel is the result of the game by its points.
type VictoryLevel uint8

// The victory levels, from best for the Zulus to best for the British.
const (
	ZuluDecisive VictoryLevel = iota
	ZuluTactical
	ZuluMarginal
	Draw
	BritishMarginal
	BritishTactical
	BritishDecisive
	numLevels
)

var levelNames = [numLevels]string{"Zulu decisive victory", "Zulu tactical victory", "Zulu marginal victory", "draw", "British marginal victory", "British tactical victory", "British decisive victory"}

// String names the level, "British marginal victory".
func (l VictoryLevel) String() string {
	if l < numLevels {
		return levelNames[l]
	}
	return fmt.Sprintf("victory-level(%d)", l)
}

// levelFloor is the lowest VP of each level above Zulu decisive.
var levelFloor = [numLevels]int{ZuluTactical: -25, ZuluMarginal: 0, Draw: 25, BritishMarginal: 50, BritishTactical: 75, BritishDecisive: 100}

// Level is the victory level of vp.
func Level(vp int) VictoryLevel {
	l := ZuluDecisive
	for i := ZuluTactical; i < numLevels; i++ {
		if vp >= levelFloor[i] {
			l = i
		}
	}
	return l
}
