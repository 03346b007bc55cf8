package isandlwana

import (
	"fmt"

	ai "zulu1879/ai/isandlwana"
	"zulu1879/hexmap"
	engine "zulu1879/isandlwana"
)

// The hit keys: how a Zulu plan picks the British unit that loses a step
// when an attack hits a hex of several units (8.3.2) or a sniping hit falls
// (5.7). The hard bot takes the strongest unit, as rule 9 does.
const (
	// hitWeakest takes the step from the unit with the fewest steps left,
	// to eliminate units rather than wear them all down.
	hitWeakest = "weakest"
	// hitThinnest takes it from a unit of the hex with the least British
	// strength, to empty hexes (an emptied hex strands its leaders, 8.6,
	// and lets the Zulus advance).
	hitThinnest = "thinnest"
)

// hitKeyed is the hard bot, except that every hit and sniping hit falls
// by its key (hitWeakest, hitThinnest). A hit that strands a leader is
// still taken first, as the hard bot takes it.
type hitKeyed struct {
	hard *ai.Hard
	key  string
}

// Name implements ai.Bot.
func (h *hitKeyed) Name() string { return "hard-" + h.key }

// Side implements ai.Bot.
func (h *hitKeyed) Side() engine.Side { return engine.Zulu }

// Reset implements ai.Resetter.
func (h *hitKeyed) Reset() { h.hard.Reset() }

// Choose implements ai.Bot.
func (h *hitKeyed) Choose(g *engine.State) (engine.Action, string) {
	dec, ok := g.Decision()
	if !ok || (dec.Kind != engine.DecideHit && dec.Kind != engine.DecideSnipe) || len(dec.Options) < 2 {
		return h.hard.Choose(g)
	}
	a, why := h.hard.Choose(g)
	if u := g.UnitByID(a.Pick); u != nil && u.Strength == 1 && strandsLeaderHere(g, u) {
		return a, why // the hard bot strands a leader: keep it
	}
	pick := hitPick(g, dec.Options, h.key)
	if pick == "" {
		return a, why
	}
	if g.Opts.Quiet {
		return engine.Action{Kind: engine.ActChoose, Pick: pick}, ""
	}
	return engine.Action{Kind: engine.ActChoose, Pick: pick}, fmt.Sprintf("the hit falls on %s (%s first)", pick, h.key)
}

// strandsLeaderHere says whether u is the last combat unit in a hex that
// holds a leader.
func strandsLeaderHere(g *engine.State, u *engine.Unit) bool {
	leader, others := false, 0
	for i := range g.Units {
		v := &g.Units[i]
		if v.Status != engine.OnMap || v.Hex != u.Hex || v == u {
			continue
		}
		if !v.Kind.IsCombat() {
			leader = true
		} else {
			others++
		}
	}
	return leader && others == 0
}

// hitPick chooses among the unit ids by key; ties go to the first listed
// (the engine lists them in a fixed order). "" if no id names a unit.
func hitPick(g *engine.State, ids []string, key string) string {
	best, bestKey := "", 0
	for _, id := range ids {
		u := g.UnitByID(id)
		if u == nil {
			continue
		}
		k := u.Strength
		if key == hitThinnest {
			k = hexStrength(g, u.Hex)*100 + u.Strength
		}
		if best == "" || k < bestKey {
			best, bestKey = id, k
		}
	}
	return best
}

// hexStrength is the British strength in hex h.
func hexStrength(g *engine.State, h hexmap.Hex) int {
	n := 0
	for i := range g.Units {
		v := &g.Units[i]
		if v.Status == engine.OnMap && v.Hex == h {
			n += v.Strength
		}
	}
	return n
}
