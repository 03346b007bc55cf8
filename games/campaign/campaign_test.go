package campaign

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"zulu1879/campaign"
	"zulu1879/games"
	"zulu1879/games/gamestest"
	gramparts "zulu1879/games/ramparts"
	"zulu1879/isandlwana"
	"zulu1879/ramparts"
	"zulu1879/saves"
)

// TestConformance: the day keeps every promise of package games, with the
// default options (every scenario; games/all leaves the campaign to this
// test). Under -short, one game of the first scenario.
func TestConformance(t *testing.T) {
	o := gamestest.Options{}
	if testing.Short() {
		o = gamestest.Options{Seeds: []uint64{1}, Scenarios: []string{"isandlwana"}}
	}
	gamestest.Conformance(t, Rules{}, o)
}

// dayBots are the day's default bots for both seats, made with seed.
func dayBots(t *testing.T, seed uint64) map[games.Seat]games.Bot {
	t.Helper()
	bots := map[games.Seat]games.Bot{}
	for _, seat := range []string{"british", "zulu"} {
		bi, err := games.DefaultBot(ID, seat)
		if err != nil {
			t.Fatal(err)
		}
		s, _ := Rules{}.Info().SeatNamed(seat)
		bots[s] = bi.New(seed)
	}
	return bots
}

// playDay plays a whole day with the default bots and returns the state
// and every action, in order.
func playDay(t *testing.T, seed uint64) (*State, []string) {
	t.Helper()
	g, err := Rules{}.New(games.Setup{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	bots := dayBots(t, seed)
	var acts []string
	for !games.Over(g) {
		if len(acts) > games.MaxActions {
			t.Fatalf("the day has not ended after %d actions", len(acts))
		}
		a, why := bots[g.ToAct()].Choose(g)
		if err := g.Apply(a); err != nil {
			t.Fatalf("action %d %q (%s): %v", len(acts)+1, a, why, err)
		}
		acts = append(acts, a)
	}
	return g.(*State), acts
}

// TestTheDayIsTheOldCampaign: the same actions give the same two battles
// and the same ledger through the contract as through package campaign,
// whose files the window wrote, the Rorke's Drift seed derived the same
// way.
func TestTheDayIsTheOldCampaign(t *testing.T) {
	for _, seed := range []uint64{3, 1879} {
		day, acts := playDay(t, seed)
		old, err := campaign.New("isandlwana", seed)
		if err != nil {
			t.Fatal(err)
		}
		i := 0
		for ; old.Stage() == campaign.StageIsandlwana; i++ {
			a, err := isandlwana.ParseAction(acts[i])
			if err != nil {
				t.Fatal(err)
			}
			if err := old.ApplyIsandlwana(a); err != nil {
				t.Fatalf("seed %d, action %d %q: %v", seed, i+1, acts[i], err)
			}
		}
		if acts[i] != Continue+gramparts.ID {
			t.Fatalf("seed %d: after Isandlwana came %q, want the choice of the next battle", seed, acts[i])
		}
		i++
		if err := old.StartRorkesDrift(campaign.RorkeSeed(seed), ramparts.Options{}); err != nil {
			t.Fatal(err)
		}
		for ; i < len(acts); i++ {
			a, err := ramparts.ParseAction(acts[i])
			if err != nil {
				t.Fatal(err)
			}
			if err := old.ApplyRorke(a); err != nil {
				t.Fatalf("seed %d, action %d %q: %v", seed, i+1, acts[i], err)
			}
		}
		if old.Stage() != campaign.StageDone {
			t.Fatalf("seed %d: the old campaign stands at %s, want done", seed, old.Stage())
		}
		if got, want := day.isa.Hash(), old.Game().Hash(); got != want {
			t.Errorf("seed %d: Isandlwana hash %s, old campaign %s", seed, got, want)
		}
		if got, want := day.ledger.String(), old.Ledger().String(); got != want {
			t.Errorf("seed %d: ledger\n%s\nold campaign\n%s", seed, got, want)
		}
		if got, want := day.rd.Hash(), old.Rorke().Hash(); got != want {
			t.Errorf("seed %d: Rorke's Drift hash %s, old campaign %s", seed, got, want)
		}

		// And the old campaign converts to an envelope of this game that
		// replays to the same day.
		rec, err := FromCampaign(old)
		if err != nil {
			t.Fatalf("seed %d: FromCampaign: %v", seed, err)
		}
		if got, want := rec.State().Hash(), day.Hash(); got != want {
			t.Errorf("seed %d: the converted day ends on hash %s, the day played here on %s", seed, got, want)
		}
		data, err := rec.Encode("test")
		if err != nil {
			t.Fatal(err)
		}
		back, err := saves.DecodeEnvelope(data, "day.json")
		if err != nil {
			t.Fatalf("seed %d: the envelope does not load: %v", seed, err)
		}
		if got, want := back.State().Hash(), day.Hash(); got != want {
			t.Errorf("seed %d: the envelope loads to hash %s, want %s", seed, got, want)
		}

		// And the envelope opens as a campaign of the window, whole and
		// cut at the ledger and in the middle of Rorke's Drift.
		for _, n := range []int{len(acts), k(acts), k(acts) + 1 + (len(acts)-k(acts))/2} {
			cut, err := saves.NewRecord(Rules{}, back.Setup(), back.Players())
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range back.Moves()[:n] {
				if err := cut.Apply(m.Action, m.Reason); err != nil {
					t.Fatal(err)
				}
			}
			c, err := ToCampaign(cut)
			if err != nil {
				t.Fatalf("seed %d, %d actions: ToCampaign: %v", seed, n, err)
			}
			want := map[bool]campaign.Stage{true: campaign.StageLedger, false: campaign.StageRorkesDrift}[n == k(acts)]
			if n == len(acts) {
				want = campaign.StageDone
			}
			if c.Stage() != want {
				t.Errorf("seed %d, %d actions: the campaign stands at %s, want %s", seed, n, c.Stage(), want)
			}
			if c.Game().Hash() != old.Game().Hash() {
				t.Errorf("seed %d, %d actions: the window's Isandlwana differs from the day's", seed, n)
			}
		}
	}
}

// k is the index of the choice of the next battle in a day's actions.
func k(acts []string) int {
	for i, a := range acts {
		if strings.HasPrefix(a, Continue) {
			return i
		}
	}
	return -1
}

// TestTheLedgerComesBetweenTheBattles: when Isandlwana ends the British
// choose the next battle; anything else is refused with the choice named,
// and the log carries the ledger's lines between the two battles' events.
func TestTheLedgerComesBetweenTheBattles(t *testing.T) {
	day, acts := playDay(t, 5)
	k := -1
	for i, a := range acts {
		if strings.HasPrefix(a, Continue) {
			k = i
		}
	}
	if k < 0 {
		t.Fatal("no choice of the next battle in the day's actions")
	}
	g, err := Rules{}.New(games.Setup{Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range acts[:k] {
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	st := g.(*State)
	if st.Stage() != AtLedger || g.ToAct() != British || g.Prompt().Key != "ledger" {
		t.Fatalf("after Isandlwana: stage %d, %d to act, prompt %+v; want the ledger, the British to choose", st.Stage(), g.ToAct(), g.Prompt())
	}
	if got := g.Legal(); len(got) != 2 || got[0] != "continue rorkes-drift" || got[1] != "continue rorkes-drift-tactical" {
		t.Fatalf("legal at the ledger %q, want both Rorke's Drift games", got)
	}
	text := st.LedgerText()
	for _, want := range []string{"The ledger of Isandlwana", "At Zulus on the Ramparts", "At The Defense of Rorke's Drift", "continue rorkes-drift: Zulus on the Ramparts", "continue rorkes-drift-tactical: The Defense"} {
		if !strings.Contains(text, want) {
			t.Errorf("the ledger's text lacks %q:\n%s", want, text)
		}
	}
	if game, battle, _ := st.Battle(Zulu); game != "" || battle != nil {
		t.Errorf("at the ledger the battle is %q", game)
	}
	for _, bad := range []string{"pass", "continue", "continue men-of-harlech", "continue rorkes-drift ", "continue isandlwana"} {
		h := g.Hash()
		err := g.Apply(bad)
		if err == nil || !strings.Contains(err.Error(), "continue rorkes-drift") {
			t.Errorf("Apply(%q) at the ledger: %v, want an error naming the choice", bad, err)
		}
		if g.Hash() != h {
			t.Errorf("Apply(%q) changed the state", bad)
		}
	}
	var ledgerAt, rdAt = -1, -1
	for i, e := range day.Log(games.Omniscient, 0) {
		if e.Phase == "ledger" && ledgerAt < 0 {
			ledgerAt = i
		}
		if ledgerAt >= 0 && e.Phase != "ledger" && rdAt < 0 {
			rdAt = i
		}
	}
	if n := len(st.isa.Log(games.Omniscient, 0)); ledgerAt != n {
		t.Errorf("the ledger's first line is event %d, want %d (right after Isandlwana's)", ledgerAt, n)
	}
	if rdAt < 0 {
		t.Error("no Rorke's Drift event after the ledger")
	}
}

// TestOptionsAreCheckedAtTheStart: a bad option of either battle is refused
// when the day is set up, not after the first battle.
func TestOptionsAreCheckedAtTheStart(t *testing.T) {
	for _, c := range []struct{ opts, want string }{
		{`{"isandlwana": {"no_such": 1}}`, "no_such"},
		{`{"rorkes_drift": {"officers": "yes"}}`, "officers"},
		{`{"rorkes_drift": {"optional_cards": [99]}}`, "99"},
		{`{"rorke": {}}`, "rorke"},
	} {
		_, err := Rules{}.New(games.Setup{Seed: 1, Options: json.RawMessage(c.opts)})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("options %s: error %v, want one naming %q", c.opts, err, c.want)
		}
	}
}

// TestTheDayGoesOnToTheTacticalGame: with the tactical game chosen, the
// ledger's tactical effects set it up, both seats act in it, and the day
// ends with its result; the choice made ahead (option next) is the only
// one offered.
func TestTheDayGoesOnToTheTacticalGame(t *testing.T) {
	opts := json.RawMessage(`{"next": "rorkes-drift-tactical", "tactical": {"last_turn": 3}}`)
	g, err := Rules{}.New(games.Setup{Seed: 11, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	bots := dayBots(t, 11)
	zuluActed := false
	for n := 0; !games.Over(g); n++ {
		if n > games.MaxActions {
			t.Fatal("the day does not end")
		}
		st := g.(*State)
		if st.Stage() == AtLedger {
			if got := g.Legal(); len(got) != 1 || got[0] != "continue rorkes-drift-tactical" {
				t.Fatalf("offered %q, want only the tactical game", got)
			}
		}
		if st.Stage() == AtRorkesDrift && g.ToAct() == Zulu {
			zuluActed = true
		}
		a, why := bots[g.ToAct()].Choose(g)
		if err := g.Apply(a); err != nil {
			t.Fatalf("%q (%s): %v", a, why, err)
		}
	}
	st := g.(*State)
	tg := st.Tactical()
	if tg == nil || st.Next() != "rorkes-drift-tactical" {
		t.Fatalf("the second battle is %q, want the tactical game", st.Next())
	}
	want, err := st.Ledger().Tactical()
	if err != nil {
		t.Fatal(err)
	}
	if tg.Opt.Campaign == nil || *tg.Opt.Campaign != want {
		t.Errorf("the tactical game was set up with %+v, the ledger says %+v", tg.Opt.Campaign, want)
	}
	if !zuluActed {
		t.Error("the Zulus never acted in the tactical battle")
	}
	r, ok := g.Result()
	tr, _ := tg.Result()
	if !ok || r.Score != tr.Score || !strings.Contains(r.How, tr.How) {
		t.Errorf("the day's result %+v, the battle's %+v", r, tr)
	}
	rules := Rules{}
	if _, err := rules.New(games.Setup{Seed: 1, Options: json.RawMessage(`{"next": "men-of-harlech"}`)}); err == nil {
		t.Error("next men-of-harlech accepted")
	}
	if _, err := rules.New(games.Setup{Seed: 1, Options: json.RawMessage(`{"tactical": {"campaign": {"bonus_vp": 9}}}`)}); err == nil {
		t.Error("a tactical campaign option accepted: the ledger sets it")
	}
}

// wholeLog is the day's log as Log once built it: both battles' logs and
// the ledger whole, then sliced.
func wholeLog(s *State, seat games.Seat, from int) []games.Event {
	all := s.isa.Log(seat, 0)
	if s.ledger != nil {
		all = append(all, ledgerEvents(s.ledger)...)
	}
	if s.rd != nil {
		all = append(all, s.rd.Log(s.rdSeat(seat), 0)...)
	}
	if from >= len(all) {
		return nil
	}
	return all[max(from, 0):]
}

// TestLog_TheTailIsTheWholeLogsTail: Log builds only the events from
// "from" on; at every stage of a day going on to either Rorke's Drift game,
// for every seat, what it returns is the tail of the whole log from there
// (the first battle, the ledger and the second battle numbered as one),
// from before the first event to past the last.
func TestLog_TheTailIsTheWholeLogsTail(t *testing.T) {
	for _, next := range []string{"rorkes-drift", "rorkes-drift-tactical"} {
		opts := json.RawMessage(`{"next": "` + next + `", "tactical": {"last_turn": 2}}`)
		g, err := Rules{}.New(games.Setup{Seed: 5, Options: opts})
		if err != nil {
			t.Fatal(err)
		}
		bots := dayBots(t, 5)
		stages := map[Stage]int{}
		for n := 0; !games.Over(g); n++ {
			if n > games.MaxActions {
				t.Fatal("the day does not end")
			}
			st := g.(*State)
			if stages[st.Stage()]++; n%23 == 0 || st.Stage() == AtLedger {
				for _, seat := range []games.Seat{games.Omniscient, British, Zulu} {
					whole := wholeLog(st, seat, 0)
					for _, from := range []int{-1, 0, 1, len(whole) / 2, len(whole) - 1, len(whole), len(whole) + 3} {
						got, want := st.Log(seat, from), wholeLog(st, seat, from)
						if !slices.EqualFunc(got, want, func(a, b games.Event) bool { return reflect.DeepEqual(a, b) }) {
							t.Fatalf("%s, action %d (%v), seat %d, from %d: %d events, want the whole log's %d from there", next, n, st.Stage(), seat, from, len(got), len(want))
						}
					}
				}
			}
			a, why := bots[g.ToAct()].Choose(g)
			if err := g.Apply(a); err != nil {
				t.Fatalf("%q (%s): %v", a, why, err)
			}
		}
		if stages[AtIsandlwana] == 0 || stages[AtLedger] == 0 || stages[AtRorkesDrift] == 0 {
			t.Fatalf("%s: the day did not pass every stage: %v", next, stages)
		}
	}
}
