package sim

import (
	"reflect"
	"testing"

	"zulu1879/isandlwana"
	"zulu1879/scenarios"
)

// newCDGame returns a fresh game of the printed set-up with common dice and
// Zulus next to Pulleine (1406), so that he is due a fatality roll.
func newCDGame(t *testing.T, seed uint64) (*isandlwana.State, *CommonDice) {
	t.Helper()
	s, err := scenarios.Builtin("isandlwana")
	if err != nil {
		t.Fatal(err)
	}
	g := isandlwana.New(s, seed, isandlwana.Options{Quiet: true})
	c := NewCommonDice(g)
	g.SetRoller(c)
	for _, h := range g.UnitByID("Pulleine").Hex.Neighbors() {
		if g.Map().Contains(h) && len(g.UnitsAt(h)) == 0 {
			g.Zulus[g.Map().Index(h)] = 1
			break
		}
	}
	return g, c
}

// A roll is keyed by what it is for, the turn, and the leader: extra rolls
// of another kind before it, or another turn's rolls, do not change it.
func TestCommonDiceKeepRollsAlignedAcrossDivergingGames(t *testing.T) {
	cases := []struct {
		name  string
		extra []string // rolls made first in the second game only
	}{
		{"no extra rolls", nil},
		{"three extra attack rolls", []string{"8.3.2 Zulu attack", "8.3.2 Zulu attack", "8.3.2 Zulu attack"}},
		{"an extra fire roll", []string{"8.3.1 British fire"}},
	}
	for _, c := range cases {
		for turn := 1; turn <= 6; turn++ {
			a, ca := newCDGame(t, 7)
			b, cb := newCDGame(t, 7)
			for _, g := range []*isandlwana.State{a, b} {
				g.Turn = turn
			}
			a.Phase, b.Phase = isandlwana.PhaseZuluAttack, isandlwana.PhaseZuluAttack
			for _, why := range c.extra {
				cb.Roll(6, why)
			}
			a.Phase, b.Phase = isandlwana.PhaseSniping, isandlwana.PhaseSniping
			if x, y := ca.Roll(6, "5.7 sniping"), cb.Roll(6, "5.7 sniping"); x != y {
				t.Errorf("%s, turn %d: sniping %d and %d", c.name, turn, x, y)
			}
			a.Phase, b.Phase = isandlwana.PhaseLeaderFatality, isandlwana.PhaseLeaderFatality
			if x, y := ca.Roll(6, "5.8 leader fatality"), cb.Roll(6, "5.8 leader fatality"); x != y {
				t.Errorf("%s, turn %d: Pulleine's fatality roll %d and %d", c.name, turn, x, y)
			}
		}
	}
}

// Every face of the die comes up about a sixth of the time, successive rolls
// of one kind differ, and another seed gives other rolls.
func TestCommonDiceAreFairAndSeeded(t *testing.T) {
	g, c := newCDGame(t, 1)
	g.Phase = isandlwana.PhaseZuluAttack
	const n = 60000
	var faces [7]int
	var seq []int
	for turn := 1; turn <= 6; turn++ {
		g.Turn = turn
		for k := 0; k < n/6; k++ {
			v := c.Roll(6, "8.3.2 Zulu attack")
			if v < 1 || v > 6 {
				t.Fatalf("rolled %d", v)
			}
			faces[v]++
			if len(seq) < 20 {
				seq = append(seq, v)
			}
		}
	}
	for f := 1; f <= 6; f++ {
		// n/6 = 10,000 expected, standard deviation about 91: allow 5 of them.
		if d := faces[f] - n/6; d > 456 || d < -456 {
			t.Errorf("face %d came up %d times in %d rolls", f, faces[f], n)
		}
	}
	h, c2 := newCDGame(t, 2)
	h.Phase, h.Turn = isandlwana.PhaseZuluAttack, 1
	var other []int
	for len(other) < len(seq) {
		other = append(other, c2.Roll(6, "8.3.2 Zulu attack"))
	}
	if reflect.DeepEqual(seq, other) {
		t.Errorf("seeds 1 and 2 roll the same %v", seq)
	}
}

// A run with common dice gives the same games whatever the number of
// workers, and other games than the engine's dice.
func TestRunWithCommonDiceIsDeterministic(t *testing.T) {
	n := 20
	if testing.Short() {
		n = 6
	}
	var runs [][]Game
	for _, w := range []int{1, 2} {
		gs, _, err := Run(Config{Scenario: "isandlwana", Games: n, Seed: 3, Zulu: "rule9", British: "standard", Workers: w, CommonDice: true})
		if err != nil {
			t.Fatal(err)
		}
		runs = append(runs, gs)
	}
	if !reflect.DeepEqual(runs[0], runs[1]) {
		t.Errorf("common dice: 1 and 2 workers give different games")
	}
	plain, _, err := Run(Config{Scenario: "isandlwana", Games: n, Seed: 3, Zulu: "rule9", British: "standard", Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	if reflect.DeepEqual(plain, runs[0]) {
		t.Errorf("common dice play the same games as the engine's dice")
	}
}
