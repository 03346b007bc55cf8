package ramparts

import (
	"fmt"
	"sort"
	"zulu1879/internal/words"
)

// ---- small slice helpers -------------------------------------------------

func has(s []int, x int) bool {
	for _, v := range s {
		if v == x {
			return true
		}
	}
	return false
}

func without(s []int, x int) []int {
	for i, v := range s {
		if v == x {
			return append(s[:i:i], s[i+1:]...)
		}
	}
	return s
}

// ---- boxes -----------------------------------------------------------------

// BoxName names box `box` as reached along track tr.
func (g *Game) BoxName(tr, box int) string {
	t := g.t
	switch {
	case box >= 1 && box <= 5:
		return t.data.Tracks[trackDataIndex(t, tr)].Boxes[box-1]
	case box == 0:
		if t.upper[tr] {
			return t.data.Interior[0].Name
		}
		return t.data.Interior[1].Name
	case box == -1:
		return t.data.Interior[2].Name
	case box == -2:
		return t.data.Interior[3].Name
	}
	return fmt.Sprintf("box %d", box)
}

func trackDataIndex(t *tables, tr int) int {
	for i, x := range t.data.Tracks {
		if x.ID == t.trackID[tr] {
			return i
		}
	}
	return 0
}

// occupant returns the index of the active iButho in interior box `box`
// reached from track tr (the 0 box depends on the track's funnel), or in the
// track's own box when box >= 1; -1 if the box is empty.
func (g *Game) occupant(tr, box int) int {
	for i := range g.IButhos {
		b := &g.IButhos[i]
		if !b.Active() || b.Box != box {
			continue
		}
		if box >= 1 {
			if b.Track == tr {
				return i
			}
			continue
		}
		if box == 0 && g.t.upper[b.Track] != g.t.upper[tr] {
			continue
		}
		return i
	}
	return -1
}

// burningAt reports whether the box holds a building that is on fire.
func (g *Game) burningAt(tr, box int) bool {
	if box != 1 {
		return false
	}
	b := g.t.building[tr]
	return b >= 0 && g.Burning[b]
}

// AnyBurning reports whether at least one building is on fire.
func (g *Game) AnyBurning() bool { return g.Burning[0] || g.Burning[1] }

// ---- Heroic Defense markers (5.1.3, 6.2.1) ---------------------------------

// guards reports whether a defense of kind box guards box `box` of track tr.
func (g *Game) guards(kind string, tr, box int) bool {
	switch kind {
	case "hospital":
		return box == 1 && tr == g.t.bTrack[Hospital]
	case "storehouse":
		return box == 1 && tr == g.t.bTrack[Storehouse]
	case "outer":
		return box == 0
	}
	return false
}

// defenseBlocked reports whether a defense marker of that kind cannot stand:
// its building burns, or an iButho holds its box or any box behind it.
func (g *Game) defenseBlocked(kind string) bool {
	var tr int
	switch kind {
	case "hospital":
		if g.Burning[Hospital] {
			return true
		}
		tr = g.t.bTrack[Hospital]
	case "storehouse":
		if g.Burning[Storehouse] {
			return true
		}
		tr = g.t.bTrack[Storehouse]
	case "outer":
		for i := range g.IButhos {
			if b := &g.IButhos[i]; b.Active() && b.Box <= 0 {
				return true
			}
		}
		return false
	}
	for i := range g.IButhos {
		b := &g.IButhos[i]
		if !b.Active() {
			continue
		}
		switch {
		case b.Box == 1 && b.Track == tr:
			return true
		case b.Box == 0 && g.t.upper[b.Track] == g.t.upper[tr]:
			return true
		case b.Box < 0:
			return true
		}
	}
	return false
}

// defenderOf returns the card whose Heroic Defense marker guards the box, or 0.
func (g *Game) defenderOf(tr, box int) int {
	for _, id := range g.Defending {
		if d := g.card(id).Defense; d != nil && g.guards(d.Box, tr, box) {
			return id
		}
	}
	return 0
}

// leaveTableau takes a card off the Tableau (and its marker off the map).
func (g *Game) leaveTableau(id int) {
	g.Tableau = without(g.Tableau, id)
	g.Defending = without(g.Defending, id)
}

// refreshDefenses places and removes Heroic Defense markers (6.2.1).
func (g *Game) refreshDefenses() {
	if g.Phase == PhaseOver {
		return
	}
	for i := 0; i < len(g.Tableau); i++ {
		id := g.Tableau[i]
		d := g.card(id).Defense
		if d == nil {
			continue
		}
		up := has(g.Defending, id)
		bad := g.defenseBlocked(d.Box)
		switch {
		case up && bad:
			g.leaveTableau(id)
			g.Hand = append(g.Hand, id)
			i--
			g.logf("6.2.1", nil, "%s falls back: the Heroic Defense marker leaves the %s and the card returns to hand", g.card(id).Name, d.Box)
		case !up && !bad:
			g.Defending = append(g.Defending, id)
			g.logf("6.2.1", nil, "%s's Heroic Defense marker guards the %s", g.card(id).Name, d.Box)
		}
	}
}

// ---- movement (5.1) ------------------------------------------------------------

// advance moves the given iButhos n boxes, one box at a time, closest first
// (5.1.2, 5.1.4).
func (g *Game) advance(idx []int, n int, rule string) {
	sort.SliceStable(idx, func(a, b int) bool {
		x, y := &g.IButhos[idx[a]], &g.IButhos[idx[b]]
		if x.Box != y.Box {
			return x.Box < y.Box
		}
		if x.Hits != y.Hits {
			return x.Hits > y.Hits
		}
		return x.Printed > y.Printed
	})
	stopped := make([]bool, len(idx))
	for step := 0; step < n; step++ {
		for k, i := range idx {
			if stopped[k] || !g.IButhos[i].Active() {
				continue
			}
			if !g.stepForward(i, rule) {
				stopped[k] = true
			}
			if g.Phase == PhaseOver {
				return
			}
		}
	}
}

// stepForward moves iButho i one box toward the Zulu Victory marker and
// reports whether it may keep moving.
func (g *Game) stepForward(i int, rule string) bool {
	b := &g.IButhos[i]
	nb := b.Box - 1
	if nb <= 0 {
		if o := g.occupant(b.Track, nb); o >= 0 {
			g.logf("5.1.2", nil, "%s is blocked: %s already holds the %s", b.ID, g.IButhos[o].ID, g.BoxName(b.Track, nb))
			return false
		}
	}
	if id := g.defenderOf(b.Track, nb); id != 0 {
		c := g.card(id)
		r := g.roll(6, "5.1.3", fmt.Sprintf("heroic defence: %s holds the %s against %s (stops it on %d-6)", c.Name, g.BoxName(b.Track, nb), b.ID, c.Defense.Min))
		if r >= c.Defense.Min {
			g.logf("5.1.3", nil, "%s is stopped in front of the %s", b.ID, g.BoxName(b.Track, nb))
			return false
		}
		g.leaveTableau(id)
		g.Hand = append(g.Hand, id)
		g.logf("5.1.3", nil, "the defence fails: %s withdraws to your hand", c.Name)
	}
	b.Box = nb
	g.logf(rule, nil, "%s advances to the %s", b.ID, g.BoxName(b.Track, nb))
	if nb <= g.VictoryBox {
		g.endGame(CauseDefeat, fmt.Sprintf("%s reached the Zulu Victory marker in the %s", b.ID, g.BoxName(b.Track, nb)))
		return false
	}
	g.refreshDefenses()
	if g.burningAt(b.Track, nb) {
		g.logf("5.1.3", nil, "%s stops in the burning %s", b.ID, g.BoxName(b.Track, nb))
		return false
	}
	return true
}

// retreat moves iButho i one box back, displacing an iButho in the way and
// routing it beyond box 5 (6.7.4).
func (g *Game) retreat(i int, rule string) {
	b := &g.IButhos[i]
	if !b.Active() {
		return
	}
	if b.Box >= 5 {
		b.Box = 5
		b.Routed = true
		g.logf(rule, nil, "%s is routed beyond its box 5", b.ID)
		return
	}
	nb := b.Box + 1
	if nb <= 0 {
		if o := g.occupant(b.Track, nb); o >= 0 && o != i {
			g.logf(rule, nil, "%s is displaced to clear the way", g.IButhos[o].ID)
			g.retreat(o, rule)
		}
	}
	b.Box = nb
	g.logf(rule, nil, "%s falls back to the %s", b.ID, g.BoxName(b.Track, nb))
}

func (g *Game) onTracks(tracks []string) []int {
	var idx []int
	for i := range g.IButhos {
		b := &g.IButhos[i]
		if !b.Active() {
			continue
		}
		for _, f := range tracks {
			if g.t.trackIdx[f] == b.Track {
				idx = append(idx, i)
				break
			}
		}
	}
	return idx
}

func (g *Game) allActive() []int {
	var idx []int
	for i := range g.IButhos {
		if g.IButhos[i].Active() {
			idx = append(idx, i)
		}
	}
	return idx
}

// ---- the iMpi cup (5.0) ----------------------------------------------------------

func (g *Game) cup() []int {
	var c []int
	for i := range g.Chits {
		if g.Chits[i].Where == InCup {
			c = append(c, i)
		}
	}
	return c
}

func (g *Game) chitKind(c int) string { return g.t.chitType[g.Chits[c].Type].Kind }

func (g *Game) chitName(c int) string { return g.t.chitType[g.Chits[c].Type].Name }

// drawChit draws a chit at random from the cup; -1 if the cup is empty.
func (g *Game) drawChit(rule, why string) int {
	cup := g.cup()
	if len(cup) == 0 {
		g.logf(rule, nil, "the iMpi cup is empty")
		return -1
	}
	c := cup[g.pick(len(cup), rule, why)]
	g.Chits[c].Where = Drawn
	g.logf(rule, nil, "iMpi chit drawn: %s", g.chitName(c))
	return c
}

// dispose puts an implemented chit where the rules send it.
func (g *Game) dispose(c int) {
	switch g.chitKind(c) {
	case "rifles", "snipers":
		g.Chits[c].Where = InCup
	case "ablaze", "dabulamanzi":
		if g.Night {
			g.Chits[c].Where = Discarded
		} else {
			g.Chits[c].Where = InCup
		}
	default:
		g.Chits[c].Where = Discarded
	}
}

// implement carries out a chit (5.1-5.3). It reports whether the rest of the
// turn is skipped (Seniority Debate).
func (g *Game) implement(c int) (skip bool) {
	ct := g.t.chitType[g.Chits[c].Type]
	switch ct.Kind {
	case "advance":
		for _, f := range ct.Formations {
			if len(g.onTracks([]string{f})) == 0 {
				g.logf("5.1", nil, "the %s's iButho is out of the fight (%s): no advance for it", g.t.trackName[g.t.trackIdx[f]], g.outOfFight(g.t.trackIdx[f]))
			}
		}
		g.advance(g.onTracks(ct.Formations), ct.Boxes, "5.1")
	case "r":
		g.chitR("5.2")
	case "ablaze":
		g.ablaze()
	case "ibutho_forward":
		for i := range g.IButhos {
			if b := &g.IButhos[i]; b.ID == ct.IButho {
				if b.Active() {
					g.advance([]int{i}, ct.Boxes, "5.3.2")
				} else {
					g.logf("5.3.2", nil, "%s is out of the fight (%s): the chit has no effect", b.ID, g.outOfFight(b.Track))
				}
			}
		}
	case "dabulamanzi":
		g.dabulamanzi()
	case "rifles":
		g.TurnDRM++
		if sub := g.drawChit("5.3.4", "Rifles Overheat: draw another chit"); sub >= 0 {
			if g.chitKind(sub) == "advance" {
				g.implement(sub)
				g.dispose(sub)
			} else {
				g.Chits[sub].Where = InCup
				g.logf("5.3.4", nil, "not an Advance chit: %s goes back into the cup", g.chitName(sub))
			}
		}
	case "snipers":
		g.TurnDRM++
		var adv []int
		for _, x := range g.cup() {
			if g.chitKind(x) == "advance" {
				adv = append(adv, x)
			}
		}
		if len(adv) == 0 {
			g.logf("5.3.7", nil, "no Advance chit left in the cup: every iButho advances 1")
			g.advance(g.allActive(), 1, "5.3.7")
		} else {
			sub := adv[g.pick(len(adv), "5.3.7", "Zulu Snipers: draw until an Advance chit comes")]
			g.Chits[sub].Where = Drawn
			g.logf("5.3.7", nil, "the Advance chit drawn is %s", g.chitName(sub))
			g.implement(sub)
			g.dispose(sub)
		}
	case "seniority":
		g.seniority()
		return true
	case "washing":
		g.washing()
	}
	return false
}

// outOfFight says why the iButho of track tr is out of the fight.
func (g *Game) outOfFight(tr int) string {
	for i := range g.IButhos {
		if b := &g.IButhos[i]; b.Track == tr {
			if b.Eliminated {
				return b.ID + " wiped out"
			}
			return b.ID + " routed"
		}
	}
	return "no iButho"
}

// chitR is the "R" chit: regroup, rally, pull back, rest (5.2).
func (g *Game) chitR(rule string) {
	for i := range g.IButhos {
		b := &g.IButhos[i]
		if b.Active() && b.Box >= 3 && b.Casualty > 0 {
			b.Casualty--
			b.Hits++
			g.logf(rule, nil, "A: %s regroups and recovers a Hit marker", b.ID)
		}
	}
	for i := range g.IButhos {
		b := &g.IButhos[i]
		if b.Routed && !b.Eliminated {
			b.Routed = false
			b.Box = 5
			g.logf(rule, nil, "B: %s rallies in its box 5", b.ID)
		}
	}
	// C: pull back from box 2 or closer, farthest first so nobody is pushed twice.
	var back []int
	for i := range g.IButhos {
		if b := &g.IButhos[i]; b.Active() && b.Box <= 2 {
			back = append(back, i)
		}
	}
	sort.SliceStable(back, func(a, b int) bool { return g.IButhos[back[a]].Box > g.IButhos[back[b]].Box })
	for _, i := range back {
		g.logf(rule, nil, "C: %s pulls back", g.IButhos[i].ID)
		g.retreat(i, rule)
	}
	g.NoVolleys = true
	g.logf(rule, nil, "D: the Zulus go to ground; no volleys this turn")
	g.refreshDefenses()
}

// ablaze rolls on the Building Ablaze table (5.3.1).
func (g *Game) ablaze() {
	n := 0
	for _, b := range g.Burning {
		if b {
			n++
		}
	}
	r := g.roll(6, "5.3.1", fmt.Sprintf("Building Ablaze table, %s already burning", words.Count(n, "building", "buildings")))
	switch n {
	case 0:
		if r <= 3 {
			g.ignite(Hospital)
		} else {
			g.ignite(Storehouse)
		}
	case 1:
		switch {
		case r <= 3:
			if g.Burning[Hospital] {
				g.ignite(Storehouse)
			} else {
				g.ignite(Hospital)
			}
		case r == 6:
			if g.Burning[Hospital] {
				g.extinguish(Hospital, "5.3.1")
			} else {
				g.extinguish(Storehouse, "5.3.1")
			}
		default:
			g.logf("5.3.1", nil, "no effect")
		}
	case 2:
		switch r {
		case 4:
			g.extinguish(Hospital, "5.3.1")
		case 5:
			g.extinguish(Storehouse, "5.3.1")
		case 6:
			if g.Revision() >= 2 {
				// The player says which fire goes out (ExtinguishChoice).
				g.Phase = PhaseAblaze
				g.logf("5.3.1", nil, "one fire goes out: choose the Hospital or the Storehouse")
				return
			}
			g.extinguish(g.bestToExtinguish(), "5.3.1")
		default:
			g.logf("5.3.1", nil, "no effect")
		}
	}
	g.refreshDefenses()
}

// bestToExtinguish chooses which of two fires goes out when the table says
// "one fire" (for the player in revision 1, for the Advisor since): the building whose defender can stand again,
// else the one on the track with the closer iButho, else the Hospital.
func (g *Game) bestToExtinguish() int {
	for _, bi := range []int{Hospital, Storehouse} {
		kind := "hospital"
		if bi == Storehouse {
			kind = "storehouse"
		}
		for _, id := range g.Tableau {
			if d := g.card(id).Defense; d != nil && d.Box == kind {
				return bi
			}
		}
	}
	hb, sb := 9, 9
	for i := range g.IButhos {
		b := &g.IButhos[i]
		if !b.Active() {
			continue
		}
		if b.Track == g.t.bTrack[Hospital] {
			hb = b.Box
		}
		if b.Track == g.t.bTrack[Storehouse] {
			sb = b.Box
		}
	}
	if sb < hb {
		return Storehouse
	}
	return Hospital
}

func (g *Game) ignite(b int) {
	g.Burning[b] = true
	g.logf("5.3.1", nil, "the %s is ablaze", g.t.bName[b])
}

func (g *Game) extinguish(b int, rule string) {
	if !g.Burning[b] {
		return
	}
	g.Burning[b] = false
	g.logf(rule, nil, "the fire in the %s is put out", g.t.bName[b])
}

// dabulamanzi returns discarded Advance chits to the cup (5.3.3).
func (g *Game) dabulamanzi() {
	n := g.roll(6, "5.3.3", "Prince Dabulamanzi: how many Advance chits return")
	var disc []int
	for i := range g.Chits {
		if g.Chits[i].Where == Discarded && g.chitKind(i) == "advance" {
			disc = append(disc, i)
		}
	}
	for k := 0; k < n && len(disc) > 0; k++ {
		j := 0
		if len(disc) > n-k {
			j = g.pick(len(disc), "5.3.3", "choose a discarded Advance chit at random")
		}
		c := disc[j]
		disc = append(disc[:j], disc[j+1:]...)
		g.Chits[c].Where = InCup
		g.logf("5.3.3", nil, "%s goes back into the cup", g.chitName(c))
	}
}

// seniority is the Seniority Debate (5.3.5).
func (g *Game) seniority() {
	if g.seniorityIgnored() {
		g.logf("5.3.5", nil, "Major Spalding is in command: the Seniority Debate has no effect")
		return
	}
	for i := 0; i < len(g.Tableau); i++ {
		id := g.Tableau[i]
		if g.card(id).Seniority {
			g.leaveTableau(id)
			g.Hand = append(g.Hand, id)
			i--
			g.logf("5.3.5", nil, "%s is called away to argue precedence and returns to hand", g.card(id).Name)
		}
	}
	g.logf("5.3.5", nil, "the rest of the turn, Housekeeping included, is lost")
}

func (g *Game) seniorityIgnored() bool {
	for _, s := range [][]int{g.Hand, g.Tableau, g.Reserve, {g.BarricadeHero}} {
		for _, id := range s {
			if id != 0 && g.card(id).IgnoresSeniority {
				return true
			}
		}
	}
	return false
}

// washing is the Washing of the Spears (5.3.6).
func (g *Game) washing() {
	low := 99
	for i := range g.IButhos {
		if b := &g.IButhos[i]; b.Active() && b.Box < low {
			low = b.Box
		}
	}
	if low >= 5 {
		g.logf("5.3.6", nil, "every iButho is in its box 5: no effect")
		return
	}
	var back []int
	for i := range g.IButhos {
		if b := &g.IButhos[i]; b.Active() && b.Box == low {
			back = append(back, i)
		}
	}
	for _, i := range back {
		if g.IButhos[i].Box == low {
			g.retreat(i, "5.3.6")
		}
	}
	g.refreshDefenses()
}

// finalAssaultDue reports whether the Zulu Morning Attack starts (12.4.1).
func (g *Game) finalAssaultDue() bool {
	cup := g.cup()
	if len(cup) == 0 {
		return g.FinalAssault
	}
	for _, c := range cup {
		if k := g.chitKind(c); k != "rifles" && k != "snipers" {
			return false
		}
	}
	return true
}

func (g *Game) finalAssault() {
	g.logf("12.4.1", nil, "the Zulu morning attack: the last chits are set aside and the iMpi forms for a final assault")
	for i := range g.Chits {
		if g.chitKind(i) == "advance" {
			g.Chits[i].Where = InCup
		} else {
			g.Chits[i].Where = Removed
		}
	}
	for i := range g.IButhos {
		if b := &g.IButhos[i]; b.Active() {
			b.Box = 3
		}
	}
	g.chitR("12.4.1")
	g.FinalAssault = true
	g.Dawn = true
	g.Night = false
	g.logf("12.4.1", nil, "dawn: night effects end")
}

// assaultDraws draws chits until their Advance numbers total 4 or more (12.4.2).
func (g *Game) assaultDraws() {
	total := 0
	for total < 4 && g.Phase != PhaseOver {
		c := g.drawChit("12.4.2", "final assault: draw a chit")
		if c < 0 {
			return
		}
		total += g.t.chitType[g.Chits[c].Type].Boxes
		g.implement(c)
		g.dispose(c)
	}
	g.refreshDefenses()
}
