package main

import (
	"bytes"
	"os"
	"testing"

	"github.com/pmezard/go-difflib/difflib"
)

// compareGolden checks a transcript against its golden file: with update it
// rewrites the file first; on a mismatch it fails with a unified diff (cut
// at 20,000 characters). name is how the file is shown, run the -run
// pattern that rewrites it.
func compareGolden(t *testing.T, path, name string, got []byte, update bool, run string) {
	t.Helper()
	if update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("rewrote %s (%d bytes)", name, len(got))
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./cmd/zulu1879 -run %s -update to create it)", err, run)
	}
	if bytes.Equal(got, want) {
		return
	}
	diff, _ := difflib.GetUnifiedDiffString(difflib.UnifiedDiff{
		A: difflib.SplitLines(string(want)), B: difflib.SplitLines(string(got)),
		FromFile: name, ToFile: "got", Context: 3,
	})
	if len(diff) > 20000 {
		diff = diff[:20000] + "\n… (diff cut)\n"
	}
	t.Errorf("transcript differs from %s (go test ./cmd/zulu1879 -run %s -update accepts it if the change is intended):\n%s", name, run, diff)
}
