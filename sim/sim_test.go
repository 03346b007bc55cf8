package sim

import (
	"math"
	"reflect"
	"strings"
	"testing"

	ai "zulu1879/ai/isandlwana"
	"zulu1879/scenarios"
)

// The same seed gives the same games, and the same totals, whatever the
// number of workers.
func TestRunIsDeterministicAcrossWorkers(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 10
	}
	var first []Game
	var firstSum Summary
	for _, w := range []int{1, 2, 5} {
		games, s, err := Run(Config{Scenario: "isandlwana", Games: n, Seed: 11, Zulu: "rule9", British: "standard", Workers: w})
		if err != nil {
			t.Fatal(err)
		}
		for i, g := range games {
			if g.Seed != 11+uint64(i) {
				t.Fatalf("workers %d: game %d has seed %d", w, i, g.Seed)
			}
		}
		s.Elapsed, s.GamesPerSecond, s.Workers = 0, 0, 0
		if first == nil {
			first, firstSum = games, s
			continue
		}
		if !reflect.DeepEqual(games, first) {
			t.Errorf("workers %d: games differ from workers 1", w)
		}
		if !reflect.DeepEqual(s, firstSum) {
			t.Errorf("workers %d: summary %+v differs from %+v", w, s, firstSum)
		}
	}
	if firstSum.BritishWins+firstSum.ZuluWins != n {
		t.Errorf("wins %d + %d != %d games", firstSum.BritishWins, firstSum.ZuluWins, n)
	}
}

// Wilson intervals against values computed by hand (z = 1.96).
func TestWilsonInterval(t *testing.T) {
	cases := []struct {
		k, n      int
		low, high float64
	}{
		{50, 100, 0.4038, 0.5962},
		{0, 10, 0, 0.2775},
		{10, 10, 0.7225, 1},
		{1, 1000, 0.000177, 0.005648},
	}
	for _, c := range cases {
		r := Wilson(c.k, c.n)
		if math.Abs(r.Low-c.low) > 5e-4 || math.Abs(r.High-c.high) > 5e-4 {
			t.Errorf("Wilson(%d, %d) = [%.4f, %.4f], want [%.4f, %.4f]", c.k, c.n, r.Low, r.High, c.low, c.high)
		}
		if r.Rate != float64(c.k)/float64(c.n) {
			t.Errorf("Wilson(%d, %d) rate %v", c.k, c.n, r.Rate)
		}
	}
}

// Bad configurations are refused with a message naming the problem.
func TestRunRejectsBadConfig(t *testing.T) {
	cases := []struct {
		cfg  Config
		want string
	}{
		{Config{Scenario: "isandlwana", Games: 0, Zulu: "rule9", British: "passive"}, "at least 1"},
		{Config{Scenario: "nowhere", Games: 1, Zulu: "rule9", British: "passive"}, "nowhere"},
		{Config{Scenario: "isandlwana", Games: 1, Zulu: "passive", British: "passive"}, "--zulu"},
		{Config{Scenario: "isandlwana", Games: 1, Zulu: "rule9", British: "hard"}, "--british"},
	}
	for _, c := range cases {
		_, _, err := Run(c.cfg)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Run(%+v) = %v, want an error mentioning %q", c.cfg, err, c.want)
		}
	}
}

func TestReusedBotsPlayTheGamesOfFreshBots(t *testing.T) {
	scen, err := scenarios.Load("isandlwana")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ zulu, british string }{
		{"rule9", "standard"},
		{"rule9", "passive"},
		{"hard", "standard"},
	} {
		t.Run(tc.zulu+"-"+tc.british, func(t *testing.T) {
			cfg := Config{Zulu: tc.zulu, British: tc.british}
			reused, err := newWorkerBots(cfg)
			if err != nil {
				t.Fatal(err)
			}
			for seed := uint64(1); seed <= 6; seed++ {
				fresh, err := newWorkerBots(cfg)
				if err != nil {
					t.Fatal(err)
				}
				want, err := fresh.playOne(scen, cfg, seed)
				if err != nil {
					t.Fatal(err)
				}
				got, err := reused.playOne(scen, cfg, seed)
				if err != nil {
					t.Fatal(err)
				}
				if got != want {
					t.Errorf("seed %d: reused bots played %+v, fresh bots %+v", seed, got, want)
				}
			}
		})
	}
}

// TestActionCapScalesWithTheScenario: the built-in scenario keeps the
// fixed cap; a large user scenario gets four actions per unit per turn.
func TestActionCapScalesWithTheScenario(t *testing.T) {
	isa, err := scenarios.Builtin("isandlwana")
	if err != nil {
		t.Fatal(err)
	}
	if got := ActionCap(isa); got != ai.MaxActions {
		t.Errorf("built-in cap %d, want %d", got, ai.MaxActions)
	}
	big := *isa
	big.Turns, big.ZulusPerOnrush = 20, 100
	want := 20 * (4*(big.TotalZulus()+len(big.British)) + 16)
	if got := ActionCap(&big); got != want || got <= ai.MaxActions {
		t.Errorf("cap for %d Zulus over 20 turns is %d, want %d", big.TotalZulus(), got, want)
	}
}
