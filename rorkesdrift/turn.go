package rorkesdrift

// startTurn begins a turn with the iMpi phase (4.0). It stops in PhaseImpi
// with the drawn chit in g.Chit, or goes on to the Action phase when there is
// no chit to react to.
func (g *Game) startTurn() {
	g.Turn++
	g.ActionsLeft = 0
	g.NoVolleys = false
	g.TurnDRM = 0
	g.IgnoreDRM = false
	g.Used = nil
	g.HeroFreeUsed = false
	g.PrivateBonus = false
	g.Chit = -1
	g.Pending = nil
	g.Phase = PhaseImpi
	if g.Turn > MaxTurns {
		g.endGame(CauseStalemate, "the turn limit was reached")
		return
	}
	if g.Options.MorningAttack && g.finalAssaultDue() {
		g.finalAssault()
		g.enterAction()
		return
	}
	if g.FinalAssault {
		g.assaultDraws()
		if g.Phase != PhaseOver {
			g.enterAction()
		}
		return
	}
	g.Chit = g.drawChit("4.0", "iMpi phase: draw a chit from the cup")
	if g.Chit < 0 {
		g.enterAction()
	}
	// Otherwise wait in PhaseImpi; settle() goes on if nobody can react.
}

// resolveChit is the iButho phase (5.0).
func (g *Game) resolveChit() {
	c := g.Chit
	g.Chit = -1
	skip := g.implement(c)
	g.dispose(c)
	if g.Phase == PhaseOver || g.Phase == PhaseAblaze {
		return
	}
	g.refreshDefenses()
	if skip {
		g.SkippedTurn = true
		g.startTurn()
		return
	}
	g.enterAction()
}

func (g *Game) enterAction() {
	g.Phase = PhaseAction
	g.ActionsLeft = 1
}

// enterDraw is the Card Draw phase (7.0): one card must be drawn.
func (g *Game) enterDraw() {
	g.Phase = PhaseDraw
	g.ActionsLeft = 0
	g.HandAtDraw = len(g.Hand)
	g.drawCard("7.0")
}

// drawCard takes the top card of the draw pile and deals with special cards.
func (g *Game) drawCard(rule string) {
	if g.Phase == PhaseOver {
		return
	}
	if len(g.DrawPile) == 0 {
		g.logf(rule, nil, "the draw pile is empty")
		return
	}
	id := g.DrawPile[0]
	g.DrawPile = g.DrawPile[1:]
	c := g.card(id)
	switch {
	case c.Event == "relief":
		g.Discards = append(g.Discards, id)
		g.Relieved = true
		g.logf("11.0", nil, "drawn: %s", c.Name)
		g.endGame(CauseRelief, "Lord Chelmsford's column arrived")
	case c.Event == "night":
		g.Discards = append(g.Discards, id)
		g.Night = true
		g.logf("10.0", nil, "drawn: %s. Night falls; the card is spent", c.Name)
	case c.Penalty == "after_first_volley" && g.FirstVolley:
		g.OutCards = append(g.OutCards, id)
		g.logf("6.2.6", nil, "drawn: %s, too late after the first volley: removed without effect", c.Name)
	case c.Penalty == "day" && !g.Night:
		g.OutCards = append(g.OutCards, id)
		g.logf("6.2.6", nil, "drawn: %s by day: removed without effect", c.Name)
	default:
		g.Hand = append(g.Hand, id)
		g.logf(rule, nil, "drawn: #%02d %s", id, c.Name)
	}
}

// enterHousekeeping is the Housekeeping phase (9.0).
func (g *Game) enterHousekeeping() {
	g.Phase = PhaseHousekeeping
	for i := range g.IButhos {
		if g.IButhos[i].Active() {
			return
		}
	}
	g.endGame(CauseVictory, "no iButho is left in the fight")
}

// needDiscard reports whether Housekeeping must still shed cards.
func (g *Game) needDiscard() bool {
	return len(g.Hand) > HandLimit && !g.handLimitLifted()
}

// handLimitLifted reports whether a card such as Colour Sgt. Bourne is
// available and lifts the hand limit.
func (g *Game) handLimitLifted() bool {
	for _, id := range g.Tableau {
		if g.card(id).NoHandLimit {
			return true
		}
	}
	return false
}

func (g *Game) finishHousekeeping() {
	if g.afterHousekeeping != nil {
		g.afterHousekeeping(g)
	}
	g.SkippedTurn = false
	g.startTurn()
}

// pass ends the current decision point.
func (g *Game) pass() {
	switch g.Phase {
	case PhaseImpi:
		if g.Chit >= 0 {
			g.resolveChit()
		} else {
			g.enterAction()
		}
	case PhaseAction:
		g.enterDraw()
	case PhaseVolley:
		g.resolveVolley()
	case PhaseDraw:
		g.Phase = PhaseHero
	case PhaseHero:
		g.enterHousekeeping()
	}
}

// settle runs the game on through every decision point at which the player
// has nothing to choose but to go on.
func (g *Game) settle() {
	for g.Phase != PhaseOver {
		if g.Phase == PhaseHousekeeping {
			if g.needDiscard() {
				return
			}
			g.finishHousekeeping()
			continue
		}
		if g.choices() {
			return
		}
		g.pass()
	}
}

// choices reports whether the player has anything to choose besides passing.
func (g *Game) choices() bool {
	g.scratch = g.legal(g.scratch[:0], true)
	return len(g.scratch) > 0
}
