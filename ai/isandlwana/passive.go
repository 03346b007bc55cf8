package isandlwana

import (
	"fmt"

	"zulu1879/hexmap"
	"zulu1879/isandlwana"
)

// Passive is the British baseline: it keeps the printed set-up, never moves,
// never forms square, sends the Colours off, and fires every unit alone, with
// all its strength, at the target it hits most easily.
type Passive struct {
	plan firePlan
}

// NewPassive returns a passive British bot.
func NewPassive() *Passive { return &Passive{} }

// Name implements Bot.
func (*Passive) Name() string { return "passive" }

// Side implements Bot.
func (*Passive) Side() isandlwana.Side { return isandlwana.British }

// Choose implements Bot.
func (p *Passive) Choose(g *isandlwana.State) (isandlwana.Action, string) {
	if dec, ok := g.Decision(); ok {
		switch dec.Kind {
		case isandlwana.DecideColours:
			return choose("send"), "a passive defence has no use for the escape: the Colours are sent off"
		}
		return choose(dec.Options[0]), "takes the first choice offered"
	}
	switch g.Phase {
	case isandlwana.PhaseSetup:
		return endAction, "keeps the printed set-up"
	case isandlwana.PhaseBritishOrder:
		return isandlwana.Action{Kind: isandlwana.ActOrder, Flag: false}, "never moves: combat first"
	case isandlwana.PhaseReaction, isandlwana.PhaseBritishCombat:
		if !p.plan.validFor(g) {
			p.plan = firePlan{turn: g.Turn, phase: g.Phase, v: g.InPhaseV, fires: passiveFires(g, g.Opts.Quiet)}
		}
		if a, why, ok := p.plan.pop(g); ok {
			return a, why
		}
		return endAction, "every unit that can fire has fired"
	}
	return endAction, "never moves"
}

// passiveFires has every unit, in order of battle, fire alone with its whole
// strength at the free target with the best hit number (then the nearest,
// then the lowest hex id).
func passiveFires(g *isandlwana.State, quiet bool) []fireShot {
	f := newFireNet(g)
	m := g.Map()
	used := make([]bool, len(f.targets))
	fires := []fireShot{}
	for k, i := range f.units {
		u := &g.Units[i]
		best, bestH, bestD := -1, -100, 100
		for _, r := range f.reach[k] {
			if used[r.t] {
				continue
			}
			h := modified(f.left[k], r.mod) - f.defense[r.t]
			d := hexmap.Distance(u.Hex, m.HexAt(f.targets[r.t]))
			if h > bestH || h == bestH && d < bestD {
				best, bestH, bestD = r.t, h, d
			}
		}
		if best < 0 {
			continue
		}
		used[best] = true
		why := ""
		if !quiet {
			why = fmt.Sprintf("%s fires alone at %s with all %d SP: %s", u.Name, m.HexAt(f.targets[best]), f.left[k], hitText(bestH))
		}
		fires = append(fires, fireShot{to: f.targets[best], shots: []isandlwana.Shot{{Unit: u.ID, Strength: f.left[k]}}, why: why})
	}
	return fires
}
