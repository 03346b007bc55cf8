package games

// Redrawer is implemented by a game whose state holds something a seat may
// not know but that decides the rest of the game: the order of a draw pile,
// another seat's cards. Redraw replaces it, for a copy only, with a draw
// from seed that agrees with everything seat has seen (the cards still to
// come shuffled again, another hand dealt anew from the cards seat has not
// seen). A searching bot calls it after Reseed on each copy it plays out,
// so that its look-ahead samples what it cannot see instead of reading it.
// Like Reseed it changes the hash and nothing seat can see. Optional: a
// game without it hides nothing that decides the game beyond its dice.
type Redrawer interface {
	Redraw(seat Seat, seed uint64)
}
