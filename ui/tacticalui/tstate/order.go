package tstate

import (
	"fmt"

	"zulu1879/games"
	"zulu1879/tactical"
)

// A person's order of several actions (a group command: man the walls,
// fire at the closest danger, the planner's proposal) is played action by
// action. An action may leave a decision of rule 9 to the other side (the
// Zulus' pair when the British fire, the British pair when the Zulus
// attack or, from revision 3, fire). A bot answers at once (Apply); in
// hotseat the other person must, so the order is held: the screen says to
// hand over, and once the other person has answered and the seat is back
// with the order's side, the rest of the order goes on by itself.

// OrderResult says what RunOrder did.
type OrderResult struct {
	// Done and Refused count the order's actions played and refused so
	// far (an action an earlier one made illegal is passed over).
	Done, Refused int
	// FirstRefusal is the first refused action and why ("" for none).
	FirstRefusal string
	// Waiting is set when the order is held for the other person's
	// answer; Left is how many of its actions are still to come.
	Waiting bool
	Left    int
	// Line says it in one line, for the screen.
	Line string
}

// heldOrder is an order being played, or held for the other person.
type heldOrder struct {
	seat games.Seat
	rest []string
	res  OrderResult
}

// RunOrder plays the actions of an order of the person to act, one
// engine action each, in order. It stops, holding the rest, when an
// action leaves a decision to the other person (hotseat): the order goes
// on when that person has answered (through Apply or Choose) and the
// order's side is to act again. It stops for good when the game ends or
// the phase passes to the other side for another reason.
func (m *Model) RunOrder(actions []string) OrderResult {
	if !m.MyTurn() {
		r := OrderResult{Refused: len(actions), Line: "Not yours to play now: " + m.Status()}
		return r
	}
	if h := m.held; h != nil && h.seat != m.ToAct() {
		return m.answerOrder(actions)
	}
	m.held = &heldOrder{seat: m.ToAct(), rest: append([]string(nil), actions...)}
	return m.goOn()
}

// answerOrder plays an order of the person an order waits for (his
// answers, as a proposal): each action through Apply, so that the order
// waiting goes on as soon as an answer gives the seat back; what is left
// of this one after that is refused.
func (m *Model) answerOrder(actions []string) OrderResult {
	var r OrderResult
	seat, said := m.ToAct(), ""
	for _, a := range actions {
		err := fmt.Errorf("the %s are to act now", SeatName(m.ToAct()))
		if !m.Over() && m.ToAct() == seat {
			err = m.Apply(a)
		}
		if err != nil {
			if r.Refused == 0 {
				r.FirstRefusal = Describe(m.G(), a).Words + ": " + Plain(m.G(), err.Error())
			}
			r.Refused++
			continue
		}
		r.Done++
		if res := m.Resumed(); res != "" {
			said = res
		}
	}
	r.Line = fmt.Sprintf("Carried out %s.", plural(r.Done, "action", "actions"))
	if r.Refused > 0 {
		r.Line += fmt.Sprintf(" %s refused, the first: %s", plural(r.Refused, "action was", "actions were"), r.FirstRefusal)
	}
	if said != "" {
		r.Line += " " + said
	}
	m.Info, m.IsError = r.Line, false
	return r
}

// Held reports whether an order is held for the other person's answer,
// and says so.
func (m *Model) Held() (string, bool) {
	if m.held == nil {
		return "", false
	}
	return m.held.res.Line, true
}

// goOn plays the held order's actions while its side is to act.
func (m *Model) goOn() OrderResult {
	h := m.held
	m.running = true
	defer func() { m.running = false }()
	for len(h.rest) > 0 && !m.Over() {
		if m.ToAct() != h.seat {
			if _, seat, _, ok := m.G().PendingDecision(); ok && games.Seat(seat) == m.ToAct() && !m.IsBot(m.ToAct()) {
				h.res.Waiting, h.res.Left = true, len(h.rest)
				h.res.Line = m.handOverLine(h)
				m.Info, m.IsError = h.res.Line, false
				return h.res
			}
			break
		}
		a := h.rest[0]
		h.rest = h.rest[1:]
		if err := m.Apply(a); err != nil {
			if h.res.Refused == 0 {
				h.res.FirstRefusal = Describe(m.G(), a).Words + ": " + Plain(m.G(), err.Error())
			}
			h.res.Refused++
			continue
		}
		h.res.Done++
	}
	m.held = nil
	if len(h.rest) > 0 {
		h.res.Refused += len(h.rest)
		if h.res.FirstRefusal == "" {
			h.res.FirstRefusal = h.rest[0] + ": the phase has passed"
		}
	}
	h.res.Waiting, h.res.Left = false, 0
	h.res.Line = fmt.Sprintf("Carried out %s.", plural(h.res.Done, "action", "actions"))
	if h.res.Refused > 0 {
		h.res.Line += fmt.Sprintf(" %s refused, the first: %s", plural(h.res.Refused, "action was", "actions were"), h.res.FirstRefusal)
	}
	m.Info, m.IsError = h.res.Line, false
	return h.res
}

// handOverLine asks the person to act to take the screen, and says what
// waits for him.
func (m *Model) handOverLine(h *heldOrder) string {
	g := m.G()
	p := g.Pending
	what := map[string]string{
		tactical.ZuluPair:            "pair " + g.ID(p.Target) + " with a counter next to it, or not",
		tactical.ZuluCasualty:        "which counter of the pair takes the fire",
		tactical.BritishPair:         "who stands with " + g.ID(p.Target) + " against the attack",
		tactical.BritishCasualty:     "the order in which the men take the melee's result",
		tactical.BritishFirePair:     "pair " + g.ID(p.Target) + " with men next to him, or not",
		tactical.BritishFireCasualty: "which man of the pair takes the fire",
	}[p.Kind]
	return fmt.Sprintf("Hand over to the %s: they choose %s (the actions listed). Then the %s order goes on by itself (%s to go).",
		SeatName(m.ToAct()), what, SeatName(h.seat), plural(len(h.rest), "action", "actions"))
}

// resume goes on with a held order once its side is to act again, after
// an action of the other person. It reports the line to say, "" when
// nothing was held or it still waits.
func (m *Model) resume() string {
	h := m.held
	if h == nil || m.running {
		return ""
	}
	if m.ToAct() != h.seat || m.Over() {
		if _, seat, _, ok := m.G().PendingDecision(); ok && games.Seat(seat) == m.ToAct() && !m.IsBot(m.ToAct()) && !m.Over() {
			return "" // still waiting for an answer
		}
		// The answer ended the phase (nothing left for the order's side
		// to do) or the game: the rest of the order is not played.
		m.held = nil
		return fmt.Sprintf("The %s order ends here, %s: %s of it not played.", SeatName(h.seat), m.G().Phase, plural(len(h.rest), "action", "actions"))
	}
	r := m.goOn()
	if r.Waiting {
		return r.Line
	}
	return fmt.Sprintf("The %s order went on after the answer: %s", SeatName(m.ToAct()), r.Line)
}

// DropOrder forgets a held order (undo, a new order).
func (m *Model) DropOrder() { m.held = nil }

// Undo takes back the person's last action (recplay.Session.Undo),
// forgetting a held order first.
func (m *Model) Undo() error {
	m.DropOrder()
	return m.Session.Undo()
}

// TakeBack takes the record back to its first k actions
// (recplay.Session.TakeBack), forgetting a held order first.
func (m *Model) TakeBack(k int) error {
	m.DropOrder()
	return m.Session.TakeBack(k)
}
