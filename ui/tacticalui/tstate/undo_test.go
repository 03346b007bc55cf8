package tstate

import (
	"testing"

	"zulu1879/games"
	"zulu1879/saves"
)

// countingRules counts the games it starts: an undo that plays the record
// again from the start starts one.
type countingRules struct {
	games.Rules
	started *int
}

func (r countingRules) New(s games.Setup) (games.State, error) {
	*r.started++
	return r.Rules.New(s)
}

// replayed is the hash of the record's first n actions played again from
// the start.
func replayed(t *testing.T, rec *saves.Record, n int) string {
	t.Helper()
	again, err := saves.NewRecord(rec.Rules(), rec.Setup(), rec.Players())
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range rec.Moves()[:n] {
		if err := again.Apply(mv.Action, mv.Reason); err != nil {
			t.Fatal(err)
		}
	}
	return again.State().Hash()
}

// TestUndoStartsFromAKeptCopy: late in a game, each take-back (an undo
// without the dice check, which refuses most undos this late) stands where the
// record without the person's last action (and the bots' after it)
// played from the start stands, and none of them starts the game again:
// it plays on from a copy kept at most SnapEvery actions earlier. Undos
// in a row keep going back, past several kept copies.
func TestUndoStartsFromAKeptCopy(t *testing.T) {
	m := longModel(t, 11, 300)
	started := 0
	rec, err := saves.NewRecord(countingRules{m.Rec.Rules(), &started}, m.Rec.Setup(), m.Rec.Players())
	if err != nil {
		t.Fatal(err)
	}
	// The same game on a record whose rules count the games started.
	m2, err := New(rec)
	if err != nil {
		t.Fatal(err)
	}
	// (a person's action may bring the bot's answers with it: rule 9)
	moves := m.Rec.Moves()
	for m2.Rec.Len() < len(moves) {
		if m2.IsBot(m2.ToAct()) {
			if err := m2.botStep(); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := m2.Apply(moves[m2.Rec.Len()].Action); err != nil {
			t.Fatal(err)
		}
	}
	if m2.G().Hash() != m.G().Hash() {
		t.Fatal("the counted game is not the same game")
	}
	undoStarted := 0
	for undo := 1; undo <= 12; undo++ {
		want := m2.lastPerson()
		started = 0
		if err := m2.takeBack(m2.lastPerson()); err != nil {
			t.Fatal(err)
		}
		undoStarted += started
		if m2.Rec.Len() != want {
			t.Fatalf("undo %d: %d actions left, want %d", undo, m2.Rec.Len(), want)
		}
		if h := replayed(t, m2.Rec, want); m2.G().Hash() != h {
			t.Fatalf("undo %d: the game after %d actions differs from the record played from the start", undo, want)
		}
		if len(m2.snaps) == 0 || m2.snaps[len(m2.snaps)-1].n > want {
			t.Fatalf("undo %d: a copy kept after action %d is still kept", undo, want)
		}
	}
	if undoStarted != 0 {
		t.Errorf("12 undos started the game again %d times", undoStarted)
	}
	// The game goes on after the undos and keeps copies again.
	for m2.Rec.Len() < m.Rec.Len() && !m2.Over() {
		if m2.MyTurn() {
			if err := m2.Apply("end"); err != nil {
				t.Fatal(err)
			}
		} else {
			m2.Skip()
		}
	}
	if last := m2.snaps[len(m2.snaps)-1].n; m2.Rec.Len()-last >= SnapEvery {
		t.Errorf("after playing on to %d actions the newest copy is at %d", m2.Rec.Len(), last)
	}
}

// TestUndoOfALoadedGameGoesBackPastItsStart: a model made from a record
// already played (a loaded save) keeps its first copy where it starts;
// undoing earlier than that plays the record from the start, and stands
// where it should.
func TestUndoOfALoadedGameGoesBackPastItsStart(t *testing.T) {
	played := longModel(t, 4, 80)
	m, err := New(played.Rec)
	if err != nil {
		t.Fatal(err)
	}
	for m.CanUndo() {
		want := m.lastPerson()
		if err := m.takeBack(m.lastPerson()); err != nil {
			t.Fatal(err)
		}
		if h := replayed(t, m.Rec, want); m.Rec.Len() != want || m.G().Hash() != h {
			t.Fatalf("undo to %d: %d actions, same game as replayed: %v", want, m.Rec.Len(), m.G().Hash() == h)
		}
	}
	if m.Rec.Len() != 0 {
		t.Errorf("nothing left to undo at %d actions (the British act first)", m.Rec.Len())
	}
}
