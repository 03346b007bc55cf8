package campaign

import (
	"path/filepath"
	"testing"
	"time"

	"zulu1879/dice"
	"zulu1879/ramparts"
	"zulu1879/saves"
)

// Campaign autosaves are pruned per campaign: short campaigns played after
// a long unfinished one never delete its newest autosave, and each keeps
// at most Keep.
func TestAutosave_ShortCampaignsNeverPruneTheLastSaveOfALongOne(t *testing.T) {
	dir := t.TempDir()
	clock := time.Date(2026, 1, 22, 12, 0, 0, 0, time.UTC)
	a := &Autosaver{Dir: dir, Keep: 3, Program: "test", Now: func() time.Time { clock = clock.Add(time.Second); return clock }}
	long := newCampaign(t, 7)
	playIsandlwana(t, long, dice.NewSeeded(7), 40)
	if _, err := a.Save(long); err != nil {
		t.Fatal(err)
	}
	for seed := uint64(20); seed < 26; seed++ {
		c := newCampaign(t, seed)
		rng := dice.NewSeeded(seed)
		for k := 0; k < 5; k++ {
			playIsandlwana(t, c, rng, 1)
			if _, err := a.Save(c); err != nil {
				t.Fatal(err)
			}
		}
	}
	names, err := Autosaves(dir)
	if err != nil {
		t.Fatal(err)
	}
	count := map[uint64]int{}
	found := false
	for _, n := range names {
		c, err := Load(filepath.Join(dir, n))
		if err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		seed := c.Isandlwana().Seed()
		count[seed]++
		if seed == 7 && c.Isandlwana().Len() == long.Isandlwana().Len() {
			found = true
		}
	}
	if !found {
		t.Errorf("the long campaign's newest autosave is gone (autosaves per seed %v)", count)
	}
	for seed, n := range count {
		if n > 3 {
			t.Errorf("seed %d keeps %d autosaves, more than Keep 3", seed, n)
		}
	}
}

// The same for Rorke's Drift played alone.
func TestAutosave_ShortRorkeGamesNeverPruneTheLastSaveOfALongOne(t *testing.T) {
	dir := t.TempDir()
	clock := time.Date(2026, 1, 22, 12, 0, 0, 0, time.UTC)
	a := &Autosaver{Dir: dir, Prefix: RorkeAutoPrefix, Keep: 3, Program: "test", Now: func() time.Time { clock = clock.Add(time.Second); return clock }}
	play := func(seed uint64, n int) *RorkeSave {
		r, err := NewRorkeSave(seed, ramparts.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for k := 0; k < n && !r.G.Over(); k++ {
			act, _ := ramparts.Advisor{}.Choose(r.G)
			if err := r.Apply(act); err != nil {
				t.Fatal(err)
			}
			if _, err := a.SaveRorke(r); err != nil {
				t.Fatal(err)
			}
		}
		return r
	}
	long := play(7, 10)
	for seed := uint64(20); seed < 26; seed++ {
		play(seed, 5)
	}
	names, err := saves.AutoNames(dir, RorkeAutoPrefix)
	if err != nil {
		t.Fatal(err)
	}
	count := map[uint64]int{}
	found := false
	for _, n := range names {
		r, err := LoadRorke(filepath.Join(dir, n))
		if err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		count[r.Seed]++
		if r.Seed == 7 && r.Len() == long.Len() {
			found = true
		}
	}
	if !found {
		t.Errorf("the long game's newest autosave is gone (autosaves per seed %v)", count)
	}
}

// A Rorke's Drift game keeps its game key when saved and loaded again
// (its file names the rules revision a new game left to the default), so
// a resumed game's autosaves stay with its earlier ones.
func TestAutosave_RorkeKeySurvivesALoad(t *testing.T) {
	r, err := NewRorkeSave(3, ramparts.Options{})
	if err != nil {
		t.Fatal(err)
	}
	act, _ := ramparts.Advisor{}.Choose(r.G)
	if err := r.Apply(act); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), "r.json")
	if err := r.Save(p, "test"); err != nil {
		t.Fatal(err)
	}
	back, err := LoadRorke(p)
	if err != nil {
		t.Fatal(err)
	}
	k1, s1 := r.AutosaveKeys()
	k2, s2 := back.AutosaveKeys()
	if k1 != k2 || s1 != s2 {
		t.Errorf("keys %s/%s before saving, %s/%s after loading", k1, s1, k2, s2)
	}
}
