package ui

import (
	"os"
	"runtime/debug"
	"sync/atomic"
	"time"
)

// Giving memory back. When the caches that hold large images are made
// again (another window size, another zoom), the memory of the old ones is
// free but stays resident: the Go runtime keeps freed heap for reuse and
// returns it only slowly, and the C allocator, whose memory holds the
// software renderer's textures, returns little of what is freed in the
// middle of its heaps by itself. After such a rebuild the window hands
// both back, at most once every few seconds and in a goroutine of its own,
// so that no frame waits for it.

var (
	// releaseDue is set when a big cache image was made again.
	releaseDue atomic.Bool
	// releasing is set while a release runs.
	releasing atomic.Bool
	// lastRelease is when the last release began (game loop only).
	lastRelease time.Time
	// releases counts the releases begun (tests read it).
	releases atomic.Int64
)

// releaseEvery is the least time between two releases.
const releaseEvery = 5 * time.Second

// cacheRebuilt notes that a big cache image was made again, so that the
// memory of the one it replaced is given back soon.
func cacheRebuilt() { releaseDue.Store(true) }

// maybeReleaseMemory gives freed memory back to the system if a cache was
// rebuilt since the last time and the last release is long enough ago.
func maybeReleaseMemory(now time.Time) {
	if !releaseDue.Load() || now.Sub(lastRelease) < releaseEvery || releasing.Load() {
		return
	}
	releaseDue.Store(false)
	releasing.Store(true)
	lastRelease = now
	releases.Add(1)
	go func() {
		defer releasing.Store(false)
		debug.FreeOSMemory()
		trimCHeap()
	}()
}

// gcPercent is the Go heap's growth between collections the window runs
// with (the runtime's default is 100): the heap is let grow to 1.5 times
// what is live instead of twice, for more frequent collections (the soak
// reports the share of CPU they take).
const gcPercent = 50

// tuneGoHeap sets the window's garbage collection going, unless GOGC or
// GOMEMLIMIT in the environment says otherwise.
func tuneGoHeap() {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	debug.SetGCPercent(gcPercent)
}
