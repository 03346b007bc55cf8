//go:build !linux || !cgo

package ui

// tuneCHeap does nothing here: only glibc's allocator is tuned.
func tuneCHeap() {}

// trimCHeap does nothing here: only glibc's heaps are trimmed.
func trimCHeap() {}
