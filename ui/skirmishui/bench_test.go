//go:build unix

package skirmishui

import (
	"slices"
	"syscall"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/hexmap"
	"zulu1879/skirmish"
	"zulu1879/ui/paint"
)

// processCPU is the CPU time this process has used, every thread (the
// software renderer's too).
func processCPU() (time.Duration, bool) {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}

// skirmishAtTurn2 is the skirmish screen at 1600×1000 in the perimeter's
// second turn with the bots' first turn played (36 British figures, 64
// Zulus, the whole map), drawn once into dst.
func skirmishAtTurn2(b *testing.B) (*Screen, *ebiten.Image) {
	needLoop(b)
	m := newModel(b, "perimeter", 3, "default", "default")
	for m.G().Turn < 2 && !m.Over() {
		m.Skip()
	}
	if m.G().Phase == skirmish.StepOver {
		b.Fatal("the game ended")
	}
	s, err := New(m)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(s.Release)
	dst := ebiten.NewImage(1600, 1000)
	b.Cleanup(dst.Deallocate)
	s.Layout(1600, 1000)
	s.Draw(dst)
	paint.Settle(dst)
	return s, dst
}

// BenchmarkDrawSkirmish times a frame of the skirmish screen at 1600×1000
// in the perimeter's second turn in which nothing changed, drawn as the
// window draws it: into the same screen, which the window keeps, so the
// board (its picture holds the figures) draws nothing again; the bar and
// the panel are drawn again. It waits for the GPU each time and reports
// the process's CPU time a frame (cpu-ms/op) beside the wall time.
func BenchmarkDrawSkirmish(b *testing.B) {
	s, dst := skirmishAtTurn2(b)
	b.ResetTimer()
	c0, ok := processCPU()
	for i := 0; i < b.N; i++ {
		s.Draw(dst)
		paint.Settle(dst)
	}
	b.StopTimer()
	reportCPU(b, c0, ok)
}

// BenchmarkDrawSkirmishPointer is BenchmarkDrawSkirmish with the pointer
// going from figure to figure, a hex a frame: each frame rings another
// hex (and the panel describes the figure under it).
func BenchmarkDrawSkirmishPointer(b *testing.B) {
	s, dst := skirmishAtTurn2(b)
	var hexes []hexmap.Hex
	for _, f := range s.Play.G().Figs {
		if f.Alive() && s.Board.Cam.View.Contains(s.Board.Cam.HexScreen(f.Hex)) && !slices.Contains(hexes, f.Hex) {
			hexes = append(hexes, f.Hex)
		}
	}
	if len(hexes) < 2 {
		b.Fatalf("%d figures' hexes in view", len(hexes))
	}
	b.ResetTimer()
	c0, ok := processCPU()
	for i := 0; i < b.N; i++ {
		s.Board.Hover = hexes[i%len(hexes)]
		s.Draw(dst)
		paint.Settle(dst)
	}
	b.StopTimer()
	reportCPU(b, c0, ok)
}

// reportCPU adds the process's CPU time a frame since c0.
func reportCPU(b *testing.B, c0 time.Duration, ok bool) {
	if c1, ok1 := processCPU(); ok && ok1 && b.N > 0 {
		b.ReportMetric(float64(c1-c0)/float64(b.N)/1e6, "cpu-ms/op")
	}
}
