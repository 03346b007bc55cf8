package saves

import (
	"path/filepath"
	"testing"
	"time"
)

// The window's Isandlwana autosaves are pruned per game: many short games
// played after a long unfinished one never delete that game's newest
// autosave, and each game keeps at most Keep.
func TestAutosave_ShortGamesNeverPruneTheLastSaveOfALongGame(t *testing.T) {
	dir := t.TempDir()
	a, err := NewAutosaver(dir, "test", 4)
	if err != nil {
		t.Fatal(err)
	}
	a.Now = fixedClock(time.Second)
	// The long game, left unfinished after 100 actions.
	long := newSession(t, "isandlwana", 21)
	a.Attach(long)
	playRandom(t, long, newRng(21), 100, nil)
	if _, err := a.Save(long); err != nil {
		t.Fatal(err)
	}
	// Six short games, each autosaving more often than Keep.
	for seed := uint64(30); seed < 36; seed++ {
		s := newSession(t, "isandlwana", seed)
		a.Attach(s)
		playRandom(t, s, newRng(seed), 150, nil)
		if a.Err != nil {
			t.Fatal(a.Err)
		}
	}
	names, err := autosaves(dir)
	if err != nil {
		t.Fatal(err)
	}
	count := map[uint64]int{}
	longest := map[uint64]int{}
	for _, n := range names {
		s, err := Load(filepath.Join(dir, n), LoadOptions{Quiet: true})
		if err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		count[s.Seed()]++
		longest[s.Seed()] = max(longest[s.Seed()], s.Len())
	}
	if longest[21] != long.Len() {
		t.Errorf("the long game's newest autosave (%d actions) is gone: longest left has %d (autosaves per seed %v)", long.Len(), longest[21], count)
	}
	for seed, n := range count {
		if n > 4 {
			t.Errorf("seed %d keeps %d autosaves, more than Keep 4", seed, n)
		}
	}
	if count[35] != 4 {
		t.Errorf("the game being played keeps %d autosaves, want Keep 4 (%v)", count[35], count)
	}
}

// A game's saves before its first action and after it are one game's:
// the key of the setup alone is start, and the key with a first action is
// another, both 8 hex digits as NameGameKey reads them.
func TestSessionKeys_TellGamesApartAndKeepTheStart(t *testing.T) {
	a := newSession(t, "isandlwana", 5)
	k0, s0 := SessionKeys(a)
	if k0 != s0 {
		t.Errorf("before any action the key %s is not the start key %s", k0, s0)
	}
	playRandom(t, a, newRng(5), 1, nil)
	k1, s1 := SessionKeys(a)
	if s1 != s0 || k1 == s1 {
		t.Errorf("after an action: key %s start %s, want start %s and a key of its own", k1, s1, s0)
	}
	if got := NameGameKey("auto-x-t1-setup-g" + k1 + ".json"); got != k1 {
		t.Errorf("NameGameKey reads %q from the name, want %q", got, k1)
	}
	b := newSession(t, "isandlwana", 6)
	if kb, _ := SessionKeys(b); kb == s0 {
		t.Errorf("seeds 5 and 6 share the key %s", kb)
	}
}

// A game keeps its key when saved and loaded again, so a resumed game's
// autosaves stay with its earlier ones.
func TestSessionKeys_SurviveASaveAndLoad(t *testing.T) {
	s := newSession(t, "isandlwana", 9)
	playRandom(t, s, newRng(9), 5, nil)
	p := filepath.Join(t.TempDir(), "g.json")
	if err := s.Save(p, "test"); err != nil {
		t.Fatal(err)
	}
	back, err := Load(p, LoadOptions{Quiet: true})
	if err != nil {
		t.Fatal(err)
	}
	k1, s1 := SessionKeys(s)
	k2, s2 := SessionKeys(back)
	if k1 != k2 || s1 != s2 {
		t.Errorf("keys %s/%s before saving, %s/%s after loading", k1, s1, k2, s2)
	}
}
