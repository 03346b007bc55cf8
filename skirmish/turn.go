package skirmish

import (
	"fmt"
	"slices"

	"zulu1879/hexmap"
	"zulu1879/scenarios/rdtactical"
)

// startTurn begins a turn: move points, a wave coming on, scheduled fires.
func (g *Game) startTurn() {
	g.Turn++
	g.Phase = StepZuluMove
	g.Terrace = false
	for i := range g.Figs {
		f := &g.Figs[i]
		f.FoughtAgo, f.Fought = f.Fought, false
		f.StoodUp = false
		g.resetPhase(f)
	}
	g.logf(-1, "", "turn %d begins", g.Turn)
	for _, fs := range g.scen.Fires {
		if fs.Turn == g.Turn {
			g.light(fs.Roof, "set alight by the Zulus")
		}
	}
	if !g.WaveOn && g.Wave < g.scen.Zulu.Waves {
		g.enterWave()
	}
}

func (g *Game) resetPhase(f *Figure) {
	f.Acted, f.FreeTurn, f.Assisted, f.Shots = false, false, false, 0
	base := BritishMP
	if f.Side == Zulu {
		base = ZuluMP
	}
	f.MP = MoveMP(base, f.Wounds)
	if f.Bag {
		f.MP = max(f.MP-CostCarry, 0)
	}
}

// enterWave puts every Zulu who may come on onto the entry hexes, in order.
func (g *Game) enterWave() {
	g.Wave++
	g.WaveOn, g.WaveTurns, g.WaveSize = true, 0, 0
	entry := g.scen.Zulu.Entry
	k := 0
	for i := range g.Figs {
		f := &g.Figs[i]
		if f.Side != Zulu || f.Gone {
			continue
		}
		for k < len(entry) && g.At(entry[k], false) >= 0 {
			k++
		}
		if k == len(entry) {
			break
		}
		f.On, f.Locked = true, false
		f.Face = g.scen.Zulu.Face
		g.setPlace(i, entry[k], false)
		g.resetPhase(f)
		g.WaveSize++
	}
	g.logf(-1, "waves", "wave %d of %d comes on: %d Zulus", g.Wave, g.scen.Zulu.Waves, g.WaveSize)
}

// advance runs the automatic steps up to the next decision: a phase with
// nothing to decide passes by itself.
func (g *Game) advance() {
	for g.Outcome == nil {
		if g.Pending != nil {
			return
		}
		if g.Phase == StepMelee && len(g.Fights) == 0 {
			g.endTurn()
			continue
		}
		if g.hasChoice() {
			return
		}
		g.nextPhase()
	}
}

// nextPhase ends the phase in progress.
func (g *Game) nextPhase() {
	switch g.Phase {
	case StepZuluMove:
		g.Phase = StepBritishMove
	case StepBritishMove:
		g.Phase = StepBritishFire
	case StepBritishFire:
		g.Phase = StepZuluFire
	case StepZuluFire:
		g.Phase = StepMelee
		g.findFights()
		return
	case StepMelee:
		g.endTurn()
		return
	}
	for i := range g.Figs {
		g.resetPhase(&g.Figs[i])
	}
}

// endTurn: the surgeon, the fires, the wave's leaving, victory.
func (g *Game) endTurn() {
	g.Fights = nil
	g.surgeon()
	g.fires()
	if g.WaveOn {
		g.WaveTurns++
		on := 0
		for i := range g.Figs {
			if g.Figs[i].Side == Zulu && g.Figs[i].Alive() {
				on++
			}
		}
		if on*3 < g.WaveSize || g.WaveTurns >= g.scen.Zulu.LeaveAfter {
			for i := range g.Figs {
				if g.Figs[i].Side == Zulu && g.Figs[i].Alive() {
					g.remove(i)
				}
			}
			g.WaveOn = false
			g.logf(-1, "waves", "wave %d leaves the table (%d of %d left, %d turns on)", g.Wave, on, g.WaveSize, g.WaveTurns)
		}
	}
	if g.checkVictory() {
		return
	}
	g.startTurn()
}

// surgeon treats the wounded in the storehouse and sends the cured back.
func (g *Game) surgeon() {
	var serious []int
	for i := range g.Figs {
		f := &g.Figs[i]
		if f.Side != British || !f.Alive() {
			continue
		}
		if f.Hospital > 0 && f.Admitted < g.Turn {
			f.Hospital--
			if f.Hospital == 0 {
				f.Wounds, f.Down = Wounds{}, false
				g.logf(-1, "surgeon", "%s returns from the surgeon, fresh", f.ID)
			}
			continue
		}
		if f.Hospital == 0 && !f.Patient && f.Wounds.Wounded() && g.InBuilding(f) == "storehouse" {
			if f.Wounds.Serious {
				serious = append(serious, i)
				continue
			}
			f.Hospital, f.Admitted = 1, g.Turn
			g.logf(-1, "surgeon", "%s (light wound) is with the surgeon for one whole turn", f.ID)
		}
	}
	several := len(serious) > 1
	for _, i := range serious {
		f := &g.Figs[i]
		a, b := g.roll("surgeon: turns in hospital"), g.roll("surgeon: turns in hospital")
		dice := []int{a, b}
		x := 0
		if several {
			x = g.roll("surgeon: the extra die of a busy surgeon")
			dice = append(dice, x)
		}
		if SurgeonDies(a, b, x, several) {
			g.logDice(-1, "surgeon", dice, "%s (serious wound) dies under the surgeon's care", f.ID)
			g.kill(i)
			continue
		}
		f.Hospital, f.Admitted = a+b, g.Turn
		g.logDice(-1, "surgeon", dice, "%s (serious wound) stays %d turns with the surgeon", f.ID, a+b)
	}
}

// fires burns out the rooms that were to be emptied, then spreads every
// fire one hex all round, then kills men on roof hexes that have burnt a
// whole turn and names the rooms whose roof is now all alight.
func (g *Game) fires() {
	for _, d := range g.Deadlines {
		if d.Turn != g.Turn {
			continue
		}
		a, _ := g.m.Area(d.Room)
		for i := range g.Figs {
			f := &g.Figs[i]
			if f.Alive() && !f.Roof && a.Contains(f.Hex) {
				g.logf(-1, "fires", "%s dies in the burning %s", f.ID, d.Room)
				g.kill(i)
			}
		}
	}
	for i := range g.Figs {
		f := &g.Figs[i]
		if f.Alive() && f.Roof {
			for _, b := range g.Burning {
				if b.Hex == f.Hex && b.Since < g.Turn {
					g.logf(-1, "fires", "%s dies on the burning roof at %v", f.ID, f.Hex)
					g.kill(i)
					break
				}
			}
		}
	}
	var spread []hexmap.Hex
	for _, b := range g.Burning {
		if b.Since == g.Turn {
			continue // a fire lit this turn spreads from the next
		}
		r := roofOf(g.m, b.Hex)
		for _, n := range b.Hex.Neighbors() {
			if roofOf(g.m, n) == r && !g.burning(n) && !slices.Contains(spread, n) {
				spread = append(spread, n)
			}
		}
	}
	slices.SortFunc(spread, hexmap.Compare)
	for _, h := range spread {
		g.Burning = append(g.Burning, Burn{Hex: h, Since: g.Turn})
	}
	if len(spread) > 0 {
		slices.SortFunc(g.Burning, func(a, b Burn) int { return hexmap.Compare(a.Hex, b.Hex) })
		g.logf(-1, "fires", "the fire spreads to %d more roof hexes (%d alight)", len(spread), len(g.Burning))
	}
	for _, a := range g.m.Areas {
		if a.Kind != rdtactical.Room || slices.ContainsFunc(g.Deadlines, func(d Deadline) bool { return d.Room == a.Name }) {
			continue
		}
		all := len(a.Hexes) > 0
		for _, h := range a.Hexes {
			if !g.burning(h) {
				all = false
				break
			}
		}
		if all {
			g.Deadlines = append(g.Deadlines, Deadline{Room: a.Name, Turn: g.Turn + 1})
			g.logf(-1, "fires", "the whole roof over %s is ablaze: it must be empty by the end of turn %d", a.Name, g.Turn+1)
		}
	}
}

// checkVictory ends the game when a side has won; it reports whether it did.
func (g *Game) checkVictory() bool {
	v := g.scen.Victory
	british, inArea, zulusIn, patients, saved := 0, 0, 0, 0, 0
	for i := range g.Figs {
		f := &g.Figs[i]
		if !f.Alive() {
			continue
		}
		in := g.inArea(f, v.Area)
		if f.Side == British {
			british++
			if in {
				inArea++
			}
			if f.Patient {
				patients++
				if in {
					saved++
				}
			}
		} else if in {
			zulusIn++
		}
	}
	end := func(bw bool, key, how string) bool {
		score := g.Killed[Zulu] - 5*g.Killed[British]
		g.Outcome = &Result{BritishWin: bw, Key: key, How: how, Score: score}
		g.Phase = StepOver
		g.logf(-1, "victory", "%s", how)
		return true
	}
	spent := !g.WaveOn && g.Wave >= g.scen.Zulu.Waves
	if british == 0 {
		return end(false, "overrun", "every British figure is dead: the Zulus win")
	}
	switch v.Kind {
	case "rescue":
		if saved >= v.Need {
			return end(true, "rescued", fmt.Sprintf("%d patients are safe in the %s: the British win", saved, v.Area))
		}
		if patients < v.Need {
			return end(false, "patients_lost", fmt.Sprintf("only %d patients live, %d were needed: the Zulus win", patients, v.Need))
		}
		if g.Turn >= g.scen.Turns {
			return end(false, "too_late", fmt.Sprintf("%d of %d patients reached the %s in time: the Zulus win", saved, v.Need, v.Area))
		}
	case "hold":
		if v.MaxLost > 0 && g.Killed[British] > v.MaxLost {
			return end(false, "garrison_broken", fmt.Sprintf("%d British dead, more than the %d the garrison can lose: the Zulus win", g.Killed[British], v.MaxLost))
		}
		if zulusIn > 0 && inArea == 0 {
			return end(false, "taken", fmt.Sprintf("the Zulus hold the %s: the Zulus win", v.Area))
		}
		if spent {
			return end(true, "held", fmt.Sprintf("the Zulu waves are spent and the %s holds: the British win", v.Area))
		}
		if g.Turn >= g.scen.Turns {
			return end(true, "held", fmt.Sprintf("turn %d ends with the %s held: the British win", g.Turn, v.Area))
		}
	}
	return false
}
