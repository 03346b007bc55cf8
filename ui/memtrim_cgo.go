//go:build linux && cgo

package ui

/*
#include <malloc.h>
*/
import "C"

// tuneCHeap sets the C allocator (glibc) up for a long-running window
// whose software renderer makes and frees large textures: big blocks come
// straight from the system and go straight back to it (a fixed mmap
// threshold; glibc would otherwise raise it to the largest block ever
// freed, and keep later textures in its heaps), and the renderer's threads
// share two heaps instead of one each. It runs before the window opens.
func tuneCHeap() {
	C.mallopt(C.M_MMAP_THRESHOLD, 256<<10)
	C.mallopt(C.M_ARENA_MAX, 2)
}

// trimCHeap returns the free pages of the C allocator's heaps to the system.
func trimCHeap() { C.malloc_trim(0) }
