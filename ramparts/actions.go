package ramparts

import (
	"fmt"
	"strings"
	"unicode"
	"zulu1879/internal/words"
)

// Action kinds.
const (
	KindPass      = "pass"      // end this phase / accept / go on
	KindPut       = "put"       // put forth a Hero or Group from hand (6.2, 8.0)
	KindFire      = "fire"      // fire a volley from a card (6.7)
	KindReserve   = "reserve"   // form the Reserve Platoon (6.3)
	KindDisband   = "disband"   // break up the Reserve Platoon (free)
	KindBarricade = "barricade" // build one third of a barricade (6.4)
	KindCease     = "cease"     // stop building (free)
	KindFireFight = "firefight" // fight a building fire (6.5)
	KindAmmo      = "ammo"      // distribute ammunition and water (6.6)
	KindUse       = "use"       // use a Hero's heroic ability (6.2.2-6.2.4)
	KindPlay      = "play"      // play an event card (6.2.7)
	KindDiscard   = "discard"   // discard down to the hand limit (9.0)
	KindDouse     = "douse"     // choose which of two fires the Building Ablaze table puts out (5.3.1)
)

// Action is one choice of the player. Its zero fields are unused; two
// actions are the same choice exactly when they are equal.
type Action struct {
	Kind   string `json:"kind"`
	Card   int    `json:"card,omitempty"`   // the card used
	Ab     int    `json:"ab,omitempty"`     // which ability of the card (KindUse)
	Card2  int    `json:"card2,omitempty"`  // a second card (reserve partner, recovered or put-forth card)
	Target string `json:"target,omitempty"` // an iButho id or a building (hospital, storehouse)
	N      int    `json:"n,omitempty"`      // a die (set_die): its number from 1; in revision 1 its index from 0
}

// String gives the short, stable notation of an action, e.g. "put 03",
// "fire 21>uThulwana", "reserve 03+08", "use 12.0#1".
func (a Action) String() string {
	s := a.Kind
	if a.Card != 0 {
		s += fmt.Sprintf(" %02d", a.Card)
	}
	if a.Kind == KindUse {
		s += fmt.Sprintf(".%d", a.Ab)
	}
	if a.Card2 != 0 {
		if a.Kind == KindReserve {
			s += fmt.Sprintf("+%02d", a.Card2)
		} else {
			s += fmt.Sprintf(":%02d", a.Card2)
		}
	}
	if a.Target != "" {
		s += ">" + a.Target
	}
	if a.Kind == KindUse && a.N > 0 {
		s += fmt.Sprintf("#%d", a.N)
	}
	return s
}

// IsActionKind reports whether word names a kind of move ("put", "fire"...).
func IsActionKind(word string) bool {
	switch word {
	case KindPass, KindPut, KindFire, KindReserve, KindDisband, KindBarricade, KindCease, KindFireFight, KindAmmo, KindUse, KindPlay, KindDiscard, KindDouse:
		return true
	}
	return false
}

// ParseAction reads the notation written by Action.String.
func ParseAction(s string) (Action, error) {
	var a Action
	rest := s
	i := 0
	for i < len(rest) && !strings.ContainsRune(" >+:.#", rune(rest[i])) {
		i++
	}
	// Commands are case-insensitive: the kind is read in lower case, the
	// target matched to its proper spelling by the game (Canonical).
	a.Kind, rest = strings.ToLower(rest[:i]), rest[i:]
	if !IsActionKind(a.Kind) {
		return a, fmt.Errorf("rorkesdrift: %q: unknown command %q (type help for the list)", s, a.Kind)
	}
	tooBig := false // a number of more than six digits names nothing
	num := func() (int, bool) {
		n, k := 0, 0
		for k < len(rest) && rest[k] >= '0' && rest[k] <= '9' {
			if n = n*10 + int(rest[k]-'0'); n > 999999 {
				n, tooBig = 999999, true
			}
			k++
		}
		rest = rest[k:]
		return n, k > 0
	}
	if len(rest) > 0 && rest[0] == ' ' {
		rest = rest[1:]
		n, ok := num()
		if !ok {
			return a, fmt.Errorf("rorkesdrift: action %q: card number expected", s)
		}
		a.Card = n
	}
	for len(rest) > 0 {
		c := rest[0]
		rest = rest[1:]
		if (c == '.' || c == '#') && a.Kind != KindUse {
			return a, fmt.Errorf("rorkesdrift: action %q: only use takes %q", s, c)
		}
		switch c {
		case '.':
			a.Ab, _ = num()
		case '+', ':':
			n, ok := num()
			if !ok {
				return a, fmt.Errorf("rorkesdrift: action %q: second card number expected", s)
			}
			a.Card2 = n
		case '#':
			a.N, _ = num()
		case '>':
			j := 0
			for j < len(rest) && rest[j] != '#' {
				j++
			}
			a.Target, rest = rest[:j], rest[j:]
			if a.Target == "" || strings.ContainsFunc(a.Target, func(r rune) bool { return unicode.IsSpace(r) || !unicode.IsPrint(r) }) {
				return a, fmt.Errorf("rorkesdrift: action %q: after \">\" name an iButho or a building, in one word", s)
			}
		default:
			return a, fmt.Errorf("rorkesdrift: action %q: unexpected %q", s, c)
		}
	}
	if tooBig {
		return a, fmt.Errorf("rorkesdrift: action %q: a number is too large", s)
	}
	if a.Card == 0 && needsCard[a.Kind] {
		return a, fmt.Errorf("rorkesdrift: action %q: %s needs a card number, as in %q", s, a.Kind, a.Kind+" 03")
	}
	return a, nil
}

// needsCard holds the kinds of action that are always made with a card.
var needsCard = map[string]bool{
	KindPut: true, KindFire: true, KindReserve: true, KindFireFight: true,
	KindAmmo: true, KindUse: true, KindPlay: true, KindDiscard: true,
}

// Describe gives a human description of the action in the current game.
func (g *Game) Describe(a Action) string {
	name := func(id int) string {
		if c := Card(id); c != nil {
			return c.Name
		}
		return fmt.Sprintf("card #%02d", id)
	}
	switch a.Kind {
	case KindPass:
		switch g.Phase {
		case PhaseImpi:
			return "Let the chit take effect"
		case PhaseAction:
			return "End the Action phase"
		case PhaseVolley:
			return "Accept the volley dice"
		case PhaseDraw:
			return "Go on to the Hero phase"
		case PhaseHero:
			return "End the Hero phase"
		}
		return "Go on"
	case KindPut:
		if g.Phase == PhaseAction {
			return fmt.Sprintf("Put forth %s (uses your Action)", name(a.Card))
		}
		return fmt.Sprintf("Put forth %s for free", name(a.Card))
	case KindFire:
		return fmt.Sprintf("Fire %s at %s", name(a.Card), a.Target)
	case KindReserve:
		return fmt.Sprintf("Form the Reserve Platoon with %s and %s", name(a.Card), name(a.Card2))
	case KindDisband:
		return "Break up the Reserve Platoon (free)"
	case KindBarricade:
		if a.Card != 0 {
			return fmt.Sprintf("Set %s to build the next barricade (one third)", name(a.Card))
		}
		return "Build one more third of the barricade"
	case KindCease:
		return "Stop building the barricade (free)"
	case KindFireFight:
		return fmt.Sprintf("%s fights the fire in the %s", name(a.Card), a.Target)
	case KindAmmo:
		return fmt.Sprintf("%s hands out ammunition and water", name(a.Card))
	case KindUse:
		c := Card(a.Card)
		if c == nil || a.Ab < 0 || a.Ab >= len(c.Abilities) {
			return "Use an ability"
		}
		ab := c.Abilities[a.Ab]
		s := fmt.Sprintf("%s (%s): %s", c.Name, ab.Kind, effectText(ab.Effect, ab.N))
		if a.Card2 != 0 {
			s += ": " + name(a.Card2)
		}
		if a.Target != "" {
			s += ": " + a.Target
		}
		if ab.Effect == "set_die" {
			s += fmt.Sprintf(" (die %d)", g.dieNumber(a.N))
		}
		return s
	case KindPlay:
		return fmt.Sprintf("Play %s", name(a.Card))
	case KindDiscard:
		return fmt.Sprintf("Discard %s", name(a.Card))
	case KindDouse:
		return fmt.Sprintf("The fire in the %s goes out", a.Target)
	}
	return a.String()
}

func effectText(e string, n int) string {
	switch e {
	case "draw":
		return "draw " + words.Count(n, "more card", "more cards")
	case "extra_actions":
		return words.Count(n, "more Action", "more Actions")
	case "barricade_step":
		return "build a third of a barricade for free"
	case "cancel_chit":
		return "ignore the iMpi chit"
	case "redraw_chit":
		return "put the chit back and draw another"
	case "recover_hero":
		return "bring back a discarded Hero"
	case "put_forth_private":
		return "put forth a Private for free"
	case "set_die":
		return fmt.Sprintf("turn a die into a %d", n)
	case "ammo":
		return "hand out ammunition for free"
	case "retreat_close":
		return "push an iButho back one box"
	case "extinguish":
		return "put out a fire"
	case "banner":
		return "raise the banner"
	case "put_forth_all":
		return "put forth every Hero in hand"
	}
	return e
}

// Legal lists every legal choice now, in a stable order. It is empty when
// the game is over.
func (g *Game) Legal() []Action {
	if g.Phase == PhaseOver {
		return nil
	}
	if g.init() != nil {
		return nil
	}
	out := make([]Action, 0, 24)
	if g.passLegal() {
		out = append(out, Action{Kind: KindPass})
	}
	return g.legal(out, false)
}

// passLegal reports whether passing is a legal choice now: not while cards
// must be discarded, nor while a fire must be chosen.
func (g *Game) passLegal() bool {
	return !(g.Phase == PhaseHousekeeping && g.needDiscard()) && g.Phase != PhaseAblaze
}

// legal appends the choices other than passing; with first it stops at one.
func (g *Game) legal(out []Action, first bool) []Action {
	add := func(a Action) bool {
		out = append(out, a)
		return first
	}
	switch g.Phase {
	case PhaseAblaze:
		// Only the choice of the fire; nothing else happens mid-chit.
		for b := 0; b < 2; b++ {
			if g.Burning[b] && add(Action{Kind: KindDouse, Target: buildingID(b)}) {
				return out
			}
		}
		return out
	case PhaseImpi, PhaseDraw, PhaseVolley:
		// abilities only
	case PhaseAction:
		if g.ActionsLeft > 0 {
			for _, id := range g.Hand {
				if g.card(id).IsHero() && add(Action{Kind: KindPut, Card: id}) {
					return out
				}
			}
		}
		if !g.NoVolleys {
			for _, id := range g.Hand {
				c := g.card(id)
				if c.Type != "volley" || (c.NeedsReserve && len(g.Reserve) != 2) || (!c.FreeVolley && g.ActionsLeft <= 0) {
					continue
				}
				for _, i := range g.targets(c) {
					if add(Action{Kind: KindFire, Card: id, Target: g.IButhos[i].ID}) {
						return out
					}
				}
			}
			for _, id := range g.Tableau {
				c := g.card(id)
				if !c.Volley.Any() {
					continue
				}
				for _, i := range g.targets(c) {
					if add(Action{Kind: KindFire, Card: id, Target: g.IButhos[i].ID}) {
						return out
					}
				}
			}
		}
		if g.ActionsLeft > 0 {
			if len(g.Reserve) == 0 {
				for x, a := range g.Tableau {
					for _, b := range g.Tableau[x+1:] {
						if g.reservePair(a, b) && add(Action{Kind: KindReserve, Card: a, Card2: b}) {
							return out
						}
					}
				}
			}
			if g.VictoryBox > -2 {
				if g.BarricadeHero != 0 {
					if add(Action{Kind: KindBarricade}) {
						return out
					}
				} else {
					for _, id := range g.Tableau {
						if (g.isLieutenant(id) || g.card(id).Rank == "sergeant") && g.card(id).Duty && add(Action{Kind: KindBarricade, Card: id}) {
							return out
						}
					}
				}
			}
			for b := 0; b < 2; b++ {
				if !g.Burning[b] {
					continue
				}
				for _, id := range g.Tableau {
					if g.card(id).Duty && add(Action{Kind: KindFireFight, Card: id, Target: buildingID(b)}) {
						return out
					}
				}
			}
			if g.AmmoLow && g.ammoRemovable() {
				for _, id := range g.Tableau {
					if g.card(id).Duty && add(Action{Kind: KindAmmo, Card: id}) {
						return out
					}
				}
			}
		}
		if len(g.Reserve) > 0 && add(Action{Kind: KindDisband}) {
			return out
		}
		if g.BarricadeHero != 0 && add(Action{Kind: KindCease}) {
			return out
		}
		for _, id := range g.Hand {
			if c := g.card(id); c.Type == "event" && g.eventPlayable(c) && add(Action{Kind: KindPlay, Card: id}) {
				return out
			}
		}
	case PhaseHero:
		for _, id := range g.Hand {
			if g.heroPhasePut(id) && add(Action{Kind: KindPut, Card: id}) {
				return out
			}
		}
	case PhaseHousekeeping:
		if g.needDiscard() {
			for _, id := range g.Hand {
				if add(Action{Kind: KindDiscard, Card: id}) {
					return out
				}
			}
		}
	}
	// Breaking up the Reserve Platoon and stopping the barricade work are
	// free "at any time" (6.3, 6.4): open at every point where the game
	// waits for the player. They alone do not make it wait (first).
	if !first && g.Phase != PhaseAction {
		if len(g.Reserve) > 0 {
			out = append(out, Action{Kind: KindDisband})
		}
		if g.BarricadeHero != 0 {
			out = append(out, Action{Kind: KindCease})
		}
	}
	// Heroic abilities of available cards.
	for _, id := range g.Tableau {
		c := g.card(id)
		if len(c.Abilities) == 0 || has(g.Used, id) {
			continue
		}
		for k := range c.Abilities {
			n := len(out)
			out = g.abilityActions(out, id, k)
			if first && len(out) > n {
				return out
			}
		}
	}
	return out
}

func buildingID(b int) string {
	if b == Storehouse {
		return "storehouse"
	}
	return "hospital"
}

func buildingIndex(s string) (int, bool) {
	switch s {
	case "hospital":
		return Hospital, true
	case "storehouse":
		return Storehouse, true
	}
	return 0, false
}

func (g *Game) phaseKey() string {
	switch g.Phase {
	case PhaseImpi:
		return "impi"
	case PhaseAction:
		return "action"
	case PhaseVolley:
		return "volley"
	case PhaseDraw:
		return "draw"
	case PhaseHero:
		return "hero"
	case PhaseHousekeeping:
		return "housekeeping"
	}
	return ""
}

func (g *Game) isLieutenant(id int) bool {
	c := g.card(id)
	if c.Rank == "major" {
		return true
	}
	return c.Rank == "lieutenant" && !(c.Colonial && g.Options.Officers)
}

func (g *Game) reservePair(a, b int) bool {
	ca, cb := g.card(a), g.card(b)
	if !ca.Duty || !cb.Duty {
		return false
	}
	la, lb := g.isLieutenant(a), g.isLieutenant(b)
	sa, sb := ca.Rank == "sergeant", cb.Rank == "sergeant"
	return (la && (lb || sb)) || (lb && sa)
}

// setDieValue is what W. Jones turns a die into: n (a 5, one short of a
// hit, that the modifiers may still raise); a 6 in revision 1.
func (g *Game) setDieValue(n int) int {
	if g.Revision() < 2 || n == 0 {
		return 6
	}
	return n
}

// dieIndex is the index in the pending dice of the die an action names
// (by its number from 1; revision 1 named it by index from 0).
func (g *Game) dieIndex(n int) int {
	if g.Revision() < 2 {
		return n
	}
	return n - 1
}

// dieNumber is the number from 1 of the die an action names.
func (g *Game) dieNumber(n int) int { return g.dieIndex(n) + 1 }

func (g *Game) ammoRemovable() bool { return !(g.Dawn && g.Options.MorningAttack) }

func (g *Game) heroPhasePut(id int) bool {
	c := g.card(id)
	if !c.IsHero() {
		return false
	}
	return c.Bonus == "always" || !g.HeroFreeUsed || (g.PrivateBonus && c.Rank == "private")
}

func (g *Game) eventPlayable(c *cardT) bool {
	switch c.Event {
	case "steady":
		if g.IgnoreDRM {
			return false
		}
	case "harlech", "stampede":
	default:
		return false
	}
	switch c.Restriction {
	case "close_range", "medium_range":
		lim := 1
		if c.Restriction == "medium_range" {
			lim = 2
		}
		for i := range g.IButhos {
			if b := &g.IButhos[i]; b.Active() && b.Box <= lim {
				return true
			}
		}
		return false
	case "day":
		return !g.Night
	}
	return true
}

// abilityActions appends the uses of ability k of available card id.
func (g *Game) abilityActions(out []Action, id, k int) []Action {
	ab := g.card(id).Abilities[k]
	if ab.Phase != "any" && ab.Phase != g.phaseKey() {
		return out
	}
	if ab.Phase == "any" && g.Phase == PhaseVolley {
		return out
	}
	a := Action{Kind: KindUse, Card: id, Ab: k}
	switch ab.Effect {
	case "draw":
		if ab.HandMax > 0 && g.HandAtDraw > ab.HandMax {
			return out
		}
		return append(out, a)
	case "extra_actions":
		return append(out, a)
	case "barricade_step":
		if g.VictoryBox > -2 {
			return append(out, a)
		}
	case "cancel_chit", "redraw_chit":
		if g.Chit >= 0 {
			return append(out, a)
		}
	case "recover_hero":
		for _, d := range g.Discards {
			if d != id && g.card(d).IsHero() {
				a.Card2 = d
				out = append(out, a)
			}
		}
	case "put_forth_private":
		for _, h := range g.Hand {
			if g.card(h).Rank == "private" {
				a.Card2 = h
				out = append(out, a)
			}
		}
	case "set_die":
		if g.Pending != nil {
			to := g.setDieValue(ab.N)
			for i, v := range g.Pending.Dice {
				if v < to {
					a.N = i
					if g.Revision() >= 2 {
						a.N = i + 1
					}
					out = append(out, a)
				}
			}
		}
	case "ammo":
		if g.AmmoLow && g.ammoRemovable() {
			return append(out, a)
		}
	case "retreat_close":
		for i := range g.IButhos {
			if b := &g.IButhos[i]; b.Active() && b.Box <= 1 {
				a.Target = b.ID
				out = append(out, a)
			}
		}
	case "extinguish":
		for b := 0; b < 2; b++ {
			if g.Burning[b] {
				a.Target = buildingID(b)
				out = append(out, a)
			}
		}
	case "banner":
		for _, b := range g.Banners {
			if b == ab.Banner {
				return out
			}
		}
		return append(out, a)
	case "put_forth_all":
		for _, h := range g.Hand {
			if g.card(h).IsHero() {
				return append(out, a)
			}
		}
	}
	return out
}

// Apply carries out a legal action and runs the game on to the next decision
// point, rolling the Zulu side's dice. An illegal action is rejected with an
// error and changes nothing.
func (g *Game) Apply(a Action) error {
	a = g.Canonical(a)
	if err := g.check(a); err != nil {
		return err
	}
	g.do(a)
	g.settle()
	return nil
}

// Canonical returns the legal action that a means when it is written
// differently: a target in other letter case ("uthulwana", "Hospital") or the
// Reserve Platoon's two cards in the other order. Otherwise it returns a.
func (g *Game) Canonical(a Action) Action {
	if g.Phase == PhaseOver || g.init() != nil {
		return a
	}
	// Most actions come as listed (a bot's): find them without building a
	// new list.
	if a.Kind == KindPass && g.passLegal() {
		return a
	}
	g.scratch = g.legal(g.scratch[:0], false)
	for _, l := range g.scratch {
		if l == a {
			return a
		}
	}
	swapped := a
	if a.Kind == KindReserve {
		swapped.Card, swapped.Card2 = a.Card2, a.Card
	}
	for _, l := range g.Legal() {
		for _, b := range []Action{a, swapped} {
			t := b
			t.Target = l.Target
			if t == l && strings.EqualFold(b.Target, l.Target) {
				return l
			}
		}
	}
	if a.Target != "" {
		// Not legal now, but name the iButho or building properly in messages.
		for i := range g.IButhos {
			if strings.EqualFold(a.Target, g.IButhos[i].ID) {
				a.Target = g.IButhos[i].ID
			}
		}
		if _, ok := buildingIndex(strings.ToLower(a.Target)); ok {
			a.Target = strings.ToLower(a.Target)
		}
	}
	return a
}

// check returns an error unless a is legal now.
func (g *Game) check(a Action) error {
	if err := g.init(); err != nil {
		return err
	}
	if g.Phase == PhaseOver {
		return fmt.Errorf("rorkesdrift: %s: the game is over", a)
	}
	legal := a.Kind == KindPass && g.passLegal()
	if !legal {
		g.scratch = g.legal(g.scratch[:0], false)
		for _, l := range g.scratch {
			if l == a {
				legal = true
				break
			}
		}
	}
	if !legal {
		return g.whyIllegal(a)
	}
	return nil
}

// whyIllegal explains a rejected action as precisely as it can: what is
// wrong, and what is expected instead.
func (g *Game) whyIllegal(a Action) error {
	pre := fmt.Sprintf("rorkesdrift: turn %d, %s phase: %q is not legal: ", g.Turn, g.Phase, a.String())
	c := Card(a.Card)
	inAction := g.Phase == PhaseAction
	costsAction := a.Kind == KindPut || a.Kind == KindReserve || a.Kind == KindBarricade || a.Kind == KindFireFight || a.Kind == KindAmmo
	switch {
	case g.Phase == PhaseHousekeeping && g.needDiscard() && a.Kind != KindDiscard && a.Kind != KindDisband && a.Kind != KindCease:
		n, cards := len(g.Hand)-HandLimit, "cards"
		if n == 1 {
			cards = "card"
		}
		return fmt.Errorf("%sdiscard %d %s first: your hand holds %d, the limit is %d (discard NN)", pre, n, cards, len(g.Hand), HandLimit)
	case g.Phase == PhaseAblaze && a.Kind != KindDouse:
		return fmt.Errorf("%schoose first which fire goes out: douse>hospital or douse>storehouse", pre)
	case a.Kind == KindDouse && g.Phase != PhaseAblaze:
		return fmt.Errorf("%sdouse answers the Building Ablaze table when it puts out one of two fires; to fight a fire, use firefight NN>building", pre)
	case a.Kind == KindDouse:
		return fmt.Errorf("%sname a burning building: douse>hospital or douse>storehouse", pre)
	case a.Kind == KindDisband && len(g.Reserve) == 0:
		return fmt.Errorf("%sno Reserve Platoon to disband", pre)
	case a.Kind == KindCease && g.BarricadeHero == 0:
		return fmt.Errorf("%snobody is building a barricade", pre)
	case a.Card != 0 && c == nil:
		return fmt.Errorf("%sthere is no card #%02d", pre, a.Card)
	case c == nil && needsCard[a.Kind]: // made by code (a damaged save), not typed
		return fmt.Errorf("%s%s needs a card number, as in %q (type legal for the choices)", pre, a.Kind, a.Kind+" 03")
	case a.Kind == KindPut && !has(g.Hand, a.Card):
		return fmt.Errorf("%s%s is not in your hand", pre, c.Name)
	case a.Kind == KindPut && !c.IsHero():
		return fmt.Errorf("%sonly Heroes and Groups can be put forth", pre)
	case a.Kind == KindPut && g.Phase == PhaseHero:
		return fmt.Errorf("%syou have put forth your free Hero this phase; only a second Private or a card that is always free may follow", pre)
	case costsAction && !inAction:
		return fmt.Errorf("%s%s takes an Action: it is done in the Action phase", pre, a.Kind)
	case costsAction && g.ActionsLeft <= 0:
		return fmt.Errorf("%syou have no Action left this turn (pass ends the Action phase)", pre)
	case a.Kind == KindFire && g.NoVolleys:
		return fmt.Errorf("%sthe Zulus have gone to ground (R chit): no volleys this turn", pre)
	case a.Kind == KindFire && !inAction:
		return fmt.Errorf("%svolleys are fired only in the Action phase", pre)
	case a.Kind == KindFire && !has(g.Hand, a.Card) && !has(g.Tableau, a.Card):
		return fmt.Errorf("%s%s is neither in your hand nor available on the Tableau", pre, c.Name)
	case a.Kind == KindFire && !c.Volley.Any():
		return fmt.Errorf("%s%s has no volley dice", pre, c.Name)
	case a.Kind == KindFire:
		return fmt.Errorf("%s%s cannot fire at %q now (card not usable, or target out of range, behind a fire or not the closest iButho inside)", pre, c.Name, a.Target)
	case a.Kind == KindReserve && len(g.Reserve) > 0:
		return fmt.Errorf("%sthe Reserve Platoon is already formed (disband breaks it up)", pre)
	case a.Kind == KindReserve:
		return fmt.Errorf("%sthe Reserve Platoon needs two available Heroes: a Lieutenant with a Sergeant or another Lieutenant", pre)
	case a.Kind == KindBarricade && g.VictoryBox <= -2:
		return fmt.Errorf("%severy barricade is built", pre)
	case a.Kind == KindBarricade && g.BarricadeHero != 0 && a.Card != 0:
		return fmt.Errorf("%s%s already leads the work: type barricade alone to build the next third", pre, g.card(g.BarricadeHero).Name)
	case a.Kind == KindBarricade && g.BarricadeHero == 0 && a.Card == 0:
		return fmt.Errorf("%snobody leads the work: name an available Lieutenant or Sergeant, as in barricade 03", pre)
	case a.Kind == KindBarricade && c == nil:
		// "barricade" alone, the work going on, refused for a reason the
		// cases above do not name: say what the game waits for.
		return fmt.Errorf("%s%s", pre, g.whatNow())
	case a.Kind == KindBarricade:
		return fmt.Errorf("%s%s is not an available Lieutenant or Sergeant", pre, c.Name)
	case a.Kind == KindFireFight && !g.AnyBurning():
		return fmt.Errorf("%sno building is on fire", pre)
	case a.Kind == KindAmmo && !g.AmmoLow:
		return fmt.Errorf("%sthe Ammunition/Water Low marker is not on the map", pre)
	case a.Kind == KindAmmo && !g.ammoRemovable():
		return fmt.Errorf("%sfrom dawn of the final assault the Ammunition/Water Low marker stays (12.4.3)", pre)
	case (a.Kind == KindFireFight || a.Kind == KindAmmo) && !has(g.Tableau, a.Card):
		return fmt.Errorf("%s%s is not available on the Tableau", pre, c.Name)
	case a.Kind == KindFireFight || a.Kind == KindAmmo:
		return fmt.Errorf("%s%s cannot do this duty (a white-titled card, or no such building burning)", pre, c.Name)
	case a.Kind == KindUse && !has(g.Tableau, a.Card):
		return fmt.Errorf("%s%s is not available on the Tableau", pre, c.Name)
	case a.Kind == KindUse && has(g.Used, a.Card):
		return fmt.Errorf("%s%s has already used an ability this turn", pre, c.Name)
	case a.Kind == KindUse && (a.Ab < 0 || a.Ab >= len(c.Abilities)):
		return fmt.Errorf("%s%s has %d ability(ies), numbered from 0", pre, c.Name, len(c.Abilities))
	case a.Kind == KindUse && c.Abilities[a.Ab].Phase != "any" && c.Abilities[a.Ab].Phase != g.phaseKey():
		return fmt.Errorf("%sthat ability of %s is used in the %s phase", pre, c.Name, c.Abilities[a.Ab].Phase)
	case a.Kind == KindUse && c.Abilities[a.Ab].Effect == "set_die" && g.Pending != nil:
		return fmt.Errorf("%sname a die of the volley by its number, 1 to %d, that is below %d, as in use %02d.%d#1", pre, len(g.Pending.Dice), g.setDieValue(c.Abilities[a.Ab].N), a.Card, a.Ab)
	case a.Kind == KindUse:
		return fmt.Errorf("%s%s's ability has nothing to act on now (type legal %02d for its uses)", pre, c.Name, a.Card)
	case a.Kind == KindPlay && !has(g.Hand, a.Card):
		return fmt.Errorf("%s%s is not in your hand", pre, c.Name)
	case a.Kind == KindPlay && c.Type != "event":
		return fmt.Errorf("%sonly event cards are played; volleys are fired (fire NN>iButho), Heroes put forth", pre)
	case a.Kind == KindPlay && !inAction:
		return fmt.Errorf("%sevent cards are played in the Action phase", pre)
	case a.Kind == KindPlay:
		return fmt.Errorf("%s%s cannot be played now (its condition is not met)", pre, c.Name)
	case a.Kind == KindDiscard && !g.needDiscard():
		return fmt.Errorf("%syou may discard only to come down to the hand limit of %d in Housekeeping", pre, HandLimit)
	case a.Kind == KindDiscard:
		return fmt.Errorf("%s%s is not in your hand", pre, c.Name)
	}
	return fmt.Errorf("%s%s", pre, g.whatNow())
}

// whatNow says what the player may do at this decision point.
func (g *Game) whatNow() string {
	switch g.Phase {
	case PhaseImpi:
		return "a chit is drawn: pass lets it act, or an available Hero may react to it (type legal)"
	case PhaseAction:
		return "in the Action phase: put forth, fire, reserve, barricade, firefight, ammo, use or play; pass ends it (type legal)"
	case PhaseVolley:
		return "the volley is rolled: pass accepts the dice, or an available Hero may change one (type legal)"
	case PhaseDraw:
		return "the card is drawn: pass goes on, or an available Hero may draw more (type legal)"
	case PhaseHero:
		return "in the Hero phase: put forth one Hero for free, or pass (type legal)"
	}
	return "type legal for the choices"
}

// do performs an action already known to be legal.
func (g *Game) do(a Action) {
	switch a.Kind {
	case KindPass:
		g.pass()
	case KindPut:
		c := g.card(a.Card)
		g.Hand = without(g.Hand, a.Card)
		g.Tableau = append(g.Tableau, a.Card)
		if g.Phase == PhaseAction {
			g.ActionsLeft--
			g.logf("6.2", nil, "%s is put forth (Action)", c.Name)
		} else {
			switch {
			case c.Bonus == "always":
				g.logf("8.0", nil, "%s is put forth for free (always allowed)", c.Name)
			case g.PrivateBonus && c.Rank == "private":
				g.PrivateBonus = false
				g.logf("8.0", nil, "%s is put forth as the second Private", c.Name)
			default:
				g.HeroFreeUsed = true
				g.PrivateBonus = c.Bonus == "private_pair"
				g.logf("8.0", nil, "%s is put forth for free", c.Name)
			}
		}
		g.refreshDefenses()
	case KindFire:
		g.fire(a)
	case KindReserve:
		g.ActionsLeft--
		g.leaveTableau(a.Card)
		g.leaveTableau(a.Card2)
		g.Reserve = []int{a.Card, a.Card2}
		g.logf("6.3", nil, "the Reserve Platoon forms under %s and %s", g.card(a.Card).Name, g.card(a.Card2).Name)
	case KindDisband:
		g.Hand = append(g.Hand, g.Reserve...)
		g.Reserve = nil
		g.logf("6.3", nil, "the Reserve Platoon is broken up; its leaders return to hand")
	case KindBarricade:
		g.ActionsLeft--
		if a.Card != 0 {
			g.leaveTableau(a.Card)
			g.BarricadeHero = a.Card
			g.logf("6.4", nil, "%s takes charge of the barricade work", g.card(a.Card).Name)
		}
		g.barricadeStep("6.4")
	case KindCease:
		g.Hand = append(g.Hand, g.BarricadeHero)
		g.logf("6.4", nil, "%s stops the barricade work and returns to hand", g.card(g.BarricadeHero).Name)
		g.BarricadeHero = 0
	case KindFireFight:
		g.ActionsLeft--
		g.leaveTableau(a.Card)
		g.Hand = append(g.Hand, a.Card)
		b, _ := buildingIndex(a.Target)
		r := g.roll(6, "6.5", fmt.Sprintf("%s fights the fire (4-6 puts one out)", g.card(a.Card).Name))
		if r >= 4 {
			g.extinguish(b, "6.5")
		} else {
			g.logf("6.5", nil, "the fire burns on")
		}
		g.refreshDefenses()
	case KindAmmo:
		g.ActionsLeft--
		g.leaveTableau(a.Card)
		g.Hand = append(g.Hand, a.Card)
		g.AmmoLow = false
		g.logf("6.6", nil, "%s hands out ammunition and water; the marker is removed", g.card(a.Card).Name)
	case KindUse:
		g.useAbility(a)
	case KindPlay:
		g.playEvent(a)
	case KindDiscard:
		g.Hand = without(g.Hand, a.Card)
		g.Discards = append(g.Discards, a.Card)
		g.logf("9.0", nil, "discarded to the hand limit: %s", g.card(a.Card).Name)
	case KindDouse:
		b, _ := buildingIndex(a.Target)
		g.extinguish(b, "5.3.1")
		g.refreshDefenses()
		g.enterAction()
	}
}

func (g *Game) barricadeStep(rule string) {
	g.BarricadeStep++
	box := g.VictoryBox - 1
	g.logf(rule, nil, "barricade toward box %d: %d/3 built", box, g.BarricadeStep)
	if g.BarricadeStep < 3 {
		return
	}
	g.BarricadeStep = 0
	g.VictoryBox = box
	if g.BarricadeHero != 0 {
		g.Hand = append(g.Hand, g.BarricadeHero)
		g.BarricadeHero = 0
	}
	g.logf(rule, nil, "the barricade is finished: the Zulu Victory marker moves back to box %d", box)
}

func (g *Game) playEvent(a Action) {
	c := g.card(a.Card)
	g.Hand = without(g.Hand, a.Card)
	g.Discards = append(g.Discards, a.Card)
	switch c.Event {
	case "steady":
		g.IgnoreDRM = true
		g.logf("6.2.7", nil, "%s: this turn's volleys ignore every -1 modifier", c.Name)
	case "harlech":
		g.ActionsLeft += 2
		g.logf("6.2.7", nil, "%s: two more Actions", c.Name)
	case "stampede":
		g.logf("6.2.7", nil, "%s: the iButhos in boxes 1-3 fall back", c.Name)
		for i := range g.IButhos {
			if b := &g.IButhos[i]; b.Active() && b.Box >= 1 && b.Box <= 3 {
				g.retreat(i, "6.2.7")
			}
		}
		g.refreshDefenses()
	}
}

func (g *Game) useAbility(a Action) {
	c := g.card(a.Card)
	ab := c.Abilities[a.Ab]
	g.Used = append(g.Used, a.Card)
	switch ab.Kind {
	case "return":
		g.leaveTableau(a.Card)
		g.Hand = append(g.Hand, a.Card)
		g.logf("6.2.2", nil, "%s returns to hand: %s", c.Name, effectText(ab.Effect, ab.N))
	case "insert":
		g.leaveTableau(a.Card)
		mid := len(g.DrawPile) / 2
		g.DrawPile = append(g.DrawPile[:mid:mid], append([]int{a.Card}, g.DrawPile[mid:]...)...)
		g.logf("6.2.3", nil, "%s goes into the middle of the draw pile: %s", c.Name, effectText(ab.Effect, ab.N))
	case "discard":
		g.leaveTableau(a.Card)
		g.Discards = append(g.Discards, a.Card)
		g.logf("6.2.4", nil, "%s is sacrificed: %s", c.Name, effectText(ab.Effect, ab.N))
	}
	switch ab.Effect {
	case "draw":
		for k := 0; k < ab.N; k++ {
			g.drawCard("7.0")
		}
	case "extra_actions":
		g.ActionsLeft += ab.N
	case "barricade_step":
		g.barricadeStep("6.4")
	case "cancel_chit":
		ch := g.Chit
		g.Chit = -1
		g.logf("6.1", nil, "the chit %s is ignored", g.chitName(ch))
		g.dispose(ch)
		g.enterAction()
	case "redraw_chit":
		g.Chits[g.Chit].Where = InCup
		g.logf("6.1", nil, "the chit %s goes back into the cup", g.chitName(g.Chit))
		g.Chit = g.drawChit("6.1", "draw a replacement chit")
		if g.Chit < 0 {
			g.enterAction()
		}
	case "recover_hero":
		g.Discards = without(g.Discards, a.Card2)
		g.Tableau = append(g.Tableau, a.Card2)
		g.logf("6.2", nil, "%s brings %s back into the fight", c.Name, g.card(a.Card2).Name)
		r := g.roll(6, "card #07", fmt.Sprintf("%s's fate (1-2 discarded, 3-4 to hand, 5-6 stays)", c.Name))
		switch {
		case r <= 2:
			g.leaveTableau(a.Card)
			g.Discards = append(g.Discards, a.Card)
			g.logf("card #07", nil, "%s is lost", c.Name)
		case r <= 4:
			g.leaveTableau(a.Card)
			g.Hand = append(g.Hand, a.Card)
			g.logf("card #07", nil, "%s goes back to hand", c.Name)
		default:
			g.logf("card #07", nil, "%s stays available", c.Name)
		}
	case "put_forth_private":
		g.Hand = without(g.Hand, a.Card2)
		g.Tableau = append(g.Tableau, a.Card2)
		g.logf("6.2", nil, "%s is put forth for free", g.card(a.Card2).Name)
	case "set_die":
		i, to := g.dieIndex(a.N), g.setDieValue(ab.N)
		g.Pending.Dice[i] = to
		g.logf("6.7.3", nil, "die %d becomes a %d", i+1, to)
	case "ammo":
		g.AmmoLow = false
		g.logf("6.6", nil, "ammunition and water are handed out; the marker is removed")
	case "retreat_close":
		for i := range g.IButhos {
			if g.IButhos[i].ID == a.Target {
				g.retreat(i, "6.2.4")
			}
		}
	case "extinguish":
		b, _ := buildingIndex(a.Target)
		g.extinguish(b, "6.2.4")
	case "banner":
		g.Banners = append(g.Banners, ab.Banner)
		g.logf("12.3", nil, "the %s banner is placed", g.t.banners[ab.Banner].Name)
	case "put_forth_all":
		for i := 0; i < len(g.Hand); i++ {
			if id := g.Hand[i]; g.card(id).IsHero() {
				g.Hand = append(g.Hand[:i], g.Hand[i+1:]...)
				g.Tableau = append(g.Tableau, id)
				g.logf("6.2", nil, "%s is put forth", g.card(id).Name)
				i--
			}
		}
	}
	g.refreshDefenses()
}
