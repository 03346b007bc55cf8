package games

import (
	"fmt"
	"slices"
	"strings"
)

// Bot chooses actions for a game through the contract: the simulator, the
// terminal loop, the window and the soak all drive every game's bots the
// same way. A game's bots may keep a richer typed API of their own; Bot is
// what the shared front ends see.
type Bot interface {
	// Choose returns one of s.Legal() for the seat s.ToAct(), and the reason
	// for it in words ("" if the bot gives none). It never changes s. Where
	// a game's Legal is a sample of what Apply accepts, a bot may choose
	// outside it (Isandlwana's standard British bot splits fire strength
	// between targets), but always something Apply accepts.
	Choose(s State) (action, reason string)
}

// Resetter is a Bot that can play another game as if it were new. Reset
// drops what the bot remembers of its last game and takes seed as New does,
// keeping only scratch buffers, so that the next game is played exactly as
// by New(seed). The simulator reuses a worker's bots through it, which
// saves the allocations of a new bot per game (optional: a bot without it
// is made anew for every game).
type Resetter interface {
	Reset(seed uint64)
}

// Mover is a Bot with a fast path for drivers that only play (the
// simulator): Move chooses an action for s.ToAct() and applies it to s
// without writing it in the notation and reading it back, which costs a
// game like Isandlwana a fifth of a simulated game's time. Move must leave s
// exactly as s.Apply(action) of Choose's action would (the game's tests
// check it, hash by hash), and return the same reason; an error is Apply's.
// Optional: a driver that logs or shows actions uses Choose.
type Mover interface {
	Move(s State) (reason string, err error)
}

// BotInfo describes a bot for the registry.
type BotInfo struct {
	// Game is the id of the game the bot plays.
	Game string `json:"game"`
	// Name is the bot's name on the command line ("rule9"): lower-case
	// hyphenated words, unique within its game.
	Name string `json:"name"`
	// Seats are the seat names the bot can play.
	Seats []string `json:"seats"`
	// About says in one line how the bot plays.
	About string `json:"about"`
	// Title is the bot's name for players on a screen ("the Zulu priority
	// list"); "" lets BotTitle make one from Name.
	Title string `json:"title,omitempty"`
	// Default marks the bot a front end picks for each of its seats when
	// nobody names one (the simulator's --bot, a start screen). At most one
	// bot of a game should be the default for a seat; where none is, a seat
	// with a single bot gets that one.
	Default bool `json:"default,omitempty"`
	// SeatOnly marks a bot that decides from what its seat may see (View
	// and Log of that seat) and nothing else, so that in a game with
	// hidden information a front end may show its choice to a person as a
	// hint without telling them anything hidden.
	SeatOnly bool `json:"seat_only,omitempty"`
	// New makes a bot for one game; seed fixes its own random choices, if
	// any (a bot's choices must depend only on the state and this seed).
	New func(seed uint64) Bot `json:"-"`
}

var bots = map[string][]BotInfo{}

// RegisterBot adds a bot to the registry; a game's package calls it from
// init. Like Register it panics on a programming error: a bad name, no
// seats, no New, or a name already taken in the game.
func RegisterBot(b BotInfo) {
	if !idPattern.MatchString(b.Game) || !idPattern.MatchString(b.Name) {
		panic(fmt.Sprintf("games: RegisterBot: game %q, bot %q: names are lower-case hyphenated words", b.Game, b.Name))
	}
	if len(b.Seats) == 0 || b.New == nil {
		panic(fmt.Sprintf("games: RegisterBot: %s bot %q needs seats and New", b.Game, b.Name))
	}
	mu.Lock()
	defer mu.Unlock()
	for _, o := range bots[b.Game] {
		if o.Name == b.Name {
			panic(fmt.Sprintf("games: RegisterBot: %s bot %q registered twice", b.Game, b.Name))
		}
	}
	bots[b.Game] = append(bots[b.Game], b)
	slices.SortFunc(bots[b.Game], func(x, y BotInfo) int { return strings.Compare(x.Name, y.Name) })
}

// Bots lists the bots of a game that can play seat (every bot of the game
// when seat is ""), sorted by name.
func Bots(game, seat string) []BotInfo {
	mu.RLock()
	defer mu.RUnlock()
	var out []BotInfo
	for _, b := range bots[game] {
		if seat == "" || slices.Contains(b.Seats, seat) {
			out = append(out, b)
		}
	}
	return out
}

// BotTitle is the name players see for the bot called name of game: its
// Title, or "the NAME bot" (hyphens as spaces) for a bot without one or a
// name the registry does not know.
func BotTitle(game, name string) string {
	for _, b := range Bots(game, "") {
		if b.Name == name && b.Title != "" {
			return b.Title
		}
	}
	return "the " + strings.ReplaceAll(name, "-", " ") + " bot"
}

// BotNamed returns the bot of game called name that can play seat ("" for
// any seat). The error names the bots that could, so that a command line
// can show the choice.
func BotNamed(game, name, seat string) (BotInfo, error) {
	for _, b := range Bots(game, seat) {
		if b.Name == name {
			return b, nil
		}
	}
	var names []string
	for _, b := range Bots(game, seat) {
		names = append(names, b.Name)
	}
	where := game
	if seat != "" {
		where = game + " " + seat
	}
	if len(names) == 0 {
		return BotInfo{}, fmt.Errorf("no bot named %q: %s has no bots", name, where)
	}
	return BotInfo{}, fmt.Errorf("no bot named %q (%s bots: %s)", name, where, strings.Join(names, ", "))
}

// HintBot returns the bot whose choice a front end may offer the person at
// seat as a hint: the default bot for the seat (DefaultBot), or in a game
// with hidden information (Info.Hidden) the default among the bots that see
// only their seat (BotInfo.SeatOnly), else the first of them by name. The
// error says why there is none.
func HintBot(info Info, seat string) (BotInfo, error) {
	if !info.Hidden {
		return DefaultBot(info.ID, seat)
	}
	var fair []BotInfo
	for _, b := range Bots(info.ID, seat) {
		if b.SeatOnly {
			if b.Default {
				return b, nil
			}
			fair = append(fair, b)
		}
	}
	if len(fair) == 0 {
		return BotInfo{}, fmt.Errorf("%s has no bot for seat %s that sees only what the seat may see", info.ID, seat)
	}
	return fair[0], nil
}

// DefaultBot returns the bot of game that plays seat when nobody names one:
// the one registered as Default for the seat, else the seat's only bot. The
// error names the seat's bots, so that a command line can show the choice.
func DefaultBot(game, seat string) (BotInfo, error) {
	list := Bots(game, seat)
	for _, b := range list {
		if b.Default {
			return b, nil
		}
	}
	if len(list) == 1 {
		return list[0], nil
	}
	var names []string
	for _, b := range list {
		names = append(names, b.Name)
	}
	if len(names) == 0 {
		return BotInfo{}, fmt.Errorf("%s has no bot for seat %s", game, seat)
	}
	return BotInfo{}, fmt.Errorf("%s seat %s needs a bot to be named (%s bots: %s)", game, seat, seat, strings.Join(names, ", "))
}
