package tactical

import (
	"strings"

	"zulu1879/tactical/tables"
)

// endKeys are the ways a game ends (Outcome.Key).
var endKeys = []string{"light-fails", "dawn", "vp", "massacre"}

// Stats are a finished game's figures for the simulator (games.Stats):
// british_win, zulu_win and draw (0 or 1, so their means are rates), vp,
// level (0 Zulu decisive to 6 British decisive), turns, british_dead,
// zulu_eliminated, and end_light_fails, end_dawn, end_vp, end_massacre
// (how it ended). Nil while the game goes on.
func (g *Game) Stats() map[string]float64 {
	if g.Outcome == nil {
		return nil
	}
	sc := g.Score(true)
	vp := g.Outcome.VP
	out := map[string]float64{"british_win": 0, "zulu_win": 0, "draw": 0, "vp": float64(vp), "level": float64(tables.Level(vp)),
		"turns": float64(g.Turn), "british_dead": float64(sc.BritishEliminated), "zulu_eliminated": float64(sc.ZuluEliminated)}
	switch {
	case vp >= 50:
		out["british_win"] = 1
	case vp < 25:
		out["zulu_win"] = 1
	default:
		out["draw"] = 1
	}
	for _, k := range endKeys {
		out["end_"+strings.ReplaceAll(k, "-", "_")] = 0
	}
	out["end_"+strings.ReplaceAll(g.Outcome.Key, "-", "_")] = 1
	return out
}
