package sim

import (
	"strings"

	"zulu1879/isandlwana"
	"zulu1879/units"
)

// CommonDice is a die roller for comparing two bots on the same seeds with
// common random numbers. The engine's own dice are one stream, so the first
// choice on which two bots differ shifts every later roll and the two games
// part ways completely. CommonDice instead draws each die from its own
// sub-stream, keyed by the game's seed, what the die is for, the turn and
// phase, and a count within them; a leader's fatality roll is keyed by the
// leader. The same roll in two paired games (Pulleine's fatality roll on
// turn 4, the sniping die of turn 5) then shows the same number even when
// the games went different ways before it, which makes the per-seed
// differences far less noisy. Every die is still a fair d6, independent of
// the others, so win rates are those of the ordinary dice (within
// sampling error); only the game played from a given seed differs.
//
// A game with CommonDice is as reproducible from its seed as one with the
// engine's dice. It also steps the game's own dice once per roll, so the
// bots' tie-breaking dice (which read them) vary from roll to roll as usual.
type CommonDice struct {
	g    *isandlwana.State
	seed uint64
	// rolls made so far, per purpose, turn and phase
	count map[ckey]int
	// leaders due a fatality roll this phase, in the engine's order
	leaders      []int
	leadersTurn  int
	leadersValid bool
}

// NewCommonDice returns common dice for g, seeded from g.Seed. Install them
// with g.SetRoller before the first roll.
func NewCommonDice(g *isandlwana.State) *CommonDice {
	return &CommonDice{g: g, seed: g.Seed, count: map[ckey]int{}}
}

type ckey struct {
	purpose     string
	turn, phase int
}

// Roll implements dice.Roller.
func (c *CommonDice) Roll(sides int, why string) int {
	g := c.g
	g.Dice.Uint64()
	purpose := why
	if i := strings.IndexByte(why, ' '); i > 0 {
		purpose = why[:i]
	}
	var slot uint64
	if purpose == "5.8" {
		// The engine rolls for the leaders next to a Zulu in unit order;
		// key each roll by its leader.
		if !c.leadersValid || c.leadersTurn != g.Turn {
			c.leaders = c.leaders[:0]
			for i := range g.Units {
				u := &g.Units[i]
				if u.Status == isandlwana.OnMap && u.Kind == units.Leader && g.ZuluAdjacent(u.Hex) {
					c.leaders = append(c.leaders, i)
				}
			}
			c.leadersTurn, c.leadersValid = g.Turn, true
		}
		ck := ckey{purpose, g.Turn, int(g.Phase)}
		k := c.count[ck]
		c.count[ck]++
		if k < len(c.leaders) {
			slot = uint64(c.leaders[k])
		} else {
			slot = 1000 + uint64(k)
		}
	} else {
		ck := ckey{purpose, g.Turn, int(g.Phase)}
		slot = uint64(c.count[ck])
		c.count[ck]++
	}
	x := c.seed*0x9e3779b97f4a7c15 ^ fnv(purpose)*0xbf58476d1ce4e5b9 ^ uint64(g.Turn)<<40 ^ uint64(g.Phase)<<32 ^ slot*0x94d049bb133111eb
	return int(mix(x)%uint64(sides)) + 1
}

func fnv(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		h = (h ^ uint64(s[i])) * 1099511628211
	}
	return h
}

// mix is the splitmix64 finaliser.
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	x ^= x >> 31
	return x
}
