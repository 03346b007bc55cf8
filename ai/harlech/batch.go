package harlech

import (
	"fmt"
	"sync"

	mh "zulu1879/harlech"
)

// Game is how one Advisor game ended.
type Game struct {
	Seed  uint64
	Won   bool
	Key   string
	Medal string
	Turns int
	Space int // the Relief Column's space at the end
}

// Play plays one game with the Advisor in every seat.
func Play(cfg mh.Config) (Game, error) {
	g, err := mh.NewGame(cfg)
	if err != nil {
		return Game{}, err
	}
	for steps := 0; g.Outcome == nil; steps++ {
		if steps > 100000 {
			return Game{}, fmt.Errorf("seed %d: no end after %d actions", cfg.Seed, steps)
		}
		a, _ := Advisor{}.Choose(g)
		if err := g.Apply(a); err != nil {
			return Game{}, fmt.Errorf("seed %d: the Advisor chose %q: %v", cfg.Seed, a, err)
		}
	}
	return Game{Seed: cfg.Seed, Won: g.Outcome.Won, Key: g.Outcome.Key, Medal: g.Outcome.Medal, Turns: g.Turn, Space: g.Outcome.Relief}, nil
}

// Summary sums a batch.
type Summary struct {
	Games  int
	Wins   int
	Medals map[string]int
	Keys   map[string]int
	Turns  int         // summed
	Spaces map[int]int // wins by the Relief Column's final space
}

// WinRate is Wins/Games.
func (s Summary) WinRate() float64 { return float64(s.Wins) / float64(max(s.Games, 1)) }

// MeanTurns is the mean number of player turns.
func (s Summary) MeanTurns() float64 { return float64(s.Turns) / float64(max(s.Games, 1)) }

// Batch plays n games of cfg with seeds first, first+1, ... on workers
// goroutines. The games and the summary do not depend on workers.
func Batch(cfg mh.Config, first uint64, n, workers int) (Summary, error) {
	workers = max(workers, 1)
	out := make([]Game, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	next := make(chan int)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				c := cfg
				c.Seed = first + uint64(i)
				out[i], errs[i] = Play(c)
			}
		}()
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
	s := Summary{Games: n, Medals: map[string]int{}, Keys: map[string]int{}, Spaces: map[int]int{}}
	for i, g := range out {
		if errs[i] != nil {
			return s, errs[i]
		}
		if g.Won {
			s.Wins++
			s.Medals[g.Medal]++
			s.Spaces[g.Space]++
		}
		s.Keys[g.Key]++
		s.Turns += g.Turns
	}
	return s, nil
}
