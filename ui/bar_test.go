package ui

import (
	"testing"

	"zulu1879/assets"
	"zulu1879/ui/paint"
	"zulu1879/ui/uistate"
)

// The top bar never overlaps itself: at every window width the GUI allows
// (and at 1.5× scale), the title, the turn track, the phase lines and the
// buttons each keep to their own stretch, left to right, and the parts that
// go in a narrow window go in the documented order.
func TestBarLayoutKeepsItsPartsApart(t *testing.T) {
	const boxes, buttons = 6, 5
	for _, s := range []float64{1, 1.5} {
		for w := 800 * s; w <= 2600*s; w += 10 {
			sp := barLayout(w, s, boxes, buttons)
			trackEnd := sp.TrackX + boxes*(sp.BoxW+4*s) - 4*s
			buttonsX := w - 10*s - buttons*(sp.ButtonW+6*s) + 6*s
			switch {
			case sp.Title && sp.TrackX < 150*s, !sp.Title && sp.TrackX < 0:
				t.Fatalf("w=%v s=%v: the track starts at %v, over the title", w, s, sp.TrackX)
			case sp.TextX < trackEnd:
				t.Fatalf("w=%v s=%v: the phase lines start at %v, inside the track (ends %v)", w, s, sp.TextX, trackEnd)
			case sp.TextX+sp.TextW > buttonsX:
				t.Fatalf("w=%v s=%v: the phase lines reach %v, under the buttons (from %v)", w, s, sp.TextX+sp.TextW, buttonsX)
			case sp.TextW < 120*s:
				t.Fatalf("w=%v s=%v: only %v for the phase lines", w, s, sp.TextW)
			case sp.BoxW < 34*s || sp.BoxW > 84*s:
				t.Fatalf("w=%v s=%v: track boxes %v wide", w, s, sp.BoxW)
			case !sp.Keys && sp.Title && w >= 1220*s:
				t.Fatalf("w=%v s=%v: the key hints went at a width that has room", w, s)
			case !sp.Title && sp.Keys:
				t.Fatalf("w=%v s=%v: the title went before the key hints", w, s)
			case sp.Notes != (sp.BoxW >= 50*s):
				t.Fatalf("w=%v s=%v: notes %v in boxes %v wide", w, s, sp.Notes, sp.BoxW)
			}
		}
	}
	// At the default window everything is there; at the smallest only what fits.
	if sp := barLayout(1600, 1, boxes, buttons); !sp.Title || !sp.Keys || !sp.Notes || sp.BoxW != 84 {
		t.Errorf("1600 wide: %+v, want title, keys, notes and full boxes", sp)
	}
	if sp := barLayout(800, 1, boxes, buttons); sp.Title || sp.Keys || sp.Notes {
		t.Errorf("800 wide: %+v, want the title, keys and notes gone", sp)
	}
}

// The ledger's four buttons (the two ways on, Save, Start screen) keep
// apart and inside the card down to the smallest window, the two ways on
// hold their labels and keys whole (measured), and Save and Start screen
// keep their full widths where there is room.
func TestLedgerButtonsStayApartInNarrowWindows(t *testing.T) {
	for _, s := range []float64{1, 2} {
		for w := 800 * s; w <= 2000*s; w += 20 {
			a := NewApp(1)
			a.s, a.w, a.h = s, int(w), int(700*s)
			l := a.ledgerLayout(nil)
			all := []uistate.Rect{l.Continue, l.Tactical, l.Save, l.Menu}
			for i, r := range all {
				if r.X < l.Card.X || r.X+r.W > l.Card.X+l.Card.W || r.Y < l.Card.Y || r.Y+r.H > l.Card.Y+l.Card.H {
					t.Fatalf("w=%v s=%v: button %d at %+v leaves the card %+v", w, s, i, r, l.Card)
				}
				for j, q := range all[:i] {
					apart := q.X+q.W+8*s <= r.X || r.X+r.W+8*s <= q.X || q.Y+q.H+8*s <= r.Y || r.Y+r.H+8*s <= q.Y
					if !apart {
						t.Fatalf("w=%v s=%v: button %d (%+v) runs into button %d (%+v)", w, s, j, q, i, r)
					}
				}
			}
			if need := buttonWidth(s, LedgerRampartsLabel, ledgerRampartsKey); need > l.Continue.W {
				t.Fatalf("w=%v s=%v: the Ramparts button is %v wide, its label needs %v", w, s, l.Continue.W, need)
			}
			if need := buttonWidth(s, LedgerTacticalLabel, ledgerTacticalKey); need > l.Tactical.W {
				t.Fatalf("w=%v s=%v: the tactical button is %v wide, its label needs %v", w, s, l.Tactical.W, need)
			}
			if w >= 1100*s && l.Save.W != 250*s {
				t.Fatalf("w=%v s=%v: buttons narrowed to %v where there is room", w, s, l.Save.W)
			}
		}
	}
}

// TestTitlesFitAtTheDefaultAndMinimumWidths measures the big titles (start
// screen, ledger, campaign end card, game-over card) against the room they
// are drawn in at 1280×800 and at the 800×560 minimum. A guard: they fit
// already; this keeps a longer title or a bigger font from being cut.
func TestTitlesFitAtTheDefaultAndMinimumWidths(t *testing.T) {
	for _, sz := range [][2]float64{{1280, 800}, {800, 560}} {
		a := NewApp(1879)
		a.s, a.w, a.h = 1, int(sz[0]), int(sz[1])
		W := sz[0]
		card := func(w float64) float64 { return min(w, W-20) }
		for _, c := range []struct {
			what, text string
			px, room   float64
		}{
			{"start screen", "Last Stand at Isandlwana", 52, W - 40},
			{"start subtitle", "22 January 1879 — the camp under the mountain", 22, W - 40},
			{"ledger", "The ledger of Isandlwana", 32, a.ledgerLayout(nil).Card.W - 60},
			{"campaign end", "The campaign is over", 34, card(980) - 60},
			{"game over", "British victory", 34, card(680) - 60},
		} {
			if tw := paint.TextWidth(paint.Face(assets.Bold, c.px), c.text); tw > c.room {
				t.Errorf("%gx%g: the %s title is %.0f px wide in %.0f px", sz[0], sz[1], c.what, tw, c.room)
			}
		}
	}
}
