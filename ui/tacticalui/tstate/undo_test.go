package tstate

import (
	"testing"

	"zulu1879/games"
	"zulu1879/hexmap"
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
			if err := m2.BotStep(); err != nil {
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
		want := m2.LastPerson()
		started = 0
		if err := m2.TakeBack(m2.LastPerson()); err != nil {
			t.Fatal(err)
		}
		undoStarted += started
		if m2.Rec.Len() != want {
			t.Fatalf("undo %d: %d actions left, want %d", undo, m2.Rec.Len(), want)
		}
		if h := replayed(t, m2.Rec, want); m2.G().Hash() != h {
			t.Fatalf("undo %d: the game after %d actions differs from the record played from the start", undo, want)
		}
		if at, _ := m2.KeptCopies(); len(at) == 0 || at[len(at)-1] > want {
			t.Fatalf("undo %d: a copy kept after action %d is still kept", undo, want)
		}
	}
	if undoStarted != 0 {
		t.Errorf("12 undos started the game again %d times", undoStarted)
	}
	// The game goes on after the undos and keeps copies again.
	for m2.Rec.Len() < m.Rec.Len() && !m2.Over() {
		if m2.MyTurn() {
			if err := m2.Apply(endOrAnswer(m2)); err != nil {
				t.Fatal(err)
			}
		} else {
			m2.Skip()
		}
	}
	at, _ := m2.KeptCopies()
	if last := at[len(at)-1]; m2.Rec.Len()-last >= SnapEvery {
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
		want := m.LastPerson()
		if err := m.TakeBack(m.LastPerson()); err != nil {
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

// TestUndo_PlaysNothingAgainForARecentAction: the model keeps a copy of
// the game just before each of a person's recent actions (and before a
// group move), so undoing one of them, late in a game and several in a
// row, plays no action again.
func TestUndo_PlaysNothingAgainForARecentAction(t *testing.T) {
	m := longModel(t, 11, 300)
	for undo := 1; undo <= PersonCopies; undo++ {
		k := m.LastPerson()
		if k < 0 {
			t.Fatalf("undo %d: nothing left to take back", undo)
		}
		if err := m.TakeBack(k); err != nil {
			t.Fatal(err)
		}
		if m.Replayed() != 0 {
			t.Fatalf("undo %d, to %d actions: played %d actions again", undo, k, m.Replayed())
		}
		if h := replayed(t, m.Rec, k); m.G().Hash() != h {
			t.Fatalf("undo %d: the game after %d actions differs from the record played from the start", undo, k)
		}
	}
}

// TestUndo_AGroupMoveKeepsOneCopy: a group move of more men than
// PersonCopies keeps one copy for undo, before its first move (besides
// the copies kept every SnapEvery actions), and its undo plays
// nothing again.
func TestUndo_AGroupMoveKeepsOneCopy(t *testing.T) {
	m := newModel(t, 5, "random")
	if err := m.Apply(firstMove(t, m)); err != nil {
		t.Fatal(err)
	}
	to, err := hexmap.ParseHex("3018")
	if err != nil {
		t.Fatal(err)
	}
	g := m.G()
	var ids []string
	for i := 0; i < g.NBrit && len(ids) < 2*PersonCopies; i++ {
		if ms, _ := g.Moves(g.ID(i)); len(ms) > 0 && !g.Units[i].Gone {
			ids = append(ids, g.ID(i))
		}
	}
	personCopies := func() int {
		_, n := m.KeptCopies()
		return n
	}
	before := personCopies()
	moved, _ := m.GroupMove(ids, to)
	if len(moved) <= PersonCopies {
		t.Fatalf("the group move made %d moves; the test needs more than %d", len(moved), PersonCopies)
	}
	if got := personCopies() - before; got != 1 {
		t.Errorf("a group move of %d moves kept %d copies before a person's action, want 1", len(moved), got)
	}
	if err := m.Undo(); err != nil {
		t.Fatal(err)
	}
	if m.Replayed() != 0 {
		t.Errorf("the group move's undo played %d actions again", m.Replayed())
	}
}
