package ui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/ui/uistate"
)

// Zoomed in far, the counter sheet's pages stay about sheetPagePx on a side
// (a page holds fewer, larger cells) instead of growing with the cells to
// 8 × 8 sprites of 260 pixels, most of them unused.
func TestSheet_PagesStaySmallZoomedIn(t *testing.T) {
	needLoop(t)
	s := newSession(t, "isandlwana", 5)
	crowd(t, s)
	m := uistate.NewModel(s, [2]*Bot{})
	dst := ebiten.NewImage(1440, 900)
	defer dst.Deallocate()
	DrawPlay(dst, m, 1)
	for z := 0; z < 7; z++ {
		m.Cam.ZoomAt(1.25, m.Cam.View.Center())
		DrawPlay(dst, m, 1)
		if len(sheet.pages) == 0 {
			t.Fatalf("zoom step %d: no counter was drawn from the sheet", z+1)
		}
		for _, p := range sheet.pages {
			if b := p.Bounds(); max(b.Dx(), b.Dy()) > max(sheetPagePx, sheet.cell) {
				t.Fatalf("zoom step %d (cell %d px): a sheet page is %v, over %d px", z+1, sheet.cell, b.Size(), sheetPagePx)
			}
		}
	}
}
