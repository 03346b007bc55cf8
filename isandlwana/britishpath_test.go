package isandlwana

import (
	"testing"

	"zulu1879/dice"
	"zulu1879/units"
)

// TestBritishSearchMatchesReachable compares the British move costs of
// britishCostsFrom with hexmap.Reachable over britishCost, from every
// British unit's hex with every budget from 0 to 6 MP, at every step of
// random games; from seed 4 on, every passable terrain also costs 1 to 6
// MP at random (a scenario file may say so).
func TestBritishSearchMatchesReachable(t *testing.T) {
	checks := 0
	for seed := uint64(1); seed <= 6; seed++ {
		g := newGame(t, "isandlwana", seed)
		rng := dice.NewSeeded(seed)
		m := g.Scen.Map
		if seed >= 4 {
			for k := range m.Key {
				if m.Key[k].MoveCost > 0 {
					m.Key[k].MoveCost = 1 + rng.Intn(units.ZuluMA)
				}
			}
		}
		var buf []Action
		for step := 0; !g.Over() && step < 400; step++ {
			for i := range g.Units {
				u := &g.Units[i]
				if u.Status != OnMap {
					continue
				}
				s := m.Index(u.Hex)
				for budget := 0; budget <= units.ZuluMA; budget++ {
					want := m.Reachable(s, budget, g.britishCost()).Cost
					got := g.britishCostsFrom(s, budget)
					for j := range want {
						if int(got[j]) != want[j] {
							t.Fatalf("seed %d step %d: from %s with %d MP to %s: fast %d, generic %d", seed, step, u.Hex, budget, m.HexAt(j), got[j], want[j])
						}
					}
					checks++
				}
			}
			var a Action
			a, _, buf = g.legalAt(buf, rng.Intn)
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checks < 10000 {
		t.Fatalf("only %d checks", checks)
	}
}

// TestZuluReachSetIsCostsAboveZero checks that the set ZuluReachSet gives
// holds exactly the hexes its costs give above 0, from every hex holding
// Zulus at every step of random games.
func TestZuluReachSetIsCostsAboveZero(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		g := newGame(t, "isandlwana", seed)
		rng := dice.NewSeeded(seed)
		m := g.Scen.Map
		var buf []Action
		for !g.Over() {
			for s, c := range g.Zulus {
				if c == 0 {
					continue
				}
				costs, set := g.ZuluReachSet(m.HexAt(s))
				for j, v := range costs {
					if in := set[j/64]>>(j%64)&1 == 1; in != (v > 0) {
						t.Fatalf("seed %d, turn %d %s: from %s to %s: cost %d, in the set %v", seed, g.Turn, g.Phase, m.HexAt(s), m.HexAt(j), v, in)
					}
				}
			}
			var a Action
			a, _, buf = g.legalAt(buf, rng.Intn)
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestBritishSearchRepeatedAnswer asks the same British search before and
// after every action of random games (the engine keeps the last answer for
// a repeated question) and checks each answer against a fresh copy's.
func TestBritishSearchRepeatedAnswer(t *testing.T) {
	repeats := 0
	for seed := uint64(1); seed <= 6; seed++ {
		g := newGame(t, "isandlwana", seed)
		rng := dice.NewSeeded(seed + 100)
		var buf []Action
		for step := 0; !g.Over() && step < 500; step++ {
			for i := range g.Units {
				u := &g.Units[i]
				if u.Status != OnMap {
					continue
				}
				s, budget := g.idx(u.Hex), 1+int(seed)%units.ZuluMA
				for k := 0; k < 2; k++ {
					got := append([]int8(nil), g.britishCostsFrom(s, budget)...)
					want := g.Clone().britishCostsFrom(s, budget)
					for j := range want {
						if got[j] != want[j] {
							t.Fatalf("seed %d step %d, ask %d: from %s with %d MP to %s: kept %d, fresh %d", seed, step, k, u.Hex, budget, g.Scen.Map.HexAt(j), got[j], want[j])
						}
					}
					repeats += k
				}
				break // the first British unit on the map only: it is asked again after the action
			}
			var a Action
			a, _, buf = g.legalAt(buf, rng.Intn)
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if repeats < 100 {
		t.Fatalf("only %d repeated questions", repeats)
	}
}
