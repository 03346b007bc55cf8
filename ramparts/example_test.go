package ramparts

import (
	"testing"
)

// TestRule13_0_ExampleOfPlay replays the rulebook's example of play with the
// same chits, cards and dice.
func TestRule13_0_ExampleOfPlay(t *testing.T) {
	pile := []int{21, 10, 6}
	for id := 7; id <= 31; id++ {
		if id != 10 && id != 21 {
			pile = append(pile, id)
		}
		if id == 18 {
			pile = append(pile, 2)
		}
	}
	pile = append(pile, 1)
	opts := Options{Arrangement: &Arrangement{Tracks: exampleTracks, DrawPile: pile}}

	// The first chit is drawn inside New: find the roll that gives "Right Horn advances 2".
	probe, _ := bare(t, opts)
	r := &strict{t: t, vals: []int{probe.cupRoll(t, "RH2", "")}}
	g, err := New(opts, r)
	if err != nil {
		t.Fatal(err)
	}
	// Turn 1: the Right Horn (uThulwana) advances from 5 to 3.
	if b := g.at("uThulwana"); b.Box != 3 || b.Track != RightHorn || b.Strength() != 5 {
		t.Fatalf("uThulwana: box %d track %d strength %d", b.Box, b.Track, b.Strength())
	}
	if g.Phase != PhaseAction || !g.AmmoLow {
		t.Fatalf("phase %s ammo low %v", g.Phase, g.AmmoLow)
	}
	mustApply(t, g, "put 03") // Chard is put forth instead of firing at -1
	mustApply(t, g, "pass")   // draw: "Independent! Fire at will!"
	if g.Phase != PhaseDraw || !has(g.Hand, 21) {
		t.Fatalf("phase %s hand %v", g.Phase, g.Hand)
	}
	mustApply(t, g, "use 03.0") // Chard returns: one more card, Schiess
	if !has(g.Hand, 10) || !has(g.Hand, 3) || len(g.Hand) != 5 {
		t.Fatalf("hand after Chard's return: %v", g.Hand)
	}
	if g.Phase != PhaseHero {
		t.Fatalf("phase %s", g.Phase)
	}
	// Hero phase: Bromhead. The next turn's chits: Zulu Snipers, then All advance 1.
	r.vals = append(r.vals, g.cupRoll(t, "SNP", ""))
	r.vals = append(r.vals, g.cupRoll(t, "AL1", "advance"))
	mustApply(t, g, "put 04")
	if g.Turn != 2 || len(g.Hand) != 4 || !has(g.Tableau, 4) {
		t.Fatalf("turn %d hand %v tableau %v", g.Turn, g.Hand, g.Tableau)
	}
	if g.TurnDRM != 1 {
		t.Fatalf("Zulu Snipers should give -1 this turn, have %d", g.TurnDRM)
	}
	want := map[string]int{"uThulwana": 2, "uDloko": 4, "iNdlondlo": 4, "iNdluyengwe": 4}
	for id, box := range want {
		if g.at(id).Box != box {
			t.Errorf("turn 2: %s in box %d, want %d", id, g.at(id).Box, box)
		}
	}
	// Two -1 modifiers now (ammunition and snipers).
	if m, _ := g.drms(g.card(21), 2); m != 2 {
		t.Fatalf("turn 2 modifiers: %d", m)
	}
	mustApply(t, g, "put 10")   // Schiess (the Action)
	mustApply(t, g, "use 04.0") // Bromhead returns for one more Action
	mustApply(t, g, "ammo 10")  // Schiess hands out ammunition and returns to hand
	if g.AmmoLow || !has(g.Hand, 10) || !has(g.Hand, 4) {
		t.Fatalf("ammo %v hand %v", g.AmmoLow, g.Hand)
	}
	mustApply(t, g, "pass") // draw: Dalton; six cards in hand
	if len(g.Hand) != 6 || !has(g.Hand, 6) || g.Phase != PhaseHero {
		t.Fatalf("hand %v phase %s", g.Hand, g.Phase)
	}
	r.vals = append(r.vals, g.cupRoll(t, "BH1", ""))
	mustApply(t, g, "put 06") // Dalton guards the Storehouse; five cards left
	if !has(g.Defending, 6) {
		t.Fatalf("Dalton's marker is not in the Storehouse")
	}
	// Turn 3: Both Horns advance 1. Dalton could cancel it but we let it happen.
	if g.Turn != 3 || g.Phase != PhaseImpi || !isLegal(g, "use 06.0") {
		t.Fatalf("turn %d phase %s legal %v", g.Turn, g.Phase, g.Legal())
	}
	r.vals = append(r.vals, 4) // Dalton's defence: a 4 stops uThulwana
	mustApply(t, g, "pass")
	if g.at("uThulwana").Box != 2 || g.at("iNdlondlo").Box != 3 || !has(g.Tableau, 6) {
		t.Fatalf("uThulwana %d iNdlondlo %d", g.at("uThulwana").Box, g.at("iNdlondlo").Box)
	}
	// "Independent! Fire at will!" at medium range: two dice, 1 and 5.
	r.vals = append(r.vals, 1, 5)
	mustApply(t, g, "fire 21>uThulwana")
	b := g.at("uThulwana")
	// DESIGN.md: a 5 is a Retreat (the example's "hit" is a misprint).
	if b.Box != 3 || b.Hits != 4 {
		t.Fatalf("after the volley: box %d hits %d", b.Box, b.Hits)
	}
	if len(r.vals) != 0 {
		t.Fatalf("unused dice %v", r.vals)
	}
}

// TestRule13_0_ExampleFirstBlood checks the example's volley outcome as the
// text tells it, with the die that is a Hit under our table.
func TestRule13_0_ExampleFirstBlood(t *testing.T) {
	g, _ := bare(t, Options{}, 1, 6)
	g.at("uThulwana").Box = 2
	g.Hand = []int{21}
	mustApply(t, g, "fire 21>uThulwana")
	if b := g.at("uThulwana"); b.Hits != 3 || b.Strength() != 4 || b.Box != 2 {
		t.Fatalf("hits %d box %d", b.Hits, b.Box)
	}
}
