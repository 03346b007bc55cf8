package hexmap

import "fmt"

// Grid is a rectangular map of Cols × Rows hexes. It numbers its hexes densely
// (0 … Size()-1) so that per-hex data can live in plain slices, and it keeps
// each hex's on-map neighbours precomputed.
type Grid struct {
	Cols, Rows int
	neighbors  [][]int
}

// NewGrid returns a grid of the given size.
func NewGrid(cols, rows int) *Grid {
	g := &Grid{Cols: cols, Rows: rows}
	g.neighbors = make([][]int, cols*rows)
	for i := range g.neighbors {
		h := g.HexAt(i)
		for _, n := range h.Neighbors() {
			if g.Contains(n) {
				g.neighbors[i] = append(g.neighbors[i], g.Index(n))
			}
		}
	}
	return g
}

// Size is the number of hexes on the grid.
func (g *Grid) Size() int { return g.Cols * g.Rows }

// Contains reports whether h lies on the grid.
func (g *Grid) Contains(h Hex) bool {
	return h.Col >= 1 && h.Col <= g.Cols && h.Row >= 1 && h.Row <= g.Rows
}

// Index returns h's dense index; h must be on the grid.
func (g *Grid) Index(h Hex) int { return (h.Col-1)*g.Rows + (h.Row - 1) }

// HexAt is the inverse of Index.
func (g *Grid) HexAt(i int) Hex { return Hex{Col: i/g.Rows + 1, Row: i%g.Rows + 1} }

// NeighborIndices returns the indices of the on-grid neighbours of hex i. The
// slice is shared: do not modify it.
func (g *Grid) NeighborIndices(i int) []int { return g.neighbors[i] }

// OnEdge reports whether h is on the outer ring of the grid.
func (g *Grid) OnEdge(h Hex) bool {
	return h.Col == 1 || h.Col == g.Cols || h.Row == 1 || h.Row == g.Rows
}

// Check returns an error naming h if it is not on the grid.
func (g *Grid) Check(h Hex) error {
	if !g.Contains(h) {
		return fmt.Errorf("hex %s is off the %d×%d map", h, g.Cols, g.Rows)
	}
	return nil
}
