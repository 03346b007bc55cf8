package ramparts

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
	g.noteCup()
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

// Log texts that mark the iMpi cup running dry (12.4), written once a game.
const (
	cupNoAdvance  = "the iMpi cup holds no Advance chit any more"
	cupLastEvents = "only chits that go back to the cup are left in it: no Zulu can be made to advance by its own chit (the state of 12.4.1)"
)

// noteCup logs, once, the iMpi phase at which the cup first holds no
// Advance chit, and the one at which only Rifles Overheat and Zulu Snipers
// are left (12.4.1, whether or not the optional morning attack is used).
func (g *Game) noteCup() {
	if g.FinalAssault {
		return
	}
	adv, other := 0, 0
	for _, c := range g.cup() {
		switch g.chitKind(c) {
		case "advance":
			adv++
		case "rifles", "snipers":
		default:
			other++
		}
	}
	dry, last := g.CupRanDry()
	if adv == 0 && !dry {
		g.logf("12.4", nil, cupNoAdvance)
	}
	if adv == 0 && other == 0 && !last {
		g.logf("12.4", nil, cupLastEvents)
	}
}

// CupRanDry reports whether the iMpi cup has held no Advance chit at the
// start of an iMpi phase, and whether it has come down to Rifles Overheat
// and Zulu Snipers alone (the state in which 12.4.1 starts the final
// assault), as the log records.
func (g *Game) CupRanDry() (noAdvance, onlyLastTwo bool) {
	for i := range g.Log {
		if e := &g.Log[i]; e.Rule == "12.4" {
			noAdvance = noAdvance || e.Text == cupNoAdvance
			onlyLastTwo = onlyLastTwo || e.Text == cupLastEvents
		}
	}
	return
}
