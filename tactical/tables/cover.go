package tables

import (
	"fmt"

	"zulu1879/hexmap"
)

// Cover is a kind of terrain a shot or a melee attack crosses. Stone and
// mealie-bag walls are one item, as in the rule text.
type Cover uint8

// The cover items of the fire and melee lists.
const (
	NoCover    Cover = iota
	Ditch            // fire −2
	Bushes           // fire −1, melee 2L
	BiscuitBox       // fire −2*, melee 3L
	Wall             // stone or mealie-bag wall: fire −3*, melee 3L
	Wagons           // fire −4*, melee 4L
	Redoubt          // fire −5*, melee 5L
	Ledge            // rocky ledge: melee 1L
	WallHole         // a hole dug in a wall: melee 3L
	Opening          // window, door or loophole: British fire at Zulus −1
	numCovers
)

// coverInfo is one line of the cover table.
type coverInfo struct {
	name    string
	fire    [2]int // DRM to fire by British, by Zulus
	starred bool   // no benefit when the firing side is adjacent to the target
	melee   int    // column shifts left in Zulu melee
}

// coverTable lists, for each item, what it does to fire (by the firing
// side) and to melee.
var coverTable = [numCovers]coverInfo{
	NoCover:    {"no cover", [2]int{0, 0}, false, 0},
	Ditch:      {"ditch", [2]int{-2, -2}, false, 0},
	Bushes:     {"bushes", [2]int{-1, -1}, false, 2},
	BiscuitBox: {"biscuit-box wall", [2]int{-2, -2}, true, 3},
	Wall:       {"stone or mealie-bag wall", [2]int{-3, -3}, true, 3},
	Wagons:     {"wagons", [2]int{-4, -4}, true, 4},
	Redoubt:    {"redoubt", [2]int{-5, -5}, true, 5},
	Ledge:      {"rocky ledge", [2]int{0, 0}, false, 1},
	WallHole:   {"wall hole", [2]int{0, 0}, false, 3},
	Opening:    {"through window/door/loophole", [2]int{-1, 0}, false, 0},
}

// String names the item.
func (c Cover) String() string {
	if c < numCovers {
		return coverTable[c].name
	}
	return fmt.Sprintf("cover(%d)", c)
}

// FireDRM is the modifier the item gives to fire by side s.
func (c Cover) FireDRM(s Side) int {
	if c >= numCovers || s > Zulu {
		return 0
	}
	return coverTable[c].fire[s]
}

// Starred reports whether the item gives no benefit to fire when a man of
// the firing side is adjacent to the target (the text's "*").
func (c Cover) Starred() bool { return c < numCovers && coverTable[c].starred }

// MeleeShift is the number of columns left the item shifts a Zulu melee.
func (c Cover) MeleeShift() int {
	if c >= numCovers {
		return 0
	}
	return coverTable[c].melee
}

// CoverOfSide is the cover item a hexside feature gives, keyed by the map's
// hexmap.SideKind. Building walls, unbuilt works and kinds with no cover
// give false.
func CoverOfSide(k hexmap.SideKind, st hexmap.SideState) (Cover, bool) {
	if st == hexmap.Unbuilt {
		return NoCover, false
	}
	switch k {
	case hexmap.StoneWall, hexmap.MealieWall:
		return Wall, true
	case hexmap.BiscuitBoxes:
		return BiscuitBox, true
	case hexmap.WagonSide:
		return Wagons, true
	case hexmap.RedoubtWall:
		return Redoubt, true
	case hexmap.LedgeSide:
		return Ledge, true
	case hexmap.Hole:
		return WallHole, true
	case hexmap.Door, hexmap.Window, hexmap.Loophole:
		return Opening, true
	}
	return NoCover, false
}

// CoverOfTerrain is the cover item of a terrain kind named as in
// scenarios/rdtactical ("bushes", "ditch").
func CoverOfTerrain(terrain string) (Cover, bool) {
	switch terrain {
	case "bushes":
		return Bushes, true
	case "ditch":
		return Ditch, true
	}
	return NoCover, false
}

// Modifier is one named die roll modifier (or column shift) with its
// value, for the engine's log and the planners' arithmetic.
type Modifier struct {
	Name string
	DRM  int
}

// String writes the modifier as "ditch −2".
func (m Modifier) String() string {
	switch {
	case m.DRM > 0:
		return fmt.Sprintf("%s +%d", m.Name, m.DRM)
	case m.DRM < 0:
		return fmt.Sprintf("%s −%d", m.Name, -m.DRM)
	}
	return m.Name + " 0"
}

// Total sums the modifiers.
func Total(ms []Modifier) int {
	t := 0
	for _, m := range ms {
		t += m.DRM
	}
	return t
}

// Skipped is a modifier that does not count, with the reason, so a
// planner can say why.
type Skipped struct {
	Name   string
	Reason string
}

// Firer is one unit of a fire group as the fire modifiers see it.
type Firer struct {
	// Crosses lists the cover items between this firer and the target
	// (repeats are counted once).
	Crosses []Cover
	// Adjacent: the firer is next to the target.
	Adjacent bool
	// Wounded: the firer has a W.
	Wounded bool
	// Range is the distance to the target in hexes.
	Range int
}

// FireInput is one fire group against one target.
type FireInput struct {
	Side   Side // the side firing
	Turn   int  // the game turn (tiredness, night)
	Firers []Firer
	// OtherAdjacent: a man of the firing side who is not in the group
	// stands next to the target (it too voids starred cover).
	OtherAdjacent bool
}

// Close and long range for British rifle fire, in hexes (README: the text's
// ">5" and "<10" read the other way round).
const (
	CloseRange = 5  // by day, every firer at most this far: +1
	LongRange  = 10 // at night, every firer farther than this: −1
)

// FireModifiers returns the modifiers that apply to a fire group, in the
// order of the rule text's list.
func FireModifiers(in FireInput) []Modifier {
	used, _ := ExplainFire(in)
	return used
}

// ExplainFire returns the modifiers that apply to a fire group and those
// that do not, with the reason. A cover item, and a firer's condition
// (wounded, range), counts only when it holds for every firer; a starred
// item gives nothing when a man of the firing side is next to the target.
func ExplainFire(in FireInput) (used []Modifier, skipped []Skipped) {
	if len(in.Firers) == 0 || in.Side > Zulu {
		return nil, nil
	}
	adjacent := in.OtherAdjacent
	crossedBy := [numCovers]int{}
	for _, f := range in.Firers {
		adjacent = adjacent || f.Adjacent
		var seen [numCovers]bool
		for _, c := range f.Crosses {
			if c < numCovers && !seen[c] {
				seen[c] = true
				crossedBy[c]++
			}
		}
	}
	for c := Ditch; c < numCovers; c++ {
		n := crossedBy[c]
		drm := c.FireDRM(in.Side)
		if n == 0 || drm == 0 {
			continue
		}
		switch {
		case n < len(in.Firers):
			skipped = append(skipped, Skipped{c.String(), fmt.Sprintf("only %d of %d firers fire across it", n, len(in.Firers))})
		case c.Starred() && adjacent:
			skipped = append(skipped, Skipped{c.String(), fmt.Sprintf("a %s man is next to the target", in.Side)})
		default:
			used = append(used, Modifier{c.String(), drm})
		}
	}
	switch SideFatigue(in.Side, in.Turn) {
	case Fatigued:
		used = append(used, Modifier{"fatigued", -1})
	case Exhausted:
		used = append(used, Modifier{"exhausted", -2})
	}
	every := func(p func(Firer) bool) (all, any bool) {
		all = true
		for _, f := range in.Firers {
			if p(f) {
				any = true
			} else {
				all = false
			}
		}
		return all, any
	}
	if all, any := every(func(f Firer) bool { return f.Wounded }); all {
		used = append(used, Modifier{"wounded firer", -2})
	} else if any {
		skipped = append(skipped, Skipped{"wounded firer", "not every firer is wounded"})
	}
	if in.Side == British {
		if !Night(in.Turn) {
			if all, any := every(func(f Firer) bool { return f.Range <= CloseRange }); all {
				used = append(used, Modifier{"close range", +1})
			} else if any {
				skipped = append(skipped, Skipped{"close range", fmt.Sprintf("not every firer is within %d hexes", CloseRange)})
			}
		} else {
			if all, any := every(func(f Firer) bool { return f.Range > LongRange }); all {
				used = append(used, Modifier{"long range at night", -1})
			} else if any {
				skipped = append(skipped, Skipped{"long range at night", fmt.Sprintf("not every firer is beyond %d hexes", LongRange)})
			}
		}
	}
	return used, skipped
}
