package tstate

import (
	"encoding/json"
	"strings"
	"testing"

	"zulu1879/games"
	gcampaign "zulu1879/games/campaign"
	"zulu1879/saves"
	"zulu1879/tactical"
)

// dayAtTacticalBattle plays a campaign day (both seats people, the moves
// chosen by the day's default bots) through Isandlwana and the ledger to
// the first action of its tactical battle.
func dayAtTacticalBattle(t *testing.T, seed uint64) *saves.Record {
	return dayWithPlayersAtTacticalBattle(t, seed, nil)
}

// dayWithPlayersAtTacticalBattle is dayAtTacticalBattle with the day's
// record naming players (seat to bot name) as the window records them.
func dayWithPlayersAtTacticalBattle(t *testing.T, seed uint64, players map[string]string) *saves.Record {
	t.Helper()
	opts := json.RawMessage(`{"next": "rorkes-drift-tactical"}`)
	rec, err := saves.NewRecord(gcampaign.Rules{}, games.Setup{Seed: seed, Options: opts}, players)
	if err != nil {
		t.Fatal(err)
	}
	bots := map[games.Seat]games.Bot{}
	for i, seat := range []string{"british", "zulu"} {
		bi, err := games.DefaultBot(gcampaign.ID, seat)
		if err != nil {
			t.Fatal(err)
		}
		bots[games.Seat(i)] = bi.New(seed)
	}
	for n := 0; rec.State().(*gcampaign.State).Stage() != gcampaign.AtRorkesDrift; n++ {
		if n > games.MaxActions {
			t.Fatal("the day never reaches its second battle")
		}
		a, _ := bots[rec.State().ToAct()].Choose(rec.State())
		if err := rec.Apply(a, ""); err != nil {
			t.Fatal(err)
		}
	}
	return rec
}

// TestCampaignDay_TheScreenPlaysItsTacticalBattle: a campaign gone on to
// the tactical game is played by the tactical model as that game (its
// view, its status), and undo never reaches back past the battle's first
// action into Isandlwana or the choice at the ledger, though people made
// those actions too.
func TestCampaignDay_TheScreenPlaysItsTacticalBattle(t *testing.T) {
	rec := dayAtTacticalBattle(t, 11)
	floor := rec.Len()
	t.Logf("the day reaches its tactical battle after %d actions", floor)
	m, err := New(rec)
	if err != nil {
		t.Fatal(err)
	}
	if m.Floor != floor || rec.State().(*gcampaign.State).SecondBattleFrom() != floor {
		t.Fatalf("undo's floor is %d, want the %d actions before the battle", m.Floor, floor)
	}
	if _, ok := m.View(games.Omniscient).(tactical.View); !ok {
		t.Fatalf("the model shows a %T, want the tactical game's view", m.View(games.Omniscient))
	}
	if m.G() != rec.State().(*gcampaign.State).Tactical() {
		t.Fatal("the model's game is not the day's tactical battle")
	}
	if m.CanUndo() {
		t.Fatalf("undo offered before any action of the battle (last person's action at %d)", m.LastPerson())
	}
	if err := m.Undo(); err == nil {
		t.Fatal("undo took back the choice at the ledger")
	}
	// A person's action of the battle that rolls no die is taken back, to
	// the battle's first action and no further.
	var taken string
	for _, a := range m.Rec.State().Legal() {
		before := len(m.G().Log(games.Omniscient, 0))
		if err := m.Apply(a); err != nil {
			continue
		}
		if rolled := func() bool {
			for _, e := range m.G().Log(games.Omniscient, before) {
				if len(e.Dice) > 0 {
					return true
				}
			}
			return false
		}(); !rolled {
			taken = a
			break
		}
		if err := m.TakeBack(floor); err != nil {
			t.Fatal(err)
		}
	}
	if taken == "" {
		t.Skip("every first action of the battle rolls a die")
	}
	if err := m.Undo(); err != nil {
		t.Fatalf("undo of %q: %v", taken, err)
	}
	st, ok := m.Rec.State().(*gcampaign.State)
	if !ok || m.Rec.Len() != floor || st.Stage() != gcampaign.AtRorkesDrift || st.Tactical() == nil {
		t.Fatalf("after undo the day has %d actions (want %d) and stands at stage %v", m.Rec.Len(), floor, st.Stage())
	}
	if err := m.Undo(); err == nil {
		t.Fatal("a second undo went back past the battle's start")
	}
	if err := m.TakeBack(floor - 1); err == nil {
		t.Fatal("TakeBack went back past the battle's start")
	}
}

// TestCampaignDay_BotsAreNamedAsTheyPlayTheBattle: a day's bot seat plays
// the tactical battle as the tactical game's default bot for that seat,
// so the screen names that bot, not the Isandlwana bot the day's record
// names ("Zulus: bot rule9" was shown).
func TestCampaignDay_BotsAreNamedAsTheyPlayTheBattle(t *testing.T) {
	rec := dayWithPlayersAtTacticalBattle(t, 11, map[string]string{"zulu": "rule9"})
	m, err := New(rec)
	if err != nil {
		t.Fatal(err)
	}
	want, err := games.DefaultBot(tactical.ID, "zulu")
	if err != nil {
		t.Fatal(err)
	}
	if !m.IsBot(1) {
		t.Fatalf("the Zulu seat is not a bot's (%s)", m.Who())
	}
	if got := m.BotNames[1]; got != want.Name {
		t.Errorf("the Zulu bot is named %q, want the tactical game's default %q (%s)", got, want.Name, m.Who())
	}
	// Players see the bot by its title, not its id.
	if got, wantWho := m.Who(), "British: you · Zulus: "+games.BotTitle(tactical.ID, want.Name); got != wantWho || !strings.HasPrefix(games.BotTitle(tactical.ID, want.Name), "the Zulu") {
		t.Errorf("who plays: %q, want %q", got, wantWho)
	}
	if m.IsBot(0) {
		t.Errorf("the British seat is a bot's: %s", m.Who())
	}
}
