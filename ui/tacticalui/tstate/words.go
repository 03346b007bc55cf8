package tstate

import (
	"regexp"
	"strconv"
	"strings"
	"zulu1879/ui/recplay"

	"zulu1879/tactical"
	"zulu1879/tactical/forces"
)

// The window writes the engine's ids (B001, Z005) and phase keys
// ("british-move") in a player's words; the engine's notation and log
// stay as they are for the terminal, the saves and the tests.

// UnitName is the name players see for unit id: a named man by his rank
// and name ("Lt J. R. M. Chard"), a man of a company or corps by his
// number and unit ("man 15 of B Coy 2/24th"), a patient by his number, a
// Zulu counter as "Zulu counter 5". Something that is no unit stays as
// it is.
func UnitName(g *tactical.Game, id string) string {
	if strings.HasPrefix(id, "Z") {
		return ManName(id, "", false)
	}
	i, err := g.ParseID(id)
	if err != nil || i >= len(g.Units) {
		return id
	}
	return ManName(id, g.Units[i].Name, g.Units[i].Kind == forces.Other)
}

// ManName is UnitName from a unit's id, its name in the engine ("Lt J. R.
// M. Chard, RE", "B Coy 2/24th", "patient") and whether it is a man of a
// corps other than the 24th (named by his corps): for the board's panel,
// which has the engine's view rather than the game.
func ManName(id, name string, corps bool) string {
	british, n, ok := recplay.PieceID(id)
	if !ok {
		return id
	}
	if !british {
		return "Zulu counter " + strconv.Itoa(n)
	}
	short, _, _ := strings.Cut(name, ",")
	switch {
	case short == "" || short == "patient":
		return "patient " + strconv.Itoa(n)
	case corps || strings.Contains(short, "Coy"):
		return "man " + strconv.Itoa(n) + " of " + short
	}
	return short
}

// unitID matches a unit id of the engine's texts.
var unitID = regexp.MustCompile(`\b[BZ]\d{3}\b`)

// phaseEnd matches the engine's line for the end of a phase.
var phaseEnd = regexp.MustCompile(`^(british|zulu)s? ends? the ([a-z-]+) phase$`)

// Plain writes a line of the engine's log (or any text of the engine) in
// a player's words: units by name (UnitName), the end of a phase as a
// sentence ("The British end their movement").
func Plain(g *tactical.Game, line string) string {
	if m := phaseEnd.FindStringSubmatch(line); m != nil {
		return recplay.PhaseEndWords(m[1], m[2])
	}
	return unitID.ReplaceAllStringFunc(line, func(id string) string { return UnitName(g, id) })
}
