package isandlwana

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"slices"
	"strconv"

	"zulu1879/hexmap"
)

// Hash is a stable fingerprint of the game state: everything that decides
// the rest of the game (positions, strengths, dice, phase, pending
// decisions), but not the text log. Equal states have equal hashes.
//
// It is the SHA-256 of the state's JSON without the log (encoding/json's
// bytes, which saves and golden files have recorded), written by
// appendStateJSON without reflection: the random-legal soak hashes
// a state about once in every eight actions, and encoding/json was a
// quarter of its time. TestHashJSONMatchesEncodingJSON pins the bytes to
// json.Marshal's on many positions, and TestHashJSONKnowsEveryField fails
// when a field is added to the state without being added here.
func (g *State) Hash() string {
	return hashOf(g.appendStateJSON(make([]byte, 0, 8192)))
}

// hashOf is the fingerprint of the state's bytes.
func hashOf(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:16])
}

// hashJSON is what Hash used to encode with encoding/json (the reference the
// tests compare appendStateJSON with).
func (g *State) hashJSON() []byte {
	c := *g
	c.Log = nil
	b, err := json.Marshal(&c)
	if err != nil {
		// Every field is plain data; Marshal cannot fail on it.
		panic("game: hashing state: " + err.Error())
	}
	return b
}

// appendStateJSON appends json.Marshal's encoding of the state with a nil
// Log to b.
func (g *State) appendStateJSON(b []byte) []byte {
	b = append(b, `{"scenario":`...)
	b = appendJSONString(b, g.ScenarioID)
	b = append(b, `,"seed":`...)
	b = strconv.AppendUint(b, g.Seed, 10)
	b = append(b, `,"dice":{"state":`...)
	b = strconv.AppendUint(b, g.Dice.State, 10)
	b = append(b, `},"turn":`...)
	b = strconv.AppendInt(b, int64(g.Turn), 10)
	b = append(b, `,"phase":`...)
	b = strconv.AppendUint(b, uint64(g.Phase), 10)
	b = append(b, `,"moveFirst":`...)
	b = strconv.AppendBool(b, g.MoveFirst)
	b = append(b, `,"inPhaseV":`...)
	b = strconv.AppendBool(b, g.InPhaseV)
	if g.Closing {
		b = append(b, `,"closing":true`...)
	}
	if g.Fresh {
		b = append(b, `,"fresh":true`...)
	}
	b = append(b, `,"units":`...)
	if g.Units == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i := range g.Units {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendUnitJSON(b, &g.Units[i])
		}
		b = append(b, ']')
	}
	b = append(b, `,"wagon":{"hex":`...)
	b = appendHexJSON(b, g.Wagon.Hex)
	if g.Wagon.Captured {
		b = append(b, `,"captured":true`...)
	}
	if g.Wagon.Moved {
		b = append(b, `,"moved":true`...)
	}
	b = append(b, `},"colours":`...)
	b = strconv.AppendUint(b, uint64(g.Colours), 10)
	b = append(b, `,"zulus":`...)
	b = appendIntsJSON(b, g.Zulus)
	b = append(b, `,"spent":`...)
	b = appendIntsJSON(b, g.Spent)
	b = append(b, `,"firedOn":`...)
	b = appendIntsJSON(b, g.FiredOn)
	if len(g.AttackedFrom) > 0 {
		// encoding/json writes map keys in the order of their text.
		keys := make([]string, 0, len(g.AttackedFrom))
		for k := range g.AttackedFrom {
			keys = append(keys, strconv.Itoa(k))
		}
		slices.Sort(keys)
		b = append(b, `,"attackedFrom":{`...)
		for i, k := range keys {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, '"')
			b = append(b, k...)
			b = append(b, `":`...)
			v, _ := strconv.Atoi(k)
			b = appendIntsJSON(b, g.AttackedFrom[v])
		}
		b = append(b, '}')
	}
	b = append(b, `,"pool":[`...)
	b = strconv.AppendInt(b, int64(g.Pool[0]), 10)
	b = append(b, ',')
	b = strconv.AppendInt(b, int64(g.Pool[1]), 10)
	b = append(b, ']')
	if len(g.Pending) > 0 {
		b = append(b, `,"pending":[`...)
		for i := range g.Pending {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendDecisionJSON(b, &g.Pending[i])
		}
		b = append(b, ']')
	}
	b = append(b, `,"outcome":`...)
	b = strconv.AppendUint(b, uint64(g.Outcome), 10)
	if g.EndReason != "" {
		b = append(b, `,"endReason":`...)
		b = appendJSONString(b, g.EndReason)
	}
	// The log is left out (Hash encodes the state with a nil Log).
	s := &g.Stats
	b = append(b, `,"stats":{`...)
	for k, v := range [...]int{s.ZulusEliminated, s.BritishStepsLost, s.BritishUnitsLost, s.LeadersLost,
		s.EndTurn, s.ZuluAttacks, s.BritishFires, s.BritishFiresHit, s.ZuluAttacksHit, s.SnipingHits,
		s.ZulusOnMapAtEnd, s.BritishSPAtEnd, s.BritishUnitsAtEnd} {
		b = append(b, statsKeys[k]...)
		b = strconv.AppendInt(b, int64(v), 10)
	}
	return append(b, "}}"...)
}

// statsKeys are the JSON keys of Stats in field order, each with what comes
// before its value.
var statsKeys = [...]string{`"zulusEliminated":`, `,"britishStepsLost":`, `,"britishUnitsLost":`,
	`,"leadersLost":`, `,"endTurn":`, `,"zuluAttacks":`, `,"britishFires":`, `,"britishFiresHit":`,
	`,"zuluAttacksHit":`, `,"snipingHits":`, `,"zulusOnMapAtEnd":`, `,"britishSPAtEnd":`,
	`,"britishUnitsAtEnd":`}

func appendUnitJSON(b []byte, u *Unit) []byte {
	b = append(b, `{"id":`...)
	b = appendJSONString(b, u.ID)
	b = append(b, `,"name":`...)
	b = appendJSONString(b, u.Name)
	b = append(b, `,"kind":`...)
	b = strconv.AppendUint(b, uint64(u.Kind), 10)
	b = append(b, `,"full":`...)
	b = strconv.AppendInt(b, int64(u.Full), 10)
	b = append(b, `,"strength":`...)
	b = strconv.AppendInt(b, int64(u.Strength), 10)
	b = append(b, `,"hex":`...)
	b = appendHexJSON(b, u.Hex)
	b = append(b, `,"status":`...)
	b = strconv.AppendUint(b, uint64(u.Status), 10)
	if u.InSquare {
		b = append(b, `,"square":true`...)
	}
	if u.Arrives != 0 {
		b = append(b, `,"arrives":`...)
		b = strconv.AppendInt(b, int64(u.Arrives), 10)
	}
	if u.MPUsed != 0 {
		b = append(b, `,"mp":`...)
		b = strconv.AppendInt(b, int64(u.MPUsed), 10)
	}
	if u.Moved {
		b = append(b, `,"moved":true`...)
	}
	if u.FireUsed != 0 {
		b = append(b, `,"fireUsed":`...)
		b = strconv.AppendInt(b, int64(u.FireUsed), 10)
	}
	return append(b, '}')
}

func appendDecisionJSON(b []byte, d *Decision) []byte {
	b = append(b, `{"kind":`...)
	b = strconv.AppendUint(b, uint64(d.Kind), 10)
	b = append(b, `,"side":`...)
	b = strconv.AppendUint(b, uint64(d.Side), 10)
	if d.Hex != "" {
		b = append(b, `,"hex":`...)
		b = appendJSONString(b, d.Hex)
	}
	if d.Unit != "" {
		b = append(b, `,"unit":`...)
		b = appendJSONString(b, d.Unit)
	}
	if d.Count != 0 {
		b = append(b, `,"count":`...)
		b = strconv.AppendInt(b, int64(d.Count), 10)
	}
	b = append(b, `,"options":`...)
	if d.Options == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i, o := range d.Options {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendJSONString(b, o)
		}
		b = append(b, ']')
	}
	return append(b, '}')
}

// appendIntsJSON writes a slice of ints as encoding/json does (nil: null).
func appendIntsJSON(b []byte, v []int) []byte {
	if v == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	// Most counts per hex are one digit, written with their comma in one
	// append, into room made beforehand.
	b = slices.Grow(b, 2*len(v)+1)
	for i, x := range v {
		switch {
		case i == 0 && uint(x) < 10:
			b = append(b, byte('0'+x))
		case uint(x) < 10:
			b = append(b, ',', byte('0'+x))
		default:
			if i > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendInt(b, int64(x), 10)
		}
	}
	return append(b, ']')
}

// appendHexJSON writes a hex as its MarshalText does, as a JSON string.
func appendHexJSON(b []byte, h hexmap.Hex) []byte {
	if h.IsNone() {
		return append(b, `""`...)
	}
	if h.Col >= 0 && h.Col < 100 && h.Row >= 0 && h.Row < 100 {
		return append(b, '"', byte('0'+h.Col/10), byte('0'+h.Col%10), byte('0'+h.Row/10), byte('0'+h.Row%10), '"')
	}
	return appendJSONString(b, h.String())
}

// appendJSONString writes s as encoding/json does: plain printable ASCII
// as it is, anything that might need escaping through encoding/json itself.
func appendJSONString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x20 || c >= 0x7f || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			q, _ := json.Marshal(s)
			return append(b, q...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}
