package tactical

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"zulu1879/hexmap"
	"zulu1879/internal/words"
	"zulu1879/tactical/tables"
)

// BritishRange is the longest British rifle shot in hexes (the text gives
// none; we take the Zulu rifles' day range).
const BritishRange = 20

// view is what a line between two places sees: whether it is clear and the
// cover items it crosses.
type view struct {
	clear  bool
	covers []tables.Cover
}

// sight traces the line from place a to place b (our reading for roofs: a
// man on a roof sees over every wall, and is seen, except from inside a
// building; the cover items are those of the ground line either way). The
// target's own hex gives its terrain cover (ditch, bushes). A wall gives
// cover only on a side of the target's hex (the wall he stands behind);
// an opening counts on a side of the firer's hex (firing out through a
// window, door or loophole). Our reading: see README.
func (g *Game) sight(a, b hexmap.Place) view {
	var v view
	if a.Box != 0 || b.Box != 0 || a.Hex == b.Hex {
		return v
	}
	c := g.c()
	ka, _ := c.graph.Index(a)
	kb, _ := c.graph.Index(b)
	key := [2]int32{int32(ka), int32(kb)}
	if c.sight == nil {
		c.sight = map[[2]int32]view{}
	}
	if v, ok := c.sight[key]; ok {
		return v
	}
	defer func() { c.sight[key] = v }()
	s := g.sides().Sight(a.Hex, b.Hex)
	v.clear = s.Clear && !g.throughBuilding(a.Hex, b.Hex)
	if a.Level == hexmap.Roof || b.Level == hexmap.Roof {
		ground := a
		if a.Level == hexmap.Roof {
			ground = b
		}
		v.clear = ground.Level == hexmap.Roof || g.st.buildingAt(ground) == ""
	}
	for _, c := range s.Crossed {
		h1, h2 := c.Side.Hexes()
		atTarget := h1 == b.Hex || h2 == b.Hex
		atFirer := h1 == a.Hex || h2 == a.Hex
		for _, f := range c.Features {
			cv, ok := tables.CoverOfSide(f.Kind, f.State)
			if !ok || slices.Contains(v.covers, cv) {
				continue
			}
			if cv == tables.Opening && atFirer || cv != tables.Opening && atTarget {
				v.covers = append(v.covers, cv)
			}
		}
	}
	if b.Level == hexmap.Ground {
		if cv, ok := tables.CoverOfTerrain(g.st.m.TerrainAt(b.Hex).Name); ok && !slices.Contains(v.covers, cv) {
			v.covers = append(v.covers, cv)
		}
	}
	return v
}

// throughBuilding reports whether the line from a to b crosses the floor
// of a building that neither end is in, on both of its nudged traces: a
// line in at one loophole and out at another sees nothing through the
// rooms and stores (our reading).
func (g *Game) throughBuilding(a, b hexmap.Hex) bool {
	grid := g.st.m.Grid
	ba, bb := g.st.bld[grid.Index(a)], g.st.bld[grid.Index(b)]
	for _, eps := range []float64{1e-6, -1e-6} {
		blocked := false
		line := hexmap.Line(a, b, eps)
		for _, h := range line[1 : len(line)-1] {
			if !grid.Contains(h) {
				continue
			}
			if x := g.st.bld[grid.Index(h)]; x != "" && x != ba && x != bb {
				blocked = true
				break
			}
		}
		if !blocked {
			return false
		}
	}
	return true
}

// hexOf is a unit's hex (none in the box).
func (g *Game) hexOf(i int) hexmap.Hex { return g.Units[i].At.Hex }

// canFireBritish reports whether man i may fire in this British fire phase.
func (g *Game) canFireBritish(i int) bool {
	u := &g.Units[i]
	return u.Side == British && g.live(i) && !u.Fired && !u.Pinned && !u.Busy && u.Surg == 0 && u.Wound != Mortal && !u.Bed && u.At.Box == 0
}

// target reports whether Zulu j may be fired at or meleed now (rule 10a:
// once a turn).
func (g *Game) target(j int) bool {
	u := &g.Units[j]
	return g.live(j) && !u.Hit && u.At.Box == 0
}

// dangers lists the Zulus that are man i's closest danger (rule 4b): the
// nearest he sees within range that may still be fired at, ties all given.
func (g *Game) dangers(i int) []int {
	a := g.Units[i].At
	// bucket the targets by distance, then look nearest first
	var count [BritishRange + 2]int
	cs := g.scratch[:0]
	for j := g.NBrit; j < len(g.Units); j++ {
		if g.target(j) {
			if d := hexmap.Distance(a.Hex, g.hexOf(j)); d <= BritishRange {
				cs = append(cs, [2]int{j, d})
				count[d+1]++
			}
		}
	}
	for d := 1; d < len(count); d++ {
		count[d] += count[d-1]
	}
	sorted := make([][2]int, len(cs))
	for _, c := range cs {
		sorted[count[c[1]]] = c
		count[c[1]]++
	}
	g.scratch = cs
	var out []int
	for k, c := range sorted {
		if len(out) > 0 && c[1] > sorted[k-1][1] {
			break
		}
		if g.sight(a, g.Units[c[0]].At).clear {
			out = append(out, c[0])
		}
	}
	return out
}

// fireInput builds the modifiers' view of a fire group at unit t.
func (g *Game) fireInput(side Side, firers []int, t int) tables.FireInput {
	in := tables.FireInput{Side: tables.Side(side), Turn: g.Turn}
	tp := g.Units[t].At
	for _, i := range firers {
		u := &g.Units[i]
		f := tables.Firer{Wounded: u.Wound == Wounded, Range: 0}
		if u.At.Box != 0 {
			// the Oskarberg: the line from the foot of the hill below the target
			foot := hexmap.OnGround(hexmap.H(tp.Hex.Col, g.st.m.Grid.Rows))
			f.Crosses = g.sight(foot, tp).covers
		} else {
			f.Crosses = g.sight(u.At, tp).covers
			f.Range = hexmap.Distance(u.At.Hex, tp.Hex)
			f.Adjacent = u.At.Level == tp.Level && hexmap.Adjacent(u.At.Hex, tp.Hex)
		}
		in.Firers = append(in.Firers, f)
	}
	for k := range g.Units {
		v := &g.Units[k]
		if v.Side == side && g.live(k) && v.At.Box == 0 && !slices.Contains(firers, k) && v.At.Level == tp.Level && hexmap.Adjacent(v.At.Hex, tp.Hex) {
			in.OtherAdjacent = true
			break
		}
	}
	return in
}

// hitZulu applies a fire outcome to Zulu j and counts it for the British.
func (g *Game) hitZulu(j int, o tables.Outcome) string {
	u := &g.Units[j]
	switch o {
	case tables.Disorder:
		g.Tally.Disorder++
		u.Disord = true
		if !g.st.inPerimeter(u.At) {
			g.removeUnit(j)
			return "disordered and falls back off the map"
		}
		return "disordered"
	case tables.Wounded:
		if u.Wound == Wounded {
			g.Tally.Mortal++
			g.removeUnit(j)
			return "wounded again: mortally wounded, removed"
		}
		g.Tally.Wounded++
		u.Wound = Wounded
		return "wounded"
	case tables.Mortal:
		g.Tally.Mortal++
		g.removeUnit(j)
		return "mortally wounded, removed"
	case tables.Eliminated:
		g.eliminate(j)
		return "eliminated"
	}
	return "no effect"
}

// hitBritish applies a fire outcome to British man i.
func (g *Game) hitBritish(i int, o tables.Outcome) string {
	u := &g.Units[i]
	switch o {
	case tables.Disorder:
		u.Pinned = true
		return "pinned"
	case tables.Wounded:
		return g.worsen(i, Wounded)
	case tables.Mortal:
		return g.worsen(i, Mortal)
	case tables.Eliminated:
		g.removeUnit(i)
		return "eliminated"
	}
	return "no effect"
}

// worsen gives man i at least wound w; a wound on a wound goes one worse.
func (g *Game) worsen(i int, w Wound) string {
	u := &g.Units[i]
	switch {
	case u.Wound == Mortal:
		g.removeUnit(i)
		return "eliminated"
	case u.Wound == Wounded && w == Wounded, w == Mortal:
		u.Wound = Mortal
		return "mortally wounded"
	}
	u.Wound = Wounded
	return "wounded"
}

// suppressors lists the men who may fire at the Oskarberg (rule 4a: on the
// south wall or on a roof).
func (g *Game) suppressors() []int {
	var out []int
	for i := 0; i < g.NBrit; i++ {
		if !g.canFireBritish(i) {
			continue
		}
		p := g.Units[i].At
		if p.Level == hexmap.Roof || g.st.south[g.st.m.Grid.Index(p.Hex)] {
			out = append(out, i)
		}
	}
	return out
}

// snipers lists the Zulu rifle units in the box, and those of them not
// suppressed.
func (g *Game) snipers() (all, active []int) {
	for j := g.NBrit; j < len(g.Units); j++ {
		if g.live(j) && g.Units[j].InBox() {
			all = append(all, j)
			if !g.Units[j].Supp {
				active = append(active, j)
			}
		}
	}
	return all, active
}

// combatLegal lists the actions of a fire or melee phase (without "end").
func (g *Game) combatLegal() []string {
	var out []string
	switch g.Phase {
	case BritishFire:
		if _, active := g.snipers(); !g.Suppr && len(active) > 0 && len(g.suppressors()) > 0 {
			out = append(out, "suppress")
		}
		out = append(out, g.rankLegal()...)
		out = append(out, g.stepLegal()...)
		seen := map[int]bool{}
		for i := 0; i < g.NBrit; i++ {
			if !g.canFireBritish(i) {
				continue
			}
			for _, j := range g.dangers(i) {
				if !seen[j] {
					seen[j] = true
					out = append(out, "fire "+g.ID(j))
				}
			}
		}
	case ZuluFire:
		_, active := g.snipers()
		for _, j := range active {
			if !g.Units[j].Fired {
				for _, t := range g.sniperTargets() {
					out = append(out, "snipe "+g.ID(j)+" "+g.ID(t))
				}
				break
			}
		}
		for j := g.NBrit; j < len(g.Units); j++ {
			if ts := g.rifleTargets(j); len(ts) > 0 {
				for _, t := range ts {
					out = append(out, "shoot "+g.ID(j)+" "+g.ID(t))
				}
				break
			}
		}
		for i := 0; i < g.NBrit; i++ {
			if g.britTarget(i) && len(g.spearmen(i)) >= 2 {
				out = append(out, "spear "+g.ID(i))
			}
		}
		if g.Torches < tables.FlamingSpearAttempts {
			for _, r := range g.st.rooms {
				if ts := g.torchers(r); len(ts) > 0 {
					out = append(out, "torch "+g.ID(ts[0])+" "+r)
				}
			}
		}
	case Melee:
		for i := 0; i < g.NBrit; i++ {
			if _, err := g.meleePlan(i, nil); err == nil {
				out = append(out, "melee "+g.ID(i))
			}
		}
	}
	return out
}

// britTarget reports whether British man i may be fired at or meleed now.
func (g *Game) britTarget(i int) bool {
	return i < g.NBrit && g.live(i) && !g.Units[i].Hit && g.Units[i].At.Box == 0
}

// sniperTargets lists the men the Oskarberg overlooks: on a roof, or on
// the ground outside the buildings (rule 5a, our reading).
func (g *Game) sniperTargets() []int {
	var out []int
	for i := 0; i < g.NBrit; i++ {
		if g.britTarget(i) && (g.Units[i].At.Level == hexmap.Roof || g.st.buildingAt(g.Units[i].At) == "") {
			out = append(out, i)
		}
	}
	return out
}

// zuluCanFire reports whether Zulu j may fire (or throw) this phase.
func (g *Game) zuluCanFire(j int) bool {
	u := &g.Units[j]
	return j >= g.NBrit && g.live(j) && !u.Fired && !u.Disord && !u.Supp
}

// rifleRange is the range of Zulu rifle j at man i, and whether he is in
// it (rule 5b: level fire is shorter).
func (g *Game) rifleRange(j, i int) (int, bool) {
	a, b := g.Units[j].At, g.Units[i].At
	level := a.Level == b.Level && !g.st.m.TerrainAt(a.Hex).High
	d := hexmap.Distance(a.Hex, b.Hex)
	return d, d <= tables.ZuluRifleRange(Night(g.Turn), level)
}

// rifleTargets lists the men Zulu rifle unit j on the map may shoot at.
func (g *Game) rifleTargets(j int) []int {
	u := &g.Units[j]
	if !u.Rifle || !g.zuluCanFire(j) || u.At.Box != 0 {
		return nil
	}
	var out []int
	for i := 0; i < g.NBrit; i++ {
		if !g.britTarget(i) {
			continue
		}
		if _, ok := g.rifleRange(j, i); ok && g.sight(u.At, g.Units[i].At).clear {
			out = append(out, i)
		}
	}
	return out
}

// spearmen lists the Zulus who may throw at man i: spear units (not rifles)
// within 2 hexes that see him.
func (g *Game) spearmen(i int) []int {
	var out []int
	b := g.Units[i].At
	for j := g.NBrit; j < len(g.Units); j++ {
		u := &g.Units[j]
		if u.Rifle || !g.zuluCanFire(j) || u.At.Box != 0 || hexmap.Distance(u.At.Hex, b.Hex) > tables.SpearRange {
			continue
		}
		if g.sight(u.At, b).clear {
			out = append(out, j)
		}
	}
	return out
}

// torchers lists the Zulus who may throw a flaming spear onto room r
// (rule 5d): spear units within 2 hexes of it, from inside the perimeter
// for the storehouse; the room not burning, its roof standing.
func (g *Game) torchers(r string) []int {
	a := g.st.roomOf[r]
	b := g.bld(a.In)
	if g.burning(r) || b.BurntOut || b.Collapsed {
		return nil
	}
	var out []int
	for j := g.NBrit; j < len(g.Units); j++ {
		u := &g.Units[j]
		if u.Rifle || !g.zuluCanFire(j) || u.At.Box != 0 || u.At.Level != hexmap.Ground {
			continue
		}
		if a.In == "storehouse" && !g.st.inPerimeter(u.At) {
			continue
		}
		for _, h := range a.Hexes {
			if hexmap.Distance(h, u.At.Hex) <= tables.SpearRange {
				out = append(out, j)
				break
			}
		}
	}
	return out
}

// applyCombat carries out an action of a fire or melee phase.
func (g *Game) applyCombat(f []string) error {
	ids := func(ws []string, side Side) ([]int, error) {
		var out []int
		for _, w := range ws {
			i, err := g.ParseID(w)
			if err != nil {
				return nil, err
			}
			if g.Units[i].Side != side {
				return nil, fmt.Errorf("%s is not %s", w, side)
			}
			if slices.Contains(out, i) {
				return nil, fmt.Errorf("%s is named twice", w)
			}
			out = append(out, i)
		}
		return out, nil
	}
	switch {
	case g.Phase == BritishFire && f[0] == "suppress":
		who, err := ids(f[1:], British)
		if err != nil {
			return err
		}
		return g.doSuppress(who)
	case g.Phase == BritishFire && f[0] == "fire" && len(f) >= 2:
		t, err := ids(f[1:2], Zulu)
		if err != nil {
			return err
		}
		who, err := ids(f[2:], British)
		if err != nil {
			return err
		}
		return g.doRifle(t[0], who)
	case g.Phase == BritishFire && f[0] == "rank" && len(f) == 3:
		l, err := ids(f[1:2], British)
		if err != nil {
			return err
		}
		fc, err := strconv.Atoi(f[2])
		if err != nil || !slices.Contains(Facings, fc) || strconv.Itoa(fc) != f[2] {
			return fmt.Errorf("facing %q: write one of %v (degrees anticlockwise from east)", clip(f[2]), Facings)
		}
		return g.doRank(l[0], fc)
	case g.Phase == BritishFire && f[0] == "step" && len(f) == 3:
		l, err := ids(f[1:2], British)
		if err != nil {
			return err
		}
		return g.doStep(l[0], f[2])
	case g.Phase == ZuluFire && (f[0] == "snipe" || f[0] == "shoot") && len(f) == 3:
		z, err := ids(f[1:2], Zulu)
		if err != nil {
			return err
		}
		b, err := ids(f[2:3], British)
		if err != nil {
			return err
		}
		return g.doZuluRifle(f[0], z[0], b[0])
	case g.Phase == ZuluFire && f[0] == "spear" && len(f) >= 2:
		b, err := ids(f[1:2], British)
		if err != nil {
			return err
		}
		who, err := ids(f[2:], Zulu)
		if err != nil {
			return err
		}
		return g.doSpear(b[0], who)
	case g.Phase == ZuluFire && f[0] == "torch" && len(f) == 3:
		z, err := ids(f[1:2], Zulu)
		if err != nil {
			return err
		}
		return g.doTorch(z[0], f[2])
	case g.Phase == Melee && f[0] == "melee" && len(f) >= 2:
		b, err := ids(f[1:2], British)
		if err != nil {
			return err
		}
		who, err := ids(f[2:], Zulu)
		if err != nil {
			return err
		}
		return g.doMelee(b[0], who)
	}
	have := map[Phase]string{BritishFire: "suppress [B…], fire Z [B…], rank LEADER FACING, step LEADER DIR", ZuluFire: "snipe Z B, shoot Z B, spear B [Z…], torch Z ROOM", Melee: "melee B [Z…]"}[g.Phase]
	return fmt.Errorf("not an action of the %s phase (have: end, %s)", g.Phase, have)
}

// doSuppress is rule 4a: the men on the south wall and the roofs fire at
// the Oskarberg (all who may, or those named).
func (g *Game) doSuppress(who []int) error {
	if g.Suppr {
		return fmt.Errorf("the snipers have been fired at this turn")
	}
	_, active := g.snipers()
	if len(active) == 0 {
		return fmt.Errorf("no sniper to suppress")
	}
	can := g.suppressors()
	if len(who) == 0 {
		who = can
	}
	for _, i := range who {
		if !slices.Contains(can, i) {
			return fmt.Errorf("%s may not fire at the Oskarberg (on the south wall or a roof, able to fire)", g.ID(i))
		}
	}
	if len(who) == 0 {
		return fmt.Errorf("no man can fire at the Oskarberg")
	}
	d := g.roll("sniper suppression")
	n, half := tables.SniperSuppression(d, len(who))
	sup, elim := tables.SniperLosses(n, half)
	for _, i := range who {
		g.Units[i].Fired = true
	}
	g.Suppr = true
	k := 0
	e, s := 0, 0
	for ; k < len(active) && e < elim; k++ {
		g.eliminate(active[k])
		e++
	}
	for ; k < len(active) && s < sup; k++ {
		g.Units[active[k]].Supp = true
		s++
	}
	g.logf(int(British), "4a", "%s at the Oskarberg: %d: %d snipers eliminated, %d suppressed", menDo(len(who), "fires", "fire"), d, e, s)
	return nil
}

// doRifle is rule 4b: the men whose closest danger is Zulu t fire at it
// together (all who may, or those named).
func (g *Game) doRifle(t int, who []int) error {
	if !g.target(t) {
		return fmt.Errorf("%s may not be fired at (gone, in the box, or already fired at this turn)", g.ID(t))
	}
	if len(who) == 0 {
		for i := 0; i < g.NBrit; i++ {
			if g.canFireBritish(i) && slices.Contains(g.dangers(i), t) {
				who = append(who, i)
			}
		}
		if len(who) == 0 {
			return fmt.Errorf("%s is nobody's closest danger", g.ID(t))
		}
	}
	for _, i := range who {
		if !g.canFireBritish(i) {
			return fmt.Errorf("%s may not fire now", g.ID(i))
		}
		if !slices.Contains(g.dangers(i), t) {
			return fmt.Errorf("%s is not %s's closest danger (rule 4b)", g.ID(t), g.ID(i))
		}
	}
	if g.decides() {
		if len(g.zuluPartners(t)) > 0 {
			g.Pending = &Pending{Kind: ZuluPair, Target: t, Firers: who}
			g.logf(int(British), "9a", "%s at %s; the Zulus choose whether to pair it", menDo(len(who), "aims", "aim"), g.ID(t))
			return nil
		}
		return g.rifleFire(t, -1, who)
	}
	return g.rifleFire(t, g.zuluPartner(t), who)
}

// rifleFire is the die of rule 4b: the men fire at Zulu t, paired with p
// (-1: none), which counts as fired at too. The result falls on t, or
// from revision 2, when it does anything, on the one of the pair the
// Zulus choose (a pending decision).
func (g *Game) rifleFire(t, p int, who []int) error {
	mods := tables.FireModifiers(g.fireInput(British, who, t))
	drm := tables.Total(mods)
	d := g.roll("British rifle fire")
	o := tables.BritishRifle(tables.ClampRoll(d, drm), len(who))
	for _, i := range who {
		g.Units[i].Fired = true
	}
	g.Units[t].Hit = true
	pair := ""
	if p >= 0 {
		g.Units[p].Hit = true
		pair = fmt.Sprintf(" (paired with %s)", g.ID(p))
	}
	if g.decides() && p >= 0 && o != tables.None {
		g.Pending = &Pending{Kind: ZuluCasualty, Target: t, Partner: p, Outcome: o}
		g.logf(int(British), "4b", "%s at %s%s: %d%s = %s: the Zulus choose which of the pair takes it", menDo(len(who), "fires", "fire"), g.ID(t), pair, d, modText(mods), o)
		return nil
	}
	res := g.hitZulu(t, o)
	g.logf(int(British), "4b", "%s at %s%s: %d%s = %s: %s", menDo(len(who), "fires", "fire"), g.ID(t), pair, d, modText(mods), o, res)
	return nil
}

// zuluPartners lists the Zulus who may be paired with t as a target of
// British fire (rule 9a): those next to it on the same level that may
// still be fired at, in id order; none when the option zulu_pairs is off.
func (g *Game) zuluPartners(t int) []int {
	if g.Opt.ZuluPairs != nil && !*g.Opt.ZuluPairs {
		return nil
	}
	at := g.Units[t].At
	var out []int
	for j := g.NBrit; j < len(g.Units); j++ {
		if j != t && g.target(j) && g.Units[j].At.Level == at.Level && hexmap.Adjacent(g.Units[j].At.Hex, at.Hex) {
			out = append(out, j)
		}
	}
	return out
}

// zuluPartner is the Zulu paired with t as a target of British fire (rule
// 9a, our reading): the first Zulu next to it on the same level that may
// still be fired at; the pair is fired at once a turn, and the fire's
// result falls on t. -1 for none, or when the option is off.
func (g *Game) zuluPartner(t int) int {
	if g.Opt.ZuluPairs != nil && !*g.Opt.ZuluPairs {
		return -1
	}
	at := g.Units[t].At
	for j := g.NBrit; j < len(g.Units); j++ {
		if j != t && g.target(j) && g.Units[j].At.Level == at.Level && hexmap.Adjacent(g.Units[j].At.Hex, at.Hex) {
			return j
		}
	}
	return -1
}

// modText writes modifiers for the log.
func modText(ms []tables.Modifier) string {
	if len(ms) == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString(" (")
	for k, m := range ms {
		if k > 0 {
			b.WriteString(", ")
		}
		b.WriteString(m.String())
	}
	b.WriteString(")")
	return b.String()
}

// doZuluRifle is rules 5a and 5b: one die per unit, a 6 hits; the second
// die (modified) says what.
func (g *Game) doZuluRifle(verb string, j, i int) error {
	u := &g.Units[j]
	if !g.zuluCanFire(j) || !u.Rifle {
		return fmt.Errorf("%s may not fire now", g.ID(j))
	}
	if verb == "snipe" {
		if !u.InBox() {
			return fmt.Errorf("%s is not in the Oskarberg (snipe is for snipers; shoot from the map)", g.ID(j))
		}
		if !slices.Contains(g.sniperTargets(), i) {
			return fmt.Errorf("the Oskarberg does not overlook %s, or he has been fired at this turn", g.ID(i))
		}
	} else if !slices.Contains(g.rifleTargets(j), i) {
		return fmt.Errorf("%s cannot shoot at %s (range, sight, or already fired at)", g.ID(j), g.ID(i))
	}
	if g.askFirePair(verb, i, []int{j}) {
		return nil
	}
	return g.zuluRifle(verb, j, i, nil)
}

// zuluRifle is the dice of rules 5a and 5b: Zulu rifle j fires at man i,
// paired with the men partners (rule 9b, revision 3; none before), who
// count as fired at too. The result falls on i, or, when the man is paired
// and it does anything, on the man of the pair the British choose (a
// pending decision).
func (g *Game) zuluRifle(verb string, j, i int, partners []int) error {
	g.Units[j].Fired = true
	g.Units[i].Hit = true
	for _, x := range partners {
		g.Units[x].Hit = true
	}
	rule := map[string]string{"snipe": "5a", "shoot": "5b"}[verb]
	d := g.roll("Zulu rifle fire")
	if !tables.ZuluRifleHits(d) {
		g.logf(int(Zulu), rule, "%s fires at %s%s: %d: miss", g.ID(j), g.ID(i), pairedWith(g, partners), d)
		return nil
	}
	mods := tables.FireModifiers(g.fireInput(Zulu, []int{j}, i))
	d2 := g.roll("Zulu rifle fire, second die")
	o := tables.ZuluRifleSecond(tables.ClampRoll(d2, tables.Total(mods)))
	if g.askFireCasualty(i, partners, o) {
		g.logf(int(Zulu), rule, "%s fires at %s%s: %d hits, then %d%s = %s: the British choose which man of the pair takes it", g.ID(j), g.ID(i), pairedWith(g, partners), d, d2, modText(mods), o)
		return nil
	}
	res := g.hitBritish(i, o)
	g.logf(int(Zulu), rule, "%s fires at %s%s: %d hits, then %d%s = %s: %s", g.ID(j), g.ID(i), pairedWith(g, partners), d, d2, modText(mods), o, res)
	return nil
}

// pairedWith writes a man's partners for the log (" (paired with B017
// B018)"), "" for none.
func pairedWith(g *Game, partners []int) string {
	if len(partners) == 0 {
		return ""
	}
	return " (paired with " + g.idList(partners) + ")"
}

// doSpear is rule 5c: two or more spear units within 2 hexes throw at man
// i (all who may, or those named).
func (g *Game) doSpear(i int, who []int) error {
	if !g.britTarget(i) {
		return fmt.Errorf("%s may not be fired at now", g.ID(i))
	}
	can := g.spearmen(i)
	if len(who) == 0 {
		who = can
	}
	for _, j := range who {
		if !slices.Contains(can, j) {
			return fmt.Errorf("%s cannot throw at %s (a spear unit within %d hexes that sees him, not yet fired)", g.ID(j), g.ID(i), tables.SpearRange)
		}
	}
	if len(who) < 2 {
		return fmt.Errorf("a lone unit cannot throw spears (rule 5c)")
	}
	if g.askFirePair("spear", i, who) {
		return nil
	}
	return g.zuluSpear(i, nil, who)
}

// zuluSpear is the die of rule 5c: the spear units who throw at man i,
// paired with partners as zuluRifle's.
func (g *Game) zuluSpear(i int, partners, who []int) error {
	mods := tables.FireModifiers(g.fireInput(Zulu, who, i))
	d := g.roll("Zulu spear fire")
	o, _ := tables.ZuluSpear(tables.ClampRoll(d, tables.Total(mods)), len(who))
	for _, j := range who {
		g.Units[j].Fired = true
	}
	g.Units[i].Hit = true
	for _, x := range partners {
		g.Units[x].Hit = true
	}
	if g.askFireCasualty(i, partners, o) {
		g.logf(int(Zulu), "5c", "%d Zulu units throw at %s%s: %d%s = %s: the British choose which man of the pair takes it", len(who), g.ID(i), pairedWith(g, partners), d, modText(mods), o)
		return nil
	}
	res := g.hitBritish(i, o)
	g.logf(int(Zulu), "5c", "%d Zulu units throw at %s%s: %d%s = %s: %s", len(who), g.ID(i), pairedWith(g, partners), d, modText(mods), o, res)
	return nil
}

// doTorch is rule 5d: a flaming spear onto a room's roof.
func (g *Game) doTorch(j int, room string) error {
	if _, ok := g.st.roomOf[room]; !ok {
		return fmt.Errorf("no room %q", clip(room))
	}
	if g.Torches >= tables.FlamingSpearAttempts {
		return fmt.Errorf("the %d flaming spears of the turn are thrown", tables.FlamingSpearAttempts)
	}
	if !slices.Contains(g.torchers(room), j) {
		return fmt.Errorf("%s cannot throw a flaming spear onto %s (a spear unit within %d hexes; the storehouse from inside the perimeter; not burning)", g.ID(j), room, tables.SpearRange)
	}
	g.Torches++
	g.Units[j].Fired = true
	t := tired(Zulu, g.Turn)
	d := g.roll("flaming spear")
	if tables.FlamingSpear(d, t == tables.Fatigued, t == tables.Exhausted) {
		g.Fires = append(g.Fires, Fire{Room: room, Lit: g.Turn})
		g.logf(int(Zulu), "5d", "%s throws a flaming spear onto %s: %d: the thatch catches", g.ID(j), room, d)
	} else {
		g.logf(int(Zulu), "5d", "%s throws a flaming spear onto %s: %d: no effect", g.ID(j), room, d)
	}
	return nil
}

// menDo says "1 man fires" or "3 men fire": n men and the verb agreeing
// with them.
func menDo(n int, one, many string) string {
	if n == 1 {
		return "1 man " + one
	}
	return words.Count(n, "man", "men") + " " + many
}
