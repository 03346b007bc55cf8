// Package harlech is the British Advisor of Men of Harlech (package
// zulu1879/harlech): a bot for hints, for computer team-mates and for the
// simulator that measures the levels. It sees only what its seat may see
// (the game's View for that seat: its own hand, the table, the counts of
// the other hands) and says why it chose each action.
package harlech

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"zulu1879/games"
	mh "zulu1879/harlech"
)

// Name is the bot's name in the registry.
const Name = "advisor"

func init() {
	games.RegisterBot(games.BotInfo{
		Game:  mh.ID,
		Name:  Name,
		Seats: mh.Rules{}.Info().Seats,
		About: "holds when a card and the bonuses it can expect beat a face-up Zulu card, else falls back; spends Volley and heroes only to turn a loss into a win",
		New:   func(uint64) games.Bot { return Advisor{} },
		// It reads only View(seat) of the seat it plays
		// (TestAdvisor_SeesOnlyItsSeat): its choice may be a person's hint.
		SeatOnly: true,
	})
}

// Advisor is the British Advisor. It has no state and no dice of its own.
type Advisor struct{}

// Choose picks one of s.Legal() for the seat to act, with its reason.
func (Advisor) Choose(s games.State) (string, string) {
	legal := s.Legal()
	if len(legal) == 0 {
		return "", ""
	}
	seat := s.ToAct()
	v, ok := s.View(seat).(mh.View)
	if !ok {
		return legal[0], "not a Men of Harlech game: the first legal action"
	}
	c := chooser{v: v, seat: int(seat), legal: legal}
	a, why := c.choose()
	if !slices.Contains(legal, a) {
		return legal[0], "no better choice: " + legal[0]
	}
	return a, why
}

type chooser struct {
	v     mh.View
	seat  int
	legal []string
}

func (c *chooser) has(a string) bool { return slices.Contains(c.legal, a) }

func (c *chooser) hand() []string { return c.v.Hands[c.seat].Cards }

func (c *chooser) choose() (string, string) {
	switch c.v.Phase {
	case mh.PhaseTurn:
		return c.turn()
	case mh.PhaseDice:
		return c.dice()
	case mh.PhaseWindow:
		return c.window()
	case mh.PhaseGive:
		return c.give()
	case mh.PhaseDiscard:
		return c.discard()
	}
	return c.legal[0], ""
}

// atLeast[k][x] is the chance that k dice sum to at least x.
func atLeast(k, x int) float64 {
	if x <= k {
		return 1
	}
	if x > 6*k {
		return 0
	}
	n, all := 0, 0
	switch k {
	case 1:
		for a := 1; a <= 6; a++ {
			all++
			if a >= x {
				n++
			}
		}
	case 2:
		for a := 1; a <= 6; a++ {
			for b := 1; b <= 6; b++ {
				all++
				if a+b >= x {
					n++
				}
			}
		}
	}
	return float64(n) / float64(all)
}

// heroes lists the bonuses of the hero cards in hand, smallest first, with
// their names.
func heroBonus(name string) int {
	return map[string]int{"hook": 1, "allen": 2, "bourne": 3, "bromhead": 4, "chard": 5, "harlech": 6}[name]
}

func (c *chooser) heroes() []string {
	var out []string
	for _, t := range c.hand() {
		if heroBonus(t) > 0 {
			out = append(out, t)
		}
	}
	slices.SortFunc(out, func(a, b string) int { return heroBonus(a) - heroBonus(b) })
	return out
}

func (c *chooser) heroSum() int {
	n := 0
	for _, h := range c.heroes() {
		n += heroBonus(h)
	}
	return n
}

// expectSecond is the chance that a total beats the second card of p:
// known if face up, else the share of unseen Zulu cards it beats (a
// special counted as no card).
func (c *chooser) expectSecond(p, total int) (float64, float64) {
	s := c.v.Positions[p].Second
	if s.Empty {
		return 0, 0
	}
	if !s.FaceDown {
		if s.Kind == "defence" && total >= s.Value {
			return 1, b2f(s.Bonus)
		}
		return 0, 0
	}
	n, win, bon := 0, 0, 0
	for _, t := range c.v.UnseenZulu {
		n++
		val, bonus, ok := defence(t)
		if ok && total >= val {
			win++
			if bonus {
				bon++
			}
		}
	}
	if n == 0 {
		return 0, 0
	}
	return float64(win) / float64(n), float64(bon) / float64(max(win, 1))
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

func defence(tok string) (int, bool, bool) {
	t, bonus := strings.CutSuffix(tok, "*")
	v, err := strconv.Atoi(t)
	return v, bonus, err == nil
}

// Costs, in Zulu cards beaten, of spending a Volley and a hero to win.
const (
	volleyCost = 0.3
	heroCost   = 0.4
)

// turn: hold where a card and its expected bonuses beat a face-up card,
// choosing the attack that beats most cards (bonus symbols first) for the
// least spent; else fall back.
func (c *chooser) turn() (string, string) {
	ammo := c.v.Hands[c.seat].Ammo
	loc := 0
	if c.v.LocationDie {
		loc = 1
	}
	vol := c.v.Volleys > 0
	heroes := c.heroSum()
	best, bestScore, bestCan := "", -1e9, false
	var bestWhy string
	for _, a := range c.legal {
		f := strings.Fields(a)
		if f[0] != "hold" {
			continue
		}
		val, _ := strconv.Atoi(f[1])
		p := slices.Index(mh.PosLetters[:], f[2])
		first := c.v.Positions[p].First
		dice := loc
		if vol {
			dice++
		}
		expect := float64(val+ammo+heroes) + 3.5*float64(dice)
		can := expect >= float64(first.Value)
		p2, b2 := c.expectSecond(p, val+ammo+3*loc)
		gain := 1 + 0.6*b2f(first.Bonus) + p2*(1+0.6*b2)
		need := first.Value - val - ammo
		p1 := atLeast(loc, need)
		score := p1 * gain
		if vol {
			if pv := atLeast(loc+1, need); pv*gain-volleyCost > score {
				p1, score = pv, pv*gain-volleyCost
			}
		}
		if heroes > 0 {
			if ph := atLeast(dice, need-heroes); ph*gain-heroCost-volleyCost > score {
				p1, score = ph, ph*gain-heroCost-volleyCost
			}
		}
		score -= 0.01 * float64(val)
		if (can && !bestCan) || (can == bestCan && score > bestScore) {
			best, bestScore, bestCan = a, score, can
			bestWhy = fmt.Sprintf("an attack card of %d (with %d Ammo, %d from heroes and %d dice to come) against %d at %s: %.0f%% to beat it", val, ammo, heroes, dice, first.Value, mh.PosNames[p], 100*p1)
		}
	}
	if best != "" && (bestCan || !c.has("fall-back")) {
		if !bestCan {
			return best, "no card can expect to win and there is no falling back: " + bestWhy
		}
		return best, "hold: " + bestWhy
	}
	if c.has("fall-back") {
		if best == "" {
			return "fall-back", "no attack card to play: fall back, and the team draws a card"
		}
		return "fall-back", "no card can expect to beat a face-up Zulu card: fall back, and the team draws a card"
	}
	return c.legal[0], "no choice"
}

// need is what the attack lacks against the card it is compared with now
// (the first, or the second in a reload); ok false if there is none.
func (c *chooser) need() (int, bool, bool) {
	a := c.v.Attack
	if a == nil {
		return 0, false, false
	}
	pv := c.v.Positions[a.Pos]
	z := pv.First
	if a.FirstBeaten {
		z = pv.Second
	}
	if z.Kind != "defence" || z.FaceDown {
		return 0, false, false
	}
	return z.Value - a.Total, z.Bonus, true
}

// dice: roll the location die when it is needed to win the first card,
// else take Ammo; spend a Volley only when without it the first card
// cannot be beaten and with it it can.
func (c *chooser) dice() (string, string) {
	a := c.v.Attack
	first := c.v.Positions[a.Pos].First
	// Heroes are the last resort (convert), so they do not count here.
	have := a.Total + c.v.Hands[c.seat].Ammo
	need := first.Value - have
	loc := c.has("roll")
	base, why := "go", "no die symbol here"
	if loc {
		if need <= 0 && c.has("ammo") {
			base, why = "ammo", fmt.Sprintf("%d already beats %d: take an Ammo card instead of the die", have, first.Value)
		} else {
			base, why = "roll", fmt.Sprintf("%d does not surely beat %d: roll the location die", have, first.Value)
		}
	}
	rest := need
	if base == "ammo" {
		rest--
	}
	if base == "roll" {
		rest -= 3 // a die will most likely bring this much
	}
	if rest > 0 && rest <= 6 && c.has(base+"+volley") {
		return base + "+volley", why + fmt.Sprintf("; and a Volley: %d short of %d without it", rest, first.Value)
	}
	if !c.has(base) {
		return c.legal[0], "the only choice"
	}
	return base, why
}

func (c *chooser) window() (string, string) {
	for _, a := range c.legal {
		if strings.HasPrefix(a, "play heads-down") {
			return a, "keep their heads down: the Sniper is discarded before it acts"
		}
		if strings.HasPrefix(a, "play extinguish") {
			return a, "put the fire out at once: it blocks a position"
		}
	}
	switch c.v.Moment {
	case mh.MomentAttack, mh.MomentReload:
		if a, why, ok := c.convert(); ok {
			return a, why
		}
	case mh.MomentStart:
		if c.v.Active == c.seat {
			if a, why, ok := c.startOfTurn(); ok {
				return a, why
			}
		}
	}
	return "pass", "nothing worth playing now"
}

// convert spends Ammo, heroes or a reroll only to turn a loss into a win.
func (c *chooser) convert() (string, string, bool) {
	need, bonus, ok := c.need()
	if !ok || need <= 0 {
		return "", "", false
	}
	reload := c.v.Attack.FirstBeaten
	mine := c.v.Attack.Seat == mh.SeatName(c.seat)
	ammo := 0
	if mine {
		ammo = c.v.Hands[c.seat].Ammo
	}
	heroes := c.heroes()
	if reload && !bonus {
		heroes = nil // a second card without the bonus symbol is not worth a hero
	}
	sum := ammo
	for _, h := range heroes {
		sum += heroBonus(h)
	}
	if sum >= need {
		if ammo >= need || (ammo > 0 && c.has("use-ammo")) {
			return "use-ammo", fmt.Sprintf("%d short: an Ammo card", need), true
		}
		for _, h := range heroes {
			if heroBonus(h) >= need {
				return "play " + h, fmt.Sprintf("%d short: the smallest hero that turns the loss into a win", need), true
			}
		}
		h := heroes[len(heroes)-1]
		return "play " + h, fmt.Sprintf("%d short: the biggest hero first, more to follow", need), true
	}
	// A reroll of the lowest die, when it is low and the loss is near.
	if need <= 4 {
		lowKind, low := "", 7
		for _, d := range c.v.Attack.Dice {
			if d.Value < low {
				lowKind, low = d.Kind, d.Value
			}
		}
		if low <= 2 {
			for _, a := range c.legal {
				if strings.HasPrefix(a, "play ") && strings.HasSuffix(a, " "+lowKind) {
					return a, fmt.Sprintf("%d short with a %d on the %s die: reroll it", need, low, lowKind), true
				}
			}
		}
	}
	return "", "", false
}

// startOfTurn uses the cards that help before the attack: Dalton early,
// Adendorff on the hardest card, Reynolds for a strong card.
func (c *chooser) startOfTurn() (string, string, bool) {
	down := 0
	for _, p := range c.v.Positions {
		if p.Second.FaceDown {
			down++
		}
	}
	if down >= 3 && c.has("play dalton") {
		return "play dalton", fmt.Sprintf("turn up the %d face-down Zulu cards to choose the target well", down), true
	}
	bestA, bestV := "", 0
	for p, pv := range c.v.Positions {
		if pv.First.Kind == "defence" && pv.First.Value > bestV {
			bestA, bestV = "play adendorff "+mh.PosLetters[p], pv.First.Value
		}
	}
	if bestV >= 21 && c.has(bestA) {
		return bestA, fmt.Sprintf("discard the %d, the hardest Zulu card on the table", bestV), true
	}
	attacks := 0
	for _, t := range c.hand() {
		if _, _, ok := defence(t); ok {
			attacks++
		}
	}
	bestR, bestRV := "", 0
	for _, a := range c.legal {
		if v, ok := strings.CutPrefix(a, "play reynolds "); ok {
			if n, _ := strconv.Atoi(v); n > bestRV {
				bestR, bestRV = a, n
			}
		}
	}
	if bestR != "" && (attacks == 0 || bestRV >= 19) && len(c.hand()) < c.v.HandLimit {
		return bestR, fmt.Sprintf("bring back the attack card of %d from the discard pile", bestRV), true
	}
	return "", "", false
}

// give: the card goes to the player with the fewest cards, the player in
// turn first on a tie.
func (c *chooser) give() (string, string) {
	best, bestN := -1, 1<<30
	n := c.v.Players
	for k := range n {
		s := (c.v.Active + k) % n
		if h := c.v.Hands[s].Count; h < bestN {
			best, bestN = s, h
		}
	}
	if bestN >= c.v.HandLimit {
		return "skip", "every hand is full"
	}
	return "give " + strconv.Itoa(best+1), fmt.Sprintf("%s holds the fewest cards (%d)", mh.SeatName(best), bestN)
}

// discard: the lowest attack card, else the least useful card.
func (c *chooser) discard() (string, string) {
	low, lowV := "", 1<<30
	for _, t := range c.hand() {
		if v, _, ok := defence(t); ok && v < lowV {
			low, lowV = t, v
		}
	}
	if low != "" {
		return "discard " + low, "over the hand limit: the lowest attack card goes"
	}
	for _, t := range []string{"hook", "allen", "reynolds", "dalton", "bourne", "schiess", "bromhead", "heads-down", "extinguish", "chard", "adendorff", "harlech"} {
		if c.has("discard " + t) {
			return "discard " + t, "over the hand limit: the least useful card goes"
		}
	}
	return c.legal[0], "over the hand limit"
}
