package paint

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/png"
	"io"
	"os"

	"github.com/hajimehoshi/ebiten/v2"
)

// HasDisplay reports whether a window can be opened here (X11 needs
// DISPLAY, Wayland WAYLAND_DISPLAY; other systems always have one).
func HasDisplay() bool {
	return os.Getenv("DISPLAY") != "" || os.Getenv("WAYLAND_DISPLAY") != "" || !unixDesktop
}

// ErrNoDisplay says why no window was opened.
var ErrNoDisplay = errors.New("no display: DISPLAY is not set (run under X11, or use xvfb-run)")

// Snapshot draws with draw into an offscreen image of w × h pixels and
// reads the pixels back. It must run inside Ebitengine's game loop.
func Snapshot(w, h int, draw func(dst *ebiten.Image)) *image.RGBA {
	off := ebiten.NewImage(w, h)
	defer off.Deallocate()
	draw(off)
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	off.ReadPixels(img.Pix)
	readsInFrame++
	return img
}

// settleImg is the pixel Settle reads back.
var settleImg *ebiten.Image

// Settle makes the GPU do now what is queued for img (and everything else
// queued): it copies one pixel of img and reads it back. Drawing a cached
// image (a counter, a shape, the board layer) queues thousands of
// anti-aliased path vertices; Ebitengine keeps its vertex buffers as large
// as the most ever queued before one flush, for the life of the process,
// so caches settle each image they make rather than letting a frame that
// makes many queue them all at once (hundreds of MB on a busy board). It
// must run inside the game loop.
func Settle(img *ebiten.Image) {
	if settleImg == nil {
		settleImg = ebiten.NewImage(1, 1)
	}
	b := img.Bounds()
	if b.Empty() {
		return
	}
	op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
	op.GeoM.Translate(-float64(b.Min.X), -float64(b.Min.Y))
	settleImg.DrawImage(img.SubImage(image.Rect(b.Min.X, b.Min.Y, b.Min.X+1, b.Min.Y+1)).(*ebiten.Image), op)
	var px [4]byte
	settleImg.ReadPixels(px[:])
	readsInFrame++
}

// readsInFrame counts the read-backs (Settle, Snapshot) since the last
// EndFrame. They run on the game loop's goroutine only.
var readsInFrame int

// EndFrame keeps Ebitengine's per-frame buffers from growing without end;
// the window's Draw calls it last, every frame. Ebitengine (v2.10.4)
// queues draws in two command queues used in turn: each read-back (Settle,
// Snapshot) hands the current queue over to the GPU and switches to the
// other one, and so does the end of the frame. A queue's buffer of shader
// uniforms (about 200 bytes a draw, text glyphs included) is emptied only
// when it is the one handed over at the end of a frame. After an odd
// number of read-backs in a frame the same queue is handed over at the end
// of every frame and the other one is never emptied: its buffer grows by
// every draw it takes, frame after frame (a quarter GB of Go heap in 600
// frames of 2000 draws and one read-back each). So EndFrame reads back
// once more when the frame read back an odd number of times; it costs one
// wait for the GPU, with nothing queued, in the frames that made a cache.
// It must run inside the game loop.
func EndFrame() {
	if readsInFrame%2 == 1 {
		if settleImg == nil {
			settleImg = ebiten.NewImage(1, 1)
		}
		// The clear is a draw: Ebitengine then reads the pixel again
		// instead of answering from its copy of the last one read.
		settleImg.Clear()
		var px [4]byte
		settleImg.ReadPixels(px[:])
	}
	readsInFrame = 0
}

// ReadsInFrame is the number of read-backs since the last EndFrame (tests
// read it).
func ReadsInFrame() int { return readsInFrame }

// RenderPNG draws one frame with draw at w × h pixels and writes it to out
// as a PNG. It opens a window for a moment, so it needs a display (Xvfb
// will do). The size must lie between minW × minH and 8192 × 8192.
func RenderPNG(out io.Writer, w, h, minW, minH int, draw func(dst *ebiten.Image)) error {
	if !HasDisplay() {
		return ErrNoDisplay
	}
	if w < minW || h < minH || w > 8192 || h > 8192 {
		return fmt.Errorf("render size %dx%d: width and height must be between %dx%d and 8192x8192", w, h, minW, minH)
	}
	r := &renderer{draw: draw, w: w, h: h}
	ebiten.SetWindowTitle("zulu1879 render")
	ebiten.SetWindowSize(min(w, 1280), min(h, 800))
	if err := ebiten.RunGameWithOptions(r, &ebiten.RunGameOptions{InitUnfocused: true, SkipTaskbar: true}); err != nil {
		return err
	}
	if r.err != nil {
		return r.err
	}
	_, err := out.Write(r.png)
	return err
}

// renderer is the game loop of RenderPNG: it draws on its second frame
// and stops once the PNG is made.
type renderer struct {
	draw   func(dst *ebiten.Image)
	w, h   int
	frames int
	png    []byte
	err    error
}

func (r *renderer) Update() error {
	if r.png != nil || r.err != nil {
		return ebiten.Termination
	}
	return nil
}

func (r *renderer) Draw(*ebiten.Image) {
	r.frames++
	if r.png != nil || r.frames < 2 {
		return
	}
	var buf bytes.Buffer
	if r.err = png.Encode(&buf, Snapshot(r.w, r.h, r.draw)); r.err == nil {
		r.png = buf.Bytes()
	}
}

func (r *renderer) Layout(int, int) (int, int) { return r.w, r.h }
