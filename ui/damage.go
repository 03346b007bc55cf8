package ui

import (
	"image"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/ui/uistate"
)

// A play frame redraws only what changed since the frame before it.
//
// The window keeps its screen between frames (Ebitengine is told not to
// clear it, see App.Draw), and a play frame is made of two kept layers, the
// board picture (picture.go) and the bar and panel (side.go), with a few
// things drawn over them: the hint in the map's corner, a tooltip, a
// notice, the banner, a group box, and now and then a screen over it all
// (help, the rules, the game's end, a dialog). On a software renderer a
// frame costs the pixels it shades, and copying the layers over the whole
// screen each frame cost more than everything else in it together
// (BenchmarkFrameFloor). So a frame copies a layer whole only when it was
// drawn again (or the screen is new, resized, or was drawn by another
// screen); otherwise it copies back only the parts the last frame drew
// over, then draws this frame's things over them. Each thing drawn over
// the layers says where (drawnOver); one that cannot say so cheaply asks
// for the whole frame next time (drawnOverAll).

// frameMemo is what the last play frame left in its screen.
type frameMemo struct {
	dst     *ebiten.Image
	size    image.Point
	view    image.Rectangle
	picture int // pictureDraws when the picture was copied
	side    int // sideDraws when the bar and panel were copied
	// dirty lists the parts drawn over the layers; all says the whole
	// screen may have been.
	dirty []image.Rectangle
	all   bool
}

var (
	lastFrame frameMemo
	// What this frame draws over the layers.
	drawnOver    []image.Rectangle
	drawnOverAll bool
	// fullFrames and partFrames count the play frames drawn whole and in
	// part (tests read them).
	fullFrames, partFrames int
)

// forgetFrame makes the next play frame draw everything: its screen was
// drawn by another screen (or is not known to hold the last play frame).
func forgetFrame() { lastFrame = frameMemo{} }

// markOver records that r (in screen pixels) is drawn over the layers in
// this frame, with a margin for anti-aliased edges and outlines at UI
// scale s.
func markOver(r uistate.Rect, s float64) {
	m := math.Ceil(3*s) + 1
	drawnOver = append(drawnOver, image.Rect(
		int(math.Floor(r.X-m)), int(math.Floor(r.Y-m)),
		int(math.Ceil(r.X+r.W+m)), int(math.Ceil(r.Y+r.H+m))))
}

// markAllOver records that something is drawn over the layers whose place
// is not told: the next play frame draws everything.
func markAllOver() { drawnOverAll = true }

// drawLayers draws the board picture (its view v) and the bar and panel
// (parts) into dst: whole when needed, else only where the last frame
// drew over them. moving draws what moves over the picture (between the
// picture and the bar, as it always was); when there is such a thing the
// frame is drawn whole.
func drawLayers(dst *ebiten.Image, v image.Rectangle, parts [2]image.Rectangle, moving func()) {
	size := dst.Bounds().Size()
	full := lastFrame.dst != dst || lastFrame.size != size || lastFrame.view != v ||
		lastFrame.picture != pictureDraws || lastFrame.all || moving != nil
	drawnOver, drawnOverAll = drawnOver[:0], false
	if full {
		fullFrames++
		copyPicture(dst, v, v)
		if moving != nil {
			moving()
			markAllOver()
		}
		pending.Flush()
		all := image.Rectangle{Max: size}
		copySide(dst, parts, all)
		return
	}
	partFrames++
	rects := lastFrame.dirty
	if lastFrame.side != sideDraws {
		rects = append(rects, parts[0], parts[1])
	}
	for _, r := range rects {
		// The picture first: the bar's and the panel's edges spill over
		// it and are drawn with their transparency.
		copyPicture(dst, v, r)
		copySide(dst, parts, r)
	}
}

// endPlayFrame remembers what this play frame left in dst, for the next.
func endPlayFrame(dst *ebiten.Image, v image.Rectangle) {
	lastFrame = frameMemo{
		dst:     dst,
		size:    dst.Bounds().Size(),
		view:    v,
		picture: pictureDraws,
		side:    sideDraws,
		dirty:   slices.Clone(drawnOver),
		all:     drawnOverAll,
	}
}
