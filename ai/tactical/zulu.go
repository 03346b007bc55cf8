package tactical

import (
	"fmt"
	"strings"

	"zulu1879/dice"
	"zulu1879/games"
	"zulu1879/hexmap"
	tc "zulu1879/tactical"
	"zulu1879/tactical/forces"
)

// Zulu is the bot "zlist": the Zulu priority list of README.md.
type Zulu struct {
	r *dice.Seeded
	// The approach field of the Zulu movement, kept while the state it was
	// built from stands (a pure function of the state: a cache, no memory).
	key   [4]int
	dist  []int
	doors map[hexmap.Hex]door // outside hex of a closed door → the door
	men   map[hexmap.Hex]int  // British men on the ground by hex
}

// door is a closed door into a building the British hold.
type door struct {
	side  hexmap.Side
	class int // the building's place in Z5's order
}

// NewZulu makes the bot; seed breaks its ties.
func NewZulu(seed uint64) *Zulu { return &Zulu{r: dice.NewSeeded(seed)} }

// Reset starts a new game with seed (games.Resetter).
func (z *Zulu) Reset(seed uint64) { *z = Zulu{r: dice.NewSeeded(seed)} }

// Choose picks the Zulu action and its reason.
func (z *Zulu) Choose(s games.State) (string, string) {
	g, ok := game(s)
	if !ok || g.Outcome != nil {
		return "", "the game is over"
	}
	if a, why, ok := pendingAnswer(g); ok {
		return a, why
	}
	switch g.Phase {
	case tc.ZuluMove:
		return z.move(g)
	case tc.ZuluFire:
		return z.fire(g)
	case tc.Melee:
		return z.melee(g)
	}
	return "end", "not the Zulus' decision"
}

// class is a man's place in Z5's order of targets: hospital, kraal, north
// wall, south wall, storehouse, anywhere else.
func class(g *tc.Game, i int) int {
	p := g.Units[i].At
	switch b := g.BuildingAt(p); {
	case b == "hospital":
		return 0
	case b == "storehouse":
		return 4
	}
	if h := p.Hex; h.Col >= 50 && h.Row >= 14 && h.Row <= 21 {
		return 1
	}
	if g.InPerimeter(p) {
		if p.Hex.Row <= 17 {
			return 2
		}
		return 3
	}
	return 5
}

var classNames = []string{"hospital", "kraal", "north wall", "south wall", "storehouse", "in the open"}

// neighbours counts the British men next to man i on his level, himself
// included (the defenders a melee on him would meet, at most 3).
func neighbours(g *tc.Game, i int) int {
	n := 1
	at := g.Units[i].At
	for k := 0; k < g.NBrit && n < 3; k++ {
		if k != i && onMap(g, k) && g.Units[k].At.Level == at.Level && hexmap.Adjacent(g.Units[k].At.Hex, at.Hex) {
			n++
		}
	}
	return n
}

// tkey orders targets by Z5: fewest defenders, wounded first, then class.
type tkey struct{ def, unhurt, class int }

func (a tkey) less(b tkey) bool {
	if a.def != b.def {
		return a.def < b.def
	}
	if a.unhurt != b.unhurt {
		return a.unhurt < b.unhurt
	}
	return a.class < b.class
}

func targetKey(g *tc.Game, i int) tkey {
	k := tkey{def: neighbours(g, i), unhurt: 1, class: class(g, i)}
	if g.Units[i].Wound != tc.Fit {
		k.unhurt = 0
	}
	return k
}

// prepare builds the approach field: steps to the nearest hex from which a
// Zulu may fight a British man, or to the outside of a closed door into a
// building the British hold.
func (z *Zulu) prepare(g *tc.Game) {
	key := [4]int{g.Turn, int(g.Phase), len(g.Changes), 0}
	for i := 0; i < g.NBrit; i++ {
		if onMap(g, i) {
			key[3] = key[3]*31 + g.Units[i].At.Hex.Col*100 + g.Units[i].At.Hex.Row + int(g.Units[i].At.Level)*7
		}
	}
	if z.dist != nil && key == z.key {
		return
	}
	grid := stationGrid()
	z.key = key
	z.doors = map[hexmap.Hex]door{}
	z.men = map[hexmap.Hex]int{}
	held := map[string]bool{}
	var from []hexmap.Hex
	for i := 0; i < g.NBrit; i++ {
		if !onMap(g, i) {
			continue
		}
		at := g.Units[i].At
		if b := g.BuildingAt(at); b != "" && at.Level == hexmap.Ground {
			held[b] = true
		}
		if at.Level != hexmap.Ground {
			continue
		}
		z.men[at.Hex] = i
		for _, n := range at.Hex.Neighbors() {
			if grid.Contains(n) && g.ZuluCanFight(hexmap.OnGround(n), at) {
				from = append(from, n)
			}
		}
	}
	for k := 0; k < grid.Size(); k++ {
		h := grid.HexAt(k)
		if g.BuildingAt(hexmap.OnGround(h)) != "" {
			continue
		}
		for d := hexmap.North; d <= hexmap.NorthWest; d++ {
			n := h.Neighbors()[d]
			if !grid.Contains(n) {
				continue
			}
			b := g.BuildingAt(hexmap.OnGround(n))
			if b == "" || !held[b] || !g.ClosedDoor(hexmap.SideOf(h, d)) {
				continue
			}
			c := 4
			if b == "hospital" {
				c = 0
			}
			if old, ok := z.doors[h]; !ok || c < old.class {
				z.doors[h] = door{side: hexmap.SideOf(h, d), class: c}
			}
			from = append(from, h)
		}
	}
	z.dist = field(g, grid, from)
}

func (z *Zulu) distAt(p hexmap.Place) int {
	grid := stationGrid()
	if p.Box != 0 || p.Level != hexmap.Ground || !grid.Contains(p.Hex) {
		return -1
	}
	return z.dist[grid.Index(p.Hex)]
}

// move is the Zulu movement: Z2 for rifles, Z3, Z4/Z5 and Z6 for spears.
func (z *Zulu) move(g *tc.Game) (string, string) {
	id := g.Next()
	if id == "" {
		return "end", "every Zulu counter has moved"
	}
	i, _ := g.ParseID(id)
	u := &g.Units[i]
	if u.InBox() {
		return "hold " + id, "Z2: a sniper stays on the Oskarberg"
	}
	if !u.Rifle {
		// Z4: a spear unit already next to a man it may fight stays there
		// (the nearest fight), without working out its moves.
		z.prepare(g)
		if t, ok := z.fightable(g, u.At); ok {
			return "hold " + id, fmt.Sprintf("Z4: stays next to %s (%s) to fight him", g.ID(t), classNames[class(g, t)])
		}
	}
	moves, _ := g.Moves(id)
	if u.Rifle {
		return z.rifle(g, i, moves)
	}
	return z.spear(g, i, moves)
}

// fightable returns the best man (Z5's order) a Zulu at p may fight now.
func (z *Zulu) fightable(g *tc.Game, p hexmap.Place) (int, bool) {
	if p.Box != 0 || p.Level != hexmap.Ground {
		return 0, false
	}
	best, ok := 0, false
	var bk tkey
	for _, n := range p.Hex.Neighbors() {
		t, in := z.men[n]
		if !in || g.Units[t].Hit || !g.ZuluCanFight(p, g.Units[t].At) {
			continue
		}
		if k := targetKey(g, t); !ok || k.less(bk) {
			best, bk, ok = t, k, true
		}
	}
	return best, ok
}

// rifle is Z2: the Oskarberg while it has room, else bush or slope 6-10
// hexes from the nearest British man.
func (z *Zulu) rifle(g *tc.Game, i int, moves []tc.Move) (string, string) {
	id := g.ID(i)
	if g.OskarbergRoom() > 0 {
		for _, m := range moves {
			if m.To.Box != 0 {
				return "move " + id + " " + tc.PlaceString(m.To), "Z2: fill the Oskarberg to its cap"
			}
		}
	}
	type cand struct {
		p              hexmap.Place
		band, cov      int
		off, cost, far int
	}
	score := func(p hexmap.Place, cost int) cand {
		d := 99
		for k := 0; k < g.NBrit; k++ {
			if onMap(g, k) {
				d = min(d, hexmap.Distance(p.Hex, g.Units[k].At.Hex))
			}
		}
		c := cand{p: p, cost: cost, off: abs(d - 8), far: d}
		if d >= 6 && d <= 10 {
			c.band = 1
		}
		if t := g.Terrain(p.Hex); t == "bushes" || t == "slope" {
			c.cov = 1
		}
		return c
	}
	better := func(a, b cand) bool {
		if a.band != b.band {
			return a.band > b.band
		}
		if a.cov != b.cov {
			return a.cov > b.cov
		}
		if a.off != b.off {
			return a.off < b.off
		}
		return a.cost < b.cost
	}
	best := score(g.Units[i].At, 0)
	here := best
	for _, m := range moves {
		if m.To.Box != 0 || m.To.Level != hexmap.Ground {
			continue
		}
		if c := score(m.To, m.Cost); better(c, best) {
			best = c
		}
	}
	if best.p == here.p {
		return "hold " + id, "Z2: a rifle unit already in its best firing place"
	}
	cov := ""
	if best.cov == 1 {
		cov = ", in cover"
	}
	return "move " + id + " " + tc.PlaceString(best.p), fmt.Sprintf("Z2: rifles %d hexes from the nearest British man%s", best.far, cov)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// spear is Z3 (batter doors), Z4/Z5 (close on the men) and Z6 (approach).
func (z *Zulu) spear(g *tc.Game, i int, moves []tc.Move) (string, string) {
	z.prepare(g)
	id := g.ID(i)
	u := &g.Units[i]
	here := u.At
	// Z3: at the outside of a closed door into a held building, batter it,
	// with a second unmoved spear unit next to this one.
	if dr, ok := z.doors[here.Hex]; ok && here.Level == hexmap.Ground && g.Allowance(i) >= 10 && g.ClosedDoor(dr.side) {
		a := "batter " + dr.side.String() + " " + id
		for j := g.NBrit; j < len(g.Units); j++ {
			v := &g.Units[j]
			if j != i && g.CanAct(j) && !v.Rifle && v.At.Box == 0 && v.At.Level == hexmap.Ground && hexmap.Adjacent(v.At.Hex, here.Hex) && g.Allowance(j) >= 10 {
				if _, alsoDoor := z.doors[v.At.Hex]; alsoDoor {
					continue
				}
				return a + " " + g.ID(j), "Z3: two spear units batter the closed " + classNames[dr.class] + " door"
			}
		}
		return a, "Z3: batter the closed " + classNames[dr.class] + " door (no second unit at hand)"
	}
	// Z4/Z5: the best man this unit can reach a fighting hex of.
	ratio := map[int]float64{}
	full := func(t int) bool {
		r, ok := ratio[t]
		if !ok {
			r = 0
			if g.Opt.DiceMelee {
				if o, err := g.PlanDiceMelee(g.ID(t)); err == nil && o.Win >= DiceFull {
					r = 6
				}
			} else if o, err := g.PlanMelee(g.ID(t)); err == nil && o.Defence > 0 {
				r = o.Attack / o.Defence
			}
			ratio[t] = r
		}
		return r >= 6
	}
	type cand struct {
		p    hexmap.Place
		t    int
		k    tkey
		cost int
		door bool
	}
	var best *cand
	nbest := 0
	consider := func(p hexmap.Place, cost int, stay bool) {
		if p.Box != 0 || p.Level != hexmap.Ground {
			return
		}
		if dr, ok := z.doors[p.Hex]; ok && !stay {
			c := cand{p: p, t: -1, k: tkey{def: 0, class: dr.class}, cost: cost, door: true}
			if best == nil || z.candLess(c.k, c.cost, c.door, best.k, best.cost, best.door) {
				best, nbest = &c, 1
			}
		}
		for _, n := range p.Hex.Neighbors() {
			t, ok := z.men[n]
			if !ok {
				continue
			}
			tu := &g.Units[t]
			if tu.Hit || !g.ZuluCanFight(p, tu.At) {
				continue
			}
			if !stay && full(t) {
				continue
			}
			c := cand{p: p, t: t, k: targetKey(g, t), cost: cost}
			if stay {
				c.cost = -1
			}
			switch {
			case best == nil || z.candLess(c.k, c.cost, c.door, best.k, best.cost, best.door):
				best, nbest = &c, 1
			case !z.candLess(best.k, best.cost, best.door, c.k, c.cost, c.door):
				nbest++
				if z.r.Intn(nbest) == 0 {
					best = &c
				}
			}
		}
	}
	consider(here, 0, true)
	for _, m := range moves {
		consider(m.To, m.Cost, false)
	}
	if best != nil {
		if best.p == here {
			return "hold " + id, fmt.Sprintf("Z4: stays next to %s (%s) to fight him", g.ID(best.t), classNames[best.k.class])
		}
		if best.door {
			return "move " + id + " " + tc.PlaceString(best.p), "Z3: to a closed " + classNames[best.k.class] + " door, to batter it next turn"
		}
		return "move " + id + " " + tc.PlaceString(best.p), fmt.Sprintf("Z5: next to %s (%s, %d defender(s)), the best target in reach", g.ID(best.t), classNames[best.k.class], best.k.def)
	}
	// Z6: nobody in reach: the nearest step toward a fighting hex, in cover.
	bd, bp, bcov, n := z.distAt(here), here, cover(g, here), 0
	for _, m := range moves {
		d := z.distAt(m.To)
		if d < 0 {
			continue
		}
		c := cover(g, m.To)
		switch {
		case bd < 0 || d < bd || (d == bd && c > bcov):
			bd, bp, bcov, n = d, m.To, c, 1
		case d == bd && c == bcov && bp != here:
			n++
			if z.r.Intn(n) == 0 {
				bp = m.To
			}
		}
	}
	if bp == here || bd < 0 {
		return "hold " + id, "Z6: no step brings it nearer a man it could fight"
	}
	return "move " + id + " " + tc.PlaceString(bp), fmt.Sprintf("Z6: toward the nearest man it could fight (%d steps left)", bd)
}

// cover is 1 in bushes, slope or a ditch, else 0.
func cover(g *tc.Game, p hexmap.Place) int {
	switch g.Terrain(p.Hex) {
	case "bushes", "slope", "ditch":
		return 1
	}
	return 0
}

// candLess orders Z4/Z5 candidates: doors first (Z3, hospital before
// storehouse), then the target key, then staying, then the cheaper move.
func (z *Zulu) candLess(ak tkey, ac int, adoor bool, bk tkey, bc int, bdoor bool) bool {
	if adoor != bdoor {
		return adoor
	}
	if adoor {
		if ak.class != bk.class {
			return ak.class < bk.class
		}
		return ac < bc
	}
	if ak != bk {
		return ak.less(bk)
	}
	return ac < bc
}

// fire is Z7 and Z8: snipers, rifles, spears, flaming spears, in order.
func (z *Zulu) fire(g *tc.Game) (string, string) {
	legal := g.Legal()
	var snipes, shoots, spears, torches []string
	for _, a := range legal {
		switch {
		case strings.HasPrefix(a, "snipe "):
			snipes = append(snipes, a)
		case strings.HasPrefix(a, "shoot "):
			shoots = append(shoots, a)
		case strings.HasPrefix(a, "spear "):
			spears = append(spears, a)
		case strings.HasPrefix(a, "torch "):
			torches = append(torches, a)
		}
	}
	if a := z.bestShot(g, snipes, true); a != "" {
		return a, "Z7: the sniper fires at the man with least cover (leaders first)"
	}
	if a := z.bestShot(g, shoots, false); a != "" {
		return a, "Z7: the rifle unit fires at the nearest man"
	}
	for _, a := range spears {
		t, _ := g.ParseID(words(a)[1])
		if g.Opt.DiceMelee {
			if o, err := g.PlanDiceMelee(g.ID(t)); err == nil && o.Win >= DiceLikely {
				continue
			}
			return a, fmt.Sprintf("Z7: spears at a man the melee is not likely to beat (under %.0f%%, option dice_melee)", 100*DiceLikely)
		}
		if o, err := g.PlanMelee(g.ID(t)); err == nil && o.Defence > 0 && o.Attack/o.Defence >= 3 {
			continue
		}
		return a, "Z7: spears at a man who will not be meleed at 3:1 or better"
	}
	if a, why := z.torch(g, torches); a != "" {
		return a, why
	}
	return "end", "Z7: no more fire worth making"
}

// bestShot picks among "snipe Z B" or "shoot Z B": leaders first, then the
// man on a roof or in the open (least cover) for snipers, the nearest for
// rifles; the dice break ties.
func (z *Zulu) bestShot(g *tc.Game, acts []string, sniper bool) string {
	best, bk, n := "", [3]int{}, 0
	for _, a := range acts {
		w := words(a)
		j, _ := g.ParseID(w[1])
		t, _ := g.ParseID(w[2])
		u := &g.Units[t]
		var k [3]int
		if u.Kind != forces.Leader {
			k[0] = 1
		}
		if sniper {
			if u.At.Level != hexmap.Roof && g.BuildingAt(u.At) != "" {
				k[1] = 1
			}
			if g.InPerimeter(u.At) {
				k[2] = 1
			}
		} else {
			k[1] = hexmap.Distance(g.Units[j].At.Hex, u.At.Hex)
		}
		if !sniper {
			k[0], k[1] = k[1], k[0]
		}
		switch {
		case best == "" || less3(k, bk):
			best, bk, n = a, k, 1
		case k == bk:
			n++
			if z.r.Intn(n) == 0 {
				best = a
			}
		}
	}
	return best
}

func less3(a, b [3]int) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// torch is Z8: by day, flaming spears at hospital roofs over rooms the
// British hold; at night, one fire kept alight while the British have 25
// VP or more (the Zulus need the light); when the British have less, no
// fire near nightfall, so that the light fails with the Zulus ahead.
func (z *Zulu) torch(g *tc.Game, acts []string) (string, string) {
	if len(acts) == 0 {
		return "", ""
	}
	vp := g.VP(false)
	if vp < 25 && g.Turn >= tc.NightTurn-2 {
		return "", ""
	}
	held := map[string]bool{}
	for i := 0; i < g.NBrit; i++ {
		if onMap(g, i) && g.Units[i].At.Level == hexmap.Ground {
			if r := g.RoomAt(g.Units[i].At); r != "" {
				held[r] = true
			}
		}
	}
	night := tc.Night(g.Turn)
	for _, a := range acts {
		r := words(a)[2]
		if held[r] && strings.HasPrefix(r, "hospital") || r == "dogleg" && held[r] {
			if !g.Burning(r) {
				return a, "Z8: a flaming spear at the roof of " + r + ", which the British hold"
			}
		}
	}
	if night && len(g.Fires) == 0 {
		return acts[0], fmt.Sprintf("Z8: keep a fire alight at night while the British have %d VP (25 or more)", vp)
	}
	return "", ""
}

// The dice_melee thresholds of zlist (option dice_melee, where PlanMelee's
// odds do not apply): a man is "full" (Z5 sends no more units at him) once
// the Zulus win his melee DiceFull of the time; spears do not fire (Z7) at
// a man whose melee they win DiceLikely of the time; and a melee is worth
// fighting (Z9) while a win is at least DiceWorth times as likely as a
// loss: a loss costs one counter a W, a win costs the British a wounded
// man, which counts for more (a counter is five men, and the Zulus have
// many).
const (
	DiceFull   = 2.0 / 3
	DiceLikely = 0.5
	DiceWorth  = 0.5
)

// diceMelee is Z9 with the option dice_melee: the melee with the best
// margin of win over DiceWorth times the loss first, leaders first on
// ties; none while every margin is below zero.
func (z *Zulu) diceMelee(g *tc.Game) (string, string) {
	best, bs, bl, n := "", 0.0, 1, 0
	var bo tc.DiceMeleeOdds
	for _, a := range g.Legal() {
		if !strings.HasPrefix(a, "melee ") {
			continue
		}
		o, err := g.PlanDiceMelee(words(a)[1])
		if err != nil || len(o.Attackers) == 0 {
			continue
		}
		sc := o.Win - DiceWorth*o.Loss
		t, _ := g.ParseID(words(a)[1])
		l := 1
		if g.Units[t].Kind == forces.Leader {
			l = 0
		}
		switch {
		case best == "" || sc > bs+1e-12 || (fabs(sc-bs) <= 1e-12 && l < bl):
			best, bs, bl, bo, n = a, sc, l, o, 1
		case fabs(sc-bs) <= 1e-12 && l == bl:
			n++
			if z.r.Intn(n) == 0 {
				best, bo = a, o
			}
		}
	}
	if best == "" {
		return "end", "Z9: no melee left"
	}
	if bs < 0 {
		return "end", fmt.Sprintf("Z9: no melee worth fighting die against die (the best: win %.0f%%, lose %.0f%%)", 100*bo.Win, 100*bo.Loss)
	}
	return best, fmt.Sprintf("Z9: the melee die against die with the best chances (%d against %d: win %.0f%%, draw %.0f%%, lose %.0f%%)", len(bo.Attackers), len(bo.Defenders), 100*bo.Win, 100*bo.Tie, 100*bo.Loss)
}

func fabs(x float64) float64 { return max(x, -x) }

// melee is Z9: the attack at the best odds first, leaders first on ties.
func (z *Zulu) melee(g *tc.Game) (string, string) {
	if g.Opt.DiceMelee {
		return z.diceMelee(g)
	}
	best, bo, bl, n := "", -1.0, 1, 0
	var bcol string
	for _, a := range g.Legal() {
		if !strings.HasPrefix(a, "melee ") {
			continue
		}
		o, err := g.PlanMelee(words(a)[1])
		if err != nil || o.Defence <= 0 {
			continue
		}
		r := o.Attack / o.Defence
		t, _ := g.ParseID(words(a)[1])
		l := 1
		if g.Units[t].Kind == forces.Leader {
			l = 0
		}
		switch {
		case r > bo || (r == bo && l < bl):
			best, bo, bl, bcol, n = a, r, l, o.Column, 1
		case r == bo && l == bl:
			n++
			if z.r.Intn(n) == 0 {
				best, bcol = a, o.Column
			}
		}
	}
	if best == "" {
		return "end", "Z9: no melee left"
	}
	return best, fmt.Sprintf("Z9: the melee at the best odds (%s)", bcol)
}
