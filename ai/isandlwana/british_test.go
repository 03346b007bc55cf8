package isandlwana

import (
	"testing"

	"zulu1879/hexmap"
	"zulu1879/isandlwana"
)

// britishPhase puts a bare position into a British phase of turn 2.
func britishPhase(g *isandlwana.State, p isandlwana.Phase) {
	g.Turn = 2
	g.Phase = p
	g.Fresh = false
}

// runBritish lets bot act until the phase changes, returning its actions.
func runBritish(t *testing.T, g *isandlwana.State, bot Bot) []isandlwana.Action {
	t.Helper()
	p := g.Phase
	var out []isandlwana.Action
	for n := 0; g.Phase == p && g.ToAct() == isandlwana.British && !g.Over(); n++ {
		if n > 100 {
			t.Fatal("the phase does not end")
		}
		a, _, err := Step(g, bot)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, a)
	}
	return out
}

// The standard bot sets off west with the wagon when an escort of 4 SP
// stands by it and the road is open, and the escort ends in the wagon's hex.
func TestStandard_EscortsTheWagonWest(t *testing.T) {
	g := bare(t, 1, map[string]string{"1BB": "1008", "1BP": "1008", "A": "1806"})
	g.Wagon = isandlwana.Wagon{Hex: hx("1008")}
	g.Colours = isandlwana.ColoursRaised
	britishPhase(g, isandlwana.PhaseBritishMove)
	s := NewStandard()
	wd := s.wagonDist(g)
	before := wd[g.Map().Index(g.Wagon.Hex)]
	runBritish(t, g, s)
	after := wd[g.Map().Index(g.Wagon.Hex)]
	if after >= before {
		t.Fatalf("the wagon stayed in %s (distance %d → %d)", g.Wagon.Hex, before, after)
	}
	for _, id := range []string{"1BB", "1BP"} {
		if u := g.UnitByID(id); u.Hex != g.Wagon.Hex {
			t.Errorf("%s is in %s, the wagon in %s", id, u.Hex, g.Wagon.Hex)
		}
	}
	// A lone 2-SP escort is too weak: the wagon waits.
	g = bare(t, 1, map[string]string{"1BB": "1008", "A": "1806"})
	g.Wagon = isandlwana.Wagon{Hex: hx("1008")}
	g.Colours = isandlwana.ColoursRaised
	britishPhase(g, isandlwana.PhaseBritishMove)
	runBritish(t, g, NewStandard())
	if g.Wagon.Hex != hx("1008") {
		t.Errorf("with a 2-SP escort the wagon left for %s", g.Wagon.Hex)
	}
}

// Squares are formed where the defence is 4 or less and Zulus are near, not
// where the defence is already 5 (the cap makes a sixth point useless).
func TestStandard_FormsSquareWhereItHelps(t *testing.T) {
	cases := []struct {
		hex    string
		zulu   string
		square bool
	}{
		{"1008", "1206", true},  // the wagon park (defence 4), the best ground left: Zulus hold the Ledge
		{"0712", "", false},     // no Zulu on the map (and A Co marches off to the stronghold)
		{"1206", "1209", false}, // the Ledge: defence 5 already
	}
	for _, c := range cases {
		g := bare(t, 1, map[string]string{"A": c.hex})
		if c.zulu != "" {
			putZulus(g, c.zulu)
		}
		britishPhase(g, isandlwana.PhaseBritishMove)
		runBritish(t, g, NewStandard())
		if got := g.UnitByID("A").InSquare; got != c.square {
			t.Errorf("A Co in %s, Zulu at %q: square %v, want %v", c.hex, c.zulu, got, c.square)
		}
	}
}

// Combat-phase fire is spread to maximise expected kills: against three
// Zulus in the open, A Co (8 SP) does better than firing everything at one,
// and never fires more strength than it has.
func TestStandard_FireAllocationBeatsOneBigShot(t *testing.T) {
	g := bare(t, 1, map[string]string{"A": "0712"})
	g.Wagon = isandlwana.Wagon{Hex: hx("1008")} // on the map: no "wagon lost" penalty
	putZulus(g, "0710", "0914", "0512")
	britishPhase(g, isandlwana.PhaseBritishCombat)
	bot := NewStandard()
	f := newFireNet(g)
	w := bot.weights(g, newBoard(g), f)
	fires := firesFromAlloc(g, f, allocate(g, f, w), w, true)
	expected, used := 0.0, 0
	for _, fs := range fires {
		o, err := g.Odds(g.Map().HexAt(fs.to), fs.shots)
		if err != nil {
			t.Fatalf("planned fire %v refused by the engine: %v", fs.shots, err)
		}
		expected += o.Chance
		for _, s := range fs.shots {
			used += s.Strength
		}
	}
	one, err := g.Odds(hx("0710"), []isandlwana.Shot{{Unit: "A", Strength: 8}})
	if err != nil {
		t.Fatal(err)
	}
	if used > 8 {
		t.Errorf("fires %d SP, A Co has 8", used)
	}
	if len(fires) != 3 || expected <= one.Chance {
		t.Errorf("%d fires with %.2f expected kills; one shot of 8 SP gives %.2f", len(fires), expected, one.Chance)
	}
}

// Reaction fire: every unit fires once, with all its strength, at a Zulu
// next to it (5.4); units next to the same Zulu may combine.
func TestStandard_ReactionFireRules(t *testing.T) {
	g := bare(t, 1, map[string]string{"A": "0712", "1BB": "0912", "1BP": "0914"})
	putZulus(g, "0812", "0813")
	britishPhase(g, isandlwana.PhaseReaction)
	fired := map[string]int{}
	for _, a := range runBritish(t, g, NewStandard()) {
		if a.Kind != isandlwana.ActFire {
			continue
		}
		for _, s := range a.Shots {
			fired[s.Unit]++
			u := g.UnitByID(s.Unit)
			if s.Strength != u.Full || !hexmap.Adjacent(u.Hex, a.To) {
				t.Errorf("%s fired %d SP at %s", s.Unit, s.Strength, a.To)
			}
		}
	}
	for id, n := range fired {
		if n > 1 {
			t.Errorf("%s fired %d times in the reaction phase", id, n)
		}
	}
	if len(fired) == 0 {
		t.Error("nobody fired")
	}
}

// The standard bot falls back on the stronghold: a company far from it
// marches towards the best free ground near the wagon's set-up hex, and one
// already standing on the best ground stays.
func TestStandard_FallsBackOnTheStronghold(t *testing.T) {
	g := bare(t, 1, map[string]string{"A": "1806", "G": "1206"})
	putZulus(g, "2512")
	britishPhase(g, isandlwana.PhaseBritishMove)
	before := hexmap.Distance(g.UnitByID("A").Hex, hx("1008"))
	acts := runBritish(t, g, NewStandard())
	if after := hexmap.Distance(g.UnitByID("A").Hex, hx("1008")); after >= before {
		t.Errorf("A Co went from %d to %d hexes from the wagon park (%v)", before, after, acts)
	}
	if h := g.UnitByID("G").Hex; h != hx("1206") {
		t.Errorf("G Co left the Ledge for %s", h)
	}
}

// The escape sets off only when the wagon's whole way west is beyond the
// Zulus' reach: with a Zulu able to reach the road next turn, the wagon and
// its 4-SP escort stay in the wagon park.
func TestStandard_EscapeWaitsWhileZulusCanReachTheRoad(t *testing.T) {
	g := bare(t, 1, map[string]string{"1BB": "1008", "1BP": "1008"})
	g.Wagon = isandlwana.Wagon{Hex: hx("1008")}
	g.Colours = isandlwana.ColoursRaised
	putZulus(g, "0413")
	britishPhase(g, isandlwana.PhaseBritishMove)
	runBritish(t, g, NewStandard())
	if g.Wagon.Hex != hx("1008") {
		t.Errorf("with a Zulu in 0413 the wagon set off for %s", g.Wagon.Hex)
	}
}
