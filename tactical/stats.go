package tactical

// Stats are a finished game's figures for the simulator (games.Stats):
// british_win, zulu_win and draw (0 or 1, so their means are rates), vp,
// turns, british_dead, zulu_eliminated, and level_N (N the victory level
// 0-6, Zulu decisive to British decisive). Nil while the game goes on.
func (g *Game) Stats() map[string]float64 {
	if g.Outcome == nil {
		return nil
	}
	sc := g.Score(true)
	out := map[string]float64{"british_win": 0, "zulu_win": 0, "draw": 0, "vp": float64(g.Outcome.VP), "turns": float64(g.Turn),
		"british_dead": float64(sc.BritishEliminated), "zulu_eliminated": float64(sc.ZuluEliminated)}
	switch vp := g.Outcome.VP; {
	case vp >= 50:
		out["british_win"] = 1
	case vp < 25:
		out["zulu_win"] = 1
	default:
		out["draw"] = 1
	}
	for _, k := range []string{"light-fails", "dawn", "vp", "massacre"} {
		out["end_"+map[string]string{"light-fails": "light_fails", "dawn": "dawn", "vp": "vp", "massacre": "massacre"}[k]] = 0
	}
	out["end_"+map[string]string{"light-fails": "light_fails", "dawn": "dawn", "vp": "vp", "massacre": "massacre"}[g.Outcome.Key]] = 1
	return out
}
