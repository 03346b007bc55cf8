package ui

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/hexmap"
)

// keptWindow is a window saving into dir playing the tactical game of
// seed 5 or (skirmish) the skirmish's perimeter of seed 7, the British a
// person, at 1600×1000; hexes are hexes with men on them.
func keptWindow(t *testing.T, dir string, skirmish bool) (a *App, hexes []hexmap.Hex) {
	t.Helper()
	a = windowWith(t, dir, 0)
	if skirmish {
		chooseSkirmish(t, a.menu)
		a.menu.NextSkirmishScenario(1)
		a.menu.SetSeed(7)
	} else {
		a.menu.NextGame()
		a.menu.NextGame()
		a.menu.SetSeed(5)
	}
	a.startGame()
	a.s, a.w, a.h = 1, 1600, 1000
	switch {
	case skirmish && a.screen == ScreenSkirmish && a.skirmish != nil:
		for _, f := range a.skirmish.Play.G().Figs {
			if f.Alive() {
				hexes = append(hexes, f.Hex)
			}
		}
	case !skirmish && a.screen == ScreenTactical && a.tactical != nil:
		for _, c := range a.tactical.Counters {
			hexes = append(hexes, c.Hex)
		}
	default:
		t.Fatalf("screen %v after starting the game", a.screen)
	}
	return a, hexes
}

// hoverHex puts the pointer of the window's game screen on hex h.
func (a *App) hoverHex(h hexmap.Hex) {
	if a.tactical != nil {
		a.tactical.Hover(a.tactical.Board.Cam.HexScreen(h))
	}
	if a.skirmish != nil {
		a.skirmish.Board.Hover = h
	}
}

// TestKeptScreens_WindowFrameEqualsFreshFrame: the window does not clear
// its screen for the tactical game and the skirmish, which draw again only
// what changed since their last frame. Through the window's own frames
// (App.Draw) with the pointer moving, a notice coming and going, the load
// dialog over the screen and gone, and a frame of the start screen in
// between, each frame left in the kept screen has the pixels of the same
// window's frame drawn into a new image (the skirmish's figures may differ
// in a few antialiased edge pixels, drawn straight or into the board's
// picture: skirmishui's TestDamage_KeptFrameEqualsFreshFrame).
func TestKeptScreens_WindowFrameEqualsFreshFrame(t *testing.T) {
	needLoop(t)
	for _, skirmish := range []bool{false, true} {
		dir := t.TempDir()
		kept, hexes := keptWindow(t, dir, skirmish)
		fresh, _ := keptWindow(t, dir, skirmish)
		const w, h = 1600, 1000
		opts := &ebiten.NewImageOptions{Unmanaged: true}
		screen := ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), opts)
		back := kept.screen
		steps := []struct {
			name string
			do   func(a *App)
		}{
			{"first frame", func(*App) {}},
			{"the same again", func(*App) {}},
			{"pointer on a man", func(a *App) { a.hoverHex(hexes[0]) }},
			{"pointer on another man", func(a *App) { a.hoverHex(hexes[len(hexes)/2]) }},
			{"a notice", func(a *App) { a.say(false, "Saved to somewhere.json") }},
			{"the notice again", func(*App) {}},
			{"pointer moves under the notice", func(a *App) { a.hoverHex(hexes[len(hexes)/3]) }},
			{"the notice gone", func(a *App) { a.notice = "" }},
			{"the load dialog", func(a *App) { a.openLoad() }},
			{"the dialog gone", func(a *App) { a.dialog = nil }},
			{"the same again", func(*App) {}},
			{"the start screen", func(a *App) { a.screen = ScreenMenu }},
			{"back to the game", func(a *App) { a.screen = back }},
			{"pointer moves", func(a *App) { a.hoverHex(hexes[1]) }},
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
			allowed := 0
			if skirmish {
				allowed = 8
			}
			if n := diffPixels(got, want); n > allowed {
				t.Fatalf("skirmish %v, step %d (%s): the window's kept frame differs from the frame drawn into a new image at %d pixels (%d allowed)", skirmish, i, st.name, n, allowed)
			}
		}
		screen.Deallocate()
	}
}
