package tactical

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
)

// Hash fingerprints the state, the roller included and the log left out.
// The units are written field by field (the bulk of the state, and the
// part that changes every action); the rest as JSON.
func (g *Game) Hash() string {
	h := sha256.New()
	buf := make([]byte, 0, 16*len(g.Units)+64)
	buf = binary.AppendUvarint(buf, g.Roller.State)
	for i := range g.Units {
		u := &g.Units[i]
		var flags uint32
		for k, b := range []bool{u.Rifle, u.Bed, u.Orderly, u.OnMap, u.Gone, u.Disord, u.Supp, u.Pinned, u.Moved, u.Fired, u.Hit, u.Fought, u.Busy, u.Surg != 0, u.Held} {
			if b {
				flags |= 1 << k
			}
		}
		buf = append(buf, byte(u.Side), byte(u.Kind), byte(u.Wound), byte(u.At.Level), byte(u.At.Box), byte(u.At.Hex.Col), byte(u.At.Hex.Row))
		buf = binary.AppendUvarint(buf, uint64(flags))
		if u.Surg != 0 {
			buf = binary.AppendUvarint(buf, uint64(u.Surg))
		}
		buf = append(buf, u.Name...)
		buf = append(buf, 0)
	}
	h.Write(buf)
	rest := *g
	rest.Units, rest.Roller = nil, nil
	if rest.Opt.Revision == 1 {
		// revision 1 hashes as the states from before revisions, which
		// did not write it, so that their saves replay pinned to it
		rest.Opt.Revision = 0
	}
	b, err := json.Marshal(&rest)
	if err != nil {
		panic(err) // plain data: cannot fail
	}
	h.Write(b)
	return hex.EncodeToString(h.Sum(nil))
}
