package ui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/ui/paint"
	"zulu1879/ui/uistate"
)

// The cache images (the static layer, the board picture, the bar and
// panel, the counter sheet, the shapes) are freed when they are made
// again: however many zooms and window sizes a window goes through, no
// more of them are alive after four rounds of both than after one. (Each
// zoom draws the static layer again: not in -short.)
func TestCacheImagesDoNotPileUpOverZoomsAndSizes(t *testing.T) {
	needLoop(t)
	if testing.Short() {
		t.Skip("draws the board at 16 zooms: not in -short")
	}
	s := newSession(t, "isandlwana", 5)
	crowd(t, s)
	m := uistate.NewModel(s, [2]*Bot{})
	sizes := [][2]int{{1600, 1000}, {1024, 700}}
	dsts := make([]*ebiten.Image, len(sizes))
	for k, sz := range sizes {
		dsts[k] = ebiten.NewImage(sz[0], sz[1])
		defer dsts[k].Deallocate()
	}
	round := func() {
		for k := range sizes {
			for _, f := range []float64{1.25, 0.8} {
				m.Cam.ZoomAt(f, m.Cam.View.Center())
				DrawPlay(dsts[k], m, 1)
				paint.Settle(dsts[k])
			}
		}
	}
	round()
	after1 := cacheImages.Load()
	for i := 1; i < 4; i++ {
		round()
	}
	after4 := cacheImages.Load()
	t.Logf("%d cache images alive after a round, %d after 4", after1, after4)
	if after4 > after1 || after1 <= 0 {
		t.Errorf("%d cache images alive after a round of zooms and sizes, %d after 4: they pile up", after1, after4)
	}
}
