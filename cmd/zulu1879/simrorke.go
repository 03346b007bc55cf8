package main

import (
	"encoding/json"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"strings"

	gramparts "zulu1879/games/ramparts"
	"zulu1879/ramparts"
	"zulu1879/sim"
)

// rorkeSummary is the sim command's summary of Rorke's Drift games: the same
// keys as the Isandlwana simulator, plus victory levels. Who won is the
// victory level (11.0): the British (the player's side, played by the
// advisor bot) win at Minor Victory or better, the Zulus at Ignoble or
// Tragic Defeat, and a Standoff is a draw — whatever ended the game, so a
// Relief Column arrival scored at a Defeat level is not a British win. How
// the games ended is reported apart (outcomes, held_the_post).
type rorkeSummary struct {
	Scenario    string   `json:"scenario"`
	Revision    int      `json:"revision,omitempty"` // rules revision (omitted: the current one)
	British     string   `json:"british"`
	Seed        uint64   `json:"seed"`
	Workers     int      `json:"workers"`
	Games       int      `json:"games"`
	BritishWins int      `json:"british_wins"`
	ZuluWins    int      `json:"zulu_wins"`
	Draws       int      `json:"draws"`
	BritishRate sim.Rate `json:"british_win_rate"`
	ZuluRate    sim.Rate `json:"zulu_win_rate"`
	// HeldThePost counts the games that did not end in military defeat
	// (the Relief Column came, or no iButho was left), whatever their level.
	HeldThePost int            `json:"held_the_post"`
	Outcomes    map[string]int `json:"outcomes"`
	// CupExhausted counts the games whose iMpi cup held no Advance chit at
	// some iMpi phase; CupLastTwo those where only Rifles Overheat and Zulu
	// Snipers were left (the state of 12.4.1).
	CupExhausted   int            `json:"cup_exhausted"`
	CupLastTwo     int            `json:"cup_last_two"`
	VictoryLevels  map[string]int `json:"victory_levels"`
	MeanVP         float64        `json:"mean_vp"`
	MeanEndTurn    float64        `json:"mean_end_turn"`
	Elapsed        float64        `json:"elapsed_seconds"`
	GamesPerSecond float64        `json:"games_per_second"`
}

// rorkeRevision reads a Rorke's Drift scenario name: "rorkes-drift" is the
// current rules (0), "rorkes-drift@N" rules revision N (-1 if there is no
// such revision); ok is false for other scenarios.
func rorkeRevision(scen string) (rev int, ok bool) {
	if scen == "rorkes-drift" {
		return 0, true
	}
	n, found := strings.CutPrefix(scen, "rorkes-drift@")
	if !found {
		return 0, false
	}
	rev, err := strconv.Atoi(n)
	if err != nil || rev < 1 || rev > ramparts.RulesRevision {
		return -1, true
	}
	return rev, true
}

// rorkeOutcomeKey is the JSON key of a Rorke's Drift ending.
func rorkeOutcomeKey(cause string) string {
	switch cause {
	case ramparts.CauseRelief:
		return "relief_column"
	case ramparts.CauseVictory:
		return "military_victory"
	case ramparts.CauseDefeat:
		return "military_defeat"
	case ramparts.CauseStalemate:
		return "turn_limit"
	}
	return strings.ReplaceAll(cause, " ", "_")
}

// simRorke plays Rorke's Drift games with the advisor bot (the game itself
// plays the Zulus) through the runner written once for every game
// (sim.Batch), and prints the summary this command has always printed.
func simRorke(games int, seed uint64, workers, revision int, optional bool, asJSON bool, stdout, stderr io.Writer) int {
	opts := ramparts.Options{Revision: revision}
	if optional {
		for id := 32; id <= 50; id++ {
			opts.OptionalCards = append(opts.OptionalCards, id)
		}
	}
	if err := opts.Validate(); err != nil {
		fmt.Fprintf(stderr, "zulu1879 sim: %v\n", err)
		return 1
	}
	raw, err := json.Marshal(opts)
	if err != nil {
		fmt.Fprintf(stderr, "zulu1879 sim: %v\n", err)
		return 1
	}
	b := sim.Batch{Game: gramparts.ID, Options: raw, Bots: map[string]string{"british": "advisor"}, Games: games, Seed: seed, Workers: workers}
	played, rep, ok := runBatch(b, stderr)
	if !ok {
		return 1
	}
	s, byLevel, byCause, err := rorkeSummaryOf(played)
	if err != nil {
		fmt.Fprintf(stderr, "zulu1879 sim: %v\n", err)
		return 1
	}
	if workers <= 0 {
		workers = runtime.NumCPU() // reported as it always was, even past the number of games
	}
	s.Scenario, s.Revision, s.Seed, s.Workers = scenarioName(revision), opts.Revision, seed, workers
	s.Elapsed, s.GamesPerSecond = rep.Elapsed, rep.GamesPerSecond
	if asJSON {
		return printJSON(s, stdout, stderr)
	}
	fmt.Fprintf(stdout, "%s: %d games, the advisor holding the post, seeds %d–%d, %d workers\n", s.Scenario, s.Games, seed, seed+uint64(games)-1, s.Workers)
	pct := func(r sim.Rate) string {
		return fmt.Sprintf("%5.1f%%  (95%% CI %.1f–%.1f%%)", 100*r.Rate, 100*r.Low, 100*r.High)
	}
	fmt.Fprintf(stdout, "  by victory level (11.0):\n  British wins  %5d  %s  (Minor Victory or better)\n  Zulu wins     %5d  %s  (Ignoble or Tragic Defeat)\n  draws         %5d  (Standoff)\n",
		s.BritishWins, pct(s.BritishRate), s.ZuluWins, pct(s.ZuluRate), s.Draws)
	for l := ramparts.TragicDefeat; l <= ramparts.EpicVictory; l++ {
		fmt.Fprintf(stdout, "    %-24s %5d\n", l.String(), byLevel[l])
	}
	fmt.Fprintf(stdout, "  by how the game ended: the post held in %d\n", s.HeldThePost)
	for _, c := range []string{ramparts.CauseRelief, ramparts.CauseVictory, ramparts.CauseDefeat, ramparts.CauseStalemate} {
		fmt.Fprintf(stdout, "    %-24s %5d\n", c, byCause[c])
	}
	fmt.Fprintf(stdout, "  iMpi cup without an Advance chit in %d game(s); down to Rifles Overheat and Zulu Snipers in %d\n", s.CupExhausted, s.CupLastTwo)
	fmt.Fprintf(stdout, "  mean VP %.1f; mean end turn %.1f\n  %.2f s, %.0f games/s\n", s.MeanVP, s.MeanEndTurn, s.Elapsed, s.GamesPerSecond)
	return 0
}

// rorkeSummaryOf sums up the records of a Rorke's Drift batch (the result's
// cause, level and VP; the game's stats turns, cup_exhausted, cup_last_two)
// as ramparts.SimulateBatch and this command always have: the same counts,
// and the means summed in seed order. It also returns the games by level
// and by cause, for the text.
func rorkeSummaryOf(played []sim.Played) (rorkeSummary, [6]int, map[string]int, error) {
	var byLevel [6]int
	byCause := map[string]int{}
	s := rorkeSummary{British: "advisor", Games: len(played), Outcomes: map[string]int{}, VictoryLevels: map[string]int{}}
	var vp, turns float64
	for _, p := range played {
		l, ok := rorkeLevel(p.Result.Level)
		if !ok {
			return s, byLevel, nil, fmt.Errorf("game with seed %d ended at level %q, which is no Rorke's Drift victory level", p.Seed, p.Result.Level)
		}
		byLevel[l]++
		byCause[strings.ReplaceAll(p.Result.Key, "_", " ")]++
		vp += float64(p.Result.Score)
		turns += p.Stats["turns"]
		if p.Stats["cup_exhausted"] != 0 {
			s.CupExhausted++
		}
		if p.Stats["cup_last_two"] != 0 {
			s.CupLastTwo++
		}
	}
	if n := float64(len(played)); n > 0 {
		s.MeanVP, s.MeanEndTurn = vp/n, turns/n
	}
	for cause, n := range byCause {
		s.Outcomes[rorkeOutcomeKey(cause)] = n
		if cause == ramparts.CauseRelief || cause == ramparts.CauseVictory {
			s.HeldThePost += n
		}
	}
	for l, n := range byLevel {
		switch {
		case ramparts.Level(l) >= ramparts.MinorVictory:
			s.BritishWins += n
		case ramparts.Level(l) == ramparts.Standoff:
			s.Draws += n
		default:
			s.ZuluWins += n
		}
		s.VictoryLevels[strings.ToLower(strings.ReplaceAll(ramparts.Level(l).String(), " ", "_"))] = n
	}
	s.BritishRate, s.ZuluRate = sim.Wilson(s.BritishWins, s.Games), sim.Wilson(s.ZuluWins, s.Games)
	return s, byLevel, byCause, nil
}

// rorkeLevel reads a victory level back from its name (Result.Level).
func rorkeLevel(name string) (ramparts.Level, bool) {
	for l := ramparts.TragicDefeat; l <= ramparts.EpicVictory; l++ {
		if l.String() == name {
			return l, true
		}
	}
	return 0, false
}

func scenarioName(revision int) string {
	if revision == 0 {
		return "rorkes-drift"
	}
	return fmt.Sprintf("rorkes-drift@%d", revision)
}
