package games

// The interfaces below are optional: a game implements them to help the
// simulator (sim --game), which plays many headless games and nothing else.
// None of them may change how a game is played: the same setup and actions
// give the same hashes and the same Result with or without them.

// Headless is an optional interface of a game's Rules: the setup to play
// with when nobody will read the log. Isandlwana turns on its quiet option
// there (no log text: the same game, built faster).
type Headless interface {
	// HeadlessSetup returns s changed for a game whose log nobody reads.
	HeadlessSetup(s Setup) Setup
}

// Stats is an optional interface of a State: the game's own figures of a
// finished game, by name ("end_turn", "vp"), for the simulator's summary,
// which gives the mean of each over the games of a run (a figure that is 0
// or 1 thus becomes a rate). Names are lower-case words joined by
// underscores, as JSON keys; a game returns the same names for every game.
type Stats interface {
	Stats() map[string]float64
}

// Renewer is an optional interface of a game's Rules: New in the place of
// a finished game that nobody will read again, keeping what it can of old
// (its buffers and caches), so that a driver playing game after game (the
// simulator, one finished game per worker) does not build them anew each
// time. The new game must be exactly the one New(s) gives: the same
// hashes, the same play. old is a State these Rules made; Renew may take
// it over, so the caller drops it.
type Renewer interface {
	Renew(old State, s Setup) (State, error)
}

// Team is an optional interface of a game's Rules: a co-operative or
// solitaire game, whose seats in play all win or all lose together against
// the game system. Its Stats give "turns" (the turns the game lasted) and,
// if it awards medals, one "medal_<name>" figure per medal (1 when the game
// was won with it, else 0). The simulator's report then gives at its top
// level the team's win rate ("win_rate"), the games won with each medal
// ("medals") and the mean number of turns ("mean_turns").
type Team interface {
	// Team reports whether the game is played by one team; it returns the
	// same value every time.
	Team() bool
}

// ActionLimit is an optional interface of a State: how many actions its
// game may take before a driver calls it stuck. Without it the simulator
// allows [MaxActions].
type ActionLimit interface {
	MaxActions() int
}

// MaxActions is the simulator's default bound on the actions of one game:
// far above any game of the project, so that reaching it means a bot (or
// the game) is stuck.
const MaxActions = 20000

// Open is an optional interface of a State of a game with hidden
// information (Info.Hidden) that has stretches without secrets: Open
// reports that, as the game stands, no seat may see anything another may
// not (the campaign while it is at Isandlwana). A front end may then show
// every seat everything, as for a game without hidden information: the
// bots' actions and reasons, and no curtain between people.
type Open interface {
	Open() bool
}

// Helper is an optional interface of a State: a short guide to the game
// for a person at a terminal or a help screen (what a turn is, how actions
// are written, what the cards and symbols mean), in plain text lines.
type Helper interface {
	Help() string
}
