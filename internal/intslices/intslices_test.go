package intslices

import (
	"slices"
	"testing"
)

// TestEqualIsSlicesEqual pins the byte comparison to slices.Equal.
func TestEqualIsSlicesEqual(t *testing.T) {
	for _, c := range []struct{ a, b []int }{
		{nil, nil},
		{nil, []int{}},
		{[]int{1}, nil},
		{[]int{1, 2, 3}, []int{1, 2, 3}},
		{[]int{1, 2, 3}, []int{1, 2, 4}},
		{[]int{1, 2, 3}, []int{1, 2}},
		{[]int{0, 1 << 40}, []int{0, 1 << 41}},
		{[]int{-1}, []int{-1}},
	} {
		if got, want := Equal(c.a, c.b), slices.Equal(c.a, c.b); got != want {
			t.Errorf("Equal(%v, %v) = %v, slices.Equal says %v", c.a, c.b, got, want)
		}
	}
}

var sink bool

// BenchmarkEqual compares two equal counts of the 25×14 map's hexes, the
// engine's common case, by bytes and by slices.Equal.
func BenchmarkEqual(b *testing.B) {
	x, y := make([]int, 350), make([]int, 350)
	b.Run("bytes", func(b *testing.B) {
		for range b.N {
			sink = Equal(x, y)
		}
	})
	b.Run("slices.Equal", func(b *testing.B) {
		for range b.N {
			sink = slices.Equal(x, y)
		}
	})
}
