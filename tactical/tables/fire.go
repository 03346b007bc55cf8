package tables

// Marks used in the grids below: o_ none, oD disorder, oW wounded, oM mortal,
// o1 eliminated.
const (
	o_ = None
	oD = Disorder
	oW = Wounded
	oM = Mortal
	o1 = Eliminated
)

// rifleGrid is the British rifle fire table (4b): rows d6 1..6, columns
// British units firing 1..8+. The Zulu spear table (5c) has the same cells
// with its columns shifted: Zulu units 2..9+.
var rifleGrid = [6][8]Outcome{
	{o_, o_, oD, oD, oW, oW, oM, oM},
	{o_, oD, oD, oW, oW, oM, oM, oM},
	{oD, oD, oW, oW, oM, oM, oM, o1},
	{oD, oW, oW, oM, oM, oM, o1, o1},
	{oW, oW, oM, oM, oM, o1, o1, o1},
	{oW, oM, oM, oM, o1, o1, o1, o1},
}

// BritishRifle is the British rifle fire table (4b): roll is the modified
// row 1..6 (see ClampRoll), firers the British units firing (8 or more
// read the 8+ column). Fewer than one firer, or a row off the table, give
// None.
func BritishRifle(roll, firers int) Outcome {
	if !validDie(roll) || firers < 1 {
		return None
	}
	return rifleGrid[roll-1][min(firers, 8)-1]
}

// ZuluSpear is the Zulu spear fire table (5c): roll is the modified row,
// units the Zulu units throwing (9 or more read the 9+ column). A lone unit
// may not throw: allowed is false for fewer than two.
func ZuluSpear(roll, units int) (Outcome, bool) {
	if units < 2 {
		return None, false
	}
	if !validDie(roll) {
		return None, true
	}
	return rifleGrid[roll-1][min(units, 9)-2], true
}

// BritishRifleChances is the outcome distribution of British rifle fire by
// firers with a total modifier drm.
func BritishRifleChances(firers, drm int) Dist {
	return Chances(func(r int) Outcome { return BritishRifle(ClampRoll(r, drm), firers) })
}

// ZuluSpearChances is the outcome distribution of spear fire by units with
// a total modifier drm (all None when a lone unit cannot throw).
func ZuluSpearChances(units, drm int) Dist {
	return Chances(func(r int) Outcome { o, _ := ZuluSpear(ClampRoll(r, drm), units); return o })
}

// suppressionColumns are the lowest counts of British units firing for each
// column of the sniper suppression table (4a).
var suppressionColumns = [8]int{1, 2, 4, 6, 9, 12, 15, 20}

// suppressionGrid is the sniper suppression table: snipers suppressed, a
// negative number marking the starred cells (half of them, rounded down,
// are eliminated instead).
var suppressionGrid = [6][8]int{
	{0, 0, 1, 1, 1, 2, 3, 4},
	{0, 1, 1, 1, 2, 3, 4, 5},
	{1, 1, 1, 2, 3, 4, 5, -6},
	{1, 1, 2, 3, 4, 5, 6, -7},
	{1, 2, 3, 4, 5, 6, -7, -8},
	{2, 3, -4, -5, -6, -7, -8, -9},
}

// SuppressionColumn is the column (0..7) of the sniper suppression table
// for the given British units firing at the Oskarberg, and false for none.
func SuppressionColumn(firing int) (int, bool) {
	if firing < 1 {
		return 0, false
	}
	col := 0
	for i, lo := range suppressionColumns {
		if firing >= lo {
			col = i
		}
	}
	return col, true
}

// SniperSuppression is the sniper suppression table (4a, unmodified d6):
// the number of snipers hit, and whether the cell is starred, in which
// case half of that number (round down) are eliminated and the rest
// suppressed (SniperLosses).
func SniperSuppression(roll, firing int) (suppressed int, halfEliminated bool) {
	col, ok := SuppressionColumn(firing)
	if !ok || !validDie(roll) {
		return 0, false
	}
	n := suppressionGrid[roll-1][col]
	if n < 0 {
		return -n, true
	}
	return n, false
}

// SniperLosses splits a sniper suppression result into snipers suppressed
// and snipers eliminated.
func SniperLosses(n int, halfEliminated bool) (suppressed, eliminated int) {
	if !halfEliminated {
		return n, 0
	}
	return n - n/2, n / 2
}

// rankedGrid is the ranked fire table (4c): rows d6, columns men in the
// rank 3..7, cells hit points.
var rankedGrid = [6][5]int{
	{2, 3, 4, 5, 6},
	{3, 4, 5, 6, 7},
	{3, 5, 6, 7, 8},
	{4, 6, 7, 8, 10},
	{5, 7, 8, 10, 12},
	{6, 8, 10, 12, 14},
}

// MinRank is the fewest men a rank may have (its leader not counted).
const MinRank = 3

// RankedFire is the ranked fire table (4c): the hit points a rank of men
// (leader not counted) scores on an unmodified d6. A rank of more than 7
// reads the 7 column; fewer than 3 men is no rank (ok false).
func RankedFire(roll, men int) (points int, ok bool) {
	if men < MinRank || !validDie(roll) {
		return 0, false
	}
	return rankedGrid[roll-1][min(men, 7)-MinRank], true
}

// MaxHitsPerUnit is the most hit points ranked fire puts on one Zulu unit.
const MaxHitsPerUnit = 3

// HitOutcome is what a number of hit points does to one unit: 1 W, 2 M,
// 3 or more eliminated.
func HitOutcome(points int) Outcome {
	switch {
	case points <= 0:
		return None
	case points == 1:
		return Wounded
	case points == 2:
		return Mortal
	}
	return Eliminated
}

// SpreadHits shares a rank's hit points over the Zulu units in its arc,
// given nearest first: each takes up to 3 before the next takes any.
// Points left when every target has 3 are lost. The result has one entry
// per target.
func SpreadHits(points, targets int) []int {
	if targets < 0 {
		targets = 0
	}
	out := make([]int, targets)
	for i := range out {
		if points <= 0 {
			break
		}
		out[i] = min(points, MaxHitsPerUnit)
		points -= out[i]
	}
	return out
}

// ZuluRifleHits reports whether the first die of a Zulu sniper or rifle
// unit hits (a 6, unmodified).
func ZuluRifleHits(roll int) bool { return roll == 6 }

// ZuluRifleSecond is the second die of a Zulu sniper or rifle hit, the
// modified row 1..6: 1 miss, 2–4 W, 5 M, 6 eliminated.
func ZuluRifleSecond(roll int) Outcome {
	switch {
	case roll == 1:
		return None
	case roll >= 2 && roll <= 4:
		return Wounded
	case roll == 5:
		return Mortal
	case roll == 6:
		return Eliminated
	}
	return None
}

// ZuluRifleChances is the outcome distribution of one Zulu sniper or rifle
// unit's shot, both dice, with drm on the second: out of 36.
func ZuluRifleChances(drm int) Dist {
	var d Dist
	for first := 1; first <= 6; first++ {
		for second := 1; second <= 6; second++ {
			o := None
			if ZuluRifleHits(first) {
				o = ZuluRifleSecond(ClampRoll(second, drm))
			}
			d.Count[o]++
		}
	}
	d.Of = 36
	return d
}

// Zulu rifle ranges in hexes (5b): by day and by night, firing from higher
// ground or level.
const (
	RifleRangeDay        = 20
	RifleRangeDayLevel   = 10
	RifleRangeNight      = 8
	RifleRangeNightLevel = 5
)

// ZuluRifleRange is the longest Zulu rifle shot in hexes.
func ZuluRifleRange(night, level bool) int {
	switch {
	case night && level:
		return RifleRangeNightLevel
	case night:
		return RifleRangeNight
	case level:
		return RifleRangeDayLevel
	}
	return RifleRangeDay
}

// SpearRange is the longest spear throw in hexes ("within 2 inches").
const SpearRange = 2

// FlamingSpearAttempts is the number of flaming spears the Zulus may throw
// a turn.
const FlamingSpearAttempts = 4

// FlamingSpear reports whether a flaming spear starts a fire: 4–6 on the
// d6, −1 when the Zulus are fatigued, −2 when exhausted.
func FlamingSpear(roll int, fatigued, exhausted bool) bool {
	drm := 0
	switch {
	case exhausted:
		drm = -2
	case fatigued:
		drm = -1
	}
	return validDie(roll) && roll+drm >= 4
}
