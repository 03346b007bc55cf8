package isandlwana

import (
	"testing"

	"zulu1879/isandlwana"
	"zulu1879/scenarios"
	"zulu1879/units"
)

// In the free set-up (10.1) the standard bot deploys on the strongest ground
// of the band: the set-up ends legal, the strongest company holds the Ledge,
// every company and group stands on ground of defence 3 or more, and each
// leader stands with a company.
func TestRule10_1_StandardDeploysOnTheStrongestGround(t *testing.T) {
	s, err := scenarios.Builtin("isandlwana-free")
	if err != nil {
		t.Fatal(err)
	}
	g := isandlwana.New(s, 3, isandlwana.Options{})
	bot := NewStandard()
	for n := 0; g.Phase == isandlwana.PhaseSetup; n++ {
		if n > 100 {
			t.Fatal("the set-up does not end")
		}
		if _, _, err := Step(g, bot); err != nil {
			t.Fatal(err)
		}
	}
	m := g.Map()
	if h := g.UnitByID("A").Hex; h.String() != "1206" {
		t.Errorf("A Co (8 SP) set up in %s, not on the Ledge", h)
	}
	for i := range g.Units {
		u := &g.Units[i]
		if u.Status != isandlwana.OnMap || s.FreeFixed[u.ID] {
			continue
		}
		switch {
		case u.Kind == units.Leader:
			if g.StackSP(u.Hex) == 0 {
				t.Errorf("%s stands alone in %s", u.Name, u.Hex)
			}
		case u.Kind != units.Detachment:
			if d := m.Info(m.Index(u.Hex)).Defense; d < 3 {
				t.Errorf("%s set up in %s, defence %d", u.Name, u.Hex, d)
			}
		}
		if g.StackSP(u.Hex) > units.BritishStackLimit {
			t.Errorf("%s is overstacked", u.Hex)
		}
	}
}

// A standard bot that takes over in the middle of a phase (a game loaded
// from a save, another process) plays on exactly as the one that began it:
// at every British action of whole games on both set-ups, a fresh bot
// chooses what the playing bot chooses.
func TestStandard_AFreshBotPlaysOnTheSame(t *testing.T) {
	for _, scen := range []string{"isandlwana", "isandlwana-free"} {
		for seed := uint64(1); seed <= 25; seed++ {
			playing := NewStandard()
			s, _ := scenarios.Builtin(scen)
			g := isandlwana.New(s, seed, isandlwana.Options{Quiet: true})
			z := NewRule9()
			for n := 0; !g.Over(); n++ {
				if n > MaxActions {
					t.Fatalf("%s seed %d: no end", scen, seed)
				}
				if g.ToAct() == isandlwana.Zulu {
					if _, _, err := Step(g, z); err != nil {
						t.Fatal(err)
					}
					continue
				}
				fresh, _ := NewStandard().Choose(g.Clone())
				a, _ := playing.Choose(g)
				if a.String() != fresh.String() {
					t.Fatalf("%s seed %d, turn %d %s: the playing bot chose %q, a fresh one %q", scen, seed, g.Turn, g.PhaseLabel(), a, fresh)
				}
				if err := g.Apply(a); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
