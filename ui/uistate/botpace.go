package uistate

import (
	"fmt"
	"strings"
	"zulu1879/internal/words"

	"zulu1879/hexmap"
	"zulu1879/isandlwana"
)

// BotPhaseBudgets is how long, in seconds, one bot phase may take at each
// speed: the pause before each action shrinks when a phase has many (turn
// 1's Zulu movement has about a hundred), and stays at BotDelays when it has
// few, so a single fire is still easy to follow.
var BotPhaseBudgets = [...]float64{15, 5, 0}

// botRun follows a stretch of bot play: the pace of the phase it is in, and
// what it did, for the summary the player reads when it is their turn again.
type botRun struct {
	active bool
	side   isandlwana.Side
	start  isandlwana.Stats
	moves  int // units moved or brought on
	// The phase the pace was set for, and the pause before each action.
	turn  int
	phase isandlwana.Phase
	inV   bool
	delay float64
}

// botDelay is the pause before the bot's next action at the chosen speed.
func (m *Model) botDelay() float64 {
	g := m.Game()
	r := &m.run
	base := BotDelays[m.Speed]
	if r.turn != g.Turn || r.phase != g.Phase || r.inV != g.InPhaseV {
		r.turn, r.phase, r.inV = g.Turn, g.Phase, g.InPhaseV
		r.delay = min(base, BotPhaseBudgets[m.Speed]/float64(max(1, actionsAhead(g))))
	}
	return min(base, r.delay)
}

// actionsAhead estimates how many actions the side to act has left in this
// phase: a Zulu move or attack per unit that may still act, one per pooled
// unit to bring on, one otherwise.
func actionsAhead(g *isandlwana.State) int {
	seen := map[hexmap.Hex]bool{}
	n, recycle := 0, false
	for _, a := range g.Legal() {
		switch a.Kind {
		case isandlwana.ActZuluMove, isandlwana.ActAttack:
			if !seen[a.From] {
				seen[a.From] = true
				n += g.ZulusAt(a.From)
			}
		case isandlwana.ActRecycle:
			recycle = true
		}
	}
	if recycle {
		n += g.Pool[0] + g.Pool[1]
	}
	return max(1, n)
}

// noteBotAction records a bot action in the running stretch.
func (m *Model) noteBotAction(a isandlwana.Action) {
	r := &m.run
	if !r.active {
		r.active, r.side, r.start, r.moves = true, m.Game().ToAct(), m.Game().Stats, 0
	}
	switch a.Kind {
	case isandlwana.ActZuluMove, isandlwana.ActMove:
		r.moves++
	case isandlwana.ActRecycle:
		r.moves += max(1, a.Count)
	}
}

// endBotRun closes a stretch of bot play once a person is to act, and says
// what the bot did. It reports whether there was one.
func (m *Model) endBotRun() bool {
	r := &m.run
	if !r.active {
		return false
	}
	r.active = false
	if s := m.botSummary(); s != "" {
		m.say("%s", s)
	}
	return true
}

// botSummary says in a line what the bot did since the player last acted,
// from the game's own running totals.
func (m *Model) botSummary() string {
	r := &m.run
	d := m.Game().Stats
	var did, results []string
	count := func(to *[]string, n int, one, many string) {
		if n == 1 {
			*to = append(*to, one)
		} else if n > 1 {
			*to = append(*to, fmt.Sprintf(many, n))
		}
	}
	who := "the British"
	if r.side == isandlwana.Zulu {
		who = "the Zulus"
		count(&did, r.moves, "moved 1 unit", "moved %d units")
		n, h := d.ZuluAttacks-r.start.ZuluAttacks, d.ZuluAttacksHit-r.start.ZuluAttacksHit
		count(&did, n, "attacked once ("+hits(h)+")", "attacked %d times ("+hits(h)+")")
		count(&did, d.SnipingHits-r.start.SnipingHits, "sniped 1 step away", "sniped %d steps away")
	} else {
		count(&did, r.moves, "made 1 move", "made %d moves")
		n, h := d.BritishFires-r.start.BritishFires, d.BritishFiresHit-r.start.BritishFiresHit
		count(&did, n, "fired once ("+hits(h)+")", "fired %d times ("+hits(h)+")")
	}
	count(&results, d.BritishStepsLost-r.start.BritishStepsLost, "the British lost 1 step", "the British lost %d steps")
	count(&results, d.BritishUnitsLost-r.start.BritishUnitsLost, "1 British unit is gone", "%d British units are gone")
	count(&results, d.LeadersLost-r.start.LeadersLost, "1 leader fell", "%d leaders fell")
	count(&results, d.ZulusEliminated-r.start.ZulusEliminated, "1 Zulu unit was eliminated", "%d Zulu units were eliminated")
	if len(did) == 0 && len(results) == 0 {
		return ""
	}
	s := "While you waited"
	if len(did) > 0 {
		s += ", " + who + " " + strings.Join(did, ", ")
	}
	if len(results) > 0 {
		if len(did) > 0 {
			s += ";"
		} else {
			s += ":"
		}
		s += " " + strings.Join(results, "; ")
	}
	return s + ". The log has each step."
}

func hits(n int) string { return Plural(n, "hit", "hits") }

// Plural words a count for the screen: "1 unit", "0 units", "3 units".
func Plural(n int, one, many string) string { return words.Count(n, one, many) }
