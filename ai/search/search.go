// Package search chooses among candidate plans by playing the game out from
// the current position many times (determinized rollouts), through the
// common game contract of package games: it knows no game's rules.
//
// A candidate is a Plan: one or more actions applied in order by the seat to
// act. Each rollout clones the position, gives the copy dice of its own
// (State.Reseed, and games.Redrawer's Redraw where the game hides something
// from the seat), applies the plan, plays on to the end with a cheap policy
// bot for every seat, and scores the result. Rollouts are shared out by successive
// halving: every candidate gets an equal share of a round's budget, the
// better half goes on to the next round, until one is left or the budget is
// spent.
//
// # Determinism
//
// The dice of rollout j of candidate i come from a seed that mixes the
// searcher's seed, the position's Hash and j (and i when
// Config.DistinctDice is set), so the same seed and position always give
// the same choice. Every rollout is a function of its seed alone; workers
// take rollouts in any order but their scores are summed in the order of
// the candidates and rollouts, so the choice does not depend on the number
// of workers. A wall-clock limit may cut a search short, and then the
// choice depends on the machine; with the limit unset (or never reached)
// the rollout budget alone decides, which is how results are measured.
package search

import (
	"errors"
	"fmt"
	"hash/fnv"
	"math"
	"math/bits"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"zulu1879/games"
)

// Plan is a candidate: actions the seat to act applies in order. Name is
// how a reason names it ("" names it by its actions, joined with "; ").
// If a later action of a plan is refused in a rollout (the dice took the
// game elsewhere), the rollout plays on with the policy from there; the
// first action must always be accepted.
//
// A plan may go on as a strategy rather than a list: after its actions,
// Follow (if set) makes a bot that plays the deciding seat for as long as
// While holds (every seat's other turns meanwhile go to the policy), and
// the policy plays on from there. Follow is called once per rollout with
// the rollout's own seed; While is read before every action (nil: the
// bot plays the seat to the end).
type Plan struct {
	Name    string
	Actions []string
	Follow  func(seed uint64) games.Bot
	While   func(s games.State) bool
}

// String names the plan.
func (p Plan) String() string {
	if p.Name != "" {
		return p.Name
	}
	return strings.Join(p.Actions, "; ")
}

// Singles makes a one-action plan of each action, in the same order.
func Singles(actions []string) []Plan {
	out := make([]Plan, len(actions))
	for i, a := range actions {
		out[i] = Plan{Actions: []string{a}}
	}
	return out
}

// Policy makes the bot that plays seat in a rollout; seed is the rollout's
// own, for a bot that makes random choices. It is called once per seat and
// worker, and again for every rollout unless the bot is a games.Resetter
// (then Reset(seed) starts each rollout).
type Policy func(seat games.Seat, seed uint64) games.Bot

// Registered is the policy that plays every seat with the bot registered
// for game under the seat's name in names, or the seat's default bot where
// names has none. It fails if a seat has no such bot.
func Registered(game string, names map[string]string) (Policy, error) {
	rules, err := games.Lookup(game)
	if err != nil {
		return nil, err
	}
	seats := rules.Info().Seats
	infos := make([]games.BotInfo, len(seats))
	for i, seat := range seats {
		var b games.BotInfo
		if n, ok := names[seat]; ok {
			b, err = games.BotNamed(game, n, seat)
		} else {
			b, err = games.DefaultBot(game, seat)
		}
		if err != nil {
			return nil, err
		}
		infos[i] = b
	}
	return func(seat games.Seat, seed uint64) games.Bot {
		if int(seat) < 0 || int(seat) >= len(infos) {
			return nil
		}
		return infos[seat].New(seed)
	}, nil
}

// Score maps the end of a rollout to a value in [0, 1] for seat, the seat
// the search decides for.
type Score func(r games.Result, seat games.Seat) float64

// Win scores 1 when seat is among the winners, else 0: the mean is the
// estimated chance of winning.
func Win(r games.Result, seat games.Seat) float64 {
	if slices.Contains(r.Winners, seat) {
		return 1
	}
	return 0
}

// Config sets a search up. Policy is required; the rest have defaults.
type Config struct {
	// Seed is the searcher's own seed (the bot's).
	Seed uint64
	// Budget is the most rollouts one decision may play (default
	// DefaultBudget). A search with one candidate plays none.
	Budget int
	// Workers is the number of goroutines that play rollouts (default 1).
	// The choice is the same for any number.
	Workers int
	// TimeLimit, if set, stops the search once it has run this long, after
	// the rollouts already started (the choice then depends on the
	// machine: leave it unset to measure).
	TimeLimit time.Duration
	// Policy plays every seat in the rollouts.
	Policy Policy
	// Score values a finished rollout (default Win). A rollout that does
	// not end within MaxActions scores 0.
	Score Score
	// MaxActions bounds a rollout's actions (default: the game's
	// games.ActionLimit, else games.MaxActions).
	MaxActions int
	// Incumbent makes the first candidate the one to beat (typically the
	// policy's own choice): it stays in every round of the halving, and the
	// best of the others replaces it only when its advantage, paired
	// rollout by rollout, reaches Confidence standard errors. Without it
	// the best mean wins, which with few rollouts per candidate often
	// means the luckiest.
	Incumbent bool
	// Confidence is the z-score the challenger's paired advantage must
	// reach to replace the incumbent (0: any advantage).
	Confidence float64
	// DistinctDice gives each candidate dice of its own. By default
	// rollout j of every candidate starts from the same seed (common random
	// numbers), so that candidates are compared on the same luck.
	DistinctDice bool
	// Prepare, if set, is called on each rollout's copy after its dice
	// are reseeded (and redrawn), with the rollout's seed: a game may
	// install dice of another kind there, such as common dice keyed by
	// what each roll is for, so that the rollouts of two candidates on the
	// same seed share their decisive rolls even after they part ways. It
	// must depend on the copy and the seed alone.
	Prepare func(s games.State, seed uint64)
	// DropTwins, with common dice, drops after each round of the halving a
	// candidate whose every rollout so far (at least TwinRollouts) scored
	// exactly as those of a candidate given before it: with the same dice
	// it most likely plays the same way (two plans that differ only where
	// the position gives no choice), and its rollouts are better spent on
	// the others.
	DropTwins bool
}

// DefaultBudget is the rollouts of one decision when Config.Budget is 0.
const DefaultBudget = 128

// Estimate is what the rollouts of one candidate found.
type Estimate struct {
	// Plan is the candidate.
	Plan Plan
	// Rollouts is the number of rollouts played for it.
	Rollouts int
	// Mean is the mean score of its rollouts (0 with none).
	Mean float64
	// Wins is the share of its rollouts in which the seat won (0 with
	// none), whatever the Score.
	Wins float64
	// Round is the last round of successive halving it took part in (0:
	// the first).
	Round int
	// Twin is the index of the candidate given before it whose rollouts it
	// repeated exactly, when Config.DropTwins dropped it for that (else -1).
	Twin int
}

// TwinRollouts is the fewest rollouts on which two candidates must score
// alike for Config.DropTwins to drop the later one.
const TwinRollouts = 8

// Outcome is the result of a search.
type Outcome struct {
	// Best is the index of the chosen candidate in Estimates (and in the
	// plans given).
	Best int
	// Estimates has one entry per candidate, in the order given.
	Estimates []Estimate
	// Rollouts is the total played.
	Rollouts int
	// TimedOut is true when TimeLimit cut the search short.
	TimedOut bool
	// Advantage is, with Config.Incumbent, the z-score of the best
	// challenger's paired advantage over the incumbent (0 if the incumbent
	// led on its own).
	Advantage float64
}

// Chosen is the estimate of the chosen candidate.
func (o Outcome) Chosen() Estimate { return o.Estimates[o.Best] }

// Search plays rollouts from s for the candidates and returns the best by
// mean score: the last survivor of successive halving, ties going to the
// candidate given first (with Config.Incumbent, the first candidate unless
// the best other beats it clearly). s is not changed. It fails when there is no
// candidate, no policy, the game is over, or a candidate's first action is
// refused.
func Search(s games.State, plans []Plan, cfg Config) (Outcome, error) {
	if len(plans) == 0 {
		return Outcome{}, errors.New("search: no candidates")
	}
	if cfg.Policy == nil {
		return Outcome{}, errors.New("search: no rollout policy")
	}
	seat := s.ToAct()
	if seat == games.Nobody {
		return Outcome{}, errors.New("search: the game is over")
	}
	for i, p := range plans {
		if len(p.Actions) == 0 {
			return Outcome{}, fmt.Errorf("search: candidate %d has no action", i)
		}
	}
	cfg.defaults(s)
	out := Outcome{Estimates: make([]Estimate, len(plans))}
	for i, p := range plans {
		out.Estimates[i].Plan = p
		out.Estimates[i].Twin = -1
	}
	if len(plans) == 1 {
		return out, nil
	}
	r := runner{cfg: cfg, seat: seat, plans: plans, base: mix(cfg.Seed, hashString(s.Hash()))}
	if cfg.TimeLimit > 0 {
		r.deadline = time.Now().Add(cfg.TimeLimit)
	}
	r.copies = make([]games.State, cfg.Workers)
	for w := range r.copies {
		r.copies[w] = s.Clone()
	}
	scores := make([][]float64, len(plans)) // by rollout index, for pairing
	sum := make([]float64, len(plans))
	wins := make([]int, len(plans))
	alive := make([]int, len(plans))
	for i := range alive {
		alive[i] = i
	}
	rounds := bits.Len(uint(len(plans) - 1)) // ceil(log2 n)
	left := cfg.Budget
	for round := 0; len(alive) > 1 && left >= len(alive); round++ {
		// This round's share of what is left, split evenly; the last
		// round spends all of it.
		per := max(left/max(rounds-round, 1)/len(alive), 1)
		var jobs []job
		for _, i := range alive {
			for j := 0; j < per; j++ {
				jobs = append(jobs, job{cand: i, index: out.Estimates[i].Rollouts + j})
			}
			out.Estimates[i].Round = round
		}
		res, err := r.run(jobs)
		if err != nil {
			return out, err
		}
		for k, jb := range jobs {
			if !res[k].done {
				out.TimedOut = true
				continue
			}
			e := &out.Estimates[jb.cand]
			e.Rollouts++
			sum[jb.cand] += res[k].score
			scores[jb.cand] = append(scores[jb.cand], res[k].score)
			if res[k].won {
				wins[jb.cand]++
			}
			out.Rollouts++
			left--
		}
		for _, i := range alive {
			if e := &out.Estimates[i]; e.Rollouts > 0 {
				e.Mean = sum[i] / float64(e.Rollouts)
				e.Wins = float64(wins[i]) / float64(e.Rollouts)
			}
		}
		slices.SortStableFunc(alive, func(a, b int) int { return better(out.Estimates, a, b) })
		if out.TimedOut {
			break
		}
		if cfg.DropTwins && !cfg.DistinctDice {
			alive = dropTwins(alive, scores, out.Estimates)
			if len(alive) <= 1 {
				break
			}
		}
		if cfg.Incumbent {
			// The incumbent stays; the better half of the others goes on.
			others := slices.DeleteFunc(slices.Clone(alive), func(i int) bool { return i == 0 })
			alive = append([]int{0}, others[:(len(others)+1)/2]...)
		} else {
			alive = alive[:(len(alive)+1)/2]
		}
		slices.Sort(alive)
	}
	slices.SortStableFunc(alive, func(a, b int) int { return better(out.Estimates, a, b) })
	out.Best = alive[0]
	if cfg.Incumbent && out.Best != 0 {
		out.Advantage = paired(scores[out.Best], scores[0])
		if out.Advantage <= cfg.Confidence || out.Estimates[0].Rollouts == 0 {
			out.Best = 0
		}
	}
	return out, nil
}

// dropTwins removes from alive every candidate whose scores repeat those
// of an earlier-given candidate still alive, over TwinRollouts rollouts or
// more, and marks it in es. The order of alive is kept.
func dropTwins(alive []int, scores [][]float64, es []Estimate) []int {
	byIndex := slices.Sorted(slices.Values(alive))
	drop := map[int]bool{}
	for x, i := range byIndex {
		for _, k := range byIndex[:x] {
			if drop[k] || len(scores[i]) < TwinRollouts || len(scores[i]) != len(scores[k]) || !slices.Equal(scores[i], scores[k]) {
				continue
			}
			drop[i] = true
			es[i].Twin = k
			break
		}
	}
	return slices.DeleteFunc(alive, func(i int) bool { return drop[i] })
}

// paired is the z-score of the mean of a[j]-b[j] over the rollouts both
// have (with common dice, rollout j of each was played on the same seed):
// +Inf for a constant positive difference, 0 when there is none.
func paired(a, b []float64) float64 {
	n := min(len(a), len(b))
	if n == 0 {
		return 0
	}
	var m, m2 float64
	for j := 0; j < n; j++ {
		d := a[j] - b[j]
		m += d
		m2 += d * d
	}
	m /= float64(n)
	v := m2/float64(n) - m*m
	if n > 1 {
		v *= float64(n) / float64(n-1)
	}
	if v <= 0 {
		switch {
		case m > 0:
			return math.Inf(1)
		case m < 0:
			return math.Inf(-1)
		}
		return 0
	}
	return m / math.Sqrt(v/float64(n))
}

// better orders candidates best first: any rollouts before none, a higher
// mean first, then the one given first.
func better(es []Estimate, a, b int) int {
	ea, eb := es[a], es[b]
	switch {
	case (ea.Rollouts > 0) != (eb.Rollouts > 0):
		if ea.Rollouts > 0 {
			return -1
		}
		return 1
	case ea.Mean > eb.Mean:
		return -1
	case ea.Mean < eb.Mean:
		return 1
	}
	return a - b
}

func (c *Config) defaults(s games.State) {
	if c.Budget <= 0 {
		c.Budget = DefaultBudget
	}
	c.Workers = max(c.Workers, 1)
	if c.Score == nil {
		c.Score = Win
	}
	if c.MaxActions <= 0 {
		c.MaxActions = games.MaxActions
		if l, ok := s.(games.ActionLimit); ok {
			c.MaxActions = l.MaxActions()
		}
	}
}

type job struct{ cand, index int }

type result struct {
	score float64
	won   bool
	done  bool
	err   error
}

// runner plays the rollouts of one search.
type runner struct {
	cfg      Config
	seat     games.Seat
	plans    []Plan
	base     uint64
	deadline time.Time
	copies   []games.State // one copy of the position per worker
	players  []*players    // one set of rollout bots per worker, kept between rounds
}

// run plays the jobs on the workers; the results are in job order.
func (r *runner) run(jobs []job) ([]result, error) {
	res := make([]result, len(jobs))
	if r.players == nil {
		r.players = make([]*players, r.cfg.Workers)
		for w := range r.players {
			r.players[w] = &players{policy: r.cfg.Policy}
		}
	}
	var next atomic.Int64
	work := func(w int) {
		for {
			k := int(next.Add(1) - 1)
			if k >= len(jobs) {
				return
			}
			if !r.deadline.IsZero() && time.Now().After(r.deadline) {
				continue
			}
			res[k] = r.rollout(r.copies[w], r.players[w], jobs[k])
		}
	}
	workers := min(r.cfg.Workers, len(jobs))
	if workers <= 1 {
		work(0)
	} else {
		var wg sync.WaitGroup
		for w := 0; w < workers; w++ {
			wg.Add(1)
			go func() { defer wg.Done(); work(w) }()
		}
		wg.Wait()
	}
	for _, x := range res {
		if x.err != nil {
			return nil, x.err
		}
	}
	return res, nil
}

// rollout plays one game out from the position for one candidate.
func (r *runner) rollout(pos games.State, ps *players, jb job) result {
	cand := uint64(0)
	if r.cfg.DistinctDice {
		cand = uint64(jb.cand) + 1
	}
	seed := mix(mix(r.base, cand), uint64(jb.index))
	s := pos.Clone()
	s.Reseed(seed)
	if rd, ok := s.(games.Redrawer); ok {
		rd.Redraw(r.seat, mix(seed, 1))
	}
	if r.cfg.Prepare != nil {
		r.cfg.Prepare(s, mix(seed, 4))
	}
	n := 0
	for k, a := range r.plans[jb.cand].Actions {
		if games.Over(s) {
			break
		}
		if err := s.Apply(a); err != nil {
			if k == 0 {
				return result{err: fmt.Errorf("search: candidate %q: %w", r.plans[jb.cand], err)}
			}
			break
		}
		n++
	}
	ps.reset(mix(seed, 2))
	var lead games.Bot
	if f := r.plans[jb.cand].Follow; f != nil {
		lead = f(mix(seed, 3))
	}
	for ; !games.Over(s); n++ {
		if n >= r.cfg.MaxActions {
			return result{done: true}
		}
		if w := r.plans[jb.cand].While; lead != nil && w != nil && !w(s) {
			lead = nil
		}
		b := ps.bot(s.ToAct())
		if lead != nil && s.ToAct() == r.seat {
			b = lead
		}
		if b == nil {
			return result{err: fmt.Errorf("search: the policy has no bot for seat %d", s.ToAct())}
		}
		var err error
		if m, ok := b.(games.Mover); ok {
			_, err = m.Move(s)
		} else {
			a, _ := b.Choose(s)
			err = s.Apply(a)
		}
		if err != nil {
			return result{err: fmt.Errorf("search: rollout policy: %w", err)}
		}
	}
	res, _ := s.Result()
	return result{score: r.cfg.Score(res, r.seat), won: slices.Contains(res.Winners, r.seat), done: true}
}

// players are one worker's rollout bots, one per seat, made on first use.
type players struct {
	policy Policy
	seed   uint64
	bots   []games.Bot
	fresh  []bool // made or reset for this rollout
}

// reset starts a rollout whose bots take seed.
func (p *players) reset(seed uint64) {
	p.seed = seed
	for i := range p.fresh {
		p.fresh[i] = false
	}
}

func (p *players) bot(seat games.Seat) games.Bot {
	i := int(seat)
	if i < 0 {
		return nil
	}
	for len(p.bots) <= i {
		p.bots = append(p.bots, nil)
		p.fresh = append(p.fresh, false)
	}
	if !p.fresh[i] {
		s := mix(p.seed, uint64(i)+1)
		if rs, ok := p.bots[i].(games.Resetter); ok {
			rs.Reset(s)
		} else {
			p.bots[i] = p.policy(seat, s)
		}
		p.fresh[i] = true
	}
	return p.bots[i]
}

// mix combines two numbers into a well-spread seed (splitmix64's finaliser
// over a and b).
func mix(a, b uint64) uint64 {
	z := a ^ (b+0x9e3779b97f4a7c15)*0xbf58476d1ce4e5b9
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

func hashString(s string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(s))
	return h.Sum64()
}

// Percent writes a share as a whole percentage ("61%").
func Percent(x float64) string {
	if math.IsNaN(x) {
		return "?"
	}
	return fmt.Sprintf("%.0f%%", 100*x)
}
