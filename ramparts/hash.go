package ramparts

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"slices"
)

// Hash returns a stable hash of the game state: the SHA-256 of its canonical
// JSON without the log. Two games with the same options, seed and actions
// have the same hash.
func (g *Game) Hash() string {
	c := *g
	c.Log = nil
	if c.Options.Revision == 1 {
		// Games played before revisions existed hashed without the field.
		c.Options.Revision = 0
	}
	b, err := json.Marshal(&c)
	if err != nil {
		return "error: " + err.Error()
	}
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

// Clone returns a deep copy of the game that shares no state with it. The
// copy rolls with its own copy of a Seeded roller, or with the same roller
// otherwise. It copies field by field (a searching bot clones a position for
// every rollout, and a copy through JSON cost more than the rollout); the
// copy has the same Hash and the same JSON as the original, which the tests
// check against a copy through JSON, and a field added to Game must be added
// here (a test lists the fields Clone knows).
func (g *Game) Clone() *Game {
	c := *g
	c.Options = g.Options.clone()
	c.IButhos = slices.Clone(g.IButhos)
	c.Chits = slices.Clone(g.Chits)
	c.DrawPile = slices.Clone(g.DrawPile)
	c.Hand = slices.Clone(g.Hand)
	c.Tableau = slices.Clone(g.Tableau)
	c.Discards = slices.Clone(g.Discards)
	c.OutCards = slices.Clone(g.OutCards)
	c.Reserve = slices.Clone(g.Reserve)
	c.Banners = slices.Clone(g.Banners)
	c.Defending = slices.Clone(g.Defending)
	c.Used = slices.Clone(g.Used)
	if g.Pending != nil {
		p := *g.Pending
		p.Dice = slices.Clone(p.Dice)
		p.Rolled = slices.Clone(p.Rolled)
		c.Pending = &p
	}
	if g.Outcome != nil {
		o := *g.Outcome
		o.Breakdown = slices.Clone(o.Breakdown)
		c.Outcome = &o
	}
	c.Log = cloneLog(g.Log)
	if g.Seeded != nil {
		s := *g.Seeded
		c.Seeded = &s
		c.roller = c.Seeded
	}
	c.scratch = nil
	c.afterHousekeeping = nil
	return &c
}

// clone is a deep copy of the options.
func (o Options) clone() Options {
	c := o
	c.OptionalCards = slices.Clone(o.OptionalCards)
	if o.Arrangement != nil {
		a := *o.Arrangement
		a.Tracks = slices.Clone(a.Tracks)
		a.DrawPile = slices.Clone(a.DrawPile)
		c.Arrangement = &a
	}
	return c
}

// cloneLog copies the log with the dice of all its events in one array.
func cloneLog(log []Event) []Event {
	if log == nil {
		return nil
	}
	out := slices.Clone(log)
	n := 0
	for i := range log {
		n += len(log[i].Dice)
	}
	buf := make([]int, 0, n)
	for i := range out {
		if d := log[i].Dice; d != nil {
			k := len(buf)
			buf = append(buf, d...)
			out[i].Dice = buf[k:len(buf):len(buf)]
		}
	}
	return out
}
