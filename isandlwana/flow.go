package isandlwana

import (
	"fmt"
	"zulu1879/internal/words"

	"zulu1879/hexmap"
	"zulu1879/units"
)

// ToAct returns the side that must act now, or NoSide when the game is over.
func (g *State) ToAct() Side {
	if g.Over() {
		return NoSide
	}
	if len(g.Pending) > 0 {
		return g.Pending[0].Side
	}
	switch g.Phase {
	case PhaseZuluMove, PhaseZuluAttack, PhaseSniping:
		return Zulu
	}
	return British
}

// Decision returns the decision waiting to be taken, if any.
func (g *State) Decision() (Decision, bool) {
	if len(g.Pending) == 0 {
		return Decision{}, false
	}
	return g.Pending[0], true
}

func (g *State) pushBack(d Decision)  { g.Pending = append(g.Pending, d) }
func (g *State) pushFront(d Decision) { g.Pending = append([]Decision{d}, g.Pending...) }

// PhaseLabel names the current phase with its Roman numeral.
func (g *State) PhaseLabel() string {
	switch g.Phase {
	case PhaseZuluMove:
		return "I. Zulu Movement"
	case PhaseReaction:
		return "II. British Reaction"
	case PhaseZuluAttack:
		return "III. Zulu Attack"
	case PhaseBritishOrder:
		return "IV. British Movement or Combat"
	case PhaseBritishMove, PhaseBritishCombat:
		n := "IV"
		if g.InPhaseV {
			n = "V"
		}
		return n + ". " + g.Phase.String()
	case PhaseSniping:
		return "VI. Zulu Sniping"
	case PhaseLeaderFatality:
		return "VII. British Leader Fatalities"
	}
	return g.Phase.String()
}

// Apply carries out an action for the side to act. An illegal action returns
// an error that says why and changes nothing.
func (g *State) Apply(a Action) error {
	if g.Over() {
		return fmt.Errorf("the game is over: %s", g.Outcome)
	}
	if len(g.Pending) > 0 && a.Kind != ActChoose {
		d := g.Pending[0]
		return fmt.Errorf("first answer the question: %s (choose one of %v)", d.Prompt(), d.Options)
	}
	wasFresh := g.Fresh
	g.Fresh = false
	var err error
	switch a.Kind {
	case ActEnd:
		err = g.applyEnd()
	case ActPlace:
		err = g.applyPlace(a)
	case ActRecycle:
		err = g.applyRecycle(a)
	case ActZuluMove:
		err = g.applyZuluMove(a)
	case ActFire:
		if g.Phase != PhaseReaction && g.Phase != PhaseBritishCombat {
			err = fmt.Errorf("British fire is for the reaction and combat phases; this is the %s phase", g.Phase)
		} else {
			err = g.applyFire(a)
		}
	case ActAttack:
		if g.Phase != PhaseZuluAttack {
			err = fmt.Errorf("Zulu attacks are for the Zulu Attack phase; this is the %s phase", g.Phase)
		} else {
			err = g.applyAttack(a)
		}
	case ActOrder:
		err = g.applyOrder(a)
	case ActMove:
		err = g.applyMove(a)
	case ActSquare, ActUnsquare:
		err = g.applySquare(a)
	case ActChoose:
		err = g.applyChoose(a)
	default:
		err = fmt.Errorf("unknown action")
	}
	if err != nil {
		g.Fresh = wasFresh
		return err
	}
	g.stampAfterApply(a)
	g.settle()
	return nil
}

// settle runs everything automatic until a player must act.
func (g *State) settle() {
	for !g.Over() && len(g.Pending) == 0 {
		switch {
		case g.Closing:
			g.Closing = false
			g.nextPhase()
		case g.Phase == PhaseArrivals || g.Phase == PhaseSniping || g.Phase == PhaseLeaderFatality:
			g.nextPhase()
		case g.Fresh && g.nothingToDo():
			g.logf(NoSide, "5.2", "%s: nothing to do", g.PhaseLabel())
			g.nextPhase()
		default:
			return
		}
	}
}

// nothingToDo reports whether the current phase offers no action but ending it.
func (g *State) nothingToDo() bool {
	switch g.Phase {
	case PhaseReaction, PhaseBritishCombat:
		return !g.anyFire()
	case PhaseZuluAttack:
		return !g.anyAttack()
	}
	return false
}

// nextPhase leaves the current phase for the next one (5.2).
func (g *State) nextPhase() {
	switch g.Phase {
	case PhaseSetup:
		g.logf(British, "3.2", "the British set-up is complete")
		g.enter(PhaseZuluMove)
	case PhaseArrivals:
		g.enter(PhaseZuluMove)
	case PhaseZuluMove:
		g.enter(PhaseReaction)
	case PhaseReaction:
		g.enter(PhaseZuluAttack)
	case PhaseZuluAttack:
		g.enter(PhaseBritishOrder)
	case PhaseBritishOrder:
		// left by applyOrder
	case PhaseBritishMove:
		if g.InPhaseV {
			g.enter(PhaseSniping)
		} else {
			g.InPhaseV = true
			g.enter(PhaseBritishCombat)
		}
	case PhaseBritishCombat:
		if g.InPhaseV {
			g.enter(PhaseSniping)
		} else {
			g.InPhaseV = true
			g.enter(PhaseBritishMove)
		}
	case PhaseSniping:
		g.enter(PhaseLeaderFatality)
	case PhaseLeaderFatality:
		g.endTurn()
	}
}

// enter starts a phase: clears the per-phase bookkeeping and does what the
// phase does by itself.
func (g *State) enter(p Phase) {
	g.Phase = p
	g.Fresh = true
	clear(g.Spent)
	clear(g.FiredOn[:len(g.Spent)])
	g.AttackedFrom = nil
	for i := range g.Units {
		u := &g.Units[i]
		u.MPUsed, u.Moved, u.FireUsed = 0, false, 0
	}
	g.Wagon.Moved = false
	switch p {
	case PhaseArrivals:
		g.arrivals()
	case PhaseSniping:
		g.sniping()
	case PhaseLeaderFatality:
		g.leaderFatalities()
	case PhaseZuluMove:
		g.logf(Zulu, "5.3", "Turn %d begins", g.Turn)
	}
}

func (g *State) endTurn() {
	if g.Turn >= g.Scen.Turns {
		g.finish(BritishSurvival, fmt.Sprintf("British units still hold the field at the end of turn %d", g.Turn))
		return
	}
	g.Turn++
	g.InPhaseV = false
	g.enter(PhaseArrivals)
}

// applyEnd ends the current phase.
func (g *State) applyEnd() error {
	switch g.Phase {
	case PhaseSetup:
		if err := g.setupProblems(); err != nil {
			return err
		}
	case PhaseZuluMove:
		if g.Pool[0]+g.Pool[1] > 0 {
			return fmt.Errorf("first put the %s into onrush hexes (8.8)", words.Count(g.Pool[0]+g.Pool[1], "recycled Zulu unit", "recycled Zulu units"))
		}
	case PhaseBritishOrder:
		return fmt.Errorf("first choose: order move (Phase IV is movement) or order combat (5.6)")
	case PhaseBritishMove:
		g.checkOverstacks()
	}
	g.Closing = true
	return nil
}

// checkOverstacks asks for every overstacked British hex to be put right at
// the end of a movement phase (3.2 note, 6.2).
func (g *State) checkOverstacks() {
	seen := map[hexmap.Hex]bool{}
	for i := range g.Units {
		u := &g.Units[i]
		if u.Status != OnMap || seen[u.Hex] {
			continue
		}
		seen[u.Hex] = true
		if g.StackSP(u.Hex) > units.BritishStackLimit {
			g.askOverstack(u.Hex)
		}
	}
}

func (g *State) askOverstack(h hexmap.Hex) {
	var ids []string
	for _, i := range g.UnitsAt(h) {
		if g.Units[i].IsCombat() && g.Units[i].Kind.CanMove() {
			ids = append(ids, g.Units[i].ID)
		}
	}
	if len(ids) == 0 {
		return
	}
	g.logf(British, "6.2", "%s holds %d SP, more than %d: units must leave it", h, g.StackSP(h), units.BritishStackLimit)
	g.pushBack(Decision{Kind: DecideOverstack, Side: British, Hex: h.String(), Options: ids})
}

// displaceTargets lists where unit i may be displaced from its hex (6.2).
func (g *State) displaceTargets(i int) []hexmap.Hex {
	u := &g.Units[i]
	m := g.Scen.Map
	var out []hexmap.Hex
	for _, j := range m.NeighborIndices(m.Index(u.Hex)) {
		h := m.HexAt(j)
		if m.Info(j).MoveCost == 0 || g.Zulus[j] > 0 || g.isOnrush(j) {
			continue
		}
		if g.StackSP(h)+u.Strength > units.BritishStackLimit {
			continue
		}
		out = append(out, h)
	}
	return out
}

func (g *State) displace(i int, to hexmap.Hex) {
	u := &g.Units[i]
	from := u.Hex
	u.Hex = to
	g.logf(British, "6.2", "%s is displaced from %s to %s", u.ID, from, to)
	if g.StackSP(from) > units.BritishStackLimit {
		g.askOverstackFront(from)
	}
}

func (g *State) askOverstackFront(h hexmap.Hex) {
	save := g.Pending
	g.Pending = nil
	g.askOverstack(h)
	g.Pending = append(g.Pending, save...)
}

// arrivals handles the start of a turn with reinforcements (5.9, 5.10).
func (g *State) arrivals() {
	if g.Turn == g.Scen.ColoursArrive && g.Colours == ColoursNotYet {
		if g.Wagon.Captured {
			g.Colours = ColoursSentOff
			g.logf(British, "5.9", "the Queen's Colours arrive, but the wagon is lost: they are sent off the field, and the lost wagon costs no fire penalty from now on (5.10)")
		} else {
			g.pushBack(Decision{Kind: DecideColours, Side: British, Options: []string{"raise", "send"}})
		}
	}
	for i := range g.Units {
		u := &g.Units[i]
		if u.Status == Waiting && u.Arrives == g.Turn {
			g.askArrival(i)
		}
	}
}

// arrivalHexes lists where an arriving unit may enter: the wagon's hex or a
// hex next to it, free of Zulus and within stacking (5.9). If none is free
// the unit enters at the nearest such hex.
func (g *State) arrivalHexes(i int) []hexmap.Hex {
	m := g.Scen.Map
	sp := g.Units[i].Strength
	ok := func(j int) bool {
		return m.Info(j).MoveCost > 0 && g.Zulus[j] == 0 && !g.isOnrush(j) &&
			g.StackSP(m.HexAt(j))+sp <= units.BritishStackLimit
	}
	w := m.Index(g.Wagon.Hex)
	var out []hexmap.Hex
	if ok(w) {
		out = append(out, g.Wagon.Hex)
	}
	for _, j := range m.NeighborIndices(w) {
		if ok(j) {
			out = append(out, m.HexAt(j))
		}
	}
	if len(out) > 0 {
		return out
	}
	dist := m.StepsFrom(w, func(int) bool { return true })
	best := -1
	for j := range dist {
		if ok(j) && (best == -1 || dist[j] < dist[best]) {
			best = j
		}
	}
	if best >= 0 {
		out = append(out, m.HexAt(best))
	}
	return out
}

func (g *State) askArrival(i int) {
	opts := g.arrivalHexes(i)
	var ids []string
	for _, h := range opts {
		ids = append(ids, h.String())
	}
	if len(ids) == 0 {
		g.logf(British, "5.9", "%s cannot enter: no free hex", g.Units[i].ID)
		return
	}
	g.pushBack(Decision{Kind: DecideArrival, Side: British, Unit: g.Units[i].ID, Options: ids})
}

// sniping rolls the Zulu sniping die (5.7).
func (g *State) sniping() {
	var eligible []string
	for i := range g.Units {
		u := &g.Units[i]
		if u.Status == OnMap && u.IsCombat() && g.zuluAdjacent(u.Hex) {
			eligible = append(eligible, u.ID)
		}
	}
	if len(eligible) == 0 {
		g.logf(Zulu, "5.7", "no British unit is next to a Zulu: no sniping")
		return
	}
	die := g.roll("5.7 sniping")
	hits := die
	bonus := ""
	if g.Turn >= units.SnipingBonusTurn {
		hits += units.SnipingBonus
		bonus = " +3 from turn 3"
	}
	n := hits
	if n > len(eligible) {
		n = len(eligible)
	}
	if g.logging() {
		g.logRoll(Zulu, "5.7", die, "sniping: rolled %d%s = %s; %s, so %s lost", die, bonus, words.Count(hits, "hit", "hits"), exposedWords(len(eligible)), stepsWords(n))
	}
	g.pushBack(Decision{Kind: DecideSnipe, Side: Zulu, Count: n, Options: eligible})
}

// leaderFatalities rolls for every leader next to a Zulu (5.8).
func (g *State) leaderFatalities() {
	for i := range g.Units {
		u := &g.Units[i]
		if u.Status != OnMap || u.Kind != units.Leader || !g.zuluAdjacent(u.Hex) {
			continue
		}
		die := g.roll("5.8 leader fatality")
		if die <= units.LeaderHitMax {
			u.Status = Eliminated
			g.Stats.LeadersLost++
			g.logRoll(Zulu, "5.8", die, "%s is targeted: rolled %d, killed", u.ID, die)
			if g.checkMassacre() {
				return
			}
		} else {
			g.logRoll(Zulu, "5.8", die, "%s is targeted: rolled %d, unhurt", u.ID, die)
		}
	}
}

// exposedWords says how many British units sniping can reach: "1 British
// unit is exposed", "3 British units are exposed".
func exposedWords(n int) string {
	if n == 1 {
		return "1 British unit is exposed"
	}
	return words.Count(n, "British unit", "British units") + " are exposed"
}

// stepsWords says how many steps sniping takes: "1 step is", "2 steps are".
func stepsWords(n int) string {
	if n == 1 {
		return "1 step is"
	}
	return words.Count(n, "step", "steps") + " are"
}
