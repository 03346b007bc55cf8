package isandlwana

import (
	"strings"
	"testing"
)

// The rulebook's examples of play, turn 2: A Co is surrounded in 0708, C Co
// (4 SP) holds the wagon park 1008 with Durnford.
func examplePosition(t *testing.T, phase Phase, rolls ...int) *State {
	g := position(t, phase, 2, rolls...)
	put(t, g, "A", "0708", 8)
	put(t, g, "C", "1008", 4)
	put(t, g, "Durnford", "1008", 0)
	g.Wagon.Hex = hx("1305") // the wagon is elsewhere in the example
	return g
}

func TestExample_ReactionPhase(t *testing.T) {
	g := examplePosition(t, PhaseReaction, 2, 4)
	zulus(g, "0808", "0909", "0607", "0608", "0709", "0807")
	// A Co fires at 0808: 8 + 1 (range 1) - 2 (clear) = 7; a 2 hits.
	o, err := g.Odds(hx("0808"), []Shot{{Unit: "A"}})
	if err != nil || o.Total != 9 || o.HitNumber != 7 {
		t.Fatalf("A Co at 0808: %+v %v, want total 9 and hit number 7", o, err)
	}
	mustApply(t, g, "fire 0808 A")
	if g.ZulusAt(hx("0808")) != 0 {
		t.Fatal("the Zulu in 0808 survived a roll of 2 against 7")
	}
	// C Co fires at 0909: 4 + 1 - 2 = 3; a 4 misses.
	o, _ = g.Odds(hx("0909"), []Shot{{Unit: "C"}})
	if o.HitNumber != 3 {
		t.Fatalf("C Co at 0909: hit number %d, want 3", o.HitNumber)
	}
	mustApply(t, g, "fire 0909 C")
	if g.ZulusAt(hx("0909")) != 1 {
		t.Fatal("a roll of 4 against 3 hit")
	}
	if g.Stats.ZulusEliminated != 1 || g.Pool[0] != 1 {
		t.Errorf("the eliminated Zulu must go to the west pool (8.8): pool %v", g.Pool)
	}
}

func TestExample_ZuluAttackPhase(t *testing.T) {
	// Five Zulus next to A Co roll 4, 5, 6, 3, 2 needing 4: three hits.
	// Two next to C Co need 1 (6 - (4 wagons + 1 leader)): 1 hits, 5 misses.
	g := examplePosition(t, PhaseZuluAttack, 4, 5, 6, 3, 2, 1, 5)
	zulus(g, "0607", "0608", "0709", "0807", "0808", "0909", "0908")
	for _, from := range []string{"0607", "0608", "0709", "0807", "0808"} {
		mustApply(t, g, "attack "+from+" 0708")
	}
	if a := g.UnitByID("A"); a.Strength != 5 {
		t.Errorf("A Co has %d SP after three hits, want 5", a.Strength)
	}
	df, _ := g.ZuluDefense(hx("1008"))
	if df != 5 {
		t.Errorf("C Co's hex defends at %d, want 4 + 1 for Durnford = 5", df)
	}
	mustApply(t, g, "attack 0909 1008")
	mustApply(t, g, "attack 0908 1008")
	if c := g.UnitByID("C"); c.Strength != 3 {
		t.Errorf("C Co has %d SP, want 3", c.Strength)
	}
}

func TestExample_BritishCombatPhase(t *testing.T) {
	g := examplePosition(t, PhaseBritishOrder, 2, 4)
	g.UnitByID("A").Strength = 5
	g.UnitByID("C").Strength = 3
	zulus(g, "0909", "0908")
	mustApply(t, g, "order combat")
	if g.Phase != PhaseBritishCombat || g.InPhaseV {
		t.Fatalf("order combat led to %s (phase V %v)", g.Phase, g.InPhaseV)
	}
	// A Co (5) at range 2 from 0708: 5 + 0 - 2 = 3; rolls 2, hits.
	o, _ := g.Odds(hx("0909"), []Shot{{Unit: "A"}})
	if o.HitNumber != 3 {
		t.Fatalf("A Co at 0909: hit number %d, want 3", o.HitNumber)
	}
	mustApply(t, g, "fire 0909 A")
	// C Co (3) at range 1: 3 + 1 - 2 = 2; rolls 4, misses.
	o, _ = g.Odds(hx("0908"), []Shot{{Unit: "C"}})
	if o.HitNumber != 2 {
		t.Fatalf("C Co at 0908: hit number %d, want 2", o.HitNumber)
	}
	mustApply(t, g, "fire 0908 C")
	if g.ZulusAt(hx("0909")) != 0 || g.ZulusAt(hx("0908")) != 1 {
		t.Fatal("fire results differ from the example")
	}
	// Then the movement phase: A Co goes 0808 (1) + 0909 (1) + 1008 (2) = 4 MP
	// and stacks with C Co: 5 + 3 = 8 SP is allowed.
	mustApply(t, g, "end")
	if g.Phase != PhaseBritishMove || !g.InPhaseV {
		t.Fatalf("after combat came %s (phase V %v)", g.Phase, g.InPhaseV)
	}
	g.Zulus[g.idx(hx("0908"))] = 0 // clear the way as in the example
	mustApply(t, g, "move A 1008")
	if a := g.UnitByID("A"); a.Hex != hx("1008") || a.MPUsed != 4 {
		t.Errorf("A Co at %s with %d MP used, want 1008 and 4", a.Hex, a.MPUsed)
	}
	if g.StackSP(hx("1008")) != 8 {
		t.Errorf("1008 holds %d SP, want 8", g.StackSP(hx("1008")))
	}
}

func TestExample_SnipingAndLeaderFatalities(t *testing.T) {
	// Turn 2: the die shows 3, but only two British units are next to Zulus:
	// C Co drops to 2, A Co to 4. Then Durnford is targeted and a 3 misses.
	g := examplePosition(t, PhaseBritishMove, 3, 3)
	g.UnitByID("A").Strength = 5
	g.UnitByID("C").Strength = 3
	g.InPhaseV = true
	zulus(g, "0608", "0908")
	mustApply(t, g, "end")
	d, ok := g.Decision()
	if !ok || d.Kind != DecideSnipe || d.Count != 2 {
		t.Fatalf("sniping decision %+v, want 2 hits to allocate", d)
	}
	mustApply(t, g, "choose C")
	mustApply(t, g, "choose A")
	if g.UnitByID("C").Strength != 2 || g.UnitByID("A").Strength != 4 {
		t.Errorf("after sniping C=%d A=%d, want 2 and 4", g.UnitByID("C").Strength, g.UnitByID("A").Strength)
	}
	if g.UnitByID("Durnford").Status != OnMap {
		t.Error("Durnford died on a roll of 3")
	}
	if g.Turn != 3 {
		t.Errorf("the turn should have advanced to 3, is %d", g.Turn)
	}
}

// 8.4's example: a 3-SP unit at range 1 and a 4-SP unit at range 3 fire
// together for 4 + 3 = 7.
func TestRule8_4_RangeModifiers(t *testing.T) {
	g := position(t, PhaseBritishCombat, 2)
	put(t, g, "QP", "0808", 3)
	put(t, g, "NB", "1108", 4)
	zulus(g, "0809")
	if d := hxDist("1108", "0809"); d != 3 {
		t.Fatalf("test set-up: range %d", d)
	}
	o, err := g.Odds(hx("0809"), []Shot{{Unit: "QP"}, {Unit: "NB"}})
	if err != nil || o.Total != 7 {
		t.Fatalf("combined strength %d (%v), want 7", o.Total, err)
	}
	put(t, g, "E", "0810", 4) // range 2? 0810→0809 is 1; move it to range 2
	g.UnitByID("E").Hex = hx("0811")
	o, _ = g.Odds(hx("0809"), []Shot{{Unit: "E"}})
	if o.Total != 4 {
		t.Errorf("range 2 must not modify: total %d, want 4", o.Total)
	}
	g.UnitByID("E").Hex = hx("0813")
	if err := mustRefuse(t, g, "fire 0809 E"); !strings.Contains(err.Error(), "range") {
		t.Errorf("range 4 fire refused for the wrong reason: %v", err)
	}
}

func hxDist(a, b string) int {
	return distance(hx(a), hx(b))
}

// 5.4's diagram: A Co may fire at 0608 but not at 0708; E Co may fire at
// 0708 alone or join A Co against 0608.
func TestRule5_4_ReactionFire(t *testing.T) {
	g := position(t, PhaseReaction, 1, 6, 6, 6)
	put(t, g, "A", "0509", 8)
	put(t, g, "E", "0709", 7)
	zulus(g, "0608", "0708")
	if err := mustRefuse(t, g, "fire 0708 A"); !strings.Contains(err.Error(), "adjacent") {
		t.Errorf("A Co at 0708: %v", err)
	}
	if err := mustRefuse(t, g, "fire 0608 A:4"); !strings.Contains(err.Error(), "split") {
		t.Errorf("a split reaction fire: %v", err)
	}
	mustApply(t, g, "fire 0608 A E")
	if err := mustRefuse(t, g, "fire 0708 E"); !strings.Contains(err.Error(), "already fired") {
		t.Errorf("E Co fired twice: %v", err)
	}
	if err := mustRefuse(t, g, "fire 0608 A"); err == nil {
		t.Error("the same Zulu was fired on twice")
	}
}

// 5.5's diagram: each Zulu attacks separately, and both may pick the same
// target; leaders are never targets.
func TestRule5_5_ZuluAttacks(t *testing.T) {
	g := position(t, PhaseZuluAttack, 1, 6, 6, 6)
	put(t, g, "A", "0708", 8)
	put(t, g, "E", "0608", 7)
	put(t, g, "Pulleine", "0609", 0)
	zulus(g, "0607", "0509")
	mustApply(t, g, "attack 0607 0708")
	mustApply(t, g, "attack 0509 0608")
	if err := mustRefuse(t, g, "attack 0509 0708"); err == nil {
		t.Error("a Zulu attacked twice")
	}
	g2 := position(t, PhaseZuluAttack, 1)
	put(t, g2, "Pulleine", "0609", 0)
	put(t, g2, "A", "1806", 8)
	zulus(g2, "0509")
	if err := mustRefuse(t, g2, "attack 0509 0609"); !strings.Contains(err.Error(), "leaders") {
		t.Errorf("attack on a lone leader: %v", err)
	}
}

// 8.1, 8.6, 7.7, 8.9: the floor of 1, the cap of 6, 1 always hits and 6
// always misses.
func TestRule8_1_StrengthFloorAndDefenseCap(t *testing.T) {
	for _, c := range []struct {
		die, hitNo int
		want       bool
	}{{1, -3, true}, {1, 0, true}, {6, 9, false}, {4, 4, true}, {5, 4, false}, {2, 1, false}} {
		if Hit(c.die, c.hitNo) != c.want {
			t.Errorf("Hit(%d, %d) = %v", c.die, c.hitNo, !c.want)
		}
	}
	g := position(t, PhaseZuluAttack, 6)
	put(t, g, "1BB", "1206", 1) // the Ledge, DF 5
	put(t, g, "Pulleine", "1206", 0)
	g.UnitByID("1BB").InSquare = true
	df, _ := g.ZuluDefense(hx("1206"))
	if df != 6 {
		t.Errorf("Ledge 5 + leader + square = %d, want capped 6", df)
	}
	// Turn 6, no wagon nearby, in square, range 3: 1 - 1 - 1 - 1 stays 1.
	g.Phase = PhaseBritishCombat
	g.Wagon.Hex = hx("2512")
	zulus(g, "1509")
	s, _ := g.ShotStrength(g.UnitIndex("1BB"), hx("1509"), 1)
	if s != 1 {
		t.Errorf("a unit's strength fell to %d; the floor is 1", s)
	}
}
