package recplay

import "strconv"

// PieceID reads a piece's id as the tactical game and the skirmish write
// them: a side letter, B (British) or Z (Zulu), and a number from 1
// ("B12", "Z005"). ok is false for anything else, which the screens then
// show as it is.
func PieceID(id string) (british bool, n int, ok bool) {
	if len(id) < 2 || (id[0] != 'B' && id[0] != 'Z') {
		return false, 0, false
	}
	n, err := strconv.Atoi(id[1:])
	if err != nil || n < 1 {
		return false, 0, false
	}
	return id[0] == 'B', n, true
}
