// Package sim is the batch simulator: it plays many independent headless
// games between bots, spread over several workers, and sums them up.
//
// Batch (contract.go) is the simulator written once for every game: it
// drives any registered game through the contract of package games, each
// seat played by a registered bot, and sums the games up in a Report with
// the same keys for every game. The sim command runs on it, Isandlwana and
// Rorke's Drift included. Run and Config are the Isandlwana simulator of
// before, kept for sim/paired, whose common dice (CommonDice) replace the
// engine's roller, which the contract does not reach.
//
// Game i of a run uses seed Seed+i, and every game is played by fresh (or
// reset) bots on its own state, so the results (game by game and in total)
// are the same whatever the number of workers.
package sim

import (
	"fmt"
	"math"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	ai "zulu1879/ai/isandlwana"
	"zulu1879/isandlwana"
	"zulu1879/scenarios"
)

// Config describes a run.
type Config struct {
	// Scenario is a built-in scenario id or a scenario file.
	Scenario string
	// Games is the number of games; Seed is the seed of the first.
	Games int
	Seed  uint64
	// Zulu and British name the bots (see ai.Names).
	Zulu, British string
	// CommonDice plays every game with sim.CommonDice instead of the
	// engine's dice (for paired comparisons of two bots).
	CommonDice bool
	// Workers is the number of games played at once; 0 means one per CPU.
	Workers int
	// Progress, if set, is called now and then with the number of games
	// finished (from any goroutine, never concurrently).
	Progress func(done, total int)
}

// Game is the record of one game.
type Game struct {
	Seed             uint64             `json:"seed"`
	Outcome          isandlwana.Outcome `json:"-"`
	Winner           isandlwana.Side    `json:"-"`
	EndTurn          int                `json:"end_turn"`
	ZulusEliminated  int                `json:"zulus_eliminated"`
	BritishStepsLost int                `json:"british_steps_lost"`
	BritishUnitsLost int                `json:"british_units_lost"`
	LeadersLost      int                `json:"leaders_lost"`
	Actions          int                `json:"actions"`
}

// Rate is a proportion with its 95% Wilson score interval.
type Rate struct {
	Count int     `json:"count"`
	Rate  float64 `json:"rate"`
	Low   float64 `json:"ci95_low"`
	High  float64 `json:"ci95_high"`
}

// Summary sums up a run.
type Summary struct {
	Scenario       string         `json:"scenario"`
	Zulu           string         `json:"zulu"`
	British        string         `json:"british"`
	Seed           uint64         `json:"seed"`
	Workers        int            `json:"workers"`
	Games          int            `json:"games"`
	BritishWins    int            `json:"british_wins"`
	ZuluWins       int            `json:"zulu_wins"`
	BritishRate    Rate           `json:"british_win_rate"`
	ZuluRate       Rate           `json:"zulu_win_rate"`
	Outcomes       map[string]int `json:"outcomes"`
	MeanEndTurn    float64        `json:"mean_end_turn"`
	MeanZulusElim  float64        `json:"mean_zulus_eliminated"`
	MeanBritSPLost float64        `json:"mean_british_strength_lost"`
	MeanBritUnits  float64        `json:"mean_british_units_lost"`
	MeanActions    float64        `json:"mean_actions"`
	Elapsed        float64        `json:"elapsed_seconds"`
	GamesPerSecond float64        `json:"games_per_second"`
}

// Run plays the games and returns them (in seed order) with their summary.
func Run(cfg Config) ([]Game, Summary, error) {
	if cfg.Games < 1 {
		return nil, Summary{}, fmt.Errorf("the number of games must be at least 1, not %d", cfg.Games)
	}
	scen, err := scenarios.Load(cfg.Scenario)
	if err != nil {
		return nil, Summary{}, err
	}
	// Check the bots once, before any worker starts.
	if _, err := ai.ForSide(cfg.Zulu, isandlwana.Zulu); err != nil {
		return nil, Summary{}, fmt.Errorf("--zulu: %v", err)
	}
	if _, err := ai.ForSide(cfg.British, isandlwana.British); err != nil {
		return nil, Summary{}, fmt.Errorf("--british: %v", err)
	}
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	if workers > cfg.Games {
		workers = cfg.Games
	}
	start := time.Now()
	games := make([]Game, cfg.Games)
	errs := make([]error, cfg.Games)
	var next, done int64
	var mu sync.Mutex
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var bots *workerBots
			for {
				i := int(atomic.AddInt64(&next, 1) - 1)
				if i >= cfg.Games {
					return
				}
				if bots == nil {
					bots, errs[i] = newWorkerBots(cfg)
					if errs[i] != nil {
						bots = nil
						continue
					}
				}
				games[i], errs[i] = bots.playOne(scen, cfg, cfg.Seed+uint64(i))
				d := int(atomic.AddInt64(&done, 1))
				if cfg.Progress != nil {
					mu.Lock()
					cfg.Progress(d, cfg.Games)
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start).Seconds()
	for _, e := range errs {
		if e != nil {
			return games, Summary{}, e
		}
	}
	s := Summarize(games)
	s.Scenario, s.Zulu, s.British, s.Seed, s.Workers = cfg.Scenario, cfg.Zulu, cfg.British, cfg.Seed, workers
	s.Elapsed = elapsed
	if elapsed > 0 {
		s.GamesPerSecond = float64(cfg.Games) / elapsed
	}
	return games, s, nil
}

// workerBots are the two bots of one worker. Bots that can be reset
// (ai.Resetter) are reset before every game and reused, keeping their
// buffers; the others are made anew for every game.
type workerBots struct {
	zulu, british ai.Bot
}

func newWorkerBots(cfg Config) (*workerBots, error) {
	z, err := ai.ForSide(cfg.Zulu, isandlwana.Zulu)
	if err != nil {
		return nil, err
	}
	b, err := ai.ForSide(cfg.British, isandlwana.British)
	if err != nil {
		return nil, err
	}
	return &workerBots{z, b}, nil
}

// fresh returns the worker's bots ready for a new game.
func (w *workerBots) fresh(cfg Config) (ai.Bot, ai.Bot, error) {
	var err error
	if r, ok := w.zulu.(ai.Resetter); ok {
		r.Reset()
	} else if w.zulu, err = ai.ForSide(cfg.Zulu, isandlwana.Zulu); err != nil {
		return nil, nil, err
	}
	if r, ok := w.british.(ai.Resetter); ok {
		r.Reset()
	} else if w.british, err = ai.ForSide(cfg.British, isandlwana.British); err != nil {
		return nil, nil, err
	}
	return w.zulu, w.british, nil
}

// ActionCap is how many actions a simulated game may take before the
// simulator calls it stuck. It is ai.MaxActions (20,000, far above any game
// of the built-in scenarios), raised for scenarios whose size needs more:
// in a turn every Zulu unit can move, recycle and attack, every British
// unit can move and fire twice, and each phase ends, so four actions per
// unit per turn, plus the phase ends, bound a game that is not stuck.
// A large user scenario (up to 99×99 hexes, 100 Zulus per onrush hex,
// 20 turns) thus gets time to finish instead of being reported stuck.
func ActionCap(scen *scenarios.Scenario) int {
	perTurn := 4*(scen.TotalZulus()+len(scen.British)) + 16
	return max(ai.MaxActions, scen.Turns*perTurn)
}

// playOne plays one game with the worker's bots, reset first.
func (w *workerBots) playOne(scen *scenarios.Scenario, cfg Config, seed uint64) (Game, error) {
	z, b, err := w.fresh(cfg)
	if err != nil {
		return Game{}, err
	}
	g := isandlwana.New(scen, seed, isandlwana.Options{Quiet: true})
	if cfg.CommonDice {
		g.SetRoller(NewCommonDice(g))
	}
	n, limit := 0, ActionCap(scen)
	for !g.Over() {
		if n >= limit {
			return Game{}, fmt.Errorf("game with seed %d did not end after %d actions (stuck in %s, turn %d)", seed, n, g.PhaseLabel(), g.Turn)
		}
		bot := b
		if g.ToAct() == isandlwana.Zulu {
			bot = z
		}
		if _, _, err := ai.Step(g, bot); err != nil {
			return Game{}, fmt.Errorf("game with seed %d: %v", seed, err)
		}
		n++
	}
	return Game{
		Seed: seed, Outcome: g.Outcome, Winner: g.Outcome.Winner(), EndTurn: g.Stats.EndTurn,
		ZulusEliminated: g.Stats.ZulusEliminated, BritishStepsLost: g.Stats.BritishStepsLost,
		BritishUnitsLost: g.Stats.BritishUnitsLost, LeadersLost: g.Stats.LeadersLost, Actions: n,
	}, nil
}

// Summarize adds up games (in the order given, so that the floating-point
// sums never depend on scheduling).
func Summarize(games []Game) Summary {
	s := Summary{Games: len(games), Outcomes: map[string]int{}}
	for _, o := range []isandlwana.Outcome{isandlwana.BritishEscape, isandlwana.BritishSurvival, isandlwana.ZuluMassacre} {
		s.Outcomes[o.Key()] = 0
	}
	var turns, zel, bsp, bun, acts float64
	for _, g := range games {
		s.Outcomes[g.Outcome.Key()]++
		switch g.Winner {
		case isandlwana.British:
			s.BritishWins++
		case isandlwana.Zulu:
			s.ZuluWins++
		}
		turns += float64(g.EndTurn)
		zel += float64(g.ZulusEliminated)
		bsp += float64(g.BritishStepsLost)
		bun += float64(g.BritishUnitsLost)
		acts += float64(g.Actions)
	}
	if n := float64(len(games)); n > 0 {
		s.MeanEndTurn, s.MeanZulusElim, s.MeanBritSPLost, s.MeanBritUnits, s.MeanActions = turns/n, zel/n, bsp/n, bun/n, acts/n
	}
	s.BritishRate = Wilson(s.BritishWins, len(games))
	s.ZuluRate = Wilson(s.ZuluWins, len(games))
	return s
}

// Wilson returns k successes out of n as a rate with its 95% Wilson score
// interval (z = 1.96).
func Wilson(k, n int) Rate {
	r := Rate{Count: k}
	if n == 0 {
		return r
	}
	const z = 1.959963984540054
	p := float64(k) / float64(n)
	nn := float64(n)
	den := 1 + z*z/nn
	centre := (p + z*z/(2*nn)) / den
	half := z / den * math.Sqrt(p*(1-p)/nn+z*z/(4*nn*nn))
	r.Rate, r.Low, r.High = p, math.Max(0, centre-half), math.Min(1, centre+half)
	return r
}

// DiffCI returns the difference of two independent proportions a−b with its
// 95% (Wald) confidence interval.
func DiffCI(ka, na, kb, nb int) (diff, low, high float64) {
	pa, pb := float64(ka)/float64(na), float64(kb)/float64(nb)
	se := math.Sqrt(pa*(1-pa)/float64(na) + pb*(1-pb)/float64(nb))
	diff = pa - pb
	return diff, diff - 1.959963984540054*se, diff + 1.959963984540054*se
}

// Text renders the summary for a terminal.
func (s Summary) Text() string {
	pct := func(r Rate) string {
		return fmt.Sprintf("%5.1f%%  (95%% CI %.1f–%.1f%%)", 100*r.Rate, 100*r.Low, 100*r.High)
	}
	out := fmt.Sprintf("%s: %d games, Zulu %s vs British %s, seeds %d–%d, %d workers\n",
		s.Scenario, s.Games, s.Zulu, s.British, s.Seed, s.Seed+uint64(s.Games)-1, s.Workers)
	out += fmt.Sprintf("  British wins  %6d  %s\n", s.BritishWins, pct(s.BritishRate))
	out += fmt.Sprintf("  Zulu wins     %6d  %s\n", s.ZuluWins, pct(s.ZuluRate))
	for _, o := range []isandlwana.Outcome{isandlwana.BritishEscape, isandlwana.BritishSurvival, isandlwana.ZuluMassacre} {
		out += fmt.Sprintf("    %-24s %6d\n", o.String(), s.Outcomes[o.Key()])
	}
	out += fmt.Sprintf("  mean end turn %.2f; Zulu units eliminated %.1f; British strength lost %.1f (units %.1f)\n",
		s.MeanEndTurn, s.MeanZulusElim, s.MeanBritSPLost, s.MeanBritUnits)
	out += fmt.Sprintf("  %.2f s, %.0f games/s\n", s.Elapsed, s.GamesPerSecond)
	return out
}

// GamesOf reads the records of an Isandlwana Batch (games.Stats of package
// games/isandlwana) back into this package's records, so that the sim
// command's summary (Summarize) and CSV keep their shape over the runner
// written once for every game. A record of another game is an error.
func GamesOf(played []Played) ([]Game, error) {
	out := make([]Game, len(played))
	for i, p := range played {
		o, ok := outcomeOf(p.Result.Key)
		if !ok {
			return nil, fmt.Errorf("game with seed %d ended as %q, which is no Isandlwana outcome", p.Seed, p.Result.Key)
		}
		st := func(k string) int { return int(p.Stats[k]) }
		out[i] = Game{
			Seed: p.Seed, Outcome: o, Winner: o.Winner(), EndTurn: st("end_turn"),
			ZulusEliminated: st("zulus_eliminated"), BritishStepsLost: st("british_steps_lost"),
			BritishUnitsLost: st("british_units_lost"), LeadersLost: st("leaders_lost"), Actions: p.Actions,
		}
	}
	return out, nil
}

func outcomeOf(key string) (isandlwana.Outcome, bool) {
	for _, o := range []isandlwana.Outcome{isandlwana.BritishEscape, isandlwana.BritishSurvival, isandlwana.ZuluMassacre} {
		if o.Key() == key {
			return o, true
		}
	}
	return isandlwana.NotOver, false
}
