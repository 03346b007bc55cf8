package tactical

import (
	"fmt"
	"slices"
	"sync"

	"zulu1879/hexmap"
	"zulu1879/scenarios/rdtactical"
	"zulu1879/tactical/forces"
)

// station is what every game shares and never changes: the map as loaded,
// the forces, and look-ups derived from them.
type station struct {
	m      *rdtactical.Map
	revs   []*forces.Forces // the forces by revision (revs[0] is revision 1)
	room   []string         // room name by ground hex index ("" outside rooms)
	bld    []string         // building name by ground hex index
	perim  []bool           // in the perimeter (yard and kraal)
	south  []bool           // a hex behind the south wall (sniper suppression)
	rooms  []string         // every room, in map order
	bldgs  []string         // the buildings, in map order
	roomOf map[string]*rdtactical.Area
	works  []work // the buildable works
	box    int    // Oskarberg capacity
	brit   hexmap.Mover
	zulu   hexmap.Mover
}

// work is a buildable segment (rule 7): its sides and the men it needs.
type work struct {
	Name  string
	Kind  hexmap.SideKind
	Sides []hexmap.Side
	Men   int
}

var (
	stationOnce sync.Once
	stationVal  *station
	stationErr  error
)

// loadStation loads the shared station once.
func loadStation() (*station, error) {
	stationOnce.Do(func() { stationVal, stationErr = buildStation() })
	return stationVal, stationErr
}

func buildStation() (*station, error) {
	m, err := rdtactical.Builtin()
	if err != nil {
		return nil, err
	}
	var revs []*forces.Forces
	for rev := 1; rev <= forces.Revisions; rev++ {
		f, err := forces.BuiltinRevision(m, rev)
		if err != nil {
			return nil, err
		}
		revs = append(revs, f)
	}
	n := m.Grid.Size()
	st := &station{m: m, revs: revs, room: make([]string, n), bld: make([]string, n), perim: make([]bool, n), south: make([]bool, n),
		roomOf: map[string]*rdtactical.Area{}, box: OskarbergCapDefault}
	var ok bool
	if st.brit, ok = m.Mover("british"); !ok {
		return nil, fmt.Errorf("station map: no mover \"british\"")
	}
	if st.zulu, ok = m.Mover("zulu"); !ok {
		return nil, fmt.Errorf("station map: no mover \"zulu\"")
	}
	for _, a := range m.Areas {
		switch {
		case a.Kind == rdtactical.Room:
			st.rooms = append(st.rooms, a.Name)
			st.roomOf[a.Name] = a
			for _, h := range a.Hexes {
				st.room[m.Grid.Index(h)] = a.Name
			}
		case a.Kind == rdtactical.Building:
			st.bldgs = append(st.bldgs, a.Name)
			for _, h := range a.Hexes {
				st.bld[m.Grid.Index(h)] = a.Name
			}
		case a.Name == "perimeter":
			for _, h := range a.Hexes {
				st.perim[m.Grid.Index(h)] = true
			}
		case a.Kind == rdtactical.OffMap && a.Name == "oskarberg":
			st.box = a.Capacity
		}
	}
	// Behind the south wall: perimeter hexes next to a mealie-bag or wagon
	// side whose other hex is outside the perimeter and south of it.
	for _, s := range m.Sides.All() {
		if !m.Sides.Has(s, hexmap.MealieWall) && !m.Sides.Has(s, hexmap.WagonSide) {
			continue
		}
		a, b := s.Hexes()
		if a.Row > b.Row || (a.Row == b.Row && a.Col > b.Col) {
			a, b = b, a
		}
		ia, ib := m.Grid.Index(a), m.Grid.Index(b)
		if st.perim[ia] && !st.perim[ib] && b.Row >= 22 {
			st.south[ia] = true
		}
	}
	// The works: the biscuit-box line in two segments (north and south
	// halves), the redoubt in four (its north, east, south and west faces).
	var boxes, redoubt []hexmap.Side
	for _, s := range m.Sides.All() {
		if m.Sides.Has(s, hexmap.BiscuitBoxes) {
			boxes = append(boxes, s)
		}
		if m.Sides.Has(s, hexmap.RedoubtWall) {
			redoubt = append(redoubt, s)
		}
	}
	slices.SortFunc(boxes, func(a, b hexmap.Side) int { return rowSum(a) - rowSum(b) })
	if len(boxes) > 0 {
		half := (len(boxes) + 1) / 2
		st.works = append(st.works, work{Name: "boxes-north", Kind: hexmap.BiscuitBoxes, Sides: boxes[:half], Men: 8},
			work{Name: "boxes-south", Kind: hexmap.BiscuitBoxes, Sides: boxes[half:], Men: 8})
	}
	if site, ok := m.Area("redoubt-site"); ok && len(redoubt) > 0 {
		faces := map[string][]hexmap.Side{}
		for _, s := range redoubt {
			a, b := s.Hexes()
			in, out := a, b
			if !site.Contains(in) {
				in, out = b, a
			}
			var face string
			switch {
			case out.Col < in.Col:
				face = "west"
			case out.Col > in.Col:
				face = "east"
			case out.Row < in.Row:
				face = "north"
			default:
				face = "south"
			}
			faces[face] = append(faces[face], s)
		}
		for _, face := range []string{"north", "east", "south", "west"} {
			if len(faces[face]) > 0 {
				st.works = append(st.works, work{Name: "redoubt-" + face, Kind: hexmap.RedoubtWall, Sides: faces[face], Men: 6})
			}
		}
	}
	return st, nil
}

func rowSum(s hexmap.Side) int {
	a, b := s.Hexes()
	return (a.Row+b.Row)*100 + a.Col + b.Col
}

// roomAt names the room of a place on the ground or on the roof over it.
func (st *station) roomAt(p hexmap.Place) string {
	if p.Box != 0 || !st.m.Grid.Contains(p.Hex) {
		return ""
	}
	return st.room[st.m.Grid.Index(p.Hex)]
}

// buildingAt names the building of a place (ground or roof).
func (st *station) buildingAt(p hexmap.Place) string {
	if p.Box != 0 || !st.m.Grid.Contains(p.Hex) {
		return ""
	}
	return st.bld[st.m.Grid.Index(p.Hex)]
}

// inPerimeter reports whether a ground place is in the perimeter (a roof
// counts as its building, which is not).
func (st *station) inPerimeter(p hexmap.Place) bool {
	return p.Box == 0 && st.m.Grid.Contains(p.Hex) && p.Level == hexmap.Ground && st.perim[st.m.Grid.Index(p.Hex)]
}

// workNamed finds a buildable work.
func (st *station) workNamed(name string) (*work, bool) {
	for i := range st.works {
		if st.works[i].Name == name {
			return &st.works[i], true
		}
	}
	return nil, false
}
