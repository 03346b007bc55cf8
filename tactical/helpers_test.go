package tactical

import (
	"strings"
	"testing"

	"zulu1879/hexmap"
)

// bare returns a game at turn 1 with every British man but those listed
// taken off (keep: hexes of the men to keep, in roster order of a fresh
// game) and no Zulu, in phase p.
func bare(t *testing.T, seed uint64, p Phase, keep ...string) *Game {
	t.Helper()
	return bareOn(t, seed, RulesRevision, p, keep...)
}

// bareOn is bare on revision rev of the rules and forces.
func bareOn(t *testing.T, seed uint64, rev int, p Phase, keep ...string) *Game {
	t.Helper()
	g, err := NewGame(seed, Options{Revision: rev})
	if err != nil {
		t.Fatal(err)
	}
	g.Events = nil
	g.Units = g.Units[:g.NBrit]
	g.Queue = nil
	for i := range g.Units {
		g.Units[i].Gone, g.Units[i].OnMap = true, false
	}
	g.cache = nil
	for _, s := range keep {
		h := hx(t, s)
		found := false
		for i := range g.Units {
			if g.forceData().British[i].At == h {
				g.Units[i].Gone, g.Units[i].OnMap, g.Units[i].At = false, true, hexmap.OnGround(h)
				found = true
			}
		}
		if !found {
			t.Fatalf("no man starts at %s", s)
		}
	}
	g.cache, g.legal = nil, nil
	g.Phase = p
	return g
}

// answerDefaults gives the default answer to every pending decision of
// rule 9 (what the engine chose itself in revision 1).
func answerDefaults(t *testing.T, g *Game) {
	t.Helper()
	for g.Pending != nil {
		a := g.pendingDefault()
		if !has(g.pendingLegal(), a) {
			t.Fatalf("the default answer %q is not among the answers %v", a, g.pendingLegal())
		}
		if err := act(g, a); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
}

func hx(t *testing.T, s string) hexmap.Hex {
	t.Helper()
	h, err := hexmap.ParseHex(s)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// man returns the index of the British man now at hex s.
func man(t *testing.T, g *Game, s string) int {
	t.Helper()
	i := g.at(hexmap.OnGround(hx(t, s)))
	if i < 0 {
		t.Fatalf("nobody at %s", s)
	}
	return i
}

// put moves unit i to place s ("1218", "1218^").
func put(t *testing.T, g *Game, i int, s string) {
	t.Helper()
	p, err := ParsePlace(s)
	if err != nil {
		t.Fatal(err)
	}
	g.setPlace(i, p)
}

// addZulu puts a Zulu spear (or rifle) counter at s and returns its index.
func addZulu(t *testing.T, g *Game, s string, rifle bool) int {
	t.Helper()
	g.Units = append(g.Units, Unit{Side: Zulu, Rifle: rifle, Name: "test"})
	i := len(g.Units) - 1
	put(t, g, i, s)
	return i
}

// lastEvent is the text and dice of the game's last event with the rule.
func lastEvent(t *testing.T, g *Game, rule string) Event {
	t.Helper()
	for k := len(g.Events) - 1; k >= 0; k-- {
		if g.Events[k].Rule == rule {
			return g.Events[k]
		}
	}
	t.Fatalf("no event of rule %s in %d events", rule, len(g.Events))
	return Event{}
}

func has(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func oneLine(t *testing.T, err error) {
	t.Helper()
	if err != nil && strings.Contains(err.Error(), "\n") {
		t.Fatalf("error of two lines: %q", err)
	}
}
