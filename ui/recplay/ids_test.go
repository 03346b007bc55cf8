package recplay

import "testing"

// TestPieceID_ReadsSideAndNumber: the tactical game's and the skirmish's
// ids give their side and number; anything else is refused.
func TestPieceID_ReadsSideAndNumber(t *testing.T) {
	for _, c := range []struct {
		id      string
		british bool
		n       int
		ok      bool
	}{
		{"B12", true, 12, true},
		{"Z005", false, 5, true},
		{"B1", true, 1, true},
		{"B0", false, 0, false},
		{"Z", false, 0, false},
		{"X12", false, 0, false},
		{"Bx", false, 0, false},
		{"", false, 0, false},
	} {
		b, n, ok := PieceID(c.id)
		if b != c.british || n != c.n || ok != c.ok {
			t.Errorf("PieceID(%q) = %v, %d, %v; want %v, %d, %v", c.id, b, n, ok, c.british, c.n, c.ok)
		}
	}
}
