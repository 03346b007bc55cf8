// Package dice provides the deterministic dice every rules package rolls with.
//
// A game's randomness is a pure function of its seed and of the order in which
// dice are asked for, so the same seed and the same actions always give the
// same game. The Seeded roller keeps its whole state in one exported word so
// that a save can store it and a loaded game continues exactly where it was.
package dice

import "fmt"

// Roller is anything that can roll a die. Rules packages take a Roller so that
// tests can script the exact values of a worked example.
type Roller interface {
	// Roll returns a value from 1 to sides inclusive. why names the rule the
	// roll serves; rollers may record it.
	Roll(sides int, why string) int
}

// Seeded is a splitmix64 generator: tiny, fast, statistically sound for game
// dice, and trivially serialisable (its state is one uint64).
type Seeded struct {
	State uint64 `json:"state"`
}

// NewSeeded returns a roller whose sequence is fixed by seed.
func NewSeeded(seed uint64) *Seeded { return &Seeded{State: seed} }

// Uint64 advances the generator and returns 64 random bits.
func (s *Seeded) Uint64() uint64 {
	s.State += 0x9e3779b97f4a7c15
	z := s.State
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Intn returns a uniform value in [0, n). It panics if n <= 0, which is a
// programming error, never a consequence of user input.
func (s *Seeded) Intn(n int) int {
	if n <= 0 {
		panic(fmt.Sprintf("dice: Intn(%d)", n))
	}
	// Lemire's multiply-shift with rejection: exactly uniform.
	bound := uint64(n)
	for {
		x := s.Uint64()
		hi, lo := mul64(x, bound)
		if lo >= bound || lo >= (-bound)%bound {
			return int(hi)
		}
	}
}

// Roll implements Roller.
func (s *Seeded) Roll(sides int, why string) int { return s.Intn(sides) + 1 }

func mul64(x, y uint64) (hi, lo uint64) {
	const mask32 = 1<<32 - 1
	x0, x1 := x&mask32, x>>32
	y0, y1 := y&mask32, y>>32
	w0 := x0 * y0
	t := x1*y0 + w0>>32
	w1 := t & mask32
	w2 := t >> 32
	w1 += x0 * y1
	hi = x1*y1 + w2 + w1>>32
	lo = x * y
	return
}

// Scripted returns pre-set values in order; it lets a test replay the dice of
// a worked example. When the script runs out it falls back to Fallback, or to
// a fixed seeded roller if Fallback is nil.
type Scripted struct {
	Values   []int
	Fallback Roller
	// Asked records the purpose of every roll made, for assertions.
	Asked []string
}

// Roll implements Roller.
func (s *Scripted) Roll(sides int, why string) int {
	s.Asked = append(s.Asked, why)
	if len(s.Values) > 0 {
		v := s.Values[0]
		s.Values = s.Values[1:]
		if v < 1 || v > sides {
			panic(fmt.Sprintf("dice: scripted value %d is not a d%d (%s)", v, sides, why))
		}
		return v
	}
	if s.Fallback == nil {
		s.Fallback = NewSeeded(1)
	}
	return s.Fallback.Roll(sides, why)
}
