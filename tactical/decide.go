package tactical

// The owner's decisions of rule 9 (revision 2 on): when the British fire
// at a Zulu, the Zulus choose the counter paired with it and, when the
// fire does anything, which of the two takes the result; when the Zulus
// attack a man, the British choose the men who stand with him and, when
// the table's result is not the same for each, the order in which they
// take it. Each is a pending decision that interrupts the phase: the
// owner's seat acts, with the answers in Legal, and the phase goes on
// after the answer. In revision 1 the engine chooses (the first partners
// in id order, the man fired at or attacked first), which is each
// decision's default answer (Pending.Default), the bots' answer.

import (
	"fmt"
	"slices"
	"strings"

	"zulu1879/tactical/tables"
)

// The kinds of pending decision; each is also the prompt's key.
const (
	// ZuluPair: the British fire at a Zulu; the Zulus choose the counter
	// paired with it, or none ("pair Z012 Z015", "pair Z012").
	ZuluPair = "zulu-pair"
	// ZuluCasualty: the fire at a pair did something; the Zulus choose
	// which of the two takes it ("casualty Z015").
	ZuluCasualty = "zulu-casualty"
	// BritishPair: the Zulus attack a man; the British choose up to two
	// men next to him who stand with him ("pair B017 B018 B020").
	BritishPair = "british-pair"
	// BritishCasualty: the melee's result differs from man to man; the
	// British order the men, the first taking the table's first result
	// ("casualty B018 B017 B020").
	BritishCasualty = "british-casualty"
	// BritishFirePair (revision 3 on): the Zulus fire at a man (shoot,
	// snipe, spear); the British choose up to two men next to him who
	// are paired with him, all counting as fired at this turn ("pair
	// B017 B018", or "pair B017" for none).
	BritishFirePair = "british-fire-pair"
	// BritishFireCasualty (revision 3 on): the Zulu fire at a pair did
	// something; the British choose which man of it takes the result
	// ("casualty B018").
	BritishFireCasualty = "british-fire-casualty"
)

// Pending is a decision that interrupts a phase, asked of the side that
// owns the men it concerns.
type Pending struct {
	Kind      string           `json:"kind"`
	Target    int              `json:"target"`              // the unit fired at or attacked
	Firers    []int            `json:"firers,omitempty"`    // zulu-pair: the men firing
	Attackers []int            `json:"attackers,omitempty"` // british-pair: the Zulus named (none: all who can); british-casualty: those who fought
	Partner   int              `json:"partner,omitempty"`   // zulu-casualty: the other counter of the pair
	Outcome   tables.Outcome   `json:"outcome,omitempty"`   // zulu-casualty: the fire's result
	Men       []int            `json:"men,omitempty"`       // british-casualty: the defenders, in the order of the pairing
	Code      tables.MeleeCode `json:"code,omitempty"`      // british-casualty: the melee's result
	// Verb is the Zulu fire a british-fire-pair interrupts: "shoot",
	// "snipe" or "spear".
	Verb string `json:"verb,omitempty"`
}

// Seat is the side that answers: the owner of the men.
func (p *Pending) Seat() Side {
	if p.Kind == ZuluPair || p.Kind == ZuluCasualty {
		return Zulu
	}
	return British
}

// copyPending is an independent copy of p.
func copyPending(p *Pending) *Pending {
	if p == nil {
		return nil
	}
	c := *p
	c.Firers = slices.Clone(p.Firers)
	c.Attackers = slices.Clone(p.Attackers)
	c.Men = slices.Clone(p.Men)
	return &c
}

// decides reports whether the owners choose their pairs and casualties
// (revision 2 on) rather than the engine.
func (g *Game) decides() bool { return g.Revision() >= 2 }

// ordersMatter reports whether the order of n defenders changes what
// melee code does to them (some two of them fare differently).
func ordersMatter(code tables.MeleeCode, n int) bool {
	for k := 1; k < n; k++ {
		if tables.MeleeOnDefender(code, k) != tables.MeleeOnDefender(code, 0) {
			return true
		}
	}
	return false
}

// codeByMan writes what melee code does to each of n men in order
// ("first E, second MR, third WR").
func codeByMan(code tables.MeleeCode, n int) string {
	var out []string
	for k := 0; k < n; k++ {
		out = append(out, []string{"first", "second", "third"}[k]+" "+tables.MeleeOnDefender(code, k).String())
	}
	return strings.Join(out, ", ")
}

// pendingDefault is the answer the engine gave itself in revision 1, the
// bots' answer: the first partner in id order for a Zulu pair, the first
// two for a British one; the man fired at or attacked takes the result,
// or the first result, the others following in the order of the pairing.
func (g *Game) pendingDefault() string {
	p := g.Pending
	switch p.Kind {
	case ZuluPair:
		return "pair " + g.ID(p.Target) + " " + g.ID(g.zuluPartners(p.Target)[0])
	case ZuluCasualty:
		return "casualty " + g.ID(p.Target)
	case BritishPair:
		return "pair " + g.idList(append([]int{p.Target}, g.britishPartners(p.Target, tables.MaxDefenders-1)...))
	case BritishCasualty:
		return "casualty " + g.idList(p.Men)
	case BritishFirePair:
		return "pair " + g.ID(p.Target)
	case BritishFireCasualty:
		return "casualty " + g.ID(p.Target)
	}
	return ""
}

// PendingDecision says, when a decision interrupts the phase, what it is
// (the prompt's key), the seat that answers and the default answer (the
// choice the engine made itself in revision 1, which the bots give); ok
// is false when none is pending.
func (g *Game) PendingDecision() (kind string, seat Side, answer string, ok bool) {
	if g.Pending == nil || g.Outcome != nil {
		return "", 0, "", false
	}
	return g.Pending.Kind, g.Pending.Seat(), g.pendingDefault(), true
}

func (g *Game) idList(units []int) string {
	ids := make([]string, len(units))
	for k, u := range units {
		ids[k] = g.ID(u)
	}
	return strings.Join(ids, " ")
}

// pendingLegal lists the answers to the pending decision.
func (g *Game) pendingLegal() []string {
	p := g.Pending
	var out []string
	switch p.Kind {
	case ZuluPair:
		t := g.ID(p.Target)
		out = append(out, "pair "+t)
		for _, j := range g.zuluPartners(p.Target) {
			out = append(out, "pair "+t+" "+g.ID(j))
		}
	case ZuluCasualty:
		out = append(out, "casualty "+g.ID(p.Target), "casualty "+g.ID(p.Partner))
	case BritishPair:
		out = g.britishPairAnswers(p.Target)
	case BritishCasualty:
		for _, order := range permutations(p.Men) {
			out = append(out, "casualty "+g.idList(order))
		}
	case BritishFirePair:
		out = g.britishPairAnswers(p.Target)
	case BritishFireCasualty:
		for _, x := range p.Men {
			out = append(out, "casualty "+g.ID(x))
		}
	}
	return out
}

// britishPairAnswers are the ways the British may pair man t: alone, or
// with one or two of the men next to him who may be (britishPartners).
func (g *Game) britishPairAnswers(t int) []string {
	id := g.ID(t)
	cands := g.britishPartners(t, len(g.Units))
	out := []string{"pair " + id}
	for a, x := range cands {
		out = append(out, "pair "+id+" "+g.ID(x))
		for _, y := range cands[a+1:] {
			out = append(out, "pair "+id+" "+g.ID(x)+" "+g.ID(y))
		}
	}
	return out
}

// permutations lists every order of the men (at most three).
func permutations(men []int) [][]int {
	if len(men) <= 1 {
		return [][]int{slices.Clone(men)}
	}
	var out [][]int
	for k := range men {
		rest := append(slices.Clone(men[:k]), men[k+1:]...)
		for _, p := range permutations(rest) {
			out = append(out, append([]int{men[k]}, p...))
		}
	}
	return out
}

// pendingPrompt asks the pending decision in words.
func (g *Game) pendingPrompt() string {
	p := g.Pending
	switch p.Kind {
	case ZuluPair:
		return fmt.Sprintf("the British fire at %s: pair it with a counter next to it (\"pair %s Z…\"; both count as fired at this turn) or not (\"pair %s\")", g.ID(p.Target), g.ID(p.Target), g.ID(p.Target))
	case ZuluCasualty:
		return fmt.Sprintf("the fire at %s and %s is %s: which of the pair takes it (\"casualty %s\" or \"casualty %s\")", g.ID(p.Target), g.ID(p.Partner), p.Outcome.Name(), g.ID(p.Target), g.ID(p.Partner))
	case BritishPair:
		return fmt.Sprintf("the Zulus attack %s: name up to two men next to him who stand with him (\"pair %s B…\"), or none (\"pair %s\")", g.ID(p.Target), g.ID(p.Target), g.ID(p.Target))
	case BritishCasualty:
		return fmt.Sprintf("the melee on %s is %s (%s): order the men, the first taking the first result (\"casualty %s\")", g.idList(p.Men), p.Code, codeByMan(p.Code, len(p.Men)), g.idList(p.Men))
	case BritishFirePair:
		return fmt.Sprintf("the Zulus fire at %s (%s): pair him with up to two men next to him (\"pair %s B…\"; all count as fired at this turn) or not (\"pair %s\")", g.ID(p.Target), p.Verb, g.ID(p.Target), g.ID(p.Target))
	case BritishFireCasualty:
		return fmt.Sprintf("the Zulu fire at %s is %s: which man of the pair takes it (\"casualty B…\")", g.idList(p.Men), p.Outcome.Name())
	}
	return ""
}

// applyPending answers the pending decision.
func (g *Game) applyPending(f []string) error {
	p := g.Pending
	want := map[string]string{ZuluPair: "pair", BritishPair: "pair", ZuluCasualty: "casualty", BritishCasualty: "casualty",
		BritishFirePair: "pair", BritishFireCasualty: "casualty"}[p.Kind]
	if f[0] != want {
		return fmt.Errorf("the %s must first answer: %s", p.Seat(), g.pendingPrompt())
	}
	units := make([]int, 0, len(f)-1)
	for _, w := range f[1:] {
		i, err := g.ParseID(w)
		if err != nil {
			return err
		}
		if slices.Contains(units, i) {
			return fmt.Errorf("%s is named twice", w)
		}
		units = append(units, i)
	}
	if len(units) == 0 {
		return fmt.Errorf("%q needs units: %s", f[0], g.pendingPrompt())
	}
	switch p.Kind {
	case ZuluPair:
		if units[0] != p.Target || len(units) > 2 {
			return fmt.Errorf("write \"pair %s\" or \"pair %s Z…\" with one counter next to it", g.ID(p.Target), g.ID(p.Target))
		}
		partner := -1
		if len(units) == 2 {
			partner = units[1]
			if !slices.Contains(g.zuluPartners(p.Target), partner) {
				return fmt.Errorf("%s cannot be paired with %s (a counter next to it on the same level, not yet fired at this turn)", g.ID(partner), g.ID(p.Target))
			}
		}
		g.Pending = nil
		return g.rifleFire(p.Target, partner, p.Firers)
	case ZuluCasualty:
		if len(units) != 1 || units[0] != p.Target && units[0] != p.Partner {
			return fmt.Errorf("write \"casualty %s\" or \"casualty %s\"", g.ID(p.Target), g.ID(p.Partner))
		}
		g.Pending = nil
		x := units[0]
		g.logf(int(Zulu), "9a", "%s takes the fire: %s", g.ID(x), g.hitZulu(x, p.Outcome))
		return nil
	case BritishPair:
		if units[0] != p.Target || len(units) > tables.MaxDefenders {
			return fmt.Errorf("write \"pair %s\" and up to %d men next to him", g.ID(p.Target), tables.MaxDefenders-1)
		}
		cands := g.britishPartners(p.Target, len(g.Units))
		for _, x := range units[1:] {
			if !slices.Contains(cands, x) {
				return fmt.Errorf("%s cannot stand with %s (a man next to him on the same level, not yet attacked this turn)", g.ID(x), g.ID(p.Target))
			}
		}
		g.Pending = nil
		return g.meleeOnPair(units, p.Attackers)
	case BritishCasualty:
		if len(units) != len(p.Men) {
			return fmt.Errorf("name all %d men in order: %s", len(p.Men), g.idList(p.Men))
		}
		for _, x := range units {
			if !slices.Contains(p.Men, x) {
				return fmt.Errorf("%s is not one of the men attacked (%s)", g.ID(x), g.idList(p.Men))
			}
		}
		g.Pending = nil
		g.logf(int(British), "9b", "in the order %s: %s", g.idList(units), g.meleeResults(p.Code, units, p.Attackers))
		return nil
	case BritishFirePair:
		if units[0] != p.Target || len(units) > tables.MaxDefenders {
			return fmt.Errorf("write \"pair %s\" and up to %d men next to him", g.ID(p.Target), tables.MaxDefenders-1)
		}
		cands := g.britishPartners(p.Target, len(g.Units))
		for _, x := range units[1:] {
			if !slices.Contains(cands, x) {
				return fmt.Errorf("%s cannot be paired with %s (a man next to him on the same level, not yet fired at or attacked this turn)", g.ID(x), g.ID(p.Target))
			}
		}
		g.Pending = nil
		return g.zuluFireOn(p.Verb, p.Target, units[1:], p.Firers)
	case BritishFireCasualty:
		if len(units) != 1 || !slices.Contains(p.Men, units[0]) {
			return fmt.Errorf("name one man of the pair: %s", g.idList(p.Men))
		}
		g.Pending = nil
		x := units[0]
		g.logf(int(British), "9b", "%s takes the fire: %s", g.ID(x), g.hitBritish(x, p.Outcome))
		return nil
	}
	return fmt.Errorf("unknown pending decision %q", p.Kind)
}

// meleeOnPair fights the melee the Zulus declared, on the men the British
// chose to stand together. Attackers named who reach none of them drop
// out; if no attacker is left, the attack comes to nothing, and if the
// odds are now worse than the table allows, it is beaten off (the
// attackers count as having fought); either way the men count as
// attacked this turn (rule 10a).
func (g *Game) meleeOnPair(defenders, named []int) error {
	var who []int
	for _, j := range named {
		if _, ok := g.meleeAttacker(j, defenders); ok {
			who = append(who, j)
		}
	}
	if len(named) > 0 && len(who) == 0 {
		return g.meleeOff(defenders, nil, "no Zulu named can reach them")
	}
	p, err := g.meleePlanOn(defenders, who)
	if err != nil {
		if len(p.attackers) == 0 {
			return g.meleeOff(defenders, nil, "no Zulu can reach them")
		}
		return g.meleeOff(defenders, p.attackers, err.Error()+": the attack is beaten off")
	}
	return g.fight(p)
}

// meleeOff ends a melee that does not happen: the men count as attacked,
// the attackers (if any) as having fought.
func (g *Game) meleeOff(defenders, attackers []int, why string) error {
	for _, b := range defenders {
		g.Units[b].Hit = true
	}
	for _, j := range attackers {
		g.Units[j].Fought = true
	}
	g.logf(int(Zulu), "9b", "%s stand together: %s", g.idList(defenders), why)
	return nil
}
