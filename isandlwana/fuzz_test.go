package isandlwana

import (
	"strings"
	"testing"

	"zulu1879/internal/notationtest"
)

// FuzzTypedCommand types arbitrary text at a game, as a player at the
// terminal might, in a position reached by steps random legal moves from
// seed: the parser never panics and every error is one line; a command it
// reads prints back in a form that reads the same again; the engine never
// panics on it, leaves the state exactly as it was when it refuses it, and
// keeps every invariant when it accepts it.
func FuzzTypedCommand(f *testing.F) {
	for _, c := range []string{
		"end", "done", "place A+C 1506", "move 1201 1402", "recycle 1201 5", "recycle 1201",
		"fire 0808 A C:3", "attack 0607 0708", "order move", "order combat", "move A+C 1506",
		"move Wagon 0908", "square A", "unsquare A", "choose X", "choose 1107",
		"MOVE 0101 0102", "fire 0808 A:0", "fire 0808 :3", "move 9999 0101", "recycle 1201 -1",
		"move A++C 1506", "place  1506", "fire 0808 A C:3 C:2", "attack 0607", "",
	} {
		f.Add(uint8(0), uint64(1), c)
		f.Add(uint8(40), uint64(7), c)
	}
	f.Fuzz(func(t *testing.T, steps uint8, seed uint64, line string) {
		a, ok := notationtest.ReadsBack(t, line, ParseAction)
		if !ok {
			return
		}
		g := newGame(t, "isandlwana", seed%1000)
		rng := diceFor(seed)
		for k := 0; k < int(steps%120) && !g.Over(); k++ {
			if err := g.Apply(randomPolicy(g, g.Legal(), rng)); err != nil {
				t.Fatal(err)
			}
		}
		before := g.Hash()
		if err := g.Apply(a); err != nil {
			if g.Hash() != before {
				t.Fatalf("%q refused (%v) but the state changed", line, err)
			}
			if msg := err.Error(); strings.Contains(msg, "\n") {
				t.Fatalf("%q refused with a message of several lines: %q", line, msg)
			}
			return
		}
		if err := checkInvariants(g, false); err != nil {
			t.Fatalf("after %q: %v", line, err)
		}
	})
}

// Malformed commands are refused with a message naming what is wrong (the
// first of these came from FuzzTypedCommand: "move + 0101" read as a move of
// no units, printed back as "move  0101", which did not read again).
func TestParseActionRefusesMalformedCommands(t *testing.T) {
	for _, tc := range []struct{ line, want string }{
		{"move + 0101", `move: "+" names no unit`},
		{"place ++ 1506", `place: "++" names no unit`},
		{"square +", `square: "+" names no unit`},
		{"fire 0808 :3", `fire: ":3" names no unit`},
		{"fire 0808 A:0", "strength after the colon must be a positive number"},
		{"recycle 1201 0", "is not a positive number"},
		{"move 1201", "expected"},
		{"charge 1201", `unknown command "charge"`},
		{"   ", "empty command"},
	} {
		_, err := ParseAction(tc.line)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseAction(%q) = %v, want an error containing %q", tc.line, err, tc.want)
		}
	}
}
