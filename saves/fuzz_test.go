package saves

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzLoad feeds the loader arbitrary bytes: it must never panic, every
// error must be a one-line *Error, and a save it accepts must replay to the
// hash it records.
func FuzzLoad(f *testing.F) {
	good := encode(f, randomGame(f, "isandlwana", 5, 40))
	f.Add(good)
	f.Add(encodeV1(f, randomGame(f, "isandlwana", 6, 25)))
	f.Add(good[:len(good)/2])
	f.Add([]byte{})
	f.Add([]byte("{}"))
	f.Add([]byte(`{"format": 3, "game": "zulu1879/isandlwana"}`))
	f.Add([]byte(`{"format": 1, "game": "zulu1879/isandlwana", "scenario": "isandlwana", "seed": 1, "actions": [{"kind": 0}], "hash": "00000000000000000000000000000000", "state": {}}`))
	f.Add([]byte("\x89PNG\r\n\x1a\n"))
	for _, dir := range []string{"testdata/v1", "testdata/golden"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
		for _, p := range files {
			if data, err := os.ReadFile(p); err == nil {
				f.Add(data)
			}
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Decode(data, LoadOptions{Name: "fuzz", Quiet: true})
		if err != nil {
			var se *Error
			if !errors.As(err, &se) {
				t.Fatalf("error is %T, not *Error: %v", err, err)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("error is not one line: %q", err)
			}
			if se.Problem != ProblemMismatch && s != nil {
				t.Fatal("a failed load returned a session")
			}
			return
		}
		pf, err := Parse(data, "fuzz")
		if err != nil {
			t.Fatalf("Decode accepted what Parse refuses: %v", err)
		}
		if s.Note() == "" && s.Game().Hash() != pf.Hash {
			t.Fatalf("accepted a save whose replay hashes to %s, not %s", s.Game().Hash(), pf.Hash)
		}
		if _, err := Normalize(data, "fuzz"); err != nil {
			t.Fatalf("a loadable save does not normalise: %v", err)
		}
	})
}
