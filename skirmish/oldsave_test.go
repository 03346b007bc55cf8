package skirmish_test

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"zulu1879/games"
	"zulu1879/saves"
	"zulu1879/skirmish"
)

var writeOld = flag.Bool("write-old-saves", false, "write the revision-1 save fixtures (only from the engine of revision 1)")

// oldSaves are bot games saved by the engine before the owner's choice of
// who falls (revision 1): they must replay to the same hashes.
var oldSaves = []struct {
	scenario string
	seed     uint64
	actions  int
}{{"hospital", 3, 0}, {"perimeter", 5, 1500}}

// TestSaves_Revision1Load: the saves written by the first engine (fixed
// rules for who falls, no bags) still load and replay to their hashes.
func TestSaves_Revision1Load(t *testing.T) {
	rules, err := games.Lookup(skirmish.ID)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range oldSaves {
		path := filepath.Join("testdata", "rev1-"+c.scenario+".json")
		if *writeOld {
			rec, err := saves.NewRecord(rules, games.Setup{Scenario: c.scenario, Seed: c.seed}, map[string]string{"british": "garrison", "zulu": "impi"})
			if err != nil {
				t.Fatal(err)
			}
			bot := skirmish.Bot{}
			for n := 0; rec.State().ToAct() != games.Nobody && (c.actions == 0 || n < c.actions); n++ {
				a, why := bot.Choose(rec.State())
				if err := rec.Apply(a, why); err != nil {
					t.Fatal(err)
				}
			}
			data, err := rec.Encode("zulu1879 test")
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		rec, err := saves.LoadEnvelope(path)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if rec.Len() == 0 {
			t.Fatalf("%s: no actions", path)
		}
	}
}

// TestSaves_RevisionRecorded: a new game's save names its rules revision
// (2, or 1 when the option asks for it) and replays on it.
func TestSaves_RevisionRecorded(t *testing.T) {
	rules, err := games.Lookup(skirmish.ID)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		opts string
		want int
	}{{"", skirmish.RulesRevision}, {`{"revision": 1}`, 1}} {
		rec, err := saves.NewRecord(rules, games.Setup{Scenario: "perimeter", Seed: 7, Options: []byte(c.opts)}, map[string]string{"british": "garrison", "zulu": "impi"})
		if err != nil {
			t.Fatal(err)
		}
		bot := skirmish.Bot{}
		for n := 0; n < 400 && rec.State().ToAct() != games.Nobody; n++ {
			a, why := bot.Choose(rec.State())
			if err := rec.Apply(a, why); err != nil {
				t.Fatal(err)
			}
		}
		data, err := rec.Encode("zulu1879 test")
		if err != nil {
			t.Fatal(err)
		}
		back, err := saves.DecodeEnvelope(data, "test")
		if err != nil {
			t.Fatal(err)
		}
		if back.Revision() != c.want || back.State().(*skirmish.Game).Revision() != c.want {
			t.Errorf("options %q: saved on revision %d, replayed on %d, want %d", c.opts, back.Revision(), back.State().(*skirmish.Game).Revision(), c.want)
		}
	}
}
