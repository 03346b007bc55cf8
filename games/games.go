// Package games is the contract every game of the project implements, and
// the registry that lists them.
//
// The contract is deliberately small: it is what the pieces written once for
// every game need (saves and replay, the simulator, the terminal loop, the
// random-legal soak, the GUI's shell), not what a game's own screen or bots
// need. Those keep using the engine's richer API (hexes, counters, odds).
// A game joins by writing an adapter: a type that satisfies [Rules], whose
// New returns a [State], registered under a stable id with [Register]. The
// suite in games/gamestest checks any registered game against every promise
// written below.
//
// # Why actions are strings
//
// An action is the game's own text notation ("move 1201 1103", "fire
// 21>uThulwana"): the form that is typed in the terminal, saved in the action
// log, diffed between two saves and shown in golden transcripts. Integers
// (an index into the legal list, or a packed code) would be cheaper, but an
// index means nothing outside the state it came from, so a save of indices
// breaks when the legal list of one position changes order, and a log of
// codes cannot be read by a person. A player that wants an index (a random
// player, a fuzzer) picks one from [State.Legal] and applies the string it
// finds there; indices are never stored.
//
// Legal lists canonical strings, sorted and without duplicates, so that the
// list does not depend on how an engine happens to walk its board, and each
// string is accepted by Apply exactly as written. An engine may accept more
// than it lists (Isandlwana lists each unit firing alone and all firing
// together, and accepts any split of strength the rules allow); the list is
// what a bot or a soak may pick from, not the whole language.
//
// # Why decisions, not turns
//
// Every Apply is one choice by one seat. [State.ToAct] names that seat, or
// [Nobody] once the game is over. Turns and phases are the game's business,
// reported in words by [State.Prompt]. A question that interrupts play (which
// unit takes the hit, which fire goes out) is just the next decision, and so
// is a chance to play a card out of turn: a co-operative card game asks each
// seat in turn whether it plays one, and a seat that passes answers "pass".
// Nothing in the contract is simultaneous, so a replay is always one list of
// strings in order.
//
// # Why chance stays inside the engines
//
// Some game libraries make every die roll and card draw an explicit chance
// node: the state stops, lists the outcomes with their weights, and the
// driver samples one and logs it as an action. That makes the log
// self-sufficient and lets a searching bot enumerate outcomes. The project's
// engines were built the other way, and this contract keeps it: each engine
// rolls with the seeded roller of package dice inside Apply, the roller's
// state is part of the game state (so it is saved and hashed), and every die
// is written into the event log with the rule it served. Replaying needs
// only the scenario, the seed, the options and the action strings; the dice
// in the log are there to be read and checked, not to be fed back.
//
// The reasons: the saves, golden replays and simulator figures the project
// already has are records of exactly this scheme, and a change to explicit
// chance would make every one of them a different game; the engines roll
// dice in the middle of long automatic sequences (a Zulu phase with nothing
// to decide, the iMpi cup of Rorke's Drift) that would otherwise become
// chains of chance stops; and no bot of the project enumerates outcomes.
//
// The cost is that a copy of the state knows the future dice. A bot that
// searches must therefore not trust a [State.Clone] as it is: [State.Reseed]
// gives the copy dice of its own, so that its look-ahead samples the future
// instead of reading it. For a game with hidden information that is not
// enough (the copy also holds the other seats' cards): such a game will add
// a way to redraw what a seat cannot see, when it arrives. A new game may
// still choose to draw cards at the moment they are played, from the cards
// not yet seen, so that its state never holds a future draw.
//
// # Why views are per seat
//
// Two of the coming games hide things: Men of Harlech's hands and face-down
// cards. So nothing that reaches a seat is read from the state directly:
// [State.View] and [State.Log] take the seat that will read them. A game
// builds a view from what the seat may see (adding fields, not removing
// them, so that a field added later is hidden until someone decides
// otherwise) and writes log events for that seat (a card drawn into another
// seat's hand is logged as "a card"). [Omniscient] asks for everything, for
// saves, debugging and tests. Games with no hidden information, which are all
// of them today, return the same view for every seat; the conformance suite
// checks that. No view holds the dice roller's state: knowing it would
// predict every future roll, which no seat may know.
//
// A save is the omniscient record (seed, options, actions), so a save file
// is a spoiler for a hidden-information game; whatever a front end shows a
// seat passes through View or Log.
//
// # Hash
//
// [State.Hash] fingerprints everything that decides the rest of the game,
// the roller's state included, and nothing else (not the log's text). The
// same setup and the same actions must give the same hash after every
// action, in every run: an engine encodes its state canonically and never
// lets map iteration order reach the hash, the legal list or the log.
package games

import (
	"encoding/json"
	"fmt"
	"slices"
)

// Seat is a player's place at the table: an index into [Info.Seats], or one
// of the sentinels [Nobody] and [Omniscient].
type Seat int

const (
	// Nobody acts once the game is over. As the seat of an event it is the
	// game system (automatic steps, the solitaire opponent).
	Nobody Seat = -1
	// Omniscient is the reader that may see everything: saves, debugging,
	// tests. It never acts.
	Omniscient Seat = -2
)

// Info describes a game for the registry, the start screen and the command
// line.
type Info struct {
	// ID is the game's stable name in saves and on the command line
	// ("isandlwana"). It never changes once a save has used it.
	ID string `json:"id"`
	// Title is the game's name for people.
	Title string `json:"title"`
	// Seats names the seats in Seat order ("british", "zulu"): lower-case
	// words, stable, used in saves. A solitaire game whose opponent is the
	// game system has one seat.
	Seats []string `json:"seats"`
	// Scenarios lists the scenario names New accepts, the default first.
	// A game may accept more (a revision "isandlwana@1", a scenario file).
	Scenarios []string `json:"scenarios"`
	// Hidden is true when some seat may not see everything: View and Log
	// then differ between seats.
	Hidden bool `json:"hidden,omitempty"`
}

// Setup is what starts a game: everything a save needs, with the action
// log, to play it again.
type Setup struct {
	// Scenario is one of Info.Scenarios, or another name the game accepts;
	// "" is the default scenario.
	Scenario string `json:"scenario,omitempty"`
	// Seed fixes every die of the game.
	Seed uint64 `json:"seed"`
	// Options are the game's own options as a JSON object (nil or empty:
	// the defaults). A game refuses an option it does not know, so that a
	// misspelt option cannot silently give another game.
	Options json.RawMessage `json:"options,omitempty"`
}

// Rules is one game: what it is and how to start it.
type Rules interface {
	// Info describes the game. It returns the same value every time.
	Info() Info
	// New starts a game. Bad input (an unknown scenario, an option the
	// game does not know or a bad value) is an error naming what is wrong.
	New(Setup) (State, error)
}

// State is one game in progress. Its methods are not safe for concurrent
// use; Clone gives a copy another goroutine may own.
type State interface {
	// ToAct is the seat that must decide now, or Nobody when the game is
	// over.
	ToAct() Seat
	// Prompt says what ToAct is asked now; the answers are Legal.
	Prompt() Prompt
	// Legal lists actions the seat to act may take now, in the game's
	// notation: sorted, no duplicates, each accepted by Apply as written.
	// It is empty exactly when the game is over.
	Legal() []string
	// Apply carries out one action of the seat to act, then every automatic
	// step (and die) up to the next decision. An action that cannot be read
	// or is not legal now returns an error saying why, and changes nothing.
	Apply(action string) error
	// Result reports how the game ended; ok is false while it goes on.
	Result() (r Result, ok bool)
	// Hash fingerprints the state (see the package doc).
	Hash() string
	// Log returns the events of the game numbered from on (0: all of them),
	// as seat may read them (Omniscient: everything); nil when from is past
	// the end. The log only ever grows: after an Apply the old events are
	// still there, unchanged, under the same numbers, so a front end asks
	// for the events since the last it showed.
	Log(seat Seat, from int) []Event
	// View is the position as seat may see it (Omniscient: everything), as
	// a value of the game's own type that encodes to JSON. It shares
	// nothing with the state, and never holds the roller's state.
	View(seat Seat) any
	// Clone returns an independent copy: applying actions to either leaves
	// the other as it was. The copy continues with the same dice.
	Clone() State
	// Reseed gives the state new dice from seed, for every roll from now
	// on (a searching bot's copy; see the package doc). It changes the
	// hash and nothing a seat can see.
	Reseed(seed uint64)
}

// Prompt is the decision waiting to be taken.
type Prompt struct {
	// Seat is the seat that decides (ToAct), Nobody when the game is over.
	Seat Seat `json:"seat"`
	// Key names the kind of decision in a short stable word: the game's
	// phase in open play ("zulu-move"), or the question that interrupts it
	// ("hit"); "over" at the end. Front ends may key help and layout on it.
	Key string `json:"key"`
	// Text asks the question in words, for a prompt line.
	Text string `json:"text"`
}

// Result is how a game ended.
type Result struct {
	// Winners are the seats that won, in Seat order: one for a won
	// two-player game, every seat for a co-operative win, none for a draw
	// or when the game system beat a solitaire or co-operative side.
	Winners []Seat `json:"winners"`
	// Key names the way the game ended in a short stable word for
	// statistics ("zulu_massacre").
	Key string `json:"key"`
	// How says in words how the game ended.
	How string `json:"how"`
	// Score is the game's score where it keeps one (victory points), 0
	// otherwise.
	Score int `json:"score,omitempty"`
	// Level names the result on the game's own scale ("Major Victory", a
	// medal), "" where it has none.
	Level string `json:"level,omitempty"`
}

// Event is one line of the log: what happened, under which rule, and the
// dice rolled for it.
type Event struct {
	// Seat is the seat that acted or is concerned; Nobody for the game
	// system, or when the game does not say.
	Seat Seat `json:"seat"`
	// Turn is the game turn of the event, 0 before the first or in a game
	// without turns.
	Turn int `json:"turn,omitempty"`
	// Phase names the step of the turn in words, "" if none.
	Phase string `json:"phase,omitempty"`
	// Rule is the rule the event applies ("8.3"), "" if none.
	Rule string `json:"rule,omitempty"`
	// Text says what happened.
	Text string `json:"text"`
	// Dice are the values rolled for the event, as rolled.
	Dice []int `json:"dice,omitempty"`
}

// EventsFrom converts a game's log entries from index from on: n is the
// log's length and event(i) converts entry i. It is what a State's Log
// does for a game whose every seat reads the whole log.
func EventsFrom(n, from int, event func(i int) Event) []Event {
	from = max(from, 0)
	if from >= n {
		return nil
	}
	out := make([]Event, n-from)
	for i := range out {
		out[i] = event(from + i)
	}
	return out
}

// Over reports whether the game s has ended.
func Over(s State) bool { return s.ToAct() == Nobody }

// SeatsInPlay is implemented by a game whose options decide how many of
// its seats take part (Men of Harlech seats 1 to 5 players): InPlay lists
// the seats that play, in Seat order. The others never act, and front ends
// neither list nor ask them.
type SeatsInPlay interface {
	InPlay() []Seat
}

// Playing lists the seats of s that take part: InPlay when s implements
// SeatsInPlay, else every seat of info.
func Playing(s State, info Info) []Seat {
	if p, ok := s.(SeatsInPlay); ok {
		return p.InPlay()
	}
	out := make([]Seat, len(info.Seats))
	for i := range out {
		out[i] = Seat(i)
	}
	return out
}

// Notation writes a game's typed actions in its notation, sorted: the
// Legal of an adapter whose engine lists actions of its own type.
func Notation[A fmt.Stringer](acts []A) []string {
	out := make([]string, len(acts))
	for i, a := range acts {
		out[i] = a.String()
	}
	slices.Sort(out)
	return out
}
