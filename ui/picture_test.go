package ui

import (
	"image"
	"testing"

	"zulu1879/hexmap"
	"zulu1879/isandlwana"
	"zulu1879/ui/uistate"
)

// differing counts the pixels of a and b that differ by more than tol in
// some channel (anti-aliased edges of vector paths may differ by a few
// levels between two drawings of the same layer).
func differing(a, b *image.RGBA, tol int) int {
	n := 0
	for i := 0; i+3 < len(a.Pix); i += 4 {
		for c := 0; c < 3; c++ {
			d := int(a.Pix[i+c]) - int(b.Pix[i+c])
			if d > tol || d < -tol {
				n++
				break
			}
		}
	}
	return n
}

// The cached board picture and the kept bar and panel never go stale:
// after a move, an undo and a click that lights hexes, the frame drawn from
// the caches is the frame drawn with every cache thrown away, and the
// counters stand where the game says.
func TestBoardPictureFollowsTheGame(t *testing.T) {
	needLoop(t)
	m := uistate.NewModel(newSession(t, "isandlwana", 11), [2]*Bot{})
	m.End()
	m.ConfirmHandOver()
	const w, h = 1000, 700
	from := hexmap.H(16, 1)
	to := hexmap.None
	for _, d := range m.Game().ZuluDestinations(from) {
		if m.Game().ZulusAt(d) == 0 && len(m.Game().UnitsAt(d)) == 0 {
			to = d
			break
		}
	}
	if to.IsNone() {
		t.Fatalf("no empty hex for the Zulus of %s to move to", from)
	}
	same := func(step string) *image.RGBA {
		t.Helper()
		cached := render(t, m, w, h)
		dropBoardCaches()
		dropSideCache()
		fresh := render(t, m, w, h)
		if n := differing(cached, fresh, 32); n > 0 {
			shot(t, "picture-"+step+"-cached.png", cached)
			shot(t, "picture-"+step+"-fresh.png", fresh)
			t.Errorf("%s: the cached frame differs from a fresh one in %d pixels", step, n)
		}
		return cached
	}
	zulu := ZuluCounterColor()
	img := same("start")
	if near(img, Probe(&m.Cam, to), zulu, 12) {
		t.Fatalf("a Zulu counter at %s before the move", to)
	}
	if err := m.Apply(isandlwana.Action{Kind: isandlwana.ActZuluMove, From: from, To: to}, "", false); err != nil {
		t.Fatal(err)
	}
	m.Last = nil // no slide, no arrow: the picture alone
	if img := same("moved"); !near(img, Probe(&m.Cam, to), zulu, 12) {
		t.Errorf("no Zulu counter at %s after the move", to)
	}
	if err := m.Undo(); err != nil {
		t.Fatal(err)
	}
	m.Last = nil
	if img := same("undone"); near(img, Probe(&m.Cam, to), zulu, 12) {
		t.Errorf("a Zulu counter still at %s after the undo", to)
	}
	// A change of the counters alone (no lit hex, no selection changes).
	i := m.Game().Map().Index(to)
	m.Game().Zulus[i]++
	if img := same("counters only"); !near(img, Probe(&m.Cam, to), zulu, 12) {
		t.Errorf("no Zulu counter at %s after adding one", to)
	}
	m.Game().Zulus[i]--
	same("counters only, back")
	// A change of the panel's texts alone: a line more in the log.
	m.Game().Log = append(m.Game().Log, isandlwana.Event{Turn: m.Game().Turn, Phase: m.Game().Phase, Text: "a line of the log only this test writes"})
	same("log line")
	m.ClickHex(from)
	if len(m.Highlights()) == 0 {
		t.Fatalf("clicking %s lit no hex", from)
	}
	same("lit")
}

// A board that does not change is not drawn again: the second frame of the
// same crowded position copies the picture, the bar and the panel the
// first one made.
func TestUnchangedBoardIsNotRedrawn(t *testing.T) {
	needLoop(t)
	s := newSession(t, "isandlwana", 5)
	crowd(t, s)
	m := uistate.NewModel(s, [2]*Bot{})
	render(t, m, 1600, 1000)
	before, side := pictureDraws, sideDraws
	render(t, m, 1600, 1000)
	if pictureDraws != before {
		t.Errorf("the picture was drawn again (%d times) for an unchanged board", pictureDraws-before)
	}
	if sideDraws != side {
		t.Errorf("the bar and panel were drawn again (%d times) though unchanged", sideDraws-side)
	}
}
