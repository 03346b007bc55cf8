package isandlwana

import (
	"fmt"

	ai "zulu1879/ai/isandlwana"
	"zulu1879/ai/search"
	"zulu1879/games"
	"zulu1879/hexmap"
	engine "zulu1879/isandlwana"
	"zulu1879/units"
)

// BritishExpertBudget is the rollouts the British expert plays at each
// decision it searches (the start of a movement phase, the Phase IV order).
const BritishExpertBudget = ExpertSimBudget

// bothExperts is the bot registered as "expert": the Zulu Expert or the
// BritishExpert, whichever seat is to act.
type bothExperts struct {
	zulu    *Expert
	british *BritishExpert
}

// Choose implements games.Bot.
func (b *bothExperts) Choose(s games.State) (string, string) {
	if s.ToAct() == British {
		return b.british.Choose(s)
	}
	return b.zulu.Choose(s)
}

// Move implements games.Mover.
func (b *bothExperts) Move(s games.State) (string, error) {
	a, why := b.Choose(s)
	return why, s.Apply(a)
}

// Reset implements games.Resetter.
func (b *bothExperts) Reset(seed uint64) {
	b.zulu.Reset(seed)
	b.british.Reset(seed)
}

// BritishExpert is a searching British bot (issue 20). It plays as the
// standard bot, with two decisions searched by rollouts played out by the
// standard British against rule 9, a British win scoring 1:
//
//   - the Phase IV order: the standard bot's choice, or the other;
//   - at the start of a movement phase while the escape is open (4.1):
//     the standard bot's moves, or setting off west with the wagon, the
//     Colours and an escort and keeping on west for the rest of the game
//     (escaper).
//
// The standard bot's choice is kept unless the other wins more often by
// ExpertConfidence standard errors, paired rollout by rollout on common
// rollout dice. Once it has set off west it keeps going.
type BritishExpert struct {
	cfg      search.Config
	std      ai.Bot
	esc      *escaper
	escaping bool
	turn     int
	phase    engine.Phase
	inV      bool
	seed     uint64
	reason   string
}

// NewBritishExpert makes a British expert with seed and cfg (Budget
// BritishExpertBudget and Confidence ExpertConfidence unless set).
func NewBritishExpert(seed uint64, cfg search.Config) *BritishExpert {
	cfg.Seed = seed
	if cfg.Budget <= 0 {
		cfg.Budget = BritishExpertBudget
	}
	if cfg.Confidence == 0 {
		cfg.Confidence = ExpertConfidence
	}
	cfg.Incumbent = true
	if cfg.Policy == nil {
		cfg.Policy = func(seat games.Seat, _ uint64) games.Bot {
			if seat == Zulu {
				return newBot("rule9")
			}
			return newBot("standard")
		}
	}
	cfg.Prepare = useRolloutDice
	return &BritishExpert{cfg: cfg, std: ai.NewStandard(), esc: newEscaper()}
}

// Reset takes a new seed and forgets the game (games.Resetter).
func (e *BritishExpert) Reset(seed uint64) {
	e.cfg.Seed = seed
	e.escaping = false
	e.seed = 0
	e.std = ai.NewStandard()
	e.esc = newEscaper()
}

// Move is Choose then Apply (games.Mover).
func (e *BritishExpert) Move(s games.State) (reason string, err error) {
	a, why := e.Choose(s)
	return why, s.Apply(a)
}

// Choose answers as the standard bot or the escaper, searching at the
// decisions listed on BritishExpert.
func (e *BritishExpert) Choose(s games.State) (action, reason string) {
	st, ok := s.(*State)
	if !ok {
		return "", fmt.Sprintf("the expert plays only %s, not a %T", ID, s)
	}
	g := st.G
	if g.Over() {
		return "", "the game is over"
	}
	if g.ToAct() != engine.British {
		return "", fmt.Sprintf("the expert cannot act: the %s are to act", g.ToAct())
	}
	if e.seed != g.Seed {
		e.seed, e.escaping = g.Seed, false
	}
	if e.escaping {
		a, why := e.esc.Choose(g)
		return a.String(), "escaping: " + why
	}
	_, pending := g.Decision()
	fresh := e.turn != g.Turn || e.phase != g.Phase || e.inV != g.InPhaseV
	if fresh && !pending && (g.Phase == engine.PhaseBritishOrder || (g.Phase == engine.PhaseBritishMove && escapeOpen(g))) {
		e.turn, e.phase, e.inV = g.Turn, g.Phase, g.InPhaseV
		if a, why, ok := e.search(st); ok {
			return a, why
		}
	}
	a, why := e.std.Choose(g)
	return a.String(), why
}

// escapeOpen says whether the escape west (4.1) may still happen: the
// wagon not captured, the Colours raised or still to come.
func escapeOpen(g *engine.State) bool {
	return !g.Wagon.Captured && (g.Colours == engine.ColoursRaised || g.Colours == engine.ColoursNotYet) && g.Turn >= 1
}

// search scores the standard choice against the alternative at the
// position and answers with the choice (ok false: play the standard bot).
func (e *BritishExpert) search(st *State) (string, string, bool) {
	g := st.G
	c := g.Clone()
	c.Log = nil
	c.Opts.Quiet = true
	pos := &State{G: c}
	std, _ := e.std.Choose(c)
	plans := []search.Plan{{Name: "standard", Actions: []string{std.String()}}}
	switch g.Phase {
	case engine.PhaseBritishOrder:
		other := engine.Action{Kind: engine.ActOrder, Flag: !std.Flag}
		if std.Kind != engine.ActOrder {
			return "", "", false
		}
		plans = append(plans, search.Plan{Name: "the other order", Actions: []string{other.String()}})
	case engine.PhaseBritishMove:
		first, ok := newEscaper().start(c)
		if !ok {
			return "", "", false
		}
		plans[0].Follow = func(uint64) games.Bot { return newBot("standard") }
		plans = append(plans, search.Plan{Name: "escape west", Actions: []string{first.String()},
			Follow: func(uint64) games.Bot { return &bot{b: newEscaper()} }})
	}
	out, err := search.Search(pos, plans, e.cfg)
	if err != nil {
		return "", "", false
	}
	best, inc := out.Chosen(), out.Estimates[0]
	why := fmt.Sprintf("plan %s: %s British wins over %d rollouts", best.Plan.Name, search.Percent(best.Wins), best.Rollouts)
	if out.Best == 0 {
		alt := out.Estimates[1]
		why += fmt.Sprintf(", %s %s, not clearly better", alt.Plan.Name, search.Percent(alt.Wins))
		a, w := e.std.Choose(g)
		return a.String(), why + "; " + w, true
	}
	why += fmt.Sprintf("; standard %s over %d", search.Percent(inc.Wins), inc.Rollouts)
	if g.Phase == engine.PhaseBritishMove {
		e.escaping = true
		e.esc = newEscaper()
		a, w := e.esc.Choose(g)
		return a.String(), why + "; " + w, true
	}
	return best.Plan.Actions[0], why, true
}

// escaper is the standard British bot, except that in every movement
// phase it first moves the wagon (with the Colours) as far west as it
// may go and its escort with it: the combat units in the wagon's hex, or
// if there are none, those within two hexes that can reach it, strongest
// first within stacking. The rest move as the standard bot moves them.
type escaper struct {
	std   *ai.Standard
	queue []engine.Action
	turn  int
	phase engine.Phase
	inV   bool
	ready bool
}

func newEscaper() *escaper { return &escaper{std: ai.NewStandard()} }

// Name implements ai.Bot.
func (*escaper) Name() string { return "escaper" }

// Side implements ai.Bot.
func (*escaper) Side() engine.Side { return engine.British }

// Choose implements ai.Bot.
func (e *escaper) Choose(g *engine.State) (engine.Action, string) {
	if _, pending := g.Decision(); pending || g.Phase != engine.PhaseBritishMove {
		return e.std.Choose(g)
	}
	if !e.ready || e.turn != g.Turn || e.phase != g.Phase || e.inV != g.InPhaseV {
		e.turn, e.phase, e.inV, e.ready = g.Turn, g.Phase, g.InPhaseV, true
		e.queue = e.plan(g)
	}
	for len(e.queue) > 0 {
		a := e.queue[0]
		e.queue = e.queue[1:]
		c := g.Clone()
		c.Opts.Quiet = true
		if c.Apply(a) == nil {
			return a, "keeps on west for the escape"
		}
	}
	return e.std.Choose(g)
}

// start is the escape's first action from g, if it can set off.
func (e *escaper) start(g *engine.State) (engine.Action, bool) {
	q := e.plan(g)
	if len(q) < 2 {
		return engine.Action{}, false
	}
	return q[0], true
}

// plan lists the wagon's move west and its escort's, or nothing when the
// wagon cannot get nearer the edge with an escort.
func (e *escaper) plan(g *engine.State) []engine.Action {
	if !escapeOpen(g) || g.Wagon.Moved {
		return nil
	}
	w := g.Wagon.Hex
	best, bestD := hexmap.Hex{}, edgeDistance(g, w)
	for h := range g.WagonDestinations() {
		if d := edgeDistance(g, h); d < bestD || d == bestD && d < edgeDistance(g, w) && h.Col*100+h.Row < best.Col*100+best.Row {
			best, bestD = h, d
		}
	}
	if bestD >= edgeDistance(g, w) {
		return nil
	}
	var escort []int
	for i := range g.Units {
		u := &g.Units[i]
		if u.Status == engine.OnMap && u.IsCombat() && u.Kind.CanMove() && !u.Moved && u.Hex == w {
			escort = append(escort, i)
		}
	}
	if len(escort) == 0 {
		for i := range g.Units {
			u := &g.Units[i]
			if u.Status == engine.OnMap && u.IsCombat() && u.Kind.CanMove() && !u.Moved && hexmap.Distance(u.Hex, w) <= 2 {
				escort = append(escort, i)
			}
		}
	}
	// strongest first
	for i := 1; i < len(escort); i++ {
		for j := i; j > 0 && g.Units[escort[j]].Strength > g.Units[escort[j-1]].Strength; j-- {
			escort[j], escort[j-1] = escort[j-1], escort[j]
		}
	}
	out := []engine.Action{{Kind: engine.ActMove, Units: []string{engine.WagonID}, To: best}}
	sp := g.StackSP(best)
	for _, i := range escort {
		u := &g.Units[i]
		if sp+u.Strength > units.BritishStackLimit || !containsHex(g.BritishDestinations([]int{i}), best) {
			continue
		}
		sp += u.Strength
		out = append(out, engine.Action{Kind: engine.ActMove, Units: []string{u.ID}, To: best})
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// edgeDistance is the hex distance from h to the nearest escape hex.
func edgeDistance(g *engine.State, h hexmap.Hex) int {
	best := 1 << 30
	for _, x := range g.Scen.Escape {
		best = min(best, hexmap.Distance(h, x))
	}
	return best
}

func containsHex(hs []hexmap.Hex, h hexmap.Hex) bool {
	for _, x := range hs {
		if x == h {
			return true
		}
	}
	return false
}
