package skirmish

import (
	"testing"

	"zulu1879/hexmap"
)

// TestHash_CoversTheState: changing any part of the state that decides the
// rest of the game changes the hash (the hash is written field by field,
// so a field left out would show here).
func TestHash_CoversTheState(t *testing.T) {
	base, err := NewGame("hospital", 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		f    func(g *Game)
	}{
		{"turn", func(g *Game) { g.Turn++ }},
		{"phase", func(g *Game) { g.Phase = StepMelee }},
		{"hex", func(g *Game) { g.Figs[0].Hex = hexmap.H(3, 3) }},
		{"roof", func(g *Game) { g.Figs[0].Roof = true }},
		{"face", func(g *Game) { g.Figs[0].Face = (g.Figs[0].Face + 1) % 6 }},
		{"weapon", func(g *Game) { g.Figs[0].Weapon = Revolver }},
		{"hero", func(g *Game) { g.Figs[4].Hero = true }},
		{"patient", func(g *Game) { g.Figs[0].Patient = true }},
		{"light", func(g *Game) { g.Figs[0].Wounds.Light = 1 }},
		{"serious", func(g *Game) { g.Figs[0].Wounds.Serious = true }},
		{"dead", func(g *Game) { g.Figs[0].Wounds.Dead = true }},
		{"down", func(g *Game) { g.Figs[0].Down = true }},
		{"on", func(g *Game) { g.Figs[0].On = false }},
		{"gone", func(g *Game) { g.Figs[30].Gone = true }},
		{"hospital", func(g *Game) { g.Figs[0].Hospital = 2 }},
		{"admitted", func(g *Game) { g.Figs[0].Admitted = 2 }},
		{"mp", func(g *Game) { g.Figs[0].MP-- }},
		{"acted", func(g *Game) { g.Figs[0].Acted = true }},
		{"free turn", func(g *Game) { g.Figs[0].FreeTurn = true }},
		{"assisted", func(g *Game) { g.Figs[0].Assisted = true }},
		{"stood up", func(g *Game) { g.Figs[0].StoodUp = true }},
		{"shots", func(g *Game) { g.Figs[0].Shots = 1 }},
		{"fought", func(g *Game) { g.Figs[0].Fought = true }},
		{"fought ago", func(g *Game) { g.Figs[0].FoughtAgo = true }},
		{"locked", func(g *Game) { g.Figs[0].Locked = true }},
		{"side change", func(g *Game) {
			g.changeSide(hexmap.SideOf(hexmap.H(12, 18), hexmap.North), hexmap.Door, hexmap.Opened)
		}},
		{"dig", func(g *Game) { g.Digs = append(g.Digs, Dig{Side: hexmap.SideOf(hexmap.H(13, 18), 1), Points: 3}) }},
		{"burning", func(g *Game) { g.Burning = append(g.Burning, Burn{Hex: hexmap.H(14, 18)}) }},
		{"deadline", func(g *Game) { g.Deadlines = append(g.Deadlines, Deadline{Room: "hospital-f2", Turn: 3}) }},
		{"wave", func(g *Game) { g.Wave++ }},
		{"wave on", func(g *Game) { g.WaveOn = !g.WaveOn }},
		{"wave turns", func(g *Game) { g.WaveTurns++ }},
		{"wave size", func(g *Game) { g.WaveSize++ }},
		{"fights", func(g *Game) { g.Fights = []Fight{{British: []int{0}, Zulus: []int{20}}} }},
		{"terrace", func(g *Game) { g.Terrace = !g.Terrace }},
		{"killed", func(g *Game) { g.Killed[Zulu]++ }},
		{"wounded", func(g *Game) { g.Wounded++ }},
		{"outcome", func(g *Game) { g.Outcome = &Result{Key: "x"} }},
		{"roller", func(g *Game) { g.Roller.Roll(6, "test") }},
		{"revision", func(g *Game) { g.Rev = 3 }},
		{"bag", func(g *Game) { g.Figs[0].Bag = true }},
		{"pile", func(g *Game) { g.Piles = append(g.Piles, Pile{Hex: hexmap.H(30, 16), Bags: 1}) }},
		{"roof hole", func(g *Game) { g.RoofHoles = append(g.RoofHoles, hexmap.H(14, 18)) }},
		{"roof dig", func(g *Game) { g.RoofDigs = append(g.RoofDigs, RoofDig{Hex: hexmap.H(14, 18), Points: 2}) }},
		{"pending", func(g *Game) { g.Pending = &Pending{Side: Zulu, Figs: []int{20, 21}, Winner: -1} }},
	} {
		g := base.Copy()
		c.f(g)
		if g.Hash() == base.Hash() {
			t.Errorf("%s: the hash did not change", c.name)
		}
	}
}
