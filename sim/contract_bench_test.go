package sim_test

import (
	"testing"

	_ "zulu1879/games/all"
	"zulu1879/sim"
)

// BenchmarkBatchRule9Standard plays Isandlwana games, rule9 against
// standard, through the runner written once (one worker).
func BenchmarkBatchRule9Standard(b *testing.B) {
	for b.Loop() {
		_, _, err := sim.Batch{Game: "isandlwana", Games: 20, Seed: 1, Workers: 1,
			Bots: map[string]string{"zulu": "rule9", "british": "standard"}}.Run()
		if err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRunRule9Standard is the same games through the Isandlwana
// simulator of old (sim.Run), for comparison.
func BenchmarkRunRule9Standard(b *testing.B) {
	for b.Loop() {
		_, _, err := sim.Run(sim.Config{Scenario: "isandlwana", Games: 20, Seed: 1, Workers: 1, Zulu: "rule9", British: "standard"})
		if err != nil {
			b.Fatal(err)
		}
	}
}
