// Command balance measures Men of Harlech with the Advisor in every seat:
// win rate, medals and mean turns for each set level and the random
// stack, for 1 and 4 players.
//
//	go run ./ai/harlech/balance -games 2000 -seed 1
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime"
	"strings"

	advisor "zulu1879/ai/harlech"
	mh "zulu1879/harlech"
)

func main() {
	games := flag.Int("games", 2000, "games per cell")
	seed := flag.Uint64("seed", 1, "seed of the first game of each cell")
	workers := flag.Int("workers", runtime.NumCPU(), "goroutines")
	players := flag.String("players", "1,4", "player counts, comma separated")
	data := flag.String("data", "", "a data file of the shape of harlech.json (default: the embedded one)")
	spaces := flag.Bool("spaces", false, "also list the wins by the Relief Column's final space")
	flag.Parse()
	var d *mh.Data
	if *data != "" {
		b, err := os.ReadFile(*data)
		if err == nil {
			d, err = mh.LoadData(*data, b)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "balance:", err)
			os.Exit(1)
		}
	} else {
		d, _ = mh.Builtin()
	}
	m := d.Relief.Medals
	names := make([]string, len(m))
	for i, b := range m {
		names[i] = b.Name
	}
	head := "| players | level | games | won | win rate | by the column / by the Zulus gone | " + strings.Join(names, " / ") + " | mean turns |"
	if *spaces {
		head += " wins by final space |"
	}
	fmt.Println(head)
	fmt.Println("|" + strings.Repeat("---|", strings.Count(head, "|")-1))
	for _, ps := range strings.Split(*players, ",") {
		var p int
		fmt.Sscan(ps, &p)
		for level := 1; level <= len(d.Levels)+1; level++ {
			l, name := level, fmt.Sprint(level)
			if level > len(d.Levels) {
				l, name = 0, "random"
			}
			s, err := advisor.Batch(mh.Config{Players: p, Level: l, Data: d}, *seed, *games, *workers)
			if err != nil {
				fmt.Fprintln(os.Stderr, "balance:", err)
				os.Exit(1)
			}
			medals := make([]string, len(m))
			for i, b := range m {
				medals[i] = fmt.Sprint(s.Medals[b.Name])
			}
			line := fmt.Sprintf("| %d | %s | %d | %d | %.1f%% | %d / %d | %s | %.1f |", p, name, s.Games, s.Wins, 100*s.WinRate(),
				s.Keys["relief"], s.Keys["zulus-gone"], strings.Join(medals, " / "), s.MeanTurns())
			if *spaces {
				var at []string
				for sp := 1; sp <= d.Relief.Spaces; sp++ {
					if s.Spaces[sp] > 0 {
						at = append(at, fmt.Sprintf("%d:%d", sp, s.Spaces[sp]))
					}
				}
				line += " " + strings.Join(at, " ") + " |"
			}
			fmt.Println(line)
		}
	}
}
