package paint

import (
	"strconv"
	"testing"

	"zulu1879/assets"
)

// BenchmarkWrapNewLogLine wraps a log line never seen before, as the log
// panel does when an action adds one: the cost of measuring new text.
func BenchmarkWrapNewLogLine(b *testing.B) {
	f := Face(assets.Regular, 13)
	for i := 0; i < b.N; i++ {
		Wrap(f, "[4] Zulu from 1608 attacks 1508: 6 less defence 2 (clear 2), hit on 1–4; rolled "+strconv.Itoa(i)+", hit (8.3.2)", 300)
	}
}

// BenchmarkWrapSameLogLine wraps the same line again, as every frame that
// redraws the log does.
func BenchmarkWrapSameLogLine(b *testing.B) {
	f := Face(assets.Regular, 13)
	for i := 0; i < b.N; i++ {
		Wrap(f, "[4] Zulu from 1608 attacks 1508: 6 less defence 2 (clear 2), hit on 1–4; rolled 4, hit (8.3.2)", 300)
	}
}
