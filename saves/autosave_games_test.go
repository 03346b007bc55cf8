package saves

import (
	"path/filepath"
	"testing"
	"time"

	"zulu1879/dice"
	"zulu1879/games"
)

// newGameRecord starts a recorded isandlwana game on seed.
func newGameRecord(t *testing.T, seed uint64) *Record {
	t.Helper()
	rules, err := games.Lookup("isandlwana")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := NewRecord(rules, games.Setup{Seed: seed}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// playAndAutosave plays n random legal actions of rec, autosaving after
// each one (as the window does, bots' actions too).
func playAndAutosave(t *testing.T, a *EnvelopeAutosaver, rec *Record, n int) {
	t.Helper()
	rng := dice.NewSeeded(rec.Setup().Seed + 7)
	for i := 0; i < n && !games.Over(rec.State()); i++ {
		legal := rec.State().Legal()
		if err := rec.Apply(legal[rng.Intn(len(legal))], ""); err != nil {
			t.Fatal(err)
		}
		if _, err := a.Save(rec); err != nil {
			t.Fatal(err)
		}
	}
}

// autosavesBySeed loads every envelope autosave of dir and returns, per
// seed, how many there are and the longest action log among them.
func autosavesBySeed(t *testing.T, dir string) (count, longest map[uint64]int) {
	t.Helper()
	names, err := AutoNames(dir, EnvelopePrefix("isandlwana"))
	if err != nil {
		t.Fatal(err)
	}
	count, longest = map[uint64]int{}, map[uint64]int{}
	for _, n := range names {
		r, err := LoadEnvelope(filepath.Join(dir, n))
		if err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		s := r.Setup().Seed
		count[s]++
		longest[s] = max(longest[s], r.Len())
	}
	return count, longest
}

func testAutosaver(dir string, keep int) *EnvelopeAutosaver {
	return &EnvelopeAutosaver{Dir: dir, Keep: keep, Program: "test", Now: fixedClock(time.Second)}
}

func TestAutosave_ANewGameNeverPrunesTheLastSaveOfAnother(t *testing.T) {
	dir := t.TempDir()
	// The unfinished game: a few actions, then the player quits.
	old := newGameRecord(t, 3)
	playAndAutosave(t, testAutosaver(dir, 5), old, 3)
	// A new game autosaves far more often than Keep.
	playAndAutosave(t, testAutosaver(dir, 5), newGameRecord(t, 4), 30)
	count, longest := autosavesBySeed(t, dir)
	if longest[3] != old.Len() {
		t.Errorf("the unfinished game's newest autosave (%d actions) is gone; longest left has %d (counts %v)", old.Len(), longest[3], count)
	}
	if count[3] != 1 {
		t.Errorf("the other game keeps %d autosaves, want only its newest", count[3])
	}
	if count[4] != 5 {
		t.Errorf("the game being played keeps %d autosaves, want Keep=5", count[4])
	}
}

func TestAutosave_TheSameSetupWithAnotherFirstActionIsAnotherGame(t *testing.T) {
	dir := t.TempDir()
	a := testAutosaver(dir, 3)
	first := newGameRecord(t, 5)
	playAndAutosave(t, a, first, 4)
	// Same seed and scenario, but another first action: a new game.
	second := newGameRecord(t, 5)
	legal := second.State().Legal()
	if err := second.Apply(legal[len(legal)-1], ""); err != nil {
		t.Fatal(err)
	}
	if second.Moves()[0] == first.Moves()[0] {
		t.Skip("the random first action happened to be the same")
	}
	for range 6 {
		if _, err := a.Save(second); err != nil {
			t.Fatal(err)
		}
	}
	names, _ := AutoNames(dir, EnvelopePrefix("isandlwana"))
	var firstLeft, secondLeft int
	for _, n := range names {
		r, err := LoadEnvelope(filepath.Join(dir, n))
		if err != nil {
			t.Fatal(err)
		}
		if r.Moves()[0] == first.Moves()[0] {
			firstLeft++
			if r.Len() != first.Len() {
				t.Errorf("the first game's kept autosave has %d actions, want its newest (%d)", r.Len(), first.Len())
			}
		} else {
			secondLeft++
		}
	}
	if firstLeft != 1 || secondLeft != 3 {
		t.Errorf("kept %d of the first game and %d of the second, want 1 and 3", firstLeft, secondLeft)
	}
}

func TestAutosave_TheStartOfAGameGoesWithItsLaterSaves(t *testing.T) {
	dir := t.TempDir()
	a := testAutosaver(dir, 2)
	rec := newGameRecord(t, 6)
	if _, err := a.Save(rec); err != nil { // before the first action
		t.Fatal(err)
	}
	playAndAutosave(t, a, rec, 5)
	count, _ := autosavesBySeed(t, dir)
	if count[6] != 2 {
		t.Errorf("kept %d autosaves of one game, want Keep=2 (the save before the first action is not another game)", count[6])
	}
}

func TestAutosave_KeepsTheNewestMaxGamesGames(t *testing.T) {
	dir := t.TempDir()
	a := testAutosaver(dir, 3)
	for seed := uint64(1); seed <= MaxGames+2; seed++ {
		playAndAutosave(t, a, newGameRecord(t, seed), 2)
	}
	count, _ := autosavesBySeed(t, dir)
	if len(count) != MaxGames {
		t.Errorf("autosaves of %d games kept, want MaxGames=%d: %v", len(count), MaxGames, count)
	}
	for seed := uint64(1); seed <= 2; seed++ {
		if count[seed] != 0 {
			t.Errorf("the oldest game (seed %d) still has %d autosaves", seed, count[seed])
		}
	}
	if count[MaxGames+2] != 2 {
		t.Errorf("the game being played has %d autosaves, want 2", count[MaxGames+2])
	}
}
