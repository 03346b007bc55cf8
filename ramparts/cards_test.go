package ramparts

import (
	"testing"
)

func TestCard03_Chard(t *testing.T) {
	for _, tc := range []struct {
		hand int
		ok   bool
	}{{3, true}, {4, false}} {
		g, _ := bare(t, Options{})
		g.Tableau = []int{3}
		g.Phase = PhaseDraw
		g.HandAtDraw = tc.hand
		if isLegal(g, "use 03.0") != tc.ok {
			t.Errorf("hand %d: return legal %v", tc.hand, !tc.ok)
		}
	}
	g, _ := bare(t, Options{})
	g.Tableau = []int{3}
	mustDo(t, g, "use 03.1")
	if g.BarricadeStep != 1 || !has(g.Discards, 3) {
		t.Fatal("Chard's sacrifice builds a third of a barricade")
	}
}

func TestCard04_Bromhead(t *testing.T) {
	g, _ := bare(t, Options{})
	g.Tableau = []int{4}
	g.Phase = PhaseDraw
	g.DrawPile = []int{21, 22, 1}
	mustDo(t, g, "use 04.1")
	if !has(g.Hand, 21) || !has(g.Hand, 22) || !has(g.Discards, 4) {
		t.Fatalf("hand %v", g.Hand)
	}
}

func TestCard05_HereTheyCome(t *testing.T) {
	g, _ := bare(t, Options{}, 1, 1, 1)
	g.Hand = []int{5}
	g.at("uThulwana").Box = 3
	mustDo(t, g, "fire 05>uThulwana")
	if g.ActionsLeft != 1 {
		t.Fatal("#05 fires without spending the Action")
	}
}

func TestCard06_Dalton(t *testing.T) {
	g, _ := bare(t, Options{})
	g.Tableau = []int{6}
	g.Phase = PhaseImpi
	g.Chit = g.take(t, "AL1")
	mustDo(t, g, "use 06.0")
	for _, b := range g.IButhos {
		if b.Box != 5 {
			t.Fatal("the chit should be ignored")
		}
	}
	if g.Chit != -1 || !has(g.Discards, 6) || g.Phase != PhaseAction {
		t.Fatalf("phase %s", g.Phase)
	}
}

func TestCard07_Reynolds(t *testing.T) {
	for _, tc := range []struct {
		roll  int
		where string
	}{{2, "discard"}, {4, "hand"}, {6, "tableau"}} {
		g, _ := bare(t, Options{}, tc.roll)
		g.Tableau = []int{7}
		g.Discards = []int{8, 21}
		if isLegal(g, "use 07.0:21") {
			t.Fatal("only Heroes come back")
		}
		mustDo(t, g, "use 07.0:08")
		if !has(g.Tableau, 8) {
			t.Fatal("Bourne should be available again")
		}
		got := map[string]bool{"discard": has(g.Discards, 7), "hand": has(g.Hand, 7), "tableau": has(g.Tableau, 7)}
		if !got[tc.where] {
			t.Errorf("roll %d: Reynolds should be in %s", tc.roll, tc.where)
		}
	}
}

func TestCard08_Bourne(t *testing.T) {
	g, _ := bare(t, Options{}, 6, 1)
	g.Tableau = []int{8}
	if !g.handLimitLifted() {
		t.Fatal("no hand limit while Bourne is available")
	}
	g.at("uDloko").Box = 3
	mustDo(t, g, "fire 08>uDloko")
	mustDo(t, g, "pass")
	if g.handLimitLifted() || g.at("uDloko").Hits != 2 {
		t.Fatal("Bourne's volley")
	}
}

func TestCard09_Windridge(t *testing.T) {
	g, _ := bare(t, Options{})
	g.Tableau = []int{9}
	g.Hand = []int{3, 16}
	if isLegal(g, "use 09.0:03") {
		t.Fatal("only a Private")
	}
	mustDo(t, g, "use 09.0:16")
	if !has(g.Tableau, 16) || !has(g.Hand, 9) || g.ActionsLeft != 1 {
		t.Fatal("Windridge")
	}
}

func TestCard10_Schiess(t *testing.T) {
	g, _ := bare(t, Options{})
	g.Tableau = []int{10}
	g.Phase = PhaseImpi
	g.Chit = g.take(t, "AL1")
	g.roller = &strict{t: t, vals: []int{g.cupRoll(t, "CH1", "") + 1}} // AL1 returns to the cup before the draw
	mustDo(t, g, "use 10.0")
	if g.Chits[g.Chit].Type != "CH1" || !has(g.Hand, 10) {
		t.Fatalf("drew %s", g.Chits[g.Chit].Type)
	}
}

func TestCard11_Hook(t *testing.T) {
	for roll, stopped := range map[int]bool{4: false, 5: true, 6: true} {
		g, _ := bare(t, Options{}, roll)
		g.Tableau = []int{11}
		g.refreshDefenses()
		g.at("iNdlondlo").Box = 2 // left horn: the Hospital is its box 1
		g.run(t, "LH1")
		if (g.at("iNdlondlo").Box == 2) != stopped {
			t.Errorf("roll %d: box %d", roll, g.at("iNdlondlo").Box)
		}
	}
}

func TestCard12_WilliamJones(t *testing.T) {
	g, _ := bare(t, Options{}, 1, 2)
	g.Tableau = []int{12}
	g.Hand = []int{21}
	g.Banners = []string{"GCO"}
	b := g.at("uThulwana")
	b.Box = 2
	mustDo(t, g, "fire 21>uThulwana")
	if g.Phase != PhaseVolley {
		t.Fatal("the volley waits for Jones")
	}
	mustDo(t, g, "use 12.0#2")
	mustDo(t, g, "pass")
	if b.Hits != 3 || !has(g.Discards, 12) || g.Phase != PhaseAction && g.Phase != PhaseHero {
		t.Fatalf("hits %d phase %s", b.Hits, g.Phase)
	}
}

// TestFAQ_WilliamJonesBeforeModifiers: W. Jones turns a die into a 5, one
// short of a hit, and the volley's modifiers apply after him, so G
// Company's +1 makes his 5 a hit (the FAQ) and a -1 spoils it.
func TestFAQ_WilliamJonesBeforeModifiers(t *testing.T) {
	cases := []struct {
		name           string
		gco, ammo      bool
		hits, retreats int
	}{
		{"the FAQ: Jones, then G Company's +1", true, false, 1, 0},
		{"Jones alone: a 5 is a retreat", false, false, 0, 1},
		{"Jones, then the ammunition -1 on the highest die", false, true, 0, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g, _ := bare(t, Options{}, 2, 3)
			g.Tableau = []int{12}
			g.Hand = []int{21}
			g.AmmoLow = tc.ammo
			if tc.gco {
				g.Banners = []string{"GCO"}
			}
			b := g.at("uThulwana")
			b.Box = 2
			mustDo(t, g, "fire 21>uThulwana")
			if got := g.Pending.Dice; got[0] != 2 || got[1] != 3 {
				t.Fatalf("the pending dice are %v: no modifier may apply before Jones", got)
			}
			mustDo(t, g, "use 12.0#1")
			if got := g.Pending.Dice[0]; got != 5 {
				t.Fatalf("Jones made die 1 a %d, want 5", got)
			}
			mustDo(t, g, "pass")
			if lost := b.StartHits - b.Hits; lost != tc.hits || b.Box != 2+tc.retreats {
				t.Fatalf("%d hit(s) and box %d, want %d hit(s) and box %d", lost, b.Box, tc.hits, 2+tc.retreats)
			}
		})
	}
}

func TestCard14_Merritt(t *testing.T) {
	g, _ := bare(t, Options{})
	g.Tableau = []int{14}
	mustDo(t, g, "use 14.0")
	if g.ActionsLeft != 3 {
		t.Fatal("two more Actions")
	}
}

func TestCard15_Hitch(t *testing.T) {
	g, _ := bare(t, Options{})
	g.AmmoLow = true
	g.Tableau = []int{15}
	g.DrawPile = []int{21, 22}
	mustDo(t, g, "use 15.0")
	if g.AmmoLow || g.DrawPile[1] != 15 || g.ActionsLeft != 1 {
		t.Fatalf("pile %v", g.DrawPile)
	}
}

func TestCard17_Williams(t *testing.T) {
	g, _ := bare(t, Options{})
	g.Tableau = []int{17}
	g.at("uDloko").Box = 1
	g.at("uThulwana").Box = 2
	if isLegal(g, "use 17.0>uThulwana") {
		t.Fatal("close range only")
	}
	mustDo(t, g, "use 17.0>uDloko")
	if g.at("uDloko").Box != 2 {
		t.Fatal("pushed back")
	}
}

func TestCard18_Dunne(t *testing.T) {
	g, _ := bare(t, Options{})
	g.Tableau = []int{18}
	g.BarricadeStep = 2
	mustDo(t, g, "use 18.0")
	if g.VictoryBox != -1 || has(g.Tableau, 18) {
		t.Fatal("Dunne finishes the barricade")
	}
}

func TestCard20_Attwood(t *testing.T) {
	g, _ := bare(t, Options{})
	g.Tableau = []int{20}
	mustDo(t, g, "use 20.0")
	if g.ActionsLeft != 2 || !has(g.DrawPile, 20) {
		t.Fatal("Attwood")
	}
}

func TestCard22_VolleyFireByRanks(t *testing.T) {
	g, _ := bare(t, Options{}, 1, 1, 1)
	g.Hand = []int{22}
	g.at("uThulwana").Box = 2
	mustDo(t, g, "fire 22>uThulwana")
	if !g.AmmoLow {
		t.Fatal("the Ammunition/Water Low marker returns")
	}
}

func TestCard23_CommitTheReservePlatoon(t *testing.T) {
	g, _ := bare(t, Options{}, 1, 1, 1, 1)
	g.Hand = []int{23}
	g.at("uThulwana").Box = 1
	if isLegal(g, "fire 23>uThulwana") {
		t.Fatal("needs the Reserve Platoon")
	}
	g.Reserve = []int{3, 4}
	mustDo(t, g, "fire 23>uThulwana")
	if !g.AmmoLow || len(g.Reserve) != 2 {
		t.Fatal("commit")
	}
}

func TestCard24_FixBayonets(t *testing.T) {
	g, _ := bare(t, Options{MeleeCombat: true})
	g.Night = true
	if m, _ := g.drms(g.card(24), 1); m != 0 {
		t.Fatal("12.2: no night penalty for melee at close range")
	}
	if m, _ := g.drms(g.card(21), 1); m != 1 {
		t.Fatal("other cards keep the night penalty")
	}
	g2, _ := bare(t, Options{})
	g2.Night = true
	if m, _ := g2.drms(g2.card(25), 1); m != 1 {
		t.Fatal("without 12.2 the penalty applies")
	}
}

func TestCard27_Steady(t *testing.T) {
	g, _ := bare(t, Options{})
	g.Hand = []int{27}
	if isLegal(g, "play 27") {
		t.Fatal("restriction: an iButho at close range")
	}
	g.at("uDloko").Box = 1
	g.AmmoLow, g.Night = true, true
	mustDo(t, g, "play 27")
	if m, _ := g.drms(g.card(21), 1); m != 0 || g.ActionsLeft != 1 {
		t.Fatal("steady is free and cancels the -1s")
	}
}

func TestCard36_Waters(t *testing.T) {
	g, _ := bare(t, Options{OptionalCards: []int{36}})
	g.Tableau = []int{36}
	g.Burning = [2]bool{true, true}
	mustDo(t, g, "use 36.0>storehouse")
	if g.Burning != [2]bool{true, false} {
		t.Fatal("Waters")
	}
}

func TestCard40_NatalNativeContingent(t *testing.T) {
	g, _ := bare(t, Options{OptionalCards: []int{40}}, 5)
	g.Tableau = []int{40}
	g.refreshDefenses()
	g.at("uDloko").Box = 1
	g.run(t, "CH1")
	if g.Over() || g.at("uDloko").Box != 1 {
		t.Fatal("the NNC holds the Outer Perimeter")
	}
	mustDo(t, g, "use 40.0")
	if n := g.volleyDice(g.card(21), 1); n != 3 {
		t.Fatalf("banner: %d dice", n)
	}
	if vp, _ := g.VP(); vp != 4+4-7-1 {
		t.Fatalf("VP %d", vp)
	}
	// Too late after the first volley.
	g.FirstVolley = true
	g.DrawPile = []int{40, 1}
	g.Tableau = nil
	g.Discards = nil
	g.drawCard("7.0")
	if !has(g.OutCards, 40) {
		t.Fatal("penalty: discard")
	}
}

func TestCard41_Spalding(t *testing.T) {
	g, _ := bare(t, Options{OptionalCards: []int{41}})
	g.Hand = []int{41, 11, 21}
	g.Tableau = []int{3}
	g.run(t, "SEN")
	if !has(g.Tableau, 3) {
		t.Fatal("Spalding in play: no Seniority Debate")
	}
	g.Hand = []int{11, 21}
	g.Tableau = []int{41, 8}
	if !isLegal(g, "reserve 41+08") {
		t.Fatal("Spalding serves as a Lieutenant")
	}
	mustDo(t, g, "use 41.0")
	if !has(g.Tableau, 11) || !has(g.Hand, 21) {
		t.Fatal("every Hero put forth")
	}
}

func TestCard42_NatalNativeHorse(t *testing.T) {
	g, _ := bare(t, Options{OptionalCards: []int{42}}, 1, 1, 1)
	g.Tableau = []int{42}
	g.at("uDloko").Box = 4
	g.at("uThulwana").Box = 1
	if isLegal(g, "fire 42>uThulwana") {
		t.Fatal("boxes 3 and 4 only")
	}
	mustDo(t, g, "fire 42>uDloko")
	g2, _ := bare(t, Options{OptionalCards: []int{42}})
	g2.Tableau = []int{42}
	mustDo(t, g2, "use 42.0")
	if g2.volleyDice(g2.card(21), 2) != 3 || g2.volleyDice(g2.card(21), 1) != 2 {
		t.Fatal("banner adds a die at box 2 or farther")
	}
}

func TestCard43_GCompany(t *testing.T) {
	g, _ := bare(t, Options{OptionalCards: []int{43}})
	g.DrawPile = []int{43, 43, 1}
	g.drawCard("7.0")
	if !has(g.OutCards, 43) {
		t.Fatal("useless by day")
	}
	g.Night = true
	g.drawCard("7.0")
	if !has(g.Hand, 43) {
		t.Fatal("welcome at night")
	}
	// Fires into box 4 past a burning building, and ignores the closest-first rule.
	g.Hand = nil
	g.Tableau = []int{43}
	g.VictoryBox = -1
	g.at("uDloko").Box = 0
	g.at("uThulwana").Box = 4
	g.Burning[Storehouse] = true
	if !isLegal(g, "fire 43>uThulwana") {
		t.Fatal("an outside Group fires where it likes")
	}
}

func TestCard49_MenOfHarlech(t *testing.T) {
	g, _ := bare(t, Options{OptionalCards: []int{49}})
	g.Hand = []int{49}
	g.at("uDloko").Box = 2
	mustDo(t, g, "play 49")
	if g.ActionsLeft != 3 {
		t.Fatal("two more Actions")
	}
}

func TestCard50_CattleStampede(t *testing.T) {
	g, _ := bare(t, Options{OptionalCards: []int{50}})
	g.Hand = []int{50}
	g.at("uDloko").Box = 3
	g.at("uThulwana").Box = 1
	g.at("iNdlondlo").Box = 4
	mustDo(t, g, "play 50")
	if g.at("uDloko").Box != 4 || g.at("uThulwana").Box != 2 || g.at("iNdlondlo").Box != 4 {
		t.Fatal("stampede")
	}
	g.Hand = []int{50}
	g.Night = true
	if isLegal(g, "play 50") {
		t.Fatal("by day only")
	}
}

func TestCard51_IsandlwanaSurvivors(t *testing.T) {
	g, _ := bare(t, Options{Campaign: Campaign{SurvivorsCard: true}})
	g.Tableau = []int{51}
	g.AmmoLow = true
	if !isLegal(g, "ammo 51") {
		t.Fatal("an inside Group does camp duties")
	}
}
