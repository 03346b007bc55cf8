package tacticalui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/ui/paint"
)

// crowdedScreen is the screen with the demo's 140 British and 150 Zulu
// counters at 1600×1000, drawn once (layer, sprites and pictures made).
func crowdedScreen(b *testing.B) (*Screen, *ebiten.Image) {
	needLoop(b)
	s := newScreen(b)
	s.Counters = DemoCounters(s.Board.Map, 140, 150)
	s.Turn, s.VP = 12, 40
	dst := ebiten.NewImage(1600, 1000)
	b.Cleanup(dst.Deallocate)
	s.Layout(1600, 1000)
	s.Draw(dst)
	paint.Settle(dst)
	return s, dst
}

// BenchmarkDrawTacticalBoard times a crowded frame at 1600×1000 (the whole
// map with 140 British and 150 Zulu counters, the roofs, the tracks and
// the panel) in which nothing changed, as most frames of play: the board's
// picture and the panel are copied. Like the window it clears the frame
// first, and it waits each time until the GPU has drawn it (one pixel read
// back).
func BenchmarkDrawTacticalBoard(b *testing.B) {
	s, dst := crowdedScreen(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		dst.Clear()
		s.Draw(dst)
		paint.Settle(dst)
	}
}

// BenchmarkDrawTacticalBoardChanging is the crowded frame when things
// change every frame: a Zulu counter steps to another hex (the board's
// picture is drawn again: layer copy, roofs, all 290 counters) and the
// pointer is on another hex (the panel is drawn again).
func BenchmarkDrawTacticalBoardChanging(b *testing.B) {
	s, dst := crowdedScreen(b)
	g := s.Board.Map.Grid
	last := &s.Counters[len(s.Counters)-1]
	home := last.Hex
	pics, panels := s.Board.pictureDraws, s.chromeDraws
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if i%2 == 0 {
			last.Hex = home.Neighbors()[i%6]
		} else {
			last.Hex = home
		}
		s.Board.Hover = g.HexAt(i % g.Size())
		dst.Clear()
		s.Draw(dst)
		paint.Settle(dst)
	}
	b.StopTimer()
	if s.Board.pictureDraws-pics != b.N || s.chromeDraws-panels != b.N {
		b.Fatalf("%d frames drew the picture %d times and the panel %d", b.N, s.Board.pictureDraws-pics, s.chromeDraws-panels)
	}
}

// BenchmarkDrawEmptyFrame is the floor under the frame benchmarks: clearing
// and filling a 1600×1000 image and waiting for the GPU.
func BenchmarkDrawEmptyFrame(b *testing.B) {
	needLoop(b)
	dst := ebiten.NewImage(1600, 1000)
	defer dst.Deallocate()
	for i := 0; i < b.N; i++ {
		dst.Clear()
		dst.Fill(paint.ColPanel)
		paint.Settle(dst)
	}
}
