package isandlwana

import (
	"fmt"

	ai "zulu1879/ai/isandlwana"
	"zulu1879/ai/search"
	"zulu1879/games"
	engine "zulu1879/isandlwana"
)

// ExpertBudget is the rollouts the expert plays at the start of each Zulu
// movement and attack phase, chosen to stay under a second a phase on two
// loaded cores (ai/isandlwana/README.md).
const ExpertBudget = 240

// ExpertSimBudget is the smaller budget of the expert-fast bot, for
// measuring many games.
const ExpertSimBudget = 60

// ExpertIncumbent is the variant whose plan the expert plays unless
// another is clearly better: the hard bot, which beats rule 9 by about
// 2.6 points over whole games (docs/balance.md).
const ExpertIncumbent = "hard"

// SetIncumbent makes another variant (ai.ZuluVariants) the incumbent.
func (e *Expert) SetIncumbent(name string) error {
	if _, err := ai.ZuluVariant(name); err != nil {
		return err
	}
	e.incumbent = name
	return nil
}

// ExpertConfidence is how many standard errors another plan's advantage
// over rule 9's, paired rollout by rollout, must reach for the expert to
// play it instead.
const ExpertConfidence = 2.0

func init() {
	for _, b := range []struct {
		name   string
		budget int
		opt    ExpertOptions
	}{
		{"expert", ExpertBudget, ExpertDefaults},
		{"expert-fast", ExpertSimBudget, ExpertDefaults},
	} {
		budget, opt := b.budget, b.opt
		about := fmt.Sprintf("as the Zulus, plays each movement, attack and sniping phase as the hard bot unless another way (rule 9, a variant of the hard bot, other hit choices) wins clearly more often in %d rollouts played out by the hard bot and the standard British", budget)
		about += fmt.Sprintf("; as the British, the standard bot unless the other Phase IV order or an escape west wins clearly more often in %d rollouts against rule 9", budget)
		games.RegisterBot(games.BotInfo{
			Game:  ID,
			Name:  b.name,
			Seats: []string{"zulu", "british"},
			About: about,
			New: func(seed uint64) games.Bot {
				e := NewExpert(seed, search.Config{Budget: budget})
				e.opt = opt
				return &bothExperts{zulu: e, british: NewBritishExpert(seed, search.Config{Budget: budget})}
			},
		})
	}
}

// ExpertOptions switch the expert's search features on and off, so that
// each can be measured alone.
type ExpertOptions struct {
	// CommonDice gives the rollouts dice keyed by what each roll is for
	// (rolloutDice), so that two plans' rollouts on one seed share their
	// decisive rolls.
	CommonDice bool
	// HitPlans adds to the attack phase the hard bot with other hit keys
	// (hitWeakest, hitThinnest).
	HitPlans bool
	// Sniping searches the sniping phase too: where the sniping hits fall.
	Sniping bool
	// KeepTwins keeps searching plans whose rollouts repeat those of a plan
	// before them (search.Config.DropTwins off).
	KeepTwins bool
}

// ExpertDefaults are the options of the registered expert.
var ExpertDefaults = ExpertOptions{CommonDice: true, HitPlans: true, Sniping: true}

// Expert is a searching Zulu bot (issue 20). At the first Zulu action of
// each movement and attack phase it scores whole-phase plans, "play this
// phase as bot X" for the hard bot, rule 9 and variants of the hard bot
// (ai.ZuluVariants), by determinized rollouts (package ai/search): each
// rollout plays the phase with X on fresh dice, then the rest of the game
// with the incumbent (the hard bot) against the standard British bot, a
// Zulu win scoring 1. The incumbent's plan is replaced only by a clear
// paired advantage (ExpertConfidence). For the rest of the phase it
// follows the chosen bot; every other Zulu decision is the incumbent's.
//
// It remembers the plan chosen for the current phase, so its choice
// depends on the position, its seed and the phase's earlier positions;
// the same seed and actions always give the same game, for any number of
// workers.
type Expert struct {
	cfg      search.Config
	rule9    ai.Bot
	bots     map[string]ai.Bot
	turn     int
	phase    engine.Phase
	seed     uint64 // the game's seed, to tell games apart
	chosen   string
	reason   string
	searched bool
	// incumbent is the variant whose plan the others must clearly beat.
	incumbent string
	opt       ExpertOptions
}

// NewExpert makes an expert with seed and cfg: Budget ExpertBudget and
// Confidence ExpertConfidence unless set (negative Confidence: 0); the
// policy is the incumbent and standard unless cfg.Policy is set. Workers and
// TimeLimit may be set.
func NewExpert(seed uint64, cfg search.Config) *Expert {
	cfg.Seed = seed
	if cfg.Budget <= 0 {
		cfg.Budget = ExpertBudget
	}
	switch {
	case cfg.Confidence == 0:
		cfg.Confidence = ExpertConfidence
	case cfg.Confidence < 0:
		cfg.Confidence = 0
	}
	cfg.Incumbent = true
	e := &Expert{cfg: cfg, rule9: ai.NewRule9(), bots: map[string]ai.Bot{}, incumbent: ExpertIncumbent, opt: ExpertDefaults}
	if cfg.Policy == nil {
		// The rollouts play the Zulus as the expert plays when it does not
		// search: as the incumbent.
		e.cfg.Policy = func(seat games.Seat, _ uint64) games.Bot {
			if seat == Zulu {
				return newVariant(e.incumbent)
			}
			return newBot("standard")
		}
	}
	return e
}

// Reset takes a new seed and forgets the phase's plan (games.Resetter).
func (e *Expert) Reset(seed uint64) {
	e.cfg.Seed = seed
	e.searched = false
}

// searchedPhase says whether the phase is one the expert plans.
func (e *Expert) searchedPhase(p engine.Phase) bool {
	return p == engine.PhaseZuluMove || p == engine.PhaseZuluAttack || (e.opt.Sniping && p == engine.PhaseSniping)
}

// Choose plans the phase if it has not yet, then answers as the chosen bot.
func (e *Expert) Choose(s games.State) (action, reason string) {
	st, ok := s.(*State)
	if !ok {
		return "", fmt.Sprintf("the expert plays only %s, not a %T", ID, s)
	}
	g := st.G
	if g.Over() {
		return "", "the game is over"
	}
	if g.ToAct() != engine.Zulu {
		return "", fmt.Sprintf("the expert cannot act: the %s are to act", g.ToAct())
	}
	if !e.searchedPhase(g.Phase) {
		a, why := e.bot(e.incumbent).Choose(g)
		return a.String(), why
	}
	fresh := !e.searched || e.turn != g.Turn || e.phase != g.Phase || e.seed != g.Seed
	if fresh && g.Phase == engine.PhaseSniping {
		if dec, ok := g.Decision(); ok && dec.Count <= 1 && len(dec.Options) <= 1 {
			// One hit with one unit to take it: nothing to choose.
			a, why := e.bot(e.incumbent).Choose(g)
			return a.String(), why
		}
	}
	if fresh {
		e.plan(st)
	}
	b := e.bot(e.chosen)
	a, why := b.Choose(g)
	if fresh {
		if why == "" { // a quiet game builds no reasons
			return a.String(), e.reason
		}
		return a.String(), e.reason + "; " + why
	}
	return a.String(), e.chosen + ": " + why
}

// bot is the expert's own copy of a variant.
func (e *Expert) bot(name string) ai.Bot {
	if name == "rule9" {
		return e.rule9
	}
	b, ok := e.bots[name]
	if !ok {
		b = makeZulu(name)
		e.bots[name] = b
	}
	return b
}

// makeZulu makes a Zulu player by plan name: a variant of ai.ZuluVariants
// or the hard bot with another hit key ("hard-weakest", "hard-thinnest").
func makeZulu(name string) ai.Bot {
	switch name {
	case "hard-" + hitWeakest:
		return &hitKeyed{hard: ai.NewHard(), key: hitWeakest}
	case "hard-" + hitThinnest:
		return &hitKeyed{hard: ai.NewHard(), key: hitThinnest}
	}
	b, err := ai.ZuluVariant(name)
	if err != nil {
		panic(err) // names come from ai.ZuluVariants and the list above
	}
	return b
}

// plan searches the phase's plans from st and remembers the choice.
func (e *Expert) plan(st *State) {
	g := st.G
	e.turn, e.phase, e.seed, e.searched = g.Turn, g.Phase, g.Seed, true
	e.chosen, e.reason = e.incumbent, e.incumbent+" (no search)"
	// The rollouts copy a quiet position without its log: the same game,
	// cheaper to clone.
	c := g.Clone()
	c.Log = nil
	c.Opts.Quiet = true
	pos := &State{G: c}
	turn, phase := g.Turn, g.Phase
	while := func(s games.State) bool {
		x := s.(*State).G
		return x.Turn == turn && x.Phase == phase
	}
	names := e.order(phase)
	plans := make([]search.Plan, 0, len(names))
	for _, n := range names {
		first, _ := e.bot(n).Choose(c)
		plans = append(plans, search.Plan{
			Name:    n,
			Actions: []string{first.String()},
			Follow:  func(uint64) games.Bot { return newVariant(n) },
			While:   while,
		})
	}
	cfg := e.cfg
	if e.opt.CommonDice {
		cfg.Prepare = useRolloutDice
		cfg.DropTwins = !e.opt.KeepTwins
	}
	out, err := search.Search(pos, plans, cfg)
	if err != nil {
		e.reason = e.incumbent + " (search failed: " + err.Error() + ")"
		return
	}
	best := out.Chosen()
	e.chosen = best.Plan.Name
	inc := out.Estimates[0]
	if out.Best == 0 {
		e.reason = fmt.Sprintf("plan %s: %s Zulu wins over %d rollouts, no other clearly better", best.Plan.Name, search.Percent(best.Wins), best.Rollouts)
	} else {
		e.reason = fmt.Sprintf("plan %s: %s Zulu wins over %d rollouts; %s %s over %d", best.Plan.Name,
			search.Percent(best.Wins), best.Rollouts, inc.Plan.Name, search.Percent(inc.Wins), inc.Rollouts)
	}
}

// order lists the phase's plans with the incumbent first.
func (e *Expert) order(p engine.Phase) []string {
	all := ai.ZuluVariants()
	switch {
	case p == engine.PhaseSniping:
		all = []string{"hard-" + hitWeakest, "hard-" + hitThinnest}
	case p == engine.PhaseZuluAttack && e.opt.HitPlans:
		all = append(all, "hard-"+hitWeakest, "hard-"+hitThinnest)
	}
	names := []string{e.incumbent}
	for _, n := range all {
		if n != e.incumbent {
			names = append(names, n)
		}
	}
	return names
}

// newVariant puts a variant behind games.Bot for the rollouts.
func newVariant(name string) games.Bot {
	return &bot{b: makeZulu(name)}
}

// Move is Choose then Apply (games.Mover), for the simulator's fast path.
func (e *Expert) Move(s games.State) (reason string, err error) {
	a, why := e.Choose(s)
	return why, s.Apply(a)
}
