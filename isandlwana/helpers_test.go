package isandlwana

import (
	"testing"

	"zulu1879/dice"
	"zulu1879/hexmap"
)

// hx parses a hex id in tests.
func hx(s string) hexmap.Hex {
	h, err := hexmap.ParseHex(s)
	if err != nil {
		panic(err)
	}
	return h
}

// position returns a game in the given phase and turn with an empty board:
// no Zulus, every British counter held off the map until placed, Colours not
// yet arrived. Tests then place exactly the pieces of a rulebook example.
func position(t *testing.T, phase Phase, turn int, rolls ...int) *State {
	t.Helper()
	g := newGame(t, "isandlwana", 1)
	for i := range g.Zulus {
		g.Zulus[i] = 0
	}
	for i := range g.Units {
		g.Units[i].Status = Waiting
		g.Units[i].Arrives = 0
		g.Units[i].Hex = hexmap.None
	}
	g.Phase, g.Turn = phase, turn
	g.Log = nil
	g.SetRoller(&dice.Scripted{Values: rolls})
	return g
}

// put places British counter id in hex at the given strength (0 keeps it).
func put(t *testing.T, g *State, id, hex string, strength int) *Unit {
	t.Helper()
	u := g.UnitByID(id)
	if u == nil {
		t.Fatalf("no unit %s", id)
	}
	u.Status, u.Hex = OnMap, hx(hex)
	if strength > 0 {
		u.Strength = strength
	}
	return u
}

// zulus puts one Zulu unit in each hex.
func zulus(g *State, hexes ...string) {
	for _, h := range hexes {
		g.Zulus[g.idx(hx(h))]++
	}
}

func mustApply(t *testing.T, g *State, cmd string) {
	t.Helper()
	a, err := ParseAction(cmd)
	if err != nil {
		t.Fatalf("%s: %v", cmd, err)
	}
	if err := g.Apply(a); err != nil {
		t.Fatalf("%s: %v", cmd, err)
	}
}

func mustRefuse(t *testing.T, g *State, cmd string) error {
	t.Helper()
	a, err := ParseAction(cmd)
	if err != nil {
		return err
	}
	before := g.Hash()
	err = g.Apply(a)
	if err == nil {
		t.Fatalf("%s was accepted", cmd)
	}
	if g.Hash() != before {
		t.Fatalf("%s was refused (%v) but changed the state", cmd, err)
	}
	return err
}

func lastDice(g *State) []int {
	var out []int
	for _, e := range g.Log {
		out = append(out, e.Dice...)
	}
	return out
}

func distance(a, b hexmap.Hex) int { return hexmap.Distance(a, b) }

func adjacent(a, b hexmap.Hex) bool { return hexmap.Adjacent(a, b) }

func diceFor(seed uint64) *dice.Seeded { return dice.NewSeeded(seed * 7919) }

func hexAt(col, row int) string { return hexmap.H(col, row).String() }
