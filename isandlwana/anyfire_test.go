package isandlwana

import (
	"testing"

	"zulu1879/dice"
)

// anyFirePlain is anyFire as a plain scan: some unit may fire at some hex
// holding a Zulu not yet fired on.
func (g *State) anyFirePlain() bool {
	m := g.Scen.Map
	for t := range g.Zulus {
		if g.Zulus[t]-g.FiredOn[t] <= 0 {
			continue
		}
		for i := range g.Units {
			if g.mayFire(i, m.HexAt(t)) {
				return true
			}
		}
	}
	return false
}

// TestAnyFireMatchesPlainScan: anyFire, which looks only within range of
// each unit able to fire, answers as the scan of every Zulu hex against
// every unit, at every step of random games (in every phase, so with and
// without the reaction phase's adjacency), both yes and no.
func TestAnyFireMatchesPlainScan(t *testing.T) {
	yes, no := 0, 0
	for seed := uint64(1); seed <= 8; seed++ {
		g := newGame(t, "isandlwana", seed)
		rng := dice.NewSeeded(seed + 70)
		var buf []Action
		for step := 0; !g.Over() && step < 3000; step++ {
			got, want := g.anyFire(), g.anyFirePlain()
			if got != want {
				t.Fatalf("seed %d step %d (%s): anyFire %v, the plain scan %v", seed, step, g.Phase, got, want)
			}
			if want {
				yes++
			} else {
				no++
			}
			var a Action
			a, _, buf = g.legalAt(buf, rng.Intn)
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if yes == 0 || no == 0 {
		t.Fatalf("fire possible %d times, impossible %d: both must come up", yes, no)
	}
}
