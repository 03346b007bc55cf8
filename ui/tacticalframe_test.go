package ui

import (
	"bytes"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/ui/uistate"
)

// startedTactical is a window saving into dir playing the tactical game of seed 5 (the
// British a person) at 1600×1000.
func startedTactical(t *testing.T, dir string) *App {
	t.Helper()
	a := windowWith(t, dir, 0)
	a.menu.NextGame()
	a.menu.NextGame()
	a.menu.SetSeed(5)
	a.startGame()
	if a.screen != ScreenTactical || a.tactical == nil {
		t.Fatalf("screen %v after starting the tactical game", a.screen)
	}
	a.s, a.w, a.h = 1, 1600, 1000
	return a
}

// TestTactical_KeptWindowFrameEqualsFreshFrame: the window does not clear
// its screen for the tactical game, which draws again only what changed
// since its last frame. Through the window's own frames (App.Draw) with
// the pointer moving, a notice coming and going, the load dialog over the
// screen and gone, and a frame of the start screen in between, each frame
// left in the kept screen has exactly the pixels of the same window's
// frame drawn into a new image.
func TestTactical_KeptWindowFrameEqualsFreshFrame(t *testing.T) {
	needLoop(t)
	dir := t.TempDir()
	kept, fresh := startedTactical(t, dir), startedTactical(t, dir)
	const w, h = 1600, 1000
	opts := &ebiten.NewImageOptions{Unmanaged: true}
	screen := ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), opts)
	defer screen.Deallocate()
	hexAt := func(a *App, i int) uistate.Point {
		return a.tactical.Board.Cam.HexScreen(a.tactical.Counters[i].Hex)
	}
	steps := []struct {
		name string
		do   func(a *App)
	}{
		{"first frame", func(*App) {}},
		{"the same again", func(*App) {}},
		{"pointer on a man", func(a *App) { a.tactical.Hover(hexAt(a, 0)) }},
		{"pointer on another man", func(a *App) { a.tactical.Hover(hexAt(a, 20)) }},
		{"a notice", func(a *App) { a.say(false, "Saved to somewhere.json") }},
		{"the notice again", func(*App) {}},
		{"pointer moves under the notice", func(a *App) { a.tactical.Hover(hexAt(a, 30)) }},
		{"the notice gone", func(a *App) { a.notice = "" }},
		{"the load dialog", func(a *App) { a.openLoad() }},
		{"the dialog gone", func(a *App) { a.dialog = nil }},
		{"the same again", func(*App) {}},
		{"the start screen", func(a *App) { a.screen = ScreenMenu }},
		{"back to the game", func(a *App) { a.screen = ScreenTactical }},
		{"pointer moves", func(a *App) { a.tactical.Hover(hexAt(a, 5)) }},
	}
	for i, st := range steps {
		st.do(kept)
		st.do(fresh)
		kept.Draw(screen)
		got := image.NewRGBA(image.Rect(0, 0, w, h))
		screen.ReadPixels(got.Pix)
		off := ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), opts)
		fresh.Draw(off)
		want := image.NewRGBA(image.Rect(0, 0, w, h))
		off.ReadPixels(want.Pix)
		off.Deallocate()
		if !bytes.Equal(got.Pix, want.Pix) {
			t.Fatalf("step %d (%s): the window's kept frame differs from the frame drawn into a new image at %d pixels", i, st.name, diffPixels(got, want))
		}
	}
}
