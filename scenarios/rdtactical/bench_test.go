package rdtactical

import "testing"

func BenchmarkParseStation(b *testing.B) {
	for b.Loop() {
		if _, err := Parse(stationJSON, BuiltinFile); err != nil {
			b.Fatal(err)
		}
	}
}
