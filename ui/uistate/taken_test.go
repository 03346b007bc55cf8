package uistate

import (
	"fmt"
	"strings"
	"testing"

	"zulu1879/hexmap"
	"zulu1879/isandlwana"
)

// Rule 8.12: a captured wagon stays on the board where it was taken, marked
// as taken, and its hex's tooltip says so and when.
func TestRule8_12_TakenWagonStaysOnTheBoardWithItsTurn(t *testing.T) {
	m := NewModel(newSession(t, "isandlwana", 5), [2]*Bot{})
	if _, ok := m.WagonTaken(); ok {
		t.Fatal("the wagon counts as taken at the start")
	}
	// The British stand still; the Zulus close in until they take it.
	for n := 0; n < 20000 && !m.Game().Over() && !m.Game().Wagon.Captured; n++ {
		legal := m.Game().Legal()
		a := pickTowardsBritish(m.Game(), legal)
		if m.Game().ToAct() == isandlwana.British {
			for _, b := range legal {
				if b.Kind == isandlwana.ActEnd {
					a = b
				}
			}
		}
		if err := m.Apply(a, "", false); err != nil {
			t.Fatal(err)
		}
	}
	if !m.Game().Wagon.Captured {
		t.Fatalf("the wagon was not taken (turn %d, over %v)", m.Game().Turn, m.Game().Over())
	}
	if !m.Game().Map().Contains(m.Game().Wagon.Hex) {
		t.Fatalf("the taken wagon is at %s, off the map", m.Game().Wagon.Hex)
	}
	tk, ok := m.WagonTaken()
	if !ok || tk.Hex != m.Game().Wagon.Hex {
		t.Fatalf("taken wagon %+v (%v), wagon at %s", tk, ok, m.Game().Wagon.Hex)
	}
	if tk.Turn != m.Game().Turn {
		t.Errorf("taken on turn %d, want the turn it fell, %d", tk.Turn, m.Game().Turn)
	}
	tip := strings.Join(m.HexInfo(tk.Hex), "\n")
	if !strings.Contains(tip, "TAKEN") || !strings.Contains(tip, fmt.Sprintf("on turn %d", tk.Turn)) {
		t.Errorf("tooltip of %s does not say the wagon was taken then:\n%s", tk.Hex, tip)
	}
	if strings.Contains(tip, "Colours: TAKEN") != tk.Colours {
		t.Errorf("Colours taken %v, tooltip:\n%s", tk.Colours, tip)
	}
}

// The taken wagon is drawn inside its own hex, whatever the hex.
func TestTakenWagonIsDrawnInsideItsHex(t *testing.T) {
	for _, h := range []hexmap.Hex{hexmap.H(1, 1), hexmap.H(2, 1), hexmap.H(12, 7), hexmap.H(13, 8)} {
		for _, r := range []float64{1, 30} {
			c := HexCenter(h)
			c.X, c.Y = c.X*r, c.Y*r
			rc := TakenRect(c, r)
			for _, p := range []Point{{rc.X, rc.Y}, {rc.X + rc.W, rc.Y}, {rc.X, rc.Y + rc.H}, {rc.X + rc.W, rc.Y + rc.H}} {
				if got := HexAtWorld(Point{p.X / r, p.Y / r}); got != h {
					t.Errorf("hex %s, radius %v: corner %v of the taken wagon lies in %s", h, r, p, got)
				}
			}
		}
	}
}
