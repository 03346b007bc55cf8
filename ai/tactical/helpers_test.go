package tactical

import (
	"strings"
	"testing"

	"zulu1879/hexmap"
	tc "zulu1879/tactical"
)

// scene is a fresh game in phase p of turn t with only the first n British
// men (B001…) on the map, at the places given, and no Zulu.
func scene(tb testing.TB, t int, p tc.Phase, at ...string) *tc.Game {
	tb.Helper()
	g, err := tc.NewGame(1, tc.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	g.Turn, g.Phase, g.Queue, g.Pool = t, p, nil, 0
	for i := 0; i < g.NBrit; i++ {
		g.SetUp(i, hexmap.Place{})
	}
	for i, s := range at {
		g.SetUp(i, place(tb, s))
	}
	return g
}

func place(tb testing.TB, s string) hexmap.Place {
	tb.Helper()
	p, err := tc.ParsePlace(s)
	if err != nil {
		tb.Fatal(err)
	}
	return p
}

func hex(tb testing.TB, s string) hexmap.Hex { return place(tb, s).Hex }

// zulu adds a Zulu counter at s and returns its id.
func zulu(tb testing.TB, g *tc.Game, s string, rifle bool) string {
	tb.Helper()
	return g.ID(g.AddZulu(place(tb, s), rifle))
}

// must checks that action a is accepted by a copy of g and has a reason.
func must(tb testing.TB, g *tc.Game, a, why string) {
	tb.Helper()
	if why == "" {
		tb.Errorf("%q comes without a reason", a)
	}
	if err := g.Copy().Apply(a); err != nil {
		tb.Fatalf("the bot chose %q (%s), which the game refuses: %v", a, why, err)
	}
}

// field1 is word k of action a.
func field1(a string, k int) string {
	w := strings.Fields(a)
	if k < len(w) {
		return w[k]
	}
	return ""
}

// fightableHexes are the ground hexes next to man id from which a Zulu may
// fight him.
func fightableHexes(g *tc.Game, id string) []hexmap.Hex {
	i, _ := g.ParseID(id)
	at := g.Units[i].At
	var out []hexmap.Hex
	for _, n := range at.Hex.Neighbors() {
		if g.ZuluCanFight(hexmap.OnGround(n), at) {
			out = append(out, n)
		}
	}
	return out
}
