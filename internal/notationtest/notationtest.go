// Package notationtest holds the checks the fuzzers of the two typed move
// notations (Isandlwana's and Rorke's Drift's) share.
package notationtest

import (
	"fmt"
	"strings"
	"testing"
)

// ReadsBack parses line with parse. A refused line must be refused with a
// one-line message, and ReadsBack returns false. A line that parses must
// print (String) in a form that parses again to the same printed form; the
// move read is returned with true.
func ReadsBack[A fmt.Stringer](t *testing.T, line string, parse func(string) (A, error)) (A, bool) {
	t.Helper()
	a, err := parse(line)
	if err != nil {
		if msg := err.Error(); msg == "" || strings.Contains(msg, "\n") {
			t.Fatalf("%q: error %q is not one line", line, msg)
		}
		return a, false
	}
	again, err := parse(a.String())
	if err != nil {
		t.Fatalf("%q read as %q, which does not read again: %v", line, a.String(), err)
	}
	if again.String() != a.String() {
		t.Fatalf("%q read as %q, which reads again as %q", line, a.String(), again.String())
	}
	return a, true
}
