package tacticalui

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/ui/uistate"
)

// CameraInput is the part of a frame's input that moves a board's camera,
// as the tactical and the skirmish screens share it: the arrow keys pan,
// the wheel zooms at the pointer, the right or middle button drags the
// map. It remembers where the pointer was the frame before.
type CameraInput struct {
	last uistate.Point
	drag bool
}

// Keys pans cam for the arrow keys held and zooms it for the wheel at the
// pointer (on the view), and returns the pointer.
func (ci *CameraInput) Keys(cam *uistate.Camera) uistate.Point {
	var dx, dy float64
	for _, k := range []struct {
		key    ebiten.Key
		dx, dy float64
	}{{ebiten.KeyArrowLeft, panStep, 0}, {ebiten.KeyArrowRight, -panStep, 0}, {ebiten.KeyArrowUp, 0, panStep}, {ebiten.KeyArrowDown, 0, -panStep}} {
		if ebiten.IsKeyPressed(k.key) {
			dx, dy = dx+k.dx, dy+k.dy
		}
	}
	if dx != 0 || dy != 0 {
		cam.Pan(dx, dy)
	}
	mx, my := ebiten.CursorPosition()
	p := uistate.Point{X: float64(mx), Y: float64(my)}
	if _, wy := ebiten.Wheel(); wy != 0 && cam.View.Contains(p) {
		cam.ZoomAt(math.Pow(1.15, wy), p)
	}
	return p
}

// Moved is how far the pointer at p went since the frame before.
func (ci *CameraInput) Moved(p uistate.Point) (dx, dy float64) {
	return p.X - ci.last.X, p.Y - ci.last.Y
}

// OtherButtons pans cam while the right or middle button drags, a drag
// that began on the view.
func (ci *CameraInput) OtherButtons(cam *uistate.Camera, p uistate.Point) {
	other := ebiten.IsMouseButtonPressed(ebiten.MouseButtonRight) || ebiten.IsMouseButtonPressed(ebiten.MouseButtonMiddle)
	switch {
	case other && ci.drag:
		cam.Pan(ci.Moved(p))
	case other && cam.View.Contains(p):
		ci.drag = true
	default:
		ci.drag = false
	}
}

// Done remembers the pointer at p for the next frame.
func (ci *CameraInput) Done(p uistate.Point) { ci.last = p }

// Frame is a frame's pointer input: the keys and the wheel (Keys), then
// buttons (the screen's own reading of them, with the pointer), then the
// pointer remembered (Done). It returns the pointer.
func (ci *CameraInput) Frame(cam *uistate.Camera, buttons func(p uistate.Point)) uistate.Point {
	p := ci.Keys(cam)
	buttons(p)
	ci.Done(p)
	return p
}
