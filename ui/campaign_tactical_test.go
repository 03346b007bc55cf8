package ui

import (
	"strings"
	"testing"

	"zulu1879/games"
	gcampaign "zulu1879/games/campaign"
	"zulu1879/saves"
	"zulu1879/tactical"
	"zulu1879/ui/paint"
	"zulu1879/ui/uistate"
)

// TestCampaignLedgerOffersBothGamesAndPlaysTheTacticalOne: the ledger
// screen of a finished Isandlwana draws both ways on as buttons that can
// be pressed, each label whole; pressing the tactical one shows the
// tactical screen playing the day (the campaign kept), autosaves the day
// as a campaign envelope, and a save of it reopens in the tactical battle.
func TestCampaignLedgerOffersBothGamesAndPlaysTheTacticalOne(t *testing.T) {
	needLoop(t)
	f := ledgerFlow(t)
	dir := t.TempDir()
	a := NewApp(1)
	if err := a.SetSaves(dir, "test"); err != nil {
		t.Fatal(err)
	}
	a.s, a.w, a.h = 1, 1400, 900
	a.play(f.Model, f)
	if a.screen != ScreenLedger {
		t.Fatalf("a campaign at its ledger opens on screen %d", a.screen)
	}
	img := snap(t, 1400, 900, a.Draw)
	shot(t, "ledger-two-ways.png", img)
	on := map[string]bool{}
	for _, b := range a.hits {
		on[b.id] = b.on
	}
	for _, id := range []string{"flow:continue", "flow:tactical", "save", "menu"} {
		if !on[id] {
			t.Errorf("the ledger offers no working %q button (buttons %v)", id, on)
		}
	}
	l := a.ledgerLayout(f.LedgerLines())
	for _, b := range []struct {
		r          uistate.Rect
		label, key string
	}{{l.Continue, LedgerRampartsLabel, ledgerRampartsKey}, {l.Tactical, LedgerTacticalLabel, ledgerTacticalKey}} {
		if need := buttonWidth(a.s, b.label, b.key); need > b.r.W {
			t.Errorf("%q with %s needs %.0f px in a button %.0f wide", b.label, b.key, need, b.r.W)
		}
	}

	a.flowTactical()
	if a.screen != ScreenTactical || a.tactical == nil || a.flow != f || f.Day == nil {
		t.Fatalf("after the tactical choice: screen %d, tactical screen %v, campaign kept %v", a.screen, a.tactical != nil, a.flow == f)
	}
	if a.tactical.Play.Rec != f.Day || a.tactical.Title != CampaignTacticalTitle {
		t.Fatalf("the tactical screen plays another record (%q)", a.tactical.Title)
	}
	img = snap(t, 1400, 900, a.Draw)
	shot(t, "campaign-tactical.png", img)
	if n := distinctColours(img); n < 50 {
		t.Fatalf("the tactical screen has %d colours", n)
	}
	p, r, err := saves.LatestEnvelope(dir, gcampaign.ID)
	if err != nil || !gcampaign.IsTacticalDay(r) || r.State().Hash() != f.Day.State().Hash() {
		t.Fatalf("the choice was not autosaved as the day (%v)", err)
	}
	if name, _ := a.envelopeRecord(); name == nil {
		t.Fatal("Ctrl+S finds nothing to save in the campaign's tactical battle")
	}
	if _, name := a.envelopeRecord(); !strings.HasPrefix(name, "campaign-") {
		t.Errorf("the save dialog suggests %q for the campaign", name)
	}

	// The autosave reopens in the tactical battle, the campaign around it.
	b := NewApp(1)
	if err := b.SetSaves(dir, "test"); err != nil {
		t.Fatal(err)
	}
	b.s, b.w, b.h = 1, 1400, 900
	ld, err := uistate.LoadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	b.openLoaded(ld)
	if b.screen != ScreenTactical || b.flow == nil || b.flow.Day == nil || b.tactical == nil {
		t.Fatalf("the day's autosave reopens on screen %d (campaign %v)", b.screen, b.flow != nil)
	}
	if b.tactical.Play.G().Hash() != f.Tactical().Hash() {
		t.Error("the day reopens at another position of the tactical battle")
	}
}

// TestCampaignGameOverButtonsFitTheirLabels: the buttons of the game-over
// card that ends a battle of the campaign, and of the campaign's end card,
// hold their labels and keys whole (measured), at the default window and
// at the smallest.
func TestCampaignGameOverButtonsFitTheirLabels(t *testing.T) {
	for _, sz := range [][2]int{{1280, 800}, {800, 560}} {
		for _, campaign := range []bool{false, true} {
			a := NewApp(1)
			a.s, a.w, a.h = 1, sz[0], sz[1]
			if campaign {
				a.flow = &uistate.Flow{}
			}
			row := a.gameOverButtons()
			w := min(gameOverCardWidth(a.s, row), float64(a.w)-20*a.s)
			card := uistate.Rect{X: (float64(a.w) - w) / 2, W: w, H: 300}
			for k, b := range row {
				r := gameOverButtonRect(a.s, card, len(row), k)
				if need := buttonWidth(a.s, b.label, b.key); need > r.W {
					t.Errorf("%dx%d campaign=%v: %q (%s) needs %.0f px, its button is %.0f", sz[0], sz[1], campaign, b.label, b.key, need, r.W)
				}
			}
		}
		if need := buttonWidth(1, endButtonLabel, "Enter"); need > endButtonW {
			t.Errorf("the campaign's end card: %q needs %.0f px in %.0f", endButtonLabel, need, float64(endButtonW))
		}
	}
}

// TestCampaignTacticalBattleEndsOnTheCampaignsResult: once the day's
// tactical battle is over, going on (what Esc does on the tactical
// screen then) shows the campaign's end card, which names the battle's
// result, and lets go of the tactical screen; nothing is left in progress.
func TestCampaignTacticalBattleEndsOnTheCampaignsResult(t *testing.T) {
	needLoop(t)
	f := ledgerFlow(t)
	a := NewApp(1)
	a.s, a.w, a.h = 1, 1400, 900
	a.play(f.Model, f)
	a.flowTactical()
	if a.screen != ScreenTactical {
		t.Fatalf("screen %d after the tactical choice", a.screen)
	}
	m := a.tactical.Play
	bots := map[games.Seat]games.Bot{}
	for i, seat := range []string{"british", "zulu"} {
		bi, err := games.DefaultBot(tactical.ID, seat)
		if err != nil {
			t.Fatal(err)
		}
		bots[games.Seat(i)] = bi.New(uint64(3 + i))
	}
	a.flowContinue()
	if a.screen != ScreenTactical {
		t.Fatal("the campaign's result opened before the battle ended")
	}
	for n := 0; !m.Over(); n++ {
		if n > games.MaxActions {
			t.Fatal("the battle does not end")
		}
		act, _ := bots[m.ToAct()].Choose(m.G())
		if err := m.Rec.Apply(act, ""); err != nil {
			t.Fatal(err)
		}
	}
	a.flowContinue()
	if a.screen != ScreenEnd || a.tactical != nil || a.inProgress() {
		t.Fatalf("after the battle: screen %d, tactical screen kept %v, in progress %v", a.screen, a.tactical != nil, a.inProgress())
	}
	tr, _ := f.Tactical().Result()
	_, lines := f.Ending()
	if !strings.Contains(strings.Join(lines, "\n"), tr.How) {
		t.Errorf("the end card says %q, not the battle's %q", lines, tr.How)
	}
	img := snap(t, 1400, 900, a.Draw)
	shot(t, "campaign-tactical-end.png", img)
	if n := count(img, uistate.Rect{X: 200, Y: 0, W: 1000, H: 900}, paint.ColGold, 30); n < 200 {
		t.Errorf("the end card shows %d gold pixels", n)
	}
}
