package ui

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/ui/paint"
)

// reportCPU reports the process's CPU time since cpu per op, as cpu-ms/op:
// on a machine others share, wall time swings with their load, while the
// work a frame costs (the software renderer's threads included) does not.
func reportCPU(b *testing.B, cpu time.Duration) {
	b.ReportMetric(float64(processCPU()-cpu)/float64(time.Millisecond)/float64(b.N), "cpu-ms/op")
}

// BenchmarkFrameFloor takes BenchmarkDrawEmptyFrame apart, to say what a
// 1600×1000 frame costs before anything of the game is drawn: the wait for
// the GPU alone (paint.Settle with nothing queued), a clear, a fill, and a
// full-frame copy of an opaque image (what a crowded frame mostly is: the
// board picture copied into the view). Each step ends with paint.Settle,
// as BenchmarkDrawCrowdedFrame does.
func BenchmarkFrameFloor(b *testing.B) {
	needLoop(b)
	const w, h = 1600, 1000
	src := ebiten.NewImage(w, h)
	src.Fill(paint.ColPanel)
	steps := []struct {
		name string
		draw func(dst *ebiten.Image)
	}{
		{"settle-only", func(*ebiten.Image) {}},
		{"clear", func(dst *ebiten.Image) { dst.Clear() }},
		{"clear+fill", func(dst *ebiten.Image) { dst.Clear(); dst.Fill(paint.ColPanel) }},
		{"copy", func(dst *ebiten.Image) {
			dst.DrawImage(src, &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy})
		}},
		{"clear+copy", func(dst *ebiten.Image) {
			dst.Clear()
			dst.DrawImage(src, &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy})
		}},
		{"clear+blend", func(dst *ebiten.Image) {
			dst.Clear()
			dst.DrawImage(src, nil)
		}},
	}
	for _, s := range steps {
		b.Run(s.name, func(b *testing.B) {
			dst := ebiten.NewImage(w, h)
			s.draw(dst)
			paint.Settle(dst)
			b.ResetTimer()
			cpu := processCPU()
			for i := 0; i < b.N; i++ {
				s.draw(dst)
				paint.Settle(dst)
			}
			reportCPU(b, cpu)
		})
	}
}
