// Package testsize sizes the suite's long property runs and big-N checks.
// make test plays a count that keeps the suite quick; make soak sets
// ZULU1879_LONG_TESTS=1 and plays the long count; go test -short plays the
// smallest. Every assertion runs in each mode: only how many games it sees
// changes.
package testsize

import (
	"os"
	"testing"
)

// LongEnv is the environment variable that asks for the long counts.
const LongEnv = "ZULU1879_LONG_TESTS"

// Long reports whether the long counts were asked for.
func Long() bool { return os.Getenv(LongEnv) != "" }

// Pick returns long when the long counts were asked for, short under
// go test -short, and suite otherwise.
func Pick(short, suite, long int) int {
	switch {
	case Long():
		return long
	case testing.Short():
		return short
	}
	return suite
}
