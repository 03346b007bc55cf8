package saves

import "testing"

// benchGame is a whole random game (about two hundred actions).
func benchGame(b *testing.B) *Session {
	b.Helper()
	return randomGame(b, "isandlwana", 1879, 0)
}

// BenchmarkEncode measures writing a whole game to bytes, including the
// replay that verifies the save before it is handed out.
func BenchmarkEncode(b *testing.B) {
	s := benchGame(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.Encode("bench"); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(s.Len()), "actions")
}

// BenchmarkDecode measures loading a whole game: parse, replay, check.
func BenchmarkDecode(b *testing.B) {
	s := benchGame(b)
	data, err := s.Encode("bench")
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Decode(data, LoadOptions{Quiet: true}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAutosave measures one autosave of a whole game (encode, verify,
// atomic write with fsync, pruning).
func BenchmarkAutosave(b *testing.B) {
	s := benchGame(b)
	a, err := NewAutosaver(b.TempDir(), "bench", 5)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := a.Save(s); err != nil {
			b.Fatal(err)
		}
	}
}
