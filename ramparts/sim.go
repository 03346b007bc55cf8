package ramparts

import (
	"fmt"
	"sync"

	"zulu1879/dice"
)

// Chooser is anything that picks the British move: the Advisor, a random
// player, a network client.
type Chooser interface {
	Choose(g *Game) (Action, string)
}

// Simulate plays one whole game with the Advisor and returns its result.
// A game that cannot be set up returns a Result whose Cause names the error.
func Simulate(seed uint64, opts Options) Result {
	r, _, err := play(seed, opts, Advisor{})
	if err != nil {
		return Result{Cause: "error: " + err.Error()}
	}
	return r
}

// simulateGame is Simulate with the cup's record (CupRanDry).
func simulateGame(seed uint64, opts Options) (Result, [2]bool) {
	r, g, err := play(seed, opts, Advisor{})
	if err != nil {
		return Result{Cause: "error: " + err.Error()}, [2]bool{}
	}
	dry, last := g.CupRanDry()
	return r, [2]bool{dry, last}
}

// Play plays one game with the given chooser.
func Play(seed uint64, opts Options, who Chooser) (Result, error) {
	r, _, err := play(seed, opts, who)
	return r, err
}

func play(seed uint64, opts Options, who Chooser) (Result, *Game, error) {
	g, err := New(opts, dice.NewSeeded(seed))
	if err != nil {
		return Result{}, nil, err
	}
	for steps := 0; !g.Over(); steps++ {
		if steps > 100000 {
			return g.Result(), g, fmt.Errorf("rorkesdrift: seed %d: game did not end", seed)
		}
		a, _ := who.Choose(g)
		if err := g.Apply(a); err != nil {
			return g.Result(), g, fmt.Errorf("rorkesdrift: seed %d: chooser picked an illegal action: %w", seed, err)
		}
	}
	return g.Result(), g, nil
}

// Summary aggregates a batch of simulated games.
type Summary struct {
	Games   int            `json:"games"`
	ByLevel [6]int         `json:"by_level"`
	ByCause map[string]int `json:"by_cause"`
	MeanVP  float64        `json:"mean_vp"`
	// CupExhausted counts the games whose iMpi cup held no Advance chit at
	// some iMpi phase; CupLastTwo those in which only Rifles Overheat and
	// Zulu Snipers were left (12.4.1).
	CupExhausted int     `json:"cup_exhausted"`
	CupLastTwo   int     `json:"cup_last_two"`
	MeanTurn     float64 `json:"mean_turns"`
	Errors       int     `json:"errors"`
}

// SimulateBatch plays n games with seeds first..first+n-1 on `workers`
// goroutines (1 if workers < 1) and sums them up. The summary does not depend
// on the number of workers.
func SimulateBatch(first uint64, n int, opts Options, workers int) Summary {
	if workers < 1 {
		workers = 1
	}
	res := make([]Result, n)
	cup := make([][2]bool, n)
	var wg sync.WaitGroup
	next := make(chan int, workers)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				res[i], cup[i] = simulateGame(first+uint64(i), opts)
			}
		}()
	}
	for i := 0; i < n; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
	s := Summary{Games: n, ByCause: map[string]int{}}
	for i, r := range res {
		if !r.Over {
			s.Errors++
			continue
		}
		if cup[i][0] {
			s.CupExhausted++
		}
		if cup[i][1] {
			s.CupLastTwo++
		}
		s.ByLevel[r.Level]++
		s.ByCause[r.Cause]++
		s.MeanVP += float64(r.VP)
		s.MeanTurn += float64(r.Turns)
	}
	if ok := n - s.Errors; ok > 0 {
		s.MeanVP /= float64(ok)
		s.MeanTurn /= float64(ok)
	}
	return s
}
