package saves

import (
	"strings"
	"testing"

	"zulu1879/games"
)

// TestRecord_RewindFromAKeptCopyIsTheGameReplayedFromTheStart: a record
// taken back to n actions from a copy kept at an earlier action stands
// where a record of those n actions replayed from the start stands, and
// saves the same file; a copy of another game, or bad numbers, is refused
// and changes nothing.
func TestRecord_RewindFromAKeptCopyIsTheGameReplayedFromTheStart(t *testing.T) {
	rec := playContract(t, "isandlwana", games.Setup{Seed: 3}, 180)
	if rec.Len() != 180 {
		t.Fatalf("the game ended after %d actions; the test wants 180", rec.Len())
	}
	rules := rec.Rules()
	// The copies a caller keeps: the state after each of these actions.
	kept := map[int]games.State{}
	replay, err := NewRecord(rules, rec.Setup(), rec.Players())
	if err != nil {
		t.Fatal(err)
	}
	kept[0] = replay.State().Clone()
	for k, mv := range rec.Moves() {
		if err := replay.Apply(mv.Action, mv.Reason); err != nil {
			t.Fatal(err)
		}
		if k+1 == 40 || k+1 == 100 {
			kept[k+1] = replay.State().Clone()
		}
	}
	for _, c := range []struct{ n, from int }{{170, 100}, {120, 100}, {100, 100}, {60, 40}, {40, 0}, {0, 0}} {
		want, err := NewRecord(rules, rec.Setup(), rec.Players())
		if err != nil {
			t.Fatal(err)
		}
		for _, mv := range rec.Moves()[:c.n] {
			if err := want.Apply(mv.Action, mv.Reason); err != nil {
				t.Fatal(err)
			}
		}
		got := playContract(t, "isandlwana", games.Setup{Seed: 3}, 180)
		if err := got.Rewind(c.n, c.from, kept[c.from].Clone()); err != nil {
			t.Fatalf("rewind to %d from %d: %v", c.n, c.from, err)
		}
		if got.Len() != c.n || got.State().Hash() != want.State().Hash() {
			t.Errorf("rewind to %d from %d: %d actions, hash %s; replayed: %s", c.n, c.from, got.Len(), got.State().Hash(), want.State().Hash())
		}
		a, b := encodeRecord(t, got), encodeRecord(t, want)
		if string(a) != string(b) {
			t.Errorf("rewind to %d from %d saves another file:\n%s", c.n, c.from, UnifiedDiff(b, a, "replayed", "rewound"))
		}
	}
	for _, c := range []struct {
		name     string
		n, from  int
		st       games.State
		wantText string
	}{
		{"past the end", 181 + rec.Len(), 0, kept[0].Clone(), "the record has"},
		{"from after n", 40, 100, kept[100].Clone(), "from a state after 100"},
		{"the wrong copy", 120, 100, kept[40].Clone(), "hash"},
	} {
		h, n := rec.State().Hash(), rec.Len()
		err := rec.Rewind(c.n, c.from, c.st)
		if err == nil || !strings.Contains(err.Error(), c.wantText) {
			t.Errorf("%s: %v, want an error naming %q", c.name, err, c.wantText)
		}
		if rec.Len() != n || rec.State().Hash() != h {
			t.Errorf("%s: a refused rewind changed the record", c.name)
		}
	}
}
