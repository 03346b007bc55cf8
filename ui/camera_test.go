package ui

import (
	"math"

	"testing"
	"zulu1879/assets"
	"zulu1879/ui/paint"

	"zulu1879/isandlwana"
	"zulu1879/saves"
	"zulu1879/ui/uistate"
)

// A game the window opens before it knows its own size (zulu1879 gui --load
// FILE, or --scenario) must still show the whole map fitted to the map area
// once the size is known, as a game started from the start screen does;
// it used to keep the scale fitted to the model's placeholder view, a map
// far smaller than the window.
func TestWindowOpenedOnAGameFitsTheMapOnceItsSizeIsKnown(t *testing.T) {
	s, err := saves.Start("isandlwana", 1879, isandlwana.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, size := range [][2]int{{1440, 900}, {800, 560}, {2560, 1440}} {
		a := NewApp(1)
		m := uistate.NewModel(s, [2]*uistate.Bot{})
		a.play(m, nil) // before the first Layout: the size is not known yet
		a.s, a.w, a.h = 1, size[0], size[1]
		a.fitCamera(false) // what the first Update or Draw does
		want := uistate.NewCamera(a.playLayout().Map, m.Cam.World)
		if got := m.Cam; got.Scale != want.Scale || got.Off != want.Off || got.View != want.View {
			t.Errorf("%dx%d window: camera scale %.2f at %v in %v, want the fitted %.2f at %v in %v",
				size[0], size[1], got.Scale, got.Off, got.View, want.Scale, want.Off, want.View)
		}
	}
}

// TestHexNumbersReadOnEveryGround: the hex numbers' ink has a contrast of
// at least 3:1 (readable for small labels) against every terrain's colour,
// the dark heights included.
func TestHexNumbersReadOnEveryGround(t *testing.T) {
	for terr, fill := range terrainFill {
		ink := hexIDColour(fill) // premultiplied: laid over the ground
		ratio := contrast(over(ink, fill), fill)
		if ratio < 3 {
			t.Errorf("terrain %d (%v): ink %v has contrast %.2f:1", terr, fill, ink, ratio)
		}
	}
}

// TestPlaceNamesAreNotReadWithHexNumbers: a hex number drawn under a place
// name read as part of it ("0801 Ngutu escarpment 1001"); at the default
// zoom of a 1440×900 and a 1920×1080 window no hex number that is drawn
// overlaps a place name, every name in view is still drawn, and only the numbers
// under names are left out.
func TestPlaceNamesAreNotReadWithHexNumbers(t *testing.T) {
	for _, size := range [][2]int{{1440, 900}, {1920, 1080}} {
		a := NewApp(1)
		m := uistate.NewModel(newSession(t, "isandlwana", 3), [2]*uistate.Bot{})
		a.play(m, nil)
		a.s, a.w, a.h = 1, size[0], size[1]
		a.fitCamera(false)
		b := newBoardPainter(m, &m.Cam, 1, m.Hover)
		labels := b.placeLabels(paint.Face(assets.Italic, math.Max(11, math.Min(b.r*0.34, 24))))
		shown := 0
		for h := range m.Game().Scen.Labels {
			if b.visible(h) {
				shown++
			}
		}
		if len(labels) != shown || shown == 0 {
			t.Errorf("%v: %d place names laid out, %d in view", size, len(labels), shown)
		}
		ids := b.hexIDBoxes(paint.Face(assets.Regular, math.Max(10, b.r*0.24)), labels)
		if len(ids) == 0 {
			t.Fatalf("%v: no hex numbers at the default zoom (radius %.1f)", size, b.r)
		}
		left := 0
		for i := 0; i < m.Game().Map().Size(); i++ {
			if h := m.Game().Map().HexAt(i); b.visible(h) {
				if _, ok := ids[h]; !ok {
					left++
				}
			}
		}
		for h, box := range ids {
			for _, l := range labels {
				if overlaps(box, l.box) {
					t.Errorf("%v: hex number %s drawn over %q", size, h, l.name)
				}
			}
		}
		if left == 0 || left > 3*len(labels) {
			t.Errorf("%v: %d hex numbers left out for %d names", size, left, len(labels))
		}
	}
}
