package main

import (
	"encoding/json"
	"fmt"
	"io"
	"runtime"
	"strings"
	"time"

	"zulu1879/rorkesdrift"
	"zulu1879/sim"
)

// rorkeSummary is the sim command's summary of Rorke's Drift games: the same
// keys as the Isandlwana simulator, plus victory levels. The British (the
// player's side, played by the advisor bot) win when the game ends other
// than in military defeat or at the turn limit.
type rorkeSummary struct {
	Scenario       string         `json:"scenario"`
	British        string         `json:"british"`
	Seed           uint64         `json:"seed"`
	Workers        int            `json:"workers"`
	Games          int            `json:"games"`
	BritishWins    int            `json:"british_wins"`
	ZuluWins       int            `json:"zulu_wins"`
	BritishRate    sim.Rate       `json:"british_win_rate"`
	ZuluRate       sim.Rate       `json:"zulu_win_rate"`
	Outcomes       map[string]int `json:"outcomes"`
	VictoryLevels  map[string]int `json:"victory_levels"`
	MeanVP         float64        `json:"mean_vp"`
	MeanEndTurn    float64        `json:"mean_end_turn"`
	Elapsed        float64        `json:"elapsed_seconds"`
	GamesPerSecond float64        `json:"games_per_second"`
}

// rorkeOutcomeKey is the JSON key of a Rorke's Drift ending.
func rorkeOutcomeKey(cause string) string {
	switch cause {
	case rorkesdrift.CauseRelief:
		return "relief_column"
	case rorkesdrift.CauseVictory:
		return "military_victory"
	case rorkesdrift.CauseDefeat:
		return "military_defeat"
	case rorkesdrift.CauseStalemate:
		return "turn_limit"
	}
	return strings.ReplaceAll(cause, " ", "_")
}

// simRorke plays Rorke's Drift games with the advisor bot (the game itself
// plays the Zulus) and prints their summary.
func simRorke(games int, seed uint64, workers int, optional bool, asJSON bool, stdout, stderr io.Writer) int {
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	opts := rorkesdrift.Options{}
	if optional {
		for id := 32; id <= 50; id++ {
			opts.OptionalCards = append(opts.OptionalCards, id)
		}
	}
	if err := opts.Validate(); err != nil {
		fmt.Fprintf(stderr, "zulu1879 sim: %v\n", err)
		return 1
	}
	start := time.Now()
	b := rorkesdrift.SimulateBatch(seed, games, opts, workers)
	elapsed := time.Since(start).Seconds()
	if b.Errors > 0 {
		fmt.Fprintf(stderr, "zulu1879 sim: %d of %d Rorke's Drift games did not finish\n", b.Errors, games)
		return 1
	}
	s := rorkeSummary{
		Scenario: "rorkes-drift", British: "advisor", Seed: seed, Workers: workers, Games: b.Games,
		Outcomes: map[string]int{}, VictoryLevels: map[string]int{},
		MeanVP: b.MeanVP, MeanEndTurn: b.MeanTurn, Elapsed: elapsed,
	}
	if elapsed > 0 {
		s.GamesPerSecond = float64(games) / elapsed
	}
	for cause, n := range b.ByCause {
		s.Outcomes[rorkeOutcomeKey(cause)] = n
		if cause == rorkesdrift.CauseRelief || cause == rorkesdrift.CauseVictory {
			s.BritishWins += n
		}
	}
	s.ZuluWins = s.Games - s.BritishWins
	s.BritishRate, s.ZuluRate = sim.Wilson(s.BritishWins, s.Games), sim.Wilson(s.ZuluWins, s.Games)
	for l, n := range b.ByLevel {
		s.VictoryLevels[strings.ToLower(strings.ReplaceAll(rorkesdrift.Level(l).String(), " ", "_"))] = n
	}
	if asJSON {
		out, err := json.MarshalIndent(s, "", "  ")
		if err != nil {
			fmt.Fprintf(stderr, "zulu1879 sim: %v\n", err)
			return 1
		}
		fmt.Fprintln(stdout, string(out))
		return 0
	}
	fmt.Fprintf(stdout, "rorkes-drift: %d games, the advisor holding the post, seeds %d–%d, %d workers\n", s.Games, seed, seed+uint64(games)-1, workers)
	pct := func(r sim.Rate) string {
		return fmt.Sprintf("%5.1f%%  (95%% CI %.1f–%.1f%%)", 100*r.Rate, 100*r.Low, 100*r.High)
	}
	fmt.Fprintf(stdout, "  British wins  %5d  %s\n  Zulu wins     %5d  %s\n", s.BritishWins, pct(s.BritishRate), s.ZuluWins, pct(s.ZuluRate))
	for _, c := range []string{rorkesdrift.CauseRelief, rorkesdrift.CauseVictory, rorkesdrift.CauseDefeat, rorkesdrift.CauseStalemate} {
		fmt.Fprintf(stdout, "    %-24s %5d\n", c, b.ByCause[c])
	}
	for l := rorkesdrift.TragicDefeat; l <= rorkesdrift.EpicVictory; l++ {
		fmt.Fprintf(stdout, "    %-24s %5d\n", l.String(), b.ByLevel[l])
	}
	fmt.Fprintf(stdout, "  mean VP %.1f; mean end turn %.1f\n  %.2f s, %.0f games/s\n", s.MeanVP, s.MeanEndTurn, s.Elapsed, s.GamesPerSecond)
	return 0
}
