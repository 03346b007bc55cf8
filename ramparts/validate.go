package ramparts

import "fmt"

// validateState checks a game decoded from JSON before the engine trusts
// its indices, so that a damaged save gives an error instead of a crash.
func (g *Game) validateState() error {
	bad := func(format string, a ...any) error {
		return fmt.Errorf("rorkesdrift: saved game: "+format, a...)
	}
	switch g.Phase {
	case PhaseImpi, PhaseAction, PhaseVolley, PhaseDraw, PhaseHero, PhaseHousekeeping, PhaseOver:
	default:
		return bad("phase %q is unknown", g.Phase)
	}
	if len(g.IButhos) != 4 {
		return bad("ibuthos: want 4, have %d", len(g.IButhos))
	}
	for _, b := range g.IButhos {
		if b.Track < 0 || b.Track > 3 || b.Box < -2 || b.Box > 5 || b.Hits < 0 || b.Casualty < 0 {
			return bad("ibutho %q: track %d box %d hits %d out of range", b.ID, b.Track, b.Box, b.Hits)
		}
	}
	if g.VictoryBox < -2 || g.VictoryBox > 0 {
		return bad("victory_box %d", g.VictoryBox)
	}
	for i, c := range g.Chits {
		if g.t.chitType[c.Type] == nil {
			return bad("chits[%d]: type %q is unknown", i, c.Type)
		}
		switch c.Where {
		case InCup, Drawn, Discarded, Removed:
		default:
			return bad("chits[%d]: where %q", i, c.Where)
		}
	}
	if g.Chit < -1 || g.Chit >= len(g.Chits) {
		return bad("chit index %d", g.Chit)
	}
	if g.Phase == PhaseImpi && g.Chit < 0 {
		return bad("impi phase without a drawn chit")
	}
	for _, s := range [][]int{g.DrawPile, g.Hand, g.Tableau, g.Discards, g.OutCards, g.Reserve, g.Defending, g.Used, {g.BarricadeHero}} {
		for _, id := range s {
			if id != 0 && (id < 0 || id >= len(g.t.cards) || g.t.cards[id] == nil) {
				return bad("card #%02d does not exist", id)
			}
			if id == 0 && len(s) > 1 {
				return bad("card #00 does not exist")
			}
		}
	}
	if len(g.Reserve) != 0 && len(g.Reserve) != 2 {
		return bad("reserve holds %d cards", len(g.Reserve))
	}
	for _, b := range g.Banners {
		if g.t.banners[b] == nil {
			return bad("banner %q is unknown", b)
		}
	}
	if p := g.Pending; p != nil {
		if p.Target < 0 || p.Target >= len(g.IButhos) {
			return bad("pending volley target %d", p.Target)
		}
		for _, d := range p.Dice {
			if d < 0 || d > 7 {
				return bad("pending volley die %d", d)
			}
		}
	}
	if g.Phase == PhaseVolley && g.Pending == nil {
		return bad("volley phase without a volley")
	}
	return nil
}
