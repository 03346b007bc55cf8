package isandlwana

import (
	"zulu1879/games"
	engine "zulu1879/isandlwana"
)

// rolloutDice are the dice of one of the expert's rollouts: each roll is
// drawn from its own stream, keyed by the rollout's seed, what the roll is
// for (the rule its reason starts with), the turn, the phase and how many
// such rolls the phase has made. Two candidates' rollouts on the same seed
// then see the same British fire, attack and sniping dice even after their
// plans have parted, so that their difference shows the plans rather than
// the luck. Every die is still a fair d6 independent of the others.
//
// Like the engine's own roller it steps the game's Dice once per roll, so
// the bots' tie-breaking dice, which read them, move on as usual.
type rolloutDice struct {
	g          *engine.State
	seed       uint64
	turn       int
	phase      engine.Phase
	purposes   [4]uint64 // the purposes seen this phase …
	counts     [4]int    // … and how many rolls each has made
	nPurposes  int
	overflowed int
}

// useRolloutDice installs rollout dice on a rollout's copy (search.Config's
// Prepare).
func useRolloutDice(s games.State, seed uint64) {
	st, ok := s.(*State)
	if !ok {
		return
	}
	st.G.SetRoller(&rolloutDice{g: st.G, seed: seed, turn: -1})
}

// Roll implements dice.Roller.
func (r *rolloutDice) Roll(sides int, why string) int {
	g := r.g
	g.Dice.Uint64()
	if g.Turn != r.turn || g.Phase != r.phase {
		r.turn, r.phase, r.nPurposes, r.overflowed = g.Turn, g.Phase, 0, 0
	}
	p := purposeHash(why)
	slot := -1
	for i := 0; i < r.nPurposes; i++ {
		if r.purposes[i] == p {
			slot = i
			break
		}
	}
	var k int
	switch {
	case slot >= 0:
		k = r.counts[slot]
		r.counts[slot]++
	case r.nPurposes < len(r.purposes):
		r.purposes[r.nPurposes], r.counts[r.nPurposes] = p, 1
		r.nPurposes++
	default: // more purposes in one phase than the engine has: count them together
		k = 1<<20 + r.overflowed
		r.overflowed++
	}
	x := searchMix(searchMix(r.seed^p, uint64(g.Turn)<<8|uint64(g.Phase)), uint64(k))
	return int(x%uint64(sides)) + 1
}

// purposeHash hashes the reason's first word, the rule the roll serves.
func purposeHash(why string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(why) && why[i] != ' '; i++ {
		h = (h ^ uint64(why[i])) * 1099511628211
	}
	return h
}

// searchMix spreads two numbers into one (splitmix64's finaliser).
func searchMix(a, b uint64) uint64 {
	z := a ^ (b+0x9e3779b97f4a7c15)*0xbf58476d1ce4e5b9
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}
