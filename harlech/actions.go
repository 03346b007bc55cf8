package harlech

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Decision returns the seat that decides now and the kind of decision
// (a Phase constant), or -1 and PhaseOver.
func (g *Game) Decision() (seat int, phase string) {
	if g.Outcome != nil || len(g.Ops) == 0 {
		return -1, PhaseOver
	}
	if s := g.overLimit(); s >= 0 {
		return s, PhaseDiscard
	}
	o := g.Ops[len(g.Ops)-1]
	switch o.Kind {
	case "window":
		return o.Seat, PhaseWindow
	case "dice":
		return g.Active, PhaseDice
	case "give":
		return g.Active, PhaseGive
	}
	return g.Active, PhaseTurn
}

// Moment is the moment of the open window, "" if none.
func (g *Game) Moment() string {
	if seat, ph := g.Decision(); ph == PhaseWindow && seat >= 0 {
		return g.Ops[len(g.Ops)-1].Moment
	}
	return ""
}

// holdActions lists "hold V P" for the player in turn.
func (g *Game) holdActions() []string {
	var out []string
	for p := range g.Pos {
		if !g.attackable(p) {
			continue
		}
		for _, id := range g.Hands[g.Active] {
			if c := g.bCard(id); c.Kind == "attack" {
				out = append(out, "hold "+c.Token()+" "+PosLetters[p])
			}
		}
	}
	return out
}

// plays lists the at-anytime plays of seat in a window of the moment.
func (g *Game) plays(seat int, w op) []string {
	var out []string
	if w.Moment == MomentSniper {
		s := g.Pos[w.Pos][w.Slot]
		if s.Card >= 0 && g.zCard(s.Card).Kind == "sniper" {
			if tok, ok := g.holds(seat, "heads-down"); ok {
				out = append(out, "play "+tok)
			}
		}
		return out
	}
	inAttack := g.Attack != nil && (w.Moment == MomentAttack || w.Moment == MomentReload)
	if inAttack && seat == g.Attack.Seat && g.Ammo[seat] > 0 {
		out = append(out, "use-ammo")
	}
	for _, id := range g.Hands[seat] {
		c := g.bCard(id)
		switch c.Kind {
		case "hero":
			if inAttack {
				out = append(out, "play "+c.Name)
			}
		case "reroll":
			if inAttack {
				var loc, vol bool
				for _, d := range g.Attack.Dice {
					loc = loc || d.Kind == "location"
					vol = vol || d.Kind == "volley"
				}
				if loc {
					out = append(out, "play "+c.Name+" location")
				}
				if vol {
					out = append(out, "play "+c.Name+" volley")
				}
				if loc && vol {
					out = append(out, "play "+c.Name+" both")
				}
			}
		case "discard-zulu":
			for p := range g.Pos {
				for slot, s := range g.Pos[p] {
					if s.Card >= 0 && s.Up && g.zCard(s.Card).Kind == "defence" {
						out = append(out, "play "+c.Name+" "+PosLetters[p]+[]string{"", "2"}[slot])
					}
				}
			}
		case "reveal":
			if g.faceDown() > 0 {
				out = append(out, "play "+c.Name)
			}
		case "retrieve":
			for _, d := range g.BDiscard {
				if dc := g.bCard(d); dc.Kind == "attack" {
					out = append(out, "play "+c.Name+" "+dc.Token())
				}
			}
		case "extinguish":
			for p := range g.Pos {
				for _, s := range g.Pos[p] {
					if s.Card >= 0 && s.Up && g.zCard(s.Card).Kind == "fire" {
						out = append(out, "play "+c.Name+" "+PosLetters[p])
						break
					}
				}
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

func (g *Game) faceDown() int {
	n := 0
	for p := range g.Pos {
		for _, s := range g.Pos[p] {
			if s.Card >= 0 && !s.Up {
				n++
			}
		}
	}
	return n
}

// stepWindow opens or moves on the window on top of the stack: the seat
// asked is the first from the player who last played (or the player in
// turn) holding a playable card who has not passed since the last play.
func (g *Game) stepWindow() bool {
	w := &g.Ops[len(g.Ops)-1]
	start := w.Seat
	if start < 0 {
		start = g.Active
	}
	for k := range g.Players {
		s := (start + k) % g.Players
		if w.Passed&(1<<s) != 0 {
			continue
		}
		if len(g.plays(s, *w)) > 0 {
			w.Seat = s
			return false
		}
	}
	g.pop()
	return true
}

// Legal lists the actions of the seat to act, sorted and unique.
func (g *Game) Legal() []string {
	seat, ph := g.Decision()
	var out []string
	switch ph {
	case PhaseOver:
		return nil
	case PhaseDiscard:
		for _, id := range g.Hands[seat] {
			out = append(out, "discard "+g.bCard(id).Token())
		}
	case PhaseTurn:
		out = g.holdActions()
		if g.FallBacksLeft() > 0 {
			out = append(out, "fall-back")
		}
	case PhaseDice:
		out = g.diceOptions()
	case PhaseGive:
		out = append(out, "skip")
		for s := range g.Players {
			out = append(out, "give "+strconv.Itoa(s+1))
		}
	case PhaseWindow:
		out = append(g.plays(seat, g.Ops[len(g.Ops)-1]), "pass")
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// Apply carries out one action of the seat to act and every automatic step
// after it. An action that is not legal now is refused with an error
// saying why, and changes nothing.
func (g *Game) Apply(action string) error {
	action = Canonical(action)
	if err := g.check(action); err != nil {
		return err
	}
	seat, ph := g.Decision()
	f := strings.Fields(action)
	switch ph {
	case PhaseDiscard:
		id := g.removeFromHand(seat, f[1])
		g.BDiscard = append(g.BDiscard, id)
		g.logEvent(Event{Seat: seat, Rule: "Hand Limit", Text: fmt.Sprintf("%s is over the hand limit and discards %s", SeatName(seat), g.bName(id)), Seen: seenAll})
	case PhaseTurn:
		g.pop()
		if f[0] == "fall-back" {
			g.fallBack()
		} else {
			g.hold(f[1], f[2])
		}
	case PhaseDice:
		g.pop()
		g.rollDice(action)
	case PhaseGive:
		o := &g.Ops[len(g.Ops)-1]
		rule := "Reinforce" // a bonus symbol beaten; a fall-back's draw says so
		if o.Moment != "" {
			rule = o.Moment
		}
		o.N--
		if o.N <= 0 {
			g.pop()
		}
		if f[0] == "skip" {
			g.logf(seat, rule, "the team draws no card")
		} else {
			to, _ := strconv.Atoi(f[1])
			g.logf(seat, rule, "the team draws a British card for %s", SeatName(to-1))
			g.drawBritish(to-1, rule)
		}
	case PhaseWindow:
		w := &g.Ops[len(g.Ops)-1]
		if f[0] == "pass" {
			w.Passed |= 1 << seat
			w.Seat = (seat + 1) % g.Players
			g.logEvent(Event{Seat: seat, Rule: "At Anytime", Text: SeatName(seat) + " passes", Seen: seenAll})
		} else {
			w.Passed = 0
			moment := *w
			g.play(seat, moment, f)
		}
	}
	g.run()
	return nil
}

// check refuses an action that is not legal now, saying why.
func (g *Game) check(action string) error {
	seat, ph := g.Decision()
	if ph == PhaseOver {
		return errors.New("the game is over")
	}
	if len(action) > 64 || strings.TrimSpace(action) == "" {
		return fmt.Errorf("%q is not an action (%s)", clip(action), expect(ph))
	}
	if slices.Contains(g.Legal(), action) {
		return nil
	}
	f := strings.Fields(action)
	switch {
	case ph == PhaseTurn && len(f) == 3 && f[0] == "hold":
		p := slices.Index(PosLetters[:], f[2])
		switch {
		case p < 0:
			return fmt.Errorf("%q: no position %q (n, s, e or w)", action, f[2])
		case g.Pos[p][0].Card >= 0 && g.Pos[p][0].Up && g.zCard(g.Pos[p][0].Card).Kind == "fire":
			return fmt.Errorf("%q: a Building Fire blocks %s until someone plays Extinguish Fire", action, PosNames[p])
		case !g.attackable(p):
			return fmt.Errorf("%q: %s shows no Zulu card to attack", action, PosNames[p])
		default:
			return fmt.Errorf("%q: %s holds no attack card of %s", action, SeatName(seat), f[1])
		}
	case ph == PhaseTurn && action == "fall-back":
		return fmt.Errorf("%q: the British are on their last space and cannot fall back", action)
	case ph == PhaseDice && strings.HasPrefix(action, "roll") && !g.locationDie():
		return fmt.Errorf("%q: %s has no die symbol, so there is no location die to roll (legal: %s)", action, g.LocationName(), strings.Join(g.Legal(), ", "))
	case ph == PhaseDice && strings.Contains(action, "volley") && g.Volleys > 0:
		return fmt.Errorf("%q is not legal now (legal: %s)", clip(action), strings.Join(g.Legal(), ", "))
	case ph == PhaseDice && strings.Contains(action, "volley"):
		return fmt.Errorf("%q: no Volley Fire card is left", action)
	case ph == PhaseDice && strings.HasPrefix(action, "ammo"):
		return fmt.Errorf("%q: no Ammo card is left", action)
	case ph == PhaseWindow && len(f) >= 2 && f[0] == "play":
		return fmt.Errorf("%q: %s cannot play %s now (playable: %s)", action, SeatName(seat), f[1], strings.Join(g.Legal(), ", "))
	case ph == PhaseDiscard && len(f) == 2 && f[0] == "discard":
		return fmt.Errorf("%q: %s holds no card %s", action, SeatName(seat), f[1])
	}
	if legal := g.Legal(); len(legal) > 0 && len(legal) <= 8 {
		return fmt.Errorf("%q is not legal now (legal: %s)", clip(action), strings.Join(legal, ", "))
	}
	return fmt.Errorf("%q is not legal now (%s)", clip(action), expect(ph))
}

// Canonical writes an action the way Legal lists it: spaces collapsed,
// lower case, and a position named in full ("hold 13 north") by its letter.
func Canonical(action string) string {
	f := strings.Fields(strings.ToLower(action))
	for i, w := range f {
		if k := slices.Index(PosNames[:], w); k >= 0 && i > 0 {
			f[i] = PosLetters[k]
		}
	}
	return strings.Join(f, " ")
}

func clip(s string) string {
	if len(s) > 24 {
		return s[:24] + "…"
	}
	return s
}

func expect(ph string) string {
	switch ph {
	case PhaseTurn:
		return "expected hold V P, or fall-back"
	case PhaseDice:
		return "expected roll, ammo or go, with +volley"
	case PhaseWindow:
		return "expected pass, use-ammo or play CARD"
	case PhaseGive:
		return "expected give N or skip"
	case PhaseDiscard:
		return "expected discard CARD"
	}
	return "the game is over"
}

// fallBack moves the marker left (or turns the next location card); the
// team may then draw a card.
func (g *Game) fallBack() {
	g.Marker++
	if g.Level > 0 {
		g.Marker -= 2
	}
	g.logf(g.Active, "Fall Back", "%s falls back to %s (%s)", SeatName(g.Active), g.LocationName(), dieWord(g.locationDie()))
	g.push(op{Kind: "next"}, op{Kind: "give", N: 1, Moment: "Fall Back"}) // the team's draw (its rule)
}

func (g *Game) hold(tok, pos string) {
	p := slices.Index(PosLetters[:], pos)
	id := g.removeFromHand(g.Active, tok)
	g.Attack = &Attack{Seat: g.Active, Pos: p, Card: id}
	g.logf(g.Active, "Hold 1", "%s holds: an attack card of %d against %s (%s)", SeatName(g.Active), g.bCard(id).Value, PosNames[p], g.zCard(g.Pos[p][0].Card).Token())
	g.push(op{Kind: "end-combat"}, op{Kind: "compare1"}, op{Kind: "window", Moment: MomentAttack, Seat: -1}, op{Kind: "dice"})
}

// play carries out an at-anytime card (or an Ammo card) of seat.
func (g *Game) play(seat int, w op, f []string) {
	if f[0] == "use-ammo" {
		g.Ammo[seat]--
		g.Attack.Ammo++
		g.logf(seat, "Ammo", "%s uses an Ammo card: the attack stands at %d", SeatName(seat), g.Total())
		return
	}
	id := g.removeFromHand(seat, f[1])
	c := g.bCard(id)
	g.BDiscard = append(g.BDiscard, id)
	who := SeatName(seat) + " plays " + c.Title
	switch c.Kind {
	case "hero":
		g.Attack.Heroes += c.Bonus
		g.logf(seat, "At Anytime", "%s: +%d, the attack stands at %d", who, c.Bonus, g.Total())
	case "reroll":
		var vals []int
		for i := range g.Attack.Dice {
			d := &g.Attack.Dice[i]
			if f[2] == "both" || f[2] == d.Kind {
				d.Value = g.Roller.Roll(6, "reroll")
				vals = append(vals, d.Value)
			}
		}
		g.logEvent(Event{Seat: seat, Rule: "At Anytime", Text: fmt.Sprintf("%s: reroll, dice %s: the attack stands at %d", who, diceText(g.Attack.Dice), g.Total()), Dice: vals, Seen: seenAll})
	case "heads-down":
		g.discardZulu(w.Pos, w.Slot)
		g.logf(seat, "At Anytime", "%s: the Sniper at %s is discarded before it acts", who, PosNames[w.Pos])
	case "extinguish":
		p := slices.Index(PosLetters[:], f[2])
		for slot, s := range g.Pos[p] {
			if s.Card >= 0 && s.Up && g.zCard(s.Card).Kind == "fire" {
				g.discardZulu(p, slot)
				break
			}
		}
		g.logf(seat, "At Anytime", "%s: the fire at %s is put out", who, PosNames[p])
		g.push(op{Kind: "refill", Pos: p})
	case "discard-zulu":
		p := slices.Index(PosLetters[:], f[2][:1])
		slot := len(f[2]) - 1
		z := g.zCard(g.discardZulu(p, slot))
		g.logf(seat, "At Anytime", "%s: %s's %s card of %d is discarded as if beaten", who, PosNames[p], []string{"first", "second"}[slot], z.Value)
		if z.Bonus {
			g.push(op{Kind: "give", N: 1})
		}
		if !(g.Attack != nil && g.Attack.FirstBeaten && g.Attack.Pos == p) {
			g.push(op{Kind: "refill", Pos: p})
		}
	case "reveal":
		g.logf(seat, "At Anytime", "%s: every face-down Zulu card is turned up", who)
		for p := West; p >= North; p-- {
			if s := g.Pos[p][1]; s.Card >= 0 && !s.Up {
				g.push(op{Kind: "refill", Pos: p}, op{Kind: "reveal", Pos: p, Slot: 1})
			}
		}
	case "retrieve":
		for i := len(g.BDiscard) - 1; i >= 0; i-- {
			if d := g.BDiscard[i]; g.bCard(d).Token() == f[2] {
				g.BDiscard = slices.Delete(g.BDiscard, i, i+1)
				g.Hands[seat] = insertSorted(g.Hands[seat], d)
				break
			}
		}
		g.logf(seat, "At Anytime", "%s: an attack card of %s comes back from the discard pile to %s's hand", who, f[2], SeatName(seat))
	}
}
