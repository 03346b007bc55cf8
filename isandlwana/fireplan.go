package isandlwana

import (
	"zulu1879/hexmap"
	"zulu1879/units"
)

// A die hits on 1 whatever the odds and never on 6 (8.3.1), so hit numbers
// outside 1..5 buy nothing.
const (
	minUsefulHitNumber = 1
	maxUsefulHitNumber = 5
)

// UsefulHitNumber clamps a hit number to the range the die can tell apart:
// a fire that needs 1 or less hits on a 1 only, and one of 5 or more hits on
// 1–5 alike.
func UsefulHitNumber(hitNumber int) int {
	return min(maxUsefulHitNumber, max(minUsefulHitNumber, hitNumber))
}

// ThriftyShots is the cheapest fire at target among the given British firers
// (unit indexes, as Firers returns them) whose hit number is at least want
// (clamped to 1..5): the fewest units, then the fewest strength points.
// In the combat phase a unit may commit part of its strength (8.3.1); in the
// reaction phase a unit fires with all it has left (5.4). Units keep the
// order of firers. ok is false when even all of them together fall short.
//
// Every share is modified on its own and never drops below 1 (8.1), so
// strength helps differently from unit to unit: the search tries every
// commitment rather than taking the strongest first.
func (g *State) ThriftyShots(target hexmap.Hex, firers []int, want int) (shots []Shot, ok bool) {
	want = UsefulHitNumber(want)
	m := g.Scen.Map
	need := want + m.Info(m.Index(target)).Defense // modified total to reach
	if want == minUsefulHitNumber {
		need = units.MinStrength // any fire hits on a 1: one share will do
	}
	split := !g.inReactionPhase()

	// best[v] is the cheapest way found so far to reach modified total v
	// (capped at need) with the firers seen; v = 0 is firing with nobody.
	type plan struct {
		units, sp int
		ok        bool
		pick      []int // strength committed per firer, 0 = not firing
	}
	better := func(a, b plan) bool { // a cheaper than b
		if !b.ok {
			return true
		}
		if a.units != b.units {
			return a.units < b.units
		}
		return a.sp < b.sp
	}
	best := make([]plan, need+1)
	best[0] = plan{ok: true, pick: make([]int, len(firers))}
	for k, i := range firers {
		left := g.Units[i].Strength - g.Units[i].FireUsed
		mod := g.ShotModifier(i, target)
		next := make([]plan, len(best))
		copy(next, best)
		for v, p := range best {
			if !p.ok {
				continue
			}
			lo := left
			if split {
				lo = 1
			}
			for sp := lo; sp <= left; sp++ {
				nv := min(need, v+max(units.MinStrength, sp+mod))
				q := plan{units: p.units + 1, sp: p.sp + sp, ok: true}
				if better(q, next[nv]) {
					q.pick = append([]int(nil), p.pick...)
					q.pick[k] = sp
					next[nv] = q
				}
			}
		}
		best = next
	}
	p := best[need] // need >= 1, so a plan that reaches it has a firer
	if !p.ok {
		return nil, false
	}
	for k, i := range firers {
		if p.pick[k] > 0 {
			shots = append(shots, Shot{Unit: g.Units[i].ID, Strength: p.pick[k]})
		}
	}
	return shots, true
}
