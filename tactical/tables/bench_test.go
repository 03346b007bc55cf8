package tables

import "testing"

// A 12-man group across a wall and bushes at night, the planner's case.
func BenchmarkFireModifiers(b *testing.B) {
	in := FireInput{Side: British, Turn: 20, Firers: firers(12, Firer{Range: 6, Crosses: []Cover{Wall, Bushes}})}
	for b.Loop() {
		_ = Total(FireModifiers(in))
	}
}

func BenchmarkBritishRifleChances(b *testing.B) {
	for b.Loop() {
		_ = BritishRifleChances(5, -3)
	}
}

func BenchmarkMeleeColumn(b *testing.B) {
	for b.Loop() {
		col, _ := MeleeColumn(7.5, 2.5)
		_ = MeleeResult(4, ShiftedColumn(col, 3))
	}
}
