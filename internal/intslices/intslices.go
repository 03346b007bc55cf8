// Package intslices holds the one performance trick the Isandlwana engine
// and its bots share on int slices: comparing two of them as bytes.
package intslices

import "unsafe"

// Equal is slices.Equal for two int slices, compared as bytes: the
// engine and the bots compare a count per hex of the map before many
// moves, and the byte comparison is several times faster than the element
// loop (BenchmarkEqual).
func Equal(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	if len(a) == 0 {
		return true
	}
	size := int(unsafe.Sizeof(a[0]))
	return string(unsafe.Slice((*byte)(unsafe.Pointer(&a[0])), len(a)*size)) ==
		string(unsafe.Slice((*byte)(unsafe.Pointer(&b[0])), len(b)*size))
}
