package isandlwana

// Resetter is a bot that can be reused for another game: Reset drops
// everything it remembers of the game it played (plans, caches keyed on the
// position) and keeps only its scratch buffers, so that the next game is
// played exactly as by a fresh bot. The simulator uses it to give each
// worker one bot of each side instead of a new one per game.
type Resetter interface {
	Reset()
}

// Reset implements Resetter.
func (r *Rule9) Reset() {
	r.plan = movePlan{}
	r.b.forget()
}

// Reset implements Resetter.
func (h *Hard) Reset() {
	h.plan = movePlan{}
	h.b.forget()
}

// Reset implements Resetter.
func (s *Standard) Reset() {
	s.fire = firePlan{}
	s.moves = actPlan{}
	s.deploy = deployPlan{}
	// wdist and hold are kept: it depends only on the scenario (see wagonDist).
}

// Reset implements Resetter.
func (p *Passive) Reset() { p.plan = firePlan{} }

// forget makes the next refresh rebuild the digest whatever game it is
// given, keeping the buffers.
func (b *board) forget() {
	b.g, b.m, b.sig = nil, nil, 0
	b.mpMap = nil
}
