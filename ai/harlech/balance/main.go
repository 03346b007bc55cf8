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
	fmt.Printf("| players | level | games | wins | win rate | Victoria Cross / DCM / Zulu War Medal | mean turns |\n|---|---|---|---|---|---|---|\n")
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
			m := d.Relief.Medals
			fmt.Printf("| %d | %s | %d | %d | %.1f%% | %d / %d / %d | %.1f |\n", p, name, s.Games, s.Wins, 100*s.WinRate(),
				s.Medals[m[0].Name], s.Medals[m[min(1, len(m)-1)].Name], s.Medals[m[len(m)-1].Name], s.MeanTurns())
		}
	}
}
