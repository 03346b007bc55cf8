package hexmap

import (
	"fmt"
	"strings"
)

// DrawText draws a grid with its hexsides as plain text, for a terminal or
// a golden test. Each column takes two characters and each row two lines;
// even columns sit a line lower, as on the map. A hex is drawn by letter(h)
// on its centre; the character above it is its north side, and the column
// between two hex columns holds their diagonal sides, the NE side of a hex
// on the line above its centre and its SE side on the line of its centre.
// side(s) draws a side (a space for a bare one); sides is nil for none.
// Column numbers head the drawing (tens, then units) and row numbers start
// the lines of odd columns' centres.
func DrawText(g *Grid, letter func(Hex) byte, sides *Sides, side func(Side, []Feature) byte) string {
	width := 2*g.Cols + 1
	height := 2*g.Rows + 2
	canvas := make([][]byte, height)
	for y := range canvas {
		canvas[y] = []byte(strings.Repeat(" ", width))
	}
	centre := func(h Hex) (x, y int) {
		y = 2*h.Row - 1
		if h.Col%2 == 0 {
			y++
		}
		return 2*h.Col - 2, y
	}
	for c := 1; c <= g.Cols; c++ {
		for r := 1; r <= g.Rows; r++ {
			h := H(c, r)
			x, y := centre(h)
			canvas[y][x] = letter(h)
		}
	}
	if sides != nil {
		for _, s := range sides.All() {
			x, y := centre(s.Hex)
			switch s.Dir {
			case North:
				y--
			case NorthEast:
				x, y = x+1, y-1
			case SouthEast:
				x++
			}
			if y >= 0 && y < height && x >= 0 && x < width {
				canvas[y][x] = side(s, sides.At(s))
			}
		}
	}
	var b strings.Builder
	tens, units := []byte(strings.Repeat(" ", width)), []byte(strings.Repeat(" ", width))
	for c := 1; c <= g.Cols; c++ {
		tens[2*c-2] = byte('0' + c/10%10)
		units[2*c-2] = byte('0' + c%10)
	}
	fmt.Fprintf(&b, "   %s\n   %s\n", strings.TrimRight(string(tens), " "), strings.TrimRight(string(units), " "))
	for y, line := range canvas {
		label := "  "
		if y%2 == 1 && (y+1)/2 <= g.Rows {
			label = fmt.Sprintf("%02d", (y+1)/2)
		}
		out := strings.TrimRight(label+" "+string(line), " ")
		b.WriteString(out)
		b.WriteByte('\n')
	}
	return strings.TrimRight(b.String(), "\n ") + "\n"
}
