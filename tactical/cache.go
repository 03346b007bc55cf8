package tactical

import (
	"fmt"

	"zulu1879/hexmap"
)

// cache is what a game derives from its state to answer quickly: the
// hexside layer with the changes made in play, the movement graph over it
// and who stands where. It is never hashed or saved; a copy of a game
// rebuilds its own.
type cache struct {
	sides    *hexmap.Sides
	graph    *hexmap.Graph
	nchanges int     // the changes applied to sides
	occ      []int32 // unit index+1 by graph place index (ground and roofs)
	boxN     int     // units in the Oskarberg box
	// sight holds lines traced over this side layer, by the graph indices
	// of their ends; shared only with the copy an Apply works on.
	sight map[[2]int32]view
	// fallen names the buildings whose roofs have fallen in, which the
	// graph leaves out.
	fallen string
}

// c returns the game's cache, building what is missing.
func (g *Game) c() *cache {
	if g.cache == nil {
		g.cache = &cache{}
	}
	c := g.cache
	if c.sides == nil || c.nchanges != len(g.Changes) {
		// The layer and the graph are shared between copies of a game and
		// never changed in place: a change makes a new layer.
		from := c.nchanges
		var s *hexmap.Sides
		if c.sides == nil || c.nchanges > len(g.Changes) {
			s, from = g.st.m.Sides.Clone(), 0
		} else {
			s = c.sides.Clone()
		}
		for _, ch := range g.Changes[from:] {
			if err := ch.Apply(s); err != nil {
				panic(fmt.Sprintf("tactical: a side change the engine made does not apply: %v", err)) // the engine's own bug
			}
		}
		c.sides, c.nchanges, c.graph, c.sight = s, len(g.Changes), nil, nil
	}
	fallen := ""
	for _, b := range g.Blds {
		if b.Collapsed {
			fallen += b.Name + ","
		}
	}
	if c.graph != nil && c.fallen != fallen {
		c.graph, c.occ, c.sight = nil, nil, nil
	}
	if c.graph == nil {
		c.fallen = fallen
		gr := hexmap.NewGraph(g.st.m.Grid, c.sides)
		for _, r := range g.st.m.Roofs {
			if g.bld(r.Building) != nil && g.bld(r.Building).Collapsed {
				continue // fallen in: no roof to stand on
			}
			if _, err := gr.AddRoof(r.Hexes, r.Across); err != nil {
				panic(err)
			}
			for _, cl := range r.Ups {
				_ = gr.Link(hexmap.OnGround(cl.Ground), hexmap.OnRoof(cl.Roof), r.Up)
			}
			for _, cl := range r.Downs {
				_ = gr.Link(hexmap.OnRoof(cl.Roof), hexmap.OnGround(cl.Ground), r.Down)
			}
		}
		c.graph = gr
	}
	if c.occ == nil {
		c.occ = make([]int32, c.graph.Size())
		c.boxN = 0
		for i := range g.Units {
			u := &g.Units[i]
			if !u.OnMap || u.Gone {
				continue
			}
			if u.At.Box != 0 {
				c.boxN++
				continue
			}
			if k, ok := c.graph.Index(u.At); ok {
				c.occ[k] = int32(i + 1)
			}
		}
	}
	return c
}

// Apply makes the change on sides (a layer of the station map's hexsides):
// the engine keeps its own layer this way, and a screen that draws the
// position from its view does the same to its copy of the map.
func (ch SideChange) Apply(s *hexmap.Sides) error {
	side, err := hexmap.ParseSide(ch.Side)
	if err != nil {
		return err
	}
	k, err := hexmap.ParseSideKind(ch.Kind)
	if err != nil {
		return err
	}
	st, err := hexmap.ParseSideState(ch.State)
	if err != nil {
		return err
	}
	if ch.Was != "" {
		was, err := hexmap.ParseSideKind(ch.Was)
		if err != nil {
			return err
		}
		return s.Replace(side, was, hexmap.Feature{Kind: k, State: st})
	}
	return s.SetState(side, k, st)
}

// change records a side change and applies it.
func (g *Game) change(ch SideChange) {
	g.Changes = append(g.Changes, ch)
}

// at returns the index of the unit at place p, or -1.
func (g *Game) at(p hexmap.Place) int {
	c := g.c()
	k, ok := c.graph.Index(p)
	if !ok || p.Box != 0 {
		return -1
	}
	return int(c.occ[k]) - 1
}

// setPlace moves unit i to p (on the map), keeping the occupancy.
func (g *Game) setPlace(i int, p hexmap.Place) {
	g.legal = nil
	c := g.c()
	u := &g.Units[i]
	g.unplace(i)
	u.At, u.OnMap = p, true
	if p.Box != 0 {
		c.boxN++
		return
	}
	if k, ok := c.graph.Index(p); ok {
		c.occ[k] = int32(i + 1)
	}
}

// unplace takes unit i off the occupancy (it stays where it was in the
// state until setPlace or removal).
func (g *Game) unplace(i int) {
	g.legal = nil
	c := g.c()
	u := &g.Units[i]
	if !u.OnMap || u.Gone {
		return
	}
	if u.At.Box != 0 {
		c.boxN--
		return
	}
	if k, ok := c.graph.Index(u.At); ok && c.occ[k] == int32(i+1) {
		c.occ[k] = 0
	}
}

// removeUnit takes unit i out of the game.
func (g *Game) removeUnit(i int) {
	g.unplace(i)
	g.Units[i].Gone = true
	g.Units[i].OnMap = false
}

// sides is the hexside layer of the game now.
func (g *Game) sides() *hexmap.Sides { return g.c().sides }
