package saves

import (
	"fmt"
	"strings"
)

// Problem classifies what is wrong with a save.
type Problem uint8

// The problems a save can have.
const (
	ProblemRead      Problem = iota // the file cannot be read (missing, no permission)
	ProblemEmpty                    // zero bytes, or only white space
	ProblemTooBig                   // larger than MaxSize
	ProblemNotJSON                  // not JSON at all (an image, a text file)
	ProblemTruncated                // JSON that stops in the middle
	ProblemCorrupt                  // damaged JSON, or fields with impossible values
	ProblemWrongGame                // valid JSON, but not an Isandlwana save
	ProblemFuture                   // written by a newer program in a newer format
	ProblemScenario                 // the scenario it was played on is missing or changed
	ProblemAction                   // an action in the log cannot be read or is illegal
	ProblemMismatch                 // the replayed game differs from the stored state
)

var problemNames = [...]string{
	"unreadable", "empty", "too big", "not JSON", "truncated", "corrupted",
	"wrong game", "future version", "scenario", "bad action", "mismatch",
}

// String names the problem.
func (p Problem) String() string {
	if int(p) < len(problemNames) {
		return problemNames[p]
	}
	return "problem"
}

// Error is a save that cannot be loaded as it is. Its message is one line
// that names the file and what is wrong.
type Error struct {
	// Name is the file name (or another label for the data).
	Name    string
	Problem Problem
	// Action is the 1-based number of the logged action the problem was found
	// at, or 0.
	Action int
	Msg    string
	// Err is the cause, when the problem came from the system (a file not
	// found, a permission refused), so that errors.Is(err, fs.ErrNotExist)
	// tells a missing save from a damaged one.
	Err error
}

// Unwrap returns the cause, or nil.
func (e *Error) Unwrap() error { return e.Err }

// Error implements error.
func (e *Error) Error() string {
	msg := strings.ReplaceAll(e.Msg, "\n", " ")
	if e.Name == "" {
		return "save: " + msg
	}
	return "save " + e.Name + ": " + msg
}

func newError(name string, p Problem, format string, args ...any) *Error {
	return &Error{Name: name, Problem: p, Msg: fmt.Sprintf(format, args...)}
}
