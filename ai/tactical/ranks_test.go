package tactical

import (
	"strings"
	"testing"

	tc "zulu1879/tactical"
)

// TestG5_FormsASecondRankAndFiresRanked: three men of the 24th stand in
// a straight line on the west wall north of the hospital with Zulus
// outside; the garrison brings three men from the quiet yard into a rank
// behind them and a leader within 2 hexes of both, and in the British
// fire phase the engine offers the ranked volley, which the bot fires.
func TestG5_FormsASecondRankAndFiresRanked(t *testing.T) {
	g := scene(t, 3, tc.BritishMove)
	g.SetUp(0, place(t, "2515")) // Lt Chard
	for k, s := range []string{"1215", "1216", "1217", "2016", "2116", "2216"} {
		g.SetUp(10+k, place(t, s)) // men of the 24th
	}
	for _, s := range []string{"0816", "0715", "0917"} {
		zulu(t, g, s, false)
	}
	b := NewBritishRanks(1)
	formed := 0
	for n := 0; n < 40 && g.Phase == tc.BritishMove; n++ {
		a, why := b.Choose(g)
		must(t, g, a, why)
		if strings.HasPrefix(why, "G5") {
			formed++
		}
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if formed != 4 {
		t.Errorf("%d G5 moves, want 4 (three men and the leader)", formed)
	}
	for n := 0; n < 10 && g.Phase != tc.BritishFire; n++ {
		if err := g.Apply("end"); err != nil {
			t.Fatal(err)
		}
	}
	if g.Phase != tc.BritishFire {
		t.Fatalf("phase %v, want British fire", g.Phase)
	}
	a, why := b.Choose(g)
	must(t, g, a, why)
	if a != "rank B001 180" {
		t.Errorf("got %q (%s), want the ranked volley west: rank B001 180 (legal %v)", a, why, g.Legal())
	}
}

// TestG5_OnlyTheRanksBotFormsRanks: the default garrison leaves G5 off
// (with it the British win over 70% against zlist until the Zulu force is
// retuned), so in the scene above it forms no rank.
func TestG5_OnlyTheRanksBotFormsRanks(t *testing.T) {
	g := scene(t, 3, tc.BritishMove)
	g.SetUp(0, place(t, "2515"))
	for k, s := range []string{"1215", "1216", "1217", "2016", "2116", "2216"} {
		g.SetUp(10+k, place(t, s))
	}
	for _, s := range []string{"0816", "0715", "0917"} {
		zulu(t, g, s, false)
	}
	b := NewBritish(1)
	for n := 0; n < 40 && g.Phase == tc.BritishMove; n++ {
		a, why := b.Choose(g)
		must(t, g, a, why)
		if strings.HasPrefix(why, "G5") {
			t.Fatalf("garrison formed a rank: %s (%s)", a, why)
		}
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
}
