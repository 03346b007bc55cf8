package saves

import (
	"encoding/json"
	"slices"

	"github.com/pmezard/go-difflib/difflib"

	"zulu1879/isandlwana"
	"zulu1879/scenarios"
)

// Normalize returns a save as this program would write it: upgraded to the
// current format, re-indented, with the summary line filled in when the old
// format had none. It does not replay the game, so even a save that fails to
// verify can be normalised and compared.
func Normalize(data []byte, name string) ([]byte, error) {
	f, err := Parse(data, name)
	if err != nil {
		return nil, err
	}
	if f.Summary == "" {
		f.Summary = storedSummary(f)
	}
	return f.Encode()
}

// storedSummary describes the stored state without replaying it.
func storedSummary(f *File) string {
	var st isandlwana.State
	if json.Unmarshal(f.State, &st) != nil {
		return ""
	}
	name := f.Scenario.ID
	if f.Scenario.File == "" && slices.Contains(scenarios.BuiltinIDs(), f.Scenario.ID) {
		if s, err := scenarios.Builtin(f.Scenario.ID); err == nil {
			name = s.Name
		}
	}
	return summary(&st, name)
}

// UnifiedDiff returns the unified diff (three lines of context) that turns
// text a into text b, or "" when they are equal.
func UnifiedDiff(a, b []byte, nameA, nameB string) string {
	if string(a) == string(b) {
		return ""
	}
	out, err := difflib.GetUnifiedDiffString(difflib.UnifiedDiff{
		A:        difflib.SplitLines(string(a)),
		B:        difflib.SplitLines(string(b)),
		FromFile: nameA,
		ToFile:   nameB,
		Context:  3,
	})
	if err != nil {
		// Writing into a strings.Builder cannot fail.
		return err.Error()
	}
	return out
}

// Diff normalises two saves and returns the unified diff between them, or ""
// when they are the same game in the same state.
func Diff(a, b []byte, nameA, nameB string) (string, error) {
	na, err := Normalize(a, nameA)
	if err != nil {
		return "", err
	}
	nb, err := Normalize(b, nameB)
	if err != nil {
		return "", err
	}
	return UnifiedDiff(na, nb, nameA, nameB), nil
}
