package ramparts

import (
	"fmt"
)

// Advisor is a rule-of-thumb British player. It reads the state, never the
// draw pile or the cup, and explains every choice. It is deterministic.
type Advisor struct{}

// distance is how many boxes iButho b still has to go to reach the Zulu
// Victory marker (1 means its next step ends the game).
func (g *Game) distance(b *IButho) int { return b.Box - g.VictoryBox }

// threat returns the active iButho closest to the Zulu Victory marker and
// its distance (99 if none).
func (g *Game) threat() (int, int) {
	best, bd := -1, 99
	for i := range g.IButhos {
		b := &g.IButhos[i]
		if !b.Active() {
			continue
		}
		if d := g.distance(b); d < bd || (d == bd && b.Hits > g.IButhos[best].Hits) {
			best, bd = i, d
		}
	}
	return best, bd
}

func (g *Game) ibuthoIndex(id string) int {
	for i := range g.IButhos {
		if g.IButhos[i].ID == id {
			return i
		}
	}
	return -1
}

// Choose picks an action among g.Legal() and says why.
func (Advisor) Choose(g *Game) (Action, string) {
	legal := g.Legal()
	if len(legal) == 0 {
		return Action{}, "the game is over"
	}
	pass := Action{Kind: KindPass}
	find := func(pred func(Action) bool) (Action, bool) {
		for _, a := range legal {
			if pred(a) {
				return a, true
			}
		}
		return Action{}, false
	}
	effect := func(a Action) string {
		if a.Kind != KindUse {
			return ""
		}
		return g.card(a.Card).Abilities[a.Ab].Effect
	}
	_, danger := g.threat()
	switch g.Phase {
	case PhaseImpi:
		if g.Chit >= 0 && g.chitDangerous(g.Chit) {
			if a, ok := find(func(a Action) bool { return effect(a) == "cancel_chit" }); ok {
				return a, "this chit could carry an iButho onto the Zulu Victory marker: ignore it"
			}
			if a, ok := find(func(a Action) bool { return effect(a) == "redraw_chit" }); ok {
				return a, "this chit is dangerous: try another"
			}
		}
		return pass, "let the chit take effect"
	case PhaseVolley:
		p := g.Pending
		b := &g.IButhos[p.Target]
		if g.distance(b) <= 2 {
			if g.Revision() < 2 {
				bestN, bestV := -1, 7
				for _, a := range legal {
					if effect(a) != "set_die" {
						continue
					}
					if v := p.Dice[g.dieIndex(a.N)]; v < bestV {
						bestN, bestV = a.N, v
					}
				}
				if bestN >= 0 {
					for _, a := range legal {
						if effect(a) == "set_die" && a.N == bestN {
							return a, fmt.Sprintf("%s is %d box(es) from victory: make a miss a hit", b.ID, g.distance(b))
						}
					}
				}
			} else if a, ok := g.bestDieChange(legal); ok {
				return a, fmt.Sprintf("%s is %d box(es) from victory: change a die", b.ID, g.distance(b))
			}
		}
		return pass, "accept the dice"
	case PhaseDraw:
		if a, ok := find(func(a Action) bool { return effect(a) == "draw" && g.card(a.Card).Abilities[a.Ab].Kind == "return" }); ok {
			return a, "a free extra card for a Hero who can come back next turn"
		}
		return pass, "keep the Heroes in play"
	case PhaseHero:
		if a, ok := g.bestPut(legal, danger); ok {
			return a, "put forth the most useful Hero for free"
		}
		return pass, "nothing worth putting forth"
	case PhaseAblaze:
		return Action{Kind: KindDouse, Target: buildingID(g.bestToExtinguish())}, "put out the fire whose defender can stand again, or the one nearer an iButho"
	case PhaseHousekeeping:
		worst, wv := legal[0], 1<<30
		for _, a := range legal {
			if a.Kind == KindDiscard {
				if v := g.cardValue(a.Card); v < wv {
					worst, wv = a, v
				}
			}
		}
		return worst, "shed the least useful card"
	}
	return g.actionPhase(legal, danger)
}

// bestDieChange picks the die change (W. Jones) that does most once the
// volley's modifiers are applied after it: more hits first, then more
// retreats; none if no change improves the volley.
func (g *Game) bestDieChange(legal []Action) (Action, bool) {
	p := g.Pending
	score := func(d []int) int {
		d = append([]int(nil), d...)
		modify(d, p.Minus, p.Plus)
		s := 0
		for _, v := range d {
			switch {
			case v >= 6:
				s += 10
			case v == 5:
				s++
			}
		}
		return s
	}
	base := score(p.Dice)
	best, bv := Action{}, base
	for _, a := range legal {
		if a.Kind != KindUse || g.card(a.Card).Abilities[a.Ab].Effect != "set_die" {
			continue
		}
		d := append([]int(nil), p.Dice...)
		d[g.dieIndex(a.N)] = g.setDieValue(g.card(a.Card).Abilities[a.Ab].N)
		if v := score(d); v > bv {
			best, bv = a, v
		}
	}
	return best, bv > base
}

// chitDangerous reports whether chit c could end the game at once.
func (g *Game) chitDangerous(c int) bool {
	ct := g.t.chitType[g.Chits[c].Type]
	switch ct.Kind {
	case "advance":
		for _, i := range g.onTracks(ct.Formations) {
			if g.distance(&g.IButhos[i]) <= ct.Boxes {
				return true
			}
		}
	case "ibutho_forward":
		if i := g.ibuthoIndex(ct.IButho); i >= 0 && g.IButhos[i].Active() && g.distance(&g.IButhos[i]) <= ct.Boxes {
			return true
		}
	case "rifles", "snipers":
		for i := range g.IButhos {
			if b := &g.IButhos[i]; b.Active() && g.distance(b) <= 1 {
				return true
			}
		}
	}
	return false
}

// cardValue scores a card in hand for the discard decision.
func (g *Game) cardValue(id int) int {
	c := g.card(id)
	switch c.Type {
	case "volley":
		v := 2*c.Volley.Close + 2*c.Volley.Medium + c.Volley.Long
		if c.NeedsReserve && len(g.Reserve) == 0 {
			v -= 4
		}
		if c.FreeVolley {
			v += 3
		}
		return v
	case "event":
		return 5
	}
	v := 8
	if c.HasMedal() {
		v += 3
	}
	if c.Defense != nil || len(c.Abilities) > 0 {
		v += 2
	}
	return v
}

// bestPut chooses which Hero to put forth.
func (g *Game) bestPut(legal []Action, danger int) (Action, bool) {
	best, bv := Action{}, -1
	for _, a := range legal {
		if a.Kind != KindPut {
			continue
		}
		c := g.card(a.Card)
		v := 10
		if c.Defense != nil && !g.defenseBlocked(c.Defense.Box) {
			v += 30
		}
		if c.NoHandLimit && len(g.Hand) > HandLimit {
			v += 25
		}
		if c.ID == 4 {
			v += 20 // Bromhead: an extra Action every turn
		}
		if c.AbilityEffect("barricade_step") && g.VictoryBox > -2 {
			v += 15
		}
		if c.HasMedal() {
			v += 5
		}
		if c.Volley.Any() && danger <= 2 {
			v += 10
		}
		if c.Bonus == "private_pair" && !g.HeroFreeUsed {
			v += 3
		}
		if v > bv {
			best, bv = a, v
		}
	}
	return best, bv >= 0
}

// expected is a rough score of a volley: hits count double, retreats once.
func (g *Game) expected(c *cardT, b *IButho) float64 {
	n := g.volleyDice(c, b.Box)
	minus, plus := g.drms(c, b.Box)
	net := minus - plus
	pHit, pRet := 1.0/6, 1.0/6
	if net > 0 {
		pHit, pRet = 0.5/6, 1.0/6
	}
	if net > 1 {
		pHit, pRet = 0.2/6, 0.8/6
	}
	return float64(n) * (2*pHit + pRet)
}

func (g *Game) actionPhase(legal []Action, danger int) (Action, string) {
	ab := func(a Action) string {
		if a.Kind != KindUse {
			return ""
		}
		return g.card(a.Card).Abilities[a.Ab].Effect
	}
	find := func(pred func(Action) bool) (Action, bool) {
		for _, a := range legal {
			if pred(a) {
				return a, true
			}
		}
		return Action{}, false
	}
	// Best volley at the most dangerous target, split by cost.
	bestFire := func(costly, sacrifice bool) (Action, float64) {
		var best Action
		bv := -1.0
		for _, a := range legal {
			if a.Kind != KindFire {
				continue
			}
			c := g.card(a.Card)
			inHand := has(g.Hand, a.Card)
			if sacrifice == inHand {
				continue
			}
			if inHand && costly == c.FreeVolley {
				continue
			}
			b := &g.IButhos[g.ibuthoIndex(a.Target)]
			v := g.expected(c, b) * float64(10-g.distance(b))
			if v > bv {
				best, bv = a, v
			}
		}
		return best, bv
	}
	ti, _ := g.threat()
	drmsNow := 0
	if ti >= 0 {
		drmsNow, _ = g.drms(g.card(21), g.IButhos[ti].Box)
	}
	if danger <= 2 && drmsNow > 0 {
		if a, ok := find(func(a Action) bool { return a.Kind == KindPlay && g.card(a.Card).Event == "steady" }); ok {
			return a, "the enemy is at the wall: steady the men before firing"
		}
	}
	if a, ok := find(func(a Action) bool { return ab(a) == "ammo" }); ok {
		return a, "hand out ammunition for free"
	}
	if danger <= 1 {
		if a, ok := find(func(a Action) bool {
			return ab(a) == "retreat_close" && a.Target == g.IButhos[ti].ID
		}); ok {
			return a, "throw back the iButho about to break in"
		}
	}
	if a, v := bestFire(false, false); v > 0 {
		return a, "a free volley"
	}
	if danger <= 2 {
		if a, v := bestFire(true, false); v > 0 && g.ActionsLeft > 0 {
			return a, "the enemy is close: fire"
		}
		if a, ok := find(func(a Action) bool {
			return ab(a) == "extra_actions" && g.card(a.Card).Abilities[a.Ab].Kind == "return"
		}); ok && g.ActionsLeft == 0 {
			return a, "one more Action for one more volley"
		}
		if danger <= 1 {
			if a, v := bestFire(false, true); v > 0 {
				return a, "a Hero gives his all to stop the rush"
			}
			if a, ok := find(func(a Action) bool { return ab(a) == "barricade_step" }); ok {
				return a, "finish the barricade before they break in"
			}
		}
	}
	if a, ok := find(func(a Action) bool {
		return ab(a) == "barricade_step" && g.card(a.Card).Abilities[a.Ab].Kind != "discard"
	}); ok {
		return a, "a free third of a barricade"
	}
	if g.ActionsLeft > 0 {
		if g.AmmoLow {
			if a, ok := g.dutyAction(legal, KindAmmo); ok {
				return a, "every volley suffers while ammunition is low"
			}
		}
		for b := 0; b < 2; b++ {
			if g.Burning[b] {
				if a, ok := g.dutyAction(legal, KindFireFight); ok {
					return a, "a burning building costs VP and blocks the line of fire"
				}
			}
		}
		if a, v := bestFire(true, false); v > 0.9 {
			return a, "a good shot"
		}
		if a, ok := find(func(a Action) bool { return a.Kind == KindBarricade }); ok {
			return a, "each barricade pushes the Zulu Victory marker back"
		}
		if a, ok := find(func(a Action) bool { return a.Kind == KindReserve }); ok {
			for _, id := range g.Hand {
				if g.card(id).NeedsReserve {
					return a, "form the Reserve Platoon for the Commit card in hand"
				}
			}
		}
		if a, ok := g.bestPut(legal, danger); ok {
			return a, "put another Hero into the fight"
		}
		if a, v := bestFire(true, false); v > 0 {
			return a, "use the Action on a volley"
		}
	}
	if g.ActionsLeft == 0 && len(g.Hand) > 0 {
		if a, ok := find(func(a Action) bool {
			return ab(a) == "extra_actions" && g.card(a.Card).Abilities[a.Ab].Kind == "return"
		}); ok {
			for _, x := range legal {
				if x.Kind == KindBarricade || (x.Kind == KindAmmo) {
					return a, "one more Action"
				}
			}
		}
	}
	return Action{Kind: KindPass}, "nothing more worth doing"
}

// dutyAction picks an available Hero for a camp duty, sparing the officers.
func (g *Game) dutyAction(legal []Action, kind string) (Action, bool) {
	var best Action
	bv := -1
	for _, a := range legal {
		if a.Kind != kind {
			continue
		}
		v := 10
		if g.isLieutenant(a.Card) || g.card(a.Card).Rank == "sergeant" {
			v -= 5
		}
		if g.card(a.Card).Defense != nil {
			v -= 6
		}
		if v > bv {
			best, bv = a, v
		}
	}
	return best, bv >= 0
}
