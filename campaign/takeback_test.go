package campaign

import (
	"bytes"
	"testing"

	"zulu1879/dice"
	"zulu1879/ramparts"
)

// rorkeCampaign is campaign seed played through Isandlwana and n actions
// of Rorke's Drift.
func rorkeCampaign(t *testing.T, seed uint64, n int) *Campaign {
	t.Helper()
	c := newCampaign(t, seed)
	playIsandlwana(t, c, dice.NewSeeded(3), -1)
	if err := c.StartRorkesDrift(RorkeSeed(seed), ramparts.Options{}); err != nil {
		t.Fatal(err)
	}
	playRorke(t, c, n)
	if len(c.RorkeActions()) != n {
		t.Fatalf("Rorke's Drift ended within %d actions", n)
	}
	return c
}

// TestTakeBackRorke_IsTheCampaignThatNeverMadeTheActions: taken back to
// n actions, the campaign file is the one of the campaign that stopped
// after n (actions, hash and state alike).
func TestTakeBackRorke_IsTheCampaignThatNeverMadeTheActions(t *testing.T) {
	cases := []struct{ played, back int }{{15, 14}, {15, 10}, {6, 0}}
	for _, tc := range cases {
		c := rorkeCampaign(t, 23, tc.played)
		want := rorkeCampaign(t, 23, tc.back)
		g, err := c.TakeBackRorke(tc.back)
		if err != nil {
			t.Fatalf("take back %d of %d: %v", tc.back, tc.played, err)
		}
		if g != c.Rorke() || g.Hash() != want.Rorke().Hash() || len(c.RorkeActions()) != tc.back {
			t.Fatalf("take back %d of %d: %d actions, hash equal %v", tc.back, tc.played, len(c.RorkeActions()), g.Hash() == want.Rorke().Hash())
		}
		got, err := c.Encode("test")
		if err != nil {
			t.Fatal(err)
		}
		wantFile, err := want.Encode("test")
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, wantFile) {
			t.Fatalf("take back %d of %d: the campaign file differs from the one that stopped there", tc.back, tc.played)
		}
	}
}

func TestTakeBackRorke_RefusesWhatIsNotThereAndChangesNothing(t *testing.T) {
	c := rorkeCampaign(t, 23, 5)
	hash := c.Rorke().Hash()
	for _, n := range []int{-1, 6} {
		if _, err := c.TakeBackRorke(n); err == nil {
			t.Fatalf("take back to %d of 5 actions was not refused", n)
		}
		if c.Rorke().Hash() != hash || len(c.RorkeActions()) != 5 {
			t.Fatalf("a refused take-back to %d changed the game", n)
		}
	}
	if _, err := newCampaign(t, 23).TakeBackRorke(0); err == nil {
		t.Fatal("a take-back before Rorke's Drift was set up was not refused")
	}
}

// BenchmarkRorkeAt times playing a whole Rorke's Drift game of a campaign
// again to its last action but one: what the screen's undo costs late in
// the battle (it does it twice: to check, then to take back).
func BenchmarkRorkeAt(b *testing.B) {
	c := benchCampaign(b)
	n := len(c.RorkeActions())
	for b.Loop() {
		if _, err := c.RorkeAt(n - 1); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(n-1), "actions/op")
}
