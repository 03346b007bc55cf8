package isandlwana

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
)

// Hash is a stable fingerprint of the game state: everything that decides
// the rest of the game (positions, strengths, dice, phase, pending
// decisions), but not the text log. Equal states have equal hashes.
func (g *State) Hash() string {
	c := *g
	c.Log = nil
	b, err := json.Marshal(&c)
	if err != nil {
		// Every field is plain data; Marshal cannot fail on it.
		panic("game: hashing state: " + err.Error())
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:16])
}
