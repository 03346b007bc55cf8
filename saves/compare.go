package saves

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"regexp"
	"sort"
	"strings"

	"zulu1879/isandlwana"
)

// stateDigest is the hash of a stored state section, computed the way
// isandlwana.State.Hash computes it (the first 16 bytes of the SHA-256 of the
// compact JSON), but from the bytes in the file. It proves the section is as
// the program wrote it, whatever fields later engines add to the state.
func stateDigest(raw []byte) (string, error) {
	var b bytes.Buffer
	if err := json.Compact(&b, raw); err != nil {
		return "", err
	}
	s := sha256.Sum256(b.Bytes())
	return hex.EncodeToString(s[:16]), nil
}

// position is what a checkpoint fingerprints: where everything is, what is
// left of it, whose move it is and the dice. It is built from named engine
// fields, so a field the engine adds later does not change old fingerprints,
// while any real difference in play does.
type position struct {
	Turn     int                `json:"turn"`
	Phase    isandlwana.Phase   `json:"phase"`
	InPhaseV bool               `json:"v"`
	Units    []unitPos          `json:"units"`
	Wagon    string             `json:"wagon"`
	Captured bool               `json:"captured"`
	Colours  int                `json:"colours"`
	Zulus    []int              `json:"zulus"`
	Pool     [2]int             `json:"pool"`
	Dice     uint64             `json:"dice"`
	Outcome  isandlwana.Outcome `json:"outcome"`
	Pending  [][]string         `json:"pending"`
}

type unitPos struct {
	ID       string `json:"id"`
	Strength int    `json:"sp"`
	Hex      string `json:"hex"`
	Status   int    `json:"status"`
	Square   bool   `json:"square"`
}

// fingerprint is the 32-digit hash of a game's position.
func fingerprint(g *isandlwana.State) string {
	p := position{
		Turn: g.Turn, Phase: g.Phase, InPhaseV: g.InPhaseV,
		Wagon: g.Wagon.Hex.String(), Captured: g.Wagon.Captured, Colours: int(g.Colours),
		Zulus: g.Zulus, Pool: g.Pool, Dice: g.Dice.State, Outcome: g.Outcome,
	}
	for _, u := range g.Units {
		p.Units = append(p.Units, unitPos{ID: u.ID, Strength: u.Strength, Hex: u.Hex.String(), Status: int(u.Status), Square: u.InSquare})
	}
	for _, d := range g.Pending {
		p.Pending = append(p.Pending, append([]string{fmt.Sprint(d.Kind)}, d.Options...))
	}
	b, err := json.Marshal(p)
	if err != nil {
		// Plain data: Marshal cannot fail on it.
		panic("saves: fingerprint: " + err.Error())
	}
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:16])
}

// stateDifference compares a stored state section with a replayed state on
// every field both have. It returns the first field that differs (a path
// such as units[3].strength with both values), or "" when they agree; and
// the fields only one side has, which come from a program with another
// version of the engine.
func stateDifference(stored []byte, replayed *isandlwana.State) (diff string, onlyOne []string, err error) {
	st := *replayed
	st.Log = nil
	rb, err := json.Marshal(&st)
	if err != nil {
		return "", nil, err
	}
	var a, b any
	for _, x := range []struct {
		data []byte
		v    *any
	}{{stored, &a}, {rb, &b}} {
		dec := json.NewDecoder(bytes.NewReader(x.data))
		dec.UseNumber()
		if err := dec.Decode(x.v); err != nil {
			return "", nil, err
		}
	}
	only := map[string]bool{}
	diff = firstDifference("", a, b, only)
	for k := range only {
		onlyOne = append(onlyOne, k)
	}
	sort.Strings(onlyOne)
	return diff, onlyOne, nil
}

func firstDifference(path string, a, b any, only map[string]bool) string {
	switch av := a.(type) {
	case map[string]any:
		bv, ok := b.(map[string]any)
		if !ok {
			return describeDiff(path, a, b)
		}
		keys := make([]string, 0, len(av))
		for k := range av {
			keys = append(keys, k)
		}
		for k := range bv {
			if _, ok := av[k]; !ok {
				only[fieldName(path+"."+k)] = true
			}
		}
		sort.Strings(keys)
		for _, k := range keys {
			p := strings.TrimPrefix(path+"."+k, ".")
			if _, ok := bv[k]; !ok {
				only[fieldName(p)] = true
				continue
			}
			if d := firstDifference(p, av[k], bv[k], only); d != "" {
				return d
			}
		}
		return ""
	case []any:
		bv, ok := b.([]any)
		if !ok || len(av) != len(bv) {
			return describeDiff(path, a, b)
		}
		for i := range av {
			if d := firstDifference(fmt.Sprintf("%s[%d]", path, i), av[i], bv[i], only); d != "" {
				return d
			}
		}
		return ""
	}
	if fmt.Sprint(a) != fmt.Sprint(b) {
		return describeDiff(path, a, b)
	}
	return ""
}

var indexPattern = regexp.MustCompile(`\[\d+\]`)

// fieldName writes a path without array indices: units[].square.
func fieldName(path string) string {
	return indexPattern.ReplaceAllString(strings.TrimPrefix(path, "."), "[]")
}

func describeDiff(path string, a, b any) string {
	enc := func(v any) string {
		s, _ := json.Marshal(v)
		return short(string(s))
	}
	return fmt.Sprintf("%s is %s in the save, %s in the replay", path, enc(a), enc(b))
}
