package harlech

import "strings"

// Stats are a finished game's own figures for the simulator's summary
// (games.Stats), whose means over a run give: "win_rate", the team's win rate;
// "turns", the mean number of turns; "medal_<name>" (for example
// "medal_victoria_cross"), how often each medal is won. Nil while the game
// goes on.
func (g *Game) Stats() map[string]float64 {
	if g.Outcome == nil {
		return nil
	}
	out := map[string]float64{"win_rate": 0, "turns": float64(g.Turn)}
	for _, m := range g.data.Relief.Medals {
		out["medal_"+statName(m.Name)] = 0
	}
	if g.Outcome.Won {
		out["win_rate"] = 1
		if g.Outcome.Medal != "" {
			out["medal_"+statName(g.Outcome.Medal)] = 1
		}
	}
	return out
}

// statName makes a medal's name a key: lower-case words joined by "_".
func statName(s string) string {
	var b strings.Builder
	under := false
	for _, r := range strings.ToLower(s) {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
			if under && b.Len() > 0 {
				b.WriteByte('_')
			}
			b.WriteRune(r)
			under = false
		} else {
			under = true
		}
	}
	return b.String()
}
