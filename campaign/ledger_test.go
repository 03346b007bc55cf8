package campaign

import (
	"slices"
	"strings"
	"testing"

	"zulu1879/dice"
	"zulu1879/isandlwana"
	"zulu1879/ramparts"
)

func entryIDs(l *Ledger) []string {
	var ids []string
	for _, e := range l.Entries {
		ids = append(ids, e.ID)
	}
	return ids
}

// One case per ledger row (DESIGN.md section 4), each with the nearest
// result that must not trigger it.
func TestLedgerRowsFollowTheIsandlwanaResult(t *testing.T) {
	tests := []struct {
		name    string
		outcome isandlwana.Outcome
		turn    int
		colours isandlwana.ColoursState
		zulus   int
		want    []string
	}{
		{"escape west with wagon and Colours (4.1)", isandlwana.BritishEscape, 5, isandlwana.ColoursRaised, 12, []string{"escape"}},
		{"survival to the end of turn 6 (4.2)", isandlwana.BritishSurvival, 6, isandlwana.ColoursRaised, 30, []string{"survival"}},
		{"massacre on turn 3", isandlwana.ZuluMassacre, 3, isandlwana.ColoursRaised, 5, []string{"early_massacre"}},
		{"massacre on turn 2", isandlwana.ZuluMassacre, 2, isandlwana.ColoursNotYet, 0, []string{"early_massacre"}},
		{"massacre on turn 4 is too late for fresh iButhos", isandlwana.ZuluMassacre, 4, isandlwana.ColoursRaised, 5, nil},
		{"Colours captured", isandlwana.ZuluMassacre, 5, isandlwana.ColoursCaptured, 20, []string{"colours_captured"}},
		{"Colours sent off (5.10)", isandlwana.BritishSurvival, 6, isandlwana.ColoursSentOff, 10, []string{"survival", "colours_sent_off"}},
		{"40 Zulu units eliminated", isandlwana.ZuluMassacre, 5, isandlwana.ColoursRaised, 40, []string{"heavy_losses"}},
		{"39 Zulu units eliminated are not enough", isandlwana.ZuluMassacre, 5, isandlwana.ColoursRaised, 39, nil},
		{"everything at once", isandlwana.ZuluMassacre, 3, isandlwana.ColoursCaptured, 41, []string{"early_massacre", "colours_captured", "heavy_losses"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, err := Evaluate(finished(t, tt.outcome, tt.turn, tt.colours, tt.zulus))
			if err != nil {
				t.Fatal(err)
			}
			if got := entryIDs(l); !slices.Equal(got, tt.want) {
				t.Fatalf("entries %v, want %v", got, tt.want)
			}
			for _, e := range l.Entries {
				if e.Cause == "" || e.Effect == "" || strings.Contains(e.Cause, "{") {
					t.Errorf("entry %s: cause %q, effect %q: both must be filled in", e.ID, e.Cause, e.Effect)
				}
				if !strings.Contains(l.String(), e.Cause) || !strings.Contains(l.String(), e.Effect) {
					t.Errorf("entry %s: the ledger text does not show its cause and effect:\n%s", e.ID, l)
				}
			}
		})
	}
}

func TestLedgerCausesNameTheFigures(t *testing.T) {
	l, err := Evaluate(finished(t, isandlwana.ZuluMassacre, 3, isandlwana.ColoursCaptured, 47))
	if err != nil {
		t.Fatal(err)
	}
	s := l.String()
	for _, want := range []string{"by turn 3", "47 Zulu units", "Zulu massacre (4.3) on turn 3", "Colours captured"} {
		if !strings.Contains(s, want) {
			t.Errorf("ledger text lacks %q:\n%s", want, s)
		}
	}
}

func TestLedgerToRorkesDriftOptions(t *testing.T) {
	tests := []struct {
		name    string
		outcome isandlwana.Outcome
		turn    int
		colours isandlwana.ColoursState
		zulus   int
		want    ramparts.Campaign
	}{
		{"escape: no ammunition marker, survivors card", isandlwana.BritishEscape, 4, isandlwana.ColoursRaised, 0, ramparts.Campaign{NoAmmoLow: true, SurvivorsCard: true}},
		{"survival: night earlier", isandlwana.BritishSurvival, 6, isandlwana.ColoursRaised, 0, ramparts.Campaign{NightEarlier: true}},
		{"early massacre: fresh iButhos", isandlwana.ZuluMassacre, 3, isandlwana.ColoursRaised, 0, ramparts.Campaign{FreshIButhos: true}},
		{"Colours captured: one more All advance 1", isandlwana.ZuluMassacre, 5, isandlwana.ColoursCaptured, 0, ramparts.Campaign{ExtraAllAdvance: true}},
		{"Colours sent off: +2 VP", isandlwana.ZuluMassacre, 5, isandlwana.ColoursSentOff, 0, ramparts.Campaign{BonusVP: 2}},
		{"heavy losses: strongest one short", isandlwana.ZuluMassacre, 5, isandlwana.ColoursRaised, 40, ramparts.Campaign{StrongestShort: true}},
		{"effects combine", isandlwana.BritishSurvival, 6, isandlwana.ColoursSentOff, 52, ramparts.Campaign{NightEarlier: true, BonusVP: 2, StrongestShort: true}},
		{"no effect", isandlwana.ZuluMassacre, 6, isandlwana.ColoursRaised, 3, ramparts.Campaign{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, err := Evaluate(finished(t, tt.outcome, tt.turn, tt.colours, tt.zulus))
			if err != nil {
				t.Fatal(err)
			}
			if got := l.Campaign(); got != tt.want {
				t.Fatalf("options %+v, want %+v", got, tt.want)
			}
			// The options set up a game.
			if _, err := ramparts.New(ramparts.Options{Campaign: l.Campaign()}, dice.NewSeeded(3)); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestLedgerEmptySaysSo(t *testing.T) {
	l, err := Evaluate(finished(t, isandlwana.ZuluMassacre, 6, isandlwana.ColoursRaised, 3))
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Entries) != 0 || !strings.Contains(l.String(), "Nothing from Isandlwana") {
		t.Fatalf("want an empty ledger that says so, got %v:\n%s", entryIDs(l), l)
	}
}

func TestEvaluateRefusesAGameThatIsNotOver(t *testing.T) {
	g := finished(t, isandlwana.NotOver, 2, isandlwana.ColoursRaised, 0)
	g.Phase = isandlwana.PhaseZuluMove
	if _, err := Evaluate(g); err == nil || !strings.Contains(err.Error(), "not over") {
		t.Fatalf("got %v, want an error saying the game is not over", err)
	}
}

// The ledger of a game really played to its end reads the game's own
// state.
func TestLedgerOfAPlayedGame(t *testing.T) {
	c := newCampaign(t, 5)
	playIsandlwana(t, c, dice.NewSeeded(11), -1)
	g := c.Game()
	l := c.Ledger()
	if c.Stage() != StageLedger || l == nil {
		t.Fatalf("stage %s after the game ended, ledger %v", c.Stage(), l)
	}
	want := Facts{Outcome: g.Outcome.Key(), Turn: g.Turn, Colours: ColoursKey(g.Colours), ZulusEliminated: g.Stats.ZulusEliminated}
	if l.Facts != want {
		t.Fatalf("facts %+v, want %+v", l.Facts, want)
	}
	t.Logf("played game: %s\n%s", g.Outcome, l)
}

func TestParseRowsReportsTheBadRow(t *testing.T) {
	tests := []struct {
		name, table, want string
	}{
		{"not JSON", `rows`, "ledger table"},
		{"no rows", `{"rows": []}`, "no rows"},
		{"unknown field", `{"rows": [{"id": "a", "if": {}}]}`, "unknown field"},
		{"missing id", `{"rows": [{"when": {"outcome": "zulu_massacre"}, "cause": "c", "text": "t", "effect": {"bonus_vp": 1}}]}`, `"id" is missing`},
		{"duplicate id", `{"rows": [{"id": "a", "when": {"outcome": "zulu_massacre"}, "cause": "c", "text": "t", "effect": {"bonus_vp": 1}}, {"id": "a", "when": {"outcome": "zulu_massacre"}, "cause": "c", "text": "t", "effect": {"bonus_vp": 1}}]}`, "row 2 (\"a\"): id used twice"},
		{"no condition", `{"rows": [{"id": "a", "when": {}, "cause": "c", "text": "t", "effect": {"bonus_vp": 1}}]}`, "no condition set"},
		{"unknown outcome", `{"rows": [{"id": "a", "when": {"outcome": "draw"}, "cause": "c", "text": "t", "effect": {"bonus_vp": 1}}]}`, `outcome "draw"`},
		{"unknown colours", `{"rows": [{"id": "a", "when": {"colours": "lost"}, "cause": "c", "text": "t", "effect": {"bonus_vp": 1}}]}`, `colours "lost"`},
		{"no cause", `{"rows": [{"id": "a", "when": {"colours": "raised"}, "text": "t", "effect": {"bonus_vp": 1}}]}`, `"cause" is missing`},
		{"unknown effect", `{"rows": [{"id": "a", "when": {"colours": "raised"}, "cause": "c", "text": "t", "effect": {"more_rum": true}}]}`, `"effect"`},
		{"empty effect", `{"rows": [{"id": "a", "when": {"colours": "raised"}, "cause": "c", "text": "t", "effect": {}}]}`, "changes nothing"},
		{"effect out of range", `{"rows": [{"id": "a", "when": {"colours": "raised"}, "cause": "c", "text": "t", "effect": {"bonus_vp": 99}}]}`, "bonus_vp 99"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseRows([]byte(tt.table))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error containing %q", err, tt.want)
			}
		})
	}
}

func TestEmbeddedLedgerTableCoversDesignSection4(t *testing.T) {
	rs, err := Rows()
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"escape", "survival", "early_massacre", "colours_captured", "colours_sent_off", "heavy_losses"}
	var got []string
	for _, r := range rs {
		got = append(got, r.ID)
	}
	if !slices.Equal(got, want) {
		t.Fatalf("rows %v, want %v", got, want)
	}
}

// TestEveryRowSaysWhatItChangesInTheTacticalGame: the built-in table gives
// each effect for both Rorke's Drift games, and a ledger merges them.
func TestEveryRowSaysWhatItChangesInTheTacticalGame(t *testing.T) {
	rs, err := Rows()
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rs {
		if r.TacticalText == "" || len(r.Tactical) == 0 {
			t.Errorf("row %q has no tactical effect", r.ID)
		}
	}
	l, err := EvaluateFacts(Facts{Outcome: "zulu_massacre", Turn: 3, Colours: "captured", ZulusEliminated: 45})
	if err != nil {
		t.Fatal(err)
	}
	c, err := l.Tactical()
	if err != nil {
		t.Fatal(err)
	}
	// early_massacre (+5 first wave), colours_captured (+8 pool) and
	// heavy_losses (-12 pool).
	if c.FirstWaveExtra != 5 || c.PoolChange != -4 || c.RedoubtBuilt || c.ArrivalsLater != 0 || c.BonusVP != 0 {
		t.Errorf("tactical campaign %+v, want 5 more in the first wave and 4 fewer in the pool", c)
	}
	if got := l.TacticalLines(); len(got) != 3 || !strings.Contains(got[1], "8 more counters") {
		t.Errorf("tactical lines %q", got)
	}
}
