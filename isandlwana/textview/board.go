// Package textview draws a game of Last Stand at Isandlwana as plain text,
// for the terminal loop (zulu1879 play isandlwana): the board, the status
// line, the British roster, the log lines, a hex described, the odds of a
// fire or an attack, the summary at the end. It only reads the engine's
// state, never changes it.
package textview

import (
	"fmt"
	"strings"

	"zulu1879/hexmap"
	"zulu1879/isandlwana"
	"zulu1879/units"
)

// Board layout. Every map row is printed as two text lines: the first holds
// the odd columns, the second the even columns, which sit half a hex lower on
// the map. Column c's cell starts at x = labelWidth + (c-1)*colPitch on its
// line and is cellWidth characters wide, so cells of neighbouring columns
// overlap horizontally but never share a line.
const (
	colPitch   = 4
	cellWidth  = 8
	labelWidth = 3 // "07 " before each line
	// contentWidth is the part of a cell between the terrain letter (and the
	// space after it) and the marker character.
	contentWidth = cellWidth - 3
)

// Markers in the last character of a cell.
const (
	markWagon   = 'W' // the ammunition wagon
	markColours = 'Q' // the wagon with the Queen's Colours raised
	markOnrush  = '@' // an onrush hex
	markEscape  = '<' // a west-edge escape hex
)

// LineOf returns the index, within the text of Board, of the line that shows
// hex h, and the column where its cell starts. Tests and tools use it to find
// a hex on the printed board.
func LineOf(h hexmap.Hex) (line, x int) {
	line = headerLines + 2*(h.Row-1)
	if h.Col%2 == 0 {
		line++
	}
	return line, labelWidth + (h.Col-1)*colPitch
}

// headerLines is the number of lines above the first map line.
const headerLines = 2

// unitTag is how one British counter is written in a cell: its id and
// current strength ("A8", "P40R2"), or the first four letters of a leader.
func unitTag(u *isandlwana.Unit) string {
	if u.Kind == units.Leader {
		if len(u.ID) > 4 {
			return u.ID[:4]
		}
		return u.ID
	}
	return fmt.Sprintf("%s%d", u.ID, u.Strength)
}

// Cell returns the eight characters that show hex h on the board: the
// terrain letter, what stands in the hex (British counters, Zulus) and a
// marker (wagon, Colours, onrush or escape hex).
func Cell(g *isandlwana.State, h hexmap.Hex) string {
	m := g.Map()
	i := m.Index(h)
	info := m.Info(i)
	if !info.Passable() && g.ZulusAt(h) == 0 && len(g.UnitsAt(h)) == 0 {
		return strings.Repeat(string(info.Symbol), cellWidth-1) + " "
	}
	content := cellContent(g, h)
	mark := byte(' ')
	switch {
	case !g.Wagon.Captured && g.Wagon.Hex == h:
		mark = markWagon
		if ch, ok := g.ColoursHex(); ok && ch == h {
			mark = markColours
		}
	case g.Scen.IsOnrush(h):
		mark = markOnrush
	case g.Scen.IsEscape(h):
		mark = markEscape
	}
	return fmt.Sprintf("%c %-*s%c", info.Symbol, contentWidth, content, mark)
}

// cellContent is the middle of a cell: Zulus or British counters.
func cellContent(g *isandlwana.State, h hexmap.Hex) string {
	if z := g.ZulusAt(h); z > 0 {
		if g.Scen.IsOnrush(h) || z > 1 {
			return fmt.Sprintf("Z%d", z)
		}
		return "Z"
	}
	at := g.UnitsAt(h)
	if len(at) == 0 {
		return ""
	}
	// Show a combat unit first: leaders are listed under the board.
	first := at[0]
	for _, k := range at {
		if g.Units[k].IsCombat() {
			first = k
			break
		}
	}
	tag := unitTag(&g.Units[first])
	if len(at) == 1 {
		return tag
	}
	if len(tag) > contentWidth-1 {
		tag = tag[:contentWidth-1]
	}
	return tag + "+"
}

// Board renders the whole map with axes, a list of stacks and squares, and
// the legend.
func Board(g *isandlwana.State) string {
	var b strings.Builder
	writeBoard(&b, g)
	b.WriteString(Stacks(g))
	b.WriteString(Legend(g))
	return b.String()
}

// BoardGrid renders only the map with its axes (no stack list or legend).
func BoardGrid(g *isandlwana.State) string {
	var b strings.Builder
	writeBoard(&b, g)
	return b.String()
}

func writeBoard(b *strings.Builder, g *isandlwana.State) {
	m := g.Map()
	width := labelWidth + (m.Cols-1)*colPitch + cellWidth
	header := func(parity int) string {
		line := []byte(strings.Repeat(" ", width))
		for c := 1; c <= m.Cols; c++ {
			if c%2 == parity {
				x := labelWidth + (c-1)*colPitch
				copy(line[x:], fmt.Sprintf("%02d", c))
			}
		}
		return strings.TrimRight(string(line), " ")
	}
	// Odd column numbers on the first header line, even ones on the second,
	// mirroring the half-row offset of the even columns.
	b.WriteString(header(1) + "\n")
	b.WriteString(header(0) + "\n")
	for r := 1; r <= m.Rows; r++ {
		for _, parity := range []int{1, 0} {
			line := []byte(strings.Repeat(" ", width))
			copy(line, fmt.Sprintf("%02d", r))
			for c := 1; c <= m.Cols; c++ {
				if c%2 != parity {
					continue
				}
				x := labelWidth + (c-1)*colPitch
				copy(line[x:], Cell(g, hexmap.H(c, r)))
			}
			fmt.Fprintf(b, "%s %02d\n", line, r)
		}
	}
	b.WriteString(header(1) + "\n")
	b.WriteString(header(0) + "\n")
}

// Stacks lists every hex holding more than one British counter or a unit in
// square, with all its counters in full ("2004: F7 QP3 Durnford").
func Stacks(g *isandlwana.State) string {
	var lines []string
	m := g.Map()
	for i := 0; i < m.Size(); i++ {
		h := m.HexAt(i)
		at := g.UnitsAt(h)
		square := false
		for _, k := range at {
			square = square || g.Units[k].InSquare
		}
		if len(at) < 2 && !square {
			continue
		}
		var parts []string
		for _, k := range at {
			u := &g.Units[k]
			p := u.ID
			if u.IsCombat() {
				p = fmt.Sprintf("%s%d", u.ID, u.Strength)
			}
			if u.InSquare {
				p += "(square)"
			}
			parts = append(parts, p)
		}
		lines = append(lines, fmt.Sprintf("%s: %s (%d SP)", h, strings.Join(parts, " "), g.StackSP(h)))
	}
	if len(lines) == 0 {
		return ""
	}
	return "Stacks and squares: " + strings.Join(lines, "; ") + "\n"
}

// Legend explains the board's letters and marks, with the terrain key of
// the scenario (MP to enter, defence).
func Legend(g *isandlwana.State) string {
	m := g.Map()
	var terr []string
	for t := hexmap.Terrain(0); t < hexmap.NumTerrains; t++ {
		k := m.Key[t]
		if k.Symbol == 0 {
			continue
		}
		if !k.Passable() {
			terr = append(terr, fmt.Sprintf("%c %s: impassable", k.Symbol, t))
			continue
		}
		terr = append(terr, fmt.Sprintf("%c %s %d/%d", k.Symbol, t, k.MoveCost, k.Defense))
	}
	var b strings.Builder
	b.WriteString("Legend: each map row takes two lines, odd columns first, then the even columns (half a hex lower).\n")
	b.WriteString("  Cell = terrain letter, contents, mark. Terrain (MP to enter/defence):\n")
	b.WriteString("  " + strings.Join(terr, ", ") + ".\n")
	b.WriteString("  A8 = British unit and strength; Durn = leader (first four letters); C7+ = stack (listed above).\n")
	b.WriteString("  Z = Zulu unit; Z16 = Zulus in an onrush hex.\n")
	b.WriteString("  Status line: pool W3 E1 = eliminated Zulus waiting to re-enter by the west and the east onrush hexes (8.8).\n")
	fmt.Fprintf(&b, "  Marks: %c onrush hex, %c escape hex, %c ammunition wagon, %c wagon with the Queen's Colours.\n",
		markOnrush, markEscape, markWagon, markColours)
	return b.String()
}
