package ui

import (
	"testing"
	"time"
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
