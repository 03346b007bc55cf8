package ramparts

import (
	"strings"
	"testing"

	"zulu1879/dice"
)

func TestRule3_0_SetUp(t *testing.T) {
	for seed := uint64(1); seed <= 50; seed++ {
		g, err := New(Options{}, dice.NewSeeded(seed))
		if err != nil {
			t.Fatal(err)
		}
		tracks := map[int]bool{}
		for _, b := range g.IButhos {
			tracks[b.Track] = true
			if b.StartHits != b.Printed-1 {
				t.Fatalf("%s starts with %d Hit markers, printed %d", b.ID, b.StartHits, b.Printed)
			}
		}
		if len(tracks) != 4 {
			t.Fatalf("seed %d: iButhos share a track", seed)
		}
		// Rebuild the pile as it was before turn 1's draws.
		var start []int
		for _, e := range g.Log {
			if e.Turn == 0 && strings.HasPrefix(e.Text, "draw pile of 28 cards") {
				start = append(start, 1)
			}
		}
		if len(start) != 1 {
			t.Fatalf("seed %d: set-up log lacks the pile", seed)
		}
	}
	// The layers of the pile, looked at right after set-up.
	for seed := uint64(1); seed <= 200; seed++ {
		g := &Game{Chit: -1}
		g.SetRoller(dice.NewSeeded(seed))
		if err := g.init(); err != nil {
			t.Fatal(err)
		}
		g.setup()
		p := g.DrawPile
		if len(p) != 28 {
			t.Fatalf("pile of %d", len(p))
		}
		relief, night := -1, -1
		for i, id := range p {
			switch id {
			case 1:
				relief = i
			case 2:
				night = i
			}
		}
		if relief < 24 {
			t.Fatalf("seed %d: relief column at %d, want in the bottom four", seed, relief)
		}
		if night != 12 { // 23 cards cut 11 below and 12 above the Night card
			t.Fatalf("seed %d: night at %d", seed, night)
		}
		if g.VictoryBox != 0 || !g.AmmoLow || g.Night || len(g.Hand) != 3 || g.Hand[0] != 3 || g.Hand[1] != 4 || g.Hand[2] != 5 {
			t.Fatalf("seed %d: markers or hand wrong", seed)
		}
		for _, b := range g.IButhos {
			if b.Box != 5 {
				t.Fatalf("%s not in box 5", b.ID)
			}
		}
	}
}

func TestRule4_0_SequenceOfPlay(t *testing.T) {
	g, err := New(Options{}, dice.NewSeeded(3))
	if err != nil {
		t.Fatal(err)
	}
	order := map[Phase]int{PhaseImpi: 0, PhaseAction: 1, PhaseVolley: 1, PhaseDraw: 2, PhaseHero: 3, PhaseHousekeeping: 4}
	last, turn := -1, g.Turn
	for !g.Over() {
		if g.Turn != turn {
			turn, last = g.Turn, -1
		}
		if o := order[g.Phase]; o < last {
			t.Fatalf("turn %d: phase %s after a later phase", g.Turn, g.Phase)
		} else {
			last = o
		}
		a, _ := Advisor{}.Choose(g)
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
}

func TestRule5_1_Advance(t *testing.T) {
	cases := []struct {
		chit string
		want map[string]int
	}{
		{"CH1", map[string]int{"uDloko": 4, "iNdlondlo": 5, "uThulwana": 5, "iNdluyengwe": 5}},
		{"RH2", map[string]int{"uDloko": 5, "iNdlondlo": 5, "uThulwana": 3, "iNdluyengwe": 5}},
		{"LO3", map[string]int{"uDloko": 5, "iNdlondlo": 5, "uThulwana": 5, "iNdluyengwe": 2}},
		{"BH1", map[string]int{"uDloko": 5, "iNdlondlo": 4, "uThulwana": 4, "iNdluyengwe": 5}},
		{"AL1", map[string]int{"uDloko": 4, "iNdlondlo": 4, "uThulwana": 4, "iNdluyengwe": 4}},
	}
	for _, tc := range cases {
		t.Run(tc.chit, func(t *testing.T) {
			g, _ := bare(t, Options{})
			g.run(t, tc.chit)
			for id, box := range tc.want {
				if g.at(id).Box != box {
					t.Errorf("%s in %d, want %d", id, g.at(id).Box, box)
				}
			}
			c := g.Chits[0]
			_ = c
			n := 0
			for _, ch := range g.Chits {
				if ch.Type == tc.chit && ch.Where == Discarded {
					n++
				}
			}
			if n != 1 {
				t.Errorf("the Advance chit is not discarded")
			}
		})
	}
	// A routed iButho ignores an Advance chit.
	g, _ := bare(t, Options{})
	g.at("uDloko").Routed = true
	g.run(t, "CH1")
	if g.at("uDloko").Box != 5 {
		t.Fatal("a routed iButho advanced")
	}
}

func TestRule5_1_2_MovementOrderAndFunnel(t *testing.T) {
	// Chest and Right Horn share the lower 0 box: the closer iButho takes it.
	g, _ := bare(t, Options{})
	g.VictoryBox = -2
	g.at("uDloko").Box = 1    // chest
	g.at("uThulwana").Box = 2 // right horn
	g.advance([]int{g.ibuthoIndex("uThulwana"), g.ibuthoIndex("uDloko")}, 2, "5.1")
	if g.at("uDloko").Box != -1 || g.at("uThulwana").Box != 0 {
		t.Fatalf("uDloko %d uThulwana %d", g.at("uDloko").Box, g.at("uThulwana").Box)
	}
	// Equal boxes: the stronger iButho goes first and blocks the other.
	g, _ = bare(t, Options{})
	g.VictoryBox = -2
	g.at("iNdlondlo").Box = 1   // left horn, 2 hits
	g.at("iNdluyengwe").Box = 1 // loins, 1 hit
	g.advance([]int{g.ibuthoIndex("iNdluyengwe"), g.ibuthoIndex("iNdlondlo")}, 1, "5.1")
	if g.at("iNdlondlo").Box != 0 || g.at("iNdluyengwe").Box != 1 {
		t.Fatalf("stronger first: iNdlondlo %d iNdluyengwe %d", g.at("iNdlondlo").Box, g.at("iNdluyengwe").Box)
	}
	// Equal current strengths: the higher printed strength goes first.
	g, _ = bare(t, Options{})
	g.VictoryBox = -2
	g.at("iNdlondlo").Box, g.at("iNdlondlo").Hits, g.at("iNdlondlo").Casualty = 1, 1, 1
	g.at("iNdluyengwe").Box = 1
	g.advance([]int{g.ibuthoIndex("iNdluyengwe"), g.ibuthoIndex("iNdlondlo")}, 1, "5.1")
	if g.at("iNdlondlo").Box != 0 {
		t.Fatalf("printed strength tie-break failed")
	}
	// Upper and lower 0 boxes are different boxes; -1 is shared.
	g, _ = bare(t, Options{})
	g.VictoryBox = -2
	g.at("iNdlondlo").Box = 1 // upper
	g.at("uDloko").Box = 1    // lower
	g.run(t, "AL1")
	if g.at("iNdlondlo").Box != 0 || g.at("uDloko").Box != 0 {
		t.Fatal("the two 0 boxes should both fill")
	}
	g.advance(g.allActive(), 1, "5.1")
	inMinus1 := 0
	for _, b := range g.IButhos {
		if b.Box == -1 {
			inMinus1++
		}
	}
	if inMinus1 != 1 {
		t.Fatalf("%d iButhos in box -1", inMinus1)
	}
}

func TestRule5_1_3_BlockingMarkers(t *testing.T) {
	cases := []struct {
		name   string
		roll   int
		stops  bool
		toHand bool
	}{
		{"Dalton holds on 3", 3, true, false},
		{"Dalton holds on 6", 6, true, false},
		{"Dalton fails on 2", 2, false, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g, _ := bare(t, Options{}, tc.roll)
			g.Tableau = []int{6}
			g.refreshDefenses()
			g.at("uThulwana").Box = 2
			g.run(t, "RH2")
			b := g.at("uThulwana")
			if tc.stops && b.Box != 2 || !tc.stops && b.Box != 0 && b.Box != 1 {
				t.Fatalf("box %d", b.Box)
			}
			if has(g.Hand, 6) != tc.toHand {
				t.Fatalf("Dalton in hand: %v", has(g.Hand, 6))
			}
		})
	}
	// A burning building stops the iButho that enters it.
	g, _ := bare(t, Options{})
	g.Burning[Storehouse] = true
	g.at("uThulwana").Box = 2
	g.run(t, "RH2")
	if g.at("uThulwana").Box != 1 {
		t.Fatalf("box %d", g.at("uThulwana").Box)
	}
}

func TestRule5_1_5_ZuluVictory(t *testing.T) {
	g, _ := bare(t, Options{})
	g.at("uDloko").Box = 1
	g.run(t, "CH1")
	if !g.Over() || g.Result().Cause != CauseDefeat {
		t.Fatalf("over %v cause %q", g.Over(), g.Result().Cause)
	}
	// After one barricade the 0 box is safe, -1 is not.
	g, _ = bare(t, Options{})
	g.VictoryBox = -1
	g.at("uDloko").Box = 1
	g.run(t, "CH1")
	if g.Over() {
		t.Fatal("box 0 is no longer the victory box")
	}
	g.run(t, "CH1")
	if !g.Over() {
		t.Fatal("box -1 should be the victory box")
	}
}

func TestRule5_2_RChit(t *testing.T) {
	g, _ := bare(t, Options{})
	g.VictoryBox = -2
	d := g.at("uDloko") // chest, lower 0
	d.Box, d.Hits, d.Casualty = 4, 2, 1
	th := g.at("uThulwana") // right horn, lower 0
	th.Box = 0
	nd := g.at("iNdlondlo") // left horn, upper 0
	nd.Box = -1
	ny := g.at("iNdluyengwe")
	ny.Routed, ny.Hits, ny.Casualty = true, 0, 1
	g.run(t, "R")
	if d.Hits != 3 || d.Casualty != 0 || d.Box != 4 {
		t.Errorf("regroup: %+v", *d)
	}
	if ny.Routed || ny.Box != 5 || ny.Hits != 0 {
		t.Errorf("rally: %+v", *ny)
	}
	if th.Box != 1 || nd.Box != 0 {
		t.Errorf("pull back: uThulwana %d iNdlondlo %d", th.Box, nd.Box)
	}
	if !g.NoVolleys {
		t.Error("rest the lads")
	}
	g.Hand = []int{21}
	if isLegal(g, "fire 21>uThulwana") {
		t.Error("a volley is legal after an R chit")
	}
}

// TestRule5_3_1_PlayerChoosesWhichFireGoesOut: with both buildings on fire,
// a 6 on the Building Ablaze table puts out one fire of the player's choice:
// the game stops for that choice (nothing else, not even passing, is legal)
// and goes on to the Action phase afterwards.
func TestRule5_3_1_PlayerChoosesWhichFireGoesOut(t *testing.T) {
	for _, tc := range []struct {
		choice string
		after  [2]bool
	}{
		{"douse>hospital", [2]bool{false, true}},
		{"douse>storehouse", [2]bool{true, false}},
	} {
		t.Run(tc.choice, func(t *testing.T) {
			g, _ := bare(t, Options{}, 6)
			g.Hand = []int{3}
			g.Burning = [2]bool{true, true}
			g.Phase, g.Chit = PhaseImpi, g.take(t, "ABL")
			mustApply(t, g, "pass")
			if g.Phase != Phase("ablaze") || g.Burning != [2]bool{true, true} {
				t.Fatalf("phase %s, burning %v: the game must wait for the player's choice", g.Phase, g.Burning)
			}
			var got []string
			for _, a := range g.Legal() {
				got = append(got, a.String())
			}
			if strings.Join(got, " ") != "douse>hospital douse>storehouse" {
				t.Fatalf("legal %v, want the two fires only", got)
			}
			mustApply(t, g, tc.choice)
			if g.Burning != tc.after || g.Phase != PhaseAction {
				t.Fatalf("burning %v phase %s, want %v in the Action phase", g.Burning, g.Phase, tc.after)
			}
		})
	}
}

func TestRule5_3_1_BuildingAblaze(t *testing.T) {
	cases := []struct {
		before [2]bool
		roll   int
		after  [2]bool
	}{
		{[2]bool{false, false}, 1, [2]bool{true, false}},
		{[2]bool{false, false}, 3, [2]bool{true, false}},
		{[2]bool{false, false}, 4, [2]bool{false, true}},
		{[2]bool{false, false}, 6, [2]bool{false, true}},
		{[2]bool{true, false}, 2, [2]bool{true, true}},
		{[2]bool{false, true}, 3, [2]bool{true, true}},
		{[2]bool{true, false}, 4, [2]bool{true, false}},
		{[2]bool{true, false}, 5, [2]bool{true, false}},
		{[2]bool{true, false}, 6, [2]bool{false, false}},
		{[2]bool{false, true}, 6, [2]bool{false, false}},
		{[2]bool{true, true}, 3, [2]bool{true, true}},
		{[2]bool{true, true}, 4, [2]bool{false, true}},
		{[2]bool{true, true}, 5, [2]bool{true, false}},
	}
	for _, tc := range cases {
		g, _ := bare(t, Options{}, tc.roll)
		g.Burning = tc.before
		g.run(t, "ABL")
		if g.Burning != tc.after {
			t.Errorf("%v roll %d: got %v want %v", tc.before, tc.roll, g.Burning, tc.after)
		}
	}
	// Back to the cup by day, discarded at night.
	g, _ := bare(t, Options{}, 1)
	g.run(t, "ABL")
	g2, _ := bare(t, Options{}, 1)
	g2.Night = true
	g2.run(t, "ABL")
	count := func(g *Game) int {
		n := 0
		for _, c := range g.Chits {
			if c.Type == "ABL" && c.Where == InCup {
				n++
			}
		}
		return n
	}
	if count(g) != 2 || count(g2) != 1 {
		t.Fatalf("day %d night %d in cup", count(g), count(g2))
	}
	// A fire sends the defender home; the marker comes back when it is out.
	g, _ = bare(t, Options{}, 1)
	g.Tableau = []int{11}
	g.refreshDefenses()
	g.run(t, "ABL")
	if !has(g.Hand, 11) || has(g.Defending, 11) {
		t.Fatal("Hook should fall back from the burning Hospital")
	}
	g.Hand = nil
	g.Tableau = []int{11}
	g.refreshDefenses()
	if has(g.Defending, 11) {
		t.Fatal("no marker while the Hospital burns")
	}
	g.extinguish(Hospital, "6.5")
	g.refreshDefenses()
	if !has(g.Defending, 11) {
		t.Fatal("the marker returns when the fire is out")
	}
}

func TestRule5_3_2_NdluyengweForward(t *testing.T) {
	g, _ := bare(t, Options{})
	g.run(t, "NDF")
	if g.at("iNdluyengwe").Box != 3 || g.at("uDloko").Box != 5 {
		t.Fatal("only iNdluyengwe moves two boxes")
	}
}

func TestRule5_3_3_Dabulamanzi(t *testing.T) {
	// Three discarded Advance chits, a roll of 5: all three come back.
	g, _ := bare(t, Options{}, 5)
	for _, typ := range []string{"CH1", "LH1", "RH1"} {
		g.Chits[g.take(t, typ)].Where = Discarded
	}
	g.run(t, "DAB")
	for _, c := range g.Chits {
		if c.Where == Discarded && c.Type != "DAB" {
			t.Fatalf("%s still discarded", c.ID)
		}
	}
	// A roll of 1 with three candidates: one chosen at random (second one).
	g, _ = bare(t, Options{}, 1, 2)
	for _, typ := range []string{"CH1", "LH1", "RH1"} {
		g.Chits[g.take(t, typ)].Where = Discarded
	}
	g.Night = true
	g.run(t, "DAB")
	back := 0
	for _, c := range g.Chits {
		if c.Type == "LH1" && c.ID == "LH1a" && c.Where == InCup {
			back++
		}
		if c.Type == "DAB" && c.Where != Discarded {
			t.Fatal("at night Dabulamanzi is discarded")
		}
	}
	if back != 1 {
		t.Fatal("the randomly chosen chit did not return")
	}
}

func TestRule5_3_4_RiflesOverheat(t *testing.T) {
	g, _ := bare(t, Options{})
	r := g.cupRoll(t, "CH2", "")
	// RIF itself is drawn, so the chits before it shift by one.
	if g.cupRoll(t, "RIF", "") < r {
		r--
	}
	g.roller = &strict{t: t, vals: []int{r}}
	g.run(t, "RIF")
	if g.at("uDloko").Box != 3 || g.TurnDRM != 1 {
		t.Fatalf("box %d drm %d", g.at("uDloko").Box, g.TurnDRM)
	}
	// A non-Advance chit goes back without effect.
	g, _ = bare(t, Options{})
	g.roller = &strict{t: t, vals: []int{g.cupRoll(t, "R", "")}}
	g.run(t, "RIF")
	if g.NoVolleys || len(g.cup()) != len(g.Chits) {
		t.Fatal("the R chit should have gone back unused")
	}
}

func TestRule5_3_5_SeniorityDebate(t *testing.T) {
	g, _ := bare(t, Options{})
	g.Tableau = []int{3, 4, 6, 11}
	g.Reserve = []int{8, 9}
	if !g.run(t, "SEN") {
		t.Fatal("the rest of the turn must be skipped")
	}
	if !has(g.Hand, 3) || !has(g.Hand, 4) || !has(g.Hand, 6) || !has(g.Tableau, 11) || len(g.Reserve) != 2 {
		t.Fatalf("hand %v tableau %v reserve %v", g.Hand, g.Tableau, g.Reserve)
	}
	// Through the turn machine: no Action phase, no Housekeeping.
	g, _ = bare(t, Options{})
	g.Hand = []int{3, 4, 5, 21, 22, 24, 25}
	g.Chit = g.take(t, "SEN")
	g.roller = &strict{t: t, vals: []int{g.cupRoll(t, "CH1", "")}}
	g.resolveChit()
	if g.Turn != 2 || len(g.Hand) != 7 || !g.SkippedTurn {
		t.Fatalf("turn %d hand %d", g.Turn, len(g.Hand))
	}
}

func TestRule5_3_6_WashingOfTheSpears(t *testing.T) {
	// The rulebook's example: two iButhos in their 1 boxes go back to 2.
	g, _ := bare(t, Options{})
	g.at("iNdlondlo").Box, g.at("uThulwana").Box = 1, 1
	g.at("uDloko").Box, g.at("iNdluyengwe").Box = 3, 4
	g.run(t, "WSH")
	if g.at("iNdlondlo").Box != 2 || g.at("uThulwana").Box != 2 || g.at("uDloko").Box != 3 {
		t.Fatal("washing of the spears")
	}
	// In box -1 it may push the iButho holding the 0 box.
	g, _ = bare(t, Options{})
	g.VictoryBox = -2
	g.at("uDloko").Box = -1   // chest: its 0 box is the lower one
	g.at("uThulwana").Box = 0 // right horn sits in the lower 0 box
	g.run(t, "WSH")
	if g.at("uDloko").Box != 0 || g.at("uThulwana").Box != 1 {
		t.Fatalf("uDloko %d uThulwana %d", g.at("uDloko").Box, g.at("uThulwana").Box)
	}
	// Never beyond box 5.
	g, _ = bare(t, Options{})
	g.run(t, "WSH")
	for _, b := range g.IButhos {
		if b.Routed || b.Box != 5 {
			t.Fatal("washing routed an iButho")
		}
	}
}

func TestRule5_3_7_ZuluSnipers(t *testing.T) {
	g, _ := bare(t, Options{})
	g.roller = &strict{t: t, vals: []int{g.cupRoll(t, "LO3", "advance")}}
	g.run(t, "SNP")
	if g.at("iNdluyengwe").Box != 2 || g.TurnDRM != 1 {
		t.Fatal("snipers")
	}
	// No Advance chit in the cup: all advance 1.
	g, _ = bare(t, Options{})
	for i := range g.Chits {
		if g.chitKind(i) == "advance" {
			g.Chits[i].Where = Discarded
		}
	}
	g.run(t, "SNP")
	for _, b := range g.IButhos {
		if b.Box != 4 {
			t.Fatal("all should advance 1")
		}
	}
	if c := g.Chits[g.take(t, "SNP")]; c.Type != "SNP" {
		t.Fatal("Snipers must go back into the cup")
	}
}

func TestRule6_0_OneActionPerTurn(t *testing.T) {
	g, _ := bare(t, Options{})
	g.Hand = []int{3, 4, 21}
	g.at("uThulwana").Box = 2
	mustApply(t, g, "put 03")
	if isLegal(g, "put 04") || isLegal(g, "fire 21>uThulwana") {
		t.Fatal("a second Action is legal")
	}
	err := g.Apply(Action{Kind: KindPut, Card: 4})
	if err == nil || !strings.Contains(err.Error(), "no Action left") {
		t.Fatalf("error %v", err)
	}
}

func TestRule6_1_FreeActions(t *testing.T) {
	// #05 fires for free; a Hero's volley is free; free actions need no Action left.
	g, _ := bare(t, Options{}, 1, 1, 1, 1, 1)
	g.Hand = []int{5}
	g.Tableau = []int{19}
	g.ActionsLeft = 0
	g.at("uThulwana").Box = 3
	mustApply(t, g, "fire 05>uThulwana")
	mustApply(t, g, "fire 19>uThulwana")
	if !has(g.Discards, 5) || !has(g.Discards, 19) {
		t.Fatal("free volleys")
	}
}

func TestRule6_2_PutForth(t *testing.T) {
	g, _ := bare(t, Options{})
	g.Hand = []int{21, 3}
	if isLegal(g, "put 21") {
		t.Fatal("a volley card cannot be put forth")
	}
	mustApply(t, g, "put 03")
	if !has(g.Tableau, 3) || has(g.Hand, 3) || g.ActionsLeft != 0 {
		t.Fatal("put forth")
	}
}

func TestRule6_2_1_WhileAvailable(t *testing.T) {
	g, _ := bare(t, Options{})
	g.Tableau = []int{11}
	g.refreshDefenses()
	if !has(g.Defending, 11) {
		t.Fatal("Hook's marker goes to the Hospital")
	}
	// An iButho behind the Hospital (in the upper 0 box) sends Hook back.
	g.VictoryBox = -2
	g.at("iNdluyengwe").Box = 0 // loins funnel into the same 0 box as the Left Horn
	g.refreshDefenses()
	if !has(g.Hand, 11) || has(g.Tableau, 11) {
		t.Fatal("Hook should fall back to hand")
	}
	// Put forth again while the box is threatened: available, no marker.
	g.Hand = nil
	g.Tableau = []int{11}
	g.refreshDefenses()
	if has(g.Defending, 11) || !has(g.Tableau, 11) {
		t.Fatal("no marker while threatened")
	}
	g.at("iNdluyengwe").Box = 2
	g.refreshDefenses()
	if !has(g.Defending, 11) {
		t.Fatal("marker replaced automatically")
	}
	// Sending the Hero on a duty takes the marker away.
	g.AmmoLow = true
	mustApply(t, g, "ammo 11")
	if has(g.Defending, 11) || !has(g.Hand, 11) {
		t.Fatal("marker stays after the Hero left the Tableau")
	}
}

func TestRule6_2_2_3_4_ReturnInsertDiscard(t *testing.T) {
	g, _ := bare(t, Options{})
	g.Tableau = []int{4, 20, 14}
	g.DrawPile = []int{21, 22, 23, 24}
	mustApply(t, g, "use 04.0") // return
	mustApply(t, g, "use 20.0") // insert
	mustApply(t, g, "use 14.0") // discard
	if !has(g.Hand, 4) || g.DrawPile[2] != 20 || !has(g.Discards, 14) || g.ActionsLeft != 1+1+1+2 {
		t.Fatalf("hand %v pile %v discards %v actions %d", g.Hand, g.DrawPile, g.Discards, g.ActionsLeft)
	}
	// Once a turn per card.
	g.Tableau = append(g.Tableau, 4)
	g.Hand = without(g.Hand, 4)
	if isLegal(g, "use 04.0") {
		t.Fatal("Bromhead used his ability twice in a turn")
	}
}

func TestRule6_3_ReservePlatoon(t *testing.T) {
	cases := []struct {
		a, b int
		ok   bool
	}{
		{3, 4, true},   // two Lieutenants
		{3, 8, true},   // Lieutenant and Sergeant
		{8, 9, false},  // two Sergeants
		{3, 11, false}, // a Private
		{13, 8, true},  // Adendorff counts as a Lieutenant
	}
	for _, tc := range cases {
		g, _ := bare(t, Options{})
		g.Tableau = []int{tc.a, tc.b}
		s := (Action{Kind: KindReserve, Card: tc.a, Card2: tc.b}).String()
		if isLegal(g, s) != tc.ok {
			t.Errorf("%s legal %v", s, !tc.ok)
		}
	}
	g, _ := bare(t, Options{Officers: true})
	g.Tableau = []int{13, 8}
	if isLegal(g, "reserve 13+08") {
		t.Error("12.5: Adendorff is not a Lieutenant")
	}
	g, _ = bare(t, Options{})
	g.Tableau = []int{3, 8}
	mustApply(t, g, "reserve 03+08")
	if len(g.Reserve) != 2 || len(g.Tableau) != 0 {
		t.Fatal("reserve")
	}
	mustApply(t, g, "disband")
	if len(g.Reserve) != 0 || !has(g.Hand, 3) || !has(g.Hand, 8) {
		t.Fatal("disband")
	}
}

func TestRule6_4_Barricade(t *testing.T) {
	g, _ := bare(t, Options{})
	g.Tableau = []int{3, 11}
	if isLegal(g, "barricade 11") {
		t.Fatal("a Private cannot lead the work")
	}
	mustApply(t, g, "barricade 03")
	if g.BarricadeHero != 3 || g.BarricadeStep != 1 || has(g.Tableau, 3) {
		t.Fatal("first third")
	}
	g.ActionsLeft = 2
	mustApply(t, g, "barricade")
	mustApply(t, g, "barricade")
	if g.VictoryBox != -1 || g.BarricadeStep != 0 || g.BarricadeHero != 0 || !has(g.Hand, 3) {
		t.Fatalf("victory box %d step %d", g.VictoryBox, g.BarricadeStep)
	}
	// Stop and start again with a new leader: the thirds built stay.
	g.Phase = PhaseAction
	g.Tableau = []int{8}
	g.ActionsLeft = 1
	mustApply(t, g, "barricade 08")
	mustApply(t, g, "cease")
	if g.BarricadeStep != 1 || !has(g.Hand, 8) {
		t.Fatal("cease")
	}
	g.VictoryBox = -2
	g.Phase = PhaseAction
	g.Tableau = []int{4}
	g.ActionsLeft = 1
	if isLegal(g, "barricade 04") {
		t.Fatal("no barricade beyond the Final Redoubt")
	}
}

func TestRule6_5_FireFighting(t *testing.T) {
	for roll, out := range map[int]bool{1: false, 3: false, 4: true, 6: true} {
		g, _ := bare(t, Options{}, roll)
		g.Burning = [2]bool{true, true}
		g.Tableau = []int{10}
		mustApply(t, g, "firefight 10>storehouse")
		if g.Burning[Storehouse] == out || !g.Burning[Hospital] || !has(g.Hand, 10) {
			t.Errorf("roll %d: burning %v", roll, g.Burning)
		}
	}
	g, _ := bare(t, Options{})
	g.Burning[Hospital] = true
	g.Tableau = []int{7}
	if isLegal(g, "firefight 07>hospital") {
		t.Fatal("Reynolds does no camp duties")
	}
}

func TestRule6_6_Ammunition(t *testing.T) {
	g, _ := bare(t, Options{})
	g.AmmoLow = true
	g.Tableau = []int{11}
	mustApply(t, g, "ammo 11")
	if g.AmmoLow || !has(g.Hand, 11) {
		t.Fatal("ammo")
	}
}

func TestRule6_7_1_Targeting(t *testing.T) {
	g, _ := bare(t, Options{})
	g.VictoryBox = -2
	g.Hand = []int{21, 24}
	g.at("uDloko").Box = 4
	g.at("uThulwana").Box = 3
	g.at("iNdlondlo").Box = 2
	g.at("iNdluyengwe").Box = 1
	want := map[string]bool{"fire 21>uDloko": false, "fire 21>uThulwana": true, "fire 21>iNdlondlo": true, "fire 21>iNdluyengwe": true, "fire 24>iNdlondlo": false, "fire 24>iNdluyengwe": true}
	for s, ok := range want {
		if isLegal(g, s) != ok {
			t.Errorf("%s legal %v", s, !ok)
		}
	}
	// Nobody fires past a burning building on its track.
	g.Burning[Hospital] = true
	if isLegal(g, "fire 21>iNdlondlo") {
		t.Error("fired through the burning Hospital")
	}
	// An iButho inside must be the target; the lowest one first.
	g.Burning[Hospital] = false
	g.at("uDloko").Box = 0
	if isLegal(g, "fire 21>iNdluyengwe") || !isLegal(g, "fire 21>uDloko") {
		t.Error("the iButho inside must be the target")
	}
	g.at("iNdlondlo").Box = -1
	if isLegal(g, "fire 21>uDloko") || !isLegal(g, "fire 21>iNdlondlo") {
		t.Error("the lowest box first")
	}
}

func TestRule6_7_4_VolleyDie(t *testing.T) {
	cases := []struct {
		name     string
		dice     []int
		burning  bool
		hits     int
		box      int
		eliminat bool
	}{
		{"1-4 miss", []int{1, 2, 3, 4}, false, 0, 2, false},
		{"5 retreats", []int{5}, false, 0, 3, false},
		{"6 hits", []int{6}, false, 1, 2, false},
		{"hits then retreats", []int{6, 5, 5}, false, 1, 4, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g, _ := bare(t, Options{})
			b := g.at("uThulwana")
			b.Box = 2
			g.Pending = &PendingVolley{Card: 21, Target: g.ibuthoIndex("uThulwana"), Dice: tc.dice}
			g.resolveVolley()
			if b.StartHits-b.Hits != tc.hits || b.Box != tc.box || b.Eliminated != tc.eliminat {
				t.Fatalf("%+v", *b)
			}
		})
	}
	// A 4 retreats too when the target is in a burning building.
	g, _ := bare(t, Options{})
	g.Burning[Storehouse] = true
	b := g.at("uThulwana")
	b.Box = 1
	g.Pending = &PendingVolley{Target: g.ibuthoIndex("uThulwana"), Dice: []int{4, 4, 1}}
	g.resolveVolley()
	if b.Box != 3 {
		t.Fatalf("burning: box %d", b.Box)
	}
	// ... or when it retreats through one.
	g, _ = bare(t, Options{})
	g.VictoryBox = -1
	g.Burning[Storehouse] = true
	b = g.at("uThulwana")
	b.Box = 0
	g.Pending = &PendingVolley{Target: g.ibuthoIndex("uThulwana"), Dice: []int{5, 4}}
	g.resolveVolley()
	if b.Box != 2 {
		t.Fatalf("through the fire: box %d", b.Box)
	}
	// Elimination: a Hit with no marker left wipes the iButho out.
	g, _ = bare(t, Options{})
	b = g.at("iNdluyengwe")
	b.Box = 1
	g.Pending = &PendingVolley{Target: g.ibuthoIndex("iNdluyengwe"), Dice: []int{6, 6, 6, 5}}
	g.resolveVolley()
	if !b.Eliminated || b.Casualty != 1 {
		t.Fatalf("%+v", *b)
	}
	// Rout beyond box 5.
	g, _ = bare(t, Options{})
	b = g.at("uDloko")
	b.Box = 4
	g.Pending = &PendingVolley{Target: g.ibuthoIndex("uDloko"), Dice: []int{5, 5}}
	g.resolveVolley()
	if !b.Routed || b.Box != 5 {
		t.Fatalf("%+v", *b)
	}
}

func TestRule6_7_4_Displacement(t *testing.T) {
	g, _ := bare(t, Options{})
	g.VictoryBox = -2
	g.at("uDloko").Box = -1   // chest, lower 0
	g.at("uThulwana").Box = 0 // right horn holds the lower 0 box
	g.Pending = &PendingVolley{Target: g.ibuthoIndex("uDloko"), Dice: []int{5}}
	g.resolveVolley()
	if g.at("uDloko").Box != 0 || g.at("uThulwana").Box != 1 {
		t.Fatalf("uDloko %d uThulwana %d", g.at("uDloko").Box, g.at("uThulwana").Box)
	}
}

func TestRule6_7_5_DieRollModifiers(t *testing.T) {
	cases := []struct {
		name    string
		ammo    bool
		night   bool
		fire    bool
		turn    int
		gco     bool
		box     int
		in, out []int
	}{
		{"none", false, false, false, 0, false, 2, []int{6, 5}, []int{6, 5}},
		{"ammo: highest die", true, false, false, 0, false, 2, []int{6, 5, 1}, []int{5, 5, 1}},
		{"the rulebook's two -1s", true, true, false, 0, false, 2, []int{6, 5, 3, 1}, []int{5, 4, 3, 1}},
		{"a fire cancels night", false, true, true, 0, false, 2, []int{6}, []int{6}},
		{"snipers and rifles", false, false, false, 2, false, 2, []int{6, 6, 2}, []int{5, 5, 2}},
		{"G Company +1", false, false, false, 0, true, 2, []int{5, 1}, []int{6, 1}},
		{"G Company not inside", false, false, false, 0, true, 0, []int{5, 1}, []int{5, 1}},
		{"+1 and -1 cancel", true, false, false, 0, true, 3, []int{6, 5}, []int{6, 5}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g, _ := bare(t, Options{})
			g.AmmoLow, g.Night, g.Burning[Hospital], g.TurnDRM = tc.ammo, tc.night, tc.fire, tc.turn
			if tc.gco {
				g.Banners = []string{"GCO"}
			}
			m, p := g.drms(g.card(21), tc.box)
			d := append([]int(nil), tc.in...)
			modify(d, m, p)
			for i := range d {
				if d[i] != tc.out[i] {
					t.Fatalf("got %v want %v", d, tc.out)
				}
			}
		})
	}
}

func TestRule6_7_6_RepeatVolleys(t *testing.T) {
	g, _ := bare(t, Options{}, 5, 1, 6, 1)
	g.Hand = []int{5}
	g.Tableau = []int{19}
	b := g.at("uThulwana")
	b.Box = 2
	mustApply(t, g, "fire 05>uThulwana") // 2 dice at medium: 5, 1 -> back to 3
	if b.Box != 3 {
		t.Fatalf("box %d", b.Box)
	}
	mustApply(t, g, "fire 19>uThulwana") // Gallagher, 2 dice at long: 6 and the fallback
	if b.Hits >= b.StartHits {
		t.Fatal("second volley not applied")
	}
}

func TestRule7_0_CardDraw(t *testing.T) {
	g, _ := bare(t, Options{})
	g.DrawPile = []int{2, 21, 1}
	g.enterDraw()
	if !g.Night || !has(g.Discards, 2) || len(g.Hand) != 0 {
		t.Fatal("night card is a wasted draw")
	}
	g.DrawPile = []int{1}
	g.enterDraw()
	if !g.Over() || g.Result().Cause != CauseRelief {
		t.Fatal("relief ends the game")
	}
}

func TestRule8_0_HeroPhase(t *testing.T) {
	g, _ := bare(t, Options{OptionalCards: []int{39}}, 1)
	g.Phase = PhaseHero
	g.Hand = []int{11, 16, 3, 39}
	mustApply(t, g, "put 11") // a Private with the pair bonus
	if !isLegal(g, "put 16") || isLegal(g, "put 03") || !isLegal(g, "put 39") {
		t.Fatalf("legal: %v", g.Legal())
	}
	mustApply(t, g, "put 16")
	mustApply(t, g, "put 39") // Dick, always free
	if len(g.Tableau) != 3 {
		t.Fatal("three Heroes out")
	}
}

func TestRule9_0_HandLimit(t *testing.T) {
	g, _ := bare(t, Options{})
	g.Hand = []int{21, 22, 23, 24, 25, 26, 28}
	g.enterHousekeeping()
	g.settle()
	if g.Phase != PhaseHousekeeping || isLegal(g, "pass") {
		t.Fatal("must discard")
	}
	mustApply(t, g, "discard 23")
	kept := 0
	g.afterHousekeeping = func(g *Game) { kept = len(g.Hand) }
	g.roller = &strict{t: t, vals: []int{1}}
	mustApply(t, g, "discard 26")
	if kept != 5 || g.Turn != 2 || !has(g.Discards, 23) || !has(g.Discards, 26) {
		t.Fatalf("hand %d turn %d", kept, g.Turn)
	}
	// Bourne available lifts the limit.
	g, _ = bare(t, Options{}, 1)
	g.Hand = []int{21, 22, 23, 24, 25, 26, 28}
	g.Tableau = []int{8}
	kept = 0
	g.afterHousekeeping = func(g *Game) { kept = len(g.Hand) }
	g.enterHousekeeping()
	g.settle()
	if g.Turn != 2 || kept != 7 {
		t.Fatal("Bourne should lift the limit")
	}
}

func TestRule10_0_Night(t *testing.T) {
	g, _ := bare(t, Options{})
	g.Night = true
	if m, _ := g.drms(g.card(21), 2); m != 1 {
		t.Fatal("night -1")
	}
	g.Burning[Storehouse] = true
	if m, _ := g.drms(g.card(21), 2); m != 0 {
		t.Fatal("fires light the night")
	}
}

func TestRule11_0_VictoryAndVP(t *testing.T) {
	lv := []struct {
		vp int
		l  Level
	}{{-5, TragicDefeat}, {24, TragicDefeat}, {25, IgnobleDefeat}, {34, IgnobleDefeat}, {35, Standoff}, {39, Standoff}, {40, MinorVictory}, {49, MinorVictory}, {50, MajorVictory}, {59, MajorVictory}, {60, EpicVictory}}
	for _, c := range lv {
		if LevelFor(c.vp) != c.l {
			t.Errorf("%d VP: %s", c.vp, LevelFor(c.vp))
		}
		if Epilogue(c.l) == "" {
			t.Errorf("no epilogue for %s", c.l)
		}
	}
	g, _ := bare(t, Options{})
	g.Tableau = []int{3, 9}     // medal 2 + plain 1
	g.Reserve = []int{4, 19}    // 2 + 1
	g.Hand = []int{6}           // 0
	g.Discards = []int{11}      // 0
	g.at("uDloko").Casualty = 2 // 6
	g.at("uDloko").Hits = 1
	g.at("iNdluyengwe").Eliminated = true // 6 (+ its casualty marker 3)
	g.at("iNdluyengwe").Casualty, g.at("iNdluyengwe").Hits = 1, 0
	g.Burning[Hospital] = true // storehouse 4
	g.Relieved = true          // 10
	g.Banners = []string{"NNC"}
	vp, _ := g.VP()
	if want := 2 + 1 + 2 + 1 + 6 + 6 + 3 + 4 + 10 - 7; vp != want {
		t.Fatalf("VP %d want %d", vp, want)
	}
	// Military victory at Housekeeping when no iButho is left in the fight.
	g, _ = bare(t, Options{})
	for i := range g.IButhos {
		g.IButhos[i].Routed = true
	}
	g.enterHousekeeping()
	if !g.Over() || g.Result().Cause != CauseVictory {
		t.Fatal("military victory")
	}
}

// TestRule6_3_6_4_FreeAtAnyTime: breaking up the Reserve Platoon and
// stopping the barricade work are free "at any time": legal at every point
// where the game waits for the player, not only in the Action phase; they
// do not by themselves make the game wait.
func TestRule6_3_6_4_FreeAtAnyTime(t *testing.T) {
	for _, ph := range []Phase{PhaseImpi, PhaseVolley, PhaseDraw, PhaseHero, PhaseHousekeeping} {
		for _, kind := range []string{"disband", "cease"} {
			t.Run(string(ph)+" "+kind, func(t *testing.T) {
				g, _ := bare(t, Options{})
				g.Phase = ph
				if ph == PhaseVolley {
					g.Pending = &PendingVolley{Card: 21, Dice: []int{1}, Rolled: []int{1}}
				}
				if ph == PhaseHousekeeping {
					g.Hand = []int{21, 22, 23, 24, 25, 26}
				}
				if g.choices() && ph != PhaseHousekeeping {
					t.Fatal("nothing to choose before the Heroes are committed")
				}
				g.Reserve = []int{3, 4}
				g.BarricadeHero = 8
				if g.choices() && ph != PhaseHousekeeping {
					t.Fatalf("%s: a Reserve or a barricade alone must not stop the game", ph)
				}
				mustDo(t, g, kind)
				if kind == "disband" && (g.Reserve != nil || !has(g.Hand, 3) || !has(g.Hand, 4)) {
					t.Fatalf("reserve %v hand %v", g.Reserve, g.Hand)
				}
				if kind == "cease" && (g.BarricadeHero != 0 || !has(g.Hand, 8)) {
					t.Fatalf("barricade hero %d hand %v", g.BarricadeHero, g.Hand)
				}
			})
		}
	}
}

// TestRule6_3_ReserveEitherOrderAnyCase: "reserve 03+08" and "reserve 08+03"
// form the same platoon, and moves are read whatever their letter case.
func TestRule6_3_ReserveEitherOrderAnyCase(t *testing.T) {
	for _, typed := range []string{"reserve 03+08", "reserve 08+03", "RESERVE 08+03", "Reserve 3+8"} {
		g, _ := bare(t, Options{})
		g.Tableau = []int{3, 8}
		mustApply(t, g, typed)
		if len(g.Reserve) != 2 || g.Reserve[0] != 3 || g.Reserve[1] != 8 {
			t.Fatalf("%s: reserve %v, want [3 8]", typed, g.Reserve)
		}
	}
	for _, typed := range []string{"fire 21>uthulwana", "FIRE 21>UTHULWANA", "Fire 21>uThulwana"} {
		g, _ := bare(t, Options{}, 1, 1)
		g.Hand = []int{21}
		g.Tableau = []int{12} // W. Jones: the volley waits for the player
		g.at("uThulwana").Box = 2
		mustApply(t, g, typed)
		if g.Phase != PhaseVolley || g.IButhos[g.Pending.Target].ID != "uThulwana" {
			t.Fatalf("%s: phase %s", typed, g.Phase)
		}
	}
}

// TestRefusalsSayWhatIsExpected: a refused move says what is wrong and what
// the game expects, not only that it is not among the legal choices.
func TestRefusalsSayWhatIsExpected(t *testing.T) {
	cases := []struct {
		name  string
		setup func(g *Game)
		typed string
		want  string
	}{
		{"pass with too many cards", func(g *Game) { g.Phase = PhaseHousekeeping; g.Hand = []int{21, 22, 23, 24, 25, 26} }, "pass", "discard 1 card first"},
		{"pass with two too many", func(g *Game) { g.Phase = PhaseHousekeeping; g.Hand = []int{21, 22, 23, 24, 25, 26, 27} }, "pass", "discard 2 cards first"},
		{"disband without a platoon", func(g *Game) {}, "disband", "no Reserve Platoon to disband"},
		{"cease without work", func(g *Game) { g.Phase = PhaseHero }, "cease", "nobody is building a barricade"},
		{"a second reserve", func(g *Game) { g.Reserve = []int{3, 4}; g.Tableau = []int{8, 9} }, "reserve 08+09", "already formed"},
		{"an Action outside the Action phase", func(g *Game) { g.Phase = PhaseDraw; g.Tableau = []int{3} }, "barricade 03", "Action phase"},
		{"a die that is not there", func(g *Game) {
			g.Phase = PhaseVolley
			g.Tableau = []int{12}
			g.Pending = &PendingVolley{Card: 21, Dice: []int{1, 2}, Rolled: []int{1, 2}}
		}, "use 12.0#3", "by its number, 1 to 2"},
		{"a fire choice awaited", func(g *Game) { g.Phase = PhaseAblaze; g.Burning = [2]bool{true, true} }, "pass", "which fire goes out"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g, _ := bare(t, Options{})
			tc.setup(g)
			a, err := ParseAction(tc.typed)
			if err != nil {
				t.Fatal(err)
			}
			err = g.Apply(a)
			if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "legal choices now") {
				t.Fatalf("%s: got %v, want a message saying %q", tc.typed, err, tc.want)
			}
		})
	}
}

// TestRule5_1_ChitOfAnIButhoOutOfTheFightIsLogged: an Advance chit (or
// iNdluyengwe Forward!) naming an iButho that is wiped out or routed has no
// effect, and the log says so.
func TestRule5_1_ChitOfAnIButhoOutOfTheFightIsLogged(t *testing.T) {
	for _, tc := range []struct {
		chit, ibutho, want string
	}{
		{"LO2", "iNdluyengwe", "iNdluyengwe wiped out"},
		{"NDF", "iNdluyengwe", "iNdluyengwe is out of the fight (iNdluyengwe wiped out)"},
	} {
		g, _ := bare(t, Options{})
		g.at(tc.ibutho).Eliminated = true
		g.run(t, tc.chit)
		found := false
		for _, e := range g.Log {
			found = found || strings.Contains(e.Text, tc.want)
		}
		if !found {
			t.Errorf("%s: the log does not say %q: %v", tc.chit, tc.want, g.Log)
		}
	}
}
