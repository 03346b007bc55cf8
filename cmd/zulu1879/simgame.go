package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"zulu1879/games"
	_ "zulu1879/games/all" // every game, for sim --game
	"zulu1879/sim"
)

// simGame is sim --game: any registered game, its seats played by
// registered bots, through the runner written once (sim.Batch), summed up
// in the report every game shares (sim.Report).
func simGame(f simFlags, stdout, stderr io.Writer) int {
	bots := map[string]string{}
	for _, kv := range f.bots {
		seat, name, ok := strings.Cut(kv, "=")
		if !ok || seat == "" || name == "" {
			fmt.Fprintf(stderr, "zulu1879 sim: --bot %q: want SEAT=NAME, e.g. --bot zulu=rule9\n", kv)
			return 2
		}
		if _, dup := bots[seat]; dup {
			fmt.Fprintf(stderr, "zulu1879 sim: --bot: seat %q is given a bot twice\n", seat)
			return 2
		}
		bots[seat] = name
	}
	kvs := f.options
	if f.level != "" {
		// A game whose scenarios are its levels (Men of Harlech's level-1
		// to level-7) takes --level N as --scenario level-N; any other,
		// as --option level=N.
		if levelScenarios(f.game) {
			if f.scen != "" {
				fmt.Fprintf(stderr, "zulu1879 sim: --level %s and --scenario %s both name the scenario: give one\n", f.level, f.scen)
				return 2
			}
			f.scen = "level-" + f.level
		} else {
			kvs = append(kvs, "level="+f.level)
		}
	}
	if f.players != "" {
		kvs = append(kvs, "players="+f.players)
	}
	opts, err := optionsJSON(kvs) // play.go's reading of KEY=VALUE
	if err != nil {
		fmt.Fprintf(stderr, "zulu1879 sim: --option %v\n", err)
		return 2
	}
	b := sim.Batch{Game: f.game, Scenario: f.scen, Options: opts, Bots: bots, Games: f.games, Seed: f.seed, Workers: f.workers}
	_, rep, ok := runBatch(b, stderr)
	if !ok {
		return 1
	}
	if f.asJSON {
		return printJSON(rep, stdout, stderr)
	}
	fmt.Fprint(stdout, rep.Text())
	return 0
}

// levelScenarios reports whether the game's scenarios are levels named
// level-N.
func levelScenarios(game string) bool {
	r, err := games.Lookup(game)
	if err != nil {
		return false
	}
	return slices.ContainsFunc(r.Info().Scenarios, func(s string) bool { return strings.HasPrefix(s, "level-") })
}

// gamesAndBots lists every registered game with its scenarios and the bots
// of each seat, for the help text.
func gamesAndBots() string {
	var b strings.Builder
	for _, r := range games.List() {
		info := r.Info()
		fmt.Fprintf(&b, "  %s (%s): scenarios %s\n", info.ID, info.Title, strings.Join(info.Scenarios, ", "))
		for _, seat := range info.Seats {
			var names []string
			for _, bi := range games.Bots(info.ID, seat) {
				n := bi.Name
				if bi.Default {
					n += " (default)"
				}
				names = append(names, n)
			}
			if len(names) == 0 {
				names = []string{"none"}
			}
			fmt.Fprintf(&b, "    %s bots: %s\n", seat, strings.Join(names, ", "))
		}
	}
	return b.String()
}
