//go:build unix

package skirmishui

import (
	"syscall"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

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

// BenchmarkDrawSkirmish times a frame of the skirmish screen at 1600×1000
// in the perimeter's second turn with the bots' first turn played (36
// British figures, 64 Zulus, the whole map): the board's picture copied,
// every figure with its arrow and pips, the bar and the panel drawn again,
// as each frame the window draws does. It waits for the GPU each time and
// reports the process's CPU time a frame (cpu-ms/op) beside the wall time.
func BenchmarkDrawSkirmish(b *testing.B) {
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
	defer s.Release()
	dst := ebiten.NewImage(1600, 1000)
	defer dst.Deallocate()
	s.Layout(1600, 1000)
	s.Draw(dst)
	paint.Settle(dst)
	b.ResetTimer()
	c0, ok := processCPU()
	for i := 0; i < b.N; i++ {
		s.Draw(dst)
		paint.Settle(dst)
	}
	b.StopTimer()
	if c1, ok1 := processCPU(); ok && ok1 {
		b.ReportMetric(float64(c1-c0)/float64(b.N)/1e6, "cpu-ms/op")
	}
}
