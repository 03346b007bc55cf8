package hexmap

import (
	"iter"
	"math/bits"
)

// Set is a set of small non-negative integers, one bit each: bit i%64 of
// word i/64 stands for i. The hot loops of the engines keep sets of hex
// indices (Grid.Index) this way, because adding, testing and walking a
// set of bits costs no allocation and a word covers 64 hexes at once
// (the Zulu path search shifts whole words, the line-of-sight table is
// one bit a pair of hexes). Make one with NewSet, or reuse a slice:
// Set(make([]uint64, words)).
type Set []uint64

// NewSet returns an empty set that holds 0 to n-1.
func NewSet(n int) Set { return make(Set, (n+63)/64) }

// Add puts i in the set.
func (s Set) Add(i int) { s[i>>6] |= 1 << (i & 63) }

// Remove takes i out of the set.
func (s Set) Remove(i int) { s[i>>6] &^= 1 << (i & 63) }

// Has reports whether i is in the set.
func (s Set) Has(i int) bool { return s[i>>6]&(1<<(i&63)) != 0 }

// Clear empties the set.
func (s Set) Clear() { clear(s) }

// Len counts the members.
func (s Set) Len() int {
	n := 0
	for _, w := range s {
		n += bits.OnesCount64(w)
	}
	return n
}

// All yields the members in increasing order.
func (s Set) All() iter.Seq[int] {
	return func(yield func(int) bool) {
		for w, word := range s {
			for ; word != 0; word &= word - 1 {
				if !yield(w*64 + bits.TrailingZeros64(word)) {
					return
				}
			}
		}
	}
}
