package play

import (
	"slices"
	"strings"
	"sync"

	"zulu1879/games"
)

// Command is a command of one game's own in the loop, beside the loop's
// (help, legal, undo, save…): the older front ends' commands that read the
// position in that game's terms (odds, hex, cards…). It reads the game and
// never changes it.
type Command struct {
	// Name is the word typed; Aliases are other words for it.
	Name    string
	Aliases []string
	// Usage shows how it is typed ("odds fire 0808 A C:3") and Help says
	// what it does in a few words; both go into the help text.
	Usage, Help string
	// Run answers the command for seat, the person at the screen, from s
	// as it stands, showing nothing seat may not see. Its text is printed
	// as it is; an error is printed as one line.
	Run func(s games.State, seat games.Seat, args []string) (string, error)
}

// Describer explains an action in words for the legal list ("fire 0808 A"
// → "A Co fires at …"); "" leaves it unexplained.
type Describer func(s games.State, action string) string

var (
	cmdMu     sync.RWMutex
	gameCmds  = map[string][]Command{}
	describes = map[string]Describer{}
	undos     = map[string]func(games.State) bool{}
	endings   = map[string]func(games.State) string{}
	orders    = map[string]func(games.State) []string{}
	forced    = map[string]func(games.State) string{}
)

// RegisterForced gives game the decisions the loop takes for a person
// without asking: f returns the action to take in s ("" to ask as usual),
// a choice the game leaves no room in (the campaign's next battle when the
// option "next" made it ahead). The loop prints it as it takes it.
func RegisterForced(game string, f func(s games.State) string) {
	cmdMu.Lock()
	defer cmdMu.Unlock()
	forced[game] = f
}

// forcedAction is the action game's registered hook takes in s ("" none).
func forcedAction(game string, s games.State) string {
	cmdMu.RLock()
	f := forced[game]
	cmdMu.RUnlock()
	if f == nil {
		return ""
	}
	return f(s)
}

// RegisterOrder gives the order in which the loop numbers game's legal
// actions (N, do N, legal): the same actions as Legal, in the order the
// game's older front end listed them, so that its numbers take the same
// actions. Without it the loop numbers Legal's sorted list.
func RegisterOrder(game string, f func(s games.State) []string) {
	cmdMu.Lock()
	defer cmdMu.Unlock()
	orders[game] = f
}

// Listed is s's legal actions in the order the loop numbers them: the
// order registered for game (RegisterOrder) when it holds exactly the
// actions of Legal, else Legal.
func Listed(game string, s games.State) []string {
	legal := s.Legal()
	cmdMu.RLock()
	f := orders[game]
	cmdMu.RUnlock()
	if f == nil {
		return legal
	}
	ordered := f(s)
	if len(ordered) != len(legal) {
		return legal
	}
	sorted := slices.Clone(ordered)
	slices.Sort(sorted)
	if !slices.Equal(sorted, legal) {
		return legal
	}
	return ordered
}

// RegisterEnding gives game the text the loop prints when it is over,
// before the "Game over" line: the older loops' final board, the victory
// points and the level. The game is over, so it may show everything.
func RegisterEnding(game string, f func(s games.State) string) {
	cmdMu.Lock()
	defer cmdMu.Unlock()
	endings[game] = f
}

// ending is game's ending text for s ("" without one).
func ending(game string, s games.State) string {
	cmdMu.RLock()
	f := endings[game]
	cmdMu.RUnlock()
	if f == nil {
		return ""
	}
	return f(s)
}

// RegisterUndo lets the players of game take actions back ("undo") in the
// loop. Without it undo is refused: taking back a card drawn or a hand
// seen would let a player look ahead. ok, if not nil, says whether the
// game may go back to the position before (s is that position); the loop
// refuses anyway when a die was rolled since.
func RegisterUndo(game string, ok func(before games.State) bool) {
	cmdMu.Lock()
	defer cmdMu.Unlock()
	if ok == nil {
		ok = func(games.State) bool { return true }
	}
	undos[game] = ok
}

// undoable returns game's undo check, nil when undo is not allowed.
func undoable(game string) func(games.State) bool {
	cmdMu.RLock()
	defer cmdMu.RUnlock()
	return undos[game]
}

// RegisterCommands adds commands of game's own to the loop. A later
// command of the same name replaces the earlier one.
func RegisterCommands(game string, cmds ...Command) {
	cmdMu.Lock()
	defer cmdMu.Unlock()
	for _, c := range cmds {
		list := gameCmds[game]
		replaced := false
		for i := range list {
			if list[i].Name == c.Name {
				list[i], replaced = c, true
			}
		}
		if !replaced {
			list = append(list, c)
		}
		gameCmds[game] = list
	}
}

// RegisterDescriber gives the legal list of game its words for each
// action.
func RegisterDescriber(game string, d Describer) {
	cmdMu.Lock()
	defer cmdMu.Unlock()
	describes[game] = d
}

// Commands returns the commands registered for game, in the order given.
func Commands(game string) []Command {
	cmdMu.RLock()
	defer cmdMu.RUnlock()
	return append([]Command(nil), gameCmds[game]...)
}

// CommandNamed finds game's command typed as word (its name or an alias,
// in any letter case).
func CommandNamed(game, word string) (Command, bool) {
	word = strings.ToLower(word)
	for _, c := range Commands(game) {
		if c.Name == word {
			return c, true
		}
		for _, a := range c.Aliases {
			if a == word {
				return c, true
			}
		}
	}
	return Command{}, false
}

// Describe explains action in the words of game's Describer ("" without
// one).
func Describe(game string, s games.State, action string) string {
	cmdMu.RLock()
	d := describes[game]
	cmdMu.RUnlock()
	if d == nil {
		return ""
	}
	return d(s, action)
}

// commandsHelp is the help of game's own commands ("" when it has none).
func commandsHelp(game, title string) string {
	cmds := Commands(game)
	if len(cmds) == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString("Commands of " + title + ":\n")
	for _, c := range cmds {
		usage := c.Usage
		if usage == "" {
			usage = c.Name
		}
		if len(usage) < 24 {
			usage += strings.Repeat(" ", 24-len(usage))
		}
		b.WriteString("  " + usage + " " + c.Help + "\n")
	}
	return b.String()
}
