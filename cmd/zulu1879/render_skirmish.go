package main

import (
	"bytes"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"zulu1879/hexmap"
	"zulu1879/saves"
	"zulu1879/skirmish"
	"zulu1879/ui/skirmishui"
	"zulu1879/ui/skirmishui/skstate"
)

// renderSkirmishScreen is --screen skirmish (--game rorkes-drift-skirmish).
const renderSkirmishScreen = "skirmish"

// renderSkirmish draws the skirmish screen: the opening of scenario with
// seed, or the game of an envelope save (load), after the clicks (hexes,
// "1418^" a roof) a player would make: select a figure, aim at an enemy.
func renderSkirmish(load, scenario string, seed uint64, clicks []string, out string, w, h int, stdout, stderr io.Writer) int {
	var rec *saves.Record
	var err error
	if load != "" {
		rec, err = saves.LoadEnvelope(load)
		if err == nil && rec.Info().ID != skirmish.ID {
			fmt.Fprintf(stderr, "zulu1879 render: --screen skirmish: %s is a save of %s, not of %s\n", load, rec.Info().ID, skirmish.ID)
			return 2
		}
	} else {
		rec, err = skstate.NewGame(scenario, seed, "", "")
	}
	if err != nil {
		fmt.Fprintln(stderr, "zulu1879 render:", err)
		return 1
	}
	m, err := skstate.New(rec)
	if err != nil {
		fmt.Fprintln(stderr, "zulu1879 render:", err)
		return 1
	}
	for _, c := range clicks {
		hx, err := hexmap.ParseHex(strings.TrimSuffix(c, "^"))
		if err != nil {
			fmt.Fprintf(stderr, "zulu1879 render: --click %q: %v\n", c, err)
			return 2
		}
		if m.Click(hx, strings.HasSuffix(c, "^")) == "" {
			fmt.Fprintf(stderr, "zulu1879 render: --click %s did nothing (%s)\n", c, m.Info)
			return 1
		}
	}
	s, err := skirmishui.New(m)
	if err != nil {
		fmt.Fprintln(stderr, "zulu1879 render:", err)
		return 1
	}
	var buf bytes.Buffer
	if err := skirmishui.RenderPNG(&buf, s, w, h); err != nil {
		fmt.Fprintln(stderr, "zulu1879 render:", err)
		return 1
	}
	if err := writeFileAtomic(out, buf.Bytes()); err != nil {
		fmt.Fprintln(stderr, "zulu1879 render:", err)
		return 1
	}
	what := fmt.Sprintf("%s, seed %d", rec.Setup().Scenario, rec.Setup().Seed)
	if load != "" {
		what = filepath.Base(load)
	}
	fmt.Fprintf(stdout, "wrote %s (%dx%d, Rules for Zulu, %s, %s)\n", out, w, h, what, m.Status())
	return 0
}
