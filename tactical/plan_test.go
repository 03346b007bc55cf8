package tactical

import (
	"strings"
	"testing"

	"zulu1879/tactical/tables"
)

// playTo plays seed's game, ending every phase, until a legal action
// starts with verb; it fails after 40 turns.
func playTo(t *testing.T, seed uint64, verb string) (*Game, string) {
	t.Helper()
	g, err := NewGame(seed, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for g.Turn <= 38 {
		if _, over := g.Result(); over {
			break
		}
		for _, a := range g.Legal() {
			if strings.HasPrefix(a, verb+" ") {
				return g, a
			}
		}
		if err := g.Apply("end"); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatalf("seed %d: no %s action came up", seed, verb)
	return nil, ""
}

func TestPlanFireMatchesTheTablesAndChangesNothing(t *testing.T) {
	g, a := playTo(t, 5, "fire")
	before := g.Hash()
	o, err := g.PlanFire(a)
	if err != nil {
		t.Fatalf("%s: %v", a, err)
	}
	if g.Hash() != before {
		t.Fatal("PlanFire changed the game")
	}
	if len(o.Firers) == 0 || o.Target != strings.Fields(a)[1] || o.Table != "British rifle fire" {
		t.Fatalf("%s: odds %+v", a, o)
	}
	if o.Chances != tables.BritishRifleChances(len(o.Firers), tables.Total(o.Mods)) || o.DRM != tables.Total(o.Mods) {
		t.Fatalf("%s: chances %+v, mods %v", a, o.Chances, o.Mods)
	}
	if _, err := g.PlanFire("spear B001"); err == nil {
		t.Fatal("a spear plan in the British fire phase was not refused")
	}
}
