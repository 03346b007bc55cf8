package textview

import (
	"fmt"
	"strings"
	"zulu1879/internal/words"

	"zulu1879/isandlwana"
	"zulu1879/units"
)

// Status is the one-line summary of the game: turn, phase, who acts, British
// strength, Zulus on the map and in the recycling pools. When a decision is
// pending, a second line asks it with its options.
func Status(g *isandlwana.State) string {
	var b strings.Builder
	if g.Over() {
		fmt.Fprintf(&b, "Turn %d/%d | Game over: %s", g.Turn, g.Scen.Turns, g.Outcome)
	} else {
		fmt.Fprintf(&b, "Turn %d/%d | %s | %s to act", g.Turn, g.Scen.Turns, g.PhaseLabel(), g.ToAct())
	}
	fmt.Fprintf(&b, " | British %d SP | Zulus on map %d | pool W%d E%d", g.BritishSP(), g.ZulusOnMap(), g.Pool[0], g.Pool[1])
	b.WriteString(" | " + wagonState(g))
	b.WriteString("\n")
	if d, ok := g.Decision(); ok {
		fmt.Fprintf(&b, "Question: %s\n  choose one of: %s\n", d.Prompt(), strings.Join(d.Options, " "))
	}
	return b.String()
}

// wagonState says where the wagon and the Colours are.
func wagonState(g *isandlwana.State) string {
	w := "wagon " + g.Wagon.Hex.String()
	if g.Wagon.Captured {
		w = "wagon captured"
	}
	switch g.Colours {
	case isandlwana.ColoursNotYet:
		return w + ", Colours not yet arrived"
	case isandlwana.ColoursRaised:
		return w + " with the Colours"
	case isandlwana.ColoursSentOff:
		return w + ", Colours sent off"
	case isandlwana.ColoursCaptured:
		return w + ", Colours captured"
	}
	return w
}

// Roster is a table of the British counters: id, name, kind, strength,
// hex and status (on the map, in square, waiting to arrive, eliminated).
func Roster(g *isandlwana.State) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%-9s %-9s %-10s %5s  %-4s  %s\n", "id", "name", "kind", "SP", "hex", "status")
	for i := range g.Units {
		u := &g.Units[i]
		sp := fmt.Sprintf("%d/%d", u.Strength, u.Full)
		if u.Kind == units.Leader {
			sp = "-"
		}
		hex := u.Hex.String()
		var st string
		switch u.Status {
		case isandlwana.OnMap:
			st = "on map"
			if u.InSquare {
				st += ", in square"
			}
			var done []string
			if u.MPUsed > 0 {
				done = append(done, fmt.Sprintf("%d MP used", u.MPUsed))
			}
			if u.FireUsed > 0 {
				done = append(done, fmt.Sprintf("fired %d SP", u.FireUsed))
			}
			if len(done) > 0 {
				st += " (" + strings.Join(done, ", ") + " this phase)"
			}
		case isandlwana.Waiting:
			st = fmt.Sprintf("arrives turn %d", u.Arrives)
			hex = "-"
		case isandlwana.Eliminated:
			st = "eliminated"
			hex = "-"
		}
		fmt.Fprintf(&b, "%-9s %-9s %-10s %5s  %-4s  %s\n", u.ID, u.Name, u.Kind, sp, hex, st)
	}
	fmt.Fprintf(&b, "Total on map: %d SP. %s.\n", g.BritishSP(), upperFirst(wagonState(g)))
	return b.String()
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// FormatEvent writes one log event on one line: turn, phase, text, rule
// and the dice rolled for it.
func FormatEvent(e isandlwana.Event) string {
	s := fmt.Sprintf("T%d %s: %s", e.Turn, e.Phase, e.Text)
	return s + words.EventTags(e.Rule, e.Dice)
}

// LogCursor remembers how much of a game's log has been shown.
type LogCursor struct {
	shown int
}

// Next returns the events logged since the last call, formatted one per
// line, and marks them shown.
func (c *LogCursor) Next(g *isandlwana.State) []string {
	if c.shown > len(g.Log) {
		c.shown = 0 // a different or reloaded game
	}
	var out []string
	for _, e := range g.Log[c.shown:] {
		out = append(out, FormatEvent(e))
	}
	c.shown = len(g.Log)
	return out
}

// Summary reports the end of a game: the winner, how and when, and the
// losses of each side, counted from the state.
func Summary(g *isandlwana.State) string {
	if !g.Over() {
		return fmt.Sprintf("The game is not over: turn %d, %s.\n", g.Turn, g.PhaseLabel())
	}
	var how string
	for k := len(g.Log) - 1; k >= 0; k-- {
		if g.Log[k].Rule == "4.0" {
			how = g.Log[k].Text
			break
		}
	}
	var stepsLost, unitsLost, leadersLost, unitsLeft, leadersLeft int
	for i := range g.Units {
		u := &g.Units[i]
		if u.IsCombat() {
			switch u.Status {
			case isandlwana.Eliminated:
				// A unit pushed out of an overstack with nowhere to go
				// dies with steps left: they are all lost.
				stepsLost += u.Full
				unitsLost++
			case isandlwana.OnMap:
				stepsLost += u.Full - u.Strength
				unitsLeft++
			}
			continue
		}
		switch u.Status {
		case isandlwana.Eliminated:
			leadersLost++
		case isandlwana.OnMap:
			leadersLeft++
		}
	}
	var b strings.Builder
	winners := "the British win"
	if g.Outcome.Winner() == isandlwana.Zulu {
		winners = "the Zulus win"
	}
	fmt.Fprintf(&b, "GAME OVER on turn %d: %s.\n", g.Turn, winners)
	if how != "" {
		fmt.Fprintf(&b, "  %s\n", how)
	}
	fmt.Fprintf(&b, "  British losses: %s, %s and %s eliminated; %s (%d SP) and %s still on the map.\n",
		words.Count(stepsLost, "step", "steps"), words.Count(unitsLost, "unit", "units"), words.Count(leadersLost, "leader", "leaders"),
		words.Count(unitsLeft, "unit", "units"), g.BritishSP(), words.Count(leadersLeft, "leader", "leaders"))
	fmt.Fprintf(&b, "  Zulu losses: %s eliminated by fire (recycled through the onrush hexes); %d on the map at the end.\n",
		words.Count(g.Stats.ZulusEliminated, "unit", "units"), g.ZulusOnMap())
	fmt.Fprintf(&b, "  Wagon: %s. Colours: %s.\n", wagonWord(g), coloursWord(g.Colours))
	return b.String()
}

func wagonWord(g *isandlwana.State) string {
	if g.Wagon.Captured {
		return "captured"
	}
	return "in " + g.Wagon.Hex.String()
}

func coloursWord(c isandlwana.ColoursState) string {
	switch c {
	case isandlwana.ColoursRaised:
		return "still flying"
	case isandlwana.ColoursSentOff:
		return "sent off the field"
	case isandlwana.ColoursCaptured:
		return "captured"
	}
	return "never arrived"
}
