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
	// for it in words ("" if the bot gives none). It never changes s.
	Choose(s State) (action, reason string)
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
