package ramparts

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
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
// otherwise.
func (g *Game) Clone() *Game {
	b, err := json.Marshal(g)
	if err != nil {
		return nil
	}
	var c Game
	if err := json.Unmarshal(b, &c); err != nil {
		return nil
	}
	if c.Seeded == nil {
		c.roller = g.roller
	}
	c.t = g.t
	return &c
}
