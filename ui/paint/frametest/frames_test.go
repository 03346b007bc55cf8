// Package frametest checks what only whole frames of Ebitengine's game
// loop show: the other pixel tests run inside a single Update (see
// painttest), where no frame ever ends. TestMain plays the frames first,
// in a small hidden window, and the tests then judge what was measured.
package frametest

import (
	"flag"
	"fmt"
	"os"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/ui/paint"
)

// A run of frames as a window with caches plays them: draws (each one
// costs Ebitengine a slot of its uniform buffer) and an odd number of
// read-backs (paint.Settle) every frame.
const (
	drawsPerFrame = 1000
	warmFrames    = 30  // frames before the first measure
	runFrames     = 150 // frames between the two measures
)

// run is one run of frames: whether each frame ends with paint.EndFrame,
// and the Go heap (after a collection) before and after its measured
// frames.
type run struct {
	name          string
	endFrame      bool
	before, after uint64
}

// grew is how much the Go heap grew over the measured frames, in MB.
func (r *run) grew() float64 { return (float64(r.after) - float64(r.before)) / 1e6 }

// The runs, in the order played: the one that ends its frames as the window
// does first, as the other leaves large buffers behind.
var (
	ended    = &run{name: "frames ended with paint.EndFrame", endFrame: true}
	notEnded = &run{name: "frames not ended"}
	played   bool
)

// player plays the runs one after the other, a frame each Draw.
type player struct {
	runs     []*run
	at       int // the run being played
	frame    int // frames played of it
	src, dst *ebiten.Image
}

func heap() uint64 {
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.HeapAlloc
}

func (p *player) Update() error {
	if p.at == len(p.runs) {
		played = true
		return ebiten.Termination
	}
	return nil
}

func (p *player) Draw(screen *ebiten.Image) {
	if p.at == len(p.runs) {
		return
	}
	r := p.runs[p.at]
	switch p.frame {
	case warmFrames:
		r.before = heap()
	case warmFrames + runFrames:
		r.after = heap()
		p.at, p.frame = p.at+1, 0
		return
	}
	p.frame++
	for i := 0; i < drawsPerFrame; i++ {
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(float64(i%40), float64(i%30))
		p.dst.DrawImage(p.src, op)
	}
	paint.Settle(p.dst)
	screen.DrawImage(p.dst, nil)
	if r.endFrame {
		paint.EndFrame()
	}
}

func (p *player) Layout(int, int) (int, int) { return 64, 64 }

func TestMain(m *testing.M) {
	flag.Parse()
	if paint.HasDisplay() && !testing.Short() {
		p := &player{runs: []*run{ended, notEnded}, src: ebiten.NewImage(4, 4), dst: ebiten.NewImage(48, 48)}
		p.src.Fill(paint.ColGold)
		ebiten.SetWindowSize(64, 64)
		ebiten.SetVsyncEnabled(false)
		if err := ebiten.RunGameWithOptions(p, &ebiten.RunGameOptions{InitUnfocused: true, SkipTaskbar: true}); err != nil {
			fmt.Fprintf(os.Stderr, "frametest: the game loop failed: %v\n", err)
			os.Exit(1)
		}
	}
	os.Exit(m.Run())
}

// A window that reads pixels back an odd number of times a frame (a cache
// settled) and ends each frame with paint.EndFrame keeps a flat Go heap;
// without EndFrame the same frames grow it by every draw (Ebitengine
// empties one of its two command queues' uniform buffers only when that
// queue ends a frame). The second run shows the measure can see the
// growth: should it stop growing, Ebitengine has changed and EndFrame may
// no longer be needed.
func TestOddReadBacksDoNotGrowTheHeapWhenFramesEnd(t *testing.T) {
	if !paint.HasDisplay() {
		t.Skip("no display (DISPLAY unset): frames need X11; run under xvfb-run -a")
	}
	if testing.Short() {
		t.Skip("plays 360 frames: not in -short")
	}
	if !played {
		t.Fatal("the frames were not played")
	}
	for _, r := range []*run{ended, notEnded} {
		t.Logf("%s: Go heap %.1f MB after %d frames, %.1f MB after %d more (%+.1f MB)", r.name, float64(r.before)/1e6, warmFrames, float64(r.after)/1e6, runFrames, r.grew())
	}
	// A frame's draws take about 200 bytes each of uniforms: 150 frames of
	// 1000 draws, 30 MB if never emptied.
	if g := ended.grew(); g > 3 {
		t.Errorf("%s: the Go heap grew %.1f MB over %d frames; want it flat (under 3 MB)", ended.name, g, runFrames)
	}
	if g := notEnded.grew(); g < 6 {
		t.Errorf("%s: the Go heap grew only %.1f MB over %d frames, where Ebitengine v2.10.4 grows it by some 30 MB: the measure no longer sees the growth EndFrame prevents", notEnded.name, g, runFrames)
	}
}
