package all_test

import (
	"strings"
	"testing"

	"zulu1879/games"
)

// FuzzApplyEveryGame feeds every registered game a mix of its own legal
// actions and arbitrary text, through the contract alone: the fuzzer of
// typed actions written once for every game. Whatever comes in, Apply
// never panics; an action it refuses gets a one-line error and leaves the
// state as it was (the same hash); an action it takes keeps the promises
// of a state (Legal empty exactly when the game is over).
//
// The input is a game number, a seed and lines: a line "#N" applies the
// N-th legal action (modulo the list), any other line is applied as
// written.
func FuzzApplyEveryGame(f *testing.F) {
	f.Add(uint8(0), uint64(1), "#0\n#3\n#1\nnot an action\n#2")
	f.Add(uint8(1), uint64(7), "#5\nmove 0101 0102\n#0\n\x00\n#9")
	f.Add(uint8(2), uint64(3), "#0\n#0\n#0\npass\npass")
	f.Add(uint8(3), uint64(9), "#1\n#1\nend\n#4\nfire 21>uThulwana")
	f.Add(uint8(4), uint64(2), "#2\ncontinue rorkes-drift\n#0")
	list := games.List()
	f.Fuzz(func(t *testing.T, game uint8, seed uint64, script string) {
		r := list[int(game)%len(list)]
		id := r.Info().ID
		s, err := r.New(games.Setup{Seed: seed})
		if err != nil {
			t.Fatalf("%s: New(seed %d): %v", id, seed, err)
		}
		lines := strings.Split(script, "\n")
		if len(lines) > 200 {
			lines = lines[:200]
		}
		for i, line := range lines {
			legal := s.Legal()
			if len(legal) == 0 {
				if !games.Over(s) {
					t.Fatalf("%s: no legal action but the game is not over", id)
				}
				return
			}
			action := line
			if n, ok := strings.CutPrefix(line, "#"); ok {
				k := 0
				for _, c := range n {
					k = (k*10 + int(c-'0')) % 1_000_003
				}
				if k < 0 {
					k = -k
				}
				action = legal[k%len(legal)]
			}
			before := s.Hash()
			if err := s.Apply(action); err != nil {
				if msg := err.Error(); msg == "" || strings.Contains(msg, "\n") {
					t.Fatalf("%s: line %d %q: the error is not one line: %q", id, i+1, action, msg)
				}
				if s.Hash() != before {
					t.Fatalf("%s: line %d %q was refused (%v) but changed the state", id, i+1, action, err)
				}
				continue
			}
			if games.Over(s) != (len(s.Legal()) == 0) {
				t.Fatalf("%s: after %q: over %v but %d legal actions", id, action, games.Over(s), len(s.Legal()))
			}
		}
	})
}
