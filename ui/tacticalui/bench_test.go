package tacticalui

import (
	"slices"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/hexmap"
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
// the panel, the pointer on a man's hex) in which nothing changed, as most
// frames of play, drawn as the window draws it: into the same screen
// image, which the window does not clear, so the screen draws again only
// what changed since its last frame (here nothing). It waits each time
// until the GPU has drawn it (one pixel read back).
func BenchmarkDrawTacticalBoard(b *testing.B) {
	s, dst := crowdedScreen(b)
	s.Board.Hover = s.Counters[0].Hex
	s.Draw(dst)
	paint.Settle(dst)
	b.ResetTimer()
	c0, ok := cpuTime()
	for i := 0; i < b.N; i++ {
		s.Draw(dst)
		paint.Settle(dst)
	}
	reportCPU(b, c0, ok)
}

// BenchmarkDrawTacticalBoardWhole is the still crowded frame drawn whole
// each time, as after a dialog or another screen (ForgetFrame): the
// board's picture and the bar and panel copied over the whole screen.
func BenchmarkDrawTacticalBoardWhole(b *testing.B) {
	s, dst := crowdedScreen(b)
	s.Board.Hover = s.Counters[0].Hex
	s.Draw(dst)
	paint.Settle(dst)
	b.ResetTimer()
	c0, ok := cpuTime()
	for i := 0; i < b.N; i++ {
		s.ForgetFrame()
		s.Draw(dst)
		paint.Settle(dst)
	}
	reportCPU(b, c0, ok)
}

// BenchmarkDrawTacticalBoardPointer is the crowded frame while the pointer
// goes from counter to counter, a hex a frame, drawn as the window draws
// it: each frame rings another hex and the panel describes it; no counter
// changes.
func BenchmarkDrawTacticalBoardPointer(b *testing.B) {
	s, dst := crowdedScreen(b)
	var hexes []hexmap.Hex
	for _, c := range s.Counters {
		if !c.InBox && s.Board.Cam.View.Contains(s.Board.Cam.HexScreen(c.Hex)) && !slices.Contains(hexes, c.Hex) {
			hexes = append(hexes, c.Hex)
		}
	}
	panels := s.chromeDraws
	b.ResetTimer()
	c0, ok := cpuTime()
	for i := 0; i < b.N; i++ {
		s.Board.Hover = hexes[i%len(hexes)]
		s.Draw(dst)
		paint.Settle(dst)
	}
	b.StopTimer()
	reportCPU(b, c0, ok)
	if len(hexes) < 2 || s.chromeDraws-panels != b.N {
		b.Fatalf("%d frames over %d hexes drew the panel %d times", b.N, len(hexes), s.chromeDraws-panels)
	}
}

// reportCPU adds the process's CPU time per frame (all threads: the
// software renderer's too) since c0, which a machine busy with other work
// stretches less than the wall time.
func reportCPU(b *testing.B, c0 time.Duration, ok bool) {
	if c1, ok1 := cpuTime(); ok && ok1 && b.N > 0 {
		b.ReportMetric(float64(c1-c0)/float64(b.N)/1e6, "cpu-ms/op")
	}
}

// BenchmarkDrawTacticalBoardChanging is the crowded frame when things
// change every frame: a Zulu counter steps to another hex (the board's
// picture is patched where it left and where it goes, and those squares
// copied into the screen) and the pointer is on another hex (its ring
// moves, the panel is drawn again), drawn as the window draws it.
func BenchmarkDrawTacticalBoardChanging(b *testing.B) {
	s, dst := crowdedScreen(b)
	g := s.Board.Map.Grid
	last := &s.Counters[len(s.Counters)-1]
	home := last.Hex
	board := func() int { return s.Board.directDraws + s.Board.pictureDraws + s.Board.patchDraws }
	pics, panels := board(), s.chromeDraws
	b.ResetTimer()
	c0, ok := cpuTime()
	for i := 0; i < b.N; i++ {
		if i%2 == 0 {
			last.Hex = home.Neighbors()[i%6]
		} else {
			last.Hex = home
		}
		s.Board.Hover = g.HexAt(i % g.Size())
		s.Draw(dst)
		paint.Settle(dst)
	}
	b.StopTimer()
	reportCPU(b, c0, ok)
	if board()-pics != b.N || s.chromeDraws-panels != b.N {
		b.Fatalf("%d frames drew the board %d times and the panel %d", b.N, board()-pics, s.chromeDraws-panels)
	}
}

// BenchmarkDrawEmptyFrame is the floor under the frame benchmarks: clearing
// and filling a 1600×1000 image and waiting for the GPU.
func BenchmarkDrawEmptyFrame(b *testing.B) {
	needLoop(b)
	dst := ebiten.NewImage(1600, 1000)
	defer dst.Deallocate()
	c0, ok := cpuTime()
	for i := 0; i < b.N; i++ {
		dst.Clear()
		dst.Fill(paint.ColPanel)
		paint.Settle(dst)
	}
	reportCPU(b, c0, ok)
}
