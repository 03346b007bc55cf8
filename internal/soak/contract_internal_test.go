package soak

import (
	"fmt"
	"strings"
	"sync/atomic"
	"testing"

	"zulu1879/games"
)

// countdown is a toy game for the contract soak's own test: one seat
// removes 1 or 2 from a count until it reaches 0. Each flaw, when set,
// breaks one promise the soak checks.
type countdown struct{ flaw string }

type countdownState struct {
	n    int
	flaw string
}

// drift makes the "unstable-hash" flaw's hashes differ between plays.
var drift atomic.Int64

func (c countdown) Info() games.Info {
	return games.Info{ID: "toy-countdown", Title: "Countdown", Seats: []string{"one"}, Scenarios: []string{"twenty"}}
}
func (c countdown) New(games.Setup) (games.State, error) {
	return &countdownState{n: 20, flaw: c.flaw}, nil
}
func (s *countdownState) ToAct() games.Seat {
	if s.n <= 0 {
		return games.Nobody
	}
	return 0
}
func (s *countdownState) Prompt() games.Prompt { return games.Prompt{Seat: s.ToAct(), Key: "take"} }
func (s *countdownState) Legal() []string {
	switch {
	case s.n <= 0:
		return nil
	case s.flaw == "unsorted":
		return []string{"2", "1"}
	}
	return []string{"1", "2"}
}
func (s *countdownState) Apply(a string) error {
	if a != "1" && a != "2" {
		return fmt.Errorf("countdown: %q is not 1 or 2", a)
	}
	if s.flaw == "refuses" && s.n == 3 {
		return fmt.Errorf("countdown: not now")
	}
	s.n -= int(a[0] - '0')
	return nil
}
func (s *countdownState) Result() (games.Result, bool) {
	if s.flaw == "no-result" || s.n > 0 {
		return games.Result{}, false
	}
	return games.Result{Key: "done"}, true
}
func (s *countdownState) Hash() string {
	if s.flaw == "unstable-hash" {
		return fmt.Sprint(s.n, drift.Add(1))
	}
	return fmt.Sprint(s.n)
}
func (s *countdownState) Log(games.Seat, int) []games.Event { return nil }
func (s *countdownState) View(games.Seat) any               { return s.n }
func (s *countdownState) Clone() games.State {
	if s.flaw == "shared-clone" {
		return s
	}
	c := *s
	return &c
}
func (s *countdownState) Reseed(uint64) {}

// TestContract_FindsEachBrokenPromise: a sound toy game passes the contract
// soak, and each flaw makes it fail with a message naming the broken
// promise.
func TestContract_FindsEachBrokenPromise(t *testing.T) {
	cases := []struct{ flaw, want string }{
		{"", ""}, // sound
		{"unsorted", "Legal is not sorted"},
		{"refuses", "the listed action"},
		{"no-result", "has no result"},
		{"unstable-hash", "hash"},
		{"shared-clone", "clone"},
	}
	for _, c := range cases {
		t.Run(c.flaw, func(t *testing.T) {
			old := *outDir
			*outDir = t.TempDir()
			defer func() { *outDir = old }()
			var r recorder
			Run(&r, Contract(countdown{flaw: c.flaw}, "TestToy", 40, 40))
			got := strings.Join(r.errs, "\n")
			if c.want == "" && got != "" || c.want != "" && !strings.Contains(got, c.want) {
				t.Errorf("flaw %q: soak said %q, want %q", c.flaw, got, c.want)
			}
		})
	}
}
