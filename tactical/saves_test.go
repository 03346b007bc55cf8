package tactical_test

import (
	"path/filepath"
	"strings"
	"testing"

	aitac "zulu1879/ai/tactical"
	"zulu1879/games"
	"zulu1879/saves"
	"zulu1879/tactical"
)

// zulusIn counts the Zulu counters of a game's force: still in the pool,
// waiting at the edges, or come on.
func zulusIn(g *tactical.Game) int { return g.Pool + len(g.Queue) + len(g.Units) - g.NBrit }

// TestSaves_Revision1Load: a save written before the game had revisions
// (testdata/rev1-garrison-zlist.json: garrison against zlist, seed 7, to
// the end of turn 7, written by the program at 0a146f2) loads on revision
// 1, with its forces (180 Zulu counters) and the engine's own pairs, and
// replays to the hash it was saved with (LoadEnvelope checks every
// checkpoint and the last hash).
func TestSaves_Revision1Load(t *testing.T) {
	rec, err := saves.LoadEnvelope(filepath.Join("testdata", "rev1-garrison-zlist.json"))
	if err != nil {
		t.Fatal(err)
	}
	g := rec.State().(*tactical.Game)
	if rec.Revision() != 1 || g.Revision() != 1 {
		t.Fatalf("revision %d (record) %d (game), want 1", rec.Revision(), g.Revision())
	}
	if rec.Len() != 520 || g.Turn != 8 {
		t.Fatalf("%d actions to turn %d, want 520 to turn 8", rec.Len(), g.Turn)
	}
	if n := zulusIn(g); n != 180 {
		t.Fatalf("the Zulu force is %d counters, want revision 1's 180", n)
	}
	for _, m := range rec.Moves() {
		if strings.HasPrefix(m.Action, "pair ") || strings.HasPrefix(m.Action, "casualty ") {
			t.Fatalf("revision 1 has no decisions of rule 9, yet %q", m.Action)
		}
	}
}

// TestSaves_NewGamesAreRevision2: a new game plays the newest revision
// (revision 2's forces and the owner's decisions; since revision 3 also
// the British pairs against Zulu fire), its save names the revision, and
// it loads and replays on it; asking for revision 1 plays the old forces.
func TestSaves_NewGamesAreRevision2(t *testing.T) {
	rules, err := games.Lookup(tactical.ID)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		opts string
		rev  int
	}{{"", tactical.RulesRevision}, {`{"revision": 1}`, 1}, {`{"revision": 2}`, 2}, {`{"revision": 3}`, 3}} {
		setup := games.Setup{Scenario: tactical.Scenario, Seed: 11}
		if c.opts != "" {
			setup.Options = []byte(c.opts)
		}
		rec, err := saves.NewRecord(rules, setup, map[string]string{"british": "garrison", "zulu": "zlist"})
		if err != nil {
			t.Fatal(err)
		}
		decisions := 0
		bots := map[games.Seat]games.Bot{games.Seat(tactical.British): aitac.NewBritish(1), games.Seat(tactical.Zulu): aitac.NewZulu(2)}
		for n := 0; n < 400 && rec.State().ToAct() != games.Nobody; n++ {
			g := rec.State().(*tactical.Game)
			if g.Pending != nil {
				decisions++
			}
			a, why := bots[rec.State().ToAct()].Choose(rec.State())
			if err := rec.Apply(a, why); err != nil {
				t.Fatal(err)
			}
		}
		if g := rec.State().(*tactical.Game); c.rev == 1 && zulusIn(g) != 180 {
			t.Errorf("options %q: the Zulu force is %d counters, want revision 1's 180", c.opts, zulusIn(g))
		}
		if rec.Revision() != c.rev {
			t.Fatalf("options %q: recorded revision %d, want %d", c.opts, rec.Revision(), c.rev)
		}
		if (decisions > 0) != (c.rev >= 2) {
			t.Errorf("options %q: %d decisions of rule 9 in 400 actions", c.opts, decisions)
		}
		path := filepath.Join(t.TempDir(), "save.json")
		if err := rec.Save(path, "test"); err != nil {
			t.Fatal(err)
		}
		back, err := saves.LoadEnvelope(path)
		if err != nil {
			t.Fatal(err)
		}
		g := back.State().(*tactical.Game)
		if back.Revision() != c.rev || g.Revision() != c.rev || g.Hash() != rec.State().Hash() {
			t.Fatalf("options %q: reloaded on revision %d, hash equal %v", c.opts, g.Revision(), g.Hash() == rec.State().Hash())
		}
	}
}

// TestSaves_Revision2Load: a save of revision 2 (testdata/
// rev2-garrison-ranks-zlist.json: garrison-ranks against zlist, seed 7,
// to turn 8, written by the program at 3cb3cf3 before revision 3) loads
// on revision 2 and replays to the hash it was saved with (LoadEnvelope
// checks every checkpoint and the last hash): the British pairs against
// Zulu fire of revision 3 change nothing in it. Its decisions of rule 9
// are those of revision 2 only.
func TestSaves_Revision2Load(t *testing.T) {
	rec, err := saves.LoadEnvelope(filepath.Join("testdata", "rev2-garrison-ranks-zlist.json"))
	if err != nil {
		t.Fatal(err)
	}
	g := rec.State().(*tactical.Game)
	if rec.Revision() != 2 || g.Revision() != 2 {
		t.Fatalf("revision %d (record) %d (game), want 2", rec.Revision(), g.Revision())
	}
	if rec.Len() != 876 || g.Turn != 8 {
		t.Fatalf("%d actions to turn %d, want 876 to turn 8", rec.Len(), g.Turn)
	}
	decisions := 0
	for _, m := range rec.Moves() {
		if strings.HasPrefix(m.Action, "pair ") || strings.HasPrefix(m.Action, "casualty ") {
			decisions++
			if strings.HasPrefix(m.Reason, "9b: nobody is paired") || strings.HasPrefix(m.Reason, "9b: the man fired at") {
				t.Fatalf("revision 2 has no British pairs against fire, yet %q (%s)", m.Action, m.Reason)
			}
		}
	}
	if decisions != 208 {
		t.Fatalf("%d decisions of rule 9, want the 208 saved", decisions)
	}
}
