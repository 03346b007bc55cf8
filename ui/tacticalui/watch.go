package tacticalui

import "zulu1879/hexmap"

// The board notices on its own when the rules change a hexside (a door
// opened or broken, a hole dug in a wall, boxes or the redoubt built), so
// that the static layer is drawn again, without a full walk of the side
// layer each frame: it keeps the sides whose features can change in play
// and reads only those, a few hundred lookups a frame.

// watched is a side and the kinds of feature to read on it.
type watched struct {
	side  hexmap.Side
	kinds []hexmap.SideKind
}

// mutable are the kinds of feature whose state or presence changes in
// play, and what may replace or join them.
var mutable = map[hexmap.SideKind][]hexmap.SideKind{
	hexmap.Door:         {hexmap.Door},
	hexmap.BuildingWall: {hexmap.BuildingWall, hexmap.Hole},
	hexmap.Hole:         {hexmap.Hole, hexmap.BuildingWall},
	hexmap.BiscuitBoxes: {hexmap.BiscuitBoxes},
	hexmap.RedoubtWall:  {hexmap.RedoubtWall},
	hexmap.Window:       {hexmap.Window, hexmap.Hole},
	hexmap.Loophole:     {hexmap.Loophole, hexmap.Hole},
}

// sidesStamp sums up the state of the side layer: how many sides hold a
// feature and, on each watched side, which watched kinds stand there in
// which state. Two stamps differ when a rule changed a side.
func (b *Board) sidesStamp() uint64 {
	s := b.Map.Sides
	if b.watch == nil || s.Len() != b.watchLen {
		b.watch = b.watch[:0]
		for _, side := range s.All() {
			var kinds []hexmap.SideKind
			for _, f := range s.At(side) {
				kinds = append(kinds, mutable[f.Kind]...)
			}
			if len(kinds) > 0 {
				b.watch = append(b.watch, watched{side, kinds})
			}
		}
		b.watchLen = s.Len()
	}
	const prime = 1099511628211
	h := uint64(14695981039346656037) ^ uint64(s.Len())
	for _, w := range b.watch {
		for _, k := range w.kinds {
			v := uint64(0xff)
			if f, ok := s.Feature(w.side, k); ok {
				v = uint64(f.State)
			}
			h = (h ^ v) * prime
		}
	}
	return h
}
