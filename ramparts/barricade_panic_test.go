package ramparts

import (
	"strings"
	"testing"

	"zulu1879/dice"
)

// TestRule6_4_BarricadeGoingOnWithJunkIsRefusedNotAPanic: once a Sergeant
// leads the barricade work, "barricade" alone goes on with it; the same
// kind with fields no barricade takes (a second card, a target) must be
// refused with a one-line reason. It panicked (a nil card's name) when the
// soak's random action found this position.
func TestRule6_4_BarricadeGoingOnWithJunkIsRefusedNotAPanic(t *testing.T) {
	g, err := New(Options{}, dice.NewSeeded(8872390689035344012))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Fields("put_04 pass use_04.1 put_03 pass put_12 firefight_12>hospital pass put_12 put_17 ammo_17 use_03.1 put_14 barricade_14 pass put_17") {
		a, err := ParseAction(strings.ReplaceAll(line, "_", " "))
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(a); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
	}
	if g.BarricadeHero == 0 {
		t.Fatal("nobody leads the barricade work in the position")
	}
	h := g.Hash()
	err = g.Apply(Action{Kind: KindBarricade, Card2: 2, N: 45, Target: "uDloko"})
	if err == nil || strings.Contains(err.Error(), "\n") {
		t.Fatalf("the junk barricade: %v, want a one-line refusal", err)
	}
	if g.Hash() != h {
		t.Error("the refused action changed the game")
	}
}
