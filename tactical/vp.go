package tactical

import (
	"zulu1879/hexmap"
	"zulu1879/tactical/tables"
)

// Score is the victory point count (rule 11a) of the game now: British
// losses as they stand, Zulu losses over the game, the hospital points
// scored so far and, at the end, the Small Kraal.
func (g *Game) Score(final bool) tables.Tally {
	t := tables.Tally{
		ZuluEliminated: g.Tally.Elim, ZuluMortal: g.Tally.Mortal, ZuluWounded: g.Tally.Wounded, ZuluDisordered: g.Tally.Disorder,
		HospitalRoomTurns: g.RoomTurns, DoglegTurns: g.DoglegTurns,
		Ledger: g.Opt.campaign().BonusVP,
	}
	for i := 0; i < g.NBrit; i++ {
		u := &g.Units[i]
		switch {
		case u.Gone:
			t.BritishEliminated++
		case u.Wound == Mortal:
			t.BritishMortal++
		case u.Wound == Wounded:
			t.BritishWounded++
		}
	}
	if final {
		t.KraalInner, t.KraalOuter = g.holds("kraal-inner"), g.holds("kraal-outer")
	}
	return t
}

// VP is the score now; final adds the Small Kraal.
func (g *Game) VP(final bool) int { return g.Score(final).VP() }

// Level names the victory level of vp.
func Level(vp int) string { return tables.Level(vp).String() }

// holds reports whether the British occupy the area (a man on the ground in
// it) and no Zulu is in it (rule 11a.v, our reading).
func (g *Game) holds(area string) bool {
	a, ok := g.st.m.Area(area)
	if !ok {
		return false
	}
	brit := false
	for i := range g.Units {
		u := &g.Units[i]
		if !g.live(i) || u.At.Box != 0 || u.At.Level != hexmap.Ground || !a.Contains(u.At.Hex) {
			continue
		}
		if u.Side == Zulu {
			return false
		}
		brit = true
	}
	return brit
}

// occupied reports whether a British man stands in the room (on its floor).
func (g *Game) occupied(room string) bool {
	for i := 0; i < g.NBrit; i++ {
		u := &g.Units[i]
		if g.live(i) && u.At.Box == 0 && u.At.Level == hexmap.Ground && g.st.roomAt(u.At) == room {
			return true
		}
	}
	return false
}

// scoreHeld is rules 11a.iii and iv at the end of a turn from 7 pm: each
// hospital room held at the start and still held, and the dogleg.
func (g *Game) scoreHeld() {
	if !tables.HospitalScores(g.Turn) {
		return
	}
	rooms := 0
	for _, r := range g.Rooms {
		if g.occupied(r) {
			rooms++
		}
	}
	g.RoomTurns += rooms
	dog := g.occupied("dogleg")
	if dog {
		g.DoglegTurns++
	}
	if rooms > 0 || dog {
		g.logf(int(British), "11a.iii", "the British hold %d of the hospital rooms they held at 4:30 pm (+%d VP); the dogleg: %v", rooms, rooms*tables.VPHospitalRoom, dog)
	}
}
