// Package hexmap is the hex-grid engine: hex ids, coordinates, distance,
// neighbours, line of sight, terrain and least-cost movement.
//
// Hexes are named on the map by a four-digit id CCRR (column, row), with column
// 01 at the west edge and row 01 at the north edge. Columns run vertically and
// even columns sit half a hex lower than odd ones (Red Blob Games' "even-q"
// offset layout, flat-topped hexes). All arithmetic is done in axial/cube
// coordinates; offset ids appear only at the edges of the package.
package hexmap

import (
	"fmt"
	"strconv"
)

// Hex is a map position by its printed column and row (both counted from 1).
// The zero Hex is "no hex".
type Hex struct {
	Col, Row int
}

// None is the zero hex, used for "not on the map".
var None = Hex{}

// H is shorthand for Hex{col, row}.
func H(col, row int) Hex { return Hex{Col: col, Row: row} }

// IsNone reports whether h is the zero hex.
func (h Hex) IsNone() bool { return h == None }

// Compare orders hexes by column, then row (the order of their printed ids),
// for use with slices.SortFunc: anything drawn or listed from a map of hexes
// comes out the same way every time.
func Compare(a, b Hex) int {
	if a.Col != b.Col {
		return a.Col - b.Col
	}
	return a.Row - b.Row
}

// String returns the printed id, e.g. "1206".
func (h Hex) String() string {
	if h.IsNone() {
		return "----"
	}
	if 0 <= h.Col && h.Col < 100 && 0 <= h.Row && h.Row < 100 {
		// Every hex of a real map: four digits without fmt, which the
		// action strings of every legal list spend most of their time in.
		return string([]byte{'0' + byte(h.Col/10), '0' + byte(h.Col%10), '0' + byte(h.Row/10), '0' + byte(h.Row%10)})
	}
	return fmt.Sprintf("%02d%02d", h.Col, h.Row)
}

// MarshalText writes the hex as its printed id.
func (h Hex) MarshalText() ([]byte, error) {
	if h.IsNone() {
		return []byte(""), nil
	}
	return []byte(h.String()), nil
}

// UnmarshalText reads a printed id; the empty string is None.
func (h *Hex) UnmarshalText(b []byte) error {
	if len(b) == 0 {
		*h = None
		return nil
	}
	p, err := ParseHex(string(b))
	if err != nil {
		return err
	}
	*h = p
	return nil
}

// ParseHex reads a four-digit CCRR id. It checks the form, not the map bounds.
func ParseHex(s string) (Hex, error) {
	if len(s) != 4 {
		return None, fmt.Errorf("hex id %q: want four digits CCRR, e.g. 1206", s)
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return None, fmt.Errorf("hex id %q: want four digits CCRR, e.g. 1206", s)
	}
	h := Hex{Col: n / 100, Row: n % 100}
	if h.Col == 0 || h.Row == 0 {
		return None, fmt.Errorf("hex id %q: columns and rows start at 01", s)
	}
	return h, nil
}

// Axial is a hex in axial coordinates (q, r); the third cube coordinate is
// s = -q-r.
type Axial struct {
	Q, R int
}

// Axial converts an offset hex to axial coordinates (even-q layout).
func (h Hex) Axial() Axial {
	return Axial{Q: h.Col, R: h.Row - (h.Col+(h.Col&1))/2}
}

// Offset converts axial coordinates back to a printed hex.
func (a Axial) Offset() Hex {
	return Hex{Col: a.Q, Row: a.R + (a.Q+(a.Q&1))/2}
}

// axialDirs are the six axial neighbour offsets, clockwise from north.
var axialDirs = [6]Axial{{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}}

// Neighbors returns the six hexes around h (some may be off any map).
func (h Hex) Neighbors() [6]Hex {
	a := h.Axial()
	var out [6]Hex
	for i, d := range axialDirs {
		out[i] = Axial{a.Q + d.Q, a.R + d.R}.Offset()
	}
	return out
}

// Distance is the number of hex steps from a to b.
func Distance(a, b Hex) int {
	x, y := a.Axial(), b.Axial()
	dq, dr := x.Q-y.Q, x.R-y.R
	return (abs(dq) + abs(dr) + abs(dq+dr)) / 2
}

// Adjacent reports whether a and b are neighbours.
func Adjacent(a, b Hex) bool { return Distance(a, b) == 1 }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
