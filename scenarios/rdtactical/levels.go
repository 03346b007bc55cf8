package rdtactical

import (
	"fmt"
	"slices"
	"strings"

	"zulu1879/hexmap"
)

// The second level and the off-map boxes (issue 18, second slice): which
// buildings have a roof, where one may climb onto it and down from it at
// what cost, and which hexes lead into and out of each off-map box. The
// file gives them in "roofs" and "links"; both are optional.

// Roof is a roof over a whole building.
type Roof struct {
	Name     string
	Building string
	Hexes    []hexmap.Hex // the building's hexes, sorted
	// Up, Down and Across are the MP per mover class to climb on from the
	// ground, to climb down to it, and to step between two hexes of the
	// roof (hexmap.Impassable: that mover may not).
	Up, Down, Across hexmap.Costs
	// UpFrom names the area whose hexes alone may be climbed from ("" for
	// any hex next to the building).
	UpFrom string
	// Ups and Downs are the climbs, in order of roof hex then direction.
	Ups, Downs []Climb
}

// Climb joins a ground hex to the roof over its neighbour.
type Climb struct {
	Ground, Roof hexmap.Hex
}

// BoxLink joins hexes of the map to an off-map box: a unit on one of them
// may go into the box for In and come out onto one of them for Out.
type BoxLink struct {
	Box     string
	Hexes   []hexmap.Hex
	In, Out hexmap.Costs
}

type roofEntry struct {
	Name   string         `json:"name"`
	Over   string         `json:"over"`
	UpFrom string         `json:"upFrom"`
	Up     map[string]int `json:"up"`
	Down   map[string]int `json:"down"`
	Across map[string]int `json:"across"`
}

type boxLinkSet struct {
	Box   string         `json:"box"`
	Hexes []string       `json:"hexes"`
	In    map[string]int `json:"in"`
	Out   map[string]int `json:"out"`
}

// Roof returns the roof with the given name.
func (m *Map) Roof(name string) (*Roof, bool) {
	for _, r := range m.Roofs {
		if r.Name == name {
			return r, true
		}
	}
	return nil, false
}

// Box returns the graph place of the off-map box named name.
func (m *Map) Box(name string) (hexmap.Place, bool) {
	n := 0
	for _, a := range m.Areas {
		if a.Kind == OffMap {
			n++
			if a.Name == name {
				return hexmap.Place{Box: n}, true
			}
		}
	}
	return hexmap.Place{}, false
}

// EnterCost is the cost of entering a hex by its terrain: the key's MP, and
// forbidden where that is 0. It is the CostFunc for Graph.Reachable (and
// Sides.Reachable) on this map.
func (m *Map) EnterCost(from, to int) int {
	if mp := m.Key[m.symbols[to]].MP; mp > 0 {
		return mp
	}
	return -1
}

// NewGraph builds the movement graph of the map over its present Sides:
// the off-map areas become boxes (in file order), then each roof, its climbs
// and the box links are added.
func (m *Map) NewGraph() (*hexmap.Graph, error) {
	gr := hexmap.NewGraph(m.Grid, m.Sides)
	for _, a := range m.Areas {
		if a.Kind == OffMap {
			gr.AddBox(a.Name)
		}
	}
	for _, r := range m.Roofs {
		if _, err := gr.AddRoof(r.Hexes, r.Across); err != nil {
			return nil, fmt.Errorf("roof %s: %w", r.Name, err)
		}
		for _, c := range r.Ups {
			if err := gr.Link(hexmap.OnGround(c.Ground), hexmap.OnRoof(c.Roof), r.Up); err != nil {
				return nil, fmt.Errorf("roof %s: %w", r.Name, err)
			}
		}
		for _, c := range r.Downs {
			if err := gr.Link(hexmap.OnRoof(c.Roof), hexmap.OnGround(c.Ground), r.Down); err != nil {
				return nil, fmt.Errorf("roof %s: %w", r.Name, err)
			}
		}
	}
	for _, l := range m.BoxLinks {
		box, ok := m.Box(l.Box)
		if !ok {
			return nil, fmt.Errorf("links: no off-map box %q", l.Box)
		}
		for _, h := range l.Hexes {
			if err := gr.Link(hexmap.OnGround(h), box, l.In); err != nil {
				return nil, err
			}
			if err := gr.Link(box, hexmap.OnGround(h), l.Out); err != nil {
				return nil, err
			}
		}
	}
	return gr, nil
}

// costs reads a cost per mover: every mover named, each from -1
// (impassable) to 20.
func (p *parser) costs(field string, movers []string, given map[string]int) (hexmap.Costs, error) {
	out := hexmap.Same(hexmap.Impassable)
	for mv, c := range given {
		i := slices.Index(movers, mv)
		if i < 0 {
			return out, p.errf(field, "no mover %q (movers: %s)", mv, strings.Join(movers, ", "))
		}
		if c < -1 || c > 20 {
			return out, p.errf(field+"."+mv, "%d is not from -1 (impassable) to 20", c)
		}
		out[i] = c
	}
	for _, mv := range movers {
		if _, ok := given[mv]; !ok {
			return out, p.errf(field, "no cost for %q", mv)
		}
	}
	return out, nil
}

// buildGraph validates "roofs" and "links" and builds m.Graph.
func (p *parser) buildGraph(m *Map, f *file) error {
	if len(f.Roofs) > MaxAreas || len(f.Links) > MaxAreas {
		return p.errf("roofs/links", "%d roofs and %d links; a map has at most %d of each", len(f.Roofs), len(f.Links), MaxAreas)
	}
	roofed := map[string]string{} // building → roof
	for i, e := range f.Roofs {
		field := fmt.Sprintf("roofs[%d]", i)
		if e.Name == "" {
			return p.errf(field+".name", "missing")
		}
		field = fmt.Sprintf("roofs[%d] (%s)", i, e.Name)
		if _, dup := m.Roof(e.Name); dup {
			return p.errf(field, "the name is used twice")
		}
		b, ok := m.Area(e.Over)
		if !ok || b.Kind != Building {
			return p.errf(field+".over", "%q is not a building of the map", e.Over)
		}
		if other, dup := roofed[b.Name]; dup {
			return p.errf(field+".over", "building %s already has roof %s", b.Name, other)
		}
		roofed[b.Name] = e.Name
		r := &Roof{Name: e.Name, Building: b.Name, Hexes: b.Hexes, UpFrom: e.UpFrom}
		var err error
		if r.Up, err = p.costs(field+".up", m.Movers, e.Up); err != nil {
			return err
		}
		if r.Down, err = p.costs(field+".down", m.Movers, e.Down); err != nil {
			return err
		}
		if r.Across, err = p.costs(field+".across", m.Movers, e.Across); err != nil {
			return err
		}
		var from *Area
		if e.UpFrom != "" {
			if from, ok = m.Area(e.UpFrom); !ok || from.Kind == OffMap {
				return p.errf(field+".upFrom", "%q is not an area on the map", e.UpFrom)
			}
		}
		// One climbs from open ground next to the building, never from the
		// floor of a building.
		for _, h := range b.Hexes {
			for _, n := range h.Neighbors() {
				if !m.Grid.Contains(n) || m.inKind(n, Building) {
					continue
				}
				c := Climb{Ground: n, Roof: h}
				r.Downs = append(r.Downs, c)
				if from == nil || from.Contains(n) {
					r.Ups = append(r.Ups, c)
				}
			}
		}
		if len(r.Ups) == 0 {
			return p.errf(field+".upFrom", "%q: no hex of it is next to building %s, so the roof cannot be climbed", e.UpFrom, b.Name)
		}
		m.Roofs = append(m.Roofs, r)
	}
	for i, e := range f.Links {
		field := fmt.Sprintf("links[%d]", i)
		box, ok := m.Area(e.Box)
		if !ok || box.Kind != OffMap {
			return p.errf(field+".box", "%q is not an off-map box of the map", e.Box)
		}
		field = fmt.Sprintf("links[%d] (%s)", i, e.Box)
		l := &BoxLink{Box: e.Box}
		if len(e.Hexes) == 0 {
			return p.errf(field+".hexes", "missing")
		}
		seen := map[hexmap.Hex]bool{}
		for j, spec := range e.Hexes {
			hs, err := p.hexRange(spec, m.Grid)
			if err != nil {
				return p.errf(fmt.Sprintf("%s.hexes[%d]", field, j), "%v", err)
			}
			for _, h := range hs {
				if seen[h] {
					return p.errf(fmt.Sprintf("%s.hexes[%d]", field, j), "hex %s is listed twice", h)
				}
				seen[h] = true
				l.Hexes = append(l.Hexes, h)
			}
		}
		slices.SortFunc(l.Hexes, hexmap.Compare)
		var err error
		if l.In, err = p.costs(field+".in", m.Movers, e.In); err != nil {
			return err
		}
		if l.Out, err = p.costs(field+".out", m.Movers, e.Out); err != nil {
			return err
		}
		m.BoxLinks = append(m.BoxLinks, l)
	}
	gr, err := m.NewGraph()
	if err != nil {
		return p.errf("roofs/links", "%v", err)
	}
	m.Graph = gr
	return nil
}
