package isandlwana

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"zulu1879/dice"
	"zulu1879/hexmap"
)

// TestHashJSONMatchesEncodingJSON compares the bytes Hash encodes
// (appendStateJSON) with encoding/json's, after every action of random
// games of both set-ups and on positions built to reach the corners of the
// encoding (map keys of several lengths, nil and empty slices, strings
// that need escaping, hexes off the map).
func TestHashJSONMatchesEncodingJSON(t *testing.T) {
	check := func(what string, g *State) {
		t.Helper()
		want := g.hashJSON()
		if got := g.appendStateJSON(nil); !bytes.Equal(got, want) {
			n := 0
			for n < len(got) && n < len(want) && got[n] == want[n] {
				n++
			}
			t.Fatalf("%s: the state's bytes differ from encoding/json's at byte %d:\n got  …%s\n want …%s", what, n, clip(got, n), clip(want, n))
		}
	}
	for seed := uint64(1); seed <= 6; seed++ {
		scen := "isandlwana"
		if seed%2 == 0 {
			scen = "isandlwana-free"
		}
		g := newGame(t, scen, seed)
		g.Opts.Quiet = seed%3 == 0
		rng := dice.NewSeeded(seed)
		var buf []Action
		for step := 0; !g.Over(); step++ {
			check(fmt.Sprintf("%s seed %d action %d", scen, seed, step), g)
			var a Action
			if seed <= 3 {
				a, _, buf = g.legalAt(buf, rng.Intn)
			} else {
				a = randomPolicy(g, g.Legal(), rng)
			}
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		check(scen+" at the end", g)
	}

	g := newGame(t, "isandlwana", 9)
	g.AttackedFrom = map[int][]int{5: {1, 2}, 12: nil, 100: {}, 9: {3}}
	g.Pending = []Decision{
		{Kind: DecideHit, Side: Zulu, Hex: "0101", Options: []string{`A "Co"`, "<b>", "tab\there", "é—ü", "a&b"}},
		{Kind: DecideSnipe, Side: Zulu, Count: 3},
		{Kind: DecideColours, Options: []string{}},
	}
	g.EndReason = "the last man — \"and\" <the> end\x01\u2028"
	g.ScenarioID = "weird\\id"
	g.Units[0].Hex = hexmap.None
	g.Units[1].Hex = hexmap.H(123, 7)
	g.Units[2].Name = "Lt. \"X\"\n"
	g.Units[3].InSquare, g.Units[3].Moved, g.Units[3].MPUsed, g.Units[3].FireUsed, g.Units[3].Arrives = true, true, 2, 3, 4
	g.Wagon = Wagon{Hex: hexmap.H(-1, 5), Captured: true, Moved: true}
	g.Closing, g.Fresh, g.MoveFirst, g.InPhaseV = true, true, true, true
	g.Pool = [2]int{3, -1}
	g.Stats = Stats{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13}
	check("a built position", g)
	g.Zulus, g.Spent, g.FiredOn, g.Units = nil, []int{}, nil, nil
	check("nil and empty slices", g)
}

func clip(b []byte, n int) []byte {
	return b[max(0, n-40):min(len(b), n+40)]
}

// TestHashJSONKnowsEveryField lists the JSON fields appendStateJSON writes;
// a field added to the state (or to the types in it) without being added
// to the encoder fails here, since its hash would otherwise leave it out.
func TestHashJSONKnowsEveryField(t *testing.T) {
	want := map[reflect.Type]string{
		reflect.TypeFor[State]():       "scenario seed dice turn phase moveFirst inPhaseV closing fresh units wagon colours zulus spent firedOn attackedFrom pool pending outcome endReason log stats",
		reflect.TypeFor[dice.Seeded](): "state",
		reflect.TypeFor[Unit]():        "id name kind full strength hex status square arrives mp moved fireUsed",
		reflect.TypeFor[Wagon]():       "hex captured moved",
		reflect.TypeFor[Decision]():    "kind side hex unit count options",
		reflect.TypeFor[Stats]():       "zulusEliminated britishStepsLost britishUnitsLost leadersLost endTurn zuluAttacks britishFires britishFiresHit zuluAttacksHit snipingHits zulusOnMapAtEnd britishSPAtEnd britishUnitsAtEnd",
	}
	for typ, fields := range want {
		var got []string
		for f := range typ.Fields() {
			tag := f.Tag.Get("json")
			name, _, _ := strings.Cut(tag, ",")
			if !f.IsExported() || name == "-" {
				continue
			}
			if name == "" {
				name = f.Name
			}
			got = append(got, name)
		}
		if strings.Join(got, " ") != fields {
			t.Errorf("%s has the JSON fields %q; appendStateJSON (hash.go) writes %q: update it", typ, strings.Join(got, " "), fields)
		}
	}
}

// TestHashJSON_IntsMatchEncodingJSON: appendIntsJSON writes a slice of
// counts as encoding/json does, for one-digit, longer and negative values
// in any place, and for nil and empty slices.
func TestHashJSON_IntsMatchEncodingJSON(t *testing.T) {
	for _, v := range [][]int{nil, {}, {0}, {7}, {10}, {-1}, {0, 0, 3}, {12, 0, -3, 9, 100, -10, 5}, {-7, 1}, {99, 9}} {
		want, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		if got := appendIntsJSON([]byte("x"), v); string(got) != "x"+string(want) {
			t.Errorf("appendIntsJSON(%v) = %s, encoding/json gives %s", v, got[1:], want)
		}
	}
}
