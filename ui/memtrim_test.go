package ui

import (
	"runtime/debug"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/ui/paint"
	"zulu1879/ui/uistate"
)

// Memory is given back only after a cache was rebuilt, and at most once
// every releaseEvery, however often caches are rebuilt.
func TestMemoryIsReleasedAfterRebuildsAtMostEverySoOften(t *testing.T) {
	t0 := time.Now().Add(time.Hour) // past any release made before
	steps := []struct {
		at      time.Duration // after t0
		rebuilt bool
		release bool
	}{
		{0, false, false},                // nothing rebuilt: nothing to give back
		{0, true, true},                  // a rebuild: given back
		{time.Second, true, false},       // another, too soon: waits
		{2 * time.Second, false, false},  // still too soon
		{releaseEvery, false, true},      // the wait is over: given back
		{releaseEvery + 1, false, false}, // nothing new since
	}
	releaseDue.Store(false)
	for k, s := range steps {
		for releasing.Load() {
			time.Sleep(time.Millisecond)
		}
		if s.rebuilt {
			cacheRebuilt()
		}
		before := releases.Load()
		maybeReleaseMemory(t0.Add(s.at))
		if got := releases.Load() > before; got != s.release {
			t.Errorf("step %d (at +%v, rebuilt %v): released %v, want %v", k, s.at, s.rebuilt, got, s.release)
		}
	}
	for releasing.Load() {
		time.Sleep(time.Millisecond)
	}
}

// Every frame the window draws ends with an even number of read-backs
// (paint.EndFrame), whatever the frame read back itself: a first frame of
// the board, which settles the caches it makes, and frames after one odd
// read-back, on the board and on the start screen.
func TestWindowFramesEndWithEvenReadBacks(t *testing.T) {
	needLoop(t)
	m := uistate.NewModel(newSession(t, "isandlwana", 3), [2]*Bot{})
	play := NewAppPlaying(m)
	play.s, play.w, play.h = 1, 1024, 700
	menu := NewApp(1879)
	menu.s, menu.w, menu.h = 1, 1024, 700
	dst := ebiten.NewImage(1024, 700)
	defer dst.Deallocate()
	steps := []struct {
		name    string
		a       *App
		readOne bool // one read-back before the frame
	}{
		{"the board's first frame (its caches made)", play, false},
		{"the board after one read-back", play, true},
		{"the start screen after one read-back", menu, true},
		{"the start screen again", menu, false},
	}
	for _, s := range steps {
		if s.readOne {
			paint.Settle(dst)
			if paint.ReadsInFrame()%2 != 1 {
				t.Fatalf("%s: %d read-backs counted after one", s.name, paint.ReadsInFrame())
			}
		}
		s.a.Draw(dst)
		if n := paint.ReadsInFrame(); n != 0 {
			t.Errorf("%s: %d read-backs left counted after the frame; want the frame ended (0)", s.name, n)
		}
	}
}

// The window collects its Go heap at gcPercent, unless GOGC or GOMEMLIMIT
// in the environment asks for something else: then it leaves the runtime's
// setting alone.
func TestWindowGCPercentYieldsToTheEnvironment(t *testing.T) {
	const before = 77 // an odd value, to tell "left alone" from "set"
	old := debug.SetGCPercent(before)
	defer debug.SetGCPercent(old)
	for _, c := range []struct {
		name, gogc, memlimit string
		want                 int
	}{
		{"nothing set", "", "", gcPercent},
		{"GOGC set", "100", "", before},
		{"GOMEMLIMIT set", "", "400MiB", before},
	} {
		t.Setenv("GOGC", c.gogc)
		t.Setenv("GOMEMLIMIT", c.memlimit)
		debug.SetGCPercent(before)
		tuneGoHeap()
		got := debug.SetGCPercent(before)
		if got != c.want {
			t.Errorf("%s: GC percent %d after tuneGoHeap, want %d", c.name, got, c.want)
		}
	}
}
