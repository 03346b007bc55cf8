package harlech

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"zulu1879/games"
)

// This file is the terminal board of the game (zulu1879 play
// men-of-harlech) and the small read-only helpers the window's screen
// shares with it. Everything is drawn from View(seat) and Log(seat), so a
// board never shows what its seat may not see.

// TextView draws the table as seat sees it (play.TextViewer).
func (g *Game) TextView(seat games.Seat) string {
	return RenderText(g.ViewFor(int(seat)), g.data, LastDice(g.Log(seat, 0)))
}

// Initials shortens a medal's name to its initials ("Victoria Cross": VC).
func Initials(name string) string {
	var b strings.Builder
	for _, w := range strings.Fields(name) {
		if r := w[0]; r >= 'A' && r <= 'Z' {
			b.WriteByte(r)
		}
	}
	if b.Len() == 0 {
		return name
	}
	lines := strings.Split(b.String(), "\n")
	for i, ln := range lines {
		lines[i] = strings.TrimRight(ln, " ")
	}
	return strings.Join(lines, "\n")
}

// BritishTitle names a British card of the notation for people: an attack
// card by its value, a hero with its bonus ("Lieutenant Chard +5"), the
// others by their title.
func BritishTitle(d *Data, token string) string {
	if _, err := strconv.Atoi(token); err == nil {
		return token
	}
	for _, c := range d.British {
		if c.Name == token {
			if c.Kind == "hero" {
				return fmt.Sprintf("%s +%d", c.Title, c.Bonus)
			}
			return c.Title
		}
	}
	return token
}

// ZuluText is a Zulu card of a view in a few letters: its value with a
// star for the bonus symbol, RELIEF, SNIPER, FIRE, "??" face down, "--"
// for an empty space.
func ZuluText(z ZCard) string {
	switch {
	case z.Empty:
		return "--"
	case z.FaceDown && z.Kind == "":
		return "??"
	case z.Kind == "defence":
		s := strconv.Itoa(z.Value)
		if z.Bonus {
			s += "*"
		}
		return s
	}
	return strings.ToUpper(z.Kind)
}

// DiceRoll is the last roll of the attack dice a seat may read.
type DiceRoll struct {
	Seat int    // the seat that rolled (-1: none)
	Turn int    // the turn of the roll
	Text string // what the log says of it
	Dice []int
}

// LastDice finds the last roll of attack dice (the location and Volley
// dice, or a reroll) in a log as a seat reads it; Seat is -1 when there
// has been none.
func LastDice(log []games.Event) DiceRoll {
	for i := len(log) - 1; i >= 0; i-- {
		e := log[i]
		if len(e.Dice) > 0 && (e.Rule == "Hold 2-3" || e.Rule == "At Anytime") {
			return DiceRoll{Seat: int(e.Seat), Turn: e.Turn, Text: e.Text, Dice: slices.Clone(e.Dice)}
		}
	}
	return DiceRoll{Seat: -1}
}

// MedalAt is the medal a win with the Relief Column marker on space would
// earn, and its band's first and last space.
func MedalAt(d *Data, space int) (name string, from, to int) {
	from = 1
	for _, m := range d.Relief.Medals {
		if space <= m.To {
			return m.Name, from, m.To
		}
		from = m.To + 1
	}
	return "", 0, 0
}

// RenderText draws a view in text: the location, the relief track with its
// medal bands, the four positions, the reader's hand, the other hands as
// counts, the supplies and the last dice.
func RenderText(v View, d *Data, last DiceRoll) string {
	var b strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	who := fmt.Sprintf("%s to act", SeatName(v.ToAct))
	if v.Outcome != nil {
		who = "the game is over"
	}
	level := "random locations"
	if v.Level > 0 {
		level = fmt.Sprintf("level %d", v.Level)
	}
	w("Turn %d, %s in turn, %s (%s) | %s\n", v.Turn, SeatName(v.Active), who, v.Phase, level)
	// The location card and its marker.
	die := "no die"
	if v.LocationDie {
		die = "die symbol: roll a die or take Ammo"
	}
	w("Location  %s (%s), %d fall backs left\n", v.Location, die, v.FallBacksLeft)
	if v.LevelDice != "" {
		// A shorter card uses the innermost (left-most) named spaces.
		names := d.Spaces[:min(len(v.LevelDice), len(d.Spaces))]
		marker := v.FallBacksLeft
		var cells []string
		for i, c := range v.LevelDice {
			sym := "-"
			if c == 'D' {
				sym = "D"
			}
			cell := sym
			if i < len(names) {
				cell += " " + names[i]
			}
			if i == marker {
				cell = "[" + cell + "]"
			}
			cells = append(cells, cell)
		}
		w("  level card (D: die): %s\n", strings.Join(cells, " | "))
	}
	// The relief track, by medal bands.
	var bands []string
	from := 1
	for _, m := range d.Relief.Medals {
		var sp []string
		for s := from; s <= m.To; s++ {
			if s == v.Relief {
				sp = append(sp, "["+strconv.Itoa(s)+"]")
			} else {
				sp = append(sp, strconv.Itoa(s))
			}
		}
		bands = append(bands, Initials(m.Name)+": "+strings.Join(sp, " "))
		from = m.To + 1
	}
	medal, _, _ := MedalAt(d, v.Relief)
	w("Relief    %s\n", strings.Join(bands, " | "))
	w("  the column is on space %d of %d and arrives on %d; a win now earns the %s\n", v.Relief, v.ReliefEnd, v.ReliefEnd, medal)
	// The positions.
	w("Positions   first  second   (* bonus symbol, ?? face down)\n")
	for p, pv := range v.Positions {
		mark := ""
		if v.Attack != nil && v.Attack.Pos == p {
			mark = "  <- attacked"
		}
		w("  %s %-6s %-6s %-6s%s\n", PosLetters[p], pv.Name, ZuluText(pv.First), ZuluText(pv.Second), mark)
	}
	if a := v.Attack; a != nil {
		var parts []string
		for _, dd := range a.Dice {
			parts = append(parts, fmt.Sprintf("%s die %d", dd.Kind, dd.Value))
		}
		if a.Ammo > 0 {
			parts = append(parts, fmt.Sprintf("Ammo +%d", a.Ammo))
		}
		if a.Heroes > 0 {
			parts = append(parts, fmt.Sprintf("heroes +%d", a.Heroes))
		}
		extra := ""
		if len(parts) > 0 {
			extra = " with " + strings.Join(parts, ", ")
		}
		w("Attack    %s's %d against %s%s: %d\n", a.Seat, a.Card, PosNames[a.Pos], extra, a.Total)
	}
	// The hands: the reader's cards, the others' counts.
	shown := func(h HandView) bool { return h.Cards != nil || h.Seat == v.Reader }
	for _, h := range v.Hands {
		if !shown(h) {
			continue
		}
		var cards []string
		for _, c := range h.Cards {
			cards = append(cards, "["+BritishTitle(d, c)+"]")
		}
		if len(cards) == 0 {
			cards = []string{"(no cards)"}
		}
		w("Hand of %s (%d of %d, Ammo %d): %s\n", h.Seat, h.Count, v.HandLimit, h.Ammo, strings.Join(cards, " "))
	}
	var others []string
	for _, h := range v.Hands {
		if !shown(h) {
			others = append(others, fmt.Sprintf("%s %s, Ammo %d", h.Seat, plural(h.Count, "card"), h.Ammo))
		}
	}
	if len(others) > 0 {
		w("Others    %s\n", strings.Join(others, "; "))
	}
	w("Supply    Ammo %d, Volleys %d | British deck %d, discards %d | Zulu deck %d, discards %d\n",
		v.AmmoSupply, v.Volleys, v.BritishDeck, len(v.BritishOut), v.ZuluDeck, len(v.ZuluOut))
	if last.Seat >= 0 {
		w("Last dice %v: %s (%s, turn %d)\n", last.Dice, last.Text, SeatName(last.Seat), last.Turn)
	}
	if o := v.Outcome; o != nil {
		res := "lost"
		if o.Won {
			res = "won, " + o.Medal
		}
		w("Result    %s: %s\n", res, o.How)
	}
	lines := strings.Split(b.String(), "\n")
	for i, ln := range lines {
		lines[i] = strings.TrimRight(ln, " ")
	}
	return strings.Join(lines, "\n")
}

// plural is "1 card", "2 cards".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return strconv.Itoa(n) + " " + word + "s"
}
