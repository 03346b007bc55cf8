package isandlwana

import (
	"fmt"
	"slices"
	"strings"

	"zulu1879/hexmap"
	"zulu1879/units"
)

// Hit decides a combat die against a hit number (8.6): a 1 always hits, a 6
// always misses, otherwise the roll must not exceed the hit number.
func Hit(die, hitNumber int) bool {
	if die == 1 {
		return true
	}
	if die == 6 {
		return false
	}
	return die <= hitNumber
}

// HitRange describes which rolls hit a hit number, remembering that a 1
// always hits and a 6 always misses (8.6).
func HitRange(hitNumber int) string {
	switch {
	case hitNumber <= 1:
		return "hit on a 1 only"
	case hitNumber >= 5:
		return "hit on 1–5 (a 6 always misses)"
	}
	return fmt.Sprintf("hit on 1–%d", hitNumber)
}

// AttackDetail words a Zulu attack's arithmetic (8.3.2) from the modified
// defence and its reasons (ZuluDefense): the log of a resolved attack and
// the odds shown before one both use it, so they read alike.
func AttackDetail(df int, why []string) string {
	return fmt.Sprintf("6 less defence %d (%s), %s", df, strings.Join(why, ", "), HitRange(units.ZuluStrength-df))
}

// inReactionPhase reports whether fire now is reaction fire (5.4).
func (g *State) inReactionPhase() bool { return g.Phase == PhaseReaction }

// shotModifiers lists the modifiers to a British unit's fire at target now
// (8.4 range, 7.7 square, 8.10 Colours, 8.11 and 8.12 ammunition), calling
// add for each. The one place the fire arithmetic lives.
func (g *State) shotModifiers(i int, target hexmap.Hex, add func(d int, reason string)) {
	g.shotModifiersAt(i, hexmap.Distance(g.Units[i].Hex, target), add)
}

// shotModifiersAt is shotModifiers for a target rng hexes from the unit
// (the target counts only by its range).
func (g *State) shotModifiersAt(i, rng int, add func(d int, reason string)) {
	u := &g.Units[i]
	switch {
	case rng == 1:
		// Reaction fire is adjacent, and the rulebook's reaction example
		// counts the +1 for it too.
		add(+1, "range 1")
	case rng == 3:
		add(-1, "range 3")
	}
	if u.InSquare {
		add(-1, "in square")
	}
	if g.Colours == ColoursRaised && g.Wagon.Hex == u.Hex && g.Phase == PhaseBritishCombat {
		add(+1, "with the Colours")
	}
	if g.Colours == ColoursCaptured {
		add(-1, "Colours lost")
	}
	// One ammunition shortage, -1 at most: a captured wagon brings it to
	// every unit at once (8.12) unless the Colours were sent off, which
	// cancels 8.12 (5.10); otherwise it comes on the last turn (8.11) to
	// every unit not in or next to the wagon (a captured wagon shelters
	// nobody).
	switch {
	case g.WagonPenalty():
		add(-1, "wagon lost")
	case g.Turn == g.Scen.Turns && (g.Wagon.Captured || hexmap.Distance(u.Hex, g.Wagon.Hex) > 1):
		add(-1, "ammunition short")
	}
}

// WagonPenalty reports whether a captured wagon costs the British fire -1
// now (8.12): it does unless the Colours were sent off (5.10).
func (g *State) WagonPenalty() bool {
	return g.Wagon.Captured && g.Colours != ColoursSentOff
}

// ShotModifier is the sum of the modifiers to British unit i's fire at
// target now, without building any text (bots call it in hot loops). The
// modified strength of a share of sp points is max(1, sp+ShotModifier).
func (g *State) ShotModifier(i int, target hexmap.Hex) int {
	total := 0
	g.shotModifiers(i, target, func(d int, _ string) { total += d })
	return total
}

// ShotModifiers gives ShotModifier(i, target) for every target by its
// range: element r is the modifier at r hexes (1 to units.BritishRange),
// the unit's own modifiers worked out once for all its targets.
func (g *State) ShotModifiers(i int) [units.BritishRange + 1]int {
	var mods [units.BritishRange + 1]int
	for r := 1; r <= units.BritishRange; r++ {
		g.shotModifiersAt(i, r, func(d int, _ string) { mods[r] += d })
	}
	return mods
}

// ShotStrength is the modified strength that British unit i adds to a fire
// at target with sp strength points (8.3.1, 8.4, 7.7, 8.10, 8.11, 8.12),
// never below 1, with the modifiers listed for display.
func (g *State) ShotStrength(i int, target hexmap.Hex, sp int) (int, []string) {
	s := sp
	var why []string
	g.shotModifiers(i, target, func(d int, reason string) {
		s += d
		why = append(why, fmt.Sprintf("%+d %s", d, reason))
	})
	if s < units.MinStrength {
		s = units.MinStrength
	}
	return s, why
}

// canFireAt reports whether unit i may add sp strength points to a fire at
// target now, and why not.
func (g *State) canFireAt(i int, target hexmap.Hex, sp int) error {
	u := &g.Units[i]
	if u.Status != OnMap {
		return fmt.Errorf("%s is not on the map", u.ID)
	}
	if !u.Kind.CanFire() {
		return fmt.Errorf("%s cannot fire (7.9: %s)", u.ID, u.Kind)
	}
	d := hexmap.Distance(u.Hex, target)
	if g.inReactionPhase() {
		if u.FireUsed > 0 {
			return fmt.Errorf("%s has already fired this phase", u.ID)
		}
		if d != 1 {
			return fmt.Errorf("%s is not adjacent to %s: reaction fire is adjacent only (5.4)", u.ID, target)
		}
		if sp != u.Strength {
			return fmt.Errorf("%s must fire all %d SP: reaction fire cannot be split (5.4)", u.ID, u.Strength)
		}
		return nil
	}
	left := u.Strength - u.FireUsed
	if left <= 0 {
		return fmt.Errorf("%s has no strength left to fire this phase", u.ID)
	}
	if sp < 1 || sp > left {
		return fmt.Errorf("%s has %d SP left to fire, not %d (8.3.1)", u.ID, left, sp)
	}
	if d < 1 || d > units.BritishRange {
		return fmt.Errorf("%s is %d hexes from %s: range is 1 to 3 (8.4)", u.ID, d, target)
	}
	if !g.Scen.Map.LineOfSight(u.Hex, target) {
		return fmt.Errorf("%s has no line of sight to %s: heights block (8.5)", u.ID, target)
	}
	return nil
}

// mayFire reports, without building an error, whether unit i may fire all
// the strength it has left at target now (the test behind Firers).
func (g *State) mayFire(i int, target hexmap.Hex) bool {
	u := &g.Units[i]
	if u.Status != OnMap || !u.Kind.CanFire() {
		return false
	}
	d := hexmap.Distance(u.Hex, target)
	if g.inReactionPhase() {
		return u.FireUsed == 0 && d == 1
	}
	return u.Strength-u.FireUsed > 0 && d >= 1 && d <= units.BritishRange &&
		g.Scen.Map.LineOfSight(u.Hex, target)
}

// fireTargetOK reports whether target holds a Zulu that may still be fired on.
func (g *State) fireTargetOK(target hexmap.Hex) error {
	m := g.Scen.Map
	if err := m.Check(target); err != nil {
		return err
	}
	t := m.Index(target)
	if g.Zulus[t] == 0 {
		return fmt.Errorf("no Zulu unit in %s", target)
	}
	if g.Zulus[t]-g.FiredOn[t] <= 0 {
		return fmt.Errorf("every Zulu unit in %s has already been fired on this phase (8.3.1)", target)
	}
	return nil
}

// FireOdds is the arithmetic of a proposed British fire, for display before
// the dice and for Apply.
type FireOdds struct {
	Total     int // modified attack strength
	Defense   int // defence factor of the target hex
	HitNumber int // Total - Defense; 1 always hits and 6 always misses
	Chance    float64
	Detail    string
}

// chance is the probability that a d6 hits the given hit number.
func chance(hitNumber int) float64 {
	n := 0
	for d := 1; d <= 6; d++ {
		if Hit(d, hitNumber) {
			n++
		}
	}
	return float64(n) / 6
}

// resolveShots fills missing strengths (all that is left) and checks a fire.
// The slices it returns are the state's buffers (shotIdx, shotBuf): they
// hold until the next call.
func (g *State) resolveShots(target hexmap.Hex, shots []Shot) ([]int, []Shot, error) {
	if err := g.fireTargetOK(target); err != nil {
		return nil, nil, err
	}
	if len(shots) == 0 {
		return nil, nil, fmt.Errorf("name at least one firing unit")
	}
	idx := g.shotIdx[:0]
	out := slices.Grow(g.shotBuf[:0], len(shots))[:len(shots)]
	for k, s := range shots {
		i := g.UnitIndex(s.Unit)
		if i < 0 {
			return nil, nil, fmt.Errorf("no British unit %q", s.Unit)
		}
		for _, j := range idx {
			if j == i {
				return nil, nil, fmt.Errorf("%s is named twice in one fire", s.Unit)
			}
		}
		sp := s.Strength
		if sp == 0 {
			sp = g.Units[i].Strength - g.Units[i].FireUsed
		}
		if err := g.canFireAt(i, target, sp); err != nil {
			return nil, nil, err
		}
		idx = append(idx, i)
		out[k] = Shot{Unit: g.Units[i].ID, Strength: sp}
	}
	g.shotIdx, g.shotBuf = idx, out
	return idx, out, nil
}

// Odds computes a proposed fire's numbers without rolling.
func (g *State) Odds(target hexmap.Hex, shots []Shot) (FireOdds, error) {
	idx, shots, err := g.resolveShots(target, shots)
	if err != nil {
		return FireOdds{}, err
	}
	return g.odds(target, idx, shots, true), nil
}

// odds is Odds for checked shots; the Detail text is built only if asked.
func (g *State) odds(target hexmap.Hex, idx []int, shots []Shot, detail bool) FireOdds {
	var o FireOdds
	var parts []string
	for k, i := range idx {
		if !detail {
			o.Total += max(units.MinStrength, shots[k].Strength+g.ShotModifier(i, target))
			continue
		}
		s, why := g.ShotStrength(i, target, shots[k].Strength)
		o.Total += s
		p := fmt.Sprintf("%s %d", g.Units[i].ID, shots[k].Strength)
		if len(why) > 0 {
			p += " (" + strings.Join(why, ", ") + ")"
		}
		parts = append(parts, p)
	}
	m := g.Scen.Map
	o.Defense = m.Info(m.Index(target)).Defense
	o.HitNumber = o.Total - o.Defense
	o.Chance = chance(o.HitNumber)
	if detail {
		o.Detail = fmt.Sprintf("%s = %d, less defence %d: %s", strings.Join(parts, " + "), o.Total, o.Defense, HitRange(o.HitNumber))
	}
	return o
}

// applyFire carries out a British fire (reaction or combat phase).
func (g *State) applyFire(a Action) error {
	idx, shots, err := g.resolveShots(a.To, a.Shots)
	if err != nil {
		return err
	}
	odds := g.odds(a.To, idx, shots, !g.Opts.Quiet)
	die := g.roll("8.3.1 British fire")
	hit := Hit(die, odds.HitNumber)
	for k, i := range idx {
		g.Units[i].FireUsed += shots[k].Strength
	}
	g.Stats.BritishFires++
	t := g.idx(a.To)
	result := "miss"
	if hit {
		result = "hit: the Zulu unit is eliminated"
		g.Stats.BritishFiresHit++
		g.eliminateZulu(t)
	} else {
		g.FiredOn[t]++
	}
	if g.logging() {
		g.logRoll(British, "8.3", die, "%s fires at %s: %s; rolled %d, %s", joinShots(shots), a.To, odds.Detail, die, result)
	}
	return nil
}

func joinShots(shots []Shot) string {
	var p []string
	for _, s := range shots {
		p = append(p, fmt.Sprintf("%s:%d", s.Unit, s.Strength))
	}
	return strings.Join(p, " + ")
}

// eliminateZulu removes one Zulu from hex index t and sends it to its
// recycling pool (8.8).
func (g *State) eliminateZulu(t int) {
	g.Zulus[t]--
	if g.Spent[t] > g.Zulus[t] {
		g.Spent[t] = g.Zulus[t]
	}
	if g.FiredOn[t] > g.Zulus[t] {
		g.FiredOn[t] = g.Zulus[t]
	}
	h := g.Scen.Map.HexAt(t)
	if _, west := g.Scen.RecycleGroup(h); west {
		g.Pool[0]++
	} else {
		g.Pool[1]++
	}
	g.Stats.ZulusEliminated++
}

// ZuluDefense is the modified defence factor of a British hex against a Zulu
// attack (8.3.2, 8.9, 8.10, 7.7), capped at 6, with the reasons.
func (g *State) ZuluDefense(target hexmap.Hex) (int, []string) {
	var why []string
	df := g.zuluDefense(target, &why)
	return df, why
}

// zuluDefense is ZuluDefense; it adds the reasons to *why unless why is nil
// (a quiet game builds no text).
func (g *State) zuluDefense(target hexmap.Hex, why *[]string) int {
	m := g.Scen.Map
	df := m.Info(m.Index(target)).Defense
	note := func(s string) {
		if why != nil {
			*why = append(*why, s)
		}
	}
	if why != nil {
		*why = append(*why, fmt.Sprintf("%s %d", m.TerrainAt(target), df))
	}
	if g.leaderIn(target) {
		df++
		note("+1 leader")
	}
	if g.allInSquare(target) {
		df++
		note("+1 square")
	}
	if h, ok := g.ColoursHex(); ok && h == target && g.combatIn(target) {
		df++
		note("+1 Colours")
	}
	if df > units.MaxDefense {
		df = units.MaxDefense
		note("capped at 6")
	}
	return df
}

// allInSquare reports whether every combat unit in h is in square (the
// square's +1 applies to an attack on the hex only then).
func (g *State) allInSquare(h hexmap.Hex) bool {
	any := false
	for i := range g.Units {
		u := &g.Units[i]
		if u.Status == OnMap && u.Hex == h && u.IsCombat() {
			if !u.InSquare {
				return false
			}
			any = true
		}
	}
	return any
}

// canAttack reports whether a Zulu in from may attack hex to now.
func (g *State) canAttack(from, to hexmap.Hex) error {
	m := g.Scen.Map
	if err := m.Check(from); err != nil {
		return err
	}
	if err := m.Check(to); err != nil {
		return err
	}
	f := m.Index(from)
	if g.Zulus[f] == 0 {
		return fmt.Errorf("no Zulu unit in %s", from)
	}
	if g.Zulus[f]-g.Spent[f] <= 0 || (g.isOnrush(f) && g.Spent[f] > 0) {
		if g.isOnrush(f) {
			return fmt.Errorf("a unit has already attacked out of onrush hex %s this phase (8.8)", from)
		}
		return fmt.Errorf("the Zulu unit in %s has already attacked this phase", from)
	}
	if !hexmap.Adjacent(from, to) {
		return fmt.Errorf("%s is not adjacent to %s: Zulus attack adjacent hexes only (8.4)", to, from)
	}
	if !g.combatIn(to) {
		return fmt.Errorf("no British combat unit in %s to attack (leaders are never targets, 5.5)", to)
	}
	return nil
}

// applyAttack resolves one Zulu attack (5.5, 8.3.2).
func (g *State) applyAttack(a Action) error {
	if err := g.canAttack(a.From, a.To); err != nil {
		return err
	}
	f, t := g.idx(a.From), g.idx(a.To)
	g.Spent[f]++
	if g.AttackedFrom == nil {
		g.AttackedFrom = map[int][]int{}
	}
	seen := false
	for _, x := range g.AttackedFrom[t] {
		seen = seen || x == f
	}
	if !seen {
		g.AttackedFrom[t] = append(g.AttackedFrom[t], f)
	}
	var why []string
	var whyp *[]string
	if g.logging() {
		whyp = &why
	}
	df := g.zuluDefense(a.To, whyp)
	hitNo := units.ZuluStrength - df
	die := g.roll("8.3.2 Zulu attack")
	g.Stats.ZuluAttacks++
	if !Hit(die, hitNo) {
		if g.logging() {
			g.logRoll(Zulu, "8.3.2", die, "Zulu from %s attacks %s: %s; rolled %d, miss", a.From, a.To, AttackDetail(df, why), die)
		}
		return nil
	}
	g.Stats.ZuluAttacksHit++
	if g.logging() {
		g.logRoll(Zulu, "8.3.2", die, "Zulu from %s attacks %s: %s; rolled %d, hit", a.From, a.To, AttackDetail(df, why), die)
	}
	g.hitHex(a.To, true)
	return nil
}

// hitHex takes one step from a British combat unit in h: at once if there is
// only one, else the Zulu player chooses (8.3.2). attack says the hit came
// from a Zulu attack (so advance after combat may follow).
func (g *State) hitHex(h hexmap.Hex, attack bool) {
	// The combat units in h: one takes the step at once, and the list of
	// choices is built only when there are several (or none).
	one, n := -1, 0
	for i := range g.Units {
		if u := &g.Units[i]; u.Status == OnMap && u.Hex == h && u.IsCombat() {
			one, n = i, n+1
		}
	}
	if n == 1 {
		g.takeStep(one, attack)
		return
	}
	var ids []string
	for i := range g.Units {
		if u := &g.Units[i]; u.Status == OnMap && u.Hex == h && u.IsCombat() {
			ids = append(ids, u.ID)
		}
	}
	count := 0
	if attack {
		count = 1
	}
	g.pushFront(Decision{Kind: DecideHit, Side: Zulu, Hex: h.String(), Count: count, Options: ids})
}

// takeStep removes one step from unit i (8.6) and handles what follows: a
// lone leader, advance after combat, the end of the game.
func (g *State) takeStep(i int, attack bool) {
	u := &g.Units[i]
	u.Strength--
	g.Stats.BritishStepsLost++
	h := u.Hex
	if u.Strength > 0 {
		if g.logging() {
			g.logf(British, "8.6", "%s is reduced to %d", u.ID, u.Strength)
		}
		return
	}
	u.Status = Eliminated
	u.InSquare = false
	g.Stats.BritishUnitsLost++
	if g.logging() {
		g.logf(British, "8.6", "%s is eliminated", u.ID)
	}
	if g.combatIn(h) {
		return
	}
	g.leadersAlone(h)
	if g.checkMassacre() {
		return
	}
	if attack {
		g.offerAdvance(h)
	}
}

// leadersAlone moves or kills leaders left without combat units in h (8.6).
func (g *State) leadersAlone(h hexmap.Hex) {
	for _, i := range g.UnitsAt(h) {
		u := &g.Units[i]
		if u.Kind != units.Leader {
			continue
		}
		opts, others := g.leaderRefuges(h)
		switch {
		case len(opts) == 0:
			u.Status = Eliminated
			g.Stats.LeadersLost++
			if others {
				g.logf(British, "8.6", "%s is left alone in %s with no path free of Zulus to any other British hex, and is killed", u.ID, h)
			} else {
				g.logf(British, "8.6", "%s is left alone in %s with no other British unit on the map, and is killed", u.ID, h)
			}
		case len(opts) == 1:
			u.Hex = opts[0]
			g.logf(British, "8.6", "%s is left alone in %s and falls back to %s", u.ID, h, opts[0])
		default:
			var ids []string
			for _, o := range opts {
				ids = append(ids, o.String())
			}
			g.pushBack(Decision{Kind: DecideLeader, Side: British, Hex: h.String(), Unit: u.ID, Options: ids})
		}
	}
}

// leaderRefuges lists the closest hexes holding British units (combat units
// or leaders: 8.6 says any British occupied hex) that a leader alone in h can
// reach by a path free of Zulus (and of heights and onrush hexes, which no
// British unit may enter). others reports whether any British unit stands
// outside h at all, reachable or not.
func (g *State) leaderRefuges(h hexmap.Hex) (out []hexmap.Hex, others bool) {
	m := g.Scen.Map
	dist := m.StepsFrom(m.Index(h), func(j int) bool {
		return g.Zulus[j] == 0 && m.Info(j).MoveCost > 0 && !g.isOnrush(j)
	})
	best := -1
	for i := range g.Units {
		u := &g.Units[i]
		if u.Status != OnMap || u.Hex == h {
			continue
		}
		others = true
		d := dist[m.Index(u.Hex)]
		if d == hexmap.Unreachable {
			continue
		}
		if best == -1 || d < best {
			best, out = d, nil
		}
		if d == best {
			dup := false
			for _, o := range out {
				dup = dup || o == u.Hex
			}
			if !dup {
				out = append(out, u.Hex)
			}
		}
	}
	return out, others
}

// offerAdvance asks the Zulu player whether one attacker advances into the
// cleared hex h (8.7).
func (g *State) offerAdvance(h hexmap.Hex) {
	t := g.idx(h)
	var opts []string
	for _, f := range g.AttackedFrom[t] {
		if g.Zulus[f] > 0 {
			opts = append(opts, g.Scen.Map.HexAt(f).String())
		}
	}
	if len(opts) == 0 {
		return
	}
	opts = append(opts, "none")
	g.pushBack(Decision{Kind: DecideAdvance, Side: Zulu, Hex: h.String(), Options: opts})
}

// advance moves one Zulu from f into the cleared hex t (8.7), capturing the
// wagon and Colours if they are there.
func (g *State) advance(f, t int) {
	g.Zulus[f]--
	// The advancing Zulu made the attack, but in an onrush hex the hex's one
	// attack of the phase stays used (8.8): the count only shrinks to the
	// units left (in an ordinary hex that is zero).
	if g.Spent[f] > g.Zulus[f] {
		g.Spent[f] = g.Zulus[f]
	}
	g.Zulus[t]++
	g.Spent[t]++
	m := g.Scen.Map
	if g.logging() {
		g.logf(Zulu, "8.7", "a Zulu advances from %s into %s", m.HexAt(f), m.HexAt(t))
	}
	g.captureAt(m.HexAt(t))
}

// captureAt captures the wagon (and the Colours with it) if a Zulu has just
// entered their hex (8.7, 8.10, 8.12).
func (g *State) captureAt(h hexmap.Hex) {
	if g.Wagon.Captured || g.Wagon.Hex != h {
		return
	}
	g.Wagon.Captured = true
	if g.Colours == ColoursSentOff {
		g.logf(Zulu, "8.12", "the ammunition wagon is captured in %s; the Colours were sent off, so it costs no fire penalty (5.10)", h)
	} else {
		g.logf(Zulu, "8.12", "the ammunition wagon is captured in %s: every British unit fires at -1 from now on", h)
	}
	if g.Colours == ColoursRaised {
		g.Colours = ColoursCaptured
		g.logf(Zulu, "8.10", "the Queen's Colours are captured: every British unit fires at a further -1")
	}
}

// checkMassacre ends the game if no British combat unit or leader is left on
// the map (4.3).
func (g *State) checkMassacre() bool {
	for i := range g.Units {
		if g.Units[i].Status == OnMap {
			return false
		}
	}
	g.finish(ZuluMassacre, "no British unit is left standing on the field")
	return true
}

// checkEscape ends the game if a combat unit, the wagon and the raised
// Colours stand together in a west-edge escape hex (4.1).
func (g *State) checkEscape() bool {
	if g.Colours != ColoursRaised || g.Wagon.Captured || !g.Scen.IsEscape(g.Wagon.Hex) || !g.combatIn(g.Wagon.Hex) {
		return false
	}
	g.finish(BritishEscape, fmt.Sprintf("the wagon, the Colours and their escort reach %s on the west edge", g.Wagon.Hex))
	return true
}

// finish ends the game.
func (g *State) finish(o Outcome, why string) {
	g.Outcome = o
	g.EndReason = why
	g.Pending = nil
	g.Stats.EndTurn = g.Turn
	g.Stats.ZulusOnMapAtEnd = g.ZulusOnMap()
	g.Stats.BritishSPAtEnd = g.BritishSP()
	n := 0
	for i := range g.Units {
		if g.Units[i].Status == OnMap && g.Units[i].IsCombat() {
			n++
		}
	}
	g.Stats.BritishUnitsAtEnd = n
	g.logf(o.Winner(), "4.0", "%s wins: %s (%s)", o.Winner(), o, why)
	g.Phase = PhaseGameOver
}
