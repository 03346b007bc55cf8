package ramparts

import (
	"fmt"
	"slices"

	"zulu1879/ai/search"
	"zulu1879/games"
	engine "zulu1879/ramparts"
)

// SearchBudget is the rollouts the search bot plays at each decision with
// more than one legal action.
const SearchBudget = 48

// SearchConfidence is how many standard errors another action's advantage
// over the advisor's choice, paired rollout by rollout, must reach for the
// search bot to prefer it.
const SearchConfidence = 2.5

// The search bot joins the registry next to the advisor.
func init() {
	games.RegisterBot(games.BotInfo{
		Game:  ID,
		Name:  "search",
		Seats: []string{"british"},
		About: fmt.Sprintf("plays the advisor's choice unless another legal action reaches Minor Victory or better clearly more often in %d rollouts played out by the advisor on fresh dice and a reshuffled draw pile", SearchBudget),
		New:   func(seed uint64) games.Bot { return NewSearch(seed, search.Config{}) },
	})
}

// Searcher is the British bot that scores every legal action by rollouts
// (package ai/search) with the advisor as the rollout policy, a Minor
// Victory or better counting as a win. The advisor's own choice is the
// incumbent: another action replaces it only when its advantage, paired
// rollout by rollout, is clear (Config.Confidence). It never reads the
// draw pile or the dice: each rollout reshuffles both.
type Searcher struct {
	cfg search.Config
}

// NewSearch makes a search bot with seed and cfg: cfg.Policy is the advisor,
// cfg.Budget SearchBudget and cfg.Confidence SearchConfidence unless set
// (a negative Confidence means 0); the advisor's choice is always the
// incumbent. Workers, TimeLimit and Score may be set (the default Score is
// a win at Minor Victory or better).
func NewSearch(seed uint64, cfg search.Config) *Searcher {
	cfg.Seed = seed
	if cfg.Budget <= 0 {
		cfg.Budget = SearchBudget
	}
	switch {
	case cfg.Confidence == 0:
		cfg.Confidence = SearchConfidence
	case cfg.Confidence < 0:
		cfg.Confidence = 0
	}
	cfg.Incumbent = true
	if cfg.Policy == nil {
		cfg.Policy = func(games.Seat, uint64) games.Bot { return advisor{} }
	}
	return &Searcher{cfg: cfg}
}

// Reset takes a new seed (games.Resetter): the bot keeps nothing else.
func (b *Searcher) Reset(seed uint64) { b.cfg.Seed = seed }

// Choose searches among the legal actions and names its choice, its share
// of wins in the rollouts and the advisor's choice.
func (b *Searcher) Choose(s games.State) (action, reason string) {
	st, ok := s.(*State)
	if !ok {
		return "", fmt.Sprintf("the search bot plays only %s, not a %T", ID, s)
	}
	if st.G.Over() {
		return "", "the game is over"
	}
	legal := s.Legal()
	a, why := engine.Advisor{}.Choose(st.G)
	mine := a.String()
	if len(legal) < 2 {
		return mine, why
	}
	// The advisor's choice first: the incumbent.
	cands := []string{mine}
	for _, l := range legal {
		if l != mine {
			cands = append(cands, l)
		}
	}
	if !slices.Contains(legal, mine) {
		cands = cands[1:]
	}
	out, err := search.Search(s, search.Singles(cands), b.cfg)
	if err != nil {
		return mine, why + " (search failed: " + err.Error() + ")"
	}
	best := out.Chosen()
	act := best.Plan.Actions[0]
	if act == mine {
		return act, fmt.Sprintf("%s: %s wins over %d rollouts, the advisor's choice too (%s)%s",
			act, search.Percent(best.Wins), best.Rollouts, why, runnerUp(out))
	}
	adv := out.Estimates[0]
	return act, fmt.Sprintf("%s: %s wins over %d rollouts; the advisor's choice %q %s over %d",
		act, search.Percent(best.Wins), best.Rollouts, mine, search.Percent(adv.Wins), adv.Rollouts)
}

// runnerUp names the best of the others, if any was tried, and says so
// when it led without a clear advantage.
func runnerUp(out search.Outcome) string {
	bi := -1
	for i, e := range out.Estimates {
		if i == out.Best || e.Rollouts == 0 {
			continue
		}
		if bi < 0 || e.Mean > out.Estimates[bi].Mean {
			bi = i
		}
	}
	if bi < 0 {
		return ""
	}
	e := out.Estimates[bi]
	if e.Mean > out.Chosen().Mean {
		return fmt.Sprintf("; %q %s over %d, not clearly better", e.Plan.Actions[0], search.Percent(e.Wins), e.Rollouts)
	}
	return fmt.Sprintf("; next %q %s over %d", e.Plan.Actions[0], search.Percent(e.Wins), e.Rollouts)
}
