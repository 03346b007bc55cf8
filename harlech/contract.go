package harlech

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"zulu1879/dice"
	"zulu1879/games"
)

// ID is the game's id in the registry, saves and on the command line.
const ID = "men-of-harlech"

// Rules is the game for the registry of package games.
type Rules struct{}

func init() { games.Register(Rules{}) }

// Options are the game's options (Setup.Options, JSON).
type Options struct {
	// Players is how many play, 1 to 5 (default 1): seats player-1 to
	// player-N; the seats listed beyond never act.
	Players int `json:"players,omitempty"`
	// Data replaces the embedded card and board data by an object of the
	// same shape (harlech.json), validated the same way.
	Data json.RawMessage `json:"data,omitempty"`
}

// Scenarios: the set levels, then the random location stack.
var scenarios = []string{"level-1", "level-2", "level-3", "level-4", "level-5", "level-6", "level-7", "random"}

// Info describes the game. Five seats are listed; the option players fixes
// how many play.
func (Rules) Info() games.Info {
	return games.Info{
		ID:        ID,
		Title:     "Rorke's Drift: Men of Harlech",
		Seats:     []string{"player-1", "player-2", "player-3", "player-4", "player-5"},
		Scenarios: slices.Clone(scenarios),
		Hidden:    true,
	}
}

// ParseScenario reads "level-N" (N from 1) or "random" (level 0); "" is level-1.
func ParseScenario(s string) (int, error) {
	if s == "" {
		return 1, nil
	}
	if s == "random" {
		return 0, nil
	}
	if n, ok := strings.CutPrefix(s, "level-"); ok {
		if k, err := strconv.Atoi(n); err == nil && k >= 1 && k <= 20 && strconv.Itoa(k) == n {
			return k, nil
		}
	}
	return 0, fmt.Errorf("%s: no scenario %q (have: %s)", ID, clip(s), strings.Join(scenarios, ", "))
}

// Team reports that the seats in play are one team (games.Team): the
// simulator adds the team's win rate, medals and mean turns to its report.
func (Rules) Team() bool { return true }

// DefaultOptions are the game's options (games.OptionsLister), so that a
// misspelt --option is answered with the list of those there are.
func (Rules) DefaultOptions() any { return Options{} }

// New sets a game up.
func (Rules) New(s games.Setup) (games.State, error) {
	level, err := ParseScenario(s.Scenario)
	if err != nil {
		return nil, err
	}
	var o Options
	if err := games.DecodeOptions(ID, s.Options, &o); err != nil {
		return nil, err
	}
	if o.Players == 0 {
		o.Players = 1
	}
	c := Config{Players: o.Players, Level: level, Seed: s.Seed}
	if len(o.Data) > 0 {
		if c.Data, err = LoadData("options.data", o.Data); err != nil {
			return nil, fmt.Errorf("%s: %v", ID, err)
		}
	}
	g, err := NewGame(c)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", ID, err)
	}
	return g, nil
}

var _ games.State = (*Game)(nil)

// ToAct is the seat deciding now.
// InPlay lists the seats of the players who take part (games.SeatsInPlay).
func (g *Game) InPlay() []games.Seat {
	out := make([]games.Seat, g.Players)
	for i := range out {
		out[i] = games.Seat(i)
	}
	return out
}

func (g *Game) ToAct() games.Seat {
	s, _ := g.Decision()
	if s < 0 {
		return games.Nobody
	}
	return games.Seat(s)
}

// Prompt says what is asked.
func (g *Game) Prompt() games.Prompt {
	seat, ph := g.Decision()
	if ph == PhaseOver {
		return games.Prompt{Seat: games.Nobody, Key: PhaseOver, Text: "the game is over: " + g.Outcome.How}
	}
	var text string
	switch ph {
	case PhaseTurn:
		text = fmt.Sprintf("turn %d at %s: hold (play an attack card against a position) or fall back", g.Turn, g.LocationName())
	case PhaseDice:
		if g.locationDie() {
			text = "roll the location die or take an Ammo card; add a Volley Fire die?"
		} else {
			text = "add a Volley Fire die?"
		}
	case PhaseWindow:
		// Only the attacker may add Ammo (reading 18): the others are
		// offered their at-anytime cards alone.
		extra := "an at-anytime card"
		if g.Attack != nil && g.Attack.Seat == seat {
			extra = "Ammo or an at-anytime card"
		}
		text = map[string]string{
			MomentStart:  fmt.Sprintf("before %s's turn: play an at-anytime card, or pass", SeatName(g.Active)),
			MomentAttack: fmt.Sprintf("the attack stands at %d: add %s, or pass", g.Total(), extra),
			MomentReload: fmt.Sprintf("reload: the attack stands at %d against the second card: add %s, or pass", g.Total(), extra),
			MomentSniper: "a Zulu Sniper is turned: keep their heads down, or pass",
		}[g.Ops[len(g.Ops)-1].Moment]
	case PhaseGive:
		text = "the team may draw a British card: who receives it (the player in turn decides)?"
	case PhaseDiscard:
		text = fmt.Sprintf("over the hand limit of %d: discard a card", g.data.HandLimit)
	}
	return games.Prompt{Seat: games.Seat(seat), Key: ph, Text: SeatName(seat) + ": " + text}
}

// Result is a team win or loss, with the medal on a win.
func (g *Game) Result() (games.Result, bool) {
	if g.Outcome == nil {
		return games.Result{}, false
	}
	r := games.Result{Key: g.Outcome.Key, How: g.Outcome.How, Score: g.Outcome.Relief, Level: g.Outcome.Medal}
	if g.Outcome.Won {
		for s := range g.Players {
			r.Winners = append(r.Winners, games.Seat(s))
		}
	}
	return r, true
}

// Hash fingerprints the whole state, the roller and the data included.
func (g *Game) Hash() string {
	b, err := json.Marshal(g)
	if err != nil {
		panic(err)
	}
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// Log returns the events from from on as seat may read them: another
// seat's draws read "draws a card", face-down cards are not named, and the
// dice of random picks are left out (only Omniscient reads them).
func (g *Game) Log(seat games.Seat, from int) []games.Event {
	return games.EventsFrom(len(g.Events), from, func(i int) games.Event {
		e := g.Events[i]
		out := games.Event{Seat: games.Seat(e.Seat), Turn: e.Turn, Rule: e.Rule, Text: e.Text, Dice: slices.Clone(e.Dice)}
		if e.Seat < 0 {
			out.Seat = games.Nobody
		}
		if e.Seen != seenAll && seat != games.Omniscient && int(seat) != e.Seen {
			out.Text, out.Dice = e.Public, nil
		}
		if e.Secret && seat != games.Omniscient {
			out.Dice = nil // a pick's dice would tell what is left in a deck
		}
		return out
	})
}

// Clone copies the game; the copy rolls the same dice.
func (g *Game) Clone() games.State { return g.Copy() }

// Copy is Clone with its type.
func (g *Game) Copy() *Game {
	c := *g
	c.Stack = slices.Clone(g.Stack)
	c.Ammo = slices.Clone(g.Ammo)
	c.Hands = make([][]int, len(g.Hands))
	for i, h := range g.Hands {
		c.Hands[i] = slices.Clone(h)
	}
	c.BDeck, c.BDiscard = slices.Clone(g.BDeck), slices.Clone(g.BDiscard)
	c.ZDeck, c.ZDiscard = slices.Clone(g.ZDeck), slices.Clone(g.ZDiscard)
	c.Ops = slices.Clone(g.Ops)
	if g.Attack != nil {
		a := *g.Attack
		a.Dice = slices.Clone(a.Dice)
		c.Attack = &a
	}
	if g.Outcome != nil {
		o := *g.Outcome
		c.Outcome = &o
	}
	r := *g.Roller
	c.Roller = &r
	c.Events = slices.Clip(g.Events)
	return &c
}

// Reseed gives the game new dice. Draws are made from the decks when a
// card is drawn, so the state holds no future draw: a reseeded copy draws
// anew too (the face-down Zulu cards and the other hands stay as they are).
func (g *Game) Reseed(seed uint64) { g.Roller = dice.NewSeeded(seed) }

// ZCard is a Zulu card as a view shows it.
type ZCard struct {
	Empty    bool   `json:"empty,omitempty"`
	FaceDown bool   `json:"face_down,omitempty"`
	Kind     string `json:"kind,omitempty"` // defence, relief, sniper, fire
	Value    int    `json:"value,omitempty"`
	Bonus    bool   `json:"bonus,omitempty"`
}

// PosView is one position.
type PosView struct {
	Name   string `json:"name"`
	First  ZCard  `json:"first"`
	Second ZCard  `json:"second"`
}

// HandView is a player's hand: Cards only for the reading seat (and the
// omniscient reader), else the count.
type HandView struct {
	Seat  string   `json:"seat"`
	Count int      `json:"count"`
	Cards []string `json:"cards,omitempty"`
	Ammo  int      `json:"ammo"`
}

// AttackView is the combat in progress.
type AttackView struct {
	Seat        string `json:"seat"`
	Pos         int    `json:"pos"`
	Card        int    `json:"card"`
	Dice        []Die  `json:"dice,omitempty"`
	Ammo        int    `json:"ammo,omitempty"`
	Heroes      int    `json:"heroes,omitempty"`
	Total       int    `json:"total"`
	FirstBeaten bool   `json:"first_beaten,omitempty"`
}

// View is the table as one seat sees it.
type View struct {
	Reader        string      `json:"reader"`
	Players       int         `json:"players"`
	Turn          int         `json:"turn"`
	Active        int         `json:"active"`
	ToAct         int         `json:"to_act"`
	Phase         string      `json:"phase"`
	Moment        string      `json:"moment,omitempty"`
	Level         int         `json:"level"`
	Location      string      `json:"location"`
	LocationDie   bool        `json:"location_die"`
	FallBacksLeft int         `json:"fall_backs_left"`
	LevelDice     string      `json:"level_dice,omitempty"` // set level: the card, left to right
	Relief        int         `json:"relief"`
	ReliefEnd     int         `json:"relief_end"`
	Volleys       int         `json:"volleys"`
	AmmoSupply    int         `json:"ammo_supply"`
	HandLimit     int         `json:"hand_limit"`
	Hands         []HandView  `json:"hands"`
	Positions     [4]PosView  `json:"positions"`
	BritishDeck   int         `json:"british_deck"`
	ZuluDeck      int         `json:"zulu_deck"`
	BritishOut    []string    `json:"british_discard"` // sorted
	ZuluOut       []string    `json:"zulu_discard"`    // sorted
	Attack        *AttackView `json:"attack,omitempty"`
	Outcome       *Outcome    `json:"outcome,omitempty"`
	// Unseen is every card this reader cannot see (the decks, face-down
	// Zulu cards, other hands), sorted; only for the omniscient reader is
	// it the decks alone, in the order they are stored.
	UnseenBritish []string `json:"unseen_british"`
	UnseenZulu    []string `json:"unseen_zulu"`
}

// View builds what seat may see; Omniscient sees every hand and card.
func (g *Game) View(seat games.Seat) any { return g.ViewFor(int(seat)) }

// ViewFor is View with its type; seat -2 is the omniscient reader.
func (g *Game) ViewFor(seat int) View {
	all := seat == int(games.Omniscient)
	toAct, ph := g.Decision()
	v := View{Reader: games.Rules(Rules{}).Info().SeatName(games.Seat(seat)), Players: g.Players, Turn: g.Turn, Active: g.Active,
		ToAct: toAct, Phase: ph, Moment: g.Moment(), Level: g.Level, Location: g.LocationName(), LocationDie: g.locationDie(),
		FallBacksLeft: g.FallBacksLeft(), Relief: g.Relief, ReliefEnd: g.data.Relief.Spaces, Volleys: g.Volleys,
		AmmoSupply: g.AmmoSupply, HandLimit: g.data.HandLimit, BritishDeck: len(g.BDeck), ZuluDeck: len(g.ZDeck)}
	if g.Level > 0 {
		v.LevelDice = g.data.Levels[g.Level-1].Dice
	}
	for _, id := range g.BDeck {
		v.UnseenBritish = append(v.UnseenBritish, g.bCard(id).Token())
	}
	for _, id := range g.ZDeck {
		v.UnseenZulu = append(v.UnseenZulu, g.zCard(id).Token())
	}
	for s, h := range g.Hands {
		hv := HandView{Seat: SeatName(s), Count: len(h), Ammo: g.Ammo[s]}
		for _, id := range h {
			if all || s == seat {
				hv.Cards = append(hv.Cards, g.bCard(id).Token())
			} else {
				v.UnseenBritish = append(v.UnseenBritish, g.bCard(id).Token())
			}
		}
		v.Hands = append(v.Hands, hv)
	}
	for p := range g.Pos {
		pv := PosView{Name: PosNames[p]}
		for slot, s := range g.Pos[p] {
			var z ZCard
			switch {
			case s.Card < 0:
				z.Empty = true
			case !s.Up && !all:
				z.FaceDown = true
				v.UnseenZulu = append(v.UnseenZulu, g.zCard(s.Card).Token())
			default:
				c := g.zCard(s.Card)
				z = ZCard{FaceDown: !s.Up, Kind: c.Kind, Value: c.Value, Bonus: c.Bonus}
			}
			if slot == 0 {
				pv.First = z
			} else {
				pv.Second = z
			}
		}
		v.Positions[p] = pv
	}
	for _, id := range g.BDiscard {
		v.BritishOut = append(v.BritishOut, g.bCard(id).Token())
	}
	for _, id := range g.ZDiscard {
		v.ZuluOut = append(v.ZuluOut, g.zCard(id).Token())
	}
	slices.Sort(v.BritishOut)
	slices.Sort(v.ZuluOut)
	if !all {
		slices.Sort(v.UnseenBritish)
		slices.Sort(v.UnseenZulu)
	}
	if a := g.Attack; a != nil {
		v.Attack = &AttackView{Seat: SeatName(a.Seat), Pos: a.Pos, Card: g.bCard(a.Card).Value, Dice: slices.Clone(a.Dice),
			Ammo: a.Ammo, Heroes: a.Heroes, Total: g.Total(), FirstBeaten: a.FirstBeaten}
	}
	if g.Outcome != nil {
		o := *g.Outcome
		v.Outcome = &o
	}
	return v
}

// Data is the data the game is played with.
func (g *Game) Data() *Data { return g.data }

// BritishCard is the British card of an id (hands, decks and piles hold ids).
func (g *Game) BritishCard(id int) BritishCard { return g.bCard(id) }

// ZuluCard is the Zulu card of an id.
func (g *Game) ZuluCard(id int) ZuluCard { return g.zCard(id) }
