package tactical

import (
	"fmt"
	"strings"

	"zulu1879/dice"
	"zulu1879/games"
	"zulu1879/hexmap"
	"zulu1879/skirmish"
	tc "zulu1879/tactical"
	"zulu1879/tactical/forces"
)

// British is the bot "garrison": the British rules of README.md (G1-G6).
type British struct {
	r *dice.Seeded
	// ranks turns on G5: forming a second rank behind a straight line
	// (the bot "garrison-ranks", the default since the Zulu force of
	// revision 2; "garrison" leaves it off, the weaker British: see
	// docs/balance.md).
	ranks bool
}

// NewBritish makes the default bot ("garrison"); seed breaks its ties.
func NewBritish(seed uint64) *British { return &British{r: dice.NewSeeded(seed)} }

// NewBritishRanks makes the bot that also forms ranks (G5,
// "garrison-ranks"); seed breaks its ties.
func NewBritishRanks(seed uint64) *British {
	return &British{r: dice.NewSeeded(seed), ranks: true}
}

// Reset starts a new game with seed (games.Resetter).
func (b *British) Reset(seed uint64) { b.r = dice.NewSeeded(seed) }

// Choose picks the British action and its reason.
func (b *British) Choose(s games.State) (string, string) {
	g, ok := game(s)
	if !ok || g.Outcome != nil {
		return "", "the game is over"
	}
	if a, why, ok := pendingAnswer(g); ok {
		return a, why
	}
	switch g.Phase {
	case tc.BritishMove:
		return b.move(g)
	case tc.BritishFire:
		return b.fire(g)
	}
	return "end", "not the British decision"
}

// hospitalHeld reports whether a British man stands on a hospital floor.
func hospitalHeld(g *tc.Game) bool {
	for i := 0; i < g.NBrit; i++ {
		if onMap(g, i) && g.Units[i].At.Level == hexmap.Ground && g.BuildingAt(g.Units[i].At) == "hospital" {
			return true
		}
	}
	return false
}

// building is the fire state of a building by name.
func building(g *tc.Game, name string) *tc.Building {
	for k := range g.Blds {
		if g.Blds[k].Name == name {
			return &g.Blds[k]
		}
	}
	return nil
}

// move is the British movement: G1 fires, G2 the wounded, G3 works.
func (b *British) move(g *tc.Game) (string, string) {
	// G3: the redoubt once the hospital has fallen; the biscuit-box line at
	// once if it is not standing.
	fallen := g.Turn >= 2 && !hospitalHeld(g)
	if fallen || len(g.Built) < 2 {
		for _, a := range g.Legal() {
			if strings.HasPrefix(a, "build boxes-") {
				return a, "G3: the biscuit-box line early"
			}
			if fallen && strings.HasPrefix(a, "build redoubt-") {
				return a, "G3: the redoubt, now that the hospital has fallen"
			}
		}
	}
	zs := zuluHexes(g)
	for i := 0; i < g.NBrit; i++ {
		if !g.CanAct(i) {
			continue
		}
		if a, why := b.manMove(g, i); a != "" {
			return a, why
		}
	}
	if b.ranks {
		if a, why := b.formRanks(g, zs); a != "" {
			return a, why
		}
	}
	for i := 0; i < g.NBrit; i++ {
		if !g.CanAct(i) {
			continue
		}
		if a, why := b.shift(g, i, zs); a != "" {
			return a, why
		}
	}
	return "end", "G6: everyone else holds his place"
}

// manMove is what man i does, "" when he just holds.
func (b *British) manMove(g *tc.Game, i int) (string, string) {
	id := g.ID(i)
	u := &g.Units[i]
	r := g.RoomAt(u.At)
	if r != "" && g.Burning(r) {
		bl := building(g, g.BuildingAt(u.At))
		if bl != nil && bl.Full == 0 && g.Allowance(i) >= 5 && !u.Bed {
			return "douse " + id + " " + r, "G1: put out the fire in " + r + " at once"
		}
		if u.At.Level == hexmap.Roof || (bl != nil && bl.Full > 0) {
			if a := b.flee(g, i); a != "" {
				return a, "G1: out of the burning " + r
			}
			if g.Next() != id {
				return "next " + id, "G1: dig out of the burning " + r
			}
			if g.Opt.DigOverTurns {
				if a, why := b.digOut(g, i, r); a != "" {
					return a, why
				}
			}
			for _, a := range g.Legal() {
				if strings.HasPrefix(a, "dig "+id+" ") {
					return a, "G1: dig out of the burning " + r
				}
			}
			return "hold " + id, "G1: no way out of " + r + " this turn"
		}
		// With the option dig_over_turns a hole takes turns: a man who
		// cannot put the fire out leaves the room at once, or starts
		// digging now rather than when the fire covers the building.
		if g.Opt.DigOverTurns && !u.Bed && u.Kind != forces.Patient {
			if a := b.flee(g, i); a != "" {
				return a, "G1: out of the burning " + r + " while he can (option dig_over_turns: a hole takes turns)"
			}
			if g.Next() != id {
				return "next " + id, "G1: dig out of the burning " + r + " (option dig_over_turns)"
			}
			if a, why := b.digOut(g, i, r); a != "" {
				return a, why
			}
			return "hold " + id, "G1: no way out of " + r + " this turn, and no wall to dig that leads out of the fire"
		}
	}
	if u.Orderly && u.Wound != tc.Mortal {
		if a, n := b.toWounded(g, i); a != "" {
			return a, fmt.Sprintf("G2: the orderly goes where he has %d wounded men next to him", n)
		}
	}
	if g.Opt.Surgeon && u.Wound != tc.Fit && u.Surg == 0 && !u.Bed && !u.Orderly && g.BuildingAt(u.At) != "storehouse" {
		if a := b.toSurgeon(g, i); a != "" {
			return a, "G2: a wounded man who can reach the storehouse floor goes to the surgeon (option surgeon)"
		}
	}
	if u.Wound != tc.Fit && !u.Bed && !u.Orderly && g.BuildingAt(u.At) != "hospital" && !g.OrderlyNear(i) {
		if a := b.toOrderly(g, i); a != "" {
			return a, "G2: a wounded man goes to the orderly (or as near as he can)"
		}
		return "hold " + id, "G2: no move brings him nearer the orderly"
	}
	if u.At.Box == 0 && !u.Bed && g.BuildingAt(u.At) == "" && !g.InPerimeter(u.At) {
		if a := b.inside(g, i); a != "" {
			return a, "G1: back inside the perimeter"
		}
		return "hold " + id, "G1: cut off outside the perimeter"
	}
	return "", ""
}

// inside moves man i back into the perimeter or a building: the place
// with the fewest Zulus next to it, then the cheapest.
func (b *British) inside(g *tc.Game, i int) string {
	moves, _ := g.Moves(g.ID(i))
	best, bk := hexmap.Place{}, [2]int{}
	for _, m := range moves {
		if m.To.Level != hexmap.Ground || !(g.InPerimeter(m.To) || g.RoomAt(m.To) != "") {
			continue
		}
		if r := g.RoomAt(m.To); r != "" && g.Burning(r) {
			continue
		}
		k := [2]int{zulusNext(g, m.To), m.Cost}
		if best == (hexmap.Place{}) || less2(k, bk) {
			best, bk = m.To, k
		}
	}
	if best == (hexmap.Place{}) {
		return ""
	}
	return "move " + g.ID(i) + " " + tc.PlaceString(best)
}

func less2(a, b [2]int) bool {
	if a[0] != b[0] {
		return a[0] < b[0]
	}
	return a[1] < b[1]
}

// zulusNext counts the Zulus on the ground next to p.
func zulusNext(g *tc.Game, p hexmap.Place) int {
	n := 0
	for j := g.NBrit; j < len(g.Units); j++ {
		if onMap(g, j) && g.Units[j].At.Level == p.Level && hexmap.Adjacent(g.Units[j].At.Hex, p.Hex) {
			n++
		}
	}
	return n
}

// flee moves man i to the cheapest place outside any burning room,
// preferring the perimeter.
func (b *British) flee(g *tc.Game, i int) string {
	moves, _ := g.Moves(g.ID(i))
	best, bk := hexmap.Place{}, [2]int{}
	for _, m := range moves {
		if r := g.RoomAt(m.To); r != "" && g.Burning(r) {
			continue
		}
		if m.To.Level == hexmap.Roof {
			continue
		}
		k := [2]int{1, m.Cost}
		if g.InPerimeter(m.To) || g.RoomAt(m.To) != "" {
			k[0] = 0
		}
		if best == (hexmap.Place{}) || k[0] < bk[0] || (k[0] == bk[0] && k[1] < bk[1]) {
			best, bk = m.To, k
		}
	}
	if best == (hexmap.Place{}) {
		return ""
	}
	return "move " + g.ID(i) + " " + tc.PlaceString(best)
}

// toWounded moves orderly i to the place in reach with the most wounded
// men next to it (none of them already next to another orderly), if that
// is more than he has now; it returns the action and the count.
func (b *British) toWounded(g *tc.Game, i int) (string, int) {
	var hurt []hexmap.Place
	for j := 0; j < g.NBrit; j++ {
		v := &g.Units[j]
		if j == i || v.Orderly || !onMap(g, j) || v.Wound == tc.Fit {
			continue
		}
		near := false
		for k := 0; k < g.NBrit && !near; k++ {
			o := &g.Units[k]
			near = k != i && o.Orderly && onMap(g, k) && o.Wound != tc.Mortal && o.At.Level == v.At.Level && hexmap.Adjacent(o.At.Hex, v.At.Hex)
		}
		if !near {
			hurt = append(hurt, v.At)
		}
	}
	count := func(p hexmap.Place) int {
		n := 0
		for _, h := range hurt {
			if h.Level == p.Level && hexmap.Adjacent(h.Hex, p.Hex) {
				n++
			}
		}
		return n
	}
	here := count(g.Units[i].At)
	if len(hurt) <= here {
		return "", here
	}
	moves, _ := g.Moves(g.ID(i))
	best, bn, bc := hexmap.Place{}, here, 0
	for _, m := range moves {
		if r := g.RoomAt(m.To); r != "" && g.Burning(r) {
			continue
		}
		if n := count(m.To); n > bn || (n == bn && n > here && m.Cost < bc) {
			best, bn, bc = m.To, n, m.Cost
		}
	}
	if best == (hexmap.Place{}) {
		return "", here
	}
	return "move " + g.ID(i) + " " + tc.PlaceString(best), bn
}

// toOrderly moves man i next to a working orderly (the cheapest such
// place), or else as near one as he can get; "" when no move brings him
// nearer.
func (b *British) toOrderly(g *tc.Game, i int) string {
	var orderlies []hexmap.Place
	for j := 0; j < g.NBrit; j++ {
		v := &g.Units[j]
		if v.Orderly && onMap(g, j) && v.Wound != tc.Mortal {
			orderlies = append(orderlies, v.At)
		}
	}
	return b.toPlaces(g, i, orderlies)
}

// toSurgeon moves man i onto the storehouse floor by the cheapest move,
// if one reaches it this phase ("" if none: a long walk across the yard
// costs more men than the surgeon saves).
func (b *British) toSurgeon(g *tc.Game, i int) string {
	moves, _ := g.Moves(g.ID(i))
	best, bc := hexmap.Place{}, 1<<30
	for _, m := range moves {
		if m.To.Level == hexmap.Ground && g.BuildingAt(m.To) == "storehouse" && m.Cost < bc {
			if r := g.RoomAt(m.To); r != "" && g.Burning(r) {
				continue
			}
			best, bc = m.To, m.Cost
		}
	}
	if bc == 1<<30 {
		return ""
	}
	return "move " + g.ID(i) + " " + tc.PlaceString(best)
}

// toPlaces moves man i to the cheapest place next to (or on) one of the
// places given, or else as near one as he can get; "" when no move
// brings him nearer.
func (b *British) toPlaces(g *tc.Game, i int, orderlies []hexmap.Place) string {
	if len(orderlies) == 0 {
		return ""
	}
	near := func(p hexmap.Place) int {
		d := 99
		for _, o := range orderlies {
			dd := hexmap.Distance(o.Hex, p.Hex)
			if o.Level != p.Level {
				dd++
			}
			d = min(d, dd)
		}
		return d
	}
	moves, _ := g.Moves(g.ID(i))
	best, bk := hexmap.Place{}, [2]int{near(g.Units[i].At), 0}
	for _, m := range moves {
		if r := g.RoomAt(m.To); r != "" && g.Burning(r) {
			continue
		}
		if k := [2]int{near(m.To), m.Cost}; less2(k, bk) {
			best, bk = m.To, k
		}
	}
	if best == (hexmap.Place{}) {
		return ""
	}
	return "move " + g.ID(i) + " " + tc.PlaceString(best)
}

// fire is the British fire: G4 suppress the snipers, G5 ranked fire where
// a line faces Zulus, then every man at his closest danger, nearest first.
func (b *British) fire(g *tc.Game) (string, string) {
	legal := g.Legal()
	var zulus []int
	for j := g.NBrit; j < len(g.Units); j++ {
		if onMap(g, j) {
			zulus = append(zulus, j)
		}
	}
	bestRank, bn := "", 2
	var fires []string
	for _, a := range legal {
		w := words(a)
		switch w[0] {
		case "suppress":
			return a, "G4: men on the south wall and roofs fire at the Oskarberg"
		case "rank":
			l, _ := g.ParseID(w[1])
			var f int
			fmt.Sscan(w[2], &f)
			n := 0
			for _, j := range zulus {
				d := hexmap.Distance(g.Units[l].At.Hex, g.Units[j].At.Hex)
				if d > 0 && d <= tc.BritishRange && within45(angle(g.Units[l].At.Hex, g.Units[j].At.Hex), f) {
					n++
				}
			}
			if n > bn {
				bestRank, bn = a, n
			}
		case "fire":
			fires = append(fires, a)
		}
	}
	if bestRank != "" {
		return bestRank, fmt.Sprintf("G5: ranked fire at %d Zulus in the arc", bn)
	}
	best, bd, n := "", 0, 0
	for _, a := range fires {
		j, _ := g.ParseID(words(a)[1])
		d := 99
		for i := 0; i < g.NBrit; i++ {
			if onMap(g, i) {
				d = min(d, hexmap.Distance(g.Units[i].At.Hex, g.Units[j].At.Hex))
			}
		}
		switch {
		case best == "" || d < bd:
			best, bd, n = a, d, 1
		case d == bd:
			n++
			if b.r.Intn(n) == 0 {
				best = a
			}
		}
	}
	if best != "" {
		return best, fmt.Sprintf("G6: fire at the closest danger (%d hexes from the line)", bd)
	}
	return "end", "G6: nobody left to fire at"
}

// digOut is G1 with the option dig_over_turns: man i digs at the wall of
// his hex that leads out of the fire (its far side in no burning room,
// out of the building first), the wall with the most points dug first,
// so that every man in the room works at the same hole.
func (b *British) digOut(g *tc.Game, i int, room string) (string, string) {
	id := g.ID(i)
	here := g.Units[i].At.Hex
	best, bk := "", [3]int{}
	for _, a := range g.Legal() {
		if !strings.HasPrefix(a, "dig "+id+" ") {
			continue
		}
		sd, err := hexmap.ParseSide(words(a)[2])
		if err != nil {
			continue
		}
		h1, h2 := sd.Hexes()
		far := h1
		if far == here {
			far = h2
		}
		fr := g.RoomAt(hexmap.OnGround(far))
		if fr != "" && g.Burning(fr) {
			continue
		}
		pts := 0
		for _, d := range g.Digs {
			if d.Side == sd.String() {
				pts = d.Pts
			}
		}
		k := [3]int{0, -pts, 0}
		if fr != "" {
			k[0] = 1
		}
		if best == "" || k[0] < bk[0] || (k[0] == bk[0] && k[1] < bk[1]) {
			best, bk = a, k
		}
	}
	if best == "" {
		return "", ""
	}
	return best, fmt.Sprintf("G1: dig out of the burning %s through the wall at %s (%d of %d points; option dig_over_turns)", room, words(best)[2], -bk[1], skirmish.HoleTarget)
}
