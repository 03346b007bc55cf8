// Command paired plays two Zulu bots against the same British bot on the
// same seeds and prints the difference of their Zulu win rates with a 95%
// interval on the mean of the per-seed differences (sim.PairedDiff).
//
//	go run ./sim/paired --games 10000 --seed 1 --scenario isandlwana --a hard --b rule9 --british standard
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	_ "zulu1879/games/isandlwana" // the contract's bots, for --contract
	"zulu1879/isandlwana"
	"zulu1879/sim"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("paired", flag.ContinueOnError)
	fs.SetOutput(stderr)
	games := fs.Int("games", 2000, "games per bot (seeds seed … seed+games−1)")
	seed := fs.Uint64("seed", 1, "seed of the first game")
	scen := fs.String("scenario", "isandlwana", "built-in scenario id or scenario file")
	a := fs.String("a", "hard", "first Zulu bot")
	b := fs.String("b", "rule9", "second Zulu bot (several, comma-separated: each compared with --a on the same games of --a)")
	british := fs.String("british", "standard", "British bot for both runs")
	workers := fs.Int("workers", 0, "games played at once (0: one per CPU)")
	common := fs.Bool("common-dice", false, "draw each die from its own stream (sim.CommonDice) so that paired games share their rolls")
	seat := fs.String("seat", "zulu", "the seat whose bots --a and --b are: zulu, or british (then with --contract, against --zulu)")
	zuluBot := fs.String("zulu", "rule9", "Zulu bot for both runs when --seat british")
	contract := fs.Bool("contract", false, "play through the common game contract (sim.Batch), where bots such as expert are registered; the Zulu bots are then the contract's names")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "paired: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	side := isandlwana.Zulu
	switch *seat {
	case "zulu":
	case "british":
		if !*contract {
			fmt.Fprintln(stderr, "paired: --seat british needs --contract")
			return 2
		}
		side = isandlwana.British
	default:
		fmt.Fprintf(stderr, "paired: --seat %q: want zulu or british\n", *seat)
		return 2
	}
	names := append([]string{*a}, strings.Split(*b, ",")...)
	runs := make([][]sim.Game, len(names))
	for k, name := range names {
		var g []sim.Game
		var s sim.Summary
		var err error
		if *contract && side == isandlwana.British {
			g, s, err = viaContract(*scen, *games, *seed, *zuluBot, name, *workers)
		} else if *contract {
			g, s, err = viaContract(*scen, *games, *seed, name, *british, *workers)
		} else {
			g, s, err = sim.Run(sim.Config{Scenario: *scen, Games: *games, Seed: *seed, Zulu: name, British: *british, Workers: *workers, CommonDice: *common})
		}
		if err != nil {
			fmt.Fprintf(stderr, "paired: %v\n", err)
			return 1
		}
		runs[k] = g
		fmt.Fprint(stdout, s.Text())
	}
	for k := 1; k < len(names); k++ {
		p, err := sim.PairedDiff(runs[0], runs[k], side)
		if err != nil {
			fmt.Fprintf(stderr, "paired: %v\n", err)
			return 1
		}
		fmt.Fprintln(stdout, p.Text(*a, names[k]))
	}
	return 0
}

// viaContract plays the games through sim.Batch and reads them back as the
// old simulator's records (the same games for the bots both paths know).
func viaContract(scen string, games int, seed uint64, zulu, british string, workers int) ([]sim.Game, sim.Summary, error) {
	b := sim.Batch{Game: "isandlwana", Scenario: scen, Bots: map[string]string{"zulu": zulu, "british": british}, Games: games, Seed: seed, Workers: workers}
	played, _, err := b.Run()
	if err != nil {
		return nil, sim.Summary{}, err
	}
	g, err := sim.GamesOf(played)
	if err != nil {
		return nil, sim.Summary{}, err
	}
	return g, sim.Summarize(g), nil
}
