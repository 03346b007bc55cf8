package uistate

import (
	"fmt"

	"zulu1879/hexmap"
	"zulu1879/isandlwana"
)

// Taken is the ammunition wagon after the Zulus captured it: the board
// keeps it, marked as taken, in the hex where it fell, instead of letting
// the counter vanish.
type Taken struct {
	Hex hexmap.Hex
	// Colours says the Queen's Colours were taken with it.
	Colours bool
	// Turn is the turn of the capture, read from the game's log (0 when the
	// log does not say).
	Turn int
}

// WagonTaken reports whether the wagon has been captured, and where and
// when.
func (m *Model) WagonTaken() (Taken, bool) {
	g := m.Game()
	if !g.Wagon.Captured || g.Wagon.Hex.IsNone() {
		return Taken{}, false
	}
	t := Taken{Hex: g.Wagon.Hex, Colours: g.Colours == isandlwana.ColoursCaptured}
	for _, e := range g.Log {
		// The engine logs the capture under 8.12 (the wagon's rule), on the
		// Zulu side; that line's turn is the turn it fell.
		if e.Side == isandlwana.Zulu && e.Rule == "8.12" {
			t.Turn = e.Turn
			break
		}
	}
	return t, true
}

// Lines is what the tooltip of the hex says about the taken wagon.
func (t Taken) Lines() []string {
	when := ""
	if t.Turn > 0 {
		when = fmt.Sprintf(" on turn %d", t.Turn)
	}
	out := []string{"Ammunition wagon: TAKEN by the Zulus here" + when + " (British fire −1, 8.12)"}
	if t.Colours {
		out = append(out, "Queen's Colours: TAKEN with the wagon"+when+" (a further −1, 8.10)")
	}
	return out
}

// TakenRect is where the taken wagon is drawn in a hex of radius r whose
// centre is c: a small counter in the hex's lower left, over whatever now
// stands there, and inside the hex so that it is not read as the
// neighbour's.
func TakenRect(c Point, r float64) Rect {
	return Rect{X: c.X - 0.53*r, Y: c.Y + 0.1*r, W: 0.7 * r, H: 0.7 * r}
}
