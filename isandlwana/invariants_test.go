package isandlwana

import (
	"fmt"
	"math"
	"sync"
	"testing"

	"zulu1879/dice"
	"zulu1879/hexmap"

	"zulu1879/scenarios"
	"zulu1879/units"
)

// invariantLimits is what checkInvariants needs of a scenario, worked out
// once: the most Zulu units each hex may hold (0 on impassable ground, 1
// off the onrush hexes, no limit on them) and the hexes no British unit
// may stand in (impassable or onrush).
type invariantLimits struct {
	zulus   []uint
	noBrits []bool
}

var invariantLimitsOf sync.Map // *scenarios.Scenario → *invariantLimits

func limitsFor(s *scenarios.Scenario) *invariantLimits {
	if v, ok := invariantLimitsOf.Load(s); ok {
		return v.(*invariantLimits)
	}
	m := s.Map
	l := &invariantLimits{zulus: make([]uint, m.Size()), noBrits: make([]bool, m.Size())}
	for i := range l.zulus {
		impassable := m.Info(i).MoveCost == 0
		switch {
		case impassable:
			l.zulus[i] = 0
		case s.OnrushAt(i):
			l.zulus[i] = math.MaxInt // a negative count, as a uint, is above it
		default:
			l.zulus[i] = 1
		}
		l.noBrits[i] = impassable || s.OnrushAt(i)
	}
	v, _ := invariantLimitsOf.LoadOrStore(s, l)
	return v.(*invariantLimits)
}

// checkInvariants is checkInvariantsFull made cheap enough to run after
// every action of a long soak: the same conditions, tested with the
// scenario's per-hex limits worked out once and the British stacks summed
// in one pass instead of once per unit. When anything looks wrong it
// returns what checkInvariantsFull says, so the two agree on every state
// (TestInvariants_FastIsFull); it returns nil only when every condition of
// the full check holds.
func checkInvariants(g *State, overstackResolved bool) error {
	if len(g.Zulus) != g.Scen.Map.Size() || len(g.Spent) != len(g.Zulus) || len(g.FiredOn) != len(g.Zulus) {
		return checkInvariantsFull(g, overstackResolved)
	}
	lim := limitsFor(g.Scen)
	zl := lim.zulus[:len(g.Zulus)]
	spent, fired := g.Spent[:len(g.Zulus)], g.FiredOn[:len(g.Zulus)]
	total := g.Pool[0] + g.Pool[1]
	for i, n := range g.Zulus {
		if n|spent[i]|fired[i] == 0 {
			continue // most hexes: nothing there, nothing to check
		}
		total += n
		// A negative n is a huge uint, above every limit.
		if uint(n) > zl[i] || spent[i] > n || fired[i] > n {
			return checkInvariantsFull(g, overstackResolved)
		}
	}
	if total != g.Scen.TotalZulus() || g.Turn < 1 || g.Turn > g.Scen.Turns {
		return checkInvariantsFull(g, overstackResolved)
	}
	// The combat units on the map, by hex index, for the stacking limit.
	type stacked struct{ j, sp int }
	var buf [64]stacked
	stacks := buf[:0]
	m := g.Scen.Map
	for i := range g.Units {
		u := &g.Units[i]
		if u.Status != OnMap {
			continue
		}
		j := m.Index(u.Hex)
		if !m.Contains(u.Hex) || j >= len(g.Zulus) || g.Zulus[j] > 0 || lim.noBrits[j] {
			return checkInvariantsFull(g, overstackResolved)
		}
		if u.IsCombat() {
			if u.Strength < 1 || u.Strength > u.Full {
				return checkInvariantsFull(g, overstackResolved)
			}
			stacks = append(stacks, stacked{j, u.Strength})
		}
	}
	if overstackResolved {
		for a := range stacks {
			sp, first := 0, true
			for b := range stacks {
				if stacks[b].j == stacks[a].j {
					if b < a {
						first = false
						break
					}
					sp += stacks[b].sp
				}
			}
			if first && sp > units.BritishStackLimit {
				return checkInvariantsFull(g, overstackResolved)
			}
		}
	}
	return nil
}

// TestInvariants_FastIsFull checks that checkInvariants answers exactly as
// checkInvariantsFull (nil for nil, the same message otherwise), with the
// overstack check on and off, on every position of random games and on
// copies of them broken at random: a Zulu count, spent or fired-on count
// or pool changed, a British unit moved (onto the map, off it, into
// another's hex), its strength or status changed, the turn changed.
func TestInvariants_FastIsFull(t *testing.T) {
	seen := map[bool]int{} // full check passed
	compare := func(g *State, what string) {
		t.Helper()
		for _, resolved := range []bool{false, true} {
			want := checkInvariantsFull(g, resolved)
			got := checkInvariants(g, resolved)
			if (got == nil) != (want == nil) || got != nil && got.Error() != want.Error() {
				t.Fatalf("%s (overstack resolved %v): checkInvariants says %v, checkInvariantsFull %v", what, resolved, got, want)
			}
			seen[want == nil]++
		}
	}
	for seed := uint64(1); seed <= 8; seed++ {
		id := "isandlwana"
		if seed%4 == 0 {
			id = "isandlwana-free"
		}
		g := New(newGame(t, id, 1).Scen, seed, Options{Quiet: true})
		rng := dice.NewSeeded(seed ^ 0x1f)
		var buf []Action
		for step := 0; !g.Over(); step++ {
			compare(g, fmt.Sprintf("seed %d step %d", seed, step))
			if step%3 == 0 {
				b := g.Clone()
				what := breakState(b, rng)
				compare(b, fmt.Sprintf("seed %d step %d, broken: %s", seed, step, what))
			}
			var a Action
			a, _, buf = g.legalAt(buf, rng.Intn)
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if seen[true] < 1000 || seen[false] < 1000 {
		t.Fatalf("too few positions of one kind compared: %d passing, %d failing", seen[true], seen[false])
	}
}

// breakState changes one thing in g at random, often something an
// invariant forbids, and says what.
func breakState(g *State, rng *dice.Seeded) string {
	m := g.Scen.Map
	n := m.Size()
	i := rng.Intn(n)
	if rng.Intn(2) == 0 { // an onrush hex, where Zulus stack, half the time
		on := append(append([]hexmap.Hex(nil), g.Scen.OnrushWest...), g.Scen.OnrushEast...)
		i = m.Index(on[rng.Intn(len(on))])
	}
	d := rng.Intn(7) - 3 // -3..3
	u := &g.Units[rng.Intn(len(g.Units))]
	switch rng.Intn(11) {
	case 9:
		// One taken from hex i into the pool: the total holds, the hex
		// may go negative.
		g.Zulus[i]--
		g.Pool[0]++
		return fmt.Sprintf("a Zulu from %d to the pool", i)
	case 0:
		g.Zulus[i] += d
		return fmt.Sprintf("Zulus[%d] %+d", i, d)
	case 1:
		// A Zulu moved from one occupied hex to any hex.
		for j := range g.Zulus {
			if g.Zulus[j] > 0 {
				g.Zulus[j]--
				g.Zulus[i]++
				return fmt.Sprintf("a Zulu from %d to %d", j, i)
			}
		}
		return "nothing"
	case 2:
		g.Spent[i] += d
		return fmt.Sprintf("Spent[%d] %+d", i, d)
	case 3:
		g.FiredOn[i] += d
		return fmt.Sprintf("FiredOn[%d] %+d", i, d)
	case 4:
		g.Pool[rng.Intn(2)] += d
		return fmt.Sprintf("pool %+d", d)
	case 5:
		u.Status, u.Hex = OnMap, m.HexAt(i)
		return fmt.Sprintf("%s to %s", u.ID, u.Hex)
	case 6:
		// Onto another unit's hex: a stack over the limit, often.
		v := &g.Units[rng.Intn(len(g.Units))]
		if v.Status == OnMap {
			u.Status, u.Hex = OnMap, v.Hex
		}
		return fmt.Sprintf("%s to %s's hex", u.ID, v.ID)
	case 7:
		u.Strength += d
		return fmt.Sprintf("%s strength %+d", u.ID, d)
	case 8:
		// (A unit on the map always has a hex on it: the full check
		// indexes by it.)
		u.Status = Status(rng.Intn(3))
		if u.Status == OnMap && !m.Contains(u.Hex) {
			u.Hex = m.HexAt(i)
		}
		return fmt.Sprintf("%s status %d", u.ID, u.Status)
	}
	g.Turn += d
	return fmt.Sprintf("turn %+d", d)
}

// BenchmarkInvariants times checkInvariants and checkInvariantsFull on the
// position of a standard game after 300 uniform actions (turn 1 or 2, the
// Zulus spread over the map).
func BenchmarkInvariants(b *testing.B) {
	g := New(newGame(b, "isandlwana", 1).Scen, 5, Options{Quiet: true})
	rng := dice.NewSeeded(5)
	var buf []Action
	for k := 0; k < 300 && !g.Over(); k++ {
		var a Action
		a, _, buf = g.legalAt(buf, rng.Intn)
		if err := g.Apply(a); err != nil {
			b.Fatal(err)
		}
	}
	for _, c := range []struct {
		name  string
		check func(*State, bool) error
	}{{"fast", checkInvariants}, {"full", checkInvariantsFull}} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				if err := c.check(g, true); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
