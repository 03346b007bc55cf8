// Package harlech is the rules engine of "Rorke's Drift: Men of Harlech"
// (seed 002), a co-operative card game for 1 to 5 players, and its place in
// the common contract of package games (id "men-of-harlech"). It is pure
// Go: no graphics, every die and every draw from the seeded roller of
// package dice, written to the log. See README.md for the notation and for
// every reading of the rules the text leaves open.
package harlech

import (
	"fmt"
	"slices"
	"strconv"
	"zulu1879/internal/words"

	"zulu1879/dice"
)

// Positions, in the order the set-up deals them.
const (
	North = iota
	South
	East
	West
)

// PosNames and PosLetters name the four positions.
var (
	PosNames   = [4]string{"north", "south", "east", "west"}
	PosLetters = [4]string{"n", "s", "e", "w"}
)

// Decision points (Prompt keys).
const (
	PhaseTurn    = "turn"    // hold or fall back
	PhaseDice    = "dice"    // location die or Ammo, and Volley
	PhaseWindow  = "window"  // an at-anytime card may be played
	PhaseGive    = "give"    // who receives a British card the team draws
	PhaseDiscard = "discard" // a hand over the limit
	PhaseOver    = "over"
)

// Window moments.
const (
	MomentStart  = "start"  // before the player in turn holds or falls back
	MomentAttack = "attack" // target marked and dice rolled, before the first card
	MomentReload = "reload" // the second card turned, before it is compared
	MomentSniper = "sniper" // a Sniper is turned, before it acts
)

// Slot is one of a position's two card spaces. Card is a Zulu card id, or
// -1 when empty.
type Slot struct {
	Card int  `json:"card"`
	Up   bool `json:"up"`
}

// Die is one die rolled for an attack.
type Die struct {
	Kind  string `json:"kind"` // "location" or "volley"
	Value int    `json:"value"`
}

// Attack is the combat in progress.
type Attack struct {
	Seat        int   `json:"seat"`
	Pos         int   `json:"pos"`
	Card        int   `json:"card"` // British card id
	Dice        []Die `json:"dice,omitempty"`
	Ammo        int   `json:"ammo,omitempty"`
	Heroes      int   `json:"heroes,omitempty"` // bonus from hero cards
	FirstBeaten bool  `json:"first_beaten,omitempty"`
	Beaten      int   `json:"beaten,omitempty"`
	Bonuses     int   `json:"bonuses,omitempty"` // beaten cards with the bonus symbol
}

// op is one pending step of the game; the steps form a stack whose top is
// the next thing to do (a decision, or an automatic step).
type op struct {
	Kind   string `json:"k"`
	Pos    int    `json:"p,omitempty"`
	Slot   int    `json:"s,omitempty"`
	N      int    `json:"n,omitempty"`
	Moment string `json:"m,omitempty"`
	Seat   int    `json:"seat,omitempty"`   // window: the seat asked (-1: not opened)
	Passed int    `json:"passed,omitempty"` // window: seats that passed since the last play
}

// Outcome is how the game ended.
type Outcome struct {
	Won    bool   `json:"won"`
	Key    string `json:"key"`
	How    string `json:"how"`
	Medal  string `json:"medal,omitempty"`
	Relief int    `json:"relief"`
}

// Event is one line of the log. Seen says who may read Text: -1 everyone,
// a seat number that seat only, -2 nobody but the omniscient reader;
// everyone else reads Public and no dice.
type Event struct {
	Seat   int    `json:"seat"`
	Turn   int    `json:"turn,omitempty"`
	Phase  string `json:"phase,omitempty"`
	Rule   string `json:"rule,omitempty"`
	Text   string `json:"text"`
	Dice   []int  `json:"dice,omitempty"`
	Seen   int    `json:"seen"`
	Public string `json:"public,omitempty"`
	// Secret marks the dice of a random pick (a card drawn from a deck,
	// the random location stack): they index the deck in data order, so
	// they would tell a player what is left in it (and so what others
	// hold) or the order of the stack. Only the omniscient record keeps
	// them.
	Secret bool `json:"secret,omitempty"`
}

const (
	seenAll    = -1
	seenNobody = -2
)

// Game is a game of Men of Harlech. Change it only through Apply.
type Game struct {
	data *Data

	DataSum    string       `json:"data"`
	Players    int          `json:"players"`
	Level      int          `json:"level"`  // 0: the random location stack
	Marker     int          `json:"marker"` // set level: the space; random: cards of Stack discarded
	Stack      []int        `json:"stack,omitempty"`
	Relief     int          `json:"relief"`
	Volleys    int          `json:"volleys"`
	AmmoSupply int          `json:"ammo_supply"`
	Ammo       []int        `json:"ammo"`
	Hands      [][]int      `json:"hands"`
	BDeck      []int        `json:"b_deck"`
	BDiscard   []int        `json:"b_discard"`
	ZDeck      []int        `json:"z_deck"`
	ZDiscard   []int        `json:"z_discard"`
	Pos        [4][2]Slot   `json:"pos"`
	Turn       int          `json:"turn"`
	Active     int          `json:"active"`
	Ops        []op         `json:"ops"`
	Attack     *Attack      `json:"attack,omitempty"`
	Outcome    *Outcome     `json:"outcome,omitempty"`
	Roller     *dice.Seeded `json:"roller"`
	Events     []Event      `json:"-"`
}

// Config starts a game.
type Config struct {
	Players int   // 1 to 5
	Level   int   // 1 to len(data.Levels); 0 for the random location stack
	Data    *Data // nil: the embedded data
	Seed    uint64
}

// NewGame sets a game up and runs it to the first decision.
func NewGame(c Config) (*Game, error) {
	d := c.Data
	if d == nil {
		var err error
		if d, err = Builtin(); err != nil {
			return nil, err
		}
	}
	if c.Players < 1 || c.Players > 5 {
		return nil, fmt.Errorf("players: %d is not from 1 to 5", c.Players)
	}
	if c.Level < 0 || c.Level > len(d.Levels) {
		return nil, fmt.Errorf("level: %d is not from 1 to %d (0: random locations)", c.Level, len(d.Levels))
	}
	g := &Game{data: d, DataSum: d.sum, Players: c.Players, Level: c.Level, Roller: dice.NewSeeded(c.Seed),
		Relief: d.Relief.Start, Volleys: d.Volleys, AmmoSupply: d.Ammo, Ammo: make([]int, c.Players),
		Hands: make([][]int, c.Players), BDiscard: []int{}, ZDiscard: []int{}, Active: 0, Turn: 1}
	for i := range d.bCards {
		g.BDeck = append(g.BDeck, i)
	}
	for i := range d.zCards {
		g.ZDeck = append(g.ZDeck, i)
	}
	for p := range g.Pos {
		g.Pos[p] = [2]Slot{{Card: -1}, {Card: -1}}
	}
	if c.Level == 0 {
		rolled := g.setupStack()
		g.logEvent(Event{Seat: -1, Rule: "Preparation", Dice: rolled, Secret: true, Seen: seenAll, Text: fmt.Sprintf("random locations: %d cards on a %s; the first is %s (%s)", len(g.Stack)-1,
			d.Locations[g.Stack[len(g.Stack)-1]].Name, d.Locations[g.Stack[0]].Name, dieWord(g.locationDie()))})
	} else {
		g.Marker = len(d.Levels[c.Level-1].Dice) - 1
		g.Relief, g.Volleys = d.levelStart(c.Level)
		g.logf(-1, "Preparation", "level %d; the marker starts on %s (%s); the Relief Column on space %d of %d; %d Volley Fire cards",
			c.Level, d.Spaces[g.Marker], dieWord(g.locationDie()), g.Relief, d.Relief.Spaces, g.Volleys)
	}
	// Starting hands, a Relief Column drawn being replaced.
	for seat := range c.Players {
		for range d.Hands[c.Players-1] {
			g.drawBritish(seat, "Starting Hand")
		}
	}
	// The turn of player 1 waits under the set-up of the Zulu cards.
	g.push(op{Kind: "turn"}, op{Kind: "window", Moment: MomentStart, Seat: -1}, op{Kind: "setup-second"})
	for p := West; p >= North; p-- {
		g.push(op{Kind: "refill", Pos: p, N: 1})
	}
	g.run()
	return g, nil
}

func dieWord(die bool) string {
	if die {
		return "a die symbol"
	}
	return "no die symbol"
}

// setupStack lays the random location stack: one final card at the bottom,
// the others chosen at random above it, top first. It returns the picks.
func (g *Game) setupStack() (rolled []int) {
	d := g.data
	var finals, others []int
	for i, l := range d.Locations {
		if l.Final {
			finals = append(finals, i)
		} else {
			others = append(others, i)
		}
	}
	bottom := finals[g.pick(len(finals), &rolled)]
	for range d.StackAbove {
		k := g.pick(len(others), &rolled)
		g.Stack = append(g.Stack, others[k])
		others = slices.Delete(others, k, k+1)
	}
	g.Stack = append(g.Stack, bottom)
	return rolled
}

// pick draws a uniform index below n from the roller; the value (counted
// from 1) is added to rolled.
func (g *Game) pick(n int, rolled *[]int) int {
	k := g.Roller.Intn(n)
	if rolled != nil {
		*rolled = append(*rolled, k+1)
	}
	return k
}

func (g *Game) push(ops ...op) { g.Ops = append(g.Ops, ops...) }

func (g *Game) pop() { g.Ops = g.Ops[:len(g.Ops)-1] }

func (g *Game) logEvent(e Event) {
	e.Turn = g.Turn
	g.Events = append(g.Events, e)
}

func (g *Game) logf(seat int, rule, format string, args ...any) {
	g.logEvent(Event{Seat: seat, Rule: rule, Text: fmt.Sprintf(format, args...), Seen: seenAll})
}

// SeatName is "player-N" for seat N-1.
func SeatName(seat int) string { return "player-" + strconv.Itoa(seat+1) }

func (g *Game) bCard(id int) BritishCard { return g.data.bCards[id] }
func (g *Game) zCard(id int) ZuluCard    { return g.data.zCards[id] }

// locationDie says whether the marker's space or the top location shows a die.
func (g *Game) locationDie() bool {
	if g.Level == 0 {
		return g.data.Locations[g.Stack[g.Marker]].Die
	}
	return g.data.Levels[g.Level-1].Dice[g.Marker] == 'D'
}

// LocationName names where the British stand.
func (g *Game) LocationName() string {
	if g.Level == 0 {
		return g.data.Locations[g.Stack[g.Marker]].Name
	}
	return g.data.Spaces[g.Marker]
}

// FallBacksLeft is how many times the British may still fall back.
func (g *Game) FallBacksLeft() int {
	if g.Level == 0 {
		return len(g.Stack) - 1 - g.Marker
	}
	return g.Marker
}

// advanceRelief moves the Relief Column one space on.
func (g *Game) advanceRelief(rule, why string) {
	if g.Relief < g.data.Relief.Spaces {
		g.Relief++
	}
	g.logf(-1, rule, "%s: the Relief Column advances to space %d of %d", why, g.Relief, g.data.Relief.Spaces)
}

// drawBritish draws a British card into seat's hand; a Relief Column card
// advances the marker, is discarded, and another is drawn. It reports
// whether a card reached the hand.
func (g *Game) drawBritish(seat int, rule string) bool {
	for len(g.BDeck) > 0 {
		var rolled []int
		k := g.pick(len(g.BDeck), &rolled)
		id := g.BDeck[k]
		g.BDeck = slices.Delete(g.BDeck, k, k+1)
		c := g.bCard(id)
		if c.Kind == "relief" {
			g.BDiscard = append(g.BDiscard, id)
			g.logEvent(Event{Seat: seat, Rule: rule, Text: SeatName(seat) + " draws a Relief Column card", Dice: rolled, Secret: true, Seen: seenAll})
			g.advanceRelief("Relief Column", "a British Relief Column card")
			continue
		}
		g.Hands[seat] = insertSorted(g.Hands[seat], id)
		g.logEvent(Event{Seat: seat, Rule: rule, Text: fmt.Sprintf("%s draws %s", SeatName(seat), g.bName(id)), Dice: rolled, Secret: true,
			Seen: seat, Public: SeatName(seat) + " draws a card"})
		return true
	}
	g.logf(seat, rule, "the British deck is empty: %s draws nothing", SeatName(seat))
	return false
}

func insertSorted(s []int, v int) []int {
	i, _ := slices.BinarySearch(s, v)
	return slices.Insert(s, i, v)
}

func (g *Game) bName(id int) string {
	c := g.bCard(id)
	if c.Kind == "attack" {
		return "an attack card of " + strconv.Itoa(c.Value)
	}
	return c.Title
}

func (g *Game) zName(id int) string {
	c := g.zCard(id)
	switch c.Kind {
	case "defence":
		s := "a Zulu card of " + strconv.Itoa(c.Value)
		if c.Bonus {
			s += " with the bonus symbol"
		}
		return s
	case "relief":
		return "a Zulu Relief Column card"
	case "sniper":
		return "a Zulu Sniper"
	}
	return "a Building Fire"
}

// drawZulu draws a Zulu card face down into a slot; false if the deck is empty.
func (g *Game) drawZulu(p, slot int, rule string) bool {
	if len(g.ZDeck) == 0 {
		return false
	}
	var rolled []int
	k := g.pick(len(g.ZDeck), &rolled)
	id := g.ZDeck[k]
	g.ZDeck = slices.Delete(g.ZDeck, k, k+1)
	g.Pos[p][slot] = Slot{Card: id}
	g.logEvent(Event{Seat: -1, Rule: rule, Text: fmt.Sprintf("%s: %s is drawn face down (%s)", PosNames[p], slotName(slot), g.zCard(id).Token()),
		Dice: rolled, Secret: true, Seen: seenNobody, Public: fmt.Sprintf("%s: %s is drawn face down", PosNames[p], slotName(slot))})
	return true
}

func slotName(slot int) string {
	if slot == 0 {
		return "the first card"
	}
	return "the second card"
}

// discardZulu moves the card of a slot to the Zulu discard pile.
func (g *Game) discardZulu(p, slot int) int {
	id := g.Pos[p][slot].Card
	g.ZDiscard = append(g.ZDiscard, id)
	g.Pos[p][slot] = Slot{Card: -1}
	return id
}

// removeFromHand takes one card with the token from seat's hand, or -1.
func (g *Game) removeFromHand(seat int, tok string) int {
	for i, id := range g.Hands[seat] {
		if g.bCard(id).Token() == tok {
			g.Hands[seat] = slices.Delete(g.Hands[seat], i, i+1)
			return id
		}
	}
	return -1
}

func (g *Game) holds(seat int, kind string) (string, bool) {
	for _, id := range g.Hands[seat] {
		if c := g.bCard(id); c.Kind == kind {
			return c.Token(), true
		}
	}
	return "", false
}

// attackable says whether position p shows a face-up defence card first.
func (g *Game) attackable(p int) bool {
	s := g.Pos[p][0]
	return s.Card >= 0 && s.Up && g.zCard(s.Card).Kind == "defence"
}

// Total is the attack's value now: card, dice, ammo and heroes.
func (g *Game) Total() int {
	a := g.Attack
	if a == nil {
		return 0
	}
	t := g.bCard(a.Card).Value + a.Ammo + a.Heroes
	for _, d := range a.Dice {
		t += d.Value
	}
	return t
}

// cleared says whether every Zulu card is gone but for face-up fires.
func (g *Game) cleared() bool {
	if len(g.ZDeck) > 0 {
		return false
	}
	for p := range g.Pos {
		for _, s := range g.Pos[p] {
			if s.Card >= 0 && !(s.Up && g.zCard(s.Card).Kind == "fire") {
				return false
			}
		}
	}
	return true
}

func (g *Game) medal() string {
	for _, m := range g.data.Relief.Medals {
		if g.Relief <= m.To {
			return m.Name
		}
	}
	return ""
}

// trackReading says what the Relief Column's space stands for: one British
// casualty a space, and the hours the column still has to march.
func (g *Game) trackReading() string {
	left := g.data.Relief.Spaces - g.Relief
	away := "the column has arrived"
	if left == 1 {
		away = "the column an hour away"
	} else if left > 1 {
		away = fmt.Sprintf("the column %d hours away", left)
	}
	return fmt.Sprintf("the Relief Column on space %d of %d (%d British casualties, %s)", g.Relief, g.data.Relief.Spaces, g.Relief, away)
}

func (g *Game) end(won bool, key, how string) {
	o := &Outcome{Won: won, Key: key, How: how, Relief: g.Relief}
	if won {
		o.Medal = g.medal()
		how += "; " + g.trackReading() + "; medal: " + o.Medal
	}
	g.Outcome = o
	g.Ops = nil
	g.Attack = nil
	g.logf(-1, "End of the Game", "%s", how)
}

// overLimit is the first seat from the player in turn holding more cards
// than the limit, or -1.
func (g *Game) overLimit() int {
	for k := range g.Players {
		s := (g.Active + k) % g.Players
		if len(g.Hands[s]) > g.data.HandLimit {
			return s
		}
	}
	return -1
}

// run carries out automatic steps up to the next decision or the end.
func (g *Game) run() {
	for g.Outcome == nil {
		if g.Relief >= g.data.Relief.Spaces {
			g.end(true, "relief", "the Relief Column arrives: the British win")
			return
		}
		if g.cleared() {
			g.end(true, "zulus-gone", "every Zulu card is gone: the British win")
			return
		}
		if g.overLimit() >= 0 || len(g.Ops) == 0 {
			return
		}
		if !g.step() {
			return
		}
	}
}

// step carries out the op on top of the stack; false when it waits for a
// decision.
func (g *Game) step() bool {
	o := g.Ops[len(g.Ops)-1]
	switch o.Kind {
	case "turn":
		if len(g.holdActions()) == 0 && g.FallBacksLeft() == 0 {
			g.end(false, "overrun", fmt.Sprintf("%s can neither attack nor fall back: the British are overrun", SeatName(g.Active)))
			return false
		}
		return false
	case "dice":
		opts := g.diceOptions()
		if len(opts) > 1 {
			return false
		}
		g.pop()
		g.rollDice(opts[0])
	case "window":
		return g.stepWindow()
	case "give":
		if len(g.BDeck) == 0 {
			g.pop()
			g.logf(g.Active, "Reinforce", "the British deck is empty: no card to draw")
			return true
		}
		return false
	case "setup-second":
		g.pop()
		for p := range g.Pos {
			for g.Pos[p][1].Card < 0 && g.drawZulu(p, 1, "Preparation") {
				if id := g.Pos[p][1].Card; g.zCard(id).Kind == "relief" {
					g.discardZulu(p, 1)
					g.advanceRelief("Preparation", "a Zulu Relief Column card drawn in the set-up")
				}
			}
		}
	case "refill":
		g.stepRefill(o)
	case "reveal":
		g.pop()
		g.reveal(o.Pos, o.Slot)
	case "sniper":
		g.pop()
		g.sniper(o.Pos, o.Slot)
	case "compare1":
		g.pop()
		g.compareFirst()
	case "reload":
		g.pop()
		p := g.Attack.Pos
		switch s := g.Pos[p][1]; {
		case s.Card < 0:
			g.push(op{Kind: "refill", Pos: p})
		case !s.Up:
			g.push(op{Kind: "reload2"}, op{Kind: "reveal", Pos: p, Slot: 1})
		default:
			g.push(op{Kind: "reload2"})
		}
	case "reload2":
		g.pop()
		p := g.Attack.Pos
		if s := g.Pos[p][1]; s.Card >= 0 && g.zCard(s.Card).Kind == "defence" {
			g.push(op{Kind: "compare2"}, op{Kind: "window", Moment: MomentReload, Seat: -1})
		} else {
			g.logf(g.Active, "Hold 4B", "no Zulu card to fight at %s's second space: the attack ends", PosNames[p])
			g.push(op{Kind: "refill", Pos: p})
		}
	case "compare2":
		g.pop()
		g.compareSecond()
	case "end-combat":
		g.pop()
		g.endCombat()
	case "next":
		g.pop()
		g.Active = (g.Active + 1) % g.Players
		g.Turn++
		g.push(op{Kind: "turn"}, op{Kind: "window", Moment: MomentStart, Seat: -1})
	default:
		panic("harlech: unknown step " + o.Kind)
	}
	return true
}

// stepRefill fills a position: an empty first space takes the second card
// forward (turned up if it was face down) or a new card turned up; an
// empty second space takes a new card face down. N=1: the first space only
// (the set-up deals the second cards after all the first).
func (g *Game) stepRefill(o op) {
	p := o.Pos
	s := &g.Pos[p]
	if s[0].Card < 0 {
		if s[1].Card >= 0 {
			s[0], s[1] = s[1], Slot{Card: -1}
			g.logf(-1, "Hold 4C", "%s: the second card moves to the first space", PosNames[p])
			if !s[0].Up {
				g.push(op{Kind: "reveal", Pos: p})
			}
			return
		}
		rule := "Hold 4D"
		if o.N == 1 {
			rule = "Preparation"
		}
		if g.drawZulu(p, 0, rule) {
			g.push(op{Kind: "reveal", Pos: p})
			return
		}
	}
	g.pop()
	if s[1].Card < 0 && o.N == 0 {
		g.drawZulu(p, 1, "Hold 4C")
	}
}

// reveal turns a card face up; a Relief Column advances the marker and is
// discarded, a Sniper waits for the team's answer, a Fire stays.
func (g *Game) reveal(p, slot int) {
	s := &g.Pos[p][slot]
	s.Up = true
	id := s.Card
	g.logf(-1, "Zulu cards", "%s: %s is turned up: %s", PosNames[p], slotName(slot), g.zName(id))
	switch g.zCard(id).Kind {
	case "relief":
		g.discardZulu(p, slot)
		g.advanceRelief("Relief Column", "a Zulu Relief Column card")
	case "sniper":
		g.push(op{Kind: "sniper", Pos: p, Slot: slot}, op{Kind: "window", Moment: MomentSniper, Pos: p, Slot: slot, Seat: -1})
	case "fire":
		g.logf(-1, "Building Fire", "the fire at %s stays until it is put out", PosNames[p])
	}
}

// sniper acts, unless it was kept down: the player in turn (or the next
// player holding one) discards one of their lowest attack cards.
func (g *Game) sniper(p, slot int) {
	s := g.Pos[p][slot]
	if s.Card < 0 || g.zCard(s.Card).Kind != "sniper" {
		return
	}
	g.discardZulu(p, slot)
	for k := range g.Players {
		seat := (g.Active + k) % g.Players
		low := -1
		for _, id := range g.Hands[seat] {
			if c := g.bCard(id); c.Kind == "attack" && (low < 0 || c.Value < g.bCard(low).Value) {
				low = id
			}
		}
		if low >= 0 {
			g.Hands[seat] = slices.DeleteFunc(g.Hands[seat], func(x int) bool { return x == low })
			g.BDiscard = append(g.BDiscard, low)
			g.logf(seat, "Zulu Sniper", "the Sniper at %s hits: %s discards an attack card of %d", PosNames[p], SeatName(seat), g.bCard(low).Value)
			return
		}
	}
	g.logf(-1, "Zulu Sniper", "the Sniper at %s finds no attack card to hit", PosNames[p])
}

func (g *Game) compareFirst() {
	a := g.Attack
	p := a.Pos
	if !g.attackable(p) {
		g.logf(a.Seat, "Hold 4A", "no Zulu card to fight at %s: the attack is wasted", PosNames[p])
		return
	}
	id := g.Pos[p][0].Card
	z := g.zCard(id)
	if t := g.Total(); t >= z.Value {
		g.discardZulu(p, 0)
		a.FirstBeaten = true
		a.Beaten++
		if z.Bonus {
			a.Bonuses++
		}
		g.logf(a.Seat, "Hold 4A", "%d against %d at %s: the first Zulu card is beaten", t, z.Value, PosNames[p])
		g.push(op{Kind: "reload"})
	} else {
		g.logf(a.Seat, "Hold 4A", "%d against %d at %s: the Zulus hold", t, z.Value, PosNames[p])
	}
}

func (g *Game) compareSecond() {
	a := g.Attack
	p := a.Pos
	defer g.push(op{Kind: "refill", Pos: p})
	s := g.Pos[p][1]
	if s.Card < 0 || g.zCard(s.Card).Kind != "defence" {
		return
	}
	z := g.zCard(s.Card)
	if t := g.Total(); t >= z.Value {
		g.discardZulu(p, 1)
		a.Beaten++
		if z.Bonus {
			a.Bonuses++
		}
		g.logf(a.Seat, "Hold 4D", "reload: %d against %d at %s: the second Zulu card is beaten too", t, z.Value, PosNames[p])
	} else {
		g.logf(a.Seat, "Hold 4C", "reload: %d against %d at %s: the second Zulu card holds", t, z.Value, PosNames[p])
	}
}

func (g *Game) endCombat() {
	a := g.Attack
	g.BDiscard = append(g.BDiscard, a.Card)
	g.logf(a.Seat, "Hold 4", "the attack card of %d is discarded (%s beaten, %d Ammo used)", g.bCard(a.Card).Value, words.Count(a.Beaten, "Zulu card", "Zulu cards"), a.Ammo)
	g.Attack = nil
	g.push(op{Kind: "next"})
	if a.Bonuses > 0 {
		g.push(op{Kind: "give", N: a.Bonuses})
	}
}

// diceOptions lists the answers of the dice decision.
func (g *Game) diceOptions() []string {
	var base []string
	if g.locationDie() {
		base = append(base, "roll")
		if g.AmmoSupply > 0 {
			base = append(base, "ammo")
		}
	} else {
		base = append(base, "go")
	}
	out := slices.Clone(base)
	if g.Volleys > 0 {
		for _, b := range base {
			out = append(out, b+"+volley")
		}
	}
	slices.Sort(out)
	return out
}

func (g *Game) rollDice(choice string) {
	a := g.Attack
	loc := choice == "roll" || choice == "roll+volley"
	vol := choice == "roll+volley" || choice == "ammo+volley" || choice == "go+volley"
	if choice == "ammo" || choice == "ammo+volley" {
		g.AmmoSupply--
		g.Ammo[a.Seat]++
		g.logf(a.Seat, "Hold 2", "%s takes an Ammo card instead of the location die (%d held)", SeatName(a.Seat), g.Ammo[a.Seat])
	}
	if vol {
		g.Volleys--
		g.logf(a.Seat, "Hold 3", "%s spends a Volley Fire card (%d left)", SeatName(a.Seat), g.Volleys)
	}
	var vals []int
	if loc {
		v := g.Roller.Roll(6, "location die")
		a.Dice = append(a.Dice, Die{Kind: "location", Value: v})
		vals = append(vals, v)
	}
	if vol {
		v := g.Roller.Roll(6, "volley die")
		a.Dice = append(a.Dice, Die{Kind: "volley", Value: v})
		vals = append(vals, v)
	}
	if len(vals) > 0 {
		g.logEvent(Event{Seat: a.Seat, Rule: "Hold 2-3", Text: fmt.Sprintf("dice %s: the attack stands at %d", diceText(a.Dice), g.Total()), Dice: vals, Seen: seenAll})
	}
}

func diceText(ds []Die) string {
	s := ""
	for i, d := range ds {
		if i > 0 {
			s += ", "
		}
		s += fmt.Sprintf("%s %d", d.Kind, d.Value)
	}
	return s
}
