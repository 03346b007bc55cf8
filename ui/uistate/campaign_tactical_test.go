package uistate

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"zulu1879/campaign"
	"zulu1879/games"
	gcampaign "zulu1879/games/campaign"
	rdgame "zulu1879/games/ramparts"
	"zulu1879/saves"
	"zulu1879/tactical"
)

// ledgerOf plays a campaign to its ledger (one with an effect) and shows
// the ledger.
func ledgerOf(t *testing.T, onChange func(*Flow)) *Flow {
	t.Helper()
	f := LedgerCampaign(t, onChange)
	if err := f.Continue(); err != nil || f.Screen() != FlowLedger {
		t.Fatalf("the end of Isandlwana does not open the ledger: %v, screen %s", err, f.Screen())
	}
	return f
}

// playTacticalBattle plays n actions (n < 0: to the end) of the day's
// tactical battle, each seat by the tactical game's default bot.
func playTacticalBattle(t *testing.T, f *Flow, n int) {
	t.Helper()
	bots := map[games.Seat]games.Bot{}
	for i, seat := range []string{"british", "zulu"} {
		bi, err := games.DefaultBot(tactical.ID, seat)
		if err != nil {
			t.Fatal(err)
		}
		bots[games.Seat(i)] = bi.New(uint64(5 + i))
	}
	for k := 0; (n < 0 || k < n) && !games.Over(f.Day.State()); k++ {
		if k > games.MaxActions {
			t.Fatal("the tactical battle does not end")
		}
		g := f.Tactical()
		a, why := bots[g.ToAct()].Choose(g)
		if err := f.Day.Apply(a, why); err != nil {
			t.Fatalf("%q (%s): %v", a, why, err)
		}
	}
}

// TestCampaignLedger_OffersBothRorkesDriftGames: at the ledger of a
// finished Isandlwana both continuations are open (Continue for Zulus on
// the Ramparts, ContinueTactical for The Defense of Rorke's Drift), each
// effect says what it changes in both games, and choosing the tactical
// game starts it with the ledger's effects as games/campaign sets them
// (tactical.Campaign from Ledger.Tactical), autosaving the choice.
func TestCampaignLedger_OffersBothRorkesDriftGames(t *testing.T) {
	changes := 0
	f := ledgerOf(t, func(*Flow) { changes++ })
	if err := f.CanContinue(); err != nil {
		t.Fatalf("the ledger does not go on to Zulus on the Ramparts: %v", err)
	}
	for i, ln := range f.LedgerLines() {
		if ln.Effect == "" || ln.Tactical == "" {
			t.Errorf("effect %d (%s): Ramparts %q, tactical %q: want both", i+1, ln.Cause, ln.Effect, ln.Tactical)
		}
	}
	before := changes
	if err := f.ContinueTactical(); err != nil {
		t.Fatalf("the ledger does not go on to the tactical game: %v", err)
	}
	if f.Screen() != FlowTactical || f.Day == nil || f.Tactical() == nil {
		t.Fatalf("after choosing the tactical game: screen %s, day %v", f.Screen(), f.Day != nil)
	}
	if changes != before+1 {
		t.Errorf("choosing the tactical game called OnChange %d times, want once (the autosave)", changes-before)
	}
	if f.C.Stage() != campaign.StageLedger || f.C.Rorke() != nil {
		t.Errorf("the campaign of the older form moved on to %s", f.C.Stage())
	}
	want, err := f.C.Ledger().Tactical()
	if err != nil {
		t.Fatal(err)
	}
	g := f.Tactical()
	if g.Opt.Campaign == nil || *g.Opt.Campaign != want {
		t.Fatalf("the tactical game is set up with %+v, the ledger says %+v", g.Opt.Campaign, want)
	}
	if want == (tactical.Campaign{}) {
		t.Fatal("the ledger chosen has effects, but none in the tactical game")
	}
	// The battle is the one games/campaign sets up: the day's second seed
	// and the ledger's effects, as a new game of them hashes.
	fresh, err := tactical.NewGame(campaign.RorkeSeed(f.C.Isandlwana().Seed()), tactical.Options{Revision: g.Opt.Revision, Campaign: &want})
	if err != nil {
		t.Fatal(err)
	}
	if fresh.Hash() != g.Hash() {
		t.Error("the day's tactical battle is not a new game of the day's second seed and the ledger's effects")
	}
	if got := f.Day.Moves()[f.Day.Len()-1].Action; got != gcampaign.Continue+tactical.ID {
		t.Errorf("the day's last action is %q, want the choice at the ledger", got)
	}
	// Once chosen, neither way on is open again.
	if err := f.ContinueTactical(); err == nil {
		t.Error("the tactical game was chosen twice")
	}
	if err := f.Continue(); err == nil {
		t.Error("a tactical battle not begun let the campaign end")
	}
}

// TestCampaignFile_TacticalDaySavesLoadsAndResumes: a campaign saved in
// its tactical battle is one envelope of the game campaign; it loads back
// into that battle (the same hash, the same ledger) and the start screen
// offers its autosave.
func TestCampaignFile_TacticalDaySavesLoadsAndResumes(t *testing.T) {
	f := ledgerOf(t, nil)
	if err := f.ContinueTactical(); err != nil {
		t.Fatal(err)
	}
	playTacticalBattle(t, f, 40)
	dir := t.TempDir()
	p := filepath.Join(dir, SaveName(f.Model, f)+".json")
	if !strings.Contains(p, "tactical") {
		t.Errorf("the save's suggested name %q does not say it is in the tactical battle", filepath.Base(p))
	}
	if kept, err := SaveFile(p, testVersion, f.Model, f); err != nil || kept != "" {
		t.Fatalf("saving: kept %q, %v", kept, err)
	}
	l, err := LoadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	if l.Day == nil || l.Campaign == nil {
		t.Fatalf("the day saved in the tactical battle loads as day %v, campaign %v", l.Day != nil, l.Campaign != nil)
	}
	if got, want := l.Day.State().Hash(), f.Day.State().Hash(); got != want {
		t.Fatalf("reloaded at hash %s, saved at %s", got, want)
	}
	if campaignHashes(l.Campaign) != campaignHashes(f.C) {
		t.Errorf("the first battle and ledger reload as %s, want %s", campaignHashes(l.Campaign), campaignHashes(f.C))
	}
	g, err := NewFlowDay(l.Campaign, l.Day, [2]*Bot{})
	if err != nil {
		t.Fatal(err)
	}
	if g.Screen() != FlowTactical || g.Tactical().Hash() != f.Tactical().Hash() {
		t.Fatalf("the reloaded day opens at %s", g.Screen())
	}
	if e := CheckFile(p); e.Kind != KindCampaign || !strings.HasPrefix(e.Summary, "Campaign · "+TacticalTitle) {
		t.Errorf("the load dialog lists it as %s: %q", e.Kind, e.Summary)
	}
	// The window autosaves the day with the campaign autosaver.
	a := gcampaign.NewAutosaver(dir, testVersion, 3)
	a.Now = func() time.Time { return time.Date(2026, 1, 22, 16, 30, 0, 0, time.UTC) }
	ap, err := a.EnvelopeAutosaver.Save(f.Day)
	if err != nil {
		t.Fatal(err)
	}
	o := FindResume(dir)
	if len(o) != 1 || o[0].Path != ap || o[0].Kind != KindCampaign {
		t.Fatalf("the start screen offers %+v, want the day's autosave %s", o, ap)
	}
	if l, err := LoadFile(ap); err != nil || l.Day == nil || l.Day.State().Hash() != f.Day.State().Hash() {
		t.Fatalf("resuming the autosave: %v", err)
	}
}

// TestCampaignFlow_TacticalBattleEndsTheCampaign: the day's tactical
// battle played to its end lets the campaign go on to its result, which
// names both battles; a day saved over loads straight to that result.
func TestCampaignFlow_TacticalBattleEndsTheCampaign(t *testing.T) {
	f := ledgerOf(t, nil)
	if err := f.ContinueTactical(); err != nil {
		t.Fatal(err)
	}
	if err := f.CanContinue(); err == nil {
		t.Fatal("the campaign's result opened before the tactical battle began")
	}
	playTacticalBattle(t, f, -1)
	if err := f.Continue(); err != nil || f.Screen() != FlowEnd {
		t.Fatalf("after the tactical battle: %v, screen %s", err, f.Screen())
	}
	title, lines := f.Ending()
	text := strings.Join(lines, "\n")
	tr, _ := f.Tactical().Result()
	if title != "The campaign is over" || !strings.Contains(text, "Isandlwana:") || !strings.Contains(text, tr.How) {
		t.Errorf("the ending %q says\n%s\nwant Isandlwana and %q", title, text, tr.How)
	}
	p := filepath.Join(t.TempDir(), "over.json")
	if err := f.Day.Save(p, testVersion); err != nil {
		t.Fatal(err)
	}
	l, err := LoadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	g, err := NewFlowDay(l.Campaign, l.Day, [2]*Bot{})
	if err != nil || g.Screen() != FlowEnd {
		t.Fatalf("a finished day reopens at %v (%v)", g.Screen(), err)
	}
}

// A day of the tactical game is not a campaign for NewFlowDay until the
// tactical game is chosen.
func TestNewFlowDay_RefusesADayAtIsandlwana(t *testing.T) {
	rec, err := saves.NewRecord(gcampaign.Rules{}, games.Setup{Seed: 3}, nil)
	if err != nil {
		t.Fatal(err)
	}
	c, err := campaign.New("isandlwana", 3)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := NewFlowDay(c, rec, [2]*Bot{}); err == nil || !strings.Contains(err.Error(), TacticalTitle) {
		t.Fatalf("a day at Isandlwana made a tactical flow: %v", err)
	}
}

// TestCampaignSummary_NamesTheBattleReachedInWords: the line the load
// dialog, the "Loaded…" notice and the start screen's resume row show for
// a campaign names the battle the day has reached (not the day's title,
// scenario id or rules revision), where it stands, and whose turn it is,
// at each stage and in both the day's record and the older campaign form.
func TestCampaignSummary_NamesTheBattleReachedInWords(t *testing.T) {
	internal := regexp.MustCompile(`isandlwana@|revision|british|zulu-|to act|then Rorke|\(ledger\)|-move`)
	fresh, err := campaign.New("isandlwana", 3)
	if err != nil {
		t.Fatal(err)
	}
	freshDay, err := gcampaign.FromCampaign(fresh)
	if err != nil {
		t.Fatal(err)
	}
	f := ledgerOf(t, nil)
	ledgerDay, err := gcampaign.FromCampaign(f.C)
	if err != nil {
		t.Fatal(err)
	}
	rampartsDay, err := gcampaign.FromCampaign(f.C)
	if err != nil {
		t.Fatal(err)
	}
	if err := rampartsDay.Apply(gcampaign.Continue+rdgame.ID, ""); err != nil {
		t.Fatal(err)
	}
	tf := ledgerOf(t, nil)
	if err := tf.ContinueTactical(); err != nil {
		t.Fatal(err)
	}
	// The same day with the Zulus played by a bot: the one person at the
	// window is told it is their turn.
	vsBot, err := saves.NewRecord(gcampaign.Rules{}, tf.Day.Setup(), map[string]string{"british": saves.Human, "zulu": "bot"})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range tf.Day.Moves() {
		if err := vsBot.Apply(m.Action, m.Reason); err != nil {
			t.Fatal(err)
		}
	}
	rc := LedgerCampaign(t, nil)
	if err := rc.Continue(); err != nil {
		t.Fatal(err)
	}
	if err := rc.Continue(); err != nil || rc.C.Stage() != campaign.StageRorkesDrift {
		t.Fatalf("the older form does not reach Zulus on the Ramparts: %v", err)
	}
	for _, c := range []struct {
		name, got, prefix, has string
	}{
		{"day at Isandlwana", RecordSummary(freshDay), "Campaign · Last Stand at Isandlwana: turn 1, ", ""},
		{"day at the ledger", RecordSummary(ledgerDay), "Campaign · Isandlwana over (", "choose the battle"},
		{"day at Zulus on the Ramparts", RecordSummary(rampartsDay), "Campaign · Zulus on the Ramparts!: turn 1, ", "VP so far"},
		{"day at the tactical battle", RecordSummary(tf.Day), "Campaign · The Defense of Rorke's Drift: turn 1, British move", "the British to play"},
		{"day at the tactical battle against a bot", RecordSummary(vsBot), "Campaign · The Defense of Rorke's Drift: turn 1, British move — your turn", ""},
		{"older form at Isandlwana", CampaignSummary(fresh), "Campaign · Last Stand at Isandlwana: turn 1, ", ""},
		{"older form at the ledger", CampaignSummary(f.C), "Campaign · Isandlwana over (", "not begun"},
		{"older form at Zulus on the Ramparts", CampaignSummary(rc.C), "Campaign · Zulus on the Ramparts!: turn 1, ", "your turn"},
	} {
		if !strings.HasPrefix(c.got, c.prefix) || !strings.Contains(c.got, c.has) {
			t.Errorf("%s: %q, want it to open %q and say %q", c.name, c.got, c.prefix, c.has)
		}
		if w := internal.FindString(c.got); w != "" {
			t.Errorf("%s: %q shows %q", c.name, c.got, w)
		}
	}
}
