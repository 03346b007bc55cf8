// Package ai holds the computer players of Last Stand at Isandlwana: the
// rule-9 Zulu bot that follows the rulebook's solitaire procedure, a stronger
// "hard" Zulu bot, and two British bots (a passive baseline and a standard
// player). Every bot answers every question its side faces, and explains each
// choice in a short sentence that the driver puts in the game's event log.
//
// Bots are deterministic. They never touch the game's own dice; where a bot
// must break a tie at random ("by equal-odds dice", rule 9) it rolls a
// dice.Seeded that it owns and reseeds, before every decision, from the
// game's seed mixed with the turn, the phase and the state of the game's dice.
// The same seed and the same actions therefore give the same game, and a game
// reloaded from a save continues with the same tie-breaks.
//
// Package ai imports only the rules packages, never the user interface.
package isandlwana

import (
	"fmt"
	"sort"
	"strings"

	"zulu1879/dice"
	"zulu1879/isandlwana"
)

// Bot is a computer player for one side.
type Bot interface {
	// Name is the bot's registry name, e.g. "rule9".
	Name() string
	// Side is the side the bot plays.
	Side() isandlwana.Side
	// Choose returns the action to take now (g.ToAct() must be the bot's
	// side) with a short reason for the log. It never changes g.
	Choose(g *isandlwana.State) (isandlwana.Action, string)
}

// maker builds a fresh bot.
type maker struct {
	side  isandlwana.Side
	about string
	make  func() Bot
}

var registry = map[string]maker{
	"rule9":    {isandlwana.Zulu, "Zulu bot following the rulebook's solitaire procedure (9.2) to the letter", func() Bot { return NewRule9() }},
	"hard":     {isandlwana.Zulu, "rule 9's movement; from turn 2 attacks only on the units the sniping cannot finish, strongest first; lone leaders and the wagon hunted first", func() Bot { return NewHard() }},
	"passive":  {isandlwana.British, "British baseline: fires where it can, never moves", func() Bot { return NewPassive() }},
	"standard": {isandlwana.British, "British bot that plays sensibly: falls back on a stronghold by the wagon, allocates fire, forms squares, escapes west when the way is clear", func() Bot { return NewStandard() }},
}

// ByName returns a new bot with the given registry name. Bots keep per-game
// caches, so every game needs its own instance.
func ByName(name string) (Bot, error) {
	m, ok := registry[strings.ToLower(name)]
	if !ok {
		return nil, fmt.Errorf("no bot named %q (have: %s)", name, strings.Join(Names(), ", "))
	}
	return m.make(), nil
}

// ForSide returns a new bot by name and checks that it plays the given side.
func ForSide(name string, side isandlwana.Side) (Bot, error) {
	if _, ok := registry[strings.ToLower(name)]; !ok {
		return nil, fmt.Errorf("no bot named %q (%s bots: %s)", name, side, strings.Join(NamesFor(side), ", "))
	}
	b, err := ByName(name)
	if err != nil {
		return nil, err
	}
	if b.Side() != side {
		return nil, fmt.Errorf("bot %q plays the %s, not the %s (%s bots: %s)", name, b.Side(), side, side, strings.Join(NamesFor(side), ", "))
	}
	return b, nil
}

// Names lists the registered bots in alphabetical order.
func Names() []string {
	out := make([]string, 0, len(registry))
	for n := range registry {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// NamesFor lists the registered bots that play side.
func NamesFor(side isandlwana.Side) []string {
	var out []string
	for _, n := range Names() {
		if registry[n].side == side {
			out = append(out, n)
		}
	}
	return out
}

// About describes a registered bot in one line.
func About(name string) string { return registry[name].about }

// ReasonRule is the Rule field of the log events that carry a bot's reasons.
const ReasonRule = "bot"

// Step asks bot for its action, records its reason in the event log (unless
// the game is quiet) and applies the action. It returns what was done.
func Step(g *isandlwana.State, bot Bot) (isandlwana.Action, string, error) {
	a, why, err := Next(g, bot)
	if err != nil {
		return a, why, err
	}
	if !g.Opts.Quiet {
		g.Log = append(g.Log, isandlwana.Event{Turn: g.Turn, Phase: g.Phase, Side: bot.Side(), Rule: ReasonRule,
			Text: fmt.Sprintf("%s bot: %s — %s", bot.Name(), a, why)})
	}
	if err := g.Apply(a); err != nil {
		return a, why, fmt.Errorf("%s bot %q chose %q in %s, turn %d, which the engine refused: %v", bot.Side(), bot.Name(), a, g.PhaseLabel(), g.Turn, err)
	}
	return a, why, nil
}

// Next is what every front end asks of a bot: its action now and the
// reason, or an error when the game is over or the bot's side is not to
// act. It changes nothing; the caller applies the action its own way (the
// terminal and the window record it).
func Next(g *isandlwana.State, bot Bot) (isandlwana.Action, string, error) {
	if g.Over() {
		return isandlwana.Action{}, "", fmt.Errorf("the game is over")
	}
	if s := g.ToAct(); s != bot.Side() {
		return isandlwana.Action{}, "", fmt.Errorf("the %s bot %q cannot act: the %s are to act", bot.Side(), bot.Name(), s)
	}
	a, why := bot.Choose(g)
	return a, why, nil
}

// MaxActions bounds the actions of one game played by Play; no real game
// comes near it, so reaching it means a bot is stuck.
const MaxActions = 20000

// Play plays g to the end with the two bots.
func Play(g *isandlwana.State, zulu, british Bot) error {
	if zulu.Side() != isandlwana.Zulu || british.Side() != isandlwana.British {
		return fmt.Errorf("Play needs a Zulu bot and a British bot, got %s (%s) and %s (%s)", zulu.Name(), zulu.Side(), british.Name(), british.Side())
	}
	for n := 0; !g.Over(); n++ {
		if n >= MaxActions {
			return fmt.Errorf("game (seed %d) did not end after %d actions: stuck in %s, turn %d", g.Seed, n, g.PhaseLabel(), g.Turn)
		}
		bot := british
		if g.ToAct() == isandlwana.Zulu {
			bot = zulu
		}
		if _, _, err := Step(g, bot); err != nil {
			return err
		}
	}
	return nil
}

// tieDice returns the bot's tie-breaking dice for the decision about to be
// taken, seeded from the game's seed, turn, phase and dice state (and salt,
// which separates bots and uses).
func tieDice(d *dice.Seeded, g *isandlwana.State, salt uint64) *dice.Seeded {
	x := g.Seed*0x9e3779b97f4a7c15 ^ uint64(g.Turn)<<56 ^ uint64(g.Phase)<<48 ^ salt
	x ^= g.Dice.State * 0xbf58476d1ce4e5b9
	d.State = x
	d.Uint64() // one step of mixing
	return d
}

// decided is what a bot answers when nothing else applies: end the phase.
var endAction = isandlwana.Action{Kind: isandlwana.ActEnd}

// choose answers the pending decision with pick.
func choose(pick string) isandlwana.Action {
	return isandlwana.Action{Kind: isandlwana.ActChoose, Pick: pick}
}
