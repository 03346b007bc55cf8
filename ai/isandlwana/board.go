package isandlwana

import (
	"fmt"
	"slices"

	"zulu1879/hexmap"
	"zulu1879/isandlwana"
	"zulu1879/units"
)

// board is a per-decision digest of the position that the bots share: where
// the British stand, how strong each hex is, and how far every hex lies from
// the nearest British counter.
type board struct {
	g *isandlwana.State
	m *hexmap.Map
	// britIn[i] is true when hex i holds a British counter (combat unit or
	// leader); sp[i] is the combat strength there.
	britIn []bool
	sp     []int
	// top[i] is the strength of the strongest combat unit in hex i (rule
	// 9's "strongest British units" are units, not stacks).
	top []int
	// bhex lists the hexes holding British counters, in index order; bunits
	// lists the British combat units on the map (indices into g.Units).
	bhex   []int
	bunits []int
	// dist[i] is the hex distance from i to the nearest British counter,
	// worked out on first use (distances); distOK says it is up to date.
	dist   []int
	distOK bool
	// wagon is the wagon's hex index, or -1 once it is captured.
	wagon int
	// leader[i] is true when a leader stands in hex i; square[i] when every
	// combat unit in hex i is in square.
	leader, square []bool
	notSq          []bool
	distFrom       []uint64       // distances' scratch: the British hexes as a set
	sig            uint64         // unitsSig of the position the digest was made from
	mp             []int8         // terrain MP to enter each hex (0: impassable)
	ax             []hexmap.Axial // each hex's axial coordinates, for hexDist
	mpMap          *hexmap.Map    // the map mp and ax were read from

	// Scratch buffers of the attack planner (attackers, spareAttack),
	// reused from call to call.
	mark                      []int // stamp per hex
	stamp                     int
	tgtBuf, tsBuf, spareBuf   []int
	openBuf                   []int      // spareAttack's British hexes still to attack
	candSet                   hexmap.Set // one bit per hex
	atkBuf                    []attacker
	matchBuf, seenBuf, matchT []int
}

// unitsSig fingerprints what the digest depends on: the British counters,
// the wagon and the Colours.
func unitsSig(g *isandlwana.State) uint64 {
	h := uint64(14695981039346656037)
	mix := func(v uint64) { h = (h ^ v) * 1099511628211 }
	for i := range g.Units {
		u := &g.Units[i]
		v := uint64(u.Hex.Col)<<24 | uint64(u.Hex.Row)<<16 | uint64(u.Status)<<8 | uint64(u.Strength)<<1
		if u.InSquare {
			v |= 1
		}
		mix(v)
	}
	w := uint64(g.Wagon.Hex.Col)<<8 | uint64(g.Wagon.Hex.Row)
	if g.Wagon.Captured {
		w |= 1 << 20
	}
	mix(w)
	mix(uint64(g.Colours))
	return h
}

// refresh is reset, skipped when the British side of the position is the
// one the digest was made from.
func (b *board) refresh(g *isandlwana.State) *board {
	sig := unitsSig(g)
	if b.g == g && b.m == g.Map() && b.sig == sig && len(b.britIn) == g.Map().Size() {
		return b
	}
	return b.resetSig(g, sig)
}

func newBoard(g *isandlwana.State) *board { return new(board).reset(g) }

// reset recomputes the digest for g, reusing b's slices.
func (b *board) reset(g *isandlwana.State) *board { return b.resetSig(g, unitsSig(g)) }

// resetSig is reset for a caller that has worked out unitsSig(g) already.
func (b *board) resetSig(g *isandlwana.State, sig uint64) *board {
	m := g.Map()
	n := m.Size()
	if len(b.britIn) != n {
		b.britIn, b.sp, b.dist = make([]bool, n), make([]int, n), make([]int, n)
		b.top = make([]int, n)
		b.leader, b.square, b.notSq = make([]bool, n), make([]bool, n), make([]bool, n)
		b.mp = make([]int8, n)
		b.ax = make([]hexmap.Axial, n)
	} else {
		// Only the hexes that held British counters have anything to clear.
		for _, j := range b.bhex {
			b.britIn[j], b.sp[j], b.top[j] = false, 0, 0
			b.leader[j], b.square[j], b.notSq[j] = false, false, false
		}
	}
	if b.mpMap != m {
		for i := range b.mp {
			b.mp[i] = int8(m.Info(i).MoveCost)
			b.ax[i] = m.HexAt(i).Axial()
		}
		b.mpMap = m
	}
	b.g, b.m, b.wagon, b.sig = g, m, -1, sig
	b.bhex, b.bunits = b.bhex[:0], b.bunits[:0]
	b.distOK = false
	for i := range g.Units {
		u := &g.Units[i]
		if u.Status != isandlwana.OnMap {
			continue
		}
		j := m.Index(u.Hex)
		if !b.britIn[j] {
			b.britIn[j] = true
			b.bhex = append(b.bhex, j)
		}
		if u.IsCombat() {
			b.sp[j] += u.Strength
			if u.Strength > b.top[j] {
				b.top[j] = u.Strength
			}
			b.bunits = append(b.bunits, i)
			if u.InSquare {
				b.square[j] = true
			} else {
				b.notSq[j] = true
			}
		} else {
			b.leader[j] = true
		}
	}
	for _, j := range b.bhex {
		if b.notSq[j] {
			b.square[j] = false
		}
	}
	sortInts(b.bhex)
	if g.WagonOnMap() {
		b.wagon = m.Index(g.Wagon.Hex)
	}
	return b
}

// distances returns dist, working it out if the digest is newer.
func (b *board) distances() []int {
	if b.distOK {
		return b.dist
	}
	b.distOK = true
	// Steps over the grid from the British hexes, a ring at a time, give
	// the hex distance to the nearest British hex (the grid is a full
	// rectangle, so grid steps equal hex distance; a test checks it).
	words := b.words()
	from := slices.Grow(b.distFrom[:0], words)[:words]
	clear(from)
	for _, j := range b.bhex {
		from[j>>6] |= 1 << (j & 63)
	}
	b.distFrom = from
	isandlwana.HexDistances(b.m, from, b.dist)
	return b.dist
}

// hexDist is the hex distance between hexes i and j (hexmap.Distance by
// index, without converting the hexes again on every call).
func (b *board) hexDist(i, j int) int {
	dq, dr := b.ax[i].Q-b.ax[j].Q, b.ax[i].R-b.ax[j].R
	return (absInt(dq) + absInt(dr) + absInt(dq+dr)) / 2
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// words is the number of 64-bit words of a set of the map's hexes.
func (b *board) words() int { return (len(b.mp) + 63) / 64 }

// passable reports whether units may stand in hex i.
func (b *board) passable(i int) bool { return b.mp[i] > 0 }

// onrush reports whether hex i is an onrush hex.
func (b *board) onrush(i int) bool { return b.g.Scen.OnrushAt(i) }

// zuluAdj counts the Zulu-held hexes next to hex i.
func (b *board) zuluAdj(i int) int {
	n := 0
	for _, j := range b.m.NeighborIndices(i) {
		if b.g.Zulus[j] > 0 {
			n++
		}
	}
	return n
}

// zuluDF is the defence factor of British hex i against a Zulu attack
// (terrain, leader, square, Colours; at most 6), as isandlwana.State.ZuluDefense
// computes it.
func (b *board) zuluDF(i int) int {
	df := b.m.Info(i).Defense
	if b.leader[i] {
		df++
	}
	if b.square[i] {
		df++
	}
	if b.g.Colours == isandlwana.ColoursRaised && i == b.wagon && b.sp[i] > 0 {
		df++
	}
	if df > units.MaxDefense {
		df = units.MaxDefense
	}
	return df
}

// unitNames lists the names of the British units in hex i (combat units
// first), for reasons.
func (b *board) unitNames(i int) string {
	h := b.m.HexAt(i)
	s := ""
	for k := range b.g.Units {
		u := &b.g.Units[k]
		if u.Status == isandlwana.OnMap && u.Hex == h {
			if s != "" {
				s += "+"
			}
			s += u.Name
		}
	}
	if s == "" {
		return "nobody"
	}
	return s
}

func sortInts(a []int) {
	// insertion sort: the slices are short
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}

// strengths describes the strength of British hex i for reasons: the total,
// and the strongest unit when the hex holds more than one.
func (b *board) strengths(i int) string {
	if b.top[i] == b.sp[i] {
		return fmt.Sprintf("%d SP", b.sp[i])
	}
	return fmt.Sprintf("%d SP, the strongest unit %d", b.sp[i], b.top[i])
}
