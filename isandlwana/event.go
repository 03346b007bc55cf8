package isandlwana

import (
	"fmt"

	"zulu1879/internal/words"
)

// Event is one line of the game's log: what happened, under which rule, and
// the dice rolled for it.
type Event struct {
	Turn  int    `json:"turn"`
	Phase Phase  `json:"phase"`
	Side  Side   `json:"side"`
	Rule  string `json:"rule,omitempty"`
	Text  string `json:"text"`
	Dice  []int  `json:"dice,omitempty"`
}

// String renders the event for a log panel or transcript.
func (e Event) String() string {
	s := fmt.Sprintf("T%d %s: %s", e.Turn, e.Phase, e.Text)
	if e.Rule != "" {
		s += " [" + e.Rule + "]"
	}
	return s
}

// logging reports whether the game keeps a log. Callers test it before
// building a log line's arguments, so that a quiet game (the simulator's)
// spends nothing on text.
func (g *State) logging() bool { return !g.Opts.Quiet }

// logf appends an event (unless the game is quiet).
func (g *State) logf(side Side, rule, format string, args ...any) {
	if g.Opts.Quiet {
		return
	}
	g.Log = append(g.Log, Event{Turn: g.Turn, Phase: g.Phase, Side: side, Rule: rule, Text: fmt.Sprintf(format, args...)})
}

// roll rolls one die for the given rule. The value is attached to the next
// logged event by the caller through logRoll.
func (g *State) roll(why string) int {
	if g.roller != nil {
		return g.roller.Roll(6, why)
	}
	return g.Dice.Roll(6, why)
}

// logRoll appends an event carrying the die value.
func (g *State) logRoll(side Side, rule string, die int, format string, args ...any) {
	if g.Opts.Quiet {
		return
	}
	g.Log = append(g.Log, Event{Turn: g.Turn, Phase: g.Phase, Side: side, Rule: rule, Text: fmt.Sprintf(format, args...), Dice: []int{die}})
}

// DecisionKind says what question a pending decision asks.
type DecisionKind uint8

// The pending decisions.
const (
	DecideHit       DecisionKind = iota // Zulu: which unit in the hex takes the hit (8.3.2)
	DecideAdvance                       // Zulu: advance after combat, and with whom (8.7)
	DecideLeader                        // British: where a lone leader goes (8.6)
	DecideOverstack                     // British: which unit leaves an overstacked hex (6.2)
	DecideDisplace                      // Zulu: which hex the displaced unit goes to (6.2)
	DecideSnipe                         // Zulu: which unit a sniping hit takes a step from (5.7)
	DecideColours                       // British: raise the Colours or send them off (5.9, 5.10)
	DecideArrival                       // British: where an arriving unit enters (5.9)
)

// Decision is a question one player must answer before play goes on. The
// answer is an ActChoose action whose Pick is one of Options.
type Decision struct {
	Kind    DecisionKind `json:"kind"`
	Side    Side         `json:"side"`
	Hex     string       `json:"hex,omitempty"`
	Unit    string       `json:"unit,omitempty"`
	Count   int          `json:"count,omitempty"`
	Options []string     `json:"options"`
}

// Prompt explains the decision to a player.
func (d Decision) Prompt() string {
	switch d.Kind {
	case DecideHit:
		return fmt.Sprintf("Zulu: the attack on %s hits; choose the unit that loses a step", d.Hex)
	case DecideAdvance:
		return fmt.Sprintf("Zulu: %s is cleared; choose an attacker's hex to advance from, or none", d.Hex)
	case DecideLeader:
		return fmt.Sprintf("British: %s is alone in %s; choose the nearest British hex to join", d.Unit, d.Hex)
	case DecideOverstack:
		return fmt.Sprintf("British: %s is overstacked; choose a unit to leave it", d.Hex)
	case DecideDisplace:
		return fmt.Sprintf("Zulu: choose the hex %s is displaced to from %s", d.Unit, d.Hex)
	case DecideSnipe:
		return fmt.Sprintf("Zulu: %s left; choose a British unit next to your warriors", words.Count(d.Count, "sniping hit", "sniping hits"))
	case DecideColours:
		return "British: the Queen's Colours arrive; raise them with the wagon, or send them off the field (5.10)"
	case DecideArrival:
		return fmt.Sprintf("British: %s arrives; choose its hex (the wagon's hex or next to it)", d.Unit)
	}
	return "decide"
}
