// Package toygame is a small card game with hidden hands, for the tests of
// the pieces written once for every game (the terminal loop, the envelope
// commands): they must never show one seat's hand to another. Tests call
// Register; no program does.
//
// Two seats, north and south, are dealt three cards each from a shuffled
// pool of twelve (every card's name is a word found nowhere else, so a test
// can search a transcript for it). They play alternately, north first, two
// cards each; a played card is public, the card left in each hand never is.
// Each card played rolls a bonus of 1 or 2; the higher total of played card
// values and bonuses wins.
package toygame

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"strings"
	"sync"

	"zulu1879/dice"
	"zulu1879/games"
)

// ID is the game's id.
const ID = "toy-hands"

// Cards is the pool, in value order (value = index + 1).
var Cards = []string{"kestrel", "otter", "badger", "heron", "marten", "plover", "stoat", "curlew", "weasel", "lapwing", "osprey", "vole"}

// Rules is the game.
type Rules struct{}

var once sync.Once

// Register registers the game and its one bot, "first" (plays the first
// legal card, and names its whole hand in its reason, which the loop must
// not print to another seat). Calling it again does nothing.
func Register() {
	once.Do(func() {
		games.Register(Rules{})
		games.RegisterBot(games.BotInfo{Game: ID, Name: "first", Seats: []string{"north", "south"}, About: "plays its first card",
			New: func(uint64) games.Bot { return firstBot{} }})
	})
}

type firstBot struct{}

func (firstBot) Choose(s games.State) (string, string) {
	st := s.(*State)
	return s.Legal()[0], "I hold " + strings.Join(st.Hands[st.Turn], " and ")
}

// Info describes the game.
func (Rules) Info() games.Info {
	return games.Info{ID: ID, Title: "Toy Hands", Seats: []string{"north", "south"}, Scenarios: []string{"deal"}, Hidden: true}
}

// New deals the hands.
func (Rules) New(s games.Setup) (games.State, error) {
	if s.Scenario != "" && s.Scenario != "deal" {
		return nil, fmt.Errorf("%s: no scenario %q", ID, s.Scenario)
	}
	var o struct{}
	if err := games.DecodeOptions(ID, s.Options, &o); err != nil {
		return nil, err
	}
	d := dice.NewSeeded(s.Seed)
	pool := slices.Clone(Cards)
	for i := len(pool) - 1; i > 0; i-- {
		j := d.Intn(i + 1)
		pool[i], pool[j] = pool[j], pool[i]
	}
	st := &State{Hands: [2][]string{pool[:3], pool[3:6]}, roll: *d}
	for i := range st.Hands {
		slices.Sort(st.Hands[i])
	}
	st.log = append(st.log, games.Event{Seat: games.Nobody, Text: "the cards are dealt, three to each"})
	return st, nil
}

// State is a game: the hands, the played cards, whose turn.
type State struct {
	Hands  [2][]string
	Played [2][]string
	Turn   games.Seat
	Bonus  [2]int // the dice rolled for each seat's played cards
	roll   dice.Seeded
	log    []games.Event
	hidden []bool // log events only their seat reads
	seats  []games.Seat
}

// View is what a seat sees.
type View struct {
	Hand      []string    `json:"hand,omitempty"`
	Hands     [2][]string `json:"hands,omitempty"`
	Others    int         `json:"cards_in_other_hand"`
	Played    [2][]string `json:"played"`
	Bonus     [2]int      `json:"bonus"`
	NorthTurn bool        `json:"north_to_play"`
}

func (s *State) over() bool { return len(s.Played[1]) == 2 }

func (s *State) ToAct() games.Seat {
	if s.over() {
		return games.Nobody
	}
	return s.Turn
}

func (s *State) Prompt() games.Prompt {
	if s.over() {
		return games.Prompt{Seat: games.Nobody, Key: "over", Text: "the game is over"}
	}
	return games.Prompt{Seat: s.Turn, Key: "play", Text: "play a card from your hand"}
}

func (s *State) Legal() []string {
	if s.over() {
		return nil
	}
	var out []string
	for _, c := range s.Hands[s.Turn] {
		out = append(out, "play "+c)
	}
	return out
}

func (s *State) Apply(a string) error {
	if s.over() {
		return fmt.Errorf("%s: the game is over", ID)
	}
	c, ok := strings.CutPrefix(a, "play ")
	i := slices.Index(s.Hands[s.Turn], c)
	if !ok || i < 0 {
		return fmt.Errorf("%s: %q: play one of the cards in your hand", ID, a)
	}
	s.Hands[s.Turn] = slices.Delete(slices.Clone(s.Hands[s.Turn]), i, i+1)
	s.Played[s.Turn] = append(slices.Clone(s.Played[s.Turn]), c)
	name := Rules{}.Info().Seats[s.Turn]
	b := s.roll.Roll(2, "bonus")
	s.Bonus[s.Turn] += b
	s.log = append(s.log, games.Event{Seat: s.Turn, Text: fmt.Sprintf("%s plays %s, bonus %d", name, c, b), Dice: []int{b}})
	s.addPrivate(s.Turn, name+" keeps "+strings.Join(s.Hands[s.Turn], ", "))
	s.Turn = 1 - s.Turn
	return nil
}

// addPrivate logs an event only seat reads.
func (s *State) addPrivate(seat games.Seat, text string) {
	for len(s.hidden) < len(s.log) {
		s.hidden = append(s.hidden, false)
		s.seats = append(s.seats, games.Nobody)
	}
	s.log = append(s.log, games.Event{Seat: seat, Text: text})
	s.hidden = append(s.hidden, true)
	s.seats = append(s.seats, seat)
}

func total(cs []string) int {
	n := 0
	for _, c := range cs {
		n += slices.Index(Cards, c) + 1
	}
	return n
}

func (s *State) Result() (games.Result, bool) {
	if !s.over() {
		return games.Result{}, false
	}
	n, so := total(s.Played[0])+s.Bonus[0], total(s.Played[1])+s.Bonus[1]
	r := games.Result{Key: "draw", How: fmt.Sprintf("%d to %d, a draw", n, so)}
	switch {
	case n > so:
		r = games.Result{Winners: []games.Seat{0}, Key: "north", How: fmt.Sprintf("north wins %d to %d", n, so)}
	case so > n:
		r = games.Result{Winners: []games.Seat{1}, Key: "south", How: fmt.Sprintf("south wins %d to %d", so, n)}
	}
	return r, true
}

func (s *State) Hash() string {
	h := sha256.Sum256([]byte(fmt.Sprint(s.Hands, s.Played, s.Turn, s.Bonus, s.roll.State)))
	return hex.EncodeToString(h[:16])
}

func (s *State) Log(seat games.Seat, from int) []games.Event {
	var out []games.Event
	for i, e := range s.log {
		if i < len(s.hidden) && s.hidden[i] && seat != games.Omniscient && seat != s.seats[i] {
			e = games.Event{Seat: e.Seat, Text: "(a private note)"}
		}
		out = append(out, e)
	}
	if from >= len(out) {
		return nil
	}
	return out[max(from, 0):]
}

func (s *State) View(seat games.Seat) any {
	v := View{Played: [2][]string{slices.Clone(s.Played[0]), slices.Clone(s.Played[1])}, Bonus: s.Bonus, NorthTurn: s.Turn == 0}
	switch seat {
	case games.Omniscient:
		v.Hands = [2][]string{slices.Clone(s.Hands[0]), slices.Clone(s.Hands[1])}
	case 0, 1:
		v.Hand = slices.Clone(s.Hands[seat])
		v.Others = len(s.Hands[1-seat])
	}
	return v
}

func (s *State) Clone() games.State {
	c := *s
	c.log = slices.Clone(s.log)
	c.hidden = slices.Clone(s.hidden)
	c.seats = slices.Clone(s.seats)
	return &c
}

func (s *State) Reseed(seed uint64) { s.roll = dice.Seeded{State: seed} }
