package campaign

import (
	"path/filepath"
	"testing"

	"zulu1879/games"
	"zulu1879/saves"
	"zulu1879/tactical"
)

// TestSaves_TacticalRevision1Load: a day saved before the tactical game
// had revisions (testdata/rev1-tactical.json: Isandlwana by the bots,
// then 150 actions of The Defense of Rorke's Drift, written by the
// program at 0a146f2) loads with the tactical game on its revision 1 and
// replays to the hash it was saved with; a new day names revision 2.
func TestSaves_TacticalRevision1Load(t *testing.T) {
	rec, err := saves.LoadEnvelope(filepath.Join("testdata", "rev1-tactical.json"))
	if err != nil {
		t.Fatal(err)
	}
	st := rec.State().(*State)
	if rec.Revision() != 1 || st.TacticalRevision() != 1 || st.Tactical() == nil || st.Tactical().Revision() != 1 {
		t.Fatalf("revision %d recorded, %d for the day; the tactical game %v", rec.Revision(), st.TacticalRevision(), st.Tactical() != nil)
	}
	fresh, err := Rules{}.New(rec.Setup())
	if err != nil {
		t.Fatal(err)
	}
	if got := fresh.(*State).TacticalRevision(); got != 1 {
		t.Fatalf("the pinned setup continues on revision %d", got)
	}
	day, err := Rules{}.New(games.Setup{Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if got := day.(*State).TacticalRevision(); got != tactical.RulesRevision {
		t.Fatalf("a new day continues on revision %d, want %d", got, tactical.RulesRevision)
	}
}

// TestSaves_TacticalRevision2Load: a day whose tactical battle was played
// on revision 2 (testdata/rev2-tactical.json: seed 5, the day's default
// bots, Isandlwana then 300 actions of the tactical game, written by the
// program at 3cb3cf3 before revision 3) loads with the tactical game on
// revision 2 and replays to the hash it was saved with.
func TestSaves_TacticalRevision2Load(t *testing.T) {
	rec, err := saves.LoadEnvelope(filepath.Join("testdata", "rev2-tactical.json"))
	if err != nil {
		t.Fatal(err)
	}
	st := rec.State().(*State)
	if rec.Revision() != 2 || st.TacticalRevision() != 2 || st.Tactical() == nil || st.Tactical().Revision() != 2 {
		t.Fatalf("revision %d recorded, %d for the day; the tactical game %v", rec.Revision(), st.TacticalRevision(), st.Tactical() != nil)
	}
	if n := rec.Len() - st.SecondBattleFrom(); n != 300 {
		t.Fatalf("%d actions of the tactical battle, want 300", n)
	}
}
