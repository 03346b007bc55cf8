package tables

import "fmt"

// Outcome is the result of fire on one target unit.
type Outcome uint8

// Fire outcomes, from least to worst.
const (
	None       Outcome = iota // no effect
	Disorder                  // D: a Zulu is disordered; a British man is pinned (README)
	Wounded                   // W
	Mortal                    // M: mortally wounded
	Eliminated                // 1: eliminated
	NumOutcomes
)

// String gives the table's mark: "–", "D", "W", "M" or "1".
func (o Outcome) String() string {
	switch o {
	case None:
		return "–"
	case Disorder:
		return "D"
	case Wounded:
		return "W"
	case Mortal:
		return "M"
	case Eliminated:
		return "1"
	}
	return fmt.Sprintf("outcome(%d)", uint8(o))
}

// Name spells the outcome out ("mortally wounded").
func (o Outcome) Name() string {
	switch o {
	case None:
		return "no effect"
	case Disorder:
		return "disordered"
	case Wounded:
		return "wounded"
	case Mortal:
		return "mortally wounded"
	case Eliminated:
		return "eliminated"
	}
	return o.String()
}

// Dist is a distribution of outcomes: Count[o] of Of equally likely die
// results give o.
type Dist struct {
	Count [NumOutcomes]int
	Of    int
}

// P is the chance of o.
func (d Dist) P(o Outcome) float64 {
	if d.Of == 0 || o >= NumOutcomes {
		return 0
	}
	return float64(d.Count[o]) / float64(d.Of)
}

// AtLeast is the chance of o or worse.
func (d Dist) AtLeast(o Outcome) float64 {
	p := 0.0
	for x := o; x < NumOutcomes; x++ {
		p += d.P(x)
	}
	return p
}

// Chances gives the distribution of f over the six faces of a d6.
func Chances(f func(roll int) Outcome) Dist {
	var d Dist
	for r := 1; r <= 6; r++ {
		d.Count[f(r)]++
	}
	d.Of = 6
	return d
}
