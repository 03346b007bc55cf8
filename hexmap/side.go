package hexmap

import (
	"fmt"
	"slices"
	"strings"
)

// Dir names one of the six sides of a hex, clockwise from north, in the
// order of Hex.Neighbors: the neighbour across side d is h.Neighbors()[d].
type Dir uint8

// The six directions of a flat-topped hex.
const (
	North Dir = iota
	NorthEast
	SouthEast
	South
	SouthWest
	NorthWest
)

var dirNames = [6]string{"N", "NE", "SE", "S", "SW", "NW"}

// String returns the compass abbreviation ("N", "NE", …).
func (d Dir) String() string {
	if d < 6 {
		return dirNames[d]
	}
	return fmt.Sprintf("dir(%d)", d)
}

// Opposite is the direction pointing back across the same side.
func (d Dir) Opposite() Dir { return (d + 3) % 6 }

// Side is one hexside: the edge shared by two neighbouring hexes. It is kept
// canonical, named from the hex for which the edge is its N, NE or SE side,
// so the two hexes that share an edge name the same Side and a Side can be a
// map key. Build it with SideOf or SideBetween, not as a literal.
type Side struct {
	Hex Hex
	Dir Dir
}

// SideOf returns the side of h in direction d, canonicalised.
func SideOf(h Hex, d Dir) Side {
	d %= 6
	if d >= South {
		return Side{Hex: h.Neighbors()[d], Dir: d.Opposite()}
	}
	return Side{Hex: h, Dir: d}
}

// SideBetween returns the side shared by a and b, and false when they are not
// neighbours.
func SideBetween(a, b Hex) (Side, bool) {
	d := direction(a, b)
	if d < 0 {
		return Side{}, false
	}
	return SideOf(a, Dir(d)), true
}

// Hexes returns the two hexes that share the side (the canonical hex first).
func (s Side) Hexes() (Hex, Hex) { return s.Hex, s.Hex.Neighbors()[s.Dir] }

// String names the side by its canonical hex and direction, e.g. "1218N".
func (s Side) String() string { return s.Hex.String() + s.Dir.String() }

// CompareSides orders sides by canonical hex, then direction.
func CompareSides(a, b Side) int {
	if c := Compare(a.Hex, b.Hex); c != 0 {
		return c
	}
	return int(a.Dir) - int(b.Dir)
}

// ParseSide reads a side written as a hex id and a direction, "1218N" or
// "1219s" (any of the six directions; the result is canonical).
func ParseSide(str string) (Side, error) {
	if len(str) < 5 {
		return Side{}, fmt.Errorf("side %q: want a hex id and a direction, e.g. 1218N", str)
	}
	h, err := ParseHex(str[:4])
	if err != nil {
		return Side{}, fmt.Errorf("side %q: %w", str, err)
	}
	name := strings.ToUpper(str[4:])
	for d, n := range dirNames {
		if n == name {
			return SideOf(h, Dir(d)), nil
		}
	}
	return Side{}, fmt.Errorf("side %q: direction %q is not one of N, NE, SE, S, SW, NW", str, str[4:])
}

// SideKind is a kind of hexside feature.
type SideKind uint8

// The hexside features of a building fight. Door, Window, Loophole and Hole
// are openings: they stand in a wall and take its place on the side.
const (
	NoSide       SideKind = iota
	BuildingWall          // an outer or inner wall of a building
	StoneWall             // a free-standing stone wall (kraal)
	MealieWall            // a wall of mealie bags
	BiscuitBoxes          // a wall of biscuit boxes
	WagonSide             // a wagon in a wall line
	RedoubtWall           // a side of a redoubt
	LedgeSide             // a step of rocky ledge
	Door
	Window
	Loophole
	Hole // a hole dug through a wall
	NumSideKinds
)

var sideKindNames = [NumSideKinds]string{"none", "building-wall", "stone-wall", "mealie-wall", "biscuit-boxes", "wagon", "redoubt", "ledge", "door", "window", "loophole", "hole"}

// String names the kind as map files write it.
func (k SideKind) String() string {
	if k < NumSideKinds {
		return sideKindNames[k]
	}
	return fmt.Sprintf("side-kind(%d)", k)
}

// IsOpening reports whether the kind is an opening in a wall.
func (k SideKind) IsOpening() bool { return k >= Door && k <= Hole }

// IsWall reports whether an opening may be made in the kind.
func (k SideKind) IsWall() bool { return k == BuildingWall || k == StoneWall }

// ParseSideKind reads a kind name.
func ParseSideKind(s string) (SideKind, error) {
	for i, n := range sideKindNames {
		if i > 0 && n == s {
			return SideKind(i), nil
		}
	}
	return NoSide, fmt.Errorf("unknown hexside kind %q (known: %s)", s, strings.Join(sideKindNames[1:], ", "))
}

// SideState is the state of a feature that changes in play.
type SideState uint8

// States. Intact is the usual state of everything (a door that is
// Intact is closed); Opened and Smashed are for doors, Unbuilt for works that
// may be built during the game.
const (
	Intact SideState = iota
	Opened
	Smashed
	Unbuilt
	NumSideStates
)

var sideStateNames = [NumSideStates]string{"standing", "open", "broken", "unbuilt"}

// String names the state as map files write it.
func (s SideState) String() string {
	if s < NumSideStates {
		return sideStateNames[s]
	}
	return fmt.Sprintf("side-state(%d)", s)
}

// ParseSideState reads a state name; "" and "closed" are Intact.
func ParseSideState(s string) (SideState, error) {
	switch s {
	case "", "closed", "built":
		return Intact, nil
	}
	for i, n := range sideStateNames {
		if n == s {
			return SideState(i), nil
		}
	}
	return Intact, fmt.Errorf("unknown hexside state %q (known: closed, open, broken, built, unbuilt)", s)
}

// Feature is one feature on a hexside with its state.
type Feature struct {
	Kind  SideKind
	State SideState
}

// String writes the feature, with its state when it is not Intact
// ("door", "door/open").
func (f Feature) String() string {
	if f.State == Intact {
		return f.Kind.String()
	}
	return f.Kind.String() + "/" + f.State.String()
}

// MaxMovers is the number of mover classes a SideRule prices (the game names
// them: British and Zulu, say).
const MaxMovers = 4

// Mover is a class of unit for side crossing costs, an index into
// SideRule.Move.
type Mover uint8

// Impassable in a SideRule forbids the crossing.
const Impassable = -1

// SideRule is one line of a side table: what a feature in a given state
// does to movement and sight.
type SideRule struct {
	// Move is the MP added to a step across the side, per mover class, or
	// Impassable.
	Move [MaxMovers]int
	// BlocksSight means no line of sight (and no fire) crosses the side.
	BlocksSight bool
}

// SideTable says what every feature does, by kind and state: data that the
// scenario file provides. A feature missing from the table is impassable
// and blocks sight.
type SideTable map[Feature]SideRule

// Rule returns the table's line for f.
func (t SideTable) Rule(f Feature) SideRule {
	if r, ok := t[f]; ok {
		return r
	}
	var r SideRule
	for i := range r.Move {
		r.Move[i] = Impassable
	}
	r.BlocksSight = true
	return r
}

// Sides is the hexside layer of a map: the features on its sides with their
// state, and the table of what they do. A side holds at most one feature of
// each kind. Sides is not safe for concurrent writers.
type Sides struct {
	Grid  *Grid
	Table SideTable
	feats map[Side][]Feature // sorted by kind
}

// NewSides returns an empty side layer over g.
func NewSides(g *Grid, t SideTable) *Sides {
	return &Sides{Grid: g, Table: t, feats: map[Side][]Feature{}}
}

// OnGrid reports whether both hexes of the side lie on the grid.
func (s *Sides) OnGrid(side Side) bool {
	a, b := side.Hexes()
	return s.Grid.Contains(a) && s.Grid.Contains(b)
}

// Add puts f on side. Both hexes must be on the grid and the side must not
// already hold a feature of f's kind.
func (s *Sides) Add(side Side, f Feature) error {
	if !s.OnGrid(side) {
		return fmt.Errorf("side %s is not between two hexes of the %d×%d map", side, s.Grid.Cols, s.Grid.Rows)
	}
	if f.Kind == NoSide || f.Kind >= NumSideKinds || f.State >= NumSideStates {
		return fmt.Errorf("side %s: %s is not a feature", side, f)
	}
	fs := s.feats[side]
	i, found := slices.BinarySearchFunc(fs, f.Kind, func(e Feature, k SideKind) int { return int(e.Kind) - int(k) })
	if found {
		return fmt.Errorf("side %s already has a %s", side, fs[i].Kind)
	}
	s.feats[side] = slices.Insert(fs, i, f)
	return nil
}

// Remove takes the feature of the given kind off side, reporting whether
// there was one.
func (s *Sides) Remove(side Side, k SideKind) bool {
	fs := s.feats[side]
	i := slices.IndexFunc(fs, func(e Feature) bool { return e.Kind == k })
	if i < 0 {
		return false
	}
	fs = slices.Delete(fs, i, i+1)
	if len(fs) == 0 {
		delete(s.feats, side)
	} else {
		s.feats[side] = fs
	}
	return true
}

// Replace puts f on side in place of its feature of kind old (a door in a
// wall, a hole dug through it).
func (s *Sides) Replace(side Side, old SideKind, f Feature) error {
	was, ok := s.Feature(side, old)
	if !ok {
		return fmt.Errorf("side %s has no %s to replace", side, old)
	}
	s.Remove(side, old)
	if err := s.Add(side, f); err != nil {
		_ = s.Add(side, was) // put it back as it was
		return err
	}
	return nil
}

// SetState changes the state of side's feature of kind k.
func (s *Sides) SetState(side Side, k SideKind, st SideState) error {
	for i, f := range s.feats[side] {
		if f.Kind == k {
			s.feats[side][i].State = st
			return nil
		}
	}
	return fmt.Errorf("side %s has no %s", side, k)
}

// Has reports whether side holds a feature of kind k.
func (s *Sides) Has(side Side, k SideKind) bool {
	_, ok := s.Feature(side, k)
	return ok
}

// Feature returns side's feature of kind k.
func (s *Sides) Feature(side Side, k SideKind) (Feature, bool) {
	for _, f := range s.feats[side] {
		if f.Kind == k {
			return f, true
		}
	}
	return Feature{}, false
}

// At returns the features on side, by kind (a copy).
func (s *Sides) At(side Side) []Feature { return slices.Clone(s.feats[side]) }

// Between returns the features on the side shared by a and b (nil when they
// are not neighbours or the side is bare).
func (s *Sides) Between(a, b Hex) []Feature {
	side, ok := SideBetween(a, b)
	if !ok {
		return nil
	}
	return s.At(side)
}

// All lists the sides that hold a feature, in CompareSides order.
func (s *Sides) All() []Side {
	out := make([]Side, 0, len(s.feats))
	for side := range s.feats {
		out = append(out, side)
	}
	slices.SortFunc(out, CompareSides)
	return out
}

// Len is the number of sides that hold a feature.
func (s *Sides) Len() int { return len(s.feats) }

// CrossCost is the MP that mover m adds to a step across side: the sum over
// its features, or Impassable if any of them forbids it.
func (s *Sides) CrossCost(side Side, m Mover) int {
	total := 0
	for _, f := range s.feats[side] {
		c := s.Table.Rule(f).Move[m]
		if c < 0 {
			return Impassable
		}
		total += c
	}
	return total
}

// BlocksSight reports whether any feature on side blocks line of sight.
func (s *Sides) BlocksSight(side Side) bool {
	for _, f := range s.feats[side] {
		if s.Table.Rule(f).BlocksSight {
			return true
		}
	}
	return false
}

// Clone returns an independent copy sharing the grid and the table.
func (s *Sides) Clone() *Sides {
	c := NewSides(s.Grid, s.Table)
	for side, fs := range s.feats {
		c.feats[side] = slices.Clone(fs)
	}
	return c
}
