package sim

import (
	"fmt"
	"math"

	"zulu1879/isandlwana"
)

// Paired compares two runs played on the same seeds, game by game: for each
// seed the difference of the two wins (1, 0 or −1 for side) is taken, and the
// mean of these differences is given with a 95% normal interval. Paired
// seeds share the set-up and the first dice, so the interval is never wider
// than the one for two independent runs of the same size, and often narrower.
type Paired struct {
	Side  isandlwana.Side `json:"-"`
	Games int             `json:"games"`
	// WinsA and WinsB count the games side won in each run; OnlyA and OnlyB
	// the seeds it won in one run and not the other.
	WinsA int `json:"wins_a"`
	WinsB int `json:"wins_b"`
	OnlyA int `json:"only_a"`
	OnlyB int `json:"only_b"`
	// Diff is (WinsA−WinsB)/Games; Low and High bound its 95% interval.
	Diff float64 `json:"diff"`
	Low  float64 `json:"ci95_low"`
	High float64 `json:"ci95_high"`
}

// PairedDiff compares runs a and b, which must hold the same seeds in the
// same order (as two Run calls with the same Seed and Games do), for side.
func PairedDiff(a, b []Game, side isandlwana.Side) (Paired, error) {
	if len(a) != len(b) {
		return Paired{}, fmt.Errorf("paired runs must have as many games: %d and %d", len(a), len(b))
	}
	if len(a) < 2 {
		return Paired{}, fmt.Errorf("a paired comparison needs at least 2 games, not %d", len(a))
	}
	p := Paired{Side: side, Games: len(a)}
	for i := range a {
		if a[i].Seed != b[i].Seed {
			return Paired{}, fmt.Errorf("game %d: seed %d in one run and %d in the other: the runs are not paired", i, a[i].Seed, b[i].Seed)
		}
		wa, wb := a[i].Winner == side, b[i].Winner == side
		if wa {
			p.WinsA++
		}
		if wb {
			p.WinsB++
		}
		switch {
		case wa && !wb:
			p.OnlyA++
		case wb && !wa:
			p.OnlyB++
		}
	}
	n := float64(p.Games)
	mean := float64(p.OnlyA-p.OnlyB) / n
	// Each difference is 1, −1 or 0, so Σd² = OnlyA+OnlyB.
	variance := (float64(p.OnlyA+p.OnlyB) - n*mean*mean) / (n - 1)
	se := math.Sqrt(variance / n)
	const z = 1.959963984540054
	p.Diff, p.Low, p.High = mean, mean-z*se, mean+z*se
	return p, nil
}

// Text renders the comparison in one line, in percentage points.
func (p Paired) Text(nameA, nameB string) string {
	return fmt.Sprintf("%s wins: %s %d, %s %d of %d paired games (%d only with %s, %d only with %s); difference %+.2f points, 95%% CI %+.2f to %+.2f",
		p.Side, nameA, p.WinsA, nameB, p.WinsB, p.Games, p.OnlyA, nameA, p.OnlyB, nameB, 100*p.Diff, 100*p.Low, 100*p.High)
}
